"""Readable descriptions of actions and pieces, for menus and logs (English)."""
from . import data as D
from .rules import lowest_free_space, parse_cost, place_cost, step_back_cost


def cost_text(cost):
    names = {"skull": "skull"}
    parts = [f"{n} {names.get(m, m)}" for m, n in cost.items() if n]
    return " + ".join(parts) or "free"


def tribe_text(key):
    name, ability = D.TRIBES[key]
    return f"{name}: {ability}"


def prophecy_text(key):
    name, calamity, metric, bands = D.PROPHECIES[key]
    a, b, c = bands
    return f"{name}: {calamity}; scores {metric} (<={a}: -5, <={b}: 0, <={c}: +6, more: +13 VP)"


def quick_text(tile):
    return f"Quick action: {D.QUICK_TILES[tile][0]}"


def building_text(bid):
    b = D.BUILDINGS[bid]
    return f"{b['text']} ({b['family']}, {cost_text(b['cost'])})"


def monument_text(mid):
    m = D.MONUMENTS[mid]
    return f"Monument: {m['text']} ({cost_text(m['cost'])})"


def wealth_text(tid):
    t = D.WEALTH_TILES[tid]
    parts = [f"{n} {m}" for m, n in t["gain"].items()]
    for e in t["effects"]:
        parts.append(effect_text(e))
    return ", ".join(parts)


def effect_text(e):
    kind = e[0]
    if kind == "temple":
        return f"{D.TEMPLE_NAMES[e[1]]} +{e[2]}"
    if kind == "tech":
        return f"{D.TECH_NAMES[e[1]]} +1"
    if kind == "worker":
        return "1 more worker"
    if kind == "feed":
        return f"feeds {e[1]} worker{'s' if e[1] > 1 else ''}"
    return " ".join(str(x) for x in e)


def describe(s, action):
    """One line saying what `action` does in state `s` (before it is applied)."""
    kind, a, b = action
    top = s.stack[-1] if s.stack else {}
    seat = top.get("p")
    pl = s.players[seat] if seat is not None else None
    if kind == "keep":
        return f"Keep {wealth_text(a)} | {wealth_text(b)}"
    if kind == "beg":
        corn = D.BACAB_BEG_CORN if pl is not None and pl.tribe == "bacab" else D.BEG_CORN
        return f"Beg for corn (corn becomes {corn}, {a.capitalize()} -1)"
    if kind == "place" and s.modules:
        _, cost = place_cost(s, pl, a, b == "discount")
        saving = " with Cit-Bolon-Tum's saving" if b == "discount" else ""
        if a == "start":
            return f"Place a worker on the first-player space ({cost} corn)"
        if a == "quick":
            return f"Place a worker on a quick-action space: {D.QUICK_TILES[s.quick_tile][0]}, done at the end " \
                   f"of your turn ({cost} corn{saving})"
        pos = place_cost(s, pl, a)[0]
        return f"Place a worker on {D.GEAR_NAMES[a]} {pos} ({cost} corn{saving})"
    if kind == "place":
        placed = s.turn.get("placed", 0)
        if a == "start":
            return f"Place a worker on the first-player space ({D.PLACEMENT_SURCHARGE[placed]} corn)"
        pos = lowest_free_space(s, a)
        return f"Place a worker on {D.GEAR_NAMES[a]} {pos} ({pos + D.PLACEMENT_SURCHARGE[placed]} corn)"
    if kind == "retrieve":
        extra = " (Ah Chuy Kak: one more worker picked up)" if s.turn.get("mode") == "place" else ""
        return f"Retrieve the worker on {D.GEAR_NAMES[a]} {b}{extra}"
    if kind == "end":
        if s.turn.get("quick") and not s.turn.get("quick_done"):
            return f"End the turn: first the quick action ({D.QUICK_TILES[s.quick_tile][0]})"
        if s.turn.get("mode") is None and top.get("k") == "turn":
            return "End the turn without placing or retrieving (Ahmakiq)"
        return "End the turn"
    if kind == "act":
        if a == 0:
            return "No action (just take the worker back)"
        cost = step_back_cost(s, pl, top["g"], top["pos"], a)
        extra = f" (pay {cost} corn)" if cost and cost > 0 else " (gain 1 corn: Balam)" if cost and cost < 0 else ""
        gear = b or top["g"]
        return f"{D.GEAR_NAMES[gear]} {a}: {D.ACTION_TEXT[gear][a]}{extra}"
    if kind == "harvest":
        n = top["n"]
        if a == "wood":
            return f"Take a wood tile: {D.PALENQUE_WOOD[n]} wood"
        if a == "burn":
            return f"Burn the forest: take the corn tile below, {b.capitalize()} -1"
        if a == "field":
            return "Harvest corn without a tile (Agriculture)"
        return f"Take a corn tile: {D.PALENQUE_CORN[n]} corn"
    if kind == "temple":
        return f"Climb {a.capitalize()}"
    if kind == "temples":
        return f"Climb {a.capitalize()} and {b.capitalize()}"
    if kind == "tech":
        t = D.TECH_KEYS.index(a)
        level = pl.techs[t]
        gain = D.TECH_TEXT[t][min(level, 3)]
        price = f" (pay {D.tech_cost(level)} resource{'s' if D.tech_cost(level) > 1 else ''})" if top.get("paid") else ""
        step = "bonus" if level >= 3 else f"level {level + 1}"
        return f"{D.TECH_NAMES[t]} {step}: {gain}{price}"
    if kind == "pay":
        return f"Pay {cost_text(parse_cost(a))}"
    if kind == "build":
        plain = " without Architecture" if b == "plain" else ""
        return f"Build: {building_text(a)}{plain}"
    if kind == "monument":
        return f"Build {monument_text(a)}"
    if kind == "trade":
        verb = "Buy" if a == "buy" else "Sell"
        return f"{verb} 1 {b} for {D.MARKET_PRICE[b]} corn"
    if kind == "resource":
        return f"Take 1 {a}"
    if kind == "any":
        return f"{D.GEAR_NAMES[a]} {b}: {D.ACTION_TEXT[a][b]}"
    if kind == "advance":
        return "Advance the calendar 1 day" if a == 1 else "Advance the calendar 2 days (once, board turns dark)"
    text = EXPANSION.get(kind)
    if text is not None:
        return text(s, top, pl, a, b)
    return {"stop": "Stop here", "skip": "Skip", "done": "Done"}.get(kind, str(action))


