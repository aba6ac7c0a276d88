"""Retrieving a worker and the gears' actions: Palenque, Yaxchilan, Tikal, Uxmal, Chichen Itza.

A worker taken back uses the action of its space, or a lower one of the same gear for 1 corn per
space back; spaces past the last action are a free choice. `can_do` says whether an action would
have any effect (an action without effect is not offered), `do_action` does it.
"""
from .. import data as D
from ..actions import Action
from .bank import gain, payment_options, push_payment
from .buildings import buildable, building_cost, monuments_affordable, renovation_tiles
from .stack import REFUSALS, define, event, player, push
from .technologies import affordable_tech, level2
from .temples import can_step_up, step_down, step_price_payable, step_up

ACT = [Action("act", n) for n in range(10)]

# With module tribes (tribes.py fills them): tribe -> f(player, gear, space, n, price) -> the price of
# action n with the tribe's power (Ahau Chamahez, Balam); tribe -> f(s, player, gear, space) -> more
# actions for the worker taken back (Huracan: the paired gear's).
STEP_BACK = {}
MORE_WORK_OPTIONS = {}
# With module prophecies: calamity -> {material: less of it} on Palenque's harvests (Drought, Forest
# Fires); prophecies.py fills it.
HARVEST_LOSS = {}
_NO_LOSS = {}


def step_back_cost(s, pl, gear, pos, n):
    """Corn to use action n from a worker at pos, or None if it cannot be used.
    Negative for Balam, who gains 1 corn when taking a lower action."""
    cost = step_back_price(pl, gear, pos, n)
    if pl.tribe in STEP_BACK:
        return STEP_BACK[pl.tribe](pl, gear, pos, n, cost)
    return cost


def step_back_price(pl, gear, pos, n):
    """step_back_cost without a tribe's power."""
    last = D.LAST_ACTION[gear]
    if pos > last:
        return 0  # free-choice space
    if gear == D.CHICHEN and pl.techs[D.THEOLOGY] >= 1:
        # Theology 1: a Chichen Itza worker may use the next space up, for free. From space 9
        # the next space is the free-choice space 10, so every action is free there.
        if pos + 1 > last or n == pos + 1:
            return 0
    return pos - n if n <= pos else None


# --- which action for the worker taken back ---

def _work_options(s, f):
    pl = player(s, f)
    out = []
    gear, pos = f["g"], f["pos"]
    tribe = pl.tribe
    for n in range(1, D.LAST_ACTION[gear] + 1):
        cost = step_back_price(pl, gear, pos, n) if tribe is None else step_back_cost(s, pl, gear, pos, n)
        if cost is not None and cost <= pl.corn and can_do(s, pl, gear, n, pl.corn - cost):
            out.append(ACT[n])
    if tribe is not None and tribe in MORE_WORK_OPTIONS:
        out += MORE_WORK_OPTIONS[tribe](s, pl, gear, pos)
    out.append(ACT[0])
    return out


def _resolve_work(s, f, action):
    s.stack.pop()
    n = action.a
    pl = player(s, f)
    if n == 0:
        event(s, "idle", p=f["p"], gear=f["g"], pos=f["pos"])
        return
    gear = action.b or f["g"]  # an action of another gear: Huracan's paired gear
    pl.corn -= step_back_cost(s, pl, f["g"], f["pos"], n)
    event(s, "action", p=f["p"], gear=gear, n=n)
    do_action(s, f["p"], gear, n)


def _work_refusal(s, top, pl, action):
    if action.kind != "act" or not isinstance(action.a, int):
        return None
    cost = step_back_cost(s, pl, top["g"], top["pos"], action.a)
    if cost is None or not 0 < action.a <= D.LAST_ACTION[top["g"]]:
        return "no.action_above", {"number": action.a}
    if cost > pl.corn:
        return "no.step_back_corn", {"corn": cost - pl.corn}
    return "no.no_effect", {}


# --- can an action be used at all? ---

