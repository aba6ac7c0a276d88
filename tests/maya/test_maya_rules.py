"""Maya's rules, scenario by scenario, with the rulebook's worked examples (its pictures are lost:
each example is rebuilt on our board, the position drawn in the comment; Tikal is on G8).

Neighbours on the map: the 2nd, 4th, ... rows sit half a space to the right, so G8 touches
F8, H8 (its row), G7, H7 (above) and G9, H9 (below); G9 touches F9, H9, F8, G8, F10, G10.
"""
import pytest

from maya import data as D
from maya import invariants, rules
from maya import scenario as S
from maya.errors import IllegalAction


def play(s, *actions):
    for a in actions:
        rules.apply(s, a)
    return s


def options(s):
    return [str(a) for a in rules.legal_actions(s)]


def at(s, name):
    return s.board[rules.B.index[name]]


def refused(s, action, key):
    before = s.dumps()
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, action)
    assert err.value.key == key, err.value.reason
    assert s.dumps() == before  # nothing changes when a move is refused
    return err.value


# --- A. planting -------------------------------------------------------------------------------

def test_example_two_tiles_of_three_maize_score_three_not_blacks_maize():
    # Rulebook: "Rouge joue 2 tuiles pour un total de 3 maïs et marque donc 3 points. Rouge ne
    # marque pas de point pour le maïs qui appartient à Noir."
    #        G8 Tikal
    #   F9 Red maize(1)   G9 Red maize(2)   H9 Black maize(2)
    s = S.position(players=3)
    S.plant(s, "black", "maize2", "H9")
    S.rack(s, "red", ["maize1", "maize2"])
    play(s, "plant:maize2", "at:G9", "plant:maize1", "at:F9", "stop")
    red, black = s.players[0], s.players[2]
    assert (red.score, black.score) == (3, 0)
    assert s.events[-1][0] == "maya.ev.plant" and s.events[-1][1]["points"] == 3
    assert invariants.check(s) == []


def test_example_extending_your_own_maize_scores_the_whole_group():
    # Rulebook: "Rouge joue 2 tuiles avec du maïs. En les plaçant ainsi, il agrandit la plantation
    # de maïs qu'il possède et marque 5 points."  Red's maize(2) on H9, then maize(1) G9, maize(2) F9.
    s = S.position(players=3)
    S.plant(s, "red", "maize2", "H9")
    S.rack(s, "red", ["maize1", "maize2"])
    play(s, "plant:maize1", "at:G9", "plant:maize2", "at:F9", "stop")
    assert s.players[0].score == 5
    assert s.events[-1][0] == "maya.ev.plant_extend" and s.events[-1][1]["group"] == 3


def test_joining_two_of_your_groups_scores_them_all():
    # F8 and H7 are two groups of Red's squash; G7 touches both (and Tikal): 2 + 1 + 2 goods.
    s = S.position()
    S.plant(s, "red", "squash2", "F8", "H7")
    S.rack(s, "red", ["squash1"])
    play(s, "plant:squash1", "at:G7", "stop")
    assert s.players[0].score == 5


def test_other_crops_and_other_players_do_not_join_a_group():
    s = S.position()
    S.plant(s, "red", "potato2", "H9")     # Red's potatoes
    S.plant(s, "blue", "maize2", "F9")     # Blue's maize
    S.rack(s, "red", ["maize1"])
    play(s, "plant:maize1", "at:G9", "stop")
    assert s.players[0].score == 1


def test_example_a_tile_next_to_an_empty_temple_space_reveals_the_temple_at_once():
    # Rulebook: "La tuile plantation est placée adjacente à un emplacement temple. Une tuile temple
    # est immédiatement placée sur cet emplacement." F9 touches Uaxactun's space E10.
    s = S.position()
    S.plant(s, "blue", "potato1", "F8")
    S.rack(s, "red", ["chili1", "chili1"])
    assert not s.revealed("uaxactun")
    play(s, "plant:chili1", "at:F9")
    assert s.revealed("uaxactun") and at(s, "E10") == D.TEMPLE
    assert s.events[-1] == ["maya.ev.temple", {"temple": "uaxactun"}]
    # the revealed temple is a tile: it is a city of its own, and a neighbour for later turns
    assert "uaxactun" in rules.open_cities(s)


