"""The rules of Maya, as a chain of single decisions (rulebook section in brackets).

A turn [Déroulement du jeu] is one of two actions, chosen by the tile that starts it:

- plant [A]: `plant:<kind>` (a tile of the rack, e.g. `plant:maize2`), then `at:<space>` to lay
  it; then `plant:<kind>` again for one more tile of the same crop and `at:<space>`, ... and
  `stop`, which scores the group and ends the turn;
- grow a city [B]: `grow:<kind>` (a tile of the rack laid face down) or `grow:reserve` (an empty
  rack: the reserve's top tile, unseen), then `at:<space>`, which draws the new tiles and ends the
  turn (what is drawn is hidden information: nothing may be undone once it is seen).

Where more than 25 spaces are possible, a step first narrows them (`city:<temple>` for a city to
grow, `row:<n>` for a row of the map) so that every decision fits one select menu; naming a
possible space directly with `at:<space>` is always accepted too.

After the action, every city that can no longer grow and is surrounded is scored [Décompter une
cité]. The variants ask, at set-up, for the starting temple(s): `temple:<key>`.

Where the rulebook is silent, our decisions are written next to the rule as "Ruling:".
"""
import random

from . import data as D
from .actions import Action
from .board import BOARD, area
from .errors import IllegalAction
from .state import Player, State
from .wording import words

B = BOARD
N_SPACES = len(B.spaces)
ROW = [s.row for s in B.spaces]
NAME = [s.name for s in B.spaces]
# Ruling: several cities closed in one turn are all scored, from north to south (west to east within
# a row of the map), the order in which their temples appear on the board. The order changes no
# points, only the order in which the scores are announced.
SCORING_ORDER = sorted(B.temples, key=lambda t: B.temple_space[t])


# =============================================================================================
# Set-up [Mise en place]
# =============================================================================================

def new_game(players, seed, names=None, zones=None, variant=""):
    if players not in D.PLAYERS:
        raise _refusal(("maya.no.players", {"n": players}))
    names = list(names or [])
    if names and len(names) != players:
        raise _refusal(("maya.no.names", {"n": players}))
    key = zones_in_play(players, zones)
    if variant and variant not in D.VARIANTS:
        raise _refusal(("maya.no.variant", {"text": str(variant)[:40]}))
    rng = random.Random(seed)
    s = State(n_players=players, seed=seed, zones=key, variant=variant or "")
    s.board, s.down, s.city = [None] * N_SPACES, [False] * N_SPACES, [None] * N_SPACES
    for seat in range(players):
        tiles = list(range(seat * D.TILES, (seat + 1) * D.TILES))
        rng.shuffle(tiles)  # the personal reserve, face down
        pl = Player(seat=seat, name=names[seat] if names else D.default_name(D.COLOURS[seat]),
                    colour=D.COLOURS[seat], reserve=tiles)
        pl.rack = sorted(tiles.pop() for _ in range(D.RACK_START))
        s.players.append(pl)
    s.turn_no = 1
    choices = start_choices(s)
    needed = 2 if s.variant == D.TWO_CITIES else 1
    if s.variant and len(choices) > needed:
        # Ruling: the rulebook lets the table choose the starting temple(s); here the player who
        # will play last chooses them for the table, as a first turn of their own.
        s.phase, s.setup_left, s.current = "setup", needed, players - 1
    else:
        for temple in choices if s.variant else [B.start]:
            _start_city(s, temple)
        _begin_play(s)
    return s


def zones_in_play(players, zones=None):
    """The zone key of a game: the table's choice (blue always in), or the default of the board."""
    from .board import zone_key
    if players == 4:
        chosen = zone_key(B.zones)
    elif zones:
        if isinstance(zones, str):
            zones = zones.split("+")
        chosen = zone_key(zones)
    else:
        chosen = zone_key(B.default_zones[players])
    if zones and players < 4 and (chosen not in B.zone_choices(players) or len(set(zones)) != players):
        raise _refusal(("maya.no.zones", {"n": players, "zone": B.always}))
    return chosen


def start_choices(s):
    """The temples the set-up may start a city on (variants), in the board's order."""
    a = area(s.zones)
    if s.variant == D.TWO_CITIES:
        return [t for t in B.two_cities if t in a.temples and not s.revealed(t)]
    return [t for t in a.temples if not s.revealed(t)]