def harvest_choices(s, pl, n):
    wood_stacks, corn_stacks = s.jungle[str(n)]
    out = []
    if corn_stacks:
        out.append(Action("harvest", "corn"))
    elif level2(s, pl, D.AGRICULTURE):
        # Agriculture 2: with no corn tile showing, the corn can be taken without a tile.
        out.append(Action("harvest", "field"))
    if wood_stacks:
        out.append(Action("harvest", "wood"))
        out += [Action("harvest", "burn", D.TEMPLE_KEYS[t]) for t in D.TEMPLES if pl.temples[t] > D.TEMPLE_BOTTOM]
    return out


def can_do(s, pl, gear, n, corn):
    """Whether action n of gear would have any effect for a player holding `corn`."""
    if gear == D.PALENQUE:
        return n == 1 or bool(harvest_choices(s, pl, n))
    if gear == D.YAXCHILAN:
        return n != 4 or s.skull_supply > 0
    if gear == D.TIKAL:
        if n in (1, 3):
            return bool(affordable_tech(s, pl))
        if n == 2:
            return bool(buildable(s, pl, "tikal", True))
        if n == 4:
            return bool(buildable(s, pl, "tikal", True) or monuments_affordable(s, pl))
        return pl.resource_count() > 0
    if gear == D.UXMAL:
        if n == 1:
            if s.prophecies and s.prophecy is not None:  # a calamity may put a price on the step
                return any(can_step_up(s, pl, t) and step_price_payable(s, pl, t, corn - 3) for t in D.TEMPLES) \
                    and corn >= 3
            return corn >= 3 and any(can_step_up(s, pl, t) for t in D.TEMPLES)
        if n == 2:
            return pl.resource_count() > 0 or corn >= D.MARKET_PRICE["wood"]
        if n == 3:
            return pl.workers < D.MAX_WORKERS
        if n == 4:
            return any(c["corn"] <= corn and pl.skulls >= c.get("skull", 0)
                       for b in s.display if b is not None
                       for r in ([None] + renovation_tiles(pl) if s.modules else [None])
                       for c in building_cost(s, pl, b, "uxmal", True, r))
        return corn >= 1 and bool(_any_action_choices(s, pl, corn - 1))
    # Chichen Itza: an empty slot and a skull to put on it.
    return pl.skulls > 0 and s.skull_slots[n - 1] is None


def _any_action_choices(s, pl, corn):
    """Uxmal 5: any action 1-5 of the four other-than-Chichen gears (not Uxmal 5 itself,
    which would only buy the same single action again)."""
    return [Action("any", g, n) for g in (D.PALENQUE, D.YAXCHILAN, D.TIKAL, D.UXMAL)
            for n in range(1, 6) if (g, n) != (D.UXMAL, 5) and can_do(s, pl, g, n, corn)]


# --- doing an action ---

def do_action(s, seat, gear, n):
    pl = s.players[seat]
    if gear == D.PALENQUE:
        if n == 1:
            gain(s, pl, "corn", D.PALENQUE_CORN[1] + (1 if level2(s, pl, D.AGRICULTURE) else 0))
        else:
            push(s, k="harvest", p=seat, n=n)
    elif gear == D.YAXCHILAN:
        _yaxchilan(s, pl, n)
    elif gear == D.TIKAL:
        if n in (1, 3):
            push(s, k="tech", p=seat, paid=True, left=1 if n == 1 else 2, need=1)
        elif n in (2, 4):
            push(s, k="build", p=seat, where="tikal", left=1 if n == 2 else 2, arch=True,
                 monument=n == 4, need=1)
        else:
            push(s, k="pair", p=seat)
            push_payment(s, seat, payment_options(pl, 1))
    elif gear == D.UXMAL:
        if n == 1:
            pl.corn -= 3
            push(s, k="temple", p=seat, up=True)
        elif n == 2:
            push(s, k="market", p=seat)
        elif n == 3:
            pl.workers += 1
        elif n == 4:
            push(s, k="build", p=seat, where="uxmal", left=1, arch=True, monument=False, need=1)
        else:
            push(s, k="any", p=seat, cost=1, optional=False)
    else:
        _chichen(s, seat, pl, n)