def _toll_text(s, top, pl, a, b):
    m = top.get("m")
    if m == "skull":
        return f"Take the skull and step down on {a.capitalize()} ({D.PROPHECIES[s.prophecy][0]})"
    what = {"gold": "take the gold", "temple": f"climb {D.TEMPLE_NAMES[top.get('t') or 0]}",
            "tech": "advance the technology"}.get(m, "take it")
    return f"Pay {cost_text(parse_cost(a))} and {what} ({D.PROPHECIES[s.prophecy][0]})"


def _decline_text(s, top, pl, a, b):
    m = top.get("m")
    what = {"gold": "the gold", "skull": "the skull", "temple": "the temple step", "tech": "the technology"}.get(m, "it")
    return f"Decline {what} (do not pay the calamity's price)"


# Texts of the Tribes & Prophecies actions: kind -> f(state, frame, player, a, b).
EXPANSION = {
    "tribe": lambda s, top, pl, a, b: f"Keep the tribe {tribe_text(a)}",
    "discard": lambda s, top, pl, a, b: f"Ixtab: discard {wealth_text(a)} and keep the three others",
    "down": lambda s, top, pl, a, b: f"Step down on {a.capitalize()}",
    "bonus": lambda s, top, pl, a, b: f"Take the bonus of {D.TECH_NAMES[D.TECH_KEYS.index(a)]}: "
                                      f"{D.TECH_TEXT[D.TECH_KEYS.index(a)][3].removeprefix('bonus: ')}",
    "lower": lambda s, top, pl, a, b: f"Lower {D.TECH_NAMES[D.TECH_KEYS.index(a)]} by 1, raise the three others",
    "toll": _toll_text,
    "decline": _decline_text,
    "renovate": lambda s, top, pl, a, b: f"Renovate: return your building #{a} ({D.BUILDINGS[a]['text']}) "
                                         "to pay part of the cost",
    "block": lambda s, top, pl, a, b: f"Vacub-Caquix: treat a space of {D.GEAR_NAMES[a]} as taken this turn",
    "space": lambda s, top, pl, a, b: f"Treat {D.GEAR_NAMES[top['g']]} {a} as taken",
    "sell": lambda s, top, pl, a, b: f"Xaman Ek: sell 1 {a} for {D.MARKET_PRICE[a]} corn",
}
