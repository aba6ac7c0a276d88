"""Teotibot, the solo opponent (summary "Solo (Teotibot)", components §10, R16, R17): its dice and
action pyramid, direction tiles, each action tile with its fallbacks, its movement, power-ups and
choices, its worker displaced from worship, its cocoa bank and its end-of-game points."""
import pytest

from helpers.teo_situations import POS, begin, fresh, play, put
from teotihuacan import data as D
from teotihuacan import pyramid as P
from teotihuacan import rules, teotibot
from teotihuacan.scoring import final_scores

PALACE, FOREST, STONE, GOLD, ALCHEMY, NOBLES, DECO, CONSTR = D.BOARDS


def solo(**options_):
    """A Teotibot game on the first game's boards, the bot's dice all off the board, its worship
    worker on the Decorations space."""
    s = fresh(1, **options_)
    bot = s.players[1]
    bot.pos, bot.power, bot.lock = [-1] * 4, [1] * 4, [-1] * 4
    bot.wood = bot.stone = bot.gold = bot.cocoa = 0
    s.worship = [-1] * 7
    put(s, 1, 3, DECO, 1, locked_on=6)
    return s, bot


@pytest.mark.parametrize("total,slot", [(2, 3), (3, 3), (4, 1), (5, 1), (6, 0), (7, 0), (8, 0), (9, 2), (10, 2),
                                        (11, 5), (12, 5)])
def test_dice_table(total, slot):
    assert D.BOT_DICE_SLOT[total] == slot
    assert 4 not in D.BOT_DICE_SLOT.values()  # P5 is never rolled


def test_a_gap_at_the_top_is_filled_by_the_top_arrow_then_the_bottom_arrow():
    bot = {"slots": ["a", "b", "c", "d", "e", "f"], "aside": "g", "dirs": ["R", "L"]}
    teotibot.shift_tiles(bot, 0)  # "a" used: P1 <- P2 (right arrow), P2 <- P5 (left arrow), P5 <- "g"
    assert bot["slots"] == ["b", "e", "c", "d", "g", "f"] and bot["aside"] == "a"
    assert bot["dirs"] == ["L", "L"]  # the top tile flipped (R -> L) and swapped below


def test_a_gap_in_the_middle_row_shifts_once_by_the_top_arrow():
    bot = {"slots": ["a", "b", "c", "d", "e", "f"], "aside": "g", "dirs": ["L", "R"]}
    teotibot.shift_tiles(bot, 2)  # "c" used: P3 <- P6 (left arrow), P6 <- "g"
    assert bot["slots"] == ["a", "b", "f", "d", "e", "g"] and bot["aside"] == "c"
    assert bot["dirs"] == ["R", "R"]
    teotibot.shift_tiles(bot, 3)  # the bottom row: the set-aside tile goes straight in
    assert bot["slots"] == ["a", "b", "f", "c", "e", "g"] and bot["aside"] == "d"
    assert bot["dirs"] == ["R", "L"]


def test_its_turn_rolls_resolves_shifts_and_banks_ten_cocoa(monkeypatch):
    s, bot = solo()
    put(s, 1, 0, FOREST, 2)
    bot.cocoa = 7
    s.bot = {"slots": ["nobles", "construction", "decorations", "alchemy", "mastery", "worship"],
             "aside": "masks", "dirs": ["R", "R"]}
    monkeypatch.setattr(teotibot, "roll", lambda s: (3, 4))  # 7: the top slot
    teotibot.bot_turn(s, bot)
    # Nobles tile: no wood -> a worker on the Forest: 2 wood, power up and move it.
    assert bot.wood == 2 and bot.power[0] == 3 and s.layout[bot.pos[0]] == CONSTR
    assert s.bot["slots"][0] == "construction" and s.bot["aside"] == "nobles"
    assert bot.cocoa == 7 and bot.vp == 0
    bot.cocoa = 12
    s.bot["slots"][0] = "masks"
    s.wdisc = [-1] * 5
    s.bot["aside"] = "nobles"
    teotibot.bot_turn(s, bot)  # masks: nothing to take -> fail: +5 cocoa; 17 -> bank 10 for 3 VP
    assert bot.cocoa == 7 and bot.vp == 3


