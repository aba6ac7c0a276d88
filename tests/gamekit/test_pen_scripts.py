"""Names in any script, as every game's pictures draw them (images/script.py, images/pen.py): right
to left in reading order and as a run of their own in a sentence, Hebrew points and Arabic joining
forms, emoji drawn by the shipped emoji font, nothing drawn as an empty box, and a name too long for
its box shortened by whole graphemes, never below KEEP, in the order it is read; with libraqm and
without it (its stand-in gives the same pictures)."""
import unicodedata

import pytest
from PIL import Image, ImageChops, ImageDraw

from images import pen as P
from images import script
from images import theme as T
from images.script import isolate
from helpers.world_names import VISUAL

@pytest.fixture(params=["raqm", "stand-in"])
def shaping(request, monkeypatch):
    """Each test twice: with libraqm (where Pillow has it) and with the pure Python stand-in."""
    if request.param == "raqm" and not T.RAQM:
        pytest.skip("Pillow has no libraqm here")
    monkeypatch.setattr(T, "RAQM", request.param == "raqm")
    P.layout.cache_clear()
    yield request.param
    P.layout.cache_clear()


def drawn_alone(text, size=32, width=None):
    img = Image.new("L", (700, 60), 0)
    with P.recording() as drawn:
        P.Pen(img).text(10, 30, text, size=size, fill=255, anchor="lm", max_width=width)
    return img, drawn


def test_the_sample_names_are_the_test_s():
    assert list(VISUAL) == [unicodedata.normalize("NFC", name) for name in script.WORLD_NAMES]


@pytest.mark.parametrize("name", script.WORLD_NAMES)
def test_a_name_is_drawn_in_reading_order_and_whole(name, shaping):
    name = unicodedata.normalize("NFC", name)
    line = P.layout(isolate(name), 32, "bold")
    assert line.visual == VISUAL[name]
    assert sorted(script.graphemes(line.visual)) == sorted(script.graphemes(name))  # nothing dropped


@pytest.mark.parametrize("name", script.WORLD_NAMES)
def test_every_grapheme_of_a_name_has_a_glyph_in_the_font_that_draws_it(name, shaping):
    for face in ("regular", "bold", "cond"):
        for g in script.graphemes(name):
            assert T.face_for(g, face) is not None, (g, face)
        for piece in P.layout(isolate(name), 32, face).pieces:
            if piece.direction is None:  # drawn glyph by glyph: each one the font has
                assert all(T.has_glyph(ch, piece.face) for ch in piece.text), (name, piece)


def test_a_sentence_holding_a_right_to_left_name_reads_left_to_right_with_the_name_as_one_run(shaping):
    """The title "{name} to play": the name isolated keeps the English sentence left to right; left
    bare, its Arabic would take the whole line's direction and put "to play" first."""
    name = "محمد عبدالله"
    assert P.layout(f"{isolate(name)} to play", 36, "bold").visual == "هللادبع دمحم to play"
    assert P.layout(f"{name} to play", 36, "bold").visual == "to play هللادبع دمحم"
    assert P.layout(f"Tocca a {isolate('שָׁלוֹם 2')}", 32, "bold").visual == "Tocca a 2 םוֹלשָׁ"
    assert P.layout(f"À {isolate(name)} de jouer", 32, "bold").visual == "À هللادبع دمحم de jouer"
    # two right-to-left names in a list stay in the list's order, each read right to left
    assert P.layout(f"{isolate('محمد')}, {isolate('שלום')}", 32, "bold").visual == "دمحم, םולש"
    assert P.layout("محمد, שלום", 32, "bold").visual == "םולש ,دمحم"


