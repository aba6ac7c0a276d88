"""Eclipses and the end (summary "Éclipse (score)", "Fin de partie"; components §9, R5-R8, R18, R19):
when they come, the scoring in the order of R7, salary, the calendar reset, temple bonus tiles, ties."""
import random

import pytest

from helpers.teo_situations import POS, ask, begin, fresh, options, play, put
from teotihuacan import Config, Game
from teotihuacan import data as D
from teotihuacan import rules
from teotihuacan.scoring import bonus_points, final_scores

PALACE, FOREST, STONE, GOLD, ALCHEMY, NOBLES, DECO, CONSTR = D.BOARDS


def board(n=2, **options_):
    """Every player with three workers of power 1 on the Palace."""
    s = fresh(n, **options_)
    for seat in range(n):
        for d in range(3):
            put(s, seat, d, PALACE)
    return s


def take_turn(s):
    """The seat on turn moves its first free die one board and collects cocoa."""
    seat = s.current_player
    d = rules.unlocked_dice(s.players[seat])[0]
    to = (s.players[seat].pos[d] + 1) % 8
    play(s, f"move:{d}", f"to:{to}", "cocoa", "end")
    return seat


def test_the_sun_reaching_the_moon_brings_an_eclipse_after_one_more_round():
    s = board(3)
    s.sun = s.moon - 1
    begin(s, 0)
    assert [take_turn(s) for _ in range(3)] == [0, 1, 2]  # the last player's turn moves the sun
    assert s.sun == s.moon and s.eclipse_left is not None
    assert [take_turn(s) for _ in range(3)] == [0, 1, 2]  # one more round...
    assert ask(s) == "salary" and s.current_player == 0  # ...then the eclipse, salaries last
    while ask(s) == "salary":
        play(s, options(s)[0], "end")  # each pays what they can and confirms
    assert s.eclipses == 1 and s.sun == 0 and s.moon == D.MOON_START[3] - 1


def test_an_eclipse_triggered_mid_round_finishes_the_round_then_plays_one_more():
    s = board(3)
    s.sun = s.moon - 1
    put(s, 0, 0, ALCHEMY, 5)
    put(s, 0, 1, FOREST)
    s.players[0].cocoa = 1
    begin(s, 0)
    play(s, "move:0", f"to:{POS[FOREST]}", "main", "up:0", "wheel:vp")  # ascension: the sun reaches the moon
    assert s.eclipse_left is not None
    play(s, "end")
    assert [take_turn(s) for _ in range(5)] == [1, 2, 0, 1, 2]
    while ask(s) == "salary":
        play(s, options(s)[0], "end")
    assert s.eclipses == 1


def ascension_at_the_moon(cocoa):
    """Dark Eclipse, 3 players: the first player's worker ascends as the sun stands before the moon
    (the sun reaches it), and the turn is about to end."""
    s = board(3, dark_eclipse=True)
    s.sun = s.moon - 1
    put(s, 0, 0, ALCHEMY, 5)
    put(s, 0, 1, FOREST)
    s.players[0].cocoa = cocoa
    begin(s, 0)
    play(s, "move:0", f"to:{POS[FOREST]}", "main", "up:0", "wheel:vp")
    return s


def test_dark_eclipse_comes_right_after_the_turn_that_triggered_it():
    s = ascension_at_the_moon(cocoa=1)
    play(s, "end")  # nobody has cocoa: no salary
    assert s.eclipses == 1 and s.current_player == 1


def scoring(s):
    rules.eclipse(s)
    rules._settle(s)
    return {r["seat"]: r for r in [e for e in s.events if e["e"] == "eclipse"][-1]["rows"]}


def test_avenue_scores_its_steps_times_the_lowest_visible_building_value():
    s = board(2)
    s.players[0].avenue, s.players[1].avenue = 4, 0
    s.buildings = 3  # spaces 1-4 visible: the lowest shows 4
    rows = scoring(s)
    assert rows[0]["avenue"] == 16 and rows[1]["avenue"] == 0


