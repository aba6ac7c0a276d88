"""What an action, a decision or a refusal is, as data, and its words in a language.

The engine stays language-free: `action_data(state, action)` says what an action is as a
key and its values (ids and numbers), and so do `rules.decision_data` and the refusals of
`IllegalAction` (`err.key`, `err.info`). `words(key, values, locale)` turns such data into
text in English, French or Italian; each value is shown by its name through FORMAT (a
gear id becomes "Palenque", a cost {"wood": 2} becomes "2 Bois", ...).

`describe(state, action)` stays the one-line English description; `locale=` picks another
language.
"""
import i18n

from . import data as D
from . import words  # noqa: F401  (registers the English texts)
from .rules import lowest_free_space, parse_cost, place_cost, step_back_cost

MATERIAL_ORDER = ("corn", "wood", "stone", "gold", "skull", "vp")


def tr(key, locale="en", **values):
    return i18n.text(key, locale, **values)


# --- names and small pieces ---------------------------------------------------------------

def gear_name(gear, locale="en"):
    return tr(f"gear.{gear}", locale)


def temple_name(temple, locale="en"):
    """A temple by key ('chaac') or index (0)."""
    key = D.TEMPLE_KEYS[temple] if isinstance(temple, int) else temple
    return tr(f"temple.{key}", locale)


def tech_name(tech, locale="en"):
    """A technology by key ('theology') or index (3)."""
    key = D.TECH_KEYS[tech] if isinstance(tech, int) else tech
    return tr(f"tech.{key}", locale)


def amount(material, n, locale="en", signed=False):
    """'3 corn', '1 crystal skull', '+2 Bois' (the plural follows the number)."""
    return i18n.template(f"mat.{material}", locale, abs(n)).format(n=f"{n:+d}" if signed else n)


def cost_text(cost, locale="en"):
    parts = [amount(m, n, locale) for m, n in cost.items() if n]
    return " + ".join(parts) or tr("cost.free", locale)


def goods_text(goods, locale="en"):
    material, n = goods
    return amount(material, n, locale)


def gear_action_text(gear_and_number, locale="en"):
    gear, n = gear_and_number
    return tr("do.chichen", locale, n=n) if gear == D.CHICHEN else tr(f"do.{gear}.{n}", locale)


def tech_level_text(tech_and_level, locale="en"):
    tech, level = tech_and_level
    key = D.TECH_KEYS[tech] if isinstance(tech, int) else tech
    return tr(f"level.{key}.{min(level, D.TECH_MAX)}", locale)


EFFECT_KEYS = {"temple", "tech", "temple_any", "tech_any", "worker", "feed", "feed_less", "build", "market",
               "any_action", "monument", "lore", "skull_tile"}


def food_reward_text(rewards, locale="en"):
    """A new building's food-day reward: "food days: 1 gold", or by food day when it changes
    ("food days 1-2: 1 wood; 3-4: 1 crystal skull")."""
    def goods(material):  # "corn3" is 3 corn, the others one of a kind
        return amount(material.rstrip("0123456789"), int(material[len(material.rstrip("0123456789")):] or 1),
                      locale)

    def numbers(material):  # the food days (1-4) paying it: "1–2"
        days = [i + 1 for i, x in sorted(rewards.items()) if x == material]
        return f"{days[0]}–{days[-1]}" if days == list(range(days[0], days[-1] + 1)) and len(days) > 1 \
            else ", ".join(map(str, days))
    kinds = list(dict.fromkeys(rewards.values()))
    if len(kinds) == 1:
        return tr("eff.food_reward", locale, goods=goods(kinds[0]))
    return tr("eff.food_reward_split", locale, days_a=numbers(kinds[0]), a=goods(kinds[0]), days_b=numbers(kinds[1]),
              b=goods(kinds[1]))


def tribe_text(key, locale="en"):
    """A tribe and what it does: "Balam: picking up, a lower action gives 1 corn..."."""
    return tr("tribe", locale, name=D.TRIBES[key][0], ability=tr(f"tribe.{key}", locale))


