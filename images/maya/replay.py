"""Board pictures of a Maya game, turn after turn (PNG files in DIR):

    python -m images.maya.replay FILE DIR [--lang fr]
        a game record (JSON): turn-NNNN.png the board as the NNNN-th turn starts, and the final board;
    python -m images.maya.replay play DIR [--lang fr] [the options of `python -m maya play`]
        a terminal game, with the board's picture as each turn starts and at the end.

The engine's terminal draws nothing itself (the engine imports no pictures): this module wraps it.
"""
import sys
from pathlib import Path

from images.commands import replay_main
from maya import Game
from maya.__main__ import main as terminal, read_record

from . import board_png


def picture_saver(directory, locale="en"):
    """A saver of `game`'s board as turn-NNNN.png in `directory` (NNNN, the engine's turn number)."""
    path = Path(directory)
    path.mkdir(parents=True, exist_ok=True)

    def save(game):
        (path / f"turn-{game.state.turn_no:04d}.png").write_bytes(board_png(game.state, locale))
    return save


def save_record_pictures(record, directory, locale="en"):
    """The board as every turn of a record starts, and at the end; how many pictures."""
    save = picture_saver(directory, locale)
    game = Game.from_record({**record, "actions": []})
    save(game)
    count = 1
    for action in record["actions"]:
        turn_no = game.state.turn_no
        game.apply(action)
        if game.state.turn_no != turn_no or game.is_over:
            save(game)
            count += 1
    return count


def main(argv=None, out=print):
    return replay_main(argv, out, __doc__, "maya", terminal, read_record, save_record_pictures, picture_saver)


if __name__ == "__main__":
    sys.exit(main())