def _start_city(s, temple):
    _reveal(s, temple, "maya.ev.start")


def _begin_play(s):
    s.phase, s.current, s.turn = "play", s.first_player, {}


# =============================================================================================
# Public entry points
# =============================================================================================

def stage(s):
    """The kind of decision asked now: over, start, turn, plant_space, plant_more, grow_space."""
    if s.phase == "over":
        return "over"
    if s.phase == "setup":
        return "start"
    t = s.turn
    if not t:
        return "turn"
    if t["do"] == "plant":
        return "plant_space" if t.get("kind") else "plant_more"
    return "grow_space"


def legal_actions(s):
    return OPTIONS[stage(s)](s)


def apply(s, action, legal=None):
    """Play one decision on `s` (in place). Raises IllegalAction, changing nothing, when the rules
    forbid it. `legal` may pass the legal actions already computed for this very state."""
    action = canonical(action)
    where = stage(s)
    if where == "over":
        raise _refusal(("maya.no.over", {}), action)
    if action not in (legal if legal is not None else legal_actions(s)) and not _named_space(s, action):
        raise _refusal(why_illegal(s, action), action)
    RESOLVE[where](s, action)
    return s


def canonical(action):
    if type(action) is not Action:
        action = Action.parse(action)
    if type(action.kind) is not str or type(action.a) not in (str, int, type(None)):
        raise IllegalAction("That is not a move of this game.", action, key="maya.no.unknown",
                            info={"text": str(action)[:60]})
    return action


def decision(s):
    """What the player on turn is asked, in English (describe.decision_text for other languages)."""
    return words(*decision_data(s))


def decision_data(s):
    """(key, values) of the question asked now."""
    where = stage(s)
    t = s.turn
    if where == "over":
        return "maya.ask.over", {}
    if where == "start":
        chosen = len([e for e in s.events if e[0] == "maya.ev.start"])
        if chosen + s.setup_left == 1:
            return "maya.ask.start_one", {}
        return "maya.ask.start", {"n": chosen + 1, "of": chosen + s.setup_left}
    if where == "turn":
        return ("maya.ask.turn" if s.players[s.current].rack else "maya.ask.turn_empty"), {}
    if where == "plant_more":  # "or stop" only while one more tile can go
        more = len(legal_actions(s)) > 1
        return ("maya.ask.plant_more" if more else "maya.ask.plant_done"), {"crop": t["crop"], "n": len(t["placed"])}
    options = legal_actions(s)
    narrowing = options[0].kind if options else "at"
    if where == "plant_space":
        if narrowing == "row":
            return "maya.ask.plant_row", {"kind": t["kind"]}
        return ("maya.ask.plant_next" if t["placed"] else "maya.ask.plant_first"), {"kind": t["kind"]}
    if narrowing == "city":
        return "maya.ask.grow_city", {}
    if narrowing == "row":
        return "maya.ask.grow_row", {}
    if t.get("city"):
        return "maya.ask.grow_space_city", {"temple": t["city"]}
    return "maya.ask.grow_space", {}


def _refusal(data, action=None):
    key, info = data
    return IllegalAction(words(key, info), action, key=key, info=info)


# =============================================================================================
# Where tiles may go
# =============================================================================================

def first_plant_spaces(s):
    """[A] Empty spaces, not temple spaces, next to a tile (temple, plantation face up or down)."""
    a, board = area(s.zones), s.board
    nbrs, temple_space = a.neighbours, a.is_temple_space
    out = []
    for i in a.spaces:
        if board[i] is None and not temple_space[i]:
            for n in nbrs[i]:
                if board[n] is not None:
                    out.append(i)
                    break
    return out


def next_plant_spaces(s, placed):
    """[A] The tiles of one turn are one group. Ruling: each further tile touches a tile laid
    this turn ("placées en un groupe adjacent"); touching an older tile is not enough."""
    a, board = area(s.zones), s.board
    out = set()
    for p in placed:
        for n in a.neighbours[p]:
            if board[n] is None and not a.is_temple_space[n]:
                out.add(n)
    return sorted(out)


def grow_spaces(s):
    """[B] Every legal face-down placement as (space, temple of the city it grows), in reading
    order: an empty space, not a temple space, next to a city (its temple tile or a face-down
    tile), next to no other city (two cities are never joined) and to no empty temple space."""
    return sorted((i, t) for t in open_cities(s) for i in growth_spaces(s, t))


