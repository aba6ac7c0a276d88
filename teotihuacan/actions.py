"""Actions: small immutable values with a compact canonical string.

`Action("move", 2)` is written `move:2`, `Action("res", 1, 0, 2)` is `res:1:0:2`; parsing the
string gives the same value back. The string is what the decision log stores and buttons carry.
"""
import re
from typing import NamedTuple, Optional, Union

from .errors import IllegalAction

Arg = Optional[Union[str, int]]
NUMBER = re.compile(r"-?[0-9]{1,9}")


class Action(NamedTuple):
    kind: str
    a: Arg = None
    b: Arg = None
    c: Arg = None

    def __str__(self):
        return ":".join(str(x) for x in self if x is not None)

    @classmethod
    def parse(cls, text):
        if isinstance(text, Action):
            return text
        parts = str(text).strip().split(":")
        if "" in parts or len(parts) > 4 or len(str(text)) > 60:
            raise IllegalAction(f"'{str(text)[:60]}' is not a move this game understands.", key="teo.no.unknown",
                                info={"text": str(text)[:60]})
        return cls(*(_arg(p) for p in parts))


def _arg(part):
    return int(part) if NUMBER.fullmatch(part) else part
