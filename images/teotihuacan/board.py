"""The whole board in one picture (`/teotihuacan board`), 1200 px wide: the live board's three
pictures and the pyramid side by side, and under them what lies on the boards: the royal tiles,
the technologies and who holds them, the Nobles' rows, and the discovery tiles waiting on the
temples and the Avenue of the Dead. Every text is 32 px, so the picture still reads at half size
on a computer screen; a phone is better served by the live board and the zooms.
"""
from PIL import Image

from teotihuacan import data as D
from teotihuacan.describe import royal_text

from images.labels import language, say

from . import draw
from . import glyphs as G
from . import live
from . import pyramid as PY
from . import style as S
from .views import W, Sheet, _nobles_block, _rule, _title

WIDTH = 2 * S.WIDTH


def _royal(state):
    def block(pen, y):
        for sp, tile in enumerate(state.royal):
            pen.sprite_centred(G.icon("royal", 34), S.MARGIN + 17, y + S.LINE / 2)
            occupant = state.worship[sp]
            text = royal_text(tile, language())
            if occupant >= 0:
                seat, d = divmod(occupant, 4)
                draw.die(pen, S.seat_style(state, seat), state.players[seat].power[d], S.WIDTH - S.MARGIN - 26,
                         y + 26, locked=True)
            y = max(draw.paragraph(pen, S.MARGIN + 44, y, text, W - 44 - 60, fill=S.INK_SOFT), y + 56)
        return y
    return block


def _techs(state):
    """The six technologies as on Alchemy: two rows of three, each with its cost, temple and holders."""
    cell = W // 3

    def block(pen, y):
        for row in range(2):
            for col in range(3):
                slot = row * 3 + col
                tech = state.techs[slot]
                x0 = S.MARGIN + col * cell
                pen.rect((x0 + 2, y + 2, x0 + cell - 4, y + 110), fill=S.CARD, outline=S.CARD_EDGE, radius=8)
                x = draw.chip(pen, x0 + 8, y + 28, "tech", draw.tech_number(tech), size=30) - 8
                pen.sprite_centred(G.symbol(D.TECH_COLUMN_TEMPLE[col], 30), x + 15, y + 28)
                pen.text(x0 + cell - 12, y + 28, str(D.TECH_COST[tech]), size=S.TEXT, face="cond", anchor="rm")
                x = x0 + 10
                for seat in range(state.n_players):
                    if tech in state.players[seat].techs:
                        draw.seat_token(pen, state, seat, x + 16, y + 80, 32)
                        x += 38
            y += 116
        return draw.techs_legend(pen, state.techs, y + 4)  # what each number does
    return block


def _discoveries(state):
    """The discovery tiles on the temples' steps and on the Avenue, by step."""
    def block(pen, y):
        spots = [(G.symbol(t, 34), step, state.tdisc.get(f"{t}:{step}", [])) for t, step, _ in
                 D.TEMPLE_DISCOVERY_SLOTS]
        spots += [(G.icon("avenue", 34), step, tiles)
                  for step, tiles in zip(D.AVENUE_DISCOVERY_STEPS, state.adisc, strict=False)]
        for sprite, step, tiles in spots:
            pen.sprite_centred(sprite, S.MARGIN + 17, y + 28)
            pen.text(S.MARGIN + 40, y + 28, f"{step}:", size=S.TEXT, face="cond", anchor="lm")
            parts = [(draw.disc_width(D.DISC_KIND[t]), lambda x, cy, k=D.DISC_KIND[t]: draw.disc(pen, k, x, cy))
                     for t in tiles]
            if parts:
                y = draw.flow(pen, S.MARGIN + 90, y, W - 90, parts)
            else:
                pen.text(S.MARGIN + 90, y + 28, "·", size=S.TEXT, face="cond", fill=S.INK_SOFT, anchor="lm")
                y += 56
        return y
    return block


def render_offers_left(state):
    return Sheet([_title(say("teo.img.royal_tiles")), _royal(state), _rule, _title(say("teo.img.techs")),
                  _techs(state)]).render()


def render_offers_right(state):
    return Sheet([_title(say("teo.board.nobles")), _nobles_block(state), _rule,
                  _title(say("teo.img.discoveries_waiting")), _discoveries(state)]).render()


def render_whole(state):
    """Every part of the board, 1200 px wide."""
    left = [live.render_boards(state), live.render_players(state, legend=False), render_offers_left(state)]
    right = [live.render_tracks(state), PY.render_pyramid(state), render_offers_right(state)]
    height = max(sum(p.height for p in left), sum(p.height for p in right))
    img = Image.new("RGB", (WIDTH, height), S.BG)
    for x, column in ((0, left), (S.WIDTH, right)):
        y = 0
        for part in column:
            img.paste(part, (x, y))
            y += part.height
    return img
