"""Game sessions for the bot, without Discord: lobby, secret choices, moves, bots, hand-over,
for any registered game (games/): the engine is reached only through its plug-in.

Each operation takes the game's lock, reloads the game from storage, checks who may
act and whether the caller's view is current (the revision), asks the engine, and
writes the result in one transaction. It returns what happened; the cog posts it.
No rule of the game lives here: the engine decides what is legal.

Bots think off the event loop (`think`, worker processes in the bot) and without the
game's lock: `bot_turn` reads the game, lets the bot think, then takes the lock and
applies the bot's turn like a person's move, unless the game changed meanwhile, in
which case the result is thrown away and the bot thinks again.
"""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import pickle
import random
from collections import OrderedDict
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

import games
from gamekit.bots import bot_seed
from storage import ChannelBusy, Seat, StaleRevision

from . import thinking

log = logging.getLogger(__name__)

MAX_NAME = 24
RETHINK = 5  # times a bot thinks again when the game moved on while it thought


class Refused(Exception):
    """A request that cannot be done; `key` names the catalog message explaining why."""

    def __init__(self, key, **info):
        super().__init__(key)
        self.key = key
        self.info = info


@dataclass
class TurnReport:
    """One finished turn (or final choice), for the public line and the summaries.

    `steps` are the turn's decisions as language-free data (key, values) from the game's
    `action_data`, worded in the game's language when posted."""
    seat: int
    steps: list
    events: list
    by_bot: bool = False
    start: object = None  # the seat as its turn began (the plug-in's rules.seat_view), for the game's own line


@dataclass
class Outcome:
    row: object  # storage.GameRow after the change
    game: object = None  # the engine's game after the change
    reports: list = field(default_factory=list)
    revealed: bool = False
    previous_board: int | None = None  # board message whose buttons must go
    appended: list = field(default_factory=list)  # (action, seat, user) of a bot's turn

    @property
    def new_turn(self):
        return bool(self.reports) or self.revealed

    @property
    def plugin(self):
        return plugin_of(self.row)

    @property
    def over(self):
        return self.game is not None and self.game.is_over

    @property
    def bot_next(self):
        """A bot is on turn: the cog lets it play (bot_turn) once this is posted."""
        game, row = self.game, self.row
        return (game is not None and not game.is_over and row.status == "playing"
                and row.seats[game.current_player].is_bot)


@dataclass
class HintReply:
    seat: int
    decision: tuple  # what the player is deciding now, as data (key, values)
    action: tuple  # the suggested decision, as data (key, values)
    reason: str  # one of the game's hint reasons
    info: dict
    count: int  # hints this seat has asked for in this game


# --- the game behind a row ------------------------------------------------------------------

def plugin_of(row):
    """The plug-in of a stored game (rows from before games had names are the default game's)."""
    return games.get(getattr(row, "game", None))


def load_game(row, actions):
    """Replay the stored record; a damaged one refuses this game only (and tells the logs)."""
    plugin = plugin_of(row)
    record = {"rules_version": row.rules_version, "config": row.config, "seed": row.seed, "actions": actions}
    try:
        return plugin.rules.from_record(record)
    except plugin.rules.BadRecord as err:
        log.error("game %s cannot be loaded: %s", row.id, err)
        raise Refused("game_damaged", game=row.id) from None


def parse_move(plugin, text):
    """A move from a button or select; anything the engine cannot read is a refusal."""
    try:
        return plugin.rules.parse(text)
    except plugin.rules.IllegalAction as err:
        raise Refused("illegal", reason=err) from None  # worded in the player's language


def clean_name(name):
    name = " ".join(str(name).split()) or "Player"
    return name[:MAX_NAME]


async def inline(fn, *args):
    return await asyncio.to_thread(fn, *args)


# --- the lobby's options and the secret choices -------------------------------------------------

def lobby_options(row):
    """The options chosen in the lobby (kept in the config column until the start)."""
    return list((row.config or {}).get("options") or (row.config or {}).get("modules") or [])


lobby_modules = lobby_options  # the name the first game's modules had


def has_begun(row):
    """Whether the game has begun (a lobby's config holds only its options)."""
    return row.config is not None and row.status != "lobby"


def check_begun(row):
    """Refused("not_started") for a game still in its lobby: nothing of the game to show yet."""
    if not has_begun(row):
        raise Refused("not_started")


def max_seats(row):
    return plugin_of(row).rules.most_players(lobby_options(row))


def lobby_full(row):
    """A full lobby: with its options as they are it seats no more (other options may seat more)."""
    plugin = plugin_of(row)
    most = max_seats(row)
    return Refused("lobby_options_full" if most < plugin.max_players else "lobby_full_five", most=most)


def steps_of(stored):
    """A seat's secret steps as stored ("tribe:balam keep:3:17"): action strings in order."""
    return (stored or "").split()


def complete(plugin, game, seat, chosen):
    """Whether a seat's secret choice is whole."""
    try:
        return not plugin.secret.options(game, seat, [plugin.rules.parse(x) for x in chosen])
    except plugin.rules.IllegalAction:
        return False


