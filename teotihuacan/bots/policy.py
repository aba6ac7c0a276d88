"""The heuristic players.

A turn is planned whole: every (worker, destination, action) line is played on a copy of the state,
the small choices that follow (which resource, which temple, which worker to power up, where a
pyramid tile goes...) are made by quick rules without more copies, and the line whose position is
worth the most (value.evaluate) is kept. The real small choices, when the bot meets them, are
judged one by one the same way. `easy` adds noise to every judgement and the odd careless pick.
"""
import random

from .. import data as D
from .. import pyramid as P
from .. import rules
from ..state import State
from .value import RES_VP, evaluate

BRANCH = frozenset(("turn", "dest", "double", "act"))  # the decisions a turn plan explores
SIDE = frozenset(("use", "unlock3"))  # side steps of a turn, judged at its end ("done") only
MAX_QUICK = 60  # a safety net for quick resolution (a sub-decision chain is far shorter)


# --- quick choices: cheap rules for the small decisions, used inside plans and playouts ---------

def _best_temple(s, pl, legal):
    return max(legal, key=lambda a: (pl.temples[a.a] if pl.temples[a.a] < D.TEMPLE_BONUS_STEP else -1, -a.a))


def _quick_res(s, pl, legal):
    have = {"wood": pl.wood, "stone": pl.stone, "gold": pl.gold}
    return max(legal, key=lambda a: sum(n * (RES_VP[r] - 0.15 * have[r])
                                        for r, n in zip(D.RESOURCES, a[1:], strict=False)))


def _quick_slot(s, pl, legal):
    def worth(a):
        slot = a.a
        tile = s.stack[-1]["tile"]
        best = max(P.tile_matches(s, tile, r, slot)[0] + 1.5 * len(P.tile_matches(s, tile, r, slot)[1])
                   for r in P.distinct_rotations(tile))
        return D.PYRAMID_LEVEL_VP[D.SLOT_LEVEL[slot]] + best - 0.8 * D.PYRAMID_LEVEL_COST[D.SLOT_LEVEL[slot]][1]
    return max(legal, key=worth)


def _quick_rot(s, pl, legal):
    top = s.stack[-1]
    return max(legal, key=lambda a: (lambda m: m[0] + 1.5 * len(m[1]))(P.tile_matches(s, top["tile"], a.a,
                                                                                        top["slot"])))


def _quick_deco(s, pl, legal):
    def worth(a):
        k = P.next_decoration_space(s, a.b)
        vp, steps = P.decoration_matches(s, a.a, a.b, k)
        return vp + 1.5 * len(steps)
    return max(legal, key=worth)


def _quick_trade(s, pl, legal):
    kinds = [a.kind for a in legal]
    tile = s.stack[-1]["tile"]
    if tile in (2, 6):
        return legal[0]  # the most times
    if tile == 8:
        temples = [a for a in legal if a.kind == "temple"]
        return _best_temple(s, pl, temples) if temples and pl.cocoa >= 3 else legal[-1]
    pays = [a for a in legal if a.kind == "pay"]
    if not pays or (tile == 3 and pl.cocoa >= 6):
        return legal[-1]
    return max(pays, key=lambda a: getattr(pl, a.a)) if "pay" in kinds else legal[-1]


def _quick_disc(s, pl, legal):
    discs = [a for a in legal if a.kind == "disc"]
    if discs:
        return max(discs, key=lambda a: (D.IS_MASK[a.a], D.DISC_KIND[a.a] == "vp4"))
    return legal[-1]


def _quick_up(s, pl, legal):
    return max(legal, key=lambda a: pl.power[a.a])


QUICK = {
    "res": _quick_res, "temple": _best_temple, "up": _quick_up, "deco": _quick_deco, "cpos": _quick_slot,
    "crot": _quick_rot, "trade": _quick_trade, "tstep": _quick_disc, "adisc": _quick_disc,
    "extra": lambda s, pl, legal: legal[0] if pl.cocoa >= 4 else legal[-1],
    "s5": lambda s, pl, legal: legal[0] if pl.cocoa >= 6 and legal[0].kind == "temple" else legal[-1],
    "wheel": lambda s, pl, legal: next((a for a in legal if a.a == "worker"), legal[0])
    if rules_turns_early(s) else legal[0],
    "ctile": lambda s, pl, legal: legal[0],
    "csave": lambda s, pl, legal: legal[0],
    "tech": lambda s, pl, legal: legal[-1],
    "wopt": lambda s, pl, legal: next((a for a in legal if a.kind == "both"), legal[0]),
    "salary": lambda s, pl, legal: legal[0],
    "s3": lambda s, pl, legal: legal[0],
    "buy": lambda s, pl, legal: legal[0],
    "leave": lambda s, pl, legal: legal[-1],
    "double": lambda s, pl, legal: legal[-1],
}


