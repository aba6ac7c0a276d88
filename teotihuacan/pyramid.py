"""The pyramid: where tiles and decorations may go, and what placing them matches (§7, R4).

Icons come in three shapes (b, r, g); capitals are temple icons. An icon of a new tile matches
the icon visible under it when both have the same shape; a blank never matches (R4). Each match
is worth 1 VP, and a temple step when the new tile's icon is a capital.
"""
from . import data as D


def free_slots(s):
    """Pyramid slots a tile may go on now: empty, with the 4 tiles below it in place."""
    pyr = s.pyr
    return [k for k in range(D.PYRAMID_SLOTS)
            if pyr[k] < 0 and all(pyr[b] >= 0 for b in D.SLOT_SUPPORT[k])]


def is_complete(s):
    return s.pyr[D.TOP_SLOT] >= 0


def level_cost(level, saving=None):
    """(stone, wood) of a tile at a level (0-based), less the resource Tech 15 saves."""
    stone, wood = D.PYRAMID_LEVEL_COST[level]
    if saving == "stone":
        stone -= 1
    elif saving == "wood" and wood:
        wood -= 1
    return stone, wood


def can_pay_level(pl, level, saving_left=False):
    stone, wood = D.PYRAMID_LEVEL_COST[level]
    if pl.stone >= stone and pl.wood >= wood:
        return True
    if not saving_left:
        return False
    return (pl.stone >= stone - 1 and pl.wood >= wood) or (wood and pl.stone >= stone and pl.wood >= wood - 1)


def matches(cells, icons, cell_ids):
    """(VP, temple steps) of icons laid over cells: 1 VP per matched shape, a step per matched capital."""
    vp, steps = 0, []
    for icon, cell in zip(icons, cell_ids, strict=False):
        under = cells[cell]
        if icon == "-" or under == "-" or icon.lower() != under.lower():
            continue
        vp += 1
        if icon in D.ICON_TEMPLE:
            steps.append(D.ICON_TEMPLE[icon])
    return vp, steps


def tile_matches(s, tile, rot, slot):
    return matches(s.cells, D.rotated(tile, rot), D.SLOT_CELLS[slot])


def distinct_rotations(tile):
    """Rotations giving different icon layouts (a blank tile has one)."""
    seen, out = set(), []
    for rot in range(4):
        icons = D.rotated(tile, rot)
        if icons not in seen:
            seen.add(icons)
            out.append(rot)
    return out


def place_tile(s, tile, rot, slot):
    """Put a tile on the pyramid and make its icons the visible ones."""
    s.pyr[slot] = tile * 4 + rot
    cells = list(s.cells)
    for icon, cell in zip(D.rotated(tile, rot), D.SLOT_CELLS[slot], strict=False):
        cells[cell] = icon
    s.cells = "".join(cells)


def next_decoration_space(s, side):
    """The next decoration space (0-3) of a side, or None when the side is full or not ready."""
    base = side * D.SIDE_SPACES
    for k in range(D.SIDE_SPACES):
        if s.deco[base + k] < 0:
            if k == 0 or all(s.pyr[t] >= 0 for t in D.DECO_NEEDS[side][k - 1]):
                return k
            return None
    return None


def decoration_matches(s, tile, side, k):
    icons = D.decoration_icons(tile, side)
    if k == 0:
        under = D.DECO_D1_ICONS[side]
        return matches(under, icons, (0, 1))
    return matches(s.cells, icons, D.DECO_CELLS[side][k - 1])


def decoration_sides(s):
    """[(side, space)] where a decoration may go now."""
    out = []
    for side in range(4):
        k = next_decoration_space(s, side)
        if k is not None:
            out.append((side, k))
    return out
