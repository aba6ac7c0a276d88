"""Board pictures of a game, turn after turn (PNG files in DIR):

    python -m images.tzolkin.replay FILE DIR [--lang fr]
        a game record (JSON): turn-0000.png is the board once the starting wealth is revealed,
        turn-NNNN.png the board after the NNNN-th turn (the last one is the final board);
    python -m images.tzolkin.replay play DIR [--lang fr] [the options of `python -m tzolkin play`]
        a terminal game, with the board's picture as each turn starts (turn-NNNN.png, NNNN the
        engine's turn number) and at the end.
"""
import sys
from pathlib import Path

from images.commands import replay_main
from tzolkin import Game
from tzolkin.__main__ import main as terminal, read_record

from .render import save_turn_picture


def save_record_pictures(record, directory, locale="en"):
    """The board after every turn of a record that replays (see the module's help); how many."""
    path = Path(directory)
    path.mkdir(parents=True, exist_ok=True)
    game = Game.from_record({**record, "actions": []})
    turns = 0
    for action in record["actions"]:
        phase, turn_no = game.state.phase, game.state.turn_no
        game.apply(action)
        if phase == "wealth" and game.state.phase != "wealth":
            save_turn_picture(game.state, path / "turn-0000.png", locale)
        elif phase != "wealth" and (game.state.turn_no != turn_no or game.is_over):
            turns += 1
            save_turn_picture(game.state, path / f"turn-{turns:04d}.png", locale)
    return turns + 1


def picture_saver(directory, locale="en"):
    """A terminal game's `on_turn`: the board as each turn starts."""
    path = Path(directory)
    path.mkdir(parents=True, exist_ok=True)
    return lambda game: save_turn_picture(game.state, path / f"turn-{game.state.turn_no:04d}.png", locale)


def main(argv=None, out=print):
    return replay_main(argv, out, __doc__, "tzolkin", terminal, read_record, save_record_pictures, picture_saver)


if __name__ == "__main__":
    sys.exit(main())
