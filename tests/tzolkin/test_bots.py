"""Tzolk'in's bot players: repeatable choices, judgements a player would name, the arena (legal play
at every level and whole turns: tests/conformance/test_conformance.py)."""
import pytest

from tzolkin import Action, Config, Game, invariants, rules
from tzolkin import data as D
from tzolkin.__main__ import main
from tzolkin.arena import run, table, wilson
from tzolkin.bots import LEVELS, REASONS, choose_wealth, hint, make_bot
from tzolkin.bots.policy import HeuristicBot
from tzolkin.bots.expert import ExpertBot
from tzolkin.bots.search import SearchBot
from tzolkin.bots import learned, policy, search, value
from tzolkin.bots.value import evaluate
from tzolkin.state import State

from helpers.tzolkin_situations import fresh

RED, BLUE = 0, 1


def play_game(levels, seed, **budget):
    game = Game(Config(len(levels)), seed)
    bots = [make_bot(level, seed=f"{seed}:{i}", **budget) for i, level in enumerate(levels)]
    while not game.is_over:
        legal = game.legal_actions()
        action = bots[game.current_player].choose(game)
        assert action in legal, f"{levels[game.current_player]} chose {action}, not legal"
        game.apply(action)
        assert invariants.check(game.state) == []
    return game


def test_hard_with_a_tiny_budget_plays_legal_games():
    game = play_game(["hard", "normal"], seed=3, playouts=2)
    assert game.is_over


def mid_game(seed=11, decisions=120):
    game = Game(Config(3), seed)
    bots = [HeuristicBot(i) for i in range(3)]
    while len(game.actions) < decisions:
        game.apply(bots[game.current_player].choose(game))
    while game.state.stack[-1]["k"] != "turn" or len(game.legal_actions()) < 3:
        game.apply(bots[game.current_player].choose(game))
    return game


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_same_seed_and_budget_give_the_same_choice(level):
    game = mid_game()
    first = make_bot(level, seed=7, playouts=4).choose(game)
    value._SHARED.clear()  # the prices cached by earlier evaluations must not change a choice
    again = make_bot(level, seed=7, playouts=4).choose(Game.from_json(game.to_json()))
    assert first == again and first in game.legal_actions()


def test_bots_keep_a_legal_wealth_pair():
    game = Game(Config(4), 5)
    for level in LEVELS:
        for seat in range(4):
            pair = choose_wealth(game.state, seat, level, seed=seat)
            assert pair in rules.keep_options(game.state, seat)


def test_hint_gives_a_legal_action_and_a_known_reason():
    game = mid_game()
    for level in ("normal", "hard"):
        h = hint(game, level, seed=2)
        assert h.action in game.legal_actions()
        assert h.reason in REASONS and isinstance(h.info, dict)


def test_a_state_is_enough():
    game = mid_game()
    action = HeuristicBot(1).choose(game.state)
    assert action in game.legal_actions()


# --- judgements a player would name --------------------------------------------------------

def food_day_now(s):
    """Make the round being played a food day (the arrow is on a food-day tooth)."""
    s.tooth = D.FOOD_TEETH[0]
    return s


def test_it_keeps_the_corn_its_workers_eat_on_the_food_day():
    # Food day at the end of this round: Red has exactly the 6 corn his 3 workers eat. He may place
    # workers (the free spaces cost nothing, the others corn) or take back his Yaxchilan worker:
    # whatever he does, he keeps 6 corn for the food day.
    s = food_day_now(fresh(players=[{"corn": 6}],
                           gears={"yaxchilan": {1: RED}, "palenque": {0: BLUE, 1: BLUE, 2: BLUE}}))
    bot = HeuristicBot(0)
    turn = s.turn_no
    while s.turn_no == turn:
        rules.apply(s, bot.choose(s))
    assert s.players[RED].corn >= 6


