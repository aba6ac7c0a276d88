"""How many readers the games' web pages serve from one process, and whether the bot stays as
quick to answer a click while they do.

    python -m drills.web_load [--database sqlite|postgresql|PATH|URL] [--viewers 200] [--games 50]
                              [--seconds 15] [--clicks]

Games of the default game are played through the table to their middle, then one `python -m web`
process serves them (its own picture workers, as configured by default) while this process runs
the readers. Each reader does what an open game page does: it fetches the page and its board, then
holds the game's event stream open and, each time a turn is confirmed (one a second through the
table, in a game at random: pictures are drawn anew), fetches the page and the new board again, now
and then the replay's JSON and last steps too (a 304 for what it has already). Two runs:
`--viewers` readers of one game, then the same readers spread over `--games` games. Printed:
requests per second and the p50 / p95 of a request.

`--clicks` then measures the bot's side with its web pages served in its own event loop (as
TABLE_WEB_PORT runs them), without and with `--viewers` readers on them (from another process): a
decision through the table (what a click waits for before its first answer) and how late a timer
on the loop wakes; drills.click_latency gives the whole click through the simulated Discord.
`--database postgresql` starts a throwaway local cluster (drills/pgcluster.py).
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import games

from .common import make_service, ms, new_game, random_move

SECRET = "a-secret-for-the-load-drill-only-0123456789"
ROOT = Path(__file__).resolve().parent.parent


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def prepare(database, count, seed=1, decisions=60):
    """`count` games of the default game, two players, `decisions` random decisions each."""
    from cogs.render import public_lines
    from storage import open_storage
    storage = await open_storage(database)
    service = make_service(storage, seed=seed, formatter=public_lines)
    rng = random.Random(seed)
    made = []
    for channel in range(count):
        game_id, users = await new_game(service, 1000 + channel)
        for _ in range(decisions):
            await random_move(service, game_id, users, rng)
        made.append((game_id, users))
    return storage, service, made


async def confirm_turns(service, made, rng, stop, every=1.0):
    """A whole turn confirmed through the table every `every` seconds, in a game at random."""
    plugin = games.get()
    while not stop.is_set():
        game_id, users = rng.choice(made)
        row = await service.storage.get_game(game_id)
        game = await service.load(row)
        turn = plugin.rules.turn_no(game)
        for _ in range(50):
            game = await service.load(await service.storage.get_game(game_id))
            if game.is_over or plugin.rules.turn_no(game) != turn:
                break
            await random_move(service, game_id, users, rng)
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(stop.wait(), every)


async def readers(address, game_paths, viewers, seconds, rng_seed=1, stop=None):
    """`viewers` readers, each of one game (round-robin), for `seconds` (or until `stop` is set):
    (requests, latencies, errors)."""
    import aiohttp
    latencies, errors = [], []
    deadline = time.monotonic() + seconds
    stop = stop or asyncio.Event()
    connector = aiohttp.TCPConnector(limit=0)

    async def one(session, path, tags):
        headers = {"If-None-Match": tags[path]} if path in tags else {}
        start = time.perf_counter()
        body = None
        try:
            async with session.get(path, headers=headers, timeout=aiohttp.ClientTimeout(total=60)) as response:
                body = await response.read()
                if response.status not in (200, 304):
                    errors.append(response.status)
                elif "ETag" in response.headers:
                    tags[path] = response.headers["ETag"]
        except (TimeoutError, aiohttp.ClientError) as err:
            errors.append(type(err).__name__)
        latencies.append(time.perf_counter() - start)
        return body

    async def reader(session, base, rng):
        """What an open game page does: it loads the page and its board, then holds the game's event
        stream open and, each time a turn is confirmed, fetches the page and the new board; now and
        then its reader also looks at the replay's last steps."""
        tags, steps = {}, 1

        async def look():
            nonlocal steps
            await one(session, base, tags)
            await one(session, base + "board.png?lang=en", tags)
            if rng.random() < 0.2:
                replay = await one(session, base + "replay.json?lang=en", tags)
                if replay:  # a 304 keeps the count of steps it had
                    steps = max(1, replay.count(b'"board"'))
                await one(session, base + f"step-{max(0, steps - 1 - rng.randrange(3))}.png?lang=en", tags)
        while time.monotonic() < deadline and not stop.is_set():  # a game not started yet is a 404 until it is
            try:
                async with session.get(base + "state.json") as response:
                    if response.status == 200:
                        break
            except aiohttp.ClientError:
                pass
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), 1.0)
        await look()
        try:
            async with session.get(base + "events", timeout=aiohttp.ClientTimeout(total=None)) as response:
                seen = 0
                while time.monotonic() < deadline and not stop.is_set():
                    try:
                        line = await asyncio.wait_for(response.content.readline(), 1.0)
                    except TimeoutError:
                        continue
                    if not line:
                        break
                    if line.startswith(b"data:"):
                        seen += 1
                        if seen > 1:  # the first tells the version the page has already
                            await asyncio.sleep(rng.uniform(0, 2))  # as the page's script spreads them
                            await look()
        except aiohttp.ClientError as err:
            errors.append(type(err).__name__)

    async with aiohttp.ClientSession(address, connector=connector) as session:
        tasks = [reader(session, game_paths[i % len(game_paths)], random.Random(rng_seed + i)) for i in range(viewers)]
        await asyncio.gather(*tasks)
    return len(latencies), latencies, errors


