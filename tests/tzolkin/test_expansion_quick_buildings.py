"""Quick actions (expansion rulebook "Actions Rapides"; §8.3) and the new buildings with renovation
(rulebook "Nouveaux Bâtiments", appendix "Nouveaux effets des Bâtiments"; §8.4)."""

from tzolkin import Config, Game, NEUTRAL
from tzolkin import data as D
from tzolkin import rules
from tzolkin.scoring import monument_points

from helpers.tzolkin_situations import fresh, options, play

RED, BLUE, YELLOW, GREEN, PURPLE = 0, 1, 2, 3, 4
Q = ["quick"]
B = ["buildings"]


# --- the schedule -------------------------------------------------------------------------------

def test_quick_action_schedule():
    # Age I tiles cover days 1-14 two days each; Age II tiles days 15-26, the last one stays for day 27.
    days = {day: D.quick_tile_index(day - 1) for day in range(1, 28)}
    assert [days[d] for d in (1, 2, 3, 13, 14, 15, 16, 25, 26, 27)] == [0, 0, 1, 6, 6, 7, 7, 12, 12, 12]
    assert sum(1 for d in days.values() if d == 12) == 3
    s = rules.new_game(5, 3, modules=Q)
    s.tooth = 14
    assert s.quick_tile == s.quick_tiles[7] and s.quick_tile in D.QUICK_AGE2


def test_double_advance_changes_the_tile_sooner():
    s = rules.new_game(5, 3, modules=Q)
    s.tooth = 1
    assert s.quick_tile == s.quick_tiles[0]
    s.tooth = 3  # two days at once
    assert s.quick_tile == s.quick_tiles[1]


# --- placing on a quick space -------------------------------------------------------------------

def test_quick_space_costs_one_and_is_resolved_at_the_end_of_the_turn():
    s = fresh(5, modules=Q, quick="corn", players=[{"corn": 2}])
    play(s, "place:palenque", "place:quick")  # 0 + (1 + 1)
    assert s.players[RED].corn == 0 and s.quick_spaces == [RED, None, None]
    assert "place:quick" not in options(s)  # one quick space per turn
    play(s, "end")
    assert s.players[RED].corn == 3 and s.current_player == BLUE


def test_quick_action_ignores_technologies():
    # "si une Action Rapide vous permet de gagner 1 Bois, le 1er niveau de la Technologie Extraction ne
    # vous permet pas de gagner 1 Bois supplémentaire".
    s = fresh(5, modules=Q, quick="wood_corn", players=[{"corn": 1, "techs": [3, 3, 3, 3]}])
    play(s, "place:quick", "end")
    assert (s.players[RED].wood, s.players[RED].corn) == (1, 1)


def test_first_player_corn_may_pay_for_the_quick_action():
    s = fresh(5, modules=Q, quick="build", players=[{"corn": 2, "wood": 2}])
    s.calendar_corn = 3
    s.display = [9, None, None, None, None, None]
    play(s, "place:start", "place:quick")  # 0 + (1 + 1): no corn left for the build...
    assert s.players[RED].corn == 0
    play(s, "end")  # ...but the first-player corn comes first
    assert options(s) == ["build:9"]
    play(s, "build:9")
    assert s.players[RED].buildings == [9] and s.players[RED].corn == 2
    assert s.players[RED].techs[0] == 1 and s.current_player == BLUE


def test_quick_build_without_architecture():
    s = fresh(5, modules=Q, quick="build", players=[{"corn": 2, "wood": 2, "techs": [0, 0, 2, 0]}])
    s.display = [9, None, None, None, None, None]
    play(s, "place:quick", "end", "build:9")
    assert s.players[RED].vp == 0 and s.players[RED].corn == 0


def test_cannot_take_a_quick_action_that_cannot_be_done():
    s = fresh(5, modules=Q, quick="build", players=[{"corn": 5}])
    assert "place:quick" not in options(s)
    s = fresh(5, modules=Q, quick="tech", players=[{"corn": 5}])
    assert "place:quick" not in options(s)
    s = fresh(5, modules=Q, quick="tech", players=[{"corn": 5, "stone": 1}])
    play(s, "place:quick", "end", "tech:theology")
    assert s.players[RED].techs[3] == 1 and s.players[RED].stone == 0


def test_quick_workers_come_back_when_the_calendar_turns():
    s = fresh(5, modules=Q, quick="stone", players=[{"corn": 1}] * 5)
    for _ in range(3):
        play(s, "place:quick", "end")
    assert s.quick_spaces == [RED, BLUE, YELLOW]
    assert "place:quick" not in options(s)  # all three taken
    play(s, "place:palenque", "end", "place:tikal", "end")
    assert s.quick_spaces == [None, None, None] and s.day == 2
    assert s.free_workers(RED) == 3


def test_blocked_quick_spaces_with_fewer_players():
    s = fresh(2, modules=Q, quick="corn", players=[{"corn": 5}, {"corn": 5}])
    assert s.quick_spaces == [NEUTRAL, NEUTRAL, None]
    play(s, "place:quick", "end")
    assert "place:quick" not in options(s)


# --- new buildings ---------------------------------------------------------------------------------

def _food_day(s, index=0):
    s.tooth, s.food_days_done = D.FOOD_TEETH[index], index
    rules.end_round(s)
    rules.settle(s)


def test_food_day_rewards_come_before_feeding():
    # "vous recevez la récompense indiquée (le Maïs ainsi gagné peut servir à nourrir vos Ouvriers)".
    s = fresh(2, modules=B, players=[{"buildings": [33, 35], "corn": 3}, {"corn": 6}])
    _food_day(s)
    pl = s.players[RED]
    assert pl.corn == 0 and pl.vp == 0 and pl.gold == 1


