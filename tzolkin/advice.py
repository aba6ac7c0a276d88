"""What a player should know before a decision: the coming food day and what a choice costs
and leaves. Pure functions of a state; the presentation layer puts them into words."""
from __future__ import annotations

from dataclasses import dataclass

from . import rules as R

# Warn from this many rounds before a food day: enough time to fetch corn (a worker placed now
# reaches the better corn spaces of Palenque two or three days later).
WARN_ROUNDS = 3
GOODS = ("corn", "wood", "stone", "gold", "skulls")


@dataclass(frozen=True)
class FoodOutlook:
    rounds: int   # rounds until the food day; 0: at the end of this round
    workers: int  # workers that must be paid for (farms feed some for free)
    need: int     # corn they eat
    have: int     # corn in stock now

    @property
    def short(self):
        return max(0, self.need - self.have)


def corn_needed(state, player):
    """Corn the player's workers eat at a food day (rules p. 9: 2 corn a worker, less with farms;
    Tribes & Prophecies: more for Yaluk and under Hunger, the calamity now in play)."""
    return sum(R.food_needs(state, player))


def food_outlook(state, seat):
    """The next food day as it concerns this player, or None when none is left."""
    coming = state.next_food_day()
    if coming is None or state.is_over:
        return None
    pl = state.players[seat]
    paying = sum(1 for need in R.food_needs(state, pl) if need)
    return FoodOutlook(coming[0], paying, corn_needed(state, pl), pl.corn)


def food_warning(state, seat, rounds=WARN_ROUNDS):
    """The outlook when the food day is near and the player lacks corn for it, else None."""
    outlook = food_outlook(state, seat)
    if outlook is None or outlook.rounds > rounds or outlook.short == 0:
        return None
    return outlook


@dataclass(frozen=True)
class Effect:
    spent: dict    # good -> amount this decision takes
    gained: dict   # good -> amount it gives
    left: dict     # good -> stock after it
    vp: int        # victory points it gives (or takes)
    starves: bool  # it leaves less corn than the near food day needs, spending corn to do so


def choice_effect(state, action):
    """What one decision of the player on turn costs and leaves, by playing it on a copy.

    None for the end of the turn (the calendar may turn then; the panel shows the turn as a whole),
    and for any decision that ends the round: what the food day or the calendar then does to the
    player's corn and points is the round's doing, not this choice's."""
    if getattr(action, "kind", None) == "end":
        return None
    seat = state.current_player
    after = state.copy()
    R.apply(after, action)
    if _round_ended(state, after):
        return None
    before_pl, after_pl = state.players[seat], after.players[seat]
    spent, gained, left = {}, {}, {}
    for good in GOODS:
        b, a = getattr(before_pl, good), getattr(after_pl, good)
        if a < b:
            spent[good] = b - a
        elif a > b:
            gained[good] = a - b
        left[good] = a
    outlook = food_outlook(state, seat)
    starves = bool(outlook and outlook.rounds <= WARN_ROUNDS and after_pl.corn < before_pl.corn
                   and after_pl.corn < corn_needed(after, after_pl))
    return Effect(spent, gained, left, after_pl.vp - before_pl.vp, starves)


def _round_ended(before, after):
    """The decision closed the round: the calendar turned, the game ended, or the round's end
    (a food day's steps) is under way, waiting for someone's choice."""
    ending = after.order_pos >= after.n_players and before.order_pos < before.n_players
    return ending or after.tooth != before.tooth or after.phase != before.phase


def forced(game):
    """The only possible decision of the player on turn when there is exactly one (never the end
    of a turn, which the player confirms), else None."""
    if game.is_over:
        return None
    options = game.legal_actions()
    if len(options) == 1 and options[0].kind != "end":
        return options[0]
    return None
