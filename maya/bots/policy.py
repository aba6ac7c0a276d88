"""The heuristic bot (levels normal and easy): it tries the candidate turns on a copy of the position
as it imagines it (bots/sample.py) and keeps the one whose worth (bots/value.py) beats its rivals by
the most. Easy adds noise to each judgement and now and then picks carelessly."""
import random

from .. import rules
from . import plan as P
from . import value as V
from .sample import sample_state


def state_of(game):
    return game.state if hasattr(game, "state") else game


class HeuristicBot:
    def __init__(self, seed=None, noise=0.0, careless=0.0, name="normal", singles=8, grows=5, widen=3):
        self.rng = random.Random(seed)
        self.noise, self.careless, self.name = noise, careless, name
        self.width = {"singles": singles, "grows": grows, "widen": widen}
        self._plan = None  # (turn number, seat, plan) being played

    def choose(self, game):
        s = state_of(game)
        return P.next_action(s, self.plan_for(s))

    def plan_for(self, s):
        if self._plan and self._plan[:2] == (s.turn_no, s.current) and self._follows(s, self._plan[2]):
            return self._plan[2]
        plan = self.best(sample_state(s, s.current, self.rng))[0][1]
        self._plan = (s.turn_no, s.current, plan)
        return plan

    @staticmethod
    def _follows(s, plan):
        """Whether the plan made earlier in this turn still leads the turn (a player may have undone)."""
        placed = s.turn.get("placed", [])
        if plan.do == "plant" and not all(i in [step[0] for step in plan.steps] for i in placed):
            return False
        return P.next_action(s, plan) in rules.legal_actions(s)

    def ranked(self, s):
        """[(margin, plan)] of the candidate turns, best first, on a position `s` the bot may read
        entirely (a sample)."""
        seat = s.current
        plans = P.candidates(s, **self.width)
        scored = []
        for plan in plans:
            after = P.outcome(s, plan)
            m = V.margin(V.values(after), seat)
            if self.noise:
                m += self.rng.gauss(0, self.noise)
            scored.append((m, plan))
        scored.sort(key=lambda x: -x[0])
        return scored

    def best(self, s):
        scored = self.ranked(s)
        if self.careless and len(scored) > 1 and self.rng.random() < self.careless:
            pick = self.rng.choice(scored)
            scored.remove(pick)
            scored.insert(0, pick)
        return scored
