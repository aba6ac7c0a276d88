"""Checks that must hold after every decision; used by self-play and the tests."""
from . import data as D
from . import rules
from .board import BOARD, area


def check(s):
    """A list of broken invariants (empty when all is well)."""
    problems = []
    a = area(s.zones)
    where = {}  # tile id -> where it is
    for pl in s.players:
        if len(pl.rack) > D.RACK_LIMIT:
            problems.append(f"{pl.name} holds {len(pl.rack)} tiles, more than {D.RACK_LIMIT}")
        if pl.rack != sorted(pl.rack):
            problems.append(f"{pl.name}'s rack is not in order")
        if pl.score != pl.plant_points + pl.city_points or pl.score < 0:
            problems.append(f"{pl.name}'s score {pl.score} is not the sum of its sources")
        for place, tiles in (("rack", pl.rack), ("reserve", pl.reserve)):
            for t in tiles:
                if D.owner(t) != pl.seat:
                    problems.append(f"{pl.name} holds a tile of seat {D.owner(t)} in the {place}")
                if t in where:
                    problems.append(f"tile {t} is twice in the game")
                where[t] = place
    for i, v in enumerate(s.board):
        if v is None:
            if s.down[i] or s.city[i] is not None:
                problems.append(f"empty space {rules.NAME[i]} is marked face down or in a city")
            continue
        if not a.inside[i]:
            problems.append(f"a tile lies off the play area on {rules.NAME[i]}")
        if v == D.TEMPLE:
            if not a.is_temple_space[i] or s.city[i] != BOARD.spaces[i].temple or s.down[i]:
                problems.append(f"a temple tile is misplaced on {rules.NAME[i]}")
            continue
        if a.is_temple_space[i]:
            problems.append(f"a plantation tile lies on the temple space {rules.NAME[i]}")
        if v in where:
            problems.append(f"tile {v} is twice in the game")
        where[v] = rules.NAME[i]
        if s.down[i] != (s.city[i] is not None):
            problems.append(f"{rules.NAME[i]}: face-down tiles and cities disagree")
    if len(where) != D.TILES * s.n_players:
        problems.append(f"{len(where)} tiles in the game, {D.TILES * s.n_players} expected")
    problems += _check_cities(s, a)
    if any(not s.down[i] for i in s.blind):
        problems.append("a tile laid unseen is not face down")
    if s.is_over != (s.final is not None):
        problems.append("a final score without the end, or the end without one")
    if not s.is_over:
        options = rules.legal_actions(s)
        if not options:
            problems.append(f"no option for {s.players[s.current].name} at {rules.stage(s)}")
        if len(options) > D.MAX_OPTIONS:
            problems.append(f"{len(options)} options at {rules.stage(s)}: more than one menu holds")
        if any(len(str(o)) > 60 for o in options):
            problems.append("an action string longer than 60 characters")
    return problems


def _check_cities(s, a):
    problems = []
    for temple in a.temples:
        cells = rules.city_spaces(s, temple)
        if not cells:
            continue
        seen, todo = {BOARD.temple_space[temple]}, [BOARD.temple_space[temple]]
        while todo:
            for n in a.neighbours[todo.pop()]:
                if n not in seen and s.city[n] == temple:
                    seen.add(n)
                    todo.append(n)
        if seen != set(cells):
            problems.append(f"the city of {temple} is not one group around its temple")
        for i in cells:
            for n in a.neighbours[i]:
                if s.city[n] not in (None, temple):
                    problems.append(f"the cities of {temple} and {s.city[n]} touch")
                if s.down[i] and a.is_temple_space[n] and s.board[n] is None:
                    problems.append(f"a face-down tile of {temple} is next to an empty temple space")
        if temple in s.closed and not rules.surrounded(s, temple):
            problems.append(f"{temple} was scored but is not surrounded")
        if temple not in s.closed and s.phase == "play" and not s.turn and rules.surrounded(s, temple):
            problems.append(f"{temple} is surrounded but was not scored")
    return problems
