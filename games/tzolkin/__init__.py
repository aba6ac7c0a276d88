"""Tzolk'in on the table: the `tzolkin` engine's parts composed as the table's GamePlugin (its
rules, its secret starting choice, its words, its pictures in images/tzolkin/, its bots), with its
presentation at the table in present.py (words), advice.py (the panel's help) and texts.py (the
English of its texts there). The engine itself knows nothing of the table.

Results: Places follow the engine's final scoring: the most points wins, ties go to the most workers
still on the gears, and what is still equal is shared (1, 1, 3 ...).

Point sources are read off a replay, decision by decision, in quarter points so that they add
up exactly to the final total:
- temples: the temple points of the end-of-age food days;
- buildings: points a building gives when built (and the Architecture bonus);
- skulls: points for placing skulls on Chichen Itza, and 3 per skull held at the end;
- monuments: the monuments' end-of-game points;
- corn: leftover corn and goods (a quarter point per corn of value);
- hunger: points lost for unfed workers (negative);
- other: anything else (technology bonuses, Tikal's temple steps do not score by themselves).
Points gained inside a decision belong to the last thing the player did that scores: a
building built or a skull placed; they are forgotten when a new turn starts.
"""
from __future__ import annotations

from dataclasses import fields
from functools import lru_cache

import tzolkin
from tzolkin import bots
from tzolkin import data as D
from tzolkin import views
from tzolkin.advice import forced as lone_decision
from tzolkin.describe import action_data, reason_text, words
from tzolkin.invariants import check as check_invariants
from tzolkin.rules import decision_data, tribe_options
from tzolkin.scoring import format_points

from .. import interface
from ..interface import GamePlugin, Pictures, Zoom, thinking
from . import present
from .advice import option_texts

SOURCES = ("temples", "buildings", "skulls", "monuments", "corn", "hunger", "other")
BASE_PLAYERS = 4  # five players need the quick actions (Tribes & Prophecies)


class Rules(interface.Rules):
    game_class = tzolkin.Game
    version = tzolkin.RULES_VERSION
    IllegalAction = tzolkin.IllegalAction
    BadRecord = tzolkin.BadRecord
    public_view = staticmethod(views.public_view)
    private_view = staticmethod(views.private_view)
    redeal = staticmethod(views.redeal)

    def lobby_config(self, options):
        return {"modules": list(options)}  # the name the config has always used

    def most_players(self, options):
        return self.plugin.max_players if D.QUICK_MODULE in options else BASE_PLAYERS

    def options_refusal(self, options, seats):
        return "five_need_quick" if seats > self.most_players(options) else None

    def new_game(self, names, options, seed):
        config = tzolkin.Config(players=len(names), names=list(names), modules=list(options))
        return tzolkin.Game(config, seed), config.to_json()

    def check(self, game):
        # The number of players first: the invariants (and every rule) allocate by it.
        state, players = game.state, game.config.players
        if type(state.n_players) is not int or state.n_players != players or len(state.players) != players:
            return [f"{state.n_players!r} players in the state, {players} in the config"[:120]]
        return wrong_types(state, fresh_state(players, tuple(game.config.modules))) or check_invariants(state)

    def forced(self, game):
        return lone_decision(game)

    def ends_turn(self, action):
        return (action.kind if isinstance(action, tzolkin.Action) else str(action)) == "end"

    def round_of(self, state):
        return state.day

    def standings(self, record):
        final = tzolkin.Game.from_record(record).state.final
        if final is None:
            raise ValueError("the game is not over")
        where = places(final)
        points = {r["seat"]: r["total_quarters"] for r in final["players"]}
        sources = point_sources(record)
        return [(points[i], where[i], sources[i]) for i in range(len(sources))]


class Secret(interface.Secret):
    """The secret starting choice: a tribe (module tribes), then the wealth tiles; the engine asks
    each seat in its own order (the default reveal)."""
    menus = ("tribe",)  # the tribe's menu comes before the tiles' one

    def whole(self, config, steps):
        kinds = {step.split(":", 1)[0] for step in steps}
        tribes = D.TRIBES_MODULE in (config.get("modules") or [])
        return bool(kinds & {"keep", "discard"}) and ("tribe" in kinds or not tribes)

    def refusal(self, game, seat, chosen, action):
        if tribe_options(game.state, seat) and not any(a.kind == "tribe" for a in chosen):
            return "tribe_first"
        return "not_your_tiles"