def growth_spaces(s, temple, first_only=False):
    """The spaces where a face-down tile may grow this city (see grow_spaces)."""
    a, board, city = area(s.zones), s.board, s.city
    nbrs, temple_space = a.neighbours, a.is_temple_space
    out = []
    for i in city_spaces(s, temple):
        for n in nbrs[i]:
            if board[n] is not None or temple_space[n] or n in out:
                continue
            for m in nbrs[n]:
                c = city[m]
                if (c is not None and c != temple) or (c is None and temple_space[m] and board[m] is None):
                    break
            else:
                out.append(n)
                if first_only:
                    return out
    return sorted(out)


def city_spaces(s, temple):
    """The spaces of a city: its temple and its face-down tiles, in reading order."""
    start = B.temple_space[temple]
    if s.board[start] != D.TEMPLE:
        return []
    nbrs, city = area(s.zones).neighbours, s.city
    seen, todo = {start}, [start]
    while todo:
        for n in nbrs[todo.pop()]:
            if n not in seen and city[n] == temple:
                seen.add(n)
                todo.append(n)
    return sorted(seen)


def open_cities(s):
    return [t for t in SCORING_ORDER if s.board[B.temple_space[t]] == D.TEMPLE and t not in s.closed]


def surrounded(s, temple):
    """[Décompter] No empty space next to the city: only plantations, the board's edge and jungle."""
    a, board = area(s.zones), s.board
    return not any(board[n] is None for i in city_spaces(s, temple) for n in a.neighbours[i])


def can_grow(s, temple):
    """Ruling: a city "can no longer grow" when no legal face-down placement exists for it."""
    return bool(growth_spaces(s, temple, first_only=True))


def any_plant_space(s):
    a, board = area(s.zones), s.board
    for i in a.spaces:
        if board[i] is None and not a.is_temple_space[i]:
            for n in a.neighbours[i]:
                if board[n] is not None:
                    return True
    return False


def any_grow_space(s):
    return any(can_grow(s, t) for t in open_cities(s))


def rack_kinds(pl):
    """The distinct kinds of tile on a rack, in the order of data.KINDS."""
    have = {D.kind_key(t) for t in pl.rack}
    return [k for k in D.KINDS if k in have]


def can_act(s, seat):
    """Whether a seat can play a turn now: plant a rack tile, or grow a city (from the rack, or
    with the reserve's top tile when the rack is empty)."""
    pl = s.players[seat]
    if pl.rack and any_plant_space(s):
        return True
    return bool((pl.rack or pl.reserve) and any_grow_space(s))


# =============================================================================================
# Options of each decision
# =============================================================================================

def _start_options(s):
    return [Action("temple", t) for t in start_choices(s)]


def _turn_options(s):
    pl = s.players[s.current]
    kinds = rack_kinds(pl)
    out = []
    if kinds and any_plant_space(s):
        out += [Action("plant", k) for k in kinds]
    if any_grow_space(s):
        out += [Action("grow", k) for k in kinds] if kinds else ([Action("grow", "reserve")] if pl.reserve else [])
    return out


def _plant_more_options(s):
    t = s.turn
    kinds = [k for k in rack_kinds(s.players[s.current]) if D.split_kind(k)[0] == t["crop"]]
    out = [Action("plant", k) for k in kinds] if kinds and next_plant_spaces(s, t["placed"]) else []
    return out + [Action("stop")]


def plant_candidates(s):
    t = s.turn
    return next_plant_spaces(s, t["placed"]) if t["placed"] else first_plant_spaces(s)


def _plant_space_options(s):
    spaces = plant_candidates(s)
    row = s.turn.get("row")
    if row is not None:
        spaces = [i for i in spaces if ROW[i] == row]
    return _narrowed(spaces)


def _grow_space_options(s):
    pairs = grow_spaces(s)
    t = s.turn
    if t.get("city"):
        pairs = [(i, c) for i, c in pairs if c == t["city"]]
    if t.get("row") is not None:
        pairs = [(i, c) for i, c in pairs if ROW[i] == t["row"]]
    if len(pairs) > D.MAX_OPTIONS and not t.get("city"):
        cities = {c for _, c in pairs}
        if len(cities) > 1:
            return [Action("city", c) for c in SCORING_ORDER if c in cities]
    return _narrowed([i for i, _ in pairs])


