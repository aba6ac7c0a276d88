"""Hints that tell the truth: over many seeded positions (early, before a food day, the last days,
every expansion module), each reason is the term of the judgement that the option raised the most,
true for the day it is given, with its numbers, and the general fallback is rare."""
import collections

import pytest

from tzolkin import Action, Config, Game, rules
from tzolkin import data as D
from tzolkin.bots import REASONS, hint
from tzolkin.bots.explain import FOLLOWED, LATER, LEAST, TERM_REASON, days_to_scoring, explain
from tzolkin.bots.value import Values, evaluate
from games.tzolkin.present import why_text

from helpers.tzolkin_situations import fresh

RED = 0
FALLBACK = "value"
# Reasons that speak of what is still to come: never when no round of actions is left.
FUTURE = ("tech", "worker", "aim", "plan")
# The judgement's term behind each reason named from it.
REASON_TERM = {"corn": "corn", "feed": "corn", "temple": "temple", "tech": "tech", "worker": "worker",
               "resources": "resources", "skull_gain": "skull", "plan": "plan", "free": "free", "wait": "wait",
               "prophecy": "prophecy"}


def positions(players, seed, modules=(), every=2):
    """Seeded positions of a game played by `normal`, every `every` decisions of the playing phase."""
    from tzolkin.bots import make_bot
    game = Game(Config(players, modules=list(modules)), seed)
    driver = make_bot("normal", seed=seed)
    k = 0
    while not game.is_over:
        if game.state.phase == "play" and len(game.legal_actions()) > 1:
            if k % every == 0:
                yield game
            k += 1
        game.apply(driver.choose(game))


def check(game, h):
    """What is wrong with hint `h` in `game` (an empty list when it tells the truth)."""
    s = game.state
    wrong = []
    words = why_text(h.reason, h.info)
    if h.reason not in REASONS:
        wrong.append(f"unknown reason {h.reason}")
    if h.reason != FALLBACK and words == why_text(FALLBACK, {}):
        wrong.append(f"{h.reason} without its numbers: {h.info}")
    if "in 0 day" in words:
        wrong.append(words)
    rounds = Values(s, s.current_player).acting_rounds
    if h.reason in FUTURE and rounds == 0 and h.reason != "aim":
        wrong.append(f"{h.reason} with no round of actions left (day {s.day})")
    if h.reason in ("tech", "worker") and h.info.get("rounds") != values_after(s, h.action).acting_rounds:
        wrong.append(f"{h.reason}: {h.info.get('rounds')} rounds")
    if h.reason == "aim" and not 1 <= h.info["days"] <= D.LAST_DAY - s.tooth - 1:
        wrong.append(f"aim in {h.info['days']} days on day {s.day}")
    if h.reason == "temple" and h.info["days"] != days_to_scoring(s):
        wrong.append(f"temple scoring in {h.info['days']} days, not {days_to_scoring(s)}")
    if h.reason == "feed":
        nxt = s.next_food_day()
        if nxt is None or h.info["days"] != nxt[0] or h.info["need"] <= h.info["have"]:
            wrong.append(f"feed {h.info} with the food day {nxt}")
    return wrong


def values_after(s, action):
    after = s.copy()
    rules.apply(after, action)
    return Values(after, s.current_player)


def largest_term(s, action):
    seat = s.current_player
    after = s.copy()
    rules.apply(after, action)
    before_parts, after_parts = {}, {}
    evaluate(s, seat, before_parts)
    evaluate(after, seat, after_parts)
    gains = {k: after_parts[k] - before_parts[k] for k in after_parts}
    term = max(gains, key=gains.get) if gains else None
    return term if term and gains[term] > LEAST else "pending"  # nothing raised: a later decision tells


SETS = [  # (players, seed, modules)
    (2, 31, ()), (3, 32, ()), (4, 33, ()), (4, 34, ("tribes", "prophecies")), (5, 35, ("all",)),
    (4, 36, ("buildings", "quick")),
]


