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
PLACE = {target: Action("place", target) for target in (*D.GEARS, "start", "quick")}
RETRIEVE = {(g, pos): Action("retrieve", g, pos) for g in D.GEARS for pos in range(D.TEETH[g])}
ACT = [Action("act", n) for n in range(10)]


# =============================================================================
# Set-up
# =============================================================================

def module_list(modules):
    """Module keys in their canonical order; "all" means every module. Unknown names are refused."""
    if isinstance(modules, str):
        modules = [m for m in modules.replace(" ", ",").split(",") if m]
    wanted = set(modules or ())
    if "all" in wanted:
        wanted = set(D.MODULES)
    unknown = wanted - set(D.MODULES)
    if unknown:
        raise IllegalAction(f"Unknown module: {', '.join(sorted(unknown))} (modules: {', '.join(D.MODULES)}).")
    return [m for m in D.MODULES if m in wanted]


def new_game(n_players, seed, names=None, modules=()):
    """A shuffled game from a seed: everything random is drawn here, once.

    The base game's draws come first and in the same order whatever the modules, so a base-game
    record replays exactly; the modules' draws follow them.
    """
    modules = module_list(modules)
    quick = D.QUICK_MODULE in modules
    top = D.MAX_PLAYERS_EXPANSION if modules else MAX_PLAYERS
    if not MIN_PLAYERS <= n_players <= top:
        raise IllegalAction(f"Tzolk'in is played by {MIN_PLAYERS} to {MAX_PLAYERS} players "
                            f"({D.MAX_PLAYERS_EXPANSION} with the quick actions of Tribes & Prophecies).")
    if n_players == D.MAX_PLAYERS_EXPANSION and not quick:
        raise IllegalAction("A five-player game needs the quick actions module.")
    names = list(names or [f"Player {i + 1}" for i in range(n_players)])
    if len(names) != n_players:
        raise IllegalAction("Give one name per player.")
    rng = random.Random(seed)
    players = [Player(seat=i, name=names[i], colour=D.PLAYER_COLOURS[i]) for i in range(n_players)]
    s = State(n_players=n_players, seed=seed, players=players, modules=modules)
    s.gears = {g: [None] * D.TEETH[g] for g in D.GEARS}
    fields_per_group = D.JUNGLE_FIELDS[n_players]
    # Group 2 grows corn only; groups 3-5 have a wood tile on each corn tile.
    s.jungle = {"2": [0, fields_per_group], **{str(n): [fields_per_group, 0] for n in (3, 4, 5)}}
    tiles_in_play = D.BUILDINGS if D.BUILDINGS_MODULE in modules else D.BASE_BUILDINGS
    age1 = [b for b, t in tiles_in_play.items() if t["age"] == 1]
    age2 = [b for b, t in tiles_in_play.items() if t["age"] == 2]
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
    if quick:
        blocked = D.QUICK_BLOCKED[n_players]
        s.quick_spaces = [NEUTRAL] * blocked + [None] * (D.QUICK_SPACES - blocked)
        s.neutral_left = D.NEUTRAL_WORKERS_QUICK[n_players] - blocked
    else:
        s.neutral_left = D.NEUTRAL_WORKERS[n_players]
    _place_neutral_workers(s, tiles[n_players * D.WEALTH_DEALT:])
    if D.TRIBES_MODULE in modules:
        tribes = list(D.TRIBE_KEYS)
        rng.shuffle(tribes)
        s.tribes_dealt = [sorted(tribes[i * D.TRIBES_DEALT:(i + 1) * D.TRIBES_DEALT]) for i in range(n_players)]
        s.tribes_kept = [None] * n_players
    if D.PROPHECIES_MODULE in modules:
        s.prophecies = rng.sample(D.PROPHECY_KEYS, D.PROPHECIES_DRAWN)
    if quick:
        age1q, age2q = list(D.QUICK_AGE1), list(D.QUICK_AGE2)
        rng.shuffle(age1q)
        rng.shuffle(age2q)
        s.quick_tiles = age1q + age2q
    # Starting wealth (and the tribe) is chosen secretly: each player decides, then all are revealed.
    for seat in reversed(s.turn_order()):
        s.stack.append({"k": "keep", "p": seat})
        if s.tribes_dealt:
            s.stack.append({"k": "tribe", "p": seat})
    s.turn_no = 1
    return s


def _place_neutral_workers(s, leftover_tiles):
    """R12: leftover wealth tiles name the spaces the unplayed colours block. With quick actions
    there may be more neutral workers than tiles: the rest wait for the discarded tiles (§8.5)."""
    for tile_id in leftover_tiles:
        if s.neutral_left == 0:
            break
        tile = D.WEALTH_TILES[tile_id]
        row = s.gears[tile["gear"]]
        first_on_gear = all(o is None for o in row)
        row[tile["space"]] = NEUTRAL
        s.neutral_tiles.append(tile_id)
        s.neutral_left -= 1
        if first_on_gear and tile["gear"] != D.CHICHEN and s.neutral_left > 0:
            row[(tile["space"] + 5) % 10] = NEUTRAL  # the opposite space (example: Palenque 5 -> 0)
            s.neutral_left -= 1


# =============================================================================
# Public entry points
# =============================================================================

def legal_actions(s):
    if not s.stack:
        return []
    top = s.stack[-1]
    options = OPTIONS[top["k"]](s, top)
    if s.modules and top["k"] in SELL_DURING:
        sales = _sell_options(s, top)  # Xaman Ek only
        if sales:
            return options + sales
    return options


def apply(s, action, legal=None):
    """Play one decision on `s` (in place). Raises IllegalAction with a reason.

    `legal` may pass the legal actions already computed for this very state.
    """
    return play(s, canonical(action), legal)


def play(s, action, legal=None):
    """`apply` for an action already in its canonical form (from `canonical` or `legal_actions`):
    search and replay call this once per decision, so the form is checked once."""
    if s.phase == "over":
        raise refusal(("no.over", {}), action)
    top = s.stack[-1]
    if action not in (legal if legal is not None else legal_actions(s)):
        raise refusal(why_illegal_data(s, action), action)
    if action.kind == "sell":
        _resolve_sell(s, top, action)  # Xaman Ek, at any moment of the turn: the decision stays open
    else:
        RESOLVE[top["k"]](s, top, action)
    _settle(s)
    return s


_PART_TYPES = (str, int, type(None))


