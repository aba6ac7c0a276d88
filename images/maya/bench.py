"""`python -m images.maya.bench [GAMES]`: the live board's render + encode time over whole games.

Plays seeded random 4-player games and draws the phone board at the start of every turn, as the
table does; prints the first (cold) picture, then the median, 95th percentile and maximum of the
rest in CPU milliseconds (the machine is shared: wall time would measure the neighbours), and the
largest file.
"""
import sys

from images.commands import bench_games, board_figures, ms_of
from maya import Config, Game

from . import board_png, palette


def main(argv=None):
    games, warm = bench_games(argv, prog="images.maya.bench", doc=__doc__), ms_of(palette)
    f = board_figures(games, lambda seed: Game(Config(4), seed), board_png)
    print(f"palette {warm:.0f} ms; first board {f['first']:.1f} ms (static art and sprites drawn)")
    print(f"{f['count']} boards: median {f['median']:.1f} ms, 95% {f['p95']:.1f} ms, "
          f"max {f['max']:.1f} ms (CPU, render + PNG); largest {f['largest_kb']:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
