"""The Discord bot of the game table: `python bot.py [--sync global|guild|off] [--guild ID]`.

Settings come from the environment or a `.env` file beside this script (see
.env.example; their names begin with TZOLKIN_, the first game's, kept so that running
deployments keep their settings). Start-up: logging, the database and its migrations, the
extensions (one per feature), a slash group per registered game, the persistent buttons;
slash commands are synced only when asked (flag, setting, or the owner's `@bot sync`).
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import socket
import sys
import uuid
from dataclasses import dataclass, field, fields
from pathlib import Path

import discord
from discord.ext import commands

import games
from cogs.components import DYNAMIC_ITEMS
from cogs.groups import add_commands
from cogs.host import Host
from cogs.translator import CatalogTranslator
from images.pool import Pictures
from storage import DEFAULT_REMINDER, DatabaseUnavailable, masked, open_storage

log = logging.getLogger("table.bot")
# One extension per feature (each adds its buttons' verbs to the host; the slash groups are built
# from their `verbs` and `members` by cogs.groups).
EXTENSIONS = ("cogs.lobby", "cogs.secret", "cogs.turns", "cogs.info", "cogs.community", "cogs.stats", "cogs.admin")
DATABASE = "tzolkin.sqlite3"  # the default database's file name, as running deployments have it


def read_env_file(path):
    """KEY=VALUE lines; '#' comments and blank lines ignored; quotes around values removed."""
    values = {}
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError:
        return values
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        key = key.strip().removeprefix("export ").strip()
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        values[key] = value
    return values


@dataclass
class Settings:
    token: str | None = field(default=None, repr=False)  # a secret: never in logs or tracebacks
    database: str = DATABASE
    sync: str = "off"  # off | global | guild
    test_guild: int | None = None
    log_level: str = "INFO"
    reminder_seconds: int = DEFAULT_REMINDER
    reminder_check_seconds: int = 600
    bot_workers: int = 2  # worker processes where bot players think
    bot_seconds: float = 10.0  # a turn's thinking time for the bots that think by the clock (e.g. an expert level)
    clock_hours: int = 24  # a turn's clock before a bot plays it (per game: the settings command)
    sqlite_synchronous: str = "normal"  # normal | full (see storage.Storage.open)
    shard_count: int | None = None  # None: as many shards as Discord recommends
    shard_ids: list | None = None  # the shards this process runs; None: all of them
    pictures: str = "process:2"  # process:N or thread:N, the pool pictures are rendered in

    def __repr__(self):
        shown = {f.name: getattr(self, f.name) for f in fields(self) if f.repr}
        shown["database"] = masked(self.database)  # a postgresql:// URL may hold a password
        return f"Settings({', '.join(f'{k}={v!r}' for k, v in shown.items())})"

    @classmethod
    def load(cls, environ=None, env_file=None):
        """The process environment wins over the .env file."""
        values = read_env_file(env_file if env_file is not None else Path.cwd() / ".env")
        values.update({k: v for k, v in (os.environ if environ is None else environ).items()})
        guild = values.get("TZOLKIN_TEST_GUILD", "").strip()
        return cls(
            token=values.get("DISCORD_TOKEN", "").strip() or None,
            database=values.get("TZOLKIN_DATABASE", "").strip() or DATABASE,
            sync=(values.get("TZOLKIN_SYNC", "").strip().lower() or "off"),
            test_guild=int(guild) if guild else None,
            log_level=values.get("TZOLKIN_LOG_LEVEL", "").strip().upper() or "INFO",
            reminder_seconds=int(float(values.get("TZOLKIN_REMINDER_HOURS", "") or 12) * 3600),
            reminder_check_seconds=int(values.get("TZOLKIN_REMINDER_CHECK_SECONDS", "") or 600),
            bot_workers=int(values.get("TZOLKIN_BOT_WORKERS", "") or 2),
            bot_seconds=float(values.get("TZOLKIN_EXPERT_SECONDS", "") or 10),
            clock_hours=int(values.get("TZOLKIN_CLOCK_HOURS", "") or 24),
            sqlite_synchronous=values.get("TZOLKIN_SQLITE_SYNCHRONOUS", "").strip().lower() or "normal",
            **dict(zip(("shard_count", "shard_ids"), parse_shards(values.get("TZOLKIN_SHARDS", "")))),
            pictures=values.get("TZOLKIN_PICTURES", "").strip().lower() or "process:2",
        )

    def picture_pool(self):
        """(kind, workers) from `pictures`: "process:2", "thread:4", "process"..."""
        kind, _, workers = self.pictures.partition(":")
        if kind not in ("process", "thread") or not (workers or "2").isdigit() or int(workers or 2) < 1:
            raise ValueError(f"TZOLKIN_PICTURES must be process:N or thread:N, not {self.pictures!r}")
        return kind, int(workers or 2)


def parse_shards(text):
    """TZOLKIN_SHARDS: "" or "auto" (Discord's recommended count, all in this process), "N" (N
    shards, all here) or "0,1/4" (shards 0 and 1 of 4 here; other processes run the others)."""
    text = text.strip().lower().replace(" ", "")
    if text in ("", "auto"):
        return None, None
    ids, _, count = text.rpartition("/") if "/" in text else ("", "", text)
    try:
        count = int(count)
        shard_ids = [int(x) for x in ids.split(",")] if ids else None
    except ValueError:
        raise ValueError(f"TZOLKIN_SHARDS must be auto, a number of shards or ids/count such as 0,1/4, "
                         f"not {text!r}") from None
    if count < 1 or (shard_ids is not None and (len(set(shard_ids)) != len(shard_ids)
                                                 or not all(0 <= i < count for i in shard_ids))):
        raise ValueError(f"TZOLKIN_SHARDS: shard ids must be distinct numbers from 0 to count - 1, not {text!r}")
    return count, shard_ids


class Tree(discord.app_commands.CommandTree):
    async def on_error(self, interaction, error):
        """A slash command that failed: answered by the features' host (an apology, the logs)."""
        await self.client.host.command_error(interaction, error)


