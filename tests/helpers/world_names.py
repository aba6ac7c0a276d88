"""Players' names in several scripts (images.script.WORLD_NAMES) and what every game's pictures must
do with them, read from the texts a picture drew (images.pen.recording): each name drawn in reading
order, whole or shortened by whole graphemes to no fewer than images.pen.KEEP, every grapheme in a
font that has it, nothing else cut."""
import unicodedata

from images import pen as P
from images import script
from images import theme as T

# Each name's graphemes in the order they are drawn, left to right: a right-to-left name reversed,
# each letter keeping its points.
VISUAL = {unicodedata.normalize("NFC", name): unicodedata.normalize("NFC", visual) for name, visual in {
    "محمد عبدالله": "هللادبع دمحم", "שָׁלוֹם": "םוֹלשָׁ", "Zoë 🎲🐍": "Zoë 🎲🐍",
    "Chiara-Benedetta Montefeltro": "Chiara-Benedetta Montefeltro"}.items()}
NAMES = list(VISUAL)


def drawn_order(text):
    """A name's graphemes as the pen draws them alone, left to right."""
    return P.layout(script.isolate(text), 32, "bold").visual


def shortened_visual(name, kept):
    """How a name shortened to its first `kept` graphemes is drawn: the ellipsis where it is read last."""
    start = "".join(script.graphemes(name)[:kept]).rstrip()
    right_to_left = script.levels(name)[0] & 1
    return script.ELLIPSIS + drawn_order(start) if right_to_left else start + script.ELLIPSIS


def expected_visual(d):
    """What a text holding names should look like drawn: its words left to right (every catalog's
    sentence is), each name, whole or shortened, as a run of its own in its reading order."""
    expected = d.text
    for name, kept in d.shortened:
        start = "".join(script.graphemes(name)[:kept]).rstrip()
        expected = expected.replace(start + script.ELLIPSIS, shortened_visual(name, kept))
    for name, visual in VISUAL.items():
        expected = expected.replace(name, visual)
    return expected


def name_problems(drawn, where, names=NAMES):
    """What is wrong with the players' names among the texts of one picture: a name that is there
    neither whole nor shortened, a line holding one drawn out of reading order, a name shortened below
    KEEP graphemes, a grapheme no font of the picture has, a text cut beyond its names."""
    out = []
    for d in drawn:
        if d.cut:
            out.append(f"{where}: cut {d.text!r}")
        out += [f"{where}: {name!r} shortened to {kept} graphemes in {d.text!r}" for name, kept in d.shortened
                if kept < min(P.KEEP, len(script.graphemes(name)))]
        if d.visual is not None and (d.shortened or any(name in d.text for name in VISUAL)) \
                and d.visual != expected_visual(d):
            out.append(f"{where}: {d.text!r} drawn as {d.visual!r}")
        for g in script.graphemes(d.visual or ""):
            if d.face is not None and T.face_for(g, d.face) is None:
                out.append(f"{where}: {g!r} has no glyph in {d.text!r}")
    for name in names:
        name = unicodedata.normalize("NFC", name)
        if not any(name in d.text or any(n == name for n, _ in d.shortened) for d in drawn if d.visual is not None):
            out.append(f"{where}: {name!r} is not drawn")
    return out
