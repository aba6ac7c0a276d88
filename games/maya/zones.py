"""The zones a game of two or three players is played on, as the lobby switches them.

[Mise en place, jeu à 2 ou 3 joueurs] The table chooses together which zones are played: the blue
one (with Tikal) always, one more at 2 players, two more at 3; 4 players play the whole map. The
lobby has a switch per zone the table may add to the blue one; with none on, the board's default.
"""
from maya import data as D
from maya.board import BOARD

ZONE_OPTIONS = {f"zone_{z}": z for z in BOARD.zones if z != BOARD.always}
ZONE_REFUSAL = {players: f"maya.no.zones_{players}" for players in D.PLAYERS if players < len(BOARD.zones)}


def zones_of(options):
    """The zones switched on in the lobby, besides the blue one, in the board's order."""
    return [ZONE_OPTIONS[o] for o in options if o in ZONE_OPTIONS]


def zone_refusal(options, players):
    """The catalog key saying why these zones do not fit this many players, else None."""
    chosen = zones_of(options)
    return ZONE_REFUSAL[players] if chosen and players in ZONE_REFUSAL and len(chosen) != players - 1 else None
