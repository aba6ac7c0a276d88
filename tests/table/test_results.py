"""Results and ratings in the database: recorded once per finished game, abandoned and
running games left out, handed-over seats counted for nobody, ratings rebuilt identically,
and a database made before results existed upgraded without losing anything."""
import random
import sqlite3

import pytest
import pytest_asyncio

from ratings import __main__ as ratings_cli
from ratings.record import record_game, record_pending
from storage import is_postgres_url, migration_files, open_storage
from ratings.results import ResultStore
from helpers.stored_games import NOW, bot, finished, person

pytestmark = pytest.mark.asyncio

# What migrations 5 (results), 6 (languages), 7 (community), 8 (snapshots apart) and 9 (leases) add,
# taken away again.
AFTER_MIGRATION_4 = """
ALTER TABLE games RENAME COLUMN secret_message_id TO wealth_message_id; ALTER TABLE games DROP COLUMN game;
ALTER TABLE secret_choices RENAME COLUMN steps TO action; ALTER TABLE secret_choices RENAME TO wealth_choices;
DROP TABLE rating_changes; DROP TABLE ratings; DROP TABLE result_seats; DROP TABLE results;
DROP INDEX seats_by_user;
ALTER TABLE games DROP COLUMN language; DROP TABLE guild_settings; DROP TABLE member_settings;
DROP TABLE notices; DROP TABLE member_prefs; DROP TABLE seat_status; DROP TABLE game_options;
DROP TABLE leases; DROP TABLE snapshots; ALTER TABLE games ADD COLUMN snapshot TEXT;
ALTER TABLE actions DROP COLUMN rev;
"""


@pytest_asyncio.fixture
async def store(database):
    """Both backends: results and ratings are written once for SQLite and PostgreSQL."""
    store = await open_storage(database)
    yield store
    await store.close()


async def test_a_finished_game_is_recorded_once_and_rated(store):
    results = ResultStore(store)
    row, game = await finished(store, [person(1), person(2), bot("hard")], seed=3)
    assert await results.unrecorded_games() == [row.id]
    assert await record_game(store, results, row.id) is True
    assert await record_game(store, results, row.id) is False  # a second recording changes nothing
    assert await results.unrecorded_games() == []
    result = await results.game_result(row.id)
    assert result.rated and result.players == 3 and result.guild_id == 1
    assert {s.seat for s in result.winners} == set(game.state.final["winners"])
    assert [s.player for s in result.seats] == ["user:1", "user:2", "bot:hard"]
    table = await results.ratings(1)
    assert set(table) == {"user:1", "user:2", "bot:hard"} and all(r.games == 1 for r in table.values())
    winner = result.winners[0].player
    losers = [s.player for s in result.seats if s.place == 3]
    assert table[winner].mu > 25 > table[losers[0]].mu
    assert sum(r.wins for r in table.values()) == len(result.winners)
    assert set(result.changes) == set(table)
    assert await results.ratings(2) == {}  # another server knows nothing of it


async def test_abandoned_and_running_games_have_no_result(store):
    results = ResultStore(store)
    abandoned, _ = await finished(store, [person(1), person(2)], seed=4, status="abandoned")
    running, _ = await finished(store, [person(1), person(2)], seed=5, upto=40)
    assert await results.unrecorded_games() == []
    assert await record_game(store, results, abandoned.id) is False
    assert await record_game(store, results, running.id) is False
    assert await results.ratings(1) == {} and await results.count_guild_results(1) == 0


async def test_a_seat_handed_to_a_bot_counts_for_neither(store):
    results = ResultStore(store)
    row, _ = await finished(store, [person(1), bot("normal", user_id=2, name="U2"), person(3)], seed=6)
    await record_game(store, results, row.id)
    result = await results.game_result(row.id)
    assert result.seats[1].handed_over and result.seats[1].player is None
    table = await results.ratings(1)
    assert set(table) == {"user:1", "user:3"}  # neither the member nor the bot level
    assert await results.handed_over_count(1, 2) == 1
    two, _ = await finished(store, [person(1), bot("normal", user_id=2)], seed=7)
    await record_game(store, results, two.id)
    assert not (await results.game_result(two.id)).rated  # one counted seat: no rating move
    assert (await results.ratings(1))["user:1"].games == 1


