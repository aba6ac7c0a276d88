"""A Tzolk'in game: its config and the recipe machinery of gamekit.record (config, seed, actions
and the state they lead to; undo within the current player's own turn, records, snapshots)."""
from dataclasses import dataclass, field
from functools import lru_cache

from gamekit.record import RecordedGame

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


class Game(RecordedGame):
    NAME, RULES_VERSION, UNDO_KEY = "Tzolk'in", RULES_VERSION, "no.undo"
    Config, State, IllegalAction, BadRecord = Config, State, IllegalAction, BadRecord
    find_legal = staticmethod(rules.legal_actions)
    canonical = staticmethod(rules.canonical)

    def new_state(self, config, seed):
        return rules.new_game(config.players, seed, config.names or None, config.modules)

    def play(self, action):
        rules.play(self.state, action, self._legal)

    @classmethod
    def read_action(cls, value):
        return _canonical_text(value) if type(value) is str else rules.canonical(value)

    def decision(self):
        return rules.decision(self.state)

    # --- the secret starting choice: a tribe (module tribes), then the wealth tiles ----------

    def secret_phase(self):
        """True while every seat chooses its starting wealth (and tribe) privately."""
        return self.state.phase == "wealth"

    def secret_options(self, seat, chosen=()):
        """A seat's options for its next secret step, given the steps it chose so far in this
        phase ([] once its choice is whole): its tribe first when tribes are dealt, then its
        tiles (with that tribe). Never depends on another seat's choice."""
        if not self.secret_phase():
            return []
        tribes = rules.tribe_options(self.state, seat)
        tribe = next((a.a for a in chosen if a.kind == "tribe"), None)
        if tribes and tribe is None:
            return tribes
        if any(a.kind in ("keep", "discard") for a in chosen):
            return []
        return rules.keep_options(self.state, seat, tribe)

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
        game = Game.replay(self.config, self.seed, self.actions[:self.turn_start], self.rules_version)
        start = game.state.copy()
        data = []
        for action in self.actions[self.turn_start:]:
            data.append(action_data(game.state, action))
            game.apply(action)
        return start, data


@lru_cache(maxsize=4096)
def _canonical_text(text):
    """An action string read once per process: a game's few hundred decisions use a few dozen
    distinct strings, and reading them all made loading a snapshot cost as much as the rest."""
    return rules.canonical(text)
