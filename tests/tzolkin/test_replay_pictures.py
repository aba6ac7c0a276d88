"""`python -m images.tzolkin.replay FILE DIR` (a board picture after every turn of a recorded game), its
`play` form, and the engine's terminal saying where its old picture options went."""
import io
import json
import random

from images.tzolkin import board_png
from images.tzolkin.replay import main
from tzolkin import Config, Game
from tzolkin.__main__ import main as terminal


def finished_game(seed=2):
    game = Game(Config(players=2, names=["Ana", "Ben"]), seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_replay_draws_the_board_after_every_turn(tmp_path, capsys):
    game = finished_game()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.record()))
    out = tmp_path / "pictures"
    assert main([str(path), str(out)]) == 0
    pictures = sorted(p.name for p in out.iterdir())
    start = Game.replay(game.config, game.seed, game.actions[:2])  # both wealth choices made
    turns = game.state.turn_no - start.state.turn_no + 1  # from the first turn to the last, all played out
    assert pictures == [f"turn-{i:04d}.png" for i in range(turns + 1)]
    assert capsys.readouterr().out == f"{turns + 1} pictures in {out}\n"
    assert (out / pictures[-1]).read_bytes() == board_png(game.state)  # the last one is the final board
    assert (out / "turn-0000.png").read_bytes() == board_png(start.state)


def test_replay_draws_in_the_language_asked(tmp_path):
    game = finished_game()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.record()))
    assert main([str(path), str(tmp_path / "fr"), "--lang", "fr"]) == 0
    assert (tmp_path / "fr" / "turn-0000.png").read_bytes() != \
        board_png(Game.replay(game.config, game.seed, game.actions[:2]).state)  # the French labels
    assert (tmp_path / "fr" / "turn-0000.png").read_bytes() == \
        board_png(Game.replay(game.config, game.seed, game.actions[:2]).state, locale="fr")


def test_replay_of_a_broken_record_draws_nothing(tmp_path, capsys):
    record = finished_game().record()
    record["actions"][5] = "place:nowhere"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    out = tmp_path / "pictures"
    assert main([str(path), str(out)]) == 2
    assert json.loads(capsys.readouterr().out)["action_index"] == 5 and not out.exists()


def test_play_draws_the_board_as_each_turn_starts(tmp_path, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))  # the first decision's board, then quit
    out = tmp_path / "pictures"
    assert main(["play", str(out), "--players", "2", "--seed", "3"]) == 0
    game = Game(Config(players=2, names=["Player 1", "Player 2"]), 3)
    assert [p.name for p in out.iterdir()] == ["turn-0001.png"]
    assert (out / "turn-0001.png").read_bytes() == board_png(game.state)


def test_the_terminal_says_where_the_picture_options_went(capsys):
    assert terminal(["replay", "game.json", "--images", "out"]) == 2
    assert "python -m images.tzolkin.replay FILE DIR" in capsys.readouterr().err
    assert terminal(["play", "--images", "out", "--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert "python -m images.tzolkin.replay play DIR" in err and err.startswith("Les images")