def _narrowed(spaces):
    if len(spaces) <= D.MAX_OPTIONS:
        return [Action("at", NAME[i]) for i in spaces]
    rows = sorted({ROW[i] for i in spaces})
    return [Action("row", r + 1) for r in rows]


OPTIONS = {
    "over": lambda s: [],
    "start": _start_options,
    "turn": _turn_options,
    "plant_more": _plant_more_options,
    "plant_space": _plant_space_options,
    "grow_space": _grow_space_options,
}


def _named_space(s, action):
    """`at:<space>` naming any possible space while a row or a city is still to be chosen."""
    if action.kind != "at" or action.a not in B.index:
        return False
    where, i = stage(s), B.index[action.a]
    if where == "plant_space":
        return i in plant_candidates(s)
    if where == "grow_space":
        return any(j == i for j, _ in grow_spaces(s))
    return False


# =============================================================================================
# Playing a decision
# =============================================================================================

def _resolve_start(s, action):
    _start_city(s, action.a)
    s.setup_left -= 1
    if s.setup_left == 0:
        s.players[s.current].last_turn = s.turn_no
        s.turn_no += 1
        _begin_play(s)


def _resolve_turn(s, action):
    if action.kind == "plant":
        s.turn = {"do": "plant", "kind": action.a, "crop": D.split_kind(action.a)[0], "placed": []}
    else:
        s.turn = {"do": "grow", "kind": action.a}


def _resolve_plant_more(s, action):
    if action.kind == "stop":
        finish_planting(s)
    else:
        s.turn["kind"] = action.a


def _resolve_plant_space(s, action):
    if action.kind == "row":
        s.turn["row"] = action.a - 1
    else:
        lay(s, B.index[action.a])


def _resolve_grow_space(s, action):
    if action.kind == "city":
        s.turn["city"] = action.a
    elif action.kind == "row":
        s.turn["row"] = action.a - 1
    else:
        grow(s, B.index[action.a])


# The steps of a turn, also played directly (without the legality check) by the bots' search.

def lay(s, i):
    """Lay the plantation tile of the kind chosen (turn["kind"]) on space i."""
    t = s.turn
    tile = _take_from_rack(s.players[s.current], t["kind"])
    s.board[i] = tile
    t["placed"].append(i)
    t["kind"] = None
    t.pop("row", None)
    # [A] A plantation next to an empty temple space reveals its temple at once.
    a = area(s.zones)
    for n in a.neighbours[i]:
        if a.is_temple_space[n] and s.board[n] is None:
            _reveal(s, B.spaces[n].temple, "maya.ev.temple")


def finish_planting(s):
    _score_planting(s)
    _end_turn(s)


def grow(s, i, temple=None):
    """Lay the tile chosen (turn["kind"], or the reserve's top) face down on space i, draw, end the turn."""
    temple = temple or next(s.city[n] for n in area(s.zones).neighbours[i] if s.city[n] is not None)
    pl = s.players[s.current]
    blind = s.turn["kind"] == "reserve"
    tile = pl.reserve.pop() if blind else _take_from_rack(pl, s.turn["kind"])
    s.board[i], s.down[i], s.city[i] = tile, True, temple
    if blind:
        s.blind.append(i)
    # [B] Draw 3 (2 after a tile taken unseen from the reserve), never above 7 on the rack.
    # Ruling: a reserve shorter than the draw gives what is left.
    wanted = min(D.DRAW_BLIND if blind else D.DRAW, D.RACK_LIMIT - len(pl.rack))
    drawn = [pl.reserve.pop() for _ in range(min(wanted, len(pl.reserve)))]
    pl.rack = sorted(pl.rack + drawn)
    _event(s, "maya.ev.grow_blind" if blind else "maya.ev.grow", player=pl.name, seat=pl.seat, temple=temple,
           space=NAME[i], size=len(city_spaces(s, temple)), n=len(drawn))
    _end_turn(s)


RESOLVE = {
    "start": _resolve_start,
    "turn": _resolve_turn,
    "plant_more": _resolve_plant_more,
    "plant_space": _resolve_plant_space,
    "grow_space": _resolve_grow_space,
}


