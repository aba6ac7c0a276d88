"""Checks that must hold after every decision; used by self-play and the tests."""
from . import data as D
from .scoring import skulls_placed
from .state import NEUTRAL

MATERIALS = ("corn", "wood", "stone", "gold", "skulls")


def check(s):
    """Return a list of broken invariants (empty when all is well)."""
    problems = []
    n = s.n_players
    on_gears = [0] * n
    neutral = 0
    for g, row in s.gears.items():
        for pos, o in enumerate(row):
            if o is None:
                continue
            if o == NEUTRAL:
                neutral += 1
            else:
                on_gears[o] += 1
                last = D.LAST_SPACE[g] + (s.players[o].tribe == "cit_bolon_tum")
                if pos > last:
                    problems.append(f"a player's worker is hidden under the board on {g} {pos}")
    quick = D.QUICK_MODULE in s.modules
    expected = D.NEUTRAL_WORKERS_QUICK[n] if quick else D.NEUTRAL_WORKERS[n]
    on_quick = [o for o in s.quick_spaces if o is not None]
    neutral += on_quick.count(NEUTRAL)
    if s.phase == "play" and neutral + s.neutral_left != expected:
        problems.append(f"{neutral} neutral workers, {s.neutral_left} not placed, {expected} expected")
    if quick:
        if len(s.quick_spaces) != D.QUICK_SPACES or on_quick.count(NEUTRAL) != D.QUICK_BLOCKED[n]:
            problems.append(f"quick-action spaces {s.quick_spaces}")
        if any(on_quick.count(seat) > 1 for seat in range(n)):
            problems.append("a player has two workers on quick-action spaces")
    elif s.quick_spaces:
        problems.append("quick-action spaces without the module")
    for pl in s.players:
        if s.free_workers(pl.seat) < 0:
            problems.append(f"{pl.name} has more workers out than owned")
    placed = skulls_placed(s)
    held = sum(p.skulls for p in s.players)
    if s.skull_supply + held + placed != D.SKULL_SUPPLY:
        problems.append(f"skulls: supply {s.skull_supply} + held {held} + placed {placed} != 13")
    tops = [0, 0, 0]
    for pl in s.players:
        if min(getattr(pl, m) for m in MATERIALS) < 0:
            problems.append(f"{pl.name} has a negative stock: {[getattr(pl, m) for m in MATERIALS]}")
        least = D.YALUK_WORKERS if pl.tribe == "yaluk" else D.START_WORKERS
        if not least <= pl.workers <= D.MAX_WORKERS:
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
    if s.phase != "wealth" and s.tribes_dealt and any(pl.tribe not in s.tribes_dealt[pl.seat] for pl in s.players):
        problems.append("a player's tribe was not dealt to them")
    if s.prophecies and len(set(s.prophecies)) != D.PROPHECIES_DRAWN:
        problems.append(f"prophecies {s.prophecies}")
    buildings = [b for p in s.players for b in p.buildings]
    buildings += [b for b in s.display if b is not None] + s.deck1 + s.deck2
    if len(buildings) != len(set(buildings)):
        problems.append("a building is in two places")
    return problems
