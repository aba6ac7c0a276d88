"""The translation catalogs: complete, current, with the same placeholders and real plurals."""
import re
import string

import pytest

import i18n
from i18n import catalogs
from cogs.messages import t

SHIPPED = i18n.LOCALES[1:]


@pytest.fixture(autouse=True, scope="module")
def every_table():
    """Every English table registered, as in the running bot: the tests below read texts of every
    game and check all the keys, whichever tests ran before (or none)."""
    return catalogs.register_every_table()


class Anything(dict):
    """Fills any placeholder with a number (format specs such as {points:+d} need one)."""

    def __missing__(self, key):
        return 2


def test_catalogs_are_complete_and_current():
    # Re-extracts the English from the code and compares it with the template and every
    # catalog: missing, untranslated, fuzzy, stale, wrong placeholders or plural forms.
    assert catalogs.check() == []


def test_the_check_finds_a_missing_translation(tmp_path, monkeypatch):
    po = tmp_path / "fr" / "LC_MESSAGES" / "messages.po"
    po.parent.mkdir(parents=True)
    text = catalogs.catalog_path("fr").read_text(encoding="utf-8")
    # Drop the French of one message and give another a placeholder English does not have.
    text = text.replace('msgstr "Rejoindre"', 'msgstr ""', 1)
    text = text.replace('msgstr "Table ouverte."', 'msgstr "Table {oops} ouverte."', 1)
    po.write_text(text, encoding="utf-8")
    real = catalogs.catalog_path  # other domains (each game's catalog) keep their real files
    monkeypatch.setattr(catalogs, "catalog_path", lambda lang, domain: tmp_path / lang / "LC_MESSAGES" /
                        f"{domain}.po" if domain == "messages" else real(lang, domain))
    problems = catalogs.check(langs=("fr",))
    assert "fr: btn.join is not translated" in problems
    assert "fr: cmd.lobby_opened has unknown placeholders ['oops']" in problems


def test_extraction_reads_every_registered_table():
    extracted = {key for key, _, _ in catalogs.extract_entries()}
    import cogs.messages  # noqa: F401  (registers its table)
    assert set(cogs.messages.EN) <= extracted
    assert i18n.keys() == extracted  # nothing registered escapes extraction, nothing extracted is left out


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_every_text_fills_in_every_language(lang):
    for key in i18n.keys():
        for n in (1, 2, 5):
            out = i18n.template(key, lang, n).format_map(Anything(n=n))
            assert "{" not in out.replace("{{", ""), (lang, key)


@pytest.mark.parametrize("lang", SHIPPED)
def test_shipped_languages_really_translate(lang):
    # A catalog that silently fell back to English would show English here.
    same = [k for k in i18n.keys() if i18n.template(k, lang) == i18n.template(k, "en")]
    allowed = {k for k in same if _is_a_name(re.sub(r"\{[^}]*\}", "", i18n.template(k, "en")))}
    assert set(same) - allowed == set()


def _is_a_name(text):
    """Proper names and technical words are the same in every language (Tikal, Architecture, ...)."""
    words = re.findall(r"[A-Za-z]{4,}", text)
    return all(w[0].isupper() or w in SAME_WORDS for w in words)


# Words spelt alike in English and French or Italian.
SAME_WORDS = {"points", "bonus", "expert"}


COUNTED = r"(worker|round|hour|day|skull|resource|building|monument|command|vote|point|step|level|tile|space)s?\b"


def test_counts_are_plural_messages():
    """A number before a countable noun needs the language's plural rule, never "(s)"."""
    wrong = []
    for key in i18n.keys():
        en = i18n.source(key)
        for form in en if isinstance(en, tuple) else (en,):
            if "(s)" in form:
                wrong.append(key)
            if not isinstance(en, tuple) and re.search(r"\{(n|count)\}\s+" + COUNTED, form):
                wrong.append(key)
    assert wrong == []


def test_plurals_follow_each_language():
    assert t("ev.unfed", "en", player="A", corn=2, n=1, vp=-3) == "A paid 2 corn, 1 hungry worker: -3 VP"
    assert t("ev.unfed", "en", player="A", corn=2, n=2, vp=-6) == "A paid 2 corn, 2 hungry workers: -6 VP"
    assert "1 Ouvrier affamé :" in t("ev.unfed", "fr", player="A", corn=2, n=1, vp=-3)
    assert "2 Ouvriers affamés :" in t("ev.unfed", "fr", player="A", corn=2, n=2, vp=-6)
    assert "1 lavoratore affamato:" in t("ev.unfed", "it", player="A", corn=2, n=1, vp=-3)
    assert "2 lavoratori affamati:" in t("ev.unfed", "it", player="A", corn=2, n=2, vp=-6)
    assert t("food.in", "fr", n=1) == "Jour de Festin à la prochaine manche"
    assert t("food.in", "it", n=3) == "Giorno del Cibo tra 3 giorni"


