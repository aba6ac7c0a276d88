"""Teotihuacan's words: every action, decision, refusal and event as data worded in English, French
and Italian (the catalog domain `teotihuacan`), and the terminal game reading French or Italian
throughout."""
import argparse
import random
import re

import pytest

from helpers.teo_situations import POS, begin, fresh, play, put
from teotihuacan import Config, Game, IllegalAction
from teotihuacan import data as D
from teotihuacan.__main__ import cmd_play, cmd_selfplay
from teotihuacan.describe import action_data, decision_text, describe, event_text, reason_text
from teotihuacan.text import board_text, final_text

LANGS = ("en", "fr", "it")
# English words that must not show through a French or Italian text.
ENGLISH = ("cocoa", "Worship", "worker", "Collect", "Move ", "Take ", "Pay ", "power-up", " VP", "Palace", "Forest",
           "Stone Quarry", "resource", "step", "tile", "End the turn")


def _english_free(text):
    """The English words found in a text (whole words: "Forest" is not in "Foresta")."""
    return [w for w in ENGLISH if re.search(rf"(?<![A-Za-zÀ-ÿ]){re.escape(w.strip())}(?![A-Za-zÀ-ÿ])", text)]


@pytest.mark.parametrize("players,options", [(1, {}), (2, {"seasons": True}), (3, {"draft": True}),
                                             (4, {"seasons": True, "dark_eclipse": True})])
def test_every_action_decision_and_event_of_random_games_reads_in_every_language(players, options):
    game = Game(Config(players=players, **options), players)
    rng = random.Random(players)
    while not game.is_over:
        s = game.state
        for lang in LANGS:
            texts = [decision_text(s, lang)] + [describe(s, a, lang) for a in game.legal_actions()]
            assert all(t and "{" not in t for t in texts)
            if lang != "en":
                assert not [t for t in texts if _english_free(t)], [t for t in texts if _english_free(t)][:3]
        game.apply(rng.choice(game.legal_actions()))
    for e in game.state.events:
        for lang in LANGS:
            text = event_text(game.state, e, lang)
            assert "{" not in text
            if lang != "en":
                assert not _english_free(text), text


def test_actions_are_data_without_english():
    game = Game(Config(players=2, first_game=True), 3)
    for a in game.legal_actions():
        key, values = action_data(game.state, a)
        assert key.startswith("teo.act.") and all(isinstance(v, (int, str, list, dict, tuple)) for v in values.values())
    assert describe(game.state, game.legal_actions()[0]) .startswith("Move worker")
    assert describe(game.state, game.legal_actions()[0], "fr").startswith("Déplacer l'ouvrier")
    assert describe(game.state, game.legal_actions()[0], "it").startswith("Muovi il lavoratore")


def test_rare_decisions_have_words_too():
    s = fresh(2)
    s.techs = [1, 3, 5, 9, 13, 15]
    put(s, 0, 0, D.FIRST_GAME_LAYOUT[POS[D.CONSTRUCTION] - 1], 1)
    pl = s.players[0]
    pl.stone, pl.wood, pl.cocoa, pl.techs = 3, 1, 5, [15]
    s.pyr = [-1] * 30
    from teotihuacan import pyramid as P
    s.cells = D.PYRAMID_BASE
    for k in range(16):
        P.place_tile(s, 30, 0, k)
    s.pdisplay = [31, 19, 20]
    begin(s)
    play(s, "move:0", f"to:{POS[D.CONSTRUCTION]}", "main", "tile:31", "slot:16")
    from teotihuacan import rules
    for lang in LANGS:
        texts = [decision_text(s, lang)] + [describe(s, a, lang) for a in rules.legal_actions(s)]
        assert len(texts) == 4 and all("{" not in t for t in texts)
    assert describe(s, rules.legal_actions(s)[1], "fr") == "Économiser 1 Bois sur cette tuile"


def test_refusals_word_their_reason_in_every_language():
    game = Game(Config(players=2, first_game=True), 3)
    with pytest.raises(IllegalAction) as err:
        game.apply("main")
    assert err.value.key == "teo.no.not_now"
    for lang in LANGS:
        text = reason_text(err.value, lang)
        assert "{" not in text and text
    assert reason_text(err.value, "fr").startswith("Pas maintenant")


