"""A player's turn: beg for corn, then place workers or retrieve workers, then end the turn.

Placing pays the space's number in corn plus a surcharge for each worker after the first; a
player who must place and cannot pay begs first, and failing that the gods take pity.
"""
from .. import data as D
from ..actions import Action
from .calendar import end_turn
from .modules.quick import quick_action, quick_possible
from .stack import REFUSALS, define, event, player, push
from .temples import can_step_down, step_down

# The most frequent actions, made once (legal_actions runs for every decision of every game).
END = Action("end")
PLACE = {target: Action("place", target) for target in (*D.GEARS, "start", "quick")}
PLACE_DISCOUNT = {target: Action("place", target, "discount") for target in (*D.GEARS, "quick")}
RETRIEVE = {(g, pos): Action("retrieve", g, pos) for g in D.GEARS for pos in range(D.TEETH[g])}

# With module tribes (tribes.py fills them), tribe -> ...: the most corn a player may hold to beg and
# the corn begging brings (Bacab); the placement surcharge per worker (Yumkaax); f(s, player) -> more
# turn options (Ah Chuy Kak's pick-up, Vacub-Caquix's block), and action kind -> resolve(s, frame,
# action) for those that are not a retrieve. The tribes that may place one worker a turn for
# DISCOUNT corn less, at most the space's number ("place:<target>:discount", Cit-Bolon-Tum), and
# those that may end a turn without placing or retrieving (Ahmakiq).
BEG_LIMIT = {}
BEG_CORN = {}
SURCHARGE = {}
MORE_TURN_OPTIONS = {}
MORE_TURN_ACTIONS = {}
DISCOUNT_TRIBES = set()
DISCOUNT = D.CIT_BOLON_TUM_SAVING
MAY_PASS = set()
# With module prophecies: calamity -> (gear, corn more to place a worker there) (High Floodwaters);
# prophecies.py fills it.
PLACING_PRICE = {}
_NO_PRICE = (None, 0)


def _placement_cost(s, spaces, pl=None):
    table = SURCHARGE[pl.tribe] if pl is not None and pl.tribe in SURCHARGE else D.PLACEMENT_SURCHARGE
    return spaces + table[s.turn["placed"]]


def lowest_free_space(s, gear):
    try:
        return s.gears[gear].index(None, 0, D.LAST_SPACE[gear] + 1)
    except ValueError:
        return None  # every visible space is taken


def empty_spaces(s, gear):
    row = s.gears[gear]
    return [pos for pos in range(D.LAST_SPACE[gear] + 1) if row[pos] is None]


def placement_space(s, gear):
    """The space a worker placed on `gear` now takes: the lowest free one, but a Vacub-Caquix player
    skips the space declared taken this turn."""
    pos = lowest_free_space(s, gear)
    blocked = s.turn.get("blocked")
    if blocked and pos is not None and blocked[0] == gear and blocked[1] == pos:
        try:
            return s.gears[gear].index(None, pos + 1, D.LAST_SPACE[gear] + 1)
        except ValueError:
            return None
    return pos


def place_cost(s, pl, target, discount=False):
    """(space number, corn) of placing one more worker on a gear, "start" or "quick"."""
    if target == "start":
        pos = 0
    elif target == "quick":
        pos = D.QUICK_SPACE_COST
    else:
        pos = placement_space(s, target)
        if pos is None:
            return None, None
    cost = _placement_cost(s, pos, pl)
    calamity = s.prophecy if s.prophecies else None
    if calamity in PLACING_PRICE and target == PLACING_PRICE[calamity][0]:
        cost += PLACING_PRICE[calamity][1]
    if discount:
        cost -= min(DISCOUNT, pos)  # the saving is limited by the space number
    return pos, cost


def _place_targets(s):
    """(target, space number) for every gear with a free space, and the first-player space."""
    out = [(g, pos) for g in D.GEARS if (pos := lowest_free_space(s, g)) is not None]
    if s.start_space is None:
        out.append(("start", 0))
    return out


def retrieve_options(s, seat):
    """Taking back any of the player's workers on the gears: one option per worker, so their
    number is also the number of the player's workers on the gears."""
    out = []
    for g, row in s.gears.items():
        n = row.count(seat)
        if n == 1:  # the usual case, found without a loop in Python
            out.append(RETRIEVE[g, row.index(seat)])
        elif n:
            out += [RETRIEVE[g, pos] for pos, o in enumerate(row) if o == seat]
    return out


def _none_on_gears(s, seat):
    for row in s.gears.values():
        if seat in row:
            return False
    return True


def _free_workers(s, seat, on_gears):
    """State.free_workers, with the workers on the gears already counted."""
    free = s.players[seat].workers - on_gears
    if s.start_space == seat:
        free -= 1
    if s.quick_spaces:
        free -= s.quick_spaces.count(seat)
    return free


