"""The Maya pictures, each a pure function of a state (public information only, but for a seat's own
rack), 600 px wide for phones with every text at least 32 px (see images/tzolkin/phone.py):

- `render_board(state)`: the live board: who is to play, every player's score, rack and reserve,
  and the map of the play area (crops, goods, owners, face-down tiles with their owner's token,
  cities and their size, temples, scored cities with their winners, the tiles laid in the turn under
  way outlined);
- `render_zone(state, zone)`: one zone bigger, every empty space named, its cities and their goods;
- `render_rack(state, seat)`: a seat's rack (private) and the size of its reserve;
- `render_scores(state)`: the final scores (or the standing so far) with their sources.
"""
from functools import lru_cache

from PIL import Image

from images import sprites
from images import script
from images import theme as T
from images.labels import say
from images.pen import fit, shrink, text_width
from images.pen import SizedPen
from images.pen import wrap
from maya import data as D
from maya import rules
from maya.board import BOARD
from maya.describe import crop_name
from maya.scoring import standing

from . import style as S
from .draw import TEXT, MapLayout, draw_base, draw_pieces, tile_sprite

WIDTH = 600
TITLE = 36
HEADER = 58
ROW = 50
HEADER_FILL = T.rgb("#3a2a1b")
ON_TURN = T.rgb("#fff3c4")


class Pen(SizedPen):
    """A pen that notes the size each text is really drawn at (after shrinking to fit its box)."""

    def text(self, x, y, s, size=20, face="bold", fill=T.INK, anchor="la", max_width=None, min_size=None):
        if s and max_width is not None:
            size = shrink(T.printable(s, face), size, face, max_width, min_size)
        return super().text(x, y, s, size=size, face=face, fill=fill, anchor=anchor, max_width=max_width,
                            min_size=min_size)


def _canvas(height):
    img = Image.new("RGB", (WIDTH, int(height)), T.BG)
    return img, Pen(img)


def _finish(img, pen):
    img.info["text_sizes"], img.info["texts"] = sorted(pen.sizes), pen.texts
    return img


def _header(pen, text, right=None, reserve=0):
    """The title band: a title, a note on the right, `reserve` pixels kept free at the right end (the
    rack's token). A title holding a name that cannot keep enough of it beside the note takes the
    whole band."""
    pen.rect((0, 0, WIDTH, HEADER - 4), fill=HEADER_FILL)
    room = WIDTH - 42 - reserve - (text_width(right, TEXT) if right else 0)
    size = title_size(text, room)
    if right and script.FSI in text and fit(T.printable(text), size, "bold", room).cut:
        right, room = None, WIDTH - 28 - reserve
        size = title_size(text, room)
    if right:
        pen.text(WIDTH - 14, HEADER / 2 - 2, right, size=TEXT, fill=T.CREAM, anchor="rm")
    # a name in the title is shortened rather than drawn smaller than its size (images.pen.fit)
    pen.text(14, HEADER / 2 - 2, text, size=size, fill=T.CREAM, anchor="lm", max_width=room,
             min_size=size if script.FSI in text else None)


def _name(state, seat):
    """A player's name as the fonts can draw it, isolated in the sentences holding it; the colour's
    name, in the picture's language, for a seat named by default ("Red") or when nothing of the name
    can be drawn."""
    pl = state.players[seat]
    colour = say(f"maya.colour.{pl.colour}").capitalize()
    return T.name(colour if pl.name == D.default_name(pl.colour) else pl.name, colour)


# A title keeps its size while it keeps this many graphemes of the name; else it is drawn at TEXT.
TITLE_KEEPS = 10


def title_size(label, width):
    """The size of a title: TITLE, but for a title holding a name that would otherwise lose more than
    a few letters, TEXT (the pen shortens the name to fit, images.pen.fit)."""
    if script.FSI not in label:
        return TITLE
    fitted = fit(T.printable(label), TITLE, "bold", width)
    return TITLE if not fitted.cut and all(kept >= TITLE_KEEPS for _, kept in fitted.shortened) else TEXT


def _status(state):
    if state.is_over:
        return say("maya.img.over")
    key = "maya.img.chooses" if state.phase == "setup" else "maya.img.to_play"
    return say(key, name=_name(state, state.current))


# --- the live board -------------------------------------------------------------------------------------

def play_spaces(zones_key):
    a = rules.area(zones_key)
    return set(a.spaces) | {i for piece in a.jungle for i in piece}