@contextlib.contextmanager
def web_process(database, port):
    env = {**os.environ, "TABLE_WEB_SECRET": SECRET, "TABLE_DATABASE": str(database), "TABLE_LOG_LEVEL": "WARNING",
           "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-m", "web", "--port", str(port), "--env-file", os.devnull],
                               cwd=ROOT, env=env)
    try:
        yield process
    finally:
        process.terminate()
        process.wait(30)


async def answered(address, seconds=60):
    import aiohttp
    for _ in range(int(seconds * 10)):
        try:
            async with aiohttp.ClientSession(address) as session, session.get("/healthz") as response:
                if response.status == 200:
                    return True
        except aiohttp.ClientError:
            pass
        await asyncio.sleep(0.1)
    return False


def figures(count, latencies, errors, seconds):
    return (f"{count / seconds:.0f} requests/s, a request {ms(latencies)}, "
            f"{len(errors)} errors{' ' + str(sorted(set(map(str, errors)))[:3]) if errors else ''}")


async def pages_under_load(database, viewers, many, seconds, seed=1):
    from table import links
    storage, service, made = await prepare(database, max(many, 1), seed)
    port = free_port()
    address = f"http://127.0.0.1:{port}"
    lines = []
    try:
        with web_process(database, port):
            if not await answered(address):
                raise RuntimeError("python -m web did not start")
            paths = [links.path(SECRET, game_id) for game_id, _ in made]
            # The picture workers started, every game's board drawn once: what a long-running process has.
            await readers(address, paths[:many], min(viewers, many), 4)
            for label, shown in ((f"{viewers} readers of one game", paths[:1]),
                                 (f"{viewers} readers of {many} games", paths[:many])):
                stop = asyncio.Event()
                moved = [m for m in made if links.path(SECRET, m[0]) in shown]
                mover = asyncio.create_task(confirm_turns(service, moved, random.Random(seed), stop))
                started = time.monotonic()
                count, latencies, errors = await readers(address, shown, viewers, seconds)
                stop.set()
                await mover
                lines.append(f"{label}: {figures(count, latencies, errors, time.monotonic() - started)}")
    finally:
        await storage.close()
    return lines


