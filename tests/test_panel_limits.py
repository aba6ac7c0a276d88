"""Discord's limits on what a game shows, measured over many seeded random games in every language.

Discord cuts a select option's label or description past 100 characters and refuses a button label
past 80, a message past 2000 characters and an embed past its limits. The panels clip as a last
safety net (cogs.components.clip); these tests build every decision's options with the panels'
own code, in English, French and Italian, over random games of every module mix and 2-5 players,
and count the texts that would need it: there must be none.
`pytest -s tests/test_panel_limits.py` prints the counts.
"""
import copy
import itertools
import random
import re
from collections import Counter

import discord
import pytest

import i18n
from cogs import components as C
from cogs.lobby import lobby_embed
from cogs.messages import t
from cogs.render import final_lines, public_lines, say, seating
from games import get as game_plugin
from games.tzolkin import PLUGIN
from games.tzolkin.present import player_sheet
from table.service import Outcome, TurnReport
from storage import GameRow, Seat
from tzolkin import Config, Game
from tzolkin import data as D
from tzolkin.describe import wealth_text, words
from tzolkin.rules import tribe_options

LANGS = i18n.LOCALES
MODULES = ("tribes", "prophecies", "quick", "buildings")
MIXES = [list(c) for r in range(len(MODULES) + 1) for c in itertools.combinations(MODULES, r)]  # all 16
SELECT_TEXT, BUTTON_LABEL, PLACEHOLDER, CONTENT = 100, 80, 150, 2000
EMBED = {"title": 256, "description": 4096, "field name": 256, "field value": 1024, "footer": 2048, "total": 6000}
# Discord display names are at most 32 characters: the longest names make the longest lines.
NAMES = ["Maximilian Alexander Montgomery", "Anne-Sophie de la Tour d'Auvergne", "Giovanni Battista Pergolesi",
         "Bartholomew Fitzgerald-Smythe", "Eleonora Francesca da Montefeltro"]


def seated_row(game, lang, bots=()):
    seats = [Seat(i, 1000 + i, NAMES[i], bot="normal" if i in bots else None) for i in range(game.state.n_players)]
    return GameRow(id=12345, game="tzolkin", guild_id=1, channel_id=2, creator_id=1000, status="playing",
                   rules_version=1, seed=1, config=game.config.to_json(), rev=987, turn_no=game.state.turn_no,
                   lobby_message_id=None, secret_message_id=None, board_message_id=None, reminder_seconds=0,
                   turn_started_at=None, reminded_at=None, created_at=0, updated_at=0, language=lang, seats=seats)


def games(count_per_mix=2, first_seed=100):
    """Seeded random games covering every module mix with 2-5 players (5 only with quick actions)."""
    k = 0
    for mix in MIXES:
        sizes = (2, 3, 4, 5) if "quick" in mix else (2, 3, 4)
        for i in range(count_per_mix):
            yield Game(Config(players=sizes[(k + i) % len(sizes)], names=NAMES[:5][:sizes[(k + i) % len(sizes)]],
                              modules=mix), first_seed + k * 7 + i)
        k += 1


class Tally:
    """Texts measured and texts over Discord's limit, by (language, what)."""

    def __init__(self):
        self.seen, self.over, self.examples = Counter(), Counter(), {}

    def check(self, lang, what, text, limit):
        self.seen[lang, what] += 1
        if text is not None and len(text) > limit:
            self.over[lang, what] += 1
            self.examples.setdefault((lang, what), f"{len(text)} > {limit}: {text}")

    def embed(self, lang, what, embed):
        self.check(lang, f"{what} title", embed.title, EMBED["title"])
        self.check(lang, f"{what} description", embed.description, EMBED["description"])
        for f in embed.fields:
            self.check(lang, f"{what} field name", f.name, EMBED["field name"])
            self.check(lang, f"{what} field value", f.value, EMBED["field value"])
        self.check(lang, f"{what} footer", embed.footer.text, EMBED["footer"])
        self.seen[lang, f"{what} total"] += 1
        if len(embed) > EMBED["total"]:
            self.over[lang, f"{what} total"] += 1

    def report(self, title):
        print(f"\n{title}: {sum(self.seen.values())} texts measured, {sum(self.over.values())} over Discord's limits")
        for lang in LANGS:
            whats = sorted(w for la, w in self.seen if la == lang)
            print(f"  {lang}: " + ", ".join(f"{w} {self.over[lang, w]}/{self.seen[lang, w]}" for w in whats))
        for key, example in sorted(self.examples.items()):
            print(f"  e.g. {key}: {example}")


