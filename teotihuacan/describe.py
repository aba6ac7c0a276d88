"""What an action, a decision, a refusal or an event is, as data, and its words in a language.

The engine stays language-free: `action_data(state, action)` says what an action does as a key
and its values (ids and numbers), and so do `rules.decision_data`, the refusals of
`IllegalAction` (`err.key`, `err.info`) and `event_data(event)`. `words(key, values, locale)`
turns such data into text in English, French or Italian; each named value is shown through
FORMAT (a board number becomes "Forest", a cost (1, 0, 0, 2) becomes "1 cocoa + 2 gold"...).
"""
import i18n

from . import data as D
from . import pyramid as P
from . import words as _words  # noqa: F401  (registers the English texts)
from .rules import x_cost


def tr(key, locale="en", **values):
    return i18n.text(key, locale, **values)


# --- names and small pieces --------------------------------------------------------------------

def board_name(board, locale="en"):
    return tr(f"teo.board.{D.BOARD_KEYS[board]}", locale)


def temple_name(t, locale="en"):
    return tr(f"teo.temple.{D.TEMPLE_KEYS[t]}", locale)


def amount(material, n, locale="en"):
    """'3 cocoa', '1 VP', '2 Bois' (the plural follows the number)."""
    return i18n.template(f"teo.mat.{material}", locale, abs(n)).format(n=n)


def goods_text(goods, locale="en"):
    """A dict or (cocoa, wood, stone, gold) tuple of materials as '1 cocoa + 2 gold' ('free')."""
    if isinstance(goods, (list, tuple)):
        goods = dict(zip(("cocoa", "wood", "stone", "gold"), goods))
    parts = [amount(m, n, locale) for m, n in goods.items() if n]
    return " + ".join(parts) or tr("teo.cost.free", locale)


def kind_name(kind, locale="en"):
    return tr(f"teo.disc.{kind}", locale)


def disc_text(tile, locale="en"):
    """A discovery tile: what it is and its cost."""
    kind = D.DISC_KIND[tile]
    name = tr("teo.mask", locale, n=D.MASK_CORNER[kind], mask=kind[1]) if kind in D.MASK_CORNER else kind_name(kind, locale)
    return tr("teo.disc_cost", locale, tile=name, cost=goods_text(D.DISC_COST[tile], locale))


def start_text(tile, locale="en"):
    """A starting tile: its two boards and what it gives."""
    boards, _ = D.START_TILES[tile]
    return tr("teo.start", locale, n=tile, a=board_name(boards[0], locale), b=board_name(boards[1], locale),
              gains=start_gains(tile, locale))


def start_gains(tile, locale="en"):
    """What a starting tile gives: '3 wood, 2 gold'."""
    return ", ".join(_start_gain(g, locale) for g in D.START_TILES[tile][1])


def _start_gain(g, locale):
    kind = g[0]
    if kind in ("cocoa", "wood", "stone", "gold"):
        return amount(kind, g[1], locale)
    if kind == "temple":
        return tr("teo.gain.temple", locale, temple=temple_name(g[1], locale))
    if kind in ("res", "avenue", "power"):
        return tr(f"teo.gain.{kind}", locale, n=g[1])
    return tr(f"teo.gain.{kind}", locale)


def tech_text(tech, locale="en"):
    return tr("teo.tech", locale, n=f"{tech:02d}", effect=tr(f"teo.tech.{tech}", locale))


def royal_text(tile, locale="en"):
    return tr("teo.royal", locale, n=tile, effect=tr(f"teo.royal.{tile}", locale))


def bonus_text(tile, locale="en"):
    return tr(f"teo.bonus.{D.BONUS_KEYS[tile]}", locale)


def season_text(season, locale="en"):
    return tr("teo.season", locale, n=season, effect=tr(f"teo.season.{season}", locale)) if season else ""


def icons_text(icons, locale="en"):
    return "/".join(tr(f"teo.icon.{c}", locale) for c in icons)


def deco_text(tile, locale="en"):
    return icons_text(D.DECORATION_TILES[tile], locale)


def ptile_text(tile, locale="en"):
    return icons_text(D.PYRAMID_TILES[tile], locale)


def space_text(sp, locale="en"):
    """A worship space: the Palace's royal tile, or the board and its temple."""
    return tr("teo.space", locale, board=board_name(D.WORSHIP_BOARD[sp], locale), n=sp + 1) if sp < 3 else \
        board_name(D.WORSHIP_BOARD[sp], locale)


def side_name(side, locale="en"):
    return tr(f"teo.side.{D.SIDES[side]}", locale)


def bot_tile_name(tile, locale="en"):
    return tr(f"teo.bottile.{tile}", locale)


def reward_text(what, locale="en"):
    """A temple step's printed reward: {"vp": 2}, {"cocoa": 1}, {"resources": 2}, or {} (the bonus tile)."""
    if not what:
        return tr("teo.reward.bonus", locale)
    (kind, n), = what.items()
    return tr("teo.gain.res", locale, n=n) if kind == "resources" else amount(kind, n, locale)


def steps_text(steps, locale="en"):
    return ", ".join(temple_name(t, locale) for t in steps) or tr("teo.none", locale)


FORMAT = {
    "board": board_name, "temple": temple_name, "goods": goods_text, "cost": goods_text, "kind": kind_name,
    "disc": disc_text, "start": start_text, "a": start_text, "b": start_text, "tech": tech_text,
    "royal": royal_text, "bonus": bonus_text, "season": season_text, "deco": deco_text, "ptile": ptile_text,
    "space": space_text, "side": side_name, "bottile": bot_tile_name, "steps": steps_text, "what": reward_text,
    "ask": lambda data, locale: words(*data, locale=locale),
    "boards": lambda boards, locale: ", ".join(board_name(b, locale) for b in boards),
    "action": lambda key, locale: tr(f"teo.main.{key}", locale),
}


def words(key, values=None, locale="en"):
    """The text of a data description (key, values) in `locale`."""
    values = values or {}
    shown = {k: (FORMAT[k](v, locale) if k in FORMAT and v is not None else v) for k, v in values.items()}
    return tr(key, locale, **shown)


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
            values = {"temple": top["t"], "step": top["step"], "what": _reward(top["t"], top["step"])}
        return f"teo.act.{kind}", values
    if kind == "unlock3":
        return "teo.act.unlock3", {"n": D.UNLOCK_COCOA}
    raise ValueError(f"no description for {action}")


def _reward(t, step):
    reward = D.TEMPLE_REWARDS[t][step]
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
    values = {"temple": a, "step": step, "what": _reward(a, step)}
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
