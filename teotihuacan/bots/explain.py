"""Why a bot's suggestion is good, as a reason key and its numbers (the presentation layer words it)."""
from ..rules import salary_owed, x_cost


def explain(s, action):
    """(key, values) for `action` taken by the seat deciding in state `s`."""
    top = s.stack[-1]
    pl = s.players[top["p"]]
    kind = action.kind
    if top["k"] == "salary":
        return "teo.hint.salary", {"n": salary_owed(s, pl)}
    if kind == "cocoa" or (kind == "move" and pl.cocoa < 2):
        return "teo.hint.cocoa", {"cocoa": pl.cocoa, "n": salary_owed(s, pl)}
    if kind == "main":
        return "teo.hint.main", {"board": s.layout[top["at"]], "n": x_cost(s, pl.seat, top["at"])}
    if kind == "wor":
        return "teo.hint.worship", {"space": action.a}
    if kind in ("unlock", "unlock3"):
        return "teo.hint.unlock", {}
    if kind == "move" or kind == "to":
        return "teo.hint.plan", {}
    if kind in ("temple", "tstep", "reward"):
        return "teo.hint.temple", {}
    if kind == "up" or kind == "extra":
        return "teo.hint.power", {}
    if kind in ("tile", "slot", "rot", "deco"):
        return "teo.hint.pyramid", {}
    return "teo.hint.value", {}
