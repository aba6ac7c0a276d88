"""Worship (§1.2 B): a worker locked on a worship space, its ability (a temple step, or on the
Palace a royal tile's trade, §2) and the discovery tile beside it, or both for more cocoa.
"""
from .. import data as D
from .basics import can_afford, claim, climbable, gain_resource, score
from .solo import TEOTIBOT
from .stack import SKIP, STOP, act, ask, define, event, push
from .temples import choose_temple, step_temple


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


define("wopt", _wopt_options, _resolve_wopt, ask("teo.ask.wopt", space="sp"))
define("trade", _trade_options, _resolve_trade, lambda s, f: (f"teo.ask.trade{f['tile']}", {"n": f["left"]}))
