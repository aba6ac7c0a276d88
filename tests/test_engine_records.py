"""Records made by the base-game engine before the expansion modules replay to the very same states."""
import json
from pathlib import Path

import pytest

from tzolkin import Game

FIXTURES = json.loads((Path(__file__).parent / "fixtures" / "base_records.json").read_text())


def _without_new_fields(state, old):
    """The state restricted to the fields the old engine wrote (new fields have defaults)."""
    out = {k: v for k, v in state.items() if k in old}
    out["players"] = [{k: v for k, v in p.items() if k in old["players"][0]} for p in state["players"]]
    return out


@pytest.mark.parametrize("case", FIXTURES, ids=lambda c: f"{c['record']['config']['players']}p-seed{c['record']['seed']}")
def test_base_record_replays_to_the_same_states(case):
    record = case["record"]
    for count, old in case["states"].items():
        game = Game.from_record({**record, "actions": record["actions"][:int(count)]})
        assert _without_new_fields(game.state.to_json(), old) == old
    assert Game.from_record(record).record() == record
