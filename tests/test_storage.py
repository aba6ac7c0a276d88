"""The storage layer on its own: migrations, save and reopen, revisions, transactions."""
import random
import sqlite3

import pytest

from storage import ChannelBusy, Seat, StaleRevision, Storage, migration_files
from tzolkin import Config, Game

pytestmark = pytest.mark.asyncio

NOW = 1_700_000_000.0


def random_game(seed=11, players=2, stop=None):
    game = Game(Config(players=players, names=[f"P{i}" for i in range(players)]), seed)
    rng = random.Random(seed)
    while not game.is_over and (stop is None or len(game.actions) < stop):
        game.apply(rng.choice(game.legal_actions()))
    return game


async def started(store, channel=10, players=2, seed=11):
    row = await store.create_lobby(1, channel, 100, "Ana", NOW)
    seats = [Seat(i, 100 + i, f"P{i}") for i in range(players)]
    await store.set_seats(row.id, seats, NOW)
    await store.start(row.id, seed, Config(players=players, names=[s.name for s in seats]).to_json(), NOW)
    return await store.get_game(row.id)


async def test_migrations_create_the_schema_once(tmp_path):
    path = tmp_path / "db.sqlite3"
    store = await Storage.open(path)
    assert await store.schema_version() == migration_files()[-1][0] >= 2
    assert await store.migrate() == []  # nothing left to apply
    await store.close()
    store = await Storage.open(path)  # reopening applies nothing and keeps the version
    assert await store.schema_version() == migration_files()[-1][0]
    await store.close()
    with sqlite3.connect(path) as db:
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        indexes = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {"games", "seats", "actions", "wealth_choices", "handover_votes", "log"} <= tables
    assert {"games_one_active_per_channel", "games_by_status", "log_by_game"} <= indexes


async def test_an_old_database_gets_only_the_missing_migrations(tmp_path):
    path = tmp_path / "old.sqlite3"
    (number, first), *_ = migration_files()
    with sqlite3.connect(path) as db:  # a database made by the first version of the bot
        db.executescript(first.read_text() + f"\nPRAGMA user_version = {number};")
        db.execute("INSERT INTO games (guild_id, channel_id, creator_id, created_at, updated_at)"
                   " VALUES (1, 2, 3, 0, 0)")
    store = await Storage.open(path)
    assert await store.schema_version() == migration_files()[-1][0]
    row = await store.get_game(1)
    assert row.channel_id == 2 and row.status == "lobby"  # the old data survived
    await store.close()


async def test_a_failed_migration_changes_nothing(tmp_path, monkeypatch):
    path = tmp_path / "bad.sqlite3"
    store = await Storage.open(path)
    await store.close()
    import storage as storage_module
    real = storage_module.migration_files()
    last = real[-1][0]
    bad = tmp_path / f"{last + 1:04d}_broken.sql"
    bad.write_text("CREATE TABLE half_done (x INTEGER);\nTHIS IS NOT SQL;")
    monkeypatch.setattr(storage_module, "migration_files", lambda: real + [(last + 1, bad)])
    with pytest.raises(sqlite3.OperationalError):
        await Storage.open(path)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == last
        assert not db.execute("SELECT name FROM sqlite_master WHERE name = 'half_done'").fetchall()


async def test_save_reopen_identical_game(tmp_path):
    path = tmp_path / "games.sqlite3"
    store = await Storage.open(path)
    row = await started(store)
    game = random_game(stop=120)
    rev = row.rev
    for i, action in enumerate(game.actions):  # one transaction per decision, as the bot does
        rev = await store.commit(row.id, rev, NOW + i, append=[(str(action), None, None)])
    await store.commit(row.id, rev, NOW, snapshot=game.to_json(), turn_no=game.state.turn_no)
    await store.close()

    store = await Storage.open(path)
    record = await store.record(row.id)
    assert record == game.record()
    again = Game.from_record(record)
    assert again.state == game.state and again.turn_start == game.turn_start
    cached = (await store.get_game(row.id)).snapshot
    assert Game.from_json(cached).state == game.state  # the cache agrees with the replay
    await store.close()


async def test_a_complete_game_round_trips(tmp_path):
    store = await Storage.open(tmp_path / "full.sqlite3")
    row = await started(store, players=3, seed=4)
    game = random_game(seed=4, players=3)
    await store.commit(row.id, row.rev, NOW, append=[(str(a), None, None) for a in game.actions],
                       status="over", snapshot=game.to_json())
    again = Game.from_record(await store.record(row.id))
    assert again.is_over and again.state.final == game.state.final
    assert (await store.get_game(row.id)).status == "over"
    await store.close()


async def test_stale_revision_writes_nothing(tmp_path):
    store = await Storage.open(tmp_path / "s.sqlite3")
    row = await started(store)
    rev = await store.commit(row.id, row.rev, NOW, append=[("keep:1:2", 0, 100)])
    with pytest.raises(StaleRevision):
        await store.commit(row.id, row.rev, NOW, append=[("keep:3:4", 0, 100)])  # old revision
    assert await store.actions(row.id) == ["keep:1:2"]
    assert (await store.get_game(row.id)).rev == rev
    await store.close()


