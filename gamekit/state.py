"""What every engine's state shares: plain data that round-trips through JSON exactly.

An engine's `State` is a dataclass whose fields hold only JSON values (dicts with string keys,
lists, ints, strings, booleans, None), but for `players`, a list of the engine's player records
(dataclasses holding JSON values too), so `State.from_json(state.to_json()) == state`.
`JsonState` gives it the serialisation; `cloner` a copy quick enough for search.
"""
import copy
import json
from dataclasses import fields


class JsonState:
    """The JSON side of an engine's dataclass State; `Player` names its player record."""
    Player = None

    def to_json(self):
        out = {f.name: plain(getattr(self, f.name)) for f in fields(self) if f.name != "players"}
        out["players"] = [{f.name: plain(getattr(p, f.name)) for f in fields(p)} for p in self.players]
        return out

    @classmethod
    def from_json(cls, obj):
        obj = plain(obj)  # a private copy, and tuples become lists as in JSON
        obj["players"] = [cls.Player(**p) for p in obj["players"]]
        return cls(**obj)

    def copy(self):
        """An independent copy (an engine whose bots search copies often gives a quicker one)."""
        return self.from_json(self.to_json())

    def dumps(self):
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    @property
    def is_over(self):
        return self.phase == "over"


def plain(x):
    """A deep copy of JSON-shaped data with tuples made lists, as JSON would give them back
    (three times quicker than a trip through JSON text)."""
    t = type(x)
    if t is dict:
        return {k: v if type(v) not in _PLAIN else plain(v) for k, v in x.items()}
    if t is list or t is tuple:
        return [v if type(v) not in _PLAIN else plain(v) for v in x]
    return copy.deepcopy(x) if t not in _SCALARS else x


_PLAIN = (list, tuple, dict)
_SCALARS = (int, str, float, bool, type(None))


def cloner(record):
    """(clone, the types it copies) for an engine whose player record is `record`: `clone(x)` is a
    deep copy of JSON-shaped data and of such records (a player: its lists copied, its other values
    shared), as quick as search needs; a value of any other type is shared."""
    _RECORDS.add(record)
    return clone, (list, dict, record)


def clone(x):
    t = type(x)
    if t is list:
        return [v if type(v) in _SHARED else clone(v) for v in x]
    if t is dict:
        return {k: v if type(v) in _SHARED else clone(v) for k, v in x.items()}
    if t in _RECORDS:
        new = t.__new__(t)
        new.__dict__ = {k: v if type(v) is not list else list(v) for k, v in x.__dict__.items()}
        return new
    return x


# Module-level names, not a closure's: a copy makes thousands of these calls in a bot's search.
_SHARED = (int, str, type(None), bool, float)
_RECORDS = set()  # the engines' player records (cloner)
