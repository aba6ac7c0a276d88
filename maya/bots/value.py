"""How much a position is worth to each player, in points: what they scored, plus what their
plantations, the open cities and their rack promise. The bots compare positions with it.

- A plantation group scores again, whole, each time it is extended: a group with free spaces around
  it and tiles of its crop to come is worth part of its goods again.
- An open city is worth its expected award: the points of its likely size shared by the goods next
  to it now, and, where spaces around it are still empty, partly by a fair share (the fight is open).
- Tiles on the rack are worth something while the game goes on (a turn needs one), less near the end.

All weights are in WEIGHTS, tuned with the arena (`python -m maya arena`).
"""
from .. import data as D
from .. import rules

WEIGHTS = {
    "group": 0.55,        # share of a group's goods counted again per extension to come
    "group_turns": 2,     # at most that many extensions counted
    "city_growth": 0.6,   # expected new tiles per legal growth space of an open city
    "open_fight": 2.5,    # empty spaces around a city at which its standing is half settled
    "fair_share": 0.7,    # what an unsettled fight is worth, as a share of a fair split
    "rack_tile": 1.2,     # a tile on the rack while the end is far
    "end_near": 10,       # tiles left (rack + reserve) of the closest player below which tiles lose value
    "rival": 0.7,         # how much the strongest rival counts against the mean of the others
}


def analyse(s):
    """The parts of a position the value needs, for every player at once."""
    a = rules.area(s.zones)
    board, down = s.board, s.down
    nbrs, temple_space = a.neighbours, a.is_temple_space
    n = s.n_players
    label = {}
    groups = []  # (owner, crop, goods, free spaces)
    for i in a.spaces:
        v = board[i]
        if v is None or v < 0 or down[i] or i in label:
            continue
        owner, crop = D.owner(v), D.crop(v)
        gid = len(groups)
        label[i] = gid
        todo, goods, free = [i], 0, set()
        while todo:
            j = todo.pop()
            goods += D.goods(board[j])
            for m in nbrs[j]:
                w = board[m]
                if w is None:
                    if not temple_space[m]:
                        free.add(m)
                elif m not in label and w >= 0 and not down[m] and D.owner(w) == owner and D.crop(w) == crop:
                    label[m] = gid
                    todo.append(m)
        groups.append((owner, crop, goods, free))
    cities = []
    for t in rules.open_cities(s):
        cells = rules.city_spaces(s, t)
        empty, adjacent = set(), set()
        for i in cells:
            for m in nbrs[i]:
                w = board[m]
                if w is None:
                    empty.add(m)
                elif w >= 0 and not down[m]:
                    adjacent.add(m)
        goods = [0] * n
        for m in adjacent:
            goods[D.owner(board[m])] += D.goods(board[m])
        growth = len(rules.growth_spaces(s, t)) if empty else 0
        cities.append((t, len(cells), len(empty), growth, goods))
    return groups, cities, label


def values(s, info=None):
    """Per seat, the position's worth in points (see the module's docstring)."""
    groups, cities, _ = info or analyse(s)
    w = WEIGHTS
    n = s.n_players
    out = [float(pl.score) for pl in s.players]
    tiles_left = min(len(pl.rack) + len(pl.reserve) for pl in s.players)
    lateness = min(1.0, tiles_left / w["end_near"])
    crops_on_rack = [_crop_counts(pl.rack) for pl in s.players]
    for owner, crop, goods, free in groups:
        if free:
            turns = min(w["group_turns"], len(free), crops_on_rack[owner].get(crop, 0) + lateness)
            out[owner] += w["group"] * goods * turns
    for _temple, size, empty, growth, goods in cities:
        expected = min(5, size + w["city_growth"] * min(growth, empty) * lateness)
        first, second = D.city_points(round(expected))
        settled = 1 / (1 + empty / w["open_fight"])
        awards = rules.city_awards(goods, max(1, round(expected)))[0]
        total = sum(goods)
        for seat in range(n):
            share = (goods[seat] + 1) / (total + n)
            out[seat] += settled * awards[seat] + (1 - settled) * w["fair_share"] * share * (first + second)
    for seat, pl in enumerate(s.players):
        out[seat] += w["rack_tile"] * lateness * len(pl.rack)
    return out


def margin(vals, seat):
    """The seat's worth against its rivals: the strongest rival, blended with their mean."""
    others = [v for k, v in enumerate(vals) if k != seat]
    rival = WEIGHTS["rival"]
    return vals[seat] - (rival * max(others) + (1 - rival) * sum(others) / len(others))


def _crop_counts(rack):
    counts = {}
    for t in rack:
        c = D.crop(t)
        counts[c] = counts.get(c, 0) + 1
    return counts


def tile_keep_value(s, seat, kind):
    """How much a player would rather keep a rack tile than lay it face down (higher: keep it)."""
    crop, goods = D.split_kind(kind)
    groups, _, _ = analyse(s)
    best = max((g for owner, c, g, free in groups if owner == seat and c == crop and free), default=0)
    return goods + 0.3 * best