def beg_options(s, pl):
    turn = s.turn
    if turn["mode"] is not None or turn["begged"]:
        return []
    if pl.corn > (BEG_LIMIT[pl.tribe] if pl.tribe in BEG_LIMIT else D.BEG_LIMIT):
        return []
    return [Action("beg", D.TEMPLE_KEYS[t]) for t in D.TEMPLES if pl.temples[t] > D.TEMPLE_BOTTOM]


def _turn_options(s, f):
    seat, turn = f["p"], s.turn
    if turn["pity"]:
        return [END]
    pl, mode = s.players[seat], turn["mode"]
    begs = beg_options(s, pl) if mode is None else []
    retrieves = retrieve_options(s, seat) if mode != "place" else []
    # Before the first decision the workers a retrieve could take back are all those on the gears.
    places = [] if mode == "retrieve" else _affordable_places(s, seat, len(retrieves) if mode is None else None)
    tribe = pl.tribe
    if tribe is not None and tribe in MORE_TURN_OPTIONS:
        retrieves += MORE_TURN_OPTIONS[tribe](s, pl)
    if turn["mode"] is None and not places and not retrieves:
        if tribe in MAY_PASS:
            return begs + [END]  # Ahmakiq may let the turn pass instead of begging or taking pity
        # Forced to place but cannot pay: beg first; if even that is impossible, the
        # gods take pity and allow one worker on the cheapest space for all your corn.
        if begs:
            return begs
        return _pity_options(s)
    out = begs + places + retrieves
    if turn["mode"] is not None or tribe in MAY_PASS:
        out.append(END)
    return out


_GEAR_LAST = tuple((g, D.LAST_SPACE[g]) for g in D.GEARS)


def _affordable_places(s, seat, on_gears=None):
    """The placements the player can pay; `on_gears` may give their workers on the gears."""
    if _free_workers(s, seat, s.workers_on_gears(seat) if on_gears is None else on_gears) <= 0:
        return []
    if s.modules:
        return _expansion_places(s, s.players[seat])
    # A space is affordable when its number is within the corn left after the surcharge.
    budget = s.players[seat].corn - D.PLACEMENT_SURCHARGE[s.turn["placed"]]
    if budget < 0:
        return []
    gears = s.gears
    out = [PLACE[g] for g, last in _GEAR_LAST if None in gears[g][:(last if budget > last else budget) + 1]]
    if s.start_space is None:
        out.append(PLACE["start"])
    return out


def _expansion_places(s, pl):
    """The placements a player may afford in a game with modules; the same sums as place_cost,
    worked out once per target."""
    turn = s.turn
    if turn["extra_pick"]:
        return []  # Ah Chuy Kak's pick-up closes the placing
    corn = pl.corn
    surcharge = (SURCHARGE[pl.tribe] if pl.tribe in SURCHARGE else D.PLACEMENT_SURCHARGE)[turn["placed"]]
    if surcharge > corn:
        return []  # every space costs at least the surcharge, discount or not
    saving = DISCOUNT if pl.tribe in DISCOUNT_TRIBES and not turn["discount_used"] else 0
    blocked = turn["blocked"]
    calamity = s.prophecy if s.prophecies else None
    priced, extra = PLACING_PRICE[calamity] if calamity in PLACING_PRICE else _NO_PRICE
    # The highest space number the corn may pay for, with the saving if there is one (at least 0:
    # the surcharge is paid, see above).
    reach = corn - surcharge + saving
    gears = s.gears
    out = []
    for g, last in _GEAR_LAST:
        if blocked:
            pos = placement_space(s, g)
            if pos is None:
                continue
        else:
            row = gears[g]
            if None not in row[:(last if reach > last else reach) + 1]:
                continue  # full, or no free space the corn reaches
            pos = row.index(None)
        cost = pos + surcharge + (extra if g == priced else 0)
        if cost <= corn:
            out.append(PLACE[g])
        if saving and pos >= 1 and cost - (saving if saving < pos else pos) <= corn:
            out.append(PLACE_DISCOUNT[g])
    if s.start_space is None:
        out.append(PLACE["start"])  # space 0: the surcharge only, which the corn pays (see above)
    if s.quick_spaces and not turn["quick"] and None in s.quick_spaces:
        pos = D.QUICK_SPACE_COST
        cost = pos + surcharge
        plain = cost <= corn
        discount = saving and cost - (saving if saving < pos else pos) <= corn
        # The first-player corn is collected before the quick action (rulebook), so it counts here.
        if (plain or discount) and quick_possible(s, pl, corn - cost + (s.calendar_corn if turn["took_start"] else 0)):
            if plain:
                out.append(PLACE["quick"])
            if discount:
                out.append(PLACE_DISCOUNT["quick"])
    return out


def _pity_options(s):
    targets = _place_targets(s)
    cheapest = min(pos for _, pos in targets)
    return [PLACE[g] for g, pos in targets if pos == cheapest]


