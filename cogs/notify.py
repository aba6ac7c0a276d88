"""Notifications a member controls: a mention in the game's channel, a direct message, or both;
quiet hours in their own time zone (held back until they end); a heads-up when they are next;
or, instead of a direct message each turn, one daily digest of the games waiting on them.

A member gets at most one direct message about a turn (claimed in the database, so no two
messages or processes send two): the message when the turn starts, else a reminder's; later
reminders of that turn come as a mention in the game's channel. Members called by direct message
each turn get no heads-up (it would be a second message for the same turn). Everything sent to
a member alone is in their own language (their setting), else the game's.

The rules here are plain functions of a member's choices and the time; `Notifier` delivers."""
from __future__ import annotations

import logging
import re
from datetime import UTC, datetime, timedelta, timezone
from functools import lru_cache
from zoneinfo import ZoneInfo, available_timezones

import discord

from storage import Prefs
from storage.community import NOTIFY_MODES  # noqa: F401  (the choices a member has)

from .messages import t
from .render import pings, plugin_of, safe_name, say

log = logging.getLogger(__name__)


# A time zone is one of the names the zone database knows, or an offset from UTC within the
# offsets clocks use (UTC-12 to UTC+14, whole minutes): anything else is refused before it
# reaches the clock functions (a huge offset overflowed them; a long name reached the file system).
OFFSET = re.compile(r"([+-])(\d{1,2})(?::?([0-5]\d))?")
MAX_OFFSET = timedelta(hours=14)


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


def quiet_until(prefs, now):
    """When the member's quiet hours end (POSIX seconds) if `now` falls inside them, else None.

    Quiet hours run from the hour `quiet_from` to the hour `quiet_to` local time, across
    midnight when `quiet_from` > `quiet_to` (22 → 7 is the night)."""
    start, end = prefs.quiet_from, prefs.quiet_to
    if start is None or end is None or start == end:
        return None
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


class Notifier:
    """Calls members as they asked; holds back what falls in their quiet hours."""

    def __init__(self, bot, storage, clock):
        self.bot = bot
        self.storage = storage
        self.clock = clock

    async def prefs(self, user_id):
        return await self.storage.prefs(user_id) if user_id else Prefs(0)

    async def language_of(self, user_id, row):
        """A direct message's language: the member's own setting, else the game's."""
        return await self.storage.member_language(user_id) or row.language

    async def call_line(self, row, seat):
        """(the line calling the player to act, the member to mention or None).

        The mention is left out when they asked for direct messages only or are in their
        quiet hours (then a mention follows when the quiet hours end)."""
        s = row.seats[seat]
        prefs = await self.prefs(s.user_id)
        now = self.clock()
        later = quiet_until(prefs, now)
        if wants_mention(prefs) and later is None:
            return t("board.your_turn", row.language, mention=f"<@{s.user_id}>"), s.user_id
        if wants_mention(prefs):
            await self.storage.add_notice(s.user_id, row.id, "channel",
                                          t("notify.after_quiet", row.language, mention=f"<@{s.user_id}>"), later)
        return t("board.turn_named", row.language, name=safe_name(s.name)), None

    async def turn_started(self, row, seat, turn_no, link):
        """Direct messages when a turn starts: the player on turn (one message for the turn), and
        a heads-up for the one after, unless their turns come by direct message anyway."""
        s = row.seats[seat]
        if not s.is_bot:
            prefs = await self.prefs(s.user_id)
            if turn_dms(prefs) and await self.storage.claim_turn_dm(row.id, s.user_id, turn_no):
                lang = await self.language_of(s.user_id, row)
                await self.dm_or_hold(prefs, row.id,
                                      say(plugin_of(row), "notify.turn_dm", lang, game=row.id, link=link))
        after = (seat + 1) % len(row.seats)
        nxt = row.seats[after]
        if after != seat and not nxt.is_bot and nxt.user_id:
            prefs = await self.prefs(nxt.user_id)
            if prefs.heads_up and not turn_dms(prefs) and quiet_until(prefs, self.clock()) is None:
                lang = await self.language_of(nxt.user_id, row)
                await self.dm(nxt.user_id, say(plugin_of(row), "notify.heads_up", lang, game=row.id,
                                               player=safe_name(s.name), link=link))

    async def remind(self, row, seat, text_channel, dm_key, dm_values, channel):
        """A reminder by the member's chosen way, the direct message in their own language; it comes
        as a mention in the channel when the turn already had its direct message (or none can be
        sent). During their quiet hours it is held back until they end (False), and goes out then
        if they are still the one to act."""
        s = row.seats[seat]
        prefs = await self.prefs(s.user_id)
        by_dm = turn_dms(prefs) and await self.storage.claim_turn_dm(row.id, s.user_id, row.turn_no)
        text_dm = say(plugin_of(row), dm_key, await self.language_of(s.user_id, row), **dm_values) if by_dm else None
        later = quiet_until(prefs, self.clock())
        if later is not None:
            if by_dm:
                await self.storage.add_notice(s.user_id, row.id, "dm", text_dm, later)
            if wants_mention(prefs) or not by_dm:
                await self.storage.add_notice(s.user_id, row.id, "channel", text_channel, later)
            return False
        sent = by_dm and await self.dm(s.user_id, text_dm)
        if wants_mention(prefs) or not sent:
            await self.remember_ping(row.id, await channel.send(text_channel, allowed_mentions=pings(s.user_id)))
        return True

    async def remember_ping(self, game_id, message):
        """A call that must not outlive the turn: the next board deletes it (cogs/quiet.py)."""
        pings = await self.storage.game_option(game_id, "pings", [])
        await self.storage.set_game_option(game_id, "pings", pings + [message.id])

    async def dm_or_hold(self, prefs, game_id, text):
        later = quiet_until(prefs, self.clock())
        if later is not None:
            await self.storage.add_notice(prefs.user_id, game_id, "dm", text, later)
            return False
        return await self.dm(prefs.user_id, text)

    async def dm(self, user_id, text):
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(text)
            return True
        except discord.HTTPException:
            log.info("could not send a direct message to %s", user_id)
            return False

    async def send_due(self, still_on_turn, channel_of):
        """Deliver what quiet hours held back, if the member is still the one to act. Each
        notice is taken out of the database before it goes out: with several processes, one
        sends it."""
        for notice in await self.storage.due_notices(self.clock()):
            if not await self.storage.take_notice(notice.id):
                continue
            row = await still_on_turn(notice.game_id, notice.user_id)
            if row is None:
                continue
            if notice.via == "dm":
                await self.dm(notice.user_id, notice.text)
            else:
                channel = await channel_of(row)
                await self.remember_ping(row.id, await channel.send(notice.text,
                                                                    allowed_mentions=pings(notice.user_id)))
