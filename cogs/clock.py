"""The turn clock in words: its length, and the line the board shows about it. The clock's rules
(how long, when a bot takes the seat) are the table's (table/clock.py)."""
from __future__ import annotations

from table import clock

from .messages import t


def hours_text(hours, lang="en"):
    return t("clock.off", lang) if not hours else t("clock.hours", lang, n=hours)


async def clock_line(host, row):
    hours = await clock.clock_hours(host.service, row)
    deadline = clock.deadline(row, hours)
    if deadline is None:
        return None
    return t("clock.board", row.language, hours=hours_text(hours, row.language), deadline=f"<t:{int(deadline)}:R>")
