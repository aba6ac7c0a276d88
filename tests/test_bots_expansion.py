"""Bot players on Tribes & Prophecies: every module, alone and together, played legally to the end
by every level; their starting choice includes the tribe; hints explain every new action."""
import random

import pytest

from tzolkin import Config, Game
from tzolkin import data as D
from tzolkin.bots import choose_start, hint, play_turn
from tzolkin.bots.explain import explain
from tzolkin.rules import keep_options, tribe_options

MIXES = [[m] for m in D.MODULES] + [list(D.MODULES)]


def play_out(game, levels, seed, seconds=None):
    turns = 0
    while not game.is_over:
        level = levels[game.current_player % len(levels)]
        for action in play_turn(game, level, seed + turns, seconds=seconds):
            game.apply(action)  # an illegal action raises
        turns += 1
        assert turns < 2000
    return game


@pytest.mark.parametrize("modules", MIXES, ids=lambda m: "+".join(m))
def test_heuristic_bots_finish_games_with_each_module(modules):
    players = 5 if D.QUICK_MODULE in modules else 3
    game = play_out(Game(Config(players=players, modules=modules), 11), ["easy", "normal", "random"], 11)
    assert game.state.final is not None


def test_a_hard_bot_plays_a_whole_game_with_every_module():
    game = Game(Config(players=2, modules=list(D.MODULES)), 5)
    assert play_out(game, ["hard", "normal"], 5, seconds=0.02).state.final is not None


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_the_starting_choice_names_a_dealt_tribe_and_tiles_that_fit_it(level):
    for seed in range(1, 12):
        s = Game(Config(players=4, modules=["tribes"]), seed).state
        for seat in range(4):
            tribe, tiles = choose_start(s, seat, level, seed)
            assert tribe in tribe_options(s, seat) and tiles in keep_options(s, seat, tribe.a)
    assert choose_start(Game(Config(players=2), 3).state, 1, "normal", 3)[0].kind == "keep"  # no tribes


def test_hints_explain_every_action_of_the_expansion():
    rng = random.Random(2)
    game = Game(Config(players=4, modules=list(D.MODULES)), 2)
    seen = set()
    while not game.is_over:
        for action in game.legal_actions():
            reason, info = explain(game.state, action)
            assert isinstance(reason, str) and isinstance(info, dict)
            seen.add(action.kind)
            seen.add(str(action))
        game.apply(rng.choice(game.legal_actions()))
    assert {"tribe", "place:quick"} <= seen  # the tribe and the quick actions were explained too
    assert hint(Game(Config(players=3, modules=list(D.MODULES)), 4), "normal").action is not None
