"""Drawing helpers that take board coordinates, whatever part of the board is being drawn.

A `Pen` draws on an image whose top-left corner is the point (ox, oy) of the picture:
the whole picture (offset 0) or a patch cut out of it for the cache (see compose.py).
"""
from collections import namedtuple
from contextlib import contextmanager

from PIL import ImageDraw

from . import sprites as S
from . import theme as T

# A text as drawn, in the picture's coordinates: its ink box, the surface it was drawn on (a cached
# patch is cut to its element's box), the frame it belongs in (a tile, a card), whether it was cut
# and the font size it was drawn at (after any shrinking).
Drawn = namedtuple("Drawn", "text box surface frame cut size", defaults=(None,))
_RECORDS = []  # the open recordings (tests measure every text of a picture)


@contextmanager
def recording():
    """Every text drawn inside this block, as a list of Drawn (for tests: cut, overflowing or
    overlapping texts)."""
    drawn = []
    _RECORDS.append(drawn)
    try:
        yield drawn
    finally:
        _RECORDS.remove(drawn)


class Pen:
    def __init__(self, img, ox=0, oy=0):
        self.img = img
        self.ox, self.oy = ox, oy
        self.d = ImageDraw.Draw(img)
        self.frame = None  # the box (picture coordinates) the texts drawn now must stay in

    @contextmanager
    def framed(self, box):
        """Texts drawn inside this block belong in `box` (a tile, a card): recorded as such."""
        before, self.frame = self.frame, tuple(box)
        try:
            yield
        finally:
            self.frame = before

    def _xy(self, x, y):
        return x - self.ox, y - self.oy

    def _box(self, box):
        x0, y0, x1, y1 = box
        return (x0 - self.ox, y0 - self.oy, x1 - self.ox, y1 - self.oy)

    # --- shapes ----------------------------------------------------------------------

    def rect(self, box, fill=None, outline=None, width=1, radius=0):
        if radius:
            self.d.rounded_rectangle(self._box(box), radius=radius, fill=fill, outline=outline, width=width)
        else:
            self.d.rectangle(self._box(box), fill=fill, outline=outline, width=width)

    def ellipse(self, box, fill=None, outline=None, width=1):
        self.d.ellipse(self._box(box), fill=fill, outline=outline, width=width)

    def circle(self, cx, cy, r, fill=None, outline=None, width=1):
        self.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)

    def line(self, points, fill, width=1):
        self.d.line([self._xy(x, y) for x, y in points], fill=fill, width=width)

    def polygon(self, points, fill=None, outline=None, width=1):
        self.d.polygon([self._xy(x, y) for x, y in points], fill=fill, outline=outline, width=width)

    # --- text ----------------------------------------------------------------------------

    def text(self, x, y, s, size=20, face="bold", fill=T.INK, anchor="la", max_width=None, min_size=None):
        """Draw s; with max_width, a longer text (another language's) is drawn in a smaller
        font, down to 3/4 of `size` (or `min_size`, for pictures read on phones), and only then
        cut with "…" (noted in CLIPPED)."""
        s = T.printable(s, face)
        if max_width is not None:
            size = shrink(s, size, face, max_width, min_size)
        f = T.font(size, face)
        whole = s
        if max_width is not None:
            s = fit(s, f, max_width)
        self.d.text(self._xy(x, y), s, font=f, fill=fill, anchor=anchor)
        if _RECORDS and s:
            self._record(x, y, s, f, anchor, cut=s != whole, size=size)
        return f.getlength(s)

    def _record(self, x, y, s, f, anchor, cut, size=None):
        x0, y0, x1, y1 = self.d.textbbox(self._xy(x, y), s, font=f, anchor=anchor)
        box = (x0 + self.ox, y0 + self.oy, x1 + self.ox, y1 + self.oy)
        surface = (self.ox, self.oy, self.ox + self.img.width, self.oy + self.img.height)
        for drawn in _RECORDS:
            drawn.append(Drawn(s, box, surface, self.frame, cut, size))

    # --- sprites -------------------------------------------------------------------------

    def sprite(self, sprite, x, y):
        S.paste(self.img, sprite, x - self.ox, y - self.oy)

    def sprite_centred(self, sprite, cx, cy):
        w, h = sprite.size
        self.sprite(sprite, cx - w / 2, cy - h / 2)

    def token(self, style, cx, cy, size, letter=True):
        self.sprite_centred(S.token(style, size, letter), cx, cy)

    def icon(self, name, cx, cy, size, colour=None):
        self.sprite_centred(S.icon(name, size, colour), cx, cy)

    def chips(self, x, cy, items, size=22, gap=6, text_size=None, fill=T.INK):
        """A row of (icon name, count text) chips starting at x, centred on cy; returns the end x."""
        text_size = text_size or size
        for name, label in items:
            if label:
                w = self.text(x, cy, label, size=text_size, face="cond", fill=fill, anchor="lm")
                x += w + 2
            self.icon(name, x + size / 2, cy, size)
            x += size + gap
        return x


# Texts cut to fit their box since the process started (the tests check that no label is).
CLIPPED = []


def shrink(s, size, face, max_width, min_size=None):
    """The largest font size from `size` down to 3/4 of it (or `min_size`) at which s fits max_width."""
    smallest = max(8, int(size * 0.75)) if min_size is None else min(size, min_size)
    while size > smallest and T.font(size, face).getlength(s) > max_width:
        size -= 1
    return size


def fit(s, f, max_width):
    """Cut s with an ellipsis until it fits max_width pixels in font f."""
    if f.getlength(s) <= max_width:
        return s
    CLIPPED.append(s)
    while s and f.getlength(s + "…") > max_width:
        s = s[:-1]
    return s.rstrip() + "…"


def note_cut(text):
    """A text that a layout had to leave out or shorten (a test fails on any)."""
    CLIPPED.append(text)
    for drawn in _RECORDS:
        drawn.append(Drawn(text, None, None, None, True))


def text_width(s, size=20, face="bold"):
    return T.font(size, face).getlength(s)


def wrap(text, width, size=20, face="bold"):
    """The lines of `text`, broken between words, none wider than `width` pixels at `size` in
    `face`: white space (line ends too) is one space, and a single word longer than the line is
    left whole (whoever draws it says whether it is cut)."""
    return wrap_items(text.split(), width, size, face, separator=" ")


def wrap_items(parts, width, size=20, face="bold", separator=" · "):
    """Short items joined by `separator` in lines no wider than `width` pixels at `size` in `face`,
    broken only between two items (an item longer than the line is left whole)."""
    f = T.font(size, face)
    lines, line = [], ""
    for part in parts:
        trial = f"{line}{separator}{part}" if line else part
        if line and f.getlength(trial) > width:
            lines.append(line)
            line = part
        else:
            line = trial
    return lines + [line] if line else lines


class SizedPen(Pen):
    """A pen that remembers every text it drew and its size, so the layout can be measured."""

    def __init__(self, img):
        super().__init__(img)
        self.sizes = set()
        self.texts = []

    def text(self, x, y, s, size=20, face="bold", fill=T.INK, anchor="la", max_width=None):
        if s:
            self.sizes.add(size)
            self.texts.append(s)
        return super().text(x, y, s, size=size, face=face, fill=fill, anchor=anchor, max_width=max_width)
