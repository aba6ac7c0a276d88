"""Storage of games for the bot: SQLite (one long-lived aiosqlite connection in WAL mode) by
default, PostgreSQL (`storage.postgres`, asyncpg) when the database is a postgresql:// URL;
`open_storage(database)` picks one.

The record of a game (config, seed, ordered actions) is the truth; the engine state
snapshot is only a cache. Every change happens in one transaction, and every change
bumps the game's revision (`rev`) so that an out-of-date panel can be recognised:
`commit(..., expected_rev=...)` refuses to write over a newer revision.

Schema migrations are the numbered SQL files in `migrations/`, applied at start-up;
the schema version is `PRAGMA user_version`. The interface is small (the `Storage`
methods below), so another backend (PostgreSQL for several processes) can follow it.
"""
from __future__ import annotations

import asyncio
import json
import re
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from urllib.parse import unquote, unquote_plus

import aiosqlite

import games

from .community import CommunityStore, Notice, Prefs  # noqa: F401  (re-exported)
from .languages import LanguageStore

MIGRATIONS = Path(__file__).with_name("migrations")
ACTIVE = ("lobby", "secret", "playing")
DEFAULT_REMINDER = 12 * 3600


class StorageError(Exception):
    """Root of the storage layer's errors."""


class DatabaseUnavailable(StorageError):
    """The database cannot be opened or brought up to date; the message names it and the cause."""


class ChannelBusy(StorageError):
    """The channel already has a game in its lobby or running."""


class StaleRevision(StorageError):
    """Somebody changed the game since the caller read it."""


@dataclass
class Seat:
    seat: int
    user_id: int | None
    name: str
    bot: str | None = None  # None: a person plays the seat; else the bot's level
    hints: int = 0  # hints asked for by this seat's player

    @property
    def is_bot(self):
        return self.bot is not None

    @property
    def handed_over(self):
        """A bot plays a member's seat (the member who played it before is `user_id`)."""
        return self.is_bot and self.user_id is not None


@dataclass
class GameRow:
    id: int
    game: str  # the registered game it plays (games.get(row.game))
    guild_id: int
    channel_id: int
    creator_id: int
    status: str
    rules_version: int
    seed: int | None
    config: dict | None
    rev: int
    turn_no: int
    lobby_message_id: int | None
    secret_message_id: int | None
    board_message_id: int | None
    reminder_seconds: int
    turn_started_at: float | None
    reminded_at: float | None
    created_at: float
    updated_at: float
    handover_level: str = "normal"  # the bot level that takes over an absent player's seat
    hints_allowed: bool = True
    language: str = "en"  # of the game's public messages and pictures
    seats: list = field(default_factory=list)
    snapshot: dict | None = None  # read on demand: Storage.snapshot()

    @property
    def active(self):
        return self.status in ACTIVE

    def human_seat(self, user_id):
        """The seat this member plays in person (not one handed to a bot), or None."""
        for s in self.seats:
            if s.user_id == user_id and not s.is_bot:
                return s
        return None

    def seat_of(self, user_id):
        """The seat this member holds, even if a bot now plays it."""
        for s in self.seats:
            if s.user_id == user_id:
                return s
        return None


_GAME_COLUMNS = ("id", "game", "guild_id", "channel_id", "creator_id", "status", "rules_version", "seed", "config",
                 "rev", "turn_no", "lobby_message_id", "secret_message_id", "board_message_id",
                 "reminder_seconds", "turn_started_at", "reminded_at", "created_at", "updated_at",
                 "handover_level", "hints_allowed", "language")
_MESSAGE_FIELDS = ("lobby_message_id", "secret_message_id", "board_message_id")


async def _write_seats(db, game_id, seats):
    await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
    await db.executemany("INSERT INTO seats (game_id, seat, user_id, name, bot, hints) VALUES (?, ?, ?, ?, ?, ?)",
                         [(game_id, i, s.user_id, s.name, s.bot, s.hints) for i, s in enumerate(seats)])


