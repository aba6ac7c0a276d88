"""A Maya game: its config and the recipe machinery of gamekit.record (config, seed, actions and
the state they lead to; records, snapshots). Undo goes back one decision within the current turn,
from the state the turn began with: a turn is committed when it ends (growing a city draws tiles,
so it ends the turn at once).
"""
from dataclasses import dataclass, field

from gamekit.record import RecordedGame

from . import rules
from .errors import BadRecord, IllegalAction
from .state import State

RULES_VERSION = 1


@dataclass
class Config:
    players: int
    names: list = field(default_factory=list)
    zones: list = field(default_factory=list)   # zones in use at 2-3 players (blue always); [] = the default
    variant: str = ""                            # "", "new_start" or "two_cities"

    def __post_init__(self):
        if isinstance(self.zones, str):
            self.zones = [z for z in self.zones.replace(",", "+").split("+") if z]
        self.zones = list(self.zones or [])
        self.variant = self.variant or ""

    @property
    def zone_key(self):
        return rules.zones_in_play(self.players, self.zones or None)

    def to_json(self):
        out = {"players": self.players, "names": list(self.names)}
        if self.zones and self.players < 4 and self.zone_key != rules.zones_in_play(self.players):
            out["zones"] = self.zone_key.split("+")  # a default set-up's record stays minimal
        if self.variant:
            out["variant"] = self.variant
        return out

    @classmethod
    def from_json(cls, obj):
        if not isinstance(obj, dict):
            raise BadRecord("The config of this game is not a table of settings.")
        players, names = obj.get("players"), obj.get("names") or []
        zones, variant = obj.get("zones") or [], obj.get("variant") or ""
        if type(players) is not int or type(names) is not list or not all(type(n) is str for n in names):
            raise BadRecord("The players of this game are not a number of players and their names.")
        if type(zones) is not list or not all(type(z) is str for z in zones) or type(variant) is not str:
            raise BadRecord("The zones or the variant of this game are not names.")
        return cls(players=players, names=names, zones=zones, variant=variant)


class Game(RecordedGame):
    NAME, RULES_VERSION, UNDO_KEY = "Maya", RULES_VERSION, "maya.no.undo"
    TURN_ENDS_WITH_GAME = True  # nothing is left to undo once the game has ended
    Config, State, IllegalAction, BadRecord = Config, State, IllegalAction, BadRecord
    find_legal = staticmethod(rules.legal_actions)
    canonical = staticmethod(rules.canonical)

    def __init__(self, config, seed, rules_version=None):
        super().__init__(config, seed, rules_version)
        self._turn_state = self.state.copy()  # the state when the current turn began (for undo)

    def new_state(self, config, seed):
        return rules.new_game(config.players, seed, config.names or None, config.zones or None, config.variant)

    def play(self, action):
        rules.apply(self.state, action, self.legal_actions())

    def start_turn(self):
        self.turn_start = len(self.actions)
        self._turn_state = self.state.copy()

    def decision(self):
        return rules.decision(self.state)

    def decision_data(self):
        return rules.decision_data(self.state)

    def undo(self):
        """Take back the last decision of the current turn (replaying the turn from its start)."""
        if not self.can_undo():
            raise IllegalAction("There is nothing to undo in this turn.", key=self.UNDO_KEY)
        state = self._start_of_turn().copy()
        for action in self.actions[self.turn_start:-1]:
            rules.apply(state, action)
        self.state = state
        self.actions.pop()
        self._legal = None
        return self

    def _start_of_turn(self):
        if self._turn_state is None:
            start = Game.replay(self.config, self.seed, self.actions[:self.turn_start], self.rules_version)
            self._turn_state = start.state
        return self._turn_state

    def turn_log_data(self, public=False):
        """(state at the start of this turn, [(key, values)] of its decisions so far). `public`
        words them for everyone (the tile laid face down is not named): describe.public_action_data."""
        from .describe import action_data, public_action_data
        state = self._start_of_turn().copy()
        start = state.copy()
        data = []
        for action in self.actions[self.turn_start:]:
            data.append((public_action_data if public else action_data)(state, action))
            rules.apply(state, action)
        return start, data

    def turn_log(self, locale="en", public=False):
        """(state at the start of this turn, the texts of its decisions so far, in `locale`)."""
        from .describe import words
        start, data = self.turn_log_data(public)
        return start, [words(*d, locale=locale) for d in data]

    # --- snapshots ------------------------------------------------------------------------------

    @classmethod
    def from_json(cls, obj):
        game = super().from_json(obj)
        game._turn_state = None  # rebuilt by replaying when undo or the turn's log needs it
        return game

    def copy(self):
        """An independent game (search plays on copies)."""
        new = Game.__new__(Game)
        new.config, new.seed, new.rules_version = self.config, self.seed, self.rules_version
        new.state = self.state.copy()
        new.actions = list(self.actions)
        new.turn_start = self.turn_start
        new._turn_state = self._turn_state
        new._legal = None
        return new
