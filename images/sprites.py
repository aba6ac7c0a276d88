"""Pieces and icons, drawn once at four times their size and shrunk (smooth edges), then cached.

Every function returns an RGBA image of a square box `size` pixels wide; callers paste
it with its own alpha as the mask.
"""
import math
from functools import cache

from PIL import Image, ImageChops, ImageDraw

from . import theme as T

SS = 4  # supersampling factor


def _canvas(size):
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    return big, ImageDraw.Draw(big)


def _shrink(big, size):
    return big.resize((size, size), Image.Resampling.LANCZOS)


def _pts(points, n):
    """Unit-box points -> pixel points of the big canvas of side n."""
    return [(x * n, y * n) for x, y in points]


def _regular(k, radius, rotation, cx=0.5, cy=0.5):
    return [(cx + radius * math.cos(math.radians(rotation + 360 * i / k)),
             cy + radius * math.sin(math.radians(rotation + 360 * i / k))) for i in range(k)]


SHAPES = {
    # unit-box outline of each token shape, and its apothem (centre to edge) for an even rim
    "diamond": ([(0.5, 0.01), (0.99, 0.5), (0.5, 0.99), (0.01, 0.5)], 0.347),
    "hexagon": (_regular(6, 0.5, -90), 0.433),
    "octagon": (_regular(8, 0.5, 22.5), 0.462),
    "square": ([(0.07, 0.07), (0.93, 0.07), (0.93, 0.93), (0.07, 0.93)], 0.43),
    "triangle": ([(0.5, 0.02), (0.99, 0.9), (0.01, 0.9)], 0.3),
}


def _shape(draw, shape, n, inset, fill):
    """Draw a token shape shrunk by `inset` (unit-box units) all round."""
    if shape == "circle":
        a = inset * n
        draw.ellipse((a, a, n - a, n - a), fill=fill)
        return
    pts, apothem = SHAPES[shape]
    k = 1 - inset / apothem
    scaled = [(0.5 + (x - 0.5) * k, 0.5 + (y - 0.5) * k) for x, y in pts]
    if shape == "square":
        x0, y0 = scaled[0]
        x1, y1 = scaled[2]
        draw.rounded_rectangle((x0 * n, y0 * n, x1 * n, y1 * n), radius=0.16 * k * n, fill=fill)
        return
    draw.polygon(_pts(scaled, n), fill=fill)


@cache
def token(style, size, letter=True):
    """A worker or marker: the seat's shape in its colour, a dark rim, and its letter."""
    fill, ink, shape, char = style
    big, d = _canvas(size)
    n = size * SS
    rim = max(0.06, 2.2 / size)
    _shape(d, shape, n, 0.0, T.TOKEN_EDGE + (255,))
    _shape(d, shape, n, rim, fill + (255,))
    # a soft highlight on the upper half gives the piece some volume
    shine = Image.new("L", big.size, 0)
    _shape(ImageDraw.Draw(shine), shape, n, rim + 0.07, 255)
    band = Image.new("L", big.size, 0)
    ImageDraw.Draw(band).ellipse((-0.3 * n, -0.75 * n, 1.3 * n, 0.5 * n), fill=95)
    light = tuple(min(255, c + 60) for c in fill)
    big.paste(light + (255,), (0, 0), ImageChops.darker(shine, band))
    if letter:
        fsize = {"diamond": 0.50, "hexagon": 0.56, "triangle": 0.44}.get(shape, 0.60)
        f = T.font(int(n * fsize), "bold")
        widest = d.textlength("W", font=f)  # the widest single letter fits its shape
        if d.textlength(char, font=f) > widest:  # two letters (a colour's "Bc"): smaller, as wide as a W
            f = T.font(int(n * fsize * widest / d.textlength(char, font=f)), "bold")
        drop = 0.16 if shape == "triangle" else 0.02  # a triangle's room is low down
        d.text((n / 2, n / 2 + n * drop), char, font=f, fill=ink + (255,), anchor="mm")
    return _shrink(big, size)


# --- icons --------------------------------------------------------------------------

def _outline_poly(d, pts, n, fill, edge=T.TOKEN_EDGE, width=0.06):
    d.polygon(_pts(pts, n), fill=fill + (255,), outline=edge + (255,), width=max(1, int(width * n)))


