"""A database made by the version before the general schema (tests/fixtures/before_platform.sqlite3,
written by that version's own service) opens with today's code, migrates, and every stored game
plays on to its end; results, ratings and history survive. The same rows are loaded into a
PostgreSQL database built with the old migration files, and migrated there too.

The fixture holds: two finished games with results and ratings (one with an easy bot), a lobby
with tribes and a bot (French), a game in the secret starting choice with tribes (one member and
the bot chose), and a base game mid-way with a bot seat and a seat the clock handed to a bot."""
import json
import random
import shutil
import sqlite3
from pathlib import Path

import asyncpg
import pytest

import games
from ratings.record import record_pending
from ratings.results import ResultStore
from storage import Storage, migration_files, open_storage
from table.service import GameService, steps_of

pytestmark = pytest.mark.asyncio
FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "before_platform.sqlite3"
BEFORE = 10  # the last migration of the version that made the fixture
TABLES = ("games", "seats", "actions", "wealth_choices", "handover_votes", "log", "results", "result_seats",
          "ratings", "rating_changes", "guild_settings", "member_settings", "game_options", "seat_status",
          "member_prefs", "notices", "snapshots", "leases")


class Clock:
    def __init__(self):
        self.now = 1_800_000_000.0

    def __call__(self):
        self.now += 5
        return self.now


def old_rows():
    with sqlite3.connect(FIXTURE) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == BEFORE
        out = {}
        for table in TABLES:
            cur = db.execute(f"SELECT * FROM {table}")
            out[table] = ([d[0] for d in cur.description], cur.fetchall())
        return out


async def play_to_the_end(service, game_id, rng):
    """Start, choose and play a stored game through the service as its members would."""
    for _ in range(5000):
        row = await service.storage.get_game(game_id)
        plugin = games.get(row.game)
        if row.status == "lobby":
            await service.start(game_id, row.creator_id)
        elif row.status == "secret":
            game = await service.load(row)
            choices = await service.storage.secret_choices(game_id)
            seat = next(s for s in row.seats if not s.is_bot
                        and plugin.secret.options(game, s.seat, [plugin.rules.parse(x) for x in
                                                                 steps_of(choices.get(s.seat))]))
            chosen = [plugin.rules.parse(x) for x in steps_of(choices.get(seat.seat))]
            options = plugin.secret.options(game, seat.seat, chosen)
            await service.choose_secret(game_id, seat.user_id, str(rng.choice(options)))
        elif row.status == "playing":
            game = await service.load(row)
            seat = row.seats[game.current_player]
            if seat.is_bot:
                assert await service.bot_turn(game_id) is not None
            else:
                await service.play(game_id, row.rev, seat.user_id, str(rng.choice(game.legal_actions())))
        else:
            return row
    raise AssertionError(f"game {game_id} did not finish")


async def check_and_play_on(store, old):
    names = old["games"][0]
    before = {r[names.index("id")]: dict(zip(names, r, strict=True)) for r in old["games"][1]}
    for game_id, was in before.items():
        row = await store.get_game(game_id)
        assert row.game == "tzolkin"
        assert row.status == {"wealth": "secret"}.get(was["status"], was["status"])
        assert row.secret_message_id == was["wealth_message_id"] and row.rev == was["rev"]
        assert row.config == json.loads(was["config"]) and row.language == was["language"]
    assert await store.secret_choices(4) == {seat: action for game_id, seat, action in old["wealth_choices"][1]}
    assert (await store.seats_away(5)) == {1: "clock"}
    results = ResultStore(store)
    rated_before = {(g, p): (mu, sigma, n, wins) for g, p, mu, sigma, n, wins, _ in old["ratings"][1]}
    assert {(g, p): v for (g, k, p), v in (await results.all_ratings()).items() if k == "tzolkin"} == rated_before
    history = [r.game_id for r in await results.guild_results(1)]
    assert history == [2, 1] and (await results.game_result(2)).changes

    service = GameService(store, clock=Clock(), seed_source=lambda: 77)
    rng = random.Random(3)
    for game_id in (3, 4, 5):
        row = await play_to_the_end(service, game_id, rng)
        assert row.status == "over"
        record = await store.record(game_id)
        assert games.get(row.game).rules.from_record(record).is_over  # the record replays to the end
    assert sorted(await record_pending(store, results)) == [3, 4, 5]
    assert [r.game_id for r in await results.guild_results(1)] == [4, 3, 2, 1]
    table = await results.ratings(1, "tzolkin")
    assert {p for g, p in rated_before if g == 1} <= set(table)
    assert table["user:1"].games == rated_before[(1, "user:1")][2] + 2  # two more games for U1
    assert await results.ratings(2, "tzolkin")  # the mid-game base game rated its server
    assert await results.rebuild() == 5  # the ratings replay from the stored results, old and new
    assert (await results.ratings(1))["user:1"].games == table["user:1"].games


async def test_an_sqlite_database_of_the_previous_version_migrates_and_plays_on(tmp_path):
    path = tmp_path / "old.sqlite3"
    shutil.copy(FIXTURE, path)
    old = old_rows()
    store = await Storage.open(path)
    try:
        assert await store.schema_version() == migration_files()[-1][0] > BEFORE
        await check_and_play_on(store, old)
    finally:
        await store.close()


async def test_a_postgresql_database_of_the_previous_version_migrates_and_plays_on(pg_cluster):
    url = await pg_cluster.new_database()
    old = old_rows()
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        for number, path in migration_files("postgresql"):
            if number <= BEFORE:
                await conn.execute(path.read_text(encoding="utf-8"))
        await conn.execute("INSERT INTO schema_version VALUES ($1)", BEFORE)
        for table in TABLES:
            columns, rows = old[table]
            marks = ", ".join(f"${i + 1}" for i in range(len(columns)))
            await conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})",
                                   [tuple(r) for r in rows])
        for table in ("games", "log", "notices"):
            await conn.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                               f" (SELECT COALESCE(MAX(id), 0) + 1 FROM {table}), false)")
    finally:
        await conn.close()
    store = await open_storage(url)
    try:
        await check_and_play_on(store, old)
    finally:
        await store.close()
