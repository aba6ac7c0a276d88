"""What a game offers the table. A plug-in is an adapter over an engine package that meets the
engine contract (see docs/contributors/adding-a-game.md):

- the engine's `Game(config, seed)` object answers `current_player`, `is_over`,
  `legal_actions()`, `apply(action)`, `turn_start`, `can_undo()`, `undo()`, `actions`, `seed`,
  `record()`, `to_json()`; `Game.from_record(record)` and `Game.from_json(obj)` rebuild it;
  the plug-in names that class as `game_class`;
- its actions are frozen values whose `str()` is a short canonical string that `parse` reads back
  (by default `Game.canonical(text)`);
- one domain error (`IllegalAction`, with `key` and `info` to word it) and `BadRecord`.

Everything else the table needs goes through the methods below: data in, data out. Texts come
back already worded in the locale asked for, from the game's own catalog domain; no Discord
object crosses this interface. Where the table shows a game (the lobby, the board, the panel,
the log), it hands the plug-in a `Seating`: the seats' names as the table writes them for one
reader. Every method with a body here is a default a game may keep; the others it must give.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass

import i18n

# How a game is shown when it keeps the defaults below (its own words replace them).
EN = i18n.english({
    "secret.panel": "**Your secret choice.** Nobody sees it until everyone has chosen, and you may change it "
                    "until then.",
    "secret.chosen": "✅ Your choice: {choice}. Still choosing: {waiting}.",
    "secret.placeholder": "Choose…",
    "secret.all_chosen": "✅ Everyone has chosen: the choices are revealed in the channel.",
    "secret.revealed": "**The secret choices are revealed!**",
    "hint.why": "it gives the best value at this point.",
    "status.turn": "turn {turn}",
    "board.game_title": "{title}: game #{game}",
    "board.choosing_secret": "**Secret choices:** still waiting for {waiting}",
    "panel.your_turn": "**Your turn, {player}**",
    "final.place": "{place}. {player}: **{points}**",
})


@dataclass(frozen=True)
class Zoom:
    """A close look the game offers as a command of its own (`/<game> gear`, say): a
    picture by name, and the values a player may ask for, each with the catalog key of its name."""
    command: str  # the subcommand's name
    picture: str  # the picture's name in `pictures`, drawn with (state, value, locale)
    choices: tuple  # ((value, name key), ...)
    title_key: str  # catalog key of the title, given {<command>: the value's name, "status": status_text}
    description_key: str  # the command's description
    option_key: str  # the description of its one option


@dataclass(frozen=True)
class Seating:
    """The seats of one game as the table names them for one reader, in `locale`: each seat's
    name ready to print in a message (`names`: escaped and bold, a bot's with its level), its
    plain name (`plain`: escaped, without the bot's level) and the game's colour mark
    (`markers`, from `GamePlugin.marker`)."""
    game_id: int
    locale: str
    names: tuple
    plain: tuple
    markers: tuple

    def who(self, seat):
        """"🔴 **alice**": a seat as the channel shows it."""
        return f"{self.markers[seat]} {self.names[seat]}".strip()

    def player(self, seat):
        """"🔴 alice": a seat inside a line that is bold already."""
        return f"{self.markers[seat]} {self.plain[seat]}".strip()


# What a bot that thinks by the clock may take, in the process where it thinks: a turn, and a hint
# (a member waits for the hint). The table sets them in its worker processes from its settings
# (`set_thinking`); a game's bots read them with `thinking()`.
_THINKING = {"turn": 10.0, "hint": 3.0}


def set_thinking(turn_seconds=None, hint_seconds=None):
    """Set this process's thinking times (None keeps the current one)."""
    if turn_seconds is not None:
        _THINKING["turn"] = float(turn_seconds)
    if hint_seconds is not None:
        _THINKING["hint"] = float(hint_seconds)


def thinking(kind="turn"):
    """Seconds a bot that thinks by the clock may take for a `kind` ("turn" or "hint") in this process;
    a hint takes at most as long as a turn."""
    return _THINKING["turn"] if kind == "turn" else min(_THINKING["hint"], _THINKING["turn"])


class GamePlugin:
    # --- who it is ---------------------------------------------------------------------------
    name = ""  # records' game kind, the slash group, the catalog domain
    title_key = ""  # catalog key of the game's display name
    group_key = "cmd.play_game"  # the slash group's description (given {"title": ...})
    package = ""  # the engine package (`python -m <package> replay` reads an exported record)
    rules_version = 1
    min_players, max_players = 2, 4
    options = ()  # lobby switches, in the order they are stored and shown (an expansion's modules)
    option_keys = {}  # option -> (catalog key of its name, catalog key of its switch's label)
    levels = ("easy", "normal", "hard")  # bot levels offered in lobbies and hand-overs
    all_levels = ("random", "easy", "normal", "hard")  # levels a stored seat may name
    level_keys = {}  # level -> catalog key of what it plays like (the lobby's menu of bots)
    handover_level = "normal"
    hint_level = "hard"
    rule_topics = ("overview",)  # `/<game> rules topic:`, each worded as "topic.<x>" / "rules.<x>"
    zooms = ()  # Zoom(...) close looks
    pictures = {}  # picture name -> "package.module:function" drawing it (PNG bytes), see below
    # and "private" (state, seat, locale): what one seat alone sees (a hand of tiles), shown to its
    # player alone, with their turn panel and `/<game> me`
    secret_menus = ()  # the arguments that tell the secret choice's menus apart (one menu may have none)
    marks = ()  # marks of a log page (the first one is the log's "next" jump), see `page_marks`
    point_sources = ()  # the sources of points, each worded as "source.<x>"
    lost_sources = ()  # those that only ever take points away (shown apart from the others)
    colour = (120, 120, 120)  # the embeds' colour, as RGB
    texts = {}  # the table's catalog key -> the game's own key for the same message, worded its way
    game_class = None  # the engine's Game: from_record, from_json and canonical (see gamekit.record)
    IllegalAction = Exception  # the engine's refusal (with .key, .info, str() the English reason)
    BadRecord = Exception  # a damaged record

    # Pictures the table asks for by name, drawn in its worker pool from plain data:
    #   "board" (state, locale): the whole board; "phone" (state, locale): a list of PNGs for
    #   phones (the board when missing); "player" (state, seat, locale): a player's sheet;
    #   "scoreboard" (state, locale): the final scores; each zoom's picture (state, value,
    #   locale); "secret" (state, seat, locale): what one seat alone sees while everyone makes the
    #   secret choice (shown in its private panel only); "warm_up" (): the static art, drawn once
    #   as a worker starts.

    # --- words -------------------------------------------------------------------------------------
    def text(self, key, locale="en", **values):
        """One of the game's texts (or the table's) in `locale`."""
        return i18n.text(key, locale, **values)

    def title(self, locale="en"):
        return self.text(self.title_key, locale)

    def words(self, key, values, locale="en"):
        """A (key, values) pair of this game worded in the locale."""
        raise NotImplementedError

    def reason_text(self, error, locale="en"):
        return str(error)

    # --- the lobby -----------------------------------------------------------------------------
    def lobby_config(self, options):
        """What a lobby stores of its options until the game starts."""
        return {"options": list(options)}

    def most_players(self, options):
        """Seats a lobby with these options may hold."""
        return self.max_players

    def options_refusal(self, options, seats):
        """A catalog key when these options cannot seat this many players, else None."""
        return None

    def start_refusal(self, options, players):
        """A catalog key when a game of these options cannot start with this many players (a choice
        that depends on the number of players, made before everyone sat down), else None."""
        return None

    def lobby_fields(self, options, seats, locale="en"):
        """The lobby's fields about its options as [(name, value)], or None for the table's own (the
        options switched on, by name)."""
        return None

    # --- games and records -----------------------------------------------------------------------
    def new_game(self, names, options, seed):
        """(the game, its config as JSON) for these players."""
        raise NotImplementedError

    def from_record(self, record):
        """The game a record (config, seed, decisions) leads to; BadRecord when it is damaged."""
        return self.game_class.from_record(record)

    def from_json(self, obj):
        """The game a snapshot (`game.to_json()`) holds."""
        return self.game_class.from_json(obj)

    def parse(self, text):
        """An action from its string, canonical; the engine's IllegalAction when unreadable."""
        return self.game_class.canonical(text)

    def check(self, game):
        """What is wrong with a game rebuilt from a stored snapshot (the engine's invariants),
        as a list of short texts; [] when nothing is. The table trusts a snapshot only when
        this is empty (it replays the record otherwise), so a game that can check its state
        should: a cache damaged in its values then never locks the game."""
        return []

    @staticmethod
    def checked(state, players, invariants, seats=None):
        """`check` for an engine whose invariants walk the players: the seats first (the state must
        hold `seats` players, by default the config's `players`), then `invariants(state)`; a value
        of the wrong shape is reported as what is wrong, not raised."""
        seats = players if seats is None else seats
        if type(state.n_players) is not int or state.n_players != seats or len(state.players) != seats:
            return [f"{state.n_players!r} players in the state, {players} in the config"[:120]]
        try:
            return invariants(state)
        except (AttributeError, KeyError, IndexError, TypeError, ValueError) as err:
            return [f"{type(err).__name__}: {err}"[:120]]

    def turn_no(self, game):
        """The engine's turn counter: it changes when a turn ends."""
        return game.state.turn_no

    def round_of(self, state):
        """The round a state is in (a round summary and a page of the log cover one)."""
        return state.turn_no

    def events(self, game):
        """The public events so far (opaque to the table; worded by `event_lines`)."""
        return game.state.events

    def turn_events_start(self, game):
        """Where, in `events`, the turn on hand began: a finished turn's report carries every event
        from there (by default only those of its last decision)."""
        return len(self.events(game))

    def forced(self, game):
        """The only decision of the player on turn when there is exactly one that is not the
        end of a turn (which players confirm), else None: it plays itself."""
        if game.is_over:
            return None
        options = game.legal_actions()
        if len(options) == 1 and not self.ends_turn(options[0]):
            return options[0]
        return None

    def ends_turn(self, action):
        """Whether this action confirms a turn (it is not shown among the turn's steps)."""
        return str(action) == "end"

    def action_data(self, state, action):
        """What an action is, as (key, values)."""
        raise NotImplementedError

    def decision_data(self, state):
        raise NotImplementedError

    def public_step(self, step):
        """A turn's step (from `action_data`) as everyone reads it in the channel, the direct
        messages and the history, or None when it is not shown there: a game whose steps name
        something only the player saw (a tile laid face down) words them without it. The
        player's own panel shows the step as it is."""
        return step

    def turn_log(self, game):
        """(the state as this turn began, [(key, values)] of its decisions so far)."""
        start = self.from_record({**game.record(), "actions": [str(a) for a in game.actions[:game.turn_start]]})
        state, steps = start.state.copy(), []
        for action in game.actions[game.turn_start:]:
            steps.append(self.action_data(start.state, action))
            start.apply(action)
        return state, steps

    def seat_view(self, state, seat):
        """What the panel compares a seat's turn against (its resources as the turn began)."""
        return copy.deepcopy(state.players[seat])

    def replay_same(self, a, b):
        """Whether two games reached the same state (final scores come from a replay)."""
        return a.state == b.state

    # --- secret simultaneous choices -------------------------------------------------------------
    def secret_phase(self, game):
        """True while every seat chooses privately (the choices are revealed together)."""
        return False

    def secret_options(self, game, seat, chosen):
        """That seat's options for its next step, given the steps it chose so far in this phase
        ([] when its choice is whole); never depends on another seat's choice."""
        return []

    def secret_whole(self, config, steps):
        """Whether stored steps make a whole choice, read without the game (for lists of who
        still chooses); by default a choice is one step."""
        return bool(steps)

    def secret_refusal(self, game, seat, chosen, action):
        """The catalog key telling why `action` is not one of the seat's secret options."""
        return "not_your_choice"

    def reveal(self, game, choices):
        """Apply every seat's steps as ordinary actions; [(action string, seat)] in order.
        By default seat 0's steps, then seat 1's, ..."""
        applied = []
        for seat in sorted(choices):
            for step in choices[seat]:
                game.apply(step)
                applied.append((str(step), seat))
        return applied

    def secret_panel(self, game, seat, chosen, waiting, locale="en"):
        """(text, menus) of a seat's private choice, given its steps so far (parsed) and who is
        still choosing; menus are [(argument or None, placeholder, [(value, label, description)])],
        one select each, the argument telling two menus of one message apart."""
        options = self.secret_options(game, seat, chosen)
        lines = [self.text("secret.panel", locale)]
        if chosen:
            lines.append(self.text("secret.chosen", locale, choice=self.text("log.sep", locale).join(
                self.words(*self.action_data(game.state, a), locale=locale) for a in chosen), waiting=waiting))
        menu = [(str(a), self.words(*self.action_data(game.state, a), locale=locale), "") for a in options]
        return "\n\n".join(lines), ([(None, self.text("secret.placeholder", locale), menu)] if menu else [])

    def secret_done(self, game, seat, locale="en"):
        """What a member reads once everyone chose and the choices are revealed."""
        return self.text("secret.all_chosen", locale)

    # --- bots (run in worker processes: plain data in and out) ------------------------------------
    def warm_up(self):
        """Import what the bots need (a worker process calls it as it starts)."""

    def bot_turn(self, game_json, level, seed):
        """The bot's decisions as action strings until another seat must decide."""
        raise NotImplementedError

    def bot_secret(self, game_json, seat, level, seed, chosen):
        """A bot's whole secret choice as action strings, keeping the steps `chosen` so far."""
        raise NotImplementedError

    def hint(self, game_json, level, seed):
        """(suggested action string, reason key, its numbers) for the player on turn."""
        raise NotImplementedError

    def hint_why(self, reason, info, locale="en"):
        """A hint's reason (a key of the game and its numbers) as one line."""
        return self.text("hint.why", locale)

    # --- results -----------------------------------------------------------------------------------
    def standings(self, record):
        """[(points in quarter points, place from 1, {source: quarter points})] per seat, with the
        rulebook's tie-breaks; equal places are ties."""
        raise NotImplementedError

    def points_text(self, quarters):
        """Quarter points as players read them ("61¼")."""
        sign = "-" if quarters < 0 else ""
        whole, rest = divmod(abs(quarters), 4)
        return f"{sign}{whole}{['', '¼', '½', '¾'][rest]}"

    # --- what the table shows --------------------------------------------------------------------------
    def marker(self, state, seat):
        """The seat's colour mark (an emoji), or ''."""
        return ""

    def labelled(self, state, names):
        """A copy of the state whose players carry these display names (for pictures); a seat the
        engine plays itself (Teotibot: `bot`) keeps its own name. A state that cannot be copied is
        pictured as it is."""
        if not hasattr(state, "copy"):
            return state
        shown = state.copy()
        for seat, pl in enumerate(shown.players):
            if seat < len(names) and not getattr(pl, "bot", False):
                pl.name = names[seat]
        return shown

    def status_text(self, game, locale="en"):
        """Where a running game stands, for lists of games ("day 12")."""
        return self.text("status.turn", locale, turn=self.turn_no(game))

    def board_text(self, seating, game, waiting=None):
        """(title, description) of the board message; `waiting` names who is still making the
        secret choice, during that phase."""
        locale = seating.locale
        lines = [self.status_text(game, locale)]
        if game.is_over:
            pass
        elif self.secret_phase(game):
            lines.append(self.text("board.choosing_secret", locale, waiting=waiting or "-"))
        else:
            lines.append(self.text("board.turn_of", locale, player=seating.who(game.current_player)))
        lines += [seating.who(seat) for seat in range(len(seating.names))]
        return self.text("board.game_title", locale, title=self.title(locale), game=seating.game_id), "\n".join(lines)

    def text_board(self, state, locale="en"):
        """The board as text, when no picture can be drawn (None: the board's lines say enough);
        `state` carries the names the table gives the seats (`labelled`)."""
        return None

    def reveal_lines(self, seating, game):
        """The public lines as the secret choices are revealed."""
        return [self.text("secret.revealed", seating.locale)]

    def event_lines(self, seating, game, events):
        """The public lines of these events (food days, scorings, the end...)."""
        return []

    def panel_text(self, seating, game, seat, start, steps):
        """A player's private panel: where the turn stands and the question now. `start` is
        `seat_view` as the turn began, `steps` the texts of the turn's decisions so far."""
        locale = seating.locale
        lines = [self.text("panel.your_turn", locale, player=seating.player(seat))]
        if steps:
            lines.append(self.text("panel.so_far", locale))
            lines += [f"• {x}" for x in steps]
        lines.append(self.text("panel.now", locale,
                               decision=self.words(*self.decision_data(game.state), locale=locale)))
        return "\n".join(lines)

    def turn_text(self, seating, game, report):
        """One finished turn in words for the channel and the log (after the player's name), or
        None: the table then joins the words of its decisions. `report` has the seat, its decisions
        (`steps`), the events, and `start`, the seat as the turn began (`seat_view`) when known;
        `game` is as the turn left it."""
        return None

    def option_text(self, game, action, locale="en"):
        """(label, note) of one option of the panel: what it does, what it costs and leaves."""
        return self.words(*self.action_data(game.state, action), locale=locale), ""

    def sheet_text(self, game, seat, afford, locale="en"):
        """A player's resources (and, with `afford`, what they can afford now)."""
        return self.status_text(game, locale)

    def engine_seats(self, state, locale="en"):
        """The seats the engine plays itself, after the table's (a solo opponent), as {seat: name}:
        `/<game> player` shows their sheets too."""
        return {}

    def final_lines(self, seating, game):
        """The final scores, best first, and who won."""
        record = game.record()
        table = self.standings(record)
        locale = seating.locale
        lines = [self.text("final.place", locale, place=place, player=seating.who(seat),
                           points=self.points_text(points))
                 for seat, (points, place, _) in sorted(enumerate(table), key=lambda s: (s[1][1], s[0]))]
        winners = [seating.who(seat) for seat, (_, place, _) in enumerate(table) if place == 1]
        lines.append(self.text("final.winners" if len(winners) > 1 else "final.winner", locale,
                               names=", ".join(winners)))
        return lines

    def stock(self, state):
        """What a round summary compares (`summary_lines`' `before`)."""
        return None

    def summary_lines(self, seating, state, before):
        """Lines saying what each seat gained and spent since `before` (a round summary)."""
        return []

    def page_marks(self, events):
        """The marks (of `marks`) the events of a page of the log earn it."""
        return ()

    def log_title(self, game_id, round_no, locale="en"):
        """The title of the log's page of one round."""
        return self.text("log.round_title", locale, game=game_id, round=round_no)

    def rules_text(self, topic, locale="en"):
        return self.text(f"rules.{topic}", locale)
