"""Teotihuacan's plug-in without Discord: the lobby's options and Teotibot's difficulty, the secret
starting tiles and their reveal, the panel's words (what an option costs and gives, the salary
warning), the public lines, the final scores and the standings the ratings read."""
import random

import pytest

import games
from games import Seating
from teotihuacan import data as D
from teotihuacan.actions import Action
from teotihuacan.summary import final_rows

PLUGIN = games.get("teotihuacan")


def seating(names, state, locale="en"):
    return Seating(7, locale, tuple(f"**{n}**" for n in names), tuple(names),
                   tuple(PLUGIN.words.marker(state, s) for s in range(len(names))))


def played(game, rng, until=lambda g: g.is_over):
    while not until(game):
        game.apply(rng.choice(game.legal_actions()))
    return game


def revealed(names, options=(), seed=3):
    game, _ = PLUGIN.rules.new_game(names, options, seed)
    PLUGIN.secret.reveal(game, {s: [game.secret_options(s, [])[0]] for s in range(len(names))})
    return game


def test_the_registry_offers_teotihuacan_with_one_to_four_seats():
    assert "teotihuacan" in games.names() and games.names()[0] == "tzolkin"
    assert (PLUGIN.min_players, PLUGIN.max_players) == (1, 4)
    assert PLUGIN.words.text("topic.eclipse", "fr") == "Éclipses et salaire"  # the table's keys, the game's words
    assert PLUGIN.words.text("source.salary", "it") == "Salario"


def test_the_options_refuse_what_cannot_be_played_together():
    assert PLUGIN.rules.options_refusal(["first_game", "draft"], 2) == "teo.t.no.first_draft"
    assert PLUGIN.rules.options_refusal(["teotibot_easier", "teotibot_harder"], 1) == "teo.t.no.teotibot_both"
    assert PLUGIN.rules.options_refusal(["teotibot_harder"], 2) == "teo.t.no.teotibot_solo"
    assert PLUGIN.rules.options_refusal(["seasons", "dark_eclipse", "draft"], 4) is None
    assert PLUGIN.rules.most_players(["teotibot_easier"]) == 1 and PLUGIN.rules.most_players(["seasons"]) == 4
    assert PLUGIN.rules.options_refusal(["no_blank_season"], 2) == "teo.t.no.blank_without_seasons"
    assert PLUGIN.rules.options_refusal(["seasons", "no_blank_season"], 4) is None
    assert PLUGIN.rules.options_refusal(["pyramid_variant"], 4) == "teo.t.no.variant_four"
    assert PLUGIN.rules.options_refusal(["pyramid_variant", "teotibot_easier"], 1) is None
    assert PLUGIN.rules.most_players(["pyramid_variant"]) == 3


@pytest.mark.parametrize("names", [["ana"], ["ana", "bo"], ["ana", "bo", "cy"]])
def test_the_lobby_s_season_and_pyramid_switches_reach_the_game(names):
    game, config = PLUGIN.rules.new_game(names, ["seasons", "no_blank_season", "pyramid_variant"], 7)
    assert config == {"players": len(names), "names": names, "seasons": True, "pyramid_variant": True,
                      "season_blank": False}
    assert game.config.pyramid_variant and not game.config.season_blank
    def layouts(options):  # the starting pyramid's first level: which spaces hold a tile
        games = [PLUGIN.rules.new_game(names, options, seed)[0] for seed in range(12)]
        return {tuple(x >= 0 for x in game.state.pyr[:16]) for game in games}
    assert len(layouts([])) == 1 and len(layouts(["pyramid_variant"])) > 1  # the count's first layout, or any
    seasons = {x for seed in range(12) for x in PLUGIN.rules.new_game(names, ["seasons", "no_blank_season"], seed)[0]
               .state.seasons}
    assert D.SEASON_BLANK not in seasons and len(seasons) >= 5


def test_one_seat_plays_teotibot_at_the_chosen_difficulty():
    game, config = PLUGIN.rules.new_game(["ana"], ["teotibot_easier", "seasons"], 5)
    assert config == {"players": 1, "names": ["ana"], "seasons": True,
                      "teotibot": {"power": 1, "resources": 1, "cocoa_vp": 2, "bonus_vp": 10}}
    bot = game.state.players[1]
    assert bot.bot and bot.power[:3] == [1, 1, 1] and (bot.wood, bot.stone, bot.gold) == (1, 1, 1)
    standard, config = PLUGIN.rules.new_game(["ana"], [], 5)
    assert "teotibot" not in config and standard.state.players[1].power[:3] == [2, 2, 2]
    places = seating(["ana"], game.state)
    assert "⚪ **Teotibot (easier)**" in PLUGIN.words.board_text(places, game)[1]


