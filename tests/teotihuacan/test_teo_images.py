"""Teotihuacan's pictures (images/teotihuacan/): every view renders at its size within its byte
budget, the same state gives the same bytes, the pieces are where the state says, colour is never
the only clue, what is secret stays with its seat, and the scores add up."""
import importlib
import io
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image, ImageChops

import games
from images import teotihuacan as TI
from images.labels import say, speaking
from images.pen import recording
from images.teotihuacan import draft, live, samples, views
from images.teotihuacan import style as S
from teotihuacan import State
from teotihuacan import data as D
from teotihuacan.summary import final_rows, score_groups

PNG = b"\x89PNG\r\n\x1a\n"
PHONE_BUDGET = 150 * 1024   # one phone picture
BOARD_BUDGET = 450 * 1024   # the whole board


@pytest.fixture(scope="module")
def states():
    return dict(samples.gallery_states())


def image(data):
    return Image.open(io.BytesIO(data))


# --- every view renders ----------------------------------------------------------------------------

def test_the_live_board_is_three_phone_pictures_in_every_phase(states):
    for name, s in states.items():
        pngs = TI.live_pngs(s)
        drafting = draft.drafting(s)
        assert len(pngs) == (4 if drafting else 3), name  # the draft's tiles on offer before the three
        for i, data in enumerate(pngs):
            img = image(data)
            assert data[:8] == PNG and img.mode == "P" and "transparency" not in img.info
            # the players' picture grows by its legend: a line or two for each technology held; the
            # draft's holds 2 tiles a player and 2 more, two by two
            legend = 2 * S.LINE * len(live.techs_held(s)) if i == len(pngs) - 1 else 0
            most = 2 * img.width if drafting and i == 0 else 1.5 * img.width + legend
            assert img.width == S.WIDTH and img.height <= most, (name, i, img.size)
            assert len(data) < PHONE_BUDGET, (name, len(data))


def test_every_named_view_renders_at_its_size_within_budget(states):
    s = states["midgame-4p-every-option"]
    start = states["start-4p"]
    cases = [("board", s, {}, 2 * S.WIDTH, BOARD_BUDGET), ("pyramid", s, {}, S.WIDTH, PHONE_BUDGET),
             ("scores", states["final-4p"], {}, S.WIDTH, PHONE_BUDGET),
             ("scores", s, {}, S.WIDTH, PHONE_BUDGET), ("start", start, {"seat": 2}, S.WIDTH, PHONE_BUDGET)]
    cases += [("action", s, {"pos": pos}, S.WIDTH, PHONE_BUDGET) for pos in range(D.POSITIONS)]
    cases += [("player", s, {"seat": seat}, S.WIDTH, PHONE_BUDGET) for seat in range(s.n_players)]
    for view, state, options, width, budget in cases:
        data = TI.render(view, state, "fr", **options)
        img = image(data)
        assert data[:8] == PNG and img.width == width, (view, options, img.size)
        assert len(data) < budget, (view, options, len(data))


def test_the_whole_board_holds_every_part(states):
    s = states["solo-teotibot"]
    with speaking("en"):
        whole = TI.board.render_whole(s)
        parts = [live.render_boards(s), live.render_players(s, legend=False), TI.board.render_offers_left(s)]
    y = 0
    for part in parts:  # the left column is the live board's pictures, then the royal tiles and technologies
        assert whole.crop((0, y, S.WIDTH, y + part.height)).tobytes() == part.tobytes()
        y += part.height


def test_every_phone_text_is_at_least_32_px(states):
    for name, s in states.items():
        with speaking("it"), recording() as drawn:
            live.render_live(s)
            views.render_scores(s)
            views.render_player(s, 0)
        sizes = {d.size for d in drawn if d.box is not None}
        assert sizes and min(sizes) >= S.TEXT, (name, sorted(sizes)[:3])
        assert min(sizes) * S.PREVIEW_WIDTH / S.WIDTH >= S.DISCORD_TEXT


def test_bad_requests_are_refused(states):
    s = states["midgame-4p-every-option"]
    with pytest.raises(ValueError):
        TI.render("gear", s)
    with pytest.raises(ValueError):
        TI.render("player", s, seat=4)
    with pytest.raises(ValueError):
        TI.render("action", s, pos=8)
    with pytest.raises(ValueError):
        TI.render("start", s, seat=0)  # the starting tiles are no secret once revealed


