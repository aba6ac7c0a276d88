"""The draft of starting tiles (the draft option): the tiles laid out face up, two by two in the
order of their numbers, each with its boards and gains; a tile already taken keeps its place among
them, dimmed, with its player's piece, so no tile moves from one pick to the next. Above
them who picks next, in the snake order still to come; under them what the face-down tile and the
technology a tile gives are. While the draft is on this picture comes first on the live board: it
is what the player on turn decides on.

The discovery tile a starting tile brings is drawn face down: which one it is stays hidden until
its keeper may buy it (teotihuacan/views.py keeps `dealt_disc` out of what everyone sees).
"""
from teotihuacan import data as D
from teotihuacan.describe import board_name

from images.labels import language, say

from . import draw
from . import glyphs as G
from . import live
from . import style as S
from .views import Sheet, W, start_gain_parts

EDGE, GAP = 6, 6
COLUMN = (S.WIDTH - 2 * EDGE - GAP) // 2   # two cards side by side
PAD = 6
NUMBER = 46                                # the tile's number in a dark square at the card's corner
BESIDE = PAD + NUMBER + 4                  # where the first board's name starts, beside the number
TOKEN = 36
GAINS = 52                                 # a line of gains
CHIP_GAP = 6                               # three temple steps fit a card's line


def drafting(state):
    """True while a player takes a starting tile in the draft."""
    return bool(state.stack) and state.stack[-1]["k"] == "draft"


def takers(state):
    """{tile: seat} of the tiles taken so far."""
    return {tile: seat for seat, kept in enumerate(state.kept) if kept for tile in kept}


def picks_to_come(state):
    """The seats still to pick, the one on turn first (the stack holds them, the next on top)."""
    return [f["p"] for f in reversed(state.stack) if f["k"] == "draft"]


def name_lines(tile, room):
    """The tile's boards, a line each, the first beside the number (less `room` on its right);
    (x, text, width) of each line. A name too long to sit beside the number goes second when the
    other fits there (the two boards of a tile come in no order)."""
    beside = COLUMN - BESIDE - PAD - room
    names = [board_name(b, language()) for b in D.START_TILES[tile][0]]
    if draw.text_width(names[0]) > beside >= draw.text_width(names[1]):
        names.reverse()
    lines = []
    for words in names:
        while words:
            x, width = (BESIDE, beside) if not lines else (PAD + 2, COLUMN - 2 * PAD - 2)
            line = draw.wrap(words, width)[0]
            if not lines and draw.text_width(line) > width:  # too long beside the number: under it
                line = ""
            lines.append((x, line, width))
            words = words[len(line):].strip()
    return lines


def _card(pen, state, tile, x, y, taker):
    """One starting tile from (x, y): its number, its boards, its gains, or the piece of its taker.
    Returns its height (only measured when `pen` is None)."""
    taken = taker is not None
    lines = name_lines(tile, TOKEN + 4 if taken else 0)
    parts = [] if taken else start_gain_parts(pen, D.START_TILES[tile][1], None, min(state.techs))
    top = PAD + len(lines) * S.LINE
    height = top + GAINS * draw.flow_lines(parts, COLUMN - 2 * PAD, CHIP_GAP) + PAD
    if pen is None:
        return height
    pen.rect((x, y, x + COLUMN, y + height), fill=S.PANEL if taken else S.CARD, outline=S.CARD_EDGE, radius=10)
    pen.rect((x + PAD, y + PAD, x + PAD + NUMBER, y + PAD + S.LINE), fill=S.INK_SOFT if taken else S.OBSIDIAN,
             radius=8)
    pen.text(x + PAD + NUMBER / 2, y + PAD + S.LINE / 2, str(tile), size=S.TEXT, face="cond", fill=S.CREAM,
             anchor="mm")
    for i, (dx, line, width) in enumerate(lines):
        draw.text(pen, x + dx, y + PAD + i * S.LINE, line, width, face="cond", fill=S.INK_SOFT if taken else S.INK)
    if taken:
        draw.seat_token(pen, state, taker, x + COLUMN - PAD - TOKEN / 2, y + PAD + S.LINE / 2, TOKEN)
    else:
        draw.flow(pen, x + PAD, y + top, COLUMN - 2 * PAD, parts, line_height=GAINS, gap=CHIP_GAP)
    return height


def _cards(state):
    """Every tile of the draft, two by two, a row as tall as its taller card."""
    taken = takers(state)
    tiles = sorted(state.draft + list(taken))

    def block(pen, y):
        for row in range(0, len(tiles), 2):
            pair = tiles[row:row + 2]
            for i, tile in enumerate(pair):
                _card(pen, state, tile, EDGE + i * (COLUMN + GAP), y, taken.get(tile))
            y += max(_card(None, state, t, 0, 0, taken.get(t)) for t in pair) + GAP
        return y
    return block


def _next(state):
    """"Next picks:" and the pieces in the order they pick."""
    def block(pen, y):
        label = say("teo.img.draft_next")
        w = draw.text_width(label) + 10
        parts = [(w, lambda x, cy: draw.text(pen, x, cy, label, w, face="cond", fill=S.INK_SOFT, anchor="lm"))]
        parts += [(TOKEN, lambda x, cy, seat=seat: draw.seat_token(pen, state, seat, x + TOKEN / 2, cy, TOKEN))
                  for seat in picks_to_come(state)]
        return draw.flow(pen, S.MARGIN, y, W, parts, line_height=48, gap=6) + 2
    return block


def _notes(state):
    """Under the tiles on offer: what a face-down tile is, and the technology a tile gives, named."""
    gains = {g[0] for t in state.draft for g in D.START_TILES[t][1]}

    def block(pen, y):
        if "disc" in gains:
            pen.sprite_centred(G.icon("used", 34), S.MARGIN + 17, y + S.LINE / 2)
            y = draw.paragraph(pen, S.MARGIN + 44, y, say("teo.gain.disc"), W - 44, fill=S.INK_SOFT)
        if "tech" in gains:
            y = draw.techs_legend(pen, [min(state.techs)], y)
        return y
    return block


def render_draft(state):
    """The starting tiles of the draft: those on offer, those taken and by whom, who picks next."""
    if not drafting(state):
        raise ValueError("no starting tiles are being drafted now")
    return Sheet([lambda pen, y: live.status_header(pen, state), _next(state), _cards(state),
                  _notes(state)]).render()
