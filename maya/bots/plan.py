"""Whole turns for the bots: the candidate turns of a position, how to play one on a copy, and
which decision follows a chosen turn now (a turn is several decisions; see rules.py).

A plan is ("plant", None, ((space, kind), ...)), ("grow", kind, (space,)) or ("start", None,
(temple,)). While it is being played, the spaces already laid this turn are skipped, so the same
plan gives each of its decisions in turn.
"""
from typing import NamedTuple

from .. import data as D
from .. import rules
from ..actions import Action
from . import value as V


class Plan(NamedTuple):
    do: str
    kind: object
    steps: tuple


STOP = Action("stop")


def remaining(s, plan):
    placed = s.turn.get("placed", ()) if s.turn.get("do") == "plant" else ()
    return [step for step in plan.steps if step[0] not in placed]


def next_action(s, plan):
    """The decision that follows `plan` now."""
    where = rules.stage(s)
    if where == "start":
        return Action("temple", plan.steps[0])
    if where == "turn":
        return Action("plant", plan.steps[0][1]) if plan.do == "plant" else Action("grow", plan.kind)
    if where == "plant_more":
        todo = remaining(s, plan)
        return Action("plant", todo[0][1]) if todo else STOP
    space = remaining(s, plan)[0][0] if where == "plant_space" else plan.steps[0]
    options = rules.legal_actions(s)
    if options and options[0].kind == "row":
        return Action("row", rules.ROW[space] + 1)
    if options and options[0].kind == "city":
        return Action("city", next(t for i, t in rules.grow_spaces(s) if i == space))
    return Action("at", rules.NAME[space])


def play(s, plan):
    """Play the rest of the turn of `plan` on `s` (in place), without checking it: plans come from
    candidates(), which only offers legal turns."""
    where = rules.stage(s)
    if plan.do == "start":
        rules.apply(s, Action("temple", plan.steps[0]))
        return s
    if plan.do == "grow":
        if where == "turn":
            s.turn = {"do": "grow", "kind": plan.kind}
        rules.grow(s, plan.steps[0])
        return s
    if where == "turn":
        s.turn = {"do": "plant", "crop": D.split_kind(plan.steps[0][1])[0], "placed": [], "kind": None}
    for space, kind in remaining(s, plan):
        s.turn["kind"] = kind
        rules.lay(s, space)
    rules.finish_planting(s)
    return s


def outcome(s, plan):
    return play(s.copy(), plan)


# --- candidate turns ---------------------------------------------------------------------------------

def candidates(s, singles=8, grows=5, widen=3):
    """Promising whole turns (or the rest of the turn under way) of the player on turn, best guesses
    first: a cheap score ranks the single tiles and the cities to grow; the best singles are also
    widened to groups of two and three tiles."""
    where = rules.stage(s)
    seat = s.current
    if where == "start":
        return [Plan("start", None, (a.a,)) for a in rules.legal_actions(s)]
    if where == "grow_space":
        city = s.turn.get("city")
        return [Plan("grow", s.turn["kind"], (i,)) for i, t in rules.grow_spaces(s)
                if in_chosen_row(s, i) and city in (None, t)]
    info = V.analyse(s)
    pl = s.players[seat]
    plans = []
    if where == "turn":
        if pl.rack and rules.any_plant_space(s):
            plans += _plant_plans(s, seat, info, [], None, singles, widen)
        if rules.any_grow_space(s):
            kind = _grow_kind(s, seat) if pl.rack else "reserve"
            ranked = sorted(rules.grow_spaces(s), key=lambda p: -_grow_guess(s, seat, info, *p))
            plans += [Plan("grow", kind, (i,)) for i, _ in ranked[:grows]]
        return plans
    t = s.turn
    if where == "plant_more":
        return [Plan("plant", None, tuple((i, D.kind_key(s.board[i])) for i in t["placed"]))] + \
            _plant_plans(s, seat, info, t["placed"], t["crop"], singles, widen)
    return _plant_plans(s, seat, info, t["placed"], t["crop"], singles, widen, forced=t["kind"])


