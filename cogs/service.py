"""Game sessions for the bot, without Discord: lobby, wealth choices, moves, bots, hand-over.

Each operation takes the game's lock, reloads the game from storage, checks who may
act and whether the caller's view is current (the revision), asks the engine, and
writes the result in one transaction. It returns what happened; the cog posts it.
No rule of the game lives here: the engine decides what is legal.
"""
from __future__ import annotations

import asyncio
import random
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from storage import ChannelBusy, Seat
from tzolkin import Action, Config, Game, IllegalAction
from tzolkin.bots import RandomBot
from tzolkin.describe import action_data
from tzolkin.rules import keep_options

MAX_PLAYERS, MIN_PLAYERS = 4, 2
BOT_KIND = "random"
MAX_NAME = 24


class Refused(Exception):
    """A request that cannot be done; `key` names the catalog message explaining why."""

    def __init__(self, key, **info):
        super().__init__(key)
        self.key = key
        self.info = info


@dataclass
class TurnReport:
    """One finished turn (or final choice), for the public line and the summaries.

    `steps` are the turn's decisions as language-free data (key, values) from
    tzolkin.describe.action_data, worded in the game's language when posted."""
    seat: int
    steps: list
    events: list
    by_bot: bool = False


@dataclass
class Outcome:
    row: object  # storage.GameRow after the change
    game: Game | None = None
    reports: list = field(default_factory=list)
    revealed: bool = False
    previous_board: int | None = None  # board message whose buttons must go

    @property
    def new_turn(self):
        return bool(self.reports) or self.revealed

    @property
    def over(self):
        return self.game is not None and self.game.is_over


# --- small engine adapters ---------------------------------------------------------

def load_game(row, actions):
    return Game.replay(Config.from_json(row.config), row.seed, actions)


def clean_name(name):
    name = " ".join(str(name).split()) or "Player"
    return name[:MAX_NAME]