def test_example_two_groups_in_one_turn_are_illegal():
    # Rulebook: "Ce placement est interdit car cela créerait ou agrandirait 2 groupes de plantations."
    # Red lays maize on G9, then tries H7: next to Tikal, but not touching G9.
    s = S.position()
    S.rack(s, "red", ["maize1", "maize1"])
    play(s, "plant:maize1", "at:G9", "plant:maize1")
    refused(s, "at:H7", "maya.no.apart")
    # Ruling: touching an older tile of Red's own maize is not enough either.
    S.plant(s, "red", "maize2", "I8")
    refused(s, "at:I7", "maya.no.apart")
    play(s, "at:H9", "stop")  # H9 touches G9: one group
    assert s.players[0].score == 2


def test_planting_needs_empty_spaces_next_to_a_tile_and_never_a_temple_space():
    s = S.position()
    S.rack(s, "red", ["maize1", "maize1"])
    play(s, "plant:maize1")
    assert set(options(s)) == {"at:F8", "at:H8", "at:G7", "at:H7", "at:G9", "at:H9"}
    refused(s, "at:C9", "maya.no.alone")
    refused(s, "at:E10", "maya.no.temple_space")
    refused(s, "at:G8", "maya.no.taken")
    refused(s, "at:Z9", "maya.no.off_board")


def test_one_crop_per_turn_and_a_tile_of_the_rack():
    s = S.position()
    S.rack(s, "red", ["maize1", "potato2"])
    assert options(s)[:2] == ["plant:maize1", "plant:potato2"]
    refused(s, "plant:chili2", "maya.no.no_tile")
    play(s, "plant:maize1", "at:G9")
    assert options(s) == ["stop"]  # no other maize on the rack
    refused(s, "plant:potato2", "maya.no.one_crop")


def test_planting_does_not_refill_the_rack():
    s = S.position()
    S.rack(s, "red", ["maize1", "maize2", "chili1"])
    play(s, "plant:maize1", "at:G9", "plant:maize2", "at:G10", "stop")
    assert [D.kind_key(t) for t in s.players[0].rack] == ["chili1"]


def test_an_empty_rack_cannot_plant_and_grows_with_the_reserves_top_tile_unseen():
    s = S.position()
    pl = s.players[0]
    top = pl.reserve[-1]
    assert options(s) == ["grow:reserve"]
    refused(s, "plant:maize1", "maya.no.no_tile")
    play(s, "grow:reserve", "at:G9")
    i = rules.B.index["G9"]
    assert s.board[i] == top and s.down[i] and i in s.blind
    assert len(pl.rack) == D.DRAW_BLIND  # then only 2 tiles are drawn


# --- B. growing a city -----------------------------------------------------------------------------

@pytest.mark.parametrize("rack,drawn", [(1, 3), (5, 3), (6, 2), (7, 1)])
def test_growing_draws_three_but_never_above_seven(rack, drawn):
    s = S.position()
    S.rack(s, "red", ["maize1"] * 5 + ["potato1"] * (rack - 5) if rack > 5 else ["maize1"] * rack)
    before = len(s.players[0].reserve)
    play(s, "grow:maize1", "at:G9")
    assert len(s.players[0].rack) == rack - 1 + drawn
    assert len(s.players[0].reserve) == before - drawn


def test_a_short_reserve_gives_what_is_left():
    s = S.position()
    S.rack(s, "red", ["maize1"])
    pl = s.players[0]
    pl.reserve = pl.reserve[-2:]  # Ruling: a reserve shorter than the draw gives what is left
    play(s, "grow:maize1", "at:G9")
    assert len(pl.rack) == 2 and pl.reserve == []


def test_example_city_spaces_a_b_c_are_illegal():
    # Rulebook: a face-down tile cannot go (A) where it touches no face-down tile of a city nor a
    # temple, (B) where it joins two cities, (C) next to an empty temple space.
    #   Tikal G8 with a face-down tile on G9; Uaxactun revealed on E10; Naranjo's space H11 empty.
    s = S.position(temples=["tikal", "uaxactun"])
    S.city(s, "blue", "G9")
    S.rack(s, "red", ["maize1"])
    play(s, "grow:maize1")
    refused(s, "at:D8", "maya.no.no_city_next")          # A
    refused(s, "at:F9", "maya.no.joins")                 # B: touches G9 (Tikal) and E10 (Uaxactun)
    refused(s, "at:G10", "maya.no.next_to_temple_space")  # C: touches G9 (Tikal) and H11 (Naranjo, empty)
    assert "at:G7" in options(s) and "at:F10" not in options(s)  # F10 also touches Uaxactun and G9
    play(s, "at:G7")
    assert rules.city_spaces(s, "tikal") == [rules.B.index[n] for n in ("G7", "G8", "G9")]


