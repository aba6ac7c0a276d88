"""What every game's bot players share: a hint's shape, the seed of a bot's choice, a random player,
a whole turn's decisions, and a playout's count of the turns it plays."""
import random
from dataclasses import dataclass, field


@dataclass
class Hint:
    """A suggested decision with its reason, in every game: the action, the reason as a key of the
    game's own (its hint reasons) and the numbers that word it."""
    action: object
    reason: str = "value"
    info: dict = field(default_factory=dict)


def bot_seed(game, seat=None):
    """The seed of a bot's choice at this moment of the game, the same wherever it is asked (the
    table, a terminal, a test): the same position gives the same choice. With `seat`, the seed
    of that seat's secret choice, made while no choice is revealed."""
    if seat is not None:
        return game.seed * 10 + seat
    return game.seed * 100_000 + len(game.actions)


class RandomBot:
    """A random legal decision (tests and self-play); `options(game)` lists them."""
    name = "random"

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def options(self, game):
        return game.legal_actions()

    def choose(self, game):
        return self.rng.choice(self.options(game))


def turn_decisions(work, bot):
    """The decisions `bot` takes for the player on turn of `work`, until another player must decide,
    the turn ends or the game does; `work` is a copy the caller gives up (it is played on)."""
    seat, actions = work.current_player, []
    while not work.is_over and work.current_player == seat:
        turn_no = work.state.turn_no
        action = bot.choose(work)
        work.apply(action)
        actions.append(action)
        if work.state.turn_no != turn_no:
            break
    return actions


def play_turns(s, turns, step, limit):
    """Play `step(s)` (one decision of whoever is on turn, applied to the state `s`) until the game
    is over or `turns` more turns have begun after the current one: a search's playout to a
    horizon. At most `limit` decisions, a safety net far above a round of play."""
    turns_left, last_turn = turns, s.turn_no
    for _ in range(limit):
        if s.is_over:
            return
        if s.turn_no != last_turn:
            last_turn = s.turn_no
            turns_left -= 1
            if turns_left <= 0:
                return
        step(s)
