"""Game states to draw: played by seeded random bots, so they are the same every time."""
import random

from images.script import WORLD_NAMES
from maya import Config, Game


LONG_NAMES = ["Dmitri Alexandrovitch Karamazov", "Benoît-Marie de la Tour d'Auvergne", "王小明 🌽",
              "Chiara Quattrocchi-Bellavista"]


def play(players, seed, turns, zones=None, variant="", names=None):
    game = Game(Config(players, names=names or [], zones=zones or [], variant=variant), seed)
    rng = random.Random(seed)
    while not game.is_over and game.state.turn_no <= turns:
        game.apply(rng.choice(game.legal_actions()))
    return game


def start(players=2, seed=1):
    return play(players, seed, 0).state


def midgame(players=4, seed=3, turns=40):
    return play(players, seed, turns).state


def planting(players=3, seed=5, turns=22):
    """A turn under way: tiles laid this turn are outlined."""
    game = play(players, seed, turns)
    while not (game.state.turn.get("do") == "plant" and game.state.turn.get("placed")):
        game.apply(game.legal_actions()[0])
    return game.state


def final(players=4, seed=7):
    return play(players, seed, 10 ** 6).state


def gallery_states():
    """(name, state) of the pictures the tests and the gallery draw."""
    return [
        ("start-2p", start(2, 1)),
        ("start-3p-yellow", play(3, 2, 0, zones="blue+yellow+red").state),
        ("mid-4p", midgame(4, 3, 40)),
        ("mid-2p-red", play(2, 4, 30, zones="blue+red").state),
        ("planting-3p", planting()),
        ("two-cities-4p", play(4, 9, 12, variant="two_cities").state),
        ("setup-long-names", play(4, 10, 0, variant="new_start", names=LONG_NAMES).state),
        ("long-names-3p", play(3, 11, 30, names=LONG_NAMES[1:]).state),
        ("world-names-4p", play(4, 12, 20, names=WORLD_NAMES).state),
        ("late-3p", midgame(3, 6, 75)),
        ("final-4p", final(4, 7)),
        ("final-2p", final(2, 8)),
    ]
