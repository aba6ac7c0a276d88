"""Every text of the Teotihuacan pictures, in English, French and Italian: drawn at 32 px or more
(16 px or more in Discord's preview on a phone), never cut (but a long player name, shortened with
"…"), never running off its picture, never over another text.

images.pen.recording gives each text's ink box and size as drawn; every view of every sample state
(every phase of a game, long and accented names) is measured, each picture on its own.
"""
import itertools

import pytest

import i18n
from images.labels import speaking
from images.pen import KEEP, Pen, recording
from images.teotihuacan import board, draft, draw, live, pyramid, samples, views
from images.teotihuacan import style as S
from teotihuacan import data as D
from helpers.world_names import name_problems

SLACK = 1  # px: a glyph's ink may touch its neighbour's box
NAME_FITS = 16  # a player's name of this many characters or fewer is never shortened


def overlap(a, b):
    return min(a[2], b[2]) - max(a[0], b[0]) > SLACK and min(a[3], b[3]) - max(a[1], b[1]) > SLACK


def problems(drawn, picture, where, names=()):
    """What is wrong with the texts of one picture."""
    out = []
    placed = [d for d in drawn if d.box is not None]
    for d in drawn:
        out += [f"{where}: {name!r} shortened, though it fits" for name, _ in d.shortened if len(name) <= NAME_FITS]
        out += [f"{where}: {name!r} shortened to {kept} graphemes" for name, kept in d.shortened if kept < KEEP]
        shortened = d.cut and d.text.endswith("…") and any(
            len(n) > NAME_FITS and n.startswith(d.text.rstrip("…").rstrip()) for n in names)
        if d.cut and not shortened:
            out.append(f"{where}: cut {d.text!r}")
        elif d.box is not None and not (d.box[0] >= -SLACK and d.box[1] >= -SLACK
                                        and d.box[2] <= picture.width + SLACK and d.box[3] <= picture.height + SLACK):
            out.append(f"{where}: {d.text!r} runs off the picture at {d.box}")
        if d.box is not None and (d.size is None or d.size < S.TEXT):
            out.append(f"{where}: {d.text!r} drawn at {d.size} px")
    for a, b in itertools.combinations(placed, 2):
        if overlap(a.box, b.box):
            out.append(f"{where}: {a.text!r} overlaps {b.text!r}")
    return out


def pictures(state):
    """(name, draw) of every picture of a state, each drawn alone (the whole board is these pieces)."""
    for i, name in enumerate(("boards", "tracks", "players")):
        yield name, lambda i=i: (live.render_boards, live.render_tracks, live.render_players)[i](state)
    yield "pyramid", lambda: pyramid.render_pyramid(state)
    for pos in range(D.POSITIONS):
        yield f"action board {pos + 1}", lambda pos=pos: views.render_action_board(state, pos)
    for seat in range(state.n_players):
        yield f"player {seat + 1}", lambda seat=seat: views.render_player(state, seat)
        if state.phase == "setup" and seat < len(state.dealt) and state.dealt[seat]:
            yield f"start tiles {seat + 1}", lambda seat=seat: views.render_start(state, seat)
    if draft.drafting(state):
        yield "draft", lambda: draft.render_draft(state)
    yield "scores", lambda: views.render_scores(state)
    yield "board's royal tiles and technologies", lambda: board.render_offers_left(state)
    yield "board's Nobles and discoveries", lambda: board.render_offers_right(state)


def sample_states():
    states = dict(samples.gallery_states())
    states["long-names-solo"] = samples.long_names(states["solo-teotibot"])
    states["long-names-final"] = samples.long_names(states["final-4p"])
    states["long-names-start"] = samples.long_names(states["start-4p"])
    states["long-names-draft"] = samples.long_names(states["draft-4p"])
    states["draft-first-pick-4p"] = samples.draft(picks=0)
    return states