def canonical(action):
    """The action as the engine writes it (a pair of wealth tiles may be named in either order).

    Parts must be text or whole numbers: 3.0 == 3 and True == 1 in Python, so a float or a
    bool would pass the legality check and then be stored as a move that no longer replays.
    """
    if type(action) is not Action:
        action = Action.parse(action)
    if type(action.kind) is not str or type(action.a) not in _PART_TYPES or type(action.b) not in _PART_TYPES:
        raise IllegalAction("That is not a move this game understands.", action)
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
    """Take material from the bank; skulls are limited to the 13 in the game.

    Under Gold Shortage or Desecration each gold or skull has a price the player may decline:
    a decision per piece is pushed instead (the rest of the same action is gained at once, so
    corn from it can pay for the gold, as in the rulebook's Yaxchilan example).
    """
    if s.prophecies and n > 0 and material in TOLLED_GAIN and TOLLED_GAIN[material] == s.prophecy:
        _push(s, k="toll", p=pl.seat, m=material, left=n)
        return n
    return take(s, pl, material, n)


def take(s, pl, material, n=1):
    """Gain without any calamity's price."""
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
    """Climb n steps; under Wrathful Gods or an Angry God each step has a price (a decision)."""
    if s.prophecies and temple_tolled(s, temple):
        _push(s, k="toll", p=pl.seat, m="temple", t=temple, left=n)
        return
    climb(s, pl, temple, n)


def _step_price_payable(s, pl, temple, corn):
    """Whether a player left with `corn` could pay a calamity's price for a step on `temple`
    (Uxmal 1 is not worth taking when the step it buys cannot be paid for)."""
    if not temple_tolled(s, temple):
        return True
    if s.prophecy == "wrathful_gods":
        return corn >= 1
    return pl.resource_count() >= 1


def temple_tolled(s, temple):
    calamity = s.prophecy
    return calamity == "wrathful_gods" or D.ANGRY_GOD.get(calamity) == temple


def climb(s, pl, temple, n=1):
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


def _expansion_flags(seat):
    # Only games with modules carry these, so a base game's state is what it always was.
    return {"p": seat, "sold": False, "quick": False, "quick_done": False, "gear_placed": 0, "placed_at": [],
            "extra_pick": False, "discount_used": False, "blocked": None}


def _start_turn(s):
    seat = (s.first_player + s.order_pos) % s.n_players  # s.turn_order()[s.order_pos]
    s.turn = _turn_flags()
    s.turn_no += 1
    if s.modules:
        s.turn.update(_expansion_flags(seat))
        pl = s.players[seat]
        if pl.tribe == "bacab" and pl.corn < D.BACAB_FLOOR:
            # Bacab: every turn starts with at least 2 corn, without begging or stepping down.
            _event(s, "bacab", p=seat, corn=D.BACAB_FLOOR - pl.corn)
            pl.corn = D.BACAB_FLOOR
    _push(s, k="turn", p=seat)


def _placement_cost(s, spaces, pl=None):
    table = D.YUMKAAX_SURCHARGE if pl is not None and pl.tribe == "yumkaax" else D.PLACEMENT_SURCHARGE
    return spaces + table[s.turn["placed"]]


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
    if target == D.CHICHEN and s.prophecies and s.prophecy == "high_floodwaters":
        cost += D.FLOODWATERS_CORN
    if discount:
        cost -= min(D.CIT_BOLON_TUM_SAVING, pos)  # Cit-Bolon-Tum: the saving is limited by the space number
    return pos, cost


def _place_targets(s):
    """(target, space number) for every gear with a free space, and the first-player space."""
    out = [(g, pos) for g in D.GEARS if (pos := lowest_free_space(s, g)) is not None]
    if s.start_space is None:
        out.append(("start", 0))
    return out


def _retrieve_options(s, seat):
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


def _free_workers(s, seat, on_gears):
    """State.free_workers, with the workers on the gears already counted."""
    free = s.players[seat].workers - on_gears
    if s.start_space == seat:
        free -= 1
    if s.quick_spaces:
        free -= s.quick_spaces.count(seat)
    return free


def _beg_options(s, pl):
    turn = s.turn
    if turn["mode"] is not None or turn["begged"]:
        return []
    if pl.corn > (D.BACAB_BEG_LIMIT if pl.tribe == "bacab" else D.BEG_LIMIT):
        return []
    return [Action("beg", D.TEMPLE_KEYS[t]) for t in D.TEMPLES if pl.temples[t] > D.TEMPLE_BOTTOM]


def _turn_options(s, f):
    seat, turn = f["p"], s.turn
    if turn["pity"]:
        return [END]
    pl, mode = s.players[seat], turn["mode"]
    begs = _beg_options(s, pl) if mode is None else []
    retrieves = _retrieve_options(s, seat) if mode != "place" else []
    # Before the first decision the workers a retrieve could take back are all those on the gears.
    places = [] if mode == "retrieve" else _affordable_places(s, seat, len(retrieves) if mode is None else None)
    tribe = pl.tribe
    if tribe is not None:
        retrieves += _tribe_turn_options(s, pl, tribe, places)
    if turn["mode"] is None and not places and not retrieves:
        if tribe == "ahmakiq":
            return begs + [END]  # Ahmakiq may let the turn pass instead of begging or taking pity
        # Forced to place but cannot pay: beg first; if even that is impossible, the
        # gods take pity and allow one worker on the cheapest space for all your corn.
        if begs:
            return begs
        return _pity_options(s)
    out = begs + places + retrieves
    if turn["mode"] is not None or tribe == "ahmakiq":
        out.append(END)
    return out


def _tribe_turn_options(s, pl, tribe, places):
    """Extra turn options of Ah Chuy Kak (a pick-up after placing) and Vacub-Caquix (a space declared taken)."""
    turn = s.turn
    if tribe == "ah_chuy_kak" and turn["mode"] == "place" and turn["gear_placed"] >= 2 and not turn["extra_pick"]:
        # Appendix: the 2 workers must be on gears (not the first-player or quick spaces); the one
        # picked up was placed on an earlier turn and gets the usual pick-up options.
        placed = {tuple(x) for x in turn["placed_at"]}
        return [a for a in _retrieve_options(s, pl.seat) if (a.a, a.b) not in placed]
    if tribe == "vacub_caquix" and turn["mode"] in (None, "place") and turn["blocked"] is None \
            and s.free_workers(pl.seat) > 0 and not turn["extra_pick"]:
        return [Action("block", g) for g in D.GEARS if len(_empty_spaces(s, g)) >= 2]
    return []