def test_movement_skips_the_palace_and_strong_workers_skip_a_board():
    s, bot = solo()
    put(s, 1, 0, GOLD, 3)  # P7
    teotibot.bot_move(s, bot, 0)
    assert bot.pos[0] == 1  # the Palace is skipped
    put(s, 1, 0, GOLD, 4)
    teotibot.bot_move(s, bot, 0)
    assert bot.pos[0] == 2
    put(s, 1, 0, FOREST, 5)  # P3
    teotibot.bot_move(s, bot, 0)
    assert bot.pos[0] == 5


def test_construction_tile_places_the_leftmost_tile_low_and_from_the_top_left():
    s, bot = solo()
    s.pyr = [-1] * 30
    s.cells = D.PYRAMID_BASE
    P.place_tile(s, 30, 0, 0)
    s.pdisplay = [13, 20, 21]
    put(s, 1, 0, CONSTR, 2)
    put(s, 1, 1, CONSTR, 3)
    bot.stone = 2
    bot.temples = [2, 3, 3]
    teotibot.TILES["construction"](s, bot)
    assert s.pyr[1] // 4 == 13 and bot.stone == 0  # the first free space, scanning from the top left
    assert bot.vp == 2 + 1 + 2  # +2 and level 1's +1, then red step 4 (its highest, leftmost of ties): 2
    assert bot.pyramid == 1 and bot.temples == [2, 4, 3]
    assert s.pdisplay == [20, 21, -1]  # with Teotibot the rest slide left; refilled at the end of the turn
    assert bot.power[1] == 4 and s.layout[bot.pos[1]] == NOBLES  # the strongest powered up, moved 2 boards


def test_construction_tile_falls_back_on_stone_then_fails():
    s, bot = solo()
    put(s, 1, 0, STONE, 2)
    teotibot.TILES["construction"](s, bot)  # no stone: a worker on the Stone Quarry gains 2 stone
    assert bot.stone == 2 and bot.power[0] == 3 and s.layout[bot.pos[0]] == ALCHEMY
    s, bot = solo()
    put(s, 1, 0, FOREST, 2)
    put(s, 1, 1, NOBLES, 2)
    teotibot.TILES["construction"](s, bot)  # neither: +5 cocoa, the weakest (nearest the Palace) moves
    assert bot.cocoa == 5 and bot.power[:2] == [3, 2] and s.layout[bot.pos[0]] == CONSTR


def test_decorations_tile_puts_the_top_decoration_on_the_first_side_clockwise_from_the_top():
    s, bot = solo()
    s.ddisplay = [5, 6, 7, 8]
    s.deco[0] = 1  # the top side's D1 is taken; D2 needs pyramid tiles: the right side is next
    s.pyr = [-1] * 30
    s.cells = D.PYRAMID_BASE
    put(s, 1, 0, DECO, 2)
    bot.gold = 2
    teotibot.TILES["decorations"](s, bot)
    # 2 gold paid; then blue step 2 (its temples are level: the leftmost) gives the resource it lacks
    assert s.deco[4] == 5 and bot.vp == 5 and bot.pyramid == 1 and bot.gold == 1
    assert s.ddisplay == [6, 7, 8, -1]


def test_nobles_tile_row_follows_the_eclipses_and_a_full_row_takes_the_cheapest_space():
    s, bot = solo()
    put(s, 1, 0, NOBLES, 2)
    bot.wood = 2
    s.eclipses, s.moon = 1, 9
    teotibot.TILES["nobles"](s, bot)
    assert s.nobles[1] == [1] and bot.vp == 5 and bot.avenue == 2  # it starts on the Avenue's step 1
    s, bot = solo()
    put(s, 1, 0, NOBLES, 2)
    bot.wood = 2
    s.nobles = [[0] * 3, [], [0] * 3]
    s.buildings = 6
    s.eclipses, s.moon = 2, 8
    teotibot.TILES["nobles"](s, bot)  # bottom row full: the top row's next space shows 1 VP
    assert s.nobles[0] == [0, 0, 0, 1] and bot.vp == 1


