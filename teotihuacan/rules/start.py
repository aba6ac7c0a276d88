"""The set-up's decisions: the starting tiles (keep two of four in secret, or the draft), the
boards a player leaves when the tiles name more than three, the starting gains in a fixed order,
the discovery tile a starting tile offers for sale; then the first turn (turn.py).
"""
from .. import data as D
from .basics import can_afford, claim
from .stack import SKIP, act, ask, define, define_effect, draw_rng, event, push, queue
from .temples import step_temple


def keep_options(s, seat):
    tiles = s.dealt[seat]
    return [act("keep", a, b) for i, a in enumerate(tiles) for b in tiles[i + 1:]]


def _pick_options(s, f):
    return keep_options(s, f["p"])


def _resolve_pick(s, f, a):
    s.stack.pop()
    s.kept[f["p"]] = [a.a, a.b]
    if not any(fr["k"] == "pick" for fr in s.stack):
        reveal(s)


def _draft_options(s, f):
    return [act("draft", t) for t in s.draft]


def _resolve_draft(s, f, a):
    s.stack.pop()
    s.draft.remove(a.a)
    s.kept[f["p"]].append(a.a)
    event(s, "draft", p=f["p"], start=a.a)
    if not any(fr["k"] == "draft" for fr in s.stack):
        for t in s.draft:
            if str(t) in s.dealt_disc:
                _return_discovery(s, s.dealt_disc[str(t)])
        reveal(s)


def reveal(s):
    """Everyone's starting tiles are known: each player, in order, places workers and takes the
    tiles' gains; then the neutral workers are placed and the first turn begins."""
    queue(s, s.order[0], ("first_turn",))
    for seat in s.order:  # announced in player order...
        if not s.players[seat].bot:
            s.players[seat].start = sorted(s.kept[seat])
            event(s, "start_tiles", p=seat, tiles=sorted(s.kept[seat]))
    for seat in reversed(s.order):  # ...and resolved in player order (the stack's top first)
        if s.players[seat].bot:
            continue
        kept = s.kept[seat]
        for t in s.dealt[seat] if s.dealt else ():
            if t not in kept and str(t) in s.dealt_disc:
                _return_discovery(s, s.dealt_disc[str(t)])
        queue(s, seat, ("start_gains", kept))
        boards = start_boards(kept)
        if len(boards) > 3:
            push(s, {"k": "leave", "p": seat, "boards": boards})
        else:
            place_start_workers(s, s.players[seat], boards)


def _return_discovery(s, tile):
    """A starting tile's discovery not bought goes back into the stack, shuffled in."""
    rng = draw_rng(s, "shuffle")
    s.dstack.insert(rng.randrange(len(s.dstack) + 1), tile)


def start_boards(kept):
    boards = []
    for t in kept:
        for b in D.START_TILES[t][0]:
            if b not in boards:
                boards.append(b)
    return boards


def place_start_workers(s, pl, boards):
    for d, b in enumerate(boards[:D.START_WORKERS]):
        pl.pos[d] = s.layout.index(b)
        pl.power[d] = D.START_POWER


def _leave_options(s, f):
    return [act("leave", b) for b in f["boards"]]


def _resolve_leave(s, f, a):
    s.stack.pop()
    place_start_workers(s, s.players[f["p"]], [b for b in f["boards"] if b != a.a])


def start_gains(s, pl, kept):
    """A player's two starting tiles: resources and cocoa, then the choices, in a fixed order."""
    effects = [e for t in kept for e in D.START_TILES[t][1]]
    later = []
    for e in effects:
        kind = e[0]
        if kind in ("cocoa", "wood", "stone", "gold"):
            setattr(pl, kind, getattr(pl, kind) + e[1])
    for e in effects:
        kind = e[0]
        if kind == "res":
            later.append(("res", e[1]))
        elif kind == "temple":
            later.append(("temple", e[1]))
        elif kind == "avenue":
            later.append(("avenue",))
        elif kind == "tech":
            later.append(("start_tech",))
        elif kind == "power":
            later.append(("start_power",))
    for t in kept:
        if str(t) in s.dealt_disc:
            later.append(("start_buy", s.dealt_disc[str(t)]))
    queue(s, pl.seat, *later)


def start_tech(s, pl):
    """R14: the lowest-numbered technology in play, free, with its temple step; no one scores.
    Decision: a player keeping both technology tiles (5 and 7) takes the lowest one they lack."""
    slots = [k for k in range(D.TECHS_IN_PLAY) if s.techs[k] not in pl.techs]
    if not slots:
        return
    slot = min(slots, key=lambda k: s.techs[k])
    pl.techs.append(s.techs[slot])
    event(s, "tech", p=pl.seat, tech=s.techs[slot])
    step_temple(s, pl, D.TECH_COLUMN_TEMPLE[slot % 3])


def _buy_options(s, f):
    pl = s.players[f["p"]]
    return ([act("buy", f["tile"])] if can_afford(pl, D.DISC_COST[f["tile"]]) else []) + [SKIP]


def _resolve_buy(s, f, a):
    s.stack.pop()
    if a.kind == "buy":
        claim(s, s.players[f["p"]], f["tile"])
    else:
        _return_discovery(s, f["tile"])


def _ask_pick(s, f):
    return ("teo.ask.pick_solo" if s.solo else "teo.ask.pick"), {}  # alone, nobody else chooses


define("pick", _pick_options, _resolve_pick, _ask_pick, always_ask=True)
define("draft", _draft_options, _resolve_draft, ask("teo.ask.draft"), always_ask=True)
define("leave", _leave_options, _resolve_leave, ask("teo.ask.leave"))
define("buy", _buy_options, _resolve_buy, ask("teo.ask.buy", disc="tile"))
define_effect("start_gains", lambda s, pl, e: start_gains(s, pl, e[1]))
define_effect("start_tech", lambda s, pl, e: start_tech(s, pl))
define_effect("start_power", lambda s, pl, e: push(s, {"k": "up", "p": pl.seat, "at": -1, "n": 1}))
define_effect("start_buy", lambda s, pl, e: push(s, {"k": "buy", "p": pl.seat, "tile": e[1]}))
