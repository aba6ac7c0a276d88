"""The turn: begging, placing, retrieving, the first-player space (rulebook "Tours des joueurs")."""
import pytest

from tzolkin import data as D
from tzolkin import rules
from tzolkin.errors import IllegalAction

from helpers.tzolkin_situations import fresh, options, play

RED, BLUE, YELLOW, GREEN = 0, 1, 2, 3


def test_placement_example_one():
    # Red's worker from last round is on Palenque 1. Green places on Palenque (0, then 2) and Yaxchilan 0:
    # 0 + 0 + 2 for the spaces and 0 + 1 + 2 for three workers = 5 corn.
    s = fresh(first=GREEN, players=[{}, {}, {}, {"corn": 7, "workers": 4}], gears={"palenque": {1: RED}})
    play(s, "place:palenque", "place:palenque", "place:yaxchilan")
    assert s.gears["palenque"][:3] == [GREEN, RED, GREEN] and s.gears["yaxchilan"][0] == GREEN
    assert s.players[GREEN].corn == 2
    # A fourth worker would cost at least 3 more corn: not offered, and refused with the reason.
    assert options(s) == ["end"]
    with pytest.raises(IllegalAction, match="You need 1 more corn"):
        rules.apply(s, "place:tikal")


def test_placement_example_two():
    # Red places two workers on Palenque where 0-2 are taken: spaces 3 and 4 cost 3 + (4 + 1) = 8.
    s = fresh(first=RED, players=[{"corn": 8, "workers": 2}], gears={"palenque": {0: BLUE, 1: BLUE, 2: GREEN}})
    play(s, "place:palenque", "place:palenque")
    assert s.gears["palenque"][3:5] == [RED, RED] and s.players[RED].corn == 0
    assert options(s) == ["end"]  # no free worker left


def test_placement_cost_ruling_r3():
    # R3: Palenque 1 and 2 cost 1 + 2 + 1 = 4 corn.
    s = fresh(players=[{"corn": 4}], gears={"palenque": {0: BLUE}})
    play(s, "place:palenque", "place:palenque")
    assert s.players[RED].corn == 0


def test_cannot_pass_and_cannot_mix_placing_and_retrieving():
    s = fresh(players=[{"corn": 5}], gears={"tikal": {2: RED}})
    assert "end" not in options(s)
    with pytest.raises(IllegalAction, match="place or retrieve at least one"):
        rules.apply(s, "end")
    play(s, "place:uxmal")
    with pytest.raises(IllegalAction, match="cannot retrieve"):
        rules.apply(s, "retrieve:tikal:2")
    s = fresh(players=[{"corn": 5}], gears={"tikal": {2: RED}, "uxmal": {1: RED}})
    play(s, "retrieve:tikal:2", "act:0")
    with pytest.raises(IllegalAction, match="cannot place"):
        rules.apply(s, "place:palenque")
    assert "retrieve:uxmal:1" in options(s) and "end" in options(s)


def test_begging():
    s = fresh(players=[{"corn": 2}])
    assert {"beg:chaac", "beg:quetzalcoatl", "beg:kukulcan"} <= set(options(s))
    play(s, "beg:kukulcan")
    assert s.players[RED].corn == 3 and s.players[RED].temples == [0, 0, -1]
    assert not any(o.startswith("beg") for o in options(s))  # once per turn
    s = fresh(players=[{"corn": 3}])
    assert not any(o.startswith("beg") for o in options(s))
    with pytest.raises(IllegalAction, match="2 corn or fewer"):
        rules.apply(s, "beg:chaac")
    # Not on a temple where you are already at the bottom; not at all when at the bottom of all three.
    s = fresh(players=[{"corn": 0, "temples": [-1, 0, -1]}])
    assert [o for o in options(s) if o.startswith("beg")] == ["beg:quetzalcoatl"]
    # Begging only at the start of the turn.
    s = fresh(players=[{"corn": 1}])
    play(s, "place:palenque")
    assert not any(o.startswith("beg") for o in options(s))


