"""Food days, rewards, the calendar, the first-player space's double advance and the end of the game."""
import pytest

from tzolkin import data as D
from tzolkin import rules
from tzolkin.scoring import final_scores, format_points, monument_points
from tzolkin.state import NEUTRAL

from helpers.tzolkin_situations import fresh, options, play

RED, BLUE, YELLOW, GREEN = 0, 1, 2, 3


def finish_round(s):
    """Every remaining player of the round places one worker (or takes one back) and ends."""
    day = s.day
    while s.day == day and not s.is_over:
        if s.stack[-1]["k"] == "advance":
            play(s, "advance:1")
            continue
        seat = s.current_player
        s.players[seat].corn = max(s.players[seat].corn, 20)
        s.players[seat].workers = max(s.players[seat].workers, 3)
        places = [a for a in options(s) if a.startswith("place:") and a != "place:start"]
        if places:
            play(s, places[0], "end")
        else:
            play(s, next(a for a in options(s) if a.startswith("retrieve:")), "act:0", "end")


# --- feeding --------------------------------------------------------------------------

def test_feeding_as_many_as_possible():
    # 3 workers and 5 corn: 2 fed for 4 corn, 1 corn kept, -3 VP.
    s = fresh()
    pl = s.players[RED]
    pl.corn = 5
    result = rules.feed(s, pl)
    assert (pl.corn, pl.vp, result["unfed"]) == (1, -3, 1)


def test_farms_example():
    # Rulebook: two workers need no corn and every other needs 1: five workers cost 3 corn.
    s = fresh()
    pl = s.players[RED]
    pl.workers, pl.corn, pl.feed_free, pl.feed_less = 5, 10, 2, 1
    rules.feed(s, pl)
    assert pl.corn == 7 and pl.vp == 0
    pl.feed_less = 2  # two collective farms: feeding costs nothing
    rules.feed(s, pl)
    assert pl.corn == 7


def test_farm_buildings_set_feeding():
    s = fresh(players=[{"wood": 7}], gears={"tikal": {4: RED}})
    s.display = [1, 4, 2, 3, 5, 6]
    play(s, "retrieve:tikal:4", "act:4", "build:1", "build:4")
    pl = s.players[RED]
    assert (pl.feed_free, pl.feed_less) == (1, 1)
    assert rules.food_needs(s, pl) == [0, 1, 1]  # one worker fed by the farm, every worker 1 corn less


# --- rewards --------------------------------------------------------------------------

def rulebook_temples(s):
    # Red: Chaac 1, Quetzalcoatl 0, Kukulcan 5; Blue: 3, 0, 3; Yellow: 3, 0, -1.
    s.players[0].temples = [1, 0, 5]
    s.players[1].temples = [3, 0, 3]
    s.players[2].temples = [3, 0, -1]


def test_mid_age_rewards_example():
    s = fresh(n=3, players=[{}, {}, {}])
    rulebook_temples(s)
    rules.mid_age_rewards(s)
    red, blue, yellow = s.players
    assert (red.stone, red.wood, red.skulls) == (1, 2, 1)
    assert (blue.stone, blue.wood, blue.skulls) == (2, 2, 0)
    assert (yellow.stone, yellow.wood) == (2, 0)


def test_mid_age_skulls_only_if_enough_for_everyone():
    s = fresh(n=3, players=[{}, {}, {}])
    for pl in s.players:
        pl.temples = [0, 0, 4]
    s.skull_supply = 2
    s.players[0].skulls = 11
    rules.mid_age_rewards(s)
    assert [p.skulls for p in s.players] == [11, 0, 0] and s.skull_supply == 2
    assert all(p.wood == 2 for p in s.players)


def test_end_of_age_points_example():
    # Rulebook: end of Age I 16 / 15 / 7; end of the game 18 / 15 / 7 (ties share half the bonus).
    s = fresh(n=3, players=[{}, {}, {}])
    rulebook_temples(s)
    assert rules.temple_points(s, final=False) == [16, 15, 7]
    assert rules.temple_points(s, final=True) == [18, 15, 7]


# --- the calendar ----------------------------------------------------------------------

def test_food_days_fall_on_days_8_14_21_27_and_the_age_changes_at_the_second():
    s = fresh(players=[{"corn": 50}, {"corn": 50}, {"corn": 50}, {"corn": 50}])
    food_days = []
    while not s.is_over:
        before = s.food_days_done
        day = s.day
        finish_round(s)
        if s.food_days_done > before:
            food_days.append(day)
        if day == 14:
            assert s.age == 2 and all(D.BUILDINGS[b]["age"] == 2 for b in s.display if b is not None)
    assert food_days == [8, 14, 21, 27]
    assert s.final is not None


def test_workers_leave_the_gear_after_the_last_space_and_neutral_workers_stay():
    s = fresh(n=2, players=[{"corn": 20}, {"corn": 20}], gears={"tikal": {7: RED}, "chichen": {10: BLUE}})
    s.gears["uxmal"][7] = NEUTRAL
    s.gears["uxmal"][9] = NEUTRAL
    finish_round(s)
    assert RED not in s.gears["tikal"] and BLUE not in s.gears["chichen"]
    assert s.gears["uxmal"][8] == NEUTRAL and s.gears["uxmal"][0] == NEUTRAL


def test_calendar_corn_piles_up_until_taken():
    s = fresh()
    finish_round(s)
    finish_round(s)
    assert s.calendar_corn == 2


def test_double_advance_once_then_board_dark():
    s = fresh(first=RED, players=[{"corn": 5}, {"corn": 5}, {"corn": 5}, {"corn": 5}])
    play(s, "place:start", "end")
    for _ in range(3):
        play(s, "place:uxmal", "end")
    play(s, "advance:2")
    assert s.day == 3 and s.players[RED].dark_side
    # Next time Red takes the space, there is no choice.
    play(s, "place:start", "end")
    finish_round(s)
    assert s.day == 4


