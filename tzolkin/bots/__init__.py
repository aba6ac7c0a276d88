"""Bot players: pure functions of a game that choose the next decision.

Levels:
- ``random``: a random legal action (tests and self-play);
- ``easy``: the heuristic with deliberate noise, a beginner's opponent;
- ``normal``: a heuristic that knows the game, cheap;
- ``hard``: search over the bot's decisions with normal-like playouts, sampling what is hidden;
- ``expert``: a value learned from self-play (``bots/learned.py``, ``python -m tzolkin train``) ranks
  its options and judges a wider search on sampled hidden decks, with a time budget (``bots/expert.py``).

Every bot answers ``choose(game) -> Action`` with a legal action of the player on turn.
``play_turn`` gives the decisions of the player on turn until someone else must decide, and
``hint`` the suggested decision with a language-free reason for people.
"""
import random

from gamekit.bots import Hint

LEVELS = ("random", "easy", "normal", "hard", "expert")
PLAYER_LEVELS = ("easy", "normal", "hard", "expert")  # offered in lobbies and hand-overs
HANDOVER_LEVEL = "normal"

# Reasons a hint may give (the presentation layer words them), with the numbers they carry. The
# reason is the term of the judgement the option raised the most (bots/explain.py):
#   feed       {"days", "need", "have"}  feeds the workers before a food day
#   temple     {"temple", "days"}        climbs before the end-of-age scoring (leader bonus)
#   corn       {"corn"}                  gets corn for placements and food
#   tech       {"tech", "rounds", "vp"}  a technology, for the rounds of actions left
#   building   {"building", "vp"}        a building worth more than its cost
#   monument   {"monument", "vp"}        a monument, for what it will score by the end
#   skull      {"slot", "vp"}            a skull on Chichen Itza
#   skull_gain {"vp"}                    a crystal skull gained
#   worker     {"rounds", "vp"}          one more worker, for the rounds of actions left
#   wait       {"vp"}                    keeps workers riding the gears to better spaces
#   start      {"corn"}                  the first-player space and its corn
#   vp         {"vp"}                    points scored
#   resources  {"material", "count", "vp"}  wood, stone or gold gained
#   plan       {"monument", "vp"}        resources towards a monument not affordable yet
#   prophecy   {"vp"}                    counts for a prophecy
#   free       {"vp"}                    a worker back in hand
#   aim        {"gear", "action", "days", "vp"}  the best action a worker placed can reach, and when
#   least      {"vp"}                    every other option loses more
#   enough     {}                        nothing else is worth what it costs
#   value      {}                        the best value overall (when nothing more can be said)
REASONS = ("feed", "temple", "corn", "tech", "building", "monument", "skull", "skull_gain", "worker", "wait", "start",
           "vp", "resources", "plan", "prophecy", "free", "aim", "least", "enough", "value")


class RandomBot:
    name = "random"

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def choose(self, game):
        from ..rules import legal_actions
        return self.rng.choice(game.legal_actions() if hasattr(game, "legal_actions") else legal_actions(game))


# The live hard bot also stops a search after this many seconds a decision (the arena counts playouts).
LIVE_SECONDS = 0.6
# The live expert thinks this long a turn (Discord: TABLE_BOT_SECONDS), and this long for a hint.
EXPERT_SECONDS, EXPERT_HINT_SECONDS = 10.0, 3.0
EASY_NOISE, EASY_CARELESS = 2.5, 0.1  # VP of error on each judgement, share of careless picks


def make_bot(level, seed=None, playouts=None, seconds=None):
    """A bot of the given level; `seed` makes its choices repeatable.

    `playouts` and `seconds` set the hard bot's budget (defaults: search.DEFAULT_PLAYOUTS, no time; with
    `seconds`, the live bot: at least search.LIVE_FLOOR playouts, more while the time allows)
    and the expert's (defaults: expert.DEFAULT_PLAYOUTS; `seconds` is then the time of a whole turn).
    """
    from .policy import HeuristicBot
    from .search import SearchBot
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return HeuristicBot(seed, noise=EASY_NOISE, careless=EASY_CARELESS, name="easy")
    if level == "normal":
        return HeuristicBot(seed)
    if level == "hard":
        return SearchBot(seed, playouts=playouts, seconds=seconds)
    if level == "expert":
        from .expert import expert_bot
        return expert_bot(seed, playouts=playouts, seconds=seconds)
    raise ValueError(f"unknown bot level {level!r}")


def live_seconds(level):
    """The live bot's thinking time: the hard bot's per decision, the expert's per turn."""
    return EXPERT_SECONDS if level == "expert" else LIVE_SECONDS


def play_turn(game, level, seed=None, seconds=None):
    """The decisions of the player on turn, until another player must decide or the game ends.

    `game` is not changed; the returned actions replay from its current state. This is the live
    bot: `seconds` bounds the hard bot's search of each decision and the expert's whole turn
    (default: `live_seconds(level)`).
    """
    from gamekit.bots import turn_decisions
    from ..game import Game
    bot = make_bot(level, seed, seconds=live_seconds(level) if seconds is None else seconds)
    return turn_decisions(Game.from_json(game.to_json()), bot)


def choose_wealth(state, seat, level, seed=None, tribe=None):
    """The pair of starting wealth tiles a bot keeps (choices are secret, so any order works);
    with the tribe Ixtab, the tile it discards."""
    from ..rules import keep_options
    options = keep_options(state, seat, tribe)
    if level == "random":
        return random.Random(seed).choice(options)
    return _start_bot(level, seed).best_pair(state, seat, options, tribe)


def _start_bot(level, seed):
    from .policy import HeuristicBot
    if level == "expert":
        from .expert import ExpertBot
        return ExpertBot(seed)
    return HeuristicBot(seed, **({"noise": EASY_NOISE} if level == "easy" else {}))


def choose_start(state, seat, level, seed=None, tribe=None):
    """A bot's whole secret starting choice: its tribe when tribes are dealt (`tribe` if one was
    chosen already, else the one worth more to it), then its starting wealth with that tribe."""
    from ..rules import tribe_options
    tribes = tribe_options(state, seat)
    if not tribes:
        return [choose_wealth(state, seat, level, seed)]
    kept = next((a for a in tribes if a.a == tribe), None)
    if kept is None:
        kept = random.Random(f"{seed}:tribe").choice(tribes) if level == "random" else \
            _start_bot(level, seed).best_tribe(state, seat, tribes)
    return [kept, choose_wealth(state, seat, level, seed, kept.a)]


def choose_secret(game, seat, level, seed=None, chosen=()):
    """A bot's whole secret choice in the starting phase, as actions: `choose_start`, keeping the
    tribe among the steps `chosen` so far."""
    tribe = next((a.a for a in chosen if a.kind == "tribe"), None)
    return choose_start(game.state, seat, level, seed, tribe)


def hint(game, level="hard", seed=None, seconds=None):
    """What a strong player would do now, with a reason (see REASONS).

    A hint never tells a player to spend the corn their workers eat at this round's food day
    while another decision keeps them fed: a bot may judge a few unfed workers worth it, a hint
    to a person should not."""
    from .explain import explain, starves
    state = getattr(game, "state", game)  # a Game or a bare State
    if seconds is None:
        seconds = EXPERT_HINT_SECONDS if level == "expert" else LIVE_SECONDS
    action = make_bot(level, seed, seconds=seconds).choose(game)
    if starves(state, action):
        from .policy import HeuristicBot
        action = next((a for a, _ in HeuristicBot(seed).ranked(game) if not starves(state, a)), action)
    reason, info = explain(state, action)
    return Hint(action, reason, info)
