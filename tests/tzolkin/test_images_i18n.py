"""Pictures in English, French and Italian: every label in the language, fitting its box,
and each language's pictures cached apart."""
import pytest

import i18n
from images import pen as P
from images.tzolkin import render, samples
from images.labels import say, speaking
from tzolkin import data as D


def every_picture(lang):
    states = dict(samples.gallery_states())
    for _, s in samples.gallery_states():
        yield render.render_board(s, lang)
    crowded = states["crowded-4p"]
    for seat in range(crowded.n_players):
        yield render.render_player(crowded, seat, lang)
    for gear in D.GEARS:
        yield render.render_gear(crowded, gear, lang)
    yield render.render_scoreboard(states["final-4p"], lang)
    rich = samples.final_rich()
    yield render.render_scoreboard(rich, lang)
    yield render.render_player(rich, 0, lang)
    five = states["expansion-5p"]  # Tribes & Prophecies: the tribe, prophecies and the fifth player
    for seat in (0, 4):
        yield render.render_player(five, seat, lang)
    yield render.render_scoreboard(states["expansion-final-5p"], lang)


def phone_pictures(lang):
    from images.tzolkin import phone
    for _, s in samples.gallery_states():
        with speaking(lang):
            yield phone.render_players(s)
            yield phone.render_gears(s)


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_every_label_fits_its_box_in_every_language(lang):
    # Pen.text measures each boxed label against its box: a longer translation is drawn
    # smaller, and one that would still overflow is cut and noted in CLIPPED.
    P.CLIPPED.clear()
    pictures = list(every_picture(lang))
    states = len(samples.gallery_states())
    assert len(pictures) == states + 4 + len(D.GEARS) + 3 + 3 and all(p.width == 1000 for p in pictures)
    assert P.CLIPPED == []
    phones = list(phone_pictures(lang))  # the live board's two pictures for phones
    assert len(phones) == 2 * states and P.CLIPPED == []


def test_a_label_too_long_for_its_box_is_caught():
    from PIL import Image
    P.CLIPPED.clear()
    pen = P.Pen(Image.new("RGB", (200, 40)))
    width = pen.text(0, 0, "Technologie", size=19, max_width=60)  # shrinks first, then cuts
    assert width <= 60 and P.CLIPPED == ["Technologie"]
    P.CLIPPED.clear()


def test_pictures_speak_the_games_language():
    s = dict(samples.gallery_states())["crowded-4p"]
    with speaking("fr"):
        assert say("img.first_space") == "Case Premier Joueur"
    with speaking("it"):
        assert say("img.tech.theology") == "Teologia"
    assert say("img.first_space") == "First-player space"  # back to English after the block
    en, fr, it = (render.encode(render.render_board(s, lang)) for lang in ("en", "fr", "it"))
    assert len({en, fr, it}) == 3
    # Each language has its own cache: drawing French in between changes nothing in English.
    assert render.encode(render.render_board(s, "en")) == en
    assert render.encode(render.render_player(s, 0, "fr")) != render.encode(render.render_player(s, 0, "en"))


def test_the_png_entry_points_take_a_language():
    import images.tzolkin as images
    s = dict(samples.gallery_states())["start-2p"]
    assert images.board_png(s, "it") != images.board_png(s)
    assert images.scoreboard_png(s, locale="fr")[:4] == b"\x89PNG"
