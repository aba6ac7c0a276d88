"""What a game offers the table. A plug-in is an adapter of a few dozen lines over an engine
package that meets the engine contract (see README, "Adding a game"):

- the engine's `Game(config, seed)` object answers `current_player`, `is_over`,
  `legal_actions()`, `apply(action)`, `turn_start`, `can_undo()`, `undo()`, `actions`, `seed`,
  `record()`, `to_json()`; `Game.from_record(record)` and `Game.from_json(obj)` rebuild it;
- its actions are frozen values whose `str()` is a short canonical string that `parse` reads back;
- one domain error (`IllegalAction`, with `key` and `info` to word it) and `BadRecord`.

Everything else the table needs goes through the methods below: data in, data out. The texts
a plug-in returns are already worded in the locale it was given, from its own catalog domain;
no Discord object crosses this interface.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass


@dataclass(frozen=True)
class Zoom:
    """A close look the game offers (`/<game> gear` for Tzolk'in): a picture by name, and the
    values a player may ask for, each with the catalog key of its name."""
    command: str  # the subcommand's name
    picture: str  # the picture's name for `picture()`
    choices: tuple  # ((value, name key), ...)
    title_key: str  # catalog key of the title, given {"name": ..., **zoom_info}


class GamePlugin:
    # --- who it is ---------------------------------------------------------------------------
    name = ""  # records' game kind, the slash group, the catalog domain
    title_key = ""  # catalog key of the game's display name
    rules_version = 1
    min_players, max_players = 2, 4
    options = ()  # lobby switches, in the order they are stored and shown (Tzolk'in's modules)
    option_keys = {}  # option -> (catalog key of its name, catalog key of its switch's label)
    levels = ("easy", "normal", "hard")  # bot levels offered in lobbies and hand-overs
    all_levels = ("random", "easy", "normal", "hard")  # levels a stored seat may name
    handover_level = "normal"
    hint_level = "hard"
    hint_reasons = ()  # the keys a hint's reason may take
    rule_topics = ("overview",)  # `/<game> rules topic:`, each worded as "topic.<x>" / "rules.<x>"
    zooms = ()  # Zoom(...) close looks
    colour = (120, 120, 120)  # the embeds' colour, as RGB
    IllegalAction = Exception  # the engine's refusal (with .key, .info, str() the English reason)
    BadRecord = Exception  # a damaged record

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

    # --- games and records -----------------------------------------------------------------------
    def new_game(self, names, options, seed):
        """(the game, its config as JSON) for these players."""
        raise NotImplementedError

    def from_record(self, record):
        raise NotImplementedError

    def from_json(self, obj):
        raise NotImplementedError

    def parse(self, text):
        """An action from its string, canonical; the engine's IllegalAction when unreadable."""
        raise NotImplementedError

    def turn_no(self, game):
        """The engine's turn counter: it changes when a turn ends."""
        return game.state.turn_no

    def events(self, game):
        """The public events so far (opaque to the table; worded by `event_lines`)."""
        return game.state.events

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
        return "not_your_tiles"

    def reveal(self, game, choices):
        """Apply every seat's steps as ordinary actions; [(action string, seat)] in order.
        By default seat 0's steps, then seat 1's, ..."""
        applied = []
        for seat in sorted(choices):
            for step in choices[seat]:
                game.apply(step)
                applied.append((str(step), seat))
        return applied

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

    # --- results -----------------------------------------------------------------------------------
    def standings(self, record):
        """[(points in quarter points, place from 1, {source: quarter points})] per seat, with the
        rulebook's tie-breaks; equal places are ties."""
        raise NotImplementedError

    point_sources = ()  # the sources of points, each worded as "source.<x>"

    # --- words -------------------------------------------------------------------------------------
    def words(self, key, values, locale="en"):
        """A (key, values) pair of this game worded in the locale."""
        raise NotImplementedError

    def reason_text(self, error, locale="en"):
        return str(error)

    def marker(self, state, seat):
        """The seat's colour mark (an emoji), or ''."""
        return ""

    def labelled(self, state, names):
        """A copy of the state whose players carry these display names (for pictures)."""
        return state

    def status_line(self, game, locale="en"):
        """Where a running game stands, for lists of games ("day 12")."""
        return ""

    # The presentation of a turn: each returns texts in `locale`. `row` is the table's view of the
    # game (seats, names, settings), read-only.
    def public_lines(self, row, game, outcome):
        raise NotImplementedError

    def board_embed(self, row, state, waiting, locale):
        """(title, description, content) of the board message."""
        raise NotImplementedError

    def text_board(self, state, limit, locale):
        raise NotImplementedError

    def panel_text(self, row, game, seat, start_player, texts, note, info, locale):
        raise NotImplementedError

    def option_texts(self, state, action, locale):
        """(label, description) of one option of the panel."""
        raise NotImplementedError

    def player_sheet(self, row, state, seat, afford, locale):
        raise NotImplementedError

    def final_lines(self, row, state, locale):
        raise NotImplementedError

    def hint_text(self, reply, locale):
        raise NotImplementedError

    def secret_panel(self, row, game, seat, chosen, waiting, locale):
        """(text, menus) of a seat's private choice; menus are [(action, label, description)]
        lists, one select each."""
        raise NotImplementedError

    def secret_done(self, game, seat, locale):
        """What a member reads once everyone chose and the choices are revealed."""
        raise NotImplementedError

    def log_pages(self, row, record, bot_decisions, locale):
        """The pages of `/log`: [(title, [lines])]."""
        raise NotImplementedError

    def summary(self, row, state, before, locale):
        """Lines saying what each seat gained and spent since `before` (a round summary)."""
        return []

    def stock(self, state):
        """What a round summary compares (`summary`'s `before`)."""
        return None

    def rules_text(self, topic, locale):
        raise NotImplementedError

    def picture(self, name, state, *args, locale="en"):
        """(module, function name) drawing a picture: "board", "phone", "player", "scoreboard",
        and the zooms' pictures. The table renders it in its worker pool."""
        return self.pictures_module, name

    pictures_module = None  # the module whose functions draw the pictures (PNG bytes)
