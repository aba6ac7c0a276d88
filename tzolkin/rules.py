"""The rules of Tzolk'in, one decision at a time.

A game state carries a stack of pending steps. The step on top is either a
decision (a player chooses one of `legal_actions`) or an automatic effect that
`_settle` resolves at once. Choosing may push further steps: retrieving a worker
pushes "which action", building a farm pushes its payment, and so on. When the
stack empties, the turn, the round and the calendar move on.

Rulebook references are to the French base-game rules; R1..R14 are the project's
Rulings (tzolkin-components.md).
"""
import random

from . import data as D
from .actions import Action
from .errors import IllegalAction
from .scoring import final_scores
from .state import NEUTRAL, Player, State

MAX_PLAYERS, MIN_PLAYERS = 4, 2

# The most frequent actions, made once (legal_actions runs for every decision of every game).
END = Action("end")
PLACE = {target: Action("place", target) for target in (*D.GEARS, "start")}
RETRIEVE = {(g, pos): Action("retrieve", g, pos) for g in D.GEARS for pos in range(D.TEETH[g])}
ACT = [Action("act", n) for n in range(10)]


# =============================================================================
# Set-up
# =============================================================================

def new_game(n_players, seed, names=None):
    """A shuffled game from a seed: everything random is drawn here, once."""
    if not MIN_PLAYERS <= n_players <= MAX_PLAYERS:
        raise IllegalAction(f"Tzolk'in is played by {MIN_PLAYERS} to {MAX_PLAYERS} players.")
    names = list(names or [f"Player {i + 1}" for i in range(n_players)])
    if len(names) != n_players:
        raise IllegalAction("Give one name per player.")
    rng = random.Random(seed)
    players = [Player(seat=i, name=names[i], colour=D.PLAYER_COLOURS[i]) for i in range(n_players)]
    s = State(n_players=n_players, seed=seed, players=players)
    s.gears = {g: [None] * D.TEETH[g] for g in D.GEARS}
    fields_per_group = D.JUNGLE_FIELDS[n_players]
    # Group 2 grows corn only; groups 3-5 have a wood tile on each corn tile.
    s.jungle = {"2": [0, fields_per_group], **{str(n): [fields_per_group, 0] for n in (3, 4, 5)}}
    age1 = [b for b, t in D.BUILDINGS.items() if t["age"] == 1]
    age2 = [b for b, t in D.BUILDINGS.items() if t["age"] == 2]
    rng.shuffle(age1)
    rng.shuffle(age2)
    s.display, s.deck1, s.deck2 = age1[:D.BUILDINGS_ON_DISPLAY], age1[D.BUILDINGS_ON_DISPLAY:], age2
    monuments = sorted(D.MONUMENTS)
    rng.shuffle(monuments)
    s.monuments = sorted(monuments[:n_players + 2])
    s.first_player = rng.randrange(n_players)
    tiles = sorted(D.WEALTH_TILES)
    rng.shuffle(tiles)
    s.wealth_dealt = [sorted(tiles[i * D.WEALTH_DEALT:(i + 1) * D.WEALTH_DEALT]) for i in range(n_players)]
    s.wealth_kept = [None] * n_players
    _place_neutral_workers(s, tiles[n_players * D.WEALTH_DEALT:])
    # Starting wealth is chosen secretly: each player decides, then all are revealed.
    for seat in reversed(s.turn_order()):
        s.stack.append({"k": "keep", "p": seat})
    s.turn_no = 1
    return s


def _place_neutral_workers(s, leftover_tiles):
    """R12: leftover wealth tiles name the spaces the unplayed colours block."""
    left = D.NEUTRAL_WORKERS[s.n_players]
    for tile_id in leftover_tiles:
        if left == 0:
            break
        tile = D.WEALTH_TILES[tile_id]
        row = s.gears[tile["gear"]]
        first_on_gear = all(o is None for o in row)
        row[tile["space"]] = NEUTRAL
        s.neutral_tiles.append(tile_id)
        left -= 1
        if first_on_gear and tile["gear"] != D.CHICHEN and left > 0:
            row[(tile["space"] + 5) % 10] = NEUTRAL  # the opposite space (example: Palenque 5 -> 0)
            left -= 1


# =============================================================================
# Public entry points
# =============================================================================

def legal_actions(s):
    if not s.stack:
        return []
    top = s.stack[-1]
    return OPTIONS[top["k"]](s, top)


def apply(s, action, legal=None):
    """Play one decision on `s` (in place). Raises IllegalAction with a reason.

    `legal` may pass the legal actions already computed for this very state.
    """
    action = canonical(action)
    if s.is_over:
        raise refusal(("no.over", {}), action)
    top = s.stack[-1]
    if action not in (legal if legal is not None else OPTIONS[top["k"]](s, top)):
        raise refusal(why_illegal_data(s, action), action)
    RESOLVE[top["k"]](s, top, action)
    _settle(s)
    return s


def canonical(action):
    """The action as the engine writes it (a pair of wealth tiles may be named in either order)."""
    if type(action) is not Action:
        action = Action.parse(action)
    if action.kind == "keep" and isinstance(action.a, int) and isinstance(action.b, int) and action.a > action.b:
        return Action("keep", action.b, action.a)
    return action


