"""The game service on its own (no Discord): malformed clicks, damaged records, loading cost."""
import json
import random
from types import SimpleNamespace

import pytest
import pytest_asyncio

from table.service import GameService, Refused
from storage import UNREADABLE, Storage
from tzolkin import Action, Game
from tzolkin.rules import keep_options

from drills.malformed import damage_snapshot

pytestmark = pytest.mark.asyncio


class Clock:
    def __init__(self):
        self.now = 1_700_000_000.0

    def __call__(self):
        self.now += 1
        return self.now


async def started(service, channel, users=(1, 2)):
    row = await service.create_lobby(1, channel, users[0], "Ana", 0)
    for user in users[1:]:
        await service.join(row.id, user, f"U{user}")
    outcome = await service.start(row.id, users[0])
    return row.id, outcome.game


async def playing(service, channel, users=(1, 2)):
    game_id, game = await started(service, channel, users)
    for seat, user in enumerate(users):
        await service.choose_wealth(game_id, user, str(keep_options(game.state, seat)[0]))
    return game_id


@pytest_asyncio.fixture
async def service(tmp_path):
    store = await Storage.open(tmp_path / "svc.sqlite3")
    yield GameService(store, clock=Clock(), seed_source=lambda: 7)
    await store.close()


async def snapshot(store, game_id):
    row = await store.get_game(game_id)
    return row.rev, await store.actions(game_id), await store.secret_choices(game_id)


BAD_MOVES = ["act:3.0", "keep:8.0:18", "::", "place:", "x" * 300, "a:b:c:d", "place:tikal:0.0", "end:1e400",
             Action("act", 3.0), Action("keep", 8.0, 18), Action("retrieve", "uxmal", 6.0), Action("end", True)]


async def test_malformed_moves_are_refused_and_change_nothing(service):
    game_id = await playing(service, 10)
    rng = random.Random(1)
    for _ in range(40):  # at several points of the game
        row = await service.storage.get_game(game_id)
        game = await service.load(row)
        user = (1, 2)[game.current_player]
        before = await snapshot(service.storage, game_id)
        for bad in BAD_MOVES:
            with pytest.raises(Refused) as refused:
                await service.play(game_id, row.rev, user, bad)
            assert refused.value.key == "illegal" and refused.value.info["reason"]
            assert await snapshot(service.storage, game_id) == before
        await service.play(game_id, row.rev, user, str(rng.choice(game.legal_actions())))


async def test_malformed_wealth_choices_are_refused(service):
    game_id, game = await started(service, 11)
    pair = keep_options(game.state, 0)[0]
    before = await snapshot(service.storage, game_id)
    for bad in ["keep:8.0:18", f"keep:{float(pair.a)}:{pair.b}", Action("keep", float(pair.a), pair.b),
                "nonsense", "keep::", "keep:1:2:3", 42]:
        with pytest.raises(Refused) as refused:
            await service.choose_wealth(game_id, 1, bad)
        assert refused.value.key in ("illegal", "not_your_tiles")  # malformed, or not a pair of this seat
        assert await snapshot(service.storage, game_id) == before
    await service.choose_wealth(game_id, 1, f"keep:{pair.b}:{pair.a}")  # either order is the same pair
    assert (await service.storage.secret_choices(game_id)) == {0: str(pair)}


async def test_a_damaged_record_refuses_that_game_only(service):
    damaged, healthy = await playing(service, 20), await playing(service, 21, users=(3, 4))
    async with service.storage.transaction() as db:
        await db.execute("UPDATE actions SET action = 'keep:8.0:18' WHERE game_id = ? AND idx = 0", (damaged,))
        await db.execute("DELETE FROM snapshots WHERE game_id = ?", (damaged,))
    service.forget(damaged)
    row = await service.storage.get_game(damaged)
    with pytest.raises(Refused) as refused:
        await service.load(row)
    assert refused.value.key == "game_damaged" and refused.value.info["game"] == damaged
    with pytest.raises(Refused):
        await service.play(damaged, row.rev, 1, "end")
    row = await service.storage.get_game(healthy)
    game = await service.load(row)
    await service.play(healthy, row.rev, (3, 4)[game.current_player], str(game.legal_actions()[0]))


