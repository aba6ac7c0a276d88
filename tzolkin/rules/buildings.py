"""Buildings and monuments: what they cost, which the player can build, and what building gives.

With module buildings a construction may be paid partly by returning a renovation building (its
"renovate" decision is in modules/new_buildings.py); that is part of a construction's price, so
it is worked out here with the rest of the price.
"""
from .. import data as D
from ..actions import Action
from .bank import can_pay, pay, push_payment
from .stack import define, define_effect, event, player, push
from .technologies import level2

# With module prophecies: the calamities under which every building costs one more resource of the
# builder's choice, 2 corn at Uxmal (Crowded Cities); prophecies.py fills it.
BUILDING_SURCHARGE = set()


def building_cost(s, pl, building_id, where, arch, renovated=None):
    """Cost candidates (list of cost dicts) for a building built at `where`, optionally returning
    an own renovation building whose resources pay part of it."""
    cost = D.BUILDINGS[building_id]["cost"]
    if not s.modules:  # the base game's short way (this runs for every building on display, often)
        discount = arch and pl.techs[D.ARCHITECTURE] >= 3
        if where == "uxmal":
            return [{"corn": max(0, 2 * sum(cost.values()) - (2 if discount else 0))}]
        if not discount:
            return [dict(cost)]
        return [{k: v - (k == m) for k, v in cost.items() if v - (k == m)} for m in sorted(cost)]
    return construction_cost(s, pl, cost, where, arch, renovated, building=True)


def construction_cost(s, pl, cost, where, arch, renovated=None, building=True):
    skull = cost.get("skull", 0)
    if skull or renovated is not None:
        cost = {k: v for k, v in cost.items() if k != "skull"}
    if renovated is not None:
        # Renovation: the old tile's cubes pay for the same cubes of the new cost; no change is given.
        old = D.BUILDINGS[renovated]["cost"]
        cost = {k: v - old.get(k, 0) for k, v in cost.items() if v > old.get(k, 0)}
    discount = arch and pl.techs[D.ARCHITECTURE] >= 3
    crowded = building and s.prophecies and s.prophecy in BUILDING_SURCHARGE
    if where == "uxmal":
        # Uxmal 4: renovation first, then what is left is paid in corn (a skull is paid as a skull).
        corn = 2 * sum(cost.values()) - (2 if discount else 0) + (2 if crowded else 0)
        out = [{"corn": max(0, corn)}]
    elif not discount or not cost:
        out = [dict(cost)]
    else:
        out = []
        for m in sorted(cost):  # Architecture 3: one resource less, of the player's choice
            reduced = {k: v - (k == m) for k, v in cost.items()}
            out.append({k: v for k, v in reduced.items() if v})
    if crowded and where != "uxmal":
        # Crowded Cities: one more resource, of the builder's choice.
        more = []
        for c in out:
            for r in D.RESOURCES:
                extra = {**c, r: c.get(r, 0) + 1}
                if extra not in more:
                    more.append(extra)
        out = more
    if skull:
        out = [{**c, "skull": skull} for c in out]
    return out


def renovation_tiles(pl):
    """The player's own buildings with the renovation icon (module "buildings")."""
    return [b for b in pl.buildings if D.BUILDINGS[b].get("renovation")]


def buildable(s, pl, where, arch):
    renos = [None] + renovation_tiles(pl) if pl.buildings and s.modules else [None]
    if where == "tikal" and len(renos) == 1:
        # Paid in resources with no renovation: Architecture 3 takes one off at most, so a building
        # needing more than that over the player's resources cannot be paid in any way.
        have = pl.resource_count() + (1 if arch and pl.techs[D.ARCHITECTURE] >= 3 else 0)
        display = [b for b in s.display if b is not None and _RESOURCES_IN[b] <= have]
    else:
        display = [b for b in s.display if b is not None]
    return [b for b in display if any(can_pay(pl, c) for r in renos for c in building_cost(s, pl, b, where, arch, r))]


_RESOURCES_IN = {b: sum(n for m, n in tile["cost"].items() if m in D.RESOURCES) for b, tile in D.BUILDINGS.items()}


def monuments_affordable(s, pl):
    if s.modules and pl.buildings and renovation_tiles(pl):
        renos = [None] + renovation_tiles(pl)
        return [m for m in s.monuments if any(can_pay(pl, c) for r in renos for c in monument_cost(s, pl, m, r))]
    return [m for m in s.monuments if can_pay(pl, D.MONUMENTS[m]["cost"])]


def monument_cost(s, pl, monument_id, renovated=None):
    return construction_cost(s, pl, D.MONUMENTS[monument_id]["cost"], "tikal", False, renovated, building=False)