def _yaxchilan(s, pl, n):
    ext = pl.techs[D.EXTRACTION]
    bonus = {"wood": ext >= 1, "stone": level2(s, pl, D.EXTRACTION), "gold": ext >= 3,
             "skull": pl.techs[D.THEOLOGY] >= 3}
    for material, k in D.YAXCHILAN_GAIN[n].items():
        gain(s, pl, material, k + bonus.get(material, 0))


def _chichen(s, seat, pl, n):
    vp, temple, extra = D.SKULL_SLOTS[n]
    pl.skulls -= 1
    s.skull_slots[n - 1] = seat
    pl.vp += vp
    step_up(s, pl, temple)
    if level2(s, pl, D.THEOLOGY):
        push(s, k="theology", p=seat)  # after the resource below, which may pay for it
    if extra:
        push(s, k="resource", p=seat, left=1)


# --- Palenque harvest ---

def _resolve_harvest(s, f, action):
    s.stack.pop()
    pl, n = player(s, f), f["n"]
    group = s.jungle[str(n)]
    agri = pl.techs[D.AGRICULTURE]
    calamity = s.prophecy if s.prophecies else None
    loss = HARVEST_LOSS[calamity] if calamity in HARVEST_LOSS else _NO_LOSS
    # Palenque 2-5 harvests only: fishing (Palenque 1) does not come here.
    corn = D.PALENQUE_CORN[n] + (1 if agri >= 1 else 0) + (2 if agri >= 3 else 0) - loss.get("corn", 0)
    how = action.a
    if how == "wood":
        group[0] -= 1
        group[1] += 1  # the corn tile underneath is now exposed
        pl.wood_tiles += 1
        wood = D.PALENQUE_WOOD[n] + (1 if pl.techs[D.EXTRACTION] >= 1 else 0) - loss.get("wood", 0)
        gain(s, pl, "wood", wood)
        return
    if how == "corn":
        group[1] -= 1
        pl.corn_tiles += 1
    elif how == "burn":
        group[0] -= 1  # the wood tile is discarded, the corn tile under it is taken
        pl.corn_tiles += 1
        step_down(pl, D.TEMPLE_KEYS.index(action.b))
    gain(s, pl, "corn", corn)


# --- market (Uxmal 2) ---

def _market_options(s, f):
    pl = player(s, f)
    out = [Action("trade", "sell", r) for r in D.RESOURCES if getattr(pl, r) > 0]
    out += [Action("trade", "buy", r) for r in D.RESOURCES if pl.corn >= D.MARKET_PRICE[r]]
    return out + [Action("done")]


def _resolve_market(s, f, action):
    pl = player(s, f)
    if action.kind == "done":
        s.stack.pop()
        return
    price, sign = D.MARKET_PRICE[action.b], (1 if action.a == "buy" else -1)
    setattr(pl, action.b, getattr(pl, action.b) + sign)
    pl.corn -= sign * price


# --- Uxmal 5 and its building twin: any action ---

def _any_options(s, f):
    pl = player(s, f)
    out = _any_action_choices(s, pl, pl.corn - f["cost"]) if pl.corn >= f["cost"] else []
    return out + [Action("skip")] if f["optional"] else out


def _resolve_any(s, f, action):
    s.stack.pop()
    if action.kind == "any":
        player(s, f).corn -= f["cost"]
        event(s, "action", p=f["p"], gear=action.a, n=action.b)
        do_action(s, f["p"], action.a, action.b)


define("work", _work_options, _resolve_work, lambda s, f: ("ask.work", {"gear": f["g"], "space": f["pos"]}))
define("harvest", lambda s, f: harvest_choices(s, player(s, f), f["n"]), _resolve_harvest,
       lambda s, f: ("ask.harvest", {"n": f["n"]}), forced=True)
define("market", _market_options, _resolve_market, lambda s, f: ("ask.market", {}), skippable=True)
define("any", _any_options, _resolve_any, lambda s, f: ("ask.any", {}), skippable=True)
REFUSALS["work"] = _work_refusal
