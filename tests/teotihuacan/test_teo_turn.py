"""The turn (summary "Tour d'un joueur", "Plateaux Action"): unlock or move 1-3 boards clockwise, then
collect cocoa, worship or the main action; X; unlocking for 3 cocoa; movement tiles and Tech 01.

Boards are the first game's: P0 Palace, P1 Stone, P2 Alchemy, P3 Forest, P4 Construction,
P5 Decorations, P6 Nobles, P7 Gold."""
import pytest

from helpers.teo_situations import POS, ask, begin, fresh, options, play, put
from teotihuacan import IllegalAction, rules
from teotihuacan import data as D

PALACE, FOREST, STONE, GOLD, ALCHEMY, NOBLES, DECO, CONSTR = D.BOARDS


def test_a_worker_moves_one_to_three_boards_clockwise():
    s = fresh(2)
    put(s, 0, 0, GOLD)  # P7: one further is the Palace (P0)
    begin(s)
    assert options(s) == ["move:0"]
    play(s, "move:0")
    assert options(s) == ["to:0", "to:1", "to:2"]


def test_workers_alike_are_one_choice_and_locked_ones_cannot_move():
    s = fresh(2)
    put(s, 0, 0, FOREST, 2)
    put(s, 0, 1, FOREST, 2)
    put(s, 0, 2, STONE, 1, locked_on=4)
    begin(s)
    assert options(s) == ["unlock", "move:0"]


def test_x_counts_colours_of_unlocked_workers_already_there_neutral_included():
    # Forest: the mover's own other die, two of player 2's, a neutral die: X = 3 colours.
    s = fresh(2)
    put(s, 0, 0, ALCHEMY)
    put(s, 0, 1, FOREST)
    put(s, 1, 0, FOREST)
    put(s, 1, 1, FOREST)
    s.neutral = [[POS[FOREST], 0, 1], [5, 6, 7]]
    begin(s)
    play(s, "move:0", f"to:{POS[FOREST]}")
    assert rules.x_cost(s, 0, POS[FOREST]) == 3
    play(s, "cocoa")  # collect X + 1
    assert s.players[0].cocoa == 4


def test_the_arriving_worker_and_locked_workers_do_not_count():
    s = fresh(2)
    put(s, 0, 0, ALCHEMY)
    put(s, 1, 0, FOREST, locked_on=3)
    begin(s)
    play(s, "move:0", f"to:{POS[FOREST]}")
    assert rules.x_cost(s, 0, POS[FOREST]) == 0
    play(s, "cocoa")
    assert s.players[0].cocoa == 1


def test_main_action_costs_x_cocoa_and_is_refused_without_it():
    s = fresh(2)
    put(s, 0, 0, ALCHEMY)
    put(s, 1, 0, FOREST)
    begin(s)
    play(s, "move:0", f"to:{POS[FOREST]}")
    assert "main" not in options(s)
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, "main")
    assert err.value.key == "teo.no.main" and err.value.info == {"n": 1, "cocoa": 0}
    assert s.to_json() == before  # nothing changes when an action is refused
    s.players[0].cocoa = 1
    play(s, "main")  # one worker of power 1 on the Forest: 1 cocoa
    assert (s.players[0].cocoa, s.players[0].wood) == (1, 0)


def test_free_unlock_is_a_whole_turn():
    s = fresh(2)
    put(s, 0, 0, FOREST, 1, locked_on=3)
    put(s, 0, 1, STONE, 1, locked_on=4)
    put(s, 0, 2, ALCHEMY)
    begin(s)
    play(s, "unlock")
    assert ask(s) == "done" and s.players[0].lock == [-1] * 4 and s.worship == [-1] * 7
    assert s.players[0].pos[:2] == [POS[FOREST], POS[STONE]]  # unlocked where they stood


def test_paying_3_cocoa_unlocks_during_a_turn_and_the_worker_then_counts_on_its_board():
    s = fresh(2)
    put(s, 0, 0, ALCHEMY)
    put(s, 0, 1, FOREST, 3, locked_on=3)
    s.players[0].cocoa = 4
    begin(s)
    assert options(s) == ["unlock", "unlock3", "move:0"]
    play(s, "move:0", f"to:{POS[FOREST]}")
    assert "unlock3" in options(s)
    play(s, "unlock3")
    assert s.players[0].cocoa == 1 and rules.x_cost(s, 0, POS[FOREST]) == 1
    play(s, "main")  # 2 workers, the weakest of power 1: 1 wood, then 1 power-up (a choice of two)
    assert (s.players[0].cocoa, s.players[0].wood) == (0, 1)
    assert options(s) == ["up:0", "up:1"]


