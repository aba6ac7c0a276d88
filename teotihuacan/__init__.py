"""Teotihuacan: City of Gods, the rules engine (pure Python, no I/O)."""
from . import teotibot  # noqa: F401  (registers Teotibot's moves in the rules)
from .actions import Action
from .errors import BadRecord, IllegalAction, TeotihuacanError
from .game import RULES_VERSION, Config, Game
from .state import Player, State

__all__ = ["Action", "BadRecord", "Config", "Game", "IllegalAction", "Player", "RULES_VERSION", "State",
           "TeotihuacanError"]