def in_chosen_row(s, space):
    """Whether a space is in the row the turn has narrowed its choice to, if any (a bot may take
    over a turn its player began: the row chosen is kept)."""
    row = s.turn.get("row")
    return row is None or rules.ROW[space] == row


def _plant_plans(s, seat, info, placed, crop, singles, widen, forced=None):
    pl = s.players[seat]
    done = tuple((i, D.kind_key(s.board[i])) for i in placed)
    spaces = rules.next_plant_spaces(s, placed) if placed else rules.first_plant_spaces(s)
    spaces = [i for i in spaces if in_chosen_row(s, i)]
    stock = {}
    for t in pl.rack:
        stock.setdefault(D.crop(t), []).append(D.goods(t))
    crops = [crop] if crop else list(stock)
    singles_ranked = []
    for c in crops:
        goods = sorted(stock.get(c, []), reverse=True)
        if not goods:
            continue
        kind = forced or f"{c}{goods[0]}"
        for i in spaces:
            singles_ranked.append((_plant_guess(s, seat, info, c, D.split_kind(kind)[1], i), c, kind, i))
    singles_ranked.sort(reverse=True)
    plans = [Plan("plant", None, done + ((i, kind),)) for _, c, kind, i in singles_ranked[:singles]]
    for _, c, kind, i in singles_ranked[:widen]:
        left = sorted(stock[c], reverse=True)
        left.remove(D.split_kind(kind)[1])
        plans += _widen(s, seat, info, c, done + ((i, kind),), left)
    return plans


def _widen(s, seat, info, crop, steps, left, most=3):
    """Groups of two and three tiles grown from `steps`, best neighbour first."""
    out = []
    while left and len(steps) < most:
        laid = {i for i, _ in steps}
        around = {n for i in laid for n in rules.area(s.zones).neighbours[i]
                  if s.board[n] is None and n not in laid and not rules.area(s.zones).is_temple_space[n]}
        if not around:
            break
        goods = left.pop(0)
        best = max(around, key=lambda n: _plant_guess(s, seat, info, crop, goods, n))
        steps = steps + ((best, f"{crop}{goods}"),)
        out.append(Plan("plant", None, steps))
    return out


def _plant_guess(s, seat, info, crop, goods, i):
    """A quick worth of laying one tile: the group it scores, the cities it stands next to."""
    groups, cities, label = info
    a = rules.area(s.zones)
    merged = {label[n] for n in a.neighbours[i] if n in label and groups[label[n]][0] == seat
              and groups[label[n]][1] == crop}
    score = goods + sum(groups[g][2] for g in merged)
    near = {s.city[n] for n in a.neighbours[i] if s.city[n] is not None}
    for temple, size, _empty, _growth, city_goods in cities:
        if temple in near:
            lead = city_goods[seat] - max(g for k, g in enumerate(city_goods) if k != seat)
            score += goods * (1.5 + size) * (1.5 if -goods <= lead <= 1 else 0.7)
    if any(a.is_temple_space[n] and s.board[n] is None for n in a.neighbours[i]):
        score += 1
    return score


def _grow_guess(s, seat, info, space, temple):
    _, cities, _ = info
    for t, size, empty, _growth, goods in cities:
        if t == temple:
            gain = D.city_points(size + 1)[0] - D.city_points(size)[0]
            lead = goods[seat] - max(g for k, g in enumerate(goods) if k != seat)
            return gain * (1.0 if lead > 0 else 0.4 if lead == 0 else -0.3) + 0.01 * empty
    return 0


def _grow_kind(s, seat):
    """The rack tile a player parts with to grow a city: the one it would least like to keep."""
    kinds = rules.rack_kinds(s.players[seat])
    return min(kinds, key=lambda k: (V.tile_keep_value(s, seat, k), k))