# --- determinism ---------------------------------------------------------------------------------------

def test_same_state_same_bytes_and_nothing_changed(states):
    s = states["midgame-4p-every-option"]
    before = s.dumps()
    first = TI.live_pngs(s, "fr")
    TI.live_pngs(states["solo-teotibot"], "it")  # other pictures in between leak nothing
    again = TI.live_pngs(State.from_json(s.to_json()), "fr")
    assert first == again
    assert TI.board_png(s) == TI.board_png(s.copy())
    assert TI.scores_png(states["final-4p"]) == TI.scores_png(states["final-4p"].copy())
    assert s.dumps() == before


def test_pictures_from_worker_threads_match(states):
    keys = ["midgame-4p-every-option", "solo-teotibot", "final-4p", "seasons-3p"] * 2
    serial = {k: TI.live_pngs(states[k], "fr") for k in set(keys)}
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda k: (k, TI.live_pngs(states[k], "fr")), keys))
    for k, pngs in results:
        assert pngs == serial[k], k


def test_each_language_draws_its_own_words(states):
    s = states["midgame-4p-every-option"]
    texts = {}
    for lang in ("en", "fr", "it"):
        with speaking(lang), recording() as drawn:
            live.render_boards(s)
        texts[lang] = {d.text for d in drawn}
    assert "Palace" in texts["en"] and "Citadelle" in texts["fr"] and "Palazzo" in texts["it"]
    assert texts["en"] != texts["fr"] != texts["it"]


# --- the technologies are named, not only numbered -------------------------------------------------------

def said_in(render, lang):
    """Everything a picture writes, its wrapped lines joined again."""
    with speaking(lang), recording() as drawn:
        render()
    return " ".join(d.text for d in drawn if d.text)


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_the_players_picture_names_every_technology_a_player_holds(states, lang):
    s = states["midgame-4p-every-option"]
    held = sorted({t for pl in s.players for t in pl.techs})
    assert len(held) >= 3
    said = said_in(lambda: live.render_players(s), lang)
    with speaking(lang):
        names = {t: say(f"teo.img.tech.{t}") for t in D.TECHS}
    assert all(f"{t:02d}" in said and names[t] in said for t in held), said
    assert not any(names[t] in said for t in set(D.TECHS) - set(held))  # only those some player holds
    assert len(set(names.values())) == len(D.TECHS)  # each its own name


def test_the_whole_board_names_the_technologies_in_play_once(states):
    s = states["midgame-4p-every-option"]
    said = said_in(lambda: TI.board.render_whole(s), "en")
    with speaking("en"):
        names = [say(f"teo.img.tech.{t}") for t in s.techs]
    assert all(said.count(name) == 1 for name in names)  # beside the Alchemy tiles, not again under the players


# --- the pieces are where the state says ---------------------------------------------------------------

def share_of(img, box, colour, tol=30):
    """Share of the pixels in box within `tol` (per channel) of colour."""
    crop = img.crop(tuple(int(v) for v in box))
    diff = ImageChops.difference(crop, Image.new("RGB", crop.size, tuple(colour)))
    r, g, b = (band.point(lambda v: 255 if v <= tol else 0) for band in diff.split())
    return ImageChops.multiply(ImageChops.multiply(r, g), b).histogram()[255] / (crop.width * crop.height)


def board_rows(state):
    """The box of each board's row on the action boards' picture."""
    current = live.on_turn(state)
    y = S.HEADER + 8
    out = []
    for pos in range(D.POSITIONS):
        h = live._board_row(state, pos, 0, None, current)
        out.append((live.DICE_X, y, S.WIDTH - S.MARGIN - live.DISC_W, y + h - 4))
        y += h
    return out


def test_every_worker_is_drawn_on_its_board_and_nowhere_else(states):
    s = states["first-turn-3p"]  # three players and a neutral colour
    with speaking("en"):
        img = live.render_boards(s).convert("RGB")
    rows = board_rows(s)
    for seat, pl in enumerate(s.players):
        fill = S.seat_style(s, seat)[0]
        where = {pl.pos[d] for d in range(4) if pl.pos[d] >= 0}
        for pos, box in enumerate(rows):
            share = share_of(img, box, fill)
            assert (share > 0.01) == (pos in where), (seat, pos, share)
    neutral = S.die_style(D.NEUTRAL_COLOURS[0])[0]
    places = {p for p in s.neutral[0]}
    for pos, box in enumerate(rows):
        assert (share_of(img, box, neutral, tol=12) > 0.01) == (pos in places), pos


