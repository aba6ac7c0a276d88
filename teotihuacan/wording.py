"""The words of the engine's data: names of boards, temples, tiles and materials, and
`words(key, values, locale)`, which turns a (key, values) description into text, each named
value shown through FORMAT (a board number becomes "Forest", a cost (1, 0, 0, 2) becomes
"1 cocoa + 2 gold"...). It knows nothing of the rules, so the rules can word their refusals
with it (describe.py words the actions and the decisions on top of it)."""
import i18n

from . import data as D
from . import words as _words  # noqa: F401  (registers the English texts)


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
        goods = dict(zip(("cocoa", "wood", "stone", "gold"), goods, strict=False))
    parts = [amount(m, n, locale) for m, n in goods.items() if n]
    return " + ".join(parts) or tr("teo.cost.free", locale)


def kind_name(kind, locale="en"):
    return tr(f"teo.disc.{kind}", locale)


def disc_text(tile, locale="en"):
    """A discovery tile: what it is and its cost."""
    kind = D.DISC_KIND[tile]
    name = (tr("teo.mask", locale, n=D.MASK_CORNER[kind], mask=kind[1]) if kind in D.MASK_CORNER
            else kind_name(kind, locale))
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
