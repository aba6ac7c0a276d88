"""Maya on the table: the `maya` engine's parts composed as the table's GamePlugin (its rules, its
words, its pictures in images/maya/, its bots; Maya has no secret simultaneous choice). The engine
knows nothing of the table.

What stays hidden: the tiles on a rack (the rack's picture and list go to its player alone, with
their turn panel and `/maya me`) and what a face-down tile shows. The turn's steps are kept as the
engine words them (the player's own panel names the tile they lay face down); the channel, the
direct messages and the history word them through `public_step`, which never names it.

Results: places follow the engine's final scoring (most points; ties go to the most tiles left on
rack and in reserve, then to who played last). Points by source are the engine's own tally:
plantations and cities, in quarter points like every game's.
"""
from __future__ import annotations

import maya
from maya import bots, views
from maya import data as D
from maya import rules, scoring
from maya.__main__ import TOPICS
from maya.board import BOARD
from maya.describe import action_data, reason_text, words
from maya.invariants import check as check_invariants

from .. import interface
from ..interface import GamePlugin, Pictures, Zoom, checked
from . import present
from . import texts as _texts  # noqa: F401  (registers the English)
from .zones import ZONE_OPTIONS, zone_refusal, zones_of

ZONES = ("green", "blue", "yellow", "red")
OPTIONS = D.VARIANTS + tuple(ZONE_OPTIONS)  # variants one at a time (options_refusal); zones at 2-3 players


class Rules(interface.Rules):
    game_class = maya.Game
    version = maya.RULES_VERSION
    IllegalAction = maya.IllegalAction
    BadRecord = maya.BadRecord
    public_view = staticmethod(views.public_view)
    private_view = staticmethod(views.private_view)
    redeal = staticmethod(views.redeal)

    def options_refusal(self, options, seats):
        if sum(o in D.VARIANTS for o in options) > 1:
            return "maya.no.one_variant"
        if len(zones_of(options)) > len(BOARD.zones) - 2:  # all of them is the 4 players' whole map
            return "maya.no.zones_most"
        return None

    def start_refusal(self, options, players):
        return zone_refusal(options, players)

    def new_game(self, names, options, seed):
        variant = next((o for o in options if o in D.VARIANTS), "")
        zones = [BOARD.always, *zones_of(options)] if zones_of(options) and len(names) < len(BOARD.zones) else []
        config = maya.Config(players=len(names), names=list(names), zones=zones, variant=variant)
        return maya.Game(config, seed), config.to_json()

    def check(self, game):
        return checked(game.state, game.config.players, check_invariants)

    def ends_turn(self, action):
        return str(action) == "stop"  # planting ends with a confirmation; growing a city draws tiles at once

    def round_of(self, state):
        """A round is a turn of every player (the set-up turn of the variants is round 0)."""
        return present.round_of(state)

    def standings(self, record):
        state = maya.Game.from_record(record).state
        if state.final is None:
            raise ValueError("the game is not over")
        return [(4 * r["score"], r["place"], {src: 4 * r[src] for src in scoring.SOURCES})
                for r in state.final["players"]]


class Words(interface.Words):
    # The platform's generic keys of a game's texts, and Maya's own keys for them.
    prefixes = {"topic.": "maya.rules.title.", "rules.": "maya.rules.", "source.": "maya.source.",
                "log.city": "maya.log.city"}
    action_data = staticmethod(action_data)
    decision_data = staticmethod(rules.decision_data)
    public_step = staticmethod(present.public_step)

    def say(self, key, values, locale="en"):
        return words(key, values, locale)

    def reason_text(self, error, locale="en"):
        return reason_text(error, locale)

    def turn_log(self, game):
        return game.turn_log_data()

    def hint_why(self, reason, info, locale="en"):
        return words(f"maya.hint.{reason}", info, locale)

    def rules_text(self, topic, locale="en"):
        """A topic of the rules; all but the one about our design end with its mark."""
        text = self.text(f"rules.{topic}", locale)
        return text if topic == "board" else f"{text}\n\n{self.text('maya.rules.mark', locale)}"

    def marker(self, state, seat):
        return present.MARKERS[state.players[seat].colour] if seat < len(state.players) else ""

    def status_text(self, game, locale="en"):
        return self.text("maya.status", locale, turn=game.state.turn_no)

    def board_text(self, seating, game, waiting=None):
        title, _ = super().board_text(seating, game, waiting)
        return title, present.board_lines(self, seating, game)

    def text_board(self, state, locale="en"):
        from maya.text import board_text
        return board_text(state, locale)

    def panel_text(self, seating, game, seat, start, steps):
        return present.panel_text(self, seating, game, seat, steps)

    def option_text(self, game, action, locale="en"):
        return present.option_text(self, game, action, locale)

    def sheet_text(self, game, seat, afford, locale="en"):
        return present.sheet_text(self, game.state, seat, afford, locale)

    def event_lines(self, seating, game, events):
        return present.event_lines(seating, events)

    def final_lines(self, seating, game):
        return present.final_lines(self, seating, game.state)

    def stock(self, state):
        return [pl.score for pl in state.players]

    def summary_lines(self, seating, state, before):
        return present.summary_lines(self, seating, state, before)

    def page_marks(self, events):
        return {"city"} if any(key == "maya.ev.city" for key, _ in events) else set()

    def lobby_fields(self, options, seats, locale="en"):
        return present.lobby_fields(self, options, seats, locale)


class Bots(interface.Bots):
    make_bot = staticmethod(bots.make_bot)
    play_turn = staticmethod(bots.play_turn)
    hint = staticmethod(bots.hint)

    def warm_up(self):
        from maya.bots import policy, search  # noqa: F401  (imported once per worker)
        return bots.LEVELS


PLUGIN = GamePlugin(
    name="maya", title_key="maya.title", group_key="maya.group", package="maya", order=3,
    rules=Rules(), words=Words(), bots=Bots(),
    pictures=Pictures({"board": "images.maya:board_png", "scoreboard": "images.maya:scores_png",
                       "zone": "images.maya:zone_or_board_png", "private": "images.maya:rack_png",
                       "warm_up": "images.maya:palette"},
                      zooms=(Zoom("zone", "zone", tuple((z, f"maya.zone.{z}") for z in ZONES), "maya.zoom.title",
                                  "maya.cmd.zone", "maya.cmd.zone.zone"),)),
    min_players=min(D.PLAYERS), max_players=max(D.PLAYERS),
    options=OPTIONS,
    option_keys={**{v: (f"maya.option.{v}", f"maya.switch.{v}") for v in D.VARIANTS},
                 **{o: (f"maya.zone.{z}", f"maya.switch.{o}") for o, z in ZONE_OPTIONS.items()}},
    levels=bots.PLAYER_LEVELS, all_levels=bots.LEVELS,
    level_keys={level: f"maya.bot.{level}" for level in bots.PLAYER_LEVELS},
    handover_level="normal", hint_level="hard",
    rule_topics=TOPICS,  # "board" is the topic of our design and rulings
    point_sources=scoring.SOURCES,
    marks=("city",),  # the log's jump goes from one round where a city was scored to the next
    colour=(46, 125, 80),
)
