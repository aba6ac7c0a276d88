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


# --- other seats' turns, as everyone sees them -------------------------------------------------

CROPS = ("maize", "potatoes", "squash", "chili peppers")


def test_a_bot_s_face_down_tile_is_never_named_in_the_terminal(monkeypatch, capsys):
    monkeypatch.setattr("builtins.input", Feed())
    for seed in (1, 2, 3):
        assert main(["play", "--players", "3", "--bots", "normal", "--seed", str(seed)]) == 0
    bot_lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("Bot ")]
    grows = [line for line in bot_lines if "Grow a city" in line]
    assert grows  # the bots did grow cities in these games
    assert not [line for line in grows if any(f"tile of {crop}" in line for crop in CROPS)]
    assert not [line for line in bot_lines if "your reserve" in line]


def test_another_seat_growing_from_the_reserve_is_worded_for_the_reader():
    from maya.actions import Action
    from maya.describe import describe, public_action_data, words
    game = Game(Config(2), 3)
    while not game.is_over and game.state.phase == "setup":
        game.apply(game.legal_actions()[0])
    game.state.players[game.current_player].rack.clear()  # an empty rack: the reserve's top tile grows a city
    action = Action("grow", "reserve")
    assert "your reserve" in describe(game.state, action)
    assert words(*public_action_data(game.state, action)).startswith(
        "Grow a city with the top tile of their reserve, unseen")


# --- what is said at a decision ------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [("en", "! There is no choice {n}: type a number from 1 to 6."),
                                        ("fr", "! Il n'y a pas de choix {n} : tapez un nombre de 1 à 6."),
                                        ("it", "! Non c'è la scelta {n}: scrivi un numero da 1 a 6.")])
def test_a_number_that_is_no_option_says_which_numbers_are(lang, said, monkeypatch, capsys):
    monkeypatch.setattr("builtins.input", Feed(["1", "99", "0", "q"]))
    assert main(["play", "--players", "2", "--bots", "normal", "--seed", "4", "--lang", lang]) == 0
    refusals = [line for line in capsys.readouterr().out.splitlines() if line.startswith("! ")]
    assert refusals == [said.format(n=99), said.format(n=0)]  # the 6 spaces of the tile's step


def test_the_map_comes_once_a_turn_not_after_every_answer(monkeypatch, capsys):
    monkeypatch.setattr("builtins.input", Feed(["99", "h", "?", "plant:nothing", "q"]))
    assert main(["play", "--players", "2", "--bots", "normal", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    header = "     A   B   C"
    assert out.count(header) == 1 and out.count("Your rack:") == 5
    assert out.count("face-down tile of R") == 1  # the legend with the first map only


def test_b_shows_the_map_and_its_legend_again(monkeypatch, capsys):
    monkeypatch.setattr("builtins.input", Feed(["b", "q"]))
    assert main(["play", "--players", "2", "--bots", "normal", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert out.count("     A   B   C") == 2 and out.count("face-down tile of R") == 2


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_the_legend_fits_a_narrow_terminal(lang):
    from maya.describe import tr
    assert max(len(line) for line in tr("maya.term.legend", lang).splitlines()) <= 100


def test_the_help_names_moves_that_work_at_this_very_step():
    from maya.__main__ import help_moves
    game = Game(Config(3), 8)
    seen_stages = set()
    rng = __import__("random").Random(8)
    while not game.is_over and len(seen_stages) < 6:
        seen_stages.add(maya_stage(game))
        for move in help_moves(game).replace(", …", "").split(", "):
            trial = Game.from_json(game.to_json())
            trial.apply(move)  # each move the help names is accepted as typed
        game.apply(rng.choice(game.legal_actions()))
    assert {"turn", "plant_space", "plant_more"} <= seen_stages


def maya_stage(game):
    from maya import rules
    return rules.stage(game.state)


def test_a_plantation_that_cannot_grow_asks_only_to_stop():
    from maya import rules
    from maya.describe import decision_text
    game = Game(Config(2), 4)
    rng = __import__("random").Random(4)
    asked = {True: set(), False: set()}
    while not game.is_over:
        if rules.stage(game.state) == "plant_more":
            only_stop = len(game.legal_actions()) == 1
            asked[only_stop].add(decision_text(game.state).split(" of ")[0].split(":")[0])
        game.apply(rng.choice(game.legal_actions()))
    assert asked[True] == {"No tile"}  # "No tile of your rack can extend this plantation of …"
    assert asked[False] == {"Plant one more tile"}


def test_every_hint_gives_a_reason_that_says_something():
    from maya import rules
    from maya.bots import hint
    game = Game(Config(2), 5)
    rng = __import__("random").Random(5)
    reasons = []
    while not game.is_over and len(reasons) < 60:
        h = hint(game, "normal", seed=len(reasons))
        reasons.append(h.reason)
        assert not (h.reason == "refill" and h.info["n"] == 0)  # "it draws 0 tiles" is no reason
        if h.reason == "stop":  # choosing to stop while one more tile could go: say why
            assert len(rules.legal_actions(game.state)) > 1 and h.info["crop"]
        if len(rules.legal_actions(game.state)) == 1 and rules.stage(game.state) == "plant_more":
            assert h.reason == "stop_done"
        game.apply(rng.choice(game.legal_actions()))
    assert "stop_done" in reasons or "stop" in reasons


def test_a_move_of_another_step_is_refused_with_the_question_as_a_sentence(monkeypatch, capsys):
    monkeypatch.setattr("builtins.input", Feed(["1", "stop", "q"]))  # "stop" while a space is asked
    assert main(["play", "--players", "2", "--bots", "normal", "--seed", "4"]) == 0
    refusals = [line for line in capsys.readouterr().out.splitlines() if line.startswith("! ")]
    assert refusals == ["! Not now. Where does your tile of maize (1 good) go? Next to any tile."]


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_a_refusal_quoting_a_question_keeps_its_question_mark(lang):
    from maya.wording import words
    said = words("maya.no.not_now", {"asked": ("maya.ask.grow_space", {})}, lang)
    assert said.endswith("?") and not said.endswith("?.")


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
