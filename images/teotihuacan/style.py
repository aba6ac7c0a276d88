"""Colours, sizes and the look of every piece of the Teotihuacan pictures, in one place.

Players keep the shared look of images/theme.py (Okabe-Ito colours, each with its own shape:
red circle, blue square, yellow diamond, green hexagon). A worker is a die: its shape in its
colour with its power written on it, so colour is never the only clue. Teotibot's dice are white
octagons; the neutral dice (no power that matters) grey and black triangles.

Temples carry a symbol besides their colour (blue a water drop, red a flame, green a leaf), and the
pyramid's icons use the same three symbols: an icon's shape names its temple.
"""
from images import theme as T

rgb = T.rgb

# --- phone pictures ---------------------------------------------------------------------------------
WIDTH = 600             # every picture but the whole board
PREVIEW_WIDTH = 300     # its width in Discord's preview on a phone 360 px wide
DISCORD_TEXT = 16       # Discord's own message text, px
TEXT = 32               # the smallest text: 32 * 300 / 600 = 16 px on the phone
TITLE = 36
LINE = 40               # a line of TEXT
MARGIN = 14
HEADER = 58             # the dark band at the top of every picture
DIE = 50                # a worker on the phone pictures (its power is TEXT px high)

# --- the table ----------------------------------------------------------------------------------------
BG = T.BG
CARD = T.rgb("#f6eedb")
CARD_EDGE = T.rgb("#b9a27a")
PANEL = T.PANEL
PANEL_EDGE = T.PANEL_EDGE
INK = T.INK
INK_SOFT = T.INK_SOFT
CREAM = T.CREAM
WHITE = T.WHITE
OBSIDIAN = rgb("#2b2320")         # the header band
JADE = rgb("#2a9d8f")             # the header's rule, masks
JADE_DARK = rgb("#1d6b62")
ON_TURN = rgb("#fff1bf")
ON_TURN_EDGE = rgb("#c0392b")
ALERT = rgb("#b3261e")
COCOA = rgb("#6b3e26")
COCOA_LIGHT = rgb("#a0643f")
STONE_SLOT = rgb("#d8c8a4")        # an empty space on a track or a board
WORSHIP = rgb("#e9dcc0")
SUN = rgb("#f2b01e")
NIGHT = rgb("#39415a")
AVENUE = rgb("#9c6b3f")
PYRAMID = rgb("#c9a66b")
PYRAMID_DARK = rgb("#8a6a3c")
LEVEL_FILL = (rgb("#e3c58a"), rgb("#d6ad66"), rgb("#c8964c"), rgb("#b57f36"))  # levels 1-4, darker as they rise
GRID_BASE = rgb("#f5efe0")
TECH = rgb("#6b5aa6")

# Temples: blue, red, green (left to right on the board), each with a symbol.
TEMPLE_FILL = (rgb("#4f9bd4"), rgb("#e0663f"), rgb("#3fa36b"))
TEMPLE_DARK = (rgb("#1f5f8f"), rgb("#9a3216"), rgb("#1f6b3f"))
TEMPLE_TINT = (rgb("#d6e7f4"), rgb("#f6dccf"), rgb("#d5ecdc"))
TEMPLE_SYMBOL = ("drop", "flame", "leaf")
ICON_TEMPLE = {"b": 0, "r": 1, "g": 2}

# Players: the shared colours and shapes; Teotibot and the neutral colours here.
BOT_STYLE = (rgb("#f4f1e8"), T.INK, "octagon")
NEUTRAL_STYLE = {"grey": (rgb("#9a9a9a"), T.WHITE, "triangle"), "black": (rgb("#2e2e2e"), T.WHITE, "triangle")}


def die_style(colour):
    """(fill, digit colour, shape) of a die of that colour (a player's, Teotibot's or a neutral one)."""
    if colour in T.PLAYER_STYLE:
        return T.PLAYER_STYLE[colour]
    if colour == "white":
        return BOT_STYLE
    return NEUTRAL_STYLE[colour]


def seat_style(state, seat):
    return die_style(state.players[seat].colour)


def token_style(style):
    """The sprite style images.sprites.token wants (no letter: the die's power is written over it)."""
    fill, ink, shape = style
    return fill, ink, shape, ""


def signed(n):
    """A number with a true minus sign."""
    return str(n).replace("-", "−")
