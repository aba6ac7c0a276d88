"""Maya's plug-in on its own (games/maya): what the table asks of it, answered from the engine.
The whole flow through Discord is tests/discord/test_maya.py."""
import random

import pytest

import cogs.messages  # noqa: F401  (the table's own texts, which the panel uses)
import games
import maya
from games import Seating
from maya import data as D
from maya.describe import action_data
from table import thinking

PLUGIN = games.get("maya")


def finished(players=4, seed=11, variant=""):
    game = maya.Game(maya.Config(players=players, names=[f"P{i}" for i in range(players)], variant=variant), seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def seating(players=4, locale="en"):
    names = tuple(f"**P{i}**" for i in range(players))
    return Seating(1, locale, names, tuple(f"P{i}" for i in range(players)), ("🔴", "🟦", "⚫", "⚪")[:players])


def test_maya_is_registered_with_its_variants_levels_and_topics():
    assert "maya" in games.names() and PLUGIN.title("fr") == "Maya"
    assert PLUGIN.options == ("new_start", "two_cities", "zone_green", "zone_yellow", "zone_red")
    assert PLUGIN.levels == ("easy", "normal", "hard")
    assert PLUGIN.rules.options_refusal(["new_start", "two_cities"], 3) == "maya.no.one_variant"
    assert PLUGIN.rules.options_refusal(["two_cities"], 4) is None
    game, config = PLUGIN.rules.new_game(["a", "b", "c"], ["new_start"], 5)
    assert config == {"players": 3, "names": ["a", "b", "c"], "variant": "new_start"}
    assert game.state.phase == "setup"  # the last player chooses the first temple
    assert PLUGIN.words.text("topic.board", "it") == "Il nostro progetto e le nostre decisioni"
    rules_text = PLUGIN.words.rules_text
    assert "our own design" in rules_text("plant") and "our own design" not in rules_text("board")


def test_the_lobby_chooses_the_zones_the_rules_let_the_table_choose():
    # [Mise en place, 2 ou 3 joueurs] blue always; one zone more at 2 players, two more at 3.
    assert PLUGIN.rules.options_refusal(["zone_yellow", "zone_red", "two_cities"], 3) is None
    assert PLUGIN.rules.options_refusal(["zone_green", "zone_yellow", "zone_red"], 3) == "maya.no.zones_most"
    for options, players, refusal in ((["zone_yellow"], 2, None), (["zone_yellow", "zone_red"], 3, None),
                                      ([], 2, None), ([], 3, None), (["zone_red"], 4, None),
                                      (["zone_yellow", "zone_red"], 2, "maya.no.zones_2"),
                                      (["zone_red"], 3, "maya.no.zones_3")):
        assert PLUGIN.rules.start_refusal(options, players) == refusal, (options, players)
    game, config = PLUGIN.rules.new_game(["a", "b"], ["zone_red", "new_start"], 5)
    assert config == {"players": 2, "names": ["a", "b"], "zones": ["blue", "red"], "variant": "new_start"}
    assert game.state.zones == "blue+red"
    game, config = PLUGIN.rules.new_game(["a", "b", "c"], ["zone_yellow", "zone_green"], 5)
    assert game.state.zones == "blue+green+yellow" and config["zones"] == ["blue", "green", "yellow"]
    game, config = PLUGIN.rules.new_game(["a", "b"], [], 5)  # none chosen: the board's default, a minimal record
    assert game.state.zones == "blue+green" and "zones" not in config
    game, config = PLUGIN.rules.new_game(["a", "b", "c", "d"], ["zone_red"], 5)  # 4 players: the whole map
    assert game.state.zones == "blue+green+yellow+red" and "zones" not in config
    # the lobby says which zones a game started now would play, in the players' language
    assert PLUGIN.words.lobby_fields([], 1, "en")[1] == ("Zones", "blue zone and green zone: the default for 2 players "
                                                             "(switch zones on to choose others)")
    assert PLUGIN.words.lobby_fields(["zone_yellow", "two_cities"], 2, "fr") == [("Variante", "Deux cités"),
                                                                          ("Zones", "zone bleue et zone jaune")]
    zones = PLUGIN.words.lobby_fields(["zone_yellow"], 3, "it")[1][1]
    assert zones.startswith("zona blu e zona gialla\n⚠️ In 3 giocatori")
    assert PLUGIN.words.lobby_fields(["zone_yellow"], 4, "en")[1][1] == "the whole map: 4 players play every zone"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_standings_follow_the_engines_final_scores_and_sources_add_up(players):
    game = finished(players, seed=20 + players)
    table = PLUGIN.rules.standings(game.record())
    final = game.state.final
    for seat, (points, place, sources) in enumerate(table):
        row = final["players"][seat]
        assert points == 4 * row["score"] and place == row["place"]
        assert sum(sources.values()) == points and set(sources) == set(PLUGIN.point_sources)
    assert sorted(place for _, place, _ in table) == list(range(1, players + 1))  # tie-breaks leave no tie


def test_the_public_step_never_names_the_tile_laid_face_down():
    game = maya.Game(maya.Config(players=2), 3)
    grow = next(a for a in game.legal_actions() if a.kind == "grow")
    private = action_data(game.state, grow)
    public = PLUGIN.words.public_step(private)
    kind = grow.a
    assert private[1]["kind"] == kind and public[0] == "maya.act.grow_hidden" and "kind" not in public[1]
    assert PLUGIN.words.public_step(("maya.act.plant", {"kind": "maize1"})) is None  # the space names the tile
    assert PLUGIN.words.public_step(("maya.act.plant_at", {"space": "G9", "kind": "maize1"})) == (
        "maya.act.plant_at", {"space": "G9", "kind": "maize1"})
    assert PLUGIN.words.public_step(("maya.act.grow", {"kind": "maize1", "n": 0}))[0] == "maya.table.grow_last"


def test_the_panel_names_the_tile_to_grow_with_and_says_the_draw_below_it():
    game = maya.Game(maya.Config(players=2), 3)
    grow = next(a for a in game.legal_actions() if a.kind == "grow")
    label, note = PLUGIN.words.option_text(game, grow, "fr")
    assert label.startswith("Agrandir une cité : ") and label.endswith(", face cachée")
    assert note == "puis piocher 3 tuiles"
    plant = next(a for a in game.legal_actions() if a.kind == "plant")
    worded = PLUGIN.words.say(*action_data(game.state, plant))
    assert PLUGIN.words.option_text(game, plant, "en") == (f"Plant: {worded[7:]}", "")
    game.apply(plant)  # each space says what stopping there would score: a first tile scores its goods
    goods = int(str(plant.a)[-1])
    assert {PLUGIN.words.option_text(game, a, "en")[1] for a in game.legal_actions()} == {
        f"stopping here scores {goods} point{'s' if goods > 1 else ''}"}


def test_the_panel_shows_the_rack_counting_alike_tiles_and_what_confirm_scores():
    game = maya.Game(maya.Config(players=2), 8)
    seat = game.current_player
    text = PLUGIN.words.panel_text(seating(2), game, seat, None, [])
    rack = game.state.players[seat].rack
    line = text.split("\n")[1]
    assert line.startswith("**Your rack:** ")
    assert sum(int(part.split(" × ")[0]) if " × " in part else 1 for part in line[15:].split("), ")) == len(rack)
    game.apply(next(a for a in game.legal_actions() if a.kind == "plant"))
    game.apply(game.legal_actions()[0])
    text = PLUGIN.words.panel_text(seating(2), game, seat, None, ["…"])
    assert "✅ **Confirm turn:** Stop and score" in text


def test_events_name_the_seats_as_the_table_does_and_drop_what_the_turn_line_says():
    state = maya.Game(maya.Config(players=3), 1).state
    events = [["maya.ev.plant", {"player": "P0", "seat": 0, "crop": "maize", "tiles": 1, "goods": 2, "points": 2,
                                 "n": 2}],
              ["maya.ev.grow", {"player": "P1", "seat": 1, "temple": "tikal", "space": "G9", "size": 2, "n": 3}],
              ["maya.ev.temple", {"temple": "tikal"}],
              ["maya.ev.city", {"temple": "tikal", "size": 3, "n": 3, "goods": [5, 4, 0], "points": [12, 6, 0],
                                "first": [0], "second": [1], "awards": [["P0", 12], ["P1", 6]]}]]
    lines = PLUGIN.words.event_lines(seating(3), None, events)
    assert lines[0] == "🔴 P0 plants maize: 2 points"
    assert lines[1] == "Tikal is scored (3 tiles): 🔴 P0 12, 🟦 P1 6"  # the rulebook's 3-tile city
    assert len(lines) == 2 and state is not None


def test_a_round_in_short_and_the_logs_marks():
    game = finished(3, seed=4)
    before = [0, 0, 0]
    line, = PLUGIN.words.summary_lines(seating(3), game.state, before)
    assert line.startswith("Points this round: 🔴 P0 +") and line.count("+") == 3
    assert PLUGIN.words.summary_lines(seating(3), game.state, None) == []
    assert PLUGIN.words.page_marks([["maya.ev.city", {}]]) == {"city"} and PLUGIN.words.page_marks([]) == set()
    assert PLUGIN.words.text("log.city", "fr") == "🏛️ une cité décomptée"
    assert PLUGIN.rules.round_of(game.state) == (game.state.turn_no - 1) // 3 + 1


def test_bots_and_hints_answer_in_plain_data():
    game = maya.Game(maya.Config(players=2), 6)
    actions = thinking.turn_job(PLUGIN, game.to_json(), "normal", 1)  # as a worker process runs it
    replay = maya.Game.from_json(game.to_json())
    for action in actions:
        replay.apply(action)
    assert replay.current_player != game.current_player
    action, reason, info = thinking.hint_job(PLUGIN, game.to_json(), "normal", 1)
    assert PLUGIN.rules.parse(action) in game.legal_actions() and reason in maya.bots.REASONS
    assert PLUGIN.words.hint_why(reason, info, "it")


def test_markers_and_the_private_picture_belong_to_the_seats():
    game = maya.Game(maya.Config(players=4), 2)
    assert [PLUGIN.words.marker(game.state, s) for s in range(4)] == ["🔴", "🟦", "⚫", "⚪"]
    assert D.COLOURS == ("red", "blue", "black", "white")
    assert PLUGIN.pictures["private"] == "images.maya:rack_png" and "player" not in PLUGIN.pictures


def test_a_starting_temple_says_its_zone():
    game, _ = PLUGIN.rules.new_game(["a", "b", "c", "d"], ["two_cities"], 4)
    notes = dict(PLUGIN.words.option_text(game, a, "it") for a in game.legal_actions())
    assert notes["Fai nascere una città a Tikal"] == "zona blu"
    assert notes["Fai nascere una città a Coba"] == "zona rossa"


def test_a_damaged_snapshot_is_told_apart_from_a_sound_one():
    game = finished(3, seed=7)
    assert PLUGIN.rules.check(game) == []
    damaged = PLUGIN.rules.from_json(game.to_json())
    damaged.state.players[1].score += 5  # no longer the sum of its sources
    assert PLUGIN.rules.check(damaged) and "score" in PLUGIN.rules.check(damaged)[0]
    damaged = PLUGIN.rules.from_json(game.to_json())
    damaged.state.players[0].rack = "oops"
    assert PLUGIN.rules.check(damaged)
    damaged = PLUGIN.rules.from_json(game.to_json())
    damaged.state.players.pop()
    assert PLUGIN.rules.check(damaged) == ["3 players in the state, 3 in the config"]


def test_a_citys_space_says_the_goods_around_it():
    from maya.rules import city_goods, stage
    game, rng, seen = maya.Game(maya.Config(players=3), 5), random.Random(5), 0
    while not game.is_over and seen < 20:
        if stage(game.state) == "grow_space":
            seat = game.current_player
            for action in game.legal_actions():
                key, values = action_data(game.state, action)
                goods = city_goods(game.state, values["temple"]) if values.get("temple") else [0]
                if max(goods):
                    seen += 1
                    assert PLUGIN.words.option_text(game, action, "en")[1] == (
                        f"goods next to it: yours {goods[seat]}, the most {max(goods)}")
        game.apply(rng.choice(game.legal_actions()))
    assert seen >= 20
