"""Bot players on Tribes & Prophecies: every module, alone and together, played legally to the end
by every level; their starting choice includes the tribe; hints explain every new action."""
import random

import pytest

from tzolkin import Action, Config, Game, rules
from tzolkin import bots as bots_module
from tzolkin import data as D
from tzolkin.bots import choose_start, hint, play_turn
from tzolkin.bots.explain import explain, starves
from tzolkin.bots.policy import TRIBE_EDGE, HeuristicBot, _keep_value, tribe_value
from tzolkin.bots.value import Values, evaluate
from tzolkin.rules import keep_options, tribe_options

from helpers.tzolkin_situations import fresh

MIXES = [[m] for m in D.MODULES] + [list(D.MODULES)]


def play_out(game, levels, seed, seconds=None):
    turns = 0
    while not game.is_over:
        level = levels[game.current_player % len(levels)]
        for action in play_turn(game, level, seed + turns, seconds=seconds):
            game.apply(action)  # an illegal action raises
        turns += 1
        assert turns < 2000
    return game


@pytest.mark.parametrize("modules", MIXES, ids=lambda m: "+".join(m))
def test_heuristic_bots_finish_games_with_each_module(modules):
    players = 5 if D.QUICK_MODULE in modules else 3
    game = play_out(Game(Config(players=players, modules=modules), 11), ["easy", "normal", "random"], 11)
    assert game.state.final is not None


def test_a_hard_bot_plays_a_whole_game_with_every_module():
    game = Game(Config(players=2, modules=list(D.MODULES)), 5)
    assert play_out(game, ["hard", "normal"], 5, seconds=0.02).state.final is not None


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_the_starting_choice_names_a_dealt_tribe_and_tiles_that_fit_it(level):
    for seed in range(1, 12):
        s = Game(Config(players=4, modules=["tribes"]), seed).state
        for seat in range(4):
            tribe, tiles = choose_start(s, seat, level, seed)
            assert tribe in tribe_options(s, seat) and tiles in keep_options(s, seat, tribe.a)
    assert choose_start(Game(Config(players=2), 3).state, 1, "normal", 3)[0].kind == "keep"  # no tribes


def test_hints_explain_every_action_of_the_expansion():
    rng = random.Random(2)
    game = Game(Config(players=4, modules=list(D.MODULES)), 2)
    seen = set()
    while not game.is_over:
        for action in game.legal_actions():
            reason, info = explain(game.state, action)
            assert isinstance(reason, str) and isinstance(info, dict)
            seen.add(action.kind)
            seen.add(str(action))
        game.apply(rng.choice(game.legal_actions()))
    assert {"tribe", "place:quick"} <= seen  # the tribe and the quick actions were explained too
    assert hint(Game(Config(players=3, modules=list(D.MODULES)), 4), "normal").action is not None


# --- judgements that know the modules ------------------------------------------------------

RED, BLUE = 0, 1


def hunger_food_day(corn):
    """Hunger is in force and its food day ends this round: Red's 3 workers eat 3 corn each.
    Blue's workers fill Palenque 0-2, so placing there costs corn; Red may take back his worker."""
    s = fresh(modules=["prophecies"], prophecy="hunger", players=[{"corn": corn}],
              gears={"yaxchilan": {1: RED}, "palenque": {0: BLUE, 1: BLUE, 2: BLUE}})
    s.tooth = D.FOOD_TEETH[1]
    return s


def test_under_hunger_it_keeps_the_extra_corn_its_workers_eat():
    s = hunger_food_day(corn=9)
    assert sum(rules.food_needs(s, s.players[RED])) == 9
    bot, turn = HeuristicBot(0), s.turn_no
    while s.turn_no == turn:
        rules.apply(s, bot.choose(s))
    assert s.players[RED].corn >= 9


def test_a_yaluk_player_keeps_the_corn_his_five_workers_eat():
    # Yaluk: 5 workers eat 3 corn each and an unfed one costs 5 VP; 15 corn, food day this round.
    s = fresh(modules=["tribes"], players=[{"corn": 15, "workers": 5, "tribe": "yaluk"}],
              gears={"yaxchilan": {1: RED}, "palenque": {0: BLUE, 1: BLUE, 2: BLUE}})
    s.tooth = D.FOOD_TEETH[0]
    bot, turn = HeuristicBot(0), s.turn_no
    while s.turn_no == turn:
        rules.apply(s, bot.choose(s))
    assert s.players[RED].corn >= 15


def test_a_hint_under_hunger_names_the_corn_the_engine_feeds():
    # Red's worker on Palenque 4, 2 corn for 3 hungry workers: the hint says 9 corn, not 6.
    s = fresh(modules=["prophecies"], prophecy="hunger", players=[{"corn": 2}], gears={"palenque": {4: RED}})
    s.tooth = D.FOOD_TEETH[1]
    s.jungle["4"] = [2, 2]
    assert explain(s, Action("retrieve", "palenque", 4)) == ("feed", {"days": 0, "need": 9, "have": 2})


def test_a_hint_under_hunger_does_not_tell_a_player_to_spend_the_corn_they_need():
    s = hunger_food_day(corn=9)
    for level in ("normal", "hard"):
        work, turn = s.copy(), s.turn_no
        while work.turn_no == turn:
            rules.apply(work, hint(work, level, seed=1, seconds=None).action)
        assert work.players[RED].corn >= 9, level


