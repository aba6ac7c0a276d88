"""A value of positions learned from self-play: the expert's judgement.

`LinearValue` is the heuristic's estimate of the final score at the expert's tempo (`value.evaluate`
with `EXPERT_TEMPO`: points scored, corn against the coming food days, temple steps against the
scorings left, technologies, workers and where they ride on the gears, buildings, monuments, pending
decisions) plus a weighted sum of `features`: a constant early and late, and the long-term terms the
heuristic leaves out or misprices (workers beyond the start, technology levels per track, buildings,
skulls, gold and stone, temple steps, each scaled by the share of the game left; the monument on
display that fits the player for the share of its cost held; what owned monuments will still grow).
The heuristic's own parts keep their weight of one, so the options of one turn (a pending decision
against its result) stay priced alike. The weights are fitted by least squares to how far the
heuristic's estimate falls short of
the final score, in games the current policy played (`train`, `python -m tzolkin train`), pulled
towards the previous weights (ridge) so that a small sample changes little. Policy iteration: the
greedy player of the fitted value plays new games and the value is fitted again on them; each fit is
judged on fixed deals against three `normal` players, and the last fit is kept (or the widest margin
there: the greedy player of a fit can be no better while the search that uses it scores more).
Last, the searching expert of those weights plays games against itself and the weights are fitted
once more on its positions: the value then prices what the search makes of a position, not only
what the greedy player does.
"""
import hashlib
import json
import math
import os
import random
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from .. import data as D
from .. import rules
from ..actions import Action
from ..scoring import monument_points
from .policy import TRADE_EPSILON, TRIBE_EDGE, HeuristicBot, _reverses, determinize, revealed_start
from .value import Tempo, Values, evaluate, tracks_topped

# The committed weights; TZOLKIN_EXPERT_WEIGHTS names another file (arena runs comparing two versions:
# the worker processes inherit it).
WEIGHTS_FILE = Path(os.environ.get("TZOLKIN_EXPERT_WEIGHTS") or Path(__file__).with_name("value_weights.json"))

# The terms added to the heuristic's estimate, each fitted: a constant early and late (how far the
# heuristic's estimate falls short of the final score), and what a strong player weighs that the
# heuristic leaves out, scaled by the share of the game left (t = days left / 27).
FEATURES = ("bias", "bias_t", "workers_t", "workers_t2", "agriculture_t", "extraction_t", "architecture_t",
            "theology_t", "buildings_t", "monument_plan", "monument_growth", "skulls_t", "gold_stone_t",
            "temples_t")
PRIOR = dict.fromkeys(FEATURES, 0.0)  # exactly the heuristic, at the expert's tempo

# The expert prices the time to come its own way: a worker back in hand is worth less than the
# heuristic says (1.0 VP against 2.2), a day of riding a gear costs more (0.85 a day against 0.93)
# and corn missing for the food days after the coming one less (0.5 VP a corn against 0.8): it takes
# what is in reach now rather than what a worker might reach later. Measured with the greedy player
# of this value in one seat against three at the heuristic's tempo (the same weights; 200
# seat-rotated 4-player games on each of two sets of deals): +13.7 and +12.4 VP of margin over the
# best other, 58 % and 55 % of the wins (parity 25 %). Gentler (1.5, 0.89, 0.8): +5 to +7 VP; a day
# at 0.75: +7 VP. The weights are fitted at this tempo. The temple monuments are projected at the
# player's own pace of climbing (value.monument_outlook): the expert climbs fast.
EXPERT_TEMPO = Tempo(free_worker=1.0, gamma=0.85, later_food=0.5, temple_pace=True)


# --- projections of the end of the game ---------------------------------------------------------

def _pace(s, done, days_left, floor):
    """How many more of something a player will get, at the pace of the days played (at least
    the `floor` rate a strong player keeps)."""
    played = max(1, s.tooth)
    return max(done / played, floor) * days_left


