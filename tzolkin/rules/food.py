"""Food days: feeding the workers, the temples' rewards (resources at mid-age, points at the end
of an age) and the change of age. The days themselves come in calendar.py.
"""
from .. import data as D
from .bank import gain
from .stack import define_effect, event

# With module tribes: tribe -> corn more per worker, and VP lost per unfed worker (Yaluk); with module
# prophecies: calamity -> corn more per worker (Hunger). tribes.py and prophecies.py fill them.
TRIBE_FOOD = {}
TRIBE_UNFED_PENALTY = {}
CALAMITY_FOOD = {}


def calamity_on(s, food_day):
    """The prophecy whose calamity is in force on food day `food_day` (0-3), or None: the one
    revealed by the food day before it (see State.prophecy; module prophecies)."""
    if s.prophecies and 1 <= food_day <= len(s.prophecies):
        return s.prophecies[food_day - 1]
    return None


def food_needs(s, pl, food_day=None):
    """Corn each worker needs on a food day (the coming one by default), cheapest first.

    Appendix, farms: a "feed one" effect gives 2 corn to one worker (never two effects on the same
    worker); a "feed all" effect takes 1 corn off every worker's need and adds up. Hunger and Yaluk
    each add 1 corn to every worker's need.
    """
    need = D.FOOD_PER_WORKER - pl.feed_less
    if pl.tribe in TRIBE_FOOD:
        need += TRIBE_FOOD[pl.tribe]
    if s.prophecies:
        calamity = s.prophecy if food_day is None else calamity_on(s, food_day)
        if calamity in CALAMITY_FOOD:
            need += CALAMITY_FOOD[calamity]
    need = max(0, need)
    helped = min(pl.feed_free, pl.workers)
    return [max(0, need - D.FOOD_PER_WORKER)] * helped + [need] * (pl.workers - helped)


def unfed_penalty(pl):
    """VP lost for each worker not fed on a food day."""
    return TRIBE_UNFED_PENALTY[pl.tribe] if pl.tribe in TRIBE_UNFED_PENALTY else D.UNFED_PENALTY


def feeding(s, pl, corn, food_day=None):
    """(workers fed, corn spent) when the player holds `corn` on a food day (the coming one by
    default): as many as possible, the cheapest first; half-feeding is not allowed."""
    fed = spent = 0
    for need in food_needs(s, pl, food_day):
        if spent + need > corn:
            break
        spent += need
        fed += 1
    return fed, spent


def feed(s, pl):
    """Feed the player's workers now; what it cost, as the food day's event records it."""
    penalty = unfed_penalty(pl)
    fed, spent = feeding(s, pl, pl.corn)
    pl.corn -= spent
    unfed = pl.workers - fed
    pl.vp -= penalty * unfed
    out = {"p": pl.seat, "corn": spent, "unfed": unfed, "vp": -penalty * unfed}
    if s.modules:
        out["fed"] = fed  # Hunger scores the workers fed
    return out


def _food_feed(s, seat, e):
    kind = D.FOOD_DAY_KIND[s.food_days_done]
    fed = [feed(s, pl) for pl in s.players]
    event(s, "food", kind=kind, fed=fed)
    if s.modules:
        s.fed = [row["fed"] for row in fed]


def _food_rewards(s, seat, e):
    if s.food_days_done == 1:
        _change_age(s)
    if D.FOOD_DAY_KIND[s.food_days_done] == D.MID_AGE:
        mid_age_rewards(s)
    else:
        _end_of_age_points(s, final=s.food_days_done == 3)


def _change_age(s):
    """At the second food day, after feeding, Age I buildings leave and Age II arrive."""
    s.age = 2
    s.deck1 = []
    s.display = s.deck2[:D.BUILDINGS_ON_DISPLAY]
    s.deck2 = s.deck2[D.BUILDINGS_ON_DISPLAY:]
    event(s, "age", age=2)


def mid_age_rewards(s):
    got = {pl.seat: {} for pl in s.players}
    for t in D.TEMPLES:
        for pl in s.players:
            for step, material in D.TEMPLE_REWARDS[t].items():
                if pl.temples[t] >= step and material != "skull":
                    gain(s, pl, material)
                    got[pl.seat][material] = got[pl.seat].get(material, 0) + 1
    # Skulls: if the supply cannot give one to everybody entitled, nobody gets one.
    skull_steps = [(t, step) for t in D.TEMPLES for step, m in D.TEMPLE_REWARDS[t].items() if m == "skull"]
    owed = {pl.seat: sum(pl.temples[t] >= step for t, step in skull_steps) for pl in s.players}
    if sum(owed.values()) <= s.skull_supply:
        for seat, n in owed.items():
            if n:
                gain(s, s.players[seat], "skull", n)
                got[seat]["skull"] = n
    event(s, "rewards", got=[got[pl.seat] for pl in s.players])


def temple_points(s, final):
    """Points of an end-of-age food day, per seat: step VP plus leader bonus (R10)."""
    points = [0] * s.n_players
    for t in D.TEMPLES:
        top = max(pl.temples[t] for pl in s.players)
        leaders = [pl.seat for pl in s.players if pl.temples[t] == top]
        bonus = D.TEMPLE_BONUS[t][1 if final else 0]
        for pl in s.players:
            points[pl.seat] += D.temple_vp(t, pl.temples[t])
        for seat in leaders:
            points[seat] += bonus if len(leaders) == 1 else bonus // 2
    return points


def _end_of_age_points(s, final):
    points = temple_points(s, final)
    for pl in s.players:
        pl.vp += points[pl.seat]
    event(s, "temple_points", points=points)


define_effect("food_feed", _food_feed)
define_effect("food_rewards", _food_rewards)