def test_alchemy_tile_takes_the_lowest_unmarked_technology():
    s, bot = solo()
    put(s, 1, 0, ALCHEMY, 2)
    bot.gold = 1
    bot.techs = [1]
    s.players[0].techs = [3]
    teotibot.TILES["alchemy"](s, bot)
    assert bot.techs == [1, 5] and bot.gold == 0 and s.players[0].vp == 0 and bot.temples == [1, 1, 2]


def test_alchemy_tile_takes_a_players_technology_when_no_other_is_left_and_the_player_scores():
    s, bot = solo()
    put(s, 1, 0, ALCHEMY, 2)
    bot.gold = 1
    bot.techs = [1, 3, 15, 17]
    s.players[0].techs = [5, 9]
    teotibot.TILES["alchemy"](s, bot)
    assert 5 in bot.techs and s.players[0].vp == 3


def test_alchemy_tile_failing_powers_up_the_weakest_worker_twice_without_moving():
    s, bot = solo()
    put(s, 1, 0, FOREST, 2)
    put(s, 1, 1, NOBLES, 3)
    teotibot.TILES["alchemy"](s, bot)
    assert bot.power[:2] == [4, 3] and s.layout[bot.pos[0]] == FOREST


def test_mastery_uses_the_strongest_worker_that_can_act():
    s, bot = solo()
    put(s, 1, 0, CONSTR, 4)  # no stone: cannot build
    put(s, 1, 1, GOLD, 3)
    teotibot.TILES["mastery"](s, bot)
    # Powered up to 4, then moved two boards from Gold (P7), skipping the Palace: Alchemy (P2).
    assert bot.gold == 2 and bot.power[1] == 4 and s.layout[bot.pos[1]] == ALCHEMY


def test_worship_tile_moves_on_unlocks_a_player_and_climbs_two_steps():
    s, bot = solo()
    put(s, 0, 0, GOLD, 2, locked_on=5)  # the player on Gold Deposits' space, next clockwise after Decorations
    bot.temples = [1, 1, 1]
    old = s.wdisc[3]
    top = s.dstack[-1]
    teotibot.TILES["worship"](s, bot)
    assert bot.lock[3] == 5 and s.worship[5] == 1 * 4 + 3 and s.layout[bot.pos[3]] == GOLD
    assert s.players[0].lock[0] == -1 and s.worship[6] == -1
    assert bot.temples[0] == 3  # blue: 2 steps, printed rewards (resources it has fewest of)
    assert (bot.gold, bot.stone, bot.wood) == (1, 1, 0)
    assert s.wdisc[3] == top and old in s.gone


def test_masks_tile_takes_the_rarest_mask_it_lacks_and_can_pay():
    s, bot = solo()
    bot.cocoa, bot.wood, bot.gold = 5, 5, 5
    s.wdisc = [5, 17, 1, 0, 8]  # Palace M4, Forest... ; Stone M2; Gold M1 (1 gold + 2 cocoa)
    bot.masks = [8]
    teotibot.TILES["masks"](s, bot)
    assert bot.masks == [8, 0] and (bot.cocoa, bot.gold) == (3, 4)
    assert s.wdisc[3] >= 0  # refilled at once


def test_a_player_displacing_teotibot_sends_its_worker_to_the_next_free_temple_space():
    s, bot = solo()
    put(s, 0, 0, CONSTR, 1)
    put(s, 0, 1, GOLD, 1, locked_on=5)
    s.players[0].cocoa = 1
    begin(s)
    play(s, "move:0", f"to:{POS[DECO]}", "wor:6")  # the Decorations space, Teotibot's
    assert s.players[0].cocoa == 0 and s.worship[6] == 0
    # Clockwise from Decorations (P5): Gold (P7) is taken by the player, then Stone (P1).
    assert bot.lock[3] == 4 and s.layout[bot.pos[3]] == STONE