def prophecy_name(key, locale="en"):
    return tr(f"prophecy.{key}.name", locale) if key else tr("prophecy.none", locale)


def prophecy_text(key, locale="en"):
    """A prophecy: its calamity while it is in play and how it scores at its food day."""
    a, b, c = D.PROPHECIES[key][3]
    return tr("prophecy", locale, name=prophecy_name(key, locale), calamity=tr(f"prophecy.{key}.calamity", locale),
              metric=tr(f"prophecy.{key}.metric", locale), a=a, b=b, c=c)


def quick_text(tile, locale="en"):
    return tr("quick", locale, action=tr(f"quick.{tile}", locale))


def effect_text(e, locale="en"):
    kind = e[0]
    if kind == "temple":
        return tr("eff.temple", locale, temple=temple_name(e[1], locale), n=e[2])
    if kind == "tech":
        return tr("eff.tech", locale, tech=tech_name(e[1], locale))
    if kind == "gain":
        return amount(e[1], e[2], locale)
    if kind == "vp":
        return amount("vp", e[1], locale)
    if kind == "food_reward":
        return food_reward_text(e[1], locale)
    if kind in ("temple_any", "tech_any", "feed"):
        return tr(f"eff.{kind}", locale, n=e[1])
    if kind in EFFECT_KEYS:
        return tr(f"eff.{kind}", locale)
    return " ".join(str(x) for x in e)


def _capital(text):
    return text[:1].upper() + text[1:]


def building_text(bid, locale="en"):
    b = D.BUILDINGS[bid]
    effects = _capital(", ".join(effect_text(e, locale) for e in b["effects"]))
    return tr("building", locale, effects=effects, family=tr(f"family.{b['family']}", locale),
              cost=cost_text(b["cost"], locale))


def building_card(bid, locale="en"):
    """A building as a menu shows it: what it gives and its family (its price is said beside)."""
    b = D.BUILDINGS[bid]
    effects = _capital(", ".join(effect_text(e, locale) for e in b["effects"]))
    return tr("building.card", locale, effects=effects, family=tr(f"family.{b['family']}", locale))


def monument_card(mid, locale="en"):
    return tr("monument.card", locale, text=tr(f"monument.{mid}", locale))


def monument_text(mid, locale="en"):
    m = D.MONUMENTS[mid]
    return tr("monument", locale, text=tr(f"monument.{mid}", locale), cost=cost_text(m["cost"], locale))


def wealth_text(tid, locale="en"):
    t = D.WEALTH_TILES[tid]
    parts = [amount(m, n, locale) for m, n in t["gain"].items()]
    parts += [effect_text(e, locale) for e in t["effects"]]
    return ", ".join(parts)


# How each named value of an action's data is shown; other values (numbers) stay as they are.
FORMAT = {
    "gear": gear_name, "temple": temple_name, "temple2": temple_name, "tech": tech_name,
    "gain": tech_level_text, "a": wealth_text, "b": wealth_text, "building": building_text,
    "building_card": building_card, "monument_card": monument_card,
    "monument": monument_text, "cost": cost_text, "goods": goods_text, "action": gear_action_text,
    "expected": lambda data, locale: words(*data, locale=locale),
    "tribe": tribe_text, "prophecy": prophecy_name, "quick": lambda tile, locale: tr(f"quick.{tile}", locale),
}


def words(key, values=None, locale="en"):
    """The text of a data description (key, values) in `locale`."""
    values = values or {}
    shown = {k: (FORMAT[k](v, locale) if k in FORMAT else v) for k, v in values.items()}
    return tr(key, locale, **shown)


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
    return key, {"cost": parse_cost(a), "temple": top.get("t") or 0, "prophecy": s.prophecy}


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
    from .rules import decision_data
    return words(*decision_data(s), locale=locale)


def reason_text(err, locale="en"):
    """An IllegalAction's reason in `locale` (its English text when it carries no key)."""
    key = getattr(err, "key", None)
    return words(key, err.info, locale) if key else err.reason