def _empty_spaces(s, gear):
    row = s.gears[gear]
    return [pos for pos in range(D.LAST_SPACE[gear] + 1) if row[pos] is None]


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
    """The placements a player may afford; the same sums as place_cost, worked out once per gear."""
    turn = s.turn
    if turn["extra_pick"]:
        return []  # Ah Chuy Kak's pick-up closes the placing
    corn = pl.corn
    surcharge = (D.YUMKAAX_SURCHARGE if pl.tribe == "yumkaax" else D.PLACEMENT_SURCHARGE)[turn["placed"]]
    if surcharge > corn:
        return []  # every space costs at least the surcharge, discount or not
    saver = pl.tribe == "cit_bolon_tum" and not turn["discount_used"]
    blocked = turn["blocked"]
    flood = D.FLOODWATERS_CORN if s.prophecies and s.prophecy == "high_floodwaters" else 0
    # The highest space number the corn may pay for, with the discount if there is one (at least 0:
    # the surcharge is paid, see above).
    reach = corn - surcharge + (D.CIT_BOLON_TUM_SAVING if saver else 0)
    targets = []
    for g, last in _GEAR_LAST:
        if blocked:
            pos = placement_space(s, g)
        else:
            row = s.gears[g]
            if None not in row[:(last if reach > last else reach) + 1]:
                continue  # full, or no free space the corn reaches
            pos = row.index(None)
        if pos is not None:
            targets.append((g, pos))
    if s.start_space is None:
        targets.append(("start", 0))
    if s.quick_spaces and not turn["quick"] and None in s.quick_spaces:
        targets.append(("quick", D.QUICK_SPACE_COST))
    out = []
    for target, pos in targets:
        cost = pos + surcharge + (flood if target == D.CHICHEN else 0)
        plain = cost <= corn
        discount = saver and pos >= 1 and cost - min(D.CIT_BOLON_TUM_SAVING, pos) <= corn
        if not (plain or discount):
            continue
        # The first-player corn is collected before the quick action (rulebook), so it counts here.
        if target == "quick" and not quick_possible(
                s, pl, corn - cost + (s.calendar_corn if turn["took_start"] else 0)):
            continue
        if plain:
            out.append(PLACE[target])
        if discount:
            out.append(Action("place", target, "discount"))
    return out


def _pity_options(s):
    targets = _place_targets(s)
    cheapest = min(pos for _, pos in targets)
    return [PLACE[g] for g, pos in targets if pos == cheapest]


def _resolve_turn(s, f, action):
    seat, pl, turn = f["p"], _p(s, f), s.turn
    kind = action.kind
    if kind == "beg":
        pl.corn = D.BACAB_BEG_CORN if pl.tribe == "bacab" else D.BEG_CORN
        step_down(pl, D.TEMPLE_KEYS.index(action.a))
        turn["begged"] = True
        _event(s, "beg", p=seat, temple=action.a)
    elif kind == "place":
        # The gods' pity: the first placement of a player with no worker to take back and no
        # placement they can pay (_turn_options offered the cheapest spaces for all their corn).
        pity = turn["mode"] is None and (on_gears := s.workers_on_gears(seat)) == 0 \
            and not _affordable_places(s, seat, on_gears)
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
            _event(s, "extra_pick", p=seat, gear=action.a, pos=action.b)
        else:
            turn["mode"] = "retrieve"
        _push(s, k="work", p=seat, g=action.a, pos=action.b)
    elif kind == "block":
        _push(s, k="blockspace", p=seat, g=action.a)
    elif kind == "end":
        if turn.get("quick") and not turn["quick_done"]:
            _resolve_quick(s, seat)
            return
        s.stack.pop()
        _end_turn(s, seat)


def _expansion_place(s, pl, action):
    """Put the worker down; returns the corn it costs."""
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
    if s.modules:
        s.turn["p"] = None  # the turn is over: nothing more may be done in it (Xaman Ek)
    s.order_pos += 1
    if s.order_pos < s.n_players:
        _start_turn(s)
    else:
        _end_round(s)


# --- quick actions (module "quick") ---

def quick_possible(s, pl, corn):
    """Whether the quick action on the board could be done by a player left with `corn`
    (a worker may not go on a quick space whose action its owner cannot do)."""
    tile = s.quick_tile
    if tile == "tech":
        return bool(_affordable_tech(s, pl))
    if tile == "build":
        return corn >= D.QUICK_BUILD_CORN and bool(_buildable(s, pl, "tikal", False))
    return True


def _resolve_quick(s, seat):
    """End of a turn with a worker on a quick space: do the tile, then the turn ends by itself.
    The first-player corn may be collected first (rulebook); no technology applies to the tile."""
    pl, turn = s.players[seat], s.turn
    turn["quick_done"] = True
    s.stack.pop()
    if turn["took_start"]:
        pl.corn += s.calendar_corn
        s.calendar_corn = 0
    tile = s.quick_tile
    _event(s, "quick", p=seat, tile=tile)
    _push(s, k="fx", p=seat, e=["end_turn"])
    gains = D.QUICK_TILES[tile][1]
    if gains:
        for material, n in gains.items():
            gain(s, pl, material, n)
    elif tile == "tech":
        _push(s, k="tech", p=seat, paid=True, left=1, need=1)
    elif tile == "market":
        _push(s, k="market", p=seat)
    elif tile == "build" and pl.corn >= D.QUICK_BUILD_CORN:
        pl.corn -= D.QUICK_BUILD_CORN
        _push(s, k="build", p=seat, where="tikal", left=1, arch=False, monument=False, need=1)


# --- Xaman Ek: sell one resource at any moment of the turn ---

def _sell_options(s, f):
    pl = s.players[f["p"]]
    if pl.tribe != "xaman_ek" or s.turn.get("p") != pl.seat or s.turn.get("sold"):
        return []
    return [Action("sell", r) for r in D.RESOURCES if getattr(pl, r) > 0]


def _resolve_sell(s, f, action):
    pl = s.players[f["p"]]
    setattr(pl, action.a, getattr(pl, action.a) - 1)
    pl.corn += D.MARKET_PRICE[action.a]
    s.turn["sold"] = True
    _event(s, "sell", p=pl.seat, resource=action.a)


