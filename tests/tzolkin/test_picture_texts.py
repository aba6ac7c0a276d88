"""Every text of the pictures fits, in English, French and Italian: none is cut, runs off its tile
or its patch, or overlaps another.

The labels module shrinks a longer translation and cuts it only as a last resort; a layout may still
drop a line or draw past its tile. Here every text drawn is measured (images.pen.recording gives
each one's ink box): every building, monument, prophecy, quick-action and tribe tile in every
language and size it is drawn at, the header lines with the longest values they can hold, and the
whole pictures of sample games (board, player boards, gears, scores, phone pictures).
"""
import itertools

import pytest
from PIL import Image

import i18n
from images.tzolkin import art, board, phone, samples, views
from images.labels import speaking
from images.pen import KEEP, Pen, recording
from tzolkin import data as D
from helpers.world_names import name_problems

LANGS = i18n.LOCALES
SLACK = 1  # px: a glyph's ink may touch its box


def inside(box, outer):
    return (box[0] >= outer[0] - SLACK and box[1] >= outer[1] - SLACK and box[2] <= outer[2] + SLACK
            and box[3] <= outer[3] + SLACK)


def overlap(a, b):
    return min(a[2], b[2]) - max(a[0], b[0]) > SLACK and min(a[3], b[3]) - max(a[1], b[1]) > SLACK


# A player's name (their own, or a bot seat's) is shortened only when it is longer than this.
NAME_FITS = 16


def long_name(text, names):
    """Whether a cut text is the start of one of `names` too long to show whole."""
    start = text.rstrip("…").rstrip()
    return text.endswith("…") and any(len(n) > NAME_FITS and n.startswith(start) for n in names)


def problems(drawn, where, names=()):
    """What is wrong with the texts of one picture (or one tile)."""
    out = []
    placed = [d for d in drawn if d.box is not None]
    for d in drawn:
        out += [f"{where}: {name!r} shortened, though it fits" for name, _ in d.shortened if len(name) <= NAME_FITS]
        out += [f"{where}: {name!r} shortened to {kept} graphemes" for name, kept in d.shortened if kept < KEEP]
        if d.cut and long_name(d.text, names):
            continue
        if d.cut:
            out.append(f"{where}: cut {d.text!r}")
        elif not inside(d.box, d.surface):
            out.append(f"{where}: {d.text!r} runs off its patch {d.surface} at {d.box}")
        elif d.frame is not None and not inside(d.box, d.frame):
            out.append(f"{where}: {d.text!r} runs out of its tile {d.frame} at {d.box}")
    for a, b in itertools.combinations(placed, 2):
        if overlap(a.box, b.box):
            out.append(f"{where}: {a.text!r} overlaps {b.text!r}")
    return out


def canvas_pen(box):
    x0, y0, x1, y1 = box
    return Pen(Image.new("RGB", (x1 - x0 + 1, y1 - y0 + 1), (255, 255, 255)), x0, y0)


def drawn_alone(draw, box):
    """The texts `draw(pen)` draws on a canvas of exactly `box` (as the board's patches do)."""
    with recording() as drawn:
        draw(canvas_pen(box))
    return drawn


def tile_sizes():
    """Every box a building or monument tile is drawn in: the board's rows (6 or 7 monuments) and the
    player board's tiles."""
    buildings = [board.slot_boxes(board.LAYOUT["buildings"], D.BUILDINGS_ON_DISPLAY)[0]]
    monuments = [board.slot_boxes(board.LAYOUT["monuments"], n)[0] for n in (6, 7)]
    tile_w = (views.W - 36 - 4 * 5) / 6
    buildings.append((18, 200, int(18 + tile_w), 336))
    monuments.append((18, 200, int(18 + tile_w), 338))
    return buildings, monuments


@pytest.mark.parametrize("lang", LANGS)
def test_every_tile_fits_in_every_language(lang, states):
    buildings, monuments = tile_sizes()
    found = []
    with speaking(lang):
        state = states["worst-5p"].copy()
        for tribe in D.TRIBES:  # the tribe band of a player board, with the prophecies' points
            state.players[0].tribe, state.players[0].prophecy_vp = tribe, -15
            box = (0, 120, views.W, 200)
            found += problems(drawn_alone(lambda pen: views._tribe_line(pen, 120, state, state.players[0]), box),
                              f"tribe {tribe}")
        for bid, box in itertools.product(D.BUILDINGS, buildings):
            found += problems(drawn_alone(lambda pen: art.draw_building_tile(pen, box, bid), box), f"building {bid}")
        for mid, box, players in itertools.product(D.MONUMENTS, monuments, (2, 3, 4, 5)):
            narrow = box[2] - box[0] < 150
            found += problems(drawn_alone(lambda pen: board._draw_monument(pen, (box, mid, players)) if narrow
                                          else art.draw_monument_tile(pen, box, mid, players), box),
                              f"monument {mid} ({players} players, {box[2] - box[0]} px)")
        for key, status, index in itertools.product(D.PROPHECIES, ("active", "over", "coming"), range(3)):
            box = board.prophecy_boxes()[index]
            found += problems(drawn_alone(lambda pen: board._draw_prophecy(pen, (box, key, status, index)), box),
                              f"prophecy {key} ({status})")
        for tile in sorted(set(D.QUICK_AGE1 + D.QUICK_AGE2)):
            box = board.quick_tile_box()
            found += problems(drawn_alone(lambda pen: board._draw_quick_tile(pen, (tile, (25, 27))), box),
                              f"quick tile {tile}")
        nxt = board.quick_next_box()
        for text in [board.say("img.quick_next", day=27, quick=board.say(f"quick.{tile}"))
                     for tile in sorted(set(D.QUICK_AGE1 + D.QUICK_AGE2))] + [
                board.say("img.quick_next", day=15, quick=board.say("img.quick_hidden")),
                board.say("img.quick_last"), board.say("img.quick_none")]:
            found += problems(drawn_alone(lambda pen: board._draw_quick_next(pen, text), nxt), f"next quick: {text}")
    assert found == []