def decision(s):
    """What the player on turn is asked, in a few words (English; describe.decision_text for others)."""
    from .describe import words
    return words(*decision_data(s))


def decision_data(s):
    """(key, values) of what the player on turn is asked."""
    if not s.stack:
        return "ask.over", {}
    return PROMPTS[s.stack[-1]["k"]](s, s.stack[-1])


def refusal(data, action=None):
    """An IllegalAction with its reason as data (key, values) and in English."""
    from .describe import words
    key, info = data
    return IllegalAction(words(key, info), action, key=key, info=info)


# =============================================================================
# Small helpers on players and the board
# =============================================================================

def _p(s, f):
    return s.players[f["p"]]


def _push(s, **frame):
    s.stack.append(frame)


def _event(s, what, **info):
    s.events.append({"e": what, "day": s.day, **info})


def gain(s, pl, material, n=1):
    """Take material from the bank; skulls are limited to the 13 in the game."""
    if material == "skull":
        n = min(n, s.skull_supply)
        s.skull_supply -= n
        pl.skulls += n
    elif material == "vp":
        pl.vp += n
    else:
        setattr(pl, material, getattr(pl, material) + n)
    return n


def pay(s, pl, cost):
    for material, n in cost.items():
        if material == "skull":
            s.skull_supply += n  # paid pieces go back to the bank
            pl.skulls -= n
        else:
            setattr(pl, material, getattr(pl, material) - n)


def can_pay(pl, cost):
    return all(getattr(pl, "skulls" if m == "skull" else m) >= n for m, n in cost.items())


def lowest_free_space(s, gear):
    try:
        return s.gears[gear].index(None, 0, D.LAST_SPACE[gear] + 1)
    except ValueError:
        return None  # every visible space is taken


def can_step_up(s, pl, temple):
    step = pl.temples[temple]
    top = D.TEMPLE_TOP[temple]
    if step >= top:
        return False
    # Only one player may stand on the top step of a temple.
    return not (step + 1 == top and any(o.temples[temple] == top for o in s.players if o is not pl))


def step_up(s, pl, temple, n=1):
    for _ in range(n):
        if not can_step_up(s, pl, temple):
            return  # "if you must climb from the top step, nothing happens"
        pl.temples[temple] += 1
        if pl.temples[temple] == D.TEMPLE_TOP[temple]:
            pl.dark_side = False  # R6: reaching a top turns the board back to its light side


def can_step_down(pl):
    return any(step > D.TEMPLE_BOTTOM for step in pl.temples)


def step_down(pl, temple):
    pl.temples[temple] -= 1


def payment_options(pl, n):
    """Every way to pay n resources of any kinds, as cost dicts."""
    out = []
    for w in range(min(n, pl.wood) + 1):
        for st in range(min(n - w, pl.stone) + 1):
            g = n - w - st
            if g <= pl.gold:
                out.append({k: v for k, v in (("wood", w), ("stone", st), ("gold", g)) if v})
    return out


def cost_code(cost):
    return "+".join(f"{n}{m}" for m, n in sorted(cost.items()) if n) or "nothing"


def parse_cost(code):
    out = {}
    for part in code.split("+"):
        digits = part.rstrip("abcdefghijklmnopqrstuvwxyz")
        out[part[len(digits):]] = int(digits)
    return out


# =============================================================================
# The turn: beg, place, retrieve, end
# =============================================================================

def _turn_flags():
    return {"mode": None, "begged": False, "placed": 0, "pity": False, "took_start": False, "built": []}


def _start_turn(s):
    seat = s.turn_order()[s.order_pos]
    s.turn = _turn_flags()
    s.turn_no += 1
    _push(s, k="turn", p=seat)


def _placement_cost(s, spaces):
    return spaces + D.PLACEMENT_SURCHARGE[s.turn["placed"]]


def _place_targets(s):
    """(target, space number) for every gear with a free space, and the first-player space."""
    out = [(g, pos) for g in D.GEARS if (pos := lowest_free_space(s, g)) is not None]
    if s.start_space is None:
        out.append(("start", 0))
    return out


def _retrieve_options(s, seat):
    out = []
    for g, row in s.gears.items():
        if seat in row:
            out += [RETRIEVE[g, pos] for pos, o in enumerate(row) if o == seat]
    return out


def _beg_options(s, pl):
    if s.turn["mode"] is not None or s.turn["begged"] or pl.corn > 2:
        return []
    return [Action("beg", D.TEMPLE_KEYS[t]) for t in D.TEMPLES if pl.temples[t] > D.TEMPLE_BOTTOM]


def _turn_options(s, f):
    seat, pl, turn = f["p"], _p(s, f), s.turn
    if turn["pity"]:
        return [END]
    begs = _beg_options(s, pl)
    places = _affordable_places(s, seat) if turn["mode"] in (None, "place") else []
    retrieves = _retrieve_options(s, seat) if turn["mode"] in (None, "retrieve") else []
    if turn["mode"] is None and not places and not retrieves:
        # Forced to place but cannot pay: beg first; if even that is impossible, the
        # gods take pity and allow one worker on the cheapest space for all your corn.
        if begs:
            return begs
        return _pity_options(s)
    out = begs + places + retrieves
    if turn["mode"] is not None:
        out.append(END)
    return out


