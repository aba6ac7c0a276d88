"""Set-up (summary "Mise en place", components §1.1, §2-§8, §6.1, §10.1, R1, R11, R13, R14): the board,
the starting tiles chosen secretly, the neutral workers, the first game, the draft, Teotibot."""
import pytest

from helpers.teo_situations import ask
from teotihuacan import Config, Game, IllegalAction
from teotihuacan import data as D
from teotihuacan import invariants
from teotihuacan.setup import new_game


@pytest.mark.parametrize("seed", range(5))
def test_random_board_set_up(seed):
    s = new_game(4, seed)
    assert s.layout[0] == D.PALACE and s.layout[4] == D.CONSTRUCTION and sorted(s.layout) == list(range(1, 9))
    assert [D.ROYAL_TILES[t] for t in s.royal] == ["A", "B", "C"]
    assert s.techs == sorted(s.techs) and len(set(s.techs)) == 6  # R1: sorted, top row first
    assert len(set(s.bonus)) == 3
    assert (s.sun, s.moon, s.buildings) == (0, 12, 0)
    assert len(s.ddisplay) == 4 and len(s.pdisplay) == 3
    assert all(t >= 0 for t in s.wdisc) and [len(a) for a in s.adisc] == [3, 2, 1]
    assert sum(t >= 0 for t in s.pyr) == 8  # the 4-player starting pyramid


@pytest.mark.parametrize("players,tiles,moon", [(1, 14, 10), (2, 14, 10), (3, 10, 11), (4, 8, 12)])
def test_starting_pyramid_and_moon_by_player_count(players, tiles, moon):
    s = new_game(players, 1)
    assert sum(t >= 0 for t in s.pyr) == tiles and s.moon == moon
    assert not [p for p in invariants.check(s) if "float" in p or "visible" in p]


def test_starting_cocoa_by_player_order():
    s = new_game(4, 2)
    cocoa = {s.players[seat].token: s.players[seat].cocoa for seat in range(4)}
    assert cocoa == {1: 1, 2: 2, 3: 2, 4: 3}
    assert s.order == [(s.order[0] + i) % 4 for i in range(4)]


def test_four_starting_tiles_each_chosen_secretly_and_simultaneously():
    game = Game(Config(players=3), 4)
    s = game.state
    assert game.secret_phase() and all(len(s.dealt[p]) == 4 for p in range(3))
    assert len({t for tiles in s.dealt for t in tiles}) == 12
    for seat in range(3):
        opts = game.secret_options(seat)
        assert len(opts) == 6 and all(a.kind == "keep" for a in opts)  # 2 of 4
        assert game.secret_options(seat, ["keep:1:2"]) == []
    assert game.current_player == 0
    for seat in range(3):  # the table applies the choices in seat order
        game.apply(game.secret_options(seat)[0])
    assert not game.secret_phase()


def test_a_seats_options_never_depend_on_another_seats_choice():
    game = Game(Config(players=2), 9)
    before = game.secret_options(1)
    game.apply(game.secret_options(0)[3])
    assert game.secret_options(1) == before


def picked(tiles_by_seat, players=2, seed=0, **opts):
    """A game whose seats were dealt the given starting tiles, each keeping the first two."""
    game = Game(Config(players=players, **opts), seed)
    s = game.state
    s.dealt_disc.clear()
    for seat, tiles in enumerate(tiles_by_seat):
        s.dealt[seat] = sorted(tiles)
    for t in (14, 16):
        if any(t in tiles for tiles in tiles_by_seat):
            s.dealt_disc[str(t)] = s.dstack.pop()
    return game


def test_starting_tiles_give_resources_and_place_workers_on_three_different_boards():
    game = picked([[13, 17, 2, 3], [15, 18, 4, 5]])  # 13: boards 3, 5; 17: boards 3, 8
    game.apply("keep:13:17")
    game.apply("keep:15:18")  # 15: boards 2, 6; 18: boards 2, 7
    s = game.state
    a, b = s.players
    assert sorted(s.layout[p] for p in a.pos[:3]) == [3, 5, 8] and a.pos[3] == -1
    assert (a.wood, a.stone) == (7, 3) and a.cocoa == (1 if a.token == 1 else 3) + 6
    assert sorted(s.layout[p] for p in b.pos[:3]) == [2, 6, 7]
    assert b.avenue == 1 and a.power[:3] == [1, 1, 1]


def test_four_different_boards_let_the_player_leave_one_out():
    game = picked([[1, 2, 3, 4], [15, 18, 5, 6]])
    game.apply("keep:1:2")  # boards 1, 2 and 4, 3
    game.apply("keep:15:18")
    s = game.state
    assert s.current_player == 0 and ask(s) == "leave"
    assert [str(a) for a in game.legal_actions()] == ["leave:1", "leave:2", "leave:4", "leave:3"]
    game.apply("leave:1")
    assert sorted(s.layout[p] for p in s.players[0].pos[:3]) == [2, 3, 4]


def test_a_starting_technology_is_the_lowest_numbered_free_with_its_temple_step():
    game = picked([[5, 13, 1, 2], [15, 18, 3, 4]])
    game.apply("keep:5:13")
    game.apply("keep:15:18")
    s = game.state
    a, b = s.players
    lowest = min(range(6), key=lambda k: s.techs[k])
    assert a.techs == [s.techs[lowest]] and b.vp == 0  # nobody scores 3 VP (R14)
    assert a.temples[D.TECH_COLUMN_TEMPLE[lowest % 3]] == 1


