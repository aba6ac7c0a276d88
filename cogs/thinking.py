"""Bot thinking off the event loop.

Bots (tzolkin.bots) are pure functions of a game, and a `hard` bot searches for seconds.
The event loop must keep answering every click meanwhile, so the thinking runs in worker
processes: the jobs below are plain functions of picklable data (the game as JSON in,
action strings out), sent to a ProcessPoolExecutor with `loop.run_in_executor`.
This module stays free of Discord imports: worker processes import it.
"""
from __future__ import annotations

import asyncio
import multiprocessing
from concurrent.futures import BrokenExecutor, ProcessPoolExecutor, ThreadPoolExecutor

from tzolkin import bots
from tzolkin.game import Game

# The expert's thinking time a turn in this process (settings: TZOLKIN_EXPERT_SECONDS); a hint
# thinks at most bots.EXPERT_HINT_SECONDS, so that it answers quickly.
expert_seconds = bots.EXPERT_SECONDS


def configure(seconds=None):
    """Set the expert's time a turn in a worker process (the pool's initializer)."""
    global expert_seconds
    expert_seconds = bots.EXPERT_SECONDS if seconds is None else seconds


def turn_job(game_json, level, seed):
    """The decisions of the bot on turn, until another player must decide."""
    seconds = expert_seconds if level == "expert" else None
    return [str(a) for a in bots.play_turn(Game.from_json(game_json), level, seed, seconds)]


def hint_job(game_json, level, seed):
    """(suggested action, reason key, its numbers) for the player on turn."""
    seconds = min(expert_seconds, bots.EXPERT_HINT_SECONDS) if level == "expert" else None
    hint = bots.hint(Game.from_json(game_json), level, seed, seconds)
    return str(hint.action), hint.reason, dict(hint.info)


def wealth_job(game_json, seat, level, seed, tribe=None):
    """A bot's secret starting choice: its tribe when tribes are dealt (`tribe` if its player had
    chosen one), then the starting wealth tiles it keeps."""
    state = Game.from_json(game_json).state
    return [str(a) for a in bots.choose_start(state, seat, level, seed, tribe)]


def ready():
    """A no-op that makes a worker process start and import the bots."""
    return True


class Thinker:
    """Runs bot jobs in an executor: worker processes ("process", the bot's), or threads
    ("thread", for tests). The executor is made on first use and shut down by `close`.
    `expert_seconds` is the expert's thinking time a turn (None: bots.EXPERT_SECONDS)."""

    def __init__(self, kind="process", workers=2, expert_seconds=None):
        if kind not in ("process", "thread"):
            raise ValueError(kind)
        self.kind, self.workers = kind, max(1, workers)
        self.expert_seconds = expert_seconds
        self.executor = None

    def start(self):
        if self.executor is None:
            if self.kind == "process":
                # spawn, not fork: the bot's process has threads (database, pictures) that
                # a forked child would inherit in an unknown state.
                self.executor = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                                    initializer=configure, initargs=(self.expert_seconds,))
            else:
                configure(self.expert_seconds)
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
