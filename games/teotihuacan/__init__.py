"""Teotihuacan on the table: the `teotihuacan` engine's parts composed as the table's GamePlugin
(its rules, its secret starting tiles, its words, its pictures in images/teotihuacan/, its bots),
with its presentation at the table in present.py and the English of its texts there in texts.py.

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
from teotihuacan import bots, help, views
from teotihuacan import data as D
from teotihuacan.invariants import check as check_invariants
from teotihuacan.describe import action_data, reason_text, words
from teotihuacan.rules import decision_data
from teotihuacan.summary import SCORE_GROUPS, final_rows, score_groups

from .. import interface
from ..interface import GamePlugin, Pictures, Zoom, checked
from . import present

SOURCES = tuple(g for g, _ in SCORE_GROUPS) + ("other",)
TEOTIBOT = {  # the lobby's switch -> Teotibot's difficulty (see the docstring)
    "teotibot_easier": {"power": 1, "resources": 1, "cocoa_vp": 2, "bonus_vp": 10},
    "teotibot_harder": {"power": 3, "resources": 3, "cocoa_vp": 4, "bonus_vp": 20},
}
FLAGS = ("first_game", "draft", "dark_eclipse", "seasons", "pyramid_variant")
NO_BLANK = "no_blank_season"  # Seasons of Progress without the blank season (the config's season_blank=False)
OPTIONS = FLAGS[:4] + (NO_BLANK,) + FLAGS[4:] + tuple(TEOTIBOT)  # the season's switches side by side
MOST_PLAYERS = 4
VARIANT_MOST = max(n for n in D.START_PYRAMIDS if len(D.START_PYRAMIDS[n]) > 1)  # 3: 4 players have one layout
LOOKS = ("pyramid",) + tuple(D.BOARD_KEYS[b] for b in sorted(D.BOARD_KEYS))
LOOK = Zoom("look", "look", tuple((x, "teo.t.look.pyramid" if x == "pyramid" else f"teo.board.{x}") for x in LOOKS),
            "teo.t.look.title", "teo.t.cmd.look", "teo.t.cmd.look.what")
# Words the table asks for by its own keys, kept under the game's prefix in its catalog.
ALIASES = {"topic.": "teo.topic.", "source.": "teo.score.", "log.eclipse": "teo.t.log.eclipse"}


class Rules(interface.Rules):
    game_class = teotihuacan.Game
    version = teotihuacan.RULES_VERSION
    IllegalAction = teotihuacan.IllegalAction
    BadRecord = teotihuacan.BadRecord
    public_view = staticmethod(views.public_view)
    private_view = staticmethod(views.private_view)
    redeal = staticmethod(views.redeal)

    def most_players(self, options):
        if set(options) & set(TEOTIBOT):
            return 1
        return VARIANT_MOST if "pyramid_variant" in options else MOST_PLAYERS

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

    def new_game(self, names, options, seed):
        bot = next((TEOTIBOT[m] for m in TEOTIBOT if m in options), {}) if len(names) == 1 else {}
        config = teotihuacan.Config(players=len(names), names=list(names), teotibot=dict(bot),
                                    season_blank=NO_BLANK not in options, **{m: m in options for m in FLAGS})
        return teotihuacan.Game(config, seed), config.to_json()

    def check(self, game):
        players = game.config.players  # a solo game seats Teotibot as a second player
        return checked(game.state, players, check_invariants, players + 1 if players == 1 else players)

    def turn_events_start(self, game):
        s = game.state  # a worker's turn from its start; the set-up's and a salary's from their decision
        return s.turn["ev0"] if s.turn.get("turn_no") == s.turn_no else len(s.events)

    def round_of(self, state):
        return state.rounds + 1

    def standings(self, record):
        state = teotihuacan.Game.from_record(record).state
        if not state.is_over:
            raise ValueError("the game is not over")
        out = []
        for r in sorted(final_rows(state), key=lambda r: r["seat"]):
            groups = score_groups(r)
            out.append((4 * r["total"], r["place"], {g: 4 * groups.get(g, 0) for g in SOURCES}))
        return out


class Secret(interface.Secret):
    """The secret starting tiles (the draft is played as ordinary turns); the engine asks the seats
    in its own order (the default reveal)."""


class Words(interface.Words):
    texts = {
        "lobby.about": "teo.t.lobby.about", "lobby.help": "teo.t.lobby.help",
        "lobby_options_full": "teo.t.lobby.options_full", "secret.announce": "teo.t.secret.announce",
        "secret.announce_solo": "teo.t.secret.announce_solo",
        "secret.begun": "teo.t.secret.begun", "secret.begun_solo": "teo.t.secret.begun_solo",
        "btn.secret": "teo.t.secret.button",
        "secret_done": "teo.t.secret.done", "secret_first": "teo.t.secret.first",
    }
    prefixes = ALIASES
    action_data = staticmethod(action_data)
    decision_data = staticmethod(decision_data)
    marker = staticmethod(present.marker)
    stock = staticmethod(present.stock)
    page_marks = staticmethod(present.page_marks)

    def say(self, key, values, locale="en"):
        return words(key, values, locale)

    def reason_text(self, error, locale="en"):
        return reason_text(error, locale)

    def rules_text(self, topic, locale="en"):
        return help.rules_text(topic, locale)

    def hint_why(self, reason, info, locale="en"):
        try:
            return words(reason, info, locale)
        except (KeyError, IndexError, ValueError):
            return self.text("hint.why", locale)

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

    def summary_lines(self, seating, state, before):
        return present.gains_lines(seating, state, before)

    def secret_panel(self, game, seat, chosen, waiting, locale="en"):
        return present.secret_panel(game, seat, chosen, waiting, locale)

    def secret_done(self, game, seat, locale="en"):
        return present.secret_done(game, seat, locale)


class Bots(interface.Bots):
    make_bot = staticmethod(bots.make_bot)
    play_turn = staticmethod(bots.play_turn)
    hint = staticmethod(bots.hint)

    def choose_secret(self, game, seat, level, seed, chosen=()):
        return bots.choose_secret(game, seat, level, seed, chosen)

    def warm_up(self):
        return bots.LEVELS


PLUGIN = GamePlugin(
    name="teotihuacan", title_key="teo.game", package="teotihuacan", order=2,
    rules=Rules(), secret=Secret(), words=Words(), bots=Bots(),
    pictures=Pictures({"board": "images.teotihuacan:board_png", "phone": "images.teotihuacan:live_pngs",
                       "player": "images.teotihuacan:player_png", "scoreboard": "images.teotihuacan:scores_png",
                       "look": "images.teotihuacan:look_png", "secret": "images.teotihuacan:start_png",
                       "warm_up": "images.teotihuacan:palette"},
                      zooms=(LOOK,)),
    min_players=1, max_players=MOST_PLAYERS,
    options=OPTIONS, option_keys={m: (f"teo.t.opt.{m}", f"teo.t.switch.{m}") for m in OPTIONS},
    levels=bots.PLAYER_LEVELS, all_levels=bots.LEVELS,
    level_keys={level: f"teo.t.level.{level}.about" for level in bots.PLAYER_LEVELS},
    handover_level=bots.HANDOVER_LEVEL, hint_level="hard",
    rule_topics=help.TOPICS,
    marks=("eclipse",),  # the log's jump goes from one eclipse to the next
    point_sources=SOURCES, lost_sources=("salary",),
    colour=(178, 92, 54),
)
