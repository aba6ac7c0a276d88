"""The hard bot: it imagines the hidden tiles several times over (bots/sample.py), plays each of the
heuristic's best turns on every imagined position, lets each rival answer with the heuristic's own
best turn until its next turn, and keeps the turn whose worth beats its rivals by the most on average.
It never reads a hidden tile: every position it plays on is dealt from what it sees."""
import random
import time

from . import plan as P
from . import value as V
from .policy import HeuristicBot, state_of
from .sample import sample_state

DEFAULT_SAMPLES = 4
DEFAULT_TOP = 5
DEFAULT_DEPTH = 2  # rounds played forward after the bot's turn: the rivals, the bot again, the rivals again


class SearchBot:
    name = "hard"

    def __init__(self, seed=None, samples=DEFAULT_SAMPLES, top=DEFAULT_TOP, seconds=None, depth=DEFAULT_DEPTH):
        self.rng = random.Random(seed)
        self.samples, self.top, self.seconds, self.depth = samples, top, seconds, depth
        self.judge = HeuristicBot(self.rng.random())
        self.rivals = HeuristicBot(self.rng.random(), singles=5, grows=3, widen=1)
        self._plan = None
        self.last_search = None  # (samples played, candidates) of the last decision, for the arena

    def choose(self, game):
        s = state_of(game)
        return P.next_action(s, self.plan_for(s))

    def plan_for(self, s):
        if self._plan and self._plan[:2] == (s.turn_no, s.current) and HeuristicBot._follows(s, self._plan[2]):
            return self._plan[2]
        plan = self.search(s)
        self._plan = (s.turn_no, s.current, plan)
        return plan

    def search(self, s):
        seat = s.current
        start = time.perf_counter()
        first = sample_state(s, seat, self.rng)
        ranked = self.judge.ranked(first)
        top = [plan for _, plan in ranked[:self.top]]
        if len(top) <= 1:
            self.last_search = (0, len(top))
            return top[0]
        totals = [0.0] * len(top)
        played = 0
        for k in range(self.samples):
            imagined = first if k == 0 else sample_state(s, seat, self.rng)
            for j, plan in enumerate(top):
                totals[j] += self._playout(imagined, plan, seat)
            played += 1
            if self.seconds is not None and time.perf_counter() - start > self.seconds:
                break
        self.last_search = (played, len(top))
        best = max(range(len(top)), key=lambda j: (totals[j], -j))
        return top[best]

    def _playout(self, s, plan, seat):
        after = P.outcome(s, plan)
        turns = 0
        most = self.depth * after.n_players - 1  # the rivals' replies, and the bot's own later turns
        while not after.is_over and turns < most:
            _, reply = self.rivals.ranked(after)[0]
            P.play(after, reply)
            turns += 1
        return V.margin(V.values(after), seat)
