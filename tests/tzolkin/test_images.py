"""Pictures of a game state (images/): every element renders, pieces are where the state
says, the same state gives the same bytes, and the files stay within budget."""
import argparse
import io
import pytest
from PIL import Image, ImageChops

import images.tzolkin as images
from images.tzolkin import board, render, samples, views
from images.tzolkin import style as T
from images.compose import to_palette
from images.script import isolate
from tzolkin import data as D
from tzolkin.state import NEUTRAL, State

BOARD_BUDGET = 500 * 1024


@pytest.fixture(scope="module")
def states():
    return {
        "start2": samples.start(2, 1), "start3": samples.start(3, 2), "start4": samples.start(4, 3),
        "crowded": samples.crowded(), "every": samples.every_position(), "skulls": samples.all_skulls(),
        "monuments": samples.all_monuments(), "begging": samples.all_begging(), "food": samples.food_day(),
        "final": samples.final(),
    }


def rgb(img):
    return img.convert("RGB")


def share_of(img, box, colour, tol=40):
    """Share of the pixels in box within `tol` (per channel) of colour."""
    crop = img.crop(tuple(int(v) for v in box))
    diff = ImageChops.difference(crop, Image.new("RGB", crop.size, tuple(colour)))
    r, g, b = (band.point(lambda v: 255 if v <= tol else 0) for band in diff.split())
    near = ImageChops.multiply(ImageChops.multiply(r, g), b).histogram()[255]
    return near / (crop.width * crop.height)


def fill_of(state, seat):
    return T.seat_style(state, seat)[0]


# --- everything renders ---------------------------------------------------------------------

def test_every_sample_state_renders_the_board(states):
    for name, s in states.items():
        img = render.render_board(s)
        assert img.size == board.LAYOUT["size"], name
        assert img.mode == "P"
        data = images.board_png(s)
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        assert len(data) < BOARD_BUDGET, f"{name}: {len(data)} bytes"


def test_player_boards_and_gears_render(states):
    s = states["crowded"]
    for seat in range(s.n_players):
        img = render.render_player(s, seat)
        assert img.width == 1000 and 600 < img.height < 2000
    for gear in D.GEARS:
        img = render.render_gear(s, gear)
        assert img.width == 1000 and 500 < img.height < 2000
    for name, st in states.items():  # impossible states too (every space taken): never crash
        assert render.render_player(st, st.n_players - 1).width == 1000, name
    assert images.player_png(states["monuments"], 0)[:4] == b"\x89PNG"
    assert images.gear_png(states["every"], "chichen")[:4] == b"\x89PNG"


def test_scoreboard_renders_final_and_projection(states):
    final = states["final"]
    assert final.is_over and final.final is not None
    assert render.render_scoreboard(final).width == 1000
    rich = samples.final_rich()
    assert len(images.scoreboard_png(rich)) < BOARD_BUDGET
    # before the end it shows the standing as if the game ended now
    assert render.render_scoreboard(states["crowded"]).width == 1000


def test_bad_requests_are_refused(states):
    with pytest.raises(ValueError):
        render.render_gear(states["start2"], "atlantis")
    with pytest.raises(ValueError):
        render.render_player(states["start2"], 2)
    with pytest.raises(ValueError):
        render.encode(render.render_board(states["start2"]), "BMP")


def test_every_day_of_the_calendar_renders(states):
    s = states["start3"].copy()
    for tooth in range(27):
        s.tooth = tooth
        s.food_pending = tooth == 8
        s.food_days_done = sum(t < tooth for t in D.FOOD_TEETH)
        img = render.render_board(s)
        assert img.size == board.LAYOUT["size"]


# --- pieces are where the state says ------------------------------------------------------------

def test_every_worker_is_drawn_on_its_space(states):
    s = states["every"]
    img = rgb(render.render_board(s))
    for gear in D.GEARS:
        geom = board.gear_geom(gear)
        for pos, occ in enumerate(s.gears[gear]):
            colour = fill_of(s, NEUTRAL if occ == NEUTRAL else occ)
            share = share_of(img, board.cup_box(geom, pos), colour)
            assert share > 0.15, (gear, pos, occ, share)