@pytest.mark.parametrize("taken,value", [(0, 5), (1, 5), (2, 4), (4, 3), (7, 2), (10, 1), (11, 1)])
def test_the_lowest_visible_building_value(taken, value):
    s = board(2)
    s.players[0].avenue = 1
    s.buildings = taken
    s.nobles = [[0] * min(taken, 5), [0] * max(0, min(taken - 5, 4)), [0] * max(0, taken - 9)]
    assert scoring(s)[0]["avenue"] == value


@pytest.mark.parametrize("eclipse,rate", [(0, 4), (1, 3), (2, 2)])
def test_pyramid_track_pays_4_3_2_per_step_and_its_leaders_4_more(eclipse, rate):
    s = board(3)
    s.eclipses, s.moon = eclipse, D.MOON_START[3] - eclipse
    for pl, steps in zip(s.players, (3, 3, 1), strict=True):
        pl.pyramid = steps
    rows = scoring(s)
    assert [rows[i]["pyramid"] for i in range(3)] == [3 * rate, 3 * rate, rate]
    assert [rows[i]["leader"] for i in range(3)] == [4, 4, 0]  # both leaders
    assert all(pl.pyramid == 0 for pl in s.players)  # back to 0


def test_no_leader_bonus_when_nobody_climbed_the_pyramid_track():
    s = board(2)
    rows = scoring(s)
    assert rows[0]["leader"] == rows[1]["leader"] == 0


def test_season_6_pays_5_4_3_per_pyramid_step():
    s = board(2, seasons=True)
    s.seasons = [6, 1, 2]
    s.players[0].pyramid = 2
    assert scoring(s)[0]["pyramid"] == 10


@pytest.mark.parametrize("masks,vp", [
    ([5, 8, 11], 6),              # the summary's example: a set of 3 different masks, 6 VP
    ([0], 1), ([0, 1], 3), ([0, 1, 3, 5, 8, 11, 14], 28),
    ([5, 6, 8], 3 + 1),           # M4 twice and M5: a set of 2 and a set of 1
    ([5, 6, 7, 8, 9], 3 + 3 + 1),
])
def test_masks_score_by_sets_of_different_masks_and_are_kept(masks, vp):
    s = board(2)
    s.players[0].masks = list(masks)
    assert scoring(s)[0]["masks"] == vp
    assert s.players[0].masks == masks


def test_salary_1_cocoa_per_worker_of_power_1_to_3_and_2_of_power_4_5():
    s = board(2)
    pl = s.players[0]
    pl.power[:3] = [3, 4, 5]
    pl.cocoa = 10
    s.players[1].cocoa = 10
    scoring(s)
    assert ask(s) == "salary" and s.current_player == 0
    assert options(s)[0] == "pay:5"  # 1 + 2 + 2; the 4th worker still on the wheel costs nothing
    play(s, "pay:5")
    assert pl.cocoa == 5


def test_each_unpaid_cocoa_costs_3_vp_and_the_score_stops_at_0():
    s = board(2)
    a, b = s.players
    a.cocoa, a.vp, a.points = 1, 10, {"temples": 10}
    b.cocoa, b.vp, b.points = 0, 4, {"temples": 4}
    scoring(s)
    play(s, "pay:1", "end")  # owes 3, pays 1: -6 VP
    assert a.vp == 4 and a.cocoa == 0
    assert b.vp == 0  # owes 3 cocoa with none: -9 VP, floored at 0


def test_salary_comes_after_the_scoring_so_the_floor_counts_the_eclipse_points():
    s = board(2)
    a = s.players[0]
    a.avenue = 2
    scoring(s)  # +10 VP from the Avenue first, then 3 cocoa owed with none: -9
    assert a.vp == 1


def test_salary_may_use_the_4_cocoa_tile_or_skip_with_the_free_cocoa_tile():
    s = board(2)
    a, b = s.players
    a.discs = [36]
    b.discs = [45]
    scoring(s)
    assert options(s) == ["pay:0", "use:cocoa4"]
    play(s, "use:cocoa4", "pay:3", "end")
    assert a.cocoa == 1 and a.vp == 0
    assert options(s) == ["pay:0", "use:free"]
    play(s, "use:free")
    assert b.vp == 0 and b.used == [45]


