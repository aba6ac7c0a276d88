"""What a position is worth to a player, in victory points: the heuristic bots' judgement.

`evaluate(s, seat)` estimates the final score a player can expect from a state: VP already on the
track, what the Avenue, the pyramid track and the masks will pay at the eclipses still to come,
the temple bonus tiles within reach, and what resources, cocoa, workers' power, technologies and
unused discovery tiles will still turn into in the turns left, less the salaries they cannot pay.
Every weight is in VP; the comments say what each stands for. Only public information is read.
"""
from .. import data as D
from ..rules import can_climb, salary_owed
from ..scoring import mask_vp
from ..scoring import bonus_points, bot_final_points

RES_VP = {"wood": 1.3, "stone": 1.3, "gold": 1.6}  # what a resource buys (buildings, tiles, techs)
RES_SOFT_CAP = 7  # beyond this many of one resource, each is worth half (it waits for a use)
COCOA_VP = 0.55  # what a cocoa buys: main actions and worship cost X cocoa
ASCENSION_VP = 6.0  # an ascension: the wheel's reward (5 VP or its like) and the sun's step closer
POWER_CURVE = 1.5  # power 1..5 is 0..80 % of the way to the ascension, worth more near the end
STRONG_SALARY = 1.0  # power 4-5 costs 1 more cocoa at the coming salary
TECH_VP_PER_TURN = 0.35  # a technology's yield per turn of the player's left
TEMPLE_STEP_VP = 0.5  # a step climbed makes the next rewards bigger
LOCKED_VP = 0.8  # a locked worker waits for an unlock (a turn, or 3 cocoa)
FOURTH_WORKER_VP = 2.5  # more workers: bigger grids, more choice
DISC_VP = {"vp4": 4, "res3": 3.6, "res2": 2.4, "avenue": 0, "temple": 2.0, "templeb": 1.8, "templer": 1.8,
           "templeg": 1.8, "cocoa4": 2.4, "power2": 2.0, "double": 1.0, "free": 1.6, "unlimited": 1.0, "extra": 1.4}


def turns_left(s):
    """About how many more turns each player has (the rest of this era and the eras to come)."""
    n = len(s.order)
    if s.eclipse_left is not None:
        now = s.eclipse_left / n
        later = 0 if s.final_eclipse or s.eclipses >= D.ECLIPSES - 1 else sum(
            max(1, s.moon - 1 - k) + 1 for k in range(D.ECLIPSES - 1 - s.eclipses))
        return now + later
    if s.final_eclipse:
        return 1
    now = s.moon - s.sun + 1
    later = sum(s.moon - 1 - k + 1 for k in range(D.ECLIPSES - 1 - s.eclipses))
    return now + later


def eclipses_left(s):
    if s.final_eclipse:
        return 1
    return D.ECLIPSES - s.eclipses


def evaluate(s, seat):
    pl = s.players[seat]
    if s.phase == "over":
        return next(r["total"] for r in s.final["players"] if r["seat"] == seat)
    left = eclipses_left(s)
    turns = turns_left(s)
    early = min(1.0, turns / 12.0)  # near the end, what is not VP yet is worth little
    value = pl.vp
    building = D.BUILDING_ROW[min(s.buildings, D.BUILDINGS)]
    value += pl.avenue * (building + max(1, building - 1) * (left - 1))
    rate = (D.PYRAMID_RATE_SEASON6 if s.season == 6 else D.PYRAMID_RATE)[min(s.eclipses, 2)]
    value += pl.pyramid * rate
    top = max(p.pyramid for p in s.players)
    if pl.pyramid and pl.pyramid == top:
        value += D.PYRAMID_LEADER_VP * 0.8
    value += mask_vp(pl.masks) * left
    if pl.bot:
        return value + _bot_end(s, pl)
    value += _temples(s, pl, turns)
    value += _goods(s, pl, early, left)
    value += _workers(s, pl, early, left, building)
    value += len(pl.techs) * TECH_VP_PER_TURN * turns
    value += sum(DISC_VP.get(D.DISC_KIND[t], 0) for t in pl.discs) * (0.4 + 0.6 * early)
    value += sum(building * left for t in pl.discs if D.DISC_KIND[t] == "avenue" and pl.avenue < D.AVENUE_MAX)
    if s.phase == "play" and turns > 1:
        value += next_move(s, pl, building, left, turns)
    return value


NEXT_BEST, NEXT_OTHERS = 0.4, 0.08  # the best action in reach next turn; the other workers' options