def projected_monument(s, pl, m, days_left):
    """End points of monument m for this player, with what the coming days will add."""
    now = monument_points(s, pl, m)
    what = D.MONUMENTS[m]["score"][0]
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
        # Only tracks the levels to come can bring to the top count (as in the heuristic's own
        # judgement): all levels over three made [2, 1, 0, 0] on the last day look like one track there.
        more = _pace(s, sum(pl.techs), days_left, 0.15)
        return max(now, D.MONUMENT_TOP_TECH_VP[tracks_topped(pl.techs, more)])
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


def monument_plan(s, pl, days_left):
    """The monument on display that fits the player best (projected points less its cost), for the
    share of its cost already held: gold and stone put aside for it."""
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


# --- the features -------------------------------------------------------------------------------

def features(s, seat, tempo=None):
    """(the heuristic's estimate, the features of FEATURES) of a position for `seat`, at the expert's
    tempo unless another is given."""
    tempo = tempo or EXPERT_TEMPO
    # The riders on Palenque each priced against the stock as it is: the weights fitted again on
    # them priced together (value.Values.palenque_riders) made the expert weaker at two players
    # (docs/measurements-tried.md, the expert's weights fitted again with the riders together); its fit
    # corrects the overcount.
    base = evaluate(s, seat, tempo=tempo, palenque_together=False)
    pl = s.players[seat]
    days_left = D.LAST_DAY - s.tooth
    t = max(0.0, days_left) / D.LAST_DAY
    growth = 0.0
    if pl.monuments:
        values = Values(s, seat, tempo)
        growth = sum(projected_monument(s, pl, m, days_left) - values.monument_worth(m) for m in pl.monuments)
    extra = pl.workers - D.START_WORKERS
    return base, (1.0, t, extra * t, extra * t * t,
                  pl.techs[0] * t, pl.techs[1] * t, pl.techs[2] * t, pl.techs[3] * t,
                  len(pl.buildings) * t,
                  monument_plan(s, pl, days_left), growth,
                  pl.skulls * t if None in s.skull_slots else 0.0,
                  (pl.gold + pl.stone) * t,
                  sum(pl.temples) * t)


def final_score(s, seat):
    return s.final["players"][seat]["total_quarters"] / 4


class LinearValue:
    """A position's worth to a player: its final score once the game is over, else the weighted
    sum of its features."""

    def __init__(self, weights=None, tempo=None):
        self.tempo = tempo  # None: the expert's
        weights = load_weights() if weights is None else weights
        self.weights = {name: float(weights.get(name, PRIOR[name])) for name in FEATURES}
        self.w = [self.weights[name] for name in FEATURES]

    def __call__(self, s, seat):
        if s.is_over:
            return final_score(s, seat)
        base, x = features(s, seat, self.tempo)
        return base + sum(w * v for w, v in zip(self.w, x, strict=False))

    def margin(self, s, seat):
        """The value against the best of the others."""
        mine = self(s, seat)
        return mine - max(self(s, p.seat) for p in s.players if p.seat != seat)


def load_weights(path=WEIGHTS_FILE):
    """The committed weights, else the prior (the heuristic)."""
    try:
        stored = json.loads(Path(path).read_text(encoding="utf-8"))["weights"]
    except (OSError, ValueError, KeyError, TypeError):
        return dict(PRIOR)
    return {name: float(stored.get(name, PRIOR[name])) for name in FEATURES}


# --- the greedy player of a value -----------------------------------------------------------------

def keep_state(s, seat, action, tribe=None):
    """The position as if these starting tiles (with the tribe kept, or `tribe`) were revealed
    (`policy.revealed_start`), play under way; Ixtab's step down taken where it costs fewest points."""
    after, tribe = revealed_start(s, seat, action, tribe)
    after.phase = "play"
    pl = after.players[seat]
    if tribe == "ixtab":
        down = [t for t in D.TEMPLES if pl.temples[t] > D.TEMPLE_BOTTOM]
        if down:
            rules.step_down(pl, min(down, key=lambda t: D.temple_vp(t, pl.temples[t])))
    return after


def undoing(action):
    """The trade that would undo `action` (selling what was bought, buying what was sold)."""
    return Action("trade", "sell" if action.a == "buy" else "buy", action.b)


