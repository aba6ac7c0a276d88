"""The temples (§4), the Avenue of the Dead and resources of the player's choice.

A temple step brings its printed reward or, where tiles lie on that step, a discovery tile
instead; season 5 offers a bought step on another temple after it. Reaching Avenue steps 3, 6 and
8 offers that step's discovery tiles. Teotibot takes the printed reward and never a tile (solo.py).
"""
from .. import data as D
from .basics import can_afford, can_climb, claim, climbable, gain_resource, rule, score
from .solo import TEOTIBOT
from .stack import REWARD, SKIP, act, ask, define, define_effect, event, push


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
    reward = rule(s, "temple_rewards")[t][step]
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


define("temple", _temple_options, _resolve_temple, ask("teo.ask.temple"))
define("tstep", _tstep_options, _resolve_tstep, ask("teo.ask.tstep", temple="t", step="step"))
define("s5", _s5_options, _resolve_s5, ask("teo.ask.s5", temple="t"))
define("res", _res_options, _resolve_res, ask("teo.ask.res", n="n"))
define("adisc", _adisc_options, _resolve_adisc, ask("teo.ask.adisc"))
define_effect("temple", lambda s, pl, e: step_temple(s, pl, e[1]))
define_effect("choose_temple", lambda s, pl, e: choose_temple(s, pl))
define_effect("avenue", lambda s, pl, e: step_avenue(s, pl))
define_effect("res", lambda s, pl, e: gain_resources(s, pl, e[1]))
