"""Pictures in worker threads or worker processes: throughput, and how much a burst of renders
delays the event loop (that is, every click of every game meanwhile).

    python -m drills.render_pool [--boards 40] [--workers 2]

Renders the same boards (states from seeded random 4-player games) in bursts with each kind of
pool, while a ticker on the event loop asks to wake every 5 ms and records how late it wakes.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import time

import games
from images.pool import Pictures

from .common import ms, summary


def states(count, seed=1, plugin=None):
    """Boards of seeded random 4-player games of the default game."""
    plugin = plugin or games.get()
    out = []
    while len(out) < count:
        game, _ = plugin.rules.new_game([f"P{i}" for i in range(4)], (), seed)
        rng = random.Random(seed)
        while not game.is_over and len(out) < count:
            for _ in range(rng.randint(5, 15)):
                if game.is_over:
                    break
                game.apply(rng.choice(game.legal_actions()))
            out.append(game.state.copy())
        seed += 1
    return out


async def measure(kind, boards, workers):
    plugin = games.get()
    pictures = Pictures(kind=kind, workers=workers, warm=[plugin.pictures["warm_up"]])
    await pictures.warm_up()
    todo = states(boards)
    lags, running = [], True

    async def ticker():
        while running:
            start = time.perf_counter()
            await asyncio.sleep(0.005)
            lags.append(time.perf_counter() - start - 0.005)

    tick = asyncio.create_task(ticker())
    start = time.perf_counter()
    pngs = await asyncio.gather(*(pictures.render(plugin.pictures["board"], s) for s in todo))
    took = time.perf_counter() - start
    running = False
    await tick
    pictures.close()
    ok = all(pngs)
    return ok, took, lags


async def run(boards=40, workers=2):
    results = {}
    for kind in ("thread", "process"):
        results[kind] = await measure(kind, boards, workers)
    return results


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=40)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    results = asyncio.run(run(args.boards, args.workers))
    figures = {}
    for kind, (_ok, took, lags) in results.items():
        figures[kind] = f"'{args.boards / took:.0f} boards/s, loop late {ms(lags)}, max {max(lags) * 1000:.1f} ms'"
    print(summary("render_pool", all(r[0] for r in results.values()), boards=args.boards, workers=args.workers,
                  **figures))


if __name__ == "__main__":
    main()
