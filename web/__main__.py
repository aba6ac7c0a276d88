"""The games' web pages on their own, beside the bot and against its database (SQLite or
PostgreSQL): `python -m web [--port 8080] [--host 127.0.0.1] [--database URL]`.

The settings are the bot's (TABLE_WEB_PORT, TABLE_WEB_HOST, TABLE_WEB_SECRET, TABLE_DATABASE,
TABLE_PICTURES...: the environment or .env); the options override them. Several such processes
may serve one busy bot, each on its own port (or one port with --reuse-port), behind one reverse
proxy. `python -m web --new-secret` prints a secret for TABLE_WEB_SECRET. See docs/admin/web.md.
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys

from storage import DatabaseUnavailable, StorageError, masked, open_storage
from table import links
from table.settings import Settings

from . import WebServer, refusal

log = logging.getLogger("web")


def parse(argv):
    parser = argparse.ArgumentParser(prog="python -m web", description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, help="the port to listen on (default: TABLE_WEB_PORT)")
    parser.add_argument("--host", help="the address to listen on (default: TABLE_WEB_HOST, else 127.0.0.1)")
    parser.add_argument("--database", help="the SQLite file or postgresql:// URL (default: TABLE_DATABASE)")
    parser.add_argument("--reuse-port", action="store_true",
                        help="share the port with other web processes (the system spreads the connections)")
    parser.add_argument("--env-file", default=None, help="settings file (default: .env in the current folder)")
    parser.add_argument("--new-secret", action="store_true", help="print a new secret for TABLE_WEB_SECRET and exit")
    return parser.parse_args(argv)


async def serve(settings, reuse_port=False, ready=None):
    """Serve until SIGINT or SIGTERM."""
    from images.pool import Pictures

    from .view import Viewer
    storage = await open_storage(settings.database, synchronous=settings.sqlite_synchronous)
    kind, workers = settings.picture_pool()
    pictures = Pictures(kind=kind, workers=workers, warm=Viewer.warm_ups())
    server = WebServer(storage, pictures, settings.web_secret, host=settings.web_host, port=settings.web_port,
                       reuse_port=reuse_port)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        await server.start()
        warm = asyncio.create_task(pictures.warm_up())
        log.info("web pages of %s on %s", masked(settings.database), server.address)
        if ready is not None:
            ready(server)
        await stop.wait()
        warm.cancel()
    finally:
        await server.close()
        pictures.close()
        await storage.close()


def main(argv=None):
    args = parse(argv)
    if args.new_secret:
        print(links.new_secret())
        return 0
    try:
        settings = Settings.load(env_file=args.env_file)
        settings.picture_pool()
    except ValueError as err:
        print(f"Settings: {err}", file=sys.stderr)
        return 2
    for attr, value in (("web_port", args.port), ("web_host", args.host), ("database", args.database)):
        if value is not None:
            setattr(settings, attr, value)
    if settings.web_port is None:
        print("No port to listen on: set TABLE_WEB_PORT or give --port (see docs/admin/web.md).", file=sys.stderr)
        return 2
    why = refusal(settings)
    if why:
        print(why, file=sys.stderr)
        return 2
    logging.basicConfig(level=getattr(logging, settings.log_level, logging.INFO),
                        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    try:
        asyncio.run(serve(settings, args.reuse_port))
    except (DatabaseUnavailable, StorageError) as err:
        print(f"{err}\nCheck TABLE_DATABASE (see .env.example).", file=sys.stderr)
        return 1
    except OSError as err:
        print(f"Cannot listen on {settings.web_host}:{settings.web_port}: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