class Words(interface.Words):
    # The table's texts that Tzolk'in words its own way (the starting choice is the wealth tiles).
    texts = {
        "lobby_options_full": "lobby_full", "lobby.options": "lobby.modules", "lobby.no_options": "lobby.base_game",
        "lobby.about": "lobby.body", "lobby.help": "lobby.footer", "only_creator_options": "only_creator_modules",
        "secret_done": "wealth_done", "secret_first": "choose_wealth_first", "no_such_level": "unknown_level",
        "secret.announce": "start.announce", "secret.begun": "start.done", "btn.secret": "btn.wealth",
        "games.secret": "games.wealth", "remind.secret": "remind.wealth", "mygames.secret_you": "mygames.wealth_you",
        "mygames.secret": "mygames.wealth", "stats.lost": "stats.hunger", "export.record": "export.ready",
        "settings.layout_phones": "settings.layout_phone", "cmd.choice.layout_phones": "cmd.choice.layout_phone",
        "log.jump": "btn.log_food", "board.round_in_short": "board.round_summary",
    }
    action_data = staticmethod(action_data)
    decision_data = staticmethod(decision_data)
    marker = staticmethod(present.marker)
    stock = staticmethod(present.stock)
    page_marks = staticmethod(present.page_marks)
    hint_why = staticmethod(present.why_text)
    text_board = staticmethod(present.text_board)

    def say(self, key, values, locale="en"):
        return words(key, values, locale=locale)

    def reason_text(self, error, locale="en"):
        return reason_text(error, locale)

    def turn_log(self, game):
        return game.turn_log_data()

    def points_text(self, quarters):
        return format_points(quarters)

    def status_text(self, game, locale="en"):
        return present.day_status(game.state, locale)

    def board_text(self, seating, game, waiting=None):
        return present.board_lines(seating, game.state, waiting)

    def reveal_lines(self, seating, game):
        return present.reveal_lines(seating, game.state)

    def event_lines(self, seating, game, events):
        return present.event_lines(seating, game.state, events)

    def panel_text(self, seating, game, seat, start, steps):
        return present.panel_text(seating, game, seat, start, steps)

    def option_text(self, game, action, locale="en"):
        return option_texts(game.state, action, locale)

    def sheet_text(self, game, seat, afford, locale="en"):
        return present.player_sheet(game.state, seat, afford=afford, locale=locale)

    def final_lines(self, seating, game):
        return present.final_lines(seating, game.state)

    def secret_panel(self, game, seat, chosen, waiting, locale="en"):
        return present.secret_panel(game, seat, chosen, waiting, locale)

    def secret_done(self, game, seat, locale="en"):
        return present.secret_done(game.state, seat, locale)

    def summary_lines(self, seating, state, before):
        return present.gains_lines(seating, state, before)

    def log_title(self, game_id, round_no, locale="en"):
        return self.text("log.page_title", locale, game=game_id, day=min(round_no, D.LAST_DAY), last=D.LAST_DAY)


class Bots(interface.Bots):
    """The engine's bots; the expert thinks by the clock at the table (`thinking`), by its
    budget of playouts elsewhere."""
    make_bot = staticmethod(bots.make_bot)

    def play_turn(self, game, level, seed):
        seconds = thinking("turn") if level == "expert" else None
        return bots.play_turn(game, level, seed, seconds)

    def choose_secret(self, game, seat, level, seed, chosen=()):
        return bots.choose_secret(game, seat, level, seed, chosen)

    def hint(self, game, level, seed):
        return bots.hint(game, level, seed, thinking("hint") if level == "expert" else None)

    def warm_up(self):
        return bots.LEVELS


