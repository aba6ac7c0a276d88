"""The pyramid zoom: the 8 x 8 grid of the base with every tile placed (levels shaded, each tile
outlined), the icon visible in every cell, the 16 decoration spaces round it, and the pyramid tiles
and decorations on offer.

Icons are drawn by shape (a drop for blue, a flame for red, a leaf for green): a plain icon in ink,
a temple icon filled in its temple's colour.
"""
from teotihuacan import data as D

from images.labels import say

from . import draw
from . import glyphs as G
from . import style as S

CELL = 52
GRID = 8 * CELL
OUTER = GRID + 2 * CELL          # the grid and the ring of first decoration spaces round it
X0 = (S.WIDTH - OUTER) // 2
DECO_FILL = S.rgb("#bfe0d8")
DECO_EDGE = S.JADE_DARK
EMPTY_DECO = S.rgb("#e4d8bc")


def cell_levels(state):
    """The level (0 the printed base, 1-4) of the highest tile over each of the 64 cells."""
    levels = [0] * 64
    for slot, placed in enumerate(state.pyr):
        if placed >= 0:
            for cell in D.SLOT_CELLS[slot]:
                levels[cell] = max(levels[cell], D.SLOT_LEVEL[slot] + 1)
    return levels


def icon(pen, letter, cx, cy, size):
    """A pyramid icon: b, r, g in ink (plain), B, R, G filled (temple icons), '-' nothing."""
    if letter == "-":
        return
    temple = S.ICON_TEMPLE[letter.lower()]
    if letter.isupper():  # a temple icon: on a light disc, so it reads apart from a plain one
        pen.circle(cx, cy, size * 0.62, fill=S.CREAM, outline=S.TEMPLE_DARK[temple], width=2)
    pen.sprite_centred(G.symbol(temple, size, filled=letter.isupper()), cx, cy)


def _cell_box(ox, oy, r, c, cell=CELL):
    return ox + c * cell, oy + r * cell, ox + (c + 1) * cell, oy + (r + 1) * cell


def draw_grid(pen, state, ox, oy, cell=CELL):
    """The grid from (ox, oy): cells shaded by level, tiles outlined from the lowest level up, icons."""
    levels = cell_levels(state)
    for r in range(8):
        for c in range(8):
            lv = levels[r * 8 + c]
            pen.rect(_cell_box(ox, oy, r, c, cell), fill=S.LEVEL_FILL[lv - 1] if lv else S.GRID_BASE,
                     outline=S.rgb("#d9c9a3"))
    for level in range(D.LEVELS):
        for slot, placed in enumerate(state.pyr):
            if placed >= 0 and D.SLOT_LEVEL[slot] == level:
                cells = D.SLOT_CELLS[slot]
                r, c = divmod(cells[0], 8)
                x0, y0, _, _ = _cell_box(ox, oy, r, c, cell)
                pen.rect((x0 + 1, y0 + 1, x0 + 2 * cell - 1, y0 + 2 * cell - 1), outline=S.PYRAMID_DARK,
                         width=2 + level)
    for i, letter in enumerate(state.cells):
        r, c = divmod(i, 8)
        x0, y0, x1, y1 = _cell_box(ox, oy, r, c, cell)
        icon(pen, letter, (x0 + x1) / 2, (y0 + y1) / 2, int(cell * 0.6))


def deco_cells(side, k):
    """The two (r, c) places of decoration space k (0 = D1, outside the grid) on a side."""
    if k == 0:
        return {0: ((-1, 3), (-1, 4)), 1: ((3, 8), (4, 8)), 2: ((8, 3), (8, 4)), 3: ((3, -1), (4, -1))}[side]
    return tuple(divmod(cell, 8) for cell in D.DECO_CELLS[side][k - 1])


