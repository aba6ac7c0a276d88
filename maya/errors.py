"""The engine's errors: one class for moves a player may not make, separate from bugs."""


class MayaError(Exception):
    """Root of every error the Maya engine raises on purpose."""


class IllegalAction(MayaError):
    """A move the rules forbid. `reason` is English, for the player; `key` and `info` say the
    same as data, so that describe.reason_text can word it in the player's language."""

    def __init__(self, reason, action=None, *, key=None, info=None):
        super().__init__(reason)
        self.reason = reason
        self.action = action
        self.key = key
        self.info = info or {}


class BadRecord(MayaError):
    """A game record or saved state that cannot be read; `index` names the decision to blame."""

    def __init__(self, reason, index=None):
        super().__init__(reason)
        self.reason = reason
        self.index = index