async def clicks(database, viewers, seconds):
    """The bot's side with its web pages in its own process and event loop (as TABLE_WEB_PORT runs
    them), without and with `viewers` readers on them (from another process): how long a decision
    takes through the table (what a click waits for before its first answer), and how late a 5 ms
    timer on the loop wakes. (The simulated Discord of drills.click_latency waits for every task and
    thread of the process to settle after each click, so it cannot run beside an open event stream.)"""
    from images.pool import Pictures
    from web import WebServer, links
    from web.view import Viewer
    storage, service, made = await prepare(database, 1, seed=5, decisions=20)
    pictures = Pictures(kind="process", workers=2, warm=Viewer.warm_ups())
    server = await WebServer(storage, pictures, SECRET, port=0, service=service).start()
    game_id, users = made[0]
    out = []
    try:
        await readers(server.address, [links.path(SECRET, game_id)], 2, 2)  # the workers started
        for label, load in (("without readers", False), (f"with {viewers} readers", True)):
            hammer = None
            if load:
                hammer = subprocess.Popen([sys.executable, "-m", "drills.web_load", "--hammer",
                                           server.address + links.path(SECRET, game_id), "--viewers", str(viewers),
                                           "--seconds", str(seconds * 3)], cwd=ROOT,
                                          env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.PIPE,
                                          text=True)
                await asyncio.sleep(4)  # the readers have their pages open
            late, decisions, cpu = [], [], []
            stop = time.monotonic() + seconds
            rng = random.Random(3)

            async def ticker(stop=stop, late=late):
                while time.monotonic() < stop:
                    start = time.perf_counter()
                    await asyncio.sleep(0.005)
                    late.append(time.perf_counter() - start - 0.005)
            ticking = asyncio.create_task(ticker())
            while time.monotonic() < stop:
                wall, proc = time.perf_counter(), time.process_time()
                action, _ = await random_move(service, game_id, users, rng)
                if action is None:  # the game ended: another one
                    storage_game = await new_game(service, 5000 + len(decisions))
                    game_id, users = storage_game
                    continue
                decisions.append(time.perf_counter() - wall)
                cpu.append(time.process_time() - proc)
                await asyncio.sleep(0.05)  # a member reads the panel
            await ticking
            hammered = ""
            if hammer is not None:
                hammer.terminate()
                hammered, _ = await asyncio.to_thread(hammer.communicate, timeout=120)  # the loop serves meanwhile
            out.append(f"the bot's loop {label}: {len(decisions)} decisions, a decision {ms(decisions)} "
                       f"(CPU {ms(cpu)}), the loop late {ms(late)}"
                       + (f" (the readers: {hammered.strip()})" if hammer is not None else ""))
    finally:
        await server.close()
        pictures.close()
        await storage.close()
    return out


def hammer(base, viewers, seconds):
    """Readers on one game's page at `base` (a whole URL) until SIGTERM: a line of figures."""
    import signal
    from urllib.parse import urlsplit
    parts = urlsplit(base)

    async def go():
        stop = asyncio.Event()
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
        started = time.monotonic()
        count, latencies, errors = await readers(f"{parts.scheme}://{parts.netloc}", [parts.path], viewers, seconds,
                                                 stop=stop)
        return figures(count, latencies, errors, time.monotonic() - started)
    return asyncio.run(go())


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     epilog="\n".join(__doc__.split("\n")[2:]),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database", default="sqlite",
                        help="sqlite (a temporary file), postgresql (a throwaway local cluster), a path or a URL")
    parser.add_argument("--viewers", type=int, default=200)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--clicks", action="store_true", help="also the bot's decisions, its pages read or not")
    parser.add_argument("--hammer", metavar="URL", help=argparse.SUPPRESS)  # the readers alone (--clicks runs them)
    args = parser.parse_args(argv)
    if args.hammer:
        print(hammer(args.hammer, args.viewers, args.seconds))
        return 0
    from drills.pgcluster import database_for
    with tempfile.TemporaryDirectory() as folder:
        setting = str(Path(folder) / "load.sqlite3") if args.database == "sqlite" else args.database
        try:
            with database_for(setting) as database:
                lines = asyncio.run(pages_under_load(database, args.viewers, args.games, args.seconds))
        except LookupError as err:
            print(f"web_load: FAILED {err}")
            return 1
        if args.clicks:
            with database_for(str(Path(folder) / "bot.sqlite3") if args.database == "sqlite" else args.database) as db:
                lines += asyncio.run(clicks(db, args.viewers, args.seconds))
    ok = all(" 0 errors" in line for line in lines if "requests/s" in line)
    print(f"web_load: {'OK' if ok else 'FAILED'} on {args.database}: " + "; ".join(lines))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
