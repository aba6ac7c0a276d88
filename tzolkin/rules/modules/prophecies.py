"""Module prophecies (Tribes & Prophecies): three prophecies, each a calamity for the days it is in
force and a scoring at the food day that ends it.

The calamities change the base game's rules where they apply, through the tables the base game's
files keep for them (filled at the end of this file); a price a calamity puts on a gain (gold,
skull, temple step, technology advance) is the "toll" decision, which the player may decline.
"""
from ... import data as D
from ...actions import Action
from .. import bank, buildings, food, gears, technologies, temples, turn
from ..bank import parse_cost, pay, take
from ..stack import define, define_effect, event, player
from ..technologies import tech_up
from ..temples import can_step_up, climb, step_down

DECLINE = Action("decline")


# --- a calamity's price on a gain; it may be declined ---

def _toll_options(s, f):
    pl = player(s, f)
    m = f["m"]
    if m == "gold":
        out = [Action("toll", "1corn")] if pl.corn >= 1 else []
    elif m == "skull":
        if s.skull_supply == 0:
            return []
        out = [Action("toll", D.TEMPLE_KEYS[t]) for t in D.TEMPLES if pl.temples[t] > D.TEMPLE_BOTTOM]
    elif m == "temple":
        if not can_step_up(s, pl, f["t"]):
            return []
        if s.prophecy == "wrathful_gods":
            out = [Action("toll", "1corn")] if pl.corn >= 1 else []
        else:
            out = [Action("toll", f"1{r}") for r in D.RESOURCES if getattr(pl, r) > 0]
    else:  # a technology advance under Teacher Shortage
        out = [Action("toll", f"1{r}") for r in D.RESOURCES if getattr(pl, r) > 0]
    return out + [DECLINE]


def _resolve_toll(s, f, action):
    f["left"] -= 1
    if f["left"] == 0:
        s.stack.pop()
    pl, m = player(s, f), f["m"]
    if action.kind == "decline":
        event(s, "decline", p=pl.seat, item=m)
        return
    if m == "skull":
        step_down(pl, D.TEMPLE_KEYS.index(action.a))
        take(s, pl, "skull")
        return
    pay(s, pl, parse_cost(action.a))
    if m == "gold":
        take(s, pl, "gold")
    elif m == "temple":
        climb(s, pl, f["t"])
    else:
        tech_up(s, pl.seat, f["t"])


# --- the prophecy's scoring, once everyone has fed and got rewards ---

def food_prophecy(s):
    """The prophecy whose calamity ends today pays (or costs) VP."""
    key = s.prophecy if s.prophecies else None
    if key is None:
        return
    points = [prophecy_points(s, pl, key) for pl in s.players]
    for pl, vp in zip(s.players, points, strict=True):
        pl.vp += vp
        pl.prophecy_vp += vp
    event(s, "prophecy", id=key, points=points)


def prophecy_metric(s, pl, key):
    if key == "wrathful_gods":
        return sum(pl.temples)
    if key in D.ANGRY_GOD:
        return pl.temples[D.ANGRY_GOD[key]]
    if key == "forest_fires":
        return pl.wood_tiles
    if key == "drought":
        return pl.corn_tiles
    if key == "gold_shortage":
        return pl.gold
    if key == "desecration":
        return pl.skulls
    if key == "teacher_shortage":
        return sum(pl.techs)
    if key == "forgotten_lore":
        return sum(level >= 2 for level in pl.techs)
    if key == "crowded_cities":
        return len(pl.buildings)
    if key == "hunger":
        return s.fed[pl.seat] if s.fed else 0
    if key == "high_floodwaters":
        return s.gears[D.CHICHEN].count(pl.seat)
    raise ValueError(f"unknown prophecy {key}")


def prophecy_points(s, pl, key):
    """What the prophecy pays the player now (see prophecy_band)."""
    return prophecy_band(key, prophecy_metric(s, pl, key))


def prophecy_band(key, metric):
    """The prophecy's bands: metric <= a: -5, <= b: 0, <= c: +6, above: +13 (a score may go negative)."""
    for limit, vp in zip(D.PROPHECIES[key][3], D.PROPHECY_BAND_VP, strict=False):  # one band more than limits
        if metric <= limit:
            return vp
    return D.PROPHECY_BAND_VP[-1]


def _toll_prompt(s, f):
    # Only a temple step names its temple: a technology's toll keeps the track's number in "t".
    temple = {"temple": f["t"]} if f["m"] == "temple" else {}
    return f"ask.toll_{f['m']}", {"prophecy": s.prophecy, **temple}


define("toll", _toll_options, _resolve_toll, _toll_prompt, skippable=True)
define_effect("food_prophecy", lambda s, seat, e: food_prophecy(s))

# --- the calamities in the base game's rules ---
# Gold Shortage, Desecration: each gold or skull gained has a price.
bank.TOLLED_GAIN.update(gold="gold_shortage", skull="desecration")
# Wrathful Gods: a step on any temple costs 1 corn; an Angry God: a step on its temple costs 1 resource.
temples.STEP_TOLL["wrathful_gods"] = (D.TEMPLES, "corn")
temples.STEP_TOLL.update({calamity: ((temple,), "resource") for calamity, temple in D.ANGRY_GOD.items()})
# Teacher Shortage: every advance costs 1 resource more; Forgotten Lore: level 2 effects do not work.
technologies.CALAMITY_SURCHARGE["teacher_shortage"] = 1
technologies.LEVEL2_OFF.add("forgotten_lore")
# Crowded Cities: each building costs 1 resource more (2 corn at Uxmal).
buildings.BUILDING_SURCHARGE.add("crowded_cities")
# Drought, Forest Fires: Palenque's corn and wood harvests give 1 less.
gears.HARVEST_LOSS.update(drought={"corn": 1}, forest_fires={"wood": 1})
# High Floodwaters: placing on Chichen Itza costs 2 corn more.
turn.PLACING_PRICE["high_floodwaters"] = (D.CHICHEN, D.FLOODWATERS_CORN)
# Hunger: each worker eats 1 corn more on food days.
food.CALAMITY_FOOD["hunger"] = D.HUNGER_EXTRA_FOOD
