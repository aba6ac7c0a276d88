"""Actions: small immutable values with a compact canonical string.

`Action("at", "G8")` is written `at:G8`; `Action.parse("at:G8")` gives the same value back
(gamekit.actions writes and reads them, in Maya's spelling: kinds in lower case, spaces in upper
case). The string is what a record stores and what a button carries (at most 49 characters).
"""
import re
from typing import NamedTuple

from gamekit.actions import read, written

from .errors import IllegalAction

NUMBER = re.compile(r"[0-9]{1,3}")
PART = re.compile(r"[a-z0-9_]{1,24}", re.IGNORECASE)


class Action(NamedTuple):
    kind: str
    a: str | int | None = None

    __str__ = written  # a str whatever the parts hold, so that a malformed action can be named

    @classmethod
    def parse(cls, text):
        return read(cls, text, _unknown, part=PART, number=NUMBER, spelling=_spelling, numeric_kind=False)


def _spelling(parts):
    """A space is written in upper case (`at:G8`), everything else in lower case."""
    kind = parts[0].lower()
    return [kind, *(p.upper() if kind == "at" else p.lower() for p in parts[1:])]


def _unknown(text):
    text = text[:60]
    return IllegalAction(f"'{text}' is not a move of this game.", key="maya.no.unknown", info={"text": text})
