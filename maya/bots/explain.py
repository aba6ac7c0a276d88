"""Why a bot's decision is good, as a reason key and its values (see bots.REASONS); the words are in
the catalog (maya.hint.<reason>)."""
from .. import data as D
from .. import rules
from . import plan as P


def explain(s, action, plan=None):
    seat = s.current
    where = rules.stage(s)
    if where == "start":
        return "start", {"temple": action.a}
    if plan is None:
        return "value", {}
    if plan.do == "grow":
        if plan.kind == "reserve":
            return "reserve", {}
        temple = next((t for i, t in rules.grow_spaces(s) if i == plan.steps[0]), None)
        goods = rules.city_goods(s, temple) if temple else [0]
        size = len(rules.city_spaces(s, temple)) + 1 if temple else 0
        if temple and goods[seat] > 0 and goods[seat] >= max(goods):
            return "grow", {"temple": temple, "n": size}
        pl = s.players[seat]
        drawn = min(D.DRAW, D.RACK_LIMIT - len(pl.rack) + 1, len(pl.reserve))
        if drawn:
            return "refill", {"n": drawn}
        return "grow_only", {"temple": temple, "n": size}  # nothing drawn: the city is the reason
    if not P.remaining(s, plan) and where == "plant_more":
        group = rules.plant_group(s, s.turn["placed"][0])
        points = sum(D.goods(s.board[i]) for i in group)
        if len(rules.legal_actions(s)) == 1:  # stopping is all there is left to do
            return "stop_done", {"n": points}
        return "stop", {"n": points, "crop": s.turn["crop"]}
    after = P.outcome(s, plan)
    new_events = after.events[len(s.events):]
    for key, values in new_events:
        if key == "maya.ev.city" and values["points"][seat] > 0:
            return "close", {"temple": values["temple"], "n": values["points"][seat]}
    scored = next((e for e in new_events if e[0] in ("maya.ev.plant", "maya.ev.plant_extend")), None)
    crop, points = (scored[1]["crop"], scored[1]["points"]) if scored else (None, 0)
    if scored and scored[0] == "maya.ev.plant_extend":
        return "extend", {"crop": crop, "n": points}
    a = rules.area(s.zones)
    near = {s.city[n] for i, _ in plan.steps for n in a.neighbours[i] if s.city[n] is not None}
    open_near = [t for t in rules.SCORING_ORDER if t in near and t not in after.closed]
    if open_near:
        return "majority", {"temple": open_near[0]}
    return "plant", {"crop": crop, "n": points}
