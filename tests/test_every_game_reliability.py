"""What the table guarantees for every registered game (the toy game of the tests too): a stored
snapshot damaged in any value never locks a game nor plays it on a wrong state, a game starts in
one write, a state equals its own JSON round trip, and a malformed action of any type gets the
game's domain error and changes nothing."""
import json
import logging
import math
import random

import pytest
import pytest_asyncio

import games
from drills.common import make_service, new_game, play_to_turn_start, random_move
from drills.malformed import every_damage, write_snapshot
from storage import Storage
from table.service import sealed, unsealed

import toygame

toygame.register()
GAMES = games.names()


def plugin(name):
    return games.get(name)


# --- a game through the table ----------------------------------------------------------------

@pytest_asyncio.fixture
async def store(tmp_path):
    store = await Storage.open(tmp_path / "games.sqlite3")
    yield store
    await store.close()


async def at_a_turn_start(service, name, channel, seed=1):
    """A two-seat game of `name` played at random as far as 40 decisions (halfway through a shorter
    game), stopped as a turn begins, when the table has just written its snapshot."""
    game_id, users = await new_game(service, channel, game=name)
    await play_to_turn_start(service, game_id, users, random.Random(seed), decisions=40)
    return game_id, users


@pytest.mark.asyncio
@pytest.mark.parametrize("name", GAMES)
async def test_a_damaged_snapshot_is_rebuilt_from_the_record_in_every_game(store, name, caplog):
    service = make_service(store)
    game_id, users = await at_a_turn_start(service, name, channel=10)
    stored = await store.snapshot(game_id)
    truth = plugin(name).from_record(await store.record(game_id))
    row = await store.get_game(game_id)
    tried = 0
    for where, damaged in every_damage(stored["game"]):
        await write_snapshot(store, game_id, {**stored, "game": damaged})  # the seal as it was
        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="table.service"):
            game = await make_service(store).load(row)  # a restarted process: nothing kept
        where = f"{name}: {where}"
        assert plugin(name).replay_same(game, truth), where
        assert [str(a) for a in game.actions] == [str(a) for a in truth.actions], where
        assert any("unusable snapshot" in r.getMessage() for r in caplog.records), where
        tried += 1
    assert tried >= 20
    # and the game plays on from its record, through a service that never saw it
    await write_snapshot(store, game_id, {**stored, "game": every_damage(stored["game"])[0][1]})
    action, _ = await random_move(make_service(store), game_id, users, random.Random(3))
    assert action is not None and (await store.get_game(game_id)).rev == row.rev + 1


@pytest.mark.asyncio
@pytest.mark.parametrize("name", GAMES)
async def test_a_sound_snapshot_is_used_and_an_unsealed_one_replayed(store, name, caplog, monkeypatch):
    service = make_service(store)
    game_id, _ = await at_a_turn_start(service, name, channel=11)
    row = await store.get_game(game_id)
    truth = plugin(name).from_record(await store.record(game_id))

    def no_replay(record):
        raise AssertionError("the record was replayed although the snapshot was sound")
    with monkeypatch.context() as patch:
        patch.setattr(plugin(name), "from_record", no_replay)
        assert plugin(name).replay_same(await make_service(store).load(row), truth)
    # a snapshot stored without its seal (by an older version) is not trusted: the record decides
    await write_snapshot(store, game_id, unsealed(await store.snapshot(game_id)))
    with caplog.at_level(logging.WARNING, logger="table.service"):
        assert plugin(name).replay_same(await make_service(store).load(row), truth)
    assert any("not sealed" in r.getMessage() for r in caplog.records)


def test_a_seal_holds_its_snapshot_and_breaks_with_any_change_of_a_value():
    snap = {"actions": ["a"], "state": {"x": [1, 2], "y": None, "name": "Ixchel é"}}
    assert unsealed(json.loads(sealed(snap))) == snap
    for changed in ({**snap, "actions": ["b"]}, {**snap, "state": {**snap["state"], "x": [2, 1]}},
                    {**snap, "state": {**snap["state"], "y": 0}}):
        with pytest.raises(Exception, match="not those it was sealed with"):
            unsealed({**json.loads(sealed(snap)), "game": changed})


@pytest.mark.asyncio
@pytest.mark.parametrize("name", GAMES)
async def test_a_game_starts_in_one_write_with_its_turn_and_snapshot(store, name, monkeypatch):
    service = make_service(store)
    writes = []
    real = store.transaction

    def counted():
        writes.append(1)
        return real()
    row = await service.create_lobby(1, 12, 120, "Ana", 0, game=name)
    await service.join(row.id, 121, "Bea")
    monkeypatch.setattr(store, "transaction", counted)
    outcome = await service.start(row.id, 120)
    monkeypatch.setattr(store, "transaction", real)
    assert len(writes) == 1  # a kill between two writes left a running game without its turn
    row, game = await store.get_game(row.id), outcome.game
    assert row.status in ("secret", "playing") and row.rules_version == plugin(name).rules_version
    assert row.turn_no == plugin(name).turn_no(game)
    stored = await store.snapshot(row.id)
    if game.turn_start == len(game.actions):
        assert unsealed(stored)["actions"] == [str(a) for a in game.actions]
    cold = await make_service(store).load(row)
    assert plugin(name).replay_same(cold, game)


# --- the engines ---------------------------------------------------------------------------------

def seeded_games(name, count=3, decisions=400):
    """Games of `name` played at random from set-up, yielded after every decision."""
    plug = plugin(name)
    for seed in range(count):
        game, _ = plug.new_game(["A", "B"], (), seed)
        rng = random.Random(seed)
        yield game
        while not game.is_over and len(game.actions) < decisions:
            game.apply(rng.choice(game.legal_actions()))
            yield game


@pytest.mark.parametrize("name", GAMES)
def test_a_state_equals_its_own_json_round_trip(name):
    plug = plugin(name)
    for game in seeded_games(name):
        back = plug.from_json(json.loads(json.dumps(game.to_json())))
        assert back.state == game.state, f"{name} after {len(game.actions)} decisions"
        assert back.to_json() == json.loads(json.dumps(game.to_json()))


ODD = [3.5, -1, 10 ** 30, math.nan, True, None, b"x", [1], (1,), {"a": 1}, "", ":", "x" * 10_000, "\x00", "é:é",
       object()]


def odd_actions(legal):
    """Malformed actions of every type: odd values, and the engine's own action type with each part
    replaced by an odd value."""
    out = list(ODD)
    for action in legal[:3]:
        if isinstance(action, tuple):
            for i in range(len(action)):
                for odd in (3.5, True, None, [1], b"x", 10 ** 30, "x" * 500):
                    parts = list(action)
                    parts[i] = odd
                    out.append(type(action)(*parts))
        out.append(str(action) + ":0")
        out.append(str(action).upper() + "!")
    return out


@pytest.mark.parametrize("name", GAMES)
def test_a_malformed_action_of_any_type_is_refused_and_changes_nothing(name):
    plug = plugin(name)
    checked = 0
    for game in seeded_games(name, count=2, decisions=120):
        if len(game.actions) % 15 or game.is_over:
            continue
        legal = list(game.legal_actions())
        before, actions = json.dumps(game.to_json(), sort_keys=True), list(game.actions)
        for bad in odd_actions(legal):
            if bad in legal or str(bad) in map(str, legal):
                continue
            with pytest.raises(plug.IllegalAction):
                game.apply(bad)
            checked += 1
        assert json.dumps(game.to_json(), sort_keys=True) == before and list(game.actions) == actions
        assert list(game.legal_actions()) == legal
    assert checked > 20
