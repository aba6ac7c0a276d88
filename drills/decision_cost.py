"""How long one decision takes (service.play: load, engine, commit) early and late in a game,
with the game held in memory and cold (a game no process holds: the stored snapshot and the turn
so far, as after a restart or when another process played last).

    python -m drills.decision_cost [--games 3] [--game NAME] [--players 2] [--options all]
                                   [--database PATH | URL | postgresql] [--synchronous normal|full]

Plays whole games (two players unless `--players`; `--options` switches the lobby's options on,
a comma-separated list or `all`) with random legal moves through the game service on SQLite (or
PostgreSQL: a URL, or `postgresql` for a throwaway local cluster), every
other decision cold (the game dropped from memory just before). Prints p50/p95 of the first and
the last fifth of the decisions, both ways, in wall time and in CPU time of this process
(`time.process_time`, which other programs hardly move).
"""
from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

import games
from storage import open_storage

from .common import make_service, ms, new_game, summary


async def timed_play(service, game_id, user, rev, action):
    wall, cpu = time.perf_counter(), time.process_time()
    await service.play(game_id, rev, user, action)
    return time.perf_counter() - wall, time.process_time() - cpu


async def run(games=3, database=None, synchronous="normal", players=2, options=(), name=None):
    """{(kind, part): [seconds]}: kind warm/cold (wall) and warm_cpu/cold_cpu, part early/late."""
    out = {(kind, part): [] for kind in ("warm", "cold", "warm_cpu", "cold_cpu") for part in ("early", "late")}
    with tempfile.TemporaryDirectory() as tmp:
        store = await open_storage(database or Path(tmp) / "cost.sqlite3", synchronous=synchronous)
        try:
            service = make_service(store)
            for g in range(games):
                game_id, users = await new_game(service, channel=100 + g, players=players, options=options, game=name)
                rng = random.Random(g)
                times = []
                while True:
                    row = await store.get_game(game_id)
                    game = await service.load(row)
                    if game.is_over:
                        break
                    # Every other decision is cold: the game is dropped from memory just before,
                    # as if another process had played last or the bot had restarted.
                    cold = len(times) % 2 == 1
                    if cold:
                        service.forget(game_id)
                    took = await timed_play(service, game_id, users[game.current_player], row.rev,
                                            str(rng.choice(game.legal_actions())))
                    times.append((cold, took))
                fifth = max(2, len(times) // 5)
                for part, chunk in (("early", times[:fifth]), ("late", times[-fifth:])):
                    for cold, (wall, cpu) in chunk:
                        kind = "cold" if cold else "warm"
                        out[kind, part].append(wall)
                        out[f"{kind}_cpu", part].append(cpu)
        finally:
            await store.close()
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--database", default=None)
    parser.add_argument("--synchronous", default="normal", choices=("normal", "full"))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--options", default="", help="the lobby's options, comma-separated, or all")
    parser.add_argument("--game", default=None, help="a registered game (the first one by default)")
    args = parser.parse_args(argv)
    options = [x for x in args.options.split(",") if x]
    if options == ["all"]:
        options = list(games.get(args.game).options)
    database, cluster = args.database, None
    if database == "postgresql":  # a throwaway local cluster (no disk flushes: a comparison only)
        from .pgcluster import MISSING, Cluster, server_binaries
        if server_binaries() is None:
            print(summary("decision_cost", True, skipped=f"'{MISSING}'"))
            return
        cluster = Cluster(server_binaries()).start()
        database = asyncio.run(cluster.new_database())
    try:
        t = asyncio.run(run(args.games, database, args.synchronous, args.players, options, args.game))
    finally:
        if cluster is not None:
            cluster.stop()
    print(summary("decision_cost", True, database="postgresql" if cluster or str(database).startswith("postgres")
                  else "sqlite", game=games.get(args.game).name, games=args.games, players=args.players,
                  options=",".join(options) or "-",
                  early=f"'{ms(t['warm', 'early'])}'",
                  late=f"'{ms(t['warm', 'late'])}'", cold_early=f"'{ms(t['cold', 'early'])}'",
                  cold_late=f"'{ms(t['cold', 'late'])}'", late_cpu=f"'{ms(t['warm_cpu', 'late'])}'",
                  cold_late_cpu=f"'{ms(t['cold_cpu', 'late'])}'"))


if __name__ == "__main__":
    main()
