"""The rules of Teotihuacan, one decision at a time.

A state carries a stack of pending steps (dicts, top last). The step on top is either a decision
of one seat (`legal_actions` lists its options) or an automatic effect ("fx") that `_settle`
resolves at once. Resolving a decision may push further steps. A decision with no option left is
dropped, and one with a single option is taken for the player, except the few that always ask.

The decisions of a turn, in order (frame key: options):

    turn   unlock (free, instead of moving) | unlock3 (pay 3) | move:<die> | use:<tile kind>
    dest   to:<position> | to:<position>:u (the unlimited-move tile)
    double also:<die> | skip                  (holding the double-move tile)
    act    cocoa | wor:<space>[:f] | main[:f|:v|:fv] | use:<kind> | unlock3
           (f: the free-cocoa tile pays the cocoa; v: the extra-worker tile)
      wopt      ability | disc | both                   (after wor)
      trade     times:<n> | pay:<res> | temple:<t> | stop | skip   (royal tiles 2, 3, 6, 7, 8)
      tech      tech:<slot>                             (Alchemy)
      deco      deco:<tile>:<side>                      (Decorations)
      ctile     tile:<id> | stop;  cpos slot:<n>;  crot rot:<k>;  csave save:<stone|wood|later>
      up        up:<die>    extra  extra:<die> | skip (Tech 13)
      temple    temple:<t>  tstep  disc:<id> | reward   adisc  disc:<id> | skip   s5  temple:<t> | skip
      res       res:<wood>:<stone>:<gold>
      wheel     wheel:<vp|cocoa|temple|temples|worker>  s3  to:<position> (season 3)
    done   end | use:<kind> | unlock3

Set-up: pick keep:<a>:<b> (secret), draft draft:<tile>, leave leave:<board>, buy buy:<disc> | skip.
Eclipses: salary pay:<n> | use:cocoa4 | use:free.

References: the French summary (the seed) for procedure, the components sheet for numbers,
its rulings R1-R19 where sources disagree. Where neither settles a case, the decision is written
next to the rule, marked "Decision:".
"""
import random

from . import data as D
from . import pyramid as P
from .scoring import final_scores, mask_vp
from .wording import words

# Teotibot's moves inside the rules (its whole turn, and what it decides when the rules ask a
# player): teotibot.py registers them as it is imported (the package imports it), so that
# Teotibot, which plays by these rules, and the rules, which let it play, need no import loop.
TEOTIBOT = {}
from .actions import Action
from .errors import IllegalAction

_ACTIONS = {}


def act(kind, a=None, b=None, c=None):
    """An Action, made once per value (legal_actions runs for every decision of every game)."""
    key = (kind, a, b, c)
    x = _ACTIONS.get(key)
    if x is None:
        x = _ACTIONS[key] = Action(kind, a, b, c)
    return x


END, SKIP, STOP, UNLOCK, UNLOCK3, COCOA, REWARD = (act(k) for k in ("end", "skip", "stop", "unlock", "unlock3",
                                                                    "cocoa", "reward"))
MAIN_FLAGS = (None, "f", "v", "fv")


# =============================================================================
# Small helpers
# =============================================================================

def event(s, key, **values):
    s.events.append({"e": key, **values})


def push(s, frame):
    s.stack.append(frame)


def queue(s, seat, *effects):
    """Automatic effects, run in the given order (each may ask decisions before the next runs)."""
    for e in reversed(effects):
        s.stack.append({"k": "fx", "p": seat, "e": e})


def draw_rng(s, tag):
    """A random source for a draw made during play: from the seed and the number of draws so far,
    so a replay draws the same and a search can sample other futures by changing the seed."""
    s.draws += 1
    return random.Random(f"{s.seed}/{tag}/{s.draws}")


def can_afford(pl, cost, free_cocoa=False):
    cocoa, wood, stone, gold = cost
    return (free_cocoa or pl.cocoa >= cocoa) and pl.wood >= wood and pl.stone >= stone and pl.gold >= gold


def pay(pl, cost):
    cocoa, wood, stone, gold = cost
    pl.cocoa -= cocoa
    pl.wood -= wood
    pl.stone -= stone
    pl.gold -= gold


def score(pl, n, source):
    """VP won (or lost), kept by source for the final statistics."""
    if n:
        pl.vp += n
        pl.points[source] = pl.points.get(source, 0) + n


def gain_resource(pl, res, n=1):
    setattr(pl, res, getattr(pl, res) + n)


def dice_at(pl, pos):
    """Dice of a player unlocked in a board's general area."""
    return [d for d in range(4) if pl.pos[d] == pos and pl.lock[d] < 0]


def x_cost(s, seat, pos):
    """X: the colours among unlocked workers already on the board, the arriving ones not counted
    (§1.2). Season 4: the player's own other workers do not count either."""
    movers = s.turn.get("movers", ())
    skip_own = s.season == 4 and not s.players[seat].bot
    colours = 0
    for pl in s.players:
        if pl.seat == seat and skip_own:
            continue
        for d in range(4):
            if pl.pos[d] == pos and pl.lock[d] < 0 and not (pl.seat == seat and d in movers):
                colours += 1
                break
    for dice in s.neutral:
        if pos in dice:
            colours += 1
    return colours


def distinct_dice(pl, dice):
    """One die per (position, power): dice alike are the same choice."""
    seen, out = set(), []
    for d in dice:
        key = (pl.pos[d], pl.power[d])
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


def unlocked_dice(pl):
    return [d for d in range(4) if pl.pos[d] >= 0 and pl.lock[d] < 0]


def kind_tile(pl, kind):
    """The player's unused discovery tile of a kind (lowest id), or None."""
    best = None
    for t in pl.discs:
        if D.DISC_KIND[t] == kind and (best is None or t < best):
            best = t
    return best


def use_up(pl, kind):
    tile = kind_tile(pl, kind)
    pl.discs.remove(tile)
    pl.used.append(tile)
    return tile


def can_climb(s, pl, t):
    step = pl.temples[t]
    if step >= D.TEMPLE_TOP:
        return False
    if step == D.TEMPLE_TOP - 1:  # the top step admits one player only
        return not any(o.temples[t] == D.TEMPLE_TOP for o in s.players if o is not pl)
    return True


