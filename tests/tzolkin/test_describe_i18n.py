"""The engine describes actions as data; every description reads in English, French and Italian."""
import random

import pytest

import i18n
from tzolkin import Action, Config, Game, IllegalAction
from tzolkin import data as D
from tzolkin.describe import (action_data, building_text, decision_text, describe, monument_text, reason_text,
                              wealth_text, words)
from tzolkin.text import board_text, final_text

LANGS = i18n.LOCALES


def random_game(seed, players=4):
    game = Game(Config(players=players), seed)
    rng = random.Random(seed)
    while not game.is_over:
        yield game
        game.apply(rng.choice(game.legal_actions()))
    yield game


@pytest.mark.parametrize("seed", [3, 11])
def test_every_action_of_long_random_games_reads_in_every_language(seed):
    kinds, described = set(), 0
    for game in random_game(seed):
        if game.is_over:
            break
        s = game.state
        for lang in LANGS:
            assert decision_text(s, lang)
        for action in game.legal_actions():
            key, values = action_data(s, action)
            assert isinstance(key, str) and isinstance(values, dict)
            texts = {lang: describe(s, action, lang) for lang in LANGS}
            for lang, text in texts.items():
                assert text and "{" not in text, (lang, action, text)
            kinds.add(action.kind)
            described += 1
    assert described > 1000
    assert {"keep", "place", "retrieve", "act", "end", "tech", "build"} <= kinds


def test_the_data_is_language_free_and_english_by_default():
    game = Game(Config(players=3, names=["Ana", "Ben", "Cy"]), seed=42)
    for a in game.legal_actions()[:1]:
        game.apply(a)
    while game.state.phase == "wealth":
        game.apply(game.legal_actions()[0])
    place = Action("place", "tikal")
    assert action_data(game.state, place) == ("act.place", {"gear": "tikal", "space": 0, "corn": 0})
    assert describe(game.state, place) == "Place a worker on Tikal 0 (0 corn)"
    assert describe(game.state, place, "fr") == "Placer un Ouvrier sur Tikal 0 (0 Maïs)"
    assert describe(game.state, place, "it") == "Piazza un lavoratore su Tikal 0 (0 mais)"
    assert game.decision() == "Place workers or retrieve workers"
    assert decision_text(game.state, "fr") == "Placez des Ouvriers ou reprenez des Ouvriers"


def test_rulebook_words_in_pieces():
    # Temple Kukulcan +1 and Theology +1 for 1 stone + 1 gold (building 14).
    assert building_text(14) == "Theology +1, Kukulcan +1 (sacred, 1 stone + 1 gold)"
    assert building_text(14, "fr") == "Théologie +1, Kukulcan +1 (Sacré, 1 Pierre + 1 Or)"
    assert building_text(14, "it") == "Teologia +1, Kukulcan +1 (santuario, 1 pietra + 1 oro)"
    assert building_text(15, "fr").startswith("Nourrit 3 Ouvriers")
    assert monument_text(13, "fr") == "Monument : 3 PV par Crâne à Chichen Itza (4 Or + 1 Crâne de Cristal)"
    assert wealth_text(17, "it") == "4 mais, 1 legno, 1 teschio di cristallo"
    assert wealth_text(6, "it") == "2 mais, 2 legni, Kukulcan +1"


def test_refusals_carry_their_reason_as_data():
    game = Game(Config(players=2), seed=5)
    while game.state.phase == "wealth":
        game.apply(game.legal_actions()[0])
    with pytest.raises(IllegalAction) as err:
        game.apply("end")
    assert err.value.key == "no.end_empty"
    assert err.value.reason == "You must place or retrieve at least one worker before ending your turn."
    assert reason_text(err.value, "fr") == ("Vous devez placer ou reprendre au moins un Ouvrier avant de terminer "
                                            "votre tour.")
    with pytest.raises(IllegalAction) as err:
        game.apply("place:nowhere")
    assert reason_text(err.value, "it") == "Non c'è nessuna ruota chiamata «nowhere»."
    with pytest.raises(IllegalAction) as err:
        game.apply("fly::away")
    assert "fly::away" in reason_text(err.value, "fr")
    with pytest.raises(IllegalAction) as err:
        game.undo()
    assert reason_text(err.value, "it") == "Non c'è nulla da annullare in questo turno."


def test_a_refusal_that_names_the_decision_words_it_too():
    game = Game(Config(players=2), seed=5)
    with pytest.raises(IllegalAction) as err:
        game.apply("place:tikal")  # still choosing wealth tiles
    assert err.value.key == "no.other"
    assert reason_text(err.value, "fr") == ("Ce n'est pas possible maintenant. Gardez 2 de vos 4 tuiles Richesse "
                                            "de Départ.")