# --- Vacub-Caquix: which space to treat as taken ---

def _blockspace_options(s, f):
    return [Action("space", pos) for pos in _empty_spaces(s, f["g"])]


def _resolve_blockspace(s, f, action):
    s.stack.pop()
    s.turn["blocked"] = [f["g"], action.a]
    _event(s, "block", p=f["p"], gear=f["g"], pos=action.a)


# =============================================================================
# Retrieving a worker: which action
# =============================================================================

def step_back_cost(s, pl, gear, pos, n):
    """Corn to use action n from a worker at pos, or None if it cannot be used.
    Negative for Balam, who gains 1 corn when taking a lower action."""
    cost = _step_back_cost(pl, gear, pos, n)
    tribe = pl.tribe
    if tribe is None:
        return cost
    if tribe == "ahau_chamahez":
        # Pay 1 corn to act as if one space higher (with Theology 1 at Chichen Itza: two spaces).
        higher = _step_back_cost(pl, gear, pos + 1, n)
        if higher is not None and (cost is None or higher + 1 < cost):
            return higher + 1
    elif tribe == "balam" and cost is not None and n < pos:
        # 1 corn in all, not 1 per space; also from free-choice spaces (appendix).
        return -1
    return cost


def _step_back_cost(pl, gear, pos, n):
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
    gear, pos = f["g"], f["pos"]
    tribe = pl.tribe
    for n in range(1, D.LAST_ACTION[gear] + 1):
        cost = _step_back_cost(pl, gear, pos, n) if tribe is None else step_back_cost(s, pl, gear, pos, n)
        if cost is not None and cost <= pl.corn and can_do(s, pl, gear, n, pl.corn - cost):
            out.append(ACT[n])
    if pl.tribe == "huracan" and gear in D.PAIRED_GEAR:
        # Huracan: the same-numbered (or a lower, paid as usual) action of the paired gear.
        other = D.PAIRED_GEAR[gear]
        for n in range(1, D.LAST_ACTION[other] + 1):
            cost = step_back_cost(s, pl, gear, pos, n)
            if cost is not None and cost <= pl.corn and can_do(s, pl, other, n, pl.corn - cost):
                out.append(Action("act", n, other))
    out.append(ACT[0])
    return out


def _resolve_work(s, f, action):
    s.stack.pop()
    n = action.a
    pl = _p(s, f)
    if n == 0:
        _event(s, "idle", p=f["p"], gear=f["g"], pos=f["pos"])
        return
    gear = action.b or f["g"]
    pl.corn -= step_back_cost(s, pl, f["g"], f["pos"], n)
    _event(s, "action", p=f["p"], gear=gear, n=n)
    do_action(s, f["p"], gear, n)


# --- can an action be used at all? ---------------------------------------------

def level2(s, pl, track):
    """Whether a track's level 2 effect works (Forgotten Lore switches level 2 effects off)."""
    return pl.techs[track] >= 2 and not (s.prophecies and s.prophecy == "forgotten_lore")


def tech_cost(s, pl, level):
    """Resources to pay to advance from `level`: Itzamná pays 1 less up to level 3,
    Teacher Shortage 1 more for every advance."""
    cost = D.tech_cost(level)
    if pl.tribe == "itzamna" and level < D.TECH_MAX:
        cost -= 1
    if s.prophecies and s.prophecy == "teacher_shortage":
        cost += 1
    return cost


def _affordable_tech(s, pl):
    have = pl.resource_count()
    return [t for t in D.TECHS if have >= tech_cost(s, pl, pl.techs[t])]


def building_cost(s, pl, building_id, where, arch, renovated=None):
    """Cost candidates (list of cost dicts) for a building built at `where`, optionally returning
    an own renovation building whose resources pay part of it."""
    cost = D.BUILDINGS[building_id]["cost"]
    if not s.modules:  # the base game's short way (this runs for every building on display, often)
        discount = arch and pl.techs[D.ARCHITECTURE] >= 3
        if where == "uxmal":
            return [{"corn": max(0, 2 * sum(cost.values()) - (2 if discount else 0))}]
        if not discount:
            return [dict(cost)]
        return [{k: v - (k == m) for k, v in cost.items() if v - (k == m)} for m in sorted(cost)]
    return construction_cost(s, pl, cost, where, arch, renovated, building=True)


def construction_cost(s, pl, cost, where, arch, renovated=None, building=True):
    skull = cost.get("skull", 0)
    if skull or renovated is not None:
        cost = {k: v for k, v in cost.items() if k != "skull"}
    if renovated is not None:
        # Renovation: the old tile's cubes pay for the same cubes of the new cost; no change is given.
        old = D.BUILDINGS[renovated]["cost"]
        cost = {k: v - old.get(k, 0) for k, v in cost.items() if v > old.get(k, 0)}
    discount = arch and pl.techs[D.ARCHITECTURE] >= 3
    crowded = building and s.prophecies and s.prophecy == "crowded_cities"
    if where == "uxmal":
        # Uxmal 4: renovation first, then what is left is paid in corn (a skull is paid as a skull).
        corn = 2 * sum(cost.values()) - (2 if discount else 0) + (2 if crowded else 0)
        out = [{"corn": max(0, corn)}]
    elif not discount or not cost:
        out = [dict(cost)]
    else:
        out = []
        for m in sorted(cost):  # Architecture 3: one resource less, of the player's choice
            reduced = {k: v - (k == m) for k, v in cost.items()}
            out.append({k: v for k, v in reduced.items() if v})
    if crowded and where != "uxmal":
        # Crowded Cities: one more resource, of the builder's choice.
        more = []
        for c in out:
            for r in D.RESOURCES:
                extra = {**c, r: c.get(r, 0) + 1}
                if extra not in more:
                    more.append(extra)
        out = more
    if skull:
        out = [{**c, "skull": skull} for c in out]
    return out


def renovation_tiles(pl):
    """The player's own buildings with the renovation icon (module "buildings")."""
    return [b for b in pl.buildings if D.BUILDINGS[b].get("renovation")]


