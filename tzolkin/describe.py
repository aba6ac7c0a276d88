"""Readable descriptions of actions and pieces, for menus and logs (English)."""
from . import data as D
from .rules import lowest_free_space, parse_cost, step_back_cost


def cost_text(cost):
    names = {"skull": "skull"}
    parts = [f"{n} {names.get(m, m)}" for m, n in cost.items() if n]
    return " + ".join(parts) or "free"


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
        return f"Beg for corn (corn becomes 3, {a.capitalize()} -1)"
    if kind == "place":
        placed = s.turn.get("placed", 0)
        if a == "start":
            return f"Place a worker on the first-player space ({D.PLACEMENT_SURCHARGE[placed]} corn)"
        pos = lowest_free_space(s, a)
        return f"Place a worker on {D.GEAR_NAMES[a]} {pos} ({pos + D.PLACEMENT_SURCHARGE[placed]} corn)"
    if kind == "retrieve":
        return f"Retrieve the worker on {D.GEAR_NAMES[a]} {b}"
    if kind == "end":
        return "End the turn"
    if kind == "act":
        if a == 0:
            return "No action (just take the worker back)"
        cost = step_back_cost(s, pl, top["g"], top["pos"], a)
        extra = f" (pay {cost} corn)" if cost else ""
        return f"{D.GEAR_NAMES[top['g']]} {a}: {D.ACTION_TEXT[top['g']][a]}{extra}"
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
    return {"stop": "Stop here", "skip": "Skip", "done": "Done"}.get(kind, str(action))
