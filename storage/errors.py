"""The storage layer's errors, whichever database holds the games."""


class StorageError(Exception):
    """Root of the storage layer's errors."""


class DatabaseUnavailable(StorageError):
    """The database cannot be opened or brought up to date; the message names it and the cause."""


class NewerSchema(StorageError):
    """The database was brought to a schema this code does not know (by a newer version)."""


class ChannelBusy(StorageError):
    """The channel already has a game in its lobby or running."""


class StaleRevision(StorageError):
    """Somebody changed the game since the caller read it."""
