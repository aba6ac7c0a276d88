"""The Maya board (our design, kept as data in maya/board.toml) and the checks that guard it."""
import tomllib

import pytest

from maya import board as B
from maya import data as D

RAW = tomllib.loads(B.DATA.read_text(encoding="utf-8"))


def edited(**changes):
    """board.toml with some tables replaced, as a Board (the file itself is untouched)."""
    data = {k: (dict(v) if isinstance(v, dict) else v) for k, v in RAW.items()}
    for path, value in changes.items():
        table, key = path.split("__")
        data[table][key] = value
    return B.Board(data)


def test_the_shipped_board_passes_every_check():
    assert B.check() == []


def test_the_board_has_the_rulebooks_counts():
    b = B.BOARD
    assert b.zones == ("green", "blue", "yellow", "red")
    assert [len(b.zone_spaces(z)) for z in b.zones] == [36, 36, 36, 36]
    assert len(b.temples) == 13
    per_zone = {z: [t for t in b.temples if b.space(b.temple_space[t]).zone == z] for z in b.zones}
    assert sorted(len(v) for v in per_zone.values()) == [3, 3, 3, 4]
    assert "tikal" in per_zone["blue"]
    # "Two cities": Tikal, Palenque, Uxmal and Coba, one in each zone, so any zones in use offer two.
    assert {b.space(b.temple_space[t]).zone for t in b.two_cities} == set(b.zones)
    # Each colour: 8 tiles of each crop, 5 showing 1 good and 3 showing 2 (44 goods).
    assert len(b.kinds) == 32 and sum(g for _, g in b.kinds) == 44
    assert D.KINDS == ("maize1", "maize2", "potato1", "potato2", "squash1", "squash2", "chili1", "chili2")


def test_spaces_have_names_and_symmetric_neighbours():
    b = B.BOARD
    assert b.space("G8").temple == "tikal" and b.name(b.temple_space["tikal"]) == "G8"
    assert b.space("C1").row == 0 and b.space("C1").col == 2 and "A1" not in b.index  # A1 is sea
    for i, nbrs in enumerate(b.neighbours):
        assert len(nbrs) <= 6
        for n in nbrs:
            assert i in b.neighbours[n]
    # The 2nd, 4th, ... rows sit half a space to the right: G8 touches G7 and H7 above, G9 and H9 below.
    assert {b.name(n) for n in b.neighbours[b.index["G8"]]} == {"F8", "H8", "G7", "H7", "G9", "H9"}
    # ... and a space of an odd-numbered row touches the columns to its left: G7 touches F6 and G6.
    assert {b.name(n) for n in b.neighbours[b.index["G7"]]} == {"F7", "H7", "F6", "G6", "F8", "G8"}


def test_no_two_temples_are_neighbours_and_each_has_room():
    b = B.BOARD
    for t in b.temples:
        i = b.temple_space[t]
        assert not any(b.space(n).temple for n in b.neighbours[i]), t
        assert len(b.neighbours[i]) >= 5, t


@pytest.mark.parametrize("players", [2, 3])
def test_every_choice_of_zones_is_closed_by_the_jungle_tiles_of_the_box(players):
    for key in B.BOARD.zone_choices(players):
        a = B.area(key)
        assert key.startswith("blue+") and len(a.zones) == players
        covered = {i for piece in a.jungle for i in piece}
        assert covered == set(a.edge), key
        sizes = [len(p) for p in a.jungle]
        assert sizes.count(2) <= 9 and sizes.count(1) <= 3 and set(sizes) <= {1, 2}
        # at least one free space per tile of the players (and the temples in play)
        assert len(a.spaces) - len(a.temples) >= 32 * players


def test_the_four_player_game_uses_the_whole_map_without_jungle():
    a = B.area("blue+green+yellow+red")
    assert len(a.spaces) == 144 and a.jungle == [] and len(a.temples) == 13


def test_zone_keys_are_canonical():
    assert B.zone_key(["green", "blue"]) == "blue+green"
    assert B.zone_key(["red", "yellow", "blue"]) == "blue+yellow+red"
    assert B.BOARD.zone_choices(2) == ["blue+green", "blue+yellow", "blue+red"]


def test_the_checks_catch_a_broken_board():
    rows = list(RAW["map"]["rows"])
    # Two temple spaces side by side: mark the space right of Tikal (H8) as a temple of Naranjo.
    row = rows[7]
    rows[7] = row[:7] + "B" + row[8:]
    bad = edited(map__rows=rows, temples__naranjo=["H8", "Naranjo"])
    assert any("next to" in p for p in B.check(bad))
    # A jungle tile missing from a play area's edge.
    jungle = dict(RAW["jungle"])
    jungle["blue+green"] = jungle["blue+green"][1:]
    problems = B.check(_with(jungle=jungle))
    assert any(p.startswith("blue+green: spaces along the play area without jungle") for p in problems)
    # A crop mix that is not 5 + 3.
    tiles = dict(RAW["tiles"], maize=[4, 4])
    assert any("maize" in p for p in B.check(_with(tiles=tiles)))
    # Tikal moved out of the blue zone.
    assert any("starting temple" in p for p in B.check(_with(temples=dict(RAW["temples"], tikal=["A8", "Tikal"],
                                                                            palenque=["G8", "Palenque"]))))


def test_an_unreadable_board_says_so():
    with pytest.raises(B.BoardError):
        _with(temples=dict(RAW["temples"], tikal=["Z99", "Tikal"]))
    with pytest.raises(B.BoardError):
        _with(map={"rows": ["..q.."]})


def test_the_data_file_says_it_is_our_design():
    text = B.DATA.read_text(encoding="utf-8")
    assert "OUR DESIGN, NOT THE PRINTED BOARD" in text


def _with(**tables):
    data = dict(RAW)
    data.update(tables)
    return B.Board(data)

