"""The Maya pictures (images/maya/): every view renders in every language, 600 px wide with every text
at least 32 px and none cut; pieces are where the state says; hidden tiles are never drawn."""
import json
import io

import pytest
from PIL import Image, ImageChops

import i18n
from images import script
from images import maya as M
from images import pen as P
from images.labels import speaking
from images.maya import samples, style as S, views
from images.maya.draw import MapLayout
from maya import data as D
from maya import rules, scenario
from maya.board import BOARD
from helpers.world_names import name_problems


@pytest.fixture(scope="module")
def states():
    return dict(samples.gallery_states())


def every_picture(states):
    for s in states.values():
        yield views.render_board(s)
        for zone in rules.area(s.zones).zones:
            yield views.render_zone(s, zone)
        for seat in range(s.n_players):
            yield views.render_rack(s, seat)
        yield views.render_scores(s)


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_every_view_is_phone_readable_in_every_language(states, lang):
    P.CLIPPED.clear()
    with speaking(lang), P.recording() as drawn:
        pictures = list(every_picture(states))
    assert len(pictures) > 50
    for img in pictures:
        assert img.width == views.WIDTH and 150 < img.height < 1400
        assert min(img.info["text_sizes"]) >= 32, img.info["texts"]
    assert P.CLIPPED == []
    # a long name is shortened, never to fewer graphemes than tell who it is ("Ch… chooses a temple")
    assert [d.text for d in drawn if any(kept < P.KEEP for _, kept in d.shortened)] == []


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_names_in_every_script_are_drawn_as_they_are_read(states, lang):
    """Arabic and Hebrew names right to left (and the title "… to play" left to right around them),
    emoji drawn, a long name shortened to no fewer than KEEP graphemes: on the board, the scores and
    each player's own rack."""
    s = states["world-names-4p"]
    names = [pl.name for pl in s.players]
    views_of = [("board", views.render_board, (), names), ("scores", views.render_scores, (), names)]
    views_of += [(f"rack {seat + 1}", views.render_rack, (seat,), [name]) for seat, name in enumerate(names)]
    views_of += [(f"zone {zone}", views.render_zone, (zone,), []) for zone in rules.area(s.zones).zones]
    found = []
    with speaking(lang):
        for picture, render, args, shown in views_of:
            with P.recording() as drawn:
                render(s, *args)
            found += name_problems(drawn, f"{lang} {picture}", shown)
    assert found == [], "\n".join(found)


def test_the_named_views_give_png_bytes(states):
    s = states["mid-4p"]
    for data in (M.render("board", s), M.render("zone", s, "fr", zone="blue"), M.render("rack", s, "it", seat=2),
                 M.render("scores", s), M.board_png(s, "fr"), M.zone_png(s, "red"), M.rack_png(s, 0),
                 M.scores_png(states["final-4p"], "it")):
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) < 200 * 1024
        assert Image.open(io.BytesIO(data)).width == 600
    assert M.board_png(s) == M.board_png(s)  # a pure function of the state
    assert len({M.board_png(s, lang) for lang in i18n.LOCALES}) == 3


def test_bad_requests_are_refused(states):
    two = states["start-2p"]  # blue + green
    with pytest.raises(ValueError):
        M.zone_png(two, "yellow")
    with pytest.raises(ValueError):
        M.rack_png(two, 2)
    with pytest.raises(ValueError):
        M.render("atlas", two)


def colour_near(img, xy, colour, tol=30, r=3):
    """Whether some pixel around xy is within tol of colour."""
    x, y = int(xy[0]), int(xy[1])
    crop = img.convert("RGB").crop((x - r, y - r, x + r + 1, y + r + 1))
    diff = ImageChops.difference(crop, Image.new("RGB", crop.size, colour))
    px = diff.load()
    return any(max(px[i, j]) <= tol for i in range(diff.width) for j in range(diff.height))


def board_layout(s):
    layout, _, _, _ = views._board_base(s.zones, s.n_players)
    return layout


