"""The `expert` player: a value of positions learned from self-play, and a search that plays its
close choices forward on positions where what no player can see is reshuffled.

Its judgement is `learned.LinearValue`: the heuristic's estimate, with the time to come priced the
expert's way (`learned.EXPERT_TEMPO`: a worker in hand and a day on a gear worth less), plus
weighted long-term terms (a constant early and late, workers while days are left, technology levels,
buildings, the monument that fits, skulls while Chichen Itza has slots, gold and stone, temple
steps), the weights fitted to the final scores of self-play games (`python -m tzolkin train`,
weights in `value_weights.json`).

One rule comes before the search, hard's (`search.monument_line`): a monument it can pay for that
scores is built as soon as a worker at Tikal 4 or higher can build it. The judgement projects the
temple monuments at the player's own pace of climbing (`value.monument_outlook`), so the expert, a
climber, holds the stone and gold of the one on display.

The search (`ExpertBot`) looks at the decisions that shape a turn, when the judgement's best
options are close: its few best options are each played forward on copies where every player
continues with the greedy player of the same value until a horizon (the end of the bot's next turn,
or further), and the copies' ends are judged by the value, as the margin over the strongest rival.
Each sampled future is shared by every candidate still in the race (common random numbers), and the
budget goes where the choice is close: after each batch of samples the worse half of the candidates
is dropped (sequential halving). The building decks are shuffled anew in every copy, sorted first so
that the order the bot was handed cannot show through; the other players' secret starting choices
are never looked at (the starting choice is judged on the bot's own tiles).

The budget is a number of playouts a searched decision (repeatable: same seed, same choice); the
live bot also stops after a number of seconds, spread over the decisions of its turn.
"""
import random
import time

from gamekit.bots import play_turns

from .. import rules
from .learned import (FEATURES, GreedyPlayer, LinearValue, keep_state, load_weights, option_values,
                      projected_monument, undoing)
from .policy import TRIBE_EDGE, _reverses, determinize, view
from .search import MAX_PLAYOUT_DECISIONS, monument_line

__all__ = ("ExpertBot", "expert_bot", "FEATURES", "load_weights", "projected_monument")

SEARCHED = {"turn", "work", "build", "tech", "harvest", "any", "advance", "temple", "pair"}
DEFAULT_PLAYOUTS = 12  # per searched decision (the arena's budget)
CANDIDATES = 4
CLEAR_LEAD = 4.0  # VP: an option this far ahead of the next needs no search
HORIZON_ROUNDS = 1  # playouts run until the bot's turn this many rounds later has ended
LIVE_PLAYOUTS = 400  # the live bot's ceiling: the seconds stop it first


def _undoing_trades(game):
    """Trades that would undo one made earlier in this turn: selling a material bought, buying one
    sold. Each material then moves one way in a market visit, so a visit always ends (a round of
    trades through the three materials could otherwise come back to where it started, forever)."""
    if not hasattr(game, "turn_start"):
        return set()
    return {undoing(a) for a in game.actions[game.turn_start:] if a.kind == "trade"}


