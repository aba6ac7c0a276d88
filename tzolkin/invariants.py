"""Checks that must hold after every decision; used by self-play and the tests."""
from . import data as D
from .state import NEUTRAL


def check(s):
    """Return a list of broken invariants (empty when all is well)."""
    problems = []
    on_chichen = sum(o is not None for o in s.skull_slots)
    held = sum(p.skulls for p in s.players)
    if s.skull_supply + held + on_chichen != D.SKULL_SUPPLY:
        problems.append(f"skulls: supply {s.skull_supply} + held {held} + placed {on_chichen} != 13")
    neutral = sum(row.count(NEUTRAL) for row in s.gears.values())
    if neutral != D.NEUTRAL_WORKERS[s.n_players]:
        problems.append(f"neutral workers: {neutral}")
    for pl in s.players:
        for m in ("corn", "wood", "stone", "gold", "skulls"):
            if getattr(pl, m) < 0:
                problems.append(f"{pl.name} has {getattr(pl, m)} {m}")
        if not D.START_WORKERS <= pl.workers <= D.MAX_WORKERS:
            problems.append(f"{pl.name} owns {pl.workers} workers")
        if s.free_workers(pl.seat) < 0:
            problems.append(f"{pl.name} has more workers out than owned")
        for t in D.TEMPLES:
            if not D.TEMPLE_BOTTOM <= pl.temples[t] <= D.TEMPLE_TOP[t]:
                problems.append(f"{pl.name} off temple {t}")
        if any(not 0 <= lvl <= D.TECH_MAX for lvl in pl.techs):
            problems.append(f"{pl.name} technology out of range")
    for t in D.TEMPLES:
        if sum(p.temples[t] == D.TEMPLE_TOP[t] for p in s.players) > 1:
            problems.append(f"two players on the top of temple {t}")
    for g, row in s.gears.items():
        for pos, o in enumerate(row):
            if o not in (None, NEUTRAL) and pos > D.LAST_SPACE[g]:
                problems.append(f"a player's worker is hidden under the board on {g} {pos}")
    for key, (wood, corn) in s.jungle.items():
        if wood < 0 or corn < 0 or wood + corn > D.JUNGLE_FIELDS[s.n_players]:
            problems.append(f"jungle group {key}: {wood} wood, {corn} corn")
    tiles = sum(p.corn_tiles + p.wood_tiles for p in s.players)
    if tiles > 7 * D.JUNGLE_FIELDS[s.n_players]:
        problems.append("more harvest tiles taken than exist")
    built = [b for p in s.players for b in p.buildings] + [b for b in s.display if b is not None] + s.deck1 + s.deck2
    if len(built) != len(set(built)):
        problems.append("a building is in two places")
    return problems
