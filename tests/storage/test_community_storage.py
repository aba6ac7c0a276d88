"""What keeps a community's games moving, stored the same way on both backends: per-game
options, the thread a game moved to, seats given to bots, members' notification choices and
notifications held back by quiet hours (each sent by one process only)."""
import asyncio

import pytest
import pytest_asyncio

import storage.games
from storage import Prefs, Seat, open_storage
from storage.community import GamePlace

pytestmark = pytest.mark.asyncio

NOW = 1_700_000_000.0


@pytest_asyncio.fixture
async def store(database):
    store = await open_storage(database)
    yield store
    await store.close()


async def playing(store, channel=10):
    row = await store.create_lobby(1, channel, 1, "Ana", NOW, game="tzolkin")
    await store.set_seats(row.id, [Seat(0, 1, "Ana"), Seat(1, 2, "Ben")], NOW)
    await store.start(row.id, 5, {"players": 2}, NOW)
    return await store.get_game(row.id)


async def test_game_options_are_json_and_replaced(store):
    row = await playing(store)
    assert await store.game_options(row.id) == {}
    await store.set_game_option(row.id, "board", "round")
    await store.set_game_option(row.id, "pings", [1, 2])
    await store.set_game_option(row.id, "board", "turn")  # a second write replaces the first
    assert await store.game_options(row.id) == {"board": "turn", "pings": [1, 2]}
    assert await store.game_option(row.id, "clock_hours", 24) == 24


async def test_a_game_moved_into_a_thread_is_found_from_its_channel(store):
    row = await playing(store, channel=10)
    await store.move_game(row.id, 99, 10)
    assert (await store.channel_game(99)).id == row.id and await store.channel_game(10) is None
    assert [g.id for g in await store.games_in_threads_of(10)] == [row.id]
    await store.set_status(row.id, "over", NOW)
    assert await store.games_in_threads_of(10) == []
    assert [g.id for g in await store.games_in_threads_of(10, active=False)] == [row.id]


async def test_where_a_server_s_games_were_played_is_read_at_once(store):
    stayed, moved = await playing(store, channel=10), await playing(store, channel=11)
    await store.move_game(moved.id, 99, 11)
    await store.set_game_option(stayed.id, "board", "turn")  # another option is no parent channel
    elsewhere = await store.create_lobby(2, 12, 1, "Ana", NOW, game="tzolkin")  # another server's game
    assert await store.game_places(1) == {stayed.id: GamePlace(stayed.id, 1, 10, None),
                                          moved.id: GamePlace(moved.id, 1, 99, 11)}
    assert list(await store.game_places(2)) == [elsewhere.id] and await store.game_places(3) == {}


def with_bots(row, levels):
    """The row's seats with these seats ({seat: level or None}) played by a bot or in person."""
    return [Seat(s.seat, s.user_id, s.name, levels.get(s.seat, s.bot), s.hints) for s in row.seats]


async def test_seats_away_and_the_last_decision_of_a_member(store):
    row = await playing(store)
    rev = await store.set_seats(row.id, with_bots(row, {1: "normal"}), NOW, expected_rev=row.rev, away={1: "clock"})
    rev = await store.commit(row.id, rev, NOW, seats=with_bots(row, {0: "normal", 1: "normal"}),
                             away={0: "resigned"})
    await store.choose_secret(row.id, 0, "x", NOW, expected_rev=rev, seats=with_bots(row, {1: "normal"}),
                              away={0: None})  # back in person
    assert await store.seats_away(row.id) == {1: "clock"}
    row = await store.get_game(row.id)
    assert [g.id for g in await store.started_games()] == [row.id]
    assert await store.last_decision_of(row.id, 1) is None
    await store.commit(row.id, row.rev, NOW, append=[("a", 0, 1), ("b", 0, 1), ("c", 1, 2)])
    assert await store.last_decision_of(row.id, 1) == ("b", row.rev)  # with the revision it was taken at


async def test_a_seat_and_why_a_bot_plays_it_are_one_write(store, monkeypatch):
    # A seat handed over (or taken back) is never written without its reason: when the reason
    # cannot be written, the seats stay as they were, and the revision too.
    row = await playing(store)
    rev = await store.set_seats(row.id, with_bots(row, {1: "normal"}), NOW, expected_rev=row.rev, away={1: "clock"})
    monkeypatch.setattr(storage.games, "PUT_AWAY", "INSERT INTO no_such_table (a, b, c) VALUES (?, ?, ?)")
    for write in (lambda: store.set_seats(row.id, with_bots(row, {1: None}), NOW, expected_rev=rev, away={1: None}),
                  lambda: store.commit(row.id, rev, NOW, seats=with_bots(row, {1: None}), away={1: None})):
        with pytest.raises(Exception, match="no_such_table"):
            await write()
        after = await store.get_game(row.id)
        assert after.rev == rev and after.seats[1].bot == "normal"
    monkeypatch.undo()
    assert await store.seats_away(row.id) == {1: "clock"}


async def test_members_notification_choices(store):
    assert await store.prefs(7) == Prefs(7)
    await store.set_prefs(Prefs(7, "dm", "Europe/Paris", 22, 7, True))
    await store.set_prefs(Prefs(7, "both", "+2", 22, 7, True))
    assert await store.prefs(7) == Prefs(7, "both", "+2", 22, 7, True)
    await store.set_prefs(Prefs(7, "both", "+2", 22, 7, True, digest_hour=18))
    await store.set_prefs(Prefs(8, "dm"))
    assert [p.user_id for p in await store.digest_members()] == [7]
    assert (await store.prefs(7)).digest_hour == 18 and (await store.prefs(7)).digest_day is None


async def test_one_direct_message_a_turn_and_one_digest_a_day_across_processes(store, database):
    row = await playing(store)
    other = await open_storage(database)
    taken = await asyncio.gather(*(s.claim_turn_dm(row.id, 1, 4) for s in (store, other) * 3))
    assert taken.count(True) == 1
    assert not await other.claim_turn_dm(row.id, 1, 4)  # the same turn again: taken
    assert await other.claim_turn_dm(row.id, 2, 4) and await store.claim_turn_dm(row.id, 1, 5)  # another member, turn
    assert not await store.claim_digest(7, "2024-03-01")  # no digest asked for
    await store.set_prefs(Prefs(7, "dm", "Europe/Paris", digest_hour=9))
    taken = await asyncio.gather(*(s.claim_digest(7, "2024-03-01") for s in (store, other) * 3))
    assert taken.count(True) == 1 and (await other.prefs(7)).digest_day == "2024-03-01"
    assert not await store.claim_digest(7, "2024-02-29")  # never an older day again
    assert await store.claim_digest(7, "2024-03-02")
    await other.close()


async def test_a_held_back_notice_goes_out_once_across_processes(store, database):
    row = await playing(store)
    other = await open_storage(database)
    await store.add_notice(1, row.id, "dm", "your turn", NOW + 60)
    await store.add_notice(2, row.id, "channel", "<@2> your turn", NOW + 120)
    assert await store.due_notices(NOW) == []
    due = await other.due_notices(NOW + 60)
    assert [(n.user_id, n.via, n.text) for n in due] == [(1, "dm", "your turn")]
    taken = await asyncio.gather(*(s.take_notice(due[0].id) for s in (store, other) * 3))
    assert taken.count(True) == 1
    await store.drop_notices(game_id=row.id, user_id=1)  # nothing of member 1 left; member 2's stays
    assert [n.user_id for n in await other.due_notices(NOW + 120)] == [2]
    await store.drop_notices(game_id=row.id)
    assert await other.due_notices(NOW + 999) == []
    await other.close()
