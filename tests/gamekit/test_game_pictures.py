"""images.render.GamePictures, what the games' picture packages share, on a tiny picture of its
own: a view takes the locale after its own arguments or by name, is drawn in that locale, and
encodes in the game's colours, taken once from its sample drawings; an unknown view is refused."""
import io

import pytest
from PIL import Image

from images.labels import language
from images.render import GamePictures

COLOURS = {"en": (200, 30, 30), "fr": (30, 30, 200), "it": (30, 160, 30)}
sheets_drawn = []


def tile(state, seat):
    """A 4x2 picture in the colour of the language being drawn, `state` pixels wide of it."""
    image = Image.new("RGB", (4, 2), (255, 255, 255))
    for x in range(state):
        image.putpixel((x, seat), COLOURS[language()])
    return image


def sheets():
    sheets_drawn.append(language())
    return [tile(4, 0)] + [Image.new("RGB", (4, 1), colour) for colour in COLOURS.values()]


@pytest.fixture
def pictures():
    sheets_drawn.clear()
    return GamePictures("Toy", sheets)


def test_a_drawing_takes_its_locale_by_place_or_by_name(pictures):
    draw = pictures.drawing(tile)
    assert draw(2, 1).getpixel((0, 1)) == COLOURS["en"]
    assert draw(2, 1, "fr").getpixel((0, 1)) == COLOURS["fr"]
    assert draw(2, seat=1, locale="it").getpixel((1, 1)) == COLOURS["it"]
    assert draw(2, 1, locale="fr").tobytes() == draw(2, 1, "fr").tobytes()


def test_the_png_is_in_the_game_s_colours_taken_once_in_english(pictures):
    png = pictures.png(pictures.drawing(tile))
    first, again = png(3, 0, "fr"), png(3, 0, locale="fr")
    assert first == again and first.startswith(b"\x89PNG")
    decoded = Image.open(io.BytesIO(first))
    assert decoded.mode == "P" and decoded.convert("RGB").getpixel((0, 0)) == COLOURS["fr"]
    assert sheets_drawn == ["en"]


def test_a_view_is_rendered_by_name_and_an_unknown_one_refused(pictures):
    views = {"tile": pictures.png(pictures.drawing(tile))}
    assert pictures.render(views, "tile", 2, "it", seat=1) == views["tile"](2, 1, "it")
    with pytest.raises(ValueError, match="no Toy picture called 'board'"):
        pictures.render(views, "board", 2)