def test_empty_spaces_show_no_worker(states):
    s = states["start4"]
    img = rgb(render.render_board(s))
    for gear in D.GEARS:
        geom = board.gear_geom(gear)
        for pos, occ in enumerate(s.gears[gear]):
            if occ is None:
                for seat in range(4):
                    assert share_of(img, board.cup_box(geom, pos), fill_of(s, seat), tol=25) < 0.02


def test_a_moved_worker_moves_in_the_picture(states):
    s = states["start4"].copy()
    geom = board.gear_geom(D.TIKAL)
    s.gears[D.TIKAL] = [None] * 10
    s.gears[D.TIKAL][3] = 1
    before = rgb(render.render_board(s))
    s.gears[D.TIKAL] = [None] * 10
    s.gears[D.TIKAL][4] = 1
    after = rgb(render.render_board(s))
    blue = fill_of(s, 1)
    assert share_of(before, board.cup_box(geom, 3), blue) > 0.15
    assert share_of(before, board.cup_box(geom, 4), blue) < 0.02
    assert share_of(after, board.cup_box(geom, 3), blue) < 0.02
    assert share_of(after, board.cup_box(geom, 4), blue) > 0.15


def test_skulls_on_chichen_itza_show_their_owner(states):
    s = states["skulls"]
    img = rgb(render.render_board(s))
    geom = board.gear_geom(D.CHICHEN)
    for i, seat in enumerate(s.skull_slots):
        assert share_of(img, board.badge_box(geom, i + 1), fill_of(s, seat)) > 0.04, (i, seat)
    empty = rgb(render.render_board(samples.start(3, 4)))
    for i in range(9):
        for seat in range(3):
            assert share_of(empty, board.badge_box(geom, i + 1), fill_of(s, seat), tol=25) < 0.01


def test_begging_markers_stand_at_the_bottom_of_every_temple(states):
    s = states["begging"]
    img = rgb(render.render_board(s))
    for t in D.TEMPLES:
        box = board.step_marker_box(t, D.TEMPLE_BOTTOM)
        for seat in range(s.n_players):
            assert share_of(img, box, fill_of(s, seat)) > 0.04, (t, seat)
        start = board.step_marker_box(t, 0)
        assert share_of(img, start, fill_of(s, 0)) < 0.01


def test_technology_markers_sit_on_their_level(states):
    s = states["crowded"]
    img = rgb(render.render_board(s))
    for p in s.players:
        for track, level in enumerate(p.techs):
            cell = board.tech_cell(track, min(level, 3))
            assert share_of(img, cell, fill_of(s, p.seat)) > 0.03, (p.seat, track, level)


def test_first_player_space_shows_its_worker(states):
    s = states["crowded"]
    assert s.start_space == 2
    img = rgb(render.render_board(s))
    assert share_of(img, board.first_cup_box(), fill_of(s, 2)) > 0.15
    s2 = s.copy()
    s2.start_space = None
    assert share_of(rgb(render.render_board(s2)), board.first_cup_box(), fill_of(s, 2), tol=25) < 0.01


def test_colour_blind_cues_every_seat_has_its_own_shape_and_letter(states):
    s = states["start4"]
    styles = [T.seat_style(s, seat) for seat in range(4)] + [T.seat_style(s, NEUTRAL)]
    assert len({st[2] for st in styles}) == 5  # shapes
    assert len({st[3] for st in styles}) == 5  # letters


# --- layout ----------------------------------------------------------------------------------------

def test_moving_parts_never_overlap_and_stay_on_the_picture(states):
    """No pixel belongs to two moving parts (a patch would hide part of another)."""
    for s in (states["every"], states["skulls"], states["crowded"], samples.palette_state(), samples.expansion(),
              samples.expansion(3, 4, 10, ["prophecies"])):
        w, h = board.LAYOUT["size_expansion" if board.extended(s) else "size"]
        cover = Image.new("L", (w, h), 0)
        for el in board.elements(s):
            x0, y0, x1, y1 = el.box
            assert 0 <= x0 < x1 <= w and 0 <= y0 < y1 <= h, el.key
            mask = el.mask() or Image.new("L", (x1 - x0, y1 - y0), 255)
            one = mask.point(lambda v: 1 if v else 0)
            region = cover.crop(el.box)
            cover.paste(ImageChops.add(region, one), el.box[:2])
        assert cover.getextrema()[1] <= 1


