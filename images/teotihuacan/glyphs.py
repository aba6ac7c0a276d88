"""Teotihuacan's own icons: cocoa, masks, the temples' symbols, sun and moon, the Avenue, the
pyramid, and the pictograms of the discovery tiles. Wood, stone, gold, technology and building
icons are the shared ones of images/sprites.py.

Each icon is drawn at four times its size and shrunk (smooth edges), then cached: an RGBA image of
a square box `size` px wide, pasted with its own alpha. No icon carries a number: numbers are
written beside or over them as text, at the pictures' text size.
"""
import math
from functools import cache

from PIL import Image, ImageChops, ImageDraw

from images import sprites

from . import style as S

SS = 4
EDGE = S.rgb("#1b140d") + (255,)


def _canvas(size):
    n = size * SS
    big = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    return big, ImageDraw.Draw(big), n


def _done(big, size):
    return big.resize((size, size), Image.Resampling.LANCZOS)


def _p(points, n):
    return [(x * n, y * n) for x, y in points]


def _a(colour):
    return tuple(colour) + (255,)


# --- temple symbols (also the pyramid's icons) ------------------------------------------------------

def _drop(d, n, fill, outline, w):
    pts = [(0.5, 0.06)]
    for i in range(0, 181, 10):  # the round bottom
        a = math.radians(i)
        pts.append((0.5 + 0.3 * math.cos(a), 0.62 + 0.3 * math.sin(a)))
    pts = [pts[0]] + pts[1:]
    d.polygon(_p(pts, n), fill=fill, outline=outline, width=w)


def _flame(d, n, fill, outline, w):
    pts = [(0.5, 0.04), (0.66, 0.3), (0.78, 0.2), (0.86, 0.52), (0.8, 0.8), (0.62, 0.95), (0.38, 0.95),
           (0.2, 0.8), (0.14, 0.52), (0.26, 0.32), (0.36, 0.44)]
    d.polygon(_p(pts, n), fill=fill, outline=outline, width=w)