def test_a_hint_is_never_a_move_that_starves_when_another_one_feeds(monkeypatch):
    # Whatever a bot prefers (here one that always takes the dearest placement), the hint keeps
    # the workers fed when some decision does.
    s = hunger_food_day(corn=9)

    class Spender:
        def choose(self, game):
            return Action("place", "palenque")  # space 3: 3 corn of the 9 the workers eat

    monkeypatch.setattr(bots_module, "make_bot", lambda *args, **kwargs: Spender())
    assert starves(s, Action("place", "palenque"))
    advice = hint(s, "hard", seed=1)
    assert advice.action in rules.legal_actions(s) and not starves(s, advice.action)


def test_it_harvests_the_wood_tile_that_lifts_forest_fires_a_band():
    # Forest Fires scores wood tiles at this round's food day: with 2 tiles Red scores 0 VP, with 3
    # he scores 6. Corn is plenty, so 2 wood and a third tile beat 7 corn.
    s = fresh(modules=["prophecies"], prophecy="forest_fires", players=[{"corn": 20, "wood_tiles": 2}],
              gears={"palenque": {4: RED}})
    s.tooth = D.FOOD_TEETH[1]
    s.jungle["4"] = [2, 2]
    rules.apply(s, "retrieve:palenque:4")
    rules.apply(s, "act:4")
    assert HeuristicBot(0).choose(s) == Action("harvest", "wood")


def test_the_prophecies_to_come_count_in_the_judgement():
    # Teacher Shortage scores at the next food day: 2 technology levels are -5 VP, 3 are 0.
    s = fresh(modules=["prophecies"], prophecy="teacher_shortage", players=[{"techs": [1, 1, 0, 0]}])
    more = s.copy()
    more.players[RED].techs = [1, 1, 1, 0]
    gained = evaluate(more, RED) - evaluate(s, RED)
    base = fresh(players=[{"techs": [1, 1, 0, 0]}])
    base.tooth, base.food_days_done = s.tooth, s.food_days_done
    base_more = base.copy()
    base_more.players[RED].techs = [1, 1, 1, 0]
    # The -5 band left behind, less the part of the next band the judgement already hoped for.
    assert gained - (evaluate(base_more, RED) - evaluate(base, RED)) >= 3


def test_a_calamity_prices_the_actions_a_worker_will_take():
    # Gold Shortage: each gold gained costs a corn, and Red has none, so Yaxchilan 3 (a gold and
    # 2 corn) is worth its corn only; Wrathful Gods: a temple step costs a corn he does not have.
    def value(prophecy, gear, n):
        s = fresh(modules=["prophecies"], prophecy=prophecy, players=[{"corn": 0, "wood": 1}])
        return Values(s, RED).action(gear, n)
    assert value("gold_shortage", D.YAXCHILAN, 3) < value("drought", D.YAXCHILAN, 3) - 1
    assert value("wrathful_gods", D.TIKAL, 5) == 0 < value("drought", D.TIKAL, 5)
    # Desecration: a skull costs a temple step down; Red stands on none above the bottom.
    s = fresh(modules=["prophecies"], prophecy="desecration", players=[{"temples": [-1, -1, -1]}])
    assert Values(s, RED).action(D.YAXCHILAN, 4) == 0


def test_the_tribe_kept_is_the_one_worth_more():
    for seed in range(1, 7):
        s = Game(Config(players=3, modules=["tribes"]), seed).state
        for seat in range(3):
            values = {a.a: tribe_value(s, seat, a.a) for a in tribe_options(s, seat)}
            best = max(values, key=values.get)
            if len(set(values.values())) == 1:
                continue  # a tie: either is right
            for level in ("normal", "hard"):
                assert choose_start(s, seat, level, seed)[0] == Action("tribe", best)
            s.tribes_dealt[seat].reverse()  # the order of the deal does not matter
            assert choose_start(s, seat, "normal", seed)[0] == Action("tribe", best)


def test_a_tribe_is_judged_with_its_own_start():
    # Ixtab keeps 3 of the 4 tiles (then steps down once); Yaluk starts with 5 workers that eat 3 corn.
    s = Game(Config(players=2, modules=["tribes"]), 3).state
    best_pair = max(_keep_value(s, 0, a) for a in keep_options(s, 0))
    best_three = max(_keep_value(s, 0, a, "ixtab") for a in keep_options(s, 0, "ixtab"))
    assert best_three > best_pair
    after = s.copy()
    rules.reveal_tribe(after.players[0], "yaluk")
    assert sum(rules.food_needs(after, after.players[0])) == 15
    assert tribe_value(s, 0, "yaluk") - TRIBE_EDGE["yaluk"] != tribe_value(s, 0, "bacab") - TRIBE_EDGE["bacab"]


def test_the_tribe_measurement_prints_a_row_per_tribe_played(capsys):
    from tzolkin.bots import tribes
    tribes.main(["--games", "1", "--seed", "2"])
    out = capsys.readouterr().out.splitlines()
    assert out[0].split()[:2] == ["tribe", "n"] and len(out) == 1 + 4  # four players, four tribes
    assert all(line.split()[0] in D.TRIBE_KEYS for line in out[1:])
