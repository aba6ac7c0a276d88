"""kill -9 of a bot process at random moments while simulated players commit decisions.

    python -m drills.kill9 [--kills 100] [--games 4] [--game NAME] [--database PATH_OR_URL]

A child process plays random legal moves in a few games of each registered game (or of `--game`)
through the game service and prints one line per decision acknowledged to a player (after its
commit returned). The drill kills it with SIGKILL after a random moment, starts it again, and so
on. Then every acknowledged decision must be in the database exactly once, at its place, every
game must replay, and a game loaded as a restarted process loads it (its snapshot, else its
record) must be the game its record makes.
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

import games as registry
from storage import open_storage
from table.service import plugin_of

from .common import make_service, new_game, random_move, summary
from .pgcluster import database_for

ROOT = Path(__file__).resolve().parent.parent


async def child(database, games, seed, names):
    """Play forever (until killed): one line `ack GAME INDEX ACTION` per acknowledged decision."""
    store = await open_storage(database)
    service = make_service(store, seed=seed)
    rng = random.Random(seed)
    ids = []  # (game id, users, channel, game name)
    for n, name in enumerate(names):
        for g in range(games):
            channel = 1000 + 100 * n + g
            row = await store.channel_game(channel)
            if row is None or row.status == "lobby":  # a lobby left half made by a kill: start again
                if row is not None:
                    await store.set_status(row.id, "abandoned", 0)
                game_id, users = await new_game(service, channel, game=name)
            else:
                game_id, users = row.id, [s.user_id for s in row.seats]
            ids.append((game_id, users, channel, name))
    print("ready", flush=True)
    while True:
        g = rng.randrange(len(ids))
        game_id, users, channel, name = ids[g]
        # Where the click goes: decisions that play themselves (a lone option) may follow it.
        index = len(await store.actions(game_id))
        try:
            action, _ = await random_move(service, game_id, users, rng)
        except Exception as err:  # a refusal is fine (nothing acknowledged); anything else is reported
            print(f"refused {game_id} {type(err).__name__}", flush=True)
            continue
        if action is None:  # finished: the channel gets a new game
            ids[g] = (*await new_game(service, channel, game=name), channel, name)
            continue
        print(f"ack {game_id} {index} {action}", flush=True)


async def check(database, acks):
    """({game name: [acknowledged, missing or misplaced, games, games that do not replay or load
    other than their record]})."""
    store = await open_storage(database)
    try:
        per_game = {}
        stored, rows = {}, {}
        for game_id, index, action in acks:
            if game_id not in stored:
                stored[game_id] = await store.actions(game_id)
                rows[game_id] = await store.get_game(game_id)
            figures = per_game.setdefault(rows[game_id].game, [0, 0, set(), 0])
            actions = stored[game_id]
            figures[0] += 1
            if index >= len(actions) or actions[index] != action:
                figures[1] += 1
            figures[2].add(game_id)
        for game_id, row in rows.items():
            try:
                truth = plugin_of(row).rules.from_record(await store.record(game_id))
                loaded = await make_service(store).load(await store.get_game(game_id))
                same = plugin_of(row).rules.replay_same(loaded, truth)
            except Exception:  # noqa: BLE001  what the drill counts
                same = False
            per_game[row.game][3] += not same
        return {name: [a, w, len(g), b] for name, (a, w, g, b) in per_game.items()}
    finally:
        await store.close()


def run(kills=100, games=4, database=None, seed=1, names=None):
    names = names or registry.names()
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        database = database or str(Path(tmp) / "kill9.sqlite3")
        acks, odd = [], []
        for k in range(kills):
            proc = subprocess.Popen([sys.executable, "-m", "drills.kill9", "--child", "--database", database,
                                     "--games", str(games), "--seed", str(seed * 1000 + k),
                                     "--game", ",".join(names)],
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
        per_game = asyncio.run(check(database, acks))
    totals = [sum(f[i] for f in per_game.values()) for i in range(4)]
    ok = totals[1] == 0 and totals[3] == 0 and not odd and totals[0] > 0
    figures = {"kills": kills, "acknowledged": totals[0], "missing_or_misplaced": totals[1], "games": totals[2],
               "not_replaying": totals[3], "unexpected_errors": len(odd)}
    for name in names:
        acked, wrong, n_games, broken = per_game.get(name, [0, 0, 0, 0])
        figures[name] = f"{acked}/{wrong}/{n_games}/{broken}"  # acknowledged/missing/games/not replaying
    return ok, figures


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--games", type=int, default=4, help="games at once of each game")
    parser.add_argument("--database", default=None,
                        help="an SQLite file, a postgresql:// URL, or postgresql for a throwaway local cluster")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default=None,
                        help="registered games to play, comma-separated (every game by default)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    names = args.game.split(",") if args.game else None
    if args.child:
        asyncio.run(child(args.database, args.games, args.seed, names))
        return 0
    with database_for(args.database) as database:
        ok, figures = run(args.kills, args.games, database, args.seed, names)
    print(summary("kill9", ok, **figures))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
