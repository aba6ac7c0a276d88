"""What an action, a decision or a refusal is, as data, and its words in a language.

The engine stays language-free: `action_data(state, action)` says what an action is as a
key and its values (ids and numbers), and so do `rules.decision_data` and the refusals of
`IllegalAction` (`err.key`, `err.info`). `words(key, values, locale)` (words.py) turns such data
into text in English, French or Italian.

`describe(state, action)` stays the one-line English description; `locale=` picks another
language.
"""
from . import data as D
from .rules import decision_data, lowest_free_space, parse_cost, place_cost, step_back_cost
from .words import (  # noqa: F401  (the names of the game, also read from here by the bot and the pictures)
    EFFECT_KEYS, FORMAT, MATERIAL_ORDER, amount, building_card, building_text, cost_text, effect_text,
    food_reward_text, gear_action_text, gear_name, goods_text, monument_card, monument_text, prophecy_name,
    prophecy_text, quick_text, tech_level_text, tech_name, temple_name, tr, tribe_text, wealth_text, words)


# --- actions as data --------------------------------------------------------------------------

def action_data(s, action):
    """(key, values) saying what `action` does in state `s` (before it is applied)."""
    kind, a, b = action
    top = s.stack[-1] if s.stack else {}
    seat = top.get("p")
    pl = s.players[seat] if seat is not None else None
    if kind == "keep":
        return "act.keep", {"a": a, "b": b}
    if kind == "beg":
        corn = D.BACAB_BEG_CORN if pl is not None and pl.tribe == "bacab" else D.BEG_CORN
        return "act.beg", {"temple": a, "corn": corn}
    if kind == "place" and s.modules:  # Tribes & Prophecies: tribes and calamities change the price
        saving = "_saving" if b == "discount" else ""
        pos, cost = place_cost(s, pl, a, b == "discount")
        if a == "start":
            return "act.place_start", {"corn": cost}
        if a == "quick":
            return "act.place_quick" + saving, {"quick": s.quick_tile, "corn": cost}
        return "act.place" + saving, {"gear": a, "space": pos, "corn": cost}
    if kind == "place":
        placed = s.turn.get("placed", 0)
        if a == "start":
            return "act.place_start", {"corn": D.PLACEMENT_SURCHARGE[placed]}
        pos = lowest_free_space(s, a)
        return "act.place", {"gear": a, "space": pos, "corn": pos + D.PLACEMENT_SURCHARGE[placed]}
    if kind == "retrieve":  # while placing: Ah Chuy Kak picks up one more worker
        return ("act.retrieve_extra" if s.turn.get("mode") == "place" else "act.retrieve"), {"gear": a, "space": b}
    if kind == "act":
        if a == 0:
            return "act.none", {}
        cost = step_back_cost(s, pl, top["g"], top["pos"], a)
        gear = b or top["g"]  # Huracan: an action of the paired gear
        values = {"gear": gear, "number": a, "action": (gear, a)}
        if cost and cost < 0:
            return "act.act_balam", values
        return ("act.act_paid", {**values, "corn": cost}) if cost else ("act.act", values)
    if kind == "harvest":
        n = top["n"]
        if a == "wood":
            return "act.harvest_wood", {"n": D.PALENQUE_WOOD[n]}
        if a == "burn":
            return "act.harvest_burn", {"temple": b}
        if a == "field":
            return "act.harvest_field", {}
        return "act.harvest_corn", {"n": D.PALENQUE_CORN[n]}
    if kind == "temple":
        return "act.temple", {"temple": a}
    if kind == "temples":
        return "act.temples", {"temple": a, "temple2": b}
    if kind == "tech":
        t = D.TECH_KEYS.index(a)
        level = pl.techs[t]
        key = "act.tech_bonus" if level >= D.TECH_MAX else "act.tech"
        values = {"tech": a, "level": level + 1, "gain": (t, level)}
        if top.get("paid"):
            return key + "_paid", {**values, "n": D.tech_cost(level)}
        return key, values
    if kind == "pay":
        return "act.pay", {"cost": parse_cost(a)}
    if kind == "build":
        return ("act.build_plain" if b == "plain" else "act.build"), {"building": a, "building_card": a}
    if kind == "monument":
        return "act.monument", {"monument": a, "monument_card": a}
    if kind == "trade":
        return ("act.buy" if a == "buy" else "act.sell"), {"goods": (b, 1), "corn": D.MARKET_PRICE[b]}
    if kind == "resource":
        return "act.resource", {"goods": (a, 1)}
    if kind == "any":
        return "act.act", {"gear": a, "number": b, "action": (a, b)}
    if kind == "advance":
        return ("act.advance1" if a == 1 else "act.advance2"), {}
    if kind == "end" and s.turn.get("quick") and not s.turn.get("quick_done"):
        return "act.end_quick", {"quick": s.quick_tile}
    if kind == "end" and s.turn.get("mode") is None and top.get("k") == "turn":
        return "act.end_ahmakiq", {}
    if kind in ("end", "stop", "skip", "done"):
        return f"act.{kind}", {}
    if kind in EXPANSION:
        return EXPANSION[kind](s, top, a, b)
    raise ValueError(f"no description for {action}")


TOLL_KINDS = ("gold", "skull", "temple", "tech")


def _toll_data(s, top, a, b):
    m = top.get("m")
    if m == "skull":
        return "act.toll_skull", {"temple": a, "prophecy": s.prophecy}
    key = f"act.toll_{m}" if m in TOLL_KINDS else "act.toll"
    temple = {"temple": top["t"]} if m == "temple" else {}  # a technology's toll keeps its track in "t"
    return key, {"cost": parse_cost(a), "prophecy": s.prophecy, **temple}


# The Tribes & Prophecies actions as data: kind -> f(state, frame, a, b).
EXPANSION = {
    "tribe": lambda s, top, a, b: ("act.tribe", {"tribe": a}),
    "discard": lambda s, top, a, b: ("act.discard", {"a": a}),
    "down": lambda s, top, a, b: ("act.down", {"temple": a}),
    "bonus": lambda s, top, a, b: ("act.bonus", {"tech": a, "gain": (D.TECH_KEYS.index(a), D.TECH_MAX)}),
    "lower": lambda s, top, a, b: ("act.lower", {"tech": a}),
    "toll": _toll_data,
    "decline": lambda s, top, a, b: (f"act.decline_{top.get('m')}" if top.get("m") in TOLL_KINDS else "act.decline",
                                     {}),
    "renovate": lambda s, top, a, b: ("act.renovate", {"number": a, "building": a, "cost": D.BUILDINGS[a]["cost"]}),
    "block": lambda s, top, a, b: ("act.block", {"gear": a}),
    "space": lambda s, top, a, b: ("act.space", {"gear": top["g"], "space": a}),
    "sell": lambda s, top, a, b: ("act.xaman_sell", {"goods": (a, 1), "corn": D.MARKET_PRICE[a]}),
}


def describe(s, action, locale="en"):
    """One line saying what `action` does in state `s` (before it is applied), in `locale`."""
    return words(*action_data(s, action), locale=locale)


def decision_text(s, locale="en"):
    """What the player on turn is asked, in `locale`."""
    return words(*decision_data(s), locale=locale)


def reason_text(err, locale="en"):
    """An IllegalAction's reason in `locale` (its English text when it carries no key)."""
    key = getattr(err, "key", None)
    return words(key, err.info, locale) if key else err.reason
