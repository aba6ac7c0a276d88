"""Teotihuacan's bot players: the hard bot plays a whole game, normal beats random players, the arena
rotates seats. What every game's bots guarantee (legal play at every level, nothing hidden read,
whole turns, secret choices, hints) is proven by tests/conformance/test_conformance.py."""
from teotihuacan import Config, Game
from teotihuacan.bots import choose_secret, make_bot


def bot_game(levels, seed, **options):
    game = Game(Config(players=len(levels), **options), seed)
    bots = [make_bot(level, seed=f"{seed}:{i}", playouts=4) for i, level in enumerate(levels)]
    while game.secret_phase():
        for seat, level in enumerate(levels):
            for action in choose_secret(game, seat, level, seed):
                game.apply(action)
    while not game.is_over:
        action = bots[game.current_player].choose(game)
        assert action in game.legal_actions()
        game.apply(action)
    return game


def test_the_hard_bot_plays_a_whole_game():
    assert bot_game(["hard", "normal"], 2).is_over


def test_normal_beats_random_players():
    game = bot_game(["normal", "random", "random", "random"], 6)
    assert game.state.final["winners"] == [0]


def test_the_arena_rotates_seats_and_reports_wilson_intervals():
    from teotihuacan import arena
    tallies = arena.run(["normal", "random"], 2, seed=3)
    assert [t.games for t in tallies] == [2, 2] and tallies[0].wins + tallies[1].wins == 2
    assert tallies[0].turn_times and "95% interval" in arena.table(tallies)
    lo, hi = arena.wilson(40, 100)
    assert round(lo, 3) == 0.309 and round(hi, 3) == 0.498
    solo = arena.run(["normal"], 1, seed=3)
    assert [t.level for t in solo] == ["normal", "teotibot"] and solo[0].wins + solo[1].wins == 1