def test_it_harvests_corn_before_a_food_day_it_cannot_pay():
    # Food day at the end of this round, Red has 1 corn for 3 workers and a worker on Palenque 4:
    # corn (7) rather than wood (3).
    s = food_day_now(fresh(players=[{"corn": 1}], gears={"palenque": {4: RED}}))
    s.jungle["4"] = [2, 2]
    bot = HeuristicBot(0)
    assert bot.choose(s) == Action("retrieve", "palenque", 4)
    rules.apply(s, "retrieve:palenque:4")
    assert bot.choose(s) == Action("act", 4)
    rules.apply(s, "act:4")
    assert bot.choose(s) == Action("harvest", "corn")


def test_it_takes_an_obviously_winning_monument():
    # Last day, Tikal 4: Red has six workers and can pay the monument that scores 18 VP for them.
    s = fresh(players=[{"wood": 3, "gold": 3, "workers": 6, "corn": 20}], gears={"tikal": {4: RED}})
    s.tooth = D.FOOD_TEETH[-1]
    s.food_days_done = 3
    s.age = 2
    s.monuments = [9, 13]
    s.display = [15, 16, None, None, None, None]
    rules.apply(s, "retrieve:tikal:4")
    rules.apply(s, "act:4")
    assert HeuristicBot(0).choose(s) == Action("monument", 9)


def _age_two(players, gears, monuments, tooth=18):
    """Day `tooth` of the second age (two food days done), these monuments on the table."""
    s = fresh(players=players, gears=gears)
    s.tooth, s.food_days_done, s.age = tooth, 2, 2
    s.monuments = monuments
    return s


def test_it_builds_a_monument_that_scores_when_its_worker_reaches_tikal_4():
    # Day 18: Red holds the 3 stone and 3 gold of monument 12 (3 VP a step on the best temple) and is
    # 4 steps up on Chaac: the monument scores 12 VP now and more as Red climbs, beyond its cost.
    s = _age_two([{"stone": 3, "gold": 3, "corn": 12, "temples": [5, 1, 1]}], {"tikal": {4: RED}}, [12, 5, 9])
    v = value.Values(s, RED)
    assert v.monument_worth(12) > v.plain_cost(D.MONUMENTS[12]["cost"])
    bot = HeuristicBot(0)
    rules.apply(s, "retrieve:tikal:4")
    assert bot.choose(s) == Action("act", 4)
    rules.apply(s, "act:4")
    assert bot.choose(s) == Action("monument", 12)


def test_it_does_not_build_a_monument_that_scores_less_than_it_costs():
    # Monument 9 scores by workers held: Red has 3 (0 VP) and little time to add any; a building is
    # better use of the wood and gold at Tikal 4.
    s = _age_two([{"wood": 3, "gold": 3, "corn": 12, "temples": [5, 1, 1], "workers": 3}], {"tikal": {4: RED}}, [9, 5])
    v = value.Values(s, RED)
    assert v.monument_worth(9) < v.plain_cost(D.MONUMENTS[9]["cost"])
    assert v.monument_target() is None  # nothing to plan for
    rules.apply(s, "retrieve:tikal:4")
    rules.apply(s, "act:4")
    assert Action("monument", 9) in rules.legal_actions(s)
    assert HeuristicBot(0).choose(s).kind == "build"


def _at_tikal_4(tooth, temples):
    """Red has taken Tikal 4's action on day `tooth`, holding the 3 stone and 3 gold of monument 12
    (3 VP a step on the best temple), a building or a monument to choose."""
    s = _age_two([{"stone": 3, "gold": 3, "wood": 2, "corn": 14, "temples": temples}], {"tikal": {4: RED}},
                 [12, 5, 9], tooth=tooth)
    rules.apply(s, "retrieve:tikal:4")
    rules.apply(s, "act:4")
    return s