def test_a_city_never_holds_two_temples():
    s = S.position(temples=["tikal", "uaxactun"])
    for space, temple in rules.grow_spaces(s):
        neighbours = {s.city[n] for n in rules.B.neighbours[space]} - {None}
        assert neighbours == {temple}


# --- scoring a city ------------------------------------------------------------------------------

def test_example_a_three_tile_city_red_five_goods_blue_four():
    # Rulebook: "Cette cité composée de 3 tuiles ne peut plus être agrandie. Rouge possède le plus de
    # denrées adjacentes à cette cité (5), et marque 12 points. Bleu arrive en 2e position avec 4
    # denrées et marque 6 points."  City: Tikal G8 + face-down G9, H9. Around it, Red's tiles on
    # F8 G7 F9 F10 (+ H7, laid now: 5 goods) and Blue's on H8 I9 G10 H10 (4 goods).
    s = S.position()
    S.city(s, "blue", "G9", "H9")
    S.fill(s, "red", "F8", "G7", "F9", "F10")
    S.fill(s, "blue", "H8", "I9", "G10", "H10")
    S.rack(s, "red", ["maize1"])
    assert not rules.surrounded(s, "tikal")
    play(s, "plant:maize1", "at:H7", "stop")
    event = next(e for e in s.events if e[0] == "maya.ev.city")[1]
    assert event["temple"] == "tikal" and event["size"] == 3
    assert event["goods"] == [5, 4] and event["points"] == [12, 6]
    assert s.players[0].city_points == 12 and s.players[1].city_points == 6
    assert "tikal" in s.closed
    assert invariants.check(s) == []


def test_a_city_that_can_still_grow_or_is_not_surrounded_is_not_scored():
    s = S.position()
    S.fill(s, "blue", "F8", "H8", "G7", "H7", "G9")
    S.rack(s, "red", ["maize1", "maize1"])
    play(s, "plant:maize1", "at:G10", "stop")  # H9 is still free: Tikal can grow there
    assert s.closed == []
    s.current = 0
    play(s, "plant:maize1", "at:H9", "stop")
    assert s.closed == ["tikal"]
    city = [e for e in s.events if e[0] == "maya.ev.city"][-1][1]
    assert city["size"] == 1 and city["points"] == [0, 0]  # a city of 1 tile is worth nothing


@pytest.mark.parametrize("goods,size,points", [
    ([5, 4], 3, [12, 6]),
    ([4, 4], 3, [9, 9]),            # tie for 1st: 12 + 6 shared, no 2nd place
    ([3, 3], 2, [5, 5]),            # (6 + 3) / 2 rounded up
    ([2, 2, 2], 4, [10, 10, 10]),   # (20 + 10) / 3
    ([7, 2, 2], 3, [12, 3, 3]),     # Ruling: a tie for 2nd shares the 2nd value, rounded up
    ([7, 2, 2], 2, [6, 2, 2]),      # 3 / 2 rounded up
    ([3, 0, 0], 4, [20, 0, 0]),     # no goods, no place
    ([0, 0], 5, [0, 0]),
    ([1, 6, 2, 1], 9, [0, 30, 15, 0]),  # 5 tiles or more: 30 and 15
])
def test_city_awards(goods, size, points):
    assert rules.city_awards(goods, size)[0] == points


def test_goods_are_counted_once_per_tile_and_face_down_tiles_give_none():
    # A tile touching two tiles of the city counts once; face-down tiles are not plantations.
    s = S.position()
    S.city(s, "red", "G9")
    S.plant(s, "red", "chili2", "F8")   # touches G8 and G9
    assert rules.city_goods(s, "tikal") == [2, 0]


def test_several_cities_closed_in_one_turn_all_score_north_to_south():
    # Calakmul (E6) and Tikal (G8) both lose their last free neighbour to one group laid on F7 + G7.
    s = S.position(temples=["calakmul", "tikal"])
    S.fill(s, "blue", "F6", "E7", "F8", "H8", "H7", "G9", "H9")
    S.rack(s, "red", ["squash2", "squash2"])
    play(s, "plant:squash2", "at:F7", "plant:squash2", "at:G7", "stop")
    scored = [e[1]["temple"] for e in s.events if e[0] == "maya.ev.city"]
    assert scored == ["calakmul", "tikal"] == s.closed


