"""Notifications a member controls, as rules: a mention in the game's channel, a direct message, or
both; quiet hours in their own time zone (what falls in them is held back until they end); a
heads-up when they are next; or, instead of a direct message each turn, one daily digest.

A member gets at most one direct message about a turn (claimed in the database, so no two
messages or processes send two): the message when the turn starts, else a reminder's; later
reminders of that turn come as a mention in the game's channel. Members called by direct message
each turn get no heads-up (it would be a second message for the same turn). Everything sent to
a member alone is in their own language (their setting), else their Discord language as their
last interaction showed it, else the game's.

The rules are plain functions of a member's choices and the time; `Calls` applies them to a
game, claims and holds back in the database, and returns what to send now. The Discord side
words the texts (given here as functions of a language) and sends them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from functools import lru_cache
from zoneinfo import ZoneInfo, available_timezones

from storage import Prefs
from storage.community import NOTIFY_MODES

from .languages import away_language
from .service import Refused

# A time zone is one of the names the zone database knows, or an offset from UTC within the
# offsets clocks use (UTC-12 to UTC+14, whole minutes): anything else is refused before it
# reaches the clock functions (a huge offset overflowed them; a long name reached the file system).
OFFSET = re.compile(r"([+-])(\d{1,2})(?::?([0-5]\d))?")
MAX_OFFSET = timedelta(hours=14)
HOURS = 24


@lru_cache(maxsize=1)
def zone_names():
    """Every zone name the zone database knows, by its lower-case spelling."""
    return {name.lower(): name for name in available_timezones() | {"UTC"}}


def zone_name(name):
    """The canonical spelling of a time zone as a member typed it ("europe/paris" is
    "Europe/Paris", "+2" stays "+2"); ValueError when it is neither a known name nor an offset."""
    text = (name or "UTC").strip()
    offset = OFFSET.fullmatch(text)
    if offset:
        if timedelta(hours=int(offset[2]), minutes=int(offset[3] or 0)) > MAX_OFFSET:
            raise ValueError(text[:60])
        return text
    found = zone_names().get(text.lower()) if len(text) <= 64 else None
    if found is None:
        raise ValueError(text[:60])
    return found


def zone(name):
    """A time zone by its IANA name ("Europe/Paris") or as an offset from UTC ("+2", "-05:30").
    A stored zone this code no longer accepts (an offset such as +20, taken before offsets were
    bounded) counts as UTC: the clock functions never see it, and the member may set it again."""
    try:
        text = zone_name(name)
    except ValueError:
        return UTC
    offset = OFFSET.fullmatch(text)
    if offset:
        delta = timedelta(hours=int(offset[2]), minutes=int(offset[3] or 0))
        return timezone(delta if offset[1] == "+" else -delta)
    return ZoneInfo(text)


def has_quiet_hours(prefs):
    return prefs.quiet_from is not None and prefs.quiet_to is not None and prefs.quiet_from != prefs.quiet_to


def quiet_until(prefs, now):
    """When the member's quiet hours end (POSIX seconds) if `now` falls inside them, else None.

    Quiet hours run from the hour `quiet_from` to the hour `quiet_to` local time, across
    midnight when `quiet_from` > `quiet_to` (22 → 7 is the night)."""
    if not has_quiet_hours(prefs):
        return None
    start, end = prefs.quiet_from, prefs.quiet_to
    local = datetime.fromtimestamp(now, zone(prefs.time_zone))
    hour = local.hour + local.minute / 60
    inside = start <= hour < end if start < end else (hour >= start or hour < end)
    if not inside:
        return None
    ends = local.replace(hour=end, minute=0, second=0, microsecond=0)
    if ends <= local:
        ends += timedelta(days=1)
    return ends.timestamp()


def wants_mention(prefs):
    return prefs.notify in ("channel", "both")


def wants_dm(prefs):
    return prefs.notify in ("dm", "both")


def turn_dms(prefs):
    """A direct message each turn: asked for, and not gathered into a daily digest."""
    return wants_dm(prefs) and prefs.digest_hour is None


def digest_day(prefs, now):
    """The local date (ISO) of the latest digest hour at or before `now`, in the member's time zone."""
    local = datetime.fromtimestamp(now, zone(prefs.time_zone))
    day = local.date() if local.hour >= prefs.digest_hour else local.date() - timedelta(days=1)
    return day.isoformat()


def digest_due(prefs, now):
    """The local date of the daily digest to send now, or None: its hour has come (today, or
    yesterday's when quiet hours or a pause of the bot held it back), it was not sent yet, and
    the member is not in their quiet hours. A digest missed for days is sent once."""
    if prefs.digest_hour is None or quiet_until(prefs, now) is not None:
        return None
    day = digest_day(prefs, now)
    return day if prefs.digest_day is None or prefs.digest_day < day else None


def digest_hour(choice):
    """The digest hour a member chose ("0" to "23"), or None ("off", anything else)."""
    return int(choice) if choice.isdigit() and int(choice) < HOURS else None


