"""Tzolk'in: The Mayan Calendar, the rules engine (pure Python, no I/O)."""
from .actions import Action
from .errors import BadRecord, IllegalAction, TzolkinError
from .game import RULES_VERSION, Config, Game
from .state import NEUTRAL, Player, State

__all__ = ["Action", "BadRecord", "Config", "Game", "IllegalAction", "NEUTRAL", "Player",
           "RULES_VERSION", "State", "TzolkinError"]
