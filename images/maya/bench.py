"""`python -m images.maya.bench [GAMES]`: the live board's render + encode time over whole games.

Plays seeded random 4-player games and draws the phone board at the start of every turn, as the
table does; prints the first (cold) picture, then the median, 95th percentile and maximum of the
rest in CPU milliseconds (the machine is shared: wall time would measure the neighbours), and the
largest file.
"""
import random
import statistics
import sys
import time

from maya import Config, Game

from . import board_png, palette


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    games = int(argv[0]) if argv else 3
    start = time.process_time()
    palette()
    warm = (time.process_time() - start) * 1000
    times, sizes, first = [], [], None
    for seed in range(games):
        game = Game(Config(4), seed)
        rng = random.Random(seed)
        last = None
        while not game.is_over:
            if game.state.turn_no != last:
                last = game.state.turn_no
                t0 = time.process_time()
                data = board_png(game.state)
                ms = (time.process_time() - t0) * 1000
                if first is None:
                    first = ms
                else:
                    times.append(ms)
                sizes.append(len(data))
            game.apply(rng.choice(game.legal_actions()))
    times.sort()
    print(f"palette {warm:.0f} ms; first board {first:.1f} ms (static art and sprites drawn)")
    print(f"{len(times)} boards: median {statistics.median(times):.1f} ms, 95% {times[int(0.95 * (len(times) - 1))]:.1f} ms, "
          f"max {times[-1]:.1f} ms (CPU, render + PNG); largest {max(sizes) / 1024:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
