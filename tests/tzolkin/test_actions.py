"""The actions of the five gears, technologies and temples (rulebook "Actions", "Technologies", "Temples")."""
import pytest

from tzolkin import data as D
from tzolkin import rules
from tzolkin.errors import IllegalAction

from helpers.tzolkin_situations import fresh, options, play

RED, BLUE = 0, 1


def retrieve(s, gear, pos, n):
    play(s, f"retrieve:{gear}:{pos}", f"act:{n}")


# --- Palenque ----------------------------------------------------------------------

def test_fishing_and_agriculture_on_fishing():
    s = fresh(gears={"palenque": {1: RED}})
    retrieve(s, "palenque", 1, 1)
    assert s.players[RED].corn == 3
    s = fresh(players=[{"techs": [2, 0, 0, 0]}], gears={"palenque": {1: RED}})
    retrieve(s, "palenque", 1, 1)
    assert s.players[RED].corn == 4


def test_palenque_example_wood_then_burn_or_step_back():
    # Red takes a wood tile with the worker on 3 (2 wood), then burns the forest with the worker on 4:
    # 7 corn and one temple step down.
    s = fresh(gears={"palenque": {1: RED, 3: RED, 4: RED}})
    retrieve(s, "palenque", 3, 3)
    assert options(s) == ["harvest:wood", "harvest:burn:chaac", "harvest:burn:quetzalcoatl", "harvest:burn:kukulcan"]
    play(s, "harvest:wood")
    retrieve(s, "palenque", 4, 4)
    play(s, "harvest:burn:quetzalcoatl")
    pl = s.players[RED]
    assert (pl.wood, pl.corn, pl.temples, pl.wood_tiles, pl.corn_tiles) == (2, 7, [0, -1, 0], 1, 1)
    assert s.jungle["3"] == [3, 1] and s.jungle["4"] == [3, 0]
    # Or: once the wood of group 3 is gone, pay 1 corn so the worker on 4 harvests the corn of 3.
    s = fresh(players=[{"corn": 1}], gears={"palenque": {3: RED, 4: RED}})
    retrieve(s, "palenque", 3, 3)
    play(s, "harvest:wood")
    retrieve(s, "palenque", 4, 3)
    assert options(s) == ["harvest:corn", "harvest:wood", "harvest:burn:chaac", "harvest:burn:quetzalcoatl",
                          "harvest:burn:kukulcan"]
    play(s, "harvest:corn")
    assert s.players[RED].corn == 1 - 1 + 5 and s.players[RED].temples == [0, 0, 0]


def test_palenque_two_is_corn_only_and_runs_out():
    s = fresh(n=2, players=[{}, {}], gears={"palenque": {2: RED, 6: RED, 7: RED}})
    retrieve(s, "palenque", 2, 2)
    assert s.players[RED].corn == 4  # no choice: corn tile
    retrieve(s, "palenque", 6, 2)
    assert s.jungle["2"] == [0, 0]
    play(s, "retrieve:palenque:7")
    assert "act:2" not in options(s)  # no tile left, no Agriculture 2


def test_burning_needs_a_temple_to_step_down():
    s = fresh(players=[{"temples": [-1, -1, -1]}], gears={"palenque": {3: RED}})
    retrieve(s, "palenque", 3, 3)  # only the wood is possible, so it is taken without asking
    assert s.players[RED].wood == 2 and s.players[RED].corn == 0


def test_agriculture_bonuses_on_harvest():
    for level, corn in [(0, 9), (1, 10), (2, 10), (3, 12)]:
        s = fresh(players=[{"techs": [level, 0, 0, 0]}], gears={"palenque": {5: RED}})
        s.jungle["5"] = [0, 4]
        retrieve(s, "palenque", 5, 5)  # the only choice: corn tile
        assert s.players[RED].corn == corn, level


def test_agriculture_two_harvests_without_a_tile():
    s = fresh(players=[{"techs": [2, 0, 0, 0]}], gears={"palenque": {4: RED}})
    s.jungle["4"] = [0, 0]
    retrieve(s, "palenque", 4, 4)  # the only choice: corn without a tile
    assert s.players[RED].corn == 8 and s.players[RED].corn_tiles == 0
    # With a corn tile showing, the tile must be taken.
    s = fresh(players=[{"techs": [2, 0, 0, 0]}], gears={"palenque": {4: RED}})
    s.jungle["4"] = [0, 1]
    retrieve(s, "palenque", 4, 4)
    assert s.players[RED].corn_tiles == 1 and s.jungle["4"] == [0, 0]


