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

import pytest

from teotihuacan import Game

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
