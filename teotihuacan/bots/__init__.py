"""Bot players: pure functions of a game that choose the next decision.

Levels:
- ``random``: a random legal action (tests and self-play);
- ``easy``: the heuristic with noise on every judgement and the odd careless pick;
- ``normal``: plans each turn whole with a judgement of positions that knows the game, cheap;
- ``hard``: searches its best turn plans by playing each forward (every player with a fast
  heuristic) on copies where what is hidden (stacks, seasons to come, Teotibot's dice) is drawn
  again, so it never reads hidden information.

Every bot answers ``choose(game) -> Action`` with a legal action of the seat on turn.
``play_turn`` gives the decisions of the seat on turn until another seat must decide,
``choose_secret`` a bot's secret starting tiles, and ``hint`` a suggested decision with a
language-free reason (gamekit.bots.Hint: the reason is a catalog key, `info` its values).
"""
import random

from gamekit import bots as gamekit_bots
from gamekit.bots import Hint

LEVELS = ("random", "easy", "normal", "hard")
PLAYER_LEVELS = ("easy", "normal", "hard")
HANDOVER_LEVEL = "normal"
LIVE_SECONDS = 1.5  # the live hard bot also stops a search after this many seconds a decision
EASY_NOISE, EASY_CARELESS = 3.0, 0.1


class RandomBot(gamekit_bots.RandomBot):
    def options(self, game):
        from .policy import view
        return view(game)[1]


def make_bot(level, seed=None, playouts=None, seconds=None):
    """A bot of the given level; `seed` makes its choices repeatable. `playouts` and `seconds`
    set the hard bot's budget (defaults: search.DEFAULT_PLAYOUTS, no time limit)."""
    from .policy import HeuristicBot
    from .search import DEFAULT_PLAYOUTS, SearchBot
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return HeuristicBot(seed, noise=EASY_NOISE, careless=EASY_CARELESS, name="easy")
    if level == "normal":
        return HeuristicBot(seed)
    if level == "hard":
        return SearchBot(seed, playouts=playouts or DEFAULT_PLAYOUTS, seconds=seconds)
    raise ValueError(f"unknown bot level {level!r}")


def play_turn(game, level, seed=None, seconds=LIVE_SECONDS):
    """The decisions of the seat on turn, until another seat must decide or the game ends.

    `game` is not changed; the returned actions replay from its current state."""
    from ..game import Game
    work = Game.from_json(game.to_json())
    return gamekit_bots.turn_decisions(work, make_bot(level, seed, seconds=seconds))


def choose_secret(game, seat, level, seed=None, chosen=()):
    """A bot's whole secret choice in the current secret phase (its starting tiles), as actions;
    a choice made already (`chosen`) is kept."""
    if chosen:
        return list(chosen)
    options = game.secret_options(seat, [])
    if not options:
        return []
    if level == "random":
        return [random.Random(seed).choice(options)]
    from .policy import start_value
    rng = random.Random(seed)
    noise = EASY_NOISE if level == "easy" else 0.0
    return [max(options, key=lambda a: start_value(game.state, seat, (a.a, a.b)) + rng.gauss(0, noise or 1e-9))]


def hint(game, level="hard", seed=None, seconds=LIVE_SECONDS):
    """What a strong player would do now, with its reason (the catalog key of its words)."""
    from .explain import explain
    action = make_bot(level, seed, seconds=seconds).choose(game)
    reason, info = explain(game.state, action)
    return Hint(action, reason, info)
