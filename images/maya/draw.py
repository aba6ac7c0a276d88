"""The map of a Maya game: hexagonal spaces in rows, each drawn as a cached sprite.

`MapLayout` places the spaces of a part of the map (the play area and its jungle, or one zone and
its neighbours) in a box of a given width; `draw_base` draws what never changes in a game (land,
sea, jungle, temple spaces, rulers), `draw_pieces` what the state holds (plantations, face-down
tiles, temples and their cities, scored cities with their winners).
"""
import math
from functools import lru_cache

from PIL import Image, ImageDraw

from images import sprites
from images import theme as T
from maya import data as D
from maya import rules
from maya.board import BOARD

from . import style as S

SQRT3 = math.sqrt(3)
TEXT = 32  # the smallest text on a phone picture (see images/tzolkin/phone.py)


class MapLayout:
    """Where each shown space sits: a grid of pointy-top hexagons (odd rows half a space right)."""

    def __init__(self, spaces, width, x0=0, y0=0, ruler=True, names=False, most=96.0):
        self.spaces = sorted(spaces)
        self.ruler, self.names = ruler, names
        rows = [BOARD.spaces[i].row for i in self.spaces]
        halves = [2 * BOARD.spaces[i].col + (BOARD.spaces[i].row % 2) for i in self.spaces]
        self.row0, self.row1 = min(rows), max(rows)
        self.half0, self.half1 = min(halves), max(halves)
        left = 46 if ruler else 6
        top = 40 if ruler else 6
        across = (self.half1 - self.half0) / 2 + 1  # hexagon widths
        self.w = min(most, (width - left - 8) / across)
        self.radius = self.w / SQRT3
        self.x0 = x0 + left + (width - left - 8 - across * self.w) / 2
        self.y0 = y0 + top
        self.height = top + (self.row1 - self.row0) * 1.5 * self.radius + 2 * self.radius + 6
        self.width = width

    def centre(self, i):
        s = BOARD.spaces[i]
        half = 2 * s.col + (s.row % 2) - self.half0
        return self.x0 + half * self.w / 2 + self.w / 2, self.y0 + (s.row - self.row0) * 1.5 * self.radius + self.radius

    def corners(self, i, inset=0.0):
        cx, cy = self.centre(i)
        r = self.radius - inset
        return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(-90, 270, 60)]


def hexagon(pen, layout, i, fill, outline=S.HEX_EDGE, width=1, inset=0.0):
    pen.polygon(layout.corners(i, inset), fill=fill, outline=outline, width=width)


@lru_cache(maxsize=4096)
def tile_sprite(kind, style, w):
    """A plantation tile: its crop's colour, one or two crop glyphs, and its owner's token."""
    crop, goods = D.split_kind(kind)
    img, d = _hex_canvas(w)
    n = img.width
    d.polygon(_hex_points(n, 0.04), fill=S.CROP_FILL[crop] + (255,), outline=T.TOKEN_EDGE + (255,), width=SS_EDGE)
    big = _shrink(img, w)
    size = int(w * (0.36 if goods == 2 else 0.44))
    gy = int(w * 0.36)
    for k in range(goods):
        dx = (k - (goods - 1) / 2) * size * 0.95
        sprites.paste_centred(big, S.glyph(crop, size), w / 2 + dx, gy)
    token = int(w * 0.42)
    sprites.paste_centred(big, sprites.token(style, token), w / 2, w * 0.8)
    return big