@pytest.fixture(scope="module")
def states():
    return sample_states()


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_no_text_is_small_cut_running_off_or_overlapping_in_any_language(lang, states):
    found = []
    with speaking(lang):
        for name, state in states.items():
            names = [pl.name for pl in state.players]
            for picture, render in pictures(state):
                with recording() as drawn:
                    img = render()
                assert img.width == S.WIDTH, (name, picture)
                found += problems(drawn, img, f"{lang} {name} {picture}", names)
    assert found == [], "\n".join(found[:40])


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_every_label_fits_with_its_longest_values(lang, states):
    """Lines whose values vary, at their widest: every season, every bonus tile, every royal tile,
    every technology and discovery tile, Teotibot's tiles (every board's name is in every game)."""
    found = []
    with speaking(lang):
        state = states["midgame-4p-every-option"].copy()
        for season in D.SEASONS:  # every season, and every bonus tile on some temple
            s = state.copy()
            s.seasons = [season] * 3
            s.bonus = [D.BONUS_TILES[(season + k) % len(D.BONUS_TILES)] for k in range(3)]
            with recording() as drawn:
                img = live.render_tracks(s)
            found += problems(drawn, img, f"tracks, season {season}, bonus tiles {s.bonus}")
        for royal in itertools.combinations(sorted(D.ROYAL_TILES), 3):
            s = state.copy()
            s.royal = list(royal)
            with recording() as drawn:
                img = views.render_action_board(s, 0)
            found += problems(drawn, img, f"palace {royal}")
        for techs in (D.TECHS[:6], D.TECHS[3:]):
            s = state.copy()
            s.techs = list(techs)
            s.players[0].techs = list(techs)
            pos = s.layout.index(D.ALCHEMY)
            for render in (lambda: views.render_action_board(s, pos), lambda: views.render_player(s, 0),
                           lambda: board.render_offers_left(s), lambda: live.render_players(s)):
                with recording() as drawn:
                    img = render()
                found += problems(drawn, img, f"technologies {techs}")
        s = states["draft-4p"].copy()  # every starting tile, on offer and taken
        s.draft = sorted(D.START_TILES)
        s.kept = [[] for _ in s.kept]
        for taken in (False, True):
            with recording() as drawn:
                img = draft.render_draft(s)
            found += problems(drawn, img, f"every starting tile in the draft, taken: {taken}")
            s.kept[s.order[0]], s.draft = list(s.draft), []
        s = state.copy()
        s.players[0].discs = [t for t in range(D.DISCOVERIES) if not D.IS_MASK[t]][:20]
        s.players[0].masks = [t for t in range(D.DISCOVERIES) if D.IS_MASK[t]]
        for render in (lambda: views.render_player(s, 0), lambda: live.render_players(s)):
            with recording() as drawn:
                img = render()
            found += problems(drawn, img, "every discovery tile kind")
        solo = states["solo-teotibot"].copy()
        for tiles in itertools.permutations(D.BOT_TILES, 6):
            if tiles[0] not in ("construction", "decorations", "masks"):
                continue  # the first slot's name is the longest line; enough to vary it
            solo.bot["slots"] = list(tiles)
            with recording() as drawn:
                img = live.render_players(solo)
            found += problems(drawn, img, f"Teotibot {tiles}")
            break
    assert found == [], "\n".join(found[:40])


def test_the_test_sees_a_small_a_cut_and_an_overlapping_text():
    from PIL import Image
    img = Image.new("RGB", (200, 100))
    pen = Pen(img)
    with recording() as drawn:
        pen.text(0, 0, "Renfort", size=20)                                    # too small
        draw.text(pen, 0, 30, "Gisement et Citadelle", 100)                 # cut
        pen.text(10, 70, "Citadelle", size=32)
        pen.text(30, 72, "Forêt", size=32)                                    # over the one before
        pen.text(180, 60, "Lune", size=32)                                    # off the picture
    found = problems(drawn, img, "test")
    assert any("drawn at 20 px" in p for p in found)
    assert any("cut 'Gisement" in p for p in found)
    assert any("overlaps" in p for p in found)
    assert any("runs off" in p for p in found)


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_names_in_every_script_are_drawn_as_they_are_read(lang, states):
    """Arabic and Hebrew names right to left, emoji drawn, a long name shortened to no fewer than
    KEEP graphemes: in every picture that names the players (each player's sheet its own)."""
    state = states["world-names-4p"]
    names = [pl.name for pl in state.players]
    shown = {"players": names, "scores": names, "boards": [names[state.current_player]]}  # "… to play"
    shown.update({f"player {seat + 1}": [name] for seat, name in enumerate(names)})
    found = []
    with speaking(lang):
        for picture, render in pictures(state):
            with recording() as drawn:
                render()
            found += name_problems(drawn, f"{lang} {picture}", shown.get(picture, []))
    assert found == [], "\n".join(found)
