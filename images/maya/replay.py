"""Board pictures of a Maya game, turn after turn (PNG files in DIR):

    python -m images.maya.replay FILE DIR [--lang fr]
        a game record (JSON): turn-NNNN.png the board as the NNNN-th turn starts, and the final board;
    python -m images.maya.replay play DIR [--lang fr] [the options of `python -m maya play`]
        a terminal game, with the board's picture as each turn starts and at the end.

The engine's terminal draws nothing itself (the engine imports no pictures): this module wraps it.
"""
import argparse
import sys
from pathlib import Path

import i18n
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
    parser = argparse.ArgumentParser(prog="python -m images.maya.replay", description=__doc__.split("\n")[0],
                                     epilog="play: any other option goes to `python -m maya play`")
    parser.add_argument("source", metavar="FILE|play", help="a game record (JSON), or 'play' for a terminal game")
    parser.add_argument("directory", metavar="DIR", help="where the pictures go")
    parser.add_argument("--lang", choices=i18n.LOCALES, default="en", help="language of the pictures (and game)")
    args, rest = parser.parse_known_args(argv)
    if args.source == "play":
        return terminal(["play", "--lang", args.lang, *rest], on_turn=picture_saver(args.directory, args.lang))
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    record, game = read_record(args.source, out)
    if record is None:
        return game  # what is wrong was printed; nothing is drawn
    out(f"{save_record_pictures(record, args.directory, args.lang)} pictures in {args.directory}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
