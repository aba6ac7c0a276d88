"""The language of the picture being drawn, for every game's pictures.

Each game's picture package registers the English of its labels in its own catalog domain (its
French and Italian are in that domain's catalogs). Pictures are drawn one at a time (images.render.LOCK,
shared by every game), so the language of the picture being drawn is kept here for the drawing code: `with speaking("fr"): ...`, and
`say(key, **values)` gives a label in that language. Every label is drawn so that it
fits its box (Pen.text shrinks the font, then cuts with "…" as a last resort and notes it).
"""
from contextlib import contextmanager

import i18n

_speaking = ["en"]


@contextmanager
def speaking(locale):
    """Draw in `locale` inside this block (one picture at a time: images.render.LOCK)."""
    before = _speaking[0]
    _speaking[0] = i18n.normalise(locale) or i18n.DEFAULT
    try:
        yield _speaking[0]
    finally:
        _speaking[0] = before


def language():
    return _speaking[0]


def say(key, **values):
    return i18n.text(key, _speaking[0], **values)
