"""Translations: gettext catalogs (`locales/<lang>/LC_MESSAGES/<domain>.po`) managed with Babel.

Every text a person reads has a key (`"lobby.title"`, `"act.place"`, ...). Its English text
lives in a table next to the code that uses it; each such table is registered with
`english({...}, domain=...)`. A domain is one catalog file per language: the table's own
(`messages` when none is named), so each game can keep its texts in a catalog of its own.
Keys are unique across domains, so `text(key)` needs no domain. The catalogs use the key as
the gettext context (msgctxt) and the English text as msgid, so a translator sees the English
and the key says where it is used.

`text(key, locale, **values)` picks the text in the reader's language and fills in the
named placeholders with `str.format`. An English entry given as a pair `(singular, plural)`
is a plural message: the form is chosen by the value `n`, with each language's own plural
rule from its catalog ("1 ouvrier" / "2 ouvriers").

The .po files are read with Babel and compiled in memory to the standard gettext form the
first time a language is needed (no .mo files to build or keep in step). A text missing from
a catalog falls back to English at run time; the tests refuse to ship one.
"""
from __future__ import annotations

import gettext
import io
import re
from pathlib import Path

LOCALES = ("en", "fr", "it")  # English is the source language: it has no catalog
DEFAULT = "en"
ROOT = Path(__file__).resolve().parent.parent / "locales"
DOMAIN = "messages"  # the domain of a table that names none
# Each language's own name, for menus ("Français" reads better than "French" to a French player).
NATIVE_NAMES = {"en": "English", "fr": "Français", "it": "Italiano"}

_ENGLISH = {}  # key -> English text, or (singular, plural)
_DOMAIN_OF = {}  # key -> the domain (catalog file) it belongs to
_CATALOGS = {}  # (language, domain) -> gettext.GNUTranslations


def english(table, domain=DOMAIN):
    """Register a table of English source texts ({key: text or (singular, plural)}) of a catalog
    domain; returns it. A key already registered in another domain is a mistake."""
    for key in table:
        if _DOMAIN_OF.setdefault(key, domain) != domain:
            raise ValueError(f"text {key!r} is in domain {_DOMAIN_OF[key]!r} already, not {domain!r}")
    _ENGLISH.update(table)
    return table


def domain_of(key):
    return _DOMAIN_OF[key]


def source(key):
    return _ENGLISH[key]


def keys():
    return set(_ENGLISH)


def normalise(locale):
    """One of LOCALES for a language tag ('fr', 'fr-FR', 'it_IT', discord.Locale.french, 'en-GB'),
    or None when we do not speak it."""
    if locale is None:
        return None
    tag = str(getattr(locale, "value", locale)).replace("_", "-").lower()
    lang = tag.split("-")[0]
    return lang if lang in LOCALES else None


def catalog_path(lang, domain=DOMAIN):
    return ROOT / lang / "LC_MESSAGES" / f"{domain}.po"


def _load(lang, domain=DOMAIN):
    """The language's catalog of a domain as gettext translations (None for English)."""
    if lang == DEFAULT:
        return None
    if (lang, domain) not in _CATALOGS:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
        path = catalog_path(lang, domain)
        if not path.exists():  # a domain not translated yet reads English (the tests refuse to ship it)
            _CATALOGS[lang, domain] = gettext.NullTranslations()
            return _CATALOGS[lang, domain]
        with open(path, "rb") as f:
            catalog = read_po(f, locale=lang)
        buf = io.BytesIO()
        write_mo(buf, catalog)  # fuzzy entries are left out, as gettext does
        buf.seek(0)
        _CATALOGS[lang, domain] = gettext.GNUTranslations(buf)
    return _CATALOGS[lang, domain]


def reload():
    """Forget the loaded catalogs (after editing a .po file in a running process)."""
    _CATALOGS.clear()


def template(key, locale=DEFAULT, n=None):
    """The unfilled text of `key` in `locale` (the English one if the catalog lacks it)."""
    en = _ENGLISH[key]
    lang = normalise(locale) or DEFAULT
    tr = _load(lang, _DOMAIN_OF[key])
    if isinstance(en, tuple):
        count = 1 if n is None else n
        if tr is None:
            return en[0] if count == 1 else en[1]
        return tr.npgettext(key, en[0], en[1], count)
    return en if tr is None else tr.pgettext(key, en)


def text(key, locale=DEFAULT, **values):
    """The text of `key` in `locale`, placeholders filled from `values` (plural chosen by `n`)."""
    tpl = template(key, locale, values.get("n"))
    if not values:
        return tpl
    if normalise(locale) == "fr":
        tpl = elide(tpl, values)
    return tpl.format(**values)


# French "de {player}" and "que {player}" before a name that begins with a vowel sound: the
# catalog cannot know the name, so "de Alice" becomes "d'Alice" once it is filled in, here.
_ELIDED = re.compile(r"\b([Dd]e|[Qq]ue) (\{(\w+)(?:[:!][^{}]*)?\})")
# Discord markdown around a value ("de **Alice**" is still "d'**Alice**"), and the invisible
# direction marks a picture puts around a name (images.script.isolate)
_MARKS = "*_~`|\u2066\u2067\u2068\u2069\u200e\u200f"
_VOWELS = "aeiouàâäéèêëîïôöùûüœæ"


def vowel_sound(word):
    """Whether a French word or name begins with a vowel sound: a vowel; "y" before a consonant
    (Yves, not Yann); "h" before a vowel, taken as mute (Hélène, Hugo), as most names are."""
    w = str(word).lstrip(_MARKS).lower()
    if not w:
        return False
    if w[0] in _VOWELS:
        return True
    return w[0] in "yh" and len(w) > 1 and (w[1] in _VOWELS) == (w[0] == "h")


def elide(tpl, values):
    """A French template with "de {x}" / "que {x}" written "d'{x}" / "qu'{x}" where the value of
    x begins with a vowel sound."""
    def one(m):
        word, field, name = m.groups()
        if name in values and vowel_sound(values[name]):
            return f"{word[:-1]}'{field}"
        return m.group(0)
    return _ELIDED.sub(one, tpl)

