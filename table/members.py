"""A member's games across servers (`/mygames`, the daily digest): each with whether it waits on
them: a secret choice they have not made, or their turn.
"""
from __future__ import annotations

from dataclasses import dataclass

from ratings.results import ResultStore

from .seats import choosing
from .service import Refused, load_game


@dataclass
class MemberGame:
    row: object  # storage.GameRow
    seat: object  # the member's seat (played in person)
    waiting: bool  # the game waits on this member
    game: object = None  # the game being played (None in a lobby or the secret choice)

    @property
    def since(self):
        """Since when the game is as it is: the turn's start, else the lobby's opening."""
        return self.row.turn_started_at or self.row.created_at


async def current_game(service, row):
    """The game as the table loads it (kept in memory, else its checked snapshot, else its
    record); the record when the game moved on since the row was read."""
    try:
        return await service.load(row)
    except Refused:
        return load_game(row, await service.storage.actions(row.id))


async def member_game(service, row, user_id):
    seat = row.human_seat(user_id)
    if row.status == "lobby":
        return MemberGame(row, seat, False)
    if row.status == "secret":
        return MemberGame(row, seat, any(s.seat == seat.seat for s in await choosing(service, row)))
    game = await current_game(service, row)
    return MemberGame(row, seat, game.current_player == seat.seat, game)


async def member_rows(service, user_id):
    """The rows of the games in a lobby or running where the member plays a seat in person, in
    every server, in the order they were opened."""
    return await ResultStore(service.storage).member_games(user_id)


async def member_games(service, user_id, keep=None):
    """The member's games (`member_rows`) as MemberGame; `keep(row)` False leaves one out before it
    is loaded (a game of a server the bot has left)."""
    return [await member_game(service, row, user_id) for row in await member_rows(service, user_id)
            if keep is None or keep(row)]
