"""The contract between a game and the table, as code: what the table asks of a game in play and of
the five parts of its plug-in, each a Protocol here.

- `Game`     a game in play, the engine's own object: who decides, the options, apply one,
             undo within the turn, records and snapshots (OpenSpiel's State);
- `Rules`    the game's rules as the table asks them: a new game from a lobby's options and a
             seed, records, snapshots and moves read back, turns, what everyone and each seat
             may see, the hidden information dealt again, the final standings (OpenSpiel's Game);
- `Secret`   the secret simultaneous choice, for a game that has one;
- `Words`    the presenter: what actions, decisions, events and refusals are, as data and as
             words in the reader's language, and how the table shows the game;
- `Pictures` pictures by name, drawn from plain data in the table's picture pool;
- `Bots`     every level's choice, a whole turn, a secret choice, a hint with its reason.

A game's plug-in (games/interface.py, `GamePlugin`) composes one of each with a short frozen
description (its name, players, options, levels...): boardgame.io's game object beside its board.
Every method with a body below is a default a part inherits when its class subclasses the
Protocol (a simple game writes little); the table's words need the table's catalog, so their
defaults are in games/interface.py. The Protocols are runtime-checkable: the conformance suite
(tests/conformance/test_conformance.py) checks every registered game against them, and proves what the
prose cannot (records replay, refusals change nothing, texts fit, nothing hidden is shown).

Data, not objects, crosses the contract: actions are small values whose str() is a short
canonical string (a record stores it, a button carries it); words are (key, values) pairs; the
bots' jobs run in worker processes on JSON. A part reaches the others of its game through
`plugin`, set when the plug-in is composed.
"""
from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from typing import Any, Protocol, runtime_checkable

from .bots import Hint, RandomBot, turn_decisions

Action = Any  # an engine's action: a small hashable value whose str() reads back as the same action
Step = tuple  # (key, values): something to word, in the game's catalog


@runtime_checkable
class Game(Protocol):
    """A game in play: the engine's object (gamekit.record.RecordedGame gives all of it)."""
    config: Any
    seed: Any
    state: Any  # the engine's state: plain data whose JSON round trip equals it (==)
    actions: list  # the decisions so far, in order
    turn_start: int  # where in `actions` the current turn began

    @property
    def current_player(self) -> int | None: ...  # None once the game is over

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> list: ...

    def apply(self, action) -> Game:
        """The action (or its string) played; the engine's IllegalAction, changing nothing, when it
        is not one of the legal actions."""

    def can_undo(self) -> bool: ...

    def undo(self) -> Game:
        """The last decision of the current turn taken back (never one of another turn)."""

    def record(self) -> dict:
        """{"rules_version", "config", "seed", "actions": [strings]}: what replays the game."""

    def to_json(self) -> dict:
        """A snapshot: the record and the state, rebuilt without replaying."""


@runtime_checkable
class Rules(Protocol):
    """The rules of one game as the table asks them. The defaults serve an engine whose Game is
    a gamekit.record.RecordedGame (named `game_class`) and that hides nothing."""
    plugin: Any
    game_class: type  # the engine's Game: records, snapshots and moves are read by it
    version: int  # the rules version new records carry
    IllegalAction: type  # the engine's refusal of a move (with `key` and `info` to word it)
    BadRecord: type  # a damaged record or snapshot

    # --- a new game, from a lobby ------------------------------------------------------------
    def new_game(self, names, options, seed) -> tuple[Game, dict]:
        """(the game, its config as JSON) for players of these names and the lobby's options."""
        config = self.game_class.Config(players=len(names), names=list(names))
        return self.game_class(config, seed), config.to_json()

    def lobby_config(self, options) -> dict:
        """What a lobby stores of its options until the game starts."""
        return {"options": list(options)}

    def most_players(self, options) -> int:
        """Seats a lobby with these options may hold."""
        return self.plugin.max_players

    def options_refusal(self, options, seats) -> str | None:
        """A catalog key when these options cannot seat this many players, else None."""
        return None

    def start_refusal(self, options, players) -> str | None:
        """A catalog key when a game of these options cannot start with this many players (a
        choice that depends on the number of players, made before everyone sat down), else None."""
        return None

    # --- records, snapshots, moves -----------------------------------------------------------
    def from_record(self, record) -> Game:
        """The game a record leads to; BadRecord when it is damaged."""
        return self.game_class.from_record(record)

    def from_json(self, obj) -> Game:
        """The game a snapshot (`game.to_json()`) holds; BadRecord when it is damaged."""
        return self.game_class.from_json(obj)

    def parse(self, text) -> Action:
        """An action from its string, canonical; IllegalAction when unreadable."""
        return self.game_class.canonical(text)

    def check(self, game) -> list[str]:
        """What is wrong with a game rebuilt from a stored snapshot, as short texts ([]: nothing).
        The table trusts a snapshot only when this is empty (it replays the record otherwise),
        so a game that can check its state should: `checked` helps."""
        return []

    # --- turns ---------------------------------------------------------------------------------
    def turn_no(self, game) -> int:
        """The engine's turn counter: it changes when a turn ends."""
        return game.state.turn_no

    def round_of(self, state) -> int:
        """The round a state is in (a round summary and a page of the log cover one)."""
        return state.turn_no

    def events(self, game) -> list:
        """The public events so far (the table keeps them as they are; `Words` words them)."""
        return game.state.events

    def turn_events_start(self, game) -> int:
        """Where in `events` the turn on hand began: a finished turn's report carries every event
        from there (by default only those of its last decision)."""
        return len(self.events(game))

    def ends_turn(self, action) -> bool:
        """Whether this action confirms a turn (it is not shown among the turn's steps)."""
        return str(action) == "end"

    def forced(self, game) -> Action | None:
        """The only decision of the player on turn when there is exactly one that does not end
        the turn (which players confirm), else None: it plays itself."""
        if game.is_over:
            return None
        options = game.legal_actions()
        return options[0] if len(options) == 1 and not self.ends_turn(options[0]) else None

    def seat_view(self, state, seat):
        """What the panel compares a seat's turn against (its resources as the turn began)."""
        return copy.deepcopy(state.players[seat])

    def replay_same(self, a, b) -> bool:
        """Whether two games reached the same state."""
        return a.state == b.state

    # --- what everyone and each seat may see --------------------------------------------------
    def public_view(self, state) -> dict:
        """Plain data everyone may see (pictures and texts for the channel show nothing else)."""
        return state.to_json()

    def private_view(self, state, seat) -> dict:
        """What `seat` sees beyond the public view."""
        return {}

    def redeal(self, game, seed, seat=None) -> Game:
        """A copy of `game` with its hidden information dealt again from `seed`, keeping the
        public history (and what `seat` knows, with `seat`): a game whose public view, public
        words and public pictures are the game's, for tests and imagining bots."""
        return self.from_json(game.to_json())

    # --- the end -------------------------------------------------------------------------------
    def standings(self, record) -> list[tuple[int, int, dict]]:
        """Per seat: (points in quarter points, place from 1, {source: quarter points}), with the
        rulebook's tie-breaks (equal places are ties); ValueError while the game is not over."""
        raise NotImplementedError


