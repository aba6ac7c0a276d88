"""`python -m images.tzolkin.bench [GAMES]`: board render + encode time over whole games.

Plays seeded random 4-player games and renders the board at the start of every turn,
as the bot does; prints the first (cold) picture, then median, 95th percentile and
maximum of the rest, and the largest file.
"""
import sys
import time

from images.commands import bench_games, board_figures, ms_of
from tzolkin import Config, Game

from . import render


def main(argv=None):
    games = bench_games(argv, prog="images.tzolkin.bench", doc=__doc__)
    warm = ms_of(render.warm_up, clock=time.perf_counter)
    f = board_figures(games, lambda seed: Game(Config(players=4), seed),
                      lambda state: render.encode(render.render_board(state)), clock=time.perf_counter)
    print(f"warm-up (palette, static art) {warm:.0f} ms; first board {f['first']:.1f} ms")
    print(f"{f['count']} boards: median {f['median']:.1f} ms, 95% {f['p95']:.1f} ms, "
          f"max {f['max']:.1f} ms; largest {f['largest_kb']:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