def _take_from_rack(pl, kind):
    for k, tile in enumerate(pl.rack):
        if D.kind_key(tile) == kind:
            return pl.rack.pop(k)
    raise IllegalAction(f"no {kind} tile on the rack")  # legal_actions never offers this


def _reveal(s, temple, event):
    i = B.temple_space[temple]
    s.board[i], s.city[i] = D.TEMPLE, temple
    _event(s, event, temple=temple)


def _event(s, key, **values):
    s.events.append([key, values])


# =============================================================================================
# Scoring
# =============================================================================================

def plant_group(s, start):
    """The plantation group of a face-up tile: its owner's face-up tiles of the same crop joined
    to it (the tiles that score together)."""
    a, board, down = area(s.zones), s.board, s.down
    tile = board[start]
    who, crop = D.owner(tile), D.crop(tile)
    seen, todo = {start}, [start]
    while todo:
        for n in a.neighbours[todo.pop()]:
            other = board[n]
            if n not in seen and other is not None and other >= 0 and not down[n] \
                    and D.owner(other) == who and D.crop(other) == crop:
                seen.add(n)
                todo.append(n)
    return sorted(seen)


def _score_planting(s):
    """[A] One point per good of the tiles laid; if they extend a group of the same crop of the
    same player, one point per good of the whole group."""
    t = s.turn
    pl = s.players[s.current]
    placed = t["placed"]
    group = plant_group(s, placed[0])
    points = sum(D.goods(s.board[i]) for i in group)
    laid = sum(D.goods(s.board[i]) for i in placed)
    pl.score += points
    pl.plant_points += points
    key = "maya.ev.plant_extend" if len(group) > len(placed) else "maya.ev.plant"
    _event(s, key, player=pl.name, seat=pl.seat, crop=t["crop"], tiles=len(placed), goods=laid, points=points,
           n=points, group=len(group))


def city_goods(s, temple):
    """Per seat, the goods on face-up plantation tiles next to the city."""
    a, board, down = area(s.zones), s.board, s.down
    seen = set()
    per_seat = [0] * s.n_players
    for i in city_spaces(s, temple):
        for n in a.neighbours[i]:
            tile = board[n]
            if n not in seen and tile is not None and tile >= 0 and not down[n]:
                seen.add(n)
                per_seat[D.owner(tile)] += D.goods(tile)
    return per_seat