async def test_a_decision_does_not_replay_the_game(service, monkeypatch):
    # Replaying the record on every click made late decisions 3x slower than early ones.
    game_id = await playing(service, 30)
    rng = random.Random(2)
    replays = []
    real_replay = Game.replay.__func__
    monkeypatch.setattr(Game, "replay", classmethod(lambda cls, *a: replays.append(1) or real_replay(cls, *a)))
    for _ in range(150):
        row = await service.storage.get_game(game_id)
        game = await service.load(row)
        if game.is_over:
            break
        await service.play(game_id, row.rev, (1, 2)[game.current_player], str(rng.choice(game.legal_actions())))
        start_player, texts = service.turn_log(await service.storage.get_game(game_id), game)
    assert replays == []
    service.forget(game_id)  # cold: the stored snapshot, checked against the stored decisions, no replay
    row = await service.storage.get_game(game_id)
    cold = await service.load(row)
    assert cold.record() == Game.from_record(await service.storage.record(game_id)).record()
    assert cold.state == Game.from_record(await service.storage.record(game_id)).state


async def test_a_snapshot_that_disagrees_with_the_decisions_is_not_used(service):
    game_id = await playing(service, 31)
    rng = random.Random(3)
    for _ in range(20):
        row = await service.storage.get_game(game_id)
        game = await service.load(row)
        await service.play(game_id, row.rev, (1, 2)[game.current_player], str(rng.choice(game.legal_actions())))
    truth = Game.from_record(await service.storage.record(game_id))
    earlier = Game.from_record({**truth.record(), "actions": truth.record()["actions"][:-3]})
    other = Game.from_record({**truth.record(), "seed": 8, "actions": []})
    for snap in (earlier.to_json(), other.to_json(), {"actions": "x"}):
        async with service.storage.transaction() as db:
            await db.execute("UPDATE snapshots SET snapshot = ? WHERE game_id = ?", (json.dumps(snap), game_id))
        service.forget(game_id)
        loaded = await service.load(await service.storage.get_game(game_id))
        assert loaded.state == truth.state and loaded.actions == truth.actions


async def test_kept_games_follow_changes_made_elsewhere(tmp_path):
    # Two services on one database, as two processes: each sees the other's decisions.
    store = await Storage.open(tmp_path / "two.sqlite3")
    a = GameService(store, clock=Clock(), seed_source=lambda: 7)
    b = GameService(store, clock=Clock(), seed_source=lambda: 7)
    game_id = await playing(a, 40)
    rng = random.Random(4)
    for i in range(60):
        service = (a, b)[i % 2]
        row = await store.get_game(game_id)
        game = await service.load(row)
        await service.play(game_id, row.rev, (1, 2)[game.current_player], str(rng.choice(game.legal_actions())))
    truth = Game.from_record(await store.record(game_id))
    row = await store.get_game(game_id)
    assert (await a.load(row)).state == truth.state == (await b.load(row)).state
    await store.close()


async def test_two_processes_race_on_one_game(database):
    # Two services on two connections, as two bot processes: every click is sent to both at once.
    import asyncio
    from storage import open_storage
    stores = [await open_storage(database), await open_storage(database)]
    a, b = (GameService(s, clock=Clock(), seed_source=lambda: 7) for s in stores)
    game_id = await playing(a, 50)
    rng = random.Random(6)
    expected = None
    for _ in range(60):
        row = await stores[0].get_game(game_id)
        game = await a.load(row)
        if game.is_over:
            break
        action = str(rng.choice(game.legal_actions()))
        user = (1, 2)[game.current_player]
        before = len(game.actions)
        results = await asyncio.gather(a.play(game_id, row.rev, user, action), b.play(game_id, row.rev, user, action),
                                       return_exceptions=True)
        wins = [r for r in results if not isinstance(r, Exception)]
        losses = [r for r in results if isinstance(r, Exception)]
        assert len(wins) == 1 and all(isinstance(r, Refused) and r.key == "stale" for r in losses), results
        expected = [str(x) for x in wins[0].game.actions]  # the click, then decisions that played themselves
        assert expected[before] == action
    record = await stores[1].record(game_id)
    assert record["actions"] == expected  # each click applied exactly once
    truth = Game.from_record(record)
    row = await stores[0].get_game(game_id)
    assert (await a.load(row)).state == truth.state == (await b.load(row)).state
    for s in stores:
        await s.close()