def test_a_worker_moved_moves_in_the_picture(states):
    s = states["first-turn-3p"].copy()
    pl = s.players[0]
    d = next(d for d in range(4) if pl.pos[d] >= 0)
    others = {p.pos[k] for p in s.players for k in range(4) if p.seat == 0 and k != d}
    to = next(pos for pos in range(D.POSITIONS) if pos not in others and pos != pl.pos[d])
    pl.pos[d] = to
    with speaking("en"):
        img = live.render_boards(s).convert("RGB")
    rows = board_rows(s)
    assert share_of(img, rows[to], S.seat_style(s, 0)[0]) > 0.01


def test_a_locked_worker_carries_a_lock(states):
    s = states["first-turn-3p"].copy()
    pl = s.players[0]
    d = next(d for d in range(4) if pl.pos[d] >= 0)
    row = board_rows(s)[pl.pos[d]]
    with speaking("en"):
        before = live.render_boards(s).convert("RGB")
    pl.lock[d] = 0
    with speaking("en"):
        after = live.render_boards(s).convert("RGB")
    assert share_of(before, row, S.SUN, tol=8) == 0 < share_of(after, row, S.SUN, tol=8)


def test_colour_is_never_the_only_clue(states):
    s = states["solo-teotibot"]
    four = states["midgame-4p-every-option"]
    shapes = [S.seat_style(four, seat)[2] for seat in range(4)] + [S.seat_style(s, 1)[2], S.die_style("grey")[2]]
    assert len(set(shapes)) == 6  # every player, Teotibot and the neutral dice have a shape of their own
    grey, black = S.die_style("grey")[0], S.die_style("black")[0]
    assert abs(sum(grey) - sum(black)) > 300  # the two neutral colours differ in lightness, not hue alone
    assert len({S.TEMPLE_SYMBOL[t] for t in D.TEMPLES}) == 3  # temples: a drop, a flame, a leaf


# --- the secret starting tiles ----------------------------------------------------------------------------

def test_the_starting_tiles_view_shows_that_seat_alone(states):
    s = states["start-4p"]
    with speaking("en"):
        pairs = {t: " · ".join(views.board_name(b, "en") for b in D.START_TILES[t][0]) for t in D.START_TILES}
        for seat in range(s.n_players):
            with recording() as drawn:
                views.render_start(s, seat)
            said = " ".join(d.text for d in drawn)
            assert all(pairs[t] in said for t in s.dealt[seat])
            others = {t for k, tiles in enumerate(s.dealt) if k != seat for t in tiles} - set(s.dealt[seat])
            assert others and not any(pairs[t] in said for t in others)


# --- the draft of starting tiles --------------------------------------------------------------------------

def phone_pictures(plug):
    """The live board's pictures as the table asks for them: by the name the plug-in gives."""
    module, name = plug.pictures["phone"].split(":")
    return getattr(importlib.import_module(module), name)


def test_during_the_draft_the_first_picture_is_the_starting_tiles_on_offer():
    plug = games.get("teotihuacan")
    game, _ = plug.rules.new_game(["Ana", "Bruno", "Chloé"], ["draft"], 4)
    s = game.state
    pngs = phone_pictures(plug)(s, "fr")
    assert len(pngs) == 4
    with speaking("fr"):
        assert pngs[0] == TI.encode(draft.render_draft(s))
        assert pngs[1:] == [TI.encode(p) for p in live.render_live(s)]  # then the boards, tracks, players
        said = said_in(lambda: draft.render_draft(s), "fr")
        assert all(str(t) in said and all(views.board_name(b, "fr") in said for b in D.START_TILES[t][0])
                   for t in s.draft)
    assert len(s.draft) == 2 * 3 + 2
    for k in range(3):  # what is dealt again where nobody sees (the stacks, the draws) does not show
        assert phone_pictures(plug)(plug.rules.redeal(game, k).state, "fr")[0] == pngs[0]
    assert draft.picks_to_come(s) == s.order + s.order[::-1]  # the snake order, the player on turn first
    samples.advance(game, lambda s: not draft.drafting(s))
    pngs = phone_pictures(plug)(game.state, "fr")
    with speaking("fr"):
        assert len(pngs) == 3 and pngs[0] == TI.encode(live.render_boards(game.state))
    with pytest.raises(ValueError):
        draft.render_draft(game.state)  # the draft is over