def measure_options(tally, plugin, game, lang, label=""):
    """The turn panel's options as the table lays them out (select labels and notes, buttons), the
    decisions that end the turn aside; their layout (tally names start with `label`)."""
    choices = [(a, *plugin.option_text(game, a, lang)) for a in game.legal_actions() if not plugin.ends_turn(a)]
    layout = C.panel_layout(choices)
    for kind, _, content in layout:
        if kind == "button":
            tally.check(lang, f"{label}button label", content, BUTTON_LABEL)
            continue
        for _, text, note in content:
            tally.check(lang, f"{label}select label", text, SELECT_TEXT)
            tally.check(lang, f"{label}select description", note or None, SELECT_TEXT)
    return choices, layout


def measure_messages(tally, plugin, game, lang, row, start_player, steps, sheet, label=""):
    """The panel's text, the board embed and the player's sheet (`sheet`: its text) at this decision."""
    state, seat = game.state, game.current_player
    places = seating(row, state, lang)
    worded = [plugin.words(*s, locale=lang) for s in steps]
    tally.check(lang, f"{label}panel content", plugin.panel_text(places, game, seat, start_player, worded), CONTENT)
    title, description = plugin.board_text(places, game)
    board = discord.Embed(title=title, description=description)
    board.set_footer(text=t("board.footer", lang, game=row.id, turn=state.turn_no))
    tally.embed(lang, f"{label}board", board)
    tally.embed(lang, f"{label}sheet",
                discord.Embed(title=t("sheet.title", lang, player=NAMES[seat]), description=sheet))


def measure_secret_panel(tally, lang, text, menus):
    """A private choice's panel: its text, and each menu's placeholder, labels and notes."""
    tally.check(lang, "secret choice content", text, CONTENT)
    for _, placeholder, menu in menus:
        tally.check(lang, "placeholder", placeholder, PLACEHOLDER)
        for _, label, note in menu:
            tally.check(lang, "select label", label, SELECT_TEXT)
            tally.check(lang, "select description", note or None, SELECT_TEXT)


def play_randomly_measuring(game, tally, rng, rows, plugin, measure, label=""):
    """Random decisions to the end of `game`: `measure(game, start_player, steps)` at each (the player
    on turn as the turn began, the (key, values) of its decisions so far), every public line of each
    turn as it ends, and the final scores (tally names start with `label`)."""
    turn_no, start, steps, ev0 = None, None, [], 0
    while not game.is_over:
        state = game.state
        if state.turn_no != turn_no:
            turn_no, start, steps, ev0 = state.turn_no, copy.deepcopy(state.players[state.current_player]), [], \
                len(state.events)
        measure(game, start, steps)
        seat = state.current_player
        action = rng.choice(game.legal_actions())
        if not plugin.ends_turn(action):
            steps.append(plugin.action_data(state, action))
        game.apply(action)
        if game.state.turn_no != turn_no or game.is_over:
            report = TurnReport(seat, steps, game.state.events[ev0:])
            for lang in LANGS:
                for line in public_lines(rows[lang], game, Outcome(rows[lang], game, [report])):
                    tally.check(lang, f"{label}public line", line, CONTENT)
    for lang in LANGS:
        final = discord.Embed(title=t("final.title", lang), description="\n".join(final_lines(rows[lang], game, lang)))
        tally.embed(lang, f"{label}final scores", final)


