"""Tribes & Prophecies: modules chosen at set-up, the record, five players, quick actions with fewer
players (expansion rulebook "Cinquième joueur", "Mise en place des Actions Rapides"; components §8.5)."""
import random

import pytest

from tzolkin import Config, Game, IllegalAction, NEUTRAL, State
from tzolkin import data as D
from tzolkin import rules
from tzolkin.__main__ import play_random_game
from tzolkin.describe import describe
from tzolkin.invariants import check

ALL = list(D.MODULES)


def _choose_all(game):
    """Every player keeps the first tribe and the first wealth option offered."""
    while game.state.phase == "wealth":
        game.apply(game.legal_actions()[0])
    return game


def test_modules_are_kept_in_the_record_and_a_base_record_is_unchanged():
    base = Game(Config(players=2), 5)
    assert base.record()["config"] == {"players": 2, "names": []}
    game = Game(Config(players=3, modules=["quick", "tribes"]), 5)
    assert game.config.modules == ["tribes", "quick"]  # canonical order
    record = game.record()
    assert record["config"]["modules"] == ["tribes", "quick"]
    _choose_all(game)
    replayed = Game.from_record(game.record())
    assert replayed.state == game.state and replayed.state.modules == ["tribes", "quick"]
    assert State.from_json(game.state.to_json()) == game.state


def test_all_means_every_module_and_unknown_modules_are_refused():
    assert Config(players=4, modules="all").modules == ALL
    with pytest.raises(IllegalAction, match="Unknown module"):
        Config(players=4, modules=["dragons"])


def test_five_players_need_quick_actions():
    with pytest.raises(IllegalAction, match="quick actions"):
        Game(Config(players=5, modules=["tribes"]), 1)
    with pytest.raises(IllegalAction):
        Game(Config(players=5), 1)
    with pytest.raises(IllegalAction):
        Game(Config(players=6, modules=ALL), 1)


def test_old_snapshots_without_the_new_fields_still_load():
    game = Game(Config(players=2), 3)
    obj = game.state.to_json()
    for key in ("modules", "tribes_dealt", "tribes_kept", "prophecies", "quick_tiles", "quick_spaces",
                "neutral_left", "fed"):
        del obj[key]
    for p in obj["players"]:
        del p["tribe"], p["prophecy_vp"]
    assert State.from_json(obj) == game.state


def test_five_player_setup():
    # Expansion: a fifth colour, a fifth harvest field per Palenque group, the quick-action board with
    # no space blocked, no neutral worker; monuments on display: players + 2 = 7.
    s = rules.new_game(5, 8, modules=["quick"])
    assert [p.colour for p in s.players] == ["red", "blue", "yellow", "green", "purple"]
    assert s.jungle == {"2": [0, 5], "3": [5, 0], "4": [5, 0], "5": [5, 0]}
    assert len(s.monuments) == 7
    assert s.quick_spaces == [None, None, None]
    assert not any(o == NEUTRAL for row in s.gears.values() for o in row)
    assert len({t for tiles in s.wealth_dealt for t in tiles}) == 20
    assert len(s.quick_tiles) == 13
    assert sorted(s.quick_tiles[:7]) == sorted(D.QUICK_AGE1) and sorted(s.quick_tiles[7:]) == sorted(D.QUICK_AGE2)


@pytest.mark.parametrize("n, blocked, neutral", [(2, 2, 18), (3, 1, 12), (4, 1, 6)])
def test_quick_actions_with_fewer_players_add_neutral_workers(n, blocked, neutral):
    # "Dans une partie à 2 joueurs, utilisez 18 Ouvriers Neutres et placez les 2 premiers sur des Cases
    # Action Rapide" (3 players: 12, the first on the quick board; 4 players: 6, the first there).
    for seed in range(20):
        game = _choose_all(Game(Config(players=n, modules=["quick"]), seed))
        s = game.state
        assert s.quick_spaces.count(NEUTRAL) == blocked
        on_gears = sum(row.count(NEUTRAL) for row in s.gears.values())
        assert on_gears + blocked + s.neutral_left == neutral
        assert check(s) == []


def test_missing_neutral_workers_use_the_discarded_wealth_tiles():
    # Remarque: when the leftover tiles run out, the tiles the players discard place the rest. (With
    # the opposite-space rule the leftover tiles have always sufficed in practice: forced here.)
    game = Game(Config(players=2, modules=["quick"]), 3)
    s = game.state
    before = sum(row.count(NEUTRAL) for row in s.gears.values())
    s.neutral_left = 2
    _choose_all(game)
    discarded = [t for seat in s.turn_order() for t in s.wealth_dealt[seat] if t not in s.wealth_kept[seat]]
    assert sum(row.count(NEUTRAL) for row in s.gears.values()) == before + 2 and s.neutral_left == 0
    assert s.neutral_tiles[-1] in discarded[:2]


def test_tribes_are_dealt_two_each_and_kept_secretly_with_the_wealth():
    game = Game(Config(players=3, modules=["tribes"]), 4)
    s = game.state
    assert all(len(t) == 2 for t in s.tribes_dealt) and len({t for ts in s.tribes_dealt for t in ts}) == 6
    first = s.turn_order()[0]
    assert game.decision().startswith("Keep 1 of your 2 tribes")
    assert [str(a) for a in game.legal_actions()] == [f"tribe:{t}" for t in s.tribes_dealt[first]]
    game.apply(game.legal_actions()[1])
    assert s.players[first].tribe is None  # hidden until everybody has chosen
    assert game.state.current_player == first  # then the same player keeps the wealth tiles
    game.apply(game.legal_actions()[0])
    _choose_all(game)
    assert game.state.players[first].tribe == game.state.tribes_dealt[first][1]
    assert all(p.tribe for p in game.state.players)


def test_three_prophecies_are_drawn_none_active_in_the_first_quarter():
    s = rules.new_game(4, 2, modules=["prophecies"])
    assert len(set(s.prophecies)) == 3 and s.prophecy is None
    s.food_days_done = 1
    assert s.prophecy == s.prophecies[0]
    s.food_days_done = 3
    assert s.prophecy == s.prophecies[2]
    s.food_days_done = 4
    assert s.prophecy is None


def test_base_game_draws_are_the_same_with_or_without_modules():
    # The modules' draws come after the base game's, so the base part of a set-up does not change.
    base = rules.new_game(3, 21)
    with_modules = rules.new_game(3, 21, modules=["tribes", "prophecies"])
    for key in ("display", "deck1", "deck2", "monuments", "first_player", "wealth_dealt", "gears"):
        assert getattr(base, key) == getattr(with_modules, key), key


@pytest.mark.parametrize("seed", range(40))
def test_random_games_across_module_mixes(seed):
    # Invariants after every decision, then replay and the JSON round trip give the same state.
    rng = random.Random(seed)
    modules = [m for m in D.MODULES if rng.random() < 0.6] if seed % 4 else ALL
    n = rng.choice([2, 3, 4, 5] if "quick" in modules else [2, 3, 4])
    game = play_random_game(n, 1000 + seed, check=True, modules=modules)
    assert game.is_over
    # Every decision of the game can be described and explained.
    replay = Game(Config(players=n, modules=modules), 1000 + seed)
    for action in game.actions[: 400 if seed % 2 else len(game.actions)]:
        for option in replay.legal_actions():
            assert describe(replay.state, option)
        assert replay.decision()
        replay.apply(action)
    assert Game.from_record(game.record()).state == game.state
    assert State.from_json(game.state.to_json()) == game.state
