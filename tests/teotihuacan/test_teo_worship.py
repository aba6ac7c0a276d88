"""Worship (summary "B) Adoration", components §1.2 and §2): the worship space, displacing another
player's worker for 1 cocoa, the ability or the discovery tile (both for 1 cocoa more), the Palace's
royal tiles with the locked worker's power P, and the free-cocoa tile."""
import pytest

from helpers.teo_situations import POS, ask, begin, fresh, options, play, put
from teotihuacan import data as D

PALACE, FOREST, STONE, GOLD, ALCHEMY, NOBLES, DECO, CONSTR = D.BOARDS
RES2, VP4, M1, COCOA4, FREE = 22, 17, 0, 36, 45  # discovery tiles: 2 resources (free), 4 VP (1 wood)...


def at_forest(cocoa=0, tile=RES2):
    s = fresh(2)
    put(s, 0, 0, ALCHEMY)
    s.players[0].cocoa = cocoa
    s.wdisc[1] = tile
    begin(s)
    play(s, "move:0", f"to:{POS[FOREST]}")
    return s


def test_worship_locks_the_worker_and_offers_the_ability_or_the_tile():
    s = at_forest(cocoa=0)
    assert "wor:3" in options(s)
    play(s, "wor:3")
    assert s.players[0].lock[0] == 3 and s.worship[3] == 0
    assert options(s) == ["ability", "disc"]  # both would cost 1 cocoa
    play(s, "disc")
    assert s.players[0].discs == [RES2] and s.wdisc[1] == -1 and s.players[0].temples == [0, 0, 0]


def test_paying_one_cocoa_more_takes_both():
    s = at_forest(cocoa=1, tile=VP4)
    s.players[0].wood = 1
    play(s, "wor:3")
    assert options(s) == ["ability", "disc", "both"]
    play(s, "both")
    pl = s.players[0]
    assert (pl.cocoa, pl.wood, pl.discs, pl.temples, pl.vp) == (0, 0, [VP4], [0, 1, 0], 1)  # red step 1: 1 VP


def test_the_tile_is_refilled_at_the_end_of_the_turn():
    s = at_forest()
    top = s.dstack[-1]
    play(s, "wor:3", "disc")
    assert s.wdisc[1] == -1
    play(s, "end")
    assert s.wdisc[1] == top


def test_displacing_another_players_worker_costs_one_cocoa_and_it_stays_on_the_board():
    s = fresh(2)
    put(s, 0, 0, ALCHEMY)
    put(s, 1, 0, FOREST, 2, locked_on=3)
    begin(s)
    play(s, "move:0", f"to:{POS[FOREST]}")
    assert "wor:3" not in options(s)  # no cocoa for the fee
    s.players[0].cocoa = 1
    assert "wor:3" in options(s)
    play(s, "wor:3")
    assert s.players[0].cocoa == 0 and s.players[1].lock[0] == -1 and s.players[1].pos[0] == POS[FOREST]
    assert s.worship[3] == 0


def test_a_players_own_worker_is_never_displaced():
    s = fresh(2)
    put(s, 0, 0, ALCHEMY)
    put(s, 0, 1, FOREST, 2, locked_on=3)
    s.players[0].cocoa = 5
    begin(s)
    play(s, "move:0", f"to:{POS[FOREST]}")
    assert not any(o.startswith("wor") for o in options(s))


def test_decorations_worship_climbs_a_temple_of_choice():
    s = fresh(2)
    put(s, 0, 0, CONSTR)
    s.wdisc[4] = -1
    begin(s)
    play(s, "move:0", f"to:{POS[DECO]}", "wor:6")
    assert ask(s) == "temple" and options(s) == ["temple:0", "temple:1", "temple:2"]
    play(s, "temple:2")
    assert s.players[0].temples == [0, 0, 1] and s.players[0].cocoa == 1  # green step 1: 1 cocoa


def at_palace(tile, power, cocoa=0, **player):
    s = fresh(2)
    put(s, 0, 0, GOLD, power)
    s.royal = [tile, 2, 3]
    pl = s.players[0]
    pl.cocoa = cocoa
    for k, v in player.items():
        setattr(pl, k, v)
    s.wdisc[0] = -1
    begin(s)
    play(s, "move:0", "to:0")
    assert [o for o in options(s) if o.startswith("wor")] == ["wor:0", "wor:1", "wor:2"]
    return s


