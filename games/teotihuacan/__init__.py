"""Teotihuacan on the table: the adapter between the platform's GamePlugin interface and the
`teotihuacan` engine package (its bots, its words, its pictures in images/teotihuacan/), with its
presentation at the table in present.py and the English of its texts there in texts.py.

One to four seats. A lobby with one seat plays against **Teotibot**, the solo opponent the rules
define: the engine plays it (it is never on turn for the table), it is named by the game, and its
game is never rated against people (only the member's seat is stored, and one seat rates nothing).
Its difficulty comes from two lobby switches; the rules give the adjustments one step each way
(worker power ±1, each starting resource ±1, VP for 10 cocoa ±1, VP per bonus step ±5), and
neither switch is the standard Teotibot (2, 2, 3, 15).

Places and points come from the engine's final scoring (ties: most cocoa, then player order; against
Teotibot the player needs strictly more VP). Points by source are its final scores' groups
(teotihuacan/summary.py), in quarter points as the table keeps them.
"""
from __future__ import annotations

import teotihuacan
from teotihuacan import bots, help
from teotihuacan import data as D
from teotihuacan.invariants import check as check_invariants
from teotihuacan.describe import action_data, reason_text, words
from teotihuacan.rules import decision_data
from teotihuacan.summary import SCORE_GROUPS, final_rows, score_groups

from ..interface import GamePlugin, Zoom
from . import present

SOURCES = tuple(g for g, _ in SCORE_GROUPS) + ("other",)
TEOTIBOT = {  # the lobby's switch -> Teotibot's difficulty (see the docstring)
    "teotibot_easier": {"power": 1, "resources": 1, "cocoa_vp": 2, "bonus_vp": 10},
    "teotibot_harder": {"power": 3, "resources": 3, "cocoa_vp": 4, "bonus_vp": 20},
}
FLAGS = ("first_game", "draft", "dark_eclipse", "seasons", "pyramid_variant")
NO_BLANK = "no_blank_season"  # Seasons of Progress without the blank season (the config's season_blank=False)
VARIANT_MOST = max(n for n in D.START_PYRAMIDS if len(D.START_PYRAMIDS[n]) > 1)  # 3: 4 players have one layout
LOOKS = ("pyramid",) + tuple(D.BOARD_KEYS[b] for b in sorted(D.BOARD_KEYS))
# Words the table asks for by its own keys, kept under the game's prefix in its catalog.
ALIASES = {"topic.": "teo.topic.", "source.": "teo.score.", "log.eclipse": "teo.t.log.eclipse"}