def option_values(value, s, legal, seat=None):
    """(action, value for the player deciding) of every legal action. An option that draws from the
    building decks (the round's end fills the display) draws from hidden decks, never the true order."""
    seat = s.current_player if seat is None else seat
    top = s.stack[-1]["k"]
    if top == "keep":
        return [(a, value(keep_state(s, seat, a), seat)) for a in legal]
    if top == "tribe":
        return [(a, max(value(keep_state(s, seat, k, a.a), seat) for k in rules.keep_options(s, seat, a.a))
                 + TRIBE_EDGE[a.a]) for a in legal]
    hidden = determinize(s, random.Random(s.turn_no))
    out = []
    for a in legal:
        after = hidden.copy()
        rules.play(after, a, legal)
        out.append((a, value(after, seat) - (TRADE_EPSILON if a.kind == "trade" else 0.0)))
    return out


class GreedyPlayer:
    """Plays a state forward: each decision the option the value likes best (a trade never undoes
    one made earlier in the same turn, so a market visit always ends). With `explore`, a share of
    decisions takes one of the three best at random (self-play sees more than one line)."""

    def __init__(self, value, explore=0.0, rng=None):
        self.value = value
        self.explore = explore
        self.rng = rng or random.Random(0)
        self._turn, self._undo = None, set()

    def ranked(self, s, legal=None):
        legal = rules.legal_actions(s) if legal is None else legal
        if s.turn_no != self._turn:
            self._turn, self._undo = s.turn_no, set()
        scored = [(a, v) for a, v in option_values(self.value, s, legal) if a not in self._undo]
        return sorted(scored, key=lambda av: -av[1])

    def step(self, s):
        legal = rules.legal_actions(s)
        if len(legal) == 1:
            action = legal[0]
        else:
            ranked = self.ranked(s, legal)
            if self.explore and len(ranked) > 1 and self.rng.random() < self.explore:
                action = self.rng.choice(ranked[:3])[0]
            else:
                action = ranked[0][0]
        if action.kind == "trade":
            if s.turn_no != self._turn:
                self._turn, self._undo = s.turn_no, set()
            self._undo.add(undoing(action))
        return action


# --- self-play and fitting ------------------------------------------------------------------------

SAMPLE_SHARE = 0.35  # of the decisions whose position is kept for the fit (neighbours are alike)


def selfplay_game(weights, seed, players, modules=(), explore=0.05):
    """One game of the greedy player of `weights` in every seat; returns [(features, final score)]
    for a share of the positions after each player's decisions."""
    rng = random.Random(f"selfplay:{seed}")
    s = rules.new_game(players, seed, None, list(modules))
    value = LinearValue(weights)
    player = GreedyPlayer(value, explore, rng)
    kept = []
    while not s.is_over:
        seat = s.current_player
        action = player.step(s)
        rules.play(s, action)
        if s.phase == "play" and not s.is_over and rng.random() < SAMPLE_SHARE:
            kept.append((seat, features(s, seat)))
    return [(base, x, final_score(s, seat)) for seat, (base, x) in kept]


def _selfplay_job(args):
    return selfplay_game(*args)