def test_the_test_sees_a_cut_an_overflow_and_an_overlap():
    with recording() as drawn:
        pen = canvas_pen((0, 0, 100, 40))
        with pen.framed((0, 0, 60, 40)):
            pen.text(0, 0, "Technologie", size=19, max_width=40)      # cut
            pen.text(30, 20, "Architecture", size=19)                 # past its tile, over the next
            pen.text(40, 22, "Théologie", size=19)
    found = problems(drawn, "test")
    assert any("cut 'Te" in p for p in found)
    assert any("'Architecture' runs" in p for p in found)
    assert any("overlaps" in p for p in found)


# Names as long as people give themselves: a Discord display name, a bot seat and a handed-over seat.
LONG_NAMES = ["Anne-Sophie Delacroix", "Robot 2 (difficile)", "bot normale per Giovanni", "Maximilian Weber",
              "Eleonora Bianchi"]  # the last two, 16 characters, are never shortened


def worst_case(state, first=0, dark=True):
    """A copy of `state` with long names, the last day of Age II, a first player on its dark side and
    negative scores: the longest values the header lines hold."""
    s = state.copy()
    for pl, name in zip(s.players, LONG_NAMES, strict=False):  # more names than seats
        pl.name = name
        pl.vp = -123 + 7 * pl.seat
        pl.dark_side = dark
    s.first_player = first
    s.tooth, s.age = 26, 2
    return s


def sample_states():
    states = dict(samples.gallery_states())
    states["worst-4p"] = worst_case(states["crowded-4p"], first=1)
    states["worst-5p"] = worst_case(states["expansion-5p"], first=4)
    states["worst-5p-light"] = worst_case(states["expansion-5p"], first=0, dark=False)
    return states


@pytest.fixture(scope="module")
def states():
    return sample_states()


def whole_pictures(state):
    """(name, draw) of every picture of a state that a player can be shown, drawn without caches."""
    yield "board", lambda: board.render_rgb(state, i18n_lang[0])
    for seat in range(state.n_players):
        yield f"player {seat + 1}", lambda seat=seat: views.render_player(state, seat)
    for gear in D.GEARS:
        yield f"gear {gear}", lambda gear=gear: views.render_gear(state, gear)
    yield "scores", lambda: views.render_scoreboard(state)
    yield "phone players", lambda: phone.render_players(state)
    yield "phone gears", lambda: phone.render_gears(state)


i18n_lang = ["en"]


@pytest.mark.parametrize("lang", LANGS)
def test_every_picture_of_sample_games_has_no_cut_running_or_overlapping_text(lang, states):
    found = []
    i18n_lang[0] = lang
    with speaking(lang):
        for expansion in (False, True):  # the board's static art: temple and technology labels, ...
            with recording() as drawn:
                board._static_base(expansion)
            found += problems(drawn, f"static board{' (expansion)' if expansion else ''}")
        for name, state in states.items():
            for picture, draw in whole_pictures(state):
                with recording() as drawn:
                    draw()
                found += problems(drawn, f"{name} {picture}", [pl.name for pl in state.players])
    assert found == [], "\n".join(found[:40])


@pytest.mark.parametrize("lang", LANGS)
def test_header_lines_fit_with_their_longest_values(lang, states):
    """The board's header (day, food day, who is to play) and legend, the rows' titles, and the
    expansion's title with every calamity's name."""
    found = []
    with speaking(lang):
        state = states["worst-5p"]
        labels = [board.food_label(state)] + [
            (board.say(key, n=n, pays=board.say(pays)), (0, 0, 0), today)
            for key, n, today in (("img.food_today", 0, True), ("img.food_in", 26, False))
            for pays in ("img.pays_resources", "img.pays_points")]
        labels += [(board.say("img.no_food_day"), (0, 0, 0), False), (board.say("img.game_over"), (0, 0, 0), False)]
        for five, label in itertools.product((False, True), labels):
            box = board.LAYOUT["header_text_5" if five else "header_text"]
            day = board.say("img.day", day=27, last=27, age="II")
            turn = board.say("img.to_play", name=LONG_NAMES[0])
            found += problems(drawn_alone(lambda pen: board._draw_header(pen, (day, label, turn, False,
                                                                               box[2] - box[0])),
                                          box), f"header {label[0]!r}")
        for key in D.PROPHECIES:
            box = board.LAYOUT["expansion_label"]
            label = board.say("img.expansion_calamity", prophecy=board.say(f"prophecy.{key}.name"))
            found += problems(drawn_alone(lambda pen: board._draw_row_label(pen, (box, label, "")), box),
                              f"expansion title {key}")
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("lang", LANGS)
def test_names_in_every_script_are_drawn_as_they_are_read(lang, states):
    """Arabic and Hebrew names right to left, emoji drawn, a long name shortened to no fewer than
    KEEP graphemes: in every picture that names the players (each player board its own)."""
    state = states["world-names-4p"]
    names = [pl.name for pl in state.players]
    shown = {"board": names, "scores": names, "phone players": names}
    shown.update({f"player {seat + 1}": [name] for seat, name in enumerate(names)})
    found = []
    i18n_lang[0] = lang
    with speaking(lang):
        for picture, draw in whole_pictures(state):
            with recording() as drawn:
                draw()
            found += name_problems(drawn, f"{lang} {picture}", shown.get(picture, []))
    assert found == [], "\n".join(found)
