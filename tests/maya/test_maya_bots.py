"""Maya's bot players: every level plays the variants, normal beats random players, an imagined
position keeps what the seat sees. What every game's bots guarantee (legal play at every level,
nothing hidden read, whole turns, hints) is proven by tests/conformance/test_conformance.py."""
import random

from maya import Config, Game, rules
from maya.bots import LEVELS, make_bot
from maya.bots.sample import sample_state
from maya import views


def play_game(levels, seed, samples=2):
    game = Game(Config(len(levels)), seed)
    bots = [make_bot(level, seed=k, samples=samples) for k, level in enumerate(levels)]
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    return game


def test_every_level_plays_the_variants():
    for variant in ("new_start", "two_cities"):
        game = Game(Config(4, variant=variant), 5)
        bots = [make_bot(level, seed=k, samples=1) for k, level in enumerate(LEVELS)]
        while not game.is_over:
            game.apply(bots[game.current_player].choose(game))
        assert game.is_over


def test_the_normal_bot_beats_random_players():
    wins = sum(play_game(("normal", "random", "random", "random"), seed).state.final["winners"] == [0]
               for seed in range(4))
    assert wins == 4


def test_an_imagined_position_keeps_what_the_seat_sees():
    game = play_game(("normal", "normal"), 4)
    record = game.record()
    s = Game.from_record({**record, "actions": record["actions"][:60]}).state
    imagined = sample_state(s, s.current, random.Random(1))
    assert views.public_view(imagined) == views.public_view(s)
    assert views.private_view(imagined, s.current) == views.private_view(s, s.current)
    assert rules.legal_actions(imagined) == rules.legal_actions(s)
