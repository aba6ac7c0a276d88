"""A game's settings: how its board shows (a board each turn or a summary each round; the phones'
pictures or the whole board) and its turn clock, which any of its players (or an admin) may
change; and the bot that takes over an absent player's seat and whether hints are allowed,
which are its creator's (or an admin's) choice (GameService.settings).
"""
from __future__ import annotations

from dataclasses import dataclass

from . import clock
from .service import Refused

BOARD_STYLES = ("turn", "round")
LAYOUTS = ("phone", "classic")
DEFAULT_LAYOUT = "phone"  # the phones' pictures, for every game (a game without them shows its whole board)


@dataclass
class GameOptions:
    board: str  # one of BOARD_STYLES
    layout: str  # one of LAYOUTS
    clock_hours: int  # 0: no turn clock


async def game_options(service, row):
    options = await service.storage.game_options(row.id)
    return GameOptions(options.get("board", "turn"), options.get("layout", DEFAULT_LAYOUT),
                       await clock.clock_hours(service, row))


async def change(service, row, user_id, is_admin, *, board=None, clock_hours=None, layout=None,
                 handover_level=None, hints_allowed=None):
    """Change the game's settings (None keeps one as it is); every check comes before any change.
    The row after."""
    asked = {"board": board, "clock_hours": clock_hours, "layout": layout}
    changed = {key: value for key, value in asked.items() if value is not None}
    if changed and row.seat_of(user_id) is None and not is_admin:
        raise Refused("settings_who")
    if handover_level is not None or hints_allowed is not None:  # every change in one write
        return await service.settings(row.id, user_id, is_admin, handover_level=handover_level,
                                      hints_allowed=hints_allowed, options=changed)
    if changed:
        await service.storage.set_game_settings(row.id, service.clock(), options=changed)
    return row
