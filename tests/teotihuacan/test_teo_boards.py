"""The main actions (summary "Détail des actions principales", components §1.3, §1.4, §3, §7, §8):
the reward grids, the power-ups, Alchemy, Nobles, Decorations, Construction and the technologies."""
import pytest

from helpers.teo_situations import POS, ask, begin, fresh, options, play, put
from teotihuacan import data as D
from teotihuacan import rules

PALACE, FOREST, STONE, GOLD, ALCHEMY, NOBLES, DECO, CONSTR = D.BOARDS
BEFORE = {b: (POS[b] - 1) % 8 for b in D.BOARDS}  # the position one board before each


def arrive(board, powers, mover_power=None, cocoa=10, seat=0, **player):
    """Player 0's dice of `powers` already on `board` (their first die arrives now, from one board
    before), then the main action is to choose."""
    s = fresh(2)
    pl = s.players[seat]
    pl.cocoa = cocoa
    if not set(player.get("techs", ())) <= set(s.techs):  # put the technologies tested in play
        wanted = set(player["techs"])
        s.techs = sorted(wanted | set([t for t in s.techs if t not in wanted][:6 - len(wanted)]))
    for k, v in player.items():
        setattr(pl, k, v)
    for d, power in enumerate(powers):
        put(s, seat, d, board, power)
    pl.pos[0] = BEFORE[board]
    begin(s, seat)
    play(s, "move:0", f"to:{POS[board]}")
    return s


def gains(pl, before):
    now = {"cocoa": pl.cocoa, "wood": pl.wood, "stone": pl.stone, "gold": pl.gold, "vp": pl.vp}
    return {k: v - before.get(k, 0) for k, v in now.items() if v != before.get(k, 0)}


# --- reward grids: workers (the arriving one counted) x the weakest one's power ------------------------
# Written out again from the components sheet §1.3, as a check on data.GRIDS.
GRIDS = {
    FOREST: {1: ("1 cocoa", "1 wood", "2 wood"), 2: ("1 wood", "2 wood", "3 wood 2 cocoa"),
             3: ("2 wood 1 cocoa", "3 wood 3 cocoa", "4 wood 5 cocoa")},
    STONE: {1: ("1 vp", "1 stone", "2 stone"), 2: ("1 stone", "2 stone", "3 stone 2 vp"),
            3: ("2 stone 1 vp", "3 stone 3 vp", "4 stone 5 vp")},
    GOLD: {1: ("1 vp", "1 gold", "2 gold"), 2: ("1 gold", "2 gold", "3 gold 2 vp"),
           3: ("2 gold 1 cocoa", "3 gold", "4 gold")},
}


def _expected(text, x):
    parts = text.split()
    out = {parts[i + 1]: int(parts[i]) for i in range(0, len(parts), 2)}
    out["cocoa"] = out.get("cocoa", 0) - x
    return {k: v for k, v in out.items() if v}


@pytest.mark.parametrize("board", [FOREST, STONE, GOLD])
@pytest.mark.parametrize("workers", [1, 2, 3, 4])
@pytest.mark.parametrize("weakest,column", [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2)])
def test_reward_grids(board, workers, weakest, column):
    s = arrive(board, [weakest] + [5] * (workers - 1))
    pl = s.players[0]
    before = {"cocoa": pl.cocoa}
    play(s, "main")
    x = 1 if workers > 1 else 0  # only the player's own colour is there
    text = GRIDS[board][min(workers, 3)][column]
    if board == GOLD and workers >= 3 and column:  # 1 or 2 temple steps of choice come first
        for _ in range(column):
            play(s, "temple:1")
        assert pl.temples == [0, column, 0]
        before["vp"] = column  # red steps 1 and 2 give 1 VP each
    assert gains(pl, before) == _expected(text, x)
    assert ask(s) in ("up", "done", "wheel")  # a lone power-5 worker ascends at once


@pytest.mark.parametrize("workers,ups", [(1, 1), (2, 1), (3, 2), (4, 2)])
def test_power_ups_one_or_two_by_workers_and_both_may_go_to_one_worker(workers, ups):
    s = arrive(STONE, [1, 2, 3, 4][:workers])
    play(s, "main")
    done = 0
    while ask(s) == "up":  # (a lone worker's power-up needs no choice)
        play(s, "up:0")  # the worker that just arrived is eligible
        done += 1
    assert ask(s) == "done" and s.players[0].power[0] == 1 + ups and done == (ups if workers > 1 else 0)