def climbable(s, pl, exclude=None):
    return [t for t in D.TEMPLES if t != exclude and can_climb(s, pl, t)]


# =============================================================================
# Public entry points
# =============================================================================

def legal_actions(s):
    if not s.stack:
        return []
    top = s.stack[-1]
    return OPTIONS[top["k"]](s, top)


def canonical(action):
    """The action as the engine writes it. Parts must be text or whole numbers (3.0 == 3 and
    True == 1 in Python, so a float or a bool would pass the check and not replay)."""
    if type(action) is not Action:
        action = Action.parse(action)
    if type(action.kind) is not str or any(type(x) not in (str, int, type(None)) for x in action[1:]):
        raise IllegalAction("That is not a move this game understands.", action, key="teo.no.unknown",
                            info={"text": str(action)[:60]})
    if action.kind == "keep" and isinstance(action.a, int) and isinstance(action.b, int) and action.a > action.b:
        return Action("keep", action.b, action.a)
    return action


def apply(s, action, legal=None):
    """Play one decision on `s` (in place). Raises IllegalAction, changing nothing, when the rules
    forbid it. `legal` may pass the legal actions already computed for this very state."""
    action = canonical(action)
    if s.phase == "over":
        raise refusal(("teo.no.over", {}), action)
    top = s.stack[-1]
    if action not in (legal if legal is not None else OPTIONS[top["k"]](s, top)):
        raise refusal(why_illegal_data(s, action), action)
    seat, turn_no = top["p"], s.turn_no
    RESOLVE[top["k"]](s, top, action)
    _settle(s)
    if s.turn_no == turn_no and s.stack and s.stack[-1]["p"] != seat:
        s.turn_no += 1  # another seat decides now: a turn ended
    return s


def refusal(data, action=None):
    key, info = data
    return IllegalAction(words(key, info), action, key=key, info=info)


def why_illegal_data(s, action):
    """(key, values) saying why an action is refused in this state."""
    top = s.stack[-1]
    k, seat = top["k"], top["p"]
    pl = s.players[seat]
    kind = action.kind
    if k == "act" and kind == "main":
        x = x_cost(s, seat, top["at"])
        if s.layout[top["at"]] == D.PALACE:
            return "teo.no.palace_main", {}
        if pl.cocoa < x:
            return "teo.no.main", {"n": x, "cocoa": pl.cocoa}
        return "teo.no.main_board", {"board": s.layout[top["at"]]}
    if k == "act" and kind == "wor":
        return "teo.no.worship", {"board": s.layout[top["at"]]}
    if kind == "use" and action.a in D.INSTANT_KINDS + ("free",):
        return "teo.no.use", {"kind": action.a}
    if kind not in {a.kind for a in OPTIONS[k](s, top)}:
        return "teo.no.not_now", {"ask": decision_data(s)}
    return "teo.no.option", {"ask": decision_data(s)}


def decision_data(s):
    """(key, values) of what the seat on turn is asked."""
    if not s.stack:
        return "teo.ask.over", {}
    top = s.stack[-1]
    return PROMPTS[top["k"]](s, top)


def decision(s):
    return words(*decision_data(s))


# =============================================================================
# The turn: unlock or move, then one action
# =============================================================================

def use_options(s, pl):
    """The discovery tiles a player may use now for their effect (one option per kind)."""
    out = []
    if not pl.discs:
        return out
    kinds = {D.DISC_KIND[t] for t in pl.discs}
    for kind in D.INSTANT_KINDS:
        if kind not in kinds:
            continue
        if kind == "avenue" and pl.avenue >= D.AVENUE_MAX:
            continue
        if kind == "temple" and not climbable(s, pl):
            continue
        if kind in D.TEMPLE_OF_KIND and not can_climb(s, pl, D.TEMPLE_OF_KIND[kind]):
            continue
        if kind == "power2" and not _power2_targets(s, pl):
            continue
        out.append(act("use", kind))
    return out


def _power2_targets(s, pl):
    """Dice the power-up tile may raise now. Decision: before its action, the worker that just
    moved is left out (an ascension would take it off the board it is acting on)."""
    waiting = s.turn.get("movers", ()) if s.stack and s.stack[-1]["k"] == "act" else ()
    return [d for d in unlocked_dice(pl) if d not in waiting]


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
    if D.T_PALACE in pl.techs and here != D.PALACE_POS and here + dist >= D.POSITIONS:
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
    # Tech 01 pays for each die that passes the Palace.
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


def main_options(s, pl, pos):
    if not dice_at(pl, pos):
        return []
    board = s.layout[pos]
    x = x_cost(s, pl.seat, pos)
    free = pl.has_kind("free") and x > 0
    extra = pl.has_kind("extra") and board in (D.ALCHEMY, D.NOBLES, D.CONSTRUCTION)
    out = []
    for flags in MAIN_FLAGS:
        if flags and ("f" in flags and not free or "v" in flags and not extra):
            continue
        cocoa = pl.cocoa if flags and "f" in flags else pl.cocoa - x
        if cocoa < 0:
            continue
        if MAIN_POSSIBLE[board](s, pl, pos, 1 if flags and "v" in flags else 0, cocoa):
            out.append(act("main", flags))
    return out


def workers_here(s, pl, pos, virtual=0):
    return len(dice_at(pl, pos)) + virtual


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


# =============================================================================
# Worship (§1.2 B)
# =============================================================================

def worship(s, pl, sp, free):
    occ = s.worship[sp]
    if occ >= 0:
        if not free:
            pl.cocoa -= D.WORSHIP_DISPLACE_COCOA
        displace(s, occ, sp)
    d = s.turn["die"]
    s.worship[sp] = pl.seat * 4 + d
    pl.lock[d] = sp
    s.turn["free"] = free
    event(s, "worship", p=pl.seat, space=sp)
    push(s, {"k": "wopt", "p": pl.seat, "sp": sp})


def displace(s, occ, sp):
    """The worker on a worship space is unlocked: it stays on that board (Teotibot's moves on)."""
    seat, d = divmod(occ, 4)
    other = s.players[seat]
    s.worship[sp] = -1
    other.lock[d] = -1
    event(s, "displaced", p=seat, space=sp)
    if other.bot:
        TEOTIBOT["relocate"](s, other, d, sp)