# --- which building or monument (Tikal 2 and 4, Uxmal 4, buildings' "build another") ---

def _build_options(s, f):
    pl = player(s, f)
    if f.get("only") == "monument":  # the new Age II funerary building: one monument, may be declined
        return [Action("monument", m) for m in monuments_affordable(s, pl)] + [Action("stop")]
    out = []
    both = f["where"] == "tikal" and f["left"] == 2 and f["arch"] and pl.techs[D.ARCHITECTURE] >= 1
    for b in buildable(s, pl, f["where"], f["arch"]):
        out.append(Action("build", b))
    if both:
        # Tikal 4: Architecture helps one of the two buildings only (R5); this keeps it for the second.
        out += [Action("build", b, "plain") for b in buildable(s, pl, f["where"], False)]
    if f["monument"] and f["left"] == 2:
        out += [Action("monument", m) for m in monuments_affordable(s, pl)]
    if f["need"] == 0:
        out.append(Action("stop"))
    return out


def _resolve_build(s, f, action):
    seat, pl = f["p"], player(s, f)
    if action.kind == "stop":
        s.stack.pop()
        return
    if action.kind == "monument":
        s.stack.pop()  # a monument is the whole action
        s.monuments.remove(action.a)
        if s.modules and renovation_tiles(pl):  # module buildings: a renovation tile may pay part
            push(s, k="fx", p=seat, e=["monument_built", action.a])
            push(s, k="renovate", p=seat, m=action.a)
            return
        pay(s, pl, D.MONUMENTS[action.a]["cost"])
        _monument_built(s, seat, action.a)
        return
    arch = f["arch"] and action.b != "plain"
    f["left"] -= 1
    f["need"] = 0
    f["monument"] = False
    if arch and pl.techs[D.ARCHITECTURE] >= 1:
        f["arch"] = False  # used up; at level 0 there was nothing to use, so it stays for the second
    if f["left"] == 0:
        s.stack.pop()
    slot = s.display.index(action.a)
    s.display[slot] = None
    s.turn["built"].append(action.a)
    push(s, k="fx", p=seat, e=["built", action.a, arch])
    if s.modules and renovation_tiles(pl):  # module buildings: a renovation tile may pay part
        push(s, k="renovate", p=seat, b=action.a, where=f["where"], arch=arch)
        return
    push_payment(s, seat, [c for c in building_cost(s, pl, action.a, f["where"], arch) if can_pay(pl, c)])


def _monument_built(s, seat, monument_id):
    s.players[seat].monuments.append(monument_id)
    event(s, "monument", p=seat, id=monument_id)


def _built(s, seat, building_id, arch):
    pl = s.players[seat]
    pl.buildings.append(building_id)
    event(s, "building", p=seat, id=building_id)
    level = pl.techs[D.ARCHITECTURE] if arch else 0
    if level >= 1:
        pl.corn += 1
    if level >= 2 and level2(s, pl, D.ARCHITECTURE):
        pl.vp += 2
    for effect in reversed(D.BUILDINGS[building_id]["effects"]):
        push(s, k="fx", p=seat, e=list(effect))


define("build", _build_options, _resolve_build,
       lambda s, f: ("ask.build_optional" if f["need"] == 0 else "ask.build", {}), skippable=True)


# --- what buildings and wealth tiles give (their effects) ---

def _worker_effect(s, seat, e):
    pl = s.players[seat]
    pl.workers = min(D.MAX_WORKERS, pl.workers + 1)


def _feed_effect(s, seat, e):
    s.players[seat].feed_free += e[1]


def _feed_less_effect(s, seat, e):
    s.players[seat].feed_less += e[1]


def _build_effect(s, seat, e):
    # "then build one more building" works as Tikal 2, paid normally, and may be declined.
    push(s, k="build", p=seat, where="tikal", left=1, arch=True, monument=False, need=0)


def _any_action_effect(s, seat, e):
    # "Pay 1 corn and perform any action": a benefit, so the builder may decline it.
    push(s, k="any", p=seat, cost=1, optional=True)


define_effect("built", lambda s, seat, e: _built(s, seat, e[1], e[2]))
define_effect("monument_built", lambda s, seat, e: _monument_built(s, seat, e[1]))
define_effect("worker", _worker_effect)
define_effect("feed", _feed_effect)
define_effect("feed_less", _feed_less_effect)
define_effect("build", _build_effect)
define_effect("market", lambda s, seat, e: push(s, k="market", p=seat))
define_effect("any_action", _any_action_effect)