def _affordable_places(s, seat):
    if s.free_workers(seat) <= 0:
        return []
    corn = s.players[seat].corn
    return [PLACE[g] for g, pos in _place_targets(s) if _placement_cost(s, pos) <= corn]


def _pity_options(s):
    targets = _place_targets(s)
    cheapest = min(pos for _, pos in targets)
    return [PLACE[g] for g, pos in targets if pos == cheapest]


def _resolve_turn(s, f, action):
    seat, pl, turn = f["p"], _p(s, f), s.turn
    kind = action.kind
    if kind == "beg":
        pl.corn = 3
        step_down(pl, D.TEMPLE_KEYS.index(action.a))
        turn["begged"] = True
        _event(s, "beg", p=seat, temple=action.a)
    elif kind == "place":
        pity = turn["mode"] is None and not _retrieve_options(s, seat) and not _affordable_places(s, seat)
        if action.a == "start":
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
        turn["mode"] = "retrieve"
        _push(s, k="work", p=seat, g=action.a, pos=action.b)
    elif kind == "end":
        s.stack.pop()
        _end_turn(s, seat)


def _end_turn(s, seat):
    pl = s.players[seat]
    # Refill emptied building spaces from the current age's pile.
    deck = s.deck1 if s.age == 1 else s.deck2
    for i, b in enumerate(s.display):
        if b is None and deck:
            s.display[i] = deck.pop(0)
    if s.turn["took_start"]:
        pl.corn += s.calendar_corn  # collected after placing, so not usable to pay for it
        s.calendar_corn = 0
    s.order_pos += 1
    if s.order_pos < s.n_players:
        _start_turn(s)
    else:
        _end_round(s)


# =============================================================================
# Retrieving a worker: which action
# =============================================================================

def step_back_cost(s, pl, gear, pos, n):
    """Corn to use action n from a worker at pos, or None if it cannot be used."""
    last = D.LAST_ACTION[gear]
    if pos > last:
        return 0  # free-choice space
    if gear == D.CHICHEN and pl.techs[D.THEOLOGY] >= 1:
        # Theology 1: a Chichen Itza worker may use the next space up, for free. From space 9
        # the next space is the free-choice space 10, so every action is free there.
        if pos + 1 > last or n == pos + 1:
            return 0
    return pos - n if n <= pos else None


def _work_options(s, f):
    pl = _p(s, f)
    out = []
    for n in range(1, D.LAST_ACTION[f["g"]] + 1):
        cost = step_back_cost(s, pl, f["g"], f["pos"], n)
        if cost is not None and cost <= pl.corn and can_do(s, pl, f["g"], n, pl.corn - cost):
            out.append(ACT[n])
    out.append(ACT[0])
    return out


def _resolve_work(s, f, action):
    s.stack.pop()
    n = action.a
    pl = _p(s, f)
    if n == 0:
        _event(s, "idle", p=f["p"], gear=f["g"], pos=f["pos"])
        return
    pl.corn -= step_back_cost(s, pl, f["g"], f["pos"], n)
    _event(s, "action", p=f["p"], gear=f["g"], n=n)
    do_action(s, f["p"], f["g"], n)


# --- can an action be used at all? ---------------------------------------------

def _affordable_tech(pl):
    return [t for t in D.TECHS if pl.resource_count() >= D.tech_cost(pl.techs[t])]


def building_cost(s, pl, building_id, where, arch):
    """Cost candidates (list of cost dicts) for a building built at `where`."""
    cost = D.BUILDINGS[building_id]["cost"]
    discount = arch and pl.techs[D.ARCHITECTURE] >= 3
    if where == "uxmal":
        corn = 2 * sum(cost.values()) - (2 if discount else 0)
        return [{"corn": max(0, corn)}]
    if not discount:
        return [dict(cost)]
    out = []
    for m in sorted(cost):  # Architecture 3: one resource less, of the player's choice
        reduced = {k: v - (k == m) for k, v in cost.items()}
        out.append({k: v for k, v in reduced.items() if v})
    return out


def _buildable(s, pl, where, arch):
    return [b for b in s.display if b is not None
            and any(can_pay(pl, c) for c in building_cost(s, pl, b, where, arch))]


def _monuments_affordable(s, pl):
    return [m for m in s.monuments if can_pay(pl, D.MONUMENTS[m]["cost"])]


def _harvest_choices(s, pl, n):
    wood_stacks, corn_stacks = s.jungle[str(n)]
    out = []
    if corn_stacks:
        out.append(Action("harvest", "corn"))
    elif pl.techs[D.AGRICULTURE] >= 2:
        # Agriculture 2: with no corn tile showing, the corn can be taken without a tile.
        out.append(Action("harvest", "field"))
    if wood_stacks:
        out.append(Action("harvest", "wood"))
        out += [Action("harvest", "burn", D.TEMPLE_KEYS[t]) for t in D.TEMPLES if pl.temples[t] > D.TEMPLE_BOTTOM]
    return out


