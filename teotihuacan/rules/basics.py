"""What every rule reads or changes in a player's belongings: paying and scoring, resources, the
dice on a board and the X they pay (§1.2), who may climb a temple, discovery tiles claimed and
turned over, a tile leaving its display, the pyramid track.
"""
from .. import data as D
from .stack import event


def rule(s, name):
    """What the game's version of the rules says on a point that changed between versions (data.RULES)."""
    return D.RULES[s.rules_version][name]


def works(s, pl, tech):
    """Whether a technology the player marked works now. Decision (rules version 3): a technology
    works from the action after the one that takes it, every technology alike. The components
    sheet rules so for Tech 03, which scores after an Alchemy action (§3: "does not trigger its
    own bonus on the action that takes it"); Tech 13's power-up, bought after the power-ups of
    the very Alchemy action that took it, is the same case, and so would be any technology whose
    benefit could come on that action. Earlier versions offered Tech 13's there (data.RULES,
    "works_when_taken")."""
    return tech in pl.techs and (s.turn.get("took") != tech or tech in rule(s, "works_when_taken"))


def can_afford(pl, cost, free_cocoa=False):
    cocoa, wood, stone, gold = cost
    return (free_cocoa or pl.cocoa >= cocoa) and pl.wood >= wood and pl.stone >= stone and pl.gold >= gold


def pay(pl, cost):
    cocoa, wood, stone, gold = cost
    pl.cocoa -= cocoa
    pl.wood -= wood
    pl.stone -= stone
    pl.gold -= gold


def score(pl, n, source):
    """VP won (or lost), kept by source for the final statistics."""
    if n:
        pl.vp += n
        pl.points[source] = pl.points.get(source, 0) + n


def gain_resource(pl, res, n=1):
    setattr(pl, res, getattr(pl, res) + n)


def dice_at(pl, pos):
    """Dice of a player unlocked in a board's general area."""
    return [d for d in range(4) if pl.pos[d] == pos and pl.lock[d] < 0]


def x_cost(s, seat, pos):
    """X: the colours among unlocked workers already on the board, the arriving ones not counted
    (§1.2). Season 4: the player's own other workers do not count either."""
    movers = s.turn.get("movers", ())
    skip_own = s.season == 4 and not s.players[seat].bot
    colours = 0
    for pl in s.players:
        if pl.seat == seat and skip_own:
            continue
        for d in range(4):
            if pl.pos[d] == pos and pl.lock[d] < 0 and not (pl.seat == seat and d in movers):
                colours += 1
                break
    for dice in s.neutral:
        if pos in dice:
            colours += 1
    return colours


def distinct_dice(pl, dice):
    """One die per (position, power): dice alike are the same choice."""
    seen, out = set(), []
    for d in dice:
        key = (pl.pos[d], pl.power[d])
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


def unlocked_dice(pl):
    return [d for d in range(4) if pl.pos[d] >= 0 and pl.lock[d] < 0]


def workers_here(s, pl, pos, virtual=0):
    return len(dice_at(pl, pos)) + virtual


def can_climb(s, pl, t):
    step = pl.temples[t]
    if step >= D.TEMPLE_TOP:
        return False
    if step == D.TEMPLE_TOP - 1:  # the top step admits one player only
        return not any(o.temples[t] == D.TEMPLE_TOP for o in s.players if o is not pl)
    return True


def climbable(s, pl, exclude=None):
    return [t for t in D.TEMPLES if t != exclude and can_climb(s, pl, t)]


def kind_tile(pl, kind):
    """The player's unused discovery tile of a kind (lowest id), or None."""
    best = None
    for t in pl.discs:
        if D.DISC_KIND[t] == kind and (best is None or t < best):
            best = t
    return best


def use_up(pl, kind):
    tile = kind_tile(pl, kind)
    pl.discs.remove(tile)
    pl.used.append(tile)
    return tile


def claim(s, pl, tile):
    """Pay a discovery tile's cost and keep it face up (masks apart)."""
    pay(pl, D.DISC_COST[tile])
    (pl.masks if D.IS_MASK[tile] else pl.discs).append(tile)
    event(s, "claim", p=pl.seat, disc=tile)


def take_from_display(s, display, tile):
    """A tile leaves its display; the gap is refilled at the end of the turn. With Teotibot the
    rest slide left (or up) first (solo rules)."""
    i = display.index(tile)
    if s.solo:
        del display[i]
        display.append(-1)
    else:
        display[i] = -1


def pyramid_step(pl):
    if pl.pyramid < D.PYRAMID_TRACK_MAX:
        pl.pyramid += 1
