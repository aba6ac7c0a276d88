"""Ratings and standings on their own: scripted results move ratings as expected, ties and
bots are handled, points are traced to their sources, and replaying gives the same table."""
import random
from types import SimpleNamespace

import pytest

from games.tzolkin import SOURCES, point_sources
from ratings import (MU, SIGMA, Placing, bot_key, placings, player_key, rate_game, ranked,
                     rebuild, standings, user_key)
from games.tzolkin import places
from tzolkin import Config, Game
from tzolkin.bots import make_bot


def seat(name, user_id=None, bot=None):
    return SimpleNamespace(name=name, user_id=user_id, bot=bot)


def finished(players=3, seed=5, level="normal"):
    game = Game(Config(players=players), seed)
    bots = [make_bot(level, seed * 10 + i) for i in range(players)]
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    return game


def test_the_winner_goes_up_and_the_loser_down():
    new = rate_game({}, [Placing("a", 1), Placing("b", 2)])
    assert new["a"].mu > MU > new["b"].mu
    assert new["a"].sigma < SIGMA and new["b"].sigma < SIGMA  # one game teaches something about both
    assert (new["a"].games, new["a"].wins, new["b"].games, new["b"].wins) == (1, 1, 1, 0)


def test_beating_a_strong_player_is_worth_more_than_beating_a_weak_one():
    table = rebuild([[Placing("strong", 1), Placing("weak", 2)]] * 5)
    over_strong = rate_game(table, [Placing("new", 1), Placing("strong", 2)])["new"].mu
    over_weak = rate_game(table, [Placing("new", 1), Placing("weak", 2)])["new"].mu
    assert over_strong > over_weak > MU


def test_ties_move_tied_players_alike_and_a_shared_victory_is_a_win_for_both():
    new = rate_game({}, [Placing("a", 1), Placing("b", 1), Placing("c", 3)])
    assert new["a"].mu == pytest.approx(new["b"].mu) and new["a"].mu > MU > new["c"].mu
    assert new["a"].wins == new["b"].wins == 1 and new["c"].wins == 0
    draw = rate_game({}, [Placing("a", 1), Placing("b", 1)])
    assert draw["a"].mu == pytest.approx(MU) and draw["a"].sigma < SIGMA  # equal players, a draw: no move


def test_bots_are_rated_by_level_and_two_bots_of_a_level_share_one_rating():
    new = rate_game({}, [Placing(user_key(1), 1), Placing(bot_key("hard"), 2), Placing(bot_key("easy"), 3)])
    assert set(new) == {"user:1", "bot:hard", "bot:easy"}
    assert new["bot:hard"].mu > new["bot:easy"].mu
    twice = rate_game({}, [Placing("bot:normal", 1), Placing("user:1", 2), Placing("bot:normal", 3)])
    assert twice["bot:normal"].games == 1 and twice["bot:normal"].wins == 1
    # first and last cancel out roughly; the rating moves by both results, uncertainty shrinks by both
    single = rate_game({}, [Placing("bot:normal", 1), Placing("user:1", 2), Placing("x", 3)])["bot:normal"]
    assert twice["bot:normal"].mu < single.mu and twice["bot:normal"].sigma < single.sigma


def test_a_seat_handed_to_a_bot_counts_for_nobody():
    assert player_key(7, None) == "user:7"
    assert player_key(None, "hard") == "bot:hard"
    assert player_key(7, "normal") is None  # the member's seat, now played by a bot
    assert rate_game({}, [Placing("user:1", 1)]) == {}  # one rated seat left: nothing to learn


def test_ranking_is_conservative_newcomers_do_not_top_the_table():
    table = rebuild([[Placing("steady", 1), Placing("other", 2)]] * 6 + [[Placing("lucky", 1), Placing("other", 2)]])
    order = [p for p, _ in ranked(table)]
    assert order.index("steady") < order.index("lucky")
    assert table["lucky"].mu > MU


def test_rebuilding_from_the_history_gives_the_same_table():
    rng = random.Random(3)
    people = [f"user:{i}" for i in range(6)] + ["bot:easy", "bot:normal", "bot:hard"]
    history = []
    for _ in range(40):
        who = rng.sample(people, rng.randint(2, 5))
        history.append([Placing(p, rng.randint(1, len(who))) for p in who])
    incremental = {}
    for game in history:
        incremental.update(rate_game(incremental, game))
    assert rebuild(history) == incremental
    assert sum(r.games for r in incremental.values()) == sum(len({p.player for p in g}) for g in history)


def test_places_follow_the_final_scoring_with_shared_ties():
    final = {"players": [{"seat": 0, "total_quarters": 200, "workers_on_gears": 1},
                         {"seat": 1, "total_quarters": 200, "workers_on_gears": 1},
                         {"seat": 2, "total_quarters": 200, "workers_on_gears": 0},
                         {"seat": 3, "total_quarters": 300, "workers_on_gears": 0}]}
    assert places(final) == {3: 1, 0: 2, 1: 2, 2: 4}


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 5), (4, 9)])
def test_standings_of_a_finished_game_add_up_to_the_final_scores(players, seed):
    game = finished(players, seed)
    seats = [seat("Ana", 1), seat("Bot 1", None, "hard"), seat("Ben", 2, "normal"), seat("Cy", 3)][:players]
    results = standings(game.record(), seats)
    final = {r["seat"]: r for r in game.state.final["players"]}
    for r in results:
        assert r.points == final[r.seat]["total_quarters"]
        assert sum(r.sources.values()) == r.points and set(r.sources) == set(SOURCES)
        assert r.sources["monuments"] == 4 * sum(final[r.seat]["monuments"].values())
    assert {r.seat for r in results if r.place == 1} == set(game.state.final["winners"])
    assert [p.player for p in placings(results)] == [k for k in ("user:1", "bot:hard", None, "user:3")[:players]
                                                     if k is not None]


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_a_solo_games_standings_keep_the_engines_own_seat_unrated(lang):
    # A solo Teotihuacan game's result held only the member's seat: the history showed neither
    # Teotibot's score nor who won, and "place 2 of 1".
    import games
    plugin = games.get("teotihuacan")
    game, _ = plugin.rules.new_game(["bob"], [], 4)
    rng = random.Random(4)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    results = standings(game.record(), [seat("bob", 7)], "teotihuacan", lang)
    table = plugin.rules.standings(game.record())
    assert [(r.points, r.place) for r in results] == [(points, place) for points, place, _ in table]
    bob, bot = results
    assert bot.seat == 1 and bot.name == plugin.words.engine_seats(game.state, lang)[1] and "Teotibot" in bot.name
    assert (bot.user_id, bot.bot, bot.player) == (None, None, None) and not bot.handed_over
    assert placings(results) == [Placing("user:7", bob.place)]  # one member: nothing to rate


def test_point_sources_see_temples_skulls_and_buildings():
    game = finished(4, 9)
    sources = point_sources(game.record())
    temple_total = sum(sum(e["points"]) for e in game.state.events if e["e"] == "temple_points")
    assert sum(s["temples"] for s in sources) == 4 * temple_total
    assert sum(s["buildings"] for s in sources) > 0 and sum(s["skulls"] for s in sources) > 0


def test_standings_refuse_a_game_that_is_not_over():
    game = Game(Config(players=2), 1)
    with pytest.raises(ValueError):
        standings(game.record(), [seat("a", 1), seat("b", 2)])
