"""The words of the engine's data: names of crops, tile kinds, temples and zones, and
`words(key, values, locale)`, which turns a (key, values) description into text, each named value
shown through FORMAT (a temple key becomes its name, a kind "maize2" becomes "maize, 2 goods"...).
It knows nothing of the rules, so the rules can word their refusals with it (describe.py words the
actions and the decisions on top of it)."""
import i18n

from . import data as D
from . import words as _words  # noqa: F401  (registers the English texts)
from .board import BOARD


def tr(key, locale="en", **values):
    return i18n.text(key, locale, **values)


# --- names --------------------------------------------------------------------------------

def crop_name(crop, locale="en"):
    return tr(f"maya.crop.{crop}", locale)


def kind_text(kind, locale="en"):
    """"maize2" -> "maize, 2 goods"."""
    crop, goods = D.split_kind(kind)
    return tr("maya.kind", locale, crop=crop_name(crop, locale), n=goods)


def temple_name(temple, locale="en"):
    return BOARD.temple_names.get(temple, str(temple))


def zone_name(zone, locale="en"):
    return tr(f"maya.zone.{zone}", locale)


def names_text(names, locale="en"):
    """"Ana", "Ana and Ben", "Ana, Ben and Cy"."""
    names = [str(n) for n in names]
    if not names:
        return tr("maya.nobody", locale)
    if len(names) == 1:
        return names[0]
    return tr("maya.list.and", locale, a=", ".join(names[:-1]), b=names[-1])


def awards_text(awards, locale="en"):
    """[[name, points], ...] -> "Red 12, Blue 6" (or "no points")."""
    if not awards:
        return tr("maya.ev.no_award", locale)
    return ", ".join(tr("maya.ev.award", locale, player=name, points=points) for name, points in awards)


def sentence(text):
    """`text` ending as a sentence: a question keeps its "?", anything else gets its full stop."""
    return text if text.rstrip().endswith(("?", "!", ".")) else text + "."


FORMAT = {
    "kind": kind_text, "crop": crop_name, "temple": temple_name, "temple2": temple_name, "zone": zone_name,
    "winners": names_text, "awards": awards_text,
    "asked": lambda data, locale: sentence(words(*data, locale=locale)),
}


def words(key, values=None, locale="en"):
    """The text of a data description (key, values) in `locale`."""
    values = values or {}
    shown = {k: (FORMAT[k](v, locale) if k in FORMAT else v) for k, v in values.items()}
    return tr(key, locale, **shown)