def measure_panel(tally, game, lang):
    """The turn panel's options as panel_view builds them (labels, notes, buttons, placeholders)."""
    _, layout = measure_options(tally, PLUGIN, game, lang)
    tally.seen[lang, "options beyond 4 menus"] += 1
    if len(layout) > C.PANEL_SELECTS:
        tally.over[lang, "options beyond 4 menus"] += 1
    for key in ("panel.placeholder", "panel.placeholder_more"):
        tally.check(lang, "placeholder", t(key, lang), PLACEHOLDER)
    for key in ("btn.undo", "btn.confirm", "btn.hint"):
        tally.check(lang, "button label", t(key, lang), BUTTON_LABEL)


def measure_wealth(tally, game, lang):
    """The private starting choice: the tribes, then the tiles (Ixtab: the tile to discard)."""
    state = game.state
    for seat in range(state.n_players):
        tribes = tribe_options(state, seat)
        for chosen in [[]] + [[a] for a in tribes]:
            text, menus = PLUGIN.secret_panel(game, seat, chosen, ", ".join(NAMES), lang)
            measure_secret_panel(tally, lang, text, menus)
            if chosen:  # once the tribe is chosen, its tiles are offered
                assert any(menu for arg, _, menu in menus if arg is None)


def play_and_measure(game, tally, rng):
    """Play a random game; measure the private starting choice once, the panels at every decision
    and every public line."""
    rows = {lang: seated_row(game, lang, bots=(game.state.n_players - 1,)) for lang in LANGS}
    if game.state.phase == "wealth":
        for lang in LANGS:
            measure_wealth(tally, game, lang)
    while game.state.phase == "wealth":  # the starting choices come before the first turn
        game.apply(rng.choice(game.legal_actions()))

    def measure(game, start, steps):
        state, seat = game.state, game.current_player
        for lang in LANGS:
            measure_panel(tally, game, lang)
            sheet = player_sheet(state, seat, afford=True, locale=lang, limit=None)
            measure_messages(tally, PLUGIN, game, lang, rows[lang], start, steps, sheet)
            tally.check(lang, "board content", t("board.your_turn", lang, mention=f"<@{10 ** 18}>"), CONTENT)
    play_randomly_measuring(game, tally, rng, rows, PLUGIN, measure)


@pytest.fixture(scope="module")
def panels():
    tally = Tally()
    for game in games():
        play_and_measure(game, tally, random.Random(game.seed))
    tally.report("Panels of 32 random games (every module mix, 2-5 players)")
    return tally


def test_every_panel_option_and_message_of_random_games_fits_discord(panels):
    assert sum(panels.seen[key] for key in panels.seen if key[1] == "select label") > 50_000
    assert {w for _, w in panels.seen} >= {"select label", "select description", "button label", "panel content",
                                          "board description", "sheet description", "public line"}
    assert dict(panels.over) == {}, "\n".join(f"{k}: {v}" for k, v in sorted(panels.examples.items()))


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_help_and_the_lobby_fit_discord(lang):
    game = Game(Config(players=5, names=NAMES, modules="all"), 3)
    row = seated_row(game, lang, bots=(3, 4))
    row.status, row.config = "lobby", {"players": 5, "modules": list(MODULES)}
    tally = measure_rules_and_lobby(PLUGIN, lang, row, MODULES)
    assert dict(tally.over) == {}, "\n".join(f"{k}: {v}" for k, v in sorted(tally.examples.items()))


