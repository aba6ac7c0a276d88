"""kill -9 of a bot process at random moments while simulated players commit decisions.

    python -m drills.kill9 [--kills 100] [--games 4] [--database PATH_OR_URL]

A child process plays random legal moves in a few games through the game service and prints
one line per decision acknowledged to a player (after its commit returned). The drill kills
it with SIGKILL after a random moment, starts it again, and so on. Then every acknowledged
decision must be in the database exactly once, at its place, and every game must replay.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from storage import open_storage
from table.service import plugin_of

from .common import make_service, new_game, random_move, summary

ROOT = Path(__file__).resolve().parent.parent


async def child(database, games, seed):
    """Play forever (until killed): one line `ack GAME INDEX ACTION` per acknowledged decision."""
    store = await open_storage(database)
    service = make_service(store, seed=seed)
    rng = random.Random(seed)
    ids = []
    for g in range(games):
        row = await store.channel_game(1000 + g)
        if row is None or row.status == "lobby":  # a lobby left half made by a kill: start again
            if row is not None:
                await store.set_status(row.id, "abandoned", 0)
            game_id, users = await new_game(service, 1000 + g)
        else:
            game_id, users = row.id, [s.user_id for s in row.seats]
        ids.append((game_id, users))
    print("ready", flush=True)
    while True:
        g = rng.randrange(games)
        game_id, users = ids[g]
        # Where the click goes: decisions that play themselves (a lone option) may follow it.
        index = len(await store.actions(game_id))
        try:
            action, _ = await random_move(service, game_id, users, rng)
        except Exception as err:  # a refusal is fine (nothing acknowledged); anything else is reported
            print(f"refused {game_id} {type(err).__name__}", flush=True)
            continue
        if action is None:  # finished: the channel gets a new game
            ids[g] = await new_game(service, 1000 + g)
            continue
        print(f"ack {game_id} {index} {action}", flush=True)


async def check(database, acks):
    """(acknowledged decisions missing or misplaced, games that do not replay, games)."""
    store = await open_storage(database)
    try:
        wrong, broken, games = 0, 0, set()
        stored = {}
        for game_id, index, action in acks:
            if game_id not in stored:
                stored[game_id] = await store.actions(game_id)
            actions = stored[game_id]
            if index >= len(actions) or actions[index] != action:
                wrong += 1
            games.add(game_id)
        for game_id in games:
            try:
                plugin_of(await store.get_game(game_id)).from_record(await store.record(game_id))
            except Exception:
                broken += 1
        return wrong, broken, len(games)
    finally:
        await store.close()


def run(kills=100, games=4, database=None, seed=1):
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        database = database or str(Path(tmp) / "kill9.sqlite3")
        acks, odd = [], []
        for k in range(kills):
            proc = subprocess.Popen([sys.executable, "-m", "drills.kill9", "--child", "--database", database,
                                     "--games", str(games), "--seed", str(seed * 1000 + k)],
                                    stdout=subprocess.PIPE, text=True, cwd=ROOT)
            ready = proc.stdout.readline()
            if not ready.startswith("ready"):
                proc.kill()
                proc.wait()
                odd.append(f"child did not start: {ready!r}")
                continue
            time.sleep(rng.uniform(0.02, 0.3))  # let it commit some decisions, then kill it mid-flight
            os.kill(proc.pid, signal.SIGKILL)
            out, _ = proc.communicate()
            for line in out.splitlines():
                parts = line.split(" ", 3)
                if parts[0] == "ack" and len(parts) == 4:
                    acks.append((int(parts[1]), int(parts[2]), parts[3]))
                elif parts[0] == "refused" and parts[2] not in ("Refused",):
                    odd.append(line)
            # a line cut by the kill is not an acknowledgement: it never fully reached the player
        wrong, broken, n_games = asyncio.run(check(database, acks))
    ok = wrong == 0 and broken == 0 and not odd and acks
    return ok, {"kills": kills, "acknowledged": len(acks), "missing_or_misplaced": wrong,
                "games": n_games, "not_replaying": broken, "unexpected_errors": len(odd)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--database", default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        asyncio.run(child(args.database, args.games, args.seed))
        return 0
    ok, figures = run(args.kills, args.games, args.database, args.seed)
    print(summary("kill9", ok, **figures))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