def test_with_no_free_temple_space_it_takes_the_players_next_one_and_unlocks_it():
    s, bot = solo()
    put(s, 0, 0, CONSTR, 1)
    put(s, 0, 1, GOLD, 1, locked_on=5)
    put(s, 0, 2, STONE, 1, locked_on=4)
    s.players[0].pos[3], s.players[0].power[3], s.players[0].lock[3] = POS[FOREST], 1, 3
    s.worship[3] = 3
    s.players[0].cocoa = 1
    begin(s)
    play(s, "move:0", f"to:{POS[DECO]}", "wor:6")
    assert bot.lock[3] == 5 and s.players[0].lock[1] == -1


def test_its_ascension_always_takes_5_vp():
    s, bot = solo()
    put(s, 1, 0, STONE, 5)
    sun = s.sun
    teotibot.success(s, bot, POS[STONE])
    assert bot.vp == 5 and bot.avenue == 2 and s.sun == sun + 1
    assert bot.power[0] == 1 and bot.pos[0] == 1  # reborn on the Palace, then moved to the next board


def test_its_choices_of_temple_and_resource():
    s, bot = solo()
    bot.temples = [3, 5, 5]
    assert teotibot.bot_temple(s, bot) == 1  # highest; ties go left
    s.players[0].temples = [0, 11, 0]
    bot.temples = [3, 10, 5]
    assert teotibot.bot_temple(s, bot) == 2  # it cannot climb red
    bot.wood, bot.stone, bot.gold = 1, 1, 1
    assert teotibot.bot_resource(bot) == "gold"
    bot.gold = 2
    assert teotibot.bot_resource(bot) == "stone"


def test_season_5_it_always_buys_the_step_when_it_can_pay():
    s, bot = solo(seasons=True)
    s.seasons = [5, 1, 2]
    bot.cocoa = 2
    bot.temples = [1, 1, 4]
    rules.step_temple(s, bot, 0)
    assert bot.temples == [2, 1, 5] and bot.cocoa == 2  # green step 5 pays 2 cocoa back


def test_it_pays_no_salary_and_scores_its_end_points():
    s, bot = solo()
    s.eclipses, s.moon = 2, 8
    bot.temples = [10, 11, 3]
    bot.wood, bot.stone, bot.gold, bot.cocoa = 1, 2, 3, 4
    bot.techs = [1, 3]
    s.players[0].cocoa = 0
    rules.eclipse(s)
    rules._settle(s)
    assert s.is_over
    row = {r["seat"]: r for r in s.final["players"]}[1]
    assert row["bonus"] == 10 + 4 + 30


def test_the_player_needs_strictly_more_vp_than_teotibot():
    s, bot = solo()
    s.players[0].vp, s.players[0].points = 20, {"temples": 20}
    s.players[0].cocoa = 9
    bot.vp, bot.points, bot.techs = 20, {"temples": 20}, []
    assert final_scores(s)["winners"] == [1]
    s.players[0].vp, s.players[0].points = 21, {"temples": 21}
    assert final_scores(s)["winners"] == [0]


def test_seasons_3_4_7_do_not_change_teotibot():
    s, bot = solo(seasons=True)
    s.seasons = [7, 1, 2]
    put(s, 1, 0, FOREST, 2)
    teotibot.bot_move(s, bot, 0)
    assert s.layout[bot.pos[0]] == CONSTR  # one board, as always


def test_seasons_2_and_6_count_for_teotibot_season_3_does_not():
    s, bot = solo(seasons=True)
    s.seasons = [2, 1, 3]
    rules.step_avenue(s, bot)
    assert bot.vp == 2  # season 2: +2 VP for an Avenue step
    s.seasons = [3, 1, 2]
    put(s, 1, 0, STONE, 5)
    teotibot.success(s, bot, POS[STONE])
    assert not any(f["k"] == "s3" for f in s.stack) and bot.pos[0] == 1  # back on the Palace, then moved on
    s.seasons = [6, 1, 2]
    bot.pyramid = 2
    s.players[0].cocoa = 5
    rules.eclipse(s)
    row = [e for e in s.events if e["e"] == "eclipse"][-1]["rows"][1]
    assert row["pyramid"] == 10
