"""Bot thinking off the event loop.

Bots are pure functions of a game (each game's own, reached through its plug-in), and a hard
bot searches for seconds. The event loop must keep answering every click meanwhile, so the
thinking runs in worker processes: the jobs below are plain functions of picklable data (the
plug-in, the game as JSON in, action strings out), sent to a ProcessPoolExecutor with
`loop.run_in_executor`. This module stays free of Discord imports: worker processes import it.
"""
from __future__ import annotations

import asyncio
import multiprocessing
from concurrent.futures import BrokenExecutor, ProcessPoolExecutor, ThreadPoolExecutor


def configure(turn_seconds=None):
    """A worker process's set-up (the pool's initializer): the thinking time a turn of the bots
    that think by the clock."""
    from games.interface import set_thinking
    set_thinking(turn_seconds)


def turn_job(plugin, game_json, level, seed):
    """The decisions of the bot on turn, until another player must decide."""
    return list(plugin.bot_turn(game_json, level, seed))


def hint_job(plugin, game_json, level, seed):
    """(suggested action, reason key, its numbers) for the player on turn."""
    return plugin.hint(game_json, level, seed)


def secret_job(plugin, game_json, seat, level, seed, chosen=()):
    """A bot's whole secret choice (keeping the steps its player had already chosen)."""
    return list(plugin.bot_secret(game_json, seat, level, seed, list(chosen)))


def ready():
    """A no-op that makes a worker process start and import the bots."""
    import games
    for plugin in games.plugins():
        plugin.warm_up()
    return True


class Thinker:
    """Runs bot jobs in an executor: worker processes ("process", the bot's), or threads
    ("thread", for tests). The executor is made on first use and shut down by `close`.
    `turn_seconds`: a turn's thinking time for the bots that think by the clock (None: the game's default)."""

    def __init__(self, kind="process", workers=2, turn_seconds=None):
        if kind not in ("process", "thread"):
            raise ValueError(kind)
        self.kind, self.workers = kind, max(1, workers)
        self.turn_seconds = turn_seconds
        self.executor = None

    def start(self):
        if self.executor is None:
            if self.kind == "process":
                # spawn, not fork: the bot's process has threads (database, pictures) that
                # a forked child would inherit in an unknown state.
                self.executor = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                                    initializer=configure, initargs=(self.turn_seconds,))
            else:
                configure(self.turn_seconds)
                self.executor = ThreadPoolExecutor(self.workers, thread_name_prefix="bot-thinking")
        return self.executor

    async def run(self, fn, *args):
        try:
            return await asyncio.get_running_loop().run_in_executor(self.start(), fn, *args)
        except BrokenExecutor:
            self.close()  # a worker died (killed, out of memory): the next job gets a fresh pool
            raise

    def close(self):
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = None
