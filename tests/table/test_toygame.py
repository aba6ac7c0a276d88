"""The toy game (tests/games/toy/), found by the registry on the search path the test suite adds,
plays on the table with no change to the platform: a lobby with a bot seat, the
secret simultaneous choice, turns, a seat handed to a bot by the clock and taken back, the end,
results and ratings per game beside Tzolk'in's, history and the record to export."""
import random

import pytest
import pytest_asyncio

import games
from ratings.record import record_pending
from ratings.results import ResultStore
from storage import Seat, open_storage
from table.service import GameService, Refused

pytestmark = pytest.mark.asyncio


class Clock:
    def __init__(self):
        self.now = 1_700_000_000.0

    def __call__(self):
        self.now += 1
        return self.now


@pytest_asyncio.fixture
async def service(database):
    store = await open_storage(database)
    yield GameService(store, clock=Clock(), seed_source=lambda: 5)
    await store.close()


async def play_on(service, game_id, rng):
    for _ in range(200):
        row = await service.storage.get_game(game_id)
        if row.status != "playing":
            return row
        game = await service.load(row)
        seat = row.seats[game.current_player]
        if seat.is_bot:
            assert (await service.bot_turn(game_id)).reports[0].by_bot
        else:
            await service.play(game_id, row.rev, seat.user_id, rng.choice(game.legal_actions()))
    raise AssertionError("the toy game did not end")


async def test_the_toy_game_is_found_beside_tzolkin():
    from games.toy import PLUGIN
    assert games.names()[:1] == ["tzolkin"] and games.names()[-1] == "toy"  # in the order each declares
    assert games.get("toy") is PLUGIN and games.get() is games.get("tzolkin")


async def test_a_toy_game_with_a_bot_plays_through_the_table(service, backend):
    rng = random.Random(1)
    row = await service.create_lobby(1, 10, 100, "Ana", 0, game="toy")
    assert row.game == "toy" and row.status == "lobby"
    with pytest.raises(Refused) as refused:
        await service.add_bot(row.id, 100, level="hard")  # the toy offers one level only
    assert refused.value.key == "unknown_level"
    await service.add_bot(row.id, 100, level="easy")
    with pytest.raises(Refused):
        await service.join(row.id, 101, "Ben")  # two players at most
    outcome = await service.start(row.id, 100)
    assert outcome.row.status == "secret"
    assert set(await service.storage.secret_choices(row.id)) == {1}  # the bot chose at once, secretly
    with pytest.raises(Refused):
        await service.play(row.id, outcome.row.rev, 100, "take:1")  # the secret choice comes first
    with pytest.raises(Refused):
        await service.choose_secret(row.id, 100, "take:2")  # not one of its secret options
    revealed = await service.choose_secret(row.id, 100, "add:2")
    assert revealed.revealed and revealed.row.status == "playing"
    actions = (await service.storage.record(row.id))["actions"]
    assert actions[0] == "add:2" and actions[1].startswith("add:")  # seat 0's step, then seat 1's
    end = await play_on(service, row.id, rng)
    assert end.status == "over"

    results = ResultStore(service.storage)
    assert await record_pending(service.storage, results) == [row.id]
    result = await results.game_result(row.id)
    assert result.game == "toy" and sorted(s.place for s in result.seats) == [1, 2]
    assert set(await results.ratings(1, "toy")) == {"user:100", "bot:easy"}
    assert await results.ratings(1, "tzolkin") == {}  # ratings are per game
    assert [r.game_id for r in await results.guild_results(1)] == [row.id]  # history
    record = await service.storage.record(row.id)
    assert games.get("toy").rules.from_record(record).is_over and record["actions"][:2] == actions[:2]


async def test_a_toy_seat_the_clock_gives_to_a_bot_is_taken_back(service):
    rng = random.Random(2)
    row = await service.create_lobby(1, 11, 100, "Ana", 0, game="toy")
    await service.join(row.id, 101, "Ben")
    await service.start(row.id, 100)
    outcome, _, _ = await service.handover(row.id, 101, 100, is_admin=True, away="clock")
    assert outcome.row.seats[1].bot == "easy"  # the game's hand-over level
    assert outcome.row.status == "secret"  # Ben had not chosen: the bot chose for him
    assert set(await service.storage.secret_choices(row.id)) == {1}
    await service.choose_secret(row.id, 100, "add:0")
    row = await service.storage.get_game(row.id)
    assert row.status == "playing"
    game = await service.load(row)
    if row.seats[game.current_player].is_bot:
        await service.bot_turn(row.id)
    # Ben comes back: his seat is his again (what /rejoin does)
    row = await service.storage.get_game(row.id)
    seats = [Seat(s.seat, s.user_id, s.name, None if s.seat == 1 else s.bot, s.hints) for s in row.seats]
    await service.storage.set_seats(row.id, seats, 0, away={1: None})
    end = await play_on(service, row.id, rng)
    assert end.status == "over" and not any(s.is_bot for s in end.seats)
    results = ResultStore(service.storage)
    await record_pending(service.storage, results)
    # a bot chose for Ben: the result is not his, though he played on; Ana alone rates nothing
    result = await results.game_result(row.id)
    assert [s.player for s in result.seats] == ["user:100", None] and result.seats[1].handed_over
    assert not result.rated and await results.ratings(1, "toy") == {}
