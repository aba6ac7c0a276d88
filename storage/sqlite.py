"""Storage on SQLite: one long-lived aiosqlite connection in WAL mode, the default backend.

What is SQLite's own: opening the file, the migrations runner (the schema version is `PRAGMA
user_version`), the transactions and the steps the shared statements run with. Everything else is
written once for both backends (storage/games.py, community.py, languages.py).
"""
from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

from . import schema
from .community import CommunityStore
from .errors import DatabaseUnavailable, StorageError
from .games import GameStore
from .languages import LanguageStore


class SqliteSteps:
    """The statements of one SQLite transaction (or of reads outside one), as
    storage.postgres.PostgresSteps offers them."""

    def __init__(self, db):
        self.db = db

    async def rows(self, sql, args=()):
        # Two trips to the connection's thread; the cursor closes as it is dropped. Not
        # execute_fetchall: its worker thread would go on holding the connection it last ran for,
        # so a connection nobody closed would keep the process from ever exiting.
        cur = await self.db.execute(sql, args)
        return [tuple(r) for r in await cur.fetchall()]

    async def locked(self, sql, args=()):
        """The rows of a SELECT this transaction goes on to change: BEGIN IMMEDIATE already holds
        SQLite's one write lock, so nobody else can change them before it ends."""
        return await self.rows(sql, args)

    async def run(self, sql, args=()):
        """Run one statement; the number of rows it changed."""
        cur = await self.db.execute(sql, args)
        return cur.rowcount

    async def insert_id(self, sql, args=()):
        """Run an INSERT; the id of the row it made."""
        cur = await self.db.execute(sql, args)
        return cur.lastrowid

    async def many(self, sql, seq):
        seq = list(seq)
        if seq:
            await self.db.executemany(sql, seq)

    async def lock(self, table):
        """Keep other writers of `table` waiting until this transaction ends: BEGIN IMMEDIATE
        already holds SQLite's one write lock."""


async def _stopped(connection):
    """Wait for the worker thread of an aiosqlite connection that failed to open: left running, it
    answers after the event loop has closed and prints a stray traceback as the process exits."""
    thread = getattr(connection, "_thread", None)  # aiosqlite's own; no public way to wait for it
    if thread is not None and thread.is_alive():
        await asyncio.to_thread(thread.join, 5)


class Storage(GameStore, CommunityStore, LanguageStore):
    backend = "sqlite"
    unique_violation = aiosqlite.IntegrityError

    def __init__(self, db):
        self.db = db
        self._lock = asyncio.Lock()  # one connection: statements of two callers must not interleave

    # --- opening ----------------------------------------------------------------

    @classmethod
    async def open(cls, path, synchronous="normal"):
        """Connect and apply the missing migrations. On any failure the connection (and its
        worker thread, which would keep the process alive) is closed and DatabaseUnavailable
        names the file and the cause.

        `synchronous`: "normal" (default) makes a commit wait for the operating system, not
        for the disk: a killed or crashed bot loses nothing, a power cut or a crash of the
        machine may lose the last moments of play (never the database). "full" waits for the
        disk at every commit: nothing is lost even then, at the price of a disk flush per
        decision (6 ms on the development machine).
        """
        if synchronous not in ("normal", "full"):
            raise DatabaseUnavailable(f"synchronous must be normal or full, not {synchronous!r}")
        where = Path(str(path))
        if where.is_dir():
            raise DatabaseUnavailable(f"cannot open the database {path}: it is a folder; give the path of a file "
                                      "(it is created if missing)")
        if not where.parent.is_dir():
            raise DatabaseUnavailable(f"cannot open the database {path}: its folder {where.parent} does not exist")
        connection = aiosqlite.connect(str(path), isolation_level=None)
        try:
            db = await connection
        except Exception as err:
            await _stopped(connection)
            raise DatabaseUnavailable(f"cannot open the database {path}: {err}") from err
        try:
            db.row_factory = aiosqlite.Row
            for pragma in ("journal_mode=WAL", f"synchronous={synchronous.upper()}", "foreign_keys=ON",
                           "busy_timeout=5000"):
                async with db.execute(f"PRAGMA {pragma}") as cur:
                    await cur.fetchall()
            self = cls(db)
            await self.migrate()
            return self
        except BaseException as err:
            await db.close()
            if isinstance(err, Exception):
                raise DatabaseUnavailable(f"cannot open the database {path}: {err}") from err
            raise

    async def close(self):
        await self.db.close()

    async def schema_version(self):
        async with self.db.execute("PRAGMA user_version") as cur:
            return (await cur.fetchone())[0]

    async def migrate(self):
        """Apply the numbered migrations not applied yet, each in its own transaction."""
        async with self._lock:
            current = await self.schema_version()
            schema.refuse_newer(current, schema.migration_files())
            applied = []
            for number, path in schema.migration_files():
                if number <= current:
                    continue
                script = path.read_text(encoding="utf-8")
                # executescript commits first; the script itself runs as one transaction. Foreign
                # keys are off meanwhile (SQLite's way of making a table anew: dropping the old
                # one must not delete the rows that point at it) and checked before the commit.
                await self.db.execute("PRAGMA foreign_keys = OFF")
                try:
                    await self.db.executescript(f"BEGIN;\n{script}\nPRAGMA user_version = {number};")
                    async with self.db.execute("PRAGMA foreign_key_check") as cur:
                        broken = await cur.fetchall()
                    if broken:
                        raise StorageError(f"migration {number} leaves rows pointing nowhere: {broken[:3]}")
                    await self.db.execute("COMMIT")
                except Exception:
                    if self.db.in_transaction:
                        await self.db.execute("ROLLBACK")
                    raise
                finally:
                    await self.db.execute("PRAGMA foreign_keys = ON")
                applied.append(number)
            return applied

    @asynccontextmanager
    async def transaction(self):
        """A write transaction on the connection. BEGIN IMMEDIATE takes SQLite's one write lock
        at once: what the transaction reads (a game's revision) no other process can change
        before it commits, and another process's writer waits for it (busy_timeout)."""
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            else:
                await self.db.execute("COMMIT")

    # --- the steps of the statements written once (storage/games.py, community.py, languages.py) ---

    @asynccontextmanager
    async def sql(self):
        """A write transaction's steps."""
        async with self.transaction() as db:
            yield SqliteSteps(db)

    @asynccontextmanager
    async def reading(self):
        """Steps outside a transaction: SQLite reads each statement from one consistent view,
        whoever writes meanwhile."""
        async with self._lock:
            yield SqliteSteps(self.db)
