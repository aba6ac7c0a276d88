"""Temples, the Avenue of the Dead, discovery tiles and ascension (summary "Pistes Temple", "Renfort et
élévation", "Tuiles Découvertes"; components §4, §5, §8, §9.1)."""
import pytest

from helpers.teo_situations import POS, ask, begin, fresh, options, play, put
from teotihuacan import data as D
from teotihuacan import rules
from teotihuacan.describe import action_data
from teotihuacan.setup import new_game

PALACE, FOREST, STONE, GOLD, ALCHEMY, NOBLES, DECO, CONSTR = D.BOARDS


def climbing(n=2, **options_):
    s = fresh(n, **options_)
    for key in s.tdisc:
        s.tdisc[key] = []
    put(s, 0, 0, ALCHEMY)
    put(s, 0, 1, STONE)
    put(s, 0, 2, GOLD)
    begin(s)
    return s


def step(s, t, *then):
    rules.step_temple(s, s.players[0], t)
    rules._settle(s)
    play(s, *then)


def test_red_and_green_rewards_step_by_step():
    s = climbing()
    pl = s.players[0]
    vp, cocoa = [], []
    for _ in range(11):
        step(s, D.RED)
        step(s, D.GREEN)
        vp.append(pl.vp)
        cocoa.append(pl.cocoa)
    assert vp == [1, 2, 4, 6, 8, 11, 14, 18, 23, 23, 35]  # step 10: the bonus tile, nothing now
    assert cocoa == [1, 2, 3, 5, 7, 9, 12, 15, 19, 19, 19]  # the green top step: 5 VP, no cocoa (§4)


@pytest.mark.parametrize("version,vp,cocoa", [(3, 5, 0), (2, 0, 5), (1, 0, 5)])
def test_the_green_top_step_gives_5_vp_and_5_cocoa_in_games_of_earlier_rules(version, vp, cocoa):
    s = climbing()
    s.rules_version = version  # a game keeps the rules it was made with
    pl = s.players[0]
    pl.temples[D.GREEN] = 10
    s.stack.append({"k": "temple", "p": 0})
    what = {"vp": vp} if vp else {"cocoa": cocoa}
    assert action_data(s, rules.legal_actions(s)[-1]) == ("teo.act.temple", {"temple": D.GREEN, "step": 11,
                                                                             "what": what})
    play(s, f"temple:{D.GREEN}")
    assert (pl.vp, pl.cocoa, pl.points) == (vp, cocoa, {"temples": vp} if vp else {})


def test_blue_gives_resources_of_choice_and_vp_on_steps_7_and_9():
    s = climbing()
    pl = s.players[0]
    for _ in range(4):
        step(s, D.BLUE, "res:0:0:1")
    step(s, D.BLUE)
    assert options(s) == ["res:2:0:0", "res:1:1:0", "res:1:0:1", "res:0:2:0", "res:0:1:1", "res:0:0:2"]
    play(s, "res:0:2:0")
    step(s, D.BLUE, "res:2:0:0")
    step(s, D.BLUE)
    assert pl.vp == 2 and ask(s) == "turn"  # nothing to choose on step 7
    step(s, D.BLUE, "res:0:0:2")
    step(s, D.BLUE)
    assert pl.vp == 6 and (pl.wood, pl.stone, pl.gold) == (2, 2, 6)


def test_the_top_step_admits_one_player_and_a_step_past_the_top_is_lost():
    s = climbing()
    s.players[1].temples = [11, 0, 0]
    s.players[0].temples = [10, 0, 0]
    step(s, D.BLUE)
    assert s.players[0].temples[0] == 10 and s.events[-1]["e"] == "temple_lost"
    s.players[0].temples = [0, 11, 0]
    step(s, D.RED)
    assert s.players[0].temples[1] == 11


def test_a_temple_of_choice_offers_only_temples_that_can_be_climbed():
    s = climbing()
    s.players[0].temples = [11, 5, 0]
    s.players[1].temples = [0, 0, 11]
    s.players[0].temples[2] = 10
    rules.choose_temple(s, s.players[0])
    rules._settle(s)  # a single temple left: climbed without asking
    assert s.players[0].temples == [11, 6, 10]


@pytest.mark.parametrize("players,counts", [(2, [2, 3, 1, 2]), (3, [3, 4, 2, 3]), (4, [4, 5, 3, 4])])
def test_discovery_tiles_on_temple_steps_depend_on_the_players(players, counts):
    s = new_game(players, 3)
    assert [len(s.tdisc[k]) for k in ("0:4", "1:5", "2:3", "2:6")] == counts
    assert sum(counts) == {2: 8, 3: 12, 4: 16}[players]


def test_a_teotibot_game_has_the_two_player_temple_tiles():
    s = new_game(1, 3)
    assert [len(s.tdisc[k]) for k in ("0:4", "1:5", "2:3", "2:6")] == [2, 3, 1, 2]


