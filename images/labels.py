"""The language of the picture being drawn, for every game's pictures.

Each game's picture package registers the English of its labels in its own catalog domain (its
French and Italian are in that domain's catalogs). The language being drawn is kept here for the
drawing code: `with speaking("fr"): ...`, and `say(key, **values)` gives a label in that language.
Every label is drawn so that it fits its box (Pen.text shrinks the font, then cuts with "…" as a
last resort and notes it).
"""
import threading
from contextlib import contextmanager

import i18n

_speaking = ["en"]
# The language spoken is one for the whole process: a picture drawn in another thread waits until
# this one is done (any game's pictures; a game's own lock may also be held around it).
_LOCK = threading.RLock()


@contextmanager
def speaking(locale):
    """Draw in `locale` inside this block (one picture at a time)."""
    with _LOCK:
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