def test_only_workers_on_that_board_are_powered_up():
    s = arrive(STONE, [2])
    put(s, 0, 1, FOREST, 2)
    play(s, "main")
    assert ask(s) == "done" and s.players[0].power[:2] == [3, 2]  # a single candidate: taken


def test_tech_05_and_07_after_a_resource_board():
    s = arrive(GOLD, [2], techs=[5, 7])
    pl = s.players[0]
    play(s, "main")
    assert gains(pl, {"cocoa": 10}) == {"gold": 2, "cocoa": 1, "vp": 1}  # 1 gold + 1 (Tech 05); Tech 07


def test_tech_13_buys_one_more_power_up_for_a_cocoa():
    s = arrive(STONE, [2, 4], techs=[13], cocoa=2)  # X = 1 (the player's own colour)
    play(s, "main", "up:0")
    assert options(s) == ["extra:0", "extra:1", "skip"]
    play(s, "extra:1")
    assert s.players[0].power[:2] == [3, 5] and s.players[0].cocoa == 0


# --- Alchemy ----------------------------------------------------------------------------------------
# First-game technologies: top row Nr 01, 03, 05 (1 gold); bottom row Nr 09, 15, 17 (2 gold).

def test_a_lone_weak_worker_takes_a_top_row_technology():
    s = arrive(ALCHEMY, [3], gold=5)
    play(s, "main")
    assert options(s) == ["tech:0", "tech:1", "tech:2"]


def test_a_lone_strong_worker_takes_any_row_but_no_power_up_from_the_bottom_row():
    s = arrive(ALCHEMY, [4], gold=5)
    play(s, "main")
    assert options(s) == [f"tech:{k}" for k in range(6)]
    play(s, "tech:5")  # Nr 17, green column, 2 gold
    pl = s.players[0]
    assert pl.techs == [17] and pl.gold == 3 and pl.temples == [0, 0, 1] and pl.power[0] == 4
    assert ask(s) == "done"


def test_two_workers_or_the_extra_worker_tile_open_the_bottom_row():
    s = arrive(ALCHEMY, [1, 1], gold=5)
    play(s, "main")
    assert len(options(s)) == 6
    s = arrive(ALCHEMY, [1], gold=5, discs=[51])
    assert "main:v" in options(s)
    play(s, "main:v")
    assert len(options(s)) == 6 and s.players[0].used == [51]


def test_technology_cost_belongs_to_the_tile_and_owned_ones_are_not_offered():
    s = arrive(ALCHEMY, [1, 1], gold=1, techs=[1])
    play(s, "main")
    assert options(s) == ["tech:1", "tech:2"]  # Nr 03 and 05 cost 1; the bottom row 2


def test_others_with_a_marker_score_3_and_tech_03_scores_after_the_next_alchemy():
    s = arrive(ALCHEMY, [2], gold=5, techs=[3])
    s.players[1].techs = [1]
    play(s, "main", "tech:0")  # Nr 01: blue column
    assert s.players[1].vp == 3 and s.players[0].vp == 3  # player 2's marker; Tech 03
    assert ask(s) == "res"  # blue step 1: a resource of choice
    s = arrive(ALCHEMY, [2], gold=5)
    play(s, "main", "tech:1")  # taking Nr 03 scores nothing yet; red step 1: 1 VP
    assert s.players[0].vp == 1


@pytest.mark.parametrize("version,offered", [(3, False), (2, True)])
def test_tech_13_is_not_offered_on_the_alchemy_action_that_takes_it(version, offered):
    s = arrive(ALCHEMY, [2, 3], gold=5, cocoa=5)
    s.rules_version = version  # rules version 2 offered it there (data.RULES)
    s.techs = [1, 3, 5, 9, 13, 15]
    play(s, "main", "tech:4", "up:0")  # Nr 13 (red column: 1 VP), then the action's power-up
    assert ask(s) == ("extra" if offered else "done") and s.players[0].power[:2] == [3, 3]


