"""One conformance suite for every game the registry finds (the suite's own toy game of
tests/games/ too): what the table relies on, proven once for every game instead of copied per
game. OpenSpiel's integration_tests/api_test.py, run over registered_games(), is the model.

- the contract: every part meets its Protocol (gamekit/contract.py) and the description is whole;
- seeded random games, from lobbies the game accepts, keep the engine's invariants, and their
  records and snapshots replay to the same states (a state equals its own round trip);
- a refused action (malformed, of the wrong type, huge, another game's, a stale one) raises only
  the game's IllegalAction and changes nothing; undo stays within the turn;
- every decision has at most 25 options, and each one's string reads back from a button's custom
  id with the table's prefix; every text of every decision, option, event, line and score, in
  every language, fits Discord's limits;
- every picture has a plain description (an attachment's) in every language, within Discord's limit;
- what is hidden stays hidden: the public view, the public texts and the public pictures are the
  same when the hidden information is dealt again (`rules.redeal`), and so is every bot's choice;
  every bot level plays only legal actions;
- a stored snapshot damaged in any value is rebuilt from the record; a game starts in one write;
  no member's panel offers a single option to click, not even at a turn's start or after an undo;
- the terminal game plays to the end.

A game passes it with nothing outside its own folders: the suite reads the registry only.
`pytest -s tests/conformance/test_conformance.py` prints what the text measures counted.
"""
from __future__ import annotations

import copy
import functools
import importlib
import json
import logging
import math
import pickle
import random

import discord
import pytest
import pytest_asyncio

import games
import i18n
from cogs import components as C
from cogs.lobby import lobby_embed
from cogs.messages import t
from cogs.render import described, final_lines, hint_text, picture_text, public_lines, say, seating
from drills.common import make_service, new_game, play_to_turn_start, random_move
from drills.malformed import every_damage, write_snapshot
from gamekit import contract, terminal
from gamekit.bots import bot_seed
from helpers.discord_limits import BUTTON_LABEL, CONTENT, EMBED, OPTIONS, PLACEHOLDER, SELECT_TEXT, Tally
from images.pool import drawer
from storage import GameRow, Seat, Storage
from table import thinking
from table.service import HintReply, Outcome, Refused, TurnReport, sealed, undo_count, unsealed

GAMES = games.names()
LANGS = i18n.LOCALES
BIGGEST = 10 ** 18 - 1  # the longest game number and revision a custom id carries
# Discord display names are at most 32 characters: the longest names make the longest lines.
NAMES = ["Maximilian Alexander Montgomery", "Anne-Sophie de la Tour d'Auvergne", "Giovanni Battista Pergolesi",
         "Bartholomew Fitzgerald-Smythe", "Eleonora Francesca da Montefeltro"]
PUBLIC_PICTURES = ("board", "phone", "player")  # drawn for the channel and anyone's look (and the zooms)


def plugin(name):
    return games.get(name)


# --- seeded random games from lobbies the game accepts -----------------------------------------------

def accepted(plug, options, players):
    rules = plug.rules
    return (plug.min_players <= players <= rules.most_players(options)
            and rules.options_refusal(options, players) is None and rules.start_refusal(options, players) is None)


def setups(plug):
    """(players, options) of lobbies the game accepts: no option, each option alone, as many
    together as the lobby takes and those but one, at player counts that go round the game's."""
    counts = range(plug.min_players, plug.max_players + 1)

    def most(options):
        return max((n for n in counts if accepted(plug, options, n)), default=0)
    together = []
    for option in plug.options:  # an option that seats fewer players (a solo opponent) is tried alone
        if most((*together, option)) >= most(tuple(together)):
            together.append(option)
    but_one = [tuple(o for o in together if o != left) for left in together] if len(together) > 2 else []
    found = []
    for k, options in enumerate([(), *((o,) for o in plug.options), tuple(together), *but_one]):
        fits = [n for n in counts if accepted(plug, options, n)]
        if fits and (fits[k % len(fits)], options) not in found:
            found.append((fits[k % len(fits)], options))
    return found


