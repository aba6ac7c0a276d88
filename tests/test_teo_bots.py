"""Teotihuacan's bot players: every level plays whole legal games at 1-4 players, the hard bot never
reads hidden information, bots' turns and secret choices, hints with a reason as data."""
import pickle
import random

import pytest

from teotihuacan import Config, Game
from teotihuacan.bots import LEVELS, choose_secret, hint, make_bot, play_turn
from teotihuacan.describe import words


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


@pytest.mark.parametrize("levels", [["easy"], ["normal", "random"], ["easy", "normal", "random"],
                                    ["normal", "easy", "random", "normal"]])
def test_every_level_plays_whole_legal_games(levels):
    game = bot_game(levels, 4, seasons=len(levels) % 2 == 0)
    assert game.is_over


def test_the_hard_bot_plays_a_whole_game():
    assert bot_game(["hard", "normal"], 2).is_over


def test_normal_beats_random_players():
    game = bot_game(["normal", "random", "random", "random"], 6)
    assert game.state.final["winners"] == [0]


def test_hard_never_reads_the_hidden_order_of_stacks_or_the_seed():
    game = Game(Config(players=3), 7)
    rng = random.Random(1)
    while game.secret_phase() or game.state.phase == "setup":
        game.apply(rng.choice(game.legal_actions()))
    for _ in range(40):
        game.apply(rng.choice(game.legal_actions()))
    while game.state.stack[-1]["k"] != "turn":
        game.apply(rng.choice(game.legal_actions()))
    bot = make_bot("hard", seed=3, playouts=6)
    choice = bot.choose(game.state.copy())
    other = game.state.copy()
    for stack in (other.dstack, other.pdeck, other.ddeck):
        random.Random(9).shuffle(stack)
    other.seed = 12345
    assert make_bot("hard", seed=3, playouts=6).choose(other) == choice


def test_play_turn_leaves_the_game_unchanged_and_replays():
    game = Game(Config(players=2, first_game=True), 3)
    before = game.state.dumps()
    actions = play_turn(game, "normal", seed=1)
    assert game.state.dumps() == before
    seat = game.current_player
    for a in actions:
        assert game.current_player == seat
        game.apply(a)
    assert game.current_player != seat or game.is_over


def test_secret_choice_and_hint():
    game = Game(Config(players=2), 5)
    for level in LEVELS:
        choice = choose_secret(game, 1, level, seed=2)
        assert len(choice) == 1 and choice[0] in game.secret_options(1)
    for seat in range(2):
        game.apply(choose_secret(game, seat, "normal", 1)[0])
    while game.state.phase == "setup":
        game.apply(game.legal_actions()[0])
    action, (key, values) = hint(game, level="normal")
    assert action in game.legal_actions() and key.startswith("teo.hint.")
    for lang in ("en", "fr", "it"):
        assert "{" not in words(key, values, lang)


def test_bot_inputs_and_outputs_are_picklable():
    game = Game(Config(players=2, first_game=True), 3)
    assert pickle.loads(pickle.dumps(game)).state == game.state
    assert pickle.loads(pickle.dumps(play_turn(game, "easy", seed=1)))


def test_the_arena_rotates_seats_and_reports_wilson_intervals():
    from teotihuacan import arena
    tallies = arena.run(["normal", "random"], 2, seed=3)
    assert [t.games for t in tallies] == [2, 2] and tallies[0].wins + tallies[1].wins == 2
    assert tallies[0].turn_times and "95% interval" in arena.table(tallies)
    lo, hi = arena.wilson(40, 100)
    assert round(lo, 3) == 0.309 and round(hi, 3) == 0.498
    solo = arena.run(["normal"], 1, seed=3)
    assert [t.level for t in solo] == ["normal", "teotibot"] and solo[0].wins + solo[1].wins == 1