@lru_cache(maxsize=16)
def _board_base(zones_key, players):
    top = HEADER + ROW * players + 6
    layout = MapLayout(play_spaces(zones_key), WIDTH, y0=top)
    img, pen = _canvas(top + layout.height)
    draw_base(pen, layout, zones_key)
    return layout, img, frozenset(pen.sizes), tuple(pen.texts)


def render_board(state):
    layout, base, sizes, texts = _board_base(state.zones, state.n_players)
    img = base.copy()
    pen = Pen(img)
    pen.sizes.update(sizes)
    pen.texts += texts
    _header(pen, _status(state), say("maya.img.turn", n=state.turn_no))
    for seat in range(state.n_players):
        _player_row(pen, state, seat, HEADER + ROW * seat)
    draw_pieces(pen, layout, state)
    return _finish(img, pen)


def _player_row(pen, state, seat, y):
    pl = state.players[seat]
    on_turn = not state.is_over and state.current == seat
    pen.rect((4, y + 2, WIDTH - 4, y + ROW - 2), fill=ON_TURN if on_turn else T.PANEL,
             outline=T.ALERT if on_turn else T.PANEL_EDGE, width=3 if on_turn else 1, radius=8)
    cy = y + ROW / 2
    pen.token(S.seat_style(state, seat), 26, cy, 36)
    score = pen.text(WIDTH - 14, cy, str(pl.score), size=TEXT + 2, anchor="rm")
    x = WIDTH - 14 - score - 16
    x -= pen.text(x, cy, str(len(pl.reserve)), size=TEXT, face="cond", anchor="rm")
    pen.sprite_centred(S.reserve_icon(30), x - 18, cy)
    x -= 42
    x -= pen.text(x, cy, str(len(pl.rack)), size=TEXT, face="cond", anchor="rm")
    pen.sprite_centred(S.rack_icon(30), x - 18, cy)
    x -= 40
    pen.text(52, cy, say("maya.img.name", name=_name(state, seat)), size=TEXT, anchor="lm", max_width=x - 58,
             min_size=TEXT)


# --- one zone, bigger --------------------------------------------------------------------------------------

def zone_spaces(state, zone):
    """The zone's spaces (those of a zone in play), and the jungle next to them."""
    a = rules.area(state.zones)
    own = BOARD.zone_spaces(zone)
    jungle = {i for piece in a.jungle for i in piece}
    return set(own) | {n for i in own for n in BOARD.neighbours[i] if n in jungle}


CITY_CARD = 2 * ROW - 6


def render_zone(state, zone):
    if zone not in rules.area(state.zones).zones:
        raise ValueError(f"the {zone} zone is not in play in this game ({state.zones})")
    layout = MapLayout(zone_spaces(state, zone), WIDTH, y0=HEADER, ruler=False, names=True, most=84)
    cities = [t for t in rules.SCORING_ORDER if BOARD.spaces[BOARD.temple_space[t]].zone == zone and state.revealed(t)]
    img, pen = _canvas(HEADER + layout.height + 8 + CITY_CARD * len(cities) + 8)
    _header(pen, say(f"maya.zone.{zone}").capitalize(), say("maya.img.turn", n=state.turn_no))
    draw_base(pen, layout, state.zones)
    draw_pieces(pen, layout, state)
    y = HEADER + layout.height + 8
    for t in cities:
        _city_card(pen, state, t, y)
        y += CITY_CARD
    return _finish(img, pen)


def _city_card(pen, state, temple, y):
    """A city: its name and size, then the goods of each player next to it (or its winners)."""
    size = len(rules.city_spaces(state, temple))
    pen.rect((4, y + 2, WIDTH - 4, y + CITY_CARD - 2), fill=T.PANEL, outline=T.PANEL_EDGE, radius=8)
    top, bottom = y + ROW / 2, y + ROW * 1.4
    pen.sprite_centred(S.temple_glyph(34), 26, top)
    pen.text(50, top, say("maya.img.city", temple=BOARD.temple_names[temple], n=size), size=TEXT, anchor="lm",
             max_width=WIDTH - 62)
    x = 50
    for seat, g in enumerate(rules.city_goods(state, temple)):
        if g:
            pen.token(S.seat_style(state, seat), x + 15, bottom, 30)
            x += 34 + pen.text(x + 34, bottom, str(g), size=TEXT, face="cond", anchor="lm") + 18
    if temple in state.closed:
        pen.text(WIDTH - 14, bottom, say("maya.img.city_scored"), size=TEXT, face="cond", fill=T.INK_SOFT,
                 anchor="rm", max_width=WIDTH - x - 24)


# --- a seat's rack (private) ---------------------------------------------------------------------------------

