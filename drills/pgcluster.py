"""A throwaway PostgreSQL cluster for the tests and the drills: initdb + pg_ctl on a temporary
folder, listening on a unix socket only, removed afterwards. PostgreSQL refuses to run as root, so as root the
server runs as an unprivileged user (postgres when the Debian package made it, else nobody).
"""
from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

SUPERUSER = "table"


def server_binaries():
    """The folder holding initdb and pg_ctl (newest Debian version first), or None."""
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]),
                         reverse=True):
        if os.access(f"{folder}/initdb", os.X_OK) and os.access(f"{folder}/pg_ctl", os.X_OK):
            return folder
    found = shutil.which("initdb")
    return str(Path(found).parent) if found and shutil.which("pg_ctl") else None


MISSING = ("PostgreSQL server binaries (initdb, pg_ctl) are not installed, so the PostgreSQL tests "
           "cannot run here: install the Debian package 'postgresql' (make test does it when run as root, "
           "unless POSTGRESQL_INSTALL=no)")


class Cluster:
    def __init__(self, bin_dir):
        self.bin_dir = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="table-pg-"))
        self.data = self.root / "data"
        self.socket = self.root / "socket"
        self.user = None
        if os.geteuid() == 0:
            self.user = next((u for u in ("postgres", "nobody") if _exists(u)), None)
        self._databases = 0

    def _run(self, *args):
        kwargs = {}
        if self.user:
            kwargs["user"] = self.user
        return subprocess.run([f"{self.bin_dir}/{args[0]}", *args[1:]], check=True, capture_output=True,
                              text=True, timeout=120, cwd=self.root, **kwargs)

    def start(self):
        self.socket.mkdir()
        if self.user:
            info = pwd.getpwnam(self.user)
            for path in (self.root, self.socket):
                os.chown(path, info.pw_uid, info.pw_gid)
        self._run("initdb", "-D", str(self.data), "-U", SUPERUSER, "--auth=trust", "-E", "UTF8", "--no-sync",
                  "--locale=C")
        options = f"-c listen_addresses='' -c unix_socket_directories={self.socket} -c fsync=off -c max_connections=200"
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.root / "server.log"), "-w",
                  "-t", "60", "start")
        return self

    def stop(self):
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        except (subprocess.SubprocessError, OSError):
            pass
        shutil.rmtree(self.root, ignore_errors=True)

    def url(self, database="postgres"):
        return f"postgresql://{SUPERUSER}@/{database}?host={self.socket}"

    async def new_database(self):
        """A fresh, empty database for one test: its URL."""
        import asyncpg
        self._databases += 1
        name = f"t{os.getpid()}_{self._databases}"
        conn = await asyncpg.connect(self.url())
        try:
            await conn.execute(f'CREATE DATABASE "{name}"')
        finally:
            await conn.close()
        return self.url(name)


def _exists(user):
    try:
        pwd.getpwnam(user)
        return True
    except KeyError:
        return False


@contextlib.contextmanager
def database_for(setting):
    """The database a drill's `--database` names: `postgresql` is a throwaway local cluster (no disk
    flushes: a comparison only), started for the drill and removed after it; anything else (a path,
    a postgresql:// URL, None) is given as it is. Raises LookupError(MISSING) without the server."""
    if setting != "postgresql":
        yield setting
        return
    bin_dir = server_binaries()
    if bin_dir is None:
        raise LookupError(MISSING)
    cluster = Cluster(bin_dir).start()
    try:
        import asyncio
        yield asyncio.run(cluster.new_database())
    finally:
        cluster.stop()