class GameService:
    def __init__(self, storage, clock, *, seed_source=None, lock_factory=asyncio.Lock, formatter=None):
        self.storage = storage
        self.clock = clock  # () -> POSIX seconds
        self.seed_source = seed_source or (lambda: random.SystemRandom().randrange(10 ** 9))
        self.lock_factory = lock_factory
        self.formatter = formatter  # (row, game, reports, revealed) -> public log lines
        self._locks = {}

    @asynccontextmanager
    async def locked(self, game_id):
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = self.lock_factory()
        async with lock:
            yield

    async def _row(self, game_id, statuses=None):
        row = await self.storage.get_game(game_id)
        if row is None:
            raise Refused("no_game")
        if statuses and row.status not in statuses:
            raise Refused({"lobby": "not_started", "wealth": "game_running", "playing": "game_running",
                           "over": "game_over", "abandoned": "game_abandoned"}[row.status])
        return row

    async def load(self, row):
        return load_game(row, await self.storage.actions(row.id))

    # --- lobby ------------------------------------------------------------------------

    async def create_lobby(self, guild_id, channel_id, user_id, name, reminder_seconds, language="en"):
        try:
            return await self.storage.create_lobby(guild_id, channel_id, user_id, clean_name(name), self.clock(),
                                                   reminder_seconds=reminder_seconds, language=language)
        except ChannelBusy:
            raise Refused("channel_busy") from None

    async def join(self, game_id, user_id, name):
        async with self.locked(game_id):
            row = await self._row(game_id, ("lobby",))
            if row.seat_of(user_id):
                raise Refused("already_joined")
            if len(row.seats) >= MAX_PLAYERS:
                raise Refused("lobby_full")
            seats = row.seats + [Seat(len(row.seats), user_id, clean_name(name))]
            await self.storage.set_seats(game_id, seats, self.clock())
            return await self.storage.get_game(game_id)

    async def leave(self, game_id, user_id):
        async with self.locked(game_id):
            row = await self._row(game_id, ("lobby",))
            if not row.seat_of(user_id):
                raise Refused("not_in_lobby_seat")
            seats = [s for s in row.seats if s.user_id != user_id]
            humans = [s for s in seats if not s.is_bot]
            if not humans:
                await self.storage.set_status(game_id, "abandoned", self.clock())
                return await self.storage.get_game(game_id)
            creator = row.creator_id if row.creator_id != user_id else humans[0].user_id
            await self.storage.set_seats(game_id, seats, self.clock(), creator_id=creator)
            return await self.storage.get_game(game_id)

    async def add_bot(self, game_id, user_id, is_admin=False):
        async with self.locked(game_id):
            row = await self._row(game_id, ("lobby",))
            if user_id != row.creator_id and not is_admin:
                raise Refused("only_creator_bots")
            if len(row.seats) >= MAX_PLAYERS:
                raise Refused("lobby_full")
            n = 1 + sum(s.is_bot for s in row.seats)
            names = {s.name for s in row.seats}
            while f"Bot {n}" in names:
                n += 1
            seats = row.seats + [Seat(len(row.seats), None, f"Bot {n}", BOT_KIND)]
            await self.storage.set_seats(game_id, seats, self.clock())
            return await self.storage.get_game(game_id)

    async def remove_bot(self, game_id, user_id, is_admin=False):
        async with self.locked(game_id):
            row = await self._row(game_id, ("lobby",))
            if user_id != row.creator_id and not is_admin:
                raise Refused("only_creator_bots")
            bots = [s for s in row.seats if s.is_bot]
            if not bots:
                raise Refused("no_bot_to_remove")
            seats = [s for s in row.seats if s is not bots[-1]]
            await self.storage.set_seats(game_id, seats, self.clock())
            return await self.storage.get_game(game_id)

    async def set_language(self, game_id, user_id, language, is_admin=False):
        """A lobby may choose its game's language (its creator or an admin)."""
        async with self.locked(game_id):
            row = await self._row(game_id, ("lobby",))
            if user_id != row.creator_id and not is_admin:
                raise Refused("only_creator_language")
            await self.storage.set_game_language(game_id, language, self.clock())
            return await self.storage.get_game(game_id)

    async def start(self, game_id, user_id, is_admin=False):
        """Close the lobby and deal the starting wealth; bots choose theirs at once."""
        async with self.locked(game_id):
            row = await self._row(game_id, ("lobby",))
            if user_id != row.creator_id and not is_admin:
                raise Refused("only_creator_start")
            if len(row.seats) < MIN_PLAYERS:
                raise Refused("not_enough_players", needed=MIN_PLAYERS)
            seed = self.seed_source()
            config = Config(players=len(row.seats), names=[s.name for s in row.seats])
            game = Game(config, seed)
            choices = {s.seat: str(random.Random(f"{seed}:wealth:{s.seat}").choice(keep_options(game.state, s.seat)))
                       for s in row.seats if s.is_bot}
            await self.storage.start(game_id, seed, config.to_json(), self.clock(), expected_rev=row.rev,
                                     wealth_choices=choices)
            return Outcome(await self.storage.get_game(game_id), game)

    # --- starting wealth -------------------------------------------------------------------

    async def choose_wealth(self, game_id, user_id, action):
        async with self.locked(game_id):
            row = await self._row(game_id, ("wealth", "playing"))
            seat = row.human_seat(user_id)
            if seat is None:
                raise Refused("not_a_player")
            if row.status != "wealth":
                raise Refused("wealth_done")
            game = await self.load(row)
            action = Action.parse(action)
            if action not in keep_options(game.state, seat.seat):
                raise Refused("not_your_tiles")
            choices = await self.storage.wealth_choices(game_id)
            choices[seat.seat] = str(action)
            if len(choices) < len(row.seats):
                await self.storage.choose_wealth(game_id, seat.seat, str(action), self.clock(), expected_rev=row.rev)
                return Outcome(await self.storage.get_game(game_id), game)
            return await self._reveal(row, game, choices, {seat.seat: user_id})

    async def _reveal(self, row, game, choices, deciders, seats=None):
        """Everyone has chosen: hand the choices to the engine in the order it expects."""
        appended = []
        while game.state.phase == "wealth":
            seat = game.current_player
            game.apply(choices[seat])
            appended.append((choices[seat], seat, deciders.get(seat)))
        seat_rows = seats or row.seats
        reports = self._run_bots(game, seat_rows, appended)
        outcome = Outcome(row, game, reports, revealed=True, previous_board=row.wealth_message_id)
        await self._commit(row, game, appended, outcome, status="playing", clear_wealth=True, seats=seats)
        return outcome

    # --- playing -----------------------------------------------------------------------------

    async def check_turn(self, row, user_id):
        """The seat of the member whose turn it is, or Refused with a friendly reason."""
        if row.status == "wealth":
            raise Refused("choose_wealth_first")
        if row.status != "playing":
            raise Refused("game_over" if row.status == "over" else "no_game")
        seat = row.human_seat(user_id)
        if seat is None:
            raise Refused("not_a_player" if row.seat_of(user_id) is None else "seat_handed_over")
        game = await self.load(row)
        if game.current_player != seat.seat:
            raise Refused("not_your_turn", seat=game.current_player)
        return seat, game

    async def play(self, game_id, rev, user_id, action):
        async with self.locked(game_id):
            row = await self._row(game_id)
            if row.rev != rev:
                raise Refused("stale")
            seat, game = await self.check_turn(row, user_id)
            action = Action.parse(action)
            turn_no, ev0 = game.state.turn_no, len(game.state.events)
            _, steps = game.turn_log_data()
            if action in game.legal_actions() and action.kind != "end":
                steps.append(action_data(game.state, action))
            try:
                game.apply(action)
            except IllegalAction as err:
                raise Refused("illegal", reason=err) from None  # worded in the player's language
            appended = [(str(action), seat.seat, user_id)]
            reports = []
            if game.state.turn_no != turn_no or game.is_over:
                reports.append(TurnReport(seat.seat, steps, game.state.events[ev0:]))
            reports += self._run_bots(game, row.seats, appended)
            outcome = Outcome(row, game, reports, previous_board=row.board_message_id if reports else None)
            await self._commit(row, game, appended, outcome, clear_votes_for=(seat.seat,) if reports else ())
            return outcome

    async def undo(self, game_id, rev, user_id):
        async with self.locked(game_id):
            row = await self._row(game_id)
            if row.rev != rev:
                raise Refused("stale")
            seat, game = await self.check_turn(row, user_id)
            if not game.can_undo():
                raise Refused("nothing_to_undo")
            game.undo()
            outcome = Outcome(row, game)
            rev = await self.storage.commit(row.id, row.rev, self.clock(), drop_last=1, snapshot=game.to_json())
            outcome.row = await self.storage.get_game(game_id)
            return outcome

    def _run_bots(self, game, seats, appended):
        """Let bot seats play until a person is on turn (or the game ends)."""
        reports, steps, ev0 = [], [], len(game.state.events)
        for _ in range(100000):
            if game.is_over or not seats[game.current_player].is_bot:
                break
            seat, turn_no = game.current_player, game.state.turn_no
            bot = RandomBot(seed=f"{game.seed}:{len(game.actions)}")
            action = bot.choose(game)
            if action.kind != "end":
                steps.append(action_data(game.state, action))
            game.apply(action)
            appended.append((str(action), seat, None))
            if game.state.turn_no != turn_no or game.is_over:
                reports.append(TurnReport(seat, steps, game.state.events[ev0:], by_bot=True))
                steps, ev0 = [], len(game.state.events)
        return reports

    async def _commit(self, row, game, appended, outcome, status=None, **extra):
        if game.is_over:
            status = "over"
        lines = self.formatter(row, game, outcome) if self.formatter else []
        await self.storage.commit(
            row.id, row.rev, self.clock(), append=appended, snapshot=game.to_json(), status=status,
            turn_no=game.state.turn_no, new_turn=outcome.new_turn, log_lines=lines, **extra)
        outcome.row = await self.storage.get_game(row.id)

    # --- absent players -----------------------------------------------------------------------

    async def handover(self, game_id, target_id, voter_id, is_admin=False):
        """A vote (or an admin's decision) to let a bot play an absent member's seat.

        Returns (outcome or None, votes, needed)."""
        async with self.locked(game_id):
            row = await self._row(game_id, ("wealth", "playing"))
            target = row.human_seat(target_id)
            if target is None:
                raise Refused("handover_not_player")
            if not is_admin:
                voter = row.human_seat(voter_id)
                if voter is None:
                    raise Refused("handover_voters_only")
                if voter.seat == target.seat:
                    raise Refused("handover_self")
                others = [s for s in row.seats if not s.is_bot and s.seat != target.seat]
                needed = len(others) // 2 + 1
                votes = await self.storage.add_vote(game_id, target.seat, voter_id)
                if len(votes) < needed:
                    return None, len(votes), needed
            else:
                needed = 0
            seats = [Seat(s.seat, s.user_id, s.name, BOT_KIND if s.seat == target.seat else s.bot) for s in row.seats]
            game = await self.load(row)
            if row.status == "wealth":
                choices = await self.storage.wealth_choices(game_id)
                if target.seat not in choices:
                    choices[target.seat] = str(random.Random(f"{row.seed}:wealth:{target.seat}").choice(
                        keep_options(game.state, target.seat)))
                if len(choices) == len(seats):
                    return await self._reveal(row, game, choices, {}, seats=seats), needed, needed
                await self.storage.choose_wealth(game_id, target.seat, choices[target.seat], self.clock())
                await self.storage.set_seats(game_id, seats, self.clock())
                return Outcome(await self.storage.get_game(game_id), game), needed, needed
            appended = []
            reports = self._run_bots(game, seats, appended)
            outcome = Outcome(row, game, reports, previous_board=row.board_message_id if reports else None)
            await self._commit(row, game, appended, outcome, seats=seats, clear_votes_for=(target.seat,))
            return outcome, needed, needed

    async def abandon(self, game_id):
        async with self.locked(game_id):
            row = await self._row(game_id, ("lobby", "wealth", "playing"))
            await self.storage.set_status(game_id, "abandoned", self.clock())
            return row