def _wopt_options(s, f):
    pl = s.players[f["p"]]
    sp = f["sp"]
    tile = s.wdisc[D.WORSHIP_DISC_SLOT[sp]]
    free = s.turn.get("free")
    out = [act("ability")]
    if tile >= 0:
        cost = D.DISC_COST[tile]
        if sp >= 3 and can_afford(pl, cost):
            out.append(act("disc"))
        # Decision: the free-cocoa tile pays the cocoa the worship asks (the unlock fee, the
        # cocoa for both options, the royal tile's cocoa), not a discovery tile's printed cost.
        both = cost if free else (cost[0] + D.WORSHIP_BOTH_COCOA,) + cost[1:]
        if can_afford(pl, both):
            out.append(act("both"))
    return out


def _resolve_wopt(s, f, a):
    pl = s.players[f["p"]]
    sp = f["sp"]
    s.stack.pop()
    if a.kind in ("disc", "both"):
        if a.kind == "both" and not s.turn.get("free"):
            pl.cocoa -= D.WORSHIP_BOTH_COCOA
        slot = D.WORSHIP_DISC_SLOT[sp]
        tile = s.wdisc[slot]
        s.wdisc[slot] = -1
        claim(s, pl, tile)
    if a.kind in ("ability", "both"):
        # Decision: with both, the tile is claimed first, so it may help with the ability.
        worship_ability(s, pl, sp)


def worship_ability(s, pl, sp):
    if sp < 3:
        royal(s, pl, sp)
        return
    temple = D.WORSHIP_TEMPLE[D.WORSHIP_BOARD[sp]]
    if temple == D.ANY_TEMPLE:
        choose_temple(s, pl)
    else:
        step_temple(s, pl, temple)


# --- the Palace's royal tiles (§2): P is the power of the worker locked on the tile ------------------

def royal(s, pl, sp):
    tile = s.royal[sp]
    power = pl.power[s.turn["die"]]
    event(s, "royal", p=pl.seat, royal=tile, power=power)
    if tile == 1:
        pl.cocoa += power + 1
    elif tile == 4:
        score(pl, 2 * min(len(pl.techs), power), "royal")
    elif tile == 5:
        score(pl, 2 * min(pl.pyramid, power), "royal")
    elif tile == 9:
        score(pl, min(pl.avenue, power + 1), "royal")
    elif tile == 8:
        if power > 1:
            push(s, {"k": "trade", "p": pl.seat, "tile": 8, "left": power - 1})
    else:
        push(s, {"k": "trade", "p": pl.seat, "tile": tile, "left": power})


def _trade_options(s, f):
    pl = s.players[f["p"]]
    tile, left = f["tile"], f["left"]
    free = s.turn.get("free")
    cocoa = left if free else min(left, pl.cocoa)
    if tile in (2, 6):  # pay 1 cocoa for 1 wood + 1 stone (2) or 1 stone + 1 gold (6), up to P times
        return [act("times", n) for n in range(cocoa, -1, -1)]
    if tile == 3:  # pay 1 resource for 2 cocoa, up to P times
        return [act("pay", r) for r in D.RESOURCES if getattr(pl, r) > 0] + [STOP]
    if tile == 7:  # once: pay 1 cocoa and 1 resource for P resources
        if free or pl.cocoa >= 1:
            return [act("pay", r) for r in D.RESOURCES if getattr(pl, r) > 0] + [SKIP]
        return [SKIP]
    if free or pl.cocoa >= 1:  # 8: pay 1 cocoa for a temple step, up to P - 1 times
        return [act("temple", t) for t in climbable(s, pl)] + [STOP]
    return [STOP]


def _resolve_trade(s, f, a):
    pl = s.players[f["p"]]
    tile = f["tile"]
    free = s.turn.get("free")
    kind = a.kind
    if kind in ("stop", "skip"):
        s.stack.pop()
        return
    if kind == "times":
        s.stack.pop()
        n = a.a
        if not free:
            pl.cocoa -= n
        if tile == 2:
            pl.wood += n
            pl.stone += n
        else:
            pl.stone += n
            pl.gold += n
        return
    if tile == 3:
        gain_resource(pl, a.a, -1)
        pl.cocoa += 2
    elif tile == 7:
        s.stack.pop()
        if not free:
            pl.cocoa -= 1
        gain_resource(pl, a.a, -1)
        push(s, {"k": "res", "p": pl.seat, "n": pl.power[s.turn["die"]]})
        return
    else:
        if not free:
            pl.cocoa -= 1
    f["left"] -= 1
    if f["left"] <= 0:
        s.stack.pop()
    if tile == 8:
        step_temple(s, pl, a.a)


# =============================================================================
# Main actions (§1.3, §1.4)
# =============================================================================

def _grid_possible(s, pl, pos, virtual, cocoa):
    return True


def _grid_action(s, pl, pos, virtual):
    board = s.layout[pos]
    dice = dice_at(pl, pos)
    n = len(dice)
    weakest = min(pl.power[d] for d in dice)
    cocoa, wood, stone, gold, vp, steps = D.GRIDS[board][D.grid_row(n)][D.grid_col(weakest)]
    pl.cocoa += cocoa
    pl.wood += wood
    pl.stone += stone
    pl.gold += gold
    score(pl, vp, "grid")
    if D.T_EXTRA_RES in pl.techs:
        gain_resource(pl, D.BOARD_RESOURCE[board])
    if D.T_COCOA_VP in pl.techs:
        pl.cocoa += 1
        score(pl, 1, "techs")
    event(s, "grid", p=pl.seat, board=board, n=n, weakest=weakest)
    queue(s, pl.seat, *([("choose_temple",)] * steps), ("ups", pos, D.power_ups(n)), ("tech13", pos))


# --- Alchemy (5) -------------------------------------------------------------------------------------

def tech_slots(s, pl, pos, virtual):
    """Technology slots this player may take with their workers on Alchemy (§1.4)."""
    dice = dice_at(pl, pos)
    if not dice:
        return []
    n = len(dice) + virtual
    both_rows = n >= 2 or max(pl.power[d] for d in dice) >= 4
    return [k for k in range(D.TECHS_IN_PLAY)
            if (both_rows or k < 3) and s.techs[k] not in pl.techs and pl.gold >= D.TECH_COST[s.techs[k]]]


