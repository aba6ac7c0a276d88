"""A game's live board between two boards: one board per game carries the mention of the player
to act and the buttons; the board before it is cut back to its own lines.

- The calls of a turn (reminders, calls held back by quiet hours) go when the next board comes.
- While bots play there is no board: the lines of their turns (and of the turn that handed them
  the game) wait for the next board, so a run of bot turns reads as one message.
- With the `round` board style the picture comes once a round, with a summary of the round; the
  boards in between are short lines, deleted when the next comes, but for the round's first.

`LiveBoard` is what the table keeps of it (in the game's options): read once per board, and
changed as the Discord side posts (cogs/quiet.py).
"""
from __future__ import annotations

from .options import DEFAULT_LAYOUT
from .places import remember_message

PINGS = "pings"


async def remember_call(service, game_id, message_id):
    """A call (a message mentioning a member) that must not outlive the turn: the next board deletes it."""
    calls = await service.storage.game_option(game_id, PINGS, [])
    await service.storage.set_game_option(game_id, PINGS, calls + [message_id])


class LiveBoard:
    def __init__(self, service, game_id, options):
        self.service = service
        self.game_id = game_id
        self.options = options

    @classmethod
    async def read(cls, service, game_id):
        return cls(service, game_id, await service.storage.game_options(game_id))

    async def _set(self, key, value):
        self.options[key] = value
        await self.service.storage.set_game_option(self.game_id, key, value)

    @property
    def by_round(self):
        return self.options.get("board", "turn") == "round"

    @property
    def layout(self):
        return self.options.get("layout", DEFAULT_LAYOUT)

    @property
    def calls(self):
        """The messages calling members during the turn that ended."""
        return self.options.get(PINGS, [])

    @property
    def lines(self):
        """The lines the live board carries: what stays of it once the next board comes."""
        return self.options.get("board_lines", "")

    @property
    def round(self):
        """The round the live board shows (None before the first board)."""
        return self.options.get("board_day")

    @property
    def round_lines(self):
        """The lines of the round so far (round style), for its summary."""
        return self.options.get("round_lines", [])

    @property
    def round_start(self):
        """The players' stock as the round began (GamePlugin.stock), for its summary."""
        return self.options.get("round_start")

    @property
    def held_lines(self):
        """The lines of the bots' turns waiting for the next board."""
        return self.options.get("bot_lines", [])

    def new_round(self, game, round_no):
        return game.is_over or self.round != round_no

    def deletes_previous(self):
        """Round style: the previous board goes, unless it began its round (its lines are in the summary)."""
        return self.by_round and not self.options.get("board_kept", True)

    def summary_due(self, new_round):
        return self.by_round and new_round and self.round is not None

    async def calls_gone(self):
        if self.calls:
            await self._set(PINGS, [])

    async def no_board(self):
        """No live board until a person is on turn: nothing left to retire meanwhile."""
        await remember_message(self.service, self.game_id, "board_message_id", None)

    async def hold(self, rest):
        """The bots' lines not posted yet (`rest`: the last, not yet full, message's)."""
        await self._set("bot_lines", [rest] if rest else [])

    async def take_held(self):
        """The bots' lines for the board posted now."""
        held = self.held_lines
        if held:
            await self._set("bot_lines", [])
        return held

    async def posted(self, message_id, last, round_no, new_round, stock, lines):
        """The board posted now (`message_id`) carries `last`; it shows `round_no`, which is a new
        round or not; `stock` is the players' stock now, `lines` the turn lines it brought."""
        await remember_message(self.service, self.game_id, "board_message_id", message_id)
        await self._set("board_lines", last)
        await self._set("board_day", round_no)
        if new_round:  # kept in either style, so a game may switch to round summaries at any time
            await self._set("round_start", stock)
        if self.by_round:
            round_lines = self.round_lines
            await self._set("board_kept", new_round)
            await self._set("round_lines", [] if new_round else round_lines + lines)