def city_awards(goods, size):
    """[Décompter] (points per seat, seats placed first, seats placed second).

    The most goods next to the city gives the 1st place, the next most the 2nd; a player without
    goods there places nowhere. A tie for 1st adds both values and shares them among the tied
    players, rounded up, and nobody is 2nd. Ruling: a tie for 2nd shares the 2nd value among the
    tied players, rounded up as well.
    """
    first_pts, second_pts = D.city_points(size)
    points = [0] * len(goods)
    levels = sorted({g for g in goods if g > 0}, reverse=True)
    if not levels:
        return points, [], []
    first = [seat for seat, g in enumerate(goods) if g == levels[0]]
    if len(first) > 1:
        share = -(-(first_pts + second_pts) // len(first))
        for seat in first:
            points[seat] = share
        return points, first, []
    points[first[0]] = first_pts
    if len(levels) == 1:
        return points, first, []
    second = [seat for seat, g in enumerate(goods) if g == levels[1]]
    for seat in second:
        points[seat] = -(-second_pts // len(second))
    return points, first, second


def _score_cities(s):
    for temple in open_cities(s):
        if not surrounded(s, temple) or can_grow(s, temple):
            continue
        size = len(city_spaces(s, temple))
        goods = city_goods(s, temple)
        points, first, second = city_awards(goods, size)
        for pl, p in zip(s.players, points, strict=False):
            pl.score += p
            pl.city_points += p
        s.closed.append(temple)
        _event(s, "maya.ev.city", temple=temple, size=size, n=size, goods=goods, points=points, first=first,
               second=second, awards=[[s.players[seat].name, points[seat]] for seat in first + second])


# =============================================================================================
# The end of a turn, and of the game [Fin du jeu]
# =============================================================================================

def _end_turn(s):
    _score_cities(s)  # "Ensuite, une cité peut être décomptée."
    pl = s.players[s.current]
    pl.last_turn = s.turn_no
    s.turn = {}
    s.turn_no += 1
    if not pl.rack and not pl.reserve:
        # The game ends at the end of the turn in which a player lays their last tile.
        _event(s, "maya.ev.last_tile", player=pl.name, seat=pl.seat)
        _finish(s)
        return
    # Ruling: a player who can neither plant nor grow a city (an empty rack and no city that can
    # grow) draws instead, as after growing a city (3 tiles, never above 7 on the rack), and the turn
    # passes on; a player who cannot draw either is passed over. When nobody can play or draw, the
    # game ends (on our board it cannot happen: there are more free spaces than tiles).
    idle, seat = 0, s.current
    while idle < s.n_players:
        seat = (seat + 1) % s.n_players
        if can_act(s, seat):
            s.current = seat
            return
        pl = s.players[seat]
        drawn = [pl.reserve.pop() for _ in range(min(D.DRAW, D.RACK_LIMIT - len(pl.rack), len(pl.reserve)))]
        if drawn:
            pl.rack = sorted(pl.rack + drawn)
            _event(s, "maya.ev.draw", player=pl.name, seat=seat, n=len(drawn))
            idle = 0
        else:
            _event(s, "maya.ev.skip", player=pl.name, seat=seat)
            idle += 1
    _event(s, "maya.ev.blocked")
    _finish(s)


def _finish(s):
    from .scoring import final_scores
    s.phase = "over"
    s.final = final_scores(s)
    _event(s, "maya.ev.end", winners=[s.players[w].name for w in s.final["winners"]])


# =============================================================================================
# Why a move is refused
# =============================================================================================

def why_illegal(s, action):
    """(key, values) saying why `action` is not legal now."""
    where = stage(s)
    kind, arg = action.kind, action.a
    pl = s.players[s.current]
    asked = ("maya.no.not_now", {"asked": decision_data(s)})
    if where == "start":
        if kind == "temple" and arg in B.temple_space:
            return "maya.no.start_temple", {"temple": arg}
        return asked
    if where in ("turn", "plant_more") and kind in ("plant", "grow"):
        if arg == "reserve" and kind == "grow":
            return ("maya.no.rack_not_empty", {}) if pl.rack else ("maya.no.no_city_space", {})
        if arg not in D.KINDS:
            return "maya.no.unknown", {"text": str(action)}
        if where == "plant_more" and kind == "plant" and D.split_kind(arg)[0] != s.turn["crop"]:
            return "maya.no.one_crop", {"crop": s.turn["crop"]}
        if arg not in rack_kinds(pl):
            return "maya.no.no_tile", {"kind": arg}
        if kind == "grow" or where == "plant_more":
            return ("maya.no.no_city_space", {}) if kind == "grow" else ("maya.no.no_next_space", {})
        return "maya.no.no_plant_space", {}
    if where in ("plant_space", "grow_space") and kind == "at":
        return _why_not_space(s, where, arg)
    if where == "grow_space" and kind == "city" and arg in B.temple_space:
        return "maya.no.city_cannot_grow", {"temple": arg}
    return asked


def _why_not_space(s, where, name):
    a = area(s.zones)
    if name not in B.index or not a.inside[B.index[name]]:
        return "maya.no.off_board", {"space": str(name)[:8]}
    i = B.index[name]
    if s.board[i] is not None:
        return "maya.no.taken", {"space": name}
    if a.is_temple_space[i]:
        return "maya.no.temple_space", {"space": name, "temple": B.spaces[i].temple}
    if where == "plant_space":
        if s.turn["placed"]:
            return "maya.no.apart", {"space": name}
        return "maya.no.alone", {"space": name}
    cities = sorted({s.city[n] for n in a.neighbours[i] if s.city[n] is not None}, key=SCORING_ORDER.index)
    empty_temple = [B.spaces[n].temple for n in a.neighbours[i] if a.is_temple_space[n] and s.board[n] is None]
    if len(cities) > 1:
        return "maya.no.joins", {"space": name, "temple": cities[0], "temple2": cities[1]}
    if empty_temple:
        return "maya.no.next_to_temple_space", {"space": name, "temple": empty_temple[0]}
    if not cities:
        return "maya.no.no_city_next", {"space": name}
    return "maya.no.not_in_city", {"space": name, "temple": s.turn.get("city") or cities[0]}