async def test_a_seat_handed_over_then_taken_back_counts_for_nobody_and_the_others_are_rated(store):
    # A member was rated after a bot played 8 of his turns: the seat was his again at the end.
    from drills.common import make_service, new_game, random_move
    from table import seats
    service, rng = make_service(store), random.Random(8)
    game_id, users = await new_game(service, 30, players=3, game="maya")
    game = await service.load(await store.get_game(game_id))
    away = users[game.current_player]
    voters = [u for u in users if u != away]
    for voter in voters:  # a vote (no reason of the clock's): the seat is marked all the same
        outcome, _, _ = await service.handover(game_id, away, voter)
    assert outcome is not None and outcome.row.seat_of(away).is_bot
    assert (await service.bot_turn(game_id)).reports[0].by_bot  # the bot plays the member's turn
    await seats.rejoin(service, game_id, away)
    while (await store.get_game(game_id)).status == "playing":
        await random_move(service, game_id, users, rng)
    row = await store.get_game(game_id)
    assert not any(s.is_bot for s in row.seats)  # the member played on to the end
    results = ResultStore(store)
    await record_game(store, results, game_id)
    result = await results.game_result(game_id)
    assert {s.user_id: s.player for s in result.seats} == {away: None, **{u: f"user:{u}" for u in voters}}
    assert result.rated and set(await results.ratings(1, "maya")) == {f"user:{u}" for u in voters}
    assert await results.handed_over_count(1, away, "maya") == 1  # /stats says so


async def test_bots_are_rated_by_level_across_games(store):
    results = ResultStore(store)
    for seed in (8, 9):
        await finished(store, [person(1), bot("easy"), bot("easy", name="Bot 2")], seed=seed)
    await record_pending(store, results)
    table = await results.ratings(1)
    assert set(table) == {"user:1", "bot:easy"} and table["bot:easy"].games == 2


async def test_rebuild_gives_the_same_table(store):
    results = ResultStore(store)
    rng = random.Random(1)
    for seed in range(12, 24):
        n = rng.randint(2, 4)
        seats = [person(u) for u in rng.sample(range(1, 7), n)]
        if rng.random() < 0.4:
            seats[-1] = bot(rng.choice(["easy", "normal", "hard"]))
        if rng.random() < 0.2:
            seats[0] = bot("normal", user_id=seats[0].user_id)
        await finished(store, seats, guild=1 + seed % 2, seed=seed)
    assert len(await record_pending(store, results)) == 12
    before = await results.all_ratings()
    changes = {r.game_id: r.changes for g in (1, 2) for r in await results.guild_results(g, limit=100)}
    assert len({g for g, _, _ in before}) == 2
    await results.rebuild()
    assert await results.all_ratings() == before
    assert {r.game_id: r.changes for g in (1, 2) for r in await results.guild_results(g, limit=100)} == changes


async def test_the_rebuild_command(database, capsys):
    store = await open_storage(database)
    await finished(store, [person(1), person(2)], seed=30)
    await store.close()
    assert await ratings_cli.rebuild(str(database)) == 0
    assert "1 new result(s) recorded; 1 rated game(s)" in capsys.readouterr().out
    assert await ratings_cli.show(str(database)) == 0
    out = capsys.readouterr().out
    assert "server 1" in out and "user:1" in out and "user:2" in out


async def strip_to_migration_4(database):
    """Take away what migration 5 and the later ones added, as a version before results had it."""
    if not is_postgres_url(database):
        with sqlite3.connect(database) as db:
            db.executescript(AFTER_MIGRATION_4)
            db.execute("PRAGMA user_version = 4")
        with sqlite3.connect(database) as db, pytest.raises(sqlite3.OperationalError):
            db.execute("SELECT * FROM results")
        return
    import asyncpg
    conn = await asyncpg.connect(database)
    try:
        await conn.execute(AFTER_MIGRATION_4 + "UPDATE schema_version SET version = 4;")
        assert await conn.fetchval("SELECT to_regclass('results') IS NULL")
    finally:
        await conn.close()