def test_forced_beg_when_nothing_affordable_and_no_worker_out():
    blocked = {g: {0: BLUE} for g in D.GEARS}
    s = fresh(players=[{"corn": 0}], gears=blocked)
    s.start_space = GREEN
    assert options(s) == ["beg:chaac", "beg:quetzalcoatl", "beg:kukulcan"]
    play(s, "beg:chaac")
    assert "place:palenque" in options(s)  # space 1 now affordable


def test_pity_rule_at_the_bottom_of_every_temple():
    blocked = {g: {0: BLUE, 1: GREEN} for g in D.GEARS}
    s = fresh(players=[{"corn": 1, "temples": [-1, -1, -1]}], gears=blocked)
    s.start_space = GREEN
    # Cheapest spaces are all the 2s; the worker goes there and all the corn goes to the bank.
    assert options(s) == [f"place:{g}" for g in D.GEARS]
    play(s, "place:uxmal")
    assert s.gears["uxmal"][2] == RED and s.players[RED].corn == 0
    assert options(s) == ["end"]  # a single worker only


def test_no_worker_to_place_means_retrieve():
    s = fresh(players=[{"corn": 10}], gears={"tikal": {0: RED, 1: RED, 2: RED}})
    assert all(o.startswith("retrieve") for o in options(s))
    with pytest.raises(IllegalAction, match="no free worker"):
        rules.apply(s, "place:palenque")


def test_retrieval_example_yaxchilan():
    # Red retrieves from Yaxchilan 2 (1 corn + 1 stone, R1), then from 3 paying 1 corn to use action 2,
    # leaving the worker on 1 in place. Net: -1 corn, +2 stone, +2 corn.
    s = fresh(players=[{"corn": 0}], gears={"yaxchilan": {1: RED, 2: RED, 3: RED}})
    play(s, "retrieve:yaxchilan:2", "act:2", "retrieve:yaxchilan:3")
    assert "act:2" in options(s) and "act:3" in options(s)
    play(s, "act:2", "end")
    pl = s.players[RED]
    assert (pl.corn, pl.stone) == (1, 2) and s.gears["yaxchilan"][1] == RED


def test_order_matters_without_corn_to_step_back():
    s = fresh(players=[{"corn": 0}], gears={"yaxchilan": {3: RED}})
    play(s, "retrieve:yaxchilan:3")
    assert "act:2" not in options(s) and "act:3" in options(s) and "act:0" in options(s)
    with pytest.raises(IllegalAction, match="1 more corn"):
        rules.apply(s, "act:2")


def test_free_choice_spaces():
    s = fresh(players=[{"corn": 0}], gears={"yaxchilan": {6: RED}, "chichen": {10: RED}})
    play(s, "retrieve:yaxchilan:6")
    assert options(s) == ["act:1", "act:2", "act:3", "act:4", "act:5", "act:0"]
    play(s, "act:1", "retrieve:chichen:10")
    assert options(s) == ["act:0"]  # no skull, so no Chichen Itza action


def test_position_zero_gives_nothing():
    s = fresh(gears={"palenque": {0: RED}})
    play(s, "retrieve:palenque:0")
    assert options(s) == ["act:0"]


def test_first_player_space_costs_the_worker_surcharge():
    s = fresh(first=YELLOW, players=[{}, {}, {"corn": 3}, {}])
    s.calendar_corn = 4
    play(s, "place:tikal", "place:tikal")  # 0 + (1 + 1): one corn left
    # The start space would cost the third worker's surcharge of 2; the calendar corn cannot help.
    assert "place:start" not in options(s)
    with pytest.raises(IllegalAction, match="1 more corn"):
        rules.apply(s, "place:start")