def test_language_tags_are_understood():
    assert i18n.normalise("fr") == "fr"
    assert i18n.normalise("it_IT") == "it"
    assert i18n.normalise("en-GB") == "en"
    assert i18n.normalise("de") is None
    assert i18n.normalise(None) is None
    # An unknown language reads English rather than failing.
    assert t("btn.join", "pt-BR") == "Join"


def test_a_game_keeps_its_texts_in_a_domain_of_its_own(tmp_path, monkeypatch):
    # A table with domain="toy" is extracted to its own template and catalogs, and a key can
    # live in one domain only (text(key) finds the catalog from the key).
    (tmp_path / "toy").mkdir()
    (tmp_path / "toy" / "words.py").write_text(
        'EN = english({"toy.take": "Take {n}", "toy.pass": "Pass"}, domain="toy")\n'
        'MORE = english({"toy.title": "Toy"})\n', encoding="utf-8")
    assert catalogs.domains(repo=tmp_path) == ["messages", "toy"]
    toy = catalogs.extract_template("toy", repo=tmp_path)
    assert toy.domain == "toy" and [m.context for m in toy if m.id] == ["toy.take", "toy.pass"]
    monkeypatch.setattr(catalogs, "catalog_path", lambda lang, domain: tmp_path / lang / f"{domain}.po")
    monkeypatch.setattr(catalogs, "template_path", lambda domain: tmp_path / f"{domain}.pot")
    monkeypatch.setattr(catalogs, "REPO", tmp_path)
    catalogs.write_template(toy)
    catalogs.update_languages(toy, langs=("fr",))  # a new domain gets its catalog
    assert (tmp_path / "fr" / "toy.po").exists()
    assert "fr: toy.take is not translated" in catalogs.check_domain(toy, langs=("fr",))
    monkeypatch.setattr(i18n, "_ENGLISH", dict(i18n._ENGLISH))  # the toy's texts leave with the test
    monkeypatch.setattr(i18n, "_DOMAIN_OF", dict(i18n._DOMAIN_OF))
    i18n.english({"toy.key": "A toy text"}, domain="toy")
    with pytest.raises(ValueError):
        i18n.english({"toy.key": "Same key elsewhere"})
    assert i18n.domain_of("toy.key") == "toy" and i18n.text("toy.key", "fr") == "A toy text"


def test_placeholder_names():
    assert catalogs.placeholders("{player} {points:+d} VP, {n}") == {"player", "points", "n"}
    assert catalogs.placeholders("no field, {{braces}}") == set()
    assert isinstance(string.Formatter, type)


@pytest.mark.parametrize("name, said", [("Alice", "d'Alice"), ("Émile", "d'Émile"), ("Yves", "d'Yves"),
                                        ("Hélène", "d'Hélène"), ("**Uma**", "d'**Uma**"), ("Bob", "de Bob"),
                                        ("Yann", "de Yann"), ("Joueur 1", "de Joueur 1"), ("3", "de 3"),
                                        ("\u2068Alice\u2069", "d'\u2068Alice\u2069")])  # isolated, as pictures print it
def test_french_elides_de_before_a_name_that_begins_with_a_vowel_sound(name, said):
    """The catalog writes "de {player}": the name is only known when the text is filled in."""
    line = i18n.text("maya.ev.plant", "fr", player=name, crop="maïs", n=3)
    assert line == f"Plantation de maïs {said} : 3 points"
    assert i18n.elide("plus que {x}, autant que {x}", {"x": name}) == (
        "plus qu'{x}, autant qu'{x}" if said.startswith("d'") else "plus que {x}, autant que {x}")


def test_only_french_elides_and_only_before_the_name():
    assert i18n.text("maya.ev.temple", "fr", temple="Uaxactun") == "Le temple d'Uaxactun est révélé"
    assert i18n.text("maya.ev.temple", "fr", temple="Tikal") == "Le temple de Tikal est révélé"
    assert i18n.text("maya.ev.temple", "it", temple="Uaxactun") == "Il tempio di Uaxactun viene rivelato"
    assert i18n.text("maya.ev.temple", "en", temple="Uaxactun") == "Uaxactun's temple is revealed"
    assert i18n.elide("Monde {x}, de{x}, de {y}", {"x": "Alice", "y": "Bob"}) == "Monde {x}, de{x}, de {y}"