def _leaf(d, n, fill, outline, w):
    """A pointed leaf leaning right, its stem at the bottom left."""
    pts = []
    for i in range(0, 181, 10):
        t = math.radians(i)
        pts.append((0.22 + 0.62 * (1 - math.cos(t)) / 2 + 0.16 * math.sin(t),
                    0.82 - 0.7 * (1 - math.cos(t)) / 2 + 0.16 * math.sin(t)))
    for i in range(180, -1, -10):
        t = math.radians(i)
        pts.append((0.22 + 0.62 * (1 - math.cos(t)) / 2 - 0.16 * math.sin(t),
                    0.82 - 0.7 * (1 - math.cos(t)) / 2 - 0.16 * math.sin(t)))
    d.polygon(_p(pts, n), fill=fill, outline=outline, width=w)
    d.line(_p([(0.08, 0.96), (0.22, 0.82), (0.7, 0.28)], n), fill=outline, width=max(1, w // 2 + 1))


SYMBOLS = {"drop": _drop, "flame": _flame, "leaf": _leaf}


@cache
def symbol(temple, size, filled=True):
    """A temple's symbol: filled in its colour (a temple, a temple icon), or drawn in ink on nothing
    (a plain icon of the pyramid, which gives points but no temple step)."""
    big, d, n = _canvas(size)
    w = max(2, int(0.07 * n))
    if filled:
        SYMBOLS[S.TEMPLE_SYMBOL[temple]](d, n, _a(S.TEMPLE_FILL[temple]), EDGE, w)
    else:
        SYMBOLS[S.TEMPLE_SYMBOL[temple]](d, n, _a(S.TEMPLE_TINT[temple]), _a(S.TEMPLE_DARK[temple]), w)
    return _done(big, size)


# --- goods and markers --------------------------------------------------------------------------------

def _cocoa(d, n):
    w = max(2, int(0.06 * n))
    d.ellipse((0.16 * n, 0.06 * n, 0.84 * n, 0.94 * n), fill=_a(S.COCOA_LIGHT), outline=EDGE, width=w)
    d.arc((0.3 * n, 0.12 * n, 0.7 * n, 0.88 * n), 250, 110, fill=_a(S.COCOA), width=w)
    d.arc((0.3 * n, 0.12 * n, 0.7 * n, 0.88 * n), 70, 290, fill=_a(S.COCOA), width=w)


def _mask(d, n, colour=S.JADE):
    w = max(2, int(0.06 * n))
    d.polygon(_p([(0.12, 0.1), (0.88, 0.1), (0.92, 0.45), (0.78, 0.8), (0.5, 0.96), (0.22, 0.8), (0.08, 0.45)], n),
              fill=_a(colour), outline=EDGE, width=w)
    hole = _a(S.OBSIDIAN)
    d.polygon(_p([(0.2, 0.34), (0.42, 0.3), (0.44, 0.42), (0.22, 0.44)], n), fill=hole)
    d.polygon(_p([(0.8, 0.34), (0.58, 0.3), (0.56, 0.42), (0.78, 0.44)], n), fill=hole)
    d.polygon(_p([(0.5, 0.42), (0.44, 0.62), (0.56, 0.62)], n), fill=_a(S.JADE_DARK))
    d.rectangle((0.36 * n, 0.72 * n, 0.64 * n, 0.78 * n), fill=hole)


def _sun(d, n):
    w = max(2, int(0.05 * n))
    for i in range(12):
        a = math.radians(30 * i)
        d.line((0.5 * n + 0.3 * n * math.cos(a), 0.5 * n + 0.3 * n * math.sin(a),
                0.5 * n + 0.47 * n * math.cos(a), 0.5 * n + 0.47 * n * math.sin(a)), fill=_a(S.rgb("#c77d0a")), width=w)
    d.ellipse((0.22 * n, 0.22 * n, 0.78 * n, 0.78 * n), fill=_a(S.SUN), outline=EDGE, width=w)


def _moon(d, n):
    """A crescent: the lit disc less a disc of the night sky, drawn where the lit disc is."""
    w = max(2, int(0.05 * n))
    lit = Image.new("L", (n, n), 0)
    ImageDraw.Draw(lit).ellipse((0.08 * n, 0.08 * n, 0.92 * n, 0.92 * n), fill=255)
    shade = Image.new("L", (n, n), 0)
    ImageDraw.Draw(shade).ellipse((0.32 * n, 0.0 * n, 1.1 * n, 0.78 * n), fill=255)
    d.ellipse((0.08 * n, 0.08 * n, 0.92 * n, 0.92 * n), fill=_a(S.rgb("#e6e9f5")), outline=EDGE, width=w)
    d.bitmap((0, 0), ImageChops.multiply(lit, shade), fill=_a(S.NIGHT))
    d.ellipse((0.08 * n, 0.08 * n, 0.92 * n, 0.92 * n), outline=EDGE, width=w)


def _eclipse(d, n):
    w = max(2, int(0.05 * n))
    d.ellipse((0.08 * n, 0.08 * n, 0.92 * n, 0.92 * n), fill=_a(S.rgb("#f7c948")), outline=EDGE, width=w)
    d.ellipse((0.16 * n, 0.16 * n, 0.84 * n, 0.84 * n), fill=_a(S.NIGHT))


def _lock(d, n):
    w = max(2, int(0.08 * n))
    d.arc((0.26 * n, 0.06 * n, 0.74 * n, 0.6 * n), 180, 360, fill=EDGE, width=w)
    d.line((0.26 * n, 0.33 * n, 0.26 * n, 0.46 * n), fill=EDGE, width=w)
    d.line((0.74 * n, 0.33 * n, 0.74 * n, 0.46 * n), fill=EDGE, width=w)
    d.rounded_rectangle((0.14 * n, 0.42 * n, 0.86 * n, 0.94 * n), radius=0.08 * n, fill=_a(S.SUN), outline=EDGE,
                        width=max(2, w // 2))
    d.ellipse((0.44 * n, 0.56 * n, 0.56 * n, 0.68 * n), fill=EDGE)


def _avenue(d, n):
    w = max(2, int(0.05 * n))
    d.polygon(_p([(0.36, 0.04), (0.64, 0.04), (0.94, 0.96), (0.06, 0.96)], n), fill=_a(S.AVENUE), outline=EDGE, width=w)
    for y in (0.28, 0.5, 0.74):
        d.line(_p([(0.5, y - 0.08), (0.5, y + 0.06)], n), fill=_a(S.CREAM), width=w)


def _pyramid(d, n):
    w = max(2, int(0.05 * n))
    steps = [(0.04, 0.72, 0.96, 0.94), (0.16, 0.5, 0.84, 0.72), (0.28, 0.28, 0.72, 0.5), (0.4, 0.08, 0.6, 0.28)]
    for i, (x0, y0, x1, y1) in enumerate(steps):
        d.rectangle((x0 * n, y0 * n, x1 * n, y1 * n), fill=_a(S.LEVEL_FILL[i]), outline=EDGE, width=w)


def _vp(d, n):
    w = max(2, int(0.05 * n))
    pts = []
    for i in range(10):
        r = 0.48 if i % 2 == 0 else 0.22
        a = math.radians(-90 + 36 * i)
        pts.append((0.5 + r * math.cos(a), 0.54 + r * math.sin(a)))
    d.polygon(_p(pts, n), fill=_a(S.rgb("#e9b949")), outline=EDGE, width=w)


def _res(d, n):
    """Any resource: a wood, a stone and a gold side by side."""
    w = max(2, int(0.05 * n))
    d.rectangle((0.04 * n, 0.46 * n, 0.38 * n, 0.8 * n), fill=_a(S.rgb("#8b5a2b")), outline=EDGE, width=w)
    d.polygon(_p([(0.34, 0.8), (0.42, 0.42), (0.62, 0.34), (0.7, 0.8)], n), fill=_a(S.rgb("#8f949b")), outline=EDGE,
              width=w)
    d.polygon(_p([(0.58, 0.8), (0.98, 0.8), (0.9, 0.5), (0.66, 0.5)], n), fill=_a(S.rgb("#e8b923")), outline=EDGE,
              width=w)


def _up(d, n, twice=True):
    w = max(2, int(0.05 * n))
    xs = (0.3, 0.7) if twice else (0.5,)
    for x in xs:
        d.polygon(_p([(x, 0.08), (x + 0.2, 0.42), (x + 0.08, 0.42), (x + 0.08, 0.92), (x - 0.08, 0.92),
                      (x - 0.08, 0.42), (x - 0.2, 0.42)], n), fill=_a(S.rgb("#3c8d3c")), outline=EDGE, width=w)


def _double(d, n):
    w = max(2, int(0.05 * n))
    for y in (0.3, 0.7):
        d.polygon(_p([(0.06, y - 0.08), (0.62, y - 0.08), (0.62, y - 0.18), (0.94, y), (0.62, y + 0.18),
                      (0.62, y + 0.08), (0.06, y + 0.08)], n), fill=_a(S.rgb("#2f69b1")), outline=EDGE, width=w)


def _unlimited(d, n):
    w = max(3, int(0.1 * n))
    d.ellipse((0.06 * n, 0.28 * n, 0.52 * n, 0.72 * n), outline=_a(S.rgb("#2f69b1")), width=w)
    d.ellipse((0.48 * n, 0.28 * n, 0.94 * n, 0.72 * n), outline=_a(S.rgb("#2f69b1")), width=w)


def _free(d, n):
    _cocoa(d, n)
    w = max(3, int(0.1 * n))
    d.line((0.1 * n, 0.9 * n, 0.9 * n, 0.1 * n), fill=_a(S.ALERT), width=w)


def _extra(d, n):
    w = max(2, int(0.05 * n))
    fill = _a(S.rgb("#7a6a55"))
    d.ellipse((0.14 * n, 0.06 * n, 0.44 * n, 0.36 * n), fill=fill, outline=EDGE, width=w)
    d.polygon(_p([(0.29, 0.34), (0.56, 0.5), (0.52, 0.6), (0.42, 0.56), (0.52, 0.94), (0.06, 0.94), (0.16, 0.56),
                  (0.04, 0.6), (0.02, 0.5)], n), fill=fill, outline=EDGE, width=w)
    plus = _a(S.rgb("#3c8d3c"))
    d.rectangle((0.62 * n, 0.42 * n, 0.98 * n, 0.56 * n), fill=plus)
    d.rectangle((0.73 * n, 0.31 * n, 0.87 * n, 0.67 * n), fill=plus)


def _temple_any(d, n):
    w = max(2, int(0.05 * n))
    for i, (x0, x1) in enumerate(((0.04, 0.36), (0.34, 0.66), (0.64, 0.96))):
        d.polygon(_p([(x0, 0.94), (x1, 0.94), (x1 - 0.06, 0.3), (x0 + 0.06, 0.3)], n), fill=_a(S.TEMPLE_FILL[i]),
                  outline=EDGE, width=w)
    d.rectangle((0.3 * n, 0.08 * n, 0.7 * n, 0.3 * n), fill=_a(S.PYRAMID), outline=EDGE, width=w)


def _royal(d, n):
    w = max(2, int(0.05 * n))
    d.polygon(_p([(0.06, 0.3), (0.28, 0.56), (0.5, 0.16), (0.72, 0.56), (0.94, 0.3), (0.84, 0.86), (0.16, 0.86)], n),
              fill=_a(S.SUN), outline=EDGE, width=w)


def _wheel(d, n):
    w = max(2, int(0.06 * n))
    d.ellipse((0.06 * n, 0.06 * n, 0.94 * n, 0.94 * n), fill=_a(S.rgb("#e6d2a2")), outline=EDGE, width=w)
    for i in range(5):
        a = math.radians(-90 + 72 * i)
        d.line((0.5 * n, 0.5 * n, 0.5 * n + 0.44 * n * math.cos(a), 0.5 * n + 0.44 * n * math.sin(a)), fill=EDGE,
               width=w)
    d.ellipse((0.38 * n, 0.38 * n, 0.62 * n, 0.62 * n), fill=_a(S.SUN), outline=EDGE, width=w)


def _salary(d, n):
    _cocoa(d, n)
    w = max(2, int(0.07 * n))
    d.line((0.2 * n, 0.5 * n, 0.8 * n, 0.5 * n), fill=_a(S.CREAM), width=w * 2)


def _used(d, n):
    """A discovery tile turned over: its back."""
    w = max(2, int(0.05 * n))
    d.rounded_rectangle((0.1 * n, 0.1 * n, 0.9 * n, 0.9 * n), radius=0.12 * n, fill=_a(S.rgb("#a98b5f")),
                        outline=EDGE, width=w)
    for k in (0.3, 0.5, 0.7):
        d.line((0.1 * n, k * n, k * n, 0.1 * n), fill=_a(S.rgb("#7d5f3a")), width=w)
        d.line((k * n, 0.9 * n, 0.9 * n, k * n), fill=_a(S.rgb("#7d5f3a")), width=w)


DRAW = {"cocoa": _cocoa, "mask": _mask, "sun": _sun, "moon": _moon, "eclipse": _eclipse, "lock": _lock,
        "avenue": _avenue, "pyramid": _pyramid, "vp": _vp, "res": _res, "up": _up, "double": _double,
        "unlimited": _unlimited, "free": _free, "extra": _extra, "temple_any": _temple_any, "royal": _royal,
        "wheel": _wheel, "salary": _salary, "used": _used, "up1": lambda d, n: _up(d, n, twice=False)}
SHARED = ("wood", "stone", "gold", "tech", "build", "worker")


@cache
def icon(name, size):
    """One of DRAW's icons, or a shared one (SHARED: images/sprites.py)."""
    if name in SHARED:
        return sprites.icon(name, size)
    big, d, n = _canvas(size)
    DRAW[name](d, n)
    return _done(big, size)


# --- discovery tiles -----------------------------------------------------------------------------------

# What a discovery tile shows: (icon, temple or None, the number written over it or None).
DISC_FACE = {
    "vp4": ("vp", None, "4"), "res3": ("res", None, "3"), "res2": ("res", None, "2"), "avenue": ("avenue", None, None),
    "temple": ("temple_any", None, None), "templeb": ("symbol", 0, None), "templer": ("symbol", 1, None),
    "templeg": ("symbol", 2, None), "cocoa4": ("cocoa", None, "4"), "power2": ("up", None, None),
    "double": ("double", None, None), "free": ("free", None, None), "unlimited": ("unlimited", None, None),
    "extra": ("extra", None, None),
}
TILE_FILL = S.rgb("#efe0bd")
TILE_EDGE = S.rgb("#7d5f3a")
MASK_TILE = S.rgb("#cfe9e3")


def disc_face(kind):
    """(icon, temple, number) of a discovery tile kind; a mask shows its number (1-7)."""
    if kind.startswith("m"):
        return "mask", None, kind[1:]
    return DISC_FACE[kind]


def disc_icon(kind, size):
    """The pictogram of a discovery tile kind (the tile itself and its number are drawn around it)."""
    icon_name, temple, _ = disc_face(kind)
    return symbol(temple, size) if icon_name == "symbol" else icon(icon_name, size)
