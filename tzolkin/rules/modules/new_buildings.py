"""Module buildings (Tribes & Prophecies): the eight new buildings and renovation.

The four new Age I buildings pay something at the end of every food day; the four Age II ones
build a monument, move the technologies, or keep a skull. A renovation building may be returned
to pay part of a later construction (its price is worked out with the rest in buildings.py; the
choice is the "renovate" decision here).
"""
from ... import data as D
from ...actions import Action
from ..bank import can_pay, gain, push_payment, take
from ..buildings import building_cost, monument_cost, renovation_tiles
from ..stack import define, define_effect, event, player, push
from ..technologies import level2


# --- renovation: which tile to return, if any ---

def _renovation_costs(s, f, pl, renovated):
    if f.get("m") is not None:
        costs = monument_cost(s, pl, f["m"], renovated)
    else:
        costs = building_cost(s, pl, f["b"], f["where"], f["arch"], renovated)
    return [c for c in costs if can_pay(pl, c)]


def _renovate_options(s, f):
    pl = player(s, f)
    out = [Action("renovate", r) for r in renovation_tiles(pl) if _renovation_costs(s, f, pl, r)]
    if _renovation_costs(s, f, pl, None):
        out.append(Action("skip"))
    return out


def _resolve_renovate(s, f, action):
    """Return one renovation tile (at most one per construction) to pay part of the cost."""
    s.stack.pop()
    pl = player(s, f)
    renovated = action.a if action.kind == "renovate" else None
    costs = _renovation_costs(s, f, pl, renovated)
    if renovated is not None:
        pl.buildings.remove(renovated)  # gone for good: no more food-day reward, no family count
        event(s, "renovate", p=pl.seat, id=renovated)
    push_payment(s, pl.seat, costs)


# --- the new Age II civic building: one technology down, the three others up ---

def _lower_options(s, f):
    pl = player(s, f)
    return [Action("lower", D.TECH_KEYS[t]) for t in D.TECHS if pl.techs[t] >= 1]


def _resolve_lower(s, f, action):
    s.stack.pop()
    pl = player(s, f)
    lowered = D.TECH_KEYS.index(action.a)
    pl.techs[lowered] -= 1
    for t in reversed(D.TECHS):
        if t != lowered:
            push(s, k="fx", p=pl.seat, e=["tech", t])  # free, but each advance meets the calamity


# --- the new Age II sacred building keeps the skull paid for it ---

def _skull_tile(s, seat, e):
    """The skull counts as placed on Chichen Itza; Theology 2 applies as after a skull placed there."""
    s.skull_supply -= 1  # the paid skull went back to the bank: it stays on the tile instead
    if level2(s, s.players[seat], D.THEOLOGY):
        push(s, k="theology", p=seat)


# --- the new Age I buildings pay at the end of every food day, before feeding (their corn may feed) ---

def _food_buildings(s, seat, e):
    day = s.food_days_done
    for seat in s.turn_order():
        pl = s.players[seat]
        for b in pl.buildings:
            effect = D.BUILDINGS[b]["effects"][0]
            if effect[0] == "food_reward":
                material = effect[1][day]
                if material == "corn3":
                    take(s, pl, "corn", 3)
                else:
                    gain(s, pl, material)
                event(s, "food_reward", p=seat, id=b, material=material)


define("renovate", _renovate_options, _resolve_renovate, lambda s, f: ("ask.renovate", {}), forced=True)
define("lower", _lower_options, _resolve_lower, lambda s, f: ("ask.lower", {}), skippable=True)
define_effect("monument", lambda s, seat, e: push(s, k="build", p=seat, where="tikal", left=2, arch=False,
                                                  monument=True, need=0, only="monument"))
define_effect("lore", lambda s, seat, e: push(s, k="lower", p=seat))
define_effect("skull_tile", _skull_tile)
define_effect("food_reward", lambda s, seat, e: None)  # paid on food days, see _food_buildings
define_effect("food_buildings", _food_buildings)
