"""The four technology tracks: what an advance costs, advancing, and the bonus past level 3.

The levels' effects act where their actions are (gears.py, buildings.py); this file says what a
level is worth and how the tracks move.
"""
from .. import data as D
from ..actions import Action
from .bank import gain, parse_cost, pay, payment_options, push_payment
from .stack import define, define_effect, player, push
from .temples import can_step_up

# With module tribes: tribe -> resources less for each advance up to level 3 (Itzamná), and the
# tribes that take any track's bonus past level 3 (Itzamná, its "bonus" decision); tribes.py fills them.
TRIBE_SAVING = {}
ANY_TRACK_BONUS = set()
# With module prophecies: calamity -> resources more for each advance (Teacher Shortage; a free
# advance then has that price, its "toll" decision), and the calamities that switch level 2 effects
# off (Forgotten Lore); prophecies.py fills them.
CALAMITY_SURCHARGE = {}
LEVEL2_OFF = set()


def level2(s, pl, track):
    """Whether a track's level 2 effect works (Forgotten Lore switches level 2 effects off)."""
    return pl.techs[track] >= 2 and not (s.prophecies and s.prophecy in LEVEL2_OFF)


def tech_cost(s, pl, level):
    """Resources to pay to advance from `level`: Itzamná pays 1 less up to level 3,
    Teacher Shortage 1 more for every advance."""
    cost = D.tech_cost(level)
    if pl.tribe in TRIBE_SAVING and level < D.TECH_MAX:
        cost -= TRIBE_SAVING[pl.tribe]
    if s.prophecies:
        calamity = s.prophecy
        if calamity in CALAMITY_SURCHARGE:
            cost += CALAMITY_SURCHARGE[calamity]
    return cost


def affordable_tech(s, pl):
    have = pl.resource_count()
    return [t for t in D.TECHS if have >= tech_cost(s, pl, pl.techs[t])]


def tech_up(s, seat, track):
    """One level up; beyond level 3, the track's bonus instead (Itzamná: any track's bonus)."""
    pl = s.players[seat]
    if pl.techs[track] < D.TECH_MAX:
        pl.techs[track] += 1
    elif pl.tribe in ANY_TRACK_BONUS:
        push(s, k="bonus", p=seat)
    else:
        tech_bonus(s, seat, track)


def tech_bonus(s, seat, track):
    pl = s.players[seat]
    if track == D.AGRICULTURE:
        push(s, k="temple", p=seat, up=True)
    elif track == D.EXTRACTION:
        push(s, k="resource", p=seat, left=2)
    elif track == D.ARCHITECTURE:
        pl.vp += 3
    else:
        gain(s, pl, "skull")


# --- which technology (Tikal 1 and 3, paid; free advances of buildings and wealth tiles) ---

def _tech_options(s, f):
    pl = player(s, f)
    tracks = affordable_tech(s, pl) if f["paid"] else D.TECHS
    out = [Action("tech", D.TECH_KEYS[t]) for t in tracks]
    if f["need"] == 0:
        out.append(Action("stop"))
    return out


def _resolve_tech(s, f, action):
    if action.kind == "stop":
        s.stack.pop()
        return
    f["left"] -= 1
    f["need"] = max(0, f["need"] - 1)
    if f["left"] == 0:
        s.stack.pop()
    track = D.TECH_KEYS.index(action.a)
    pl = player(s, f)
    if f["paid"]:
        # Paid here, Teacher Shortage's extra resource included, so no further price on the advance.
        push(s, k="fx", p=f["p"], e=["tech", track, "paid"] if s.prophecies else ["tech", track])
        push_payment(s, f["p"], payment_options(pl, tech_cost(s, pl, pl.techs[track])))
    else:
        push(s, k="fx", p=f["p"], e=["tech", track])


# --- Theology 2: a resource for a temple step after a skull ---

def _theology_options(s, f):
    pl = player(s, f)
    if not any(can_step_up(s, pl, t) for t in D.TEMPLES):
        return [Action("skip")]
    return [Action("pay", f"1{r}") for r in D.RESOURCES if getattr(pl, r) > 0] + [Action("skip")]


def _resolve_theology(s, f, action):
    s.stack.pop()
    if action.kind == "pay":
        pay(s, player(s, f), parse_cost(action.a))
        push(s, k="temple", p=f["p"], up=True)


define("tech", _tech_options, _resolve_tech,
       lambda s, f: ("ask.tech_optional" if f["need"] == 0 else "ask.tech", {}), skippable=True)
define("theology", _theology_options, _resolve_theology, lambda s, f: ("ask.theology", {}), skippable=True)


def _tech_effect(s, seat, e):
    if len(e) == 2 and s.prophecies and s.prophecy in CALAMITY_SURCHARGE:
        push(s, k="toll", p=seat, m="tech", t=e[1], left=1)  # a free advance meets the calamity's price
    else:
        tech_up(s, seat, e[1])


def _tech_any_effect(s, seat, e):
    push(s, k="tech", p=seat, paid=False, left=e[1], need=e[1])


define_effect("tech", _tech_effect)
define_effect("tech_any", _tech_any_effect)
