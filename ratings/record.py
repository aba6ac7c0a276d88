"""Turning finished games into stored results: the one place that reads a game's record,
works out its standings (in a worker thread: it replays the game) and stores them.

No Discord here: the bot's stats cog and `python -m ratings` both use it.
"""
from __future__ import annotations

import asyncio

from .standings import standings


async def record_game(storage, results, game_id):
    """Store the result of one finished game (once); True if it was new."""
    row = await storage.get_game(game_id)
    if row is None or row.status != "over":
        return False  # abandoned games and games still running have no result
    record = await storage.record(game_id)
    handed = await storage.seats_once_handed(game_id)
    seats = await asyncio.to_thread(standings, record, row.seats, row.game, row.language, handed)
    return await results.record(row, seats)


async def record_pending(storage, results):
    """Store the results of every finished game that has none yet (after a restart, an
    upgrade from a version without results, or a crash between the end and the recording).
    Returns the ids recorded."""
    done = []
    for game_id in await results.unrecorded_games():
        if await record_game(storage, results, game_id):
            done.append(game_id)
    return done
