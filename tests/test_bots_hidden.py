"""No bot reads what players cannot see: with the building decks shuffled anew before each decision,
every level chooses exactly what it chose with the true order (random, easy, normal, hard and the
expert at a fixed budget of playouts, so that time plays no part)."""
import random

import pytest

from tzolkin import Config, Game
from tzolkin.bots import make_bot

BUDGET = {"hard": 4, "expert": 4}


def shuffled(game, rng):
    """The same game with its building decks in another order (what no player sees)."""
    copy = Game.from_json(game.to_json())
    rng.shuffle(copy.state.deck1)
    rng.shuffle(copy.state.deck2)
    return copy


def differences(level, players, seed, every=1, modules=()):
    """Decisions of a seeded game (played by `normal`) where `level` chooses differently once the
    hidden order is shuffled, out of the decisions asked."""
    game = Game(Config(players, modules=list(modules)), seed)
    driver = make_bot("normal", seed=seed)
    rng = random.Random(seed)
    asked, changed = 0, []
    for k in range(10_000):
        if game.is_over:
            break
        if k % every == 0 and len(game.legal_actions()) > 1 and (game.state.deck1 or game.state.deck2):
            bot_seed = f"{seed}:{k}"
            true = make_bot(level, seed=bot_seed, playouts=BUDGET.get(level)).choose(game)
            blind = make_bot(level, seed=bot_seed, playouts=BUDGET.get(level)).choose(shuffled(game, rng))
            asked += 1
            if blind != true:
                changed.append((game.state.day, true, blind))
        game.apply(driver.choose(game))
    return asked, changed


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_cheap_levels_never_read_the_hidden_order(level):
    for seed, players in ((1, 2), (2, 4)):
        asked, changed = differences(level, players, seed)
        assert asked > 100
        assert changed == [], f"{level}: {len(changed)} of {asked} decisions changed: {changed[:3]}"


def test_normal_never_reads_the_hidden_order_with_the_modules():
    asked, changed = differences("normal", 4, 3, modules=("all",))
    assert asked > 100 and changed == []


@pytest.mark.parametrize("level, every", [("hard", 7), ("expert", 13)])
def test_searching_levels_never_read_the_hidden_order(level, every):
    asked, changed = differences(level, 3, 4, every=every)
    assert asked > 10
    assert changed == [], f"{level}: {len(changed)} of {asked} decisions changed: {changed[:3]}"
