"""Bot players: pure functions of a game that choose the next decision.

Levels:
- ``random``: a random legal decision (tests and self-play);
- ``easy``: the heuristic with noise on every judgement and the odd careless pick;
- ``normal``: tries each promising whole turn and keeps the position worth the most against its
  rivals (bots/value.py);
- ``hard``: searches: the normal bot's best turns, each played on several positions dealt again from
  what the bot sees, and answered by every rival, the best on average wins.

No level reads hidden tiles: they think on positions built from what their seat sees (bots/sample.py).
``choose(game) -> Action`` gives a legal decision of the player on turn (a Game or a bare State);
``play_turn`` the decisions of a whole turn; ``hint`` the suggested decision with a reason.
Bots, their inputs (records, states) and their outputs (action strings) are picklable.
"""
from gamekit import bots as gamekit_bots
from gamekit.bots import Hint

LEVELS = ("random", "easy", "normal", "hard")
PLAYER_LEVELS = ("easy", "normal", "hard")
HANDOVER_LEVEL = "normal"
LIVE_SECONDS = 1.2  # the live hard bot stops sampling after this long on a decision
EASY_NOISE, EASY_CARELESS = 4.0, 0.15

# Reasons a hint may give (the presentation layer words them, keys maya.hint.<reason>), with their values:
#   extend   {"crop", "n"}            extends your own plantation, which scores whole again (n points)
#   plant    {"crop", "n"}            a new plantation (n points)
#   close    {"temple", "n"}          closes a city in which you place (n points)
#   majority {"temple"}               goods next to a city whose majority is open
#   grow     {"temple", "n"}          grows a city you lead (to n tiles), and refills your rack
#   refill   {"n"}                    grows a city mainly to draw tiles
#   reserve  {}                       an empty rack: the reserve's top tile must go face down
#   start    {"temple"}               where to start a city (variants)
#   stop     {"n"}                    stop planting now (n points)
#   value    {}                       the best position overall
REASONS = ("extend", "plant", "close", "majority", "grow", "refill", "grow_only", "reserve", "start", "stop",
           "stop_done", "value")


class RandomBot(gamekit_bots.RandomBot):
    def options(self, game):
        from ..rules import legal_actions
        return game.legal_actions() if hasattr(game, "legal_actions") else legal_actions(game)


def make_bot(level, seed=None, samples=None, seconds=None):
    """A bot of the given level; `seed` makes its choices repeatable. `samples` and `seconds` set the
    hard bot's budget (defaults: search.DEFAULT_SAMPLES, no time limit)."""
    from .policy import HeuristicBot
    from .search import DEFAULT_SAMPLES, SearchBot
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return HeuristicBot(seed, noise=EASY_NOISE, careless=EASY_CARELESS, name="easy", singles=5, grows=3, widen=1)
    if level == "normal":
        return HeuristicBot(seed)
    if level == "hard":
        return SearchBot(seed, samples=samples or DEFAULT_SAMPLES, seconds=seconds)
    raise ValueError(f"unknown bot level {level!r}")


def play_turn(game, level, seed=None, seconds=LIVE_SECONDS):
    """The decisions of the player on turn until another player must decide or the game ends, as
    Actions. `game` is not changed; the actions replay from its current state."""
    from ..game import Game
    work = Game.from_json(game.to_json()) if isinstance(game, Game) else None
    if work is None:
        raise TypeError("play_turn needs a maya Game")
    return gamekit_bots.turn_decisions(work, make_bot(level, seed, seconds=seconds))


def hint(game, level="hard", seed=None, seconds=LIVE_SECONDS):
    """What a strong player would do now, with a reason (see REASONS)."""
    from .explain import explain
    bot = make_bot(level, seed, seconds=seconds)
    action = bot.choose(game)
    plan = bot._plan[2] if getattr(bot, "_plan", None) else None
    reason, info = explain(game.state, action, plan)
    return Hint(action, reason, info)