async def change_prefs(service, user_id, *, how=None, time_zone=None, quiet_from=None, quiet_to=None,
                       heads_up=None, digest=None):
    """The member's notification choices with the given ones changed (None keeps one), stored and
    returned. A time zone neither known nor an offset is refused ("notify.bad_zone", `zone`: what
    was typed, to quote) before anything changes."""
    prefs = await service.storage.prefs(user_id)
    if how in NOTIFY_MODES:
        prefs.notify = how
    if time_zone is not None:
        try:
            prefs.time_zone = zone_name(time_zone)
        except ValueError as bad:
            raise Refused("notify.bad_zone", zone=str(bad)) from None
    if quiet_from is not None:
        prefs.quiet_from = quiet_from
    if quiet_to is not None:
        prefs.quiet_to = quiet_to
    if heads_up is not None:
        prefs.heads_up = heads_up
    if digest is not None:
        prefs.digest_hour = digest_hour(digest)
        # the first digest comes at the next digest hour, not at once for the day gone by
        prefs.digest_day = digest_day(prefs, service.clock()) if prefs.digest_hour is not None else None
    await service.storage.set_prefs(prefs)
    return prefs


@dataclass
class Dm:
    """A direct message to send now."""
    user_id: int
    text: str


@dataclass
class ReminderCall:
    """How a reminder reaches a member now: `dm` (the direct message's text, or None) and whether
    the game's channel mentions them; the channel mentions them too when the message cannot be sent."""
    user_id: int
    dm: str | None
    mention: bool


class Calls:
    """Calls members to act as they asked; holds back what falls in their quiet hours (in the
    database, sent by the reminders' sweep when they end, see `due`).

    Texts are functions of a language (`lambda lang: ...`): worded only when sent, in the
    language of whoever reads them (the member's for a direct message, the game's in its channel)."""

    def __init__(self, service):
        self.service = service
        self.storage = service.storage

    async def prefs(self, user_id):
        return await self.storage.prefs(user_id) if user_id else Prefs(0)

    async def language_of(self, user_id, row):
        """A direct message's language: the member's own setting, else their Discord language as
        last seen, else the game's."""
        return await away_language(self.service, user_id, row)

    async def hold(self, user_id, game_id, via, text, until):
        await self.storage.add_notice(user_id, game_id, via, text, until)

    async def board_call(self, row, seat, held):
        """The member the board calls by a mention, or None (the board names them instead).

        The mention is left out when they asked for direct messages only or are in their quiet
        hours; then the call (`held`, in the game's language) is kept for when they end."""
        s = row.seats[seat]
        prefs = await self.prefs(s.user_id)
        later = quiet_until(prefs, self.service.clock())
        if wants_mention(prefs) and later is None:
            return s.user_id
        if wants_mention(prefs):
            await self.hold(s.user_id, row.id, "channel", held(row.language), later)
        return None

    async def turn_started(self, row, seat, turn_no, turn_dm, heads_up):
        """The direct messages to send as a turn starts: the player on turn's (one for the turn,
        held back in quiet hours), and a heads-up for the one after (none in their quiet hours),
        unless their turns come by direct message anyway."""
        out = []
        s = row.seats[seat]
        if not s.is_bot:
            prefs = await self.prefs(s.user_id)
            if turn_dms(prefs) and await self.storage.claim_turn_dm(row.id, s.user_id, turn_no):
                out += await self.now_or_held(prefs, row.id, turn_dm(await self.language_of(s.user_id, row)))
        after = (seat + 1) % len(row.seats)
        nxt = row.seats[after]
        if after != seat and not nxt.is_bot and nxt.user_id:
            prefs = await self.prefs(nxt.user_id)
            if prefs.heads_up and not turn_dms(prefs) and quiet_until(prefs, self.service.clock()) is None:
                out.append(Dm(nxt.user_id, heads_up(await self.language_of(nxt.user_id, row))))
        return out

    async def now_or_held(self, prefs, game_id, text):
        """[the direct message] to send now, or [] once held back until the quiet hours end."""
        later = quiet_until(prefs, self.service.clock())
        if later is not None:
            await self.hold(prefs.user_id, game_id, "dm", text, later)
            return []
        return [Dm(prefs.user_id, text)]

    async def reminder(self, row, seat, channel_text, dm_text):
        """How a reminder reaches the member (`ReminderCall`): by their chosen way, as a mention in
        the channel when the turn already had its direct message. During their quiet hours it is
        held back until they end (None), and goes out then if they are still the one to act."""
        s = row.seats[seat]
        prefs = await self.prefs(s.user_id)
        by_dm = turn_dms(prefs) and await self.storage.claim_turn_dm(row.id, s.user_id, row.turn_no)
        text_dm = dm_text(await self.language_of(s.user_id, row)) if by_dm else None
        later = quiet_until(prefs, self.service.clock())
        if later is None:
            return ReminderCall(s.user_id, text_dm, wants_mention(prefs))
        if by_dm:
            await self.hold(s.user_id, row.id, "dm", text_dm, later)
        if wants_mention(prefs) or not by_dm:
            await self.hold(s.user_id, row.id, "channel", channel_text, later)
        return None

    async def due(self, still_waited_on, post):
        """What quiet hours held back and is due now goes out (`post(notice, row)`) if the member
        is still the one to act (`still_waited_on(game_id, user_id)`: the game's row, or None).
        Each notice is taken out of the database before it goes out: with several processes,
        one sends it."""
        for notice in await self.storage.due_notices(self.service.clock()):
            if not await self.storage.take_notice(notice.id):
                continue
            row = await still_waited_on(notice.game_id, notice.user_id)
            if row is not None:
                await post(notice, row)