def board_values(s, pl, building, left, turns):
    """A rough worth of the main action (or cocoa, or worship) of each position for this player."""
    rate = D.PYRAMID_RATE[min(s.eclipses, 2)] if left > 0 else 0
    out = []
    for pos in range(D.POSITIONS):
        board = s.layout[pos]
        mine = [pl.power[d] for d in range(4) if pl.pos[d] == pos and pl.lock[d] < 0]
        if board in D.GRIDS:
            n = len(mine) + 1
            cocoa, wood, stone, gold, vp, steps = D.GRIDS[board][D.grid_row(n)][D.grid_col(min(mine + [2]))]
            v = 0.55 * cocoa + 1.3 * (wood + stone) + 1.6 * gold + vp + 2 * steps + 0.9 * D.power_ups(n)
        elif board == D.NOBLES:
            v = 3 + building * left + 0.9 if pl.wood >= D.NOBLES_WOOD and s.buildings < D.BUILDINGS else 1.0
        elif board == D.CONSTRUCTION:
            v = 3 + rate + 0.9 if pl.stone >= 2 else 1.0
        elif board == D.DECORATIONS:
            v = 4.5 + rate + 0.9 if pl.gold >= D.DECORATION_GOLD[min(len(mine) + 1, 3) - 1] else 1.0
        elif board == D.ALCHEMY:
            v = TECH_VP_PER_TURN * turns + 1.5 if pl.gold >= 1 and len(pl.techs) < D.TECHS_IN_PLAY else 1.0
        else:
            v = 2.5
        out.append(v)
    return out


def next_move(s, pl, building, left, turns):
    """What the player's free workers can reach next turn: the best action fully, the rest a little."""
    values = board_values(s, pl, building, left, turns)
    best = []
    for d in range(4):
        if pl.pos[d] >= 0 and pl.lock[d] < 0:
            here = pl.pos[d]
            best.append(max(values[(here + k) % D.POSITIONS] for k in (1, 2, 3)))
    if not best:
        return 0.0
    best.sort(reverse=True)
    return NEXT_BEST * best[0] + NEXT_OTHERS * sum(best[1:])


def _bot_end(s, pl):
    out = bot_final_points(s, pl)
    return sum(out.values())


def _temples(s, pl, turns):
    out = 0.0
    for t in D.TEMPLES:
        step = pl.temples[t]
        bonus = bonus_points(s, pl, s.bonus[t]) if s.bonus else 0
        if step >= D.TEMPLE_BONUS_STEP:
            out += bonus
        else:
            # A bonus tile is worth chasing from halfway up, if there is time to get there.
            reach = max(0.0, (step - 4) / 6.0)
            out += bonus * reach * reach * min(1.0, turns / (2.0 * (D.TEMPLE_BONUS_STEP - step) + 1))
        if can_climb(s, pl, t):
            out += step * TEMPLE_STEP_VP * min(1.0, turns / 10.0)
    return out


def salary_urgency(s, pl):
    """How surely cocoa held now goes to the next salary: 1 when it is being paid or the eclipse
    is coming, less the more rounds are left to gather cocoa first."""
    if s.eclipse_left is not None or any(f["k"] == "salary" and f["p"] == pl.seat for f in s.stack):
        return 1.0
    rounds = s.moon if s.sun >= s.moon else s.moon - s.sun  # (while an eclipse resolves: the next era)
    return min(1.0, 1.5 / (rounds + 0.5))


def _goods(s, pl, early, left):
    out = 0.0
    for r in D.RESOURCES:
        n = getattr(pl, r)
        full = min(n, RES_SOFT_CAP)
        out += RES_VP[r] * (full + 0.5 * (n - full)) * (0.25 + 0.75 * early)
    owed = salary_owed(s, pl) if left else 0
    urgency = salary_urgency(s, pl)
    cover = min(pl.cocoa, owed)
    spare = pl.cocoa - cover
    # Cocoa for the salary saves 3 VP each; the rest buys actions; each one missing costs 3 VP.
    out += cover * (D.UNPAID_COCOA_VP * urgency + COCOA_VP * early * (1 - urgency))
    out += min(spare, 12) * COCOA_VP * early + max(0, spare - 12) * 0.1
    out -= (owed - cover) * D.UNPAID_COCOA_VP * urgency
    return out


def _workers(s, pl, early, left, building):
    """A worker's power is progress towards its ascension (a wheel reward and an Avenue step), worth
    more the closer it is; at power 4-5 it costs a cocoa more at the coming salary."""
    ascension = ASCENSION_VP + building * max(0, left - 1) * 0.8
    urgency = salary_urgency(s, pl)
    out = 0.0
    for d in range(4):
        if pl.pos[d] < 0:
            continue
        power = pl.power[d]
        out += ascension * ((power - 1) / 5.0) ** POWER_CURVE * early
        if power >= 4:
            out -= STRONG_SALARY * urgency
        if pl.lock[d] >= 0:
            out -= LOCKED_VP
    if pl.pos[3] >= 0:
        out += FOURTH_WORKER_VP * early
    return out
