"""Rules of wording the French and Italian catalogs keep, as a native board gamer reads them.

The rulebooks' own vocabulary (Civil, tombe, santuari, lavoratori fittizi, ...), one word per concept
(a round is a "manche" / a "giorno", a player's turn a "tour" / a "turno"; a rating is a
"valutazione", not a "punteggio"), one register (Italian says "tu", never "voi"), no "(s)" plurals,
and public lines that do not say "your" to everyone.
"""
import re

import pytest

import i18n
from cogs import messages  # noqa: F401  (registers the bot's texts)
from games.tzolkin.present import why_text
from images.teotihuacan import labels as teo_labels  # noqa: F401
from images.tzolkin import labels  # noqa: F401  (registers the pictures' texts)
from i18n.catalogs import read_catalog
from maya import words as maya_words  # noqa: F401  (every game's texts, whatever ran before)
from teotihuacan import help as teo_help  # noqa: F401  (the rules help)
from teotihuacan import words as teo_words  # noqa: F401
from tzolkin import words  # noqa: F401  (registers the game's texts)

FOREIGN = ("fr", "it")


# The catalogs that hold Tzolk'in's words: its vocabulary rules below are the Tzolk'in rulebooks'.
TZOLKIN_DOMAINS = {"messages", "tzolkin"}


def catalog(lang, domains=None):
    """{key: (English, translation)} with plural forms joined, of every domain's catalog (or those named)."""
    out = {}
    every = {i18n.domain_of(k) for k in i18n.keys()}
    for domain in sorted(every & (domains or every)):
        for m in read_catalog(i18n.catalog_path(lang, domain), lang):
            if m.id:
                en = " | ".join(m.id) if isinstance(m.id, (list, tuple)) else m.id
                text = " | ".join(m.string) if isinstance(m.string, (list, tuple)) else m.string
                out[m.context] = (en, text)
    return out


def offenders(lang, pattern, keys=None, flags=re.IGNORECASE, domains=None):
    found = re.compile(pattern, flags)
    return {k: text for k, (en, text) in catalog(lang, domains).items()
            if (keys is None or keys(k)) and found.search(text)}


# The rulebooks' words, and the wrong ones a reader stumbled on.
WRONG_WORDS = {
    "fr": [r"\bciviques?\b",                # the rulebook's civic buildings are "Civils"
           r"sur le départ",                 # corn waits on the calendar
           r"\brecouvre",                    # the quick-action board has its own first-player space
           r"toute dernière marche",         # reads as the top step
           r"\b1ère\b|\b2ème\b|\b2nde\b"],    # 1ʳᵉ, 2ᵉ Période
    "it": [r"\bcivil[ei]\b",                 # "edifici civici"
           r"\bfunerari[oa]?\b",             # "tombe", "tombale"
           r"\bsacr[oiae]\b",                # "santuari", "consacrato"
           r"sul via\b",                     # a Monopoly square: corn is on the calendar
           r"\bcopre\b",
           r"\bneutral[ei]\b",               # the rulebook's "lavoratori fittizi"
           r"\bI{1,2} Era\b"],               # 1ª, 2ª Era
}
# In every game's catalog: a real plural instead of "(s)" / "(i)".
WRONG_EVERYWHERE = {"fr": [r"\(s\)"], "it": [r"\((i|e)\)"]}


@pytest.mark.parametrize("lang", FOREIGN)
def test_the_rulebooks_words_and_no_known_wrong_ones(lang):
    for pattern in WRONG_WORDS[lang]:
        assert offenders(lang, pattern, domains=TZOLKIN_DOMAINS) == {}, pattern
    for pattern in WRONG_EVERYWHERE[lang]:
        assert offenders(lang, pattern) == {}, pattern
    right = {"fr": {"family.civic": "Civil", "family.funerary": "Funéraire", "family.sacred": "Sacré",
                    "img.family.civic": "CIVIL"},
             "it": {"family.civic": "civico", "family.funerary": "tomba", "family.sacred": "santuario",
                    "img.family.civic": "CIVICO", "img.family.funerary": "TOMBA", "img.family.sacred": "SANTUARIO"}}
    texts = catalog(lang)
    for key, word in right[lang].items():
        assert texts[key][1] == word, key
    if lang == "it":
        assert "lavoratori fittizi" in texts["rules.expansion"][1]
        assert "tombale" in texts["monument.1"][1] and "consacrato" in texts["monument.10"][1]


def test_italian_says_tu_never_voi():
    voi = r"\b(voi|vostr[oaie]|avete|siete|potete|dovete|fate|scegliete|raccogliete|costruite|salite)\b"
    assert offenders("it", voi) == {}


ROUND = re.compile(r"\bround", re.IGNORECASE)
TURN = re.compile(r"\bturns?\b", re.IGNORECASE)


@pytest.mark.parametrize("lang, round_word, turn_word", [("fr", r"manche", r"\btours?\b"),
                                                       ("it", r"giorn|\boggi\b|domani", r"\bturn[oi]\b")])
