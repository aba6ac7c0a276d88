"""Storage for what keeps a community's games moving: per-game options, seats given to bots,
members' notification choices and notifications held back by quiet hours.

A mixin of `Storage` (same connection, lock and transactions); migration 0007.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

NOTIFY_MODES = ("channel", "dm", "both")


@dataclass
class Prefs:
    user_id: int
    notify: str = "channel"
    time_zone: str = "UTC"
    quiet_from: int | None = None
    quiet_to: int | None = None
    heads_up: bool = False


@dataclass
class Notice:
    id: int
    user_id: int
    game_id: int
    via: str
    text: str
    due_at: float


class CommunityStore:
    # --- per-game options ---------------------------------------------------------

    async def game_options(self, game_id):
        async with self._lock:
            async with self.db.execute("SELECT key, value FROM game_options WHERE game_id = ?", (game_id,)) as cur:
                return {k: json.loads(v) for k, v in await cur.fetchall()}

    async def game_option(self, game_id, key, default=None):
        return (await self.game_options(game_id)).get(key, default)

    async def set_game_option(self, game_id, key, value):
        async with self.transaction() as db:
            await db.execute("INSERT OR REPLACE INTO game_options (game_id, key, value) VALUES (?, ?, ?)",
                             (game_id, key, json.dumps(value)))

    async def move_game(self, game_id, channel_id, parent_id):
        """The game now lives in `channel_id` (its thread); `parent_id` is the channel it came from."""
        async with self.transaction() as db:
            await db.execute("UPDATE games SET channel_id = ? WHERE id = ?", (channel_id, game_id))
            await db.execute("INSERT OR REPLACE INTO game_options (game_id, key, value) VALUES (?, ?, ?)",
                             (game_id, "parent_channel_id", json.dumps(parent_id)))

    async def games_in_threads_of(self, parent_id, *, active=True):
        """Games played in threads of this channel, newest first."""
        statuses = "AND g.status IN ('lobby', 'wealth', 'playing')" if active else ""
        async with self._lock:
            async with self.db.execute(
                    "SELECT g.id FROM games g JOIN game_options o ON o.game_id = g.id"
                    f" WHERE o.key = 'parent_channel_id' AND o.value = ? {statuses} ORDER BY g.id DESC",
                    (json.dumps(parent_id),)) as cur:
                ids = [r[0] for r in await cur.fetchall()]
        return [await self.get_game(i) for i in ids]

    async def last_decision_of(self, game_id, user_id):
        """The latest decision this member made in the game (an action string), or None."""
        async with self._lock:
            async with self.db.execute("SELECT action FROM actions WHERE game_id = ? AND user_id = ?"
                                       " ORDER BY idx DESC LIMIT 1", (game_id, user_id)) as cur:
                row = await cur.fetchone()
        return row[0] if row else None

    # --- seats: why a bot plays a member's seat ------------------------------------------

    async def seats_away(self, game_id):
        """{seat: why a bot plays it ('clock', 'vote', 'resigned')} for seats given to a bot."""
        async with self._lock:
            async with self.db.execute("SELECT seat, away FROM seat_status WHERE game_id = ? AND away IS NOT NULL",
                                       (game_id,)) as cur:
                return dict(await cur.fetchall())

    async def set_away(self, game_id, seat, away):
        async with self.transaction() as db:
            await db.execute("INSERT OR REPLACE INTO seat_status (game_id, seat, away) VALUES (?, ?, ?)",
                             (game_id, seat, away))

    async def started_games(self):
        """Games in their starting choice or playing (the clock's sweep)."""
        async with self._lock:
            return await self._fetch_game("status IN ('wealth', 'playing') ORDER BY id", ())

    # --- members' notification choices --------------------------------------------------

    async def prefs(self, user_id):
        async with self._lock:
            async with self.db.execute("SELECT notify, time_zone, quiet_from, quiet_to, heads_up FROM member_prefs"
                                       " WHERE user_id = ?", (user_id,)) as cur:
                row = await cur.fetchone()
        if row is None:
            return Prefs(user_id)
        return Prefs(user_id, row[0], row[1], row[2], row[3], bool(row[4]))

    async def set_prefs(self, prefs):
        async with self.transaction() as db:
            await db.execute("INSERT OR REPLACE INTO member_prefs (user_id, notify, time_zone, quiet_from, quiet_to,"
                             " heads_up) VALUES (?, ?, ?, ?, ?, ?)",
                             (prefs.user_id, prefs.notify, prefs.time_zone, prefs.quiet_from, prefs.quiet_to,
                              int(prefs.heads_up)))

    # --- notifications held back by quiet hours ------------------------------------------

    async def add_notice(self, user_id, game_id, via, text, due_at):
        async with self.transaction() as db:
            await db.execute("INSERT INTO notices (user_id, game_id, via, text, due_at) VALUES (?, ?, ?, ?, ?)",
                             (user_id, game_id, via, text, due_at))

    async def due_notices(self, now):
        async with self._lock:
            async with self.db.execute("SELECT id, user_id, game_id, via, text, due_at FROM notices"
                                       " WHERE due_at <= ? ORDER BY due_at, id", (now,)) as cur:
                return [Notice(*r) for r in await cur.fetchall()]

    async def drop_notices(self, *, ids=(), game_id=None, user_id=None):
        async with self.transaction() as db:
            await db.executemany("DELETE FROM notices WHERE id = ?", [(i,) for i in ids])
            if game_id is not None:
                await db.execute("DELETE FROM notices WHERE game_id = ? AND (? IS NULL OR user_id = ?)",
                                 (game_id, user_id, user_id))
