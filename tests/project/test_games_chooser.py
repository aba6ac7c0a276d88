"""`python -m games`, what `make run` starts without a Discord token: it lists the registered games
that have a terminal game, asks which one (by number or name) or takes it as an argument, and runs
that game's own `python -m <package> play` with the options that follow."""
import subprocess
import sys
from pathlib import Path

import pytest

import dataclasses

import games
from games import __main__ as chooser

ROOT = Path(__file__).resolve().parents[2]


def answers(*lines):
    lines = list(lines)

    def inp(prompt=""):
        if not lines:
            raise EOFError
        return lines.pop(0)
    return inp


@pytest.fixture
def ran(monkeypatch):
    """The terminal games the chooser would run, as (game, options), instead of running them."""
    calls = []
    monkeypatch.setattr(chooser, "run_terminal", lambda plugin, options: calls.append((plugin.name, options)) or 0)
    return calls


def test_every_built_in_game_is_offered_in_the_registry_s_order():
    offered = [p.name for p in chooser.terminal_games()]
    assert offered[:3] == ["tzolkin", "teotihuacan", "maya"]


def test_a_game_without_a_terminal_is_not_offered(monkeypatch):
    silent = dataclasses.replace(games.get("toy"), name="silent", package="")  # no `python -m` terminal
    shelf = games.plugins()
    monkeypatch.setattr(games, "plugins", lambda: [*shelf, silent])
    offered = [p.name for p in chooser.terminal_games()]
    assert "toy" in offered and "silent" not in offered


def test_the_player_picks_by_number_or_by_name_and_a_wrong_answer_is_asked_again(ran):
    out = []
    assert chooser.main([], inp=answers("9", "chess", "2"), out=out.append) == 0
    assert ran == [("teotihuacan", [])]
    assert "Which game?" in out and any("Not a game of this list: '9'" in line for line in out)
    assert chooser.main([], inp=answers("MAYA"), out=out.append) == 0
    assert ran[-1] == ("maya", [])


def test_quitting_or_an_input_that_ends_runs_nothing(ran):
    out = []
    assert chooser.main([], inp=answers("q"), out=out.append) == 0
    assert chooser.main([], inp=answers(), out=out.append) == 0
    assert ran == [] and "The input ended: no game chosen." in out


def test_a_game_named_on_the_command_line_starts_at_once_with_the_options_after_it(ran):
    assert chooser.main(["maya", "--players", "3", "--bots", "hard"], inp=answers()) == 0
    assert chooser.main(["--lang", "fr", "tzolkin", "--seed", "7"]) == 0
    assert ran == [("maya", ["--players", "3", "--bots", "hard"]), ("tzolkin", ["--lang", "fr", "--seed", "7"])]


def test_list_help_and_an_unknown_game(capsys):
    out = []
    assert chooser.main(["--list"], out=out.append) == 0
    assert out[:3] == ["tzolkin", "teotihuacan", "maya"]
    with pytest.raises(SystemExit) as exit_:
        chooser.main(["--help"])
    assert exit_.value.code == 0 and "python -m games" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_:
        chooser.main(["chess"])
    assert exit_.value.code == 2 and "invalid choice: 'chess'" in capsys.readouterr().err


@pytest.mark.parametrize("game", ["tzolkin", "teotihuacan", "maya"])
def test_the_real_terminal_game_runs_and_stops_when_its_input_ends(game):
    done = subprocess.run([sys.executable, "-m", "games", game, "--players", "2", "--bots", "normal"],
                          cwd=ROOT, input="", capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "The input ended: the game stops here." in done.stdout


def test_the_chooser_asks_when_run_from_the_makefile_s_command():
    done = subprocess.run([sys.executable, "-m", "games"], cwd=ROOT, input="3\n", capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "3. Maya (maya, 2-4 players)" in done.stdout
    assert "How many players (2-4)?" in done.stdout  # Maya's own terminal asked next


def test_the_makefile_runs_the_chooser_without_a_token():
    makefile = (ROOT / "Makefile").read_text("utf-8")
    assert "$(PY) -m games $(ARGS)" in makefile
