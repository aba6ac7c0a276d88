"""The two boards that build the pyramid (§1.4): Decorations (7) and Construction (8). How tiles
fit and match is teotihuacan/pyramid.py; here, what the actions pay, score and ask.
"""
from .. import data as D
from .. import pyramid as P
from .basics import pyramid_step, score, take_from_display, workers_here, works
from .eclipses import pyramid_complete
from .stack import STOP, act, ask, define, event, push, queue


# --- Decorations (7) ---------------------------------------------------------------------------------

def decoration_gold(n):
    return D.DECORATION_GOLD[min(n, 3) - 1]


def decorations_possible(s, pl, pos, virtual, cocoa):
    return (pl.gold >= decoration_gold(workers_here(s, pl, pos)) and any(t >= 0 for t in s.ddisplay)
            and bool(P.decoration_sides(s)))


def decorations_action(s, pl, pos, virtual):
    pl.gold -= decoration_gold(workers_here(s, pl, pos))
    push(s, {"k": "deco", "p": pl.seat, "at": pos})


def _deco_options(s, f):
    sides = P.decoration_sides(s)
    return [act("deco", t, side) for t in s.ddisplay if t >= 0 for side, _ in sides]


def _resolve_deco(s, f, a):
    pl = s.players[f["p"]]
    s.stack.pop()
    tile, side = a.a, a.b
    steps = place_decoration(s, pl, tile, side)
    score(pl, D.DECORATION_VP, "decorations")
    if works(s, pl, D.T_DECO_VP):
        score(pl, D.TECH_DECO_VP, "techs")
    queue(s, pl.seat, *[("temple", t) for t in steps], ("ups", f["at"], 1), ("tech13", f["at"]))


def place_decoration(s, pl, tile, side):
    """Lay a decoration from the display; +1 VP per match and the pyramid track. Returns the
    temple steps its matches give."""
    k = P.next_decoration_space(s, side)
    vp, steps = P.decoration_matches(s, tile, side, k)
    s.deco[side * D.SIDE_SPACES + k] = tile
    take_from_display(s, s.ddisplay, tile)
    score(pl, vp, "decorations")
    pyramid_step(pl)
    event(s, "decoration", p=pl.seat, deco=tile, side=side, space=k, matches=vp)
    return steps


# --- Construction (8) -------------------------------------------------------------------------------

def construction_workers(s, pl, pos, virtual):
    return workers_here(s, pl, pos, virtual) + (1 if works(s, pl, D.T_CONSTR_WORKER) else 0)


def affordable_slots(s, pl, saving_left):
    return [k for k in P.free_slots(s) if P.can_pay_level(pl, D.SLOT_LEVEL[k], saving_left)]


def construction_possible(s, pl, pos, virtual, cocoa):
    return any(t >= 0 for t in s.pdisplay) and bool(
        affordable_slots(s, pl, works(s, pl, D.T_CONSTR_WORKER)))


def construction_action(s, pl, pos, virtual):
    n = construction_workers(s, pl, pos, virtual)
    push(s, {"k": "ctile", "p": pl.seat, "at": pos, "n": n, "left": min(n, 3), "placed": 0,
             "save": works(s, pl, D.T_CONSTR_WORKER)})


def _ctile_options(s, f):
    pl = s.players[f["p"]]
    out = []
    if f["left"] > 0 and affordable_slots(s, pl, f["save"]):
        out = [act("tile", t) for t in s.pdisplay if t >= 0]
    if f["placed"]:
        out.append(STOP)
    return out


def _resolve_ctile(s, f, a):
    pl = s.players[f["p"]]
    if a.kind == "tile":
        push(s, {"k": "cpos", "p": pl.seat, "tile": a.a})
        return
    s.stack.pop()
    effects = []
    if works(s, pl, D.T_CONSTR_VP):
        score(pl, D.TECH_CONSTR_VP, "techs")
    if works(s, pl, D.T_CONSTR_TEMPLE):
        effects.append(("choose_temple",))
    queue(s, pl.seat, *effects, ("ups", f["at"], D.power_ups(f["n"])), ("tech13", f["at"]))


def _construction_frame(s):
    for f in reversed(s.stack):
        if f["k"] == "ctile":
            return f
    raise RuntimeError("no construction under way")


def _cpos_options(s, f):
    pl = s.players[f["p"]]
    return [act("slot", k) for k in affordable_slots(s, pl, _construction_frame(s)["save"])]


def _resolve_cpos(s, f, a):
    s.stack.pop()
    push(s, {"k": "crot", "p": f["p"], "tile": f["tile"], "slot": a.a})


def _crot_options(s, f):
    return [act("rot", r) for r in P.distinct_rotations(f["tile"])]


def _resolve_crot(s, f, a):
    pl = s.players[f["p"]]
    s.stack.pop()
    ctile = _construction_frame(s)
    if ctile["save"]:
        push(s, {"k": "csave", "p": pl.seat, "tile": f["tile"], "slot": f["slot"], "rot": a.a})
    else:
        build_tile(s, pl, f["tile"], a.a, f["slot"], None)


def _csave_options(s, f):
    """Tech 15 takes 1 stone or 1 wood off one tile's cost, once per action; the saving may wait
    for a later tile when this one can be paid in full."""
    pl = s.players[f["p"]]
    level = D.SLOT_LEVEL[f["slot"]]
    stone, wood = D.PYRAMID_LEVEL_COST[level]
    out = []
    if pl.stone >= stone - 1 and pl.wood >= wood:
        out.append(act("save", "stone"))
    if wood and pl.stone >= stone and pl.wood >= wood - 1:
        out.append(act("save", "wood"))
    if _construction_frame(s)["left"] > 1 and pl.stone >= stone and pl.wood >= wood:
        out.append(act("save", "later"))
    return out


def _resolve_csave(s, f, a):
    pl = s.players[f["p"]]
    s.stack.pop()
    build_tile(s, pl, f["tile"], f["rot"], f["slot"], None if a.a == "later" else a.a)


def build_tile(s, pl, tile, rot, slot, saving):
    """Place one pyramid tile (§1.4 Construction): pay its level, score its matches and level,
    climb the pyramid track; a level-4 tile completes the pyramid (the last eclipse, R5)."""
    ctile = _construction_frame(s)
    level = D.SLOT_LEVEL[slot]
    stone, wood = P.level_cost(level, saving)
    if saving:
        ctile["save"] = False
    pl.stone -= stone
    pl.wood -= wood
    vp, steps = P.tile_matches(s, tile, rot, slot)
    P.place_tile(s, tile, rot, slot)
    take_from_display(s, s.pdisplay, tile)
    score(pl, vp + D.PYRAMID_LEVEL_VP[level], "pyramid")
    pyramid_step(pl)
    ctile["left"] -= 1
    ctile["placed"] += 1
    event(s, "pyramid", p=pl.seat, ptile=tile, slot=slot, rot=rot, matches=vp, level=level + 1)
    if slot == D.TOP_SLOT:
        pyramid_complete(s)
    queue(s, pl.seat, *[("temple", t) for t in steps])


define("deco", _deco_options, _resolve_deco, ask("teo.ask.deco"))
define("ctile", _ctile_options, _resolve_ctile, lambda s, f: ("teo.ask.ctile", {"n": f["left"]}))
define("cpos", _cpos_options, _resolve_cpos, ask("teo.ask.cpos", ptile="tile"))
define("crot", _crot_options, _resolve_crot, ask("teo.ask.crot", ptile="tile"))
define("csave", _csave_options, _resolve_csave, ask("teo.ask.csave"))