def test_extraction_one_adds_wood_on_palenque():
    s = fresh(players=[{"techs": [0, 1, 0, 0]}], gears={"palenque": {5: RED}})
    retrieve(s, "palenque", 5, 5)
    play(s, "harvest:wood")
    assert s.players[RED].wood == 5


# --- Yaxchilan ----------------------------------------------------------------------

@pytest.mark.parametrize("n, ext, theo, expect", [
    (1, 0, 0, {"wood": 1}), (1, 1, 0, {"wood": 2}),
    (2, 0, 0, {"stone": 1, "corn": 1}), (2, 2, 0, {"stone": 2, "corn": 1}),
    (3, 0, 0, {"gold": 1, "corn": 2}), (3, 3, 0, {"gold": 2, "corn": 2}),
    (4, 0, 0, {"skulls": 1}), (4, 0, 3, {"skulls": 2}),
    (5, 0, 0, {"stone": 1, "gold": 1, "corn": 2}), (5, 3, 0, {"stone": 2, "gold": 2, "corn": 2}),
])
def test_yaxchilan(n, ext, theo, expect):
    s = fresh(players=[{"techs": [0, ext, 0, theo]}], gears={"yaxchilan": {n: RED}})
    retrieve(s, "yaxchilan", n, n)
    pl = s.players[RED]
    got = {k: getattr(pl, k) for k in ("corn", "wood", "stone", "gold", "skulls") if getattr(pl, k)}
    assert got == expect


def test_skulls_are_limited_to_thirteen():
    s = fresh(players=[{"techs": [0, 0, 0, 3]}], gears={"yaxchilan": {4: RED, 5: RED}})
    s.skull_supply = 1
    s.players[BLUE].skulls = 12
    retrieve(s, "yaxchilan", 4, 4)
    assert s.players[RED].skulls == 1 and s.skull_supply == 0
    play(s, "retrieve:yaxchilan:5")
    assert "act:4" not in options(s)  # no effect any more


# --- Tikal ------------------------------------------------------------------------

def test_tikal_example_two_technologies_then_two_buildings():
    s = fresh(players=[{"wood": 3}], gears={"tikal": {3: RED, 4: RED}})
    s.display = [1, 9, 13, 14, 6, 7]  # farm (1 wood), Agriculture (2 wood)...
    retrieve(s, "tikal", 3, 3)
    play(s, "tech:agriculture", "tech:extraction")
    assert s.players[RED].techs == [1, 1, 0, 0] and s.players[RED].wood == 1
    s.players[RED].wood, s.players[RED].stone = 3, 1
    retrieve(s, "tikal", 4, 4)
    play(s, "build:1")
    assert "stop" in options(s) and not any(o.startswith("monument") for o in options(s))
    play(s, "build:9")
    pl = s.players[RED]
    assert pl.buildings == [1, 9] and pl.wood == 0 and pl.techs[D.AGRICULTURE] == 2 and pl.feed_free == 1
    play(s, "end")
    assert None not in s.display and len(s.deck1) == 6  # two refilled from the Age I pile


def test_tikal_three_may_stop_after_one():
    s = fresh(players=[{"wood": 1}], gears={"tikal": {3: RED}})
    retrieve(s, "tikal", 3, 3)
    play(s, "tech:theology")
    assert s.stack[-1]["k"] == "turn"  # nothing affordable: the second level is skipped


def test_technology_costs_and_payment_choice():
    s = fresh(players=[{"wood": 1, "stone": 1, "gold": 1, "techs": [1, 0, 0, 0]}], gears={"tikal": {1: RED}})
    retrieve(s, "tikal", 1, 1)
    play(s, "tech:agriculture")
    assert options(s) == ["pay:1gold+1stone", "pay:1gold+1wood", "pay:1stone+1wood"]
    play(s, "pay:1gold+1wood")
    pl = s.players[RED]
    assert (pl.wood, pl.stone, pl.gold, pl.techs[0]) == (0, 1, 0, 2)


