"""images.commands, the picture commands' shared parts: a gallery's arguments, and the figures of
the live board drawn as each turn of whole games starts (here on gamekit's small test game, with a
stand-in drawing, so that the figures are known)."""
from itertools import pairwise

import pytest

from images.commands import bench_games, board_figures, gallery_args, ms_of, spread
from helpers.count_game import CountConfig, CountGame


def test_a_gallery_takes_one_folder_and_a_known_language(tmp_path, capsys):
    assert gallery_args([str(tmp_path / "out"), "--lang", "it"], "images.x.gallery") == (tmp_path / "out", "it")
    assert (tmp_path / "out").is_dir()
    assert gallery_args([str(tmp_path)], "images.x.gallery") == (tmp_path, "en")
    for wrong in ([], [str(tmp_path / "a"), "--lang"], [str(tmp_path / "a"), "--lang", "de"], ["a", "b"]):
        assert gallery_args(wrong, "images.x.gallery") is None
        usage = "usage: python -m images.x.gallery [-h] [--lang {en,fr,it}] OUT_DIR\n"
        assert capsys.readouterr().err.startswith(usage)
    assert not (tmp_path / "a").exists()  # no folder made for a wrong command


def test_the_board_is_timed_as_each_turn_starts_the_first_apart():
    ticks = iter(range(1000))
    drawn = []

    def draw(state):
        drawn.append(state.turn_no)
        return b"x" * (100 * (state.turn_no + 1))
    figures = board_figures(2, lambda seed: CountGame(CountConfig(2), seed), draw, clock=lambda: next(ticks) / 1000)
    assert drawn[0] == 0 and all(b == a + 1 for a, b in pairwise(drawn) if b)  # each turn once, in order
    assert figures["count"] == len(drawn) - 1 and figures["first"] == pytest.approx(1.0)
    assert figures["median"] == figures["p95"] == figures["max"] == pytest.approx(1.0)
    assert figures["largest_kb"] == pytest.approx(100 * (max(drawn) + 1) / 1024)


def test_spread_is_the_median_the_95th_percentile_and_the_maximum():
    assert spread([5, 1, 3, 2, 4] * 4) == (3, 5, 5)
    assert spread(list(range(1, 101))) == (50.5, 95, 100)


def test_a_bench_plays_the_games_asked_and_times_its_warm_up_apart():
    assert bench_games([]) == 3 and bench_games(["7"]) == 7 and bench_games([], default=2) == 2
    ticks, warmed = iter([0.5, 0.75]), []
    assert ms_of(lambda: warmed.append(True), clock=lambda: next(ticks)) == 250.0 and warmed == [True]
