"""Bounded caches for the web pages: what was made once (a picture, a page, a game's walk) is kept
by its key, the least recently used going first once the cache holds too much, and a value asked
for by many readers at once is made once while the others wait for it."""
from __future__ import annotations

import asyncio
from collections import OrderedDict


class Cache:
    """Keys to values, at most `entries` of them and at most `size` in all (`weigh(value)` says
    what one counts: its bytes for pictures, 1 by default)."""

    def __init__(self, entries=1024, size=None, weigh=None):
        self.entries = entries
        self.size = size
        self.weigh = weigh or (lambda value: 1)
        self._kept = OrderedDict()  # key -> (value, weight)
        self._held = 0
        self._making = {}  # key -> the future of a value being made
        self.hits = self.misses = 0

    def __len__(self):
        return len(self._kept)

    def get(self, key, default=None):
        found = self._kept.get(key)
        if found is None:
            return default
        self._kept.move_to_end(key)
        return found[0]

    def put(self, key, value):
        """Keep a value (None is given back, never kept: nothing was made)."""
        if value is None:
            return None
        weight = self.weigh(value)
        if self.size is not None and weight > self.size:
            return value  # larger than the whole cache: given, not kept
        old = self._kept.pop(key, None)
        if old is not None:
            self._held -= old[1]
        self._kept[key] = (value, weight)
        self._held += weight
        while len(self._kept) > self.entries or (self.size is not None and self._held > self.size):
            _, (_, dropped) = self._kept.popitem(last=False)
            self._held -= dropped
        return value

    async def get_or_make(self, key, make):
        """The value kept for `key`, else the one `make()` (a coroutine function) gives, kept. It is
        made in a task of its own: callers asking meanwhile wait for that one making, and a reader who
        leaves (a closed page) does not stop it for the others. A failure reaches every caller and
        nothing is kept."""
        found = self._kept.get(key)
        if found is not None:
            self._kept.move_to_end(key)
            self.hits += 1
            return found[0]
        task = self._making.get(key)
        if task is None:
            self.misses += 1
            task = self._making[key] = asyncio.ensure_future(self._made(key, make))
            task.add_done_callback(_seen)
        else:
            self.hits += 1
        return await asyncio.shield(task)

    async def _made(self, key, make):
        try:
            return self.put(key, await make())
        finally:
            self._making.pop(key, None)


def _seen(task):
    """A failure nobody waits for any more (every reader left) is still taken: no "never retrieved"."""
    if not task.cancelled():
        task.exception()
