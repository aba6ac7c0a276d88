"""Where a game is: the channel it was opened in, the thread it moves into as it starts, and its
messages there (its lobby, its secret choice's announcement, its live board).

A command typed in a channel is about that channel's game: the one in its lobby or running
there, else the one running in a thread opened from it, else (when finished games count too)
the channel's latest game, whether it stayed in the channel or moved into a thread.
"""
from __future__ import annotations

from .service import Refused, plugin_of


async def channel_game(service, channel_id, *, finished_too=False):
    """The channel's game (see the module's docstring), or None."""
    storage = service.storage
    row = await storage.channel_game(channel_id)
    if row is None:  # a game that moved into a thread of this channel
        row = await thread_game(service, channel_id, finished_too=finished_too)
    if row is None and finished_too:
        row = await storage.latest_channel_game(channel_id)
    return row


async def thread_game(service, parent_id, *, finished_too=False):
    """The game of a channel whose games moved into threads: the one still running, else
    (finished_too) the latest one."""
    found = await service.storage.games_in_threads_of(parent_id, active=not finished_too)
    return found[0] if found else None


async def game_in(service, channel_id, *, finished_too=False):
    """The channel's game, or Refused("no_game")."""
    row = await channel_game(service, channel_id, finished_too=finished_too)
    if row is None:
        raise Refused("no_game")
    return row


async def numbered_game(service, guild_id, game_id):
    """A game asked for by its number in a server: Refused unless it was played there."""
    row = await service.find(game_id)
    if row is None or row.guild_id != guild_id:
        raise Refused("no_game_here", game=game_id)
    return row


async def moved_into_thread(service, game_id, thread_id, parent_id):
    """The game now lives in its thread; the channel it came from is kept, since whoever sees
    that channel sees the thread (its visibility is read there)."""
    await service.storage.move_game(game_id, thread_id, parent_id)


async def parent_channel(service, game_id):
    """The channel a game's thread was opened in, or None for a game that stayed in its channel."""
    return await service.storage.game_option(game_id, "parent_channel_id")


async def server_games(service, guild_id, plugin=None):
    """A server's games in their lobby or running (of one game only, given its plug-in)."""
    rows = await service.storage.guild_games(guild_id)
    return [row for row in rows if plugin is None or plugin_of(row) is plugin]


async def remember_message(service, game_id, which, message_id):
    """The game's lobby, secret choice or live board message ('lobby_message_id',
    'secret_message_id', 'board_message_id'; None: there is none now)."""
    await service.storage.set_message(game_id, which, message_id)
