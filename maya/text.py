"""A plain-text picture of a game, for the terminal, in English, French or Italian.

The map is drawn row by row as on the board (the 2nd, 4th, ... rows shifted half a space right),
each space in 4 characters: `.` empty, `()` an empty temple space, `T3` a temple and its city of 3
tiles (`X3` once scored), `#R` a face-down tile of Red, `m2R` a plantation of Red (crop letter, goods,
player letter), `~~` jungle. Only public information is drawn; the rack is printed for its owner.
"""
from . import data as D
from . import rules
from .board import BOARD
from .describe import kind_text, temple_name, tr

def player_letter(s, seat, locale="en"):
    """A player's letter, as on the pictures: its colour's, in the reader's language."""
    return tr(f"maya.letter.{s.players[seat].colour}", locale)


def cell_text(s, i, jungle, locale="en"):
    a = rules.area(s.zones)
    if not a.inside[i]:
        return "~~" if i in jungle else ""
    v = s.board[i]
    space = BOARD.spaces[i]
    if v is None:
        return "()" if space.temple else "."
    if v == D.TEMPLE:
        size = len(rules.city_spaces(s, space.temple))
        return ("X" if space.temple in s.closed else "T") + str(size)
    if s.down[i]:
        return "#" + player_letter(s, D.owner(v), locale)
    crop, goods = D.kind_of(v)
    return tr(f"maya.term.letter.{crop}", locale) + str(goods) + player_letter(s, D.owner(v), locale)


def map_text(s, locale="en"):
    a = rules.area(s.zones)
    jungle = {i for piece in a.jungle for i in piece}
    # a space is "m2R" and a space between: one more character for a letter of two ("m2Bc")
    width = 3 + max(len(player_letter(s, seat, locale)) for seat in range(s.n_players))
    lines = ["     " + "".join(f"{chr(ord('A') + c):<{width}}" for c in range(BOARD.columns))]
    for r, _row in enumerate(BOARD.rows):
        cells = []
        for c in range(BOARD.columns):
            i = BOARD.at.get((r, c))
            cells.append(f"{cell_text(s, i, jungle, locale) if i is not None else '':<{width}}")
        line = f"{r + 1:>3}  " + (" " * (width // 2) if r % 2 else "") + "".join(cells)
        if line.strip() != str(r + 1):
            lines.append(line.rstrip())
    return "\n".join(lines)


def players_text(s, locale="en"):
    out = []
    for pl in s.players:
        mark = "▶ " if not s.is_over and s.current == pl.seat else "  "
        out.append(mark + tr("maya.term.player_line", locale, name=pl.name, letter=player_letter(s, pl.seat, locale),
                             n=pl.score, rack=len(pl.rack), reserve=len(pl.reserve)))
    return "\n".join(out)


def cities_text(s, locale="en"):
    lines = []
    for t in rules.SCORING_ORDER:
        if not s.revealed(t):
            continue
        goods = rules.city_goods(s, t)
        shown = " ".join(f"{player_letter(s, k, locale)}{g}" for k, g in enumerate(goods) if g) or "-"
        state = "closed" if t in s.closed else ("open" if rules.can_grow(s, t) else "stuck")
        lines.append(tr(f"maya.term.city_{state}", locale, temple=temple_name(t), n=len(rules.city_spaces(s, t)),
                        goods=shown))
    return "\n".join(lines)


def rack_text(s, seat, locale="en"):
    tiles = ", ".join(kind_text(D.kind_key(t), locale) for t in s.players[seat].rack) or "–"
    return tr("maya.term.rack", locale, tiles=tiles)


def board_text(s, locale="en", legend=True):
    """The players, the map (with its legend unless `legend` is False) and the cities."""
    parts = [players_text(s, locale), "", map_text(s, locale)] + ([tr("maya.term.legend", locale)] if legend else [])
    cities = cities_text(s, locale)
    if cities:
        parts += ["", cities]
    return "\n".join(parts)


def final_text(s, locale="en"):
    final = s.final
    lines = [tr("maya.term.final", locale)]
    for seat in final["ranking"]:
        r = final["players"][seat]
        lines.append(tr("maya.term.final_line", locale, place=r["place"], name=s.players[seat].name, n=r["score"],
                        plant=r["plantations"], city=r["cities"], left=r["tiles_left"]))
    return "\n".join(lines)
