"""The expansion's tables against tzolkin-components.md §8 (tribes, prophecies, quick actions, new
buildings, five players), typed here a second time from the reference."""
from tzolkin import data as D


def test_prophecy_bands_match_section_8_2():
    bands = {
        "wrathful_gods": (0, 3, 9), "angry_chaac": (-1, 1, 3), "angry_quetzalcoatl": (-1, 1, 3),
        "angry_kukulcan": (-1, 1, 3), "forest_fires": (0, 2, 5), "drought": (1, 3, 6), "gold_shortage": (1, 3, 5),
        "desecration": (0, 2, 4), "teacher_shortage": (2, 4, 6), "forgotten_lore": (0, 1, 2),
        "crowded_cities": (1, 3, 6), "hunger": (3, 4, 5), "high_floodwaters": (0, 1, 2),
    }
    assert {k: v[3] for k, v in D.PROPHECIES.items()} == bands
    assert D.PROPHECY_BAND_VP == (-5, 0, 6, 13) and D.PROPHECIES_DRAWN == 3


def test_new_buildings_match_section_8_4():
    table = {33: (1, "farm", {"wood": 3}), 34: (1, "funerary", {"wood": 2, "gold": 1}),
             35: (1, "civic", {"wood": 1, "stone": 2}), 36: (1, "sacred", {"gold": 2}),
             37: (2, "farm", {"wood": 2}), 38: (2, "funerary", {"wood": 1, "gold": 1}),
             39: (2, "civic", {"wood": 1, "stone": 1}), 40: (2, "sacred", {"gold": 1, "skull": 1})}
    assert {b: (t["age"], t["family"], t["cost"]) for b, t in D.NEW_BUILDINGS.items()} == table
    assert [b for b, t in D.NEW_BUILDINGS.items() if t.get("renovation")] == [33, 34, 35, 36]
    assert all(t["source"] == D.SINGLE_SOURCE for b, t in D.NEW_BUILDINGS.items() if b not in (37, 38))


def test_quick_tiles_tribes_and_set_up_figures():
    assert len(D.QUICK_AGE1) == 7 and len(D.QUICK_AGE2) == 6 and D.QUICK_AGE1.count("tech") == 2
    assert set(D.QUICK_AGE1) | set(D.QUICK_AGE2) == set(D.QUICK_TILES)
    assert len(D.TRIBES) == 13 and len(D.PROPHECIES) == 13
    assert D.NEUTRAL_WORKERS_QUICK == {2: 18, 3: 12, 4: 6, 5: 0} and D.QUICK_BLOCKED == {2: 2, 3: 1, 4: 1, 5: 0}
    assert D.JUNGLE_FIELDS[5] == 5 and len(D.PLAYER_COLOURS) == 5
    assert [sum(D.YUMKAAX_SURCHARGE[:n]) for n in range(1, 7)] == [0, 0, 2, 5, 9, 13]