def test_a_starting_tile_with_the_discovery_icon_sells_its_tile():
    game = picked([[14, 13, 1, 2], [16, 18, 3, 4]])
    s = game.state
    tile_a, tile_b = s.dealt_disc["14"], s.dealt_disc["16"]
    game.apply("keep:13:14")
    game.apply("keep:16:18")
    while ask(s) == "leave":
        game.apply(game.legal_actions()[0])
    assert s.current_player == 0 and [str(a) for a in game.legal_actions()] == [f"buy:{tile_a}", "skip"]
    game.apply(f"buy:{tile_a}")
    while ask(s) != "turn":
        game.apply(game.legal_actions()[0])
    a, b = s.players
    assert tile_a in a.discs + a.masks and tile_b in b.discs + b.masks


def test_a_discovery_whose_starting_tile_is_not_kept_goes_back_into_the_stack():
    game = picked([[14, 13, 1, 3], [15, 18, 4, 5]])
    tile = game.state.dealt_disc["14"]
    game.apply("keep:1:13")
    game.apply("keep:15:18")
    assert tile in game.state.dstack


def test_neutral_workers_use_two_starting_tiles_nobody_kept():
    for players, colours in ((2, 2), (3, 1), (4, 0)):
        game = Game(Config(players=players), 11)
        for seat in range(players):
            game.apply(game.secret_options(seat)[0])
        while game.state.phase == "setup":
            game.apply(game.legal_actions()[0])
        s = game.state
        assert len(s.neutral) == colours
        drawn = [e for e in s.events if e["e"] == "neutrals"]
        kept = {t for tiles in s.kept if tiles for t in tiles}
        if colours:
            assert not kept & set(drawn[-1]["tiles"])
            for c, positions in enumerate(s.neutral):
                a, b = drawn[-1]["tiles"][2 * c:2 * c + 2]
                boards = list(dict.fromkeys(D.START_TILES[a][0] + D.START_TILES[b][0]))[:3]
                assert [s.layout[p] for p in positions] == boards


def test_first_game_set_up():
    s = new_game(4, 6, options={"first_game": True})
    assert s.layout == list(D.FIRST_GAME_LAYOUT) and s.royal == [4, 6, 1]
    assert s.techs == [1, 3, 5, 9, 15, 17] and s.bonus == [2, 3, 6]
    assert s.phase == "play" and ask(s) == "turn"
    by_token = {pl.token: pl for pl in s.players}
    first, fourth = by_token[1], by_token[4]
    assert (first.cocoa, first.wood, first.stone, first.gold, first.temples) == (7, 1, 2, 4, [0, 0, 1])
    placed = sorted((s.layout[p], w) for p, w in zip(first.pos[:3], first.power[:3], strict=True))
    assert placed == [(2, 1), (6, 2), (8, 1)]
    assert (fourth.cocoa, fourth.gold, fourth.techs, fourth.temples) == (4, 5, [5], [0, 0, 2])
    assert by_token[2].vp == 1 and by_token[3].avenue == 1


def test_draft_lays_out_2n_plus_2_tiles_taken_in_snake_order():
    game = Game(Config(players=3, draft=True), 3)
    s = game.state
    assert len(s.draft) == 8 and not game.secret_phase()
    order = []
    for _ in range(6):
        order.append(game.current_player)
        game.apply(game.legal_actions()[0])
    first, second, third = s.order
    assert order == [first, second, third, third, second, first]
    assert all(len(s.kept[seat]) == 2 for seat in range(3))


def test_teotibot_set_up():
    s = new_game(1, 5)
    human, bot = s.players
    assert bot.bot and bot.token == 2 and human.token == 1 and human.cocoa == 1
    assert (bot.wood, bot.stone, bot.gold, bot.cocoa) == (2, 2, 2, 0)
    assert bot.temples == [1, 1, 1] and bot.avenue == 1 and bot.vp == 0 and bot.pyramid == 0
    assert bot.techs == [s.techs[2]]
    where = {s.layout[bot.pos[d]]: (bot.power[d], bot.lock[d]) for d in range(4)}
    assert where == {D.GOLD: (2, -1), D.NOBLES: (2, -1), D.CONSTRUCTION: (2, -1), D.DECORATIONS: (1, 6)}
    assert len(s.bot["slots"]) == 6 and s.bot["aside"] not in s.bot["slots"]
    assert sorted(s.bot["slots"] + [s.bot["aside"]]) == sorted(D.BOT_TILES)
    assert s.dealt[1] == [] and s.n_players == 2


def test_teotibot_difficulty_options():
    s = new_game(1, 5, options={"teotibot": {"power": 3, "resources": 1}})
    bot = s.players[1]
    assert (bot.wood, bot.stone, bot.gold) == (1, 1, 1) and sorted(bot.power) == [1, 3, 3, 3]
    with pytest.raises(IllegalAction, match="power cannot be 9"):
        Config(players=1, teotibot={"power": 9})
    with pytest.raises(IllegalAction, match="only against one player"):
        Config(players=2, teotibot={"power": 2})


def test_keeping_both_technology_tiles_gives_the_two_lowest_technologies():
    game = picked([[5, 7, 1, 2], [15, 18, 3, 4]])
    game.apply("keep:5:7")
    game.apply("keep:15:18")
    while game.state.current_player == 0 and game.state.phase == "setup":
        game.apply(game.legal_actions()[0])
    s = game.state
    assert sorted(s.players[0].techs) == sorted(s.techs)[:2]


@pytest.mark.parametrize("players", [2, 3])
def test_the_pyramid_variant_draws_among_the_player_counts_layouts(players):
    from teotihuacan.data import START_PYRAMIDS
    seen = set()
    for seed in range(30):
        s = new_game(players, seed, options={"pyramid_variant": True})
        level1 = "".join("X" if s.pyr[k] >= 0 else "." for k in range(16))
        seen.add(level1)
    assert seen == {layout for layout, _ in START_PYRAMIDS[players]}
