"""gamekit, the engines' shared machinery, on a tiny game of its own (tests/helpers/count_game.py):
two players add 1 or 2 to a count in turn, as often as they like within their turn, and `end` their
turn; whoever brings the count to 10 or more wins. It proves the record, undo, replay and snapshot
machinery, the terminal's parts, the arena's seating and tallies, and the bots' turn without any of
the three real engines; then actions' strings and states' JSON and copies on small values of their own."""
import json
from dataclasses import dataclass, field
from typing import NamedTuple

import pytest

from gamekit import terminal
from gamekit.actions import Arg, read, written
from gamekit.arena import Tally, play_all, seating, timed_play
from gamekit.bots import RandomBot, play_turns, turn_decisions
from gamekit.state import JsonState, cloner, plain
from helpers.count_game import CountConfig, CountError, CountGame, Damaged, Illegal


def played(*actions, players=2):
    game = CountGame(CountConfig(players), seed=5)
    for action in actions:
        game.apply(action)
    return game


# --- records, undo, snapshots ---------------------------------------------------------------------

def test_a_turn_ends_with_its_decision_and_undo_stays_within_the_turn():
    game = played("add:1", "end", "add:2", "add:1")
    assert game.turn_start == 2 and game.turn_actions() == ["add:2", "add:1"] and game.current_player == 1
    game.undo()
    assert game.state.count == 3 and game.turn_actions() == ["add:2"] and game.legal_actions()[0] == "add:1"
    game.undo()
    assert not game.can_undo()
    with pytest.raises(Illegal) as err:
        game.undo()
    assert err.value.key == "count.no.undo" and game.state.count == 1


def test_a_record_and_a_snapshot_give_back_the_same_game():
    game = played("add:2", "end", "add:2")
    record = json.loads(json.dumps(game.record()))
    assert record == {"rules_version": 3, "config": {"players": 2, "names": []}, "seed": 5,
                      "actions": ["add:2", "end", "add:2"]}
    assert CountGame.from_record(record).to_json() == game.to_json()
    snapshot = CountGame.from_json(json.loads(json.dumps(game.to_json())))
    assert snapshot.to_json() == game.to_json() and snapshot.can_undo()


def test_an_engine_replays_the_older_versions_it_names_and_keeps_each_record_s_own():
    class TwoVersions(CountGame):
        RULES_VERSIONS = (2, 3)
        seen = []

        def catch_up(self, action):
            self.seen.append(self.rules_version)

    old = {"rules_version": 2, "config": {"players": 2}, "seed": 5, "actions": ["add:1", "end", "add:2"]}
    game = TwoVersions.from_record(old)
    assert game.rules_version == 2 and set(TwoVersions.seen) == {2}  # catch_up knows the record's version
    assert game.record()["rules_version"] == 2 and TwoVersions(CountConfig(2), 5).record()["rules_version"] == 3
    game.undo()
    assert game.rules_version == 2 and game.record() == {**old, "actions": ["add:1", "end"],
                                                         "config": {"players": 2, "names": []}}
    assert TwoVersions.from_json(json.loads(json.dumps(game.to_json()))).rules_version == 2
    with pytest.raises(Damaged, match="made with rules version 1"):
        TwoVersions.from_record({**old, "rules_version": 1})
    with pytest.raises(Damaged, match="rules version 1"):
        TwoVersions.from_json({**game.to_json(), "rules_version": 1})


@pytest.mark.parametrize("record, reason, index", [
    ([], "Not a Count game record: AttributeError", None),
    ({"seed": 1, "actions": []}, "Not a Count game record: KeyError('config')", None),
    ({"rules_version": "3", "config": {"players": 2}, "seed": 1, "actions": []}, "not a whole number: '3'", None),
    ({"rules_version": 2, "config": {"players": 2}, "seed": 1, "actions": []}, "made with rules version 2", None),
    ({"config": {"players": 2}, "seed": 1, "actions": "add:1"}, "decisions of this record are not a list", None),
    ({"config": {"players": 2}, "seed": 1.5, "actions": []}, "seed of this record is not a number", None),
    ({"config": {"players": 7}, "seed": 1, "actions": []}, "cannot be set up: Count is played by 2 or 3", None),
    ({"config": {"players": 2}, "seed": 1, "actions": ["add:1", "add:5"]}, "Decision 2 of the record ('add:5')", 1),
])
def test_a_damaged_record_is_one_bad_record_naming_what_is_wrong(record, reason, index):
    with pytest.raises(Damaged) as err:
        CountGame.from_record(record)
    assert reason in str(err.value) and getattr(err.value, "index", None) == index