def first_chosen_salary(players=2, seed=0):
    """A whole game played with random choices up to the first salary with more than one way to pay."""
    game, rng = Game(Config(players), seed), random.Random(seed)
    while not (ask(game.state) == "salary" and len(game.legal_actions()) > 1):
        assert not game.is_over
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_a_salary_paid_waits_for_its_confirmation_and_undo_gives_back_the_cocoa_and_the_vp():
    game = first_chosen_salary()
    seat, s = game.current_player, game.state
    assert not game.can_undo()  # the salary is a turn of its own: the turn before it is committed
    cocoa, vp = s.players[seat].cocoa, s.players[seat].vp
    owed = rules.salary_owed(s, s.players[seat])
    most, less = game.legal_actions()[:2]  # e.g. pay:3, pay:2
    assert (most.kind, less.kind) == ("pay", "pay") and most.a == less.a + 1
    game.apply(most)
    pl = game.state.players[seat]
    assert ask(game.state) == "paid" and game.current_player == seat
    assert [str(a) for a in game.legal_actions()] == ["end"]
    assert pl.cocoa == cocoa - most.a and pl.vp == vp - min(vp, 3 * (owed - most.a))
    assert game.can_undo()
    game.undo()
    pl = game.state.players[seat]
    assert ask(game.state) == "salary" and (pl.cocoa, pl.vp) == (cocoa, vp)
    game.apply(less)
    game.apply("end")
    pl = game.state.players[seat]
    assert pl.cocoa == cocoa - less.a and pl.vp == vp - min(vp, 3 * (owed - less.a))
    assert not game.can_undo()  # confirmed: it cannot be taken back
    assert [e for e in game.state.events if e["e"] == "salary" and e["p"] == seat][-1]["paid"] == less.a


def test_a_salary_without_a_choice_is_paid_without_asking():
    s = board(2)
    a, b = s.players
    a.cocoa, b.cocoa = 5, 0
    scoring(s)
    play(s, "pay:3", "end")  # a chooses and confirms; b has nothing to pay with: done at once
    assert b.vp == 0 and ask(s) == "turn" and s.eclipses == 1


def test_a_turn_that_brings_its_own_salary_is_committed_before_the_salary():
    """Dark Eclipse: the first player's ascension brings the eclipse right after its turn, and the
    salaries begin with that same player. Ending the turn commits it: the salary cannot undo it."""
    s = ascension_at_the_moon(cocoa=4)
    turn_no = s.turn_no
    play(s, "end")
    assert ask(s) == "salary" and s.current_player == 0 and s.turn_no == turn_no + 1
    play(s, options(s)[0], "end")
    assert s.eclipses == 1 and s.current_player == 1


def test_between_eclipses_the_sun_restarts_the_moon_comes_closer_and_neutral_dice_are_drawn_again():
    s = board(2)
    s.sun = s.moon
    for pl in s.players:
        pl.cocoa = 10
    scoring(s)
    play(s, "pay:3", "end", "pay:3", "end")
    assert (s.eclipses, s.sun, s.moon) == (1, 0, 9)
    assert len(s.neutral) == 2 and all(len(set(n)) == 3 for n in s.neutral)
    assert s.current_player == 0 and ask(s) == "turn"


def test_seasons_change_after_eclipses_1_and_2():
    s = board(2, seasons=True)
    s.seasons = [2, 7, 4]
    assert s.season == 2
    for pl in s.players:
        pl.cocoa = 10
    scoring(s)
    play(s, "pay:3", "end", "pay:3", "end")
    assert s.season == 7


