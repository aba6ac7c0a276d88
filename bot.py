"""The Discord bot of the game table: `python bot.py [--sync global|guild|off] [--guild ID]`.

Settings come from the environment or a `.env` file in the current folder (table/settings.py
lists them; see .env.example and docs/admin/configuration.md). Start-up: logging, the database
and its migrations, the extensions (one per feature), a slash group per registered game, the
persistent buttons; slash commands are synced only when asked (flag, setting, or the owner's
`@bot sync`).
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import socket
import sys
import uuid

import discord
from discord.ext import commands

import games
from cogs.components import DYNAMIC_ITEMS
from cogs.groups import add_commands
from cogs.host import Host
from cogs.translator import CatalogTranslator
from images.pool import Pictures
from storage import DatabaseUnavailable, masked, open_storage
from table.settings import Settings, parse_shards, read_env_file  # noqa: F401  (the last two re-exported)

log = logging.getLogger("table.bot")
# One extension per feature (each adds its buttons' verbs to the host; the slash groups are built
# from their `verbs` and `members` by cogs.groups).
EXTENSIONS = ("cogs.lobby", "cogs.secret", "cogs.turns", "cogs.info", "cogs.community", "cogs.stats", "cogs.admin")


class Tree(discord.app_commands.CommandTree):
    async def on_error(self, interaction, error):
        """A slash command that failed: answered by the features' host (an apology, the logs)."""
        await self.client.host.command_error(interaction, error)


class TableBot(commands.AutoShardedBot):
    """Sharded as Discord requires past 2,500 servers: one process runs every shard by default,
    or only the shards named in TABLE_SHARDS, the other processes running the others on the
    same PostgreSQL database (see docs/admin/postgresql.md)."""

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
        self.web = None  # the games' web pages when TABLE_WEB_PORT asks for them (web/)
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
        if self.settings.web_port is not None:  # the games' web pages, in this process (docs/admin/web.md)
            from web import start_for_bot
            self.web = await start_for_bot(self)
        await self.sync_commands(self.settings.sync, self.settings.test_guild)

    async def sync_commands(self, where, guild_id=None):
        """Sync the slash commands: 'global', 'guild' (copy to one test server) or 'off'."""
        if where == "global":
            synced = await self.tree.sync()
        elif where == "guild":
            if not guild_id:
                raise SystemExit("TABLE_SYNC=guild needs TABLE_TEST_GUILD (the server's id).")
            guild = discord.Object(id=guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            return None
        log.info("synced %d command(s) %s", len(synced), where)
        return synced

    async def close(self):
        await super().close()
        if self.web is not None:
            await self.web.close()
            self.web = None
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
                        help="register the slash commands with Discord at start-up (default: TABLE_SYNC or off)")
    parser.add_argument("--guild", type=int, help="the test server for --sync guild (default: TABLE_TEST_GUILD)")
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
    if settings.old_names:
        log.warning(settings.old_names_warning())
    if not settings.token:
        print("DISCORD_TOKEN is not set.\n"
              "Create a bot in the Discord Developer Portal (https://discord.com/developers/applications),\n"
              "copy its token, then either put DISCORD_TOKEN=... in a .env file here (see .env.example)\n"
              "or run: DISCORD_TOKEN=... python bot.py --sync global", file=sys.stderr)
        return 2
    if settings.sync not in ("off", "global", "guild"):
        print(f"TABLE_SYNC must be off, global or guild, not {settings.sync!r}.", file=sys.stderr)
        return 2
    try:
        asyncio.run(check_database(settings))
    except DatabaseUnavailable as err:
        print(f"{err}\nCheck TABLE_DATABASE (see .env.example).", file=sys.stderr)
        return 1
    bot = create_bot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except DatabaseUnavailable as err:
        print(f"{err}\nCheck TABLE_DATABASE (see .env.example).", file=sys.stderr)
        return 1
    except discord.LoginFailure:  # a bad setting, like a missing token: not worth a restart
        print("Discord refused the token: check DISCORD_TOKEN (Developer Portal > Bot > Reset Token).",
              file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
