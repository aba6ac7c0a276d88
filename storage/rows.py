"""What storage hands out: a game's row with its seats."""
from __future__ import annotations

from dataclasses import dataclass, field

ACTIVE = ("lobby", "secret", "playing")
DEFAULT_REMINDER = 12 * 3600


@dataclass
class Seat:
    seat: int
    user_id: int | None
    name: str
    bot: str | None = None  # None: a person plays the seat; else the bot's level
    hints: int = 0  # hints asked for by this seat's player

    @property
    def is_bot(self):
        return self.bot is not None

    @property
    def handed_over(self):
        """A bot plays a member's seat (the member who played it before is `user_id`)."""
        return self.is_bot and self.user_id is not None


@dataclass
class GameRow:
    id: int
    game: str  # the registered game it plays (games.get(row.game))
    guild_id: int
    channel_id: int
    creator_id: int
    status: str
    rules_version: int
    seed: int | None
    config: dict | None
    rev: int
    turn_no: int
    lobby_message_id: int | None
    secret_message_id: int | None
    board_message_id: int | None
    reminder_seconds: int
    turn_started_at: float | None
    reminded_at: float | None
    created_at: float
    updated_at: float
    handover_level: str = "normal"  # the bot level that takes over an absent player's seat
    hints_allowed: bool = True
    language: str = "en"  # of the game's public messages and pictures
    seats: list = field(default_factory=list)
    snapshot: dict | None = None  # read on demand: Storage.snapshot()

    @property
    def active(self):
        return self.status in ACTIVE

    def human_seat(self, user_id):
        """The seat this member plays in person (not one handed to a bot), or None."""
        for s in self.seats:
            if s.user_id == user_id and not s.is_bot:
                return s
        return None

    def seat_of(self, user_id):
        """The seat this member holds, even if a bot now plays it."""
        for s in self.seats:
            if s.user_id == user_id:
                return s
        return None