def test_technology_level_three_costs_three_and_bonus_costs_one():
    s = fresh(players=[{"stone": 3, "techs": [2, 0, 0, 0]}], gears={"tikal": {1: RED, 2: RED}})
    retrieve(s, "tikal", 1, 1)
    play(s, "tech:agriculture")
    assert s.players[RED].techs[0] == 3 and s.players[RED].stone == 0


@pytest.mark.parametrize("track, check", [
    ("agriculture", lambda s, pl: pl.temples == [0, 0, 1]),
    ("extraction", lambda s, pl: (pl.wood, pl.gold) == (1, 1)),
    ("architecture", lambda s, pl: pl.vp == 3),
    ("theology", lambda s, pl: pl.skulls == 1 and s.skull_supply == 12),
])
def test_technology_bonus_beyond_level_three(track, check):
    s = fresh(players=[{"stone": 1, "techs": [3, 3, 3, 3]}], gears={"tikal": {1: RED}})
    retrieve(s, "tikal", 1, 1)
    play(s, f"tech:{track}")
    if track == "agriculture":
        play(s, "temple:kukulcan")
    if track == "extraction":
        play(s, "resource:wood", "resource:gold")
    pl = s.players[RED]
    assert pl.stone == 0 and pl.techs == [3, 3, 3, 3] and check(s, pl)


def test_tikal_five_pays_one_resource_for_two_temples():
    s = fresh(players=[{"wood": 1, "gold": 1}], gears={"tikal": {5: RED}})
    retrieve(s, "tikal", 5, 5)
    assert options(s) == ["pay:1gold", "pay:1wood"]
    play(s, "pay:1wood")
    assert options(s) == ["temples:chaac:quetzalcoatl", "temples:chaac:kukulcan", "temples:quetzalcoatl:kukulcan"]
    play(s, "temples:chaac:kukulcan")
    assert s.players[RED].temples == [1, 0, 1] and s.players[RED].wood == 0


def test_architecture_applies_to_one_of_two_buildings_only():
    # R5: with Architecture 1 and 2, one building earns 1 corn + 2 VP, the other nothing.
    s = fresh(players=[{"wood": 4, "techs": [0, 0, 2, 0]}], gears={"tikal": {4: RED}})
    s.display = [1, 2, 9, 13, 14, 6]
    retrieve(s, "tikal", 4, 4)
    play(s, "build:1", "build:9")
    pl = s.players[RED]
    assert (pl.corn, pl.vp, pl.wood) == (1, 2, 1)


def test_architecture_gained_on_the_first_building_helps_the_second():
    # Build the Architecture building first (without its benefits), then the second with Architecture 3.
    s = fresh(players=[{"wood": 3, "gold": 1, "techs": [0, 0, 2, 0]}], gears={"tikal": {4: RED}})
    s.display = [13, 10, 1, 2, 3, 9]
    retrieve(s, "tikal", 4, 4)
    play(s, "build:13:plain")
    assert s.players[RED].techs[D.ARCHITECTURE] == 3
    play(s, "build:10")  # 3 wood less one: 2 wood, plus 1 corn and 2 VP
    pl = s.players[RED]
    assert (pl.wood, pl.corn, pl.vp, pl.stone) == (1, 1, 2, 1)


def test_architecture_three_discount_choice_at_tikal():
    s = fresh(players=[{"wood": 2, "stone": 1, "techs": [0, 0, 3, 0]}], gears={"tikal": {2: RED}})
    s.display = [6, 1, 2, 3, 4, 5]  # 2 wood + 1 stone
    retrieve(s, "tikal", 2, 2)
    play(s, "build:6")
    assert sorted(options(s)) == ["pay:1stone+1wood", "pay:2wood"]
    play(s, "pay:2wood")
    assert (s.players[RED].wood, s.players[RED].stone) == (0, 1)