@pytest.mark.parametrize("players", [2, 3])
def test_the_zones_the_table_chose_are_the_open_ones(players):
    # [Mise en place, jeu à 2 ou 3 joueurs] The players choose the zones together: the blue one (with
    # Tikal) always, one more at 2 players, two more at 3. Those are the board; the rest is off it.
    import random
    from maya import Config, Game
    for key in rules.B.zone_choices(players):
        chosen = key.split("+")
        game = Game(Config(players, zones=chosen[::-1]), seed=players)  # named in any order
        assert game.state.zones == key
        a = rules.area(key)
        assert {i for i in range(rules.N_SPACES) if a.inside[i]} == {sp.index for sp in rules.B.spaces
                                                                       if sp.zone in chosen}
        rng = random.Random(players)
        while not game.is_over:  # every space offered in a whole game lies in the chosen zones
            legal = game.legal_actions()
            assert all(rules.B.spaces[rules.B.index[x.a]].zone in chosen for x in legal if x.kind == "at")
            game.apply(rng.choice(legal))
        laid = [i for i, v in enumerate(game.state.board) if v is not None]
        assert len(laid) > 10 and all(rules.B.spaces[i].zone in chosen for i in laid)
    for wrong in (["blue"] * players, ["green", "yellow", "red"][:players],
                  ["blue", "green", "yellow", "red"][:players + 1]):
        with pytest.raises(IllegalAction) as err:
            rules.new_game(players, 1, zones=wrong)
        assert err.value.key == "maya.no.zones", wrong


def test_the_jungle_and_the_board_edge_close_a_city():
    # Two players on blue + green: the yellow zone above Calakmul (E6) is off the board, behind jungle.
    s = S.position(zones="blue+green", temples=["calakmul"])
    refused_state = S.position(zones="blue+green", temples=["calakmul"])
    S.rack(refused_state, "red", ["maize1"])
    play(refused_state, "plant:maize1")
    refused(refused_state, "at:E5", "maya.no.off_board")
    S.fill(s, "blue", "F6", "E7")
    S.rack(s, "red", ["maize1"])
    play(s, "plant:maize1", "at:F7", "stop")
    assert s.closed == ["calakmul"]


# --- turns, the end and its tie-breaks --------------------------------------------------------------

def test_a_player_who_can_neither_plant_nor_grow_draws_instead():
    # Ruling: Blue's rack is empty and Tikal is closed (no city can grow): Blue draws 3 tiles, and the
    # turn passes back to Red; Blue plants on its next turn.
    s = S.position()
    S.fill(s, "blue", "F8", "H8", "G7", "H7", "G9")
    S.rack(s, "red", ["maize1", "maize1"])
    blue = s.players[1]
    reserve = len(blue.reserve)
    play(s, "plant:maize1", "at:H9", "stop")
    assert s.closed == ["tikal"] and not rules.any_grow_space(s)
    assert s.events[-1] == ["maya.ev.draw", {"player": "Blue", "seat": 1, "n": 3}]
    assert len(blue.rack) == 3 and len(blue.reserve) == reserve - 3
    assert s.current == 0
    play(s, "plant:maize1", "at:I9", "stop")
    assert s.current == 1 and options(s)[0].startswith("plant:")
    assert invariants.check(s) == []


def test_a_player_who_cannot_draw_either_is_passed_over_and_nobody_playing_ends_the_game():
    # A made-up full board (the real tiles could not fill it: our board has more free spaces than
    # tiles), and full racks: nobody can plant, grow or draw.
    s = S.position()
    a = rules.area(s.zones)
    for i in a.spaces:
        if s.board[i] is None and not a.is_temple_space[i]:
            s.board[i] = 5  # a tile of Red, again and again: only the end of the game is looked at
    S.rack(s, "red", ["chili1"] * 5 + ["chili2", "chili2"])
    S.rack(s, "blue", ["chili1"] * 5 + ["chili2", "chili2"])
    s.current = 1
    rules._end_turn(s)
    assert [e[0] for e in s.events[-5:]] == ["maya.ev.city", "maya.ev.skip", "maya.ev.skip", "maya.ev.blocked",
                                             "maya.ev.end"]
    assert s.is_over


def test_the_game_ends_at_the_end_of_the_turn_the_last_tile_is_laid():
    s = S.position()
    S.fill(s, "blue", "F8", "H8", "G7", "H7", "G9")
    S.rack(s, "red", ["maize1"])
    s.players[0].reserve = []
    play(s, "plant:maize1", "at:H9")
    assert not s.is_over  # the turn is not over: the city is scored when it ends
    play(s, "stop")
    assert s.is_over and s.closed == ["tikal"]
    assert [e[0] for e in s.events[-3:]] == ["maya.ev.city", "maya.ev.last_tile", "maya.ev.end"]