def checked(state, players, invariants, seats=None) -> list[str]:
    """`Rules.check` for an engine whose invariants walk the players: the seats first (the state must
    hold `seats` players, by default the config's `players`), then `invariants(state)`; a value
    of the wrong shape is reported as what is wrong, not raised."""
    seats = players if seats is None else seats
    if type(state.n_players) is not int or state.n_players != seats or len(state.players) != seats:
        return [f"{state.n_players!r} players in the state, {players} in the config"[:120]]
    try:
        return invariants(state)
    except (AttributeError, KeyError, IndexError, TypeError, ValueError) as err:
        return [f"{type(err).__name__}: {err}"[:120]]


@runtime_checkable
class Secret(Protocol):
    """The secret simultaneous choice: each seat chooses privately, the table keeps the choices,
    and reveals them together as ordinary actions. The defaults read an engine's Game that answers
    `secret_phase()` and `secret_options(seat, chosen)`."""
    plugin: Any
    menus: tuple = ()  # the arguments that tell the choice's menus apart (one menu may have none)

    def phase(self, game) -> bool:
        """True while every seat chooses privately."""
        return game.secret_phase()

    def options(self, game, seat, chosen) -> list:
        """That seat's options for its next step, given the steps it chose so far in this phase
        ([] once its choice is whole); never depends on another seat's choice."""
        return game.secret_options(seat, chosen)

    def whole(self, config, steps) -> bool:
        """Whether stored steps (strings) make a whole choice, read without the game (for the
        lists of who still chooses); by default a choice is one step."""
        return bool(steps)

    def refusal(self, game, seat, chosen, action) -> str:
        """The catalog key telling why `action` is not one of the seat's options (the table's own
        key by default: games.interface.Secret)."""

    def reveal(self, game, choices) -> list[tuple[str, int]]:
        """Every seat's steps ({seat: [actions]}) applied as ordinary actions, each when the engine
        asks that seat and is legal then; [(action string, seat)] in the order applied."""
        waiting = {seat: list(steps) for seat, steps in choices.items()}
        applied = []
        while self.phase(game):
            seat = game.current_player
            legal = game.legal_actions()
            step = next(a for a in waiting[seat] if a in legal)
            waiting[seat].remove(step)
            game.apply(step)
            applied.append((str(step), seat))
        return applied


