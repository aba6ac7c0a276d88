"""The `expert` player: a tournament player's plans on top of the heuristic's judgement, and a
search that plays each candidate forward on positions where what no player can see is reshuffled.

The judgement (`Judge`) is `value.evaluate` plus the terms a strong player weighs that the
heuristic leaves out, each a feature in VP-like units times a weight from `expert_weights.json`
(set by hand and checked in the arena, see the README):

- `worker_time`: a worker beyond the three of the start, while there are days left to use it
  (experts grow to 5 or 6 workers in Age I);
- `tech_time`: technology levels, while they still pay (a line climbed early pays every visit);
- `building_time`: buildings standing, while architecture and monuments can still count them;
- `monument_growth`: what the player's monuments will still gain by the end, projected from the
  player's pace (a monument of technology levels grows with each level to come);
- `monument_plan`: the best monument on display for this player's engine, for the share of its
  cost already held (gold and stone put aside for it);
- `skull_plan`: skulls in hand while Chichen Itza still has slots and days to reach them.

The search (`ExpertBot`) looks only at decisions that shape the turn: the judgement's best few
options are each played forward on copies (every player continues with the heuristic until the
bot's next turn is over), the same sampled futures for every candidate, and the candidate with the
best margin over the strongest rival in the judgement wins. The building decks are shuffled anew in
every copy, so the bot never reads their order; the other players' secret starting choices are
never looked at (the starting choice is judged on the bot's own tiles).

The budget is a number of playouts (repeatable: same seed, same choice); the live bot also stops
after a number of seconds, spread over the decisions of its turn.
"""
import json
import random
import time
from pathlib import Path

from .. import data as D
from .. import rules
from ..actions import Action
from ..scoring import monument_points
from .policy import TRADE_EPSILON, TRIBE_EDGE, _reverses, view
from .search import MAX_PLAYOUT_DECISIONS, greedy_step
from .value import Values, evaluate

WEIGHTS_FILE = Path(__file__).with_name("expert_weights.json")
FEATURES = ("worker_time", "tech_time", "building_time", "monument_growth", "monument_plan", "skull_plan")
# The weights before any training: what the heuristic would miss, as a strong player prices it.
DEFAULT_WEIGHTS = {"worker_time": 6.0, "tech_time": 2.0, "building_time": 1.0, "monument_growth": 1.0,
                   "monument_plan": 0.5, "skull_plan": 1.0}

SEARCHED = {"turn", "work", "build", "tech", "harvest", "any", "advance", "temple", "pair"}
DEFAULT_PLAYOUTS = 10  # per searched decision (the arena's budget): 5 candidates, 2 sampled futures each
CANDIDATES = 5
CLEAR_LEAD = 6.0  # VP: an option this far ahead of the next needs no search
LIVE_SECONDS = 10.0  # a turn's thinking in Discord (settings: TZOLKIN_EXPERT_SECONDS)
LIVE_PLAYOUTS = 400  # the live bot's ceiling: the seconds stop it first


def load_weights(path=WEIGHTS_FILE):
    """The judgement's weights: the committed file, else the defaults."""
    try:
        stored = json.loads(Path(path).read_text(encoding="utf-8"))["weights"]
    except (OSError, ValueError, KeyError, TypeError):
        return dict(DEFAULT_WEIGHTS)
    return {k: float(stored.get(k, DEFAULT_WEIGHTS[k])) for k in FEATURES}


# --- projections of the end of the game ---------------------------------------------------------

def _pace(s, done, days_left, floor):
    """How many more of something a player will get, at the pace of the days played (at least
    the `floor` rate a strong player keeps)."""
    played = max(1, s.tooth)
    return max(done / played, floor) * days_left