def _alchemy_possible(s, pl, pos, virtual, cocoa):
    return bool(tech_slots(s, pl, pos, virtual))


def _alchemy_action(s, pl, pos, virtual):
    push(s, {"k": "tech", "p": pl.seat, "at": pos, "v": virtual})


def _tech_options(s, f):
    pl = s.players[f["p"]]
    return [act("tech", k) for k in tech_slots(s, pl, f["at"], f["v"])]


def _resolve_tech(s, f, a):
    pl = s.players[f["p"]]
    pos, slot = f["at"], a.a
    s.stack.pop()
    tech = s.techs[slot]
    had_vp_tech = D.T_VP_ALCH_NOBLES in pl.techs
    pl.gold -= D.TECH_COST[tech]
    take_tech(s, pl, slot)
    dice = dice_at(pl, pos)
    lone_strong = len(dice) + f["v"] == 1 and pl.power[dice[0]] >= 4
    ups = 0 if lone_strong and slot >= 3 else 1
    if had_vp_tech:  # Tech 03, not on the action that takes it
        score(pl, D.TECH_ALCH_NOBLES_VP, "techs")
    queue(s, pl.seat, ("temple", D.TECH_COLUMN_TEMPLE[slot % 3]), ("ups", pos, ups), ("tech13", pos))


def take_tech(s, pl, slot):
    """Mark a technology; every other player with a marker there scores 3 VP."""
    tech = s.techs[slot]
    pl.techs.append(tech)
    for other in s.players:
        if other is not pl and tech in other.techs:
            score(other, D.TECH_PLAYER_VP, "techs")
            event(s, "tech_vp", p=other.seat, tech=tech)
    event(s, "tech", p=pl.seat, tech=tech)


# --- Nobles (6) --------------------------------------------------------------------------------------

def nobles_row(s, n):
    """R3: the row given by the workers (1 top, 2 middle, 3+ bottom), moving up past full rows."""
    row = min(n, 3) - 1
    while row >= 0 and len(s.nobles[row]) >= len(D.NOBLES_ROWS[row]):
        row -= 1
    return row


def _nobles_possible(s, pl, pos, virtual, cocoa):
    return (s.buildings < D.BUILDINGS and pl.wood >= D.NOBLES_WOOD
            and nobles_row(s, workers_here(s, pl, pos, virtual)) >= 0)


def _nobles_action(s, pl, pos, virtual):
    n = workers_here(s, pl, pos, virtual)
    row = nobles_row(s, n)
    pl.wood -= D.NOBLES_WOOD
    s.buildings += 1
    s.nobles[row].append(pl.seat)
    vp = D.NOBLES_ROWS[row][len(s.nobles[row]) - 1]
    score(pl, vp, "buildings")
    if D.T_VP_ALCH_NOBLES in pl.techs:
        score(pl, D.TECH_ALCH_NOBLES_VP, "techs")
    event(s, "building", p=pl.seat, row=row, vp=vp)
    queue(s, pl.seat, ("avenue",), ("ups", pos, D.power_ups(n)), ("tech13", pos))


# --- Decorations (7) ---------------------------------------------------------------------------------

def decoration_gold(n):
    return D.DECORATION_GOLD[min(n, 3) - 1]


def _decorations_possible(s, pl, pos, virtual, cocoa):
    return (pl.gold >= decoration_gold(workers_here(s, pl, pos)) and any(t >= 0 for t in s.ddisplay)
            and bool(P.decoration_sides(s)))


def _decorations_action(s, pl, pos, virtual):
    pl.gold -= decoration_gold(workers_here(s, pl, pos))
    push(s, {"k": "deco", "p": pl.seat, "at": pos})


def _deco_options(s, f):
    sides = P.decoration_sides(s)
    return [act("deco", t, side) for t in s.ddisplay if t >= 0 for side, _ in sides]


def _resolve_deco(s, f, a):
    pl = s.players[f["p"]]
    s.stack.pop()
    tile, side = a.a, a.b
    steps = place_decoration(s, pl, tile, side)
    score(pl, D.DECORATION_VP, "decorations")
    if D.T_DECO_VP in pl.techs:
        score(pl, D.TECH_DECO_VP, "techs")
    queue(s, pl.seat, *[("temple", t) for t in steps], ("ups", f["at"], 1), ("tech13", f["at"]))


def place_decoration(s, pl, tile, side):
    """Lay a decoration from the display; +1 VP per match and the pyramid track. Returns the
    temple steps its matches give."""
    k = P.next_decoration_space(s, side)
    vp, steps = P.decoration_matches(s, tile, side, k)
    s.deco[side * D.SIDE_SPACES + k] = tile
    take_from_display(s, s.ddisplay, tile)
    score(pl, vp, "decorations")
    pyramid_step(pl)
    event(s, "decoration", p=pl.seat, deco=tile, side=side, space=k, matches=vp)
    return steps


def take_from_display(s, display, tile):
    """A tile leaves its display; the gap is refilled at the end of the turn. With Teotibot the
    rest slide left (or up) first (solo rules)."""
    i = display.index(tile)
    if s.solo:
        del display[i]
        display.append(-1)
    else:
        display[i] = -1


def pyramid_step(pl):
    if pl.pyramid < D.PYRAMID_TRACK_MAX:
        pl.pyramid += 1


# --- Construction (8) -------------------------------------------------------------------------------

def construction_workers(s, pl, pos, virtual):
    return workers_here(s, pl, pos, virtual) + (1 if D.T_CONSTR_WORKER in pl.techs else 0)


def affordable_slots(s, pl, saving_left):
    return [k for k in P.free_slots(s) if P.can_pay_level(pl, D.SLOT_LEVEL[k], saving_left)]


def _construction_possible(s, pl, pos, virtual, cocoa):
    return any(t >= 0 for t in s.pdisplay) and bool(
        affordable_slots(s, pl, D.T_CONSTR_WORKER in pl.techs))


def _construction_action(s, pl, pos, virtual):
    n = construction_workers(s, pl, pos, virtual)
    push(s, {"k": "ctile", "p": pl.seat, "at": pos, "n": n, "left": min(n, 3), "placed": 0,
             "save": D.T_CONSTR_WORKER in pl.techs})