@runtime_checkable
class Words(Protocol):
    """The presenter: the game's data ((key, values) pairs) worded in the reader's language from
    the game's own catalog domain, and how the table shows the game. A `seating` is the table's
    games.interface.Seating: the seats' names as one reader sees them. games.interface.Words
    gives every default but `say`, `action_data` and `decision_data`."""
    plugin: Any
    texts: Mapping  # the table's catalog key -> the game's own key for the same message
    prefixes: Mapping  # a prefix of the table's keys -> the game's own prefix for them

    # --- data and its words ---------------------------------------------------------------------
    def text(self, key, locale="en", **values) -> str: ...  # one of the game's texts (or the table's)
    def say(self, key, values, locale="en") -> str: ...  # a (key, values) pair of the game worded
    def action_data(self, state, action) -> Step: ...  # what an action is, as (key, values)
    def decision_data(self, state) -> Step: ...  # what the player on turn decides, as (key, values)
    def reason_text(self, error, locale="en") -> str: ...  # a refusal (IllegalAction) worded
    def public_step(self, step) -> Step | None: ...  # a step as the channel words it (None: not shown)
    def turn_log(self, game) -> tuple: ...  # (the state as the turn began, its steps so far)
    def hint_why(self, reason, info, locale="en") -> str: ...  # a hint's reason as one line
    def points_text(self, quarters) -> str: ...  # quarter points as players read them ("61¼")
    def rules_text(self, topic, locale="en") -> str: ...
    def marker(self, state, seat) -> str: ...  # the seat's colour mark (an emoji), or ''

    # --- what the table shows -------------------------------------------------------------------
    def status_text(self, game, locale="en") -> str: ...  # where a game stands ("day 12")
    def board_text(self, seating, game, waiting=None) -> tuple[str, str]: ...  # (title, description)
    def text_board(self, state, locale="en") -> str | None: ...  # the board as text, without a picture
    def panel_text(self, seating, game, seat, start, steps) -> str: ...  # a player's private panel
    def option_text(self, game, action, locale="en") -> tuple[str, str]: ...  # (label, note) of an option
    def sheet_text(self, game, seat, afford, locale="en") -> str: ...  # a player's resources
    def turn_text(self, seating, game, report) -> str | None: ...  # a finished turn in short
    def event_lines(self, seating, game, events) -> list[str]: ...  # public lines of events
    def reveal_lines(self, seating, game) -> list[str]: ...  # as the secret choices are revealed
    def final_lines(self, seating, game) -> list[str]: ...  # the final scores and who won
    def engine_seats(self, state, locale="en") -> dict: ...  # seats the engine plays: {seat: name}
    def stock(self, state) -> Any: ...  # what a round summary compares
    def summary_lines(self, seating, state, before) -> list[str]: ...  # a round's gains and costs
    def page_marks(self, events) -> Any: ...  # the marks a page of the log earns
    def log_title(self, game_id, round_no, locale="en") -> str: ...
    def lobby_fields(self, options, seats, locale="en") -> list | None: ...  # the lobby's fields
    def secret_panel(self, game, seat, chosen, waiting, locale="en") -> tuple[str, list]: ...
    def secret_done(self, game, seat, locale="en") -> str: ...
    # a picture's description for screen readers (an attachment's), in plain text
    def picture_text(self, seating, game, picture, seat=None, value=None, waiting=None) -> str: ...


@runtime_checkable
class Pictures(Protocol):
    """Pictures by name, each a "package.module:function" drawing PNG bytes from plain data in the
    table's picture pool: "board" (state, locale); "phone" (state, locale): PNGs for phones;
    "player" (state, seat, locale); "scoreboard" (state, locale); each zoom's (state, value,
    locale); "secret" (state, seat, locale): what one seat alone sees during the secret choice;
    "private" (state, seat, locale): one seat's hand; "warm_up" (): the static art, drawn once as a
    worker starts. Only "board" is needed."""
    zooms: tuple  # close looks offered as commands of their own (games.interface.Zoom)

    def __getitem__(self, name) -> str: ...
    def __contains__(self, name) -> bool: ...
    def get(self, name, default=None) -> str | None: ...
    def labelled(self, state, names) -> Any: ...  # a state whose players carry the table's names


@runtime_checkable
class Bots(Protocol):
    """The game's bot players, as functions of a game: nothing is changed, and a seed makes every
    choice repeatable. The table runs them in worker processes (table/thinking.py: JSON in,
    action strings out). By default a random player, at every level."""
    plugin: Any

    def make_bot(self, level, seed) -> Any:
        """A bot of `level` (its `choose(game)` gives a legal action of the player on turn),
        without a clock: the same seed gives the same choices."""
        return RandomBot(seed)

    def choose(self, game, level, seed) -> Action:
        """A legal action of the player on turn at `level`, the same for the same seed."""
        return self.make_bot(level, seed).choose(game)

    def play_turn(self, game, level, seed) -> list:
        """The live bot's decisions until another seat must decide or the game ends."""
        return turn_decisions(self.plugin.rules.from_json(game.to_json()), self.make_bot(level, seed))

    def choose_secret(self, game, seat, level, seed, chosen=()) -> list:
        """A bot's whole secret choice as actions, keeping the steps `chosen` so far."""
        secret, rng, steps = self.plugin.secret, random.Random(seed), list(chosen)
        while options := secret.options(game, seat, steps):
            steps.append(rng.choice(options))
        return steps

    def hint(self, game, level, seed) -> Hint:
        """What a strong player would do now, with its reason (a key of the game's)."""
        return Hint(self.choose(game, level, seed))

    def warm_up(self) -> Any:
        """Import what the bots need (a worker process calls it as it starts)."""
