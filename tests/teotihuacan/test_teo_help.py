"""Teotihuacan's words for the table that the engine's own descriptions do not give: the rules help
by topic (`/teotihuacan rules`, `python -m teotihuacan rules`), one public line per turn, and the
final scores by source, in English, French and Italian."""
import argparse
import re
import types

import pytest

import games
from games.interface import Seating
from teotihuacan.__main__ import cmd_rules, main
from teotihuacan.bots import make_bot
from teotihuacan.help import TOPICS, rules_page, rules_text, topic_title
from teotihuacan.summary import ECLIPSE_SOURCES, final_rows, score_groups, turn_data, turn_line
from images.teotihuacan import samples

LANGS = ("en", "fr", "it")
EMBED_TITLE, EMBED_TEXT, EMBED_FOOTER, CHOICE = 256, 4096, 2048, 100  # Discord's limits


@pytest.mark.parametrize("lang", LANGS)
def test_every_topic_reads_in_every_language_within_discords_limits(lang):
    titles = set()
    for topic in TOPICS:
        title, text, others = rules_page(topic, lang)
        assert "{" not in title + text + others
        assert len(title) <= EMBED_TITLE and len(text) <= EMBED_TEXT and len(others) <= EMBED_FOOTER
        assert len(topic_title(topic, lang)) <= CHOICE
        assert text.count("**") % 2 == 0, topic  # bold marks come in pairs
        titles.add(topic_title(topic, lang))
    assert len(titles) == len(TOPICS) <= 25  # one slash-command choice each


def test_the_help_speaks_the_summarys_words():
    assert "Allée des Morts" in rules_text("eclipse", "fr") and "Viale dei Morti" in rules_text("eclipse", "it")
    assert "Renfort" in rules_text("power", "fr") and "Potenziamento" in rules_text("power", "it")
    assert "Élévation" in rules_text("power", "fr") and "Adoration" in rules_text("worship", "fr")
    assert "Citadelle" in rules_text("worship", "fr") and "Palazzo" in rules_text("worship", "it")
    for lang in ("fr", "it"):
        assert not re.search(r"\b(cocoa|worker|VP|Palace|Worship)\b", " ".join(rules_text(t, lang) for t in TOPICS))


def test_the_help_says_the_rulebooks_numbers():
    eclipse = rules_text("eclipse")
    assert "4, 3 or 2" in eclipse and "+4 VP" in eclipse and "3 VP" in eclipse
    assert "1, 3, 6, 10, 15, 21 or 28" in rules_text("discoveries")
    assert "0, 1, 2 or 3 wood" in rules_text("pyramid") and "1, 3, 5 or 7 VP" in rules_text("pyramid")
    with pytest.raises(ValueError):
        rules_text("gears")


def test_python_m_teotihuacan_rules_prints_a_topic_or_the_list():
    out = []
    assert cmd_rules(argparse.Namespace(topic="worship", lang="it"), out=out.append) == 0
    assert out[0] == "Regole di Teotihuacan: Adorazione" and "casella Adorazione" in out[2]
    out.clear()
    assert cmd_rules(argparse.Namespace(topic=None, lang="fr"), out=out.append) == 0
    assert len(out) == len(TOPICS) and "Éclipses et salaire" in " ".join(out)
    out.clear()
    assert cmd_rules(argparse.Namespace(topic="nope", lang="en"), out=out.append) == 2
    assert main(["rules", "overview", "--lang", "fr"]) == 0


def play_turns(players, seed, turns):
    """(state before, state after, seat) of a number of whole turns of normal bots."""
    g = samples.advance(samples.game(players, seed), samples.turns(2), seed)
    bot = make_bot("normal", seed)
    out = []
    while len(out) < turns and not g.is_over:
        before, seat, turn = g.state.copy(), g.current_player, g.state.turn_no
        while g.state.turn_no == turn and not g.is_over:
            g.apply(bot.choose(g))
        out.append((before, g.state.copy(), seat))
    return out


@pytest.mark.parametrize("players", [1, 4])
def test_a_turn_in_one_public_line(players):
    for before, after, seat in play_turns(players, 3, 60):
        seats = [seat] + [pl.seat for pl in after.players if pl.bot]  # Teotibot plays inside the player's turn
        for who in seats:
            for lang in LANGS:
                line = turn_line(before, after, who, lang)
                assert "{" not in line and line.startswith(after.players[who].name)
                assert len(line) <= 2000  # one Discord message
        parts = dict(turn_data(before, after, seat))
        vp = parts.get("goods", {}).get("vp", 0)
        pl0, pl1 = before.players[seat], after.players[seat]
        eclipse = sum(pl1.points.get(k, 0) - pl0.points.get(k, 0) for k in ECLIPSE_SOURCES)
        assert vp == pl1.vp - pl0.vp - eclipse  # an eclipse's VP is the eclipse's own news


def test_the_turn_line_words_a_main_action():
    for before, after, seat in play_turns(4, 5, 40):
        keys = [k for k, _ in turn_data(before, after, seat)]
        if "teo.line.main" in keys:
            line = turn_line(before, after, seat, "fr")
            assert "action principale" in line and " · " in line
            return
    pytest.fail("no main action in 40 turns")


def test_the_final_scores_in_words():
    # The final lines the channel shows: one per player, best first, whose sources add up to the total.
    plugin = games.get("teotihuacan")
    s = samples.final()
    game = types.SimpleNamespace(state=s)

    def seating(locale):
        names = tuple(p.name for p in s.players)
        return Seating(1, locale, names, names, tuple("" for _ in names))

    lines = plugin.words.final_lines(seating("en"), game)[:s.n_players]
    rows = final_rows(s)
    assert lines[0].startswith(f"1. {s.players[rows[0]['seat']].name}: ")
    for line, row in zip(lines, rows, strict=True):
        numbers = [int(n.replace("−", "-")) for n in re.findall(r"[−-]?\d+", line.split("(", 1)[1])]
        assert sum(numbers) == row["total"] == sum(score_groups(row).values())
    assert "Allée des Morts" in plugin.words.final_lines(seating("fr"), game)[0]
    assert "Viale dei Morti" in plugin.words.final_lines(seating("it"), game)[0]


def test_a_warning_when_cocoa_is_short_of_the_salary_at_a_coming_eclipse():
    from teotihuacan.rules import salary_owed
    from teotihuacan.summary import salary_warning, salary_warning_data
    s = samples.eclipse_coming().copy()
    assert s.eclipse_left is not None
    pl = s.players[0]
    owed = salary_owed(s, pl)
    pl.cocoa = owed - 1
    key, values = salary_warning_data(s, 0)
    assert key == "teo.line.salary_short" and values["owed"] == owed and values["cocoa"] == owed - 1
    assert f"{owed} Cacao" in salary_warning(s, 0, "fr") and "3 PV" in salary_warning(s, 0, "fr")
    pl.cocoa = owed
    assert salary_warning(s, 0) is None  # enough cocoa: nothing to say
    pl.cocoa = 0
    s.eclipse_left, s.sun, s.moon = None, 2, 12
    assert salary_warning(s, 0) is None  # the eclipse is far
    s.sun = 10
    assert "2 spaces from the moon" in salary_warning(s, 0, "en")
    solo = samples.solo()
    solo.players[1].cocoa = 0
    solo.eclipse_left = 2
    assert salary_warning(solo, 1) is None  # Teotibot pays no salary
