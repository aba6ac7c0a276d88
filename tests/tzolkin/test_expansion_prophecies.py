"""Prophecies: calamities while active, the price of a gain that may be declined, the scoring bands,
the timing (expansion rulebook "Prophéties" and appendix; components §8.2)."""
import pytest

from tzolkin import data as D
from tzolkin import rules
from tzolkin.describe import decision_text, describe

from helpers.tzolkin_situations import fresh, options, play

RED, BLUE, YELLOW, GREEN = 0, 1, 2, 3
P = ["prophecies"]


def active(key, modules=P, **kw):
    return fresh(modules=modules, prophecy=key, **kw)


# --- the calamities -----------------------------------------------------------------------------

def test_gold_shortage_at_yaxchilan_example():
    # Rulebook example: Yaxchilan 5 gives 1 gold, 1 stone and 2 corn; under Gold Shortage: either
    # 1 stone + 2 corn, or 1 gold + 1 stone + 1 corn (the corn of the action may pay for the gold).
    for answer, expected in (("decline", (0, 1, 2)), ("toll:1corn", (1, 1, 1))):
        s = active("gold_shortage", players=[{"corn": 0}], gears={"yaxchilan": {5: RED}})
        play(s, "retrieve:yaxchilan:5", "act:5")
        assert options(s) == ["toll:1corn", "decline"]
        play(s, answer)
        pl = s.players[RED]
        assert (pl.gold, pl.stone, pl.corn) == expected


def test_gold_shortage_with_extraction_three_gives_three_options():
    # Rulebook: Extraction 3 at Yaxchilan 5 normally gives 2 gold, 2 stone, 2 corn; under the calamity:
    # 2 stone + 2 corn, or 1 gold + 2 stone + 1 corn, or 2 gold + 2 stone.
    results = set()
    for answers in (("decline", "decline"), ("toll:1corn", "decline"), ("toll:1corn", "toll:1corn")):
        s = active("gold_shortage", players=[{"corn": 0, "techs": [0, 3, 0, 0]}], gears={"yaxchilan": {5: RED}})
        play(s, "retrieve:yaxchilan:5", "act:5", *answers)
        pl = s.players[RED]
        results.add((pl.gold, pl.stone, pl.corn))
    assert results == {(0, 2, 2), (1, 2, 1), (2, 2, 0)}


def test_gold_shortage_without_corn_the_gold_is_lost():
    s = active("gold_shortage", players=[{"corn": 0}], gears={"yaxchilan": {3: RED}})
    play(s, "retrieve:yaxchilan:3", "act:3")  # 1 gold + 2 corn: the corn pays
    play(s, "toll:1corn")
    assert (s.players[RED].gold, s.players[RED].corn) == (1, 1)


def test_market_purchases_are_not_gains_under_gold_shortage():
    s = active("gold_shortage", players=[{"corn": 4}], gears={"uxmal": {2: RED}})
    play(s, "retrieve:uxmal:2", "act:2", "trade:buy:gold")
    assert s.players[RED].gold == 1 and s.stack[-1]["k"] == "market"


def test_desecration_a_skull_costs_a_step_down_or_is_declined():
    s = active("desecration", gears={"yaxchilan": {4: RED}})
    play(s, "retrieve:yaxchilan:4", "act:4")
    assert options(s) == ["toll:chaac", "toll:quetzalcoatl", "toll:kukulcan", "decline"]
    play(s, "toll:kukulcan")
    assert s.players[RED].skulls == 1 and s.players[RED].temples == [0, 0, -1]
    s = active("desecration", gears={"yaxchilan": {4: RED}})
    play(s, "retrieve:yaxchilan:4", "act:4", "decline")
    assert s.players[RED].skulls == 0 and s.skull_supply == 13


def test_wrathful_gods_each_step_costs_one_corn():
    s = active("wrathful_gods", players=[{"corn": 4}], gears={"uxmal": {1: RED}})
    play(s, "retrieve:uxmal:1", "act:1", "temple:chaac")
    assert options(s) == ["toll:1corn", "decline"]
    play(s, "toll:1corn")
    assert s.players[RED].temples[0] == 1 and s.players[RED].corn == 0


def test_uxmal_one_is_not_offered_when_the_step_cannot_be_paid():
    s = active("wrathful_gods", players=[{"corn": 3}], gears={"uxmal": {1: RED}})
    play(s, "retrieve:uxmal:1")
    assert "act:1" not in options(s)
    s = active("angry_chaac", players=[{"corn": 3}], gears={"uxmal": {1: RED}})
    play(s, "retrieve:uxmal:1")
    assert "act:1" in options(s)  # Quetzalcoatl and Kukulcan are free
    play(s, "act:1")
    assert "temple:chaac" in options(s)


def test_wrathful_gods_without_corn_the_step_is_lost():
    s = active("wrathful_gods", players=[{"corn": 0, "stone": 1, "skulls": 1}], gears={"chichen": {1: RED}})
    play(s, "retrieve:chichen:1", "act:1")
    assert s.players[RED].vp == 4 and s.players[RED].temples == [0, 0, 0]