def chosen_seats(row, choices, game=None):
    """Seats whose secret choice is whole (read without the game: each step answers one question,
    so a whole choice has as many steps as its game asks; `game` checks it properly)."""
    plugin = plugin_of(row)
    if game is not None:
        return {seat for seat, text in choices.items() if complete(plugin, game, seat, steps_of(text))}
    return {seat for seat, text in choices.items() if plugin.secret.whole(row.config or {}, steps_of(text))}


def with_step(plugin, game, seat, chosen, action):
    """The seat's steps with `action`: it answers the first question it fits (choosing anew an
    earlier step keeps the later ones that still fit), or None when it fits none."""
    parsed = [plugin.rules.parse(x) for x in chosen]
    for k in range(len(parsed), -1, -1):
        if action in plugin.secret.options(game, seat, parsed[:k]):
            steps = parsed[:k] + [action]
            for later in parsed[k + 1:]:
                if later in plugin.secret.options(game, seat, steps):
                    steps.append(later)
            return [str(x) for x in steps]
    return None


class UnusableSnapshot(Exception):
    """A stored snapshot that does not describe the game its record makes."""


def _digest(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _text(snapshot):
    return json.dumps(snapshot, separators=(",", ":"))


def sealed(snapshot):
    """A snapshot (`game.to_json()`) as the table stores it: JSON text holding the snapshot and the
    digest of its text, so that a copy damaged in any value, of any game, is known as such before
    anything reads it. Made once as a turn begins; the storage writes the text as it is."""
    text = _text(snapshot)
    return f'{{"sha256":"{_digest(text)}","game":{text}}}'


def unsealed(stored):
    """The snapshot a stored value (the sealed text, read back as JSON) holds; UnusableSnapshot
    when it is not sealed (stored by an older version, or not by the table) or its contents are
    not what was sealed. Reading keeps the order of keys, so the text comes back as written."""
    if not isinstance(stored, dict) or set(stored) != {"sha256", "game"} or not isinstance(stored["sha256"], str):
        raise UnusableSnapshot("it is not sealed with the digest of its contents")
    if not hmac.compare_digest(stored["sha256"], _digest(_text(stored["game"]))):
        raise UnusableSnapshot("its contents are not those it was sealed with")
    return stored["game"]


def from_snapshot(plugin, row, actions, stored):
    """(game, its turn so far or None) from the stored snapshot and the decisions taken since.

    The record is the truth and the snapshot only a cache, so the snapshot must prove itself:
    the digest it was sealed with (`sealed`: any damage to any value of it shows), the record's
    config and seed, decisions that begin the record's, the game's own checks (its invariants)
    before anything is played on it, then a player on turn who sits at the table and has
    something to decide. Whatever is wrong raises; the caller replays the record.
    """
    snapshot = unsealed(stored)
    # The snapshot is stored as a turn begins: its decisions begin the stored ones, and the
    # rest are the turn so far.
    done = snapshot.get("actions") if isinstance(snapshot, dict) else None
    if not isinstance(done, list) or (snapshot.get("config"), snapshot.get("seed")) != (row.config, row.seed):
        raise UnusableSnapshot("not this game's snapshot")
    if len(done) > len(actions) or done != actions[:len(done)]:
        raise UnusableSnapshot(f"its {len(done)} decisions are not the first of the record's {len(actions)}")
    game = plugin.rules.from_json(snapshot)
    if len(game.actions) != len(done) or game.turn_start != len(done):  # it is written as a turn begins
        raise UnusableSnapshot(f"{len(done)} decisions but a turn starting at {game.turn_start!r}")
    problems = plugin.rules.check(game)
    if problems:
        raise UnusableSnapshot("; ".join(map(str, problems[:3])))
    turn = turn_at_start(plugin, game)
    for action in actions[len(done):]:
        if turn is not None and not plugin.rules.ends_turn(action):
            turn[1].append(plugin.words.action_data(game.state, plugin.rules.parse(action)))
        game.apply(action)
    seat = game.current_player
    if len(game.actions) != len(actions) or game.is_over != (seat is None):
        raise UnusableSnapshot("the game it leads to does not match the record")
    if seat is not None and (type(seat) is not int or not 0 <= seat < len(row.seats) or not game.legal_actions()):
        raise UnusableSnapshot(f"the seat on turn ({seat!r}) cannot play")
    return game, turn if turn is not None and game.turn_start == len(done) else None


class RecentGames:
    """The latest version of recently played games, so that a decision costs the same on the
    last day as on the first (loading a game by replaying its record grows with its length).

    Kept by revision: every change bumps a game's revision in the database, whichever process
    made it, so a kept game is used only while the database still says it is current. Games are
    kept pickled (a few KB each) and every load gets its own copy, which callers may change.
    """

    def __init__(self, size=1000):
        self.size = size
        # game id -> [rev, pickled Game, pickled (start player, steps) or None, lone decisions or None]
        self._kept = OrderedDict()

    def get(self, game_id, rev):
        kept = self._kept.get(game_id)
        if kept is None or kept[0] != rev:
            return None
        self._kept.move_to_end(game_id)
        return pickle.loads(kept[1])

    def turn(self, game_id, rev):
        kept = self._kept.get(game_id)
        if kept is None or kept[0] != rev or kept[2] is None:
            return None
        return pickle.loads(kept[2])

    def lone(self, game_id, rev):
        """How many decisions at the start of the game's current turn played themselves (each the
        only option), or None when this process does not know (it did not play them)."""
        kept = self._kept.get(game_id)
        return kept[3] if kept is not None and kept[0] == rev else None

    def put(self, game_id, rev, game, turn=None, lone=None):
        if self.size <= 0:
            return
        if game.turn_start == len(game.actions):  # a turn just begun: nothing has played itself yet
            lone = 0
        self._kept[game_id] = [rev, pickle.dumps(game, pickle.HIGHEST_PROTOCOL),
                               None if turn is None else pickle.dumps(turn, pickle.HIGHEST_PROTOCOL), lone]
        self._kept.move_to_end(game_id)
        while len(self._kept) > self.size:
            self._kept.popitem(last=False)

    def set_turn(self, game_id, rev, turn):
        kept = self._kept.get(game_id)
        if kept is not None and kept[0] == rev:
            kept[2] = pickle.dumps(turn, pickle.HIGHEST_PROTOCOL)

    def forget(self, game_id):
        self._kept.pop(game_id, None)


def undo_count(plugin, game):
    """How many decisions an undo takes back: the player's last one, with the decisions that
    played themselves after it; 0 when the turn so far played itself (its first decisions had a
    single option each, and would only play themselves again). Tried on a copy."""
    if not game.can_undo():
        return 0
    trial = pickle.loads(pickle.dumps(game))
    trial.undo()
    dropped = 1
    while trial.can_undo() and plugin.rules.forced(trial) is not None:  # it would play itself again
        trial.undo()
        dropped += 1
    return 0 if plugin.rules.forced(trial) is not None else dropped


def turn_at_start(plugin, game):
    """(the player on turn as the turn began, steps so far) when the turn has just begun."""
    if game.turn_start != len(game.actions):
        return None
    seat = game.current_player
    return (plugin.rules.seat_view(game.state, seat) if seat is not None else None), []


class GameService:
    def __init__(self, storage, clock, *, seed_source=None, lock_factory=asyncio.Lock, formatter=None,
                 think=None, recent_games=1000, clock_hours=None):
        self.storage = storage
        self.clock = clock  # () -> POSIX seconds
        self.clock_hours = clock_hours  # the turn clock's default (None: table.clock's own)
        self.seed_source = seed_source or (lambda: random.SystemRandom().randrange(10 ** 9))
        self.lock_factory = lock_factory
        self.formatter = formatter  # (row, game, reports, revealed) -> public log lines
        self.think = think or inline  # async (job, *args) -> result, off the event loop
        self._locks = {}
        self.recent = RecentGames(recent_games)

    @asynccontextmanager
    async def locked(self, game_id):
        """One change of a game at a time in this process. Across processes the database
        decides: a change made on an outdated revision raises StaleRevision, told as "stale"."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = self.lock_factory()
        async with lock:
            try:
                yield
            except StaleRevision:
                self.forget(game_id)
                raise Refused("stale") from None

    async def find(self, game_id):
        """The game's row as stored now, or None (a plain read, without the lock)."""
        return await self.storage.get_game(game_id)

    async def row(self, game_id, statuses=None):
        """The game's row as stored now; Refused when there is none, or it is in none of `statuses`."""
        row = await self.storage.get_game(game_id)
        if row is None:
            raise Refused("no_game")
        if statuses and row.status not in statuses:
            raise Refused({"lobby": "not_started", "secret": "game_running", "playing": "game_running",
                           "over": "game_over", "abandoned": "game_abandoned"}[row.status])
        return row

    async def load(self, row):
        """The game at the row's revision: a copy of the one kept in memory, else the stored
        snapshot and the decisions taken since, else a replay of the record."""
        game = self.recent.get(row.id, row.rev)
        if game is None:
            game, turn = await self._load_stored(row)
            self.recent.put(row.id, row.rev, game, turn)
        return game

    async def _load_stored(self, row):
        """(game, its turn so far when known without replaying)."""
        rev, actions, snapshot = await self.storage.game_parts(row.id)
        if rev != row.rev:  # changed (by another process) since the row was read
            raise Refused("stale")
        if row.config is not None and snapshot is not None:
            try:
                return from_snapshot(plugin_of(row), row, actions, snapshot)
            except Exception as err:  # noqa: BLE001  the snapshot is a cache: any failure means the record
                log.warning("game %s: unusable snapshot, replaying its record instead (%s: %s)",
                            row.id, type(err).__name__, str(err)[:200])
        return load_game(row, actions), None

    def turn_log(self, row, game):
        """(the player on turn as the turn began, [(key, values)] of the turn's decisions so far)."""
        turn = self.recent.turn(row.id, row.rev)
        if turn is None:
            plugin = plugin_of(row)
            start, steps = plugin.words.turn_log(game)
            seat = game.current_player
            turn = (plugin.rules.seat_view(start, seat) if seat is not None else None), steps
            self.recent.set_turn(row.id, row.rev, turn)
        return turn

    def forget(self, game_id):
        """Drop what is kept in memory of a game (its stored version is read next time)."""
        self.recent.forget(game_id)

    # --- lobby ------------------------------------------------------------------------

    async def create_lobby(self, guild_id, channel_id, user_id, name, reminder_seconds, language="en",
                           game=games.DEFAULT):
        try:
            return await self.storage.create_lobby(guild_id, channel_id, user_id, clean_name(name), self.clock(),
                                                   reminder_seconds=reminder_seconds, language=language,
                                                   game=games.get(game).name)
        except ChannelBusy:
            raise Refused("channel_busy") from None

    async def join(self, game_id, user_id, name):
        async with self.locked(game_id):
            row = await self.row(game_id, ("lobby",))
            if row.seat_of(user_id):
                raise Refused("already_joined")
            if len(row.seats) >= max_seats(row):
                raise lobby_full(row)
            seats = row.seats + [Seat(len(row.seats), user_id, clean_name(name))]
            await self.storage.set_seats(game_id, seats, self.clock(), expected_rev=row.rev)
            return await self.storage.get_game(game_id)

    async def leave(self, game_id, user_id):
        async with self.locked(game_id):
            row = await self.row(game_id, ("lobby",))
            if not row.seat_of(user_id):
                raise Refused("not_in_lobby_seat")
            seats = [s for s in row.seats if s.user_id != user_id]
            humans = [s for s in seats if not s.is_bot]
            if not humans:
                await self.storage.set_status(game_id, "abandoned", self.clock())
                return await self.storage.get_game(game_id)
            creator = row.creator_id if row.creator_id != user_id else humans[0].user_id
            await self.storage.set_seats(game_id, seats, self.clock(), creator_id=creator, expected_rev=row.rev)
            return await self.storage.get_game(game_id)

    async def add_bot(self, game_id, user_id, is_admin=False, level=None):
        async with self.locked(game_id):
            row = await self.row(game_id, ("lobby",))
            level = level or plugin_of(row).handover_level
            if level not in plugin_of(row).levels:
                raise Refused("unknown_level")
            if user_id != row.creator_id and not is_admin:
                raise Refused("only_creator_bots")
            if len(row.seats) >= max_seats(row):
                raise lobby_full(row)
            n = 1 + sum(s.is_bot for s in row.seats)
            names = {s.name for s in row.seats}
            while f"Bot {n}" in names:
                n += 1
            seats = row.seats + [Seat(len(row.seats), None, f"Bot {n}", level)]
            await self.storage.set_seats(game_id, seats, self.clock(), expected_rev=row.rev)
            return await self.storage.get_game(game_id)

    async def remove_bot(self, game_id, user_id, is_admin=False):
        async with self.locked(game_id):
            row = await self.row(game_id, ("lobby",))
            if user_id != row.creator_id and not is_admin:
                raise Refused("only_creator_bots")
            bots = [s for s in row.seats if s.is_bot]
            if not bots:
                raise Refused("no_bot_to_remove")
            seats = [s for s in row.seats if s is not bots[-1]]
            await self.storage.set_seats(game_id, seats, self.clock(), expected_rev=row.rev)
            return await self.storage.get_game(game_id)

    async def toggle_option(self, game_id, user_id, option, is_admin=False):
        """Switch one of the game's options on or off in the lobby (its creator or an admin)."""
        async with self.locked(game_id):
            row = await self.row(game_id, ("lobby",))
            if user_id != row.creator_id and not is_admin:
                raise Refused("only_creator_modules")
            plugin = plugin_of(row)
            if option not in plugin.options:
                raise Refused("stale")
            chosen = lobby_options(row)
            chosen = [m for m in chosen if m != option] if option in chosen else chosen + [option]
            refusal = plugin.rules.options_refusal(chosen, len(row.seats))
            if refusal:
                raise Refused(refusal)
            chosen = [m for m in plugin.options if m in chosen]
            await self.storage.set_lobby_config(game_id, plugin.rules.lobby_config(chosen), self.clock(),
                                                expected_rev=row.rev)
            return await self.storage.get_game(game_id)

    toggle_module = toggle_option  # the name the first game's modules had

    async def set_language(self, game_id, user_id, language, is_admin=False):
        """A lobby may choose its game's language (its creator or an admin)."""
        async with self.locked(game_id):
            row = await self.row(game_id, ("lobby",))
            if user_id != row.creator_id and not is_admin:
                raise Refused("only_creator_language")
            await self.storage.set_game_language(game_id, language, self.clock())
            return await self.storage.get_game(game_id)

    async def start(self, game_id, user_id, is_admin=False):
        """Close the lobby and deal the starting wealth; bots choose theirs at once."""
        async with self.locked(game_id):
            row = await self.row(game_id, ("lobby",))
            if user_id != row.creator_id and not is_admin:
                raise Refused("only_creator_start")
            plugin = plugin_of(row)
            if len(row.seats) < plugin.min_players:
                raise Refused("not_enough_players", needed=plugin.min_players)
            refusal = plugin.rules.start_refusal(lobby_options(row), len(row.seats))
            if refusal:
                raise Refused(refusal)
            seed = self.seed_source()
            game, config = plugin.rules.new_game([s.name for s in row.seats], lobby_options(row), seed)
            secret = bool(plugin.secret and plugin.secret.phase(game))
            choices = {s.seat: await self._bot_secret(plugin, game, s) for s in row.seats if s.is_bot} if secret else {}
            # One write: the game, its bots' secret choices and its first snapshot, so that a crash
            # never leaves a started game without the turn it is at.
            snapshot = sealed(game.to_json()) if game.turn_start == len(game.actions) else None
            rev = await self.storage.start(game_id, seed, config, self.clock(), expected_rev=row.rev,
                                           secret_choices=choices, secret=secret, rules_version=plugin.rules.version,
                                           snapshot=snapshot, turn_no=plugin.rules.turn_no(game))
            self.recent.put(game_id, rev, game, turn_at_start(plugin, game))
            return Outcome(await self.storage.get_game(game_id), game)

    async def settings(self, game_id, user_id, is_admin=False, *, handover_level=None, hints_allowed=None,
                       options=None):
        """The creator (or an admin) chooses the level that replaces absent players (until
        the game ends) and whether hints are allowed (in the lobby only: fair for all); `options`
        (table.options, already allowed) are written in the same transaction."""
        async with self.locked(game_id):
            row = await self.row(game_id, ("lobby", "secret", "playing"))
            if user_id != row.creator_id and not is_admin:
                raise Refused("only_creator_settings")
            if handover_level is not None and handover_level not in plugin_of(row).levels:
                raise Refused("unknown_level")
            if hints_allowed is not None and hints_allowed != row.hints_allowed and row.status != "lobby":
                raise Refused("hints_fixed")
            if handover_level is not None or hints_allowed is not None:
                await self.storage.set_game_settings(game_id, self.clock(), handover_level=handover_level,
                                                     hints_allowed=hints_allowed, options=options)
            return await self.storage.get_game(game_id)

    # --- secret simultaneous choices ---------------------------------------------------------

    async def _bot_secret(self, plugin, game, seat, stored=None):
        """A bot's secret choice as stored ("tribe:balam keep:3:17"); the steps the seat's player
        had already chosen are kept."""
        level = seat.bot if seat.bot in plugin.all_levels else plugin.handover_level
        seed = bot_seed(game, seat.seat)
        steps = await self.think(thinking.secret_job, plugin, game.to_json(), seat.seat, level, seed,
                                 steps_of(stored))
        return " ".join(steps)

    async def choose_secret(self, game_id, user_id, action):
        async with self.locked(game_id):
            row = await self.row(game_id, ("secret", "playing"))
            seat = row.human_seat(user_id)
            if seat is None:
                raise await self.not_in_person(row, user_id)
            if row.status != "secret":
                raise Refused("secret_done")
            plugin = plugin_of(row)
            game = await self.load(row)
            action = parse_move(plugin, action)
            choices = await self.storage.secret_choices(game_id)
            chosen = steps_of(choices.get(seat.seat))
            steps = with_step(plugin, game, seat.seat, chosen, action)
            if steps is None:
                raise Refused(plugin.secret.refusal(game, seat.seat, [plugin.rules.parse(x) for x in chosen], action))
            choices[seat.seat] = " ".join(steps)
            if not all(complete(plugin, game, s, steps_of(choices.get(s))) for s in range(len(row.seats))):
                await self.storage.choose_secret(game_id, seat.seat, choices[seat.seat], self.clock(),
                                                 expected_rev=row.rev)
                return Outcome(await self.storage.get_game(game_id), game)
            return await self._reveal(row, game, choices, {seat.seat: user_id})

    choose_wealth = choose_secret  # the name the first game's starting choice had

    async def secret_steps(self, row, seat):
        """The steps of a seat's secret choice so far, as the game's actions."""
        plugin = plugin_of(row)
        return [plugin.rules.parse(x) for x in steps_of((await self.storage.secret_choices(row.id)).get(seat))]

    async def _reveal(self, row, game, choices, deciders, seats=None, away=None):
        """Everyone has chosen: the game applies the choices as ordinary actions, in its order
        (with `seats` and `away`, a hand-over's seats written in the same commit)."""
        plugin = plugin_of(row)
        steps = {seat: [plugin.rules.parse(x) for x in steps_of(text)] for seat, text in choices.items()}
        appended = [(action, seat, deciders.get(seat)) for action, seat in plugin.secret.reveal(game, steps)]
        outcome = Outcome(row, game, [], revealed=True, previous_board=row.secret_message_id)
        await self._commit(row, game, appended, outcome, status="playing", clear_secret=True, seats=seats,
                           away=away)
        return outcome

    # --- playing -----------------------------------------------------------------------------

    async def not_in_person(self, row, user_id):
        """Why a member cannot act in this game themselves: not seated; resigned (a bot keeps the
        seat); or a bot plays the seat while they are away (the rejoin command takes it back)."""
        seat = row.seat_of(user_id)
        if seat is None:
            return Refused("not_a_player")
        resigned = (await self.storage.seats_away(row.id)).get(seat.seat) == "resigned"
        return Refused("rejoin_resigned" if resigned else "seat_handed_over")

    async def check_secret(self, row, user_id):
        """(the seat of the member, the game) while they may make their secret choice, or Refused
        with a friendly reason."""
        if row is None or row.status not in ("secret", "playing"):
            raise Refused("no_game" if row is None else {"lobby": "not_started", "over": "game_over"}.get(
                row.status, "game_abandoned"))
        seat = row.human_seat(user_id)
        if seat is None:
            raise await self.not_in_person(row, user_id)
        if row.status != "secret":
            raise Refused("secret_done")
        return seat, await self.load(row)

    async def check_turn(self, row, user_id):
        """The seat of the member whose turn it is, or Refused with a friendly reason."""
        if row.status == "secret":
            raise Refused("secret_first")
        if row.status != "playing":
            raise Refused({"over": "game_over", "lobby": "not_started"}.get(row.status, "no_game"))
        seat = row.human_seat(user_id)
        if seat is None:
            raise await self.not_in_person(row, user_id)
        game = await self.load(row)
        if game.current_player != seat.seat:
            raise Refused("not_your_turn", seat=game.current_player)
        return seat, game

    async def play(self, game_id, rev, user_id, action):
        async with self.locked(game_id):
            row = await self.row(game_id)
            if row.rev != rev:
                raise Refused("stale")
            seat, game = await self.check_turn(row, user_id)
            return await self._decide(row, game, seat, user_id, parse_move(plugin_of(row), action))

    async def take_turn(self, game_id, user_id):
        """The member's turn as their panel opens: (seat, Outcome). A turn whose first decisions
        have a single possible option each plays them first, as the decisions after a click do
        (`_play_forced`), so that no panel asks to click a lone option; the Outcome then carries
        that commit (with its report when they ended the turn). Refused as `check_turn` is."""
        async with self.locked(game_id):
            row = await self.row(game_id)
            seat, game = await self.check_turn(row, user_id)
            if plugin_of(row).rules.forced(game) is None:
                return seat, Outcome(row, game)
            return seat, await self._decide(row, game, seat, user_id)

    async def _decide(self, row, game, seat, user_id, action=None):
        """The member's `action` applied (None: only the decisions that play themselves), then
        those that play themselves after it, committed in one transaction: the Outcome."""
        plugin = plugin_of(row)
        turn_no, ev0 = plugin.rules.turn_no(game), plugin.rules.turn_events_start(game)
        start_player, steps = self.turn_log(row, game)
        before = len(game.actions) - game.turn_start
        lone = 0 if before == 0 else self.recent.lone(row.id, row.rev)
        appended = []
        if action is not None:
            if action in game.legal_actions() and not plugin.rules.ends_turn(action):
                steps.append(plugin.words.action_data(game.state, action))
            try:
                game.apply(action)
            except plugin.rules.IllegalAction as err:
                raise Refused("illegal", reason=err) from None  # worded in the player's language
            appended.append((str(action), seat.seat, user_id))
        self._play_forced(plugin, game, seat.seat, turn_no, steps, appended, user_id)
        reports = []
        if plugin.rules.turn_no(game) != turn_no or game.is_over:
            reports.append(TurnReport(seat.seat, steps, plugin.rules.events(game)[ev0:], start=start_player))
        outcome = Outcome(row, game, reports, previous_board=row.board_message_id if reports else None)
        turn = (start_player, steps) if not reports and plugin.rules.turn_no(game) == turn_no else None
        if action is None and lone == before:  # the turn so far has played itself
            lone = len(game.actions) - game.turn_start
        await self._commit(row, game, appended, outcome, clear_votes_for=(seat.seat,) if reports else (),
                           turn=turn, lone=lone)
        return outcome

    async def undo(self, game_id, rev, user_id):
        async with self.locked(game_id):
            row = await self.row(game_id)
            if row.rev != rev:
                raise Refused("stale")
            seat, game = await self.check_turn(row, user_id)
            dropped = undo_count(plugin_of(row), game)
            if not dropped:
                raise Refused("nothing_to_undo")
            start_player, steps = self.turn_log(row, game)
            lone = self.recent.lone(game_id, row.rev)  # an undo never takes back those
            for _ in range(dropped):
                game.undo()
            outcome = Outcome(row, game)
            # The stored snapshot stays the turn's start.
            rev = await self.storage.commit(row.id, row.rev, self.clock(), drop_last=dropped)
            self.recent.put(game_id, rev, game, (start_player, steps[:max(0, len(steps) - dropped)]), lone)
            outcome.row = await self.storage.get_game(game_id)
            return outcome

    def can_undo(self, row, game):
        """Whether the player on turn has a decision of their own to undo (the Undo button): one more
        than the decisions that played themselves as the turn began, counted as this process played
        them, else tried on a copy (undo_count replays the game)."""
        made = len(game.actions) - game.turn_start
        if made == 0:
            return False
        lone = self.recent.lone(row.id, row.rev)
        return made > lone if lone is not None else undo_count(plugin_of(row), game) > 0

    async def confirmed_twice(self, game_id, user_id, action, rev):
        """Whether a click refused as stale is a second click on the Confirm that ended the member's
        turn (the same panel, at the same revision): the turn is done, rather than the panel out
        of date. A Confirm of an older panel is only out of date."""
        row = await self.storage.get_game(game_id)
        try:
            ends = row is not None and plugin_of(row).rules.ends_turn(plugin_of(row).rules.parse(action))
        except Exception:  # noqa: BLE001  an action the game cannot read ends nothing
            ends = False
        return ends and await self.storage.last_decision_of(game_id, user_id) == (action, rev)

    @staticmethod
    def _play_forced(plugin, game, seat, turn_no, steps, appended, user_id):
        """Decisions of this turn with a single possible option play themselves (never the end of
        the turn, which the player confirms); they are recorded as the player's."""
        while game.current_player == seat and plugin.rules.turn_no(game) == turn_no:
            lone = plugin.rules.forced(game)
            if lone is None:
                break
            steps.append(plugin.words.action_data(game.state, lone))
            game.apply(lone)
            appended.append((str(lone), seat, user_id))

    # --- bots ------------------------------------------------------------------------------

    async def bot_turn(self, game_id):
        """Let the bot on turn play one turn; None when no bot is on turn.

        The bot thinks without the lock (other clicks and games go on meanwhile) on its own
        copy of the game at one revision; its turn is then applied and committed in one
        transaction like a person's, only if the game is still at that revision. The database
        compares the revision again as it commits (with the game's row locked on PostgreSQL),
        so when several processes let the same bot play, its turn is stored once and the
        others find their plan stale. A stale plan is thrown away and the bot thinks again.
        """
        for _ in range(RETHINK):
            row = await self.storage.get_game(game_id)
            if row is None or row.status != "playing":
                return None
            try:
                game = await self.load(row)
            except Refused as err:
                if err.key == "stale":  # another process moved the game on between the two reads
                    continue
                raise
            if game.is_over or not row.seats[game.current_player].is_bot:
                return None
            seat = row.seats[game.current_player]
            plan = await self._think_turn(plugin_of(row), game, seat.bot)
            async with self.locked(game_id):
                current = await self.storage.get_game(game_id)
                if current is None or current.rev != row.rev:
                    continue  # a move, undo, hand-over or another process's bot turn meanwhile: think again
                outcome = self._apply_plan(row, game, seat.seat, plan)
                try:
                    await self._commit(row, game, outcome.appended, outcome)
                except StaleRevision:
                    self.forget(game_id)  # another process committed first: its version is read next
                    continue
                return outcome
        log.warning("game %s kept changing while its bot thought; the next move or reminder lets it try again",
                    game_id)
        return None

    async def _think_turn(self, plugin, game, level):
        """The bot's decisions, checked against the engine; a random legal turn if the bot fails
        (a bug in a bot must not stop the game)."""
        level = level if level in plugin.all_levels else plugin.handover_level
        try:
            plan = await self.think(thinking.turn_job, plugin, game.to_json(), level, bot_seed(game))
            self._check_plan(plugin, game, plan)
            return plan
        except Exception:
            log.exception("the %s bot failed in game seed %s at decision %s; playing at random this turn",
                          level, game.seed, len(game.actions))
            return await inline(thinking.turn_job, plugin, game.to_json(), "random", bot_seed(game))

    @staticmethod
    def _check_plan(plugin, game, plan):
        work = plugin.rules.from_json(game.to_json())
        for action in plan:
            work.apply(action)
        same_turn = plugin.rules.turn_no(work) == plugin.rules.turn_no(game)
        if not plan or (work.current_player == game.current_player and same_turn and not work.is_over):
            raise plugin.rules.IllegalAction("the bot did not finish its turn")

    def _apply_plan(self, row, game, seat, plan):
        plugin = plugin_of(row)
        turn_no, ev0 = plugin.rules.turn_no(game), len(plugin.rules.events(game))
        steps, appended, start = [], [], plugin.rules.seat_view(game.state, seat)
        for action in plan:
            action = plugin.rules.parse(action)
            if not plugin.rules.ends_turn(action):
                steps.append(plugin.words.action_data(game.state, action))
            game.apply(action)
            appended.append((str(action), seat, None))
        reports = []
        if plugin.rules.turn_no(game) != turn_no or game.is_over:
            reports.append(TurnReport(seat, steps, plugin.rules.events(game)[ev0:], by_bot=True, start=start))
        return Outcome(row, game, reports, previous_board=row.board_message_id if reports else None,
                       appended=appended)

    async def hint(self, game_id, user_id):
        """What a strong player would do now, for the player on turn, and why (counted per seat).
        The reply is data: the cog words it in the player's language."""
        row = await self.row(game_id)
        if not row.hints_allowed:
            raise Refused("hints_off")
        seat, game = await self.check_turn(row, user_id)
        plugin = plugin_of(row)
        action, reason, info = await self.think(thinking.hint_job, plugin, game.to_json(), plugin.hint_level,
                                                bot_seed(game))
        count = await self.storage.count_hint(game_id, seat.seat)
        return HintReply(seat.seat, plugin.words.decision_data(game.state),
                         plugin.words.action_data(game.state, plugin.rules.parse(action)), reason, info, count)

    async def _commit(self, row, game, appended, outcome, status=None, turn=None, lone=None, **extra):
        if game.is_over:
            status = "over"
            game = outcome.game = self._verified(row, game)
        lines = self.formatter(row, game, outcome) if self.formatter else []
        # The snapshot is written when a turn begins (not at each decision): a cold load applies
        # the few decisions of the turn so far to it, and a decision's commit stays small.
        snapshot = sealed(game.to_json()) if game.turn_start == len(game.actions) else None
        rev = await self.storage.commit(
            row.id, row.rev, self.clock(), append=appended, snapshot=snapshot, status=status,
            turn_no=plugin_of(row).rules.turn_no(game), new_turn=outcome.new_turn, log_lines=lines, **extra)
        # Kept under the revision this commit made: another process may have moved the game on
        # before the row below is read, and this game must not pass for that later revision.
        self.recent.put(row.id, rev, game, turn_at_start(plugin_of(row), game) or turn, lone)
        outcome.row = await self.storage.get_game(row.id)

    def _verified(self, row, game):
        """The final scores come from a replay of the record, not from a kept or stored copy."""
        replayed = load_game(row, game.record()["actions"])
        if not plugin_of(row).rules.replay_same(replayed, game):
            log.error("game %s: the kept state differs from a replay of its record; using the replay", row.id)
            return replayed
        return game

    # --- absent players -----------------------------------------------------------------------

    async def handover(self, game_id, target_id, voter_id, is_admin=False, away=None):
        """A vote (or an admin's decision) to let a bot play an absent member's seat; `away` ('clock',
        'resigned') says why, stored with the hand-over while the game is locked, so a second
        request (a double click on "Yes, resign") finds the seat already given, and why.

        Returns (outcome or None, votes, needed)."""
        async with self.locked(game_id):
            row = await self.row(game_id, ("secret", "playing"))
            target = row.human_seat(target_id)
            if target is None:
                raise Refused("handover_not_player")
            return await self._hand_over(row, target, voter_id, is_admin, away)

    async def _hand_over(self, row, target, voter_id, is_admin, away=None):
        """The hand-over itself, the game being locked by handover(): the seat given to a bot and
        why (`away`) in the one transaction that writes it."""
        game_id = row.id
        if not is_admin:
            voter = row.human_seat(voter_id)
            if voter is None:
                raise Refused("handover_voters_only")
            if voter.seat == target.seat:
                raise Refused("handover_self")
            others = [s for s in row.seats if not s.is_bot and s.seat != target.seat]
            needed = len(others) // 2 + 1
            earlier = await self.storage.votes(game_id, target.seat)
            if voter_id in earlier:
                raise Refused("handover_already_voted", votes=len(earlier), needed=needed)
            votes = await self.storage.add_vote(game_id, target.seat, voter_id)
            if len(votes) < needed:
                return None, len(votes), needed
        else:
            needed = 0
        plugin = plugin_of(row)
        level = row.handover_level if row.handover_level in plugin.levels else plugin.handover_level
        seats = [Seat(s.seat, s.user_id, s.name, level if s.seat == target.seat else s.bot, s.hints)
                 for s in row.seats]
        marks = {target.seat: away or "vote"}  # kept, with the seat marked handed once, for the ratings
        game = await self.load(row)
        if row.status == "secret":
            choices = await self.storage.secret_choices(game_id)
            if not complete(plugin, game, target.seat, steps_of(choices.get(target.seat))):
                choices[target.seat] = await self._bot_secret(plugin, game, seats[target.seat],
                                                              choices.get(target.seat))
            if all(complete(plugin, game, s, steps_of(choices.get(s))) for s in range(len(seats))):
                return await self._reveal(row, game, choices, {}, seats=seats, away=marks), needed, needed
            await self.storage.choose_secret(game_id, target.seat, choices[target.seat], self.clock(),
                                             expected_rev=row.rev, seats=seats, away=marks)
            return Outcome(await self.storage.get_game(game_id), game), needed, needed
        outcome = Outcome(row, game)
        await self._commit(row, game, [], outcome, seats=seats, away=marks, clear_votes_for=(target.seat,))
        return outcome, needed, needed

    async def exported_record(self, row):
        """A game's record to export (its config, seed and decisions): once the game is over, since
        its seed decides the shuffles and draws still to come."""
        if row.status not in ("over", "abandoned"):
            raise Refused("export.running")
        return await self.storage.record(row.id)

    async def abandon(self, game_id, user_id=None, is_admin=True):
        """End a game early: an admin's decision, or a lobby's creator closing it."""
        async with self.locked(game_id):
            row = await self.row(game_id, ("lobby", "secret", "playing"))
            if not (is_admin or row.status == "lobby" and row.creator_id == user_id):
                raise Refused("not_admin")
            await self.storage.set_status(game_id, "abandoned", self.clock())
            return row
