"""The three temples: stepping up and down, and the decisions that choose a temple.

What the temples pay on food days (resources at mid-age, points at the end of an age) is with
the food days, in food.py.
"""
from .. import data as D
from ..actions import Action
from .stack import define, define_effect, player, push

# With module prophecies: calamity -> (the temples whose steps have a price under it, what pays that
# price: "corn" or "resource"); modules/prophecies.py fills it, the price is its "toll" decision.
STEP_TOLL = {}


def can_step_up(s, pl, temple):
    step = pl.temples[temple]
    top = D.TEMPLE_TOP[temple]
    if step >= top:
        return False
    # Only one player may stand on the top step of a temple.
    return not (step + 1 == top and any(o.temples[temple] == top for o in s.players if o is not pl))


def step_up(s, pl, temple, n=1):
    """Climb n steps; under Wrathful Gods or an Angry God each step has a price (a decision)."""
    if s.prophecies and temple_tolled(s, temple):
        push(s, k="toll", p=pl.seat, m="temple", t=temple, left=n)
        return
    climb(s, pl, temple, n)


def temple_tolled(s, temple):
    """Whether a step on `temple` has a price under the calamity in force."""
    calamity = s.prophecy
    return calamity in STEP_TOLL and temple in STEP_TOLL[calamity][0]


def step_price_payable(s, pl, temple, corn):
    """Whether a player left with `corn` could pay a calamity's price for a step on `temple`
    (Uxmal 1 is not worth taking when the step it buys cannot be paid for)."""
    calamity = s.prophecy
    if calamity not in STEP_TOLL or temple not in STEP_TOLL[calamity][0]:
        return True
    if STEP_TOLL[calamity][1] == "corn":
        return corn >= 1
    return pl.resource_count() >= 1


def climb(s, pl, temple, n=1):
    for _ in range(n):
        if not can_step_up(s, pl, temple):
            return  # "if you must climb from the top step, nothing happens"
        pl.temples[temple] += 1
        if pl.temples[temple] == D.TEMPLE_TOP[temple]:
            pl.dark_side = False  # R6: reaching a top turns the board back to its light side


def can_step_down(pl):
    return any(step > D.TEMPLE_BOTTOM for step in pl.temples)


def step_down(pl, temple):
    pl.temples[temple] -= 1


# --- one temple of the player's choice ---

def _temple_options(s, f):
    pl = player(s, f)
    return [Action("temple", D.TEMPLE_KEYS[t]) for t in D.TEMPLES if can_step_up(s, pl, t)]


def _resolve_temple(s, f, action):
    s.stack.pop()
    step_up(s, player(s, f), D.TEMPLE_KEYS.index(action.a))


# --- Tikal 5: two different temples ---

def _pair_options(s, f):
    keys = D.TEMPLE_KEYS
    return [Action("temples", keys[a], keys[b]) for a, b in ((0, 1), (0, 2), (1, 2))]


def _resolve_pair(s, f, action):
    s.stack.pop()
    pl = player(s, f)
    step_up(s, pl, D.TEMPLE_KEYS.index(action.a))
    step_up(s, pl, D.TEMPLE_KEYS.index(action.b))


define("temple", _temple_options, _resolve_temple, lambda s, f: ("ask.temple", {}), skippable=True, forced=True)
define("pair", _pair_options, _resolve_pair, lambda s, f: ("ask.pair", {}))


def _temple_effect(s, seat, e):
    step_up(s, s.players[seat], e[1], e[2])


def _temple_any_effect(s, seat, e):
    for _ in range(e[1]):
        push(s, k="temple", p=seat, up=True)


define_effect("temple", _temple_effect)
define_effect("temple_any", _temple_any_effect)