class ExpertBot:
    name = "expert"

    def __init__(self, seed=None, playouts=DEFAULT_PLAYOUTS, seconds=None, candidates=CANDIDATES, weights=None,
                 horizon=HORIZON_ROUNDS):
        self.seed = seed
        self.playouts = playouts
        self.seconds = seconds  # a time limit per turn; None keeps choices repeatable
        self.candidates = candidates
        self.horizon = horizon
        self.value = LinearValue(weights)
        self.last_playouts = 0
        self._turn, self._turn_end = None, 0.0

    # --- the judgement's ranking ---

    def ranked(self, game):
        s, legal, previous = view(game)
        undo = _undoing_trades(game)
        scored = [(a, v) for a, v in option_values(self.value, s, legal)
                  if not _reverses(a, previous) and a not in undo]
        return sorted(scored, key=lambda av: -av[1])

    def best_pair(self, s, seat, options, tribe=None):
        return max(options, key=lambda a: self.value(keep_state(s, seat, a, tribe), seat))

    def best_tribe(self, s, seat, options):
        return max(options, key=lambda a: max(self.value(keep_state(s, seat, k, a.a), seat)
                                              for k in rules.keep_options(s, seat, a.a)) + TRIBE_EDGE[a.a])

    # --- the search ---

    def choose(self, game):
        s, legal, _ = view(game)
        if len(legal) == 1:
            return legal[0]
        built = monument_line(s, legal)
        if built is not None:
            return built
        ranked = self.ranked(game)
        if s.stack[-1]["k"] not in SEARCHED or len(ranked) == 1 or not self.playouts:
            return ranked[0][0]
        if ranked[0][1] - ranked[1][1] >= CLEAR_LEAD:
            return ranked[0][0]
        close = [a for a, v in ranked[:self.candidates] if ranked[0][1] - v < 2 * CLEAR_LEAD]
        return self.search(s, close) if len(close) > 1 else close[0]

    def search(self, s, candidates):
        """Sequential halving over sampled futures: every candidate still in the race is played on
        each sample; after each batch the worse half is dropped."""
        seat = s.current_player
        # The samples depend on the seed and the point of the game only: same seed, same choice.
        rng = random.Random(f"{self.seed}:{s.turn_no}:{len(s.events)}:{len(s.stack)}")
        totals = {a: 0.0 for a in candidates}
        alive = list(candidates)
        deadline = self._deadline(s)
        stages = max(1, (len(alive) - 1).bit_length())
        budget, done, stopped = self.playouts, 0, False
        for stage in range(stages):
            # This stage's share of what is left, spread over the candidates still in the race.
            rounds = max(1, (budget - done) // ((stages - stage) * len(alive)))
            for _ in range(rounds):
                started = time.perf_counter()
                sample = determinize(s, rng)
                for a in alive:
                    totals[a] += self.playout(sample.copy(), seat, a)
                done += len(alive)
                now = time.perf_counter()
                if deadline and now + (now - started) > deadline:
                    stopped = True  # another sample would end after the deadline
                    break
            if stopped or len(alive) <= 2 and stage < stages - 1 and done >= budget:
                break
            if stage < stages - 1:
                alive = sorted(alive, key=lambda a: -totals[a])[:max(2, len(alive) // 2)]
        self.last_playouts = done
        return max(alive, key=lambda a: totals[a])

    def _deadline(self, s):
        """When the search of this decision stops: each searched decision of a turn gets half of
        the turn's time left, so a whole turn stays within `seconds`."""
        if not self.seconds:
            return None
        now = time.perf_counter()
        if s.turn_no != self._turn:
            self._turn, self._turn_end = s.turn_no, now + self.seconds
        return now + max(0.05, (self._turn_end - now) / 2)

    def playout(self, s, seat, first):
        """Apply `first`, then every player plays greedily by the value until `seat`'s turn
        `horizon` rounds later has ended; the margin there over the strongest rival."""
        player = GreedyPlayer(self.value)
        if first.kind == "trade":
            player._turn, player._undo = s.turn_no, {undoing(first)}
        rules.play(s, first)
        play_turns(s, self.horizon * s.n_players + 1, lambda state: rules.play(state, player.step(state)),
                   MAX_PLAYOUT_DECISIONS)
        return self.value.margin(s, seat)


def expert_bot(seed=None, playouts=None, seconds=None):
    """The expert of the arena (`playouts`, repeatable; 0: the judgement alone, no search) or of
    the live game (`seconds` a turn)."""
    if seconds:
        return ExpertBot(seed, playouts=LIVE_PLAYOUTS if playouts is None else playouts, seconds=seconds)
    return ExpertBot(seed, playouts=DEFAULT_PLAYOUTS if playouts is None else playouts)