async def test_a_database_made_before_results_is_upgraded_without_loss(database):
    """A database from before results (migrations 1 to 4) with games in every state, then the upgrade.

    Today's code writes the games, so the database is made with today's schema and then has what
    migration 5 and the later ones added taken away again, as a version before results had it."""
    store = await open_storage(database)
    lobby = await store.create_lobby(1, 500, 1, "U1", NOW, game="tzolkin")
    # (no snapshots: their table came later; the record is the truth)
    running, _ = await finished(store, [person(1), person(2)], seed=40, upto=60, snapshot=False)
    over, game = await finished(store, [person(1), person(3), bot("random")], seed=41, snapshot=False)
    abandoned, _ = await finished(store, [person(2), person(3)], seed=42, status="abandoned", snapshot=False)
    await store.add_log(over.id, 5, ["a line"], NOW)
    before = {g: (await store.get_game(g), await store.record(g)) for g in (lobby.id, running.id, over.id,
                                                                          abandoned.id)}
    await store.close()
    await strip_to_migration_4(database)

    store = await open_storage(database)
    try:
        assert await store.schema_version() == migration_files()[-1][0]
        for game_id, (row, record) in before.items():
            assert await store.get_game(game_id) == row and await store.record(game_id) == record
        assert [text for _, text, _ in await store.log(over.id)] == ["a line"]
        results = ResultStore(store)
        assert await record_pending(store, results) == [over.id]  # the finished game joins the history
        result = await results.game_result(over.id)
        assert [s.player for s in result.seats] == ["user:1", "user:3", "bot:random"]
        assert [s.points for s in result.seats] == [r["total_quarters"] for r in game.state.final["players"]]
        assert [g.id for g in await results.member_games(1)] == [lobby.id, running.id]
    finally:
        await store.close()


async def test_two_processes_recording_at_once_keep_the_order_whole(database):
    # seq is MAX + 1 in the recording transaction: recorders of two processes take turns.
    import asyncio
    stores = [await open_storage(database) for _ in range(2)]
    rows = [(await finished(stores[0], [person(1), person(2)], seed=seed))[0] for seed in range(20, 26)]
    done = await asyncio.gather(*(record_game(stores[i % 2], ResultStore(stores[i % 2]), row.id)
                                  for i, row in enumerate(rows)),
                                *(record_game(stores[1], ResultStore(stores[1]), row.id) for row in rows))
    assert done.count(True) == len(rows)  # each game once, whichever process got there first
    results = ResultStore(stores[0])
    assert sorted(r.seq for r in await results.guild_results(1, limit=50)) == list(range(1, len(rows) + 1))
    assert (await results.ratings(1))["user:1"].games == len(rows)
    for s in stores:
        await s.close()


async def test_many_results_are_read_in_three_queries_with_their_own_seats_and_changes(store):
    results = ResultStore(store)
    rows = []
    for seed, seats in ((21, [person(1), person(2)]), (22, [person(2), person(3), bot("hard")]),
                        (23, [person(1), person(3)])):
        row, _ = await finished(store, seats, seed=seed)
        rows.append(row)
    await record_pending(store, results)
    one_by_one = [await results.game_result(row.id) for row in rows]
    reads = []
    real = store.rows

    async def counted(sql, args=()):
        reads.append(sql)
        return await real(sql, args)

    store.rows = counted
    wanted = [rows[2].id, 999, rows[0].id, rows[1].id]  # the page's order; a game without a result left out
    assert await results.game_results(wanted) == [one_by_one[2], one_by_one[0], one_by_one[1]]
    assert len(reads) == 3
    assert [s.player for s in one_by_one[1].seats] == ["user:2", "user:3", "bot:hard"]
    assert set(one_by_one[0].changes) == {"user:1", "user:2"}
    reads.clear()
    played = await results.player_seats(1, "user:3")  # a player's statistics: every game they played
    assert [(r.game_id, seat.seat) for r, seat in played] == [(rows[1].id, 1), (rows[2].id, 1)]
    assert len(reads) == 3
    assert await results.game_results([]) == []
