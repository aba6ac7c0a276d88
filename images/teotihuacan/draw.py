"""Drawing pieces shared by every Teotihuacan picture: the canvas and its header, text that never
shrinks below the phone size, paragraphs, dice, discovery tiles, goods chips and a flowing row of
items.

Texts are drawn with images.pen.Pen: each is recorded (images.pen.recording) with its ink box and
size, which the tests measure. A text is never drawn smaller than style.TEXT: a label that does not
fit is wrapped, and only a player's name may be shortened with "…".
"""
from PIL import Image

from images import script
from images import theme as T
from images.labels import say
from images.pen import Pen, fit, note_cut
from images.pen import text_width as pen_text_width
from images.pen import wrap as pen_wrap
from images.pen import wrap_items as pen_wrap_items

from . import glyphs as G
from . import labels  # noqa: F401  (registers the labels)
from . import style as S


def canvas(height, width=S.WIDTH, fill=S.BG):
    img = Image.new("RGB", (width, int(height)), fill)
    return img, Pen(img)


def finish(img, height):
    return img.crop((0, 0, img.width, int(height)))


def header(pen, title, right=None, token=None, width=S.WIDTH, name=None):
    """The dark band at the top: a title (after a player's token, when given) and a note on the right.
    A title holding a player's name is given as a function of the name, and the name. A title that
    cannot keep enough of its name beside the note (images.pen.KEEP graphemes) takes the whole band."""
    pen.rect((0, 0, width, S.HEADER), fill=S.OBSIDIAN)
    pen.line([(0, S.HEADER - 2), (width, S.HEADER - 2)], fill=S.JADE, width=4)
    x = S.MARGIN
    if token is not None:
        die(pen, token, None, x + 20, S.HEADER / 2 - 1, 40)
        x += 48
    line = title(name) if callable(title) else title
    w = text_width(right, S.TEXT, "bold") + 16 if right else 0
    if w and script.FSI in line and fit(T.printable(line, "bold"), S.TEXT, "bold", width - x - S.MARGIN - w).cut:
        w = 0
    if w:
        pen.text(width - S.MARGIN, S.HEADER / 2, right, size=S.TEXT, fill=S.CREAM, anchor="rm")
    text(pen, x, S.HEADER / 2, line, width - x - S.MARGIN - w, size=S.TITLE, fill=S.CREAM, anchor="lm", name=True)
    return S.HEADER + 8


# --- text ------------------------------------------------------------------------------------------------

def text(pen, x, y, s, width, size=S.TEXT, face="bold", fill=S.INK, anchor="la", name=False):
    """One line of text, never smaller than TEXT. A longer one is shrunk towards TEXT and then, for a
    player's name (`name`), shortened with "…"; any other text that does not fit is noted as cut
    (a layout must wrap it instead)."""
    if not s:
        return 0
    if not name and text_width(s, S.TEXT, face) > width:
        note_cut(s)
    return pen.text(x, y, s, size=size, face=face, fill=fill, anchor=anchor, max_width=width, min_size=S.TEXT)


def with_name(pen, x, y, fill_in, name, width, size=S.TEXT, face="bold", fill=S.INK, anchor="la"):
    """A line that holds a player's name (`fill_in(name)` gives it): when it is too long, the name is
    shortened with "…" (the pen shortens the names of a line first), never the rest of the line."""
    return text(pen, x, y, fill_in(name), width, size=size, face=face, fill=fill, anchor=anchor, name=True)


def wrap(s, width, size=S.TEXT, face="cond"):
    """The lines of s at `size`, none wider than `width` (a single word longer than the line is
    left whole, and noted as cut when drawn)."""
    return pen_wrap(s, width, size, face)


def paragraph(pen, x, y, s, width, fill=S.INK, face="cond", size=S.TEXT, line=S.LINE):
    """s wrapped in `width` from (x, y), tops of lines; returns the y under it."""
    for part in wrap(s, width, size, face):
        text(pen, x, y, part, width, size=size, face=face, fill=fill)
        y += line
    return y


def paragraph_height(s, width, face="cond", size=S.TEXT, line=S.LINE):
    return line * len(wrap(s, width, size, face))


def wrap_items(parts, width, separator=" · ", face="cond"):
    """Short items joined by `separator` in lines no wider than `width`, broken only between items."""
    return pen_wrap_items(parts, width, S.TEXT, face, separator)


def items(pen, x, y, parts, width, fill=S.INK, separator=" · ", face="cond"):
    """Short items joined by `separator`, a line broken only between two items; returns the y under."""
    for part in wrap_items(parts, width, separator, face):
        text(pen, x, y, part, width, face=face, fill=fill)
        y += S.LINE
    return y


