"""What the whole suite shares: the suite's own games (tests/games/, on the games' search path:
the one hook by which a game of the tests joins the registry), and the fixtures of the storage and
service tests: each backend, and a throwaway PostgreSQL."""
from pathlib import Path

import pytest
import pytest_asyncio

import games
from drills.pgcluster import MISSING, Cluster, server_binaries

games.add_path(Path(__file__).parent / "games")


@pytest.fixture(scope="session")
def pg_cluster():
    """A PostgreSQL cluster started for this test run and removed after it (skipped, saying why,
    where the server binaries are not installed)."""
    bin_dir = server_binaries()
    if bin_dir is None:
        pytest.skip(MISSING)
    cluster = Cluster(bin_dir).start()
    yield cluster
    cluster.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request):
    return request.param


@pytest_asyncio.fixture
async def database(backend, tmp_path, request):
    """Where a test keeps its games: an SQLite file, or a fresh PostgreSQL database's URL."""
    if backend == "sqlite":
        return tmp_path / "games.sqlite3"
    return await request.getfixturevalue("pg_cluster").new_database()
