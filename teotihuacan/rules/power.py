"""Power-ups and ascension (§9.1): a worker's power rises after its main action; at 6 it ascends
(the Avenue, back to power 1 in the Palace, a reward of the wheel, the sun); Tech 13 buys one more
power-up.
"""
from .. import data as D
from .basics import climbable, dice_at, distinct_dice, score, unlocked_dice, works
from .solo import TEOTIBOT
from .stack import SKIP, act, ask, define, define_effect, event, push, queue
from .temples import choose_temple


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


def _ups(s, pl, e):
    """("ups", position, n): n power-ups among the workers on that board (-1: anywhere)."""
    if e[2] and _up_candidates(s, pl, e[1]):
        push(s, {"k": "up", "p": pl.seat, "at": e[1], "n": e[2]})


def _tech13(s, pl, e):
    """("tech13", position): after an action's power-ups, Tech 13 offers one more for 1 cocoa
    (not on the Alchemy action that takes it: works)."""
    if (works(s, pl, D.T_EXTRA_UP) and s.turn.get("ups") and pl.cocoa >= 1
            and _up_candidates(s, pl, e[1])):
        push(s, {"k": "extra", "p": pl.seat, "at": e[1]})


define("up", _up_options, _resolve_up, ask("teo.ask.up", n="n"))
define("extra", _extra_options, _resolve_extra, ask("teo.ask.extra"))
define("wheel", _wheel_options, _resolve_wheel, ask("teo.ask.wheel"))
define("s3", _s3_options, _resolve_s3, ask("teo.ask.s3"))
define_effect("ups", _ups)
define_effect("tech13", _tech13)
define_effect("wheel", lambda s, pl, e: push(s, {"k": "wheel", "p": pl.seat}))
define_effect("s3", lambda s, pl, e: push(s, {"k": "s3", "p": pl.seat, "d": e[1]}))
