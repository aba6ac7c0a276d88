"""Colours, fonts and the look of each player's pieces, shared by every game's pictures (each game's
package adds the colours of its own board in a theme module of its own).

Player colours are the Okabe-Ito shades (vermillion, blue, yellow, bluish green),
chosen to stay apart for the common kinds of colour blindness; every piece also
carries its own shape and letter, so colour is never the only clue.
"""
from functools import lru_cache, cache
from pathlib import Path

from PIL import ImageFont, features

from . import script

FONT_DIR = Path(__file__).with_name("fonts")
FONT_FILES = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "cond": "DejaVuSansCondensed-Bold.ttf",
    "emoji": "SymbolaEmoji.ttf",  # what DejaVu lacks: emoji, drawn in the text's ink
}
# libraqm (FriBiDi, HarfBuzz) shapes right-to-left runs and places marks where Pillow has it; where
# it lacks it (some servers, some CI), images/script.py's joining forms stand in.
RAQM = features.check("raqm")


@cache
def font(size, face="bold"):
    """A shipped font (never a system one). BASIC layout: same pixels everywhere."""
    return ImageFont.truetype(str(FONT_DIR / FONT_FILES[face]), size, layout_engine=ImageFont.Layout.BASIC)


def shaping_font(size, face="bold"):
    """The same font shaped by libraqm, for the runs that need it (right to left, marks); None where
    Pillow has no libraqm."""
    return _raqm_font(size, face) if RAQM else None


@cache
def _raqm_font(size, face):
    return ImageFont.truetype(str(FONT_DIR / FONT_FILES[face]), size, layout_engine=ImageFont.Layout.RAQM)


@cache
def _notdef(face):
    mask = font(20, face).getmask("\uffff")
    return mask.size, bytes(mask)


@lru_cache(maxsize=8192)
def has_glyph(ch, face="bold"):
    """Whether the shipped font draws ch (not the empty box of a missing glyph)."""
    if ch.isspace():
        return True
    mask = font(20, face).getmask(ch)
    return (mask.size, bytes(mask)) != _notdef(face)


def drawn_part(grapheme):
    """The characters of a grapheme a font draws: not the joiners, variation selectors, tags and
    skin tones that only a colour emoji font would use, nor the isolates around names."""
    return "".join(ch for ch in grapheme if not script.ignorable(ch))


@lru_cache(maxsize=8192)
def face_for(grapheme, face="bold"):
    """The face that draws a grapheme: `face` when it has every character of it, else the emoji font
    when it has its first, else None (CJK, an emoji newer than the font: left out, never a box).
    Only joiners and isolates: `face` (nothing to draw)."""
    drawn = drawn_part(grapheme)
    if all(has_glyph(ch, face) for ch in drawn):
        return face
    if has_glyph(drawn[0], "emoji"):
        return "emoji"
    return None


@lru_cache(maxsize=4096)
def printable(text, face="bold"):
    """text without the graphemes no shipped font can draw (CJK names, the newest emoji)."""
    if text.isascii():
        return text
    return "".join(g for g in script.graphemes(text) if face_for(g, face))


def name(text, fallback):
    """A player's own name as the pictures print it, never empty: cleaned (script.clean), what no
    font draws left out (else `fallback`), and isolated, so that in a sentence it keeps its own
    direction and the pen knows which part of a line it may shorten."""
    return script.isolate(" ".join(printable(script.clean(text)).split()) or fallback)


def player_name(state, seat):
    return name(state.players[seat].name, f"Player {seat + 1}")


def rgb(hex_colour):
    h = hex_colour.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


# --- the table and its furniture ------------------------------------------------------

BG = rgb("#efe4c8")          # parchment
PANEL = rgb("#e3d4ae")       # panels on the parchment
PANEL_EDGE = rgb("#b79f73")
INK = rgb("#2a2016")         # text
INK_SOFT = rgb("#5d4c36")
WHITE = (255, 255, 255)
CREAM = rgb("#fbf6e9")
ALERT = rgb("#b3261e")

MATERIAL_COLOUR = {
    "wood": rgb("#8b5a2b"), "stone": rgb("#8f949b"), "gold": rgb("#e8b923"),
    "corn": rgb("#f2c94c"), "skull": rgb("#f4f1ea"),
}


# --- players ----------------------------------------------------------------------------

PLAYER_STYLE = {
    # colour name: (fill, letter colour, shape)
    "red": (rgb("#d55e00"), INK, "circle"),
    "blue": (rgb("#0072b2"), WHITE, "square"),
    "yellow": (rgb("#f0e442"), INK, "diamond"),
    "green": (rgb("#009e73"), INK, "hexagon"),
    "purple": (rgb("#cc79a7"), INK, "triangle"),  # the expansion's fifth player (Okabe-Ito reddish purple)
}
NEUTRAL_STYLE = (rgb("#5b5b5b"), WHITE, "octagon")
TOKEN_EDGE = rgb("#1b140d")


def seat_style(state, seat):
    """(fill, letter colour, shape, letter) of a seat's pieces; seat -1 is a neutral worker."""
    if seat is None or seat < 0:
        fill, ink, shape = NEUTRAL_STYLE
        return fill, ink, shape, "N"
    colour = state.players[seat].colour
    fill, ink, shape = PLAYER_STYLE[colour]
    return fill, ink, shape, colour[0].upper()