async def test_two_processes_fill_a_lobby_without_losing_a_seat(database):
    import asyncio
    from storage import open_storage
    stores = [await open_storage(database), await open_storage(database)]
    a, b = (GameService(s, clock=Clock(), seed_source=lambda: 7) for s in stores)
    row = await a.create_lobby(1, 60, 1, "Ana", 0)
    results = await asyncio.gather(a.join(row.id, 2, "Ben"), b.join(row.id, 3, "Cy"), return_exceptions=True)
    seats = (await stores[0].get_game(row.id)).seats
    joined = {s.user_id for s in seats}
    # a joiner is seated, or told to try again: never lost silently
    for user, result in zip((2, 3), results, strict=True):
        assert (user in joined) != isinstance(result, Refused)
    assert [s.seat for s in seats] == list(range(len(seats)))
    for s in stores:
        await s.close()


class FakeChannel:
    def __init__(self):
        self.sent = []

    async def send(self, text, **kwargs):
        self.sent.append(text)
        return SimpleNamespace(id=len(self.sent))  # a message: reminders remember their id


def reminder_cog(store, name, channel):
    """The bot's community cog (reminders and turn clocks) on a stand-in bot: enough to run its sweep."""
    from types import SimpleNamespace
    from bot import Settings
    from cogs.community import Community
    from cogs.host import Host
    bot = SimpleNamespace(storage=store, pictures=None, settings=Settings(reminder_check_seconds=600),
                          instance_id=name, get_channel=lambda channel_id: channel)
    bot.host = Host(bot)
    return Community(bot)


async def test_reminders_fire_once_with_two_processes(database):
    import asyncio
    from storage import open_storage
    stores = [await open_storage(database), await open_storage(database)]
    service = GameService(stores[0], clock=Clock(), seed_source=lambda: 7)
    game_id = await playing(service, 70)
    await stores[0].set_reminder(game_id, 3600, 0)
    channel = FakeChannel()
    cogs = [reminder_cog(store, name, channel) for store, name in zip(stores, "ab", strict=True)]
    start = (await stores[0].get_game(game_id)).turn_started_at
    # Three reminders: the fourth missed hour is the turn clock's (a bot takes the seat then).
    for hour in range(1, 4):
        now = start + hour * 3600 + 1
        await asyncio.gather(*(cog.remind_due(now) for cog in cogs))
        if hour == 2:  # the lease holder stops sweeping: the other takes over when the lease expires
            cogs[0].settings.reminder_check_seconds = 0
            await stores[0].try_lease("reminders", "a", 0, 0)
    assert len(channel.sent) == 3  # one per hour of waiting, whoever sent it
    assert all("still your turn" in text for text in channel.sent)
    # The fourth missed hour: the turn clock gives the seat to a bot, once for both processes.
    seat = (await service.load(await stores[0].get_game(game_id))).current_player
    cogs[0].settings.reminder_check_seconds = 600
    await asyncio.gather(*(cog.remind_due(start + 4 * 3600 + 1 + hour) for cog in cogs for hour in (0, 1)))
    row = await stores[1].get_game(game_id)
    assert row.seats[seat].is_bot and await stores[1].seats_away(game_id) == {seat: "clock"}
    assert sum("turn clock" in text for text in channel.sent) == 1
    for store in stores:
        await store.close()


async def test_a_game_kept_in_memory_never_passes_for_a_later_revision(database):
    # Found by drills.two_processes: process A kept its game under the revision it read back after
    # its commit; when process B committed in between, A's game passed for B's revision and A's
    # next decision was applied to the wrong state (a record that no longer replays).
    from storage import open_storage
    stores = [await open_storage(database), await open_storage(database)]
    a, b = (GameService(s, clock=Clock(), seed_source=lambda: 7) for s in stores)
    game_id = await playing(a, 80)
    rng = random.Random(8)

    async def move(service):
        row = await service.storage.get_game(game_id)
        game = await service.load(row)
        await service.play(game_id, row.rev, (1, 2)[game.current_player], str(rng.choice(game.legal_actions())))

    real_get_game = stores[0].get_game
    interleave = []

    async def get_game_after_b(gid):
        if interleave:  # A has just committed: B commits before A reads the row back
            interleave.clear()
            await move(b)
        return await real_get_game(gid)

    real_commit = stores[0].commit

    async def commit_then_b(*args, **kwargs):
        rev = await real_commit(*args, **kwargs)
        interleave.append(True)
        return rev

    stores[0].get_game = get_game_after_b
    stores[0].commit = commit_then_b
    for _ in range(10):
        await move(a)
        stores[0].commit = real_commit
        await move(a)  # A's next decision must start from B's
        stores[0].commit = commit_then_b
    truth = Game.from_record(await stores[1].record(game_id))
    row = await stores[1].get_game(game_id)
    assert (await a.load(row)).state == truth.state
    for s in stores:
        await s.close()


