"""A game: the recipe (config, seed, actions) and the state it leads to.

The recipe is what gets stored; the state is a cache that replaying rebuilds. Undo goes back one
decision within the current turn, never into another player's: a turn is committed when it ends
(growing a city draws tiles, so it ends the turn at once).
"""
from dataclasses import dataclass, field

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


class Game:
    def __init__(self, config, seed):
        if isinstance(config, int):
            config = Config(players=config)
        self.config = config
        self.seed = seed
        self.state = rules.new_game(config.players, seed, config.names or None, config.zones or None,
                                    config.variant)
        self.actions = []          # Action values, in order (record() gives their strings)
        self.turn_start = 0        # index in `actions` where the current turn began
        self._turn_state = self.state.copy()  # the state when the current turn began (for undo)
        self._legal = None

    # --- playing ---------------------------------------------------------------------------

    @property
    def current_player(self):
        return self.state.current_player

    @property
    def is_over(self):
        return self.state.is_over

    def legal_actions(self):
        # Cached until the next apply or undo; code that edits game.state by hand must not rely on it.
        if self._legal is None:
            self._legal = rules.legal_actions(self.state)
        return self._legal

    def decision(self):
        return rules.decision(self.state)

    def decision_data(self):
        return rules.decision_data(self.state)

    def apply(self, action):
        action = rules.canonical(action)
        turn_no = self.state.turn_no
        rules.apply(self.state, action, self.legal_actions())
        self._legal = None
        self.actions.append(action)
        if self.state.turn_no != turn_no or self.state.is_over:
            self.turn_start = len(self.actions)
            self._turn_state = self.state.copy()
        return self

    def can_undo(self):
        return len(self.actions) > self.turn_start

    def undo(self):
        """Take back the last decision of the current turn."""
        if not self.can_undo():
            raise IllegalAction("There is nothing to undo in this turn.", key="maya.no.undo")
        state = self._start_of_turn().copy()
        for action in self.actions[self.turn_start:-1]:
            rules.apply(state, action)
        self.state = state
        self.actions.pop()
        self._legal = None
        return self

    def _start_of_turn(self):
        if self._turn_state is None:
            self._turn_state = Game.replay(self.config, self.seed, self.actions[:self.turn_start]).state
        return self._turn_state

    def turn_actions(self):
        """The decisions taken so far in the current turn, as strings."""
        return [str(a) for a in self.actions[self.turn_start:]]

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

    # --- secret simultaneous choices: Maya has none ---------------------------------------------

    def secret_phase(self):
        return False

    def secret_options(self, seat, chosen=()):
        return []

    # --- records ----------------------------------------------------------------------------

    def record(self):
        return {"rules_version": RULES_VERSION, "config": self.config.to_json(), "seed": self.seed,
                "actions": [str(a) for a in self.actions]}

    @classmethod
    def replay(cls, config, seed, actions):
        game = cls(config, seed)
        for i, action in enumerate(actions):
            try:
                game.apply(action)
            except IllegalAction as err:
                err.index = i
                raise
        return game

    @classmethod
    def from_record(cls, record):
        """Replay a stored record; anything wrong with it (shape, types, a move that no longer
        replays) is a BadRecord, with `index` set when a decision is to blame."""
        try:
            version = record.get("rules_version", RULES_VERSION)
            config = Config.from_json(record["config"])
            seed, actions = record["seed"], record["actions"]
        except _DAMAGE as err:
            raise BadRecord(f"Not a Maya game record: {err!r}"[:300]) from err
        if type(version) is not int:  # "1" or true is not version 1, whatever it looks like
            raise BadRecord(f"The rules version of this record is not a whole number: {version!r}"[:200])
        if version != RULES_VERSION:
            raise BadRecord(f"This record was made with rules version {version}; this is version {RULES_VERSION}.")
        if type(actions) is not list:
            raise BadRecord(f"The decisions of this record are not a list: {type(actions).__name__}")
        if type(seed) not in (int, str):
            raise BadRecord(f"The seed of this record is not a number: {seed!r}"[:200])
        try:
            game = cls(config, seed)
        except IllegalAction as err:
            raise BadRecord(f"This record cannot be set up: {err.reason}") from err
        for i, action in enumerate(actions):
            try:
                game.apply(action)
            except IllegalAction as err:
                raise BadRecord(f"Decision {i + 1} of the record ({str(action)[:60]!r}) cannot be replayed: "
                                f"{err.reason}", index=i) from err
        return game

    def to_json(self):
        return {**self.record(), "turn_start": self.turn_start, "state": self.state.to_json()}

    @classmethod
    def from_json(cls, obj):
        """Rebuild from a snapshot without replaying (the state is trusted as a cache)."""
        try:
            game = cls.__new__(cls)
            game.config = Config.from_json(obj["config"])
            game.seed = obj["seed"]
            game.actions = [rules.canonical(a) for a in obj["actions"]]
            game.turn_start = obj.get("turn_start", len(game.actions))
            game.state = State.from_json(obj["state"])
        except (*_DAMAGE, IllegalAction) as err:
            raise BadRecord(f"Not a Maya game snapshot: {err!r}"[:300]) from err
        if type(game.turn_start) is not int or not 0 <= game.turn_start <= len(game.actions):
            raise BadRecord("Not a Maya game snapshot: the turn does not start within its decisions.")
        game._turn_state = None
        game._legal = None
        return game

    def copy(self):
        """An independent game (search plays on copies)."""
        new = Game.__new__(Game)
        new.config, new.seed = self.config, self.seed
        new.state = self.state.copy()
        new.actions = list(self.actions)
        new.turn_start = self.turn_start
        new._turn_state = self._turn_state
        new._legal = None
        return new


# What reading a damaged record can raise before the engine gets to judge it.
_DAMAGE = (KeyError, TypeError, ValueError, AttributeError, OverflowError, IndexError, RecursionError)
