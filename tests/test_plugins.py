"""Every built-in game plug-in rebuilds games and reads moves through the interface's defaults,
which call the engine's Game class the plug-in names (`game_class`): a record and a snapshot give
back the same game, and a move's string reads back as the same canonical action."""
import pytest

import games
from games import GamePlugin

BUILT_IN = ("tzolkin", "teotihuacan", "maya")


def started(plugin, decisions=6):
    game, _ = plugin.new_game(["Ana", "Ben"], (), seed=5)
    for _ in range(decisions):
        game.apply(game.legal_actions()[0])
    return game


@pytest.mark.parametrize("name", BUILT_IN)
def test_a_plugin_keeps_the_interface_s_readers_and_names_its_engine_s_game(name):
    plugin = games.get(name)
    assert plugin.game_class is not None
    for method in ("from_record", "from_json", "parse"):
        assert getattr(type(plugin), method) is getattr(GamePlugin, method)


@pytest.mark.parametrize("name", BUILT_IN)
def test_a_record_and_a_snapshot_rebuild_the_same_game(name):
    plugin = games.get(name)
    game = started(plugin)
    from_record = plugin.from_record(game.record())
    from_json = plugin.from_json(game.to_json())
    for again in (from_record, from_json):
        assert type(again) is plugin.game_class
        assert again.record() == game.record() and again.state == game.state


@pytest.mark.parametrize("name", BUILT_IN)
def test_a_move_s_string_reads_back_as_the_same_action(name):
    plugin = games.get(name)
    game = started(plugin, decisions=2)
    for action in game.legal_actions():
        assert plugin.parse(str(action)) == action
    with pytest.raises(plugin.IllegalAction):
        plugin.parse("not:a:move:of:any:game:at:all")
