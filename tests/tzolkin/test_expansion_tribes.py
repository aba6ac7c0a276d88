"""The 13 tribes (expansion rulebook "Tribus" and the appendix "Précisions sur les Tribus"; §8.1)."""
import pytest

from tzolkin import Config, Game, IllegalAction
from tzolkin import data as D
from tzolkin import rules

from helpers.tzolkin_situations import fresh, options, play

RED, BLUE, YELLOW, GREEN = 0, 1, 2, 3
T = ["tribes"]


def tribe(name, **more):
    return {"tribe": name, **more}


def test_ah_chuy_kak_picks_up_an_earlier_worker_after_placing_two_on_gears():
    # Appendix: the 2 workers must be placed on gears (not the first-player space); the worker picked
    # up gets the usual options (its action, a lower one for corn, or nothing).
    s = fresh(modules=T, players=[tribe("ah_chuy_kak", corn=10, workers=4)], gears={"yaxchilan": {3: RED}})
    play(s, "place:palenque", "place:start")
    assert "retrieve:yaxchilan:3" not in options(s)  # one worker on a gear only
    play(s, "place:tikal")
    assert "retrieve:yaxchilan:3" in options(s)
    assert "retrieve:palenque:0" not in options(s)  # placed this turn
    play(s, "retrieve:yaxchilan:3", "act:3")
    assert s.players[RED].gold == 1
    assert options(s) == ["end"]  # once per turn, and it ends the placing


def test_ahau_chamahez_pays_one_corn_for_the_space_above():
    # A worker on Tikal 2 may use Tikal 3 for 1 corn; on Tikal 5, any Tikal action for 1 corn
    # (appendix: "sur l'Action 5 de Tikal, payer 1 Maïs pour réaliser l'Action 6").
    s = fresh(modules=T, players=[tribe("ahau_chamahez", corn=1, wood=3)], gears={"tikal": {2: RED}})
    assert rules.step_back_cost(s, s.players[RED], "tikal", 2, 3) == 1
    assert rules.step_back_cost(s, s.players[RED], "tikal", 5, 1) == 1  # instead of 4
    assert rules.step_back_cost(s, s.players[RED], "tikal", 2, 4) is None
    play(s, "retrieve:tikal:2")
    assert "act:3" in options(s)
    play(s, "act:3")
    assert s.players[RED].corn == 0


def test_ahau_chamahez_with_theology_places_a_skull_two_spaces_higher():
    # Appendix worked example: with Theology 1, a skull two spaces higher at Chichen Itza for 1 corn.
    s = fresh(modules=T, players=[tribe("ahau_chamahez", corn=1, skulls=1, techs=[0, 0, 0, 1])],
              gears={"chichen": {3: RED}})
    pl = s.players[RED]
    assert rules.step_back_cost(s, pl, "chichen", 3, 4) == 0  # Theology 1 alone
    assert rules.step_back_cost(s, pl, "chichen", 3, 5) == 1  # and one more space for 1 corn
    play(s, "retrieve:chichen:3", "act:5")
    assert s.skull_slots[4] == RED and pl.corn == 0 and pl.vp == 8


def test_ahmakiq_may_end_a_turn_doing_nothing():
    s = fresh(modules=T, players=[tribe("ahmakiq", corn=5)])
    assert "end" in options(s)
    play(s, "end")
    assert s.current_player == BLUE and s.players[RED].corn == 5
    base = fresh(players=[{"corn": 5}])
    assert "end" not in options(base)


def test_bacab_starts_each_turn_with_two_corn_and_begs_for_four():
    # Appendix: at least 2 corn at the start of each turn without stepping down; begging (allowed with
    # 3 corn) gives 4 corn AND a step down.
    s = fresh(modules=T, players=[tribe("bacab", corn=0)])
    assert s.players[RED].corn == 2 and s.players[RED].temples == [0, 0, 0]
    s = fresh(modules=T, players=[tribe("bacab", corn=3)])
    assert "beg:chaac" in options(s)
    play(s, "beg:chaac")
    assert s.players[RED].corn == 4 and s.players[RED].temples == [-1, 0, 0]
    s = fresh(modules=T, players=[tribe("bacab", corn=4)])
    assert "beg:chaac" not in options(s)


def test_balam_gains_one_corn_for_a_lower_action():
    # 1 corn in all, not per space; also from a free-choice space (Yaxchilan 6 or 7).
    s = fresh(modules=T, players=[tribe("balam", corn=0)], gears={"yaxchilan": {4: RED, 6: RED}})
    pl = s.players[RED]
    assert rules.step_back_cost(s, pl, "yaxchilan", 4, 1) == -1
    assert rules.step_back_cost(s, pl, "yaxchilan", 4, 4) == 0
    assert rules.step_back_cost(s, pl, "yaxchilan", 6, 5) == -1
    play(s, "retrieve:yaxchilan:4", "act:1")
    assert pl.corn == 1 and pl.wood == 1


