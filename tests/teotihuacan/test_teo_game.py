"""Teotihuacan's engine with the table (docs/games/teotihuacan.md): minimal records, damaged ones,
records of earlier rules versions, the turn counter, what its views hide, final scores. What every
engine guarantees (round trips, undo, refusals, action strings, decisions that fit a select menu)
is proven by tests/conformance/test_conformance.py."""
import json
import random

import pytest

from helpers.teo_situations import random_game
from teotihuacan import RULES_VERSION, BadRecord, Config, Game, rules
from teotihuacan.scoring import final_scores
from teotihuacan.views import private_view, public_view


def test_a_base_record_is_minimal_and_replays_exactly():
    game = random_game(3, 1, check=False)
    record = game.record()
    assert record["rules_version"] == RULES_VERSION and record["config"] == {"players": 3, "names": []}
    assert all(isinstance(a, str) for a in record["actions"])
    assert Game.from_record(json.loads(json.dumps(record))).state == game.state


def test_options_appear_in_the_record_only_when_set():
    cfg = Config(players=1, seasons=True, season_blank=False, teotibot={"power": 3})
    assert cfg.to_json() == {"players": 1, "names": [], "seasons": True, "season_blank": False,
                             "teotibot": {"power": 3}}
    assert Config.from_json(cfg.to_json()) == cfg


@pytest.mark.parametrize("damage", [
    {"config": {"players": "two"}}, {"config": {"players": 2, "colour": True}}, {"seed": 1.5},
    {"rules_version": 99}, {"config": {"players": 5, "names": []}}, {"actions": None},
])
def test_damaged_records_are_refused_as_bad_records(damage):
    record = {"rules_version": RULES_VERSION, "config": {"players": 2, "names": []}, "seed": 3, "actions": []}
    with pytest.raises(BadRecord):
        Game.from_record({**record, **damage})


def test_a_move_that_no_longer_replays_names_its_decision():
    game = random_game(2, 4, check=False)
    actions = game.record()["actions"][:40]
    actions[25] = "wheel:worker"
    with pytest.raises(BadRecord) as err:
        Game.from_record({**game.record(), "actions": actions})
    assert err.value.index == 25


def test_the_turn_counter_changes_when_a_turn_ends():
    game = Game(Config(players=2, first_game=True), 7)
    turn_no = game.state.turn_no
    while game.current_player == game.state.order[0]:
        game.apply(game.legal_actions()[0])
        if game.current_player == game.state.order[0]:
            assert game.state.turn_no == turn_no
    assert game.state.turn_no != turn_no


def test_records_from_before_the_salary_confirmation_still_replay():
    """Until the salary asked for its confirmation, a chosen payment ended that turn at once:
    such a record (version 2's without those "end"s) replays to the same game, to its end. A record
    that stops at a payment still waiting for its confirmation stays there."""
    game, rng = Game(Config(players=3), 2, rules_version=2), random.Random(2)  # version 2 plays as 1 but there
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    assert str(game.actions[-1]) == "end" and game.is_over
    step = Game(game.config, game.seed, rules_version=2)
    confirmations = []
    for i, action in enumerate(game.actions):
        if step.state.stack[-1]["k"] == "paid":
            confirmations.append(i)
        step.apply(action)
    assert all(str(game.actions[i]) == "end" for i in confirmations)
    assert len(confirmations) > 1 and confirmations[-1] == len(game.actions) - 1  # the last ends the game
    old = {**game.record(), "rules_version": 1}  # such records were made with version 1 of the rules
    old["actions"] = [a for i, a in enumerate(old["actions"]) if i not in confirmations]
    again = Game.from_record(old)
    assert again.state.rules_version == 1 and again.record() == old
    assert {**again.state.to_json(), "rules_version": 2} == game.state.to_json()
    waiting = Game.from_record({**game.record(), "actions": game.record()["actions"][:confirmations[0]]})
    assert waiting.state.stack[-1]["k"] == "paid" and waiting.can_undo()


def until_the_last_salary(seed, players=2, rules_version=None):
    """A game played at random until its last salary is paid and waits for its confirmation."""
    game, rng = Game(Config(players=players), seed, rules_version), random.Random(seed)
    while not game.is_over:
        s = game.state
        if s.stack and s.stack[-1]["k"] == "paid" and rules.apply(s.copy(), rules.END).phase == "over":
            return game
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("the game ended without asking to confirm its last salary")


@pytest.mark.parametrize("seed", range(20))
def test_a_record_stopped_at_the_last_salary_replays_waiting_for_its_confirmation(seed):
    # Found by the drills: the replay confirmed the last payment itself, so a game reloaded from its
    # record at that moment was over while its table still waited for the player's "end".
    game = until_the_last_salary(seed)
    assert not game.is_over and [str(a) for a in game.legal_actions()] == ["end"]
    again = Game.from_record(game.record())
    assert not again.is_over and again.state == game.state and again.current_player == game.current_player
    assert again.record() == game.record() and again.rules_version == RULES_VERSION == 3
    again.apply("end")
    assert again.is_over and Game.from_record(again.record()).state == again.state
    # a record of version 1 stopped there was a finished game: it replays finished, as it was played
    # (version 2 plays as version 1 but for that confirmation)
    record = until_the_last_salary(seed, rules_version=2).record()
    finished = Game.from_record({**record, "rules_version": 1})
    confirmed = Game.from_record({**record, "actions": record["actions"] + ["end"]})
    assert finished.is_over and {**finished.state.to_json(), "rules_version": 2} == confirmed.state.to_json()


def test_views_hide_stacks_future_seasons_and_others_starting_tiles():
    game = Game(Config(players=3, seasons=True), 5)
    s = game.state
    public = public_view(s)
    for hidden in ("seed", "dstack", "pdeck", "ddeck", "dealt"):
        assert hidden not in public
    assert public["seasons_seen"] == s.seasons[:1] and public["stacks"]["pyramid"] == len(s.pdeck)
    assert private_view(s, 1)["dealt"] == s.dealt[1]
    game.apply(game.secret_options(0)[0])
    assert public_view(game.state)["kept"][0] is None and public_view(game.state)["chosen"][0]
    assert private_view(game.state, 0)["kept"] == game.state.kept[0]


def test_final_scores_rank_with_places_and_points_by_source():
    game = random_game(4, 8, check=False)
    final = final_scores(game.state)
    assert sorted(r["place"] for r in final["players"]) == [1, 2, 3, 4]
    for row in final["players"]:
        assert row["total"] == row["vp"] + row["bonus"] == sum(row["sources"].values())
    assert final["winners"] == [final["ranking"][0]]
