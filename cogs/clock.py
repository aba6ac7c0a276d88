"""The turn clock: how long a seat may keep a game waiting before a bot plays it (the game's
setting, else TABLE_CLOCK_HOURS, 24 h by default), and the line the board shows about it.
The sweep that hands a seat to a bot when its clock runs out is the community's (cogs/community.py)."""
from __future__ import annotations

from .messages import t

DEFAULT_CLOCK_HOURS = 24
MISSED_LIMIT = 3  # reminders without an answer before a bot takes the seat, if the clock is longer


def hours_text(hours, lang="en"):
    return t("clock.off", lang) if not hours else t("clock.hours", lang, n=hours)


async def clock_hours(host, row):
    default = getattr(host.settings, "clock_hours", DEFAULT_CLOCK_HOURS)
    return await host.storage.game_option(row.id, "clock_hours", default)


async def turn_deadline(host, row):
    """When the seat(s) now waited for go to a bot: the clock, or after MISSED_LIMIT reminders."""
    if row.turn_started_at is None:
        return None
    limits = []
    hours = await clock_hours(host, row)
    if hours:
        limits.append(hours * 3600)
    if row.reminder_seconds:  # the reminder after the last missed one is the bot's cue
        limits.append((MISSED_LIMIT + 1) * row.reminder_seconds)
    return row.turn_started_at + min(limits) if limits else None


async def clock_line(host, row):
    deadline = await turn_deadline(host, row)
    if deadline is None:
        return None
    return t("clock.board", row.language, hours=hours_text(await clock_hours(host, row), row.language),
             deadline=f"<t:{int(deadline)}:R>")