async def test_undo_drops_the_latest_decisions(tmp_path):
    store = await Storage.open(tmp_path / "u.sqlite3")
    row = await started(store)
    rev = await store.commit(row.id, row.rev, NOW, append=[("a", 0, 1), ("b", 0, 1), ("c", 0, 1)])
    rev = await store.commit(row.id, rev, NOW, drop_last=1)
    rev = await store.commit(row.id, rev, NOW, append=[("d", 0, 1)])
    assert await store.actions(row.id) == ["a", "b", "d"]
    await store.close()


async def test_an_error_inside_a_transaction_keeps_nothing(tmp_path):
    path = tmp_path / "t.sqlite3"
    store = await Storage.open(path)
    row = await started(store)
    with pytest.raises(RuntimeError):
        async with store.transaction() as db:
            await db.execute("INSERT INTO actions (game_id, idx, action, created_at) VALUES (?, 0, 'x', 0)",
                             (row.id,))
            raise RuntimeError("the process dies mid-write")
    assert await store.actions(row.id) == []
    await store.close()
    store = await Storage.open(path)
    assert await store.actions(row.id) == []
    await store.close()


async def test_one_active_game_per_channel(tmp_path):
    store = await Storage.open(tmp_path / "c.sqlite3")
    row = await store.create_lobby(1, 10, 100, "Ana", NOW)
    with pytest.raises(ChannelBusy):
        await store.create_lobby(1, 10, 200, "Ben", NOW)
    other = await store.create_lobby(1, 11, 200, "Ben", NOW)  # another channel is fine
    await store.set_status(row.id, "over", NOW)
    again = await store.create_lobby(1, 10, 200, "Ben", NOW)  # a finished game frees the channel
    assert (await store.channel_game(10)).id == again.id
    assert [g.id for g in await store.guild_games(1)] == [other.id, again.id]
    await store.close()


async def test_reminders_are_due_once_per_delay(tmp_path):
    store = await Storage.open(tmp_path / "r.sqlite3")
    row = await started(store)
    await store.set_reminder(row.id, 3600, NOW)
    await store.commit(row.id, None, NOW, new_turn=True, status="playing")
    assert await store.games_to_remind(NOW + 3599) == []
    assert [g.id for g in await store.games_to_remind(NOW + 3600)] == [row.id]
    await store.mark_reminded(row.id, NOW + 3600)
    assert await store.games_to_remind(NOW + 7199) == []
    assert [g.id for g in await store.games_to_remind(NOW + 7200)] == [row.id]
    await store.commit(row.id, None, NOW + 7000, new_turn=True)  # a move resets the clock
    assert await store.games_to_remind(NOW + 7200) == []
    await store.set_reminder(row.id, 0, NOW)  # off
    assert await store.games_to_remind(NOW + 10 ** 6) == []
    await store.close()


async def test_votes_and_log(tmp_path):
    store = await Storage.open(tmp_path / "v.sqlite3")
    row = await started(store)
    assert await store.add_vote(row.id, 1, 500) == {500}
    assert await store.add_vote(row.id, 1, 500) == {500}  # voting twice counts once
    assert await store.add_vote(row.id, 1, 501) == {500, 501}
    await store.commit(row.id, None, NOW, clear_votes_for=(1,), log_lines=["first", "second"], turn_no=3)
    assert await store.votes(row.id, 1) == set()
    assert [text for _, text, _ in await store.log(row.id)] == ["first", "second"]
    await store.close()


async def test_bot_settings_and_hint_counts_are_kept(tmp_path):
    path = tmp_path / "bots.sqlite3"
    store = await Storage.open(path)
    row = await started(store)
    assert (row.handover_level, row.hints_allowed) == ("normal", True)  # a game's defaults
    assert [s.hints for s in row.seats] == [0, 0]
    await store.set_game_settings(row.id, NOW, handover_level="hard")
    await store.set_game_settings(row.id, NOW, hints_allowed=False)
    assert await store.count_hint(row.id, 1) == 1
    assert await store.count_hint(row.id, 1) == 2
    seats = [Seat(0, 100, "P0", "easy"), (await store.get_game(row.id)).seats[1]]
    await store.commit(row.id, None, NOW, seats=seats)  # a seat handed to a bot keeps the counts
    await store.close()
    store = await Storage.open(path)
    again = await store.get_game(row.id)
    assert (again.handover_level, again.hints_allowed) == ("hard", False)
    assert [(s.bot, s.hints, s.handed_over) for s in again.seats] == [("easy", 0, True), (None, 2, False)]
    assert [g.id for g in await store.running_games()] == []  # still choosing wealth, not playing
    await store.close()


async def test_languages_of_games_servers_and_members(tmp_path):
    store = await Storage.open(tmp_path / "lang.sqlite3")
    row = await store.create_lobby(1, 2, 3, "Ana", 0.0, language="fr")
    assert row.language == "fr"
    await store.set_game_language(row.id, "it", 1.0)
    again = await store.get_game(row.id)
    assert again.language == "it" and again.rev == row.rev + 1  # open lobby panels become stale
    assert await store.guild_language(1) is None
    await store.set_guild_language(1, "fr")
    await store.set_guild_language(1, "it")
    assert await store.guild_language(1) == "it"
    assert await store.member_language(3) is None
    await store.set_member_language(3, "fr")
    assert await store.member_language(3) == "fr"
    await store.set_member_language(3, None)
    assert await store.member_language(3) is None
    await store.close()