def test_a_step_with_discovery_tiles_offers_one_of_them_or_the_printed_reward():
    s = climbing()
    s.tdisc["2:3"] = [17, 22]  # 4 VP (1 wood), 2 resources (free)
    s.players[0].temples = [0, 0, 2]
    step(s, D.GREEN)
    assert options(s) == ["disc:22", "reward"]  # the 4 VP tile costs a wood
    play(s, "disc:22")
    assert s.players[0].discs == [22] and s.tdisc["2:3"] == [17] and s.players[0].cocoa == 0
    s.players[0].temples = [0, 0, 2]
    step(s, D.GREEN)  # nothing affordable left: the reward
    assert s.players[0].cocoa == 1


def test_avenue_steps_3_6_8_offer_their_tiles_and_it_stops_at_9():
    s = climbing()
    pl = s.players[0]
    s.adisc = [[22, 23, 17], [45], [48]]
    pl.avenue = 2
    rules.step_avenue(s, pl)
    rules._settle(s)
    assert options(s) == ["disc:22", "skip"]  # two alike are one choice; 4 VP needs a wood
    play(s, "disc:22")
    assert s.adisc[0] == [23, 17] and pl.discs == [22]
    pl.avenue = 9
    rules.step_avenue(s, pl)
    assert pl.avenue == 9


def test_instant_discovery_tiles_are_used_during_the_turn():
    s = climbing()
    pl = s.players[0]
    pl.discs = [36, 17, 24, 30, 39]  # 4 cocoa, 4 VP, Avenue, blue step, power up 2
    assert options(s) == ["move:0", "move:1", "move:2", "use:cocoa4", "use:vp4", "use:avenue", "use:templeb",
                          "use:power2"]
    play(s, "use:cocoa4", "use:vp4", "use:avenue", "use:templeb", "res:1:0:0", "use:power2", "up:0", "up:0")
    assert (pl.cocoa, pl.vp, pl.avenue, pl.temples[0], pl.wood, pl.power[0]) == (4, 4, 1, 1, 1, 3)
    assert pl.discs == [] and sorted(pl.used) == [17, 24, 30, 36, 39]


def ascending(**options_):
    s = fresh(2, **options_)
    put(s, 0, 0, ALCHEMY, 5)
    put(s, 0, 1, FOREST, 1)
    put(s, 0, 2, GOLD, 1)
    s.players[0].cocoa = 5
    begin(s)
    play(s, "move:0", f"to:{POS[FOREST]}", "main")  # 2 workers on the Forest: 1 power-up
    return s


def test_ascension_avenue_the_palace_a_wheel_reward_and_the_sun():
    s = ascending()
    pl = s.players[0]
    play(s, "up:0")  # power 6
    assert pl.pos[0] == 0 and pl.power[0] == 1 and pl.avenue == 1
    assert options(s) == ["wheel:vp", "wheel:cocoa", "wheel:temple", "wheel:temples", "wheel:worker"]
    sun = s.sun
    play(s, "wheel:worker")
    assert pl.pos[3] == 0 and pl.power[3] == 3 and s.sun == sun + 1 and pl.cocoa == 5 - 1 + 2


def test_the_fourth_worker_comes_once_and_two_temple_steps_cost_3_cocoa():
    s = ascending()
    s.players[0].pos[3] = POS[NOBLES]
    play(s, "up:0")
    assert "wheel:worker" not in options(s)
    play(s, "wheel:temples", "temple:1", "temple:1")
    assert s.players[0].temples == [0, 2, 0] and s.players[0].cocoa == 4 - 3


def test_season_3_lets_the_ascended_worker_start_on_any_board():
    s = ascending(seasons=True)
    s.seasons = [3, 1, 2]
    play(s, "up:0")
    assert ask(s) == "s3" and len(options(s)) == 8
    play(s, "to:6", "wheel:vp")
    assert s.players[0].pos[0] == 6 and s.players[0].vp == 5


def test_an_ascension_that_brings_the_sun_to_the_moon_triggers_an_eclipse():
    s = ascending()
    s.sun = s.moon - 1
    play(s, "up:0", "wheel:cocoa")
    assert s.sun == s.moon and s.eclipse_left is not None


def test_season_2_scores_2_vp_per_avenue_step_and_season_5_sells_another_temple_step():
    s = climbing(seasons=True)
    s.seasons = [2, 5, 1]
    pl = s.players[0]
    rules.step_avenue(s, pl)
    assert pl.vp == 2
    s.seasons = [5, 2, 1]
    pl.cocoa = 2
    step(s, D.RED)
    assert options(s) == ["temple:0", "temple:2", "skip"]
    play(s, "temple:2")  # the bought step does not chain (R15)
    assert pl.temples == [0, 1, 1] and pl.cocoa == 1 and ask(s) == "turn"