def can_do(s, pl, gear, n, corn):
    """Whether action n of gear would have any effect for a player holding `corn`."""
    if gear == D.PALENQUE:
        return n == 1 or bool(_harvest_choices(s, pl, n))
    if gear == D.YAXCHILAN:
        return n != 4 or s.skull_supply > 0
    if gear == D.TIKAL:
        if n in (1, 3):
            return bool(_affordable_tech(pl))
        if n == 2:
            return bool(_buildable(s, pl, "tikal", True))
        if n == 4:
            return bool(_buildable(s, pl, "tikal", True) or _monuments_affordable(s, pl))
        return pl.resource_count() > 0
    if gear == D.UXMAL:
        if n == 1:
            return corn >= 3 and any(can_step_up(s, pl, t) for t in D.TEMPLES)
        if n == 2:
            return pl.resource_count() > 0 or corn >= D.MARKET_PRICE["wood"]
        if n == 3:
            return pl.workers < D.MAX_WORKERS
        if n == 4:
            return any(building_cost(s, pl, b, "uxmal", True)[0]["corn"] <= corn
                       for b in s.display if b is not None)
        return corn >= 1 and bool(_any_action_choices(s, pl, corn - 1))
    # Chichen Itza: an empty slot and a skull to put on it.
    return pl.skulls > 0 and s.skull_slots[n - 1] is None


def _any_action_choices(s, pl, corn):
    """Uxmal 5: any action 1-5 of the four other-than-Chichen gears (not Uxmal 5 itself,
    which would only buy the same single action again)."""
    return [Action("any", g, n) for g in (D.PALENQUE, D.YAXCHILAN, D.TIKAL, D.UXMAL)
            for n in range(1, 6) if (g, n) != (D.UXMAL, 5) and can_do(s, pl, g, n, corn)]


# --- doing an action -------------------------------------------------------------

def do_action(s, seat, gear, n):
    pl = s.players[seat]
    if gear == D.PALENQUE:
        if n == 1:
            gain(s, pl, "corn", D.PALENQUE_CORN[1] + (1 if pl.techs[D.AGRICULTURE] >= 2 else 0))
        else:
            _push(s, k="harvest", p=seat, n=n)
    elif gear == D.YAXCHILAN:
        _yaxchilan(s, pl, n)
    elif gear == D.TIKAL:
        if n in (1, 3):
            _push(s, k="tech", p=seat, paid=True, left=1 if n == 1 else 2, need=1)
        elif n in (2, 4):
            _push(s, k="build", p=seat, where="tikal", left=1 if n == 2 else 2, arch=True,
                  monument=n == 4, need=1)
        else:
            _push(s, k="pair", p=seat)
            _push_payment(s, seat, payment_options(pl, 1))
    elif gear == D.UXMAL:
        if n == 1:
            pl.corn -= 3
            _push(s, k="temple", p=seat, up=True)
        elif n == 2:
            _push(s, k="market", p=seat)
        elif n == 3:
            pl.workers += 1
        elif n == 4:
            _push(s, k="build", p=seat, where="uxmal", left=1, arch=True, monument=False, need=1)
        else:
            _push(s, k="any", p=seat, cost=1, optional=False)
    else:
        _chichen(s, seat, pl, n)


def _yaxchilan(s, pl, n):
    ext = pl.techs[D.EXTRACTION]
    bonus = {"wood": ext >= 1, "stone": ext >= 2, "gold": ext >= 3, "skull": pl.techs[D.THEOLOGY] >= 3}
    for material, k in D.YAXCHILAN_GAIN[n].items():
        gain(s, pl, material, k + bonus.get(material, 0))


def _chichen(s, seat, pl, n):
    vp, temple, extra = D.SKULL_SLOTS[n]
    pl.skulls -= 1
    s.skull_slots[n - 1] = seat
    pl.vp += vp
    step_up(s, pl, temple)
    if pl.techs[D.THEOLOGY] >= 2:
        _push(s, k="theology", p=seat)  # after the resource below, which may pay for it
    if extra:
        _push(s, k="resource", p=seat, left=1)


# =============================================================================
# Sub-decisions
# =============================================================================

def _push_payment(s, seat, candidates):
    """Pay now if there is only one way, else ask how."""
    if len(candidates) == 1:
        pay(s, s.players[seat], candidates[0])
    else:
        _push(s, k="pay", p=seat, options=[cost_code(c) for c in candidates])


def _pay_options(s, f):
    return [Action("pay", c) for c in f["options"]]


def _resolve_pay(s, f, action):
    s.stack.pop()
    pay(s, _p(s, f), parse_cost(action.a))


# --- Palenque harvest ---

