"""The engine's errors (gamekit.errors' pattern): one class for moves a player may not make, one
for records that cannot be read, under one root; bugs are other exceptions."""
from gamekit import errors


class TzolkinError(errors.GameError):
    """Root of every error the rules engine raises on purpose."""


class IllegalAction(TzolkinError, errors.IllegalAction):
    """A move the rules forbid. The message is meant for the player; `key` and `info` say the
    same as data, for describe.reason_text to word it in the player's language."""


class BadRecord(TzolkinError, errors.BadRecord):
    """A game record or saved state that cannot be read."""
