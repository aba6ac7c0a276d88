"""A turn: unlock the workers or move one, then one action on the board it reached (cocoa,
worship or the board's main action), discovery tiles used between, then the end of the turn; the
next turn, the sun after the round, an eclipse's countdown and the era that follows it.
"""
from .. import data as D
from .basics import dice_at, distinct_dice, unlocked_dice, use_up, works, x_cost
from .discoveries import use_options, use_tile
from .eclipses import advance_sun, eclipse, end_game, place_neutrals
from .main_actions import MAIN_ACTIONS, main_options
from .solo import TEOTIBOT
from .stack import COCOA, END, REFUSALS, SKIP, UNLOCK, UNLOCK3, act, ask, define, define_effect, event, push
from .worship import worship


def _has_locked(pl):
    return any(x >= 0 for x in pl.lock)


def _turn_options(s, f):
    pl = s.players[f["p"]]
    out = []
    if _has_locked(pl):
        out.append(UNLOCK)
        if pl.cocoa >= D.UNLOCK_COCOA:
            out.append(UNLOCK3)
    out += [act("move", d) for d in distinct_dice(pl, unlocked_dice(pl))]
    return out + use_options(s, pl)


def unlock_all(s, pl):
    for d in range(4):
        sp = pl.lock[d]
        if sp >= 0:
            s.worship[sp] = -1
            pl.lock[d] = -1


def _resolve_turn(s, f, a):
    pl = s.players[f["p"]]
    kind = a.kind
    if kind == "unlock":
        unlock_all(s, pl)
        s.stack.pop()
        event(s, "unlock", p=pl.seat, cocoa=0)
    elif kind == "unlock3":
        pl.cocoa -= D.UNLOCK_COCOA
        unlock_all(s, pl)
        event(s, "unlock", p=pl.seat, cocoa=D.UNLOCK_COCOA)
    elif kind == "move":
        s.stack.pop()
        push(s, {"k": "dest", "p": pl.seat, "d": a.a})
    else:
        use_tile(s, pl, a.a)


def move_range(s, pl):
    return D.MOVE_RANGE_SEASON7 if s.season == 7 and not pl.bot else D.MOVE_RANGE


def _dest_options(s, f):
    pl = s.players[f["p"]]
    here = pl.pos[f["d"]]
    lo, hi = move_range(s, pl)
    unlimited = pl.has_kind("unlimited")
    out = []
    for dist in range(1, D.POSITIONS):
        to = (here + dist) % D.POSITIONS
        if lo <= dist <= hi:
            out.append(act("to", to))
        elif unlimited:
            out.append(act("to", to, "u"))
    return out


def move_die(s, pl, d, to):
    """Move a die clockwise to a position; Tech 01 pays 1 cocoa for landing on or passing the
    Palace (R12: a die that starts there has not passed it)."""
    here = pl.pos[d]
    dist = (to - here) % D.POSITIONS
    if works(s, pl, D.T_PALACE) and here != D.PALACE_POS and here + dist >= D.POSITIONS:
        pl.cocoa += 1
    pl.pos[d] = to


def _resolve_dest(s, f, a):
    pl = s.players[f["p"]]
    d = f["d"]
    s.stack.pop()
    if a.b == "u":
        use_up(pl, "unlimited")
    here = pl.pos[d]
    move_die(s, pl, d, a.a)
    s.turn.update({"die": d, "from": here, "at": a.a, "movers": [d]})
    event(s, "move", p=pl.seat, die=d, to=a.a)
    push(s, {"k": "act", "p": pl.seat, "at": a.a})
    if pl.has_kind("double") and _double_candidates(pl, here, d):
        push(s, {"k": "double", "p": pl.seat, "from": here})


def _double_candidates(pl, here, d):
    return distinct_dice(pl, [e for e in dice_at(pl, here) if e != d])


def _double_options(s, f):
    pl = s.players[f["p"]]
    return [act("also", e) for e in _double_candidates(pl, f["from"], s.turn["die"])] + [SKIP]


def _resolve_double(s, f, a):
    s.stack.pop()
    if a.kind == "skip":
        return
    pl = s.players[f["p"]]
    use_up(pl, "double")
    # Decision: the second die arrives with the first, so X does not count it either, and
    # Tech 01 pays 1 cocoa for each die that lands on or passes the Palace: the tile moves a second
    # worker, one movement after the other as the physical game resolves them, and Tech 01 pays
    # "each time your worker moves onto or past the Palace" (components §3; the summary: "à chaque
    # passage ou arrêt de vos ouvriers"), so the same move counts once per worker, as two moves would.
    move_die(s, pl, a.a, s.turn["at"])
    s.turn["movers"].append(a.a)
    event(s, "move", p=pl.seat, die=a.a, to=s.turn["at"])


# --- the action on the destination board ------------------------------------------------------

def _act_options(s, f):
    seat, pos = f["p"], f["at"]
    pl = s.players[seat]
    board = s.layout[pos]
    out = [COCOA]
    free = pl.has_kind("free")
    for sp in D.BOARD_SPACES.get(board, ()):
        occ = s.worship[sp]
        if occ >= 0 and occ // 4 == seat:
            continue  # never displace your own worker
        fee = D.WORSHIP_DISPLACE_COCOA if occ >= 0 else 0
        if pl.cocoa >= fee:
            out.append(act("wor", sp))
        if free and (fee or sp < 3 or s.wdisc[D.WORSHIP_DISC_SLOT[sp]] >= 0):
            out.append(act("wor", sp, "f"))
    if board != D.PALACE:
        out += main_options(s, pl, pos)
    out += use_options(s, pl)
    if _has_locked(pl) and pl.cocoa >= D.UNLOCK_COCOA:
        out.append(UNLOCK3)
    return out