def test_a_damaged_snapshot_is_one_bad_record():
    good = played("add:1").to_json()
    for damaged in ({}, {**good, "turn_start": 5}, {**good, "state": {"players": 2, "colour": 1}}):
        with pytest.raises(Damaged, match="Not a Count game snapshot"):
            CountGame.from_json(damaged)


# --- the terminal -----------------------------------------------------------------------------------

def test_bot_levels_and_seats_say_what_is_wrong_as_data():
    assert terminal.bot_levels(True, ("random", "hard")) == ["random"]
    assert terminal.bot_levels(" hard, random ", ("random", "hard")) == ["hard", "random"]
    assert terminal.bot_seats(["hard"], 3) == {1: "hard", 2: "hard"} and terminal.bot_seats([], 3) == {}
    assert terminal.bot_seats(["hard", "random"], 3) == {1: "hard", 2: "random"}
    with pytest.raises(terminal.LevelError) as err:
        terminal.bot_levels("hard,wise", ("random", "hard"))
    assert (err.value.key, err.value.values) == ("level", {"level": "wise", "levels": "random, hard"})
    assert str(err.value) == "unknown bot level 'wise': choose from random, hard"
    with pytest.raises(terminal.LevelError) as err:
        terminal.bot_seats(["hard", "random"], 2)
    assert (err.value.key, err.value.values) == ("levels", {"n": 2, "total": 3, "players": 2})


def test_a_number_is_asked_again_until_it_fits():
    answers, said = iter(["7", "x", " 3 "]), []
    assert terminal.ask_int("How many? ", 2, 4, lambda _: next(answers), said.append, "2 to 4, please") == 3
    assert said == ["2 to 4, please", "2 to 4, please"]


def test_a_typed_answer_undoes_applies_or_is_refused_in_the_players_words():
    game, said = played("add:1"), []
    refused = lambda err: f"no: {err.key or err.reason}"  # noqa: E731
    assert terminal.answer(game, "2", game.legal_actions(), said.append, refused)
    assert game.state.count == 3
    assert not terminal.answer(game, "U", game.legal_actions(), said.append, refused) and game.state.count == 1
    assert not terminal.answer(game, "add:7", game.legal_actions(), said.append, refused)
    assert terminal.answer(game, "end", game.legal_actions(), said.append, refused)
    assert not terminal.answer(game, "u", game.legal_actions(), said.append, refused)
    assert said == ["! no: Not now: add:7", "! no: count.no.undo"]
    terminal.offer(["add:1", "end"], str.upper, said.append)
    assert said[-2:] == ["   1. ADD:1", "   2. END"]


def test_reading_a_record_file_prints_one_line_of_json_when_it_cannot(tmp_path):
    good, bad, broken = tmp_path / "good.json", tmp_path / "bad.json", tmp_path / "broken.json"
    good.write_text(json.dumps(played("add:2", "end").record()))
    bad.write_text(json.dumps({"config": {"players": 2}, "seed": 1, "actions": ["end", "nope"]}))
    broken.write_text('{"seed": ')
    said = []
    assert terminal.replay(good, CountGame.from_record, CountError, said.append) == 0
    assert json.loads(said[-1]) == {"players": 2, "count": 2, "turn_no": 1}
    assert terminal.read_record(bad, CountGame.from_record, CountError, said.append) == (None, 2)
    assert json.loads(said[-1])["action_index"] == 1 and json.loads(said[-1])["action"] == "nope"
    assert terminal.replay(broken, CountGame.from_record, CountError, said.append) == 2
    assert json.loads(said[-1])["error"].startswith(f"cannot read {broken}")


def test_random_games_check_their_invariants_after_each_decision():
    game = terminal.play_randomly(CountGame(CountConfig(2), 1), seed=4)
    assert game.is_over and game.state.count >= 10
    with pytest.raises(AssertionError, match="seed 4, after"):
        terminal.play_randomly(CountGame(CountConfig(2), 1), seed=4,
                               check=lambda state: ["past 5"] if state.count > 5 else [])


def test_an_ended_input_stops_a_command_normally(capsys):
    def command(args):
        raise EOFError
    assert terminal.run(command, None, lambda: "bye") == 0
    assert capsys.readouterr().out == "\nbye\n"


# --- bots and the arena -----------------------------------------------------------------------------

class Adder:
    """Adds 2 once, then ends its turn (the count reaches 10 in the first player's third turn)."""

    def choose(self, game):
        return "end" if game.turn_actions() else "add:2"


def test_a_bots_turn_is_its_decisions_until_the_turn_ends():
    game = played("add:1", "end")
    assert turn_decisions(game, Adder()) == ["add:2", "end"] and game.current_player == 0
    assert RandomBot(3).choose(game) in game.legal_actions()


