"""The games the table hosts, found rather than listed, and the one interface through which it
reaches them.

The platform (bot.py, cogs/, table/, storage/, ratings/) knows no game: it asks a game's plug-in
(`GamePlugin`, games/interface.py: a short description and the five parts of gamekit/contract.py)
who decides, what the options are, to apply one, and how to word and draw what happened, and
stores records (game name + rules version + config + seed + decisions). OpenSpiel's
`Game`/`State` and boardgame.io's game object are the models.

Every package in this folder that defines `PLUGIN` is a game; `add_path(folder)` makes the
packages of another folder games too (the test suite's own game), and `register(plugin)` adds one
made on the spot. `get(name)` finds one, `names()` lists them in the order each declares
(`order`): the first is the default game.
"""
from __future__ import annotations

import importlib
import pkgutil

from .interface import GamePlugin, Seating, Zoom  # noqa: F401  (re-exported)

# The game of the rows stored before games had names; it owns the legacy custom ids.
DEFAULT = "tzolkin"

_REGISTRY = {}
_searched = []  # the search path as it was last searched


def register(plugin):
    """Add a game (a GamePlugin); its name keys its records, slash group and catalog domain."""
    if not isinstance(plugin, GamePlugin):
        raise TypeError(f"a game is a GamePlugin, not {type(plugin).__name__}")
    _REGISTRY[plugin.name] = plugin
    return plugin


def add_path(folder):
    """Look for games in `folder` too: each of its packages that defines `PLUGIN`."""
    folder = str(folder)
    if folder not in __path__:
        __path__.append(folder)


def _discover():
    """Import every game package of the search path, once it has changed (nothing of a game loads
    before the table first asks for one)."""
    if _searched == __path__:
        return
    _searched[:] = __path__
    for found in pkgutil.iter_modules(__path__):
        if found.ispkg:
            plugin = getattr(importlib.import_module(f"{__name__}.{found.name}"), "PLUGIN", None)
            if isinstance(plugin, GamePlugin) and plugin.name not in _REGISTRY:
                register(plugin)


def get(name=None):
    """The game called `name` (the default game for None: rows stored before games had names)."""
    _discover()
    try:
        return _REGISTRY[name or DEFAULT]
    except KeyError:
        raise KeyError(f"no game called {name!r} is registered") from None


def names():
    """The games' names, in their declared order."""
    _discover()
    return [p.name for p in sorted(_REGISTRY.values(), key=lambda p: (p.order, p.name))]


def plugins():
    return [_REGISTRY[name] for name in names()]