def test_a_monument_built_realises_the_plan_the_other_options_keep(monkeypatch):
    # Day 12: monument 12 scores a little more than its cost for Red (3 steps on its best temple).
    # Its plan counts half that gain as the hope of this very build; the other options keep the
    # plan, as if a worker would come back to Tikal 4 for nothing: so judged, a building won.
    s = _at_tikal_4(12, [3, 3, 2])
    v = value.Values(s, RED)
    assert v.monument_target()[0] == 12 and v.monument_plan() > 0
    assert value.realised_plan(s, RED, Action("monument", 12)) == v.monument_plan()
    assert value.realised_plan(s, RED, Action("build", 2)) == 0
    assert HeuristicBot(0).choose(s) == Action("monument", 12)
    monkeypatch.setattr(policy, "realised_plan", lambda *args: 0.0)
    assert HeuristicBot(0).choose(s).kind == "build"


@pytest.mark.parametrize("bot", [SearchBot(seed=1, playouts=4), ExpertBot(seed=1, playouts=4)],
                         ids=["hard", "expert"])
def test_hard_and_the_expert_build_a_monument_that_scores_from_a_worker_at_tikal_4_or_higher(bot, monkeypatch):
    # Day 16: Red holds monument 12's stone and gold, is 4 steps up on Chaac (12 VP now, more as it
    # climbs), and has a worker on Tikal 5: it takes it back, steps back to Tikal 4, builds monument 12
    # (the rule comes before the search of both).
    s = _age_two([{"stone": 3, "gold": 3, "wood": 2, "corn": 14, "temples": [5, 1, 1]}],
                 {"tikal": {5: RED}, "uxmal": {1: RED}}, [12, 5, 9], tooth=16)
    assert value.scoring_monuments(s, RED) == [12]
    for expected in ("retrieve:tikal:5", "act:4", "monument:12"):
        action = bot.choose(s)
        assert str(action) == expected
        rules.apply(s, action)
    assert s.players[RED].monuments == [12]
    # Its search alone placed workers instead, the monument's worth being beyond the next round.
    s = _age_two([{"stone": 3, "gold": 3, "wood": 2, "corn": 14, "temples": [5, 1, 1]}],
                 {"tikal": {5: RED}, "uxmal": {1: RED}}, [12, 5, 9], tooth=16)
    monkeypatch.setattr(search, "monument_line", lambda s, legal: None)
    assert SearchBot(seed=1, playouts=4).choose(s).kind == "place"
    # No rule where nothing affordable scores: without the gold, or with a worker below Tikal 4.
    monkeypatch.undo()
    s.players[RED].gold = 2
    assert search.monument_line(s, rules.legal_actions(s)) is None
    s = _age_two([{"stone": 3, "gold": 3, "corn": 14, "temples": [5, 1, 1]}], {"tikal": {3: RED}}, [12], tooth=16)
    assert search.monument_line(s, rules.legal_actions(s)) is None


def test_hard_always_weighs_a_monument_that_scores(monkeypatch):
    # Day 16: the heuristic ranks monument 12 fifth, beyond the four options the search plays
    # forward; it takes the last of them instead (below the margin of hard's monument rule, which
    # is set aside here).
    monkeypatch.setattr(search, "monument_line", lambda s, legal: None)
    s = _at_tikal_4(16, [3, 3, 2])
    ranked = HeuristicBot(0).ranked(s)
    assert Action("monument", 12) not in [a for a, _ in ranked[:search.CANDIDATES]]
    weighed = []
    monkeypatch.setattr(SearchBot, "search", lambda self, s, candidates: weighed.append(candidates) or candidates[0])
    SearchBot(seed=1, playouts=4).choose(s)
    assert weighed[0][:-1] == [a for a, _ in ranked[:search.CANDIDATES - 1]]
    assert weighed[0][-1] == Action("monument", 12)
    # Nothing is added where no monument scores more than its cost.
    s.players[RED].temples = [1, 1, 1]
    assert search.monument_option(s, HeuristicBot(0).ranked(s)) is None