class TableBot(commands.AutoShardedBot):
    """Sharded as Discord requires past 2,500 servers: one process runs every shard by default,
    or only the shards named in TZOLKIN_SHARDS, the other processes running the others on the
    same PostgreSQL database (see README, "Several processes")."""

    def __init__(self, settings, *, pictures=None, seed_source=None, thinker=None):
        intents = discord.Intents.default()  # no privileged intent is needed
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         shard_count=settings.shard_count, shard_ids=settings.shard_ids,
                         # Nobody is pinged unless a message names exactly whom (cogs.render.pings).
                         allowed_mentions=discord.AllowedMentions.none(),
                         help_command=None, tree_cls=Tree)
        self.settings = settings
        if pictures is None:
            kind, workers = settings.picture_pool()
            warm = [p.pictures["warm_up"] for p in games.plugins() if "warm_up" in p.pictures]
            pictures = Pictures(kind=kind, workers=workers, warm=warm)  # every game's pictures, in worker processes
        self.pictures = pictures
        self.seed_source = seed_source
        self.thinker = thinker  # where bot players think; None: worker processes (table.thinking)
        self.storage = None
        self.host = None  # what the features share (cogs.host), made as the bot starts
        # Names this process in leases of the database shared with other processes.
        self.instance_id = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.unexpected_errors = []  # errors answered with an apology; tests assert there are none

    def __repr__(self):
        return f"<TableBot {self.settings!r}>"

    async def setup_hook(self):
        self.storage = await open_storage(self.settings.database, synchronous=self.settings.sqlite_synchronous)
        log.info("database %s at schema version %s", masked(self.settings.database),
                 await self.storage.schema_version())
        await self.tree.set_translator(CatalogTranslator())  # command texts in each member's language
        self.host = Host(self)
        for ext in EXTENSIONS:
            await self.load_extension(ext)
        add_commands(self.tree)  # a slash group per game, and the member-wide commands
        self.add_dynamic_items(*DYNAMIC_ITEMS)  # buttons and selects of every game, across restarts
        if hasattr(self.pictures, "warm_up"):
            self._warm_up = asyncio.create_task(self.pictures.warm_up())
        await self.sync_commands(self.settings.sync, self.settings.test_guild)

    async def sync_commands(self, where, guild_id=None):
        """Sync the slash commands: 'global', 'guild' (copy to one test server) or 'off'."""
        if where == "global":
            synced = await self.tree.sync()
        elif where == "guild":
            if not guild_id:
                raise SystemExit("TZOLKIN_SYNC=guild needs TZOLKIN_TEST_GUILD (the server's id).")
            guild = discord.Object(id=guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            return None
        log.info("synced %d command(s) %s", len(synced), where)
        return synced

    async def close(self):
        await super().close()
        if self.host is not None:
            self.host.close()  # bots' worker processes
        if hasattr(self.pictures, "close"):
            self.pictures.close()
        if self.storage is not None:
            await self.storage.close()
            self.storage = None


async def check_database(settings):
    """Open the database and apply its migrations once, before connecting to Discord."""
    store = await open_storage(settings.database, synchronous=settings.sqlite_synchronous)
    await store.close()


def create_bot(settings=None, **kwargs):
    return TableBot(settings or Settings.load(), **kwargs)


def setup_logging(level):
    logging.basicConfig(level=getattr(logging, level, logging.INFO),
                        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    logging.getLogger("discord.http").setLevel(logging.WARNING)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Run the game table's Discord bot.")
    parser.add_argument("--sync", choices=("off", "global", "guild"),
                        help="register the slash commands with Discord at start-up (default: TZOLKIN_SYNC or off)")
    parser.add_argument("--guild", type=int, help="the test server for --sync guild (default: TZOLKIN_TEST_GUILD)")
    parser.add_argument("--env-file", default=None, help="settings file (default: .env in the current folder)")
    args = parser.parse_args(argv)
    try:
        settings = Settings.load(env_file=args.env_file)
        settings.picture_pool()
    except ValueError as err:
        print(f"Settings: {err}", file=sys.stderr)
        return 2
    if args.sync:
        settings.sync = args.sync
    if args.guild:
        settings.test_guild = args.guild
    setup_logging(settings.log_level)
    if not settings.token:
        print("DISCORD_TOKEN is not set.\n"
              "Create a bot in the Discord Developer Portal (https://discord.com/developers/applications),\n"
              "copy its token, then either put DISCORD_TOKEN=... in a .env file here (see .env.example)\n"
              "or run: DISCORD_TOKEN=... python bot.py --sync global", file=sys.stderr)
        return 2
    if settings.sync not in ("off", "global", "guild"):
        print(f"TZOLKIN_SYNC must be off, global or guild, not {settings.sync!r}.", file=sys.stderr)
        return 2
    try:
        asyncio.run(check_database(settings))
    except DatabaseUnavailable as err:
        print(f"{err}\nCheck TZOLKIN_DATABASE (see .env.example).", file=sys.stderr)
        return 1
    bot = create_bot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except DatabaseUnavailable as err:
        print(f"{err}\nCheck TZOLKIN_DATABASE (see .env.example).", file=sys.stderr)
        return 1
    except discord.LoginFailure:
        print("Discord refused the token: check DISCORD_TOKEN (Developer Portal > Bot > Reset Token).",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