class SqliteSteps:
    """The statements of one SQLite transaction, as storage.postgres.PostgresSteps offers them."""

    def __init__(self, db):
        self.db = db

    async def rows(self, sql, args=()):
        async with self.db.execute(sql, args) as cur:
            return [tuple(r) for r in await cur.fetchall()]

    async def run(self, sql, args=()):
        """Run one statement; the number of rows it changed."""
        cur = await self.db.execute(sql, args)
        return cur.rowcount

    async def many(self, sql, seq):
        await self.db.executemany(sql, seq)

    async def lock(self, table):
        """Keep other writers of `table` waiting until this transaction ends: BEGIN IMMEDIATE
        already holds SQLite's one write lock."""


def is_postgres_url(database):
    return str(database).startswith(("postgresql://", "postgres://"))


# Parameters of a postgresql:// URL whose values are secrets, hidden wherever the URL is shown.
# `password` and `sslpassword` (the client key's password) are secrets themselves; so is any
# parameter whose name says so (a future or misspelt key). `passfile`, `sslkey`, `sslcert` and
# `sslrootcert` name files: they stay shown, since the path is what an operator needs to fix a
# start-up error and the secret stays in the file.
SECRET_PARAMETERS = ("password", "sslpassword")
SECRET_WORDS = ("pass", "secret", "token", "key")
PATH_PARAMETERS = ("passfile", "sslkey", "sslcert", "sslrootcert", "sslcrl")
HIDDEN = "***"


def _secret_parameter(name):
    name = name.strip().lower()
    return name in SECRET_PARAMETERS or (name not in PATH_PARAMETERS and any(w in name for w in SECRET_WORDS))


def _url_parts(text):
    """(scheme://, user info, rest after the @, query pairs) of a postgresql:// URL."""
    head, _, rest = text.partition("://")
    address, _, query = rest.partition("?")
    credentials, at, hosts = address.rpartition("@")  # a raw '@' in a password: the last one ends it
    return head, (credentials if at else None), (hosts if at else address), query


def secrets_in(database):
    """The secret values a database setting holds (as written and percent-decoded)."""
    text = str(database)
    if not is_postgres_url(text):
        return []
    _, credentials, _, query = _url_parts(text)
    found = []
    if credentials and ":" in credentials:
        found.append(credentials.partition(":")[2])
    for pair in query.split("&"):
        name, equals, value = pair.partition("=")
        if equals and _secret_parameter(unquote_plus(name)):
            found.append(value)
    return sorted({v for raw in found if raw for v in (raw, unquote_plus(raw), unquote(raw))}, key=len, reverse=True)


def masked(database):
    """The database as it may be shown (logs, errors, settings): every secret of a URL hidden,
    the password of its user part and every secret parameter, whatever its form."""
    text = str(database)
    if not is_postgres_url(text):
        return text
    head, credentials, hosts, query = _url_parts(text)
    shown = f"{head}://"
    if credentials is not None:
        user, has_password, _ = credentials.partition(":")
        shown += f"{user}:{HIDDEN}@" if has_password else f"{user}@"
    shown += hosts
    if query:
        pairs = []
        for pair in query.split("&"):
            name, equals, _ = pair.partition("=")
            pairs.append(f"{name}={HIDDEN}" if equals and _secret_parameter(unquote_plus(name)) else pair)
        shown += "?" + "&".join(pairs)
    return shown


def scrubbed(text, database):
    """`text` (an error's message, say) with every secret of the database setting hidden."""
    text = str(text)
    for secret in secrets_in(database):
        text = text.replace(secret, HIDDEN)
    return text


async def open_storage(database, *, synchronous="normal"):
    """The storage for a setting: a postgresql:// URL, or an SQLite file path."""
    if is_postgres_url(database):
        from .postgres import PostgresStorage  # asyncpg is imported only by those who use it
        return await PostgresStorage.open(str(database))
    return await Storage.open(database, synchronous=synchronous)