def test_cit_bolon_tum_placement_example():
    # Appendix: one worker on an action 5 costs 3 corn; two workers on two actions 5 cost 3 + (5 + 1)
    # or 5 + (3 + 1): 9 corn in all.
    s = fresh(modules=T, players=[tribe("cit_bolon_tum", corn=3)],
              gears={"tikal": {i: BLUE for i in range(5)}, "uxmal": {i: BLUE for i in range(5)}})
    assert "place:tikal:discount" in options(s) and "place:tikal" not in options(s)
    play(s, "place:tikal:discount")
    assert s.players[RED].corn == 0
    s = fresh(modules=T, players=[tribe("cit_bolon_tum", corn=9)],
              gears={"tikal": {i: BLUE for i in range(5)}, "uxmal": {i: BLUE for i in range(5)}})
    play(s, "place:tikal", "place:uxmal:discount")
    assert s.players[RED].corn == 0
    assert "place:palenque:discount" not in options(s)  # once per turn


def test_cit_bolon_tum_saving_is_limited_by_the_space_number():
    s = fresh(modules=T, players=[tribe("cit_bolon_tum", corn=5)], gears={"tikal": {0: BLUE}})
    play(s, "place:tikal:discount")  # space 1: saves 1 corn only
    assert s.players[RED].corn == 5


def test_cit_bolon_tum_workers_stay_one_space_longer():
    # Appendix: a worker on Palenque 6 moved by a double advance goes to Palenque 8, not off the gear;
    # the next turn pushes it off.
    s = fresh(modules=T, players=[tribe("cit_bolon_tum")], gears={"palenque": {6: RED}, "tikal": {7: BLUE}})
    rules.turn_gears(s)
    assert s.gears["palenque"][7] == RED and s.gears["tikal"][8] is None  # Blue's went home
    rules.turn_gears(s)
    assert s.gears["palenque"][8] == RED
    assert rules.step_back_cost(s, s.players[RED], "palenque", 8, 5) == 0  # a free-choice space
    rules.turn_gears(s)
    assert RED not in s.gears["palenque"]


def test_cit_bolon_tum_worker_on_space_six_does_not_block_the_double_advance():
    s = fresh(modules=T, players=[tribe("cit_bolon_tum"), {}], gears={"palenque": {6: RED}})
    assert rules.may_double_advance(s, s.players[BLUE])
    s = fresh(modules=T, players=[tribe("cit_bolon_tum"), {}], gears={"palenque": {7: RED}})
    assert not rules.may_double_advance(s, s.players[BLUE])


def test_huracan_uses_the_paired_gear():
    # Appendix: on Palenque 4, pay 1 corn for Yaxchilan 3 or Palenque 3.
    s = fresh(modules=T, players=[tribe("huracan", corn=1)], gears={"palenque": {4: RED}})
    play(s, "retrieve:palenque:4")
    assert {"act:3:yaxchilan", "act:4:yaxchilan", "act:3"} <= set(options(s))
    assert "act:5:yaxchilan" not in options(s)
    play(s, "act:3:yaxchilan")
    assert (s.players[RED].gold, s.players[RED].corn) == (1, 2)


def test_itzamna_pays_one_resource_less_and_takes_any_bonus():
    # Appendix: 1 resource from level 1 to 2, 2 from 2 to 3; past level 3 the bonus of any track
    # (example: Agriculture beyond 3 for 1 cube, take a crystal skull).
    s = fresh(modules=T, players=[tribe("itzamna")])
    pl = s.players[RED]
    assert [rules.tech_cost(s, pl, level) for level in range(4)] == [0, 1, 2, 1]
    pl.wood, pl.techs = 1, [3, 0, 0, 0]
    s.stack.append({"k": "tech", "p": RED, "paid": True, "left": 1, "need": 1})
    play(s, "tech:agriculture")
    assert options(s) == ["bonus:agriculture", "bonus:extraction", "bonus:architecture", "bonus:theology"]
    play(s, "bonus:theology")
    assert pl.skulls == 1 and pl.wood == 0


def test_ixtab_keeps_three_tiles_then_steps_down():
    game = Game(Config(players=2, modules=T), 7)
    s = game.state
    first = s.turn_order()[0]
    s.tribes_dealt[first] = ["ixtab", "yaluk"]
    game.apply("tribe:ixtab")
    dealt = s.wealth_dealt[first]
    assert [str(a) for a in game.legal_actions()] == [f"discard:{t}" for t in dealt]
    game.apply(f"discard:{dealt[0]}")
    game.apply(game.legal_actions()[0])  # the other player's tribe
    game.apply(game.legal_actions()[0])  # and wealth
    assert s.players[first].wealth == dealt[1:]
    assert game.current_player == first and game.decision().startswith("Ixtab")
    temples = list(s.players[first].temples)
    game.apply("down:chaac")
    assert s.players[first].temples[0] == temples[0] - 1
    assert s.phase == "play" and game.decision() == "Place workers or retrieve workers"