def test_monument_only_at_tikal_four_and_not_replaced():
    s = fresh(players=[{"gold": 4, "skulls": 1}], gears={"tikal": {4: RED}})
    s.monuments = [13, 2]
    s.skull_supply = 12
    retrieve(s, "tikal", 4, 4)
    play(s, "monument:13")
    pl = s.players[RED]
    assert pl.monuments == [13] and s.monuments == [2] and pl.gold == 0 and pl.skulls == 0
    assert s.skull_supply == 13  # the paid skull returns to the bank
    assert s.stack[-1]["k"] == "turn"  # a monument is the whole action


def test_building_effects_temples_and_extra_build():
    s = fresh(players=[{"wood": 2, "gold": 1}], gears={"tikal": {2: RED}})
    s.display = [8, 1, 9, 13, 14, 6]
    retrieve(s, "tikal", 2, 2)
    play(s, "build:8", "temple:chaac")
    assert "stop" in options(s)  # the extra building is optional
    play(s, "build:1")
    assert s.players[RED].buildings == [8, 1] and s.players[RED].temples == [1, 0, 0]


# --- Uxmal --------------------------------------------------------------------------

def test_uxmal_one_offering():
    s = fresh(players=[{"corn": 3}], gears={"uxmal": {1: RED}})
    retrieve(s, "uxmal", 1, 1)
    play(s, "temple:quetzalcoatl")
    assert s.players[RED].corn == 0 and s.players[RED].temples == [0, 1, 0]
    s = fresh(players=[{"corn": 2}], gears={"uxmal": {1: RED}})
    play(s, "retrieve:uxmal:1")
    assert options(s) == ["act:0"]


def test_market_both_ways_any_number_of_times():
    s = fresh(players=[{"corn": 5, "gold": 1}], gears={"uxmal": {2: RED}})
    retrieve(s, "uxmal", 2, 2)
    play(s, "trade:sell:gold", "trade:buy:stone", "trade:buy:stone", "done")
    pl = s.players[RED]
    assert (pl.corn, pl.stone, pl.gold) == (3, 2, 0)


def test_uxmal_three_extra_worker_up_to_six():
    s = fresh(gears={"uxmal": {3: RED, 4: RED}})
    retrieve(s, "uxmal", 3, 3)
    assert s.players[RED].workers == 4 and s.free_workers(RED) == 3  # the new worker arrives free
    s.players[RED].workers = 6
    play(s, "retrieve:uxmal:4")
    assert "act:3" not in options(s)


def test_uxmal_four_builds_with_corn():
    # Example: a 1 stone + 1 gold building costs 4 corn; Architecture 1 gives 1 corn back.
    s = fresh(players=[{"corn": 4, "techs": [0, 0, 1, 0]}], gears={"uxmal": {4: RED}})
    s.display = [14, 1, 2, 3, 4, 5]
    retrieve(s, "uxmal", 4, 4)
    play(s, "build:14")
    pl = s.players[RED]
    assert pl.corn == 1 and pl.buildings == [14] and pl.techs[D.THEOLOGY] == 1 and pl.temples[2] == 1
    s = fresh(players=[{"corn": 2, "techs": [0, 0, 3, 0]}], gears={"uxmal": {4: RED}})
    s.display = [14, 1, 2, 3, 4, 5]
    retrieve(s, "uxmal", 4, 4)
    play(s, "build:14")  # 4 corn - 2 (Architecture 3) + 1 (Architecture 1) ; +2 VP
    assert s.players[RED].corn == 1 and s.players[RED].vp == 2


def test_uxmal_five_any_other_action_for_one_corn():
    s = fresh(players=[{"corn": 1}], gears={"uxmal": {5: RED}})
    retrieve(s, "uxmal", 5, 5)
    opts = options(s)
    assert "any:yaxchilan:1" in opts and "any:palenque:1" in opts
    assert not any(o.startswith("any:chichen") for o in opts) and "any:uxmal:5" not in opts
    assert "any:uxmal:1" not in opts  # would need 3 more corn
    play(s, "any:yaxchilan:5")
    pl = s.players[RED]
    assert (pl.corn, pl.stone, pl.gold) == (2, 1, 1)
    s = fresh(players=[{"corn": 0}], gears={"uxmal": {5: RED}})
    play(s, "retrieve:uxmal:5")
    assert "act:5" not in options(s)


# --- Chichen Itza -------------------------------------------------------------------