def _resolve_harvest(s, f, action):
    s.stack.pop()
    pl, n = _p(s, f), f["n"]
    group = s.jungle[str(n)]
    agri = pl.techs[D.AGRICULTURE]
    corn = D.PALENQUE_CORN[n] + (1 if agri >= 1 else 0) + (2 if agri >= 3 else 0)
    how = action.a
    if how == "wood":
        group[0] -= 1
        group[1] += 1  # the corn tile underneath is now exposed
        pl.wood_tiles += 1
        gain(s, pl, "wood", D.PALENQUE_WOOD[n] + (1 if pl.techs[D.EXTRACTION] >= 1 else 0))
        return
    if how == "corn":
        group[1] -= 1
        pl.corn_tiles += 1
    elif how == "burn":
        group[0] -= 1  # the wood tile is discarded, the corn tile under it is taken
        pl.corn_tiles += 1
        step_down(pl, D.TEMPLE_KEYS.index(action.b))
    gain(s, pl, "corn", corn)


# --- temples ---

def _temple_options(s, f):
    pl = _p(s, f)
    return [Action("temple", D.TEMPLE_KEYS[t]) for t in D.TEMPLES if can_step_up(s, pl, t)]


def _resolve_temple(s, f, action):
    s.stack.pop()
    step_up(s, _p(s, f), D.TEMPLE_KEYS.index(action.a))


def _pair_options(s, f):
    keys = D.TEMPLE_KEYS
    return [Action("temples", keys[a], keys[b]) for a, b in ((0, 1), (0, 2), (1, 2))]


def _resolve_pair(s, f, action):
    s.stack.pop()
    pl = _p(s, f)
    step_up(s, pl, D.TEMPLE_KEYS.index(action.a))
    step_up(s, pl, D.TEMPLE_KEYS.index(action.b))


# --- technologies ---

def _tech_options(s, f):
    pl = _p(s, f)
    tracks = _affordable_tech(pl) if f["paid"] else D.TECHS
    out = [Action("tech", D.TECH_KEYS[t]) for t in tracks]
    if f["need"] == 0:
        out.append(Action("stop"))
    return out


def _resolve_tech(s, f, action):
    if action.kind == "stop":
        s.stack.pop()
        return
    f["left"] -= 1
    f["need"] = max(0, f["need"] - 1)
    if f["left"] == 0:
        s.stack.pop()
    track = D.TECH_KEYS.index(action.a)
    pl = _p(s, f)
    _push(s, k="fx", p=f["p"], e=["tech", track])
    if f["paid"]:
        _push_payment(s, f["p"], payment_options(pl, D.tech_cost(pl.techs[track])))


def tech_up(s, seat, track):
    """One level up; beyond level 3, the track's bonus instead."""
    pl = s.players[seat]
    if pl.techs[track] < D.TECH_MAX:
        pl.techs[track] += 1
    elif track == D.AGRICULTURE:
        _push(s, k="temple", p=seat, up=True)
    elif track == D.EXTRACTION:
        _push(s, k="resource", p=seat, left=2)
    elif track == D.ARCHITECTURE:
        pl.vp += 3
    else:
        gain(s, pl, "skull")


# --- buildings and monuments ---

def _build_options(s, f):
    pl = _p(s, f)
    out = []
    both = f["where"] == "tikal" and f["left"] == 2 and f["arch"] and pl.techs[D.ARCHITECTURE] >= 1
    for b in _buildable(s, pl, f["where"], f["arch"]):
        out.append(Action("build", b))
    if both:
        # Tikal 4: Architecture helps one of the two buildings only (R5); this keeps it for the second.
        out += [Action("build", b, "plain") for b in _buildable(s, pl, f["where"], False)]
    if f["monument"] and f["left"] == 2:
        out += [Action("monument", m) for m in _monuments_affordable(s, pl)]
    if f["need"] == 0:
        out.append(Action("stop"))
    return out


def _resolve_build(s, f, action):
    seat, pl = f["p"], _p(s, f)
    if action.kind == "stop":
        s.stack.pop()
        return
    if action.kind == "monument":
        s.stack.pop()  # a monument is the whole action
        s.monuments.remove(action.a)
        pay(s, pl, D.MONUMENTS[action.a]["cost"])
        pl.monuments.append(action.a)
        _event(s, "monument", p=seat, id=action.a)
        return
    arch = f["arch"] and action.b != "plain"
    f["left"] -= 1
    f["need"] = 0
    f["monument"] = False
    if arch and pl.techs[D.ARCHITECTURE] >= 1:
        f["arch"] = False  # used up; at level 0 there was nothing to use, so it stays for the second
    if f["left"] == 0:
        s.stack.pop()
    slot = s.display.index(action.a)
    s.display[slot] = None
    s.turn["built"].append(action.a)
    _push(s, k="fx", p=seat, e=["built", action.a, arch])
    _push_payment(s, seat, [c for c in building_cost(s, pl, action.a, f["where"], arch) if can_pay(pl, c)])


def _built(s, seat, building_id, arch):
    pl = s.players[seat]
    pl.buildings.append(building_id)
    _event(s, "building", p=seat, id=building_id)
    level = pl.techs[D.ARCHITECTURE] if arch else 0
    if level >= 1:
        pl.corn += 1
    if level >= 2:
        pl.vp += 2
    for effect in reversed(D.BUILDINGS[building_id]["effects"]):
        _push(s, k="fx", p=seat, e=list(effect))


