"""Taking from the bank and paying to it: corn, resources, crystal skulls, points.

Skulls are limited to the 13 in the game; every other supply is unlimited. Paying "n resources"
lets the player choose the mix of wood, stone and gold.
"""
from .. import data as D
from ..actions import Action
from .stack import define, define_effect, player, push

# With module prophecies: material -> the calamity that puts a price on each piece gained
# (modules/prophecies.py fills it; the price is its "toll" decision).
TOLLED_GAIN = {}


def gain(s, pl, material, n=1):
    """Take material from the bank; skulls are limited to the 13 in the game.

    Under Gold Shortage or Desecration each gold or skull has a price the player may decline:
    a decision per piece is pushed instead (the rest of the same action is gained at once, so
    corn from it can pay for the gold, as in the rulebook's Yaxchilan example).
    """
    if s.prophecies and n > 0 and material in TOLLED_GAIN and TOLLED_GAIN[material] == s.prophecy:
        push(s, k="toll", p=pl.seat, m=material, left=n)
        return n
    return take(s, pl, material, n)


def take(s, pl, material, n=1):
    """Gain without any calamity's price."""
    if material == "skull":
        n = min(n, s.skull_supply)
        s.skull_supply -= n
        pl.skulls += n
    elif material == "vp":
        pl.vp += n
    else:
        setattr(pl, material, getattr(pl, material) + n)
    return n


def pay(s, pl, cost):
    for material, n in cost.items():
        if material == "skull":
            s.skull_supply += n  # paid pieces go back to the bank
            pl.skulls -= n
        else:
            setattr(pl, material, getattr(pl, material) - n)


def can_pay(pl, cost):
    return all(getattr(pl, "skulls" if m == "skull" else m) >= n for m, n in cost.items())


def payment_options(pl, n):
    """Every way to pay n resources of any kinds, as cost dicts."""
    out = []
    for w in range(min(n, pl.wood) + 1):
        for st in range(min(n - w, pl.stone) + 1):
            g = n - w - st
            if g <= pl.gold:
                out.append({k: v for k, v in (("wood", w), ("stone", st), ("gold", g)) if v})
    return out


def cost_code(cost):
    return "+".join(f"{n}{m}" for m, n in sorted(cost.items()) if n) or "nothing"


def parse_cost(code):
    out = {}
    for part in code.split("+"):
        digits = part.rstrip("abcdefghijklmnopqrstuvwxyz")
        out[part[len(digits):]] = int(digits)
    return out


def push_payment(s, seat, candidates):
    """Pay now if there is only one way, else ask how."""
    if len(candidates) == 1:
        pay(s, s.players[seat], candidates[0])
    else:
        push(s, k="pay", p=seat, options=[cost_code(c) for c in candidates])


# --- how to pay ---

def _pay_options(s, f):
    return [Action("pay", c) for c in f["options"]]


def _resolve_pay(s, f, action):
    s.stack.pop()
    pay(s, player(s, f), parse_cost(action.a))


# --- a resource of one's choice (a Chichen Itza slot, Resource extraction past level 3) ---

def _resource_options(s, f):
    return [Action("resource", r) for r in D.RESOURCES]


def _resolve_resource(s, f, action):
    f["left"] -= 1
    if f["left"] == 0:
        s.stack.pop()
    gain(s, player(s, f), action.a)


define("pay", _pay_options, _resolve_pay, lambda s, f: ("ask.pay", {}), forced=True)
define("resource", _resource_options, _resolve_resource, lambda s, f: ("ask.resource", {}))


def _gain_effect(s, seat, e):
    gain(s, s.players[seat], e[1], e[2])


def _vp_effect(s, seat, e):
    s.players[seat].vp += e[1]


define_effect("gain", _gain_effect)
define_effect("vp", _vp_effect)
