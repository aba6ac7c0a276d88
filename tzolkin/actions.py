"""Actions: small immutable values with a compact canonical string.

`Action("place", "tikal")` is written `place:tikal`; parsing the string gives the
same value back. The string is what the decision log stores and what buttons carry.
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

    def __str__(self):
        return ":".join(str(x) for x in self if x is not None)

    @classmethod
    def parse(cls, text):
        if isinstance(text, Action):
            return text
        parts = str(text).strip().split(":")
        if "" in parts or len(parts) > 3:
            raise IllegalAction(f"'{text}' is not a move this game understands.", key="no.unknown",
                                info={"text": str(text)})
        return cls(*(_arg(p) for p in parts))


def _arg(part):
    return int(part) if NUMBER.fullmatch(part) else part
