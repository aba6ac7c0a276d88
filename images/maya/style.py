"""Colours, pieces and crop glyphs of the Maya pictures, in one place.

Players: the Okabe-Ito vermillion and blue, black and white (the rulebook's examples name red,
blue and black), each with its own shape and letter (R circle, B square, K diamond, W hexagon; the
letters are the catalog's, in French R, B, N, Bc and in Italian R, B, N, Bi), so colour is never the
only clue. Crops: a fill colour and a drawn glyph each (maize cob, potato, squash,
chili pepper). Glyphs are drawn at four times their size and shrunk, then cached.
"""
from functools import cache

from PIL import Image, ImageDraw

from images import theme as T
from images.labels import say

PLAYER_STYLE = {
    # colour: (fill, letter colour, shape); the letter is the catalog's (maya.letter.<colour>)
    "red": (T.rgb("#d55e00"), T.INK, "circle"),
    "blue": (T.rgb("#0072b2"), T.WHITE, "square"),
    "black": (T.rgb("#242424"), T.WHITE, "diamond"),
    "white": (T.rgb("#f4f1e8"), T.INK, "hexagon"),
}

ZONE_TINT = {"green": T.rgb("#dbe8c8"), "blue": T.rgb("#d3e2ee"), "yellow": T.rgb("#f2e6bb"),
             "red": T.rgb("#efd6cb")}
JUNGLE = T.rgb("#2f5d3a")
JUNGLE_LEAF = T.rgb("#4f8a4f")
STONE = T.rgb("#c8b89a")
STONE_DARK = T.rgb("#6b5a44")
STONE_LIGHT = T.rgb("#e2d6bf")   # the pyramid behind the size of an open city
DOWN = T.rgb("#7a5f45")          # a face-down tile: the back of a tile, city-coloured
DOWN_EDGE = T.rgb("#4a3626")
CLOSED = T.rgb("#8c8174")        # a scored city's temple
HEX_EDGE = T.rgb("#9c8b6e")

CROP_FILL = {"maize": T.rgb("#f6dc7a"), "potato": T.rgb("#dcc3a1"), "squash": T.rgb("#f3b27a"),
             "chili": T.rgb("#b9dba0")}
CROP_INK = {"maize": T.rgb("#e0a800"), "potato": T.rgb("#8d6a47"), "squash": T.rgb("#d9661f"),
            "chili": T.rgb("#c0392b")}

SS = 4


def _canvas(size):
    """A transparent canvas four times the size of a sprite, and its drawing."""
    n = size * SS
    big = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    return n, big, ImageDraw.Draw(big)


def _sprite(big, size):
    return big.resize((size, size), Image.Resampling.LANCZOS)


def colour_style(colour):
    """(fill, letter colour, shape, letter) of a colour's pieces, as images.sprites.token wants them:
    the letter in the picture's language (French blue and white are "B" and "Bc")."""
    return (*PLAYER_STYLE[colour], say(f"maya.letter.{colour}"))


def seat_style(state, seat):
    return colour_style(state.players[seat].colour)