def test_the_secret_choice_offers_six_pairs_and_reveals_in_the_engines_order():
    game, _ = PLUGIN.rules.new_game(["ana", "ben", "cy"], [], 11)
    assert PLUGIN.secret.phase(game)
    text, [(argument, placeholder, menu)] = PLUGIN.words.secret_panel(game, 1, [], "ana, cy")
    dealt = game.state.dealt[1]
    assert argument is None and placeholder == "Keep 2 tiles…" and len(menu) == 6
    assert all(f"Starting tile {x}:" in text for x in dealt)
    value, label, note = menu[0]
    a, b = sorted(dealt)[:2]
    assert value == f"keep:{a}:{b}" and label == f"Keep tiles {a} and {b}" and note.startswith(f"{a}: ")
    chosen = [Action.parse(value)]
    assert "You keep **" in PLUGIN.words.secret_panel(game, 1, chosen, "ana, cy")[0]
    choices = {seat: [game.secret_options(seat, [])[-1]] for seat in range(3)}
    applied = PLUGIN.secret.reveal(game, choices)
    assert sorted(seat for _, seat in applied) == [0, 1, 2] and not PLUGIN.secret.phase(game)
    lines = PLUGIN.words.reveal_lines(seating(["ana", "ben", "cy"], game.state), game)
    assert lines[0] == "**The starting tiles are revealed!**" and len(lines) == 4
    assert all("keeps:\n  • Starting tile" in line for line in lines[1:])


def test_an_option_says_what_it_costs_gives_and_leaves():
    game = revealed(["ana", "ben"], seed=4)
    rng = random.Random(2)
    seen = set()
    for _ in range(400):
        if game.is_over:
            break
        for action in game.legal_actions():
            label, note = PLUGIN.words.option_text(game, action)
            assert len(label) <= 100 and len(note) <= 100
            if action.kind == "cocoa":
                n = PLUGIN.words.action_data(game.state, action)[1]["n"]
                cocoa = game.state.players[game.current_player].cocoa
                assert note == f"gives {n} cocoa · leaves {cocoa + n} cocoa"
                seen.add("cocoa")
            if action.kind == "unlock3":
                assert note.startswith("costs 3 cocoa")
                seen.add("unlock3")
            if action.kind == "tech":
                tech = game.state.techs[action.a]
                assert label.startswith(f"Technology {tech:02d} (") and note == PLUGIN.words.text(f"teo.tech.{tech}")
                seen.add("tech")
        game.apply(rng.choice(game.legal_actions()))
    assert {"cocoa", "unlock3"} <= seen


def test_the_panel_warns_before_an_eclipse_when_cocoa_is_short():
    game = revealed(["ana", "ben"], seed=6)
    rng = random.Random(1)
    played(game, rng, until=lambda g: g.state.eclipse_left is not None and g.state.stack[-1]["k"] == "turn")
    seat = game.current_player
    pl = game.state.players[seat]
    pl.cocoa = 0  # a player with nothing for the salary
    text = PLUGIN.words.panel_text(seating(["ana", "ben"], game.state), game, seat, pl, [])
    assert "⚠️ Eclipse after" in text and "you have 0" in text
    sheet = PLUGIN.words.sheet_text(game, seat, True, "fr")
    assert "⚠️" in sheet and "Salaire à la prochaine Éclipse" in sheet


def test_teotibot_s_turns_and_eclipses_reach_the_channel_and_the_end_names_the_winner():
    game = revealed(["ana"], ["teotibot_harder"], seed=9)
    places = seating(["ana"], game.state)
    rng = random.Random(3)
    lines = []
    while not game.is_over:
        ev0 = len(game.state.events)
        game.apply(rng.choice(game.legal_actions()))
        lines += PLUGIN.words.event_lines(places, game, game.state.events[ev0:])
    assert any(line.startswith("⚪ **Teotibot (harder)**: ") for line in lines)  # its turns in short
    assert not any("rolls" in line for line in lines)
    assert any(line.startswith("Eclipse 1:") for line in lines)
    assert not any("The game is over" in line for line in lines)  # the final scores say who won
    final = PLUGIN.words.final_lines(places, game)
    rows = final_rows(game.state)
    first = "⚪ **Teotibot (harder)**" if rows[0]["seat"] else "🔴 **ana**"
    assert len(final) == 3 and final[0].startswith(f"1. {first}")
    assert final[-1] in ("🏆 🔴 **ana** beats Teotibot!", "Teotibot wins: 🔴 **ana** needed more VP than it.")