def draw_decorations(pen, state, ox, oy, cell=CELL):
    """The 16 decoration spaces: a decoration placed (its two icons), or an empty first space with
    the icons printed under it."""
    for side in range(4):
        for k in range(D.SIDE_SPACES):
            tile = state.deco[side * 4 + k]
            (r0, c0), (r1, c1) = deco_cells(side, k)
            x0, y0, _, _ = _cell_box(ox, oy, r0, c0, cell)
            _, _, x1, y1 = _cell_box(ox, oy, r1, c1, cell)
            if tile >= 0:
                pen.rect((x0 + 3, y0 + 3, x1 - 3, y1 - 3), fill=DECO_FILL, outline=DECO_EDGE, width=3, radius=8)
                letters = D.decoration_icons(tile, side)
            elif k == 0:
                pen.rect((x0 + 3, y0 + 3, x1 - 3, y1 - 3), fill=EMPTY_DECO, outline=S.CARD_EDGE, width=1, radius=8)
                letters = D.DECO_D1_ICONS[side]
            else:
                continue
            for (r, c), letter in zip(((r0, c0), (r1, c1)), letters, strict=False):
                a, b, c_, d = _cell_box(ox, oy, r, c, cell)
                icon(pen, letter, (a + c_) / 2, (b + d) / 2, int(cell * 0.62))


def mini_tile(pen, icons, x, y, cell=44):
    """A pyramid tile on offer: its four quadrants TL TR BR BL as a 2 x 2 tile."""
    pen.rect((x, y, x + 2 * cell, y + 2 * cell), fill=S.LEVEL_FILL[0], outline=S.PYRAMID_DARK, width=3, radius=4)
    for (r, c), letter in zip(((0, 0), (0, 1), (1, 1), (1, 0)), icons, strict=False):
        icon(pen, letter, x + c * cell + cell / 2, y + r * cell + cell / 2, int(cell * 0.7))


def mini_deco(pen, icons, x, y, cell=44):
    pen.rect((x, y, x + 2 * cell, y + cell), fill=DECO_FILL, outline=DECO_EDGE, width=3, radius=8)
    for i, letter in enumerate(icons):
        icon(pen, letter, x + i * cell + cell / 2, y + cell / 2, int(cell * 0.7))


def offers_height():
    return S.LINE + 2 * 44 + 8 + 8


def draw_offers(pen, state, y):
    """The pyramid tiles (left) and decorations (right) on offer, from y; returns the y under them."""
    half = S.WIDTH // 2
    draw.text(pen, S.MARGIN, y, say("teo.img.offer_tiles"), half - S.MARGIN - 8, face="bold")
    draw.text(pen, half + 10, y, say("teo.img.offer_decos"), half - S.MARGIN - 10, face="bold")
    y += S.LINE + 4
    x = S.MARGIN
    for tile in state.pdisplay:
        if tile >= 0:
            mini_tile(pen, D.rotated(tile, 0), x, y)
        else:
            pen.rect((x, y, x + 88, y + 88), outline=S.CARD_EDGE, radius=4)
        x += 96
    for i, tile in enumerate(state.ddisplay):
        col, row = i % 2, i // 2
        dx, dy = half + 10 + col * 96, y + row * 52
        if tile >= 0:
            mini_deco(pen, D.DECORATION_TILES[tile], dx, dy)
        else:
            pen.rect((dx, dy, dx + 88, dy + 44), outline=S.CARD_EDGE, radius=8)
    return y + 2 * 44 + 16


def placed(state):
    return sum(t >= 0 for t in state.pyr)


def render_pyramid(state):
    """The pyramid and its decorations, the offers, and what placing a tile pays."""
    width = S.WIDTH - 2 * S.MARGIN
    legend = [say("teo.img.pyramid_match"), say("teo.img.pyramid_costs")]
    legend_h = sum(draw.paragraph_height(t, width) for t in legend)
    img, pen = draw.canvas(S.HEADER + 8 + OUTER + 12 + offers_height() + legend_h + 16)
    y = draw.header(pen, say("teo.img.pyramid"), say("teo.img.tiles_placed", n=placed(state), of=D.PYRAMID_SLOTS))
    pen.rect((X0 + CELL - 6, y + CELL - 6, X0 + CELL + GRID + 6, y + CELL + GRID + 6), fill=S.PYRAMID_DARK, radius=6)
    draw_grid(pen, state, X0 + CELL, y + CELL)
    draw_decorations(pen, state, X0 + CELL, y + CELL)
    y = draw_offers(pen, state, y + OUTER + 12)
    for t in legend:
        y = draw.paragraph(pen, S.MARGIN, y, t, width, fill=S.INK_SOFT)
    return draw.finish(img, y + 8)