def test_cached_picture_equals_a_full_redraw(states):
    """The patches pasted on the cached base give exactly the picture drawn from scratch."""
    for key in ("crowded", "every", "begging", "expansion"):
        s = states[key] if key != "expansion" else samples.expansion()
        fast = render.render_board(s)
        slow = to_palette(board.render_rgb(s), render.palette())
        assert fast.tobytes() == slow.tobytes(), key


# --- determinism and budget ----------------------------------------------------------------------

def test_same_state_same_bytes(states):
    s = states["crowded"]
    first = images.board_png(s)
    images.board_png(states["every"])  # other pictures in between must not leak into it
    again = images.board_png(State.from_json(s.to_json()))
    assert first == again
    assert images.player_png(s, 1) == images.player_png(s.copy(), 1)
    assert images.gear_png(s, "tikal") == images.gear_png(s.copy(), "tikal")


def test_pictures_are_opaque_palette_pngs_and_webp_works(states):
    data = images.board_png(states["crowded"])
    img = Image.open(io.BytesIO(data))
    assert img.mode == "P" and "transparency" not in img.info
    webp = render.encode(render.render_player(states["crowded"], 0), "webp")
    assert Image.open(io.BytesIO(webp)).format == "WEBP"


def test_rendering_does_not_change_the_state(states):
    s = states["crowded"]
    before = s.dumps()
    render.render_board(s)
    render.render_player(s, 1)
    render.render_gear(s, "palenque")
    render.render_scoreboard(s)
    assert s.dumps() == before


def test_negative_quarter_points_read_right():
    assert views.points_text(-101) == "−25¼"
    assert views.points_text(245) == "61¼"
    assert views.points_text(0) == "0"


# --- a terminal game saves a picture after every turn (python -m images.tzolkin.replay play DIR) -----------------

def test_terminal_game_saves_pictures(tmp_path):
    from images.tzolkin.replay import picture_saver
    from tzolkin.__main__ import cmd_play
    answers = iter(["1"] * 12 + ["q"])
    args = argparse.Namespace(players=2, bots=True, seed=4)
    cmd_play(args, inp=lambda prompt: next(answers), out=lambda *a, **k: None, on_turn=picture_saver(tmp_path))
    files = sorted(tmp_path.glob("turn-*.png"))
    assert len(files) >= 3
    for f in files:
        assert Image.open(f).size == board.LAYOUT["size"]


def test_a_small_patch_cache_evicts_and_still_draws_the_same(states):
    from images.compose import Composer
    small = Composer(board.static_base(), render.palette(), max_bytes=200_000)
    for key in ("crowded", "every", "crowded"):
        s = states[key]
        assert small.render(board.elements(s)).tobytes() == render.render_board(s).tobytes()
    assert small.bytes <= 200_000 or len(small.patches) == 1


def test_names_the_font_cannot_draw_are_cleaned_not_boxed(states):
    s = states["start2"].copy()
    s.players[0].name = "中文"          # no CJK in the shipped font: falls back to the seat
    s.players[1].name = "Zoë  Ж"
    assert T.player_name(s, 0) == isolate("Player 1")  # a name is isolated in the sentences holding it
    assert T.player_name(s, 1) == isolate("Zoë Ж")
    assert render.render_board(s).size == board.LAYOUT["size"]
    assert render.render_player(s, 0).width == 1000


def test_pictures_from_worker_threads_match(states):
    """The bot renders in worker threads: concurrent renders give the serial bytes."""
    from concurrent.futures import ThreadPoolExecutor
    keys = ["crowded", "every", "skulls", "begging", "food", "start3"] * 2
    serial = {k: images.board_png(states[k]) for k in set(keys)}
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda k: (k, images.board_png(states[k])), keys))
    for k, data in results:
        assert data == serial[k], k


# --- the board for a phone ----------------------------------------------------------------------

def test_phone_pictures_are_landscape_and_their_text_reads_at_360_px():
    from images.tzolkin import phone, phone_pngs, samples
    for state in (samples.start(2), samples.midgame(4), samples.final(4)):
        for picture in (phone.render_players(state), phone.render_gears(state)):
            assert picture.width == phone.WIDTH and picture.height <= 1.15 * picture.width
            smallest = min(picture.info["text_sizes"])
            assert smallest * phone.phone_scale() >= phone.DISCORD_TEXT  # Discord's own text size
        players, gears = phone_pngs(state)
        assert players[:8] == gears[:8] == b"\x89PNG\r\n\x1a\n"


