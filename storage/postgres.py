"""Storage on PostgreSQL (asyncpg), for several bot processes sharing one database.

The same interface and meaning as the SQLite `Storage` in this package, with the same
numbered migrations (their PostgreSQL twins in `migrations/postgresql/`). What several
processes need is decided inside the database:

- a change checks the game's revision after locking its row (`SELECT ... FOR UPDATE`) in
  the transaction that writes it, so of two processes applying the same click one commits
  and the other gets StaleRevision;
- migrations run under a transaction-scoped advisory lock, so processes starting together
  apply each migration once;
- a reminder is claimed by an UPDATE that only the first process can make, and the reminder
  sweep is done by the holder of a lease.
"""
from __future__ import annotations

import itertools
import json
import re
from contextlib import asynccontextmanager
from functools import lru_cache

import asyncpg

import games

from . import (DEFAULT_REMINDER, ChannelBusy, DatabaseUnavailable, GameRow, Seat, StaleRevision, StorageError,
               UNREADABLE, _json, _snapshot_text, masked, migration_files, refuse_newer, scrubbed)
from .community import CommunityStore
from .languages import LanguageStore

_GAME_COLUMNS = ("id", "game", "guild_id", "channel_id", "creator_id", "status", "rules_version", "seed", "config",
                 "rev", "turn_no", "lobby_message_id", "secret_message_id", "board_message_id",
                 "reminder_seconds", "turn_started_at", "reminded_at", "created_at", "updated_at",
                 "handover_level", "hints_allowed", "language")
_MESSAGE_FIELDS = ("lobby_message_id", "secret_message_id", "board_message_id")
MIGRATION_LOCK = 0x747A6F6C6B696E  # any fixed number: the advisory lock held while migrating


@lru_cache(maxsize=512)
def dollars(sql):
    """A shared statement's `?` placeholders numbered as PostgreSQL wants them ($1, $2...).
    The shared statements hold no `?` inside quotes."""
    number = itertools.count(1)
    return re.sub(r"\?", lambda _: f"${next(number)}", sql)


class PostgresSteps:
    """The statements of one PostgreSQL transaction, as storage.SqliteSteps offers them."""

    def __init__(self, conn):
        self.conn = conn

    async def rows(self, sql, args=()):
        return [tuple(r) for r in await self.conn.fetch(dollars(sql), *args)]

    async def run(self, sql, args=()):
        """Run one statement; the number of rows it changed (from a status such as "INSERT 0 1")."""
        status = await self.conn.execute(dollars(sql), *args)
        return int(status.rsplit(" ", 1)[-1])

    async def many(self, sql, seq):
        seq = list(seq)
        if seq:
            await self.conn.executemany(dollars(sql), seq)

    async def lock(self, table):
        """Keep other writers of `table` waiting until this transaction ends (readers go on)."""
        await self.conn.execute(f"LOCK TABLE {table} IN EXCLUSIVE MODE")