def _resolve_act(s, f, a):
    seat, pos = f["p"], f["at"]
    pl = s.players[seat]
    s.stack.pop()
    kind = a.kind
    if kind == "cocoa":
        n = x_cost(s, seat, pos) + 1
        pl.cocoa += n
        event(s, "cocoa", p=seat, n=n)
    elif kind == "wor":
        if a.b == "f":
            use_up(pl, "free")
        worship(s, pl, a.a, a.b == "f")
    elif kind == "main":
        flags = a.a or ""
        x = x_cost(s, seat, pos)
        if "f" in flags:
            use_up(pl, "free")
        else:
            pl.cocoa -= x
        virtual = 0
        if "v" in flags:
            use_up(pl, "extra")
            virtual = 1
        s.turn["ups"] = 0
        event(s, "main", p=seat, board=s.layout[pos], x=0 if "f" in flags else x)
        MAIN_ACTIONS[s.layout[pos]](s, pl, pos, virtual)
    else:
        push(s, f)  # a tile used or workers unlocked: the action is still to choose
        if kind == "use":
            use_tile(s, pl, a.a)
        else:
            pl.cocoa -= D.UNLOCK_COCOA
            unlock_all(s, pl)
            event(s, "unlock", p=seat, cocoa=D.UNLOCK_COCOA)


def _act_refusal(s, f, action):
    """Why the main action or a worship space is refused on this board (None: another reason)."""
    seat, pos = f["p"], f["at"]
    if action.kind == "main":
        x = x_cost(s, seat, pos)
        if s.layout[pos] == D.PALACE:
            return "teo.no.palace_main", {}
        if s.players[seat].cocoa < x:
            return "teo.no.main", {"n": x, "cocoa": s.players[seat].cocoa}
        return "teo.no.main_board", {"board": s.layout[pos]}
    if action.kind == "wor":
        return "teo.no.worship", {"board": s.layout[pos]}
    return None


# --- the end of the turn, the next turn, the next era ------------------------------------------

def _done_options(s, f):
    pl = s.players[f["p"]]
    out = [END] + use_options(s, pl)
    if _has_locked(pl) and pl.cocoa >= D.UNLOCK_COCOA:
        out.append(UNLOCK3)
    return out


def _resolve_done(s, f, a):
    pl = s.players[f["p"]]
    if a.kind == "use":
        use_tile(s, pl, a.a)
    elif a.kind == "unlock3":
        pl.cocoa -= D.UNLOCK_COCOA
        unlock_all(s, pl)
        event(s, "unlock", p=pl.seat, cocoa=D.UNLOCK_COCOA)
    else:
        s.stack.pop()
        finish_turn(s)


def refill(s):
    """Displays used this turn are refilled at its end: worship discoveries, pyramid and decoration
    tiles (temple and Avenue tiles never are)."""
    for i, t in enumerate(s.wdisc):
        if t < 0 and s.dstack:
            s.wdisc[i] = s.dstack.pop()
    for display, deck in ((s.pdisplay, s.pdeck), (s.ddisplay, s.ddeck)):
        for i, t in enumerate(display):
            if t < 0 and deck:
                display[i] = deck.pop()


def start_turn(s):
    seat = s.order[s.order_pos]
    s.turn_no += 1
    # where this turn's events begin, and which turn it is (a table tells a turn's events together)
    s.turn = {"ev0": len(s.events), "turn_no": s.turn_no}
    if s.players[seat].bot:
        TEOTIBOT["bot_turn"](s, s.players[seat])
        finish_turn(s)
        return
    push(s, {"k": "done", "p": seat})
    push(s, {"k": "turn", "p": seat})


def finish_turn(s):
    """After a turn: refill, the sun after the last player's turn, a pending eclipse's countdown,
    then the next turn (or the eclipse)."""
    refill(s)
    last = s.order_pos == len(s.order) - 1
    if last:
        s.rounds += 1
        advance_sun(s)
    s.order_pos = (s.order_pos + 1) % len(s.order)
    if s.eclipse_left is not None:
        s.eclipse_left -= 1
        if s.eclipse_left <= 0:
            eclipse(s)
            return
    start_turn(s)


def _after_eclipse(s):
    if s.final_eclipse:
        end_game(s)
        return
    s.eclipses += 1
    s.sun = 0
    s.moon -= 1
    place_neutrals(s)
    event(s, "new_era", n=s.eclipses + 1, moon=s.moon, season=s.season)
    start_turn(s)


def _first_turn(s, pl, e):
    s.phase = "play"
    place_neutrals(s)
    start_turn(s)


define("turn", _turn_options, _resolve_turn, ask("teo.ask.turn"), always_ask=True)
define("dest", _dest_options, _resolve_dest, lambda s, f: ("teo.ask.dest", {"n": f["d"] + 1}), always_ask=True)
define("double", _double_options, _resolve_double, ask("teo.ask.double"))
define("act", _act_options, _resolve_act,
       lambda s, f: ("teo.ask.act", {"board": s.layout[f["at"]], "n": x_cost(s, f["p"], f["at"])}), always_ask=True)
define("done", _done_options, _resolve_done, ask("teo.ask.done"), always_ask=True)
REFUSALS["act"] = _act_refusal
define_effect("after_eclipse", lambda s, pl, e: _after_eclipse(s))
define_effect("first_turn", _first_turn)