def _ctile_options(s, f):
    pl = s.players[f["p"]]
    out = []
    if f["left"] > 0 and affordable_slots(s, pl, f["save"]):
        out = [act("tile", t) for t in s.pdisplay if t >= 0]
    if f["placed"]:
        out.append(STOP)
    return out


def _resolve_ctile(s, f, a):
    pl = s.players[f["p"]]
    if a.kind == "tile":
        push(s, {"k": "cpos", "p": pl.seat, "tile": a.a})
        return
    s.stack.pop()
    effects = []
    if D.T_CONSTR_VP in pl.techs:
        score(pl, D.TECH_CONSTR_VP, "techs")
    if D.T_CONSTR_TEMPLE in pl.techs:
        effects.append(("choose_temple",))
    queue(s, pl.seat, *effects, ("ups", f["at"], D.power_ups(f["n"])), ("tech13", f["at"]))


def _construction_frame(s):
    for f in reversed(s.stack):
        if f["k"] == "ctile":
            return f
    raise RuntimeError("no construction under way")


def _cpos_options(s, f):
    pl = s.players[f["p"]]
    return [act("slot", k) for k in affordable_slots(s, pl, _construction_frame(s)["save"])]


def _resolve_cpos(s, f, a):
    s.stack.pop()
    push(s, {"k": "crot", "p": f["p"], "tile": f["tile"], "slot": a.a})


def _crot_options(s, f):
    return [act("rot", r) for r in P.distinct_rotations(f["tile"])]


def _resolve_crot(s, f, a):
    pl = s.players[f["p"]]
    s.stack.pop()
    ctile = _construction_frame(s)
    if ctile["save"]:
        push(s, {"k": "csave", "p": pl.seat, "tile": f["tile"], "slot": f["slot"], "rot": a.a})
    else:
        build_tile(s, pl, f["tile"], a.a, f["slot"], None)


def _csave_options(s, f):
    """Tech 15 takes 1 stone or 1 wood off one tile's cost, once per action; the saving may wait
    for a later tile when this one can be paid in full."""
    pl = s.players[f["p"]]
    level = D.SLOT_LEVEL[f["slot"]]
    stone, wood = D.PYRAMID_LEVEL_COST[level]
    out = []
    if pl.stone >= stone - 1 and pl.wood >= wood:
        out.append(act("save", "stone"))
    if wood and pl.stone >= stone and pl.wood >= wood - 1:
        out.append(act("save", "wood"))
    if _construction_frame(s)["left"] > 1 and pl.stone >= stone and pl.wood >= wood:
        out.append(act("save", "later"))
    return out


def _resolve_csave(s, f, a):
    pl = s.players[f["p"]]
    s.stack.pop()
    build_tile(s, pl, f["tile"], f["rot"], f["slot"], None if a.a == "later" else a.a)


def build_tile(s, pl, tile, rot, slot, saving):
    """Place one pyramid tile (§1.4 Construction): pay its level, score its matches and level,
    climb the pyramid track; a level-4 tile completes the pyramid (the last eclipse, R5)."""
    ctile = _construction_frame(s)
    level = D.SLOT_LEVEL[slot]
    stone, wood = P.level_cost(level, saving)
    if saving:
        ctile["save"] = False
    pl.stone -= stone
    pl.wood -= wood
    vp, steps = P.tile_matches(s, tile, rot, slot)
    P.place_tile(s, tile, rot, slot)
    take_from_display(s, s.pdisplay, tile)
    score(pl, vp + D.PYRAMID_LEVEL_VP[level], "pyramid")
    pyramid_step(pl)
    ctile["left"] -= 1
    ctile["placed"] += 1
    event(s, "pyramid", p=pl.seat, ptile=tile, slot=slot, rot=rot, matches=vp, level=level + 1)
    if slot == D.TOP_SLOT:
        pyramid_complete(s)
    queue(s, pl.seat, *[("temple", t) for t in steps])


MAIN_POSSIBLE = {D.FOREST: _grid_possible, D.STONE: _grid_possible, D.GOLD: _grid_possible,
                 D.ALCHEMY: _alchemy_possible, D.NOBLES: _nobles_possible, D.DECORATIONS: _decorations_possible,
                 D.CONSTRUCTION: _construction_possible}
MAIN_ACTIONS = {D.FOREST: _grid_action, D.STONE: _grid_action, D.GOLD: _grid_action, D.ALCHEMY: _alchemy_action,
                D.NOBLES: _nobles_action, D.DECORATIONS: _decorations_action, D.CONSTRUCTION: _construction_action}


# =============================================================================
# Power-ups and ascension (§9.1)
# =============================================================================

def _up_candidates(s, pl, pos, exclude=()):
    dice = unlocked_dice(pl) if pos < 0 else dice_at(pl, pos)
    return distinct_dice(pl, [d for d in dice if d not in exclude] if exclude else dice)


def _up_options(s, f):
    pl = s.players[f["p"]]
    return [act("up", d) for d in _up_candidates(s, pl, f["at"], f.get("x"))]


def _resolve_up(s, f, a):
    pl = s.players[f["p"]]
    f["n"] -= 1
    if f["n"] <= 0:
        s.stack.pop()
    s.turn["ups"] = s.turn.get("ups", 0) + 1
    power_up(s, pl, a.a)


def power_up(s, pl, d):
    pl.power[d] += 1
    if pl.power[d] >= 6:
        ascend(s, pl, d)


def ascend(s, pl, d):
    """Power 6: Avenue +1, the die back to power 1 in the Palace, a reward of the wheel, sun +1."""
    pl.power[d] = 1
    pl.pos[d] = D.PALACE_POS
    event(s, "ascension", p=pl.seat, die=d)
    if pl.bot:
        TEOTIBOT["bot_ascension"](s, pl, d)
        return
    # Season 3: the new worker may start on any board (Decision: the player chooses after the
    # Avenue step, before the wheel).
    s3 = [("s3", d)] if s.season == 3 else []
    queue(s, pl.seat, ("avenue",), *s3, ("wheel",), ("sun",))


def _wheel_options(s, f):
    pl = s.players[f["p"]]
    out = [act("wheel", "vp"), act("wheel", "cocoa")]
    if climbable(s, pl):
        out.append(act("wheel", "temple"))
        if pl.cocoa >= D.WHEEL_TEMPLES_COCOA:
            out.append(act("wheel", "temples"))
    if pl.workers() == D.START_WORKERS:
        out.append(act("wheel", "worker"))
    return out