@pytest.mark.parametrize("lang,words", [("fr", ("Nouvelle partie de Teotihuacan", "Scores finaux", "Vainqueur",
                                                 "Cacao", "Éclipse")),
                                        ("it", ("Nuova partita di Teotihuacan", "Punteggi finali", "Vincitore",
                                                "Cacao", "Eclissi"))])
def test_the_terminal_game_reads_french_and_italian_throughout(lang, words):
    lines = []
    answers = iter(["1"] * 5000)
    args = argparse.Namespace(bots="normal", players=2, solo=False, seed=3, lang=lang, first_game=False,
                              draft=False, dark_eclipse=False, seasons=True, pyramid_variant=False)
    assert cmd_play(args, inp=lambda prompt: next(answers), out=lines.append) == 0
    text = "\n".join(lines)
    for w in words:
        assert w in text
    leaks = [line for line in lines if _english_free(line)]
    assert not leaks, leaks[:5]
    # a bot's lines, its row on the board and the questions: a French colon has a space before it
    said, wrong = {"fr": (("Robot 2 (moyen) : ", "#1 Robot 2 (moyen) : ", "Joueur 1 : "), "(moyen):"),
                   "it": (("Bot 2 (normale): ", "Giocatore 1: "), "(normale) :")}[lang]
    assert all(s in text for s in said) and wrong not in text


def test_a_whole_solo_game_in_the_terminal():
    lines = []
    answers = iter(["1"] * 5000)
    args = argparse.Namespace(bots=None, players=None, solo=True, seed=5, lang="en", first_game=True, draft=False,
                              dark_eclipse=False, seasons=False, pyramid_variant=False)
    assert cmd_play(args, inp=lambda prompt: next(answers), out=lines.append) == 0
    text = "\n".join(lines)
    assert "Teotibot rolls" in text and "Final scores" in text and "Winner:" in text


def test_selfplay_prints_games_per_second_and_per_cpu_second():
    lines = []
    args = argparse.Namespace(players=4, games=2, seed=1, no_check=False, seasons=False, first_game=False,
                              draft=False, dark_eclipse=False, pyramid_variant=False)
    assert cmd_selfplay(args, out=lines.append) == 0
    assert "games/s" in lines[0] and "games per CPU second" in lines[0] and "state copy" in lines[0]


@pytest.mark.parametrize("lang", LANGS)
def test_board_and_final_scores_in_every_language(lang):
    from helpers.teo_situations import random_game
    game = random_game(1, 2, check=False, seasons=True)
    text = board_text(game.state, lang) + final_text(game.state, lang)
    assert "{" not in text and "Teotibot" in text


@pytest.mark.parametrize("lang", LANGS)
def test_teotibots_roll_shows_its_dice(lang):
    # The dice are numbers: a placeholder named like a starting tile's drew two tiles' names instead.
    game = Game(Config(players=1), 3)
    rng = random.Random(3)
    rolls = []
    while not game.is_over and len(rolls) < 3:
        before = len(game.state.events)
        game.apply(rng.choice(game.legal_actions()))
        rolls += [e for e in game.state.events[before:] if e["e"] == "bot_roll"]
    assert rolls
    for e in rolls:
        text = event_text(game.state, e, lang)
        assert re.search(rf"\b{e['dice'][0]}\b.*\b{e['dice'][1]}\b", text), text
        assert str(e["slot"] + 1) in text and "Tuile" not in text and "Tile" not in text and "Tessera" not in text


@pytest.mark.parametrize("bots,players,said", [
    ("genius", None, "! niveau de robot inconnu « genius » : choisissez parmi random, easy, normal, hard"),
    ("easy,hard", 4, "! 2 niveaux de robots font 3 joueurs, pas 4."),
    ("easy,easy,easy,easy", None, "! Teotihuacan se joue de 1 à 4 joueurs (1 : contre Teotibot)."),
])
def test_the_terminal_s_bad_bots_are_refused_in_the_player_s_language(bots, players, said):
    lines = []
    args = argparse.Namespace(bots=bots, players=players, solo=False, seed=3, lang="fr", first_game=False,
                              draft=False, dark_eclipse=False, seasons=False, pyramid_variant=False)
    assert cmd_play(args, inp=lambda prompt: "q", out=lines.append) == 2
    assert lines == [said]