class Played:
    """A seeded random game of a lobby: its snapshot before every decision, and the decisions."""

    def __init__(self, plug, players, options, seed, most=3000):
        self.plug, self.players, self.options, self.seed = plug, players, options, seed
        game, self.config = plug.rules.new_game(NAMES[:players], options, seed)
        rng = random.Random(seed)
        self.snapshots, self.actions = [], []
        while not game.is_over and len(self.actions) < most:
            self.snapshots.append(game.to_json())
            action = rng.choice(game.legal_actions())
            game.apply(action)
            self.actions.append(action)
        self.end = game

    def at(self, k):
        """The game before its decision k (its end for the last)."""
        return self.plug.rules.from_json(self.snapshots[k]) if k < len(self.snapshots) else \
            self.plug.rules.from_json(self.end.to_json())

    def sample(self, count):
        """`count` positions spread over the game, and its end."""
        n = len(self.snapshots)
        return [self.at(k) for k in sorted({n * i // count for i in range(count)} | {n})]


@functools.cache
def played(name):
    """A game of every lobby setup the game accepts (at most twelve), each played to its end."""
    plug = plugin(name)
    return [Played(plug, players, options, 1000 + k) for k, (players, options) in enumerate(setups(plug)[:12])]


def positions(name, per_game=8):
    """Positions spread over the first six games (those the costlier checks look at)."""
    return [game for p in played(name)[:6] for game in p.sample(per_game)]


# --- the contract -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", GAMES)
def test_every_part_meets_its_protocol(name):
    plug = plugin(name)
    assert isinstance(plug, games.GamePlugin) and plug.name == name
    assert isinstance(plug.rules, contract.Rules) and isinstance(plug.words, contract.Words)
    assert isinstance(plug.pictures, contract.Pictures) and isinstance(plug.bots, contract.Bots)
    assert plug.secret is None or isinstance(plug.secret, contract.Secret)
    for part in (plug.rules, plug.words, plug.pictures, plug.bots, plug.secret):
        assert part is None or part.plugin is plug
    game, config = plug.rules.new_game(NAMES[:plug.min_players], (), 1)
    assert isinstance(game, contract.Game) and isinstance(game, plug.rules.game_class)
    assert json.loads(json.dumps(config)) == game.record()["config"]
    shipped = pickle.loads(pickle.dumps(plug))  # as the table sends it to the bots' worker processes
    assert shipped.name == name and shipped.rules.plugin is shipped and shipped.bots.plugin is shipped


@pytest.mark.parametrize("name", GAMES)
def test_the_description_is_whole(name):
    plug = plugin(name)
    assert 1 <= plug.min_players <= plug.max_players and type(plug.order) is int
    assert set(plug.levels) <= set(plug.all_levels) and plug.handover_level in plug.levels
    assert plug.hint_level in plug.all_levels
    assert len(set(plug.options)) == len(plug.options) and set(plug.option_keys) == set(plug.options)
    assert set(plug.level_keys) <= set(plug.levels) and set(plug.lost_sources) <= set(plug.point_sources)
    assert len(plug.colour) == 3 and all(0 <= c <= 255 for c in plug.colour)
    assert all(plug.title(lang) for lang in LANGS)
    assert "board" in plug.pictures
    for picture in plug.pictures.values():
        assert callable(drawer(picture)), picture
    for zoom in plug.pictures.zooms:
        assert zoom.picture in plug.pictures and zoom.choices
    assert importlib.import_module(f"{plug.package}.__main__").Screen  # a terminal game
    assert plug.rules.lobby_config(plug.options) == json.loads(json.dumps(plug.rules.lobby_config(plug.options)))


def test_the_registry_finds_every_game_in_the_order_each_declares():
    assert GAMES[0] == games.DEFAULT  # the first game is the default one, with the legacy custom ids
    assert [plugin(n).order for n in GAMES] == sorted(plugin(n).order for n in GAMES)
    assert "toy" in GAMES  # the test suite's game, found on the search path tests/conftest.py adds


# --- records, snapshots, refusals, undo ------------------------------------------------------------

@pytest.mark.parametrize("name", GAMES)
def test_seeded_random_games_keep_the_invariants_and_end_with_standings(name):
    plug = plugin(name)
    for seed in range(24):  # more games than the suite keeps, checked after every decision
        players, options = setups(plug)[seed % len(setups(plug))]
        game, _ = plug.rules.new_game(NAMES[:players], options, seed)
        rng = random.Random(seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
            assert plug.rules.check(game) == [], (name, seed, len(game.actions))
    for p in played(name):
        assert p.end.is_over, f"{name} {p.players} {p.options}: not over after {len(p.actions)} decisions"
        for k in range(0, len(p.snapshots) + 1, 3):
            game = p.at(k)
            assert plug.rules.check(game) == [], (name, k)
            lone = plug.rules.forced(game)
            assert lone is None or (lone in game.legal_actions() and not plug.rules.ends_turn(lone))
        table = plug.rules.standings(p.end.record())
        seats = p.players + len(plug.words.engine_seats(p.end.state))
        assert len(table) in (p.players, seats)
        assert sorted(place for _, place, _ in table)[0] == 1
        for points, place, sources in table:
            assert type(points) is int and 1 <= place <= len(table) and set(sources) <= set(plug.point_sources)
        with pytest.raises(ValueError):
            plug.rules.standings({**p.end.record(), "actions": p.end.record()["actions"][:-1]})


@pytest.mark.parametrize("name", GAMES)
def test_records_and_snapshots_replay_to_the_same_game(name):
    plug = plugin(name)
    for game in positions(name):
        record = json.loads(json.dumps(game.record()))
        again = plug.rules.from_record(record)
        assert again.state == game.state and again.record() == game.record()
        snapshot = json.loads(json.dumps(game.to_json()))
        back = plug.rules.from_json(snapshot)
        assert back.state == game.state and back.to_json() == snapshot and back.turn_start == game.turn_start
        for action in game.legal_actions():
            assert plug.rules.parse(str(action)) == action
        if not game.is_over:  # both play on the same
            action = game.legal_actions()[0]
            assert again.apply(action).state == back.apply(action).state


ODD = [3.5, -1, 10 ** 30, math.nan, True, None, b"x", [1], (1,), {"a": 1}, "", ":", "x" * 10_000, "\x00", "é:é",
       object(), "not:a:move:of:any:game:at:all"]


def odd_actions(game, others, earlier):
    """Actions to refuse: odd values, the engine's own action type with each part made odd, other
    games' actions, and actions of this game legal earlier."""
    legal = game.legal_actions()
    out = list(ODD) + list(others) + list(earlier)
    for action in legal[:3]:
        if isinstance(action, tuple):
            for i in range(len(action)):
                for odd in (3.5, True, None, [1], b"x", 10 ** 30, "x" * 500):
                    parts = list(action)
                    parts[i] = odd
                    out.append(type(action)(*parts))
        out.append(str(action) + ":0")
        out.append(str(action).upper() + "!")
    shown = {str(a) for a in legal}
    return [bad for bad in out if bad not in legal and not (isinstance(bad, str) and bad in shown)
            and not (isinstance(bad, tuple) and str(bad) in shown)]


@functools.cache
def foreign_actions(name):
    """Actions of the other games, as values and as strings."""
    out = []
    for other in GAMES:
        if other != name:
            for game in positions(other, per_game=2)[:6]:
                out += game.legal_actions()[:3]
    return out + [str(a) for a in out]


@pytest.mark.parametrize("name", GAMES)
def test_a_refused_action_raises_only_the_domain_error_and_changes_nothing(name):
    plug = plugin(name)
    refused = 0
    for p in played(name)[:3]:
        for k in range(0, len(p.snapshots), max(1, len(p.snapshots) // 12)):
            game = p.at(k)
            before, actions = json.dumps(game.to_json(), sort_keys=True), list(game.actions)
            legal = game.legal_actions()
            earlier = [a for a in p.actions[max(0, k - 30):k] if a not in legal][:5]  # stale clicks
            for bad in odd_actions(game, foreign_actions(name), earlier):
                with pytest.raises(plug.rules.IllegalAction) as err:
                    game.apply(bad)
                for lang in LANGS:
                    assert len(plug.words.reason_text(err.value, lang)) <= CONTENT
                refused += 1
            assert json.dumps(game.to_json(), sort_keys=True) == before and list(game.actions) == actions
            assert game.legal_actions() == legal
    for unreadable in ("", ":", "a::b"):
        with pytest.raises(plug.rules.IllegalAction):
            plug.rules.parse(unreadable)
    assert refused > 200


@pytest.mark.parametrize("name", GAMES)
def test_undo_takes_back_one_decision_of_the_turn_and_never_another_turns(name):
    plug = plugin(name)
    undone = 0
    for p in played(name)[:3]:
        for k in range(1, len(p.snapshots)):
            game = p.at(k)
            if game.can_undo():
                before = p.at(k - 1)
                assert game.undo().state == before.state and game.record() == before.record()
                undone += 1
            elif k % 5 == 0:
                state = copy.deepcopy(game.state)
                with pytest.raises(plug.rules.IllegalAction):
                    game.undo()
                assert game.state == state and game.turn_start == len(game.actions)
            if undone >= 40:
                break
    turns = [plug.rules.turn_no(p.at(k)) for p in played(name)[:1] for k in range(len(p.snapshots))]
    assert len(set(turns)) > 2  # the turn counter changes as turns end


# --- Discord's limits ------------------------------------------------------------------------------

@pytest.mark.parametrize("name", GAMES)
def test_every_decision_has_at_most_25_options_and_each_fits_a_custom_id(name):
    plug = plugin(name)
    for p in played(name):
        for k in range(len(p.snapshots)):
            game = p.at(k)
            legal = game.legal_actions()
            assert 0 < len(legal) <= OPTIONS, (k, len(legal))
            for action in legal:
                click = C.parse(C.custom_id("tz", "act", BIGGEST, BIGGEST, str(action)), C.BUTTON)
                assert click is not None and click.arg == str(action), action
            if plug.secret and plug.secret.phase(game):
                for seat in range(p.players):
                    options = plug.secret.options(game, seat, [])
                    assert len(options) <= OPTIONS and all(len(str(a)) <= SELECT_TEXT for a in options)


def seated_row(plug, game, lang, status="playing"):
    """The table's row of a game: the longest names, the last seat a bot's."""
    players = game.config.players if hasattr(game.config, "players") else len(game.record()["config"]["names"])
    seats = [Seat(i, 1000 + i, NAMES[i], bot="normal" if i == players - 1 and players > 1 else None)
             for i in range(players)]
    return GameRow(id=BIGGEST, game=plug.name, guild_id=1, channel_id=2, creator_id=1000, status=status,
                   rules_version=plug.rules.version, seed=1, config=game.record()["config"], rev=BIGGEST,
                   turn_no=plug.rules.turn_no(game), lobby_message_id=None, secret_message_id=None,
                   board_message_id=None, reminder_seconds=0, turn_started_at=None, reminded_at=None, created_at=0,
                   updated_at=0, language=lang, seats=seats)


def measure_decision(tally, plug, game, lang, row, start, steps):
    """What a member reads at one decision: the panel (its text, options and buttons), the board
    and the player's sheet, the decision's status line."""
    state, seat = game.state, game.current_player
    places = seating(row, state, lang)
    choices = [(a, *plug.words.option_text(game, a, lang)) for a in game.legal_actions()
               if not plug.rules.ends_turn(a)]
    layout = C.panel_layout(choices)
    tally.check(lang, "menus of a panel", "x" * len(layout), C.PANEL_SELECTS)
    for kind, _, content in layout:
        if kind == "button":
            tally.check(lang, "button label", content, BUTTON_LABEL)
            continue
        for _, text, note in content:
            tally.check(lang, "select label", text, SELECT_TEXT)
            tally.check(lang, "select description", note or None, SELECT_TEXT)
    worded = [plug.words.say(*step, locale=lang) for step in steps]
    tally.check(lang, "panel content", plug.words.panel_text(places, game, seat, start, worded), CONTENT)
    title, description = plug.words.board_text(places, game)
    board = discord.Embed(title=title, description=description)
    board.set_footer(text=t("board.footer", lang, game=row.id, turn=plug.rules.turn_no(game)))
    tally.embed(lang, "board", board)
    tally.embed(lang, "sheet", discord.Embed(title=t("sheet.title", lang, player=NAMES[seat]),
                                             description=plug.words.sheet_text(game, seat, True, lang)))
    tally.check(lang, "status", plug.words.status_text(game, lang), SELECT_TEXT)
    text = plug.words.text_board(plug.pictures.labelled(state, NAMES), lang)
    tally.check(lang, "text board", text, 3500)


def measure_secret(tally, plug, game, lang):
    """Every seat's private choice: its text, menus, placeholders, labels and notes."""
    for seat in range(len(game.state.players)):
        for chosen in ([], plug.secret.options(game, seat, [])[:1]):
            text, menus = plug.words.secret_panel(game, seat, chosen, ", ".join(NAMES), lang)
            tally.check(lang, "secret choice content", text, CONTENT)
            tally.check(lang, "menus of the secret choice", "x" * len(menus), 5)
            for _, placeholder, menu in menus:
                tally.check(lang, "placeholder", placeholder, PLACEHOLDER)
                tally.check(lang, "options of a menu", "x" * len(menu), OPTIONS)
                for value, label, note in menu:
                    tally.check(lang, "select value", value, SELECT_TEXT)
                    tally.check(lang, "select label", label, SELECT_TEXT)
                    tally.check(lang, "select description", note or None, SELECT_TEXT)


def measure_game(tally, p, every):
    """A played game again: each `every`-th decision as every language shows it, every public line
    of each turn and of the reveal, the summaries of each round, a hint's reply, the final scores."""
    plug = p.plug
    rows = {lang: seated_row(plug, p.at(0), lang) for lang in LANGS}
    game = p.at(0)
    turn_no, start, steps, ev0, round_no, stock = None, None, [], 0, None, None
    secret = plug.secret and plug.secret.phase(game)
    for k, action in enumerate(p.actions):
        state = game.state
        if plug.secret and plug.secret.phase(game):
            if k == 0:
                for lang in LANGS:
                    measure_secret(tally, plug, game, lang)
            game.apply(action)
            if not plug.secret.phase(game):
                secret = False
                for lang in LANGS:
                    for line in public_lines(rows[lang], game, Outcome(rows[lang], game, revealed=True)):
                        tally.check(lang, "public line", line, CONTENT)
                    tally.check(lang, "secret done", plug.words.secret_done(game, 0, lang), CONTENT)
            continue
        if plug.rules.turn_no(game) != turn_no:
            turn_no, steps, ev0 = plug.rules.turn_no(game), [], len(plug.rules.events(game))
            start = plug.rules.seat_view(state, game.current_player)
        if plug.rules.round_of(state) != round_no:
            for lang in LANGS:
                for line in plug.words.summary_lines(seating(rows[lang], state, lang), state, stock):
                    tally.check(lang, "round summary", line, CONTENT)
            round_no, stock = plug.rules.round_of(state), plug.words.stock(state)
        if k % every == 0:
            for lang in LANGS:
                measure_decision(tally, plug, game, lang, rows[lang], start, steps)
        if k % (every * 25) == 0:
            found = plug.bots.hint(game, quick_hint_level(plug), k)
            reply = HintReply(game.current_player, plug.words.decision_data(state),
                              plug.words.action_data(state, found.action), found.reason, found.info, 3)
            for lang in LANGS:
                tally.check(lang, "hint", hint_text(plug, reply, lang), CONTENT)
        seat = game.current_player
        if not plug.rules.ends_turn(action):
            steps.append(plug.words.action_data(state, action))
        game.apply(action)
        if plug.rules.turn_no(game) != turn_no or game.is_over:
            report = TurnReport(seat, steps, plug.rules.events(game)[ev0:], start=start)
            for lang in LANGS:
                for line in public_lines(rows[lang], game, Outcome(rows[lang], game, [report])):
                    tally.check(lang, "public line", line, CONTENT)
    assert not secret
    for lang in LANGS:
        tally.embed(lang, "final scores", discord.Embed(title=t("final.title", lang),
                                                       description="\n".join(final_lines(rows[lang], game, lang))))
        tally.check(lang, "log title", plug.words.log_title(BIGGEST, plug.rules.round_of(game.state), lang),
                    EMBED["title"])


def measure_help_and_lobby(tally, plug, lang):
    """Every topic of the rules help as its embed, the close looks' titles, the lobby (embed,
    buttons, menus) with every option the lobby takes switched on, the hints' reasons."""
    for topic in plug.rule_topics:
        embed = discord.Embed(title=say(plug, "rules.title", lang, topic=plug.words.text(f"topic.{topic}", lang)),
                              description=plug.words.rules_text(topic, lang))
        embed.set_footer(text=say(plug, "rules.topics", lang, topics=", ".join(
            plug.words.text(f"topic.{x}", lang) for x in plug.rule_topics if x != topic)))
        tally.embed(lang, "rules", embed)
    chosen = setups(plug)[-1][1]  # as many options as the lobby takes, with as many players as they allow
    players = max(n for n in range(plug.min_players, plug.max_players + 1) if accepted(plug, chosen, n))
    game, _ = plug.rules.new_game(NAMES[:players], chosen, 3)
    for zoom in plug.pictures.zooms:
        for _, key in zoom.choices:
            tally.check(lang, "look title", plug.words.text(zoom.title_key, lang, **{
                zoom.command: plug.words.text(key, lang)}, status=plug.words.status_text(game, lang)), EMBED["title"])
    row = seated_row(plug, game, lang, status="lobby")
    row.config = plug.rules.lobby_config(chosen)
    tally.embed(lang, "lobby", lobby_embed(row))
    for item in C.lobby_view(row, plug, chosen).children:
        item = getattr(item, "item", item)  # a persistent (dynamic) item wraps its button or select
        if isinstance(item, discord.ui.Button):
            tally.check(lang, "button label", item.label, BUTTON_LABEL)
        else:
            for option in item.options:
                tally.check(lang, "select label", option.label, SELECT_TEXT)
                tally.check(lang, "select description", option.description, SELECT_TEXT)


@pytest.mark.parametrize("name", GAMES)
def test_every_text_of_every_decision_line_and_score_fits_discord_in_every_language(name):
    plug, tally = plugin(name), Tally()
    for p in played(name):
        measure_game(tally, p, every=1)
    for lang in LANGS:
        measure_help_and_lobby(tally, plug, lang)
    tally.report(f"{name}: {len(played(name))} random games")
    assert {w for _, w in tally.seen} >= {"panel content", "board description", "sheet description", "public line",
                                          "final scores description", "rules description", "lobby title"}
    assert dict(tally.over) == {}, tally.problems()


@pytest.mark.parametrize("name", GAMES)
def test_every_picture_has_a_plain_description_in_every_language_within_discords_limit(name):
    # No posted picture had a description: screen readers read an attachment's, Discord shows it on hover.
    plug, said = plugin(name), 0
    pictures = [p for p in ("board", "phone", "player", "private", "secret", "scoreboard") if p in plug.pictures]
    pictures += [z.picture for z in plug.pictures.zooms]
    for game in positions(name, per_game=3):
        secret = bool(plug.secret and plug.secret.phase(game))
        for lang in LANGS:
            row = seated_row(plug, game, lang)
            for picture in pictures:
                if (picture == "scoreboard") != game.is_over or (picture == "secret") != secret:
                    continue  # the final scores once the game is over; the secret choice while it is made
                text = picture_text(row, game, picture, lang, seat=0, value="X")
                assert text and "**" not in text and "\n" not in text, (name, picture, lang, text)
                assert plug.title(lang) in text and len(described(text).encode("utf-16-le")) // 2 <= 1024
                said += 1
    assert said >= len(LANGS) * len(pictures)


# --- what is hidden stays hidden --------------------------------------------------------------------

def public_texts(plug, game, lang):
    """Everything a game says in public at a position, in one language."""
    row = seated_row(plug, game, lang)
    places = seating(row, game.state, lang)
    out = [*plug.words.board_text(places, game), plug.words.status_text(game, lang)]
    out += plug.words.event_lines(places, game, plug.rules.events(game))
    out += plug.words.summary_lines(places, game.state, plug.words.stock(game.state))
    out.append(plug.words.text_board(plug.pictures.labelled(game.state, NAMES), lang))
    if plug.secret and not plug.secret.phase(game):
        out += plug.words.reveal_lines(places, game)
    if game.is_over:
        out += plug.words.final_lines(places, game)
    return out


def public_pictures(plug, game):
    """Every public picture of a position: the board, the phone's, each player's sheet, each close
    look; the final scores at the end."""
    names = [n for n in PUBLIC_PICTURES if n in plug.pictures] + (["scoreboard"] if game.is_over else [])
    state = plug.pictures.labelled(game.state, NAMES)
    for name in names:
        draw = drawer(plug.pictures[name])
        for seat in (range(len(game.state.players)) if name == "player" else [None]):
            yield name, draw(state, *([] if seat is None else [seat]), "en")
    for zoom in plug.pictures.zooms:
        for value, _ in zoom.choices[:2]:
            yield zoom.picture, drawer(plug.pictures[zoom.picture])(state, value, "en")


def the_steps_in_public(plug, game):
    """Each option of the player on turn as the channel words it."""
    return [plug.words.say(*step) for step in (plug.words.public_step(plug.words.action_data(game.state, a))
                                               for a in game.legal_actions()) if step is not None]


@pytest.mark.parametrize("name", GAMES)
def test_nothing_hidden_shows_in_the_public_view_texts_and_pictures(name):
    plug, dealt_otherwise = plugin(name), 0
    for k, game in enumerate(positions(name)):
        twin = plug.rules.redeal(game, k)
        dealt_otherwise += twin.state != game.state
        assert plug.rules.public_view(twin.state) == plug.rules.public_view(game.state), k
        for lang in LANGS[:1] if k % 3 else LANGS:
            assert public_texts(plug, twin, lang) == public_texts(plug, game, lang), (k, lang)
        if k % 7 == 0:
            assert list(public_pictures(plug, twin)) == list(public_pictures(plug, game)), k
        if not game.is_over:
            seat = game.current_player
            own = plug.rules.redeal(game, k, seat)  # what the seat knows is kept: only the others' is dealt again
            assert plug.rules.private_view(own.state, seat) == plug.rules.private_view(game.state, seat)
            assert own.legal_actions() == game.legal_actions()
            assert the_steps_in_public(plug, own) == the_steps_in_public(plug, game)
    assert dealt_otherwise > len(positions(name)) // 2  # the twins do differ, where nobody sees


def searching(plug, level):
    return level not in ("random", "easy", "normal")


def quick_hint_level(plug):
    """The level a hint is asked of here: the game's own when it does not search (or think by the
    clock), else its normal bot."""
    if not searching(plug, plug.hint_level):
        return plug.hint_level
    return "normal" if "normal" in plug.all_levels else plug.all_levels[0]


@pytest.mark.parametrize("name", GAMES)
def test_every_bot_level_plays_legal_actions_and_reads_nothing_hidden(name):
    plug = plugin(name)
    for level in plug.all_levels:
        for k, game in enumerate(positions(name, per_game=8 if not searching(plug, level) else 2)):
            if game.is_over:
                continue
            seed = f"conformance:{k}"
            if plug.secret and plug.secret.phase(game):
                for seat in range(len(game.state.players)):
                    options = plug.secret.options(game, seat, [])
                    if not options:
                        continue
                    steps = plug.bots.choose_secret(game, seat, level, seed)
                    assert steps and all(any(s == o for o in plug.secret.options(game, seat, steps[:i]))
                                         for i, s in enumerate(steps)), (level, steps)
                    twin = plug.rules.redeal(game, k, seat)
                    assert plug.bots.choose_secret(twin, seat, level, seed) == steps, (level, k, seat)
                continue
            choice = plug.bots.choose(game, level, seed)
            assert choice in game.legal_actions(), (level, choice)
            twin = plug.rules.redeal(game, k, game.current_player)
            assert plug.bots.choose(twin, level, seed) == choice, (level, k)
            if k % 4 == 0 and not searching(plug, level):
                before = game.to_json()
                turn = plug.bots.play_turn(game, level, seed)
                assert game.to_json() == before and turn
                seat, work = game.current_player, plug.rules.from_json(before)
                for action in turn:
                    assert work.current_player == seat
                    work.apply(action)
                assert work.is_over or work.current_player != seat or plug.rules.turn_no(work) != \
                    plug.rules.turn_no(game)


@pytest.mark.parametrize("name", GAMES)
def test_bots_of_every_quick_level_play_whole_games_as_the_table_runs_them(name):
    """Every seat a bot of one level, each turn and each secret choice asked as the table's worker
    jobs ask them (table/thinking.py: plain data in and out): legal to the end, and replayed."""
    plug = plugin(name)
    for k, level in enumerate(x for x in plug.all_levels if not searching(plug, x)):
        players, options = setups(plug)[k % len(setups(plug))]
        game, _ = plug.rules.new_game(NAMES[:players], options, 40 + k)
        while not game.is_over:
            if plug.secret and plug.secret.phase(game):
                seats = range(len(game.state.players))
                chosen = {seat: thinking.secret_job(plug, game.to_json(), seat, level, bot_seed(game, seat))
                          for seat in seats}
                plug.secret.reveal(game, {seat: [plug.rules.parse(x) for x in steps] for seat, steps in chosen.items()})
                continue
            turn = pickle.loads(pickle.dumps(thinking.turn_job(plug, game.to_json(), level, bot_seed(game))))
            seat = game.current_player
            for action in turn:
                assert game.current_player == seat
                game.apply(action)
        assert plug.rules.from_record(game.record()).state == game.state, level


@pytest.mark.parametrize("name", GAMES)
def test_a_hint_is_a_legal_action_with_its_reason_in_every_language(name):
    plug = plugin(name)
    level = quick_hint_level(plug)
    for k, game in enumerate(positions(name, per_game=3)):
        if game.is_over or (plug.secret and plug.secret.phase(game)):
            continue
        found = plug.bots.hint(game, level, k)
        assert isinstance(found, contract.Hint) and found.action in game.legal_actions()
        assert json.loads(json.dumps(found.info)) == found.info
        for lang in LANGS:
            why = plug.words.hint_why(found.reason, found.info, lang)
            assert why and "{" not in why and len(why) <= CONTENT


# --- the table: damaged snapshots, one write to start ----------------------------------------------

@pytest_asyncio.fixture
async def store(tmp_path):
    store = await Storage.open(tmp_path / "games.sqlite3")
    yield store
    await store.close()


async def at_a_turn_start(service, name, channel, seed=1):
    """A two-seat game of `name` played at random as far as 40 decisions (halfway through a shorter
    game), stopped as a turn begins, when the table has just written its snapshot."""
    game_id, users = await new_game(service, channel, game=name)
    await play_to_turn_start(service, game_id, users, random.Random(seed), decisions=40)
    return game_id, users


@pytest.mark.asyncio
@pytest.mark.parametrize("name", GAMES)
async def test_a_damaged_snapshot_is_rebuilt_from_the_record(store, name, caplog):
    service = make_service(store)
    game_id, users = await at_a_turn_start(service, name, channel=10)
    stored = await store.snapshot(game_id)
    truth = plugin(name).rules.from_record(await store.record(game_id))
    row = await store.get_game(game_id)
    tried = 0
    for where, damaged in every_damage(stored["game"]):
        await write_snapshot(store, game_id, {**stored, "game": damaged})  # the seal as it was
        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="table.service"):
            game = await make_service(store).load(row)  # a restarted process: nothing kept
        where = f"{name}: {where}"
        assert plugin(name).rules.replay_same(game, truth), where
        assert [str(a) for a in game.actions] == [str(a) for a in truth.actions], where
        assert any("unusable snapshot" in r.getMessage() for r in caplog.records), where
        tried += 1
    assert tried >= 20
    # and the game plays on from its record, through a service that never saw it
    await write_snapshot(store, game_id, {**stored, "game": every_damage(stored["game"])[0][1]})
    action, _ = await random_move(make_service(store), game_id, users, random.Random(3))
    assert action is not None and (await store.get_game(game_id)).rev == row.rev + 1


@pytest.mark.asyncio
@pytest.mark.parametrize("name", GAMES)
async def test_a_sound_snapshot_is_used_and_an_unsealed_one_replayed(store, name, caplog, monkeypatch):
    service = make_service(store)
    game_id, _ = await at_a_turn_start(service, name, channel=11)
    row = await store.get_game(game_id)
    truth = plugin(name).rules.from_record(await store.record(game_id))

    def no_replay(record):
        raise AssertionError("the record was replayed although the snapshot was sound")
    with monkeypatch.context() as patch:
        patch.setattr(plugin(name).rules, "from_record", no_replay)
        assert plugin(name).rules.replay_same(await make_service(store).load(row), truth)
    # a snapshot stored without its seal (by an older version) is not trusted: the record decides
    await write_snapshot(store, game_id, unsealed(await store.snapshot(game_id)))
    with caplog.at_level(logging.WARNING, logger="table.service"):
        assert plugin(name).rules.replay_same(await make_service(store).load(row), truth)
    assert any("not sealed" in r.getMessage() for r in caplog.records)


def test_a_seal_holds_its_snapshot_and_breaks_with_any_change_of_a_value():
    snap = {"actions": ["a"], "state": {"x": [1, 2], "y": None, "name": "Ixchel é"}}
    assert unsealed(json.loads(sealed(snap))) == snap
    for changed in ({**snap, "actions": ["b"]}, {**snap, "state": {**snap["state"], "x": [2, 1]}},
                    {**snap, "state": {**snap["state"], "y": 0}}):
        with pytest.raises(Exception, match="not those it was sealed with"):
            unsealed({**json.loads(sealed(snap)), "game": changed})


@pytest.mark.asyncio
@pytest.mark.parametrize("name", GAMES)
async def test_a_game_starts_in_one_write_with_its_turn_and_snapshot(store, name, monkeypatch):
    service = make_service(store)
    writes = []
    real = store.transaction

    def counted():
        writes.append(1)
        return real()
    row = await service.create_lobby(1, 12, 120, "Ana", 0, game=name)
    await service.join(row.id, 121, "Bea")
    monkeypatch.setattr(store, "transaction", counted)
    outcome = await service.start(row.id, 120)
    monkeypatch.setattr(store, "transaction", real)
    assert len(writes) == 1  # a kill between two writes left a running game without its turn
    row, game = await store.get_game(row.id), outcome.game
    assert row.status in ("secret", "playing") and row.rules_version == plugin(name).rules.version
    assert row.turn_no == plugin(name).rules.turn_no(game)
    stored = await store.snapshot(row.id)
    if game.turn_start == len(game.actions):
        assert unsealed(stored)["actions"] == [str(a) for a in game.actions]
    cold = await make_service(store).load(row)
    assert plugin(name).rules.replay_same(cold, game)


@pytest.mark.asyncio
@pytest.mark.parametrize("name", GAMES)
async def test_no_panel_offers_a_lone_option_at_a_turns_start_or_after_an_undo(store, name):
    # Maya's "grow a city with the top tile of your reserve", a turn's lone first decision once the
    # rack is empty, waited for a click; decisions with one option after a click played themselves.
    service = make_service(store)
    game_id, users = await new_game(service, 13, game=name)
    rules, rng, lone_at_start = plugin(name).rules, random.Random(5), 0
    for _ in range(3000):
        row = await store.get_game(game_id)
        game = await service.load(row)
        if game.is_over:
            break
        user = users[game.current_player]
        began_lone = game.turn_start == len(game.actions) and rules.forced(game) is not None
        lone_at_start += began_lone
        _, opened = await service.take_turn(game_id, user)  # the member opens their panel
        game = opened.game
        if game.is_over or game.current_player != row.human_seat(user).seat:
            continue  # the lone decisions ended the turn
        assert rules.forced(game) is None, (name, len(game.actions))
        # the Undo button as the service counts it, as a copy's undo finds it, and as a process that
        # did not play the turn (a restart) finds it
        truth = undo_count(plugin(name), game) > 0
        assert service.can_undo(opened.row, game) == truth == make_service(store).can_undo(opened.row, game)
        if began_lone or rng.random() < 0.2:  # Undo, where the panel offers it; never back to a lone option
            if service.can_undo(opened.row, game):
                undone = await service.undo(game_id, opened.row.rev, user)
                assert rules.forced(undone.game) is None, (name, len(undone.game.actions))
                continue
            with pytest.raises(Refused, match="nothing_to_undo"):
                await service.undo(game_id, opened.row.rev, user)
        await service.play(game_id, opened.row.rev, user, str(rng.choice(game.legal_actions())))
    assert (await store.get_game(game_id)).status == "over"
    print(f"{name}: {lone_at_start} turns began with a lone decision")


# --- the terminal --------------------------------------------------------------------------------

@pytest.mark.parametrize("name", GAMES)
def test_the_terminal_game_plays_to_the_end_with_bots_in_every_seat(name):
    plug = plugin(name)
    screen = importlib.import_module(f"{plug.package}.__main__").Screen("en")
    players = max(plug.min_players, min(3, plug.max_players))
    game, _ = plug.rules.new_game(NAMES[:players], (), 5)
    lines = []

    def nobody(prompt=""):
        raise AssertionError(f"a bot's seat asked for input: {prompt}")
    bots = dict.fromkeys(range(players), "random")
    assert terminal.play(game, bots, screen, nobody, lines.append) == 0
    assert game.is_over and lines[-len(screen.end(game)):] == screen.end(game)
