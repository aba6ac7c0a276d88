"""The README's pictures (docs/pictures): `python -m images.showcase DIR` plays a seeded game of bots
for each registered game, keeps its record up to the middle and draws that board with the game's
own picture code; the committed records still replay in their games."""
import io
import json
from pathlib import Path

import pytest
from PIL import Image

import games
from images import showcase

PICTURES = Path(__file__).resolve().parents[2] / "docs" / "pictures"


def test_a_new_showcase_is_a_record_cut_at_a_turn_and_its_board():
    plugin = games.get("toy")
    first = showcase.midway(plugin, showcase.bot_game(plugin, 2, seed=3))
    assert first == showcase.midway(plugin, showcase.bot_game(plugin, 2, seed=3))  # the seed plays the same game
    game = plugin.rules.from_record(first)
    assert game.turn_start == len(game.actions) and not game.is_over


def test_the_showcase_draws_the_records_it_finds(tmp_path):
    plugin = games.get("toy")
    picture = showcase.showcase(plugin, tmp_path, players=4, seed=5)
    record = json.loads((tmp_path / f"{plugin.name}.json").read_text())
    assert record["config"]["players"] == 2  # within the game's own counts
    assert picture.read_bytes().startswith(b"\x89PNG")
    again = showcase.showcase(plugin, tmp_path)
    assert json.loads((tmp_path / f"{plugin.name}.json").read_text()) == record and again == picture


@pytest.mark.parametrize("name", ["tzolkin", "teotihuacan", "maya"])
def test_every_game_s_committed_showcase_replays_and_is_a_picture(name):
    plugin = games.get(name)
    game = plugin.rules.from_record(json.loads((PICTURES / f"{name}.json").read_text()))
    assert not game.is_over and game.turn_start == len(game.actions)
    with Image.open(io.BytesIO((PICTURES / f"{name}.png").read_bytes())) as image:
        assert image.format == "PNG" and image.width >= 600
