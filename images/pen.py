"""Drawing helpers that take board coordinates, whatever part of the board is being drawn.

A `Pen` draws on an image whose top-left corner is the point (ox, oy) of the picture:
the whole picture (offset 0) or a patch cut out of it for the cache (see compose.py).

Text in any script goes through one place, `layout`: a line of Latin text is drawn as Pillow draws
it; a line with a right-to-left name, combining marks or emoji is laid out in reading order
(images/script.py), each run in its font (DejaVu, the emoji font) and shaped (libraqm, or
script.joined where Pillow lacks it). A text too wide for its box shortens the players' names in it
first (whole graphemes, never fewer than KEEP), and only then, as a last resort, the rest.
"""
from collections import namedtuple
from contextlib import contextmanager
from functools import lru_cache

from PIL import ImageDraw

from . import script
from . import sprites as S
from . import theme as T

# A text as drawn, in the picture's coordinates: its ink box, the surface it was drawn on (a cached
# patch is cut to its element's box), the frame it belongs in (a tile, a card), whether it was cut,
# the font size it was drawn at (after any shrinking), its graphemes in the order drawn left to
# right, the players' names shortened in it (each: the name, how many graphemes of it are kept) and
# the face it was drawn in.
Drawn = namedtuple("Drawn", "text box surface frame cut size visual shortened face",
                   defaults=(None, None, (), None))
_RECORDS = []  # the open recordings (tests measure every text of a picture)
KEEP = 6  # a shortened name keeps at least this many graphemes before its "…": enough to tell who


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


# --- a line of text in any script ------------------------------------------------------------------

# One run of a line: where it starts from the line's left, the string given to Pillow, the font and
# its face, and the direction libraqm shapes it in (None: Pillow's basic layout).
Piece = namedtuple("Piece", "x text font face direction")
Line = namedtuple("Line", "pieces width visual")
NEEDS_LAYOUT = {"R", "AL", "AN", "NSM", "LRI", "RLI", "FSI", "PDI", "LRE", "RLE", "LRO", "RLO", "PDF"}


def _latin(s, face):
    """Whether s is drawn as Pillow draws it: left to right, no marks, every character in `face` (the
    isolates around a left-to-right name change nothing there)."""
    return s.isascii() or all(script.bidi_class(ch) not in NEEDS_LAYOUT and T.has_glyph(ch, face)
                              for ch in script.plain(s))


def _run_piece(graphemes, rtl, size, face):
    """(text, font, direction) of one run of graphemes drawn by one face."""
    logical = "".join(graphemes)
    if face == "emoji":  # what the font has of each (a ZWJ sequence's parts, side by side)
        drawn = ["".join(ch for ch in T.drawn_part(g) if T.has_glyph(ch, face)) for g in graphemes]
        return "".join(drawn[::-1] if rtl else drawn), T.font(size, face), None
    shaper = T.shaping_font(size, face)
    needs_shaping = rtl or any(script.bidi_class(ch) == "NSM" for ch in logical)
    if shaper is not None and needs_shaping:
        return script.plain(logical), shaper, "rtl" if rtl else "ltr"
    if rtl:  # no libraqm: joining forms, then every character reversed and brackets mirrored (DejaVu's
        # Hebrew and Arabic marks stand to the right of the pen, to be drawn before their letter)
        logical = "".join(script.mirrored(ch) for ch in script.joined(logical)[::-1])
    return "".join(ch for ch in logical if not script.ignorable(ch)), T.font(size, face), None


def _runs(s, face):
    """s's graphemes in runs of one level and one face, in memory order: [((level, face), graphemes)];
    the isolates and lone joiners, which draw nothing, left out."""
    levels, runs, at = script.levels(s), [], 0
    for g in script.graphemes(s):
        key = (levels[at], T.face_for(g, face))
        at += len(g)
        if not T.drawn_part(g) or key[1] is None:
            continue
        if runs and runs[-1][0] == key:
            runs[-1][1].append(g)
        else:
            runs.append((key, [g]))
    return runs


@lru_cache(maxsize=8192)
def layout(s, size=20, face="bold"):
    """s as one line at `size` in `face`: its pieces, its width and its graphemes in drawing order."""
    if _latin(s, face):
        plain = script.plain(s)
        f = T.font(size, face)
        return Line((Piece(0, plain, f, face, None),), f.getlength(plain), plain)
    runs = _runs(s, face)
    pieces, visual, x = [], [], 0
    for (level, run_face), graphemes in script.visual(runs, [key[0] for key, _ in runs]):
        rtl = bool(level & 1)
        text, f, direction = _run_piece(graphemes, rtl, size, run_face)
        pieces.append(Piece(x, text, f, run_face, direction))
        visual += graphemes[::-1] if rtl else graphemes
        x += f.getlength(text, direction=direction) if direction else f.getlength(text)
    return Line(tuple(pieces), x, "".join(visual))


def text_width(s, size=20, face="bold"):
    return layout(s, size, face).width