def test_vacub_caquix_declares_a_space_taken():
    s = fresh(modules=T, players=[tribe("vacub_caquix", corn=10)])
    play(s, "block:tikal")
    assert options(s) == [f"space:{n}" for n in range(8)]
    play(s, "space:0", "place:tikal")
    assert s.gears["tikal"][:2] == [None, RED] and s.players[RED].corn == 9
    play(s, "place:tikal")
    assert s.gears["tikal"][2] == RED
    assert not any(a.startswith("block") for a in options(s))  # once per turn
    play(s, "end")
    assert s.turn.get("blocked") is None  # only for that turn


def test_xaman_ek_sells_once_per_turn_at_any_moment():
    s = fresh(modules=T, players=[tribe("xaman_ek", corn=0, gold=1, stone=1)])
    assert "sell:gold" in options(s) and "sell:wood" not in options(s)
    play(s, "sell:gold")
    assert s.players[RED].corn == 4 and s.players[RED].gold == 0
    assert "sell:stone" not in options(s)
    play(s, "place:tikal", "end")
    # Not during another player's turn, and again in the next turn of its own.
    assert not any(a.startswith("sell") for a in options(s))


def test_xaman_ek_may_sell_before_paying_an_action():
    s = fresh(modules=T, players=[tribe("xaman_ek", corn=0, wood=1)], gears={"uxmal": {1: RED}})
    play(s, "retrieve:uxmal:1")
    assert "act:1" not in options(s)  # 3 corn needed
    play(s, "sell:wood")  # 2 corn, still short
    assert s.stack[-1]["k"] == "work"


def test_yaluk_five_workers_eat_more_and_cost_more_unfed():
    game = Game(Config(players=2, modules=T), 11)
    s = game.state
    for seat in s.turn_order():
        s.tribes_dealt[seat] = ["yaluk", "balam"] if seat == s.turn_order()[0] else ["balam", "bacab"]
    while s.phase == "wealth":
        game.apply(game.legal_actions()[0])
    yaluk = next(p for p in s.players if p.tribe == "yaluk")
    assert yaluk.workers in (5, 6)
    s2 = fresh(modules=T, players=[tribe("yaluk", workers=5, corn=7)])
    fed = rules.feed(s2, s2.players[RED])
    assert fed == {"p": RED, "corn": 6, "unfed": 3, "vp": -15, "fed": 2}


def test_yumkaax_surcharge():
    # The tribe tile's scale replaces the player board's: 0/0/2/5/9/13 corn for 1..6 workers.
    assert [sum(D.YUMKAAX_SURCHARGE[:n]) for n in range(1, 7)] == [0, 0, 2, 5, 9, 13]
    s = fresh(modules=T, players=[tribe("yumkaax", corn=5, workers=4)])
    play(s, "place:palenque", "place:yaxchilan", "place:tikal", "place:uxmal")  # spaces 0: 0+0+2+3
    assert s.players[RED].corn == 0


def test_yumkaax_second_worker_is_free():
    s = fresh(modules=T, players=[tribe("yumkaax", corn=0, workers=3)])
    play(s, "place:palenque", "place:yaxchilan")
    assert s.players[RED].corn == 0 and s.gears["yaxchilan"][0] == RED
    assert options(s) == ["end"]  # a third would cost 2


def test_every_tribe_is_in_the_table():
    assert len(D.TRIBES) == 13
    with pytest.raises(IllegalAction):
        rules.apply(fresh(modules=T), "sell:gold")


def test_new_actions_read_well():
    from tzolkin.describe import describe
    from tzolkin.actions import Action
    s = fresh(modules=["tribes", "prophecies", "quick"], prophecy="gold_shortage", quick="corn",
              players=[tribe("cit_bolon_tum", corn=9)], gears={"tikal": {i: BLUE for i in range(5)}})
    assert describe(s, Action.parse("place:tikal:discount")) == \
        "Place a worker on Tikal 5 (3 corn with Cit-Bolon-Tum's saving)"
    assert describe(s, Action.parse("place:quick")).startswith("Quick action for 1 corn: 3 corn")
    s.stack.append({"k": "toll", "p": RED, "m": "gold", "left": 1})
    assert describe(s, Action.parse("toll:1corn")) == "Pay 1 corn and take the gold (Gold Shortage)"
    assert describe(s, Action.parse("decline")) == "Decline the gold (do not pay the calamity's price)"
    assert describe(s, Action.parse("sell:gold")) == "Xaman Ek: sell 1 gold for 4 corn"
    s.stack.append({"k": "work", "p": RED, "g": "palenque", "pos": 4})
    assert describe(s, Action.parse("act:3:yaxchilan")) == "Yaxchilan 3: 1 gold + 2 corn (pay 1 corn)"
