"""Bot thinking off the event loop.

Bots are pure functions of a game (each game's own, reached through its plug-in), and a hard
bot searches for seconds. The event loop must keep answering every click meanwhile, so the
thinking runs in worker processes: the jobs below are plain functions of picklable data (the
plug-in, the game as JSON in, action strings out) that rebuild the game and ask the plug-in's
bots, sent to a ProcessPoolExecutor with `loop.run_in_executor`. This module stays free of
Discord imports: worker processes import it.
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
    """The decisions of the bot on turn, until another player must decide, as action strings."""
    game = plugin.rules.from_json(game_json)
    return [str(a) for a in plugin.bots.play_turn(game, level, seed)]


def hint_job(plugin, game_json, level, seed):
    """(suggested action string, reason key, its numbers) for the player on turn."""
    found = plugin.bots.hint(plugin.rules.from_json(game_json), level, seed)
    return str(found.action), found.reason, dict(found.info)


def secret_job(plugin, game_json, seat, level, seed, chosen=()):
    """A bot's whole secret choice as action strings (keeping the steps its player had already
    chosen)."""
    game = plugin.rules.from_json(game_json)
    steps = [plugin.rules.parse(x) for x in chosen]
    return [str(a) for a in plugin.bots.choose_secret(game, seat, level, seed, steps)]


def ready():
    """A no-op that makes a worker process start and import the bots."""
    import games
    for plugin in games.plugins():
        plugin.bots.warm_up()
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