def test_pieces_are_drawn_where_the_state_says():
    s = scenario.position(players=2)
    scenario.plant(s, "red", "maize2", "G9")
    scenario.plant(s, "blue", "chili1", "F8")
    scenario.city(s, "blue", "H9")
    img = views.render_board(s)
    layout = board_layout(s)
    at = lambda name: layout.centre(BOARD.index[name])  # noqa: E731
    w = layout.w
    cx, cy = at("G9")
    assert colour_near(img, (cx, cy - w * 0.3), S.CROP_FILL["maize"], r=6)   # a maize tile
    assert colour_near(img, (cx, cy + w * 0.35), S.PLAYER_STYLE["red"][0])   # Red's token
    cx, cy = at("F8")
    assert colour_near(img, (cx, cy + w * 0.35), S.PLAYER_STYLE["blue"][0])
    cx, cy = at("H9")
    assert colour_near(img, (cx, cy - w * 0.35), S.DOWN)                     # a face-down tile...
    assert colour_near(img, (cx, cy + w * 0.12), S.PLAYER_STYLE["blue"][0])  # ... and whose it is
    assert colour_near(img, at("D8"), S.ZONE_TINT["blue"])                     # an empty space
    assert not colour_near(img, at("D8"), S.PLAYER_STYLE["red"][0], tol=20)


def test_a_face_down_tile_shows_its_owner_and_nothing_else():
    # The back of a tile has its player's colour: a face-down tile shows whose it is (the owner's
    # token, colour, shape and letter), never its crop or its goods.
    s = scenario.position(players=2)
    scenario.city(s, "red", "H9")
    scenario.city(s, "blue", "G7")
    img = views.render_board(s)
    layout = board_layout(s)
    w = layout.w
    for name, mine, other in (("H9", "red", "blue"), ("G7", "blue", "red")):
        cx, cy = layout.centre(BOARD.index[name])
        token = (cx, cy + w * 0.12)
        assert colour_near(img, (cx, cy - w * 0.35), S.DOWN)                     # the back of a tile
        assert colour_near(img, token, S.PLAYER_STYLE[mine][0])                  # its owner's token
        assert not colour_near(img, token, S.PLAYER_STYLE[other][0], r=8)
        assert not any(colour_near(img, (cx, cy), S.CROP_FILL[crop], tol=12, r=int(w * 0.4)) for crop in D.CROPS)


def test_a_scored_city_shows_its_winner():
    s = scenario.position(players=2)
    scenario.fill(s, "blue", "F8", "H8", "G7", "H7", "G9")
    scenario.rack(s, "red", ["maize1"])
    rules.apply(s, "plant:maize1")
    rules.apply(s, "at:H9")
    rules.apply(s, "stop")
    assert s.closed == ["tikal"]
    img = views.render_board(s)
    centre = board_layout(s).centre(BOARD.temple_space["tikal"])
    assert colour_near(img, centre, S.PLAYER_STYLE["blue"][0])  # Blue had the most goods


def test_hidden_tiles_are_never_drawn(states):
    # The board shows no rack and no face-down tile's face: changing them changes nothing.
    s = states["mid-4p"].copy()
    before = [M.board_png(s), M.scores_png(s)] + [M.zone_png(s, z) for z in rules.area(s.zones).zones]
    for pl in s.players:  # swap rack and reserve contents, keeping their sizes
        tiles = pl.rack + pl.reserve
        tiles.reverse()
        pl.rack, pl.reserve = sorted(tiles[:len(pl.rack)]), tiles[len(pl.rack):]
    down = [i for i, d in enumerate(s.down) if d]
    assert down
    for i in down:  # another tile of the same owner under each face-down tile
        owner = D.owner(s.board[i])
        s.board[i] = owner * D.TILES + (s.board[i] + 7) % D.TILES
    after = [M.board_png(s), M.scores_png(s)] + [M.zone_png(s, z) for z in rules.area(s.zones).zones]
    assert before == after
    assert M.rack_png(s, 0) != M.rack_png(states["mid-4p"], 0)  # the rack picture is the private one


