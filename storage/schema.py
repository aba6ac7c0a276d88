"""The numbered migrations of both backends, and the refusal of a database newer than this code.

SQLite's are in migrations/, their PostgreSQL twins (same numbers and names) in
migrations/postgresql/; each backend's storage applies them at start-up, its own way.
"""
from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path

from .errors import NewerSchema, StorageError

MIGRATIONS = Path(__file__).with_name("migrations")


def refuse_newer(current, migrations):
    """A database at a schema version beyond this code's last migration was written by a newer
    version of the bot: this one would misread it, so it does not start."""
    known = max((n for n, _ in migrations), default=0)
    if current > known:
        raise NewerSchema(f"its schema version is {current}, newer than this code knows (version {known}): "
                          "a newer version of the bot wrote it; run that version, or a copy of the database "
                          "from before it")


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