def test_one_word_for_a_round_another_for_a_turn(lang, round_word, turn_word):
    """A round (every player's turn, then the calendar turns) is a "manche" / a "giorno" (this round
    "oggi", the next "domani"); a player's turn is a "tour" / a "turno". Where the English speaks of
    a round and not of a turn, the translation says the round's word and never the turn's (in
    Tzolk'in's catalogs: each game keeps the words of its own rulebook)."""
    checked = 0
    for key, (en, text) in catalog(lang, TZOLKIN_DOMAINS).items():
        if ROUND.search(en) and not TURN.search(en):
            checked += 1
            assert re.search(round_word, text, re.IGNORECASE) and not re.search(turn_word, text, re.IGNORECASE), \
                (key, text)
    assert checked >= 8


def test_ratings_are_valutazioni_in_italian():
    checked = 0
    for key, (en, text) in catalog("it").items():
        if re.search(r"\bratings?\b", en, re.IGNORECASE) and "leaderboard" not in key and key.startswith(
                ("stats.", "history.", "ratings.", "leaderboard.")):
            checked += 1
            assert "valutazion" in text.lower() and "punteggi" not in text.lower(), (key, text)
    assert checked >= 4


@pytest.mark.parametrize("lang, your", [("en", r"\byour\b"), ("fr", r"\b(votre|vos)\b"),
                                        ("it", r"\b(tuo|tua|tuoi|tue)\b")])
def test_public_lines_do_not_say_your_to_everyone(lang, your):
    """Actions are worded once for the panel and the public log: "votre Maïs" would speak to everyone."""
    if lang == "en":
        found = {k: v for k, v in i18n._ENGLISH.items() if k.startswith(("act.", "ev.")) and re.search(your, str(v))}
    else:
        found = offenders(lang, your, keys=lambda k: k.startswith(("act.", "ev.")))
    assert found == {}


# Words that are plural in French or Italian: "1 libres" or "1 giorni" gives a wrong agreement away.
PLURAL_WORDS = {"fr": r"libres|placés|manches|Ouvriers|Pierres|Crânes|joueurs|points|heures|parties|tuiles|Bâtiments",
                "it": r"liberi|piazzati|giorni|turni|lavoratori|legni|pietre|teschi|giocatori|punti|ore|partite|"
                      r"tessere|edifici"}


# Texts whose numbers are never 1 (players: 2 or more), or "label value" lines where the number
# follows its word ("Or 1 Crânes 1").
NEVER_ONE = {"img.eff.days",  # always two food days: "+1 food days 1–2"
             "lobby_full", "not_enough_players", "term.err.levels", "term.err.players", "term.err.players_5",
             "term.player_line", "stats.best",
             "maya.no.zones", "maya.lobby.zones_default",  # a Maya table has 2 to 4 players
             "maya.term.err.levels", "teo.term.err.levels"}


@pytest.mark.parametrize("lang", FOREIGN)
def test_counted_words_agree_with_one(lang):
    """Every text whose count is not a plural message reads well with 1 (values filled with 1)."""
    wrong = re.compile(rf"(?<![\d,.]){1} ({PLURAL_WORDS[lang]})\b".replace("{1}", "1"))
    bad = {}
    for key in i18n.keys():
        if isinstance(i18n.source(key), tuple) or key in NEVER_ONE:
            continue  # a plural message chooses its form by n
        template = i18n.template(key, lang)
        names = set(re.findall(r"{(\w+)", template))
        try:
            text = template.format(**{n: 1 for n in names})
        except (ValueError, KeyError, IndexError):
            continue  # a format such as {vp:+d} or {mu:.1f}: numbers that are not counts
        if wrong.search(text):
            bad[key] = text
    assert bad == {}


@pytest.mark.parametrize("lang, wrong", [("fr", "0 manche"), ("it", "0 giorn"), ("en", "0 day")])
def test_a_hint_for_this_very_round_does_not_say_in_0_days(lang, wrong):
    feed = why_text("feed", {"days": 0, "need": 8, "have": 3}, lang)
    temple = why_text("temple", {"days": 0, "temple": 1}, lang)
    assert wrong not in feed and wrong not in temple
    assert "8" in feed and "3" in feed
    assert why_text("feed", {"days": 2, "need": 8, "have": 3}, lang) != feed


@pytest.mark.parametrize("lang, once, again", [("en", "once per game", "light side"),
                                               ("fr", "une fois par partie", "face claire"),
                                               ("it", "una volta per partita", "lato chiaro")])
def test_the_rules_help_gives_the_double_advance_back_at_a_temples_top(lang, once, again):
    """The rulebook: reaching the top of a temple turns the player board back to its light side, so
    the calendar may be advanced two days again (Ruling R6)."""
    from cogs.messages import t
    placing, temples = t("rules.placing", lang), t("rules.temples", lang)
    assert once not in placing and again in placing and again in temples


