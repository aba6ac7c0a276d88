"""Tzolk'in on the table: the adapter between the platform's GamePlugin interface and the
`tzolkin` engine package (its bots, its words, and its pictures in images/tzolkin/), with its
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
from tzolkin.advice import forced as lone_decision
from tzolkin.describe import action_data, reason_text, words
from tzolkin.invariants import check as check_invariants
from tzolkin.rules import decision_data, keep_options, tribe_options
from tzolkin.scoring import format_points

from ..interface import GamePlugin, Zoom, thinking
from . import present
from .advice import option_texts

SOURCES = ("temples", "buildings", "skulls", "monuments", "corn", "hunger", "other")


class Tzolkin(GamePlugin):
    name = "tzolkin"
    title_key = "game.tzolkin"
    group_key = "cmd.group"
    package = "tzolkin"
    rules_version = tzolkin.RULES_VERSION
    min_players, max_players = 2, 5
    BASE_PLAYERS = 4  # five players need the quick actions (Tribes & Prophecies)
    options = D.MODULES
    option_keys = {m: (f"module.{m}", f"switch.{m}") for m in D.MODULES}
    levels = bots.PLAYER_LEVELS
    all_levels = bots.LEVELS
    level_keys = {level: f"bot.option.{level}.about" for level in bots.PLAYER_LEVELS}
    handover_level = bots.HANDOVER_LEVEL
    hint_level = "expert"  # "What would a strong player do here?" (thinking at most `thinking("hint")`)
    hint_reasons = bots.REASONS
    point_sources = SOURCES
    lost_sources = ("hunger",)
    rule_topics = ("overview", "turn", "placing", "retrieving", "gears", "temples", "technologies", "buildings",
                   "food", "scoring", "bot", "expansion", "tribes", "prophecies", "quick", "newbuildings")
    zooms = (Zoom("gear", "gear", tuple((g, f"gear.{g}") for g in D.GEARS), "gear.title", "cmd.gear", "cmd.gear.gear"),)
    pictures = {"board": "images.tzolkin:board_png", "phone": "images.tzolkin:phone_pngs",
                "player": "images.tzolkin:player_png", "scoreboard": "images.tzolkin:scoreboard_png",
                "gear": "images.tzolkin:gear_png", "warm_up": "images.tzolkin:warm_up"}
    secret_menus = ("tribe",)  # the tribe's menu comes before the tiles' one
    marks = ("food", "scoring")  # the log's jump goes from one food day to the next
    colour = (196, 140, 60)
    game_class = tzolkin.Game
    IllegalAction = tzolkin.IllegalAction
    BadRecord = tzolkin.BadRecord
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

    # --- lobby ---------------------------------------------------------------------------------
    def lobby_config(self, options):
        return {"modules": list(options)}  # the name the config has always used

    def most_players(self, options):
        return self.max_players if D.QUICK_MODULE in options else self.BASE_PLAYERS

    def options_refusal(self, options, seats):
        return "five_need_quick" if seats > self.most_players(options) else None

    # --- games and records -----------------------------------------------------------------------
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

    def action_data(self, state, action):
        return action_data(state, action)

    def decision_data(self, state):
        return decision_data(state)

    def turn_log(self, game):
        return game.turn_log_data()

    # --- the secret starting choice: a tribe (module tribes), then the wealth tiles ---------------
    def secret_phase(self, game):
        return game.state.phase == "wealth"

    def secret_options(self, game, seat, chosen):
        tribes = tribe_options(game.state, seat)
        tribe = next((a.a for a in chosen if a.kind == "tribe"), None)
        if tribes and tribe is None:
            return tribes
        if any(a.kind in ("keep", "discard") for a in chosen):
            return []
        return keep_options(game.state, seat, tribe)

    def secret_whole(self, config, steps):
        kinds = {step.split(":", 1)[0] for step in steps}
        tribes = D.TRIBES_MODULE in (config.get("modules") or [])
        return bool(kinds & {"keep", "discard"}) and ("tribe" in kinds or not tribes)

    def secret_refusal(self, game, seat, chosen, action):
        if tribe_options(game.state, seat) and not any(a.kind == "tribe" for a in chosen):
            return "tribe_first"
        return "not_your_tiles"

    def reveal(self, game, choices):
        """The engine asks each seat for its tribe, then its tiles, in its own order."""
        applied = []
        while self.secret_phase(game):
            seat = game.current_player
            kind = game.state.stack[-1]["k"]
            step = next(a for a in choices[seat] if ("keep" if a.kind == "discard" else a.kind) == kind)
            game.apply(step)
            applied.append((str(step), seat))
        return applied

    # --- bots ------------------------------------------------------------------------------------------
    def warm_up(self):
        return bots.LEVELS

    def bot_turn(self, game_json, level, seed):
        seconds = thinking("turn") if level == "expert" else None  # the expert thinks by the clock
        return [str(a) for a in bots.play_turn(tzolkin.Game.from_json(game_json), level, seed, seconds)]

    def bot_secret(self, game_json, seat, level, seed, chosen):
        tribe = next((x.split(":", 1)[1] for x in chosen if x.startswith("tribe:")), None)
        state = tzolkin.Game.from_json(game_json).state
        return [str(a) for a in bots.choose_start(state, seat, level, seed, tribe)]

    def hint(self, game_json, level, seed):
        seconds = thinking("hint") if level == "expert" else None
        found = bots.hint(tzolkin.Game.from_json(game_json), level, seed, seconds)
        return str(found.action), found.reason, dict(found.info)

    # --- results -----------------------------------------------------------------------------------------
    def standings(self, record):
        final = tzolkin.Game.from_record(record).state.final
        if final is None:
            raise ValueError("the game is not over")
        where = places(final)
        points = {r["seat"]: r["total_quarters"] for r in final["players"]}
        sources = point_sources(record)
        return [(points[i], where[i], sources[i]) for i in range(len(sources))]

    def points_text(self, quarters):
        return format_points(quarters)

    # --- words -------------------------------------------------------------------------------------------
    def words(self, key, values, locale="en"):
        return words(key, values, locale=locale)

    def reason_text(self, error, locale="en"):
        return reason_text(error, locale)

    # --- what the table shows ---------------------------------------------------------------------------
    def marker(self, state, seat):
        return present.marker(state, seat)

    def round_of(self, state):
        return state.day

    def status_text(self, game, locale="en"):
        return present.day_status(game.state, locale)

    def board_text(self, seating, game, waiting=None):
        return present.board_lines(seating, game.state, waiting)

    def text_board(self, state, locale="en"):
        return present.text_board(state, locale)

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

    def hint_why(self, reason, info, locale="en"):
        return present.why_text(reason, info, locale)

    def secret_panel(self, game, seat, chosen, waiting, locale="en"):
        return present.secret_panel(game, seat, chosen, waiting, locale)

    def secret_done(self, game, seat, locale="en"):
        return present.secret_done(game.state, seat, locale)

    def stock(self, state):
        return present.stock(state)

    def summary_lines(self, seating, state, before):
        return present.gains_lines(seating, state, before)

    def page_marks(self, events):
        return present.page_marks(events)

    def log_title(self, game_id, round_no, locale="en"):
        return self.text("log.page_title", locale, game=game_id, day=min(round_no, D.LAST_DAY), last=D.LAST_DAY)


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



PLUGIN = Tzolkin()