# --- market ---

def _market_options(s, f):
    pl = _p(s, f)
    out = [Action("trade", "sell", r) for r in D.RESOURCES if getattr(pl, r) > 0]
    out += [Action("trade", "buy", r) for r in D.RESOURCES if pl.corn >= D.MARKET_PRICE[r]]
    return out + [Action("done")]


def _resolve_market(s, f, action):
    pl = _p(s, f)
    if action.kind == "done":
        s.stack.pop()
        return
    price, sign = D.MARKET_PRICE[action.b], (1 if action.a == "buy" else -1)
    setattr(pl, action.b, getattr(pl, action.b) + sign)
    pl.corn -= sign * price


# --- resource of one's choice ---

def _resource_options(s, f):
    return [Action("resource", r) for r in D.RESOURCES]


def _resolve_resource(s, f, action):
    f["left"] -= 1
    if f["left"] == 0:
        s.stack.pop()
    gain(s, _p(s, f), action.a)


# --- Theology 2: a resource for a temple step after a skull ---

def _theology_options(s, f):
    pl = _p(s, f)
    if not any(can_step_up(s, pl, t) for t in D.TEMPLES):
        return [Action("skip")]
    return [Action("pay", f"1{r}") for r in D.RESOURCES if getattr(pl, r) > 0] + [Action("skip")]


def _resolve_theology(s, f, action):
    s.stack.pop()
    if action.kind == "pay":
        pay(s, _p(s, f), parse_cost(action.a))
        _push(s, k="temple", p=f["p"], up=True)


# --- Uxmal 5 and its building twin: any action ---

def _any_options(s, f):
    pl = _p(s, f)
    out = _any_action_choices(s, pl, pl.corn - f["cost"]) if pl.corn >= f["cost"] else []
    return out + [Action("skip")] if f["optional"] else out


def _resolve_any(s, f, action):
    s.stack.pop()
    if action.kind == "any":
        _p(s, f).corn -= f["cost"]
        _event(s, "action", p=f["p"], gear=action.a, n=action.b)
        do_action(s, f["p"], action.a, action.b)


# --- starting wealth ---

def keep_options(s, seat):
    """The pairs of starting wealth tiles `seat` may keep (choices are secret, so a front end
    may collect them in any order and apply them when the engine asks)."""
    tiles = s.wealth_dealt[seat]
    return [Action("keep", a, b) for i, a in enumerate(tiles) for b in tiles[i + 1:]]


def _keep_options(s, f):
    return keep_options(s, f["p"])


def _resolve_keep(s, f, action):
    s.stack.pop()
    s.wealth_kept[f["p"]] = [action.a, action.b]
    if s.stack:
        s.turn_no += 1
        return
    # Everyone has chosen: reveal together and take what the tiles give.
    for seat in s.turn_order():
        pl = s.players[seat]
        pl.wealth = list(s.wealth_kept[seat])
        for tile_id in pl.wealth:
            tile = D.WEALTH_TILES[tile_id]
            for material, n in tile["gain"].items():
                gain(s, pl, material, n)
            for effect in tile["effects"]:
                _apply_effect(s, seat, list(effect))
    _event(s, "wealth", kept=[list(k) for k in s.wealth_kept])
    s.phase = "play"
    _start_round(s)


# --- double advance ---

def _advance_options(s, f):
    return [Action("advance", 1), Action("advance", 2)]


def _resolve_advance(s, f, action):
    s.stack.pop()
    if action.a == 2:
        s.players[f["p"]].dark_side = True
    _advance_calendar(s, action.a)


# =============================================================================
# Automatic effects
# =============================================================================

def _apply_effect(s, seat, e):
    pl = s.players[seat]
    kind = e[0]
    if kind == "gain":
        gain(s, pl, e[1], e[2])
    elif kind == "vp":
        pl.vp += e[1]
    elif kind == "temple":
        step_up(s, pl, e[1], e[2])
    elif kind == "temple_any":
        for _ in range(e[1]):
            _push(s, k="temple", p=seat, up=True)
    elif kind == "tech":
        tech_up(s, seat, e[1])
    elif kind == "tech_any":
        _push(s, k="tech", p=seat, paid=False, left=e[1], need=e[1])
    elif kind == "worker":
        pl.workers = min(D.MAX_WORKERS, pl.workers + 1)
    elif kind == "market":
        _push(s, k="market", p=seat)
    elif kind == "build":
        # "then build one more building" works as Tikal 2, paid normally, and may be declined.
        _push(s, k="build", p=seat, where="tikal", left=1, arch=True, monument=False, need=0)
    elif kind == "any_action":
        # "Pay 1 corn and perform any action": a benefit, so the builder may decline it.
        _push(s, k="any", p=seat, cost=1, optional=True)
    elif kind == "feed":
        pl.feed_free += e[1]
    elif kind == "feed_less":
        pl.feed_less += e[1]
    elif kind == "built":
        _built(s, seat, e[1], e[2])
    else:
        raise ValueError(f"unknown effect {e}")