def test_wood_then_skulls_from_the_funerary_building():
    s = fresh(2, modules=B, players=[{"buildings": [34], "corn": 6}, {"corn": 6}])
    _food_day(s, 0)
    assert s.players[RED].wood == 1
    s = fresh(2, modules=B, players=[{"buildings": [34, 36], "corn": 6}, {"corn": 6}])
    _food_day(s, 2)
    assert s.players[RED].skulls == 1 and s.players[RED].stone == 1


def test_eight_corn_farm_and_monument_building():
    s = fresh(2, modules=B, players=[{"wood": 3, "gold": 1, "stone": 2}], gears={"tikal": {2: RED}})
    s.display = [37, 38, None, None, None, None]
    s.monuments = [4]  # 1 wood + 4 gold
    play(s, "retrieve:tikal:2", "act:2", "build:37")
    assert s.players[RED].corn == 8
    s = fresh(2, modules=B, players=[{"wood": 2, "gold": 5}], gears={"tikal": {2: RED}})
    s.display = [38, None, None, None, None, None]
    s.monuments = [4]
    play(s, "retrieve:tikal:2", "act:2", "build:38")
    assert options(s) == ["monument:4", "stop"]
    play(s, "monument:4")
    pl = s.players[RED]
    assert pl.monuments == [4] and pl.vp == 1 and (pl.wood, pl.gold) == (0, 0)


def test_lore_building_one_down_three_up():
    s = fresh(2, modules=B, players=[{"wood": 1, "stone": 1, "techs": [1, 3, 0, 2]}], gears={"tikal": {2: RED}})
    s.display = [39, None, None, None, None, None]
    play(s, "retrieve:tikal:2", "act:2", "build:39")
    assert options(s) == ["lower:agriculture", "lower:extraction", "lower:theology"]
    play(s, "lower:agriculture")
    # Extraction was at 3: its bonus (2 resources of choice) instead of a level.
    assert options(s) == ["resource:wood", "resource:stone", "resource:gold"]
    play(s, "resource:gold", "resource:gold")
    assert s.players[RED].techs == [0, 3, 1, 3] and s.players[RED].gold == 2


def test_skull_building_keeps_the_skull_and_counts_for_the_skull_monument():
    s = fresh(2, modules=B, players=[{"gold": 1, "skulls": 1, "techs": [0, 0, 0, 2], "wood": 1}],
              gears={"tikal": {2: RED}})
    s.display = [40, None, None, None, None, None]
    s.skull_supply = 12
    play(s, "retrieve:tikal:2", "act:2", "build:40")
    pl = s.players[RED]
    assert pl.skulls == 0 and s.skull_supply == 12  # the skull stays on the tile
    assert options(s) == ["pay:1wood", "skip"]  # Theology 2 as at Chichen Itza
    play(s, "pay:1wood", "temple:chaac", "temple:kukulcan")
    assert pl.vp == 7 and pl.temples == [1, 0, 1]
    pl.monuments = [13]
    s.skull_slots[0] = BLUE
    assert monument_points(s, pl, 13) == 6


def test_skull_building_at_uxmal_costs_two_corn_and_the_skull():
    s = fresh(2, modules=B, players=[{"corn": 2, "skulls": 1}])
    s.display = [40, None, None, None, None, None]
    assert rules.building_cost(s, s.players[RED], 40, "uxmal", True) == [{"corn": 2, "skull": 1}]


def test_renovation_example():
    # Rulebook: Green owns two renovation buildings and builds a third; she may keep both and pay
    # the full price, or return either one and pay only what it does not cover; never both.
    s = fresh(2, modules=B, players=[{"buildings": [35, 36], "wood": 3, "stone": 2, "gold": 2}],
              gears={"tikal": {2: RED}})
    s.display = [24, None, None, None, None, None]  # 2 wood + 1 stone: any technology +1, 1 gold
    play(s, "retrieve:tikal:2", "act:2", "build:24")
    assert options(s) == ["renovate:35", "renovate:36", "skip"]
    play(s, "renovate:35")  # 35 cost 1 wood + 2 stone: only 1 wood remains to pay
    pl = s.players[RED]
    assert pl.buildings[:1] == [36] and 35 not in pl.buildings
    assert (pl.wood, pl.stone) == (2, 2)


def test_renovation_at_uxmal_comes_before_the_corn_conversion():
    s = fresh(2, modules=B, players=[{"buildings": [33], "corn": 0}])
    # 33 cost 3 wood; building 10 costs 3 wood: nothing left to convert.
    assert rules.building_cost(s, s.players[RED], 10, "uxmal", True, 33) == [{"corn": 0}]
    assert rules.building_cost(s, s.players[RED], 10, "uxmal", True) == [{"corn": 6}]


def test_renovated_building_no_longer_pays_on_food_days():
    s = fresh(2, modules=B, players=[{"buildings": [33], "wood": 1}], gears={"tikal": {2: RED}})
    s.display = [9, None, None, None, None, None]
    play(s, "retrieve:tikal:2", "act:2", "build:9")  # renovation is the only way to pay: made at once
    assert s.players[RED].buildings == [9] and s.players[RED].wood == 1
    assert monument_points(s, s.players[RED], 2) == 2


def test_renovation_only_with_the_buildings_module_and_new_tiles_only_with_it():
    base = rules.new_game(4, 1)
    assert all(b <= 32 for b in base.display + base.deck1 + base.deck2)
    s = rules.new_game(4, 1, modules=B)
    assert sorted(s.display + s.deck1 + s.deck2) == list(range(1, 41))


def test_five_player_game_with_every_module_plays_to_the_end():
    game = Game(Config(players=5, modules="all"), 12)
    import random
    rng = random.Random(0)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    assert len(game.state.final["players"]) == 5