# The largest number a stored JSON value may hold (what JSON carries exactly). A game's numbers
# (players, seats, counts, seeds) are far below it; a value beyond it, or not finite, is damage,
# found as the text is read, before anything is built or allocated from it.
MAX_JSON_NUMBER = 2 ** 53
# Only text with a long run of digits, an exponent or a named constant can hold such a number:
# other text is read at full speed (the digits made all zeros, a few substring tests).
_ZEROS = str.maketrans("123456789", "000000000")
_SUSPECT = ("0" * 16, "e0", "E0", "e+0", "E+0", "e-0", "E-0", "NaN", "Infinity")


def _bounded_int(text):
    if len(text.lstrip("-")) > 16 or abs(number := int(text)) > MAX_JSON_NUMBER:
        raise ValueError(f"a number out of range: {text[:20]}")
    return number


def _bounded_float(text):
    number = float(text)
    if not abs(number) <= MAX_JSON_NUMBER:  # also NaN
        raise ValueError(f"a number out of range: {text[:20]}")
    return number


def _no_constant(name):
    raise ValueError(f"not a JSON number: {name}")


def bounded_json(text):
    """json.loads, refusing numbers beyond MAX_JSON_NUMBER and NaN/Infinity (a ValueError)."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8")
    zeros = text.translate(_ZEROS)
    if not any(suspect in zeros for suspect in _SUSPECT):
        return json.loads(text)
    return json.loads(text, parse_int=_bounded_int, parse_float=_bounded_float, parse_constant=_no_constant)


# The game's revision and snapshot (first row), then its decisions in order.
_GAME_PARTS = """
    SELECT 0, -1, rev, (SELECT snapshot FROM snapshots WHERE game_id = :id) FROM games WHERE id = :id
    UNION ALL
    SELECT 1, idx, action, NULL FROM actions WHERE game_id = :id
    ORDER BY 1, 2"""


def _snapshot_text(snapshot):
    """A snapshot as stored: text already made by its writer (sealed by the table) is stored as it
    is, any other value as its JSON."""
    return snapshot if isinstance(snapshot, str) else json.dumps(snapshot, separators=(",", ":"))


# What an unreadable snapshot reads as (not JSON, or a number beyond MAX_JSON_NUMBER): a value no
# reader takes for a snapshot, and says so.
UNREADABLE = {"unreadable": "the stored text is not JSON within its limits"}


def _json(text, damaged):
    """A JSON column; `damaged` when it cannot be read (or holds a number out of range), so one
    damaged game never stops the others."""
    if not text:
        return None
    try:
        return bounded_json(text)
    except (ValueError, TypeError, RecursionError):
        return damaged


class NewerSchema(StorageError):
    """The database was brought to a schema this code does not know (by a newer version)."""


def refuse_newer(current, migrations):
    """A database at a schema version beyond this code's last migration was written by a newer
    version of the bot: this one would misread it, so it does not start."""
    known = max((n for n, _ in migrations), default=0)
    if current > known:
        raise NewerSchema(f"its schema version is {current}, newer than this code knows (version {known}): "
                          "a newer version of the bot wrote it; run that version, or a copy of the database "
                          "from before it")


async def _stopped(connection):
    """Wait for the worker thread of an aiosqlite connection that failed to open: left running, it
    answers after the event loop has closed and prints a stray traceback as the process exits."""
    thread = getattr(connection, "_thread", None)  # aiosqlite's own; no public way to wait for it
    if thread is not None and thread.is_alive():
        await asyncio.to_thread(thread.join, 5)


def migration_files(backend="sqlite"):
    """[(number, path)] of one backend's migrations: SQLite's in migrations/, PostgreSQL's
    twins (same numbers and names) in migrations/postgresql/."""
    folder = MIGRATIONS if backend == "sqlite" else MIGRATIONS / backend
    out = []
    for path in sorted(folder.glob("*.sql")):
        m = re.match(r"(\d+)_", path.name)
        if m:
            out.append((int(m.group(1)), path))
    # Numbers start at 1 and only grow; gaps are allowed (numbers are taken as features are
    # planned, and a database remembers only the last one it applied).
    numbers = [n for n, _ in out]
    if numbers and (numbers[0] != 1 or any(a >= b for a, b in pairwise(numbers))):
        raise StorageError(f"migrations must be numbered from 1 upwards without repeats, found {numbers}")
    return out


class Storage(CommunityStore, LanguageStore):
    backend = "sqlite"

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
            refuse_newer(current, migration_files())
            applied = []
            for number, path in migration_files():
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
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            else:
                await self.db.execute("COMMIT")

    # --- statements shared by both backends (storage/community.py, ratings/results.py) ---
    # Written once with `?` placeholders and SQL both databases speak; PostgreSQL numbers the
    # placeholders itself (storage.postgres.dollars).

    @asynccontextmanager
    async def sql(self):
        """A write transaction for shared statements: `SqlSteps` on this connection."""
        async with self.transaction() as db:
            yield SqliteSteps(db)

    async def rows(self, sql, args=()):
        """A shared read statement's rows, as tuples."""
        async with self._lock:
            return await SqliteSteps(self.db).rows(sql, args)

    async def games_where(self, where, args=()):
        """GameRows matching a shared WHERE clause (with its ORDER BY / LIMIT)."""
        async with self._lock:
            return await self._fetch_game(where, args)

    # --- reading ----------------------------------------------------------------

    async def _fetch_game(self, where, args):
        async with self.db.execute(f"SELECT {', '.join(_GAME_COLUMNS)} FROM games WHERE {where}", args) as cur:
            rows = await cur.fetchall()
        games = []
        for r in rows:
            d = dict(zip(_GAME_COLUMNS, r, strict=True))
            d["config"] = _json(d["config"], {"unreadable": d["config"]})  # the engine refuses it: a damaged game
            d["hints_allowed"] = bool(d["hints_allowed"])
            game = GameRow(**d)
            async with self.db.execute(
                    "SELECT seat, user_id, name, bot, hints FROM seats WHERE game_id = ? ORDER BY seat",
                    (game.id,)) as cur:
                game.seats = [Seat(*s) for s in await cur.fetchall()]
            games.append(game)
        return games

    async def get_game(self, game_id):
        async with self._lock:
            found = await self._fetch_game("id = ?", (game_id,))
        return found[0] if found else None

    async def channel_game(self, channel_id):
        """The game in the lobby or running in this channel, or None."""
        async with self._lock:
            found = await self._fetch_game(
                "channel_id = ? AND status IN ('lobby', 'secret', 'playing')", (channel_id,))
        return found[0] if found else None

    async def latest_channel_game(self, channel_id):
        """The channel's most recent game, whatever its status (for looking back at it)."""
        async with self._lock:
            found = await self._fetch_game("channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))
        return found[0] if found else None

    async def guild_games(self, guild_id):
        async with self._lock:
            return await self._fetch_game(
                "guild_id = ? AND status IN ('lobby', 'secret', 'playing') ORDER BY id", (guild_id,))

    async def actions(self, game_id):
        async with self._lock:
            async with self.db.execute("SELECT action FROM actions WHERE game_id = ? ORDER BY idx",
                                       (game_id,)) as cur:
                return [r[0] for r in await cur.fetchall()]

    async def game_parts(self, game_id):
        """(rev, actions, snapshot) read together, as of one moment: what a game is loaded from.
        One statement (SQLite reads each statement from one consistent view, whoever writes
        meanwhile) and one trip to the database's thread: a cold load used to make eleven."""
        async with self._lock:
            rows = await self.db.execute_fetchall(_GAME_PARTS, {"id": game_id})
        if not rows or rows[0][0] != 0:
            return None, [r[2] for r in rows], None
        snap = rows[0][3]
        return rows[0][2], [r[2] for r in rows[1:]], _json(snap, UNREADABLE) if snap is not None else None

    async def snapshot(self, game_id):
        """The cached engine state last stored with the game, or None. Only a cache: unreadable
        text gives UNREADABLE (the reader replays the record, saying why)."""
        async with self._lock:
            async with self.db.execute("SELECT snapshot FROM snapshots WHERE game_id = ?", (game_id,)) as cur:
                row = await cur.fetchone()
        return _json(row[0], UNREADABLE) if row else None

    async def record(self, game_id):
        """The engine record: {"rules_version", "config", "seed", "actions"}."""
        game = await self.get_game(game_id)
        if game is None or game.config is None or game.status == "lobby":
            return None
        return {"rules_version": game.rules_version, "config": game.config, "seed": game.seed,
                "actions": await self.actions(game_id)}

    async def secret_choices(self, game_id):
        async with self._lock:
            async with self.db.execute("SELECT seat, steps FROM secret_choices WHERE game_id = ?",
                                       (game_id,)) as cur:
                return {seat: action for seat, action in await cur.fetchall()}

    async def votes(self, game_id, seat):
        async with self._lock:
            async with self.db.execute("SELECT voter_id FROM handover_votes WHERE game_id = ? AND seat = ?",
                                       (game_id, seat)) as cur:
                return {r[0] for r in await cur.fetchall()}

    async def log(self, game_id, limit=15):
        async with self._lock:
            async with self.db.execute(
                    "SELECT turn_no, text, created_at FROM log WHERE game_id = ? ORDER BY id DESC LIMIT ?",
                    (game_id, limit)) as cur:
                rows = await cur.fetchall()
        return [tuple(r) for r in reversed(rows)]

    async def games_to_remind(self, now):
        """Running games whose player on turn has waited a whole reminder delay since the
        turn started or since the last reminder."""
        async with self._lock:
            return await self._fetch_game(
                "status IN ('secret', 'playing') AND reminder_seconds > 0 AND turn_started_at IS NOT NULL"
                " AND ? - MAX(turn_started_at, COALESCE(reminded_at, 0)) >= reminder_seconds ORDER BY id",
                (now,))

    # --- writing ----------------------------------------------------------------

    async def create_lobby(self, guild_id, channel_id, creator_id, creator_name, now,
                           reminder_seconds=DEFAULT_REMINDER, language="en", game=None):
        try:
            async with self.transaction() as db:
                cur = await db.execute(
                    "INSERT INTO games (game, guild_id, channel_id, creator_id, reminder_seconds, created_at,"
                    " updated_at, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (games.get(game).name, guild_id, channel_id, creator_id, reminder_seconds, now, now, language))
                game_id = cur.lastrowid
                await db.execute("INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                                 (game_id, creator_id, creator_name))
        except aiosqlite.IntegrityError as err:
            raise ChannelBusy(str(err)) from err
        return await self.get_game(game_id)

    async def _check_rev(self, db, game_id, expected_rev):
        async with db.execute("SELECT rev FROM games WHERE id = ?", (game_id,)) as cur:
            row = await cur.fetchone()
        if row is None:
            raise StaleRevision("no such game")
        if expected_rev is not None and row[0] != expected_rev:
            raise StaleRevision(f"game {game_id} is at revision {row[0]}, not {expected_rev}")
        return row[0]

    async def set_seats(self, game_id, seats, now, *, creator_id=None, expected_rev=None):
        """Replace the seats (lobby changes, a seat handed to a bot)."""
        async with self.transaction() as db:
            rev = await self._check_rev(db, game_id, expected_rev)
            await _write_seats(db, game_id, seats)
            if creator_id is not None:
                await db.execute("UPDATE games SET creator_id = ? WHERE id = ?", (creator_id, game_id))
            await db.execute("UPDATE games SET rev = ?, updated_at = ? WHERE id = ?", (rev + 1, now, game_id))
        return rev + 1

    async def set_lobby_config(self, game_id, config, now, *, expected_rev=None):
        """The options chosen in the lobby (the expansion modules), kept in the config column
        until the start writes the game's full config there."""
        async with self.transaction() as db:
            rev = await self._check_rev(db, game_id, expected_rev)
            await db.execute("UPDATE games SET config = ?, rev = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                             (json.dumps(config), rev + 1, now, game_id))
        return rev + 1

    async def start(self, game_id, seed, config, now, *, expected_rev=None, secret_choices=None, secret=True,
                    rules_version=1, snapshot=None, turn_no=0):
        """Close the lobby and start the game, in one transaction: its seed, config and rules
        version, the bots' secret choices, and its first snapshot when it has one."""
        async with self.transaction() as db:
            rev = await self._check_rev(db, game_id, expected_rev)
            await db.execute(
                "UPDATE games SET status = ?, seed = ?, config = ?, rev = ?, turn_started_at = ?,"
                " updated_at = ?, rules_version = ?, turn_no = ? WHERE id = ? AND status = 'lobby'",
                ("secret" if secret else "playing", seed, json.dumps(config), rev + 1, now, now, rules_version,
                 turn_no, game_id))
            for seat, action in (secret_choices or {}).items():
                await db.execute("INSERT OR REPLACE INTO secret_choices (game_id, seat, steps) VALUES (?, ?, ?)",
                                 (game_id, seat, action))
            if snapshot is not None:
                await db.execute("INSERT INTO snapshots (game_id, snapshot) VALUES (?, ?) ON CONFLICT (game_id)"
                                 " DO UPDATE SET snapshot = excluded.snapshot",
                                 (game_id, _snapshot_text(snapshot)))
        return rev + 1

    async def choose_secret(self, game_id, seat, action, now, *, expected_rev=None):
        async with self.transaction() as db:
            rev = await self._check_rev(db, game_id, expected_rev)
            await db.execute("INSERT OR REPLACE INTO secret_choices (game_id, seat, steps) VALUES (?, ?, ?)",
                             (game_id, seat, action))
            await db.execute("UPDATE games SET rev = ?, updated_at = ? WHERE id = ?", (rev + 1, now, game_id))
        return rev + 1

    async def commit(self, game_id, expected_rev, now, *, append=(), drop_last=0, snapshot=None, status=None,
                     turn_no=None, new_turn=False, log_lines=(), clear_secret=False, clear_votes_for=(), seats=None):
        """Write the decisions of one move in one transaction and return the new revision.

        `append` holds (action, seat, user_id) in order, stored with the revision they were
        taken at; `drop_last` removes the latest decisions first (undo within a turn). Raises
        StaleRevision if the game moved on.
        """
        async with self.transaction() as db:
            rev = await self._check_rev(db, game_id, expected_rev)
            async with db.execute("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,)) as cur:
                count = (await cur.fetchone())[0]
            if drop_last:
                if drop_last > count:
                    raise StorageError("cannot drop more decisions than were made")
                await db.execute("DELETE FROM actions WHERE game_id = ? AND idx >= ?", (game_id, count - drop_last))
                count -= drop_last
            await db.executemany(
                "INSERT INTO actions (game_id, idx, action, seat, user_id, created_at, rev)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(game_id, count + i, str(a), seat, user, now, rev) for i, (a, seat, user) in enumerate(append)])
            sets, args = ["rev = ?", "updated_at = ?"], [rev + 1, now]
            if snapshot is not None:
                await db.execute("INSERT INTO snapshots (game_id, snapshot) VALUES (?, ?) ON CONFLICT (game_id)"
                                 " DO UPDATE SET snapshot = excluded.snapshot",
                                 (game_id, _snapshot_text(snapshot)))
            if status is not None:
                sets.append("status = ?")
                args.append(status)
            if turn_no is not None:
                sets.append("turn_no = ?")
                args.append(turn_no)
            if new_turn:
                sets += ["turn_started_at = ?", "reminded_at = NULL"]
                args.append(now)
            await db.execute(f"UPDATE games SET {', '.join(sets)} WHERE id = ?", (*args, game_id))
            tn = turn_no if turn_no is not None else 0
            await db.executemany("INSERT INTO log (game_id, turn_no, text, created_at) VALUES (?, ?, ?, ?)",
                                 [(game_id, tn, line, now) for line in log_lines])
            if clear_secret:
                await db.execute("DELETE FROM secret_choices WHERE game_id = ?", (game_id,))
            for seat in clear_votes_for:
                await db.execute("DELETE FROM handover_votes WHERE game_id = ? AND seat = ?", (game_id, seat))
            if seats is not None:
                await _write_seats(db, game_id, seats)
        return rev + 1

    async def add_vote(self, game_id, seat, voter_id):
        async with self.transaction() as db:
            await db.execute("INSERT OR IGNORE INTO handover_votes (game_id, seat, voter_id) VALUES (?, ?, ?)",
                             (game_id, seat, voter_id))
            async with db.execute("SELECT voter_id FROM handover_votes WHERE game_id = ? AND seat = ?",
                                  (game_id, seat)) as cur:
                return {r[0] for r in await cur.fetchall()}

    async def set_message(self, game_id, which, message_id):
        if which not in _MESSAGE_FIELDS:
            raise ValueError(which)
        async with self.transaction() as db:
            await db.execute(f"UPDATE games SET {which} = ? WHERE id = ?", (message_id, game_id))

    async def set_status(self, game_id, status, now):
        async with self.transaction() as db:
            await db.execute("UPDATE games SET status = ?, rev = rev + 1, updated_at = ? WHERE id = ?",
                             (status, now, game_id))

    async def set_reminder(self, game_id, seconds, now):
        async with self.transaction() as db:
            await db.execute("UPDATE games SET reminder_seconds = ?, updated_at = ? WHERE id = ?",
                             (seconds, now, game_id))

    async def set_game_settings(self, game_id, now, *, handover_level=None, hints_allowed=None):
        """Change a game's bot settings (None leaves one as it is); bumps the revision."""
        sets, args = ["rev = rev + 1", "updated_at = ?"], [now]
        if handover_level is not None:
            sets.append("handover_level = ?")
            args.append(handover_level)
        if hints_allowed is not None:
            sets.append("hints_allowed = ?")
            args.append(int(bool(hints_allowed)))
        async with self.transaction() as db:
            await db.execute(f"UPDATE games SET {', '.join(sets)} WHERE id = ?", (*args, game_id))

    async def count_hint(self, game_id, seat):
        """One more hint asked for by this seat's player; returns the new count."""
        async with self.transaction() as db:
            await db.execute("UPDATE seats SET hints = hints + 1 WHERE game_id = ? AND seat = ?", (game_id, seat))
            async with db.execute("SELECT hints FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)) as cur:
                row = await cur.fetchone()
        return row[0] if row else 0

    async def running_games(self):
        """Every game being played (after a restart, bots on turn resume thinking)."""
        async with self._lock:
            return await self._fetch_game("status = 'playing' ORDER BY id", ())

    async def mark_reminded(self, game_id, now):
        async with self.transaction() as db:
            await db.execute("UPDATE games SET reminded_at = ? WHERE id = ?", (now, game_id))

    async def claim_reminder(self, game_id, now):
        """Mark the game reminded if a reminder is still due; True for the one caller (of any
        process) that did, who then sends it: a reminder is sent at most once per delay."""
        async with self.transaction() as db:
            cur = await db.execute(
                "UPDATE games SET reminded_at = ? WHERE id = ? AND status IN ('secret', 'playing')"
                " AND reminder_seconds > 0 AND turn_started_at IS NOT NULL"
                " AND ? - MAX(turn_started_at, COALESCE(reminded_at, 0)) >= reminder_seconds", (now, game_id, now))
            return cur.rowcount == 1

    async def try_lease(self, name, holder, now, seconds):
        """Hold the lease `name` for `seconds` if it is free, expired or already ours; True if held."""
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO leases (name, holder, until) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE"
                " SET holder = excluded.holder, until = excluded.until"
                " WHERE leases.holder = excluded.holder OR leases.until <= ?", (name, holder, now + seconds, now))
            async with db.execute("SELECT holder FROM leases WHERE name = ?", (name,)) as cur:
                return (await cur.fetchone())[0] == holder

    async def add_log(self, game_id, turn_no, lines, now):
        async with self.transaction() as db:
            await db.executemany("INSERT INTO log (game_id, turn_no, text, created_at) VALUES (?, ?, ?, ?)",
                                 [(game_id, turn_no, line, now) for line in lines])
