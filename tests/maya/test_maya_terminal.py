"""The terminal game `python -m maya`: a whole hot-seat game in three languages, replay, self-play,
the arena, the rules topics and the board check."""
import json

import pytest

from maya import Config, Game
from maya.__main__ import TOPICS, main, rules_text
from maya.board import BOARD


class Feed:
    """Answers the game's prompts: the first option, and sometimes undo or a hint first."""

    def __init__(self, script=()):
        self.script = list(script)
        self.asked = 0

    def __call__(self, prompt=""):
        self.asked += 1
        if self.script:
            return self.script.pop(0)
        return "1"


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_a_whole_game_in_the_terminal(lang, monkeypatch, capsys):
    feed = Feed(["", "h", "2", "u", "1"])
    monkeypatch.setattr("builtins.input", feed)
    assert main(["play", "--players", "2", "--bots", "normal", "--seed", "4", "--lang", lang]) == 0
    out = capsys.readouterr().out
    final = {"en": "Final scores", "fr": "Scores finaux", "it": "Punteggi finali"}[lang]
    assert final in out and feed.asked > 30
    hint = {"en": "Hint:", "fr": "Conseil :", "it": "Consiglio:"}[lang]
    assert hint in out
    if lang != "en":
        assert "Final scores" not in out and "Your rack" not in out and "Plant tiles" not in out


def test_a_refused_move_says_why_and_the_game_goes_on(monkeypatch, capsys):
    feed = Feed(["at:A1", "plant:banana1", "q"])
    monkeypatch.setattr("builtins.input", feed)
    assert main(["play", "--players", "3", "--bots", "random", "--seed", "2", "--variant", "two_cities"]) == 0
    out = capsys.readouterr().out
    assert out.count("! ") >= 2 and "Traceback" not in out


def test_replay_prints_the_state_and_names_a_bad_decision(tmp_path, capsys):
    game = Game(Config(2), 6)
    for _ in range(30):
        game.apply(game.legal_actions()[-1])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.record()))
    assert main(["replay", str(path)]) == 0
    state = json.loads(capsys.readouterr().out)
    assert state["turn_no"] == game.state.turn_no
    record = game.record()
    record["actions"][5] = "at:A1"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 2  # a bad record is exit status 2, like any bad file
    error = json.loads(capsys.readouterr().out)
    assert error["action_index"] == 5 and error["action"] == "at:A1"


def test_selfplay_arena_board_and_rules(capsys):
    assert main(["selfplay", "--players", "3", "--games", "3", "--zones", "blue+yellow+red"]) == 0
    assert "3 games" in capsys.readouterr().out
    assert main(["arena", "--bots", "normal,random", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "1. normal" in out and "95% interval" in out
    assert main(["board"]) == 0
    assert "every check passes" in capsys.readouterr().out
    assert main(["rules", "cities", "--lang", "fr"]) == 0
    assert "Décompter une cité" in capsys.readouterr().out
    assert main(["rules", "nothing"]) == 2


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_every_rules_topic_is_written_and_marks_our_design(lang):
    for topic in TOPICS:
        text = rules_text(topic, lang)
        assert len(text) > 100
        if lang != "en":
            assert text != rules_text(topic, "en")
    design = {"en": "Our design", "fr": "Notre conception", "it": "Il nostro progetto"}[lang]
    assert design in rules_text("board", lang)


@pytest.mark.parametrize("argv,said", [
    (["--bots", "genius"], "! niveau de robot inconnu « genius » : choisissez parmi random, easy, normal, hard"),
    (["--bots", "easy,hard", "--players", "4"], "! 2 niveaux de robots font 3 joueurs, pas 4."),
    (["--bots", "easy,easy,easy,easy"], "! Maya se joue de 2 à 4 joueurs, pas 5."),
])
def test_the_terminal_s_bad_bots_are_refused_in_the_player_s_language(argv, said, capsys):
    assert main(["play", *argv, "--lang", "fr"]) == 2
    assert capsys.readouterr().out.splitlines() == [said]


@pytest.mark.parametrize("lang, said, wrong", [("fr", "Robot 2 (moyen) : ", "(moyen):"),
                                               ("it", "Bot 2 (normale): ", "(normale) :")])
def test_the_bots_lines_are_the_languages_own(lang, said, wrong, monkeypatch, capsys):
    """A French colon has a space before it, on a bot's lines and a question as everywhere; a bot
    is a "robot" in French."""
    monkeypatch.setattr("builtins.input", Feed())
    assert main(["play", "--players", "2", "--bots", "normal", "--seed", "4", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert said in out and wrong not in out
    assert ("Joueur 1 : " if lang == "fr" else "Giocatore 1: ") in out


@pytest.mark.parametrize("lang, letters", [("en", ("R", "B", "K", "W")), ("fr", ("R", "B", "N", "Bc")),
                                           ("it", ("R", "B", "N", "Bi"))])
def test_the_players_letters_are_their_colours_in_the_readers_language(lang, letters):
    """As on the pictures: in French and Italian "B" is blue, so white is "Bc" / "Bi"; the map's
    spaces widen for a letter of two, so that two spaces never run together."""
    from maya.text import map_text, player_letter, players_text
    game = Game(Config(4), 5)
    for _ in range(60):
        game.apply(game.legal_actions()[0])
    assert [player_letter(game.state, seat, lang) for seat in range(4)] == list(letters)
    assert all(f"({letter})" in players_text(game.state, lang) for letter in letters)
    header, *rows = map_text(game.state, lang).splitlines()
    width = 4 if lang == "en" else 5
    assert header == "     " + "".join(f"{chr(ord('A') + c):<{width}}" for c in range(BOARD.columns))
    assert all(len(cell) < width for row in rows for cell in row.split()[1:])  # "m2Bc", never "m2Bci1R"