def _buildable(s, pl, where, arch):
    renos = [None] + renovation_tiles(pl) if pl.buildings and s.modules else [None]
    if where == "tikal" and len(renos) == 1:
        # Paid in resources with no renovation: Architecture 3 takes one off at most, so a building
        # needing more than that over the player's resources cannot be paid in any way.
        have = pl.resource_count() + (1 if arch and pl.techs[D.ARCHITECTURE] >= 3 else 0)
        display = [b for b in s.display if b is not None and _RESOURCES_IN[b] <= have]
    else:
        display = [b for b in s.display if b is not None]
    return [b for b in display if any(can_pay(pl, c) for r in renos for c in building_cost(s, pl, b, where, arch, r))]


_RESOURCES_IN = {b: sum(n for m, n in tile["cost"].items() if m in D.RESOURCES) for b, tile in D.BUILDINGS.items()}


def _monuments_affordable(s, pl):
    if s.modules and pl.buildings and renovation_tiles(pl):
        renos = [None] + renovation_tiles(pl)
        return [m for m in s.monuments if any(can_pay(pl, c) for r in renos for c in monument_cost(s, pl, m, r))]
    return [m for m in s.monuments if can_pay(pl, D.MONUMENTS[m]["cost"])]


def monument_cost(s, pl, monument_id, renovated=None):
    return construction_cost(s, pl, D.MONUMENTS[monument_id]["cost"], "tikal", False, renovated, building=False)


def _harvest_choices(s, pl, n):
    wood_stacks, corn_stacks = s.jungle[str(n)]
    out = []
    if corn_stacks:
        out.append(Action("harvest", "corn"))
    elif level2(s, pl, D.AGRICULTURE):
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
            return bool(_affordable_tech(s, pl))
        if n == 2:
            return bool(_buildable(s, pl, "tikal", True))
        if n == 4:
            return bool(_buildable(s, pl, "tikal", True) or _monuments_affordable(s, pl))
        return pl.resource_count() > 0
    if gear == D.UXMAL:
        if n == 1:
            if s.prophecies and s.prophecy is not None:
                return any(can_step_up(s, pl, t) and _step_price_payable(s, pl, t, corn - 3) for t in D.TEMPLES) \
                    and corn >= 3
            return corn >= 3 and any(can_step_up(s, pl, t) for t in D.TEMPLES)
        if n == 2:
            return pl.resource_count() > 0 or corn >= D.MARKET_PRICE["wood"]
        if n == 3:
            return pl.workers < D.MAX_WORKERS
        if n == 4:
            return any(c["corn"] <= corn and pl.skulls >= c.get("skull", 0)
                       for b in s.display if b is not None
                       for r in ([None] + renovation_tiles(pl) if s.modules else [None])
                       for c in building_cost(s, pl, b, "uxmal", True, r))
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
            gain(s, pl, "corn", D.PALENQUE_CORN[1] + (1 if level2(s, pl, D.AGRICULTURE) else 0))
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
    bonus = {"wood": ext >= 1, "stone": level2(s, pl, D.EXTRACTION), "gold": ext >= 3,
             "skull": pl.techs[D.THEOLOGY] >= 3}
    for material, k in D.YAXCHILAN_GAIN[n].items():
        gain(s, pl, material, k + bonus.get(material, 0))


def _chichen(s, seat, pl, n):
    vp, temple, extra = D.SKULL_SLOTS[n]
    pl.skulls -= 1
    s.skull_slots[n - 1] = seat
    pl.vp += vp
    step_up(s, pl, temple)
    if level2(s, pl, D.THEOLOGY):
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
    calamity = s.prophecy if s.prophecies else None
    if calamity == "drought":
        corn -= 1  # Palenque 2-5 corn harvests only: fishing (Palenque 1) does not come here
    how = action.a
    if how == "wood":
        group[0] -= 1
        group[1] += 1  # the corn tile underneath is now exposed
        pl.wood_tiles += 1
        wood = D.PALENQUE_WOOD[n] + (1 if pl.techs[D.EXTRACTION] >= 1 else 0) - (calamity == "forest_fires")
        gain(s, pl, "wood", wood)
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
    tracks = _affordable_tech(s, pl) if f["paid"] else D.TECHS
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
    if f["paid"]:
        # Paid here, Teacher Shortage's extra resource included, so no further price on the advance.
        _push(s, k="fx", p=f["p"], e=["tech", track, "paid"] if s.prophecies else ["tech", track])
        _push_payment(s, f["p"], payment_options(pl, tech_cost(s, pl, pl.techs[track])))
    else:
        _push(s, k="fx", p=f["p"], e=["tech", track])


def tech_up(s, seat, track):
    """One level up; beyond level 3, the track's bonus instead (Itzamná: any track's bonus)."""
    pl = s.players[seat]
    if pl.techs[track] < D.TECH_MAX:
        pl.techs[track] += 1
    elif pl.tribe == "itzamna":
        _push(s, k="bonus", p=seat)
    else:
        tech_bonus(s, seat, track)


def tech_bonus(s, seat, track):
    pl = s.players[seat]
    if track == D.AGRICULTURE:
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
    if f.get("only") == "monument":  # the new Age II funerary building: one monument, may be declined
        return [Action("monument", m) for m in _monuments_affordable(s, pl)] + [Action("stop")]
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
        if s.modules and renovation_tiles(pl):
            _push(s, k="fx", p=seat, e=["monument_built", action.a])
            _push(s, k="renovate", p=seat, m=action.a)
            return
        pay(s, pl, D.MONUMENTS[action.a]["cost"])
        _monument_built(s, seat, action.a)
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
    if s.modules and renovation_tiles(pl):
        _push(s, k="renovate", p=seat, b=action.a, where=f["where"], arch=arch)
        return
    _push_payment(s, seat, [c for c in building_cost(s, pl, action.a, f["where"], arch) if can_pay(pl, c)])


def _monument_built(s, seat, monument_id):
    s.players[seat].monuments.append(monument_id)
    _event(s, "monument", p=seat, id=monument_id)


def _built(s, seat, building_id, arch):
    pl = s.players[seat]
    pl.buildings.append(building_id)
    _event(s, "building", p=seat, id=building_id)
    level = pl.techs[D.ARCHITECTURE] if arch else 0
    if level >= 1:
        pl.corn += 1
    if level >= 2 and level2(s, pl, D.ARCHITECTURE):
        pl.vp += 2
    for effect in reversed(D.BUILDINGS[building_id]["effects"]):
        _push(s, k="fx", p=seat, e=list(effect))


# --- renovation (module "buildings") ---