RACK_TILE = 128


def render_rack(state, seat):
    if not 0 <= seat < state.n_players:
        raise ValueError(f"no seat {seat} in a {state.n_players}-player game")
    pl = state.players[seat]
    tiles = pl.rack
    rows = (len(tiles) + 3) // 4 if tiles else 1
    tile_h = int(RACK_TILE * 2 / 3 ** 0.5)
    legend = len(D.CROPS) * ROW
    img, pen = _canvas(HEADER + 12 + rows * (tile_h + 8) + ROW + legend + 12)
    _header(pen, say("maya.img.rack_of", name=_name(state, seat)), reserve=50)
    pen.token(S.seat_style(state, seat), WIDTH - 30, HEADER / 2 - 2, 36)
    y = HEADER + 12
    if not tiles:
        lines = wrap(say("maya.img.rack_empty"), WIDTH - 24, TEXT, "bold")
        for k, line in enumerate(lines):
            pen.text(WIDTH / 2, y + tile_h / 2 + (k - (len(lines) - 1) / 2) * (TEXT + 8), line, size=TEXT, anchor="mm",
                     max_width=WIDTH - 24)
    style = S.seat_style(state, seat)
    for k, tile in enumerate(tiles):
        row, col = divmod(k, 4)
        in_row = min(4, len(tiles) - 4 * row)
        x = WIDTH / 2 + (col - (in_row - 1) / 2) * (RACK_TILE + 12)
        cy = y + row * (tile_h + 8) + tile_h / 2
        pen.sprite_centred(tile_sprite(D.kind_key(tile), style, RACK_TILE), x, cy)
    y += rows * (tile_h + 8)
    pen.sprite_centred(S.reserve_icon(34), 30, y + ROW / 2)
    pen.text(56, y + ROW / 2, say("maya.img.reserve", n=len(pl.reserve)), size=TEXT, anchor="lm",
             max_width=WIDTH - 68)
    y += ROW
    for k, crop in enumerate(D.CROPS):
        cy = y + k * ROW + ROW / 2
        pen.sprite_centred(S.glyph(crop, 38), 30, cy)
        pen.text(56, cy, crop_name(crop, _locale()), size=TEXT, anchor="lm", max_width=WIDTH - 68)
    return _finish(img, pen)


def _locale():
    from images.labels import language
    return language()


# --- scores -----------------------------------------------------------------------------------------------

CARD = 104


def render_scores(state):
    final = standing(state)
    order = final["ranking"]
    img, pen = _canvas(HEADER + CARD * len(order) + 8)
    _header(pen, say("maya.img.final" if state.is_over else "maya.img.standing"))
    for k, seat in enumerate(order):
        row = final["players"][seat]
        y = HEADER + k * CARD
        winner = state.is_over and seat in final["winners"]
        pen.rect((4, y + 3, WIDTH - 4, y + CARD - 3), fill=ON_TURN if winner else T.PANEL,
                 outline=T.ALERT if winner else T.PANEL_EDGE, width=3 if winner else 1, radius=10)
        top, bottom = y + 30, y + 76
        pen.text(14, top, say("maya.img.place", place=row["place"]), size=TEXT, anchor="lm")
        pen.token(S.seat_style(state, seat), 76, top, 36)
        total = pen.text(WIDTH - 16, top, str(row["score"]), size=TITLE, anchor="rm")
        pen.text(104, top, say("maya.img.name", name=_name(state, seat)), size=TEXT, anchor="lm",
                 max_width=WIDTH - 140 - total, min_size=TEXT)
        x = 22
        for icon, value in ((S.glyph("maize", 34), row["plantations"]), (S.temple_glyph(34), row["cities"])):
            pen.sprite_centred(icon, x + 17, bottom)
            x += 40 + pen.text(x + 40, bottom, str(value), size=TEXT, face="cond", anchor="lm") + 26
        pen.sprite_centred(S.rack_icon(32), x + 16, bottom)
        pen.text(x + 40, bottom, say("maya.img.tiles_left", n=row["tiles_left"]), size=TEXT, face="cond",
                 anchor="lm", max_width=WIDTH - x - 52)
    return _finish(img, pen)


def palette_sheet(state):
    """Every crop, piece and colour once, for the palette."""
    img = Image.new("RGB", (WIDTH, 200), T.BG)
    x = 0
    for colour in S.PLAYER_STYLE:
        for kind in D.KINDS:
            sprites.paste(img, tile_sprite(kind, S.colour_style(colour), 36), x % WIDTH, 40 * (x // WIDTH))
            x += 37
    return img
