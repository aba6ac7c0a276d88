"""The games the table hosts, and the one interface through which it reaches them.

The platform (bot.py, cogs/, table/, storage/, ratings/) knows no game: it asks a `GamePlugin`
who decides, what the options are, to apply one, and how to word and draw what happened, and
stores records (game name + rules version + config + seed + decisions). OpenSpiel's
`Game`/`State` and boardgame.io's game object are the models: the questions are small and the
answers are data ((key, values) pairs, action strings, plain JSON), worded by the game's own
catalog domain in the reader's language.

The registry below is the one place that names the games: `register(plugin)` adds one (a test
suite may register a toy game the same way), `get(name)` finds one, `names()` lists them in
the order they were registered (the first is the default, and owns the legacy custom ids).
"""
from __future__ import annotations

import importlib

from .interface import GamePlugin, Seating, Zoom  # noqa: F401  (re-exported)

_REGISTRY = {}
# The games of the shelf, as modules that each define `PLUGIN`: imported on first use, so that
# nothing of a game loads before the table asks for it.
BUILT_IN = ("games.tzolkin", "games.teotihuacan", "games.maya")
DEFAULT = "tzolkin"


def register(plugin):
    """Add a game (a GamePlugin); its name keys its records, slash group and catalog domain."""
    if not plugin.name or not plugin.name.isidentifier() or plugin.name != plugin.name.lower():
        raise ValueError(f"a game's name is a lower-case identifier, not {plugin.name!r}")
    _REGISTRY[plugin.name] = plugin
    return plugin


def _load_built_in():
    for module in BUILT_IN:
        plugin = importlib.import_module(module).PLUGIN
        if plugin.name not in _REGISTRY:
            register(plugin)


def get(name=None):
    """The game called `name` (the default game for None: rows stored before games had names)."""
    if DEFAULT not in _REGISTRY:
        _load_built_in()
    try:
        return _REGISTRY[name or DEFAULT]
    except KeyError:
        raise KeyError(f"no game called {name!r} is registered") from None


def names():
    get()
    return list(_REGISTRY)


def plugins():
    return [get(name) for name in names()]
