"""The errors every engine raises on purpose, as one pattern: a root class of the game's own, a
move the rules forbid (`IllegalAction`) and a record or snapshot that cannot be read
(`BadRecord`). Bugs are other exceptions.

An engine subclasses all three, keeping its own names, so that `except <Game>Error` catches
what that engine refuses and the table can catch any engine's refusal the same way:

    class MyGameError(errors.GameError): ...
    class IllegalAction(MyGameError, errors.IllegalAction): ...
    class BadRecord(MyGameError, errors.BadRecord): ...
"""


class GameError(Exception):
    """Root of every error an engine raises on purpose."""


class IllegalAction(GameError):
    """A move the rules forbid; the game is left as it was. `reason` is English, for the player;
    `key` and `info` say the same as data, for the engine's words to word it in any language;
    `action` is the move refused (when one was read)."""

    def __init__(self, reason, action=None, *, key=None, info=None):
        super().__init__(reason)
        self.reason = reason
        self.action = action
        self.key = key
        self.info = info or {}


class BadRecord(GameError):
    """A game record or snapshot that cannot be read; `index` names the decision to blame, when
    one is."""

    def __init__(self, reason, index=None):
        super().__init__(reason)
        self.reason = reason
        self.index = index