@cache
def glyph(crop, size):
    """A crop as an RGBA sprite `size` px square: maize cob, potato, squash or chili pepper."""
    n, big, d = _canvas(size)
    ink = T.TOKEN_EDGE + (255,)
    w = max(2, int(0.07 * n))
    fill = CROP_INK[crop] + (255,)
    if crop == "maize":
        leaf = T.rgb("#5f9e3a") + (255,)
        d.polygon([(0.5 * n, 0.98 * n), (0.12 * n, 0.5 * n), (0.3 * n, 0.4 * n), (0.48 * n, 0.85 * n)], fill=leaf,
                  outline=ink, width=w // 2)
        d.polygon([(0.5 * n, 0.98 * n), (0.88 * n, 0.5 * n), (0.7 * n, 0.4 * n), (0.52 * n, 0.85 * n)], fill=leaf,
                  outline=ink, width=w // 2)
        d.ellipse((0.3 * n, 0.02 * n, 0.7 * n, 0.88 * n), fill=fill, outline=ink, width=w)
        for row in range(4):
            for col in range(2):
                cx, cy, r = (0.43 + 0.14 * col) * n, (0.22 + 0.15 * row) * n, 0.04 * n
                d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=T.rgb("#9c6f00") + (255,))
    elif crop == "potato":
        d.ellipse((0.06 * n, 0.2 * n, 0.94 * n, 0.84 * n), fill=fill, outline=ink, width=w)
        for cx, cy in ((0.32, 0.42), (0.6, 0.36), (0.5, 0.64), (0.74, 0.6)):
            r = 0.045 * n
            d.ellipse((cx * n - r, cy * n - r, cx * n + r, cy * n + r), fill=T.rgb("#4e3621") + (255,))
    elif crop == "squash":
        d.rectangle((0.45 * n, 0.04 * n, 0.57 * n, 0.26 * n), fill=T.rgb("#5f7f2a") + (255,), outline=ink, width=w // 2)
        d.ellipse((0.04 * n, 0.2 * n, 0.96 * n, 0.94 * n), fill=fill, outline=ink, width=w)
        for x0, x1 in ((0.26, 0.5), (0.5, 0.74)):
            d.arc((x0 * n, 0.22 * n, x1 * n, 0.92 * n), 0, 360, fill=ink, width=w // 2)
    elif crop == "chili":
        body = [(0.2, 0.16), (0.36, 0.2), (0.5, 0.36), (0.62, 0.56), (0.78, 0.76), (0.94, 0.92), (0.72, 0.9),
                (0.5, 0.76), (0.3, 0.54), (0.18, 0.32)]
        d.polygon([(x * n, y * n) for x, y in body], fill=fill, outline=ink, width=w)
        d.line([(0.24 * n, 0.18 * n), (0.16 * n, 0.04 * n)], fill=T.rgb("#3f7d2a") + (255,), width=w + 2)
    else:
        raise ValueError(f"no glyph for {crop!r}")
    return _sprite(big, size)


@cache
def temple_glyph(size, colour=STONE_DARK):
    """A stepped pyramid."""
    n, big, d = _canvas(size)
    dark = tuple(max(0, int(c * 0.6)) for c in colour) + (255,)
    for x0, y0, x1, y1 in ((0.06, 0.72, 0.94, 0.94), (0.18, 0.5, 0.82, 0.74), (0.3, 0.28, 0.7, 0.52),
                           (0.4, 0.08, 0.6, 0.3)):
        d.rectangle((x0 * n, y0 * n, x1 * n, y1 * n), fill=colour + (255,), outline=dark, width=max(2, n // 24))
    d.rectangle((0.46 * n, 0.56 * n, 0.54 * n, 0.74 * n), fill=dark)
    return _sprite(big, size)


@cache
def rack_icon(size):
    """A tile rack: a wooden stand holding three tiles."""
    n, big, d = _canvas(size)
    ink = T.TOKEN_EDGE + (255,)
    w = max(2, n // 20)
    for k in range(3):
        x = (0.14 + 0.25 * k) * n
        d.rectangle((x, 0.18 * n, x + 0.22 * n, 0.66 * n), fill=CROP_FILL[("maize", "squash", "chili")[k]] + (255,),
                    outline=ink, width=w)
    d.polygon([(0.02 * n, 0.62 * n), (0.98 * n, 0.62 * n), (0.86 * n, 0.9 * n), (0.14 * n, 0.9 * n)],
              fill=T.rgb("#9a6b3f") + (255,), outline=ink, width=w)
    return _sprite(big, size)


@cache
def reserve_icon(size):
    """A personal reserve: a pile of face-down tiles."""
    n, big, d = _canvas(size)
    ink = T.TOKEN_EDGE + (255,)
    w = max(2, n // 20)
    for k in range(3):
        y = (0.56 - 0.2 * k) * n
        d.rounded_rectangle((0.08 * n, y, 0.92 * n, y + 0.34 * n), radius=0.06 * n, fill=DOWN + (255,),
                            outline=ink, width=w)
    return _sprite(big, size)
