"""Maya (White Goblin Games, 2019), the rules engine: pure Python, no I/O.

The board and the tiles are our own design, kept as data in board.toml (see that file).
"""
from .actions import Action
from .errors import BadRecord, IllegalAction, MayaError
from .game import RULES_VERSION, Config, Game
from .state import Player, State

__all__ = ["Action", "BadRecord", "Config", "Game", "IllegalAction", "MayaError", "Player", "RULES_VERSION",
           "State"]