@pytest.mark.parametrize("tech", D.TECHS)
def test_no_technology_works_on_the_action_that_takes_it(tech):
    s = fresh(2)
    s.techs = sorted({tech} | set([t for t in D.TECHS if t != tech][:5]))
    pl = s.players[0]
    begin(s)
    rules.take_tech(s, pl, s.techs.index(tech))
    assert not rules.works(s, pl, tech)
    s.rules_version = 2
    assert rules.works(s, pl, tech) is (tech == D.T_EXTRA_UP)  # the only one version 2 let work there
    s.rules_version = 3
    begin(s)  # the next turn's actions
    assert rules.works(s, pl, tech)


# --- Nobles -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("workers,row,vp", [(1, 0, 3), (2, 1, 5), (3, 2, 7), (4, 2, 7)])
def test_nobles_row_by_workers(workers, row, vp):
    s = arrive(NOBLES, [1] * workers, wood=2)
    play(s, "main")
    assert s.nobles[row] == [0] and s.buildings == 1
    pl = s.players[0]
    assert pl.wood == 0 and pl.vp == vp and pl.avenue == 1


def test_a_full_row_sends_the_building_up_never_down():
    s = arrive(NOBLES, [1, 1, 1], wood=2)
    s.nobles[2] = [1, 1, 1]
    s.buildings = 3
    play(s, "main")
    assert s.nobles[1] == [0] and s.players[0].vp == 5


def test_a_lone_worker_facing_a_full_top_row_cannot_take_the_action():
    s = arrive(NOBLES, [1], wood=2)
    s.nobles[0] = [1] * 5
    s.buildings = 5
    assert "main" not in options(s)
    s.nobles[0].pop()
    s.buildings = 4
    assert "main" in options(s)
    play(s, "main")
    assert s.players[0].vp == 1  # the 5th space of the top row


def test_the_extra_worker_tile_counts_at_nobles():
    s = arrive(NOBLES, [1], wood=2, discs=[51])
    play(s, "main:v")
    assert s.nobles[1] == [0]


# --- Decorations ------------------------------------------------------------------------------------

@pytest.mark.parametrize("workers,gold", [(1, 3), (2, 2), (3, 1), (4, 1)])
def test_decorations_cost_3_2_1_gold(workers, gold):
    s = arrive(DECO, [1] * workers, gold=gold)
    assert "main" in options(s)
    s.players[0].gold = gold - 1
    assert "main" not in options(s)


def test_a_decoration_on_its_side_scores_matches_a_temple_step_each_and_3_vp():
    s = arrive(DECO, [1], gold=3)
    s.ddisplay = [8, 12, 4, 0]  # "RG", "GR", "RB", "BR"
    play(s, "main")
    assert "deco:8:0" in options(s) and len(options(s)) == 16  # 4 tiles x the 4 sides' first spaces
    play(s, "deco:8:0")  # top: R over the printed r, G over g
    pl = s.players[0]
    assert pl.vp == 3 + 2 + 1 and pl.temples == [0, 1, 1] and pl.cocoa == 10 + 1  # red 1 VP, green 1 cocoa
    assert pl.pyramid == 1 and s.deco[0] == 8 and s.ddisplay == [-1, 12, 4, 0]


def test_decoration_icons_read_clockwise_round_the_pyramid():
    s = arrive(DECO, [1], gold=3)
    s.ddisplay = [4, 12, 8, 0]
    play(s, "main", "deco:4:2")  # bottom, "RB" read from the right: B over b, R over blank
    assert s.players[0].vp == 3 + 1 and s.players[0].temples[0] == 1


def test_a_higher_decoration_needs_the_one_below_and_the_pyramid_tiles_under_it():
    s = fresh(2)
    from teotihuacan import pyramid as P
    s.pyr = [-1] * 30
    s.cells = D.PYRAMID_BASE
    s.deco[0] = 5
    assert P.next_decoration_space(s, 0) is None  # D2 on top needs level-1 tiles #1 and #2
    P.place_tile(s, 30, 0, 1)
    P.place_tile(s, 31, 0, 2)
    assert P.next_decoration_space(s, 0) == 1
    assert P.next_decoration_space(s, 1) == 0


# --- Construction -----------------------------------------------------------------------------------

def empty_pyramid(s):
    s.pyr = [-1] * 30
    s.cells = D.PYRAMID_BASE
    return s


