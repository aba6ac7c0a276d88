"""Module quick (Tribes & Prophecies): the quick-action board.

A worker placed on a quick-action space (the turn's placing, tried in turn.py) does the tile's
action at the end of that turn, then comes home when the calendar turns (calendar.py). The tiles
change every two days; set-up deals them (setup.py).
"""
from ... import data as D
from ..bank import gain
from ..buildings import buildable
from ..stack import event, push
from ..technologies import affordable_tech


def quick_possible(s, pl, corn):
    """Whether the quick action on the board could be done by a player left with `corn`
    (a worker may not go on a quick space whose action its owner cannot do)."""
    tile = s.quick_tile
    if tile == "tech":
        return bool(affordable_tech(s, pl))
    if tile == "build":
        return corn >= D.QUICK_BUILD_CORN and bool(buildable(s, pl, "tikal", False))
    return True


def quick_action(s, seat):
    """End of a turn with a worker on a quick space: do the tile, then the turn ends by itself.
    The first-player corn may be collected first (rulebook); no technology applies to the tile."""
    pl, turn = s.players[seat], s.turn
    turn["quick_done"] = True
    s.stack.pop()
    if turn["took_start"]:
        pl.corn += s.calendar_corn
        s.calendar_corn = 0
    tile = s.quick_tile
    event(s, "quick", p=seat, tile=tile)
    push(s, k="fx", p=seat, e=["end_turn"])
    gains = D.QUICK_TILES[tile][1]
    if gains:
        for material, n in gains.items():
            gain(s, pl, material, n)
    elif tile == "tech":
        push(s, k="tech", p=seat, paid=True, left=1, need=1)
    elif tile == "market":
        push(s, k="market", p=seat)
    elif tile == "build" and pl.corn >= D.QUICK_BUILD_CORN:
        pl.corn -= D.QUICK_BUILD_CORN
        push(s, k="build", p=seat, where="tikal", left=1, arch=False, monument=False, need=1)
