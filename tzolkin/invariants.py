"""Checks that must hold after every decision; used by self-play and the tests."""
from . import data as D
from .state import NEUTRAL

MATERIALS = ("corn", "wood", "stone", "gold", "skulls")


def check(s):
    """Return a list of broken invariants (empty when all is well)."""
    problems = []
    n = s.n_players
    on_gears = [0] * n
    neutral = 0
    for g, row in s.gears.items():
        last = D.LAST_SPACE[g]
        for pos, o in enumerate(row):
            if o is None:
                continue
            if o == NEUTRAL:
                neutral += 1
            else:
                on_gears[o] += 1
                if pos > last:
                    problems.append(f"a player's worker is hidden under the board on {g} {pos}")
    if neutral != D.NEUTRAL_WORKERS[n]:
        problems.append(f"{neutral} neutral workers")
    placed = sum(o is not None for o in s.skull_slots)
    held = sum(p.skulls for p in s.players)
    if s.skull_supply + held + placed != D.SKULL_SUPPLY:
        problems.append(f"skulls: supply {s.skull_supply} + held {held} + placed {placed} != 13")
    tops = [0, 0, 0]
    for pl in s.players:
        if min(getattr(pl, m) for m in MATERIALS) < 0:
            problems.append(f"{pl.name} has a negative stock: {[getattr(pl, m) for m in MATERIALS]}")
        if not D.START_WORKERS <= pl.workers <= D.MAX_WORKERS:
            problems.append(f"{pl.name} owns {pl.workers} workers")
        if on_gears[pl.seat] + (s.start_space == pl.seat) > pl.workers:
            problems.append(f"{pl.name} has more workers out than owned")
        for t, step in enumerate(pl.temples):
            if not D.TEMPLE_BOTTOM <= step <= D.TEMPLE_TOP[t]:
                problems.append(f"{pl.name} is off temple {t}")
            tops[t] += step == D.TEMPLE_TOP[t]
        if not all(0 <= level <= D.TECH_MAX for level in pl.techs):
            problems.append(f"{pl.name} technology out of range")
    if max(tops) > 1:
        problems.append("two players on the top step of a temple")
    fields = D.JUNGLE_FIELDS[n]
    for key, (wood, corn) in s.jungle.items():
        if wood < 0 or corn < 0 or wood + corn > fields:
            problems.append(f"jungle group {key}: {wood} wood, {corn} corn")
    buildings = [b for p in s.players for b in p.buildings]
    buildings += [b for b in s.display if b is not None] + s.deck1 + s.deck2
    if len(buildings) != len(set(buildings)):
        problems.append("a building is in two places")
    return problems