def _renovation_costs(s, f, pl, renovated):
    if f.get("m") is not None:
        costs = monument_cost(s, pl, f["m"], renovated)
    else:
        costs = building_cost(s, pl, f["b"], f["where"], f["arch"], renovated)
    return [c for c in costs if can_pay(pl, c)]


def _renovate_options(s, f):
    pl = _p(s, f)
    out = [Action("renovate", r) for r in renovation_tiles(pl) if _renovation_costs(s, f, pl, r)]
    if _renovation_costs(s, f, pl, None):
        out.append(Action("skip"))
    return out


def _resolve_renovate(s, f, action):
    """Return one renovation tile (at most one per construction) to pay part of the cost."""
    s.stack.pop()
    pl = _p(s, f)
    renovated = action.a if action.kind == "renovate" else None
    costs = _renovation_costs(s, f, pl, renovated)
    if renovated is not None:
        pl.buildings.remove(renovated)  # gone for good: no more food-day reward, no family count
        _event(s, "renovate", p=pl.seat, id=renovated)
    _push_payment(s, pl.seat, costs)


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


# --- starting wealth and tribe ---

def keep_options(s, seat, tribe=None):
    """The pairs of starting wealth tiles `seat` may keep (choices are secret, so a front end
    may collect them in any order and apply them when the engine asks). Ixtab keeps 3 of the 4:
    the choice is then which tile to discard. `tribe` names the tribe a front end has collected
    for the seat before the engine has it."""
    tiles = s.wealth_dealt[seat]
    if tribe is None and s.tribes_kept:
        tribe = s.tribes_kept[seat]
    if tribe == "ixtab":
        return [Action("discard", t) for t in tiles]
    return [Action("keep", a, b) for i, a in enumerate(tiles) for b in tiles[i + 1:]]


def tribe_options(s, seat):
    """The two tribes dealt to `seat` (module "tribes"), kept secretly with the starting wealth."""
    return [Action("tribe", t) for t in s.tribes_dealt[seat]] if s.tribes_dealt else []


def _keep_options(s, f):
    return keep_options(s, f["p"])


def _resolve_tribe(s, f, action):
    s.stack.pop()
    s.tribes_kept[f["p"]] = action.a


def _resolve_keep(s, f, action):
    s.stack.pop()
    if action.kind == "discard":
        s.wealth_kept[f["p"]] = [t for t in s.wealth_dealt[f["p"]] if t != action.a]
    else:
        s.wealth_kept[f["p"]] = [action.a, action.b]
    if s.stack:
        s.turn_no += 1
        return
    # Everyone has chosen: reveal together and take what the tiles give.
    for seat in s.turn_order():
        pl = s.players[seat]
        pl.wealth = list(s.wealth_kept[seat])
        if s.tribes_kept:
            reveal_tribe(pl, s.tribes_kept[seat])
        for tile_id in pl.wealth:
            tile = D.WEALTH_TILES[tile_id]
            for material, n in tile["gain"].items():
                gain(s, pl, material, n)
            for effect in tile["effects"]:
                _apply_effect(s, seat, list(effect))
    _event(s, "wealth", kept=[list(k) for k in s.wealth_kept])
    if s.tribes_kept:
        _event(s, "tribes", tribes=list(s.tribes_kept))
    if s.neutral_left > 0:
        # Quick actions with fewer players: the neutral workers the leftover tiles could not place
        # are placed with the tiles the players discarded (§8.5, rulebook "Remarque").
        discarded = [t for seat in s.turn_order() for t in s.wealth_dealt[seat] if t not in s.wealth_kept[seat]]
        _place_neutral_workers(s, discarded)
    s.phase = "play"
    ixtab = [seat for seat in s.turn_order() if s.players[seat].tribe == "ixtab"]
    if not ixtab:
        _start_round(s)
        return
    # Ixtab steps down once the tiles have paid; the round starts after that choice.
    s.turn_no += 1
    _push(s, k="fx", p=None, e=["start_round"])
    for seat in reversed(ixtab):
        _push(s, k="down", p=seat)


def reveal_tribe(pl, tribe):
    """The player takes the tribe kept secretly (Yaluk starts with 5 workers)."""
    pl.tribe = tribe
    if tribe == "yaluk":
        pl.workers = D.YALUK_WORKERS


def _down_options(s, f):
    pl = _p(s, f)
    return [Action("down", D.TEMPLE_KEYS[t]) for t in D.TEMPLES if pl.temples[t] > D.TEMPLE_BOTTOM]


def _resolve_down(s, f, action):
    s.stack.pop()
    step_down(_p(s, f), D.TEMPLE_KEYS.index(action.a))
    _event(s, "ixtab", p=f["p"], temple=action.a)
    s.turn_no += 1


# --- Itzamná: past level 3, the bonus of any track ---

def _bonus_options(s, f):
    return [Action("bonus", k) for k in D.TECH_KEYS]


def _resolve_bonus(s, f, action):
    s.stack.pop()
    tech_bonus(s, f["p"], D.TECH_KEYS.index(action.a))


# --- the new Age II civic building: one technology down, the three others up ---

def _lower_options(s, f):
    pl = _p(s, f)
    return [Action("lower", D.TECH_KEYS[t]) for t in D.TECHS if pl.techs[t] >= 1]


def _resolve_lower(s, f, action):
    s.stack.pop()
    pl = _p(s, f)
    lowered = D.TECH_KEYS.index(action.a)
    pl.techs[lowered] -= 1
    for t in reversed(D.TECHS):
        if t != lowered:
            _push(s, k="fx", p=pl.seat, e=["tech", t])  # free, but each advance meets the calamity


# --- a calamity's price on a gain (module "prophecies"); it may be declined ---

TOLLED_GAIN = {"gold": "gold_shortage", "skull": "desecration"}
DECLINE = Action("decline")


def _toll_options(s, f):
    pl = _p(s, f)
    m = f["m"]
    if m == "gold":
        out = [Action("toll", "1corn")] if pl.corn >= 1 else []
    elif m == "skull":
        if s.skull_supply == 0:
            return []
        out = [Action("toll", D.TEMPLE_KEYS[t]) for t in D.TEMPLES if pl.temples[t] > D.TEMPLE_BOTTOM]
    elif m == "temple":
        if not can_step_up(s, pl, f["t"]):
            return []
        if s.prophecy == "wrathful_gods":
            out = [Action("toll", "1corn")] if pl.corn >= 1 else []
        else:
            out = [Action("toll", f"1{r}") for r in D.RESOURCES if getattr(pl, r) > 0]
    else:  # a technology advance under Teacher Shortage
        out = [Action("toll", f"1{r}") for r in D.RESOURCES if getattr(pl, r) > 0]
    return out + [DECLINE]