@pytest.mark.parametrize("key, temple", [("angry_chaac", 0), ("angry_quetzalcoatl", 1), ("angry_kukulcan", 2)])
def test_angry_god_a_step_on_that_temple_costs_one_resource(key, temple):
    s = active(key, players=[{"wood": 1, "stone": 1}], gears={"tikal": {5: RED}})
    other = (temple + 1) % 3
    pair = sorted((temple, other))
    play(s, "retrieve:tikal:5", "act:5", "pay:1wood", f"temples:{D.TEMPLE_KEYS[pair[0]]}:{D.TEMPLE_KEYS[pair[1]]}")
    assert s.players[RED].temples[other] == 1  # the other temple is free
    assert options(s) == ["toll:1stone", "decline"]
    play(s, "toll:1stone")
    assert s.players[RED].temples[temple] == 1 and s.players[RED].stone == 0


def test_forest_fires_one_wood_less():
    s = active("forest_fires", gears={"palenque": {4: RED}})
    play(s, "retrieve:palenque:4", "act:4", "harvest:wood")
    assert s.players[RED].wood == 2


def test_drought_one_corn_less_but_not_fishing():
    s = active("drought", gears={"palenque": {2: RED, 1: RED}})
    play(s, "retrieve:palenque:2", "act:2", "retrieve:palenque:1", "act:1")
    assert s.players[RED].corn == 3 + 3


def test_teacher_shortage_one_more_resource_per_advance():
    s = active("teacher_shortage", players=[{"wood": 2}], gears={"tikal": {1: RED}})
    play(s, "retrieve:tikal:1", "act:1", "tech:agriculture")
    assert s.players[RED].techs[0] == 1 and s.players[RED].wood == 0
    # A free advance from a building also asks for a resource, and may be declined.
    s = active("teacher_shortage", players=[{"wood": 2, "stone": 1}])
    s.stack.append({"k": "fx", "p": RED, "e": ["tech", 0]})
    rules.settle(s)
    assert options(s) == ["toll:1wood", "toll:1stone", "decline"]
    play(s, "decline")
    assert s.players[RED].techs[0] == 0


def test_a_free_theology_advance_under_teacher_shortage_is_worded_in_every_language():
    # The toll's frame keeps the track's number; it is not a temple (Theology is track 3, and
    # there is no fourth temple), so the question and its options name no temple.
    s = active("teacher_shortage", players=[{"wood": 1}])
    s.stack.append({"k": "fx", "p": RED, "e": ["tech", D.THEOLOGY]})
    rules.settle(s)
    assert options(s) == ["toll:1wood", "decline"]
    assert rules.decision_data(s) == ("ask.toll_tech", {"prophecy": "teacher_shortage"})
    for lang in ("en", "fr", "it"):
        assert "Teacher Shortage" in decision_text(s, "en") and decision_text(s, lang)
        assert [describe(s, a, lang) for a in rules.legal_actions(s)]
    assert describe(s, rules.legal_actions(s)[0]) == "Pay 1 wood and advance the technology (Teacher Shortage)"


def test_forgotten_lore_switches_off_level_two_effects():
    s = active("forgotten_lore", players=[{"techs": [2, 2, 2, 2], "skulls": 1, "stone": 1}],
               gears={"palenque": {1: RED}, "chichen": {1: RED}})
    play(s, "retrieve:palenque:1", "act:1")
    assert s.players[RED].corn == 3  # no +1 from Agriculture 2
    play(s, "retrieve:chichen:1", "act:2")  # Theology 1 still works, Theology 2 does not
    assert s.stack[-1]["k"] == "turn"


def test_crowded_cities_one_more_resource_per_building_not_monuments():
    s = active("crowded_cities", players=[{"wood": 3}], gears={"tikal": {2: RED}})
    s.display = [9, None, None, None, None, None]  # Agriculture +1 for 2 wood
    play(s, "retrieve:tikal:2", "act:2", "build:9")
    assert s.players[RED].wood == 0
    s = active("crowded_cities", players=[{"corn": 5}], gears={"uxmal": {4: RED}})
    s.display = [9, None, None, None, None, None]
    assert rules.building_cost(s, s.players[RED], 9, "uxmal", True) == [{"corn": 6}]
    pl = s.players[RED]
    pl.wood, pl.stone, pl.gold = 3, 2, 1
    assert rules.monument_cost(s, pl, 1) == [{"wood": 3, "stone": 2, "gold": 1}]


def test_high_floodwaters_two_more_corn_at_chichen_itza():
    s = active("high_floodwaters", players=[{"corn": 2}])
    assert "place:chichen" in options(s)
    s = active("high_floodwaters", players=[{"corn": 1}])
    assert "place:chichen" not in options(s) and "place:palenque" in options(s)


# --- feeding under Hunger: the appendix's worked examples ---------------------------------------

def test_hunger_feeding_example_feed_all_and_feed_one():
    # Appendix: Hunger, 3 workers, two "feed all (1)" farms and one "feed one (2)" farm: the fed-one
    # worker needs nothing, the two others 1 corn each: 2 corn.
    s = active("hunger", players=[{"workers": 3, "feed_less": 2, "feed_free": 1, "corn": 10}])
    assert rules.food_needs(s, s.players[RED]) == [0, 1, 1]
    assert rules.feed(s, s.players[RED])["corn"] == 2


