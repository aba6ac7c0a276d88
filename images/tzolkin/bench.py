"""`python -m images.tzolkin.bench [GAMES]`: board render + encode time over whole games.

Plays seeded random 4-player games and renders the board at the start of every turn,
as the bot does; prints the first (cold) picture, then median, 95th percentile and
maximum of the rest, and the largest file.
"""
import sys
import time

from images.commands import spread, turn_boards
from tzolkin import Config, Game

from . import render


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    games = int(argv[0]) if argv else 3
    start = time.perf_counter()
    render.warm_up()
    warm = (time.perf_counter() - start) * 1000
    boards = turn_boards(games, lambda seed: Game(Config(players=4), seed),
                         lambda state: render.encode(render.render_board(state)), clock=time.perf_counter)
    first, times = boards[0][0], [ms for ms, _ in boards[1:]]
    median, p95, most = spread(times)
    print(f"warm-up (palette, static art) {warm:.0f} ms; first board {first:.1f} ms")
    print(f"{len(times)} boards: median {median:.1f} ms, 95% {p95:.1f} ms, "
          f"max {most:.1f} ms; largest {max(size for _, size in boards) / 1024:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