def _resolve_toll(s, f, action):
    f["left"] -= 1
    if f["left"] == 0:
        s.stack.pop()
    pl, m = _p(s, f), f["m"]
    if action.kind == "decline":
        _event(s, "decline", p=pl.seat, item=m)
        return
    if m == "skull":
        step_down(pl, D.TEMPLE_KEYS.index(action.a))
        take(s, pl, "skull")
        return
    pay(s, pl, parse_cost(action.a))
    if m == "gold":
        take(s, pl, "gold")
    elif m == "temple":
        climb(s, pl, f["t"])
    else:
        tech_up(s, pl.seat, f["t"])


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
    kind = e[0]
    if seat is None:  # steps of the round (food day, start of play) belong to nobody
        (FOOD_DAY_STEPS[kind](s) if kind in FOOD_DAY_STEPS else EXPANSION_EFFECTS[kind](s, None, e))
        return
    pl = s.players[seat]
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
        if len(e) == 2 and s.prophecies and s.prophecy == "teacher_shortage":
            _push(s, k="toll", p=seat, m="tech", t=e[1], left=1)
        else:
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
    elif kind in EXPANSION_EFFECTS:
        EXPANSION_EFFECTS[kind](s, seat, e)
    elif kind in FOOD_DAY_STEPS:
        FOOD_DAY_STEPS[kind](s)
    else:
        raise ValueError(f"unknown effect {e}")


def _skull_tile(s, seat, e):
    """The new Age II sacred building keeps the skull paid for it (it counts as placed on Chichen
    Itza); Theology 2 applies as after a skull placed there."""
    s.skull_supply -= 1  # the paid skull went back to the bank: it stays on the tile instead
    if level2(s, s.players[seat], D.THEOLOGY):
        _push(s, k="theology", p=seat)


EXPANSION_EFFECTS = {
    "start_round": lambda s, seat, e: _start_round(s),
    "end_turn": lambda s, seat, e: _end_turn(s, seat),
    "monument": lambda s, seat, e: _push(s, k="build", p=seat, where="tikal", left=2, arch=False, monument=True,
                                         need=0, only="monument"),
    "monument_built": lambda s, seat, e: _monument_built(s, seat, e[1]),
    "lore": lambda s, seat, e: _push(s, k="lower", p=seat),
    "skull_tile": _skull_tile,
    "food_reward": lambda s, seat, e: None,  # paid on food days, see _food_buildings
}


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
        # A food day is a chain of steps; a calamity's price may ask a decision between two steps.
        for step in reversed(FOOD_DAY_ORDER):
            _push(s, k="fx", p=None, e=[step])
        return
    _after_round(s)


def _after_round(s):
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
    # A Cit-Bolon-Tum worker's last space is one further (appendix: from Palenque 6 it goes to 8).
    for g in D.GEARS:
        row, last = s.gears[g], D.LAST_SPACE[g]
        o = row[last - 1]
        if o is not None and o != NEUTRAL and s.players[o].tribe != "cit_bolon_tum":
            return False
        o = row[last]
        if s.modules and o is not None and o != NEUTRAL and s.players[o].tribe == "cit_bolon_tum":
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
    """Every worker moves one space up; players' workers leaving the last space go home
    (a Cit-Bolon-Tum worker one space later). Quick-action workers come home too."""
    for g, row in s.gears.items():
        last = D.LAST_SPACE[g]
        o = row[last]
        if o is not None and o != NEUTRAL and (not s.modules or s.players[o].tribe != "cit_bolon_tum"):
            row[last] = None
        if s.modules:
            o = row[last + 1]
            if o is not None and o != NEUTRAL and s.players[o].tribe == "cit_bolon_tum":
                row[last + 1] = None
        row.insert(0, row.pop())
    if s.quick_spaces:
        s.quick_spaces = [o if o == NEUTRAL else None for o in s.quick_spaces]


# --- the food day, step by step ---

def _food_buildings(s):
    """New Age I buildings pay at the end of every food day, before feeding (their corn may feed)."""
    day = s.food_days_done
    for seat in s.turn_order():
        pl = s.players[seat]
        for b in pl.buildings:
            effect = D.BUILDINGS[b]["effects"][0]
            if effect[0] == "food_reward":
                material = effect[1][day]
                if material == "corn3":
                    take(s, pl, "corn", 3)
                else:
                    gain(s, pl, material)
                _event(s, "food_reward", p=seat, id=b, material=material)


def _food_feed(s):
    kind = D.FOOD_DAY_KIND[s.food_days_done]
    fed = [_feed(s, pl) for pl in s.players]
    _event(s, "food", kind=kind, fed=fed)
    if s.modules:
        s.fed = [row["fed"] for row in fed]


def _food_rewards(s):
    if s.food_days_done == 1:
        _change_age(s)
    if D.FOOD_DAY_KIND[s.food_days_done] == D.MID_AGE:
        _mid_age_rewards(s)
    else:
        _end_of_age_points(s, final=s.food_days_done == 3)


def _food_prophecy(s):
    """The prophecy whose calamity ends today pays (or costs) VP, once everyone has fed and got rewards."""
    key = s.prophecy if s.prophecies else None
    if key is None:
        return
    points = [prophecy_points(s, pl, key) for pl in s.players]
    for pl, vp in zip(s.players, points):
        pl.vp += vp
        pl.prophecy_vp += vp
    _event(s, "prophecy", id=key, points=points)


def _food_done(s):
    s.food_days_done += 1
    s.food_pending = False
    _after_round(s)


FOOD_DAY_STEPS = {"food_buildings": _food_buildings, "food_feed": _food_feed, "food_rewards": _food_rewards,
                  "food_prophecy": _food_prophecy, "food_done": _food_done}
FOOD_DAY_ORDER = tuple(FOOD_DAY_STEPS)