def test_phone_players_show_monument_builders_and_the_player_on_turn():
    from images.tzolkin import phone, samples
    state = samples.all_monuments()
    built = [m for p in state.players for m in p.monuments]
    assert built  # the sample has monuments built
    texts = " ".join(phone.render_players(state).info["texts"])
    assert all(f"M{m}" in texts for m in built)
    playing = samples.midgame(4)
    texts = phone.render_players(playing).info["texts"]
    assert f"{playing.players[playing.current_player].name} ▶" in texts


def test_phone_pictures_show_what_the_expansion_adds():
    # Every module, five players, a calamity in play: the tribes, the prophecies' points, the
    # calamity and its price, how it scores, the prophecy to come, the quick action and its spaces,
    # the next quick action, and the legends of the technologies and of the stars.
    from images.tzolkin import phone, samples
    from images.labels import say
    state = samples.expansion()
    assert state.prophecy and state.quick_tile and all(p.tribe for p in state.players)
    players, gears = phone.render_players(state), phone.render_gears(state)
    for picture in (players, gears):
        assert picture.width == phone.WIDTH and picture.height <= 2.3 * picture.width
        assert min(picture.info["text_sizes"]) * phone.phone_scale() >= phone.DISCORD_TEXT
    said, board_said = " ".join(players.info["texts"]), " ".join(gears.info["texts"])
    assert all(D.TRIBES[p.tribe][0] in said for p in state.players)
    assert said.count(say("img.prophecies_vp", vp="")) == state.n_players
    assert "·".join(str(lv) for lv in state.players[0].techs) in said  # the levels, then their legend
    assert " · ".join(say(f"img.tech_short.{k}") for k in D.TECH_KEYS) in said
    active = state.prophecy
    coming = [k for i, k in enumerate(state.prophecies) if board.prophecy_status(state, i) == "coming"]
    assert say(f"prophecy.{active}.name") in board_said
    assert say(f"prophecy.{active}.calamity") in board_said  # its price, on one line or two
    assert all(say(f"prophecy.{k}.name") in board_said for k in coming) and coming
    assert say("img.phone.quick", quick=say(f"quick.{state.quick_tile}")) in board_said
    assert board.quick_next_text(state) in board_said
    assert say("img.phone.any_legend") in board_said
    base = samples.midgame(4)  # the base game's pictures show none of it
    assert say("img.prophecies_vp", vp="") not in " ".join(phone.render_players(base).info["texts"])


def test_tribes_and_prophecies_pictures():
    # Five players with every module: the board grows a band for the quick action and the prophecies,
    # the fifth colour has its own shape and letter, every player board and the scoreboard render.
    s = samples.expansion()
    assert s.n_players == 5 and board.extended(s)
    styles = {T.seat_style(s, seat) for seat in range(5)}
    assert len({st[2] for st in styles}) == 5 and len({st[3] for st in styles}) == 5
    assert T.seat_style(s, 4)[2:] == ("triangle", "P")
    img = render.render_board(s)
    assert img.size == board.LAYOUT["size_expansion"]
    keys = {el.key for el in board.elements(s)}
    assert {"quick_tile", ("quick_cup", 2), ("prophecy", 0), ("prophecy", 2), ("monument", 6)} <= keys
    assert render.render_board(samples.start(4)).size == board.LAYOUT["size"]  # base boards unchanged
    for seat in range(5):
        assert render.render_player(s, seat).width == 1000
    assert render.render_scoreboard(s).width == 1000
    sheet = views.tiles_sheet(s)
    assert sheet.height >= 10 + 9 * 142  # 40 buildings and 13 monuments, 6 a row


def test_prophecy_cards_say_which_is_active():
    s = samples.expansion(3, 4, 10, ["prophecies"])
    cards = {el.key[1]: el.value[2] for el in board.elements(s)
             if isinstance(el.key, tuple) and el.key[0] == "prophecy"}
    assert cards == {0: "active", 1: "coming", 2: "coming"} and s.prophecy == s.prophecies[0]