def _resolve_wheel(s, f, a):
    pl = s.players[f["p"]]
    s.stack.pop()
    what = a.a
    event(s, "wheel", p=pl.seat, reward=what)
    if what == "vp":
        score(pl, D.WHEEL_VP, "wheel")
    elif what == "cocoa":
        pl.cocoa += D.WHEEL_COCOA
    elif what == "temple":
        choose_temple(s, pl)
    elif what == "temples":
        pl.cocoa -= D.WHEEL_TEMPLES_COCOA
        queue(s, pl.seat, ("choose_temple",), ("choose_temple",))
    else:
        d = pl.pos.index(-1)
        pl.pos[d] = D.PALACE_POS
        pl.power[d] = D.FOURTH_POWER
        pl.lock[d] = -1
        pl.cocoa += D.WHEEL_WORKER_COCOA


def _s3_options(s, f):
    return [act("to", pos) for pos in range(D.POSITIONS)]


def _resolve_s3(s, f, a):
    s.stack.pop()
    s.players[f["p"]].pos[f["d"]] = a.a


def _extra_options(s, f):
    pl = s.players[f["p"]]
    return [act("extra", d) for d in _up_candidates(s, pl, f["at"])] + [SKIP]


def _resolve_extra(s, f, a):
    s.stack.pop()
    if a.kind == "extra":
        pl = s.players[f["p"]]
        pl.cocoa -= 1
        power_up(s, pl, a.a)


# =============================================================================
# Temples, the Avenue, discoveries, resources
# =============================================================================

def choose_temple(s, pl):
    if pl.bot:
        t = TEOTIBOT["bot_temple"](s, pl)
        if t is not None:
            step_temple(s, pl, t)
        return
    push(s, {"k": "temple", "p": pl.seat})


def _temple_options(s, f):
    return [act("temple", t) for t in climbable(s, s.players[f["p"]])]


def _resolve_temple(s, f, a):
    s.stack.pop()
    step_temple(s, s.players[f["p"]], a.a)


def step_temple(s, pl, t, chain=True):
    """One step up a temple with its reward, or the choice of a discovery tile on that step (§4).
    A step that cannot be taken is lost. Season 5 offers a paid step on another temple after it."""
    if not can_climb(s, pl, t):
        event(s, "temple_lost", p=pl.seat, temple=t)
        return
    pl.temples[t] += 1
    step = pl.temples[t]
    event(s, "temple", p=pl.seat, temple=t, step=step)
    if pl.bot:  # the printed reward, never a discovery tile; then season 5 if it can pay
        temple_reward(s, pl, t, step)
        if chain and s.season == 5:
            TEOTIBOT["bot_season5"](s, pl, t)
        return
    if chain and s.season == 5:  # asked after this step's reward (which may bring the cocoa)
        push(s, {"k": "s5", "p": pl.seat, "t": t})
    tiles = s.tdisc.get(f"{t}:{step}")
    if tiles:
        push(s, {"k": "tstep", "p": pl.seat, "t": t, "step": step})
    else:
        temple_reward(s, pl, t, step)


def temple_reward(s, pl, t, step):
    reward = D.TEMPLE_REWARDS[t][step]
    if reward is None:
        return
    kind, n = reward
    if kind == "vp":
        score(pl, n, "temples")
    elif kind == "cocoa":
        pl.cocoa += n
    else:
        gain_resources(s, pl, n)


def gain_resources(s, pl, n):
    """n resources of the player's choice (Teotibot takes what it has fewest of)."""
    if pl.bot:
        for _ in range(n):
            gain_resource(pl, TEOTIBOT["bot_resource"](pl))
        return
    push(s, {"k": "res", "p": pl.seat, "n": n})


def _res_options(s, f):
    return [act("res", w, st, g) for w, st, g in D.mixes(f["n"])]


def _resolve_res(s, f, a):
    pl = s.players[f["p"]]
    s.stack.pop()
    pl.wood += a.a
    pl.stone += a.b
    pl.gold += a.c


def _s5_options(s, f):
    pl = s.players[f["p"]]
    if pl.cocoa < D.SEASON_STEP_COCOA:
        return [SKIP]
    return [act("temple", t) for t in climbable(s, pl, exclude=f["t"])] + [SKIP]


def _resolve_s5(s, f, a):
    s.stack.pop()
    if a.kind == "temple":
        pl = s.players[f["p"]]
        pl.cocoa -= D.SEASON_STEP_COCOA
        step_temple(s, pl, a.a, chain=False)  # R15: the bought step does not chain


def disc_options(pl, tiles):
    """One option per kind of affordable discovery tile among `tiles`."""
    seen, out = set(), []
    for t in tiles:
        kind = D.DISC_KIND[t]
        if kind not in seen and can_afford(pl, D.DISC_COST[t]):
            seen.add(kind)
            out.append(act("disc", t))
    return out


def _tstep_options(s, f):
    pl = s.players[f["p"]]
    return disc_options(pl, s.tdisc.get(f"{f['t']}:{f['step']}", ())) + [REWARD]


def _resolve_tstep(s, f, a):
    pl = s.players[f["p"]]
    s.stack.pop()
    if a.kind == "reward":
        temple_reward(s, pl, f["t"], f["step"])
        return
    s.tdisc[f"{f['t']}:{f['step']}"].remove(a.a)
    claim(s, pl, a.a)


def step_avenue(s, pl):
    """One step on the Avenue of the Dead (max 9); reaching step 3, 6 or 8 offers its tiles."""
    if pl.avenue >= D.AVENUE_MAX:
        return
    pl.avenue += 1
    if s.season == 2:
        score(pl, D.SEASON_AVENUE_VP, "season")
    event(s, "avenue", p=pl.seat, step=pl.avenue)
    if pl.bot or pl.avenue not in D.AVENUE_DISCOVERY_STEPS:
        return
    i = D.AVENUE_DISCOVERY_STEPS.index(pl.avenue)
    if disc_options(pl, s.adisc[i]):
        push(s, {"k": "adisc", "p": pl.seat, "i": i})


def _adisc_options(s, f):
    return disc_options(s.players[f["p"]], s.adisc[f["i"]]) + [SKIP]


