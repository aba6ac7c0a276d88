"""Storage of games for the bot: SQLite (`storage.sqlite`, one aiosqlite connection in WAL mode) by
default, PostgreSQL (`storage.postgres`, asyncpg) when the database is a postgresql:// URL;
`open_storage(database)` picks one.

Both backends are one interface, written once over their two dialects: the games in
`storage/games.py`, a community's settings and notifications in `community.py`, languages in
`languages.py`; each backend keeps only what is its own (opening, connections, transactions, the
migrations runner, the steps its statements run with). The numbered migrations are in
`migrations/` (SQLite) and `migrations/postgresql/` (their twins), applied at start-up.
"""
from __future__ import annotations

# The public names, re-exported from where they live (`from storage import Seat`).
from .community import CommunityStore, Notice, Prefs
from .errors import ChannelBusy, DatabaseUnavailable, NewerSchema, StaleRevision, StorageError
from .jsontext import MAX_JSON_NUMBER, UNREADABLE, bounded_json
from .languages import LanguageStore
from .rows import ACTIVE, DEFAULT_REMINDER, GameRow, Seat
from .schema import MIGRATIONS, migration_files, refuse_newer
from .sqlite import SqliteSteps, Storage
from .urls import HIDDEN, is_postgres_url, masked, scrubbed, secrets_in


async def open_storage(database, *, synchronous="normal"):
    """The storage for a setting: a postgresql:// URL, or an SQLite file path."""
    if is_postgres_url(database):
        from .postgres import PostgresStorage  # asyncpg is imported only by those who use it
        return await PostgresStorage.open(str(database))
    return await Storage.open(database, synchronous=synchronous)


__all__ = ["ACTIVE", "DEFAULT_REMINDER", "HIDDEN", "MAX_JSON_NUMBER", "MIGRATIONS", "UNREADABLE", "ChannelBusy",
           "CommunityStore", "DatabaseUnavailable", "GameRow", "LanguageStore", "NewerSchema", "Notice", "Prefs",
           "Seat", "SqliteSteps", "StaleRevision", "Storage", "StorageError", "bounded_json", "is_postgres_url",
           "masked", "migration_files", "open_storage", "refuse_newer", "scrubbed", "secrets_in"]
