"""Storage on PostgreSQL (asyncpg), for several bot processes sharing one database.

The same interface and meaning as the SQLite `Storage`: everything but what is PostgreSQL's own
(the pool, the migrations runner, the transactions and the steps the shared statements run with)
is written once for both (storage/games.py, community.py, languages.py), with the same numbered
migrations (their PostgreSQL twins in `migrations/postgresql/`). What several processes need is
decided inside the database:

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
import re
from contextlib import asynccontextmanager
from functools import lru_cache

import asyncpg

from . import schema
from .community import CommunityStore
from .errors import DatabaseUnavailable
from .games import GameStore
from .languages import LanguageStore
from .urls import masked, scrubbed

MIGRATION_LOCK = 0x747A6F6C6B696E  # any fixed number: the advisory lock held while migrating


@lru_cache(maxsize=512)
def dollars(sql):
    """A shared statement's `?` placeholders numbered as PostgreSQL wants them ($1, $2...).
    The shared statements hold no `?` inside quotes."""
    number = itertools.count(1)
    return re.sub(r"\?", lambda _: f"${next(number)}", sql)


class PostgresSteps:
    """The statements of one PostgreSQL transaction (or of reads outside one), as
    storage.sqlite.SqliteSteps offers them."""

    def __init__(self, conn):
        self.conn = conn

    async def rows(self, sql, args=()):
        return [tuple(r) for r in await self.conn.fetch(dollars(sql), *args)]

    async def locked(self, sql, args=()):
        """The rows of a SELECT this transaction goes on to change, locked until it ends: another
        writer of them waits, then reads what this one wrote."""
        return await self.rows(sql + " FOR UPDATE", args)

    async def run(self, sql, args=()):
        """Run one statement; the number of rows it changed (from a status such as "INSERT 0 1")."""
        status = await self.conn.execute(dollars(sql), *args)
        return int(status.rsplit(" ", 1)[-1])

    async def insert_id(self, sql, args=()):
        """Run an INSERT; the id of the row it made."""
        return await self.conn.fetchval(dollars(sql + " RETURNING id"), *args)

    async def many(self, sql, seq):
        seq = list(seq)
        if seq:
            await self.conn.executemany(dollars(sql), seq)

    async def lock(self, table):
        """Keep other writers of `table` waiting until this transaction ends (readers go on)."""
        await self.conn.execute(f"LOCK TABLE {table} IN EXCLUSIVE MODE")


class PostgresStorage(GameStore, CommunityStore, LanguageStore):
    backend = "postgresql"
    unique_violation = asyncpg.UniqueViolationError

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
        migrations = schema.migration_files(self.backend)
        async with self.pool.acquire() as conn:
            schema.refuse_newer(await self._version(conn), migrations)
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

    # --- the steps of the statements written once (storage/games.py, community.py, languages.py) ---

    @asynccontextmanager
    async def sql(self):
        """A write transaction's steps."""
        async with self.transaction() as conn:
            yield PostgresSteps(conn)

    @asynccontextmanager
    async def reading(self):
        """Steps outside a transaction: each statement sees one moment of the database."""
        async with self.pool.acquire() as conn:
            yield PostgresSteps(conn)
