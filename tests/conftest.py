"""What the whole suite shares: the suite's own games (tests/games/, on the games' search path:
the one hook by which a game of the tests joins the registry), the test helpers (tests/helpers/,
importable as `helpers`), and the fixtures of the storage and service tests: each backend, and a
throwaway PostgreSQL."""
import sys
from pathlib import Path

import pytest
import pytest_asyncio

import games
from drills.pgcluster import MISSING, Cluster, server_binaries

# The test files sit in folders by area (tests/discord/, tests/tzolkin/, ...) and import what they
# share from tests/helpers/ (`from helpers.discord_world import World`). pytest puts a test file's own
# folder on sys.path, not tests/ (but as a side effect of importing this file in its default mode, and
# not at all with --import-mode=importlib): tests/ is put there here, so that `helpers` imports the
# same from every folder in every mode. The folders are no packages (no __init__.py) on purpose:
# tests/tzolkin/ and its like are then never taken for the packages they test.
TESTS = Path(__file__).resolve().parent
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))

games.add_path(TESTS / "games")


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