def _settle(s):
    """Resolve automatic steps, and skip decisions that have no option left."""
    while s.stack:
        top = s.stack[-1]
        if top["k"] == "fx":
            s.stack.pop()
            _apply_effect(s, top["p"], top["e"])
        elif top["k"] in SKIPPABLE and _nothing_to_choose(OPTIONS[top["k"]](s, top)):
            s.stack.pop()  # e.g. a temple step when every temple is at its top
        elif top["k"] in FORCED and len(options := OPTIONS[top["k"]](s, top)) == 1:
            RESOLVE[top["k"]](s, top, options[0])  # a choice without alternative is made for the player
        else:
            return


# =============================================================================
# Rounds, food days and the calendar
# =============================================================================

def _start_round(s):
    s.order_pos = 0
    _start_turn(s)


def _end_round(s):
    if s.is_food_day():
        _food_day(s)
    if s.food_days_done == len(D.FOOD_TEETH):
        # R14: the calendar turns once more (it may push workers off), then final scoring.
        _turn_gears(s)
        s.start_space = None
        s.phase = "over"
        s.final = final_scores(s)
        _event(s, "end", final=s.final)
        return
    seat = s.start_space
    if seat is None:
        s.calendar_corn += 1
        _advance_calendar(s, 1)
        return
    # The first-player space: the worker comes home and the token moves (rulebook p.10).
    s.start_space = None
    s.first_player = (seat + 1) % s.n_players if s.first_player == seat else seat
    _event(s, "first_player", p=s.first_player)
    if _may_double_advance(s, s.players[seat]):
        s.turn_no += 1
        _push(s, k="advance", p=seat)
    else:
        _advance_calendar(s, 1)


def _may_double_advance(s, pl):
    if pl.dark_side:
        return False
    # R8: not if it would push off a worker that has not reached the last space.
    for g in D.GEARS:
        o = s.gears[g][D.LAST_SPACE[g] - 1]
        if o is not None and o != NEUTRAL:
            return False
    return True


def _advance_calendar(s, days):
    for _ in range(days):
        _turn_gears(s)
        s.tooth += 1
        if days == 2 and _ == 0 and s.tooth in D.FOOD_TEETH:
            s.food_pending = True  # R7: the skipped food day is played next round
    _event(s, "advance", days=days)
    _start_round(s)


def _turn_gears(s):
    """Every worker moves one space up; players' workers leaving the last space go home."""
    for g, row in s.gears.items():
        last = D.LAST_SPACE[g]
        if row[last] is not None and row[last] != NEUTRAL:
            row[last] = None
        row.insert(0, row.pop())


def _food_day(s):
    kind = D.FOOD_DAY_KIND[s.food_days_done]
    fed = [_feed(s, pl) for pl in s.players]
    _event(s, "food", kind=kind, fed=fed)
    if s.food_days_done == 1:
        _change_age(s)
    if kind == D.MID_AGE:
        _mid_age_rewards(s)
    else:
        _end_of_age_points(s, final=s.food_days_done == 3)
    s.food_days_done += 1
    s.food_pending = False


def feeding_cost(pl):
    """(workers that must be paid for, corn per worker)."""
    per_worker = max(0, D.FOOD_PER_WORKER - pl.feed_less)
    return max(0, pl.workers - pl.feed_free), per_worker