def test_every_piece_of_the_game_has_words():
    for lang in LANGS:
        for b in D.BUILDINGS:
            assert building_text(b, lang)
        for m in D.MONUMENTS:
            assert monument_text(m, lang)
        for w in D.WEALTH_TILES:
            assert wealth_text(w, lang)
        assert words("act.done", locale=lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_terminal_board_and_scores_in_every_language(lang):
    game = None
    for game in random_game(7, players=3):  # noqa: B007  (the loop runs to the game's last position)
        pass
    text = board_text(game.state, lang) + final_text(game.state, lang)
    assert "{" not in text
    if lang == "fr":
        assert "Case Premier Joueur" in text and "Scores finaux" in text
    if lang == "it":
        assert "Casella Primo Giocatore" in text and "Punteggi finali" in text


def test_turn_log_in_a_language():
    game = Game(Config(players=2), seed=9)
    while game.state.phase == "wealth":
        game.apply(game.legal_actions()[0])
    game.apply(Action("place", "palenque"))
    _, en = game.turn_log()
    _, fr = game.turn_log("fr")
    assert en == ["Place a worker on Palenque 0 (0 corn)"]
    assert fr == ["Placer un Ouvrier sur Palenque 0 (0 Maïs)"]


@pytest.mark.parametrize("lang, words_seen", [
    ("fr", ("Nouvelle partie, graine 3", "Gardez 2 de vos 4 tuiles Richesse de Départ", "Scores finaux :",
            "Vainqueur :", "(rouge)")),
    ("it", ("Nuova partita, seme 3", "Tieni 2 delle tue 4 tessere Ricchezza Iniziale", "Punteggi finali:",
            "Vince:", "(rosso)")),
])
def test_the_terminal_game_in_french_and_italian(capsys, lang, words_seen):
    import argparse
    from tzolkin.__main__ import cmd_play, main
    answers = iter(["x"] + ["1"] * 2000)  # a wrong answer first: its refusal is worded too
    args = argparse.Namespace(players=2, bots=True, seed=3, images=None, lang=lang)
    assert cmd_play(args, inp=lambda prompt: next(answers)) == 0
    out = capsys.readouterr().out
    for seen in words_seen:
        assert seen in out, seen
    assert "Final scores" not in out and "Place a worker" not in out
    with pytest.raises(SystemExit):
        main(["play", "--lang", "de"])  # a language we do not ship is refused by name


@pytest.mark.parametrize("lang, bot, number, error", [
    ("fr", "Robot 2 (moyen)", "Tapez un nombre de 2 à 4.", "niveau de robot inconnu « génie »"),
    ("it", "Bot 2 (normale)", "Scrivi un numero da 2 a 4.", "livello di bot sconosciuto «génie»"),
])
def test_the_terminal_names_bots_and_refuses_in_the_games_language(capsys, lang, bot, number, error):
    import argparse
    from tzolkin.__main__ import cmd_play
    answers = iter(["9", "3"] + ["1"] * 3000)  # "9 players" first: refused in the game's language
    args = argparse.Namespace(players=None, bots="normal", seed=4, images=None, lang=lang)
    assert cmd_play(args, inp=lambda prompt: next(answers)) == 0
    out = capsys.readouterr().out
    colon = {"fr": " : ", "it": ": "}[lang]  # a French colon has a space before it, an Italian one none
    assert number in out and f"{bot}{colon}" in out and f"Joueur 1 (rouge){colon}" * (lang == "fr") in out
    assert "(moyen):" not in out and "(normale) :" not in out and "(rouge):" not in out
    assert "(normal)" not in out and "Please type" not in out
    args = argparse.Namespace(players=None, bots="génie", seed=4, images=None, lang=lang)
    assert cmd_play(args, inp=lambda prompt: "2") == 2
    assert error in capsys.readouterr().out


@pytest.mark.parametrize("game, prefix", [("tzolkin", ""), ("teotihuacan", "teo."), ("maya", "maya.")])
@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_every_bot_level_is_named_in_the_games_language(game, prefix, lang):
    """Every level the terminal's --bots takes gets a worded name: "Bot 2 (expert)", "Robot 2 (difficile)";
    the other seats are players."""
    import importlib
    from gamekit import terminal
    main = importlib.import_module(f"{game}.__main__")
    levels = importlib.import_module(f"{game}.bots").LEVELS

    def named(level, language):
        return terminal.seat_names(2, {1: level}, main.tr, language, prefix)

    names = [named(level, lang)[1] for level in levels]
    assert len(set(names)) == len(levels) and all(name.endswith(")") and "." not in name for name in names)
    assert [named(level, "en")[1] for level in levels] == [f"Bot 2 ({level})" for level in levels]
    assert named("hard", "en")[0] == "Player 1"
    if lang != "en":
        assert named("hard", lang)[1].endswith("(difficile)")
