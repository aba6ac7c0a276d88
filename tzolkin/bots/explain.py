"""Why a bot's suggestion is good, as a reason key and its numbers (the presentation layer words it).

The reason is the judgement's own: the option is tried on a copy, and the term of `value.evaluate`
that it raised the most names the reason, with the VP it added. A decision whose worth lies in a
later decision of the same turn (taking a worker back, then its action; an action, then the
building it lets the player choose) is explained by that later decision, as the heuristic would
take it; a worker placed on a gear by the best action it can reach there and when. An option that
raises nothing was chosen as the least loss: the words say so, with the gap to the next best.
"""
from .. import data as D
from .. import rules
from .value import RIDE, GAMMA, Values, evaluate

# The terms of the judgement (value.evaluate) and the reason each one names.
TERM_REASON = {"vp": "vp", "skull": "skull_gain", "resources": "resources", "corn": "corn", "temple": "temple",
               "tech": "tech", "worker": "worker", "building": "building", "monument": "monument", "plan": "plan",
               "prophecy": "prophecy", "free": "free", "start": "start", "wait": "wait"}
FOLLOWED = ("pending",)  # terms whose worth lies in a later decision of the player
LATER = ("retrieve", "act", "any")  # decisions whose worth is mostly in the one they open
LEAST = 0.05  # VP: an option that raises no term by more than this was chosen as the least loss
DEPTH = 4  # later decisions followed at most (a retrieval, its action, its choice, a payment)
FEED_DAYS = 3  # corn is "for the food day" when it comes this close and the player is short


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


def days_to_scoring(s):
    """Rounds until the temples score (0: at the end of this round), or None when they never will again."""
    for i, kind in enumerate(D.FOOD_DAY_KIND):
        if i >= s.food_days_done and kind == D.END_OF_AGE:
            return max(0, D.FOOD_TEETH[i] - s.tooth)
    return None


def explain(s, action, depth=0):
    """(reason, info) for `action` taken by the player deciding in state `s`."""
    seat = s.current_player
    top = s.stack[-1]["k"]
    if s.phase != "play" or top in ("keep", "tribe"):
        return "value", {}
    after = s.copy()
    rules.apply(after, action)
    if action.kind == "place" and action.a == "start":
        return "start", {"corn": s.calendar_corn}
    if action.kind == "place" and action.a in D.GEARS:
        aim = _aim(s, after, seat, action.a)
        if aim:
            return aim
    if action.kind == "monument":
        return "monument", {"monument": action.a, "vp": _vp(Values(after, seat).monument_worth(action.a))}
    before_parts, after_parts = {}, {}
    before, worth = evaluate(s, seat, before_parts), evaluate(after, seat, after_parts)
    gains = {k: after_parts.get(k, 0.0) - before_parts.get(k, 0.0) for k in after_parts}
    if not gains:  # the game is over: its final score
        return ("vp", {"vp": _vp(worth - before)}) if worth - before > LEAST else _least(s, seat, action)
    term = max(gains, key=gains.get)
    follow = _follow_up(after, seat) if depth < DEPTH else None
    if follow is not None and (term in FOLLOWED or gains[term] <= LEAST or action.kind in LATER):
        reason, info = explain(after, follow, depth + 1)
        if reason not in ("least", "enough"):
            return reason, info
        gains = {k: gain for k, gain in gains.items() if k not in FOLLOWED}  # what this decision itself gives
        term = max(gains, key=gains.get)
    if action.kind == "build":
        return "building", {"building": action.a, "vp": _vp(gains[term] if gains[term] > LEAST else worth - before)}
    if gains[term] <= LEAST or term in FOLLOWED:
        return _least(s, seat, action)
    return _worded(s, after, seat, action, TERM_REASON.get(term, "value"), gains[term])


