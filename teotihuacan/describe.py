"""What an action, a decision, a refusal or an event is, as data, and its words in a language.

The engine stays language-free: `action_data(state, action)` says what an action does as a key
and its values (ids and numbers), and so do `rules.decision_data`, the refusals of
`IllegalAction` (`err.key`, `err.info`) and `event_data(event)`. `words(key, values, locale)`
turns such data into text in English, French or Italian; each named value is shown through
FORMAT (a board number becomes "Forest", a cost (1, 0, 0, 2) becomes "1 cocoa + 2 gold"...).
"""
from . import data as D
from . import pyramid as P
from .rules import rule, x_cost
from .wording import (  # noqa: F401  (the names' words, here for the callers of describe)
    tr, board_name, temple_name, amount, goods_text, kind_name, disc_text, start_text, start_gains, _start_gain,
    tech_text, royal_text, bonus_text, season_text, icons_text, deco_text, ptile_text, space_text, side_name,
    bot_tile_name, reward_text, steps_text, FORMAT, words)


# --- actions as data ---------------------------------------------------------------------------

def action_data(s, action):
    """(key, values) saying what `action` does in state `s` (before it is applied)."""
    top = s.stack[-1] if s.stack else {"k": None, "p": 0}
    k = top["k"]
    pl = s.players[top["p"]]
    kind, a, b, c = action
    if kind in SIMPLE:
        return SIMPLE[kind](s, top, pl, a, b, c)
    if kind in ("skip", "stop"):
        return f"teo.act.{kind}.{k}", {}
    if kind in ("end", "unlock", "cocoa", "ability", "reward"):
        values = {}
        if kind == "cocoa":
            values = {"n": x_cost(s, pl.seat, top["at"]) + 1}
        if kind == "ability":
            values = {"space": top["sp"]}
        if kind == "reward":
            values = {"temple": top["t"], "step": top["step"], "what": _reward(s, top["t"], top["step"])}
        return f"teo.act.{kind}", values
    if kind == "unlock3":
        return "teo.act.unlock3", {"n": D.UNLOCK_COCOA}
    raise ValueError(f"no description for {action}")


def _reward(s, t, step):
    reward = rule(s, "temple_rewards")[t][step]  # as the game's rules version has it
    if reward is None:
        return {}
    what, n = reward
    return {"resources": n} if what == "res" else {what: n}


step_reward = _reward  # a temple step's printed reward as data (the pictures say it too)


def _move(s, top, pl, a, b, c):
    return "teo.act.move", {"n": a + 1, "power": pl.power[a], "board": s.layout[pl.pos[a]]}


def _to(s, top, pl, a, b, c):
    if top["k"] == "s3":
        return "teo.act.s3", {"board": s.layout[a]}
    here = pl.pos[top["d"]]  # (a "dest" decision)
    dist = (a - here) % D.POSITIONS
    return ("teo.act.to_unlimited" if b == "u" else "teo.act.to"), {"board": s.layout[a], "n": dist}


def _worship(s, top, pl, a, b, c):
    occ = s.worship[a]
    fee = D.WORSHIP_DISPLACE_COCOA if occ >= 0 else 0
    values = {"space": a, "fee": fee}
    if a < 3:
        values["royal"] = s.royal[a]
    key = "teo.act.worship_palace" if a < 3 else "teo.act.worship"
    if b == "f":
        key += "_free"
    elif fee:
        key += "_fee"
    return key, values


def _main(s, top, pl, a, b, c):
    board = s.layout[top["at"]]
    x = x_cost(s, pl.seat, top["at"])
    key = "teo.act.main" + (f"_{a}" if a else "")
    return key, {"board": board, "n": x, "action": D.BOARD_KEYS[board]}


def _disc(s, top, pl, a, b, c):
    tile = s.wdisc[D.WORSHIP_DISC_SLOT[top["sp"]]]
    return "teo.act.disc", {"disc": tile}


def _both(s, top, pl, a, b, c):
    tile = s.wdisc[D.WORSHIP_DISC_SLOT[top["sp"]]]
    cocoa = 0 if s.turn.get("free") else D.WORSHIP_BOTH_COCOA
    return "teo.act.both", {"space": top["sp"], "disc": tile, "n": cocoa}


def _times(s, top, pl, a, b, c):
    return f"teo.act.times{top['tile']}", {"n": a}


def _pay(s, top, pl, a, b, c):
    if top["k"] == "salary":
        from .rules import salary_owed
        owed = salary_owed(s, pl)
        return "teo.act.salary", {"n": a, "owed": owed, "vp": min(pl.vp, D.UNPAID_COCOA_VP * (owed - a))}
    return f"teo.act.pay{top['tile']}", {"goods": {a: 1}, "n": pl.power[s.turn["die"]]}


def _temple(s, top, pl, a, b, c):
    step = pl.temples[a] + 1
    values = {"temple": a, "step": step, "what": _reward(s, a, step)}
    if top["k"] == "trade":
        return "teo.act.temple_paid", {**values, "n": 1}
    if top["k"] == "s5":
        return "teo.act.temple_paid", {**values, "n": D.SEASON_STEP_COCOA}
    return "teo.act.temple", values


def _tech(s, top, pl, a, b, c):
    tech = s.techs[a]
    return "teo.act.tech", {"tech": tech, "n": D.TECH_COST[tech], "temple": D.TECH_COLUMN_TEMPLE[a % 3]}