def measure_rules_and_lobby(plugin, lang, row, chosen, tally=None):
    """Every topic of a game's rules help as its embed, and its lobby (embed, buttons, menus) with
    these options chosen; in `tally`, or a new one."""
    tally = Tally() if tally is None else tally
    for topic in plugin.rule_topics:
        embed = discord.Embed(title=say(plugin, "rules.title", lang, topic=plugin.text(f"topic.{topic}", lang)),
                              description=plugin.rules_text(topic, lang))
        embed.set_footer(text=say(plugin, "rules.topics", lang, topics=", ".join(
            plugin.text(f"topic.{x}", lang) for x in plugin.rule_topics if x != topic)))
        tally.embed(lang, f"rules {topic}", embed)
    tally.embed(lang, "lobby", lobby_embed(row))
    for item in C.lobby_view(row, plugin, chosen).children:
        item = getattr(item, "item", item)  # a persistent (dynamic) item wraps its button or select
        if isinstance(item, discord.ui.Button):
            tally.check(lang, "button label", item.label, BUTTON_LABEL)
        else:
            for option in item.options:
                tally.check(lang, "select label", option.label, SELECT_TEXT)
                tally.check(lang, "select description", option.description, SELECT_TEXT)
    return tally


# --- every option text with every value it can take -------------------------------------------------

# Texts of actions that never appear as a panel option: `end` is the Confirm button, and the starting
# choice (tribe, tiles, Ixtab's discard) has its own menu, measured below with every tribe and tile.
NOT_OPTIONS = {"act.end", "act.end_quick", "act.end_ahmakiq", "act.tribe", "act.keep", "act.discard"}
BIG = 15  # more corn than any placement or step back costs


def _values():
    """Every value each placeholder of an action text can take (the longest for plain numbers)."""
    gear_actions = [(g, n) for g in D.GEARS for n in range(1, D.LAST_ACTION[g] + 1)]
    costs = [{"corn": 2}, {"wood": 1}, {"stone": 1}, {"gold": 1}, {"skull": 1}, {"wood": 2, "stone": 2, "gold": 2}]
    return {
        "gear": D.GEARS, "space": (D.LAST_SPACE[D.CHICHEN],), "corn": (0, BIG), "number": (9,),
        "action": gear_actions, "temple": D.TEMPLE_KEYS, "temple2": D.TEMPLE_KEYS, "tech": D.TECH_KEYS,
        "n": (1, 9), "building_card": tuple(D.BUILDINGS),
        "monument_card": tuple(D.MONUMENTS),
        "goods": [(m, 1) for m in ("wood", "stone", "gold")], "cost": costs, "quick": D.QUICK_AGE1 + D.QUICK_AGE2,
        "prophecy": tuple(D.PROPHECIES),
    }


def action_texts(lang):
    """(key, text) of every panel option worded with every value its placeholders can take."""
    values = _values()
    for key in sorted(k for k in i18n.keys() if k.startswith("act.") and k not in NOT_OPTIONS):
        names = sorted(set(re.findall(r"{(\w+)", str(i18n.source(key)))))
        if key == "act.act":  # gear, number and action belong together
            combos = [{"gear": g, "number": n, "action": (g, n)} for g, n in values["action"]]
        elif "action" in names:
            combos = [{"gear": g, "number": n, "action": (g, n), "corn": BIG} for g, n in values["action"]]
        elif "gain" in names:  # a technology, its next level and what that level gives belong together
            combos = [{"tech": D.TECH_KEYS[tech], "gain": (tech, level), "level": level + 1, "n": n}
                      for tech in range(len(D.TECH_KEYS)) for level in range(D.TECH_MAX + 1) for n in (1, 4)]
        elif key == "act.renovate":
            combos = [{"number": b, "building": b, "cost": D.BUILDINGS[b]["cost"]} for b in D.BUILDINGS
                      if D.BUILDINGS[b].get("renovation")]
        else:
            combos = [dict(zip(names, c, strict=True)) for c in itertools.product(*(values[n] for n in names))]
        for combo in combos:
            yield key, words(key, combo, locale=lang)


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_text_fits_a_select_menu_with_any_value(lang):
    tally, keys = Tally(), set()
    for key, text in action_texts(lang):
        keys.add(key)
        tally.check(lang, key, text, SELECT_TEXT)
    for a, b in itertools.permutations(D.WEALTH_TILES, 2):
        tally.check(lang, "wealth.option", t("wealth.option", lang, a=wealth_text(a, lang), b=wealth_text(b, lang)),
                    SELECT_TEXT)
    for tile in D.WEALTH_TILES:
        tally.check(lang, "wealth.option_discard", t("wealth.option_discard", lang, tile=wealth_text(tile, lang)),
                    SELECT_TEXT)
    for tribe in D.TRIBES:
        tally.check(lang, "tribe ability", t(f"tribe.{tribe}", lang), SELECT_TEXT)
    assert {"act.place", "act.build", "act.tech_paid", "act.place_quick_saving", "act.renovate"} <= keys
    longest = max(tally.examples.values(), default="none")
    print(f"\n{lang}: {sum(tally.seen.values())} option texts with every value, {sum(tally.over.values())} too long "
          f"({longest})")
    assert dict(tally.over) == {}, "\n".join(f"{k}: {v}" for k, v in sorted(tally.examples.items()))


