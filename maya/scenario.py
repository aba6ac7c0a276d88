"""Exact positions for rule tests and examples, built without playing: tiles are moved from a
player's reserve to the board or the rack, so every tile stays accounted for.

    s = scenario.position(players=2, temples=["tikal"])
    scenario.plant(s, "red", "maize2", "G9")     # a face-up tile of Red
    scenario.city(s, "blue", "H9")               # a face-down tile of Blue, growing the city next to it
    scenario.rack(s, "red", ["maize1", "maize2"])
"""
from . import data as D
from . import rules
from .board import BOARD


def position(players=2, zones=None, temples=("tikal",), current=0, seed=0):
    """A game in play with an empty board but for the revealed `temples`, and empty racks."""
    s = rules.new_game(players, seed, zones=zones)
    s.board, s.down, s.city = [None] * rules.N_SPACES, [False] * rules.N_SPACES, [None] * rules.N_SPACES
    s.events = []
    for pl in s.players:
        pl.reserve = sorted(pl.reserve + pl.rack, reverse=True)  # the top (last) is the lowest id
        pl.rack = []
    for temple in temples:
        reveal(s, temple)
    s.current = current
    return s


def seat_of(s, who):
    if isinstance(who, int):
        return who
    return next(pl.seat for pl in s.players if pl.colour == who or pl.name == who)


def _take(s, who, kind):
    pl = s.players[seat_of(s, who)]
    for source in (pl.reserve, pl.rack):
        for k, tile in enumerate(source):
            if D.kind_key(tile) == kind:
                return source.pop(k)
    raise ValueError(f"{pl.name} has no {kind} tile left")


def plant(s, who, kind, *spaces):
    """Lay face-up tiles of `kind` of a player on spaces (no rule is checked)."""
    for name in spaces:
        s.board[BOARD.index[name]] = _take(s, who, kind)
    return s


def city(s, who, *spaces, kind="maize1"):
    """Lay face-down tiles of a player, each joining the city next to it."""
    for name in spaces:
        i = BOARD.index[name]
        temple = next(s.city[n] for n in BOARD.neighbours[i] if s.city[n] is not None)
        s.board[i], s.down[i], s.city[i] = _take(s, who, kind), True, temple
    return s


def reveal(s, temple):
    i = BOARD.temple_space[temple]
    s.board[i], s.city[i] = D.TEMPLE, temple
    return s


def rack(s, who, kinds):
    """Put tiles of these kinds on a player's rack (from the reserve)."""
    pl = s.players[seat_of(s, who)]
    pl.rack = sorted(pl.rack + [_take(s, who, k) for k in kinds])
    return s


def fill(s, who, *spaces, kinds=("potato1", "squash1", "chili1", "maize1")):
    """Cover spaces with face-up tiles of a player, cycling through kinds."""
    for k, name in enumerate(spaces):
        plant(s, who, kinds[k % len(kinds)], name)
    return s
