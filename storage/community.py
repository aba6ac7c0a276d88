"""Storage for what keeps a community's games moving: per-game options, seats given to bots,
members' notification choices and notifications held back by quiet hours.

A mixin of both backends' storage (`Storage`, `storage.postgres.PostgresStorage`); migrations 0007, 0010 and
0014 (a seat once handed over).
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from .games import PUT_OPTION


NOTIFY_MODES = ("channel", "dm", "both")


@dataclass
class Prefs:
    user_id: int
    notify: str = "channel"
    time_zone: str = "UTC"
    quiet_from: int | None = None
    quiet_to: int | None = None
    heads_up: bool = False
    digest_hour: int | None = None  # the local hour of a daily digest, instead of a message each turn
    digest_day: str | None = None  # the local date (ISO) of the last digest sent


@dataclass
class GamePlace:
    """Where a game was played, all its visibility is read from: its channel or thread, and the
    channel a thread was opened in (None for a game that stayed in its channel)."""
    id: int
    guild_id: int
    channel_id: int
    parent_channel_id: int | None = None


@dataclass
class Notice:
    id: int
    user_id: int
    game_id: int
    via: str
    text: str
    due_at: float


class CommunityStore:
    """Written once for both backends with their shared helpers: `self.sql()` (a transaction),
    `self.rows()` and `self.games_where()`, `?` placeholders and SQL both databases speak."""

    # --- per-game options ---------------------------------------------------------

    async def game_options(self, game_id):
        rows = await self.rows("SELECT key, value FROM game_options WHERE game_id = ?", (game_id,))
        return {k: json.loads(v) for k, v in rows}

    async def game_option(self, game_id, key, default=None):
        return (await self.game_options(game_id)).get(key, default)

    async def set_game_option(self, game_id, key, value):
        async with self.sql() as q:
            await q.run(PUT_OPTION, (game_id, key, json.dumps(value)))

    async def move_game(self, game_id, channel_id, parent_id):
        """The game now lives in `channel_id` (its thread); `parent_id` is the channel it came from."""
        async with self.sql() as q:
            await q.run("UPDATE games SET channel_id = ? WHERE id = ?", (channel_id, game_id))
            await q.run(PUT_OPTION, (game_id, "parent_channel_id", json.dumps(parent_id)))

    async def game_places(self, guild_id):
        """{game id: GamePlace} of every game of a server, in one read (a listing of thousands of
        finished games judges their visibility without a read per game)."""
        rows = await self.rows(
            "SELECT g.id, g.guild_id, g.channel_id, o.value FROM games g LEFT JOIN game_options o"
            " ON o.game_id = g.id AND o.key = 'parent_channel_id' WHERE g.guild_id = ?", (guild_id,))
        return {i: GamePlace(i, guild, channel, None if parent is None else json.loads(parent))
                for i, guild, channel, parent in rows}

    async def games_in_threads_of(self, parent_id, *, active=True):
        """Games played in threads of this channel, newest first."""
        statuses = "AND g.status IN ('lobby', 'secret', 'playing')" if active else ""
        rows = await self.rows(
            "SELECT g.id FROM games g JOIN game_options o ON o.game_id = g.id"
            f" WHERE o.key = 'parent_channel_id' AND o.value = ? {statuses} ORDER BY g.id DESC",
            (json.dumps(parent_id),))
        return [await self.get_game(r[0]) for r in rows]

    async def last_decision_of(self, game_id, user_id):
        """(the latest decision this member made in the game as an action string, the revision it
        was taken at), or None."""
        rows = await self.rows("SELECT action, rev FROM actions WHERE game_id = ? AND user_id = ?"
                               " ORDER BY idx DESC LIMIT 1", (game_id, user_id))
        return tuple(rows[0]) if rows else None

    # --- seats: why a bot plays a member's seat ------------------------------------------

    async def seats_away(self, game_id):
        """{seat: why a bot plays it ('clock', 'vote', 'resigned')} for seats given to a bot."""
        return dict(await self.rows("SELECT seat, away FROM seat_status WHERE game_id = ? AND away IS NOT NULL",
                                    (game_id,)))

    async def seats_once_handed(self, game_id):
        """The seats a bot played for their member at some point, taken back since or not."""
        return {seat for (seat,) in await self.rows("SELECT seat FROM seat_status WHERE game_id = ? AND handed = 1",
                                                   (game_id,))}

    async def started_games(self):
        """Games in their starting choice or playing (the clock's sweep)."""
        return await self.games_where("status IN ('secret', 'playing') ORDER BY id")

    # --- members' notification choices --------------------------------------------------

    async def prefs(self, user_id):
        rows = await self.rows(f"SELECT {_PREFS} FROM member_prefs WHERE user_id = ?", (user_id,))
        return _prefs(rows[0]) if rows else Prefs(user_id)

    async def set_prefs(self, prefs):
        async with self.sql() as q:
            await q.run("INSERT INTO member_prefs (user_id, notify, time_zone, quiet_from, quiet_to, heads_up,"
                        " digest_hour, digest_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE"
                        " SET notify = excluded.notify, time_zone = excluded.time_zone,"
                        " quiet_from = excluded.quiet_from, quiet_to = excluded.quiet_to,"
                        " heads_up = excluded.heads_up, digest_hour = excluded.digest_hour,"
                        " digest_day = excluded.digest_day",
                        (prefs.user_id, prefs.notify, prefs.time_zone, prefs.quiet_from, prefs.quiet_to,
                         int(prefs.heads_up), prefs.digest_hour, prefs.digest_day))

    async def digest_members(self):
        """The Prefs of every member who asked for a daily digest."""
        return [_prefs(r) for r in await self.rows(f"SELECT {_PREFS} FROM member_prefs"
                                                   " WHERE digest_hour IS NOT NULL ORDER BY user_id")]

    async def claim_digest(self, user_id, day):
        """Mark the member's digest of the local date `day` (ISO) as sent; True for the one caller
        (of any process) that did, who then sends it: one digest a day at most."""
        async with self.sql() as q:
            return await q.run("UPDATE member_prefs SET digest_day = ? WHERE user_id = ?"
                               " AND digest_hour IS NOT NULL AND (digest_day IS NULL OR digest_day < ?)",
                               (day, user_id, day)) == 1

    async def claim_turn_dm(self, game_id, user_id, turn_no):
        """Take the one direct message a member gets about a turn of a game; True for the one
        caller (of any process, any kind of message: the turn, a reminder) that did."""
        async with self.sql() as q:
            return await q.run(PUT_OPTION + " WHERE game_options.value <> excluded.value",
                               (game_id, f"dm:{user_id}", json.dumps(turn_no))) == 1

    # --- notifications held back by quiet hours ------------------------------------------

    async def add_notice(self, user_id, game_id, via, text, due_at):
        async with self.sql() as q:
            await q.run("INSERT INTO notices (user_id, game_id, via, text, due_at) VALUES (?, ?, ?, ?, ?)",
                        (user_id, game_id, via, text, due_at))

    async def due_notices(self, now):
        rows = await self.rows("SELECT id, user_id, game_id, via, text, due_at FROM notices"
                               " WHERE due_at <= ? ORDER BY due_at, id", (now,))
        return [Notice(*r) for r in rows]

    async def take_notice(self, notice_id):
        """Delete a held-back notice; True for the one caller (of any process) that did, who
        then sends it: a notice is sent at most once."""
        async with self.sql() as q:
            return await q.run("DELETE FROM notices WHERE id = ?", (notice_id,)) == 1

    async def drop_notices(self, *, ids=(), game_id=None, user_id=None):
        async with self.sql() as q:
            await q.many("DELETE FROM notices WHERE id = ?", [(i,) for i in ids])
            if game_id is not None and user_id is None:
                await q.run("DELETE FROM notices WHERE game_id = ?", (game_id,))
            elif game_id is not None:
                await q.run("DELETE FROM notices WHERE game_id = ? AND user_id = ?", (game_id, user_id))


_PREFS = "user_id, notify, time_zone, quiet_from, quiet_to, heads_up, digest_hour, digest_day"


def _prefs(row):
    user_id, notify, time_zone, quiet_from, quiet_to, heads_up, digest_hour, digest_day = row
    return Prefs(user_id, notify, time_zone, quiet_from, quiet_to, bool(heads_up), digest_hour, digest_day)


