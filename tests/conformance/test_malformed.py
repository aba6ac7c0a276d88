"""Malformed input never gets past the engine's one domain error, and never changes a game.

Moves with parts of the wrong type (3.0 == 3 and True == 1 in Python), damaged records and
damaged snapshots: every caller gets IllegalAction or BadRecord, and the game is untouched.
"""
import json
import math
import random

import pytest

from tzolkin import Action, Config, Game, IllegalAction, rules
from tzolkin.errors import BadRecord, TzolkinError


def game_at(decisions, seed=3, players=3):
    game = Game(Config(players=players), seed)
    rng = random.Random(seed)
    while len(game.actions) < decisions and not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def twisted(action):
    """Copies of a legal action with a number made a float, a bool, a list... (equal or not)."""
    out = []
    for i in (1, 2):
        part = action[i]
        for other in (float(part) if isinstance(part, int) else 1.5, True, [part], (part,), {part: 1} if part
                      is not None else {}, b"x", math.nan):
            parts = list(action)
            parts[i] = other
            out.append(Action(*parts))
    out.append(Action(7, action.a, action.b))
    out.append(Action(None))
    return out


def test_wrong_types_are_refused_before_anything_changes():
    for decisions in (0, 3, 8, 40, 120, 250):
        game = game_at(decisions)
        legal = game.legal_actions()
        before, actions = game.state.dumps(), list(game.actions)
        for action in legal:
            for bad in twisted(action):
                with pytest.raises(IllegalAction):
                    game.apply(bad)
                with pytest.raises(IllegalAction):
                    rules.apply(game.state, bad)  # the engine's own entry, with and without the cached list
                with pytest.raises(IllegalAction):
                    rules.apply(game.state, bad, legal)
                assert game.state.dumps() == before and game.actions == actions, bad
        assert game.legal_actions() == legal
        if not game.is_over:
            game.apply(legal[0])  # the game goes on as if nothing had happened


def test_the_three_cases_found_by_the_drills():
    game = Game(Config(players=2), 1)
    keep = game.legal_actions()[0]
    with pytest.raises(IllegalAction):
        game.apply(Action("keep", float(keep.a), keep.b))  # was accepted and stored as keep:8.0:18
    assert game.actions == []
    mid = game_at(60, seed=5, players=2)
    before = mid.state.dumps()
    for bad in (Action("act", 3.0), Action("retrieve", "uxmal", 6.0), Action("place", "tikal", 0.0)):
        with pytest.raises(IllegalAction):  # were KeyError after changing the state, and TypeError
            mid.apply(bad)
        assert mid.state.dumps() == before


def test_random_garbage_gives_only_the_domain_error():
    rng = random.Random(9)
    game = game_at(50, seed=9)
    before = game.state.dumps()
    words = ["place", "retrieve", "act", "keep", "end", "beg", "", ":", "tikal", "-1", "99999999999", "é", "\x00"]
    for _ in range(3000):
        text = ":".join(rng.choice(words) for _ in range(rng.randint(0, 5)))
        try:
            game.apply(text)
        except IllegalAction:
            continue
        # a legal move slipped in by chance: take it back so the next tries see the same game
        game.undo()
        assert game.state.dumps() == before
    assert game.state.dumps() == before


def good_record():
    return game_at(80, seed=4, players=2).record()


@pytest.mark.parametrize("damage", [
    {"seed": [1]}, {"seed": None}, {"seed": 1.5}, {"seed": {"a": 1}},
    {"config": {"players": 1e400}}, {"config": {"players": "4"}}, {"config": {"players": 9}},
    {"config": {"players": 2, "names": [1, 2]}}, {"config": None}, {"config": []},
    {"actions": 5}, {"actions": [1, 2]}, {"actions": ["keep:8.0:18"]}, {"actions": [None]},
    {"rules_version": "x"},
])
def test_damaged_records_are_bad_records(damage):
    record = {**good_record(), **damage}
    with pytest.raises(BadRecord):
        Game.from_record(record)


@pytest.mark.parametrize("record", [None, 5, "text", [], {}, {"seed": 1}])
def test_records_that_are_not_records(record):
    with pytest.raises(BadRecord):
        Game.from_record(record)


def snapshot():
    return json.loads(json.dumps(game_at(80, seed=4, players=2).to_json()))


@pytest.mark.parametrize("damage", [
    lambda s: s.pop("state"), lambda s: s.pop("config"), lambda s: s["state"].pop("players"),
    lambda s: s["state"].update(players=5), lambda s: s["state"].update(extra=1),
    lambda s: s.update(actions=[7.5]), lambda s: s.update(turn_start="x"), lambda s: s.update(turn_start=10 ** 6),
    lambda s: s["config"].update(players=1e400), lambda s: s["state"]["players"][0].update(nonsense=1),
])
def test_damaged_snapshots_are_bad_records(damage):
    snap = snapshot()
    damage(snap)
    with pytest.raises(BadRecord):
        Game.from_json(snap)


def test_a_good_snapshot_still_loads():
    game = game_at(80, seed=4, players=2)
    again = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert again.state == game.state and again.actions == game.actions and again.turn_start == game.turn_start
    assert isinstance(BadRecord("x"), TzolkinError)
