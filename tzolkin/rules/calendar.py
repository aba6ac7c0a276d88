"""The calendar: turns and rounds, the first-player space, food days as a chain of steps, the
gears turning one day (or two), and the end of the game.
"""
from .. import data as D
from ..actions import Action
from ..scoring import final_scores
from ..state import NEUTRAL
from .stack import define, define_effect, event, push

# With module tribes (tribes.py fills them): tribe -> f(s, player) at the start of the player's
# turn (Bacab's corn), and the tribes whose workers leave the gears one space later (Cit-Bolon-Tum).
AT_TURN_START = {}
ONE_SPACE_FURTHER = set()

# A food day, step by step: each step is an effect of its own (new buildings' rewards:
# modules/new_buildings.py; feeding and the temples' rewards: food.py; the prophecy scoring:
# modules/prophecies.py), so a calamity's price may ask a decision between two steps.
FOOD_DAY = ("food_buildings", "food_feed", "food_rewards", "food_prophecy", "food_done")


def _turn_flags():
    return {"mode": None, "begged": False, "placed": 0, "pity": False, "took_start": False, "built": []}


def _expansion_flags(seat):
    # Only games with modules carry these (quick actions, the tribes' once-a-turn powers), so a base
    # game's state is what it always was.
    return {"p": seat, "sold": False, "quick": False, "quick_done": False, "gear_placed": 0, "placed_at": [],
            "extra_pick": False, "discount_used": False, "blocked": None}


def start_turn(s):
    seat = (s.first_player + s.order_pos) % s.n_players  # s.turn_order()[s.order_pos]
    s.turn = _turn_flags()
    s.turn_no += 1
    if s.modules:
        s.turn.update(_expansion_flags(seat))
        pl = s.players[seat]
        if pl.tribe in AT_TURN_START:
            AT_TURN_START[pl.tribe](s, pl)
    push(s, k="turn", p=seat)


def end_turn(s, seat):
    pl = s.players[seat]
    # Refill emptied building spaces from the current age's pile.
    deck = s.deck1 if s.age == 1 else s.deck2
    for i, b in enumerate(s.display):
        if b is None and deck:
            s.display[i] = deck.pop(0)
    if s.turn["took_start"]:
        pl.corn += s.calendar_corn  # collected after placing, so not usable to pay for it
        s.calendar_corn = 0
    if s.modules:
        s.turn["p"] = None  # the turn is over: nothing more may be done in it (Xaman Ek)
    s.order_pos += 1
    if s.order_pos < s.n_players:
        start_turn(s)
    else:
        end_round(s)


def start_round(s):
    s.order_pos = 0
    start_turn(s)


def end_round(s):
    if s.is_food_day():
        for step in reversed(FOOD_DAY):
            push(s, k="fx", p=None, e=[step])
        return
    _after_round(s)


def _food_done(s, seat, e):
    s.food_days_done += 1
    s.food_pending = False
    _after_round(s)


def _after_round(s):
    if s.food_days_done == len(D.FOOD_TEETH):
        # R14: the calendar turns once more (it may push workers off), then final scoring.
        turn_gears(s)
        s.start_space = None
        s.phase = "over"
        s.final = final_scores(s)
        event(s, "end", final=s.final)
        return
    seat = s.start_space
    if seat is None:
        s.calendar_corn += 1
        _advance_calendar(s, 1)
        return
    # The first-player space: the worker comes home and the token moves (rulebook p.10).
    s.start_space = None
    s.first_player = (seat + 1) % s.n_players if s.first_player == seat else seat
    event(s, "first_player", p=s.first_player)
    if may_double_advance(s, s.players[seat]):
        s.turn_no += 1
        push(s, k="advance", p=seat)
    else:
        _advance_calendar(s, 1)


def may_double_advance(s, pl):
    if pl.dark_side:
        return False
    # R8: not if it would push off a worker that has not reached the last space.
    # A Cit-Bolon-Tum worker's last space is one further (appendix: from Palenque 6 it goes to 8).
    for g in D.GEARS:
        row, last = s.gears[g], D.LAST_SPACE[g]
        o = row[last - 1]
        if o is not None and o != NEUTRAL and s.players[o].tribe not in ONE_SPACE_FURTHER:
            return False
        o = row[last]
        if s.modules and o is not None and o != NEUTRAL and s.players[o].tribe in ONE_SPACE_FURTHER:
            return False
    return True


def _advance_calendar(s, days):
    for _ in range(days):
        turn_gears(s)
        s.tooth += 1
        if days == 2 and _ == 0 and s.tooth in D.FOOD_TEETH:
            s.food_pending = True  # R7: the skipped food day is played next round
    event(s, "advance", days=days)
    start_round(s)


def turn_gears(s):
    """Every worker moves one space up; players' workers leaving the last space go home
    (a Cit-Bolon-Tum worker one space later). Quick-action workers come home too."""
    for g, row in s.gears.items():
        last = D.LAST_SPACE[g]
        o = row[last]
        if o is not None and o != NEUTRAL and (not s.modules or s.players[o].tribe not in ONE_SPACE_FURTHER):
            row[last] = None
        if s.modules:
            o = row[last + 1]
            if o is not None and o != NEUTRAL and s.players[o].tribe in ONE_SPACE_FURTHER:
                row[last + 1] = None
        row.insert(0, row.pop())
    if s.quick_spaces:  # module quick
        s.quick_spaces = [o if o == NEUTRAL else None for o in s.quick_spaces]


# --- the first player's double advance ---

def _advance_options(s, f):
    return [Action("advance", 1), Action("advance", 2)]


def _resolve_advance(s, f, action):
    s.stack.pop()
    if action.a == 2:
        s.players[f["p"]].dark_side = True
    _advance_calendar(s, action.a)


define("advance", _advance_options, _resolve_advance, lambda s, f: ("ask.advance", {}))
define_effect("start_round", lambda s, seat, e: start_round(s))
define_effect("end_turn", lambda s, seat, e: end_turn(s, seat))
define_effect("food_done", _food_done)
