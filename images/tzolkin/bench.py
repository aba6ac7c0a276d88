"""`python -m images.tzolkin.bench [GAMES]`: board render + encode time over whole games.

Plays seeded random 4-player games and renders the board at the start of every turn,
as the bot does; prints the first (cold) picture, then median, 95th percentile and
maximum of the rest, and the largest file.
"""
import random
import statistics
import sys
import time

from tzolkin import Config, Game

from . import render


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    games = int(argv[0]) if argv else 3
    start = time.perf_counter()
    render.warm_up()
    warm = (time.perf_counter() - start) * 1000
    times, sizes = [], []
    first = None
    for seed in range(games):
        game = Game(Config(players=4), seed)
        rng = random.Random(seed)
        last = None
        while not game.is_over:
            if game.state.turn_no != last:
                last = game.state.turn_no
                t0 = time.perf_counter()
                data = render.encode(render.render_board(game.state))
                ms = (time.perf_counter() - t0) * 1000
                if first is None:
                    first = ms
                else:
                    times.append(ms)
                sizes.append(len(data))
            game.apply(rng.choice(game.legal_actions()))
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"warm-up (palette, static art) {warm:.0f} ms; first board {first:.1f} ms")
    print(f"{len(times)} boards: median {statistics.median(times):.1f} ms, 95% {p95:.1f} ms, "
          f"max {times[-1]:.1f} ms; largest {max(sizes) / 1024:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