def projected_monument(s, pl, m, days_left):
    """End points of monument m for this player, with what the coming days will add."""
    now = monument_points(s, pl, m)
    kind = D.MONUMENTS[m]["score"]
    what = kind[0]
    builds = _pace(s, len(pl.buildings) + len(pl.monuments), days_left, 0.2)
    if what == "family":
        return now + 4 * 0.4 * builds
    if what == "constructions":
        return now + 2 * builds
    if what == "corn_tiles":
        return now + 4 * _pace(s, pl.corn_tiles, days_left, 0.04)
    if what == "wood_tiles":
        return now + 4 * _pace(s, pl.wood_tiles, days_left, 0.02)
    if what == "all_monuments":
        return now + D.MONUMENT_ALL_VP[s.n_players] * min(len(s.monuments), 0.03 * s.n_players * days_left)
    if what == "techs_at_top":
        levels = sum(pl.techs) + _pace(s, sum(pl.techs), days_left, 0.15)
        return max(now, D.MONUMENT_TOP_TECH_VP[min(4, int(levels // 3))])
    if what == "tech_levels":
        return now + 3 * min(12 - sum(pl.techs), _pace(s, sum(pl.techs), days_left, 0.15))
    if what == "workers":
        more = min(D.MAX_WORKERS - pl.workers, int(days_left / 6))
        return D.MONUMENT_WORKERS_VP.get(pl.workers + more, 0)
    if what == "temple_steps":
        return now + 0.3 * days_left
    if what == "best_temple":
        return now + 3 * min(0.15 * days_left, max(D.TEMPLE_TOP) - max(pl.temples))
    if what == "chichen_skulls":
        placed = sum(o is not None for o in s.skull_slots)
        return now + 3 * min(9 - placed, 0.12 * days_left)
    return now


class Judge:
    """The expert's judgement of a position for one player, in VP."""

    def __init__(self, weights=None):
        self.weights = load_weights() if weights is None else {**DEFAULT_WEIGHTS, **weights}

    def features(self, s, seat):
        """The plan terms, unweighted."""
        pl = s.players[seat]
        days_left = D.LAST_DAY - s.tooth
        time_share = max(0.0, days_left - 3) / (D.LAST_DAY - 3)
        growth = 0.0
        if pl.monuments:  # beyond the little growth the heuristic already counts
            values = Values(s, seat)
            growth = sum(projected_monument(s, pl, m, days_left) - values.monument_worth(m) for m in pl.monuments)
        return {
            "worker_time": (pl.workers - D.START_WORKERS) * time_share,
            "tech_time": sum(pl.techs) * time_share,
            "building_time": len(pl.buildings) * time_share,
            "monument_growth": growth,
            "monument_plan": self._monument_plan(s, pl, days_left),
            "skull_plan": pl.skulls * time_share if None in s.skull_slots else 0.0,
        }

    def _monument_plan(self, s, pl, days_left):
        if days_left <= 2 or not s.monuments or len(pl.monuments) >= 2:
            return 0.0
        best = 0.0
        for m in s.monuments:
            cost = D.MONUMENTS[m]["cost"]
            need = sum(cost.values())
            held = sum(min(n, pl.skulls if k == "skull" else getattr(pl, k)) for k, n in cost.items())
            net = projected_monument(s, pl, m, days_left) - 1.4 * need
            if net > 0:
                best = max(best, net * held / need)
        return best

    def __call__(self, s, seat):
        base = evaluate(s, seat)
        if s.is_over:
            return base
        f = self.features(s, seat)
        return base + sum(self.weights[k] * f[k] for k in FEATURES)

    def margin(self, s, seat):
        mine = self(s, seat)
        return mine - max(self(s, p.seat) for p in s.players if p.seat != seat)


# --- choosing -------------------------------------------------------------------------------------

def determinize(s, rng):
    """A copy of the state where the decks are in an order drawn from `rng` alone: sorted first,
    so that the order the bot was given (the true one, or any other) cannot show through."""
    c = s.copy()
    for deck in (c.deck1, c.deck2):
        deck.sort()
        rng.shuffle(deck)
    return c


def _keep_state(s, seat, action, tribe=None):
    """The position as if these starting tiles (with the tribe kept, or `tribe`) were revealed:
    only the bot's own tiles, never the other players' secret choices."""
    after = s.copy()
    after.stack = []
    after.phase = "play"
    pl = after.players[seat]
    if tribe is None and s.tribes_kept:
        tribe = s.tribes_kept[seat]
    if tribe is not None:
        rules.reveal_tribe(pl, tribe)
    kept = (action.a, action.b) if action.kind == "keep" else [t for t in s.wealth_dealt[seat] if t != action.a]
    for tile_id in kept:
        tile = D.WEALTH_TILES[tile_id]
        for material, n in tile["gain"].items():
            rules.gain(after, pl, material, n)
        for effect in tile["effects"]:
            rules.apply_effect(after, seat, list(effect))
    after.stack = []
    if tribe == "ixtab":
        down = [t for t in D.TEMPLES if pl.temples[t] > D.TEMPLE_BOTTOM]
        if down:
            rules.step_down(pl, min(down, key=lambda t: D.temple_vp(t, pl.temples[t])))
    return after


def _undoing_trades(game):
    """Trades that would undo one made earlier in this turn: selling a material bought, buying one
    sold. Each material then moves one way in a market visit, so a visit always ends (a round of
    trades through the three materials could otherwise come back to where it started, forever)."""
    if not hasattr(game, "turn_start"):
        return set()
    undo = set()
    for action in game.actions[game.turn_start:]:
        if action.kind == "trade":
            undo.add(Action("trade", "sell" if action.a == "buy" else "buy", action.b))
    return undo


class ExpertBot:
    name = "expert"

    def __init__(self, seed=None, playouts=DEFAULT_PLAYOUTS, seconds=None, candidates=CANDIDATES, weights=None):
        self.seed = seed
        self.playouts = playouts
        self.seconds = seconds  # a time limit per turn; None keeps choices repeatable
        self.candidates = candidates
        self.judge = Judge(weights)
        self.last_playouts = 0
        self._turn, self._turn_end = None, 0.0

    # --- the judgement's ranking ---

    def option_values(self, s, legal, seat=None):
        seat = s.current_player if seat is None else seat
        top = s.stack[-1]["k"]
        if top == "keep":
            return [(a, self.judge(_keep_state(s, seat, a), seat)) for a in legal]
        if top == "tribe":
            return [(a, max(self.judge(_keep_state(s, seat, k, a.a), seat)
                            for k in rules.keep_options(s, seat, a.a)) + TRIBE_EDGE[a.a]) for a in legal]
        out = []
        for a in legal:
            after = s.copy()
            rules.play(after, a, legal)
            out.append((a, self.judge(after, seat) - (TRADE_EPSILON if a.kind == "trade" else 0.0)))
        return out

    def ranked(self, game):
        s, legal, previous = view(game)
        undo = _undoing_trades(game)
        scored = [(a, v) for a, v in self.option_values(s, legal) if not _reverses(a, previous) and a not in undo]
        return sorted(scored, key=lambda av: -av[1])

    def best_pair(self, s, seat, options, tribe=None):
        return max(options, key=lambda a: self.judge(_keep_state(s, seat, a, tribe), seat))

    def best_tribe(self, s, seat, options):
        return max(options, key=lambda a: max(self.judge(_keep_state(s, seat, k, a.a), seat)
                                              for k in rules.keep_options(s, seat, a.a)) + TRIBE_EDGE[a.a])

    # --- the search ---

    def choose(self, game):
        s, legal, _ = view(game)
        if len(legal) == 1:
            return legal[0]
        ranked = self.ranked(game)
        if s.stack[-1]["k"] not in SEARCHED or len(ranked) == 1 or not self.playouts:
            return ranked[0][0]
        if ranked[0][1] - ranked[1][1] >= CLEAR_LEAD:
            return ranked[0][0]
        return self.search(s, [a for a, _ in ranked[:self.candidates]])

    def search(self, s, candidates):
        seat = s.current_player
        # The samples depend on the seed and the point of the game only: same seed, same choice.
        rng = random.Random(f"{self.seed}:{s.turn_no}:{len(s.events)}:{len(s.stack)}")
        totals = {a: 0.0 for a in candidates}
        deadline = self._deadline(s)
        rounds = max(1, self.playouts // len(candidates))
        done = 0
        for _ in range(rounds):
            # One sampled future per round, shared by every candidate (common random numbers).
            started = time.perf_counter()
            sample = determinize(s, rng)
            for a in candidates:
                totals[a] += self.playout(sample.copy(), seat, a)
            done += 1
            now = time.perf_counter()
            if deadline and now + (now - started) > deadline:
                break  # another round would end after the deadline
        self.last_playouts = done * len(candidates)
        return max(candidates, key=lambda a: totals[a])

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
        """Apply `first`, then the heuristic plays everyone until `seat`'s next turn ends."""
        rules.play(s, first)
        turns_left = s.n_players + 1
        last_turn = s.turn_no
        for _ in range(MAX_PLAYOUT_DECISIONS):
            if s.is_over:
                break
            if s.turn_no != last_turn:
                last_turn = s.turn_no
                turns_left -= 1
                if turns_left <= 0:
                    break
            rules.play(s, greedy_step(s))
        return self.judge.margin(s, seat)


def expert_bot(seed=None, playouts=None, seconds=None):
    """The expert of the arena (`playouts`, repeatable; 0: the judgement alone, no search) or of
    the live game (`seconds` a turn)."""
    if seconds:
        return ExpertBot(seed, playouts=LIVE_PLAYOUTS if playouts is None else playouts, seconds=seconds)
    return ExpertBot(seed, playouts=DEFAULT_PLAYOUTS if playouts is None else playouts)
