"""Every building tile: it can be built and does what its tile says."""
import pytest

from tzolkin import data as D

from helpers.tzolkin_situations import fresh, options, play

RED = 0
RICH = {"wood": 9, "stone": 9, "gold": 9, "corn": 20}


def build(bid, **player):
    s = fresh(players=[{**RICH, **player}], gears={"tikal": {2: RED}})
    s.display = [bid] + [b for b in D.BASE_BUILDINGS if b != bid][:5]
    play(s, "retrieve:tikal:2", "act:2", f"build:{bid}")
    return s


def settle_with_first_choice(s):
    while s.stack[-1]["k"] != "turn":
        opts = options(s)
        declines = [o for o in opts if o in ("done", "stop", "skip")]
        play(s, (declines or opts)[0])


def test_all_32_buildings_in_two_ages():
    ages = [b["age"] for b in D.BASE_BUILDINGS.values()]
    assert (ages.count(1), ages.count(2)) == (14, 18)
    families = [b["family"] for b in D.BASE_BUILDINGS.values()]
    assert {f: families.count(f) for f in D.FAMILIES} == {"farm": 8, "civic": 8, "funerary": 8, "sacred": 8}


@pytest.mark.parametrize("bid", sorted(D.BASE_BUILDINGS))
def test_each_building_can_be_built_and_resolves(bid):
    s = build(bid)
    settle_with_first_choice(s)
    pl = s.players[RED]
    assert pl.buildings[0] == bid
    cost = D.BUILDINGS[bid]["cost"]
    assert pl.wood <= 9 - cost.get("wood", 0) + 2  # paid (Extraction bonuses may give some back)


@pytest.mark.parametrize("bid, check", [
    (6, lambda pl: pl.temples == [1, 1, 0]),
    (7, lambda pl: pl.temples == [1, 0, 1]),
    (9, lambda pl: pl.techs[D.AGRICULTURE] == 1),
    (10, lambda pl: pl.techs[D.AGRICULTURE] == 1 and pl.stone == 9 - 0 + 1),
    (11, lambda pl: pl.techs[D.EXTRACTION] == 1 and pl.corn == 21),
    (12, lambda pl: pl.techs[D.EXTRACTION] == 1 and pl.gold == 10 and pl.stone == 8),
    (13, lambda pl: pl.techs[D.ARCHITECTURE] == 1 and pl.gold == 8),
    (14, lambda pl: pl.techs[D.THEOLOGY] == 1 and pl.temples == [0, 0, 1]),
    (15, lambda pl: pl.feed_free == 3),
    (4, lambda pl: pl.feed_less == 1),
    (19, lambda pl: pl.workers == 4 and pl.vp == 6),
    (20, lambda pl: pl.vp == 8),
    (22, lambda pl: pl.temples == [1, 1, 1] and pl.vp == 3),
    (26, lambda pl: pl.skulls == 1),
    (27, lambda pl: pl.temples == [2, 0, 0] and pl.vp == 2),
    (28, lambda pl: pl.techs[D.ARCHITECTURE] == 1 and pl.vp == 3),
    (29, lambda pl: pl.temples == [0, 0, 2] and pl.vp == 3),
    (30, lambda pl: pl.techs[D.THEOLOGY] == 1 and pl.temples == [1, 0, 1]),
    (32, lambda pl: pl.temples == [0, 2, 0] and pl.vp == 4),
])
def test_building_effects(bid, check):
    s = build(bid)
    settle_with_first_choice(s)
    assert check(s.players[RED])


def test_technology_buildings_give_a_free_level_of_choice():
    s = build(24)
    assert options(s) == ["tech:agriculture", "tech:extraction", "tech:architecture", "tech:theology"]
    play(s, "tech:theology")
    pl = s.players[RED]
    assert pl.techs == [0, 0, 0, 1] and (pl.wood, pl.stone, pl.gold) == (7, 8, 10)  # only the building paid
    s = build(31)
    play(s, "tech:architecture", "tech:architecture")
    assert s.players[RED].techs == [0, 0, 2, 0]


def test_market_building_then_points():
    s = build(18)
    play(s, "trade:sell:gold", "done")
    assert s.players[RED].corn == 24 and s.players[RED].vp == 6


def test_any_action_building_costs_one_corn_and_may_be_declined():
    s = build(21)
    assert "skip" in options(s) and "any:yaxchilan:4" in options(s)
    play(s, "any:yaxchilan:4")
    pl = s.players[RED]
    assert (pl.corn, pl.skulls, pl.vp) == (19, 1, 2)
    s = build(21)
    play(s, "skip")
    assert s.players[RED].corn == 20 and s.players[RED].vp == 2


def test_building_refill_stops_when_the_pile_is_empty():
    s = build(9)
    settle_with_first_choice(s)
    s.deck1 = []
    play(s, "end")
    assert s.display.count(None) == 1