# --- Maya: the same measurement on its panels, lines and pictures' texts ----------------------------

MAYA = game_plugin("maya")
MAYA_SETUPS = [(players, variant) for variant in ("", "new_start", "two_cities") for players in (2, 3, 4)
               for _ in (1, 2)]


def maya_row(game, lang, bots=()):
    row = seated_row(game, lang, bots)
    row.game = "maya"
    return row


def play_and_measure_maya(game, tally, rng):
    """A random game: at each decision the panel's options, its text, the board's embed and the
    player's sheet, as the table builds them; every public line; the final scores."""
    rows = {lang: maya_row(game, lang, bots=(game.state.n_players - 1,)) for lang in LANGS}

    def measure(game, start, steps):
        for lang in LANGS:
            choices, _ = measure_options(tally, MAYA, game, lang, label="maya ")
            tally.seen[lang, "maya options per decision"] += 1
            if len(choices) > 25:
                tally.over[lang, "maya options per decision"] += 1
            sheet = MAYA.sheet_text(game, game.current_player, True, lang)
            measure_messages(tally, MAYA, game, lang, rows[lang], None, steps, sheet, label="maya ")
    play_randomly_measuring(game, tally, rng, rows, MAYA, measure, label="maya ")


@pytest.fixture(scope="module")
def maya_panels():
    import maya
    tally = Tally()
    for k, (players, variant) in enumerate(MAYA_SETUPS):
        game = maya.Game(maya.Config(players=players, names=NAMES[:players], variant=variant), 500 + k)
        play_and_measure_maya(game, tally, random.Random(game.seed))
    tally.report(f"Maya: panels of {len(MAYA_SETUPS)} random games (2-4 players, base game and both variants)")
    return tally


def test_every_maya_panel_option_and_message_fits_discord(maya_panels):
    seen = {w for _, w in maya_panels.seen}
    assert {"maya select label", "maya select description", "maya panel content", "maya board description",
            "maya sheet description", "maya public line", "maya final scores description"} <= seen
    assert sum(maya_panels.seen[key] for key in maya_panels.seen if key[1] == "maya select label") > 20_000
    assert dict(maya_panels.over) == {}, "\n".join(f"{k}: {v}" for k, v in sorted(maya_panels.examples.items()))


@pytest.mark.parametrize("lang", LANGS)
def test_mayas_rules_help_and_lobby_fit_discord(lang):
    import maya
    row = maya_row(maya.Game(maya.Config(players=4, names=NAMES[:4]), 3), lang, bots=(2, 3))
    row.status, row.config = "lobby", {"options": ["two_cities"]}
    tally = measure_rules_and_lobby(MAYA, lang, row, ["two_cities"])
    assert tally.seen[lang, "rules board description"] == 1  # the topic of our design is there
    assert tally.seen[lang, "button label"] >= 7  # the lobby's buttons, the two variants' switches among them
    assert dict(tally.over) == {}, "\n".join(f"{k}: {v}" for k, v in sorted(tally.examples.items()))