def test_hints_tell_the_truth_over_many_positions(capsys):
    reasons, by_phase, wrong = collections.Counter(), collections.Counter(), []
    for players, seed, modules in SETS:
        for game in positions(players, seed, modules):
            s = game.state
            h = hint(game, "normal", seed=1)
            reasons[h.reason] += 1
            nxt = s.next_food_day()
            phase = ("early" if s.day <= 5 else "last days" if s.day >= 25
                     else "before a food day" if nxt and nxt[0] <= 1 else "middle")
            by_phase[phase] += 1
            wrong += [(s.day, str(h.action), w) for w in check(game, h)]
            term = largest_term(s, h.action)
            if h.reason in REASON_TERM and h.action.kind not in LATER + ("place",) and term not in FOLLOWED \
                    and TERM_REASON.get(term) != TERM_REASON.get(REASON_TERM[h.reason]):
                wrong.append((s.day, str(h.action), f"{h.reason} but the largest term is {term}"))
    total = sum(reasons.values())
    share = reasons[FALLBACK] / total
    with capsys.disabled():
        print(f"\n{total} hints: " + ", ".join(f"{r} {100 * n / total:.1f} %" for r, n in reasons.most_common())
              + f"; general fallback {100 * share:.1f} %; positions: {dict(by_phase)}")
    assert wrong == [], wrong[:10]
    assert all(by_phase[p] >= 20 for p in ("early", "last days", "before a food day"))
    assert share < 0.10


def test_hard_hints_tell_the_truth_too():
    asked = 0
    for game in positions(4, 41, every=7):
        h = hint(game, "hard", seed=1, seconds=None)
        assert check(game, h) == []
        asked += 1
    assert asked > 20


def test_the_rulebook_feeding_example():
    # Red's worker on Palenque 3, four workers to feed (8 corn) and 3 corn, the food day in one round.
    s = fresh(players=[{"corn": 3, "workers": 4}], gears={"palenque": {3: RED}})
    s.tooth = D.FOOD_TEETH[0] - 1
    s.jungle["3"] = [0, 2]
    reason, info = explain(s, Action("retrieve", "palenque", 3))
    assert (reason, info) == ("feed", {"days": 1, "need": 8, "have": 3})
    assert why_text(reason, info) == "it feeds your workers before the food day in 1 day (8 corn needed, you have 3)."


def test_no_future_benefit_on_the_last_day():
    # Day 27: a technology or a worker brings nothing more; a hint never says they will.
    s = fresh(players=[{"corn": 10, "wood": 4, "stone": 4, "gold": 4}], gears={"tikal": {3: RED}, "uxmal": {3: RED}})
    s.tooth, s.food_days_done = D.LAST_DAY - 1, 3
    for action in (Action("retrieve", "tikal", 3), Action("retrieve", "uxmal", 3)):
        reason, info = explain(s, action)
        assert reason not in ("tech", "worker"), (action, reason, info)
    # Placing on Uxmal or Tikal that late is not "more actions every round" nor "pays off".
    s = fresh(players=[{"corn": 10, "wood": 4, "stone": 4}])
    s.tooth, s.food_days_done = D.LAST_DAY - 4, 3
    for gear in (D.UXMAL, D.TIKAL):
        reason, info = explain(s, Action("place", gear))
        assert reason == "aim" and info["days"] <= 3
        assert reason != "worker"


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_every_new_reason_has_words_with_its_numbers(lang):
    info = {"vp": 4.5, "rounds": 3, "tech": "agriculture", "material": "stone", "count": 2, "monument": 1,
            "gear": D.TIKAL, "action": 4, "days": 2, "building": 1}
    for reason in ("tech", "worker", "resources", "plan", "aim", "least", "vp", "free", "skull_gain", "prophecy",
                   "building", "monument", "wait"):
        words = why_text(reason, info, lang)
        assert words != why_text("value", {}, lang), reason
        assert "{" not in words and ("4.5" in words or "4,5" in words), (reason, words)
