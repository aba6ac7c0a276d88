"""Colours, fonts and the look of each player's pieces, shared by every game's pictures (each game's
package adds the colours of its own board in a theme module of its own).

Player colours are the Okabe-Ito shades (vermillion, blue, yellow, bluish green),
chosen to stay apart for the common kinds of colour blindness; every piece also
carries its own shape and letter, so colour is never the only clue.
"""
from functools import lru_cache, cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).with_name("fonts")
FONT_FILES = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "cond": "DejaVuSansCondensed-Bold.ttf",
}


@cache
def font(size, face="bold"):
    """A shipped font (never a system one). BASIC layout: same pixels everywhere."""
    return ImageFont.truetype(str(FONT_DIR / FONT_FILES[face]), size, layout_engine=ImageFont.Layout.BASIC)


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


@lru_cache(maxsize=4096)
def printable(text, face="bold"):
    """text without the characters the font cannot draw (CJK names, most emoji)."""
    if text.isascii():
        return text
    return "".join(ch for ch in text if has_glyph(ch, face))


def player_name(state, seat):
    """A player's name as the pictures can print it, never empty."""
    name = " ".join(printable(state.players[seat].name).split())
    return name or f"Player {seat + 1}"


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