def _baseline(f, vertical):
    """How far below a text's anchor point its baseline is, for Pillow's vertical anchors."""
    return f.getbbox("x", anchor="l" + vertical)[1] - f.getbbox("x", anchor="ls")[1]


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
        """Draw s; with max_width, a longer text (another language's, a long name) is drawn in a
        smaller font, down to 3/4 of `size` (or `min_size`, for pictures read on phones), then the
        names in it are shortened, and only then the rest is cut with "…" (noted in CLIPPED)."""
        s = T.printable(s, face)
        fitted = Fitted(s, False, ())
        if max_width is not None:
            size = shrink(s, size, face, max_width, min_size)
            fitted = fit(s, size, face, max_width)
            if fitted.cut:
                CLIPPED.append(script.plain(s))
        line = layout(fitted.text, size, face)
        boxes = [self._piece(x, y, line, piece, anchor, fill, T.font(size, face)) for piece in line.pieces
                 if piece.text]
        if _RECORDS and boxes:
            self._record(fitted, boxes, size, face, line.visual)
        return line.width

    def _piece(self, x, y, line, piece, anchor, fill, main):
        """Draw one run of a line (a Latin line is one, drawn as Pillow draws it); its ink box. Every
        run stands on the baseline the line's own face (`main`) gives the anchor."""
        if piece.direction is None and len(line.pieces) == 1:
            at, where = self._xy(x, y), anchor
        else:  # every run on the line's baseline, from where the line starts
            start = x - line.width * {"l": 0, "m": 0.5, "r": 1}[anchor[0]] + piece.x
            at, where = self._xy(start, y + _baseline(main, anchor[1])), "ls"
        self.d.text(at, piece.text, font=piece.font, fill=fill, anchor=where, direction=piece.direction)
        return self.d.textbbox(at, piece.text, font=piece.font, anchor=where, direction=piece.direction)

    def _record(self, fitted, boxes, size, face, visual):
        x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
        x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
        box = (x0 + self.ox, y0 + self.oy, x1 + self.ox, y1 + self.oy)
        surface = (self.ox, self.oy, self.ox + self.img.width, self.oy + self.img.height)
        for drawn in _RECORDS:
            drawn.append(Drawn(script.plain(fitted.text), box, surface, self.frame, fitted.cut, size, visual,
                               fitted.shortened, face))

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


# Texts cut to fit their box since the process started (the tests check that no label is; a player's
# name shortened is not a cut).
CLIPPED = []


def shrink(s, size, face, max_width, min_size=None):
    """The largest font size from `size` down to 3/4 of it (or `min_size`) at which s fits max_width."""
    smallest = max(8, int(size * 0.75)) if min_size is None else min(size, min_size)
    while size > smallest and text_width(s, size, face) > max_width:
        size -= 1
    return size


# A text fitted to its box: the text, whether more than names had to be cut, and the names shortened,
# each (the name, how many of its graphemes were kept).
Fitted = namedtuple("Fitted", "text cut shortened")


def _names(parts):
    """The (start, end) of each name in a line's graphemes: what lies between an FSI and its PDI."""
    spans, start = [], None
    for i, g in enumerate(parts):
        if g == script.FSI:
            start = i + 1
        elif g == script.PDI and start is not None:
            spans.append((start, i))
            start = None
    return spans


def _shortened(parts, spans, kept):
    """The line with each name cut to its kept graphemes (an ellipsis after a name that lost some)."""
    out, at = [], 0
    for (start, end), n in zip(spans, kept, strict=True):
        name = "".join(parts[start:start + n])
        out += parts[at:start] + ([name if n == end - start else name.rstrip() + script.ELLIPSIS])
        at = end
    return "".join(out + parts[at:])


def fit(s, size, face, max_width):
    """s fitted into max_width pixels at `size` in `face`: the names in it (script.isolate) shortened
    by whole graphemes, the longest first, none below KEEP; then, as a last resort, the end of the
    line cut with "…" (Pen.text notes that in CLIPPED; a layout may try a text first)."""
    if text_width(s, size, face) <= max_width:
        return Fitted(s, False, ())
    parts = script.graphemes(s)
    spans = _names(parts)
    kept = [end - start for start, end in spans]
    floor = [min(KEEP, n) for n in kept]
    line = s
    while text_width(line, size, face) > max_width and any(k > f for k, f in zip(kept, floor, strict=True)):
        longest = max(range(len(kept)), key=lambda i: kept[i] - floor[i])
        kept[longest] -= 1
        line = _shortened(parts, spans, kept)
    names = tuple((script.plain("".join(parts[a:b])), n) for (a, b), n in zip(spans, kept, strict=True)
                  if n < b - a)
    if text_width(line, size, face) <= max_width:
        return Fitted(line, False, names)
    return Fitted(_cut_end(line, size, face, max_width), True, names)


def _cut_end(s, size, face, max_width):
    """s cut by graphemes from its end with "…" until it fits (the isolates it closes kept)."""
    parts = script.graphemes(s)
    closing = []
    while parts and (parts[-1] == script.PDI or text_width("".join(parts) + script.ELLIPSIS, size, face) > max_width):
        last = parts.pop()
        if last == script.PDI:
            closing.append(last)
    return "".join(parts).rstrip() + script.ELLIPSIS + "".join(closing)


def note_cut(text):
    """A text that a layout had to leave out or shorten (a test fails on any)."""
    CLIPPED.append(script.plain(text))
    for drawn in _RECORDS:
        drawn.append(Drawn(script.plain(text), None, None, None, True))


def wrap(text, width, size=20, face="bold"):
    """The lines of `text`, broken between words, none wider than `width` pixels at `size` in
    `face`: white space (line ends too) is one space, and a single word longer than the line is
    left whole (whoever draws it says whether it is cut)."""
    return wrap_items(text.split(), width, size, face, separator=" ")


def wrap_items(parts, width, size=20, face="bold", separator=" · "):
    """Short items joined by `separator` in lines no wider than `width` pixels at `size` in `face`,
    broken only between two items (an item longer than the line is left whole)."""
    lines, line = [], ""
    for part in parts:
        trial = f"{line}{separator}{part}" if line else part
        if line and text_width(trial, size, face) > width:
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

    def text(self, x, y, s, size=20, face="bold", fill=T.INK, anchor="la", max_width=None, min_size=None):
        if s:
            self.sizes.add(size)
            self.texts.append(script.plain(s))
        return super().text(x, y, s, size=size, face=face, fill=fill, anchor=anchor, max_width=max_width,
                            min_size=min_size)