class PostgresStorage(CommunityStore, LanguageStore):
    backend = "postgresql"

    def __init__(self, pool, url):
        self.pool = pool
        self.url = url

    # --- opening ----------------------------------------------------------------

    @classmethod
    async def open(cls, url, *, min_size=1, max_size=10):
        try:
            pool = await asyncpg.create_pool(url, min_size=min_size, max_size=max_size, command_timeout=60)
        except Exception as err:
            raise DatabaseUnavailable(f"cannot open the database {masked(url)}: {scrubbed(err, url)}") from None
        self = cls(pool, url)
        try:
            await self.migrate()
        except Exception as err:
            await pool.close()
            raise DatabaseUnavailable(f"cannot open the database {masked(url)}: {scrubbed(err, url)}") from None
        return self

    async def close(self):
        await self.pool.close()

    async def schema_version(self):
        async with self.pool.acquire() as conn:
            return await self._version(conn)

    @staticmethod
    async def _version(conn):
        exists = await conn.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
        return await conn.fetchval("SELECT version FROM schema_version") if exists else 0

    async def migrate(self):
        """Apply the missing migrations, each in its own transaction, one process at a time."""
        applied = []
        migrations = migration_files(self.backend)
        async with self.pool.acquire() as conn:
            refuse_newer(await self._version(conn), migrations)
            for number, path in migrations:
                async with conn.transaction():
                    await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
                    await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
                    if await conn.fetchval("SELECT COUNT(*) FROM schema_version") == 0:
                        await conn.execute("INSERT INTO schema_version VALUES (0)")
                    if number <= await self._version(conn):
                        continue
                    await conn.execute(path.read_text(encoding="utf-8"))
                    await conn.execute("UPDATE schema_version SET version = $1", number)
                    applied.append(number)
        return applied

    @asynccontextmanager
    async def transaction(self):
        async with self.pool.acquire() as conn:
            async with conn.transaction():
                yield conn

    # --- statements shared by both backends (storage/community.py, ratings/results.py) ---

    @asynccontextmanager
    async def sql(self):
        async with self.transaction() as conn:
            yield PostgresSteps(conn)

    async def rows(self, sql, args=()):
        async with self.pool.acquire() as conn:
            return await PostgresSteps(conn).rows(sql, args)

    async def games_where(self, where, args=()):
        return await self._fetch_game(dollars(where), tuple(args))

    # --- reading ----------------------------------------------------------------

    async def _fetch_game(self, where, args, conn=None):
        sql = f"SELECT {', '.join(_GAME_COLUMNS)} FROM games WHERE {where}"
        if conn is None:
            async with self.pool.acquire() as conn:
                return await self._games(conn, sql, args)
        return await self._games(conn, sql, args)

    @staticmethod
    async def _games(conn, sql, args):
        games = []
        for r in await conn.fetch(sql, *args):
            d = dict(r)
            d["config"] = _json(d["config"], {"unreadable": d["config"]})
            d["hints_allowed"] = bool(d["hints_allowed"])
            games.append(GameRow(**d))
        if games:
            seats = await conn.fetch("SELECT game_id, seat, user_id, name, bot, hints FROM seats"
                                     " WHERE game_id = ANY($1::bigint[]) ORDER BY game_id, seat", [g.id for g in games])
            by_game = {}
            for s in seats:
                by_game.setdefault(s["game_id"], []).append(
                    Seat(s["seat"], s["user_id"], s["name"], s["bot"], s["hints"]))
            for g in games:
                g.seats = by_game.get(g.id, [])
        return games

    async def get_game(self, game_id):
        found = await self._fetch_game("id = $1", (game_id,))
        return found[0] if found else None

    async def channel_game(self, channel_id):
        found = await self._fetch_game("channel_id = $1 AND status IN ('lobby', 'secret', 'playing')", (channel_id,))
        return found[0] if found else None

    async def latest_channel_game(self, channel_id):
        found = await self._fetch_game("channel_id = $1 ORDER BY id DESC LIMIT 1", (channel_id,))
        return found[0] if found else None

    async def guild_games(self, guild_id):
        return await self._fetch_game("guild_id = $1 AND status IN ('lobby', 'secret', 'playing') ORDER BY id",
                                      (guild_id,))

    async def actions(self, game_id):
        async with self.pool.acquire() as conn:
            rows = await conn.fetch("SELECT action FROM actions WHERE game_id = $1 ORDER BY idx", game_id)
        return [r[0] for r in rows]

    async def game_parts(self, game_id):
        # One statement sees one moment of the database (whoever commits meanwhile): one round trip
        # where a transaction of three reads took five.
        async with self.pool.acquire() as conn:
            row = await conn.fetchrow(
                "SELECT g.rev, (SELECT snapshot FROM snapshots WHERE game_id = g.id),"
                " ARRAY(SELECT action FROM actions WHERE game_id = g.id ORDER BY idx)"
                " FROM games g WHERE g.id = $1", game_id)
        if row is None:
            return None, [], None
        return row[0], list(row[2]), _json(row[1], UNREADABLE)

    async def snapshot(self, game_id):
        async with self.pool.acquire() as conn:
            text = await conn.fetchval("SELECT snapshot FROM snapshots WHERE game_id = $1", game_id)
        return _json(text, UNREADABLE)

    async def record(self, game_id):
        game = await self.get_game(game_id)
        if game is None or game.config is None or game.status == "lobby":  # a lobby's config holds its modules
            return None
        return {"rules_version": game.rules_version, "config": game.config, "seed": game.seed,
                "actions": await self.actions(game_id)}

    async def secret_choices(self, game_id):
        async with self.pool.acquire() as conn:
            rows = await conn.fetch("SELECT seat, steps FROM secret_choices WHERE game_id = $1", game_id)
        return {r[0]: r[1] for r in rows}

    async def votes(self, game_id, seat):
        async with self.pool.acquire() as conn:
            rows = await conn.fetch("SELECT voter_id FROM handover_votes WHERE game_id = $1 AND seat = $2",
                                    game_id, seat)
        return {r[0] for r in rows}

    async def log(self, game_id, limit=15):
        async with self.pool.acquire() as conn:
            rows = await conn.fetch("SELECT turn_no, text, created_at FROM log WHERE game_id = $1"
                                    " ORDER BY id DESC LIMIT $2", game_id, limit)
        return [tuple(r) for r in reversed(rows)]

    async def games_to_remind(self, now):
        return await self._fetch_game(
            "status IN ('secret', 'playing') AND reminder_seconds > 0 AND turn_started_at IS NOT NULL"
            " AND $1 - GREATEST(turn_started_at, COALESCE(reminded_at, 0)) >= reminder_seconds ORDER BY id",
            (now,))

    # --- writing ----------------------------------------------------------------

    async def create_lobby(self, guild_id, channel_id, creator_id, creator_name, now, reminder_seconds=DEFAULT_REMINDER,
                           language="en", game=None):
        try:
            async with self.transaction() as conn:
                game_id = await conn.fetchval(
                    "INSERT INTO games (game, guild_id, channel_id, creator_id, reminder_seconds, created_at,"
                    " updated_at, language) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
                    games.get(game).name, guild_id, channel_id, creator_id, reminder_seconds, now, now, language)
                await conn.execute("INSERT INTO seats (game_id, seat, user_id, name) VALUES ($1, 0, $2, $3)",
                                   game_id, creator_id, creator_name)
        except asyncpg.UniqueViolationError as err:
            raise ChannelBusy(str(err)) from err
        return await self.get_game(game_id)

    @staticmethod
    async def _check_rev(conn, game_id, expected_rev):
        """Lock the game's row for this transaction and compare its revision."""
        rev = await conn.fetchval("SELECT rev FROM games WHERE id = $1 FOR UPDATE", game_id)
        if rev is None:
            raise StaleRevision("no such game")
        if expected_rev is not None and rev != expected_rev:
            raise StaleRevision(f"game {game_id} is at revision {rev}, not {expected_rev}")
        return rev

    @staticmethod
    async def _write_seats(conn, game_id, seats):
        await conn.execute("DELETE FROM seats WHERE game_id = $1", game_id)
        await conn.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name, bot, hints) VALUES ($1, $2, $3, $4, $5, $6)",
            [(game_id, i, s.user_id, s.name, s.bot, s.hints) for i, s in enumerate(seats)])

    async def set_seats(self, game_id, seats, now, *, creator_id=None, expected_rev=None):
        async with self.transaction() as conn:
            rev = await self._check_rev(conn, game_id, expected_rev)
            await self._write_seats(conn, game_id, seats)
            if creator_id is not None:
                await conn.execute("UPDATE games SET creator_id = $1 WHERE id = $2", creator_id, game_id)
            await conn.execute("UPDATE games SET rev = $1, updated_at = $2 WHERE id = $3", rev + 1, now, game_id)
        return rev + 1

    async def set_lobby_config(self, game_id, config, now, *, expected_rev=None):
        """As Storage.set_lobby_config: the lobby's options (the expansion modules) in the config column."""
        async with self.transaction() as conn:
            rev = await self._check_rev(conn, game_id, expected_rev)
            await conn.execute("UPDATE games SET config = $1, rev = $2, updated_at = $3 "
                               "WHERE id = $4 AND status = 'lobby'", json.dumps(config), rev + 1, now, game_id)
        return rev + 1

    async def start(self, game_id, seed, config, now, *, expected_rev=None, secret_choices=None, secret=True,
                    rules_version=1, snapshot=None, turn_no=0):
        """As Storage.start: the game, its bots' secret choices and first snapshot in one transaction."""
        async with self.transaction() as conn:
            rev = await self._check_rev(conn, game_id, expected_rev)
            await conn.execute(
                "UPDATE games SET status = $6, seed = $1, config = $2, rev = $3, turn_started_at = $4,"
                " updated_at = $4, rules_version = $7, turn_no = $8 WHERE id = $5 AND status = 'lobby'",
                seed, json.dumps(config), rev + 1, now, game_id, "secret" if secret else "playing", rules_version,
                turn_no)
            for seat, action in (secret_choices or {}).items():
                await self._put_choice(conn, game_id, seat, action)
            if snapshot is not None:
                await conn.execute("INSERT INTO snapshots (game_id, snapshot) VALUES ($1, $2) ON CONFLICT (game_id)"
                                   " DO UPDATE SET snapshot = excluded.snapshot",
                                   game_id, _snapshot_text(snapshot))
        return rev + 1

    @staticmethod
    async def _put_choice(conn, game_id, seat, action):
        await conn.execute("INSERT INTO secret_choices (game_id, seat, steps) VALUES ($1, $2, $3)"
                           " ON CONFLICT (game_id, seat) DO UPDATE SET steps = excluded.steps", game_id, seat, action)

    async def choose_secret(self, game_id, seat, action, now, *, expected_rev=None):
        async with self.transaction() as conn:
            rev = await self._check_rev(conn, game_id, expected_rev)
            await self._put_choice(conn, game_id, seat, action)
            await conn.execute("UPDATE games SET rev = $1, updated_at = $2 WHERE id = $3", rev + 1, now, game_id)
        return rev + 1

    async def commit(self, game_id, expected_rev, now, *, append=(), drop_last=0, snapshot=None, status=None,
                     turn_no=None, new_turn=False, log_lines=(), clear_secret=False, clear_votes_for=(), seats=None):
        """As Storage.commit: one move's decisions in one transaction; StaleRevision if the game
        moved on (checked with the game's row locked, so two processes cannot both write)."""
        async with self.transaction() as conn:
            rev = await self._check_rev(conn, game_id, expected_rev)
            count = await conn.fetchval("SELECT COUNT(*) FROM actions WHERE game_id = $1", game_id)
            if drop_last:
                if drop_last > count:
                    raise StorageError("cannot drop more decisions than were made")
                await conn.execute("DELETE FROM actions WHERE game_id = $1 AND idx >= $2", game_id, count - drop_last)
                count -= drop_last
            await conn.executemany(
                "INSERT INTO actions (game_id, idx, action, seat, user_id, created_at, rev)"
                " VALUES ($1, $2, $3, $4, $5, $6, $7)",
                [(game_id, count + i, str(a), seat, user, now, rev) for i, (a, seat, user) in enumerate(append)])
            if snapshot is not None:
                await conn.execute("INSERT INTO snapshots (game_id, snapshot) VALUES ($1, $2) ON CONFLICT (game_id)"
                                   " DO UPDATE SET snapshot = excluded.snapshot",
                                   game_id, _snapshot_text(snapshot))
            sets, args = ["rev = $1", "updated_at = $2"], [rev + 1, now]
            for column, value in (("status", status), ("turn_no", turn_no)):
                if value is not None:
                    args.append(value)
                    sets.append(f"{column} = ${len(args)}")
            if new_turn:
                args.append(now)
                sets += [f"turn_started_at = ${len(args)}", "reminded_at = NULL"]
            args.append(game_id)
            await conn.execute(f"UPDATE games SET {', '.join(sets)} WHERE id = ${len(args)}", *args)
            tn = turn_no if turn_no is not None else 0
            await conn.executemany("INSERT INTO log (game_id, turn_no, text, created_at) VALUES ($1, $2, $3, $4)",
                                   [(game_id, tn, line, now) for line in log_lines])
            if clear_secret:
                await conn.execute("DELETE FROM secret_choices WHERE game_id = $1", game_id)
            for seat in clear_votes_for:
                await conn.execute("DELETE FROM handover_votes WHERE game_id = $1 AND seat = $2", game_id, seat)
            if seats is not None:
                await self._write_seats(conn, game_id, seats)
        return rev + 1

    async def add_vote(self, game_id, seat, voter_id):
        async with self.transaction() as conn:
            await conn.execute("INSERT INTO handover_votes (game_id, seat, voter_id) VALUES ($1, $2, $3)"
                               " ON CONFLICT DO NOTHING", game_id, seat, voter_id)
            rows = await conn.fetch("SELECT voter_id FROM handover_votes WHERE game_id = $1 AND seat = $2",
                                    game_id, seat)
        return {r[0] for r in rows}

    async def set_message(self, game_id, which, message_id):
        if which not in _MESSAGE_FIELDS:
            raise ValueError(which)
        async with self.transaction() as conn:
            await conn.execute(f"UPDATE games SET {which} = $1 WHERE id = $2", message_id, game_id)

    async def set_status(self, game_id, status, now):
        async with self.transaction() as conn:
            await conn.execute("UPDATE games SET status = $1, rev = rev + 1, updated_at = $2 WHERE id = $3",
                               status, now, game_id)

    async def set_reminder(self, game_id, seconds, now):
        async with self.transaction() as conn:
            await conn.execute("UPDATE games SET reminder_seconds = $1, updated_at = $2 WHERE id = $3",
                               seconds, now, game_id)

    async def set_game_settings(self, game_id, now, *, handover_level=None, hints_allowed=None):
        """Change a game's bot settings (None leaves one as it is); bumps the revision."""
        sets, args = ["rev = rev + 1", "updated_at = $1"], [now]
        for column, value in (("handover_level", handover_level),
                              ("hints_allowed", None if hints_allowed is None else int(bool(hints_allowed)))):
            if value is not None:
                args.append(value)
                sets.append(f"{column} = ${len(args)}")
        args.append(game_id)
        async with self.transaction() as conn:
            await conn.execute(f"UPDATE games SET {', '.join(sets)} WHERE id = ${len(args)}", *args)

    async def count_hint(self, game_id, seat):
        """One more hint asked for by this seat's player; returns the new count."""
        async with self.transaction() as conn:
            hints = await conn.fetchval("UPDATE seats SET hints = hints + 1 WHERE game_id = $1 AND seat = $2"
                                        " RETURNING hints", game_id, seat)
        return hints or 0

    async def running_games(self):
        """Every game being played (after a restart, bots on turn resume thinking)."""
        return await self._fetch_game("status = 'playing' ORDER BY id", ())

    async def mark_reminded(self, game_id, now):
        async with self.transaction() as conn:
            await conn.execute("UPDATE games SET reminded_at = $1 WHERE id = $2", now, game_id)

    async def claim_reminder(self, game_id, now):
        async with self.transaction() as conn:
            done = await conn.execute(
                "UPDATE games SET reminded_at = $1 WHERE id = $2 AND status IN ('secret', 'playing')"
                " AND reminder_seconds > 0 AND turn_started_at IS NOT NULL"
                " AND $1 - GREATEST(turn_started_at, COALESCE(reminded_at, 0)) >= reminder_seconds", now, game_id)
        return done == "UPDATE 1"

    async def try_lease(self, name, holder, now, seconds):
        async with self.transaction() as conn:
            got = await conn.fetchval(
                "INSERT INTO leases (name, holder, until) VALUES ($1, $2, $3) ON CONFLICT (name) DO UPDATE"
                " SET holder = excluded.holder, until = excluded.until"
                " WHERE leases.holder = excluded.holder OR leases.until <= $4 RETURNING holder",
                name, holder, now + seconds, now)
        return got == holder

    async def add_log(self, game_id, turn_no, lines, now):
        async with self.transaction() as conn:
            await conn.executemany("INSERT INTO log (game_id, turn_no, text, created_at) VALUES ($1, $2, $3, $4)",
                                   [(game_id, turn_no, line, now) for line in lines])
