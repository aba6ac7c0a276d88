"""Why a bot's suggestion is good, as a reason key and its numbers (the presentation layer words it)."""
from .. import data as D
from .. import rules
from .value import Values

# What an action of a gear is mostly for: {gear: {action number: reason}}.
GEAR_REASON = {
    D.PALENQUE: {n: "corn" for n in range(1, 6)},
    D.YAXCHILAN: {n: "value" for n in range(1, 6)} | {4: "skull"},
    D.TIKAL: {1: "tech", 2: "building", 3: "tech", 4: "building", 5: "temple"},
    D.UXMAL: {1: "temple", 2: "value", 3: "worker", 4: "building", 5: "value"},
    D.CHICHEN: {n: "skull" for n in range(1, 10)},
}
KIND_REASON = {"beg": "corn", "temple": "temple", "temples": "temple", "tech": "tech", "build": "building",
               "monument": "monument", "place": "wait", "end": "wait"}


def _food(s, seat):
    """(rounds to the next food day, corn needed, corn held) or None when no food day is left.
    The corn needed is the engine's (farms, Yaluk, Hunger)."""
    nxt = s.next_food_day()
    if nxt is None:
        return None
    pl = s.players[seat]
    return nxt[0], sum(rules.food_needs(s, pl)), pl.corn


def starves(s, action):
    """Whether `action` spends corn that the player's workers eat at the food day ending this
    round, so that fewer of them are fed (the engine's feeding: farms, Yaluk, Hunger).

    An action that opens a harvest is not judged here: its corn comes with the next decision."""
    nxt = s.next_food_day()
    if nxt is None or nxt[0] != 0 or action.kind == "end" or s.phase != "play":
        return False
    seat = s.current_player
    after = s.copy()
    rules.apply(after, action)
    if after.food_days_done != s.food_days_done or (after.stack and after.stack[-1]["k"] == "harvest"):
        return False
    pl, later = s.players[seat], after.players[seat]
    return later.corn < pl.corn and rules.feeding(after, later, later.corn)[0] < rules.feeding(s, pl, pl.corn)[0]


def _days_to_scoring(s):
    for i, kind in enumerate(D.FOOD_DAY_KIND):
        if i >= s.food_days_done and kind == D.END_OF_AGE:
            return D.FOOD_TEETH[i] - s.tooth
    return 0


def explain(s, action):
    """(reason, info) for `action` taken by the player deciding in state `s`."""
    seat = s.current_player
    top = s.stack[-1]
    kind = action.kind
    reason = KIND_REASON.get(kind, "value")
    if kind == "place":
        reason = "start" if action.a == "start" else GEAR_REASON.get(action.a, {3: "value"})[3]  # "quick": value
    elif kind == "act" and action.a:
        reason = GEAR_REASON[top["g"]][action.a]
    elif kind == "any":
        reason = GEAR_REASON[action.a][action.b]
    elif kind == "harvest":
        reason = "value" if action.a == "wood" else "corn"
    elif kind == "retrieve":
        reason = GEAR_REASON[action.a][min(max(action.b, 1), D.LAST_ACTION[action.a])]
    elif kind == "end" and not s.workers_on_gears(seat):
        reason = "value"
    food = _food(s, seat)
    if reason == "corn" and food and food[0] <= 3 and food[1] > food[2]:
        return "feed", {"days": food[0], "need": food[1], "have": food[2]}
    return reason, _info(s, seat, top, action, reason)


def _info(s, seat, top, action, reason):
    """The numbers a reason's words need; a number that is not known is left out (the words then
    fall back to a plain reason rather than print a blank)."""
    v = Values(s, seat)
    info = {}
    if reason == "temple":
        temple = action.a if action.kind == "temple" else _best(D.TEMPLE_KEYS, [v.temple_step(t) for t in D.TEMPLES])
        info = {"temple": temple, "days": _days_to_scoring(s)}
    elif reason == "start":
        info = {"corn": s.calendar_corn}
    elif reason == "tech":
        tech = action.a if action.kind == "tech" else _best(D.TECH_KEYS, [v.tech_gain(t) for t in D.TECHS])
        info = {"tech": tech}
    elif reason == "building":
        building = action.a if action.kind == "build" else _best_building(s, v)
        info = {"building": building}
    elif reason == "monument":
        info = {"monument": action.a, "vp": round(v.monument_worth(action.a))}
    elif reason == "skull":
        slot = action.a if action.kind == "act" else action.b if action.kind == "retrieve" else None
        if slot is not None and 1 <= slot <= 9:
            info = {"slot": slot, "vp": D.SKULL_SLOTS[slot][0]}
    elif reason == "corn":
        gained = _corn_gained(s, seat, action)
        if gained > 0:
            info = {"corn": gained}
    return {k: val for k, val in info.items() if val is not None}


def _best(keys, values):
    best = max(range(len(values)), key=lambda i: values[i])
    return keys[best] if values[best] > 0 else None


def _best_building(s, v):
    nets = [(v.building_net(b, afford_only=False) or 0.0, b) for b in s.display if b is not None]
    return max(nets)[1] if nets else None


def _corn_gained(s, seat, action):
    """Corn the action brings at once (a harvest, a beg), or 0."""
    after = s.copy()
    rules.apply(after, action)
    return after.players[seat].corn - s.players[seat].corn