def solve(a, b):
    """x with a x = b (Gaussian elimination with partial pivoting; a small dense system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        p = m[col][col]
        if abs(p) < 1e-12:
            continue
        for r in range(col + 1, n):
            f = m[r][col] / p
            if f:
                row, top = m[r], m[col]
                for c in range(col, n + 1):
                    row[c] -= f * top[c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        p = m[r][r]
        x[r] = 0.0 if abs(p) < 1e-12 else (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / p
    return x


def fit(samples, prior, ridge=0.05):
    """Least squares of the final score less the heuristic's estimate on the features, pulled towards
    `prior` (ridge, scaled by each feature's own size so that the units do not matter). Returns a
    weights dict."""
    n = len(FEATURES)
    xtx = [[0.0] * n for _ in range(n)]
    xty = [0.0] * n
    for base, x, y in samples:
        r = y - base
        for i, xi in enumerate(x):
            if xi:
                row = xtx[i]
                for j in range(i, n):
                    row[j] += xi * x[j]
                xty[i] += xi * r
    for i in range(n):
        for j in range(i):
            xtx[i][j] = xtx[j][i]
    w0 = [prior[name] for name in FEATURES]
    for i in range(n):
        lam = ridge * xtx[i][i] + 1e-6 * len(samples)  # the floor: a feature never seen keeps its prior
        xtx[i][i] += lam
        xty[i] += lam * w0[i]
    w = solve(xtx, xty)
    return {name: round(v, 4) for name, v in zip(FEATURES, w, strict=True)}


def residual(samples, weights):
    """Root mean square error of the value's prediction of the final score."""
    w = [weights[name] for name in FEATURES]
    if not samples:
        return 0.0
    return math.sqrt(sum((base + sum(a * b for a, b in zip(w, x, strict=False)) - y) ** 2 for base, x, y in samples)
                     / len(samples))


# --- the fixed arena of the training ----------------------------------------------------------------

def arena_game(weights, seed, rotation):
    """The greedy player of `weights` against three `normal` players, in seat `rotation`; returns
    (its score, its margin over the best other, its win share)."""
    s = rules.new_game(4, seed)
    player = GreedyPlayer(LinearValue(weights))
    normals = {seat: HeuristicBot(f"{seed}:{seat}") for seat in range(4) if seat != rotation}
    previous = None
    while not s.is_over:
        seat = s.current_player
        if seat == rotation:
            action = player.step(s)
        else:
            bot = normals[seat]
            legal = rules.legal_actions(s)
            ranked = [(a, v) for a, v in bot.ranked(s) if not _reverses(a, previous)] if len(legal) > 1 else None
            action = ranked[0][0] if ranked else legal[0]
        rules.play(s, action)
        previous = action
    return seat_result(s, rotation)


def seat_result(s, seat):
    """A finished game seen from one seat: (its score, its margin over the best other, its win share)."""
    scores = [final_score(s, p) for p in range(s.n_players)]
    winners = s.final["winners"]
    best_other = max(v for i, v in enumerate(scores) if i != seat)
    return scores[seat], scores[seat] - best_other, (1 / len(winners) if seat in winners else 0.0)


def _arena_job(args):
    return arena_game(*args)


def judge_weights(weights, deals, seed, jobs):
    """(mean margin over the best other, win share, mean score) on fixed seat-rotated deals."""
    work = [(weights, seed * 7919 + k, r) for k in range(deals) for r in range(4)]
    results = list(map_jobs(_arena_job, work, jobs))
    n = len(results)
    return (sum(r[1] for r in results) / n, sum(r[2] for r in results) / n, sum(r[0] for r in results) / n)


def map_jobs(fn, work, jobs):
    """fn over work, in `jobs` processes when more than one (in order either way)."""
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            return list(pool.map(fn, work, chunksize=2))
    return [fn(w) for w in work]


def judgement_fingerprint():
    """A digest of what the weights are fitted on: the heuristic's estimate and the features of the
    positions of three seeded games of the heuristic's greedy player (four players; two; five with
    every module), every 25th decision. The weights file keeps the one they were fitted with; a test
    computes it again, so a change to the judgement fails it until the weights are trained again (the
    fit of weights on another judgement is no longer what the training command rebuilds)."""
    player = GreedyPlayer(LinearValue(PRIOR))
    numbers = []
    for seed, (players, modules) in enumerate(((4, ()), (2, ()), (5, tuple(D.MODULES)))):
        s = rules.new_game(players, seed, None, list(modules))
        for decision in range(10_000):
            if s.is_over:
                break
            if decision % 25 == 0 and s.phase == "play":
                base, x = features(s, s.current_player)
                numbers.extend(f"{v:.3f}" for v in (base, *x))
            rules.play(s, player.step(s))
    return hashlib.sha256(" ".join(numbers).encode()).hexdigest()[:16]


def save_weights(weights, history, path=WEIGHTS_FILE, about="", kept=None, judgement=None):
    Path(path).write_text(json.dumps({"about": about, "kept": kept, "judgement": judgement, "history": history,
                                      "weights": weights}, indent=1) + "\n", encoding="utf-8")
