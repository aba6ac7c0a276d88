"""The `hard` player: looks ahead by playing the game forward.

At the first decision of its turn it takes the heuristic planner's best few turn lines and plays
each one forward on copies of the state: every player, itself included, continues with the
heuristic until the bot's next turn is over. In every copy what no player can see is drawn again
(the discovery, pyramid and decoration stacks are shuffled, the seasons to come and the seed of
later draws such as Teotibot's dice are replaced), so the bot never reads hidden information.
The line whose futures end best (its value against the strongest rival) is played.

The budget is a number of playouts, so that the same seed and budget give the same choice; the
live bot may add a time limit.
"""
import random
import time

from gamekit.bots import play_turns

from .. import rules
from ..views import deal_unseen_again
from .policy import BRANCH, HeuristicBot, SIDE, finish_quick, view
from .value import evaluate

DEFAULT_PLAYOUTS = 16
CANDIDATES = 4
MAX_PLAYOUT_DECISIONS = 600  # a safety net: a round of play is far shorter


def determinize(s, rng):
    """A copy of the state where what no player can see is drawn again."""
    c = s.copy()
    deal_unseen_again(c, rng)
    return c


def margin(s, seat):
    """The bot's value against the best of the others."""
    mine = evaluate(s, seat)
    return mine - max(evaluate(s, p.seat) for p in s.players if p.seat != seat)


def lines(s, seat, limit):
    """The planner's best `limit` lines for the seat's turn: [(value, actions)], best first."""
    out = []
    legal = rules.legal_actions(s)
    for a in [x for x in legal if x.kind not in SIDE] or legal:
        c = s.copy()
        rules.apply(c, a, legal)
        if c.stack and c.stack[-1]["p"] == seat and c.stack[-1]["k"] in BRANCH:
            out += [(v, [a] + rest) for v, rest in lines(c, seat, limit)]
        else:
            finish_quick(c, seat)
            out.append((evaluate(c, seat), [a]))
    out.sort(key=lambda vl: -vl[0])
    return out[:limit]


def playout(s, seat, line, policies):
    """Play the line, the end of the turn, then everyone until the seat's next turn ends."""
    for a in line:
        legal = rules.legal_actions(s)
        rules.apply(s, a if a in legal else policies[seat].choose(s), legal)
    play_turns(s, len(s.order) + 1, lambda state: rules.apply(state, policies[state.stack[-1]["p"]].choose(state)),
               MAX_PLAYOUT_DECISIONS)
    return margin(s, seat)


class SearchBot:
    name = "hard"

    def __init__(self, seed=None, playouts=DEFAULT_PLAYOUTS, seconds=None, candidates=CANDIDATES):
        self.seed = seed
        self.playouts = playouts
        self.seconds = seconds  # a time limit for the live bot; None keeps choices repeatable
        self.candidates = candidates
        self.heuristic = HeuristicBot(seed)
        self.line = []
        self.line_key = None

    def choose(self, game):
        s, legal = view(game)
        if len(legal) == 1:
            return legal[0]
        top = s.stack[-1]
        if top["k"] in BRANCH:
            if self.line and self.line_key == (id(s), s.turn_no) and self.line[0] in legal:
                return self.line.pop(0)
            if top["k"] == "turn":
                line = self.search(s, top["p"])
                self.line, self.line_key = line[1:], (id(s), s.turn_no)
                return line[0]
        return self.heuristic.choose(s)

    def search(self, s, seat):
        candidates = [line for _, line in lines(s, seat, self.candidates)]
        if len(candidates) == 1:
            return candidates[0]
        rng = random.Random(f"{self.seed}:{s.turn_no}:{len(s.events)}")
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        samples = max(1, self.playouts // len(candidates))
        for _ in range(samples):
            # Common random numbers: every line is played in the same redrawn future.
            base = determinize(s, rng)
            for k, line in enumerate(candidates):
                policies = {p.seat: HeuristicBot() for p in s.players}
                totals[k] += playout(base.copy(), seat, line, policies)
                counts[k] += 1
            if deadline and time.perf_counter() > deadline:
                break
        best = max(range(len(candidates)), key=lambda k: totals[k] / counts[k] if counts[k] else float("-inf"))
        return candidates[best]