def rules_turns_early(s):
    return s.eclipses == 0


def quick_choice(s, legal):
    top = s.stack[-1]
    rule = QUICK.get(top["k"])
    return rule(s, s.players[top["p"]], legal) if rule else legal[0]


def finish_quick(s, seat):
    """Make the seat's pending small choices by the quick rules, up to the end of its action."""
    for _ in range(MAX_QUICK):
        if not s.stack or s.stack[-1]["p"] != seat or s.stack[-1]["k"] in ("done", "turn", "pick", "draft"):
            return s
        legal = rules.legal_actions(s)
        rules.apply(s, quick_choice(s, legal), legal)
    return s


# --- turn plans -----------------------------------------------------------------------------

def _branch_options(s, legal):
    return [a for a in legal if a.kind not in SIDE]


def plan(s, seat):
    """(value, actions) of the best line for the rest of the seat's turn, from a branching decision."""
    best = (float("-inf"), [])
    top = s.stack[-1]
    legal = rules.legal_actions(s)
    options = _branch_options(s, legal) or legal
    for a in options:
        c = s.copy()
        rules.apply(c, a, legal)
        if c.stack and c.stack[-1]["p"] == seat and c.stack[-1]["k"] in BRANCH:
            value, rest = plan(c, seat)
            line = [a] + rest
        else:
            finish_quick(c, seat)
            value, line = evaluate(c, seat), [a]
        if value > best[0]:
            best = (value, line)
    if top["k"] == "turn" and not best[1]:
        return evaluate(s, seat), [legal[0]]
    return best


def option_scores(s, legal, seat):
    """(action, value) of each option of a small decision: applied, the rest made quickly, evaluated."""
    out = []
    for a in legal:
        if a.kind == "end":
            out.append((a, evaluate(s, seat)))
            continue
        c = s.copy()
        rules.apply(c, a, legal)
        finish_quick(c, seat)
        out.append((a, evaluate(c, seat)))
    return out


def view(game):
    """(state, legal actions) of a Game, or of a bare State."""
    if isinstance(game, State):
        return game, rules.legal_actions(game)
    return game.state, game.legal_actions()


class HeuristicBot:
    """`normal` with no noise; `easy` with noise (VP of error on each judgement) and careless picks."""

    def __init__(self, seed=None, noise=0.0, careless=0.0, name="normal"):
        self.rng = random.Random(seed)
        self.noise = noise
        self.careless = careless
        self.name = name
        self.line = []  # the rest of the planned turn
        self.line_key = None

    def choose(self, game):
        s, legal = view(game)
        if len(legal) == 1:
            return legal[0]
        if self.careless and self.rng.random() < self.careless:
            return self.rng.choice(legal)
        top = s.stack[-1]
        seat = top["p"]
        if top["k"] in BRANCH:
            planned = self._planned(s, legal)
            if planned is not None:
                return planned
            value, line = self.plan_turn(s, seat)
            self.line, self.line_key = line[1:], (id(s), s.turn_no)
            return line[0]
        scored = option_scores(s, legal, seat)
        if self.noise:
            scored = [(a, v + self.rng.gauss(0, self.noise)) for a, v in scored]
        return max(scored, key=lambda av: av[1])[0]

    def _planned(self, s, legal):
        if self.line and self.line_key == (id(s), s.turn_no) and self.line[0] in legal:
            return self.line.pop(0)
        self.line = []
        return None

    def plan_turn(self, s, seat):
        if not self.noise:
            return plan(s, seat)
        # easy: a noisy judge of whole lines
        legal = rules.legal_actions(s)
        options = _branch_options(s, legal) or legal
        scored = []
        for a in options:
            c = s.copy()
            rules.apply(c, a, legal)
            if c.stack and c.stack[-1]["p"] == seat and c.stack[-1]["k"] in BRANCH:
                value, rest = plan(c, seat)
            else:
                finish_quick(c, seat)
                value, rest = evaluate(c, seat), []
            scored.append((value + self.rng.gauss(0, self.noise), [a] + rest))
        return max(scored, key=lambda vl: vl[0])


def start_value(s, seat, pair):
    """A pair of starting tiles: their gains valued as the heuristic values goods."""
    value = 0.0
    for t in pair:
        for g in D.START_TILES[t][1]:
            kind = g[0]
            if kind == "cocoa":
                value += 0.55 * g[1]
            elif kind in RES_VP:
                value += RES_VP[kind] * g[1]
            elif kind == "res":
                value += 1.5 * g[1]
            elif kind == "temple":
                value += 2.0
            elif kind == "avenue":
                value += 12.0
            elif kind == "tech":
                value += 7.0
            elif kind == "power":
                value += 1.0
            elif kind == "disc":
                value += 1.5
    boards = rules.start_boards(pair)
    return value + (0.5 if len(boards) > 3 else 0)
