"""How long one decision takes (service.play: load, engine, commit) early and late in a game.

    python -m drills.decision_cost [--games 3] [--database PATH] [--synchronous normal|full]

Plays whole two-player games with random legal moves through the game service on SQLite and
prints p50/p95 of the first and the last fifth of the decisions.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
from pathlib import Path

from storage import Storage

from .common import make_service, ms, new_game, random_move, summary


async def run(games=3, database=None, synchronous="normal"):
    with tempfile.TemporaryDirectory() as tmp:
        store = await Storage.open(database or Path(tmp) / "cost.sqlite3", synchronous=synchronous)
        try:
            service = make_service(store)
            early, late = [], []
            for g in range(games):
                game_id, users = await new_game(service, channel=100 + g)
                rng = random.Random(g)
                times = []
                while True:
                    action, took = await random_move(service, game_id, users, rng)
                    if action is None:
                        break
                    times.append(took)
                fifth = max(1, len(times) // 5)
                early += times[:fifth]
                late += times[-fifth:]
        finally:
            await store.close()
    return early, late


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--database", default=None)
    parser.add_argument("--synchronous", default="normal", choices=("normal", "full"))
    args = parser.parse_args(argv)
    early, late = asyncio.run(run(args.games, args.database, args.synchronous))
    print(summary("decision_cost", True, games=args.games, early=f"'{ms(early)}'", late=f"'{ms(late)}'"))


if __name__ == "__main__":
    main()
