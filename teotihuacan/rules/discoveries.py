"""Discovery tiles turned over for their effect (§5): which a player may use now, and what each
kind does. (Claiming a tile is in basics.py; the tiles offered on temples and the Avenue in
temples.py; the free-cocoa, extra-worker, double-move and unlimited-move tiles where they apply.)
"""
from .. import data as D
from .basics import can_climb, climbable, score, unlocked_dice, use_up
from .stack import act, event, push
from .temples import choose_temple, gain_resources, step_avenue, step_temple


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