@pytest.mark.parametrize("workers,tiles", [(1, 1), (2, 2), (3, 3), (4, 3)])
def test_construction_takes_up_to_1_2_3_tiles(workers, tiles):
    s = empty_pyramid(arrive(CONSTR, [1] * workers, stone=20))
    s.pdisplay = [30, 31, 19]
    play(s, "main")
    for _ in range(tiles):
        t = [t for t in s.pdisplay if t >= 0][0]
        slot = rules.affordable_slots(s, s.players[0], False)[-1]
        play(s, f"tile:{t}", f"slot:{slot}")
        if ask(s) == "crot":
            play(s, "rot:0")
    assert s.players[0].stone == 20 - 2 * tiles
    assert ask(s) != "ctile"  # every tile it may take is placed: the action ends


def test_pyramid_tile_matching_level_vp_and_the_track():
    s = empty_pyramid(arrive(CONSTR, [1], stone=2))
    s.pdisplay = [13, 30, 31]  # "b-G-"
    play(s, "main", "tile:13", "slot:0")
    assert options(s) == ["rot:0", "rot:1", "rot:2", "rot:3"]
    play(s, "rot:0")  # G over the base's g at (1, 1); b over a blank
    pl = s.players[0]
    assert pl.vp == 1 + 1 and pl.temples == [0, 0, 1] and pl.pyramid == 1 and pl.stone == 0
    assert s.cells[0] == "b" and s.cells[9] == "G" and s.pdisplay == [-1, 30, 31]


def test_blank_on_blank_never_matches():
    s = empty_pyramid(arrive(CONSTR, [1], stone=2))
    s.pdisplay = [30, 31, 19]
    play(s, "main", "tile:30", "slot:5")  # all blank: a single rotation
    assert s.players[0].vp == 1


@pytest.mark.parametrize("level,stone,wood,vp", [(1, 2, 0, 1), (2, 2, 1, 3), (3, 2, 2, 5), (4, 2, 3, 7)])
def test_pyramid_level_costs_and_vp(level, stone, wood, vp):
    s = empty_pyramid(arrive(CONSTR, [1], stone=stone, wood=wood))
    from teotihuacan import pyramid as P
    for k in range(D.LEVEL_START[level - 1]):
        P.place_tile(s, 30, 0, k)
    s.pdisplay = [31, 30, 19]
    slot = D.LEVEL_START[level - 1]
    s.pdeck = [t for t in range(32) if t not in (30, 31, 19)]
    play(s, "main", "tile:31")
    if level < 4:  # the top has a single space: no question
        play(s, f"slot:{slot}")
    pl = s.players[0]
    assert (pl.stone, pl.wood, pl.vp) == (0, 0, vp)
    if level == 4:  # the pyramid is complete: the last eclipse is coming
        assert s.final_eclipse and s.sun == s.moon and s.eclipse_left is not None


def test_tech_15_counts_one_more_worker_and_saves_a_resource_once():
    s = empty_pyramid(arrive(CONSTR, [1], stone=3, wood=1, techs=[15]))
    from teotihuacan import pyramid as P
    for k in range(16):
        P.place_tile(s, 30, 0, k)
    s.pdisplay = [31, 19, 20]
    play(s, "main", "tile:31", "slot:16")  # level 2: 2 stone + 1 wood
    assert options(s) == ["save:stone", "save:wood", "save:later"]
    play(s, "save:wood")
    assert (s.players[0].stone, s.players[0].wood) == (1, 1)
    # 2 tiles allowed, but with 1 stone left the action ends; 2 workers counted: 1 power-up
    assert ask(s) == "done" and s.players[0].vp == 3 and s.players[0].power[0] == 2


def test_tech_09_scores_4_more_after_decorations():
    s = arrive(DECO, [1], gold=3, techs=[9])
    s.ddisplay = [5, 6, 7, 9]  # "B-": on the left side, B over the printed r: no match
    play(s, "main", "deco:5:3")
    assert s.players[0].vp == 3 + 4


def test_tech_11_and_17_after_construction():
    s = empty_pyramid(arrive(CONSTR, [1], stone=2, techs=[11, 17]))
    s.pdisplay = [30, 31, 19]
    play(s, "main", "tile:30", "slot:5")
    assert ask(s) == "temple"  # Tech 17: a temple step of choice
    play(s, "temple:1")
    assert s.players[0].vp == 1 + 3 + 1  # level 1, Tech 11, red step 1