def test_chichen_itza_example():
    # Red retrieves from 7, pays 1 corn for action 6: skull on 6, 8 VP, Kukulcan +1, a resource (gold).
    s = fresh(players=[{"corn": 1, "skulls": 1}], gears={"chichen": {7: RED}})
    s.skull_supply = 12
    retrieve(s, "chichen", 7, 6)
    play(s, "resource:gold")
    pl = s.players[RED]
    assert (pl.corn, pl.skulls, pl.vp, pl.gold, pl.temples) == (0, 0, 8, 1, [0, 0, 1])
    assert s.skull_slots[5] == RED


def test_chichen_slots_are_used_once():
    s = fresh(players=[{"skulls": 2}], gears={"chichen": {3: RED, 10: RED}})
    s.skull_supply = 11
    retrieve(s, "chichen", 3, 3)
    play(s, "retrieve:chichen:10")
    assert "act:3" not in options(s) and "act:9" in options(s)


@pytest.mark.parametrize("slot", range(1, 10))
def test_every_skull_slot(slot):
    vp, temple, extra = D.SKULL_SLOTS[slot]
    s = fresh(players=[{"skulls": 1}], gears={"chichen": {slot: RED}})
    s.skull_supply = 12
    retrieve(s, "chichen", slot, slot)
    if extra:
        play(s, "resource:stone")
    pl = s.players[RED]
    assert pl.vp == vp and pl.temples[temple] == 1 and pl.stone == (1 if extra else 0)


def test_theology_one_uses_the_next_space_for_free():
    s = fresh(players=[{"skulls": 1, "techs": [0, 0, 0, 1]}], gears={"chichen": {4: RED}})
    s.skull_supply = 12
    play(s, "retrieve:chichen:4")
    assert options(s) == ["act:4", "act:5", "act:0"]  # lower ones would cost corn
    play(s, "act:5")
    assert s.players[RED].vp == 8 and s.players[RED].corn == 0


def test_theology_two_pays_a_resource_for_a_temple_after_a_skull():
    s = fresh(players=[{"skulls": 1, "techs": [0, 0, 0, 2]}], gears={"chichen": {8: RED}})
    s.skull_supply = 12
    retrieve(s, "chichen", 8, 8)
    play(s, "resource:wood")  # the resource just gained may pay for it
    assert options(s) == ["pay:1wood", "skip"]
    play(s, "pay:1wood", "temple:chaac")
    assert s.players[RED].temples == [1, 1, 0] and s.players[RED].wood == 0


# --- Temples ------------------------------------------------------------------------

def test_top_step_is_for_one_player_and_reaching_it_turns_the_board_light():
    s = fresh(players=[{"temples": [4, 0, 0], "dark_side": True, "corn": 6}], gears={"uxmal": {1: RED, 6: RED}})
    retrieve(s, "uxmal", 1, 1)
    play(s, "temple:chaac")
    assert s.players[RED].temples[0] == 5 and not s.players[RED].dark_side
    s.players[BLUE].temples = [4, 0, 0]
    assert not rules.can_step_up(s, s.players[BLUE], D.CHAAC)
    rules.step_up(s, s.players[BLUE], D.CHAAC)
    assert s.players[BLUE].temples[0] == 4  # nothing happens
    play(s, "retrieve:uxmal:6", "act:1")
    assert options(s) == ["temple:quetzalcoatl", "temple:kukulcan"]


def test_unknown_move_is_refused_with_a_reason():
    s = fresh()
    with pytest.raises(IllegalAction, match="no gear called"):
        rules.apply(s, "place:atlantis")
    with pytest.raises(IllegalAction, match="not possible now"):
        rules.apply(s, "temple:chaac")
    with pytest.raises(IllegalAction):
        rules.apply(s, "")


def test_uxmal_four_counts_the_corn_spent_stepping_back():
    # A 1 stone + 1 gold building costs 4 corn at Uxmal 4; from Uxmal 5 the step back costs 1 more.
    for corn, offered in [(4, False), (5, True)]:
        s = fresh(players=[{"corn": corn}], gears={"uxmal": {5: RED}})
        s.display = [14, None, None, None, None, None]
        play(s, "retrieve:uxmal:5")
        assert ("act:4" in options(s)) == offered, corn