@pytest.mark.parametrize("text, visual", [
    ("abc 123 שלום 456 def", "abc 123 456 םולש def"),     # a number after Hebrew stays in its run
    ("שלום abc!", "!abc םולש"),                           # a right-to-left line: its end mark on the left
    ("abc (שלום) def", "abc (םולש) def"),                 # brackets between Latin stay Latin
    ("שלום (abc)", ")abc( םולש"),                         # in a right-to-left line, mirrored when drawn
    ("سعر ١٢٣", "١٢٣ رعس"),                               # Arabic digits left to right in their run
    (isolate("") + "x", "x"),
])
def test_the_bidirectional_algorithm_orders_a_line_as_unicode_does(text, visual):
    levels = script.levels(text)
    graphemes, at, item_levels = script.graphemes(text), 0, []
    for g in graphemes:
        item_levels.append(levels[at])
        at += len(g)
    assert "".join(script.plain(g) for g in script.visual(graphemes, item_levels)) == visual


def test_graphemes_keep_marks_modifiers_joined_emoji_and_flags_whole():
    assert script.graphemes(unicodedata.normalize("NFC", "שָׁלוֹם")) == ["שָׁ", "ל", "וֹ", "ם"]
    assert script.graphemes("e\u0301👍🏽🇮🇹👩\u200d💻x") == ["e\u0301", "👍🏽", "🇮🇹", "👩\u200d💻", "x"]
    assert script.graphemes("🇮🇹🇫🇷") == ["🇮🇹", "🇫🇷"]


def test_a_name_is_cleaned_of_controls_and_composed():
    assert script.clean("\u202eevil\u202c  Zoe\u0308\u200f\n") == "evil Zoë"  # an override cannot flip it
    assert script.clean("👩\u200d💻") == "👩\u200d💻"  # the joiner of an emoji stays
    assert T.printable("Zoë 🥲 中文") == "Zoë  "  # what no shipped font draws is left out, never boxed


def test_emoji_are_drawn_by_the_emoji_font_in_the_text_s_ink(shaping):
    line = P.layout(isolate("Zoë 🎲🐍"), 32, "bold")
    assert [(piece.text, piece.face) for piece in line.pieces] == [("Zoë ", "bold"), ("🎲🐍", "emoji")]
    img, _ = drawn_alone(isolate("Zoë 🎲🐍"))
    emoji = img.crop((10 + line.pieces[1].x, 0, 10 + line.width, 60))
    assert emoji.getbbox() is not None  # ink where the dice and the snake are
    assert "".join(piece.text for piece in P.layout("👍🏽 🇮🇹", 32, "bold").pieces) == "👍 🇮🇹"  # no skin swatch


def test_without_libraqm_arabic_is_joined_and_hebrew_points_drawn_before_their_letter(monkeypatch):
    monkeypatch.setattr(T, "RAQM", False)
    P.layout.cache_clear()
    try:
        assert script.joined("محمد") == "\ufee3\ufea4\ufee4\ufeaa"  # initial, medial, medial, final
        assert script.joined("لا الله") == "\ufefb \ufe8d\ufedf\ufee0\ufeea"  # lam-alef is one
        arabic, = P.layout("محمد", 32, "bold").pieces
        assert (arabic.text, arabic.direction) == ("\ufeaa\ufee4\ufea4\ufee3", None)
        hebrew, = P.layout(unicodedata.normalize("NFC", "שָׁ"), 32, "bold").pieces
        assert hebrew.text == "\u05c1\u05b8\u05e9"
    finally:
        P.layout.cache_clear()


def coarse_difference(a, b):
    """How much two drawings of a line differ, seen at a sixth of their size (where a glyph moved by a
    fraction of a pixel no longer counts), as a share of the first one's ink."""
    a, b = a.reduce(6), b.reduce(6)
    return sum(ImageChops.difference(a, b).tobytes()) / sum(a.tobytes())