@pytest.mark.parametrize("damage", ["UPDATE games SET config = 'not json' WHERE id = {id}",
                                    "UPDATE games SET config = '{{\"players\": 1e400}}' WHERE id = {id}",
                                    "UPDATE games SET seed = NULL WHERE id = {id}",
                                    "UPDATE games SET seed = seed + 1 WHERE id = {id}"])
async def test_a_damaged_record_is_refused_even_with_a_good_snapshot(service, damage):
    # Found by drills.malformed: the snapshot was checked against the stored decisions only, so a
    # game whose config or seed was damaged still loaded from it and went on playing.
    game_id = await playing(service, 90)
    async with service.storage.transaction() as db:
        await db.execute(damage.format(id=game_id))
    service.forget(game_id)
    with pytest.raises(Refused) as refused:
        await service.load(await service.storage.get_game(game_id))
    assert refused.value.key == "game_damaged"


async def test_a_cold_load_knows_the_turn_so_far_without_replaying(service):
    game_id = await playing(service, 95)
    rng = random.Random(9)
    checked = 0
    for _ in range(120):
        row = await service.storage.get_game(game_id)
        game = await service.load(row)
        if game.is_over:
            break
        await service.play(game_id, row.rev, (1, 2)[game.current_player], str(rng.choice(game.legal_actions())))
        service.forget(game_id)
        row = await service.storage.get_game(game_id)
        cold = await service.load(row)
        start, steps = cold.turn_log_data()  # the slow way: a replay
        seat = cold.current_player
        assert service.turn_log(row, cold) == ((start.players[seat] if seat is not None else None), steps)
        checked += bool(steps)
    assert checked > 10  # many of those loads were in the middle of a turn


async def bot_game(service, channel):
    """A game of member 1 against an easy bot, past the starting wealth."""
    row = await service.create_lobby(1, channel, 1, "Ana", 0)
    await service.add_bot(row.id, 1, level="easy")
    outcome = await service.start(row.id, 1)
    await service.choose_wealth(row.id, 1, str(keep_options(outcome.game.state, 0)[0]))
    return row.id


async def test_a_bots_turn_is_stored_once_when_two_processes_let_it_play(database):
    # Each process that sees a bot on turn lets it play (after a move, a restart or a reminder):
    # both think on the same revision, the database takes one plan, the other is stale and its
    # bot thinks again on the game as it now is.
    import asyncio
    from table import thinking
    from storage import open_storage
    stores = [await open_storage(database), await open_storage(database)]
    thoughts = []
    both_thinking = asyncio.Event()

    async def think(job, *args):
        if job is thinking.turn_job:
            thoughts.append(args)
            if len(thoughts) % 2 == 0:
                both_thinking.set()
            try:  # hold the first one until the other process thinks too
                await asyncio.wait_for(both_thinking.wait(), 2)
            except TimeoutError:
                pass
        return await asyncio.to_thread(job, *args)

    a, b = (GameService(s, clock=Clock(), seed_source=lambda: 7, think=think) for s in stores)
    game_id = await bot_game(a, 100)
    rng = random.Random(10)
    bot_turns = contested = 0
    for _ in range(200):
        row = await stores[0].get_game(game_id)
        game = await a.load(row)
        if game.is_over or bot_turns >= 8:
            break
        if not row.seats[game.current_player].is_bot:
            await a.play(game_id, row.rev, 1, str(rng.choice(game.legal_actions())))
            continue
        thoughts.clear()
        both_thinking.clear()
        before = await stores[0].actions(game_id)
        outcomes = [o for o in await asyncio.gather(a.bot_turn(game_id), b.bot_turn(game_id)) if o is not None]
        outcomes.sort(key=lambda o: o.row.rev)  # in the order they were committed
        after = await stores[1].actions(game_id)
        assert after[:len(before)] == before
        assert after[len(before):] == [act for o in outcomes for act, _, _ in o.appended]  # each plan once
        assert len(thoughts) >= 2 and outcomes
        bot_turns += len(outcomes)
        contested += len(thoughts) > len(outcomes)  # a plan was thrown away as stale
    assert bot_turns >= 8 and contested >= 1
    truth = Game.from_record(await stores[1].record(game_id))
    row = await stores[0].get_game(game_id)
    assert (await a.load(row)).state == truth.state == (await b.load(row)).state
    for s in stores:
        await s.close()