@pytest.mark.parametrize("players", [1, 2, 4])
def test_standings_add_up_by_source_in_quarter_points(players):
    names = ["ana", "ben", "cy", "dee"][:players]
    game = played(revealed(names, seed=20 + players), random.Random(players))
    table = PLUGIN.rules.standings(game.record())
    rows = {r["seat"]: r for r in final_rows(game.state)}
    assert len(table) == game.state.n_players
    for seat, (points, place, sources) in enumerate(table):
        assert points == 4 * rows[seat]["total"] and place == rows[seat]["place"]
        assert sum(sources.values()) == points and set(sources) == set(PLUGIN.point_sources)
        assert sources["salary"] <= 0


def test_the_looks_draw_the_pyramid_and_every_board_by_name():
    import images.teotihuacan as pictures
    game = revealed(["ana", "ben"], seed=2)
    sizes = {}
    for value, _ in PLUGIN.pictures.zooms[0].choices:
        png = pictures.look_png(game.state, value, "it")
        assert png.startswith(b"\x89PNG")
        sizes[value] = len(png)
    assert set(sizes) == {"pyramid"} | set(D.BOARD_KEYS.values())
    assert pictures.look_png(game.state, "forest") == pictures.action_board_png(
        game.state, game.state.layout.index(D.FOREST))


def test_a_turn_s_report_carries_its_events_from_its_first_decision_and_words_it_in_short():
    from table.service import TurnReport
    game = revealed(["ana", "ben"], seed=8)
    rng = random.Random(5)
    played(game, rng, until=lambda g: g.state.phase == "play" and g.state.stack[-1]["k"] == "turn")
    seat, began = game.current_player, len(game.state.events)
    start = PLUGIN.rules.seat_view(game.state, seat)
    steps = []
    while not any(str(a) == "end" for a in game.legal_actions()):
        action = rng.choice(game.legal_actions())
        steps.append(PLUGIN.words.action_data(game.state, action))
        game.apply(action)
    assert PLUGIN.rules.turn_events_start(game) == began  # not only the events of the last decision
    report = TurnReport(seat, steps, game.state.events[began:], start=start)
    assert any(e["e"] in ("move", "unlock") for e in report.events)
    line = PLUGIN.words.turn_text(seating(["ana", "ben"], game.state), game, report)
    assert line.startswith(("to ", "unlocks", "pays 3 cocoa")) and "Move worker" not in line
    assert PLUGIN.words.turn_text(seating(["ana", "ben"], game.state), game, TurnReport(seat, steps, [])) is None


@pytest.mark.parametrize("names", [["ana"], ["ana", "bo"], ["ana", "bo", "cy", "di"]])
def test_a_healthy_game_passes_the_snapshot_check_and_damaged_values_do_not(names):
    game = revealed(names)
    rng = random.Random(5)
    for _ in range(60):  # the check holds at every point of a game, Teotibot's seat included
        assert PLUGIN.rules.check(game) == []
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    damaged = PLUGIN.rules.from_json(game.to_json())
    damaged.state.n_players = 10 ** 30  # the count is checked before any list is walked
    assert PLUGIN.rules.check(damaged)
    damaged = PLUGIN.rules.from_json(game.to_json())
    damaged.state.players[0].cocoa = None  # a value of the wrong type: found, not raised
    assert PLUGIN.rules.check(damaged)


@pytest.mark.asyncio
async def test_a_game_reloaded_at_its_last_salary_s_confirmation_ends_when_confirmed(tmp_path):
    # Found by the drills: with its snapshot gone, the table replayed the record, whose replay
    # confirmed the last payment itself: the game said over, its row said playing, every click was
    # "not your turn" and no result was ever recorded.
    from drills.common import make_service, new_game
    from ratings.record import record_game
    from ratings.results import ResultStore
    from storage import Storage
    from table.service import Refused
    from teotihuacan import rules
    store = await Storage.open(tmp_path / "teo.sqlite3")
    try:
        service = make_service(store)
        game_id, users = await new_game(service, 40, game="teotihuacan")
        rng = random.Random(0)
        while True:
            row = await store.get_game(game_id)
            game = await service.load(row)
            s = game.state
            if s.stack[-1]["k"] == "paid" and rules.apply(s.copy(), rules.END).phase == "over":
                break
            await service.play(game_id, row.rev, users[game.current_player], str(rng.choice(game.legal_actions())))
        seat = game.current_player
        async with store.transaction() as db:
            await db.execute("DELETE FROM snapshots WHERE game_id = ?", (game_id,))
        restarted = make_service(store)  # a new process: nothing in memory, no snapshot
        assert not (await restarted.load(row)).is_over
        with pytest.raises(Refused) as refused:
            await restarted.play(game_id, row.rev, users[1 - seat], "end")
        assert refused.value.key == "not_your_turn" and refused.value.info["seat"] == seat
        outcome = await restarted.play(game_id, row.rev, users[seat], "end")
        assert outcome.over and outcome.row.status == "over"
        assert await record_game(store, ResultStore(store), game_id) is True  # its result is recorded
    finally:
        await store.close()
