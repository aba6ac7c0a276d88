"""Actions: small immutable values with a compact canonical string.

`Action("at", "G8")` is written `at:G8`; `Action.parse("at:G8")` gives the same value back. The
string is what a record stores and what a button carries (at most 60 characters).
"""
import re
from typing import NamedTuple

from gamekit.actions import written

from .errors import IllegalAction

NUMBER = re.compile(r"[0-9]{1,3}")
PART = re.compile(r"[a-z0-9_]{1,24}", re.IGNORECASE)


class Action(NamedTuple):
    kind: str
    a: str | int | None = None

    __str__ = written  # a str whatever the parts hold, so that a malformed action can be named

    @classmethod
    def parse(cls, text):
        if isinstance(text, Action):
            return text
        parts = str(text).strip().split(":")
        if len(parts) > 2 or not all(PART.fullmatch(p) for p in parts):
            raise IllegalAction(f"'{str(text)[:60]}' is not a move of this game.", key="maya.no.unknown",
                                info={"text": str(text)[:60]})
        if len(parts) == 1:
            return cls(parts[0].lower())
        kind, arg = parts[0].lower(), parts[1]
        return cls(kind, int(arg) if NUMBER.fullmatch(arg) else (arg.upper() if kind == "at" else arg.lower()))
