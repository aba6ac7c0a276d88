"""The numbers behind the panel's help: corn for the next food day, what a choice costs and leaves."""
import random

from helpers.tzolkin_situations import fresh, options

from tzolkin import rules as R

from tzolkin import Action, Config, Game
from tzolkin.advice import choice_effect, corn_needed, food_outlook, food_warning, forced


def test_corn_needed_counts_workers_farms_and_cheaper_food():
    s = fresh(2, players=[{"workers": 4, "corn": 5}, {"workers": 5, "feed_free": 1, "feed_less": 1}])
    assert corn_needed(s, s.players[0]) == 8
    assert corn_needed(s, s.players[1]) == 4  # 4 workers paying, 1 corn each


def test_corn_needed_under_hunger_and_for_yaluk():
    # Tribes & Prophecies: Hunger (the calamity in play) and the tribe Yaluk each add 1 corn a worker.
    s = fresh(2, modules=["tribes", "prophecies"], prophecy="hunger",
              players=[{"workers": 3, "corn": 8}, {"workers": 3, "corn": 20, "tribe": "yaluk"}])
    assert corn_needed(s, s.players[0]) == 9 and corn_needed(s, s.players[1]) == 12
    outlook = food_outlook(s, 0)
    assert (outlook.workers, outlook.need, outlook.short) == (3, 9, 1)


def test_food_warning_two_days_before_when_short_and_not_otherwise():
    # Day 1 (tooth 0); the first food day is at tooth 7. Two rounds before it: tooth 5.
    s = fresh(2, players=[{"workers": 4, "corn": 5}, {"workers": 4, "corn": 9}])
    s.tooth = 5
    warning = food_warning(s, 0)
    assert (warning.rounds, warning.workers, warning.need, warning.have, warning.short) == (2, 4, 8, 5, 3)
    assert food_warning(s, 1) is None  # 9 corn feeds 4 workers
    s.tooth = 2  # five rounds before: too early to warn
    assert food_warning(s, 0) is None and food_outlook(s, 0).rounds == 5


def test_no_food_day_left_means_no_outlook():
    s = fresh(2)
    s.food_days_done = 4
    assert food_outlook(s, 0) is None and food_warning(s, 0) is None


def test_a_placement_shows_its_cost_and_what_it_leaves():
    s = fresh(2, players=[{"workers": 3, "corn": 8, "wood": 1}], gears={"tikal": {0: 1}})
    s.tooth = 5  # food day in two rounds: 6 corn needed
    effect = choice_effect(s, Action.parse("place:tikal"))
    assert effect.spent == {"corn": 1} and effect.left["corn"] == 7 and effect.left["wood"] == 1
    assert not effect.starves
    s.players[0].corn = 6
    assert choice_effect(s, Action.parse("place:tikal")).starves  # 5 corn left, 6 needed


def test_the_end_of_a_turn_has_no_single_effect():
    s = fresh(2, players=[{"workers": 3, "corn": 8}])
    assert choice_effect(s, Action.parse("end")) is None


def test_a_decision_that_closes_the_round_has_no_single_effect():
    # The last player's last decision before a food day: the feeding and its penalty are the
    # round's doing, so the panel must not show them as that option's cost ("Done: -9 VP").
    closing, seen = 0, 0
    for seed in range(6):
        game = Game(Config(players=2), seed)
        rng = random.Random(seed)
        while not game.is_over:
            s = game.state
            for action in game.legal_actions():
                if action.kind == "end" or s.phase != "play":
                    continue
                after = s.copy()
                R.apply(after, action)
                effect = choice_effect(s, action)
                if after.tooth != s.tooth or after.phase != s.phase:
                    closing += 1
                    assert effect is None, (seed, str(action))
                elif after.turn_no == s.turn_no:
                    seen += 1
                    assert effect is not None
            game.apply(rng.choice(game.legal_actions()))
    assert closing > 0 and seen > 0


def test_only_a_lone_option_that_is_not_the_end_of_the_turn_is_forced():
    game = Game(Config(players=2), seed=3)
    assert forced(game) is None  # six pairs of wealth tiles to choose from
    s = fresh(2, players=[{"workers": 3, "corn": 8}])
    assert len(options(s)) > 1