def test_the_arena_seats_every_entry_in_turn_and_tallies_its_games():
    assert seating(["a", "b", "c"], 1) == ([1, 2, 0], {1: 0, 2: 1, 0: 2})
    game = CountGame(CountConfig(2), 1)
    decisions, turns = timed_play(game, [Adder(), Adder()])
    assert game.is_over and [len(d) for d in decisions] == [5, 4] and [len(t) for t in turns] == [3, 2]

    def job(rotation):
        return [(10.0, 1.0 - rotation, [0.1], [0.2]), (8.0, float(rotation), [0.3], [0.4])]
    done = []
    tallies = play_all(job, [0, 1], [Tally("a"), Tally("b")], progress=lambda d, total: done.append((d, total)))
    assert [(t.games, t.wins, t.points) for t in tallies] == [(2, 1.0, 20.0), (2, 1.0, 16.0)]
    assert tallies[1].decision_times == [0.3, 0.3] and done == [(1, 2), (2, 2)]


# --- actions and states as every engine writes them (gamekit.actions, gamekit.state) -------------------


class Move(NamedTuple):
    kind: str
    a: Arg = None
    b: Arg = None

    __str__ = written


def refused(text):
    return Illegal(f"{text!r} is no move", key="no.move")


def test_an_action_writes_its_parts_and_reads_back_with_numbers_as_ints():
    assert str(Move("add", 2)) == "add:2" and str(Move("end")) == "end" and str(Move("to", "x", -3)) == "to:x:-3"
    for move in (Move("add", 2), Move("end"), Move("to", "x", -3)):
        assert read(Move, str(move), refused) == move
    assert read(Move, " to:x:7 ", refused) == Move("to", "x", 7)
    same = Move("add", 1)
    assert read(Move, same, refused) is same


@pytest.mark.parametrize("text,longest", [("add::1", None), ("a:b:c:d", None), (":", None), ("add:12345", 6)])
def test_a_text_that_is_no_action_is_refused_naming_it(text, longest):
    with pytest.raises(Illegal) as err:
        read(Move, text, refused, longest)
    assert err.value.key == "no.move" and str(err.value) == f"{text[:longest]!r} is no move"


@dataclass
class Counter:
    seat: int
    marks: list = field(default_factory=list)


@dataclass
class Table(JsonState):
    Player = Counter
    players: list
    phase: str = "play"
    board: dict = field(default_factory=dict)


clone, CONTAINERS = cloner(Counter)


def test_a_state_round_trips_through_json_with_tuples_made_lists():
    table = Table([Counter(0, [1, 2]), Counter(1)], board={"rows": [(1, 2), [3]], "top": None})
    obj = table.to_json()
    assert obj == {"players": [{"seat": 0, "marks": [1, 2]}, {"seat": 1, "marks": []}], "phase": "play",
                   "board": {"rows": [[1, 2], [3]], "top": None}}
    assert json.loads(table.dumps()) == obj and Table.from_json(obj).to_json() == obj
    assert plain(obj) == obj and plain(obj) is not obj
    assert not table.is_over and Table([], phase="over").is_over


def test_a_clone_copies_lists_dicts_and_players_and_shares_the_rest():
    data = {"players": [Counter(0, [1])], "rows": [[1, 2], (3, 4)]}
    copied = clone(data)
    assert copied == data and CONTAINERS == (list, dict, Counter)
    copied["players"][0].marks.append(2)
    copied["rows"][0].append(9)
    assert data == {"players": [Counter(0, [1])], "rows": [[1, 2], (3, 4)]}
    assert copied["rows"][1] is data["rows"][1]  # a tuple never changes: shared


class _Turns:
    """Two decisions a turn, forever, or until `end` decisions are played."""
    def __init__(self, end=None):
        self.decisions, self.turn_no, self.end = 0, 0, end

    @property
    def is_over(self):
        return self.end is not None and self.decisions >= self.end

    def play(self):
        self.decisions += 1
        self.turn_no = self.decisions // 2


def test_a_playout_stops_when_the_turns_asked_have_begun_the_game_ends_or_the_limit_is_reached():
    s = _Turns()
    play_turns(s, 3, _Turns.play, 100)
    assert s.turn_no == 3 and s.decisions == 6  # stops as the third turn after the current one begins
    s = _Turns(end=3)
    play_turns(s, 3, _Turns.play, 100)
    assert s.decisions == 3
    s = _Turns()
    play_turns(s, 50, _Turns.play, 7)
    assert s.decisions == 7
