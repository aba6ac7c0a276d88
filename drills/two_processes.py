"""Two bot processes on one PostgreSQL database taking overlapping clicks for the same games.

    python -m drills.two_processes [--attempts 4000] [--games 8] [--game NAME] [--database URL]

Without --database, a throwaway PostgreSQL cluster is started (and removed) as the tests do. The
games are spread over every registered game (or are all of `--game`).
Each process makes clicks on the same games at once: fresh ones (the current revision and a
legal move, often the same move the other process sends), stale ones (an old revision),
duplicates (its own last click again) and malformed ones. Then: exactly the valid clicks
applied (at most one per revision, never a stale, duplicate or malformed one), the stored
decisions are exactly the applied clicks (each with the decisions that then played
themselves) in revision order, and each game's state equals a
serial replay of its record in both processes.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import subprocess
import sys
import time
from pathlib import Path

import games as registry
from table.service import Refused, plugin_of
from storage import open_storage

from .common import make_service, new_game, summary

ROOT = Path(__file__).resolve().parent.parent
KINDS = ("fresh", "fresh", "fresh", "stale", "duplicate", "malformed")
# No game reads these as one of its moves.
MALFORMED = ["act:3.0", "keep:8.0:18", "place:atlantis", "::", "end:end:end:end", "x" * 300, "3.5", "at:Z99:0"]


async def child(database, game_ids, attempts, seed, start_at):
    """Make `attempts` clicks; print one JSON line per click with what happened."""
    store = await open_storage(database)
    service = make_service(store, seed=seed)
    rng = random.Random(seed)
    move_rng = random.Random(0)  # both processes often pick the same move for the same state
    game_rng = random.Random(0)  # and the same game at about the same moment
    last = {}
    while time.time() < start_at:  # start together, so that the clicks overlap
        await asyncio.sleep(0.001)
    for _ in range(attempts):
        game_id = game_rng.choice(game_ids)
        row = await store.get_game(game_id)
        if row.status != "playing":
            continue
        kind = rng.choice(KINDS)
        if kind == "duplicate" and game_id not in last:
            kind = "fresh"
        try:
            game = await service.load(row)
        except Refused:  # changed by the other process between two reads: not a click
            continue
        user = row.seats[game.current_player].user_id
        move_rng.seed(f"{game_id}:{row.rev}:{rng.random() < 0.7}")
        action, rev = str(move_rng.choice(game.legal_actions())), row.rev
        if kind == "stale":
            rev = row.rev - rng.randint(1, 3)
        elif kind == "duplicate" and game_id in last:
            rev, action, user = last[game_id]
        elif kind == "malformed":
            action = rng.choice(MALFORMED)
        stored = []  # the click and the decisions that then played themselves (a lone option)
        try:
            outcome = await service.play(game_id, rev, user, action)
            result = "applied"
            last[game_id] = (rev, action, user)
            stored = [str(a) for a in outcome.game.actions[len(game.actions):]]
        except Refused as refused:
            result = refused.key
        print(json.dumps([game_id, kind, rev, action, result, stored]), flush=True)
    await store.close()


async def setup(database, games, names):
    """`games` games of four players, spread over the games named (in turn)."""
    store = await open_storage(database)
    service = make_service(store)
    ids = []
    for g in range(games):
        name = names[g % len(names)]
        players = min(4, registry.get(name).max_players)
        ids.append((await new_game(service, 500 + g, players=players, game=name))[0])
    start_revs = {g: (await store.get_game(g)).rev for g in ids}
    start_actions = {g: await store.actions(g) for g in ids}
    await store.close()
    return ids, start_revs, start_actions


async def verify(database, clicks, start_revs, start_actions):
    store = await open_storage(database)
    problems = []
    try:
        for game_id in start_revs:
            applied = sorted((c for c in clicks if c[0] == game_id and c[4] == "applied"), key=lambda c: c[2])
            revs = [c[2] for c in applied]
            if len(set(revs)) != len(revs):
                problems.append(f"game {game_id}: two clicks applied on one revision")
            if any(c[1] != "fresh" for c in applied):
                problems.append(f"game {game_id}: a stale, duplicate or malformed click applied")
            record = await store.record(game_id)
            if (record["actions"] != start_actions[game_id] + [a for c in applied for a in c[5]]
                    or any(c[5][:1] != [c[3]] for c in applied)):
                problems.append(f"game {game_id}: the stored decisions are not the applied clicks")
            serial = plugin_of(await store.get_game(game_id)).rules.from_record(record)
            for _ in range(2):  # as each process would load it
                service = make_service(store)
                loaded = await service.load(await store.get_game(game_id))
                if loaded.state != serial.state:
                    problems.append(f"game {game_id}: state differs from a serial replay")
        for c in clicks:
            if c[1] == "fresh" and c[4] not in ("applied", "stale"):
                problems.append(f"a valid click was refused as {c[4]}")
            if c[1] == "malformed" and c[4] not in ("illegal", "stale"):
                problems.append(f"a malformed click gave {c[4]}")
    finally:
        await store.close()
    return problems


def run(attempts=4000, games=8, database=None, names=None):
    names = names or registry.names()
    cluster = None
    if database is None:
        from .pgcluster import MISSING, Cluster, server_binaries
        bin_dir = server_binaries()
        if bin_dir is None:
            return None, {"skipped": f"'{MISSING}'"}
        cluster = Cluster(bin_dir).start()
        database = asyncio.run(cluster.new_database())
    try:
        ids, start_revs, start_actions = asyncio.run(setup(database, games, names))
        start_at = time.time() + 1.5
        procs = [subprocess.Popen([sys.executable, "-m", "drills.two_processes", "--child", "--database", database,
                                   "--games", ",".join(map(str, ids)), "--attempts", str(attempts // 2),
                                   "--seed", str(n + 1), "--start-at", str(start_at)],
                                  stdout=subprocess.PIPE, text=True, cwd=ROOT) for n in range(2)]
        clicks = []
        for proc in procs:
            out, _ = proc.communicate(timeout=1800)
            clicks += [json.loads(line) for line in out.splitlines() if line.startswith("[")]
        problems = asyncio.run(verify(database, clicks, start_revs, start_actions))
    finally:
        if cluster is not None:
            cluster.stop()
    count = {k: sum(1 for c in clicks if c[1] == k) for k in ("fresh", "stale", "duplicate", "malformed")}
    applied = sum(1 for c in clicks if c[4] == "applied")
    lost_races = sum(1 for c in clicks if c[1] == "fresh" and c[4] == "stale")
    ok = not problems and applied > 0 and all(p.returncode == 0 for p in procs)
    kind_of = {game_id: names[g % len(names)] for g, game_id in enumerate(ids)}
    per_game = {name: sum(1 for c in clicks if c[4] == "applied" and kind_of[c[0]] == name) for name in names}
    return ok, {"attempts": len(clicks), **count, "applied": applied, "fresh_lost_race": lost_races,
                "problems": len(problems), "applied_per_game": "'" + ", ".join(f"{n} {k}" for n, k in per_game.items())
                + "'"} | ({"first_problem": f"'{problems[0]}'"} if problems else {})


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--attempts", type=int, default=4000)
    parser.add_argument("--games", default="8")
    parser.add_argument("--database", default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--start-at", type=float, default=0)
    parser.add_argument("--game", default=None, help="registered games, comma-separated (every game by default)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        asyncio.run(child(args.database, [int(g) for g in args.games.split(",")], args.attempts, args.seed,
                          args.start_at))
        return 0
    ok, figures = run(args.attempts, int(args.games), args.database, args.game.split(",") if args.game else None)
    if ok is None:
        print(summary("two_processes", True, **figures).replace("OK", "SKIPPED"))
        return 0
    print(summary("two_processes", ok, **figures))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
