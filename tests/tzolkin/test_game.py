"""Tzolk'in's engine: the same seed plays the same game, a record that no longer replays names its
decision, every decision is described, the turn's log, the terminal's commands. What every engine
guarantees (round trips, undo, invariants of random games) is proven by tests/conformance/test_conformance.py."""
import json
import random

import pytest

from tzolkin import Action, Config, Game, IllegalAction
from tzolkin.__main__ import main, play_random_game
from tzolkin.describe import describe
from tzolkin.errors import BadRecord


def test_same_seed_same_actions_same_game():
    a = play_random_game(3, 11, check=False)
    b = play_random_game(3, 11, check=False)
    assert a.actions == b.actions and a.state.dumps() == b.state.dumps()
    c = Game.from_record(json.loads(json.dumps(a.record())))
    assert c.state.dumps() == a.state.dumps()


def test_replay_reports_the_failing_action():
    game = play_random_game(2, 4, check=False)
    record = game.record()
    record["actions"][30] = "place:atlantis"
    with pytest.raises(BadRecord, match="Decision 31") as err:  # a stored record that no longer replays
        Game.from_record(record)
    assert err.value.index == 30
    with pytest.raises(IllegalAction) as err:  # replaying moves one by one names the move itself
        Game.replay(Config.from_json(record["config"]), record["seed"], record["actions"])
    assert err.value.index == 30
    with pytest.raises(BadRecord):
        Game.from_record({"seed": 1})
    with pytest.raises(BadRecord, match="rules version"):
        Game.from_record({**record, "rules_version": 99})


def test_every_legal_action_has_a_description_and_a_parsable_string():
    seen = set()
    for seed in range(6):
        rng = random.Random(seed)
        game = Game(Config(players=4), seed)
        while not game.is_over:
            for action in game.legal_actions():
                text = describe(game.state, action)
                assert text and "None" not in text
                assert len(str(action)) <= 60 and Action.parse(str(action)) == action
                seen.add(action.kind)
            game.apply(rng.choice(game.legal_actions()))
    assert {"keep", "place", "retrieve", "act", "end", "tech", "build", "temple", "beg", "harvest",
            "trade", "done", "any", "advance", "pay", "temples"} <= seen


def test_cli_selfplay_and_replay(tmp_path, capsys):
    assert main(["selfplay", "--players", "2", "--games", "3", "--seed", "1"]) == 0
    out = capsys.readouterr().out.strip()
    assert out.startswith("3 games, ") and " games/s, " in out and out.endswith(" games per CPU second")
    game = play_random_game(2, 7, check=False)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.record()))
    assert main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == game.state.to_json()
    record = game.record()
    record["actions"][5] = "retrieve:tikal:9"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 2  # a bad record is exit status 2, like any bad file
    out = json.loads(capsys.readouterr().out)
    assert out["action_index"] == 5 and out["action"] == "retrieve:tikal:9" and out["error"]


def test_cli_hot_seat_game_with_bots(capsys):
    from tzolkin.__main__ import cmd_play
    import argparse
    answers = iter(["1"] * 2000)
    args = argparse.Namespace(players=2, bots=True, seed=3, images=None)
    assert cmd_play(args, inp=lambda prompt: next(answers)) == 0
    out = capsys.readouterr().out
    assert "Final scores:" in out and "Winner:" in out


def test_cli_five_players_with_every_module(capsys):
    from tzolkin.__main__ import cmd_play
    import argparse
    answers = iter(["1"] * 3000)
    args = argparse.Namespace(players=5, bots=True, seed=4, images=None, modules="all")
    assert cmd_play(args, inp=lambda prompt: next(answers)) == 0
    out = capsys.readouterr().out
    assert "Final scores:" in out and "Quick action" in out and "Prophecy 1" in out
    assert main(["selfplay", "--players", "5", "--modules", "all", "--games", "1"]) == 0
    with pytest.raises(SystemExit):
        main(["selfplay", "--players", "5", "--games", "1"])


def test_cli_game_against_the_expert_plays_to_the_end(capsys, monkeypatch):
    """`play --bots expert`: the live expert (its time a turn cut short here) in the terminal."""
    from tzolkin import bots
    from tzolkin.__main__ import cmd_play
    import argparse
    monkeypatch.setattr(bots, "EXPERT_SECONDS", 0.02)
    answers = iter(["1"] * 2000)
    args = argparse.Namespace(players=2, bots="expert", seed=6, images=None, lang="it")
    assert cmd_play(args, inp=lambda prompt: next(answers)) == 0
    out = capsys.readouterr().out
    assert "Bot 2 (esperto): " in out and "Punteggi finali:" in out
    assert "Bot 2 (esperto) sta pensando (al massimo 0.02 s)…" in out  # its silence is announced


def test_turn_log_describes_the_turn_so_far():
    game = Game(Config(players=2), 5)
    while game.state.phase == "wealth":
        game.apply(game.legal_actions()[0])
    seat = game.current_player
    corn = game.state.players[seat].corn
    game.apply("place:palenque")
    game.apply("place:yaxchilan")
    start, lines = game.turn_log()
    assert start.players[seat].corn == corn and game.state.players[seat].corn == corn - 1
    assert lines == ["Place a worker on Palenque 0 (0 corn)", "Place a worker on Yaxchilan 0 (1 corn)"]


def test_cli_bot_levels_per_seat(capsys):
    from tzolkin.__main__ import cmd_play, main
    import argparse
    answers = iter(["1"] * 2000)
    args = argparse.Namespace(players=None, bots="easy,hard", seed=4, images=None)
    assert cmd_play(args, inp=lambda prompt: next(answers)) == 0
    out = capsys.readouterr().out
    assert "Bot 2 (easy): " in out and "Bot 3 (hard): " in out and "Final scores:" in out
    assert "Player 1" in out and "Player 4" not in out  # two levels: seats 2 and 3 of three players
    assert main(["play", "--bots", "easy,hard", "--players", "4"]) == 2
    assert main(["play", "--bots", "genius"]) == 2
    err = capsys.readouterr().out
    assert "2 bot levels make 3 players, not 4" in err and "unknown bot level 'genius'" in err