def test_first_player_space_collects_corn_at_end_of_turn():
    s = fresh(first=YELLOW, players=[{}, {}, {"corn": 3}, {}])
    s.calendar_corn = 4
    play(s, "place:tikal", "place:start")
    assert s.players[YELLOW].corn == 3 - 1  # Tikal 0 + start space with surcharge 1
    assert "place:start" not in options(s)
    play(s, "end")
    assert s.players[YELLOW].corn == 2 + 4 and s.calendar_corn == 0


def test_rulebook_first_two_rounds():
    # "Exemple : les deux premières manches": Green, Blue, Red, Yellow in clockwise order, Green first.
    G, B, R, Y = 0, 1, 2, 3
    s = fresh(first=G, players=[{"corn": 6}, {"corn": 5}, {"corn": 8}, {"corn": 4}])
    play(s, "place:tikal", "place:yaxchilan", "place:palenque", "end")  # three 0s: 3 corn
    assert s.players[G].corn == 3
    play(s, "place:palenque", "place:palenque")  # Palenque 1 and 2: 4 corn
    assert s.players[B].corn == 1 and "place:palenque" not in options(s)  # no corn for the third
    play(s, "end")
    play(s, "place:yaxchilan", "place:yaxchilan", "place:tikal", "end")  # Yaxchilan 1, 2 and Tikal 1: 7 corn
    assert s.players[R].corn == 1
    play(s, "place:tikal", "place:start", "end")  # Tikal 2 and the first-player space: 3 corn
    assert s.players[Y].corn == 1
    # End of the round: Yellow takes the token and may advance the calendar one or two days.
    assert s.current_player == Y and options(s) == ["advance:1", "advance:2"]
    play(s, "advance:1")
    assert s.first_player == Y and s.day == 2 and s.start_space is None and not s.players[Y].dark_side
    # Round 2, Yellow first: Palenque 0 and 4 (Green on 1, Blue on 2 and 3): 0 + 4 + 1 = 5 corn.
    s.players[Y].corn = 5
    play(s, "place:palenque", "place:palenque", "end")
    assert s.gears["palenque"][:5] == [Y, G, B, B, Y] and s.players[Y].corn == 0
    # Green retrieves Yaxchilan 1 (1 wood), then Tikal 1 to advance Agriculture paying that wood.
    play(s, "retrieve:yaxchilan:1", "act:1", "retrieve:tikal:1", "act:1", "tech:agriculture", "end")
    assert s.players[G].techs[D.AGRICULTURE] == 1 and s.players[G].wood == 0
    assert s.gears["palenque"][1] == G  # left in place to harvest later
    # Blue places his last worker on Tikal 0 for free.
    play(s, "place:tikal", "end")
    assert s.gears["tikal"][0] == B and s.players[B].corn == 1
    # Red retrieves the worker that now gives 1 gold and 2 corn (Yaxchilan 3).
    play(s, "retrieve:yaxchilan:3", "act:3", "end")
    assert (s.players[R].gold, s.players[R].corn) == (1, 3)
    # Nobody took the first-player space: one corn goes on the calendar.
    assert s.calendar_corn == 1 and s.day == 3


def test_token_passes_left_when_holder_takes_the_space_again():
    s = fresh(first=BLUE, players=[{"corn": 5}] * 4)
    play(s, "place:start", "end", "place:tikal", "end", "place:tikal", "end", "place:tikal", "end")
    assert s.first_player == YELLOW  # Blue held it and took the space: it goes to the left
    play(s, "advance:1") if options(s) == ["advance:1", "advance:2"] else None
    assert s.current_player == YELLOW


def test_first_player_worker_comes_back_automatically():
    s = fresh(players=[{"corn": 5}, {"corn": 5}, {"corn": 5}, {"corn": 5}])
    play(s, "place:start", "end")
    assert s.free_workers(RED) == 2
    for _ in range(3):
        play(s, "place:uxmal", "end")
    play(s, "advance:1")
    assert s.free_workers(RED) == 3 and s.start_space is None