def tile_numbers(state):
    """The numbers drawn in the tiles' corners, where they are: [(number, left, top)]."""
    corners = [draft.EDGE + draft.PAD + draft.NUMBER / 2 + i * (draft.COLUMN + draft.GAP) for i in (0, 1)]
    with speaking("en"), recording() as drawn:
        draft.render_draft(state)
    return [(d.text, round(d.box[0]), round(d.box[1])) for d in drawn
            if d.box and any(abs((d.box[0] + d.box[2]) / 2 - x) < 4 for x in corners)]


def test_a_tile_taken_stays_in_its_place(states):
    s = states["draft-4p"]
    taken = draft.takers(s)
    assert len(taken) == 3 and set(taken).isdisjoint(s.draft)
    before = tile_numbers(s)
    assert [n for n, _, _ in before] == [str(t) for t in sorted(s.draft + list(taken))]  # every tile, by number
    after = s.copy()
    tile = after.draft.pop(0)
    after.kept[after.stack.pop()["p"]].append(tile)  # one more taken
    assert tile_numbers(after)[:4] == before[:4]  # the tiles above it have not moved
    assert [n for n, _, _ in tile_numbers(after)] == [n for n, _, _ in before]


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_the_starting_tiles_alone_against_teotibot_speak_of_nobody_else(lang):
    # "The others see them when everyone has chosen", with nobody else at the table
    import games
    from i18n import text
    game, _ = games.get("teotihuacan").rules.new_game(["bob"], [], 3)
    with speaking(lang), recording() as drawn:
        views.render_start(game.state, 0)
    said = " ".join(d.text for d in drawn)
    assert text("teo.img.start_choose_solo", lang) in said and text("teo.img.start_choose", lang) not in said
    four, _ = games.get("teotihuacan").rules.new_game(["a", "b"], [], 3)
    with speaking(lang), recording() as drawn:
        views.render_start(four.state, 0)
    assert text("teo.img.start_choose", lang) in " ".join(d.text for d in drawn)


# --- the scores ------------------------------------------------------------------------------------------

def test_the_scores_say_where_every_point_came_from(states):
    for name in ("final-4p", "final-solo", "midgame-4p-every-option"):
        s = states[name]
        for row in final_rows(s):
            assert sum(score_groups(row).values()) == row["total"], (name, row["seat"])
        with speaking("en"), recording() as drawn:
            views.render_scores(s)
        said = [d.text for d in drawn]
        for row in final_rows(s):
            assert said.count(str(row["total"])) >= 1 and f"{row['total']} VP" in said
        assert "Salary" in said and "Avenue of the" in said and "Temple bonus" in said


def test_teotibot_scores_its_end_apart_from_its_play():
    s = samples.final_solo(seed=10)
    bot = next(r for r in s.final["players"] if r["bot"])
    assert sum(bot["sources"].values()) == bot["total"]
    assert "end_techs" in bot["sources"] and "end_resources" in bot["sources"]


# --- the gallery and the bench ------------------------------------------------------------------------------

def test_the_gallery_writes_every_view_in_a_language(tmp_path, capsys):
    from images.teotihuacan import gallery
    assert gallery.main([str(tmp_path), "--lang", "it"]) == 0
    files = sorted(p.name for p in tmp_path.glob("*.png"))
    assert len(files) >= 50 and "board-solo-teotibot.png" in files and "start-start-4p-seat1.png" in files
    assert {f"live-final-solo-{i}.png" for i in (1, 2, 3)} <= set(files)
    assert "median" in capsys.readouterr().out
    assert gallery.main([str(tmp_path), "--lang", "de"]) == 2


def test_the_bench_times_the_live_board_of_a_whole_game():
    from images.teotihuacan import bench
    runs = bench.boards(1, 1)
    assert len(runs) > 20 and all(ms > 0 and size > 10_000 for ms, size in runs)