def test_a_build_at_tikal_shares_the_resources_with_the_workers_riding_it():
    # A worker on Tikal 2 prices its build with the stone and gold a build being chosen spends too:
    # the best of the two counts whole, the other for TIKAL_SHARE.
    s = _age_two([{"stone": 3, "gold": 3, "wood": 2, "corn": 12}], {"tikal": {4: RED, 2: RED}}, [12], tooth=12)
    rules.apply(s, "retrieve:tikal:4")
    rules.apply(s, "act:4")
    v, parts = value.Values(s, RED), {}
    evaluate(s, RED, parts)
    build = value.pending(v, s.stack[-1])
    rider = v.position(D.TIKAL, s.gears[D.TIKAL].index(RED))
    assert build > 0 and rider > 0
    assert parts["pending"] + parts["wait"] == pytest.approx(max(build, rider) + value.TIKAL_SHARE * min(build, rider))


def test_the_monument_plan_prices_the_resource_the_target_lacks(monkeypatch):
    # Day 12: monument 11 (4 stone, 3 gold: the step VP of the three temples again) is worth far more
    # than its cost to Red, high on all three temples, who holds the 3 gold and 2 of the 4 stone.
    s = _age_two([{"stone": 2, "gold": 3, "corn": 20, "temples": [5, 5, 4]}], {"uxmal": {2: RED}}, [11, 5, 9], tooth=12)
    v = value.Values(s, RED)
    assert v.monument_target()[0] == 11
    # Stone, which it lacks, is worth more than its price; gold (all held) and wood (not needed) are not.
    assert v.material("stone") > v.res["stone"]
    assert v.material("gold") == v.res["gold"] and v.material("wood") == v.res["wood"]
    # Convex: the last stone brings more than the one before it.
    assert v.monument_plan("stone", 2) - v.monument_plan("stone", 1) > v.monument_plan("stone", 1) - v.monument_plan()
    # At the market it buys the stone, which it would not without the plan.
    rules.apply(s, "retrieve:uxmal:2")
    rules.apply(s, "act:2")
    assert HeuristicBot(0).choose(s) == Action("trade", "buy", "stone")
    monkeypatch.setattr(value, "PLAN_SHARE", 0.0)
    monkeypatch.setattr(value, "_SHARED", {})  # prices computed with the plan are not reused
    assert HeuristicBot(0).choose(s) != Action("trade", "buy", "stone")


def test_a_plan_fades_when_tikal_is_out_of_reach():
    s = _age_two([{"stone": 2, "gold": 3, "corn": 20, "temples": [5, 5, 4]}], {}, [11], tooth=12)
    assert value.Values(s, RED).monument_plan() > 0
    s.tooth = D.LAST_DAY - 2  # no round left to take a worker to Tikal 4
    assert value.Values(s, RED).monument_plan() == 0


def test_workers_riding_tikal_share_the_resources_they_would_spend():
    # Two workers on Tikal price their builds with the same stone and gold: the second counts for a share.
    s = _age_two([{"stone": 3, "gold": 3, "wood": 2, "corn": 12}], {"tikal": {1: RED, 2: RED}}, [12], tooth=12)
    v, parts = value.Values(s, RED), {}
    evaluate(s, RED, parts)
    first, second = sorted((v.position(D.TIKAL, 1), v.position(D.TIKAL, 2)), reverse=True)
    assert second > 0 and parts["wait"] == pytest.approx(first + value.TIKAL_SHARE * second)


def _palenque_riders(corn):
    """Day 11, the food day two days off: Red, five workers, three of them riding Palenque."""
    s = _age_two([{"corn": corn, "workers": 5}], {"palenque": {1: RED, 2: RED, 3: RED}}, [], tooth=11)
    s.food_days_done, s.age = 1, 1
    return s


