"""A game's seats once it has begun: the seat a command names, whom the game is waiting for, a bot
playing a member's seat (the turn clock ran out, the member resigned) and the member taking it
back; and, after a restart, the games whose bot is on turn.

A vote or an admin's decision to hand a seat over is GameService.handover; why a bot plays a
seat ('clock', 'vote', 'resigned') is stored with it, so that a member who resigned cannot take
the seat back and a second "Yes, resign" finds it done.
"""
from __future__ import annotations

from dataclasses import dataclass

from storage import Seat

from .service import Outcome, Refused, chosen_seats


def named_seat(row, user_id=None, seat=None):
    """The seat a command names, by the member who holds it or by its number (from 1), or
    Refused with what is missing."""
    if seat is not None:
        if not 1 <= seat <= len(row.seats):
            raise Refused("no_such_seat", seat=seat)
        return row.seats[seat - 1]
    if user_id is None:
        raise Refused("name_a_player")
    found = row.seat_of(user_id)
    if found is None:
        raise Refused("handover_not_player")
    return found


def still_choosing(row, choices):
    """The seats played in person whose secret choice (`choices`, as stored) is not whole yet."""
    done = chosen_seats(row, choices)
    return [s for s in row.seats if s.seat not in done and not s.is_bot]


async def choosing(service, row):
    """The seats played in person that still make their secret choice."""
    return still_choosing(row, await service.storage.secret_choices(row.id))


async def waited_for(service, row):
    """The seats played in person that the game is waiting for: those still making their secret
    choice, else the seat on turn unless a bot plays it."""
    if row.status == "secret":
        return await choosing(service, row)
    game = await service.load(row)
    if game.is_over:
        return []
    seat = row.seats[game.current_player]
    return [] if seat.is_bot else [seat]


async def still_waited_on(service, game_id, user_id):
    """The game's row while it is running and waiting for this member, else None (a call held
    back by quiet hours goes out only then)."""
    row = await service.storage.get_game(game_id)
    if row is None or not row.active:
        return None
    return row if any(s.user_id == user_id for s in await waited_for(service, row)) else None


async def bots_on_turn(service):
    """The games being played whose seat on turn a bot plays (after a restart, their thinking was
    lost). A damaged or just-changed game is left out: the others resume all the same."""
    found = []
    for row in await service.storage.running_games():
        try:
            game = await service.load(row)
        except Refused:
            continue
        if not game.is_over and row.seats[game.current_player].is_bot:
            found.append(row.id)
    return found


# --- a bot plays a member's seat -------------------------------------------------------------------

@dataclass
class HandedOver:
    """A member's seat that a bot plays from now on, and why ('clock' or 'resigned')."""
    outcome: Outcome  # the game after the hand-over: a new turn to post, or a bot on turn
    seat: Seat  # the seat as the member played it
    why: str
    hours: int | None = None  # the turn clock that ran out

    @property
    def level(self):
        """The level of the bot playing the seat now (the game's hand-over setting)."""
        return self.outcome.row.seats[self.seat.seat].bot


async def hand_to_bot(service, game_id, seat, why, hours=None):
    """A bot plays the member's seat from now on (the table decides: no vote)."""
    outcome, _, _ = await service.handover(game_id, seat.user_id, None, is_admin=True, away=why)
    return HandedOver(outcome, seat, why, hours)


async def may_resign(service, row, user_id):
    """Refused unless the member plays a seat of this running game in person (the command asks
    for a confirmation before `resign`)."""
    if row.status == "lobby":
        raise Refused("resign_lobby")
    if row.human_seat(user_id) is None:
        raise await service.not_in_person(row, user_id)


async def resign(service, game_id, user_id):
    """The member leaves the game for good: a bot plays their seat to its end (HandedOver).
    A second request (a double click, arriving while the first is written) gets the answer of the
    first: None, the member has resigned, once."""
    row = await service.storage.get_game(game_id)
    if row is None or not row.active or row.status == "lobby":
        raise Refused("no_game" if row is None else "game_over")
    seat = row.human_seat(user_id)
    try:
        if seat is None:
            raise await service.not_in_person(row, user_id)
        return await hand_to_bot(service, game_id, seat, "resigned")
    except Refused:
        again = await service.not_in_person(await service.storage.get_game(game_id), user_id)
        if again.key != "rejoin_resigned":
            raise
        return None


# --- taking a seat back ---------------------------------------------------------------------------

@dataclass
class SeatBack:
    """A member plays their own seat again."""
    seat: Seat  # the seat as the bot played it
    board: Outcome | None  # a live board to post: a person is on turn and there is none
    shown: Outcome | None = None  # else the game whose live board names the seat as a bot's: drawn again


async def rejoin(service, game_id, user_id):
    """The member takes back the seat a bot played while they were away (not after resigning)."""
    async with service.locked(game_id):
        row = await service.row(game_id)
        seat = row.seat_of(user_id)
        if seat is None:
            raise Refused("not_a_player")
        if not seat.is_bot:
            raise Refused("rejoin_not_away")
        if (await service.storage.seats_away(game_id)).get(seat.seat) == "resigned":
            raise Refused("rejoin_resigned")
        seats = [Seat(s.seat, s.user_id, s.name, None if s.seat == seat.seat else s.bot, s.hints)
                 for s in row.seats]
        await service.storage.set_seats(game_id, seats, service.clock(), expected_rev=row.rev, away={seat.seat: None})
    missing = await board_if_missing(service, game_id)
    return SeatBack(seat, missing, None if missing else await live_board(service, game_id))


async def live_board(service, game_id):
    """The game as its live board shows it now (an Outcome), or None when it has none: after a
    seat changes hands, the board's seats and pictures say who plays it now."""
    row = await service.storage.get_game(game_id)
    if row.status != "playing" or not row.board_message_id:
        return None
    game = await service.load(row)
    return None if game.is_over else Outcome(row, game)


async def board_if_missing(service, game_id):
    """While bots are on turn there is no live board: a member taking a seat back before the bot
    played gets one (the Outcome to post), else None."""
    row = await service.storage.get_game(game_id)
    if row.status != "playing" or row.board_message_id:
        return None
    game = await service.load(row)
    if game.is_over or row.seats[game.current_player].is_bot:
        return None
    return Outcome(row, game)
