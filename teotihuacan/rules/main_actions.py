"""The main actions (§1.3, §1.4): the grids of the Forest, the Stone Quarry and the Gold Deposits,
Alchemy, Nobles; the tables of what each board's action needs and does (Decorations and
Construction are in construction.py).
"""
from .. import data as D
from .basics import dice_at, gain_resource, score, workers_here, works, x_cost
from .construction import construction_action, construction_possible, decorations_action, decorations_possible
from .stack import act, ask, define, event, push, queue


MAIN_FLAGS = (None, "f", "v", "fv")


def main_options(s, pl, pos):
    if not dice_at(pl, pos):
        return []
    board = s.layout[pos]
    x = x_cost(s, pl.seat, pos)
    free = pl.has_kind("free") and x > 0
    extra = pl.has_kind("extra") and board in (D.ALCHEMY, D.NOBLES, D.CONSTRUCTION)
    out = []
    for flags in MAIN_FLAGS:
        if flags and ("f" in flags and not free or "v" in flags and not extra):
            continue
        cocoa = pl.cocoa if flags and "f" in flags else pl.cocoa - x
        if cocoa < 0:
            continue
        if MAIN_POSSIBLE[board](s, pl, pos, 1 if flags and "v" in flags else 0, cocoa):
            out.append(act("main", flags))
    return out


def _grid_possible(s, pl, pos, virtual, cocoa):
    return True


def _grid_action(s, pl, pos, virtual):
    board = s.layout[pos]
    dice = dice_at(pl, pos)
    n = len(dice)
    weakest = min(pl.power[d] for d in dice)
    cocoa, wood, stone, gold, vp, steps = D.GRIDS[board][D.grid_row(n)][D.grid_col(weakest)]
    pl.cocoa += cocoa
    pl.wood += wood
    pl.stone += stone
    pl.gold += gold
    score(pl, vp, "grid")
    if works(s, pl, D.T_EXTRA_RES):
        gain_resource(pl, D.BOARD_RESOURCE[board])
    if works(s, pl, D.T_COCOA_VP):
        pl.cocoa += 1
        score(pl, 1, "techs")
    event(s, "grid", p=pl.seat, board=board, n=n, weakest=weakest)
    queue(s, pl.seat, *([("choose_temple",)] * steps), ("ups", pos, D.power_ups(n)), ("tech13", pos))


# --- Alchemy (5) -------------------------------------------------------------------------------------

def tech_slots(s, pl, pos, virtual):
    """Technology slots this player may take with their workers on Alchemy (§1.4)."""
    dice = dice_at(pl, pos)
    if not dice:
        return []
    n = len(dice) + virtual
    both_rows = n >= 2 or max(pl.power[d] for d in dice) >= 4
    return [k for k in range(D.TECHS_IN_PLAY)
            if (both_rows or k < 3) and s.techs[k] not in pl.techs and pl.gold >= D.TECH_COST[s.techs[k]]]


def _alchemy_possible(s, pl, pos, virtual, cocoa):
    return bool(tech_slots(s, pl, pos, virtual))


def _alchemy_action(s, pl, pos, virtual):
    push(s, {"k": "tech", "p": pl.seat, "at": pos, "v": virtual})


def _tech_options(s, f):
    pl = s.players[f["p"]]
    return [act("tech", k) for k in tech_slots(s, pl, f["at"], f["v"])]


def _resolve_tech(s, f, a):
    pl = s.players[f["p"]]
    pos, slot = f["at"], a.a
    s.stack.pop()
    tech = s.techs[slot]
    pl.gold -= D.TECH_COST[tech]
    take_tech(s, pl, slot)
    dice = dice_at(pl, pos)
    lone_strong = len(dice) + f["v"] == 1 and pl.power[dice[0]] >= 4
    ups = 0 if lone_strong and slot >= 3 else 1
    if works(s, pl, D.T_VP_ALCH_NOBLES):  # not when this action took it
        score(pl, D.TECH_ALCH_NOBLES_VP, "techs")
    queue(s, pl.seat, ("temple", D.TECH_COLUMN_TEMPLE[slot % 3]), ("ups", pos, ups), ("tech13", pos))


def take_tech(s, pl, slot):
    """Mark a technology; every other player with a marker there scores 3 VP."""
    tech = s.techs[slot]
    pl.techs.append(tech)
    s.turn["took"] = tech  # it works from the next action on (works)
    for other in s.players:
        if other is not pl and tech in other.techs:
            score(other, D.TECH_PLAYER_VP, "techs")
            event(s, "tech_vp", p=other.seat, tech=tech)
    event(s, "tech", p=pl.seat, tech=tech)


# --- Nobles (6) --------------------------------------------------------------------------------------

def nobles_row(s, n):
    """R3: the row given by the workers (1 top, 2 middle, 3+ bottom), moving up past full rows."""
    row = min(n, 3) - 1
    while row >= 0 and len(s.nobles[row]) >= len(D.NOBLES_ROWS[row]):
        row -= 1
    return row


def _nobles_possible(s, pl, pos, virtual, cocoa):
    return (s.buildings < D.BUILDINGS and pl.wood >= D.NOBLES_WOOD
            and nobles_row(s, workers_here(s, pl, pos, virtual)) >= 0)


def _nobles_action(s, pl, pos, virtual):
    n = workers_here(s, pl, pos, virtual)
    row = nobles_row(s, n)
    pl.wood -= D.NOBLES_WOOD
    s.buildings += 1
    s.nobles[row].append(pl.seat)
    vp = D.NOBLES_ROWS[row][len(s.nobles[row]) - 1]
    score(pl, vp, "buildings")
    if works(s, pl, D.T_VP_ALCH_NOBLES):
        score(pl, D.TECH_ALCH_NOBLES_VP, "techs")
    event(s, "building", p=pl.seat, row=row, vp=vp)
    queue(s, pl.seat, ("avenue",), ("ups", pos, D.power_ups(n)), ("tech13", pos))


MAIN_POSSIBLE = {D.FOREST: _grid_possible, D.STONE: _grid_possible, D.GOLD: _grid_possible,
                 D.ALCHEMY: _alchemy_possible, D.NOBLES: _nobles_possible, D.DECORATIONS: decorations_possible,
                 D.CONSTRUCTION: construction_possible}


MAIN_ACTIONS = {D.FOREST: _grid_action, D.STONE: _grid_action, D.GOLD: _grid_action, D.ALCHEMY: _alchemy_action,
                D.NOBLES: _nobles_action, D.DECORATIONS: decorations_action, D.CONSTRUCTION: construction_action}


define("tech", _tech_options, _resolve_tech, ask("teo.ask.tech"))
