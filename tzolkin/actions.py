"""Actions: small immutable values with a compact canonical string.

`Action("place", "tikal")` is written `place:tikal`; parsing the string gives the
same value back. The string is what the decision log stores and what buttons carry
(gamekit.actions writes and reads them).
"""
from typing import NamedTuple

from gamekit.actions import Arg, read, written

from .errors import IllegalAction


class Action(NamedTuple):
    kind: str
    a: Arg = None
    b: Arg = None

    __str__ = written

    @classmethod
    def parse(cls, text):
        return read(cls, text, _unknown)


def _unknown(text):
    return IllegalAction(f"'{text}' is not a move this game understands.", key="no.unknown", info={"text": text})
