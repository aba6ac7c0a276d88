"""Set-up: jungle, buildings, monuments, starting wealth, neutral workers, calendar (rulebook "Mise en place")."""
import pytest

from tzolkin import data as D
from tzolkin import rules
from tzolkin.state import NEUTRAL


@pytest.mark.parametrize("n, fields", [(2, 2), (3, 3), (4, 4)])
def test_jungle_tiles_by_player_count(n, fields):
    s = rules.new_game(n, 1)
    # Group 2 is corn only; groups 3-5 have wood on every corn tile.
    assert s.jungle == {"2": [0, fields], "3": [fields, 0], "4": [fields, 0], "5": [fields, 0]}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_buildings_monuments_and_wealth(n):
    s = rules.new_game(n, 5)
    assert len(s.monuments) == n + 2
    assert len(s.display) == 6 and all(D.BUILDINGS[b]["age"] == 1 for b in s.display)
    assert len(s.deck1) == 14 - 6 and len(s.deck2) == 18
    dealt = [t for hand in s.wealth_dealt for t in hand]
    assert all(len(hand) == 4 for hand in s.wealth_dealt) and len(set(dealt)) == 4 * n
    assert not set(dealt) & set(s.neutral_tiles)
    assert s.phase == "wealth" and s.current_player == s.first_player
    assert s.tooth == 0 and s.day == 1 and not s.is_food_day()


@pytest.mark.parametrize("n, neutral", [(2, 12), (3, 6), (4, 0)])
def test_neutral_workers(n, neutral):
    for seed in range(20):
        s = rules.new_game(n, seed)
        assert sum(row.count(NEUTRAL) for row in s.gears.values()) == neutral


def test_neutral_worker_opposite_space_example():
    # Rulebook example: the tile "Palenque 5" drawn first for Palenque also blocks Palenque 0.
    palenque5 = next(t for t, v in D.WEALTH_TILES.items() if v["gear"] == D.PALENQUE and v["space"] == 5)
    s = rules.new_game(4, 0)
    rules.place_neutral_workers(s, [palenque5])  # 4 players place none
    assert s.gears[D.PALENQUE].count(NEUTRAL) == 0
    s.n_players = 3
    s.neutral_left = D.NEUTRAL_WORKERS[3]
    rules.place_neutral_workers(s, [palenque5])
    assert s.gears[D.PALENQUE][5] == NEUTRAL and s.gears[D.PALENQUE][0] == NEUTRAL


def test_no_opposite_space_on_chichen_itza():
    chichen = [t for t, v in D.WEALTH_TILES.items() if v["gear"] == D.CHICHEN]
    s = rules.new_game(3, 0)
    s.gears = {g: [None] * D.TEETH[g] for g in D.GEARS}
    s.neutral_tiles = []
    s.neutral_left = D.NEUTRAL_WORKERS[3]
    rules.place_neutral_workers(s, chichen)
    assert sorted(p for p, o in enumerate(s.gears[D.CHICHEN]) if o == NEUTRAL) == [0, 3, 5, 7, 10]


def test_opposite_space_only_while_neutral_workers_remain():
    tiles = [t for t, v in D.WEALTH_TILES.items() if v["gear"] == D.CHICHEN][:5]
    tikal1 = next(t for t, v in D.WEALTH_TILES.items() if v["gear"] == D.TIKAL and v["space"] == 1)
    s = rules.new_game(3, 0)
    s.gears = {g: [None] * D.TEETH[g] for g in D.GEARS}
    s.neutral_left = D.NEUTRAL_WORKERS[3]
    rules.place_neutral_workers(s, tiles + [tikal1])  # 5 on Chichen Itza, the 6th and last on Tikal 1
    assert s.gears[D.TIKAL][1] == NEUTRAL and s.gears[D.TIKAL][6] is None


def test_same_seed_same_setup_and_different_seeds_differ():
    assert rules.new_game(4, 9).dumps() == rules.new_game(4, 9).dumps()
    assert rules.new_game(4, 9).dumps() != rules.new_game(4, 10).dumps()


def test_wealth_choices_are_revealed_together():
    s = rules.new_game(3, 2)
    order = s.turn_order()
    first_choice = rules.legal_actions(s)[0]
    rules.apply(s, first_choice)
    # Nothing is taken until everybody has chosen.
    assert all(p.wealth == [] and p.corn == 0 for p in s.players)
    assert s.current_player == order[1]
    for _ in range(2):
        rules.apply(s, rules.legal_actions(s)[-1])
    assert s.phase == "play"
    for seat in range(3):
        kept = s.wealth_kept[seat]
        pl = s.players[seat]
        assert pl.wealth == kept
        expected_corn = sum(D.WEALTH_TILES[t]["gain"].get("corn", 0) for t in kept)
        assert pl.corn == expected_corn
    assert s.current_player == s.first_player


def test_wealth_tile_effects():
    # Uxmal 5 gives a worker; Uxmal 3 is a farm feeding one worker; Palenque 1 gives temple + tech.
    tile = {(v["gear"], v["space"]): t for t, v in D.WEALTH_TILES.items()}
    s = rules.new_game(2, 0)
    s.wealth_dealt[s.turn_order()[0]] = sorted([tile["uxmal", 5], tile["uxmal", 3], tile["palenque", 1],
                                                 tile["tikal", 3]])
    first = s.turn_order()[0]
    a, b = sorted([tile["uxmal", 5], tile["uxmal", 3]])
    rules.apply(s, f"keep:{a}:{b}")
    rules.apply(s, rules.legal_actions(s)[0])
    pl = s.players[first]
    assert pl.workers == 4 and pl.feed_free == 1 and pl.corn == 3 and pl.wood == 1
    s2 = rules.new_game(2, 0)
    s2.wealth_dealt[first] = sorted([tile["palenque", 1], tile["chichen", 0], tile["uxmal", 3], tile["tikal", 3]])
    a, b = sorted([tile["palenque", 1], tile["chichen", 0]])
    rules.apply(s2, f"keep:{a}:{b}")
    rules.apply(s2, rules.legal_actions(s2)[0])
    pl = s2.players[first]
    assert pl.temples[D.QUETZAL] == 1 and pl.techs[D.AGRICULTURE] == 1
    assert pl.skulls == 1 and pl.corn == 7 and s2.skull_supply == 13 - 1 - s2.players[1 - first].skulls