def _deco(s, top, pl, a, b, c):
    k = P.next_decoration_space(s, b)
    vp, steps = P.decoration_matches(s, a, b, k)
    return "teo.act.deco", {"deco": a, "side": b, "n": vp, "steps": steps}


def _slot(s, top, pl, a, b, c):
    level = D.SLOT_LEVEL[a]
    stone, wood = D.PYRAMID_LEVEL_COST[level]
    i, j = D.SLOT_IJ[a]
    return "teo.act.slot", {"level": level + 1, "row": i + 1, "col": j + 1,
                            "cost": (0, wood, stone, 0), "vp": D.PYRAMID_LEVEL_VP[level]}


def _rot(s, top, pl, a, b, c):
    vp, steps = P.tile_matches(s, top["tile"], a, top["slot"])
    return "teo.act.rot", {"n": a * 90, "ptile": top["tile"], "vp": vp, "steps": steps,
                           "icons": "/".join(D.rotated(top["tile"], a))}


def _up(s, top, pl, a, b, c):
    key = "teo.act.extra" if top["k"] == "extra" else "teo.act.up"
    return key, {"n": a + 1, "board": s.layout[pl.pos[a]], "power": pl.power[a]}


SIMPLE = {
    "keep": lambda s, top, pl, a, b, c: ("teo.act.keep", {"a": a, "b": b}),
    "draft": lambda s, top, pl, a, b, c: ("teo.act.draft", {"start": a}),
    "leave": lambda s, top, pl, a, b, c: ("teo.act.leave", {"board": a,
                                                            "boards": [x for x in top["boards"] if x != a]}),
    "buy": lambda s, top, pl, a, b, c: ("teo.act.buy", {"disc": a}),
    "move": _move, "to": _to,
    "also": lambda s, top, pl, a, b, c: ("teo.act.also", {"n": a + 1, "power": pl.power[a]}),
    "wor": _worship, "main": _main,
    "disc": lambda s, top, pl, a, b, c: ("teo.act.take", {"disc": a}) if top["k"] != "wopt" else _disc(
        s, top, pl, a, b, c),
    "both": _both, "times": _times, "pay": _pay, "temple": _temple, "tech": _tech, "deco": _deco,
    "tile": lambda s, top, pl, a, b, c: ("teo.act.tile", {"ptile": a}),
    "slot": _slot, "rot": _rot,
    "save": lambda s, top, pl, a, b, c: (f"teo.act.save_{a}", {}),
    "up": _up, "extra": _up,
    "wheel": lambda s, top, pl, a, b, c: (f"teo.act.wheel_{a}", {}),
    "res": lambda s, top, pl, a, b, c: ("teo.act.res", {"goods": {"wood": a, "stone": b, "gold": c}}),
    "use": lambda s, top, pl, a, b, c: (f"teo.act.use_{a}", {"kind": a}),
}


def describe(s, action, locale="en"):
    """One line saying what `action` does in state `s` (before it is applied), in `locale`."""
    return words(*action_data(s, action), locale=locale)


def decision_text(s, locale="en"):
    """What the seat on turn is asked, in `locale`."""
    from .rules import decision_data
    return words(*decision_data(s), locale=locale)


def reason_text(err, locale="en"):
    """An IllegalAction's reason in `locale` (its English text when it carries no key)."""
    key = getattr(err, "key", None)
    return words(key, err.info, locale) if key else err.reason


# --- events as data ----------------------------------------------------------------------------

PUBLIC_EVENTS = ("eclipse_coming", "pyramid_complete", "eclipse", "salary", "new_era", "neutrals", "game_over",
                 "start_tiles", "bot_roll", "bot_fail", "ascension", "displaced", "bot_relocated")


def event_data(e):
    """(key, values) of an event of `state.events` (see PUBLIC_EVENTS for what a table posts)."""
    values = {k: v for k, v in e.items() if k != "e"}
    return f"teo.ev.{e['e']}", values


def event_text(s, e, locale="en"):
    key, values = event_data(e)
    if "p" in values:
        values["player"] = s.players[values.pop("p")].name
    if e["e"] == "eclipse":
        return _eclipse_text(s, e, locale)
    if e["e"] == "eclipse_coming":
        values["n"] = values["turns"]  # the plural follows the turns left
    if e["e"] == "start_tiles":
        values["a"], values["b"] = values.pop("tiles")
    if e["e"] == "game_over":
        values["names"] = ", ".join(s.players[w].name for w in values.pop("winners"))
    if e["e"] == "neutrals":
        values["n"] = len(values.pop("tiles"))
    if e["e"] == "bot_roll":
        values["die1"], values["die2"] = values.pop("dice")  # not "a"/"b": those words name starting tiles
        values["n"] = values["slot"] + 1
    return words(key, values, locale)


def _eclipse_text(s, e, locale):
    lines = [tr("teo.ev.eclipse", locale, n=e["n"], building=e["building"], rate=e["rate"])]
    for row in e["rows"]:
        lines.append(tr("teo.ev.eclipse_row", locale, player=s.players[row["seat"]].name, avenue=row["avenue"],
                        pyramid=row["pyramid"] + row["leader"], masks=row["masks"]))
    return "\n".join(lines)