def test_the_third_eclipse_ends_the_game_with_the_temple_bonus_tiles():
    s = board(2)
    s.eclipses, s.moon = 2, 8
    s.bonus = [2, 3, 6]  # blue: 15 VP; red: 3 per Avenue step; green: workers
    a, b = s.players
    a.temples, a.avenue, a.cocoa = [10, 11, 9], 4, 10
    a.power[:3] = [1, 4, 5]
    b.cocoa = 10
    scoring(s)
    play(s, "pay:5", "end", "pay:3", "end")
    assert s.is_over
    row = {r["seat"]: r for r in s.final["players"]}
    assert row[0]["bonus"] == 15 + 12 and row[0]["sources"]["bonus_blue"] == 15
    assert s.final["winners"] == [0]


@pytest.mark.parametrize("tile,player,vp", [
    (0, {"masks": [5, 8, 11, 6]}, 6),                    # the best set of masks once more
    (1, {"techs": [1, 3, 5]}, 15),                       # 5 per technology
    (2, {}, 15),
    (3, {"avenue": 7}, 21),                              # 3 per Avenue step
    (4, {"temples": [10, 10, 11]}, 27),                  # 9 per bonus tile reached, this one included
    (5, {"discs": [17, 20], "used": [45], "masks": [0]}, 6),  # 2 per non-mask discovery tile
    (6, {"power": [1, 3, 4, 5], "pos": [0, 0, 0, -1]}, 4 + 4 + 9),  # workers in play
])
def test_temple_bonus_tiles(tile, player, vp):
    s = board(2)
    pl = s.players[0]
    for k, v in player.items():
        setattr(pl, k, v)
    assert bonus_points(s, pl, tile) == vp


def test_ties_go_to_most_cocoa_then_the_lower_order_token():
    s = board(3)
    for pl, (vp, cocoa) in zip(s.players, ((20, 3), (20, 5), (20, 5)), strict=True):
        pl.vp, pl.points, pl.cocoa = vp, {"temples": vp}, cocoa
    final = final_scores(s)
    assert final["ranking"] == [1, 2, 0] and final["winners"] == [1]
    s.options = {"dark_eclipse": True}  # Dark Eclipse: the higher token wins a tie
    assert final_scores(s)["ranking"] == [2, 1, 0]


def test_completing_the_pyramid_makes_the_coming_eclipse_the_last_at_its_own_rate():
    s = board(2)
    rules.pyramid_complete(s)
    assert s.final_eclipse and s.sun == s.moon
    s.players[0].pyramid = 2
    for pl in s.players:
        pl.cocoa = 5
    rows = scoring(s)
    assert rows[0]["pyramid"] == 8  # the first eclipse's rate, 4 (R5)
    play(s, "pay:3", "end", "pay:3", "end")
    assert s.is_over


def test_season_1_salary_is_1_cocoa_up_to_power_4():
    s = board(2, seasons=True)
    s.seasons = [1, 2, 3]
    s.players[0].power[:3] = [4, 4, 5]
    assert rules.salary_owed(s, s.players[0]) == 1 + 1 + 2
    s.seasons = [2, 1, 3]
    assert rules.salary_owed(s, s.players[0]) == 2 + 2 + 2


def test_without_the_blank_season_every_game_draws_among_seasons_1_to_7():
    from teotihuacan.setup import new_game
    for seed in range(40):
        seasons = new_game(2, seed, options={"seasons": True, "season_blank": False}).seasons
        assert len(set(seasons)) == 3 and 8 not in seasons
    assert any(8 in new_game(2, seed, options={"seasons": True}).seasons for seed in range(40))


def test_neutral_workers_are_drawn_again_after_each_eclipse_from_tiles_nobody_kept():
    s = board(2)
    s.kept = [[1, 2], [3, 4]]
    for pl in s.players:
        pl.cocoa = 10
    draws = []
    for _ in range(2):
        s.sun = s.moon
        scoring(s)
        play(s, "pay:3", "end", "pay:3", "end")
        tiles = [e for e in s.events if e["e"] == "neutrals"][-1]["tiles"]
        assert len(tiles) == 4 and not set(tiles) & {1, 2, 3, 4}
        draws.append(tiles)
    assert s.eclipses == 2 and s.moon == 8