def test_hunger_and_yaluk_feeding_example():
    # Appendix: Hunger and Yaluk, every worker needs 4 corn; 5 workers, six "feed one" effects (only 5
    # usable) and one "feed all": each worker still needs 1 corn: 5 corn.
    s = active("hunger", modules=["prophecies", "tribes"],
               players=[{"tribe": "yaluk", "workers": 5, "feed_free": 6, "feed_less": 1, "corn": 10}])
    assert rules.food_needs(s, s.players[RED]) == [1] * 5
    assert rules.feed(s, s.players[RED])["corn"] == 5


def test_hunger_in_the_base_sense_a_fed_one_worker_needs_one_corn():
    # "Dans le jeu de base, un effet permettait à l'un de vos Ouvriers de ne pas avoir besoin de Maïs.
    # Désormais, grâce à cet effet, il n'a besoin que d'1 Maïs."
    s = active("hunger", players=[{"workers": 3, "feed_free": 1, "corn": 4}])
    out = rules.feed(s, s.players[RED])
    assert out == {"p": RED, "corn": 4, "unfed": 1, "vp": -3, "fed": 2}


# --- scoring ------------------------------------------------------------------------------------

@pytest.mark.parametrize("metric, vp", [(0, -5), (1, -5), (2, 0), (3, 0), (4, 6), (6, 6), (7, 13)])
def test_bands(metric, vp):
    # Drought's bands 1 / 3 / 6 on corn tiles: <= 1: -5, <= 3: 0, <= 6: +6, more: +13.
    s = active("drought", players=[{"corn_tiles": metric}])
    assert rules.prophecy_points(s, s.players[RED], "drought") == vp


METRICS = {
    "wrathful_gods": ({"temples": [3, 3, 3]}, 9), "angry_chaac": ({"temples": [2, 0, 0]}, 2),
    "angry_quetzalcoatl": ({"temples": [0, -1, 0]}, -1), "angry_kukulcan": ({"temples": [0, 0, 4]}, 4),
    "forest_fires": ({"wood_tiles": 3}, 3), "drought": ({"corn_tiles": 2}, 2), "gold_shortage": ({"gold": 4}, 4),
    "desecration": ({"skulls": 2}, 2), "teacher_shortage": ({"techs": [3, 1, 0, 1]}, 5),
    "forgotten_lore": ({"techs": [3, 2, 1, 0]}, 2), "crowded_cities": ({"buildings": [1, 2, 9]}, 3),
    "hunger": ({}, 3), "high_floodwaters": ({}, 2),
}


@pytest.mark.parametrize("key", sorted(METRICS))
def test_each_prophecy_metric(key):
    values, metric = METRICS[key]
    s = active(key, players=[values], gears={"chichen": {1: RED, 4: RED}})
    s.fed = [3, 0, 0, 0]
    assert rules.prophecy_metric(s, s.players[RED], key) == metric
    assert set(METRICS) == set(D.PROPHECIES)


def test_scored_at_its_food_day_after_rewards_and_may_go_negative():
    # Crowded Cities active from day 9, scored at the end of the day-14 food day.
    s = active("crowded_cities", players=[{"buildings": [1, 2, 3, 9], "corn": 20}, {"vp": 2, "corn": 20}])
    s.tooth = 13
    s.players[RED].feed_free = 3
    temple_vp = rules.temple_points(s, False)[BLUE]
    rules.end_round(s)
    rules.settle(s)
    assert s.food_days_done == 2
    assert s.players[RED].prophecy_vp == 6 and s.players[BLUE].prophecy_vp == -5
    assert s.players[BLUE].vp == 2 + temple_vp - 5
    s.players[BLUE].vp = 1
    s.food_days_done, s.prophecies[1] = 2, "crowded_cities"
    rules.food_prophecy(s)
    assert s.players[BLUE].vp == -4  # a score may go negative
    assert s.prophecy == s.prophecies[1]


def test_a_delayed_food_day_keeps_the_calamity_active():
    # "Cela reste valable même si le Jour de Festin intervient un jour plus tard que prévu."
    s = active("hunger")
    s.tooth, s.food_pending = 14, True  # a double advance jumped over day 14
    assert s.is_food_day() and s.prophecy == "hunger"


def test_calamity_applies_to_food_day_rewards():
    # Mid-age rewards under Gold Shortage: the Quetzalcoatl gold may be paid for or declined.
    s = fresh(modules=P, prophecy="gold_shortage", players=[{"temples": [0, 2, 0], "corn": 5, "feed_free": 3}])
    s.food_days_done, s.tooth = 2, 20
    s.prophecies = ["hunger", "gold_shortage", "drought"]
    rules.end_round(s)
    rules.settle(s)
    assert s.current_player == RED and options(s) == ["toll:1corn", "decline"]
    play(s, "toll:1corn")
    assert s.players[RED].gold == 1