@cache
def icon(name, size, colour=None):
    """A material or effect icon: corn, wood, stone, gold, skull, worker, temple, tech, build,
    market, any, first, vp."""
    big, d = _canvas(size)
    n = size * SS
    w = max(1, int(0.06 * n))
    edge = T.TOKEN_EDGE + (255,)
    if name == "corn":
        leaf = T.rgb("#5f9e3a")
        _outline_poly(d, [(0.5, 0.95), (0.18, 0.55), (0.28, 0.3), (0.48, 0.82)], n, leaf)
        _outline_poly(d, [(0.5, 0.95), (0.82, 0.55), (0.72, 0.3), (0.52, 0.82)], n, leaf)
        d.ellipse((0.3 * n, 0.04 * n, 0.7 * n, 0.86 * n), fill=T.MATERIAL_COLOUR["corn"] + (255,), outline=edge,
                  width=w)
        dot = T.rgb("#c8921a") + (255,)
        for row in range(5):
            for col in range(2):
                cx, cy = (0.43 + 0.14 * col) * n, (0.2 + 0.13 * row) * n
                r = 0.035 * n
                d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=dot)
    elif name == "wood":
        body = T.MATERIAL_COLOUR["wood"] + (255,)
        d.rounded_rectangle((0.06 * n, 0.26 * n, 0.8 * n, 0.74 * n), radius=0.1 * n, fill=body, outline=edge, width=w)
        d.line((0.16 * n, 0.42 * n, 0.6 * n, 0.42 * n), fill=T.rgb("#5e3b1a") + (255,), width=w)
        d.line((0.22 * n, 0.58 * n, 0.66 * n, 0.58 * n), fill=T.rgb("#5e3b1a") + (255,), width=w)
        d.ellipse((0.62 * n, 0.24 * n, 0.96 * n, 0.76 * n), fill=T.rgb("#d9a86a") + (255,), outline=edge, width=w)
        d.ellipse((0.72 * n, 0.4 * n, 0.86 * n, 0.6 * n), outline=T.rgb("#8b5a2b") + (255,), width=w)
    elif name == "stone":
        _outline_poly(d, [(0.1, 0.72), (0.2, 0.32), (0.5, 0.14), (0.84, 0.3), (0.93, 0.68), (0.62, 0.88), (0.28, 0.88)],
                      n, T.MATERIAL_COLOUR["stone"])
        d.polygon(_pts([(0.24, 0.36), (0.5, 0.2), (0.78, 0.34), (0.5, 0.46)], n), fill=T.rgb("#c3c7cc") + (255,))
        d.line(_pts([(0.5, 0.46), (0.52, 0.8)], n), fill=T.rgb("#5f646b") + (255,), width=w)
    elif name == "gold":
        _outline_poly(d, [(0.05, 0.8), (0.95, 0.8), (0.78, 0.28), (0.22, 0.28)], n, T.MATERIAL_COLOUR["gold"])
        d.polygon(_pts([(0.27, 0.36), (0.73, 0.36), (0.8, 0.58), (0.2, 0.58)], n), fill=T.rgb("#f7dc6f") + (255,))
        d.line(_pts([(0.34, 0.46), (0.5, 0.46)], n), fill=(255, 255, 255, 255), width=w)
    elif name == "skull":
        bone = T.MATERIAL_COLOUR["skull"] + (255,)
        d.rounded_rectangle((0.3 * n, 0.5 * n, 0.7 * n, 0.94 * n), radius=0.08 * n, fill=bone, outline=edge, width=w)
        d.ellipse((0.12 * n, 0.04 * n, 0.88 * n, 0.76 * n), fill=bone, outline=edge, width=w)
        d.rectangle((0.33 * n, 0.6 * n, 0.67 * n, 0.72 * n), fill=bone)
        hole = T.rgb("#3b3a48") + (255,)
        d.ellipse((0.24 * n, 0.34 * n, 0.46 * n, 0.56 * n), fill=hole)
        d.ellipse((0.54 * n, 0.34 * n, 0.76 * n, 0.56 * n), fill=hole)
        d.polygon(_pts([(0.5, 0.58), (0.44, 0.7), (0.56, 0.7)], n), fill=hole)
        for x in (0.42, 0.5, 0.58):
            d.line(_pts([(x, 0.8), (x, 0.92)], n), fill=hole, width=max(1, w // 2))
    elif name == "worker":
        fill = (colour or T.INK_SOFT) + (255,)
        d.ellipse((0.34 * n, 0.04 * n, 0.66 * n, 0.36 * n), fill=fill, outline=edge, width=w)
        d.polygon(_pts([(0.5, 0.34), (0.95, 0.5), (0.92, 0.62), (0.68, 0.58), (0.84, 0.96), (0.16, 0.96),
                        (0.32, 0.58), (0.08, 0.62), (0.05, 0.5)], n), fill=fill, outline=edge, width=w)
    elif name == "temple":
        fill = colour or T.INK_SOFT
        dark = tuple(max(0, int(c * 0.55)) for c in fill) + (255,)
        steps = [(0.04, 0.74, 0.96, 0.94), (0.16, 0.54, 0.84, 0.76), (0.28, 0.34, 0.72, 0.56), (0.38, 0.1, 0.62, 0.36)]
        for x0, y0, x1, y1 in steps:
            d.rectangle((x0 * n, y0 * n, x1 * n, y1 * n), fill=fill + (255,), outline=dark, width=w)
        d.rectangle((0.45 * n, 0.2 * n, 0.55 * n, 0.36 * n), fill=dark)
    elif name == "tech":
        fill = (colour or T.rgb("#6b5aa6")) + (255,)
        teeth = 8
        pts = []
        for i in range(teeth * 2):
            r = 0.48 if i % 2 == 0 else 0.36
            a0 = math.radians(360 * i / (teeth * 2) - 8)
            a1 = math.radians(360 * i / (teeth * 2) + 8)
            pts += [(0.5 + r * math.cos(a0), 0.5 + r * math.sin(a0)), (0.5 + r * math.cos(a1), 0.5 + r * math.sin(a1))]
        d.polygon(_pts(pts, n), fill=fill, outline=edge, width=w)
        d.ellipse((0.34 * n, 0.34 * n, 0.66 * n, 0.66 * n), fill=T.CREAM + (255,), outline=edge, width=w)
    elif name == "build":
        fill = (colour or T.rgb("#b5651d")) + (255,)
        d.polygon(_pts([(0.5, 0.06), (0.95, 0.46), (0.05, 0.46)], n), fill=fill, outline=edge, width=w)
        d.rectangle((0.16 * n, 0.44 * n, 0.84 * n, 0.92 * n), fill=T.CREAM + (255,), outline=edge, width=w)
        d.rectangle((0.42 * n, 0.6 * n, 0.58 * n, 0.92 * n), fill=fill)
    elif name == "market":
        fill = (colour or T.rgb("#2f69b1")) + (255,)
        d.polygon(_pts([(0.06, 0.34), (0.36, 0.1), (0.36, 0.24), (0.8, 0.24), (0.8, 0.44), (0.36, 0.44),
                        (0.36, 0.58)], n),
                  fill=fill, outline=edge, width=w)
        d.polygon(_pts([(0.94, 0.66), (0.64, 0.42), (0.64, 0.56), (0.2, 0.56), (0.2, 0.76), (0.64, 0.76),
                        (0.64, 0.9)], n),
                  fill=T.MATERIAL_COLOUR["gold"] + (255,), outline=edge, width=w)
    elif name == "any":
        fill = (colour or T.rgb("#b3261e")) + (255,)
        pts = []
        for i in range(10):
            r = 0.48 if i % 2 == 0 else 0.22
            a = math.radians(-90 + 36 * i)
            pts.append((0.5 + r * math.cos(a), 0.52 + r * math.sin(a)))
        d.polygon(_pts(pts, n), fill=fill, outline=edge, width=w)
    elif name == "first":
        d.ellipse((0.03 * n, 0.03 * n, 0.97 * n, 0.97 * n), fill=T.rgb("#d9a521") + (255,), outline=edge, width=w)
        d.ellipse((0.14 * n, 0.14 * n, 0.86 * n, 0.86 * n), outline=T.rgb("#fff2b0") + (255,), width=w)
        d.text((n / 2, n / 2 + 0.03 * n), "1", font=T.font(int(0.62 * n), "bold"), fill=T.INK + (255,), anchor="mm")
    elif name == "vp":
        d.ellipse((0.03 * n, 0.03 * n, 0.97 * n, 0.97 * n), fill=T.rgb("#3b6e3b") + (255,), outline=edge, width=w)
        d.text((n / 2, n / 2 + 0.02 * n), "VP", font=T.font(int(0.42 * n), "cond"), fill=(255, 255, 255, 255),
               anchor="mm")
    else:
        raise ValueError(f"no icon called {name!r}")
    return _shrink(big, size)


def paste(img, sprite, x, y):
    """Paste an RGBA sprite with its top-left corner at (x, y) (ints)."""
    img.paste(sprite, (int(round(x)), int(round(y))), sprite)


def paste_centred(img, sprite, cx, cy):
    w, h = sprite.size
    paste(img, sprite, cx - w / 2, cy - h / 2)