@pytest.mark.skipif(not T.RAQM, reason="Pillow has no libraqm here: nothing to compare the stand-in with")
@pytest.mark.parametrize("text", ["محمد عبدالله", "שָׁלוֹם", f"Tocca a {isolate('שָׁלוֹם (2)')}", "لا إله", "پرویز"])
def test_the_stand_in_draws_what_libraqm_draws(text, monkeypatch):
    """HarfBuzz's shaping is the reference: the stand-in's drawing is close to it, where the letters
    drawn as Pillow's basic layout leaves them (unjoined, in memory order) are far from it."""
    raqm, _ = drawn_alone(text)
    monkeypatch.setattr(T, "RAQM", False)
    P.layout.cache_clear()
    try:
        stand_in, _ = drawn_alone(text)
    finally:
        P.layout.cache_clear()
    bare = Image.new("L", raqm.size, 0)
    ImageDraw.Draw(bare).text((10, 30), script.plain(text), font=T.font(32, "bold"), fill=255, anchor="lm")
    assert coarse_difference(raqm, stand_in) < 0.3 < 0.5 < coarse_difference(raqm, bare)


def test_a_latin_line_is_drawn_as_pillow_draws_it():
    """Every picture of Latin names keeps its pixels: one piece, Pillow's basic layout, the isolates
    around the name dropped."""
    line = P.layout(f"{isolate('Zoë')} to play", 32, "bold")
    assert [(piece.text, piece.direction) for piece in line.pieces] == [("Zoë to play", None)]
    img, _ = drawn_alone(f"{isolate('Zoë')} to play")
    plain = Image.new("L", (700, 60), 0)
    ImageDraw.Draw(plain).text((10, 30), "Zoë to play", font=T.font(32, "bold"), fill=255, anchor="lm")
    assert img.tobytes() == plain.tobytes()


def test_a_long_name_is_shortened_first_by_whole_graphemes_and_never_below_keep(shaping):
    title = f"{isolate('Chiara-Benedetta Montefeltro')} to play"
    full = P.text_width(title, 32, "bold")
    fitted = P.fit(title, 32, "bold", full - 120)
    assert not fitted.cut and script.plain(fitted.text).endswith("… to play")
    (name, kept), = fitted.shortened
    assert name == "Chiara-Benedetta Montefeltro" and kept >= P.KEEP
    narrow = P.fit(title, 32, "bold", 100)  # not even KEEP graphemes fit: the rest is cut, and said so
    assert narrow.cut and narrow.shortened == (("Chiara-Benedetta Montefeltro", P.KEEP),)


def test_a_right_to_left_name_loses_its_end_and_the_ellipsis_stands_where_it_is_read_last(shaping):
    name = "محمد عبدالله"
    line = f"Tocca a {isolate(name)}"
    fitted = P.fit(line, 32, "bold", P.text_width(line, 32, "bold") - 40)
    (_, kept), = fitted.shortened
    assert kept >= P.KEEP
    visual = P.layout(fitted.text, 32, "bold").visual
    assert visual.startswith("Tocca a …") and visual.endswith(" دمحم")  # read right to left: محمد first


def test_points_stay_on_their_letter_when_a_name_is_shortened(shaping):
    name = unicodedata.normalize("NFC", "שָׁלוֹם שָׁלוֹם שָׁלוֹם")
    fitted = P.fit(isolate(name), 32, "bold", P.text_width(isolate(name), 32, "bold") - 30)
    kept = script.plain(fitted.text)[:-1]
    assert name.startswith(kept) and script.graphemes(kept) == script.graphemes(name)[:len(script.graphemes(kept))]
    assert unicodedata.category(kept[-1]) == "Mn" or kept[-1] in "ם ל"


def test_the_longest_of_two_names_is_shortened_first():
    both = f"{isolate('Ana')} and {isolate('Chiara-Benedetta Montefeltro')}"
    fitted = P.fit(both, 32, "bold", P.text_width(both, 32, "bold") - 60)
    assert [name for name, _ in fitted.shortened] == ["Chiara-Benedetta Montefeltro"]
    assert script.plain(fitted.text).startswith("Ana and Chiara")


def test_the_pen_records_what_it_drew_in_reading_order():
    _, drawn = drawn_alone(f"{isolate('محمد عبدالله')} to play")
    d, = drawn
    assert (d.text, d.visual, d.face, d.cut) == ("محمد عبدالله to play", "هللادبع دمحم to play", "bold", False)
    assert d.box[2] - d.box[0] == pytest.approx(P.text_width(f"{isolate('محمد عبدالله')} to play", 32), abs=4)
