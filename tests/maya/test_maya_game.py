"""The Maya engine: its config, undo within its turns (planting ends with a confirmation, growing a
city at once), damaged records, its words as data, its variants and zones. What every engine
guarantees (round trips, refusals, action strings, invariants) is proven by tests/conformance/test_conformance.py."""
import json
import random

import pytest

from maya import BadRecord, Config, Game, IllegalAction, invariants, rules
from maya.describe import action_data, describe


def random_game(players, seed, check=False, variant="", zones=None):
    game = Game(Config(players, zones=zones or [], variant=variant), seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        if check:
            assert invariants.check(game.state) == [], (seed, game.actions[-1])
    return game


def test_config_records_stay_minimal_and_round_trip():
    assert Config(3).to_json() == {"players": 3, "names": []}
    assert Config(2, zones=["blue", "green"]).to_json() == {"players": 2, "names": []}  # the default
    cfg = Config(2, names=["Ana", "Ben"], zones="red+blue", variant="two_cities")
    assert cfg.to_json() == {"players": 2, "names": ["Ana", "Ben"], "zones": ["blue", "red"],
                             "variant": "two_cities"}
    assert Config.from_json(cfg.to_json()).to_json() == cfg.to_json()
    for bad in ({"players": "2"}, {"players": 2, "names": [3]}, {"players": 2, "zones": "blue"}, []):
        with pytest.raises(BadRecord):
            Config.from_json(bad)


def test_undo_goes_back_within_the_turn_only():
    game = Game(Config(2), 4)
    turn_no = game.state.turn_no
    plant = next(a for a in game.legal_actions() if a.kind == "plant")
    game.apply(plant)
    game.apply(game.legal_actions()[0])
    assert game.turn_actions() == [str(plant), str(game.actions[-1])] and game.can_undo()
    middle = game.state.dumps()
    game.apply("stop")
    assert game.state.turn_no == turn_no + 1 and not game.can_undo()
    with pytest.raises(IllegalAction) as err:
        game.undo()
    assert err.value.key == "maya.no.undo"
    game2 = Game(Config(2), 4)
    start = game2.state.dumps()
    game2.apply(plant)
    game2.apply(game.actions[1])
    assert game2.state.dumps() == middle
    game2.undo()
    game2.undo()
    assert game2.state.dumps() == start and game2.actions == []


def test_undo_after_a_snapshot_late_in_the_game():
    record = random_game(2, 8).record()
    replay = Game(Config(2), 8)
    for k, action in enumerate(record["actions"]):
        replay.apply(action)
        if k > 100 and replay.can_undo():
            break
    snap = Game.from_json(json.loads(json.dumps(replay.to_json())))  # a snapshot knows no turn start state
    snap.undo()
    expected = Game.from_record({**record, "actions": record["actions"][:k]})
    assert snap.state.dumps() == expected.state.dumps() and snap.actions == expected.actions


def test_growing_a_city_ends_the_turn_so_the_draw_cannot_be_undone():
    game = Game(Config(2), 6)
    game.apply(next(a for a in game.legal_actions() if a.kind == "grow"))
    assert game.can_undo()
    game.apply(game.legal_actions()[0])
    assert not game.can_undo() and game.current_player == 1


def test_a_damaged_record_names_the_decision_to_blame():
    game = random_game(2, 5)
    record = game.record()
    broken = {**record, "actions": record["actions"][:30] + ["at:A1"] + record["actions"][31:]}
    with pytest.raises(BadRecord) as err:
        Game.from_record(broken)
    assert err.value.index == 30
    for damaged in ({}, {"config": {"players": 9}, "seed": 1, "actions": []},
                    {**record, "rules_version": 99}, {**record, "seed": 1.5}, {**record, "actions": None}):
        with pytest.raises(BadRecord):
            Game.from_record(damaged)


def test_maya_has_no_secret_phase():
    import games
    assert games.get("maya").secret is None  # the table then never asks for one


def test_every_action_and_decision_is_described_as_data():
    game = Game(Config(3, variant="two_cities"), 7)
    rng = random.Random(7)
    while not game.is_over:
        key, values = game.decision_data()
        assert key.startswith("maya.ask.")
        for a in game.legal_actions():
            k, v = action_data(game.state, a)
            assert k.startswith("maya.act.") and describe(game.state, a)
        game.apply(rng.choice(game.legal_actions()))
    assert game.decision_data() == ("maya.ask.over", {})
    assert all(e[0].startswith("maya.ev.") for e in game.state.events)


@pytest.mark.parametrize("variant,zones", [("new_start", "blue+yellow"), ("two_cities", "blue+yellow+red"),
                                           ("", "blue+red")])
def test_variants_and_zones_play_to_the_end(variant, zones):
    players = len(zones.split("+"))
    for seed in range(3):
        game = random_game(players, seed, check=True, variant=variant, zones=zones)
        assert game.state.zones == zones
        a = rules.area(zones)
        assert all(v is None for i, v in enumerate(game.state.board) if not a.inside[i])
