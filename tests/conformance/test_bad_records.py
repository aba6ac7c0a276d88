"""Every game's terminal the same way: `python -m <game> replay FILE` answers a bad file with one
clear line (JSON, as the state it prints otherwise) and exit status 2, whatever is wrong with it;
`play` stops with status 0 and a line saying so when its input ends (130 is for Ctrl-C)."""
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

import maya.__main__
import teotihuacan.__main__
import tzolkin.__main__
from maya import Config as MayaConfig, Game as MayaGame
from teotihuacan import Config as TeoConfig, Game as TeoGame
from tzolkin import Config as TzConfig, Game as TzGame

ROOT = Path(__file__).resolve().parents[2]


def played(game, decisions=12):
    for _ in range(decisions):
        game.apply(game.legal_actions()[0])
    return game.record()


ENGINES = {
    "tzolkin": (tzolkin.__main__.main, lambda: played(TzGame(TzConfig(players=2), 5))),
    "teotihuacan": (teotihuacan.__main__.main, lambda: played(TeoGame(TeoConfig(players=2), 5))),
    "maya": (maya.__main__.main, lambda: played(MayaGame(MayaConfig(2), 5))),
}

DEEP = 100_000  # deeper than Python's recursion limit


def nested(depth):
    return "[" * depth + "]" * depth


# Each bad file: a change to a good record (a function of it), or the file's bytes.
CORPUS = {
    "actions_object": lambda r: {**r, "actions": {"0": r["actions"][0]}},
    "actions_text": lambda r: {**r, "actions": "end"},
    "actions_null": lambda r: {**r, "actions": None},
    "actions_number": lambda r: {**r, "actions": 5},
    "actions_of_wrong_types": lambda r: {**r, "actions": [1, None, {}, [], 1.5, True]},
    "actions_nested": lambda r: {**r, "actions": json.loads(nested(400))},
    "a_bad_decision": lambda r: {**r, "actions": r["actions"][:3] + ["nowhere:at:all"] + r["actions"][3:]},
    "version_text": lambda r: {**r, "rules_version": "1"},
    "version_true": lambda r: {**r, "rules_version": True},
    "version_float": lambda r: {**r, "rules_version": 1.0},
    "version_null": lambda r: {**r, "rules_version": None},
    "version_list": lambda r: {**r, "rules_version": [1]},
    "version_newer": lambda r: {**r, "rules_version": r["rules_version"] + 1},
    "missing_config": lambda r: {k: v for k, v in r.items() if k != "config"},
    "missing_seed": lambda r: {k: v for k, v in r.items() if k != "seed"},
    "missing_actions": lambda r: {k: v for k, v in r.items() if k != "actions"},
    "config_list": lambda r: {**r, "config": [2]},
    "config_text": lambda r: {**r, "config": "players=2"},
    "players_text": lambda r: {**r, "config": {**r["config"], "players": "2"}},
    "players_huge": lambda r: {**r, "config": {**r["config"], "players": 10 ** 30}},
    "players_negative": lambda r: {**r, "config": {**r["config"], "players": -3}},
    "names_object": lambda r: {**r, "config": {**r["config"], "names": {"a": 1}}},
    "seed_float": lambda r: {**r, "seed": 1.5},
    "seed_list": lambda r: {**r, "seed": [1]},
    "seed_null": lambda r: {**r, "seed": None},
    "a_list": lambda r: [r],
    "a_string": lambda r: "record",
    "a_number": lambda r: 5,
    "null": lambda r: None,
    "empty_file": b"",
    "not_utf8": b"\xff\xfe\x00{",
    "not_json": b'{"config": ',
    "nan_seed": b'{"rules_version": 1, "config": {"players": 2}, "seed": NaN, "actions": []}',
    "nested_file": nested(DEEP).encode(),
    "nested_in_actions": b'{"rules_version": 1, "config": {"players": 2}, "seed": 1, "actions": ' +
                         nested(DEEP).encode() + b"}",
}


def write(tmp_path, engine, kind):
    content = CORPUS[kind]
    path = tmp_path / f"{engine}-{kind}.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(json.dumps(content(ENGINES[engine][1]())))
    return path


@pytest.mark.parametrize("kind", sorted(CORPUS))
@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_a_bad_record_is_one_clear_line_and_status_2(engine, kind, tmp_path, capsys):
    main = ENGINES[engine][0]
    assert main(["replay", str(write(tmp_path, engine, kind))]) == 2
    out, err = capsys.readouterr()
    lines = out.strip().splitlines()
    assert len(lines) == 1 and err == "", (out, err)
    error = json.loads(lines[0])["error"]
    assert error and len(lines[0]) < 600
    assert "this is version 1" not in error or "version 1;" not in error  # never "version 1; this is version 1"


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_missing_files_and_folders_are_one_clear_line_too(engine, tmp_path, capsys):
    main = ENGINES[engine][0]
    for path in (tmp_path / "no-such.json", tmp_path):
        assert main(["replay", str(path)]) == 2
        out, err = capsys.readouterr()
        assert len(out.strip().splitlines()) == 1 and "cannot read" in out and err == ""


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_the_rules_version_is_named_as_written(engine, tmp_path, capsys):
    ENGINES[engine][0](["replay", str(write(tmp_path, engine, "version_text"))])
    assert "'1'" in json.loads(capsys.readouterr().out)["error"]


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_a_bad_decision_is_named(engine, tmp_path, capsys):
    ENGINES[engine][0](["replay", str(write(tmp_path, engine, "a_bad_decision"))])
    error = json.loads(capsys.readouterr().out)
    assert error["action_index"] == 3 and error["action"] == "nowhere:at:all"


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_no_traceback_from_the_command_itself(engine, tmp_path):
    # As a player runs it: a whole process, with Python's own recursion limit.
    for kind in ("nested_file", "actions_object", "version_text"):
        done = subprocess.run([sys.executable, "-m", engine, "replay", str(write(tmp_path, engine, kind))],
                              cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert done.returncode == 2 and "Traceback" not in done.stderr + done.stdout, done.stderr
        assert len(done.stdout.strip().splitlines()) == 1


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_play_stops_with_status_0_when_its_input_ends(engine, monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert ENGINES[engine][0](["play", "--players", "2"]) == 0
    assert "The input ended" in capsys.readouterr().out


@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_play_stops_after_some_moves_when_its_input_ends(engine, monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n1\n"))
    assert ENGINES[engine][0](["play", "--players", "2", "--seed", "3", "--lang", "fr"]) == 0
    assert "L'entrée est terminée" in capsys.readouterr().out