def test_double_advance_blocked_by_a_worker_on_space_six():
    # R8: a player's worker on 6 would be pushed off without reaching 7.
    s = fresh(first=RED, players=[{"corn": 5}, {"corn": 5}, {"corn": 5}, {"corn": 5}], gears={"tikal": {5: BLUE}})
    play(s, "place:start", "end")
    for _ in range(3):
        play(s, "place:uxmal", "end")
    # Blue's worker went 5 -> (advance) ... it is on 5 during the round: advancing twice moves it to 7: allowed.
    assert options(s) == ["advance:1", "advance:2"]
    s = fresh(first=RED, players=[{"corn": 5}, {"corn": 5}, {"corn": 5}, {"corn": 5}],
              gears={"chichen": {9: BLUE}})
    play(s, "place:start", "end")
    for _ in range(3):
        play(s, "place:uxmal", "end")
    assert s.day == 2 and s.stack[-1]["k"] == "turn"  # advanced one day without asking
    s = fresh(first=RED, players=[{"corn": 5}, {"corn": 5}, {"corn": 5}, {"corn": 5}])
    s.gears["tikal"][6] = NEUTRAL  # neutral workers never leave: they do not block
    play(s, "place:start", "end")
    for _ in range(3):
        play(s, "place:uxmal", "end")
    assert options(s) == ["advance:1", "advance:2"]


def test_double_advance_over_a_food_day_plays_it_next_round():
    # R7: from day 7, advancing two days skips day 8; day 9 is then played as the food day.
    s = fresh(first=RED, players=[{"corn": 9}, {"corn": 9}, {"corn": 9}, {"corn": 9}])
    s.tooth = 6
    play(s, "place:start", "end")
    for _ in range(3):
        play(s, "place:uxmal", "end")
    play(s, "advance:2")
    assert s.day == 9 and s.is_food_day() and s.next_food_day() == (0, D.MID_AGE)
    finish_round(s)
    assert s.food_days_done == 1 and s.day == 10 and not s.is_food_day()
    assert s.next_food_day() == (4, D.END_OF_AGE)


def test_first_round_is_not_a_food_day():
    s = fresh()
    assert not s.is_food_day() and s.next_food_day() == (7, D.MID_AGE)


# --- the end and final scoring ----------------------------------------------------------

def test_game_ends_after_the_fourth_food_day_with_one_more_advance():
    s = fresh(players=[{"corn": 9}, {"corn": 9}, {"corn": 9}, {"corn": 9}])
    s.tooth, s.food_days_done, s.age = 26, 3, 2
    s.gears["tikal"][7] = BLUE  # pushed off by the final advance (R14)
    finish_round(s)
    assert s.is_over and s.current_player is None and rules.legal_actions(s) == []
    assert BLUE not in s.gears["tikal"]
    assert s.final["players"][BLUE]["workers_on_gears"] == 1  # the Uxmal worker placed this round


def test_final_scoring_quarters_and_skulls():
    s = fresh(n=2, players=[{"corn": 5, "wood": 1, "stone": 1, "gold": 1, "skulls": 2, "vp": 40}, {"vp": 50}])
    result = final_scores(s)
    red = result["players"][RED]
    # 5 + 2 + 3 + 4 = 14 corn = 3.5 VP; 2 skulls = 6 VP.
    assert red["corn"] == 14 and red["skull_vp"] == 6
    assert red["total_quarters"] == 4 * 46 + 14 and format_points(red["total_quarters"]) == "49½"
    assert result["winners"] == [BLUE]


def test_tie_break_most_workers_on_gears_then_shared():
    s = fresh(n=2, players=[{"vp": 10}, {"vp": 10}], gears={"tikal": {1: RED}})
    assert final_scores(s)["winners"] == [RED]
    s.gears["uxmal"][2] = BLUE
    assert final_scores(s)["winners"] == [RED, BLUE]


@pytest.mark.parametrize("monument, setup, points", [
    (1, {"buildings": [6, 7], "monuments": [1]}, 12),
    (2, {"buildings": [1, 2, 9], "monuments": [2, 5]}, 10),
    (3, {"corn_tiles": 3}, 12),
    (4, {"wood_tiles": 2}, 8),
    (6, {"buildings": [9, 10, 1], "monuments": [6]}, 12),
    (7, {"techs": [3, 3, 1, 0]}, 20),
    (7, {"techs": [3, 3, 3, 3]}, 33),
    (8, {"techs": [3, 2, 1, 0]}, 18),
    (9, {"workers": 5}, 12),
    (9, {"workers": 3}, 0),
    (10, {"buildings": [13, 14, 27], "monuments": [10]}, 16),
    (11, {"temples": [5, -1, 2]}, 8 - 2 + 3),
    (12, {"temples": [1, 4, 2]}, 12),
])
def test_monument_scoring(monument, setup, points):
    s = fresh(n=4)
    pl = s.players[RED]
    for key, value in setup.items():
        setattr(pl, key, value)
    assert monument_points(s, pl, monument) == points


def test_monuments_counting_everyone():
    s = fresh(n=3, players=[{"monuments": [5]}, {"monuments": [1, 2]}, {}])
    assert monument_points(s, s.players[0], 5) == 3 * 5
    s.skull_slots[:4] = [0, 1, 2, 0]
    assert monument_points(s, s.players[0], 13) == 12


def test_points_in_quarters_read_correctly():
    assert [format_points(q) for q in (245, 0, 3, -101, -4)] == ["61¼", "0", "0¾", "-25¼", "-1"]
