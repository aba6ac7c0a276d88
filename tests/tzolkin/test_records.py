"""Records made by earlier engines replay to the very same states: base games from before the expansion
modules, expansion games from before the rules were split by rulebook section and module."""
import hashlib
import json
from pathlib import Path

import pytest

from tzolkin import Game

FOLDER = Path(__file__).resolve().parents[1] / "fixtures"  # tests/fixtures/
FIXTURES = json.loads((FOLDER / "base_records.json").read_text())


def _without_new_fields(state, old):
    """The state restricted to the fields the old engine wrote (new fields have defaults)."""
    out = {k: v for k, v in state.items() if k in old}
    out["players"] = [{k: v for k, v in p.items() if k in old["players"][0]} for p in state["players"]]
    return out


@pytest.mark.parametrize("case", FIXTURES,
                         ids=lambda c: f"{c['record']['config']['players']}p-seed{c['record']['seed']}")
def test_base_record_replays_to_the_same_states(case):
    record = case["record"]
    for count, old in case["states"].items():
        game = Game.from_record({**record, "actions": record["actions"][:int(count)]})
        assert _without_new_fields(game.state.to_json(), old) == old
    assert Game.from_record(record).record() == record


# Random games with the Tribes & Prophecies modules, recorded by the engine before its rules were split
# into one file per rulebook section and module: the SHA-256 of the state (State.dumps) every 100
# decisions and at the end, and the final scoring.
EXPANSION = json.loads((FOLDER / "expansion_records.json").read_text())


@pytest.mark.parametrize("case", EXPANSION, ids=lambda c: f"{c['record']['config']['players']}p-"
                         f"{'+'.join(c['record']['config']['modules'])}-seed{c['record']['seed']}")
def test_expansion_record_replays_to_the_same_states(case):
    record = case["record"]
    for count, digest in case["digests"].items():
        game = Game.from_record({**record, "actions": record["actions"][:int(count)]})
        assert hashlib.sha256(game.state.dumps().encode()).hexdigest() == digest
    game = Game.from_record(record)
    assert game.is_over and game.state.final == case["final"]
    assert game.record() == record