def test_a_blind_grow_with_the_last_reserve_tile_ends_the_game():
    s = S.position()
    s.players[0].reserve = s.players[0].reserve[-1:]
    play(s, "grow:reserve", "at:G9")
    assert s.is_over and s.players[0].rack == []


def test_ties_go_to_the_most_tiles_left_then_to_who_played_last():
    from maya.scoring import final_scores
    s = S.position(players=3)
    for pl, score, left, last in zip(s.players, (40, 40, 40), (3, 5, 3), (10, 11, 12), strict=True):
        pl.score, pl.rack, pl.reserve, pl.last_turn = score, [], pl.reserve[:left], last
    final = final_scores(s)
    assert [r["place"] for r in final["players"]] == [3, 1, 2]
    assert final["winners"] == [1] and final["ranking"] == [1, 2, 0]


def test_the_first_player_starts_and_turns_go_clockwise():
    s = rules.new_game(3, 5)
    assert s.current == 0 and s.turn_no == 1 and s.revealed("tikal")
    assert all(len(pl.rack) == 5 and len(pl.reserve) == 27 for pl in s.players)
    play(s, rules.legal_actions(s)[0])
    while s.current == 0:
        play(s, rules.legal_actions(s)[-1])
    assert s.current == 1 and s.turn_no == 2


# --- set-up: zones and variants ---------------------------------------------------------------------

def test_two_and_three_players_use_fewer_zones():
    assert rules.new_game(2, 1).zones == "blue+green"
    assert rules.new_game(3, 1).zones == "blue+green+red"
    assert rules.new_game(2, 1, zones=["yellow", "blue"]).zones == "blue+yellow"
    for bad in (["green", "red"], ["blue", "green", "red"]):
        with pytest.raises(IllegalAction) as err:
            rules.new_game(2, 1, zones=bad)
        assert err.value.key == "maya.no.zones"


def test_variant_a_new_start_lets_the_last_player_choose_the_first_temple():
    s = rules.new_game(3, 2, variant="new_start", zones="blue+yellow+red")
    assert s.phase == "setup" and s.current == 2 and not s.revealed("tikal")
    assert len(options(s)) == 10  # every temple space in play
    play(s, "temple:coba")
    assert s.revealed("coba") and not s.revealed("tikal")
    assert s.phase == "play" and s.current == 0 and s.turn_no == 2


def test_variant_two_cities_picks_two_of_tikal_palenque_uxmal_coba():
    s = rules.new_game(4, 3, variant="two_cities")
    assert options(s) == ["temple:tikal", "temple:palenque", "temple:uxmal", "temple:coba"]
    play(s, "temple:uxmal")
    assert options(s) == ["temple:tikal", "temple:palenque", "temple:coba"]
    play(s, "temple:palenque")
    assert s.phase == "play" and s.revealed("uxmal") and s.revealed("palenque") and not s.revealed("tikal")
    two = rules.new_game(2, 3, variant="two_cities", zones="blue+red")  # only two in play: no choice
    assert two.phase == "play" and two.revealed("tikal") and two.revealed("coba")


# --- decisions fit a menu ------------------------------------------------------------------------------

def test_many_spaces_are_chosen_row_first_and_may_be_named_directly():
    s = S.position(players=4, temples=list(rules.B.temples))
    S.rack(s, "red", ["maize1"])
    play(s, "plant:maize1")
    first = options(s)
    assert first[0].startswith("row:") and len(first) <= 25
    play(s, "row:8")
    assert all(o.startswith("at:") and o.endswith("8") for o in options(s))
    s2 = S.position(players=4, temples=list(rules.B.temples))
    S.rack(s2, "red", ["maize1"])
    play(s2, "plant:maize1", "at:G9")  # named directly, without choosing its row
    assert at(s2, "G9") is not None


def test_many_cities_to_grow_are_chosen_city_first():
    s = S.position(players=4, temples=list(rules.B.temples))
    S.rack(s, "red", ["maize1"])
    play(s, "grow:maize1")
    cities = options(s)
    assert all(o.startswith("city:") for o in cities) and len(cities) == 13
    play(s, "city:coba")
    assert rules.decision_data(s) == ("maya.ask.grow_space_city", {"temple": "coba"})
    spaces = options(s)
    assert spaces and all(o.startswith("at:") for o in spaces)
    play(s, spaces[0])
    assert len(rules.city_spaces(s, "coba")) == 2