def prophecy_metric(s, pl, key):
    if key == "wrathful_gods":
        return sum(pl.temples)
    if key in D.ANGRY_GOD:
        return pl.temples[D.ANGRY_GOD[key]]
    if key == "forest_fires":
        return pl.wood_tiles
    if key == "drought":
        return pl.corn_tiles
    if key == "gold_shortage":
        return pl.gold
    if key == "desecration":
        return pl.skulls
    if key == "teacher_shortage":
        return sum(pl.techs)
    if key == "forgotten_lore":
        return sum(level >= 2 for level in pl.techs)
    if key == "crowded_cities":
        return len(pl.buildings)
    if key == "hunger":
        return s.fed[pl.seat] if s.fed else 0
    if key == "high_floodwaters":
        return s.gears[D.CHICHEN].count(pl.seat)
    raise ValueError(f"unknown prophecy {key}")


def prophecy_points(s, pl, key):
    """What the prophecy pays the player now (see prophecy_band)."""
    return prophecy_band(key, prophecy_metric(s, pl, key))


def prophecy_band(key, metric):
    """The prophecy's bands: metric <= a: -5, <= b: 0, <= c: +6, above: +13 (a score may go negative)."""
    for limit, vp in zip(D.PROPHECIES[key][3], D.PROPHECY_BAND_VP):
        if metric <= limit:
            return vp
    return D.PROPHECY_BAND_VP[-1]


def calamity_on(s, food_day):
    """The prophecy whose calamity is in force on food day `food_day` (0-3), or None: the one
    revealed by the food day before it (see State.prophecy)."""
    if s.prophecies and 1 <= food_day <= len(s.prophecies):
        return s.prophecies[food_day - 1]
    return None


def food_needs(s, pl, food_day=None):
    """Corn each worker needs on a food day (the coming one by default), cheapest first.

    Appendix, farms: a "feed one" effect gives 2 corn to one worker (never two effects on the same
    worker); a "feed all" effect takes 1 corn off every worker's need and adds up. Hunger and Yaluk
    each add 1 corn to every worker's need.
    """
    need = D.FOOD_PER_WORKER - pl.feed_less
    if pl.tribe == "yaluk":
        need += D.YALUK_EXTRA_FOOD
    if s.prophecies and (s.prophecy if food_day is None else calamity_on(s, food_day)) == "hunger":
        need += D.HUNGER_EXTRA_FOOD
    need = max(0, need)
    helped = min(pl.feed_free, pl.workers)
    return [max(0, need - D.FOOD_PER_WORKER)] * helped + [need] * (pl.workers - helped)


def unfed_penalty(pl):
    """VP lost for each worker not fed on a food day."""
    return D.YALUK_UNFED_PENALTY if pl.tribe == "yaluk" else D.UNFED_PENALTY


def feeding(s, pl, corn, food_day=None):
    """(workers fed, corn spent) when the player holds `corn` on a food day (the coming one by
    default): as many as possible, the cheapest first; half-feeding is not allowed."""
    fed = spent = 0
    for need in food_needs(s, pl, food_day):
        if spent + need > corn:
            break
        spent += need
        fed += 1
    return fed, spent


def _feed(s, pl):
    penalty = unfed_penalty(pl)
    fed, spent = feeding(s, pl, pl.corn)
    pl.corn -= spent
    unfed = pl.workers - fed
    pl.vp -= penalty * unfed
    out = {"p": pl.seat, "corn": spent, "unfed": unfed, "vp": -penalty * unfed}
    if s.modules:
        out["fed"] = fed
    return out


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
    "tribe": lambda s, f: ("ask.tribe", {}),
    "down": lambda s, f: ("ask.down", {}),
    "bonus": lambda s, f: ("ask.bonus", {}),
    "lower": lambda s, f: ("ask.lower", {}),
    "toll": lambda s, f: (f"ask.toll_{f['m']}", {"prophecy": s.prophecy, "temple": f.get("t") or 0}),
    "renovate": lambda s, f: ("ask.renovate", {}),
    "blockspace": lambda s, f: ("ask.blockspace", {"gear": f["g"]}),
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
            elif action.a == "quick" and s.quick_spaces:
                if turn.get("quick"):
                    return "no.quick_once", {}
                if None not in s.quick_spaces:
                    return "no.quick_full", {}
                space, cost = place_cost(s, pl, "quick", action.b == "discount")
                if cost > pl.corn:
                    return "no.place_corn", {"corn": cost - pl.corn}
                return "no.quick_cannot", {}
            elif action.a in D.GEARS:
                space = lowest_free_space(s, action.a)
                if space is None:
                    return "no.gear_full", {"gear": action.a}
            else:
                return "no.gear_name", {"text": action.a}
            cost = place_cost(s, pl, action.a, action.b == "discount")[1]
            if cost is None:
                return "no.gear_full_for_you", {"gear": action.a}
            missing = cost - pl.corn
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
    "tribe": lambda s, f: tribe_options(s, f["p"]), "down": _down_options, "bonus": _bonus_options,
    "lower": _lower_options, "toll": _toll_options, "renovate": _renovate_options,
    "blockspace": _blockspace_options,
}
RESOLVE = {
    "keep": _resolve_keep, "turn": _resolve_turn, "work": _resolve_work, "harvest": _resolve_harvest,
    "temple": _resolve_temple, "pair": _resolve_pair, "tech": _resolve_tech, "pay": _resolve_pay,
    "build": _resolve_build, "market": _resolve_market, "resource": _resolve_resource,
    "theology": _resolve_theology, "any": _resolve_any, "advance": _resolve_advance,
    "tribe": _resolve_tribe, "down": _resolve_down, "bonus": _resolve_bonus, "lower": _resolve_lower,
    "toll": _resolve_toll, "renovate": _resolve_renovate, "blockspace": _resolve_blockspace,
}
# Decisions during which Xaman Ek may sell (not "pay", whose options were fixed when it was asked).
SELL_DURING = {"turn", "work", "harvest", "temple", "pair", "tech", "build", "market", "resource", "theology",
               "any", "toll", "bonus", "lower", "renovate", "blockspace"}
# Decisions that vanish when nothing can be chosen but declining (the benefit is lost).
SKIPPABLE = {"temple", "tech", "build", "any", "market", "theology", "toll", "lower", "down"}
DECLINES = {"stop", "skip", "done", "decline"}
# Sub-decisions taken automatically when only one option exists (e.g. Palenque 2 has corn tiles only).
FORCED = {"harvest", "pay", "temple", "renovate"}


def _nothing_to_choose(options):
    return all(a.kind in DECLINES for a in options)
