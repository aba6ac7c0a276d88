"""A game: the recipe (config, seed, actions) and the state it leads to.

The recipe is what gets stored; the state is a cache that replaying rebuilds.
Undo goes back one decision within the current player's own turn, never into
another player's: a turn is committed when it ends.
"""
from dataclasses import dataclass, field
from functools import lru_cache

from . import rules
from .errors import BadRecord, IllegalAction
from .state import State

RULES_VERSION = 1


@dataclass
class Config:
    players: int
    names: list = field(default_factory=list)
    modules: list = field(default_factory=list)  # Tribes & Prophecies modules, see data.MODULES

    def __post_init__(self):
        self.modules = rules.module_list(self.modules)

    def to_json(self):
        out = {"players": self.players, "names": list(self.names)}
        if self.modules:  # a base game's record stays exactly as it always was
            out["modules"] = list(self.modules)
        return out

    @classmethod
    def from_json(cls, obj):
        players, names = obj["players"], list(obj.get("names") or [])
        modules = obj.get("modules") or []
        if type(players) is not int or not all(type(n) is str for n in names):
            raise BadRecord("The players of this game are not a number of players and their names.")
        if type(modules) is not list or not all(type(m) is str for m in modules):
            raise BadRecord("The modules of this game are not a list of module names.")
        try:
            return cls(players=players, names=names, modules=modules)
        except IllegalAction as err:  # an unknown module
            raise BadRecord(f"This game cannot be set up: {err.reason}") from err


class Game:
    def __init__(self, config, seed):
        if isinstance(config, int):
            config = Config(players=config)
        self.config = config
        self.seed = seed
        self.state = rules.new_game(config.players, seed, config.names or None, config.modules)
        self.actions = []  # Action values, in order (record() gives their canonical strings)
        self.turn_start = 0  # index in `actions` where the current turn began
        self._legal = None

    # --- playing ---------------------------------------------------------------

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

    def apply(self, action):
        action = rules.canonical(action)
        turn_no = self.state.turn_no
        rules.play(self.state, action, self._legal)
        self._legal = None
        self.actions.append(action)
        if self.state.turn_no != turn_no:
            self.turn_start = len(self.actions)
        return self

    def can_undo(self):
        return len(self.actions) > self.turn_start

    def undo(self):
        """Take back the last decision of the current turn."""
        if not self.can_undo():
            raise IllegalAction("There is nothing to undo in this turn.", key="no.undo")
        keep = self.actions[:-1]
        start = self.turn_start
        replayed = Game.replay(self.config, self.seed, keep)
        self.state, self.actions, self.turn_start = replayed.state, replayed.actions, start
        self._legal = None
        return self

    def turn_actions(self):
        """The decisions taken so far in the current turn."""
        return [str(a) for a in self.actions[self.turn_start:]]

    def turn_log(self, locale="en"):
        """(state at the start of this turn, descriptions of its decisions so far, in `locale`).

        Replays the game, so it costs a few milliseconds: meant for people, not for search.
        """
        from .describe import words
        start, data = self.turn_log_data()
        return start, [words(*d, locale=locale) for d in data]

    def turn_log_data(self):
        """(state at the start of this turn, [(key, values)] of its decisions so far)."""
        from .describe import action_data
        game = Game.replay(self.config, self.seed, self.actions[:self.turn_start])
        start = game.state.copy()
        data = []
        for action in self.actions[self.turn_start:]:
            data.append(action_data(game.state, action))
            game.apply(action)
        return start, data

    # --- records -------------------------------------------------------------------

    def record(self):
        return {"rules_version": RULES_VERSION, "config": self.config.to_json(),
                "seed": self.seed, "actions": [str(a) for a in self.actions]}

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
            raise BadRecord(f"Not a Tzolk'in game record: {err!r}") from err
        if type(version) is not int:  # "1" or true is not version 1, whatever it looks like
            raise BadRecord(f"The rules version of this record is not a whole number: {version!r}"[:200])
        if version != RULES_VERSION:
            raise BadRecord(f"This record was made with rules version {version}; this is version {RULES_VERSION}.")
        if type(actions) is not list:
            raise BadRecord(f"The decisions of this record are not a list: {type(actions).__name__}")
        if type(seed) not in (int, str):  # what random.Random accepts and replays the same everywhere
            raise BadRecord(f"The seed of this record is not a number: {seed!r}"[:200])
        try:
            return cls.replay(config, seed, actions)
        except IllegalAction as err:
            index = getattr(err, "index", None)
            if index is None:  # the setup itself: a wrong number of players or names
                raise BadRecord(f"This record cannot be set up: {err.reason}") from err
            bad = BadRecord(f"Decision {index + 1} of the record ({str(actions[index])[:60]!r}) cannot be "
                            f"replayed: {err.reason}")
            bad.index = index
            raise bad from err

    def to_json(self):
        return {**self.record(), "turn_start": self.turn_start, "state": self.state.to_json()}

    @classmethod
    def from_json(cls, obj):
        """Rebuild from a snapshot without replaying (the state is trusted as a cache)."""
        try:
            game = cls.__new__(cls)
            game.config = Config.from_json(obj["config"])
            game.seed = obj["seed"]
            game.actions = [_canonical_text(a) if type(a) is str else rules.canonical(a) for a in obj["actions"]]
            game.turn_start = obj.get("turn_start", len(game.actions))
            game.state = State.from_json(obj["state"])
        except (*_DAMAGE, IllegalAction) as err:
            raise BadRecord(f"Not a Tzolk'in game snapshot: {err!r}"[:300]) from err
        if type(game.turn_start) is not int or not 0 <= game.turn_start <= len(game.actions):
            raise BadRecord("Not a Tzolk'in game snapshot: the turn does not start within its decisions.")
        game._legal = None
        return game


@lru_cache(maxsize=4096)
def _canonical_text(text):
    """An action string read once per process: a game's few hundred decisions use a few dozen
    distinct strings, and reading them all made loading a snapshot cost as much as the rest."""
    return rules.canonical(text)


# What reading a damaged record can raise before the engine gets to judge it.
_DAMAGE = (KeyError, TypeError, ValueError, AttributeError, OverflowError, IndexError, RecursionError)