def _worded(s, after, seat, action, reason, vp):
    """The numbers the words of `reason` need."""
    if action.kind == "act" and s.stack[-1].get("g") == D.CHICHEN:
        return "skull", {"slot": action.a, "vp": D.SKULL_SLOTS[action.a][0]}
    if reason in ("corn", "resources", "skull_gain"):
        return _material(s, after, seat, reason, vp)
    if reason == "temple":
        days = days_to_scoring(s)
        temple = _climbed(s, after, seat)
        if days is None or temple is None:
            return "vp", {"vp": _vp(vp)}
        return "temple", {"temple": temple, "days": days}
    if reason in ("tech", "worker"):
        v = Values(after, seat)
        info = {"rounds": v.acting_rounds, "vp": _vp(vp)}
        if reason == "tech":
            raised = [t for t in D.TECHS if after.players[seat].techs[t] > s.players[seat].techs[t]]
            info["tech"] = D.TECH_KEYS[raised[0]] if raised else None
        return (reason, info) if v.acting_rounds > 0 and None not in info.values() else ("vp", {"vp": _vp(vp)})
    if reason in ("monument", "plan"):
        target = _plan_target(after, seat) if reason == "plan" else None
        if reason == "plan" and target is not None:
            return "plan", {"monument": target[0], "vp": _vp(target[1])}
        return "vp", {"vp": _vp(vp)}
    if reason == "start":
        return "start", {"corn": s.calendar_corn}
    if reason in ("wait", "free", "prophecy", "vp", "building"):
        return ("vp", {"vp": _vp(vp)}) if reason == "building" else (reason, {"vp": _vp(vp)})
    return "value", {}


def _material(s, after, seat, reason, vp):
    pl, later = s.players[seat], after.players[seat]
    if reason == "corn":
        food = _food(s, seat)
        gained = later.corn - pl.corn
        if food and food[0] <= FEED_DAYS and food[1] > food[2] and gained > 0:
            return "feed", {"days": food[0], "need": food[1], "have": food[2]}
        return ("corn", {"corn": gained}) if gained > 0 else ("vp", {"vp": _vp(vp)})
    if reason == "skull_gain":
        return "skull_gain", {"vp": _vp(vp)}
    gained = {m: getattr(later, m) - getattr(pl, m) for m in D.RESOURCES}
    material = max(gained, key=gained.get)
    if gained[material] <= 0:
        return "vp", {"vp": _vp(vp)}
    return "resources", {"material": material, "count": gained[material], "vp": _vp(vp)}


def _climbed(s, after, seat):
    steps = [t for t in D.TEMPLES if after.players[seat].temples[t] > s.players[seat].temples[t]]
    if steps:
        return D.TEMPLE_KEYS[steps[0]]
    v = Values(s, seat)
    best = max(D.TEMPLES, key=v.temple_step)
    return D.TEMPLE_KEYS[best] if v.temple_step(best) > 0 else None


def _plan_target(s, seat):
    """The monument the resources held lead to, and what building it would gain."""
    v = Values(s, seat)
    target = v.monument_target()
    if target is None:
        return None
    net = next(net for m, net, _, _ in v.monument_chances() if m == target[0])
    return target[0], net


def _follow_up(after, seat):
    """The player's next decision in the same turn, as the heuristic takes it (None if another
    player decides next or the turn is over)."""
    if after.is_over or after.current_player != seat or after.stack[-1]["k"] == "turn":
        return None
    from .policy import option_scores
    scored = option_scores(after)
    return max(scored, key=lambda av: av[1])[0] if scored else None


def _aim(s, after, seat, gear):
    """A worker placed on `gear`: the action it can reach that makes it worth the most, when."""
    before = [pos for pos, who in enumerate(s.gears[gear]) if who == seat]
    placed = [pos for pos, who in enumerate(after.gears[gear]) if who == seat and pos not in before]
    if not placed:
        return None
    pos = placed[0]
    v = Values(after, seat)
    best, factor = None, 1.0
    for p in range(pos + v.first_day, min(D.LAST_SPACE[gear], pos + v.days_left - 1) + 1):
        v.late = v.food_in is not None and p - pos > v.food_in
        reach = [(v.action(gear, n), n) for n in range(1, min(p + 1, D.LAST_ACTION[gear]) + 1)
                 if (back := rules.step_back_cost(after, v.pl, gear, p, n)) is not None and back <= v.pl.corn]
        if reach:
            worth, n = max(reach)
            if worth > 0 and (best is None or RIDE * worth * factor > best[0]):
                best = (RIDE * worth * factor, n, p - pos, worth)
        factor *= GAMMA
    v.late = False
    if best is None:
        return None
    return "aim", {"gear": gear, "action": best[1], "days": best[2], "vp": _vp(best[3])}


def _least(s, seat, action):
    """An option that gains nothing: the least loss of the options, by how much."""
    from .policy import option_scores
    scored = sorted((value for a, value in option_scores(s) if a != action), reverse=True)
    mine = dict(option_scores(s)).get(action)
    if not scored or mine is None or mine - scored[0] < 0.5:
        return "enough", {}
    return "least", {"vp": _vp(mine - scored[0])}


def _vp(x):
    """A number of VP for words: whole above 10, else to a tenth."""
    return round(x) if abs(x) >= 10 else round(x, 1)