def test_wording_points_a_native_reader_stumbled_on():
    from cogs.messages import t
    assert "celui qui a le plus de points l'emporte" in t("rules.overview", "fr")
    for lang in FOREIGN:  # "Agriculture bonus" is English word order
        assert not i18n.template("act.tech_bonus", lang).startswith("{tech} bonus")
    assert "sa propre Case Premier Joueur" in t("rules.quick", "fr")
    assert "una propria casella Primo Giocatore" in t("rules.quick", "it")
    assert "{n} mais sul calendario" == i18n.template("img.phone.calendar_corn", "it")


# Each game's catalogs keep their own rulebook's words: the wrong ones a native reader found, per
# game (catalog domain) and language.
WRONG_IN_GAME = {
    ("teotihuacan", "it"): [r"\bgiorn[oi]\b",             # a round is a "round" (Tzolk'in's "giorno" is its own)
                            r"\bpass[oi]\b",              # a track's space is a "casella"
                            r"corrispondenz",             # matching icons are "icone uguali"
                            r"Adorazione a [A-Z{]",       # "Adorazione: Foresta", "sulla plancia Foresta"
                            r"Lascia vuota \{",           # "la plancia {board}": a board's name has no gender
                            r"Scegli le mie",             # a button speaks to the player
                            r"\*\*Conferma\*\*",          # the button says "Conferma il turno"
                            r"Forza volte|fino a Forza (?!\d)|per Forza risorse|Forza \+ 1 Cacao",
                            r"PV al primo\b",             # the pyramid track's bonus: whoever leads, ties too
                            r"\b(il suo|i suoi) \{n\} Cacao"],  # "i suoi 1 Cacao": "il costo (1 Cacao)"
    ("teotihuacan", "fr"): [r"correspondance",            # "icônes identiques", as the rulebook says
                            r"Adoration à (?!la )",       # "Adoration : Forêt", "sur Forêt"
                            r"\bpaye\b",                  # "paie", as everywhere else
                            r"\*\*Confirmer\*\*",         # the button says "Valider le tour"
                            r"\bBot \{",                  # an AI player is a "robot"
                            r"\bau premier\b|le premier \+",  # the pyramid track's bonus: the leaders, ties too
                            r"Force fois|jusqu'à Force (?!\d)|pour Force ressources|Force \+ 1 Cacao",
                            r"\b(son|ses) \{n\} Cacao",    # "vaut son 1 Cacao": "son coût (1 Cacao)"
                            r"dans les Temples",          # worship is on the action boards
                            r"L'Or de la tuile",
                            r"\{owed\} Cacao\b(?!s)"],    # a salary is 3 cocoa or more
    ("maya", "fr"): [r"\bsalon\b",                      # the lobby is a "table"; a "salon" is the channel
                     r"\bhonnête\b",                    # a "normal" bot is of decent strength, not honest
                     r"\b(même|cette|seule) denrée\b|^Denrées$|: denrée \(",  # a crop is a "culture"
                     r"deuxième plus de",                # "au joueur qui a le plus de denrées et au deuxième"
                     r"support vide ne peut",            # a rack does not plant
                     r"\bBot \{"],                      # an AI player is a "robot"
    ("maya", "it"): [r"\bleale\b",                      # a "normal" bot is of medium strength
                     r"a punteggio|fa subito punteggio|fanno tutte punteggio",  # a city is "conteggiata"
                     r"secondo numero",                  # "al giocatore con più prodotti e al secondo"
                     r"a faccia in su",                  # "tessere scoperte"
                     r"\braccolt[oi]\b"],               # a crop is a "coltura"
}


@pytest.mark.parametrize("domain, lang", sorted(WRONG_IN_GAME))
def test_each_games_words_and_no_known_wrong_ones(domain, lang):
    for pattern in WRONG_IN_GAME[domain, lang]:
        assert offenders(lang, pattern, domains={domain}) == {}, pattern


@pytest.mark.parametrize("lang, others, leaders, royal", [
    ("fr", "chaque autre joueur ayant déjà un marqueur sur cette Technologie marque 3 PV",
     "chaque joueur en tête +4 PV", "gagnez (Force + 1) Cacaos"),
    ("it", "ogni altro giocatore che ha già questa Tecnologia segna 3 PV",
     "chi è in testa +4 PV", "guadagna (Forza + 1) Cacao")])
def test_teotihuacans_rules_help_says_who_scores(lang, others, leaders, royal):
    """Alchemy's 3 VP go to each other player who already has the technology (not those on its
    temple); the pyramid track's 4 VP to every player in the lead; royal tile 1 gives power + 1 cocoa."""
    assert others in i18n.text("teo.rules.actions", lang)
    assert leaders in i18n.text("teo.rules.eclipse", lang)
    assert i18n.text("teo.royal.1", lang) == royal
    assert "autre" in i18n.text("teo.img.alchemy_rows", lang) or "altro" in i18n.text("teo.img.alchemy_rows", lang)
