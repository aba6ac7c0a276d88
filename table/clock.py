"""The turn clock: how long a seat may keep a game waiting before a bot plays it (the game's
setting, else the table's default, TABLE_CLOCK_HOURS), or fewer hours when the game's reminders
go unanswered: the reminder after the MISSED_LIMIT-th missed one is the bot's cue.

The reminders' sweep (table/reminders.py) runs `run_out` first, so that no reminder goes to a seat
a bot takes at the same moment.
"""
from __future__ import annotations

import logging

from . import seats

log = logging.getLogger(__name__)

DEFAULT_CLOCK_HOURS = 24
MISSED_LIMIT = 3  # reminders without an answer before a bot takes the seat, if the clock is longer


async def clock_hours(service, row):
    """The game's turn clock in hours (0: none)."""
    default = DEFAULT_CLOCK_HOURS if service.clock_hours is None else service.clock_hours
    return await service.storage.game_option(row.id, "clock_hours", default)


def deadline(row, hours):
    """When the seat(s) now waited for go to a bot (POSIX seconds), or None: never."""
    if row.turn_started_at is None:
        return None
    limits = []
    if hours:
        limits.append(hours * 3600)
    if row.reminder_seconds:
        limits.append((MISSED_LIMIT + 1) * row.reminder_seconds)
    return row.turn_started_at + min(limits) if limits else None


async def turn_deadline(service, row):
    return deadline(row, await clock_hours(service, row))


async def run_out(service, now, post):
    """Every seat the game waits for when its clock ran out goes to a bot (`seats.HandedOver`,
    posted by `post` before the next). Each hand-over commits only at the revision it read, so
    two processes never hand the same turn over twice; a game that fails is logged and the
    others go on."""
    for row in await service.storage.started_games():
        try:
            hours = await clock_hours(service, row)
            when = deadline(row, hours)
            if when is None or now < when:
                continue
            for seat in await seats.waited_for(service, row):
                await post(await seats.hand_to_bot(service, row.id, seat, "clock", hours))
        except Exception:
            log.exception("turn clock of game %s failed", row.id)
