"""The engine's errors: one class for moves a player may not make, separate from bugs."""


class TeotihuacanError(Exception):
    """Root of every error the rules engine raises on purpose."""


class IllegalAction(TeotihuacanError):
    """A move the rules forbid. The message is meant for the player.

    `reason` is English; `key` and `info` say the same as data, for describe.reason_text to
    word it in the player's language."""

    def __init__(self, reason, action=None, *, key=None, info=None):
        super().__init__(reason)
        self.reason = reason
        self.action = action
        self.key = key
        self.info = info or {}


class BadRecord(TeotihuacanError):
    """A game record or saved state that cannot be read."""
