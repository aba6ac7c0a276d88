"""Pictures rendered off the event loop, in a pool of worker processes (default) or threads.

A picture is asked for by its drawing function's name, "package.module:function" (each game's
plug-in names its pictures so), with plain data: the function returns PNG bytes (or a list of
them), and the pool returns them, or None when the picture fails or its package is missing (the
bot then shows text). Names cross into worker processes, never functions or game objects.

Processes: rendering is mostly Python holding the GIL, so in threads it slows every click that
runs meanwhile; in processes it does not (`python -m drills.render_pool` measures both).
"""
from __future__ import annotations

import asyncio
import functools
import importlib
import logging
import multiprocessing
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

log = logging.getLogger(__name__)


def drawer(name, module=None):
    """The function a picture's name ("images.<game>:board_png") calls; `module` stands in for
    the named module (tests). None when it cannot be found."""
    path, _, function = str(name).partition(":")
    try:
        found = module if module is not None else importlib.import_module(path)
    except ImportError:
        return None
    return getattr(found, function, None)


def _render_in_worker(name, *args, **kwargs):
    """Runs in a picture worker process."""
    return drawer(name)(*args, **kwargs)


def _warm_worker(names=()):
    """Each picture worker process draws every game's static art once, as it starts."""
    for name in names:
        try:
            drawer(name)()
        except Exception:  # a package missing or failing: its pictures fall back to text
            pass


class Pictures:
    """Renders pictures by name in worker processes (default) or threads. `module` may be given
    (tests, another renderer): its functions stand in for every named one, called in threads in
    this process. `warm` names the functions each worker runs as it starts (every game's static
    art)."""

    def __init__(self, module=None, *, kind="process", workers=2, warm=()):
        if kind not in ("process", "thread"):
            raise ValueError(f"pictures are rendered in processes or threads, not {kind!r}")
        self.module = module
        self.kind = kind if module is None else "thread"
        self.workers = workers
        self.warm = tuple(warm)
        self._pool = None

    def _executor(self):
        if self._pool is None:
            if self.kind == "process":
                # forkserver: a worker is not a fork of this process with its threads and sockets
                self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("forkserver"),
                                                 initializer=_warm_worker, initargs=(self.warm,))
            else:
                self._pool = ThreadPoolExecutor(self.workers, thread_name_prefix="pictures")
        return self._pool

    async def render(self, name, *args, **kwargs):
        """The picture `name` draws with these arguments, or None (see the module's docstring)."""
        fn = drawer(name, self.module)
        if fn is None:
            return None
        loop = asyncio.get_running_loop()
        try:
            call = functools.partial(_render_in_worker, name) if self.kind == "process" else fn
            return await loop.run_in_executor(self._executor(), functools.partial(call, *args, **kwargs))
        except BrokenProcessPool:
            log.error("a picture worker process died; starting new ones")
            self._pool = None
            return None
        except Exception:
            log.exception("rendering %s failed; falling back to text", name)
            return None

    async def warm_up(self):
        """Start the workers now and draw the static art once, rather than for the first board."""
        if self.kind == "process":
            pool = self._executor()
            loop = asyncio.get_running_loop()
            await asyncio.gather(*(loop.run_in_executor(pool, _warm_worker, self.warm) for _ in range(self.workers)))
            return None
        for name in self.warm:
            await self.render(name)

    def close(self):
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
