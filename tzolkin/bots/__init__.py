"""Bot players: pure functions of a game that choose the next decision.

Levels:
- ``random``: a random legal action (tests and self-play);
- ``easy``: the heuristic with deliberate noise, a beginner's opponent;
- ``normal``: a heuristic that knows the game, cheap;
- ``hard``: search over the bot's decisions with normal-like playouts, sampling what is hidden.

Every bot answers ``choose(game) -> Action`` with a legal action of the player on turn.
``play_turn`` gives the decisions of the player on turn until someone else must decide, and
``hint`` the suggested decision with a language-free reason for people.
"""
import random
from dataclasses import dataclass, field

LEVELS = ("random", "easy", "normal", "hard")
PLAYER_LEVELS = ("easy", "normal", "hard")  # offered in lobbies and hand-overs
HANDOVER_LEVEL = "normal"

# Reasons a hint may give (the presentation layer words them), with the numbers they carry:
#   feed      {"days", "need", "have"}  feeds the workers before a food day
#   temple    {"temple", "days"}        climbs before the end-of-age scoring (leader bonus)
#   corn      {"corn"}                  gets corn for placements and food
#   tech      {"tech"}                  a technology that pays for the rest of the game
#   building  {"building"}              a building worth its cost now
#   monument  {"monument", "vp"}        a monument worth its cost
#   skull     {"slot", "vp"}            a skull on Chichen Itza
#   worker    {}                        one more worker
#   wait      {}                        keeps workers riding the gears to better spaces
#   start     {"corn"}                  the first-player space and its corn
#   value     {}                        the best value overall
REASONS = ("feed", "temple", "corn", "tech", "building", "monument", "skull", "worker", "wait", "start", "value")


@dataclass
class Hint:
    action: object  # tzolkin.Action
    reason: str = "value"
    info: dict = field(default_factory=dict)


class RandomBot:
    name = "random"

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def choose(self, game):
        return self.rng.choice(game.legal_actions())


def make_bot(level, seed=None):
    """A bot of the given level; `seed` makes its choices repeatable."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    return RandomBot(seed)


def play_turn(game, level, seed=None):
    """The decisions of the player on turn, until another player must decide or the game ends.

    `game` is not changed; the returned actions replay from its current state.
    """
    from ..game import Game
    work = Game.from_json(game.to_json())
    bot = make_bot(level, seed)
    seat, actions = work.current_player, []
    while not work.is_over and work.current_player == seat:
        turn_no = work.state.turn_no
        action = bot.choose(work)
        work.apply(action)
        actions.append(action)
        if work.state.turn_no != turn_no:
            break
    return actions


def choose_wealth(state, seat, level, seed=None):
    """The pair of starting wealth tiles (a `keep` action) a bot of this level keeps for `seat`.

    The choices are secret and made together, so it reads the state, not whose decision it is.
    """
    from ..rules import keep_options
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    return random.Random(seed).choice(keep_options(state, seat))


def hint(game, level="normal", seed=None):
    """What a strong player would do now, with a reason."""
    return Hint(make_bot(level, seed).choose(game))
