"""Actions: small immutable values with a compact canonical string.

`Action("move", 2)` is written `move:2`, `Action("res", 1, 0, 2)` is `res:1:0:2`; parsing the
string gives the same value back. The string is what the decision log stores and buttons carry
(gamekit.actions writes and reads them; a text of more than 60 characters is no move).
"""
from typing import NamedTuple

from gamekit.actions import Arg, read, written

from .errors import IllegalAction


class Action(NamedTuple):
    kind: str
    a: Arg = None
    b: Arg = None
    c: Arg = None

    __str__ = written

    @classmethod
    def parse(cls, text):
        return read(cls, text, _unknown, longest=60)


def _unknown(text):
    return IllegalAction(f"'{text}' is not a move this game understands.", key="teo.no.unknown", info={"text": text})
