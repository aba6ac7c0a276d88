"""1,000 active games in one process: resident memory, decision commit time, cold load.

    python -m drills.many_games [--games 1000] [--decisions 20000] [--database PATH | URL | postgresql]

Starts the games (two players each) through the game service, then plays random legal
decisions spread over all of them, as players of many servers would. Figures: resident
memory at the end (goal: at most 300 MB), p50/p95 of a decision (service.play: load, engine,
commit) and of the storage commit alone (goal: p95 at most 5 ms on SQLite), and the cold
load of a game 160 decisions long, still being played (nothing kept in memory: the stored
snapshot plus the turn so far).
"""
from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

from storage import open_storage

from .common import current_rss_mb, make_service, ms, new_game, percentile, random_move, rss_mb, summary
from .pgcluster import database_for

RSS_GOAL_MB, COMMIT_P95_GOAL_MS = 300, 5.0


async def run(games=1000, decisions=20000, database=None, seed=1, cold_after=160):
    with tempfile.TemporaryDirectory() as tmp:
        store = await open_storage(database or Path(tmp) / "many.sqlite3")
        try:
            service = make_service(store)
            commits = []
            real_commit = store.commit

            async def timed_commit(*args, **kwargs):
                start = time.perf_counter()
                try:
                    return await real_commit(*args, **kwargs)
                finally:
                    commits.append(time.perf_counter() - start)

            store.commit = timed_commit
            started = time.perf_counter()
            ids = [await new_game(service, 10_000 + g) for g in range(games)]
            setup_s = time.perf_counter() - started
            rng = random.Random(seed)
            plays = []
            commits.clear()
            for _ in range(decisions):
                game_id, users = rng.choice(ids)
                action, took = await random_move(service, game_id, users, rng)
                if action is not None:
                    plays.append(took)
            rss = current_rss_mb()
            # cold load of a long game still being played: nothing kept in memory
            game_id, users = await new_game(service, 9_999)
            for _ in range(cold_after):
                await random_move(service, game_id, users, rng)
            row = await store.get_game(game_id)
            cold = []
            for _ in range(20):
                service.forget(game_id)
                start = time.perf_counter()
                game = await service.load(row)
                service.turn_log(row, game)
                cold.append(time.perf_counter() - start)
            length = len(game.actions)
        finally:
            await store.close()
    return {"games": games, "setup_s": round(setup_s, 1), "decisions": len(plays), "rss_mb": round(rss),
            "peak_rss_mb": round(rss_mb()),
            "decision": f"'{ms(plays)}'", "commit": f"'{ms(commits)}'",
            "cold_load": f"'{ms(cold)} for a game of {length} decisions'"}, rss, commits


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--decisions", type=int, default=20000)
    parser.add_argument("--database", default=None,
                        help="an SQLite file, a postgresql:// URL, or postgresql for a throwaway local cluster "
                             "(default: a temporary SQLite file)")
    args = parser.parse_args(argv)
    with database_for(args.database) as database:
        figures, rss, commits = asyncio.run(run(args.games, args.decisions, database))
    sqlite = args.database is None or not str(args.database).startswith("postgres")
    p95 = percentile(commits, 95) * 1000
    goals = rss <= RSS_GOAL_MB and (p95 <= COMMIT_P95_GOAL_MS or not sqlite)
    figures["goals"] = f"'RSS <= {RSS_GOAL_MB} MB, commit p95 <= {COMMIT_P95_GOAL_MS} ms on SQLite: " \
                       f"{'met' if goals else 'missed'}'"
    print(summary("many_games", True, **figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
