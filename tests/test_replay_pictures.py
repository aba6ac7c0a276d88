"""`python -m tzolkin replay FILE --images DIR`: a board picture after every turn of a recorded game."""
import json
import random

from images import board_png
from tzolkin import Config, Game
from tzolkin.__main__ import main


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
    assert main(["replay", str(path), "--images", str(out)]) == 0
    assert json.loads(capsys.readouterr().out) == game.state.to_json()  # the same final state
    pictures = sorted(p.name for p in out.iterdir())
    start = Game.replay(game.config, game.seed, game.actions[:2])  # both wealth choices made
    turns = game.state.turn_no - start.state.turn_no + 1  # from the first turn to the last, all played out
    assert pictures == [f"turn-{i:04d}.png" for i in range(turns + 1)]
    assert (out / pictures[-1]).read_bytes() == board_png(game.state)  # the last one is the final board
    assert (out / "turn-0000.png").read_bytes() == board_png(start.state)


def test_replay_of_a_broken_record_draws_nothing(tmp_path, capsys):
    record = finished_game().record()
    record["actions"][5] = "place:nowhere"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    out = tmp_path / "pictures"
    assert main(["replay", str(path), "--images", str(out)]) == 1
    assert json.loads(capsys.readouterr().out)["action_index"] == 5 and not out.exists()