class Teotihuacan(GamePlugin):
    name = "teotihuacan"
    title_key = "teo.game"
    package = "teotihuacan"
    rules_version = teotihuacan.RULES_VERSION
    min_players, max_players = 1, 4
    options = FLAGS[:4] + (NO_BLANK,) + FLAGS[4:] + tuple(TEOTIBOT)  # the season's switches side by side
    option_keys = {m: (f"teo.t.opt.{m}", f"teo.t.switch.{m}") for m in options}
    levels = bots.PLAYER_LEVELS
    all_levels = bots.LEVELS
    level_keys = {level: f"teo.t.level.{level}.about" for level in bots.PLAYER_LEVELS}
    handover_level = bots.HANDOVER_LEVEL
    hint_level = "hard"
    rule_topics = help.TOPICS
    zooms = (Zoom("look", "look", tuple((x, "teo.t.look.pyramid" if x == "pyramid" else f"teo.board.{x}")
                                        for x in LOOKS), "teo.t.look.title", "teo.t.cmd.look", "teo.t.cmd.look.what"),)
    pictures = {"board": "images.teotihuacan:board_png", "phone": "images.teotihuacan:live_pngs",
                "player": "images.teotihuacan:player_png", "scoreboard": "images.teotihuacan:scores_png",
                "look": "images.teotihuacan:look_png", "secret": "images.teotihuacan:start_png",
                "warm_up": "images.teotihuacan:palette"}
    marks = ("eclipse",)  # the log's jump goes from one eclipse to the next
    point_sources = SOURCES
    lost_sources = ("salary",)
    colour = (178, 92, 54)
    game_class = teotihuacan.Game
    IllegalAction = teotihuacan.IllegalAction
    BadRecord = teotihuacan.BadRecord
    texts = {
        "lobby.about": "teo.t.lobby.about", "lobby.help": "teo.t.lobby.help",
        "lobby_options_full": "teo.t.lobby.options_full", "secret.announce": "teo.t.secret.announce",
        "secret.begun": "teo.t.secret.begun", "btn.secret": "teo.t.secret.button",
        "secret_done": "teo.t.secret.done", "secret_first": "teo.t.secret.first",
    }

    # --- words -----------------------------------------------------------------------------------
    def text(self, key, locale="en", **values):
        for prefix, own in ALIASES.items():
            if key.startswith(prefix):
                key = own + key[len(prefix):]
                break
        return super().text(key, locale, **values)

    def words(self, key, values, locale="en"):
        return words(key, values, locale)

    def reason_text(self, error, locale="en"):
        return reason_text(error, locale)

    def rules_text(self, topic, locale="en"):
        return help.rules_text(topic, locale)

    # --- the lobby -----------------------------------------------------------------------------------
    def most_players(self, options):
        if set(options) & set(TEOTIBOT):
            return 1
        return VARIANT_MOST if "pyramid_variant" in options else self.max_players

    def options_refusal(self, options, seats):
        if "first_game" in options and "draft" in options:
            return "teo.t.no.first_draft"
        if all(m in options for m in TEOTIBOT):
            return "teo.t.no.teotibot_both"
        if NO_BLANK in options and "seasons" not in options:
            return "teo.t.no.blank_without_seasons"
        if seats > self.most_players(options):
            return "teo.t.no.teotibot_solo" if set(options) & set(TEOTIBOT) else "teo.t.no.variant_four"
        return None

    # --- games and records -------------------------------------------------------------------------------
    def new_game(self, names, options, seed):
        bot = next((TEOTIBOT[m] for m in TEOTIBOT if m in options), {}) if len(names) == 1 else {}
        config = teotihuacan.Config(players=len(names), names=list(names), teotibot=dict(bot),
                                    season_blank=NO_BLANK not in options, **{m: m in options for m in FLAGS})
        return teotihuacan.Game(config, seed), config.to_json()

    def turn_events_start(self, game):
        s = game.state  # a worker's turn from its start; the set-up's and a salary's from their decision
        return s.turn["ev0"] if s.turn.get("turn_no") == s.turn_no else len(s.events)

    def round_of(self, state):
        return state.rounds + 1

    def action_data(self, state, action):
        return action_data(state, action)

    def decision_data(self, state):
        return decision_data(state)

    # --- the secret starting tiles (the draft is played as ordinary turns) ---------------------------------
    def check(self, game):
        players = game.config.players  # a solo game seats Teotibot as a second player
        return self.checked(game.state, players, check_invariants, players + 1 if players == 1 else players)

    def secret_phase(self, game):
        return game.secret_phase()

    def secret_options(self, game, seat, chosen):
        return game.secret_options(seat, chosen)

    def secret_refusal(self, game, seat, chosen, action):
        return "not_your_choice"

    def reveal(self, game, choices):
        """The engine asks the seats for their tiles in its own order."""
        applied = []
        while game.secret_phase():
            seat = game.current_player
            step = choices[seat][0]
            game.apply(step)
            applied.append((str(step), seat))
        return applied

    def secret_panel(self, game, seat, chosen, waiting, locale="en"):
        return present.secret_panel(game, seat, chosen, waiting, locale)

    def secret_done(self, game, seat, locale="en"):
        return present.secret_done(game, seat, locale)

    # --- bots ----------------------------------------------------------------------------------------------
    def warm_up(self):
        return bots.LEVELS

    def bot_turn(self, game_json, level, seed):
        return [str(a) for a in bots.play_turn(teotihuacan.Game.from_json(game_json), level, seed)]

    def bot_secret(self, game_json, seat, level, seed, chosen):
        if chosen:
            return list(chosen)
        game = teotihuacan.Game.from_json(game_json)
        return [str(a) for a in bots.choose_secret(game, seat, level, seed)]

    def hint(self, game_json, level, seed):
        action, (reason, info) = bots.hint(teotihuacan.Game.from_json(game_json), level, seed)
        return str(action), reason, dict(info)

    def hint_why(self, reason, info, locale="en"):
        try:
            return words(reason, info, locale)
        except (KeyError, IndexError, ValueError):
            return self.text("hint.why", locale)

    # --- results ---------------------------------------------------------------------------------------------
    def standings(self, record):
        state = teotihuacan.Game.from_record(record).state
        if not state.is_over:
            raise ValueError("the game is not over")
        out = []
        for r in sorted(final_rows(state), key=lambda r: r["seat"]):
            groups = score_groups(r)
            out.append((4 * r["total"], r["place"], {g: 4 * groups.get(g, 0) for g in SOURCES}))
        return out

    # --- what the table shows -----------------------------------------------------------------------------------
    def marker(self, state, seat):
        return present.marker(state, seat)

    def status_text(self, game, locale="en"):
        return present.status(game.state, locale)

    def board_text(self, seating, game, waiting=None):
        return present.board_lines(seating, game, waiting)

    def reveal_lines(self, seating, game):
        return present.reveal_lines(seating, game)

    def turn_text(self, seating, game, report):
        return present.turn_text(seating, game, report)

    def event_lines(self, seating, game, events):
        return present.event_lines(seating, game, events)

    def panel_text(self, seating, game, seat, start, steps):
        return present.panel_text(seating, game, seat, start, steps)

    def option_text(self, game, action, locale="en"):
        return present.option_text(game, action, locale)

    def sheet_text(self, game, seat, afford, locale="en"):
        return present.player_sheet(game.state, seat, afford=afford, locale=locale)

    def engine_seats(self, state, locale="en"):
        return {pl.seat: present.bot_name(state, locale) for pl in state.players if pl.bot}

    def final_lines(self, seating, game):
        return present.final_lines(seating, game)

    def stock(self, state):
        return present.stock(state)

    def summary_lines(self, seating, state, before):
        return present.gains_lines(seating, state, before)

    def page_marks(self, events):
        return present.page_marks(events)


PLUGIN = Teotihuacan()
