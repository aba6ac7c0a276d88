"""Stored JSON read back within limits: a game's config and snapshot are text in the database, and
damaged text (edited by hand, cut short, written by a bug) must never stop more than its own game."""
from __future__ import annotations

import json

# The largest number a stored JSON value may hold (what JSON carries exactly). A game's numbers
# (players, seats, counts, seeds) are far below it; a value beyond it, or not finite, is damage,
# found as the text is read, before anything is built or allocated from it.
MAX_JSON_NUMBER = 2 ** 53
# Only text with a long run of digits, an exponent or a named constant can hold such a number:
# other text is read at full speed (the digits made all zeros, a few substring tests).
_ZEROS = str.maketrans("123456789", "000000000")
_SUSPECT = ("0" * 16, "e0", "E0", "e+0", "E+0", "e-0", "E-0", "NaN", "Infinity")


def _bounded_int(text):
    if len(text.lstrip("-")) > 16 or abs(number := int(text)) > MAX_JSON_NUMBER:
        raise ValueError(f"a number out of range: {text[:20]}")
    return number


def _bounded_float(text):
    number = float(text)
    if not abs(number) <= MAX_JSON_NUMBER:  # also NaN
        raise ValueError(f"a number out of range: {text[:20]}")
    return number


def _no_constant(name):
    raise ValueError(f"not a JSON number: {name}")


def bounded_json(text):
    """json.loads, refusing numbers beyond MAX_JSON_NUMBER and NaN/Infinity (a ValueError)."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8")
    zeros = text.translate(_ZEROS)
    if not any(suspect in zeros for suspect in _SUSPECT):
        return json.loads(text)
    return json.loads(text, parse_int=_bounded_int, parse_float=_bounded_float, parse_constant=_no_constant)


def snapshot_text(snapshot):
    """A snapshot as stored: text already made by its writer (sealed by the table) is stored as it
    is, any other value as its JSON."""
    return snapshot if isinstance(snapshot, str) else json.dumps(snapshot, separators=(",", ":"))


# What an unreadable snapshot reads as (not JSON, or a number beyond MAX_JSON_NUMBER): a value no
# reader takes for a snapshot, and says so.
UNREADABLE = {"unreadable": "the stored text is not JSON within its limits"}


def json_column(text, damaged):
    """A JSON column; `damaged` when it cannot be read (or holds a number out of range), so one
    damaged game never stops the others."""
    if not text:
        return None
    try:
        return bounded_json(text)
    except (ValueError, TypeError, RecursionError):
        return damaged
