"""The slash commands, from one definition for every game.

Each registered game gets a group named after it (`/<game> new`, `/<game> play`...)
with the same verbs: each feature's `verbs(plugin)` (cogs/lobby.py, turns.py, info.py,
community.py, stats.py) gives its commands for one game, and the game's own close looks
(`pictures.zooms`) join them. The commands about a member across games (`mygames`,
`leaderboard game:`, `stats game:`, `notify`, `language`) are defined once (each feature's
`members()`) and stand at the top level.

For compatibility the first game's group also carries the member-wide commands, as it did
before there were other games (`/<first game> notify`, `mygames`...): members' habits,
older help texts and pinned messages name them there. Discord allows 25 subcommands a group.
"""
import importlib

from discord import app_commands

import games

from .translator import L

FEATURES = ("cogs.lobby", "cogs.turns", "cogs.info", "cogs.community", "cogs.stats")
MEMBERS = ("cogs.stats", "cogs.community")  # the features with member-wide commands
CONTEXTS = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=False)


def member_commands(plugin=None):
    out = []
    for module in MEMBERS:
        members = importlib.import_module(module).members
        out += members(plugin) if module == "cogs.stats" else members()
    return out


def game_group(plugin):
    """A game's slash group: every feature's verbs for it (and its close looks)."""
    group = app_commands.Group(name=plugin.name, description=L(plugin.group_key, plugin),
                               allowed_contexts=CONTEXTS)
    for module in FEATURES:
        for command in importlib.import_module(module).verbs(plugin):
            group.add_command(command)
    if plugin.name == games.DEFAULT:  # the first game's group keeps the member-wide commands (see above)
        for command in member_commands(plugin):
            group.add_command(command)
    return group


def add_commands(tree):
    """Every game's group and the member-wide commands, on the bot's command tree."""
    for plugin in games.plugins():
        tree.add_command(game_group(plugin))
    for command in member_commands():
        command.allowed_contexts = CONTEXTS  # /mygames works in a direct message too
        tree.add_command(command)