def _resolve_turn(s, f, action):
    seat, pl, turn = f["p"], player(s, f), s.turn
    kind = action.kind
    if kind == "beg":
        pl.corn = BEG_CORN[pl.tribe] if pl.tribe in BEG_CORN else D.BEG_CORN
        step_down(pl, D.TEMPLE_KEYS.index(action.a))
        turn["begged"] = True
        event(s, "beg", p=seat, temple=action.a)
    elif kind == "place":
        # The gods' pity: the first placement of a player with no worker to take back and no
        # placement they can pay (_turn_options offered the cheapest spaces for all their corn).
        pity = turn["mode"] is None and _none_on_gears(s, seat) and not _affordable_places(s, seat, 0)
        if s.modules:
            cost = _expansion_place(s, pl, action)
        elif action.a == "start":
            cost = _placement_cost(s, 0)
            s.start_space = seat
            turn["took_start"] = True
        else:
            pos = lowest_free_space(s, action.a)
            cost = _placement_cost(s, pos)
            s.gears[action.a][pos] = seat
        if pity:
            cost = pl.corn
            turn["pity"] = True
        pl.corn -= cost
        turn["placed"] += 1
        turn["mode"] = "place"
    elif kind == "retrieve":
        s.gears[action.a][action.b] = None
        if turn["mode"] == "place":
            turn["extra_pick"] = True  # Ah Chuy Kak
            event(s, "extra_pick", p=seat, gear=action.a, pos=action.b)
        else:
            turn["mode"] = "retrieve"
        push(s, k="work", p=seat, g=action.a, pos=action.b)
    elif kind == "end":
        if turn.get("quick") and not turn["quick_done"]:
            quick_action(s, seat)  # module quick: the quick action, then the turn ends by itself
            return
        s.stack.pop()
        end_turn(s, seat)
    else:
        MORE_TURN_ACTIONS[kind](s, f, action)


def _expansion_place(s, pl, action):
    """Put the worker down in a game with modules; returns the corn it costs."""
    seat, turn, target = pl.seat, s.turn, action.a
    discount = action.b == "discount"
    pos, cost = place_cost(s, pl, target, discount)
    if discount:
        turn["discount_used"] = True
    if target == "start":
        s.start_space = seat
        turn["took_start"] = True
    elif target == "quick":
        s.quick_spaces[s.quick_spaces.index(None)] = seat
        turn["quick"] = True
    else:
        s.gears[target][pos] = seat
        turn["gear_placed"] += 1
        turn["placed_at"].append([target, pos])
    return cost


def _turn_refusal(s, top, pl, action):
    seat, turn, kind = top["p"], s.turn, action.kind
    if kind == "end":
        return "no.end_empty", {}
    if kind == "beg":
        if turn["mode"] is not None or turn["begged"]:
            return "no.beg_once", {}
        if pl.corn > 2:
            return "no.beg_rich", {}
        if action.a not in D.TEMPLE_KEYS:
            return "no.temple_name", {"text": action.a}
        if can_step_down(pl):
            return "no.beg_bottom", {"temple": action.a}
        return "no.beg_all_bottom", {}
    if kind == "place":
        if turn["mode"] == "retrieve":
            return "no.place_retrieving", {}
        if turn["pity"]:
            return "no.pity_one", {}
        if s.free_workers(seat) <= 0:
            return "no.no_free_worker", {}
        if action.a == "start":
            if s.start_space is not None:
                return "no.start_taken", {}
        elif action.a == "quick" and s.quick_spaces:
            if turn.get("quick"):
                return "no.quick_once", {}
            if None not in s.quick_spaces:
                return "no.quick_full", {}
            cost = place_cost(s, pl, "quick", action.b == "discount")[1]
            if cost > pl.corn:
                return "no.place_corn", {"corn": cost - pl.corn}
            return "no.quick_cannot", {}
        elif action.a in D.GEARS:
            if lowest_free_space(s, action.a) is None:
                return "no.gear_full", {"gear": action.a}
        else:
            return "no.gear_name", {"text": action.a}
        cost = place_cost(s, pl, action.a, action.b == "discount")[1]
        if cost is None:
            return "no.gear_full_for_you", {"gear": action.a}
        missing = cost - pl.corn
        if missing > 0:
            return "no.place_corn", {"corn": missing}
        if not retrieve_options(s, seat) and beg_options(s, pl):
            return "no.must_beg", {}
    if kind == "retrieve":
        if turn["mode"] == "place":
            return "no.retrieve_placing", {}
        return "no.no_worker_there", {}
    return None


_TURN_PROMPT = {"place": "ask.turn_place", "retrieve": "ask.turn_retrieve", None: "ask.turn"}
define("turn", _turn_options, _resolve_turn, lambda s, f: (_TURN_PROMPT[s.turn["mode"]], {}))
REFUSALS["turn"] = _turn_refusal