def test_palenque_riders_share_the_food_shortage_they_relieve():
    # Short of corn for the food day, each rider alone would be credited with feeding the workers;
    # priced in the order they act, the later ones count the corn of those before them as held.
    s = _palenque_riders(corn=2)
    v, parts = value.Values(s, RED), {}
    evaluate(s, RED, parts)
    alone = [v.position(D.PALENQUE, pos) for pos in (1, 2, 3)]
    assert parts["wait"] < sum(alone) - 2
    # The first to act is priced as alone; the second as if holding the first's corn.
    plans = sorted((v.rider_plan(D.PALENQUE, pos)[0], -pos, pos) for pos in (1, 2, 3))
    first, second = plans[0][2], plans[1][2]
    corn = v.rider_plan(D.PALENQUE, first)[1]
    assert corn > 0
    richer = _palenque_riders(corn=2 + corn)
    richer.gears[D.PALENQUE][first] = None
    fed = value.Values(richer, RED)
    assert v.palenque_riders([first, second]) == pytest.approx(alone[first - 1] + fed.position(D.PALENQUE, second))


def test_palenque_riders_with_corn_enough_are_priced_each_alone():
    # Every food day to come is paid for: the corn of one rider changes nothing to the next.
    s = _palenque_riders(corn=60)
    v, parts = value.Values(s, RED), {}
    evaluate(s, RED, parts)
    assert parts["wait"] == pytest.approx(sum(v.position(D.PALENQUE, pos) for pos in (1, 2, 3)))


def test_a_palenque_rider_with_nothing_left_to_gain_is_priced_at_nothing():
    # The last day under Hunger: 8 corn short of the next band, three riders. Once the first riders'
    # corn is counted as held, the one at Palenque 2 has nothing worth taking (no corn left in its
    # jungle): it adds nothing, and the position is still priced.
    s = fresh(n=5, players=[{}, {}, {"corn": 8, "workers": 4}], gears={"palenque": {2: 2, 3: 2, 7: 2}},
              modules=tuple(D.MODULES), prophecy="hunger")
    s.prophecies = ["teacher_shortage", "angry_chaac", "hunger"]
    s.tooth, s.food_days_done, s.age = 26, 3, 2
    s.jungle = {"2": [0, 0], "3": [4, 0], "4": [4, 0], "5": [4, 0]}
    v = value.Values(s, 2, learned.EXPERT_TEMPO)
    alone = [v.position(D.PALENQUE, pos) for pos in (2, 3, 7)]
    assert all(x > 0 for x in alone)
    parts = {}
    evaluate(s, 2, parts, tempo=learned.EXPERT_TEMPO)
    assert 0 < parts["wait"] < sum(alone)


def test_the_value_of_a_finished_game_is_its_score():
    game = play_game(["normal", "normal"], seed=1)
    for row in game.state.final["players"]:
        assert evaluate(game.state, row["seat"]) == row["total_quarters"] / 4


def test_hard_reshuffles_what_it_cannot_see():
    # The search may not read the decks: the same position with the decks in another order
    # gives the same choice.
    game = mid_game()
    other = Game.from_json(game.to_json())
    other.state.deck2.reverse()
    other.state.deck1.reverse()
    assert SearchBot(3, playouts=4).choose(game) == SearchBot(3, playouts=4).choose(other)


# --- fast copies ---------------------------------------------------------------------------

def test_state_copy_is_exact_and_independent():
    game = mid_game()
    s = game.state
    c = s.copy()
    assert c == s and c.to_json() == s.to_json() and State.from_json(c.to_json()) == s
    c.players[0].temples[0] += 1
    c.gears["tikal"][0] = 2
    c.stack[-1]["p"] = 99
    c.events.append({"e": "x"})
    assert s.players[0].temples[0] != c.players[0].temples[0]
    assert s.gears["tikal"][0] != 2 and s.stack[-1]["p"] != 99 and s.events[-1] != {"e": "x"}


# --- the arena -----------------------------------------------------------------------------

def test_arena_rotates_seats_and_counts_every_game():
    tallies = run(["normal", "random"], games=2, seed=1)
    assert [t.games for t in tallies] == [2, 2]
    assert sum(t.wins for t in tallies) == pytest.approx(2)
    assert tallies[0].decision_times and tallies[0].turn_times
    text = table(tallies)
    assert "1. normal" in text and "2. random" in text


