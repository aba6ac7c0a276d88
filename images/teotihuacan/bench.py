"""`python -m images.teotihuacan.bench [GAMES]`: the live board's render time over whole games.

Plays seeded 4-player games of `normal` bots (and one against Teotibot) and draws the live board
(3 pictures, encoded to PNG) as each turn begins, as the table does; prints the median, the 95th
percentile and the maximum in milliseconds of CPU (time.process_time, which other programs on the
machine hardly move), the largest set of pictures, and the goal (median 50 ms or less).
"""
import sys
import time

from images.commands import bench_games, ms_of, spread
from teotihuacan.bots import choose_secret, make_bot

from . import live_pngs, palette
from .samples import game

GOAL_MS = 50


def boards(players, seed, locale="en"):
    """(ms, bytes) of the live board at the start of every turn of one game."""
    g = game(players, seed)
    bots = {}
    out, last = [], None
    while not g.is_over:
        if g.secret_phase():
            for seat in range(g.state.n_players):
                for action in choose_secret(g, seat, "normal", seed):
                    g.apply(action)
            continue
        if g.state.turn_no != last:
            last = g.state.turn_no
            start = time.process_time()
            pngs = live_pngs(g.state, locale)
            out.append(((time.process_time() - start) * 1000, sum(len(p) for p in pngs)))
        seat = g.current_player
        g.apply(bots.setdefault(seat, make_bot("normal", seed * 10 + seat)).choose(g))
    return out


def main(argv=None):
    games, warm = bench_games(argv, prog="images.teotihuacan.bench", doc=__doc__), ms_of(palette)
    runs = []
    for seed in range(games):
        runs += boards(4, seed + 1)
    runs += boards(1, 1)
    times = [ms for ms, _ in runs]
    median, p95, most = spread(times)
    print(f"palette (once per process) {warm:.0f} ms of CPU")
    print(f"{len(times)} live boards (3 pictures each, {games} games at 4 players and one against Teotibot): "
          f"median {median:.1f} ms, 95% {p95:.1f} ms, max {most:.1f} ms of CPU; "
          f"largest {max(b for _, b in runs) / 1024:.0f} KB (goal: median {GOAL_MS} ms or less)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