def test_palace_worship_always_activates_its_royal_tile():
    s = at_palace(1, 3)
    s.wdisc[0] = RES2
    play(s, "wor:0")  # no cocoa for both, and the tile alone is not allowed: the ability is taken
    assert ask(s) == "done" and s.players[0].cocoa == 4 and s.wdisc[0] == RES2  # tile 1: P + 1 cocoa
    s = at_palace(1, 3, cocoa=1)
    s.wdisc[0] = RES2
    play(s, "wor:0")
    assert options(s) == ["ability", "both"]
    play(s, "both")
    assert s.players[0].cocoa == 4 and s.players[0].discs == [RES2]


@pytest.mark.parametrize("tile,power,player,expected", [
    (4, 3, {"techs": [1, 3, 5, 9]}, {"vp": 6}),      # 2 VP x min(4 technologies, P 3)
    (4, 5, {"techs": [1, 3]}, {"vp": 4}),
    (5, 2, {"pyramid": 4}, {"vp": 4}),               # 2 VP x min(pyramid track 4, P 2)
    (9, 2, {"avenue": 5}, {"vp": 3}),                # 1 VP x min(Avenue 5, P + 1)
    (9, 4, {"avenue": 2}, {"vp": 2}),
    (1, 4, {}, {"cocoa": 5}),                        # P + 1 cocoa
])
def test_royal_tiles_that_act_at_once(tile, power, player, expected):
    s = at_palace(tile, power, **player)
    play(s, "wor:0")
    pl = s.players[0]
    assert {k: getattr(pl, k) for k in expected} == expected


def test_royal_tile_2_trades_cocoa_for_wood_and_stone_up_to_p_times():
    s = at_palace(2, 3, cocoa=5)
    play(s, "wor:0")
    assert options(s) == ["times:3", "times:2", "times:1", "times:0"]
    play(s, "times:2")
    pl = s.players[0]
    assert (pl.cocoa, pl.wood, pl.stone) == (3, 2, 2)


def test_royal_tile_6_trades_cocoa_for_stone_and_gold_limited_by_cocoa():
    s = at_palace(6, 5, cocoa=2)
    play(s, "wor:0")
    assert options(s) == ["times:2", "times:1", "times:0"]
    play(s, "times:2")
    pl = s.players[0]
    assert (pl.cocoa, pl.stone, pl.gold) == (0, 2, 2)


def test_royal_tile_3_trades_resources_for_two_cocoa_each_up_to_p_times():
    s = at_palace(3, 2, wood=1, gold=3)
    play(s, "wor:0")
    assert options(s) == ["pay:wood", "pay:gold", "stop"]
    play(s, "pay:wood")
    assert options(s) == ["pay:gold", "stop"]
    play(s, "pay:gold")
    pl = s.players[0]
    assert (pl.cocoa, pl.wood, pl.gold) == (4, 0, 2) and ask(s) == "done"  # P = 2: done


def test_royal_tile_7_pays_cocoa_and_a_resource_for_p_resources():
    s = at_palace(7, 4, cocoa=1, stone=1)
    play(s, "wor:0")
    assert options(s) == ["pay:stone", "skip"]
    play(s, "pay:stone")
    assert ask(s) == "res" and len(options(s)) == 15  # 4 resources in any mix
    play(s, "res:1:0:3")
    pl = s.players[0]
    assert (pl.cocoa, pl.wood, pl.stone, pl.gold) == (0, 1, 0, 3)


def test_royal_tile_8_buys_temple_steps_p_minus_one_times():
    s = at_palace(8, 3, cocoa=5)
    play(s, "wor:0", "temple:1", "temple:1")
    pl = s.players[0]
    assert pl.temples == [0, 2, 0] and pl.cocoa == 3 and pl.vp == 2 and ask(s) == "done"
    s = at_palace(8, 1, cocoa=5)
    play(s, "wor:0")  # power 1: nothing
    assert ask(s) == "done" and s.players[0].cocoa == 5


def test_the_free_cocoa_tile_pays_the_fee_the_second_option_and_the_royal_tiles_cocoa():
    s = fresh(2)
    put(s, 0, 0, GOLD, 3)
    put(s, 1, 0, PALACE, 2, locked_on=0)
    s.royal = [2, 6, 3]
    s.wdisc[0] = RES2
    s.players[0].discs = [FREE]
    begin(s)
    play(s, "move:0", "to:0")
    assert "wor:0" not in options(s) and "wor:0:f" in options(s)
    play(s, "wor:0:f", "both", "times:3")
    pl = s.players[0]
    assert (pl.cocoa, pl.wood, pl.stone, pl.used, pl.discs) == (0, 3, 3, [FREE], [RES2])
    assert s.players[1].lock[0] == -1
