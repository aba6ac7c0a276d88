"""The colours of Tzolk'in's board, over the shared theme (fonts, parchment, ink, players' pieces):
the pictures of this package read both as one module, `T`."""
from tzolkin import data as D

from ..theme import *  # noqa: F401,F403  (the shared colours, fonts and pieces)
from ..theme import rgb

GEAR_BODY = rgb("#a88d63")
GEAR_DARK = rgb("#5a4630")
GEAR_LIGHT = rgb("#c9b088")
GEAR_HUB = rgb("#7d6545")
CUP = rgb("#f6efdc")
CUP_HIDDEN = rgb("#8d7c62")

BADGE_ACTION = rgb("#3f3124")
BADGE_FREE = rgb("#d9a521")
BADGE_ZERO = rgb("#cdbb95")

FOOD_RESOURCES = rgb("#e07b1f")   # mid-age food day (pays resources): orange sticker
FOOD_POINTS = rgb("#178a8a")      # end-of-age food day (pays points): teal sticker

TEMPLE_FILL = (rgb("#c9a27a"), rgb("#ecd27a"), rgb("#a9c98a"))    # Chaac brown, Quetzalcoatl yellow, Kukulcan green
TEMPLE_DARK = (rgb("#6e4a2a"), rgb("#8a6d12"), rgb("#3e6b2c"))
TEMPLE_SHORT = ("Chaac", "Quetz", "Kukul")

FAMILY_COLOUR = {
    D.FARM: rgb("#d39a1c"), D.CIVIC: rgb("#3d8a4a"), D.FUNERARY: rgb("#6f6f6f"), D.SACRED: rgb("#2f69b1"),
}
FAMILY_TINT = {
    D.FARM: rgb("#f7e6b8"), D.CIVIC: rgb("#d9ecd6"), D.FUNERARY: rgb("#e4e2de"), D.SACRED: rgb("#d8e4f4"),
}