PLUGIN = GamePlugin(
    name="tzolkin", title_key="game.tzolkin", group_key="cmd.group", package="tzolkin", order=1,
    rules=Rules(), secret=Secret(), words=Words(), bots=Bots(),
    pictures=Pictures({"board": "images.tzolkin:board_png", "phone": "images.tzolkin:phone_pngs",
                       "player": "images.tzolkin:player_png", "scoreboard": "images.tzolkin:scoreboard_png",
                       "gear": "images.tzolkin:gear_png", "warm_up": "images.tzolkin:warm_up"},
                      zooms=(Zoom("gear", "gear", tuple((g, f"gear.{g}") for g in D.GEARS), "gear.title", "cmd.gear",
                                  "cmd.gear.gear"),)),
    min_players=2, max_players=5,
    options=D.MODULES, option_keys={m: (f"module.{m}", f"switch.{m}") for m in D.MODULES},
    levels=bots.PLAYER_LEVELS, all_levels=bots.LEVELS,
    level_keys={level: f"bot.option.{level}.about" for level in bots.PLAYER_LEVELS},
    handover_level=bots.HANDOVER_LEVEL,
    hint_level="expert",  # "What would a strong player do here?" (thinking at most `thinking("hint")`)
    point_sources=SOURCES, lost_sources=("hunger",),
    rule_topics=("overview", "turn", "placing", "retrieving", "gears", "temples", "technologies", "buildings",
                 "food", "scoring", "bot", "expansion", "tribes", "prophecies", "quick", "newbuildings"),
    marks=("food", "scoring"),  # the log's jump goes from one food day to the next
    colour=(196, 140, 60),
)


@lru_cache(maxsize=64)
def fresh_state(players, modules):
    """A new game's state: what every field of a state of that set-up holds, as types."""
    return tzolkin.Game(tzolkin.Config(players=players, modules=list(modules)), 0).state


def wrong_types(state, fresh):
    """The fields of a state (and of its players) whose type is not the one a new game gives
    them: a damaged snapshot (fields typed `object`, which hold a seat or nothing, are free)."""
    wrong = [f.name for f in fields(state) if f.type not in ("object", object) and f.name != "seed"
             and type(getattr(state, f.name)) is not type(getattr(fresh, f.name))]
    for pl, new in zip(state.players, fresh.players, strict=False):
        if type(pl) is not type(new):
            return ["players"]
        wrong += [f"players.{f.name}" for f in fields(pl) if f.type not in ("object", object)
                  and getattr(new, f.name) is not None and type(getattr(pl, f.name)) is not type(getattr(new, f.name))]
    return [f"wrong types: {', '.join(wrong[:5])}"] if wrong else []


def places(final):
    """Seat -> place from the engine's final scoring, ties shared."""
    key = {r["seat"]: (r["total_quarters"], r["workers_on_gears"]) for r in final["players"]}
    return {seat: 1 + sum(other > mine for other in key.values()) for seat, mine in key.items()}


def point_sources(record):
    """Per seat, the quarter points from each source (see the module's docstring)."""
    replay = tzolkin.Game.from_record({**record, "actions": []})
    state = replay.state
    n = state.n_players
    sources = [dict.fromkeys(SOURCES, 0) for _ in range(n)]
    current = [None] * n  # the scoring thing each player did last in this turn
    for action in record["actions"]:
        vp = [pl.vp for pl in state.players]
        ev0, turn_no = len(state.events), state.turn_no
        replay.apply(action)
        explained = [0] * n
        for e in state.events[ev0:]:
            kind = e["e"]
            if kind == "temple_points":
                for seat, points in enumerate(e["points"]):
                    sources[seat]["temples"] += 4 * points
                    explained[seat] += points
            elif kind == "food":
                for f in e["fed"]:
                    sources[f["p"]]["hunger"] += 4 * f["vp"]
                    explained[f["p"]] += f["vp"]
            elif kind == "building":
                current[e["p"]] = "buildings"
            elif kind == "action":
                current[e["p"]] = "skulls" if e["gear"] == "chichen" else None
        for seat, pl in enumerate(state.players):
            rest = pl.vp - vp[seat] - explained[seat]
            if rest:
                sources[seat][current[seat] or "other"] += 4 * rest
        if state.turn_no != turn_no:
            current = [None] * n
    if state.final:
        for r in state.final["players"]:
            s = sources[r["seat"]]
            s["skulls"] += 4 * r["skull_vp"]
            s["monuments"] += 4 * sum(r["monuments"].values())
            s["corn"] += r["corn"]
    return sources