def test_arena_command_prints_the_table(capsys):
    assert main(["arena", "--players", "2", "--bots", "easy,random", "--games", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "1. easy" in out and "2 games in" in out
    assert main(["arena", "--players", "2", "--bots", "easy,nobody"]) == 2


def test_a_head_start_goes_to_the_first_entry_in_every_seat():
    # Six workers from the start of play (three given): the first entry ends with six whichever
    # seat the rotation gives it; the random bot beside it is given nothing.
    tallies = run(["random", "random"], 2, seed=5, head_start=(("workers", 3), ("fed", 2), ("corn", 1)))
    assert tallies[0].built["workers"] == 2 * D.MAX_WORKERS
    assert tallies[1].built["workers"] < 2 * D.MAX_WORKERS


def test_a_head_start_is_corn_workers_fed_workers_materials_or_technologies():
    from tzolkin.arena import give_head_start, parse_head_start
    assert parse_head_start("corn=12, workers=1") == (("corn", 12), ("workers", 1))
    assert parse_head_start(None) == ()
    for bad in ("skulls=2", "corn=-1", "corn"):
        with pytest.raises(ValueError, match="corn=N"):
            parse_head_start(bad)
    s = fresh(players=[{"corn": 4, "stone": 1}])
    give_head_start(s, RED, parse_head_start("corn=12,workers=5,fed=2,stone=4,gold=3,agriculture=5,theology=1"))
    pl = s.players[RED]
    assert (pl.corn, pl.workers, pl.feed_free) == (16, D.MAX_WORKERS, 2)
    assert (pl.wood, pl.stone, pl.gold) == (0, 5, 3)
    # Levels up to the top of a track, no further.
    assert pl.techs[D.AGRICULTURE] == D.TECH_MAX and pl.techs[D.THEOLOGY] == 1 and pl.techs[D.EXTRACTION] == 0
    assert s.players[BLUE].corn != 16


def test_the_arena_command_refuses_an_unknown_head_start(capsys):
    assert main(["arena", "--players", "2", "--bots", "easy,random", "--head-start", "skulls=3"]) == 2
    assert "corn=N" in capsys.readouterr().out


def test_a_run_with_a_head_start_resumes_only_with_the_same_one(capsys, tmp_path):
    log = tmp_path / "games.jsonl"
    command = ["arena", "--players", "2", "--bots", "easy,random", "--seed", "3", "--log", str(log)]
    assert main(command + ["--games", "2", "--head-start", "corn=5"]) == 0
    assert main(command + ["--games", "4", "--head-start", "corn=6", "--resume"]) == 2
    assert "another head start" in capsys.readouterr().out
    assert main(command + ["--games", "4", "--resume"]) == 2
    assert main(command + ["--games", "4", "--head-start", "corn=5", "--resume"]) == 0
    assert len(log.read_text().splitlines()) == 4


def test_games_read_from_logs_say_their_head_start(capsys, tmp_path):
    given, plain = tmp_path / "given.jsonl", tmp_path / "plain.jsonl"
    command = ["arena", "--players", "2", "--bots", "easy,random", "--seed", "3", "--games", "2"]
    assert main(command + ["--log", str(given), "--head-start", "corn=5,fed=1"]) == 0
    assert main(command + ["--log", str(plain)]) == 0
    capsys.readouterr()
    assert main(["arena", "--from-log", str(given)]) == 0
    assert "2 games from" in (out := capsys.readouterr().out) and "(head start corn=5,fed=1)" in out
    assert main(["arena", "--from-log", str(plain), str(given)]) == 0
    assert "(no head start; head start corn=5,fed=1)" in capsys.readouterr().out


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.404, abs=0.001) and hi == pytest.approx(0.596, abs=0.001)
    assert wilson(0, 0) == (0.0, 0.0)


def test_a_market_visit_ends_even_when_trades_are_worth_nothing():
    # The last food day was skipped by a double advance and is played now (R7): nothing is left to
    # buy but points, a wood is worth exactly its 2 corn, and buying or selling ties with stopping.
    s = fresh(players=[{"corn": 10, "wood": 2}], gears={"uxmal": {2: RED}})
    s.tooth, s.food_pending, s.food_days_done = D.LAST_DAY, True, 3
    rules.apply(s, "retrieve:uxmal:2")
    rules.apply(s, "act:2")
    bot = HeuristicBot(0)
    for _ in range(20):
        if s.stack[-1]["k"] != "market":
            break
        rules.apply(s, bot.choose(s))
    assert s.stack[-1]["k"] != "market"


def test_hint_reasons_carry_the_numbers_their_words_need():
    # Palenque 4 worker, food day this round and too little corn: "feed" with its numbers.
    s = food_day_now(fresh(players=[{"corn": 1}], gears={"palenque": {4: RED}}))
    s.jungle["4"] = [2, 2]
    from tzolkin.bots.explain import explain
    assert explain(s, Action("retrieve", "palenque", 4)) == ("feed", {"days": 0, "need": 6, "have": 1})
    # A temple step names the temple; a temple reached another way names the best one to climb.
    s = fresh(players=[{"corn": 5, "stone": 1}], gears={"tikal": {5: RED}})
    reason, info = explain(s, Action("retrieve", "tikal", 5))
    assert reason == "temple" and info["temple"] in D.TEMPLE_KEYS and info["days"] == D.FOOD_TEETH[1]
    # A worker placed is explained by the best action it can reach there, and when.
    reason, info = explain(s, Action("place", "chichen"))
    assert reason == "aim" and info["gear"] == "chichen" and 1 <= info["days"] and info["vp"] > 0


def test_a_market_visit_always_ends(monkeypatch):
    # With no monument plan in the judgement, this deal once had `normal` trade wood for gold and
    # back on day 27 forever (sell wood, buy gold, buy wood, sell gold, ...): a material bought in a
    # turn is not sold again in it, nor a material sold bought back.
    monkeypatch.setattr(value, "PLAN_SHARE", 0.0)
    game = Game(Config(4), 703)
    bots = [make_bot("normal", seed=f"3:{i}") for i in range(4)]
    for _ in range(3000):
        if game.is_over:
            break
        game.apply(bots[game.current_player].choose(game))
    assert game.is_over
    assert any(action.kind == "trade" for action in game.actions)  # the market was visited


def test_nothing_is_worth_buying_for_rounds_that_are_not_left():
    # Day 27, the last round: Red could pay for technologies on Tikal or take a fifth worker on Uxmal.
    s = fresh(players=[{"corn": 20, "wood": 5, "stone": 5, "gold": 5, "workers": 4}],
              gears={"tikal": {3: RED}, "uxmal": {3: RED}})
    s.tooth, s.food_days_done = D.LAST_DAY - 1, 3
    v = value.Values(s, RED)
    assert v.acting_rounds == 0
    assert all(v.tech_level(t, level) == 0 for t in D.TECHS for level in (1, 2, 3))
    assert v.action(D.TIKAL, 1) == 0 and v.action(D.TIKAL, 3) == 0  # Agriculture 1 and Extraction 1 score nothing
    assert v.action(D.UXMAL, 3) == 0 and v.worker < 0  # a fifth worker only eats corn
    # Day 26: the worker would still eat at the last food day and act no more.
    s.tooth = D.LAST_DAY - 2
    assert value.Values(s, RED).action(D.UXMAL, 3) == 0
    # Early in the game both are worth a lot.
    s.tooth, s.food_days_done = 3, 0
    early = value.Values(s, RED)
    assert early.tech_level(D.AGRICULTURE, 1) > 3 and early.action(D.UXMAL, 3) > 3


def test_a_monument_is_worth_what_its_condition_will_score():
    # Monument 12 scores 3 VP per step on the best temple: at step 4 with rounds to climb, more than
    # the 12 VP of today; the monument's own family counts for a family monument not built yet.
    s = fresh(players=[{"stone": 3, "gold": 3, "temples": [4, 1, 1]}])
    s.tooth = 10
    v = value.Values(s, RED)
    assert 12 < v.monument_worth(12) < 12 + 3 * 3
    assert v.monument_worth(10) >= 4  # "4 VP per sacred building or monument": itself, at least
    s.tooth = D.LAST_DAY - 1
    assert value.Values(s, RED).monument_worth(12) == 12  # nothing left to climb in


def test_a_monument_of_technologies_at_the_top_counts_only_tracks_that_can_get_there():
    # Monument 7: 9/20/33 VP for 1/2/3 technologies at level 3. On the last day Red's [2, 1, 0, 0]
    # has no track at the top and no round left to climb: it is worth nothing, and hard does not
    # build it (it once did, three levels in all looking like one track at the top).
    s = fresh(players=[{"wood": 1, "stone": 1, "gold": 3, "techs": [2, 1, 0, 0]}])
    s.monuments = [7]
    s.tooth = D.LAST_DAY - 1
    assert value.Values(s, RED).monument_worth(7) == 0
    assert value.scoring_monuments(s, RED) == []
    s.players[RED].techs = [3, 1, 0, 0]
    assert value.Values(s, RED).monument_worth(7) == 9
    # With rounds left, the levels to come go to the tracks nearest the top.
    assert value.tracks_topped([2, 2, 0, 0], 2) == 2 and value.tracks_topped([2, 2, 0, 0], 1.9) == 1
    assert value.tracks_topped([3, 3, 3, 3], 0) == 4


def test_the_arena_counts_what_each_bot_built_and_its_playouts():
    tallies = run(["hard", "normal"], 2, seed=3, budget=2)
    hard, normal = tallies
    assert hard.playouts and all(p == 2 for p in hard.playouts) and not normal.playouts
    assert hard.built["workers"] >= 2 * D.START_WORKERS and set(hard.built) == {
        "monuments", "buildings", "workers", "tech levels", "unfed"}


def test_a_monument_chance_is_one_affordable_that_scores_in_time():
    from tzolkin.arena import monument_chance
    # Day 13: Red holds monument 12's stone and gold and is high on Chaac: it scores beyond its cost.
    s = _age_two([{"stone": 3, "gold": 3, "corn": 12, "temples": [5, 1, 1]}], {}, [12, 9], tooth=12)
    assert monument_chance(s, RED)
    assert not monument_chance(s, BLUE)  # Blue holds nothing
    s.players[RED].gold = 2
    assert not monument_chance(s, RED)  # no longer affordable
    s.players[RED].gold = 3
    s.players[RED].temples = [1, 1, 1]
    assert not monument_chance(s, RED)  # affordable, but scores less than it costs
    s.players[RED].temples = [5, 1, 1]
    s.tooth = 24
    assert not monument_chance(s, RED)  # day 25: too late for a worker to ride to Tikal 4


def test_the_arena_counts_monument_chances_and_reads_logs_without_them(tmp_path):
    import json
    from tzolkin.arena import tally_log
    log = tmp_path / "games.jsonl"
    with open(log, "w", encoding="utf-8") as fh:
        tallies = run(["normal", "normal"], 4, seed=3, log=fh)
    lines = log.read_text(encoding="utf-8").splitlines()
    rows = [entry for line in lines for entry in json.loads(line)["result"]]
    for i, tally in enumerate(tallies):
        mine = [json.loads(line)["result"][i] for line in lines]
        assert tally.chances == sum(row[7] for row in mine)
        assert tally.taken == sum(row[7] and row[5]["monuments"] > 0 for row in mine) <= tally.chances
    assert any(row[7] for row in rows)  # these deals hold chances
    # Logs written before the chances were counted (seven fields a row) read with none.
    old = [json.dumps({"levels": ["normal", "normal"], "result": [row[:7] for row in json.loads(line)["result"]]})
           for line in lines]
    before = tally_log(old)
    assert [t.chances for t in before] == [0, 0] and [t.points for t in before] == [t.points for t in tallies]