def test_unlocking_for_3_cocoa_is_also_offered_at_the_end_of_the_turn():
    s = fresh(2)
    put(s, 0, 0, ALCHEMY)
    put(s, 0, 1, STONE)
    s.players[0].cocoa = 2
    begin(s)
    play(s, "move:0", f"to:{POS[FOREST]}", "wor:3", "ability")  # red step 1: 1 VP
    assert ask(s) == "done" and s.players[0].temples == [0, 1, 0]
    assert options(s) == ["end"]  # 2 cocoa: not enough
    s.players[0].cocoa = 3
    assert options(s) == ["end", "unlock3"]
    play(s, "unlock3", "end")
    assert s.players[0].lock == [-1] * 4


def test_tech_01_pays_a_cocoa_for_landing_on_or_passing_the_palace():
    s = fresh(2)
    put(s, 0, 0, GOLD)
    s.players[0].techs = [1]
    begin(s)
    play(s, "move:0", "to:1")  # Gold (P7) to Stone (P1): passes the Palace
    assert s.players[0].cocoa == 1
    s = fresh(2)
    put(s, 0, 0, PALACE)
    s.players[0].techs = [1]
    begin(s)
    play(s, "move:0", "to:2")  # starting on the Palace is not passing it (R12)
    assert s.players[0].cocoa == 0


def test_unlimited_move_reaches_any_board_and_is_used_up():
    s = fresh(2)
    put(s, 0, 0, STONE)
    s.players[0].discs = [48]  # unlimited move
    begin(s)
    play(s, "move:0")
    assert options(s) == ["to:2", "to:3", "to:4", "to:5:u", "to:6:u", "to:7:u", "to:0:u"]
    play(s, "to:0:u")
    assert s.players[0].discs == [] and s.players[0].used == [48] and s.players[0].pos[0] == 0


def test_double_move_takes_a_second_worker_from_the_same_board():
    s = fresh(2)
    put(s, 0, 0, STONE, 2)
    put(s, 0, 1, STONE, 3)
    put(s, 0, 2, ALCHEMY)
    s.players[0].discs = [42]
    begin(s)
    play(s, "move:0", f"to:{POS[FOREST]}")
    assert options(s) == ["also:1", "skip"]
    play(s, "also:1")
    assert s.players[0].pos[:2] == [POS[FOREST], POS[FOREST]]
    assert rules.x_cost(s, 0, POS[FOREST]) == 0  # neither arriving worker counts
    play(s, "main")  # 2 workers, the weakest of power 2: 2 wood
    assert s.players[0].wood == 2


@pytest.mark.parametrize("start,cocoa", [(GOLD, 2), (PALACE, 0)])
def test_tech_01_pays_a_cocoa_for_each_worker_of_a_double_move_passing_the_palace(start, cocoa):
    # Decision (docs/games/teotihuacan.md, "Where the sources are silent"): each worker moved is a
    # movement of its own, so both pay; workers starting on the Palace have not passed it (R12).
    s = fresh(2)
    put(s, 0, 0, start)
    put(s, 0, 1, start)
    s.players[0].techs = [1]
    s.players[0].discs = [42]  # the double move
    begin(s)
    play(s, "move:0", f"to:{POS[STONE] if start == GOLD else POS[FOREST]}", "also:1")
    assert s.players[0].cocoa == cocoa and s.players[0].used == [42]


def test_season_7_moves_two_to_four_boards():
    s = fresh(2, seasons=True)
    s.seasons = [7, 1, 2]
    put(s, 0, 0, STONE)
    begin(s)
    play(s, "move:0")
    assert options(s) == ["to:3", "to:4", "to:5"]


def test_season_4_leaves_the_players_own_workers_out_of_x():
    s = fresh(2, seasons=True)
    s.seasons = [4, 1, 2]
    put(s, 0, 0, ALCHEMY)
    put(s, 0, 1, FOREST)
    put(s, 1, 0, FOREST)
    begin(s)
    play(s, "move:0", f"to:{POS[FOREST]}")
    assert rules.x_cost(s, 0, POS[FOREST]) == 1
