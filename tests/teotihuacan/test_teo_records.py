"""Records and a running game's snapshots made with rules version 2 go on as they were played.

The fixture holds games of seeded normal bots (seat i seeded "<seed>:<i>") recorded by the engine
of rules version 2, before version 3 paid the green temple's top step in VP and kept every
technology from working on the action that takes it: per game its record, what it holds ("holds":
the green temple's top step reached, Tech 13's power-up bought on the Alchemy action that took
it), each player's VP, cocoa, goods, temples, tracks and technologies every 100 decisions, the
final scoring, and for a game reaching the green temple's top, its snapshot just before.
"""
import json
from pathlib import Path
from types import SimpleNamespace

import pytest

import games
from table import service
from teotihuacan import BadRecord, Config, Game, State
from teotihuacan import data as D

FIXTURE = json.loads((Path(__file__).resolve().parents[1] / "fixtures" / "teotihuacan_v2_records.json").read_text())


def marks(state):
    return [[p.vp, p.cocoa, p.wood, p.stone, p.gold, *p.temples, p.avenue, p.pyramid, sorted(p.techs)]
            for p in state.players]


def name(case):
    record = case["record"]
    return f"{record['config']['players']}p-seed{record['seed']}-{'+'.join(case['holds']) or 'plain'}"


@pytest.mark.parametrize("case", FIXTURE, ids=name)
def test_a_version_2_record_replays_as_it_was_played(case):
    record = case["record"]
    assert record["rules_version"] == 2
    for count, expected in case["marks"].items():
        assert marks(Game.from_record({**record, "actions": record["actions"][:int(count)]}).state) == expected
    game = Game.from_record(record)
    assert game.is_over and game.state.final == case["final"] and game.record() == record


@pytest.mark.parametrize("case", [c for c in FIXTURE if "snapshot" in c], ids=name)
def test_a_version_2_snapshot_goes_on_by_its_rules(case):
    snapshot = json.loads(json.dumps(case["snapshot"]))
    game = Game.from_json(snapshot)
    assert game.rules_version == 2
    for action in case["record"]["actions"][len(snapshot["actions"]):]:
        game.apply(action)
    assert game.state.final == case["final"] and game.record() == case["record"]


def test_a_version_2_snapshot_reads_with_its_version_and_a_state_naming_another_is_damaged():
    case = next(c for c in FIXTURE if "snapshot" in c)
    snapshot = case["snapshot"]
    assert "rules_version" not in snapshot["state"]  # states did not carry their version then
    assert Game.from_json(snapshot).state.rules_version == 2
    assert State.from_json(snapshot["state"]).rules_version == D.RULES_UNWRITTEN == 2
    with pytest.raises(BadRecord, match="its state follows rules version 3, its record version 2"):
        Game.from_json({**snapshot, "state": {**snapshot["state"], "rules_version": 3}})
    for damaged in (4, "2", True, None):
        with pytest.raises(BadRecord, match="snapshot"):
            Game.from_json({**snapshot, "state": {**snapshot["state"], "rules_version": damaged}})


def test_a_new_game_follows_the_latest_rules_and_a_replay_its_records():
    game = Game(Config(players=2), 1)
    assert game.rules_version == game.state.rules_version == D.RULES_LATEST == 3
    assert game.record()["rules_version"] == 3 and Game.from_json(game.to_json()).state == game.state
    old = Game.from_record({**game.record(), "rules_version": 2})
    assert old.state.rules_version == 2 and Game.from_json(old.to_json()).state.rules_version == 2


@pytest.mark.parametrize("case", [c for c in FIXTURE if c["holds"] == ["green_top_step"]], ids=name)
def test_the_decision_reaching_the_green_top_scores_otherwise_under_todays_rules(case):
    """The fixture's games exercise the change: under version 3 that step pays 5 VP instead of 5 cocoa
    (a game where Tech 13 was bought on the action that took it no longer replays so far)."""
    record = case["record"]
    upto = {**record, "actions": record["actions"][:len(case["snapshot"]["actions"]) + 1]}
    then, today = Game.from_record(upto).state, Game.from_record({**upto, "rules_version": 3}).state
    top = next(e["p"] for e in then.events if e["e"] == "temple" and e["temple"] == D.GREEN and e["step"] == 11)
    before, after = then.players[top], today.players[top]
    assert (after.vp - before.vp, after.cocoa - before.cocoa) == (5, -5)


@pytest.mark.parametrize("case", [c for c in FIXTURE if "tech13_on_taking" in c["holds"]], ids=name)
def test_tech_13_bought_on_the_action_that_took_it_is_refused_under_todays_rules(case):
    """The fixture's games exercise the change: under version 3 that power-up is no longer offered."""
    record = {**case["record"], "rules_version": 3}
    with pytest.raises(BadRecord) as err:
        Game.from_record(record)
    assert record["actions"][err.value.index].startswith("extra:")


def test_a_game_of_rules_version_2_goes_on_by_them_at_the_table():
    """A game created before rules version 3 keeps its row's version: loaded from its record, or from
    a snapshot written then (its state names no version), it reaches the green temple's top step
    as it was played."""
    case = next(c for c in FIXTURE if c["holds"] == ["green_top_step"])
    record, before = case["record"], case["snapshot"]
    upto = record["actions"][:len(before["actions"]) + 1]  # through the step to the top
    snapshot = Game.from_record({**record, "actions": record["actions"][:before["turn_start"]]}).to_json()
    del snapshot["state"]["rules_version"]
    row = SimpleNamespace(id=1, game="teotihuacan", rules_version=2, config=record["config"], seed=record["seed"],
                          seats=[None] * record["config"]["players"])
    as_played = Game.from_record({**record, "actions": upto}).state
    for game in (service.load_game(row, upto),
                 service.from_snapshot(games.get("teotihuacan"), row, upto, json.loads(service.sealed(snapshot)))[0]):
        assert game.rules_version == game.state.rules_version == 2 and game.state == as_played