def _feed(s, pl):
    paying, per_worker = feeding_cost(pl)
    # Feed as many as possible; half-feeding is not allowed.
    fed = paying if per_worker == 0 else min(paying, pl.corn // per_worker)
    pl.corn -= fed * per_worker
    unfed = paying - fed
    pl.vp -= D.UNFED_PENALTY * unfed
    return {"p": pl.seat, "corn": fed * per_worker, "unfed": unfed, "vp": -D.UNFED_PENALTY * unfed}


def _change_age(s):
    """At the second food day, after feeding, Age I buildings leave and Age II arrive."""
    s.age = 2
    s.deck1 = []
    s.display = s.deck2[:D.BUILDINGS_ON_DISPLAY]
    s.deck2 = s.deck2[D.BUILDINGS_ON_DISPLAY:]
    _event(s, "age", age=2)


def _mid_age_rewards(s):
    got = {pl.seat: {} for pl in s.players}
    for t in D.TEMPLES:
        for pl in s.players:
            for step, material in D.TEMPLE_REWARDS[t].items():
                if pl.temples[t] >= step and material != "skull":
                    gain(s, pl, material)
                    got[pl.seat][material] = got[pl.seat].get(material, 0) + 1
    # Skulls: if the supply cannot give one to everybody entitled, nobody gets one.
    skull_steps = [(t, step) for t in D.TEMPLES for step, m in D.TEMPLE_REWARDS[t].items() if m == "skull"]
    owed = {pl.seat: sum(pl.temples[t] >= step for t, step in skull_steps) for pl in s.players}
    if sum(owed.values()) <= s.skull_supply:
        for seat, n in owed.items():
            if n:
                gain(s, s.players[seat], "skull", n)
                got[seat]["skull"] = n
    _event(s, "rewards", got=[got[pl.seat] for pl in s.players])


def temple_points(s, final):
    """Points of an end-of-age food day, per seat: step VP plus leader bonus (R10)."""
    points = [0] * s.n_players
    for t in D.TEMPLES:
        top = max(pl.temples[t] for pl in s.players)
        leaders = [pl.seat for pl in s.players if pl.temples[t] == top]
        bonus = D.TEMPLE_BONUS[t][1 if final else 0]
        for pl in s.players:
            points[pl.seat] += D.temple_vp(t, pl.temples[t])
        for seat in leaders:
            points[seat] += bonus if len(leaders) == 1 else bonus // 2
    return points


def _end_of_age_points(s, final):
    points = temple_points(s, final)
    for pl in s.players:
        pl.vp += points[pl.seat]
    _event(s, "temple_points", points=points)


# =============================================================================
# Explanations
# =============================================================================

# What each decision asks, as (key, values): the words are in words.py and the catalogs.
PROMPTS = {
    "keep": lambda s, f: ("ask.keep", {}),
    "turn": lambda s, f: (_TURN_PROMPT[s.turn["mode"]], {}),
    "work": lambda s, f: ("ask.work", {"gear": f["g"], "space": f["pos"]}),
    "harvest": lambda s, f: ("ask.harvest", {"n": f["n"]}),
    "temple": lambda s, f: ("ask.temple", {}),
    "pair": lambda s, f: ("ask.pair", {}),
    "tech": lambda s, f: ("ask.tech_optional" if f["need"] == 0 else "ask.tech", {}),
    "pay": lambda s, f: ("ask.pay", {}),
    "build": lambda s, f: ("ask.build_optional" if f["need"] == 0 else "ask.build", {}),
    "market": lambda s, f: ("ask.market", {}),
    "resource": lambda s, f: ("ask.resource", {}),
    "theology": lambda s, f: ("ask.theology", {}),
    "any": lambda s, f: ("ask.any", {}),
    "advance": lambda s, f: ("ask.advance", {}),
}
_TURN_PROMPT = {"place": "ask.turn_place", "retrieve": "ask.turn_retrieve", None: "ask.turn"}


def why_illegal(s, action):
    """A reason a player understands for an action that is not legal now (English)."""
    from .describe import words
    return words(*why_illegal_data(s, action))


def why_illegal_data(s, action):
    """(key, values) of the reason an action is not legal now."""
    top = s.stack[-1]
    pl = _p(s, top)
    seat = top["p"]
    kind = action.kind
    if top["k"] == "turn":
        turn = s.turn
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
                space = 0
            elif action.a in D.GEARS:
                space = lowest_free_space(s, action.a)
                if space is None:
                    return "no.gear_full", {"gear": action.a}
            else:
                return "no.gear_name", {"text": action.a}
            missing = _placement_cost(s, space) - pl.corn
            if missing > 0:
                return "no.place_corn", {"corn": missing}
            if not _retrieve_options(s, seat) and _beg_options(s, pl):
                return "no.must_beg", {}
        if kind == "retrieve":
            if turn["mode"] == "place":
                return "no.retrieve_placing", {}
            return "no.no_worker_there", {}
    if top["k"] == "work" and kind == "act" and isinstance(action.a, int):
        cost = step_back_cost(s, pl, top["g"], top["pos"], action.a)
        if cost is None or not 0 < action.a <= D.LAST_ACTION[top["g"]]:
            return "no.action_above", {"number": action.a}
        if cost > pl.corn:
            return "no.step_back_corn", {"corn": cost - pl.corn}
        return "no.no_effect", {}
    if kind in ("build", "monument"):
        return "no.build", {}
    if kind == "trade":
        return "no.trade", {}
    return "no.other", {"expected": decision_data(s)}


OPTIONS = {
    "keep": _keep_options, "turn": _turn_options, "work": _work_options, "harvest": lambda s, f: _harvest_choices(s, _p(s, f), f["n"]),
    "temple": _temple_options, "pair": _pair_options, "tech": _tech_options, "pay": _pay_options,
    "build": _build_options, "market": _market_options, "resource": _resource_options,
    "theology": _theology_options, "any": _any_options, "advance": _advance_options,
}
RESOLVE = {
    "keep": _resolve_keep, "turn": _resolve_turn, "work": _resolve_work, "harvest": _resolve_harvest,
    "temple": _resolve_temple, "pair": _resolve_pair, "tech": _resolve_tech, "pay": _resolve_pay,
    "build": _resolve_build, "market": _resolve_market, "resource": _resolve_resource,
    "theology": _resolve_theology, "any": _resolve_any, "advance": _resolve_advance,
}
# Decisions that vanish when nothing can be chosen but declining (the benefit is lost).
SKIPPABLE = {"temple", "tech", "build", "any", "market", "theology"}
DECLINES = {"stop", "skip", "done"}
# Sub-decisions taken automatically when only one option exists (e.g. Palenque 2 has corn tiles only).
FORCED = {"harvest", "pay", "temple"}


def _nothing_to_choose(options):
    return all(a.kind in DECLINES for a in options)
