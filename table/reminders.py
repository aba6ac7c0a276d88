"""Reminders: the player on turn (or those still making their secret choice) is reminded once per
delay (the game's `reminder`, TABLE_REMINDER_HOURS by default), in the database's own terms, so
that with several processes on one database each reminder is sent once.

The sweep (`sweep`) runs every few minutes in the process holding the "reminders" lease: turn
clocks first (table/clock.py), then what quiet hours held back, the daily digests, and the
reminders due. Each reminder is claimed in the database before it is sent, a held-back
notification is taken before it goes out, a daily digest is claimed for its day, and a clock's
hand-over commits only at the revision it read, so none of them happens twice even while the
lease changes hands. What to send is handed to the poster (the Discord side), which words it.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from functools import partial

from storage import GameRow, Prefs

from . import clock, members, seats
from .languages import away_language
from .notify import Calls, digest_due
from .service import Refused

log = logging.getLogger(__name__)

LEASE = "reminders"
LEASE_SWEEPS = 3  # the lease outlives this many sweeps: a process that stops sweeping loses it


@dataclass
class Reminder:
    """A reminder due now: whom to call (`waiting`: the seat on turn, or the seats still making
    their secret choice); or, when a bot has been on turn for a whole delay, only that it must
    play (its thinking was lost)."""
    row: GameRow
    waiting: list = field(default_factory=list)
    bot_on_turn: bool = False

    @property
    def secret(self):
        return self.row.status == "secret"


@dataclass
class Digest:
    """A member's daily digest due now, to word in `language`: theirs, else their Discord language
    as last seen, else their first game's. What it lists is members.member_games, those waiting
    on them."""
    prefs: Prefs
    language: str


async def set_delay(service, row, user_id, hours, is_admin):
    """The game's reminder delay (0: no reminders): its players' choice, or an admin's."""
    if row.seat_of(user_id) is None and not is_admin:
        raise Refused("remind.who")
    await service.storage.set_reminder(row.id, hours * 3600, service.clock())


async def reminder_of(service, row):
    """What a game's reminder due now is (`Reminder`)."""
    if row.status == "secret":
        return Reminder(row, await seats.choosing(service, row))
    game = await service.load(row)
    if game.is_over:
        return Reminder(row)
    seat = row.seats[game.current_player]
    return Reminder(row, bot_on_turn=True) if seat.is_bot else Reminder(row, [seat])


async def reminders_due(service, now, post):
    """Post every reminder due now (`post(Reminder)`), each claimed first; the number posted."""
    sent = 0
    for row in await service.storage.games_to_remind(now):
        if not await service.storage.claim_reminder(row.id, now):
            continue
        try:
            await post(await reminder_of(service, row))
            sent += 1
        except Exception:
            log.exception("reminder for game %s failed", row.id)
    return sent


async def digests_due(service, now, post):
    """Post the daily digests due now (`post(Digest)`): one a day at most, claimed for its day
    before it is sent. The Discord side lists the games waiting on the member in the servers it
    is in, and sends nothing on a day with nothing waiting."""
    for prefs in await service.storage.digest_members():
        try:
            day = digest_due(prefs, now)
            if day is None or not await service.storage.claim_digest(prefs.user_id, day):
                continue
            rows = await members.member_rows(service, prefs.user_id)
            await post(Digest(prefs, await away_language(service, prefs.user_id, rows[0] if rows else None)))
        except Exception:
            log.exception("daily digest of member %s failed", prefs.user_id)


async def sweep(service, holder, now, every, poster):
    """The sweep, by the holder of the reminders' lease (`holder` names this process; `every`:
    seconds between two sweeps). `poster` posts what is due: `post_handed(seats.HandedOver)`,
    `post_notice(notice, row)`, `post_digest(Digest)`, `post_reminder(Reminder)`. Returns the
    number of reminders posted."""
    if not await service.storage.try_lease(LEASE, holder, now, LEASE_SWEEPS * every):
        return 0
    await clock.run_out(service, now, poster.post_handed)  # first: no reminder for a seat a bot takes now
    await Calls(service).due(partial(seats.still_waited_on, service), poster.post_notice)
    await digests_due(service, now, poster.post_digest)
    return await reminders_due(service, now, poster.post_reminder)
