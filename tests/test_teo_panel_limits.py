"""Discord's limits on what Teotihuacan shows, measured as tests/test_panel_limits.py measures Tzolk'in:
seeded random games at 1-4 players with every option, in English, French and Italian, every decision's
options built with the panel's own code (labels, what each costs and gives, buttons), the panel's
text, the board, the player's sheet, every public line, the secret starting tiles, the final scores,
the lobby and the rules help. No text may need clipping. `pytest -s` prints the counts.
"""
import random

import pytest

import games
from cogs import components as C
from cogs.render import public_lines
from storage import GameRow, Seat
from table.service import Outcome
from teotihuacan import Config, Game
from test_panel_limits import (CONTENT, LANGS, NAMES, Tally, measure_messages, measure_options, measure_rules_and_lobby,
                               measure_secret_panel, play_randomly_measuring)

PLUGIN = games.get("teotihuacan")
# (players, options): every option and both Teotibots, at every player count.
SETUPS = [(1, {}), (1, {"teotibot": {"power": 3, "resources": 3, "cocoa_vp": 4, "bonus_vp": 20}}),
          (1, {"seasons": True, "dark_eclipse": True}), (2, {"draft": True}), (2, {"first_game": True}),
          (3, {"seasons": True}), (3, {"dark_eclipse": True, "draft": True}), (4, {}),
          (4, {"draft": True, "dark_eclipse": True, "seasons": True}), (4, {"first_game": True, "seasons": True})]


def seated_row(game, lang):
    seats = [Seat(i, 1000 + i, NAMES[i], bot="normal" if i == 2 else None) for i in range(game.config.players)]
    return GameRow(id=12345, game="teotihuacan", guild_id=1, channel_id=2, creator_id=1000, status="playing",
                   rules_version=1, seed=1, config=game.config.to_json(), rev=987, turn_no=game.state.turn_no,
                   lobby_message_id=None, secret_message_id=None, board_message_id=None, reminder_seconds=0,
                   turn_started_at=None, reminded_at=None, created_at=0, updated_at=0, language=lang, seats=seats)


def measure_secret(tally, game, lang):
    for seat in range(game.config.players):
        for chosen in ([], game.secret_options(seat, [])[:1]):
            text, menus = PLUGIN.secret_panel(game, seat, chosen, ", ".join(NAMES), lang)
            measure_secret_panel(tally, lang, text, menus)


def play_and_measure(game, tally, rng):
    rows = {lang: seated_row(game, lang) for lang in LANGS}
    if game.secret_phase():
        for lang in LANGS:
            measure_secret(tally, game, lang)
        choices = {s: [rng.choice(game.secret_options(s, []))] for s in range(game.config.players)}
        PLUGIN.reveal(game, choices)
        for lang in LANGS:
            for line in public_lines(rows[lang], game, Outcome(rows[lang], game, revealed=True)):
                tally.check(lang, "public line", line, CONTENT)

    def measure(game, start, steps):
        for lang in LANGS:
            _, layout = measure_options(tally, PLUGIN, game, lang)
            tally.seen[lang, "options beyond 4 menus"] += 1
            if len(layout) > C.PANEL_SELECTS:
                tally.over[lang, "options beyond 4 menus"] += 1
            sheet = PLUGIN.sheet_text(game, game.current_player, True, lang)
            measure_messages(tally, PLUGIN, game, lang, rows[lang], start, steps, sheet)
    play_randomly_measuring(game, tally, rng, rows, PLUGIN, measure)


@pytest.fixture(scope="module")
def panels():
    tally = Tally()
    for i, (players, options) in enumerate(SETUPS * 2):
        game = Game(Config(players=players, names=NAMES[:players], **options), 200 + i)
        play_and_measure(game, tally, random.Random(i))
    tally.report(f"Teotihuacan panels of {2 * len(SETUPS)} random games (1-4 players, every option)")
    return tally


def test_every_panel_option_and_message_of_random_games_fits_discord(panels):
    assert sum(panels.seen[key] for key in panels.seen if key[1] == "select label") > 20_000
    assert {w for _, w in panels.seen} >= {"select label", "select description", "button label", "panel content",
                                          "board description", "sheet description", "public line",
                                          "secret choice content", "final scores description"}
    assert dict(panels.over) == {}, "\n".join(f"{k}: {v}" for k, v in sorted(panels.examples.items()))


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_help_the_close_looks_and_the_lobby_fit_discord(lang):
    tally = Tally()
    game = Game(Config(players=4, names=NAMES[:4]), 3)
    row = seated_row(game, lang)
    for zoom in PLUGIN.zooms:
        for _value, key in zoom.choices:
            tally.check(lang, "look title", PLUGIN.text(zoom.title_key, lang, **{zoom.command: PLUGIN.text(key, lang)},
                                                        status=PLUGIN.status_text(game, lang)), 256)
    row.status, row.config = "lobby", {"options": list(PLUGIN.options)}
    measure_rules_and_lobby(PLUGIN, lang, row, PLUGIN.options, tally)
    assert tally.seen[lang, "button label"] >= 5 + len(PLUGIN.options)
    assert dict(tally.over) == {}, "\n".join(f"{k}: {v}" for k, v in sorted(tally.examples.items()))
