"""Count, the tiny game that gamekit's tests (and the picture commands' tests) play: two or three
players add 1 or 2 to a count in turn, as often as they like within their turn, and `end` their turn;
whoever brings the count to 10 or more wins. It has what a real engine has (its config, state, errors
and a recorded game with undo, replay and snapshots), built on gamekit alone."""
from dataclasses import dataclass, field

from gamekit.record import RecordedGame


class CountError(Exception):
    pass


class Illegal(CountError):
    def __init__(self, reason, action=None, *, key=None, info=None):
        super().__init__(reason)
        self.reason, self.key = reason, key


class Damaged(CountError):
    pass


@dataclass
class CountConfig:
    players: int
    names: list = field(default_factory=list)

    def to_json(self):
        return {"players": self.players, "names": list(self.names)}

    @classmethod
    def from_json(cls, obj):
        return cls(obj["players"], list(obj.get("names") or []))


@dataclass
class CountState:
    players: int
    count: int = 0
    turn_no: int = 0

    @property
    def current_player(self):
        return self.turn_no % self.players

    @property
    def is_over(self):
        return self.count >= 10

    def to_json(self):
        return {"players": self.players, "count": self.count, "turn_no": self.turn_no}

    @classmethod
    def from_json(cls, obj):
        return cls(**obj)


class CountGame(RecordedGame):
    NAME, RULES_VERSION, UNDO_KEY = "Count", 3, "count.no.undo"
    Config, State, IllegalAction, BadRecord = CountConfig, CountState, Illegal, Damaged

    def new_state(self, config, seed):
        if not 2 <= config.players <= 3:
            raise Illegal("Count is played by 2 or 3 players.")
        return CountState(config.players)

    @staticmethod
    def find_legal(state):
        return [] if state.is_over else ["add:1", "add:2", "end"]

    @staticmethod
    def canonical(action):
        return str(action).strip()

    def play(self, action):
        if action not in self.legal_actions():
            raise Illegal(f"Not now: {action}")
        if action == "end":
            self.state.turn_no += 1
        else:
            self.state.count += int(action.split(":")[1])