def _resolve_adisc(s, f, a):
    s.stack.pop()
    if a.kind == "disc":
        s.adisc[f["i"]].remove(a.a)
        claim(s, s.players[f["p"]], a.a)


def claim(s, pl, tile):
    """Pay a discovery tile's cost and keep it face up (masks apart)."""
    pay(pl, D.DISC_COST[tile])
    (pl.masks if D.IS_MASK[tile] else pl.discs).append(tile)
    event(s, "claim", p=pl.seat, disc=tile)


def use_tile(s, pl, kind):
    """Turn over a discovery tile held for its effect (§5)."""
    use_up(pl, kind)
    event(s, "use", p=pl.seat, kind=kind)
    if kind == "res3":
        gain_resources(s, pl, 3)
    elif kind == "res2":
        gain_resources(s, pl, 2)
    elif kind == "cocoa4":
        pl.cocoa += D.DISC_COCOA4
    elif kind == "vp4":
        score(pl, D.DISC_VP4, "discoveries")
    elif kind == "avenue":
        step_avenue(s, pl)
    elif kind == "temple":
        choose_temple(s, pl)
    elif kind in D.TEMPLE_OF_KIND:
        step_temple(s, pl, D.TEMPLE_OF_KIND[kind])
    elif kind == "power2":  # two power-ups, on two workers or one worker twice
        waiting = [d for d in unlocked_dice(pl) if d not in _power2_targets(s, pl)]
        push(s, {"k": "up", "p": pl.seat, "at": -1, "n": 2, "x": waiting})


# =============================================================================
# The end of a turn, the sun, eclipses
# =============================================================================

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


def advance_sun(s):
    """The sun moves one space; reaching the moon triggers an eclipse. It never passes the moon."""
    if s.sun >= s.moon:
        return
    s.sun += 1
    if s.sun >= s.moon:
        trigger_eclipse(s)


def pyramid_complete(s):
    """The level-4 tile: the sun jumps to the moon and the eclipse it brings is the last (R5).
    Decision: if an eclipse is already pending, that one becomes the last, on its own timing."""
    s.final_eclipse = True
    s.sun = s.moon
    event(s, "pyramid_complete")
    trigger_eclipse(s)


def trigger_eclipse(s):
    """Finish the round, then one more round (Dark Eclipse: right after this turn)."""
    if s.eclipse_left is not None:
        return
    n = len(s.order)
    left = 0 if s.options.get("dark_eclipse") else (n - 1 - s.order_pos) + n
    s.eclipse_left = left + 1  # counts this turn's end too
    event(s, "eclipse_coming", turns=left)


def salary_owed(s, pl):
    """R8: 1 cocoa per worker in play of power 1-3, 2 of power 4-5 (season 1: 1 up to power 4)."""
    cheap = 4 if s.season == 1 else 3
    return sum(1 if pl.power[d] <= cheap else 2 for d in range(4) if pl.pos[d] >= 0)


def eclipse(s):
    """Scoring in the order of R7, then each player's salary (a decision), then the reset."""
    s.eclipse_left = None
    final = s.final_eclipse or s.eclipses == D.ECLIPSES - 1
    s.final_eclipse = final
    value = D.BUILDING_ROW[s.buildings]
    rate = (D.PYRAMID_RATE_SEASON6 if s.season == 6 else D.PYRAMID_RATE)[s.eclipses]
    top = max(pl.pyramid for pl in s.players)
    rows = []
    for pl in s.players:
        avenue = pl.avenue * value
        leader = D.PYRAMID_LEADER_VP if top > 0 and pl.pyramid == top else 0
        pyramid = pl.pyramid * rate
        masks = mask_vp(pl.masks)
        score(pl, avenue, "eclipse_avenue")
        score(pl, leader + pyramid, "eclipse_pyramid")
        score(pl, masks, "eclipse_masks")
        pl.pyramid = 0
        rows.append({"seat": pl.seat, "avenue": avenue, "leader": leader, "pyramid": pyramid, "masks": masks})
    event(s, "eclipse", n=s.eclipses + 1, final=final, building=value, rate=rate, rows=rows)
    queue(s, s.order[0], ("after_eclipse",))
    for seat in reversed(s.order):
        pl = s.players[seat]
        if not pl.bot and salary_owed(s, pl):
            push(s, {"k": "salary", "p": seat})


def _salary_options(s, f):
    pl = s.players[f["p"]]
    owed = salary_owed(s, pl)
    out = [act("pay", n) for n in range(min(owed, pl.cocoa), -1, -1)]
    if pl.has_kind("cocoa4"):
        out.append(act("use", "cocoa4"))
    if pl.has_kind("free"):
        out.append(act("use", "free"))
    return out


def _resolve_salary(s, f, a):
    pl = s.players[f["p"]]
    owed = salary_owed(s, pl)
    if a.kind == "use" and a.a == "cocoa4":
        use_tile(s, pl, "cocoa4")
        return
    s.stack.pop()
    if a.kind == "use":
        use_up(pl, "free")
        paid = owed
    else:
        paid = a.a
        pl.cocoa -= paid
    lost = min(pl.vp, D.UNPAID_COCOA_VP * (owed - paid))
    score(pl, -lost, "salary")
    event(s, "salary", p=pl.seat, owed=owed, paid=paid, lost=lost, free=a.kind == "use")
    s.turn_no += 1


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


def end_game(s):
    s.stack.clear()
    s.phase = "over"
    s.final = final_scores(s)
    event(s, "game_over", winners=s.final["winners"])


def place_neutrals(s):
    """R13: for each neutral colour, two starting tiles no player kept, drawn at random; its three
    dice go on the first 3 different boards of tile A then tile B."""
    colours = {4: 0, 3: 1, 2: 2}[len(s.order)]
    s.neutral = []
    if not colours:
        return
    kept = {t for tiles in s.kept if tiles for t in tiles}
    pool = [t for t in sorted(D.START_TILES) if t not in kept]
    rng = draw_rng(s, "neutral")
    drawn = rng.sample(pool, 2 * colours)
    for c in range(colours):
        boards = []
        for t in drawn[2 * c:2 * c + 2]:
            for b in D.START_TILES[t][0]:
                if b not in boards:
                    boards.append(b)
        s.neutral.append([s.layout.index(b) for b in boards[:3]])
    event(s, "neutrals", tiles=drawn)