async def test_a_bots_plan_made_before_the_game_changed_is_thought_again(service):
    game_id = await bot_game(service, 101)
    rng = random.Random(11)
    for _ in range(200):  # play until the bot is on turn
        row = await service.storage.get_game(game_id)
        game = await service.load(row)
        if row.seats[game.current_player].is_bot:
            break
        await service.play(game_id, row.rev, 1, str(rng.choice(game.legal_actions())))
    revs = []

    async def think(job, *args):
        row = await service.storage.get_game(game_id)
        revs.append(row.rev)
        if len(revs) == 1:  # the creator changes a setting while the bot thinks: a new revision
            await service.settings(game_id, 1, handover_level="hard")
        return await asyncio.to_thread(job, *args)

    import asyncio
    service.think = think
    before = len(await service.storage.actions(game_id))
    outcome = await service.bot_turn(game_id)
    assert outcome is not None and len(revs) == 2 and revs[1] == revs[0] + 1  # thought again on the new revision
    actions = await service.storage.actions(game_id)
    assert actions[before:] == [act for act, _, _ in outcome.appended]
    assert Game.from_record(await service.storage.record(game_id)).state == outcome.game.state


async def test_an_expansion_game_loads_the_same_from_memory_snapshot_and_record(database):
    # Tribes & Prophecies: the lobby's modules, a secret tribe and tiles stored as one choice, a
    # bot that picks its own; then every decision agrees between the game kept in memory, a cold
    # load (snapshot and decisions since) and a replay of the record, on both backends.
    from storage import open_storage
    from tzolkin import data as D
    from tzolkin.rules import tribe_options
    store = await open_storage(database)
    service = GameService(store, clock=Clock(), seed_source=lambda: 7)
    row = await service.create_lobby(1, 110, 1, "Ana", 0)
    await service.join(row.id, 2, "Bo")
    await service.add_bot(row.id, 1, level="easy")
    for module in D.MODULES:
        row = await service.toggle_module(row.id, 1, module)
    assert row.config == {"modules": list(D.MODULES)} and await store.record(row.id) is None
    state = (await service.start(row.id, 1)).game.state
    for seat, user in enumerate((1, 2)):
        with pytest.raises(Refused):  # the tribe comes first
            await service.choose_wealth(row.id, user, str(keep_options(state, seat)[0]))
        tribe = tribe_options(state, seat)[-1]
        await service.choose_wealth(row.id, user, str(tribe))
        outcome = await service.choose_wealth(row.id, user, str(keep_options(state, seat, tribe.a)[0]))
    assert outcome.revealed and (await store.get_game(row.id)).status == "playing"
    assert all(p.tribe for p in outcome.game.state.players)
    rng = random.Random(12)
    for _ in range(150):
        row = await store.get_game(row.id)
        game = await service.load(row)
        if game.is_over:
            break
        if row.seats[game.current_player].is_bot:
            await service.bot_turn(row.id)
        else:
            user = row.seats[game.current_player].user_id
            await service.play(row.id, row.rev, user, str(rng.choice(game.legal_actions())))
        row = await store.get_game(row.id)
        kept = await service.load(row)
        fresh = GameService(store, clock=Clock(), seed_source=lambda: 7)  # nothing in memory
        truth = Game.from_record(await store.record(row.id))
        assert kept.state == (await fresh.load(row)).state == truth.state and kept.config.modules == list(D.MODULES)
        assert service.turn_log(row, kept) == fresh.turn_log(row, await fresh.load(row))
    await store.close()


async def test_a_snapshot_with_a_number_beyond_the_limit_is_not_read(service):
    # 10**30 players used to reach the engine, which allocated by it until the process was killed.
    game_id = await playing(service, 97)
    await damage_snapshot(service.storage, game_id,
                          lambda snap: {**snap, "state": {**snap["state"], "n_players": 10 ** 30}})
    assert await service.storage.snapshot(game_id) == UNREADABLE