# --- pieces ----------------------------------------------------------------------------------------------

def die(pen, style, power, cx, cy, size=S.DIE, ring=None, locked=False):
    """A worker: its shape in its colour, its power written on it (None: a neutral die or a player's
    token, no number); a ring (the player on turn) and a lock (on a worship space) when asked."""
    fill, ink, shape = style
    if ring is not None:
        pen.circle(cx, cy, size / 2 + 3, outline=ring, width=4)
    pen.token(S.token_style(style), cx, cy, size, letter=False)
    if power is not None:
        drop = 3 if shape == "triangle" else 1
        pen.text(cx, cy + drop, str(power), size=S.TEXT, face="bold", fill=ink, anchor="mm")
    if locked:
        pen.sprite_centred(G.icon("lock", 24), cx + size / 2 - 6, cy - size / 2 + 8)


def seat_token(pen, state, seat, cx, cy, size=40):
    """A player's piece with no number: the shape and colour of their dice."""
    die(pen, S.seat_style(state, seat), None, cx, cy, size)


def disc_width(kind, size=48):
    """A discovery tile's width: square, wider when it carries a number (a mask's 1-7, 4 VP...)."""
    return size + 24 if G.disc_face(kind)[2] is not None else size


def disc(pen, kind, x, cy, size=48):
    """A discovery tile from x, centred on cy: its pictogram, and its number beside it."""
    w = disc_width(kind, size)
    _, _, number = G.disc_face(kind)
    mask = kind.startswith("m")
    pen.rect((x, cy - size / 2, x + w, cy + size / 2), fill=G.MASK_TILE if mask else G.TILE_FILL,
             outline=G.TILE_EDGE, width=2, radius=8)
    inner = size - 10
    pen.sprite_centred(G.disc_icon(kind, inner), x + 5 + inner / 2, cy)
    if number is not None:
        pen.text(x + w - 5, cy + 1, number, size=S.TEXT, face="cond", fill=G.TILE_EDGE if not mask else S.JADE_DARK,
                 anchor="rm")
    return w


def chip(pen, x, cy, icon, label, size=34, fill=S.INK, face="bold"):
    """An icon and its count: returns the x after it."""
    pen.sprite_centred(G.icon(icon, size), x + size / 2, cy)
    x += size + 4
    x += pen.text(x, cy, label, size=S.TEXT, face=face, fill=fill, anchor="lm")
    return x + 14


TECH_KEY_W = 90  # "⚙ 03", the number a technology tile carries, before its short name


def tech_number(tech):
    return f"{tech:02d}"


def techs_legend(pen, techs, y, x=S.MARGIN, width=S.WIDTH - 2 * S.MARGIN):
    """Each technology by the number its tile carries and its short name, a line or two each, so a
    number on a picture is never all a player has to go on; returns the y under it (only measured
    when `pen` is None)."""
    for tech in techs:
        name = say(f"teo.img.tech.{tech}")
        if pen is None:
            y += paragraph_height(name, width - TECH_KEY_W)
            continue
        pen.sprite_centred(G.icon("tech", 30), x + 15, y + S.LINE / 2)
        pen.text(x + 34, y + S.LINE / 2, tech_number(tech), size=S.TEXT, face="bold", fill=S.TECH, anchor="lm")
        y = paragraph(pen, x + TECH_KEY_W, y, name, width - TECH_KEY_W, fill=S.INK_SOFT)
    return y


def chip_width(label, size=34, face="bold"):
    """The width a chip takes (what `chip` adds to x)."""
    return size + 4 + text_width(label, S.TEXT, face) + 14


def flow(pen, x0, y, width, parts, line_height=56, gap=8):
    """Items of known widths placed left to right from (x0, y), a new line when one does not fit:
    `parts` are (width, draw(x, cy)). Returns the y under the last line."""
    x, lines = x0, 1
    for w, draw in parts:
        if x > x0 and x + w > x0 + width:
            x = x0
            y += line_height
            lines += 1
        draw(x, y + line_height / 2)
        x += w + gap
    return y + line_height


def flow_lines(parts, width, gap=8):
    """How many lines `flow` takes for these parts (none for no parts)."""
    if not parts:
        return 0
    x, lines = 0, 1
    for w, _ in parts:
        if x > 0 and x + w > width:
            x, lines = 0, lines + 1
        x += w + gap
    return lines


def text_width(s, size=S.TEXT, face="cond"):
    return pen_text_width(T.printable(s, face), size, face)


def name(state, seat):
    """A player's name as a picture can print it (Teotibot is named in the catalog)."""
    pl = state.players[seat]
    if pl.bot:
        return say("teo.img.teotibot")
    return T.player_name(state, seat)
