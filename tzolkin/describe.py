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
from .rules import lowest_free_space, parse_cost, step_back_cost

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
               "any_action"}


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
    "monument": monument_text, "cost": cost_text, "goods": goods_text, "action": gear_action_text,
    "expected": lambda data, locale: words(*data, locale=locale),
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
        return "act.beg", {"temple": a}
    if kind == "place":
        placed = s.turn.get("placed", 0)
        if a == "start":
            return "act.place_start", {"corn": D.PLACEMENT_SURCHARGE[placed]}
        pos = lowest_free_space(s, a)
        return "act.place", {"gear": a, "space": pos, "corn": pos + D.PLACEMENT_SURCHARGE[placed]}
    if kind == "retrieve":
        return "act.retrieve", {"gear": a, "space": b}
    if kind == "act":
        if a == 0:
            return "act.none", {}
        cost = step_back_cost(s, pl, top["g"], top["pos"], a)
        values = {"gear": top["g"], "number": a, "action": (top["g"], a)}
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
        return ("act.build_plain" if b == "plain" else "act.build"), {"building": a}
    if kind == "monument":
        return "act.monument", {"monument": a}
    if kind == "trade":
        return ("act.buy" if a == "buy" else "act.sell"), {"goods": (b, 1), "corn": D.MARKET_PRICE[b]}
    if kind == "resource":
        return "act.resource", {"goods": (a, 1)}
    if kind == "any":
        return "act.act", {"gear": a, "number": b, "action": (a, b)}
    if kind == "advance":
        return ("act.advance1" if a == 1 else "act.advance2"), {}
    if kind in ("end", "stop", "skip", "done"):
        return f"act.{kind}", {}
    raise ValueError(f"no description for {action}")


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