@pytest.mark.parametrize("lang, letters", [("en", "R B K W"), ("fr", "R B N Bc"), ("it", "R B N Bi")])
def test_every_seat_has_its_own_shape_and_letter_in_every_language(lang, letters):
    """The letter is the colour's initial in the picture's language: in French and Italian "B" is
    blue, so white is "Bc" / "Bi" (and black "N"), never an English letter."""
    with speaking(lang):
        styles = [S.colour_style(colour) for colour in D.COLOURS]
    assert len({st[2] for st in styles}) == 4 and " ".join(st[3] for st in styles) == letters


def test_a_two_letter_badge_stays_inside_its_piece():
    """A letter as wide as a W keeps its size; "Bc" is drawn smaller, no wider than a W."""
    for colour in D.COLOURS:
        style = S.PLAYER_STYLE[colour]
        (w_width, w_height), (width, height) = letter_box(style, "W"), letter_box(style, "Bc")
        assert width <= w_width + 1 and height < w_height, colour
        assert letter_box(style, "R")[1] == w_height  # one letter keeps its size


def letter_box(style, char):
    """(width, height) of the letter drawn on a piece: what differs from the piece without one."""
    from images import sprites
    blank = sprites.token((*style, ""), 60, letter=False).convert("RGB")
    left, top, right, bottom = ImageChops.difference(sprites.token((*style, char), 60).convert("RGB"),
                                                     blank).getbbox()
    return right - left, bottom - top


def test_the_default_names_are_the_colours_in_the_pictures_language():
    """A seat named by default ("Red", "Blue") reads "Rouge", "Bleu" in a French picture; a player's
    own name is never changed."""
    state = samples.start(2, 1)
    assert [pl.name for pl in state.players] == ["Red", "Blue"]
    for lang, names in (("en", ["Red", "Blue"]), ("fr", ["Rouge", "Bleu"]), ("it", ["Rosso", "Blu"])):
        with speaking(lang):
            assert [script.plain(views._name(state, seat)) for seat in range(2)] == names
            texts = views.render_board(state).info["texts"]
        assert any(names[0] in t for t in texts), texts
        if lang != "en":
            assert not any(t == "Red" or t.startswith("Red ") for t in texts)
    named = samples.play(2, 1, 0, names=["Red Baron", "Ana"]).state
    with speaking("fr"):
        assert script.plain(views._name(named, 0)) == "Red Baron"


def test_a_layout_fits_the_picture():
    for key in BOARD.zone_choices(2) + BOARD.zone_choices(3) + BOARD.zone_choices(4):
        layout = MapLayout(views.play_spaces(key), views.WIDTH)
        xs = [layout.centre(i)[0] for i in layout.spaces]
        assert min(xs) - layout.w / 2 >= 40 and max(xs) + layout.w / 2 <= views.WIDTH
        assert layout.w >= 46  # a space is at least 23 px in the phone preview


def test_the_replay_draws_the_board_as_every_turn_starts(tmp_path, capsys):
    from maya import Config, Game
    from images.maya.replay import main as replay
    game = Game(Config(2), 6)
    for _ in range(30):
        game.apply(game.legal_actions()[-1])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.record()))
    assert replay([str(path), str(tmp_path / "pictures")]) == 0
    assert len(list((tmp_path / "pictures").glob("turn-*.png"))) >= game.state.turn_no
    path.write_text("{not json")
    assert replay([str(path), str(tmp_path / "pictures")]) == 2
    assert "cannot read" in capsys.readouterr().out
    path.write_text("[" * 100000 + "]" * 100000)  # nested too deeply: one clear line, no traceback
    assert replay([str(path), str(tmp_path / "pictures")]) == 2
    assert "nested too deeply" in capsys.readouterr().out