@lru_cache(maxsize=256)
def down_sprite(style, w):
    """The back of a tile laid face down in a city, with its owner's token (the back of a tile has
    its player's colour): whose it is shows, never its crop or goods."""
    img, d = _hex_canvas(w)
    n = img.width
    d.polygon(_hex_points(n, 0.04), fill=S.DOWN + (255,), outline=S.DOWN_EDGE + (255,), width=SS_EDGE)
    for y in (0.26, 0.36):
        d.line([(n * 0.3, n * y), (n * 0.7, n * y)], fill=S.DOWN_EDGE + (255,), width=max(2, n // 40))
    big = _shrink(img, w)
    sprites.paste_centred(big, sprites.token(style, int(w * 0.5)), w / 2, w * 0.7)
    return big


@lru_cache(maxsize=512)
def temple_sprite(w, closed=False):
    img, d = _hex_canvas(w)
    n = img.width
    fill = S.CLOSED if closed else S.STONE
    d.polygon(_hex_points(n, 0.04), fill=fill + (255,), outline=S.STONE_DARK + (255,), width=SS_EDGE)
    return _shrink(img, w)


SS_EDGE = 8  # outline width on the 4x canvas


def _hex_canvas(w):
    n = int(w) * 4
    h = int(round(n * 2 / SQRT3))
    img = Image.new("RGBA", (n, h), (0, 0, 0, 0))
    return img, ImageDraw.Draw(img)


def _hex_points(n, inset):
    h = n * 2 / SQRT3
    r = h / 2 * (1 - inset)
    return [(n / 2 + r * math.cos(math.radians(a)), h / 2 + r * math.sin(math.radians(a))) for a in range(-90, 270, 60)]


def _shrink(img, w):
    return img.resize((int(w), int(round(int(w) * 2 / SQRT3))), Image.Resampling.LANCZOS)


def draw_base(pen, layout, zones_key):
    """Land, sea, jungle, empty temple spaces and the rulers of a map."""
    a = rules.area(zones_key)
    jungle = {i for piece in a.jungle for i in piece}
    for i in layout.spaces:
        if a.inside[i]:
            hexagon(pen, layout, i, S.ZONE_TINT[BOARD.spaces[i].zone])
            if BOARD.spaces[i].temple:
                pen.sprite_centred(S.temple_glyph(int(layout.w * 0.5), T.rgb("#b3a58c")), *layout.centre(i))
        elif i in jungle:
            hexagon(pen, layout, i, S.JUNGLE, outline=T.rgb("#1d3b25"))
            cx, cy = layout.centre(i)
            r = layout.radius * 0.45
            for dx, dy in ((-0.4, -0.2), (0.35, -0.3), (0.05, 0.35)):
                pen.ellipse((cx + dx * r * 2 - r * 0.45, cy + dy * r * 2 - r * 0.3,
                             cx + dx * r * 2 + r * 0.45, cy + dy * r * 2 + r * 0.3), fill=S.JUNGLE_LEAF)
    _zone_borders(pen, layout, a)
    if layout.ruler:
        _rulers(pen, layout)


def _zone_borders(pen, layout, a):
    """A thicker line where two zones meet."""
    shown = set(layout.spaces)
    for i in layout.spaces:
        if not a.inside[i]:
            continue
        corners = layout.corners(i)
        for n in BOARD.neighbours[i]:
            if n in shown and a.inside[n] and BOARD.spaces[n].zone != BOARD.spaces[i].zone and n > i:
                (x0, y0), (x1, y1) = layout.centre(i), layout.centre(n)
                mx, my = (x0 + x1) / 2, (y0 + y1) / 2
                near = sorted(corners, key=lambda p: (p[0] - mx) ** 2 + (p[1] - my) ** 2)[:2]
                pen.line(near, fill=T.INK_SOFT, width=3)


def _rulers(pen, layout):
    cols = sorted({BOARD.spaces[i].col for i in layout.spaces if BOARD.spaces[i].row % 2 == 0} or
                  {BOARD.spaces[i].col for i in layout.spaces})
    for c in cols:
        x = layout.x0 + (2 * c - layout.half0) * layout.w / 2 + layout.w / 2
        pen.text(x, layout.y0 - 20, chr(ord("A") + c), size=TEXT, face="cond", fill=T.INK_SOFT, anchor="mm")
    for r in range(layout.row0, layout.row1 + 1):
        y = layout.y0 + (r - layout.row0) * 1.5 * layout.radius + layout.radius
        pen.text(layout.x0 - 6 - (0 if r % 2 else 0), y, str(r + 1), size=TEXT, face="cond", fill=T.INK_SOFT,
                 anchor="rm")


def draw_pieces(pen, layout, state):
    """Everything on the map that the game put there (public information only)."""
    a = rules.area(state.zones)
    w = int(layout.w)
    placed = set(state.turn.get("placed", ())) if state.turn.get("do") == "plant" else set()
    for i in layout.spaces:
        if not a.inside[i]:
            continue
        v = state.board[i]
        cx, cy = layout.centre(i)
        if v is None:
            if layout.names and not BOARD.spaces[i].temple:
                pen.text(cx, cy, BOARD.name(i), size=TEXT, face="cond", fill=T.INK_SOFT, anchor="mm",
                         max_width=layout.w - 2)
            continue
        if v == D.TEMPLE:
            _draw_temple(pen, layout, state, i, w)
        elif state.down[i]:
            pen.sprite_centred(down_sprite(S.seat_style(state, D.owner(v)), w), cx, cy)
        else:
            pen.sprite_centred(tile_sprite(D.kind_key(v), S.seat_style(state, D.owner(v)), w), cx, cy)
        if i in placed:
            hexagon(pen, layout, i, None, outline=T.ALERT, width=4, inset=2)


def _draw_temple(pen, layout, state, i, w):
    temple = BOARD.spaces[i].temple
    cx, cy = layout.centre(i)
    closed = temple in state.closed
    pen.sprite_centred(temple_sprite(w, closed), cx, cy)
    if closed:
        event = next((e[1] for e in reversed(state.events) if e[0] == "maya.ev.city" and e[1]["temple"] == temple),
                     None)
        winners = event["first"] if event else []
        size = int(w * (0.55 if len(winners) <= 1 else 0.42))
        if not winners:
            pen.sprite_centred(S.temple_glyph(int(w * 0.55), S.STONE), cx, cy)
        for k, seat in enumerate(winners[:3]):
            dx = (k - (min(3, len(winners)) - 1) / 2) * size * 0.9
            pen.sprite_centred(sprites.token(S.seat_style(state, seat), size), cx + dx, cy)
        return
    pen.sprite_centred(S.temple_glyph(int(w * 0.78), S.STONE_LIGHT), cx, cy)
    size = len(rules.city_spaces(state, temple))
    pen.text(cx, cy + 2, str(size), size=TEXT, face="bold", fill=T.INK, anchor="mm")