# =============================================================================
# Set-up decisions (starting tiles)
# =============================================================================

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


# =============================================================================
# Automatic effects and settling the stack
# =============================================================================

def _run_effect(s, seat, e):
    pl = s.players[seat]
    kind = e[0]
    if kind == "temple":
        step_temple(s, pl, e[1])
    elif kind == "choose_temple":
        choose_temple(s, pl)
    elif kind == "avenue":
        step_avenue(s, pl)
    elif kind == "ups":
        if e[2] and _up_candidates(s, pl, e[1]):
            push(s, {"k": "up", "p": seat, "at": e[1], "n": e[2]})
    elif kind == "tech13":
        if (D.T_EXTRA_UP in pl.techs and s.turn.get("ups") and pl.cocoa >= 1
                and _up_candidates(s, pl, e[1])):
            push(s, {"k": "extra", "p": seat, "at": e[1]})
    elif kind == "sun":
        advance_sun(s)
    elif kind == "wheel":
        push(s, {"k": "wheel", "p": seat})
    elif kind == "s3":
        push(s, {"k": "s3", "p": seat, "d": e[1]})
    elif kind == "res":
        gain_resources(s, pl, e[1])
    elif kind == "start_gains":
        start_gains(s, pl, e[1])
    elif kind == "start_tech":
        start_tech(s, pl)
    elif kind == "start_power":
        push(s, {"k": "up", "p": seat, "at": -1, "n": 1})
    elif kind == "start_buy":
        push(s, {"k": "buy", "p": seat, "tile": e[1]})
    elif kind == "after_eclipse":
        _after_eclipse(s)
    elif kind == "first_turn":
        s.phase = "play"
        place_neutrals(s)
        start_turn(s)
    else:
        raise ValueError(f"unknown effect {e!r}")


ALWAYS_ASK = frozenset(("turn", "dest", "act", "done", "pick", "draft"))


def _settle(s):
    """Resolve automatic steps, drop decisions without options, take single options."""
    stack = s.stack
    while stack:
        top = stack[-1]
        k = top["k"]
        if k == "fx":
            stack.pop()
            _run_effect(s, top["p"], top["e"])
            continue
        if k in ALWAYS_ASK:
            return
        options = OPTIONS[k](s, top)
        if not options:
            stack.pop()
        elif len(options) == 1:
            RESOLVE[k](s, top, options[0])
        else:
            return


# =============================================================================
# Tables
# =============================================================================

OPTIONS = {
    "turn": _turn_options, "dest": _dest_options, "double": _double_options, "act": _act_options,
    "wopt": _wopt_options, "trade": _trade_options, "tech": _tech_options, "deco": _deco_options,
    "ctile": _ctile_options, "cpos": _cpos_options, "crot": _crot_options, "csave": _csave_options,
    "up": _up_options, "extra": _extra_options, "wheel": _wheel_options, "s3": _s3_options,
    "temple": _temple_options, "tstep": _tstep_options, "adisc": _adisc_options, "s5": _s5_options,
    "res": _res_options, "done": _done_options, "salary": _salary_options,
    "pick": _pick_options, "draft": _draft_options, "leave": _leave_options, "buy": _buy_options,
}
RESOLVE = {
    "turn": _resolve_turn, "dest": _resolve_dest, "double": _resolve_double, "act": _resolve_act,
    "wopt": _resolve_wopt, "trade": _resolve_trade, "tech": _resolve_tech, "deco": _resolve_deco,
    "ctile": _resolve_ctile, "cpos": _resolve_cpos, "crot": _resolve_crot, "csave": _resolve_csave,
    "up": _resolve_up, "extra": _resolve_extra, "wheel": _resolve_wheel, "s3": _resolve_s3,
    "temple": _resolve_temple, "tstep": _resolve_tstep, "adisc": _resolve_adisc, "s5": _resolve_s5,
    "res": _resolve_res, "done": _resolve_done, "salary": _resolve_salary,
    "pick": _resolve_pick, "draft": _resolve_draft, "leave": _resolve_leave, "buy": _resolve_buy,
}


def _prompt(key, *fields):
    return lambda s, f: (key, {k: f[k] for k in fields})


def _ask(key, **names):
    """A prompt whose values are the frame's fields, renamed for the words (names: {word: field})."""
    return lambda s, f: (key, {w: f[k] for w, k in names.items()})


PROMPTS = {
    "turn": _ask("teo.ask.turn"), "dest": lambda s, f: ("teo.ask.dest", {"n": f["d"] + 1}),
    "double": _ask("teo.ask.double"),
    "act": lambda s, f: ("teo.ask.act", {"board": s.layout[f["at"]], "n": x_cost(s, f["p"], f["at"])}),
    "wopt": _ask("teo.ask.wopt", space="sp"),
    "trade": lambda s, f: (f"teo.ask.trade{f['tile']}", {"n": f["left"]}),
    "tech": _ask("teo.ask.tech"), "deco": _ask("teo.ask.deco"),
    "ctile": lambda s, f: ("teo.ask.ctile", {"n": f["left"]}),
    "cpos": _ask("teo.ask.cpos", ptile="tile"), "crot": _ask("teo.ask.crot", ptile="tile"),
    "csave": _ask("teo.ask.csave"), "up": _ask("teo.ask.up", n="n"), "extra": _ask("teo.ask.extra"),
    "wheel": _ask("teo.ask.wheel"), "s3": _ask("teo.ask.s3"), "temple": _ask("teo.ask.temple"),
    "tstep": _ask("teo.ask.tstep", temple="t", step="step"), "adisc": _ask("teo.ask.adisc"),
    "s5": _ask("teo.ask.s5", temple="t"), "res": _ask("teo.ask.res", n="n"), "done": _ask("teo.ask.done"),
    "salary": lambda s, f: ("teo.ask.salary", {"n": salary_owed(s, s.players[f["p"]]),
                                               "cocoa": s.players[f["p"]].cocoa}),
    "pick": _ask("teo.ask.pick"), "draft": _ask("teo.ask.draft"), "leave": _ask("teo.ask.leave"),
    "buy": _ask("teo.ask.buy", disc="tile"),
}
