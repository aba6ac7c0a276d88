"""The close looks: one action board, a player's sheet, a seat's secret starting tiles, and the
final scores with where the points came from. Each is 600 px wide with text of 32 px or more, as
the live board, and as tall as its contents.
"""
from teotihuacan import data as D
from teotihuacan import rules, scoring
from teotihuacan.describe import (board_name, goods_text, kind_name, reward_text, royal_text, step_reward,
                                  tech_text, temple_name)
from teotihuacan.summary import ALWAYS_SHOWN, final_rows, groups_in_play, score_groups
from teotihuacan.views import private_view

from images.labels import language, say

from . import draw
from . import glyphs as G
from . import live
from . import pyramid as PY
from . import style as S

W = S.WIDTH - 2 * S.MARGIN


class Sheet:
    """A picture drawn top to bottom: each block is drawn at the running y, which it moves on.
    Drawn twice: once to measure (on a tall scratch canvas), once on a canvas of the right height."""

    def __init__(self, blocks):
        self.blocks = blocks

    def render(self):
        img, pen = draw.canvas(4000)
        y = 0
        for block in self.blocks:
            y = block(pen, y)
        return draw.finish(img, y + 10)


def _lang():
    return language()


def _title(text, fill=S.INK):
    return lambda pen, y: draw.paragraph(pen, S.MARGIN, y + 6, text, W, fill=fill, face="bold")


def _para(text, fill=S.INK_SOFT, indent=0):
    return lambda pen, y: draw.paragraph(pen, S.MARGIN + indent, y, text, W - indent, fill=fill)


def _rule(pen, y):
    pen.line([(S.MARGIN, y + 6), (S.WIDTH - S.MARGIN, y + 6)], fill=S.PANEL_EDGE, width=2)
    return y + 12


# --- one action board ----------------------------------------------------------------------------------

def _x_for(state, pos):
    seat = live.on_turn(state)
    return rules.x_cost(state, seat, pos) if seat is not None else None


def _dice_block(state, pos):
    def block(pen, y):
        dice = live.board_dice(state, pos)
        if not dice:
            return draw.paragraph(pen, S.MARGIN, y, say("teo.img.no_worker"), W, fill=S.INK_SOFT)
        parts = [(S.DIE, lambda x, cy, d=d: draw.die(pen, d[0], d[1], x + S.DIE / 2, cy, locked=d[3])) for d in dice]
        return draw.flow(pen, S.MARGIN, y, W, parts)
    return block


def _worship_block(state, board):
    """Each worship space: the die locked there (or an empty frame) and what worshipping does."""
    def block(pen, y):
        for sp in D.BOARD_SPACES[board]:
            occupant = state.worship[sp]
            cx, top = S.MARGIN + 30, y
            pen.rect((S.MARGIN, y + 2, S.MARGIN + 60, y + 62), fill=S.WORSHIP, outline=S.CARD_EDGE, width=2, radius=8)
            if occupant >= 0:
                seat, d = divmod(occupant, 4)
                draw.die(pen, S.seat_style(state, seat), state.players[seat].power[d], cx, y + 32)
            if sp < 3:
                text = royal_text(state.royal[sp], _lang())
            else:
                temple = D.WORSHIP_TEMPLE[board]
                text = say("teo.img.worship_any") if temple == D.ANY_TEMPLE else \
                    say("teo.img.worship_temple", temple=temple_name(temple, _lang()))
            y = max(draw.paragraph(pen, S.MARGIN + 72, y, text, W - 72, fill=S.INK), top + 66)
        tile = state.wdisc[D.WORSHIP_DISC_SLOT[D.BOARD_SPACES[board][0]]]
        if tile >= 0:
            kind = D.DISC_KIND[tile]
            w = draw.disc(pen, kind, S.MARGIN, y + 28)
            text = say("teo.img.disc_here", tile=_disc_name(tile), cost=goods_text(D.DISC_COST[tile], _lang()))
            y = max(draw.paragraph(pen, S.MARGIN + w + 12, y, text, W - w - 12), y + 60)
        return y
    return block


def _disc_name(tile):
    kind = D.DISC_KIND[tile]
    if D.IS_MASK[tile]:
        return say("teo.img.mask", n=kind[1])
    return kind_name(kind, _lang())


GAIN_ICONS = ("cocoa", "wood", "stone", "gold", "vp", "temple_any")


def _gains(pen, gains, x, cy):
    for icon, n in zip(GAIN_ICONS, gains, strict=False):
        if n:
            x = draw.chip(pen, x, cy, icon, str(n), size=30) - 6
    return x


def _grid_block(state, board):
    """Forest, Stone Quarry, Gold Deposits: what the main action gives, by workers and weakest power."""
    label_w, cell_w, row_h = 96, (W - 96) // 3, 54

    def block(pen, y):
        y = draw.paragraph(pen, S.MARGIN, y, say("teo.img.grid_how"), W, fill=S.INK_SOFT)
        for c, label in enumerate(("1", "2–3", "4–5")):
            cx = S.MARGIN + label_w + c * cell_w + cell_w / 2
            pen.text(cx, y + 24, label, size=S.TEXT, face="bold", fill=S.INK_SOFT, anchor="mm")
        y += 48
        for r, label in enumerate(("1", "2", "3+")):
            pen.rect((6, y, S.WIDTH - 6, y + row_h - 4), fill=S.CARD if r % 2 == 0 else S.PANEL, outline=S.CARD_EDGE,
                     radius=8)
            cy = y + (row_h - 4) / 2
            pen.sprite_centred(G.icon("worker", 30), S.MARGIN + 16, cy)
            pen.text(S.MARGIN + 36, cy, label, size=S.TEXT, face="bold", anchor="lm")
            for c in range(3):
                _gains(pen, D.GRIDS[board][r][c], S.MARGIN + label_w + c * cell_w + 4, cy)
            y += row_h
        return draw.paragraph(pen, S.MARGIN, y + 4, say("teo.img.then_ups"), W, fill=S.INK_SOFT)
    return block


def _alchemy_block(state):
    def block(pen, y):
        y = draw.paragraph(pen, S.MARGIN, y, say("teo.img.alchemy_rows"), W, fill=S.INK_SOFT)
        for slot, tech in enumerate(state.techs):
            if slot == 3:
                y = _rule(pen, y)
            cy = y + 26
            x = draw.chip(pen, S.MARGIN, cy, "tech", draw.tech_number(tech), size=34)
            x = draw.chip(pen, x, cy, "gold", str(D.TECH_COST[tech]), size=30)
            temple = D.TECH_COLUMN_TEMPLE[slot % 3]
            pen.sprite_centred(G.symbol(temple, 34), x + 17, cy)
            x += 46
            for seat in range(state.n_players):
                if tech in state.players[seat].techs:
                    draw.seat_token(pen, state, seat, x + 18, cy, 36)
                    x += 42
            y = draw.paragraph(pen, S.MARGIN + 8, y + 52, say(f"teo.tech.{tech}"), W - 8, fill=S.INK_SOFT)
        return y
    return block


def _nobles_block(state):
    def block(pen, y):
        for row, values in enumerate(D.NOBLES_ROWS):
            cy = y + 30
            pen.sprite_centred(G.icon("worker", 30), S.MARGIN + 16, cy)
            pen.text(S.MARGIN + 36, cy, ("1", "2", "3+")[row], size=S.TEXT, face="bold", anchor="lm")
            for i, vp in enumerate(values):
                x0 = S.MARGIN + 100 + i * 94
                pen.rect((x0, y + 4, x0 + 86, y + 56), fill=S.CARD, outline=S.CARD_EDGE, width=2, radius=8)
                built = state.nobles[row]
                if i < len(built):
                    draw.seat_token(pen, state, built[i], x0 + 43, cy, 40)
                else:
                    pen.text(x0 + 43, cy, say("teo.img.vp", n=vp), size=S.TEXT, face="cond", anchor="mm")
            y += 62
        left = D.BUILDINGS - state.buildings
        return draw.paragraph(pen, S.MARGIN, y + 4, say("teo.img.nobles_how", n=left), W, fill=S.INK_SOFT)
    return block


def _decorations_block(state):
    def block(pen, y):
        y = draw.paragraph(pen, S.MARGIN, y, say("teo.img.decorations_how"), W, fill=S.INK_SOFT)
        for i, tile in enumerate(state.ddisplay):
            if tile >= 0:
                PY.mini_deco(pen, D.DECORATION_TILES[tile], S.MARGIN + i * 104, y + 6, 48)
        return y + 66
    return block


def _construction_block(state):
    def block(pen, y):
        y = draw.paragraph(pen, S.MARGIN, y, say("teo.img.construction_how"), W, fill=S.INK_SOFT)
        for level, ((stone, wood), vp) in enumerate(zip(D.PYRAMID_LEVEL_COST, D.PYRAMID_LEVEL_VP, strict=False)):
            cy = y + 24
            pen.text(S.MARGIN, cy, say("teo.img.level", n=level + 1), size=S.TEXT, face="cond", anchor="lm")
            x = draw.chip(pen, S.MARGIN + 170, cy, "stone", str(stone), size=30)
            x = draw.chip(pen, x, cy, "wood", str(wood), size=30) if wood else x
            pen.text(S.WIDTH - S.MARGIN, cy, say("teo.img.vp", n=vp), size=S.TEXT, face="cond", anchor="rm")
            y += 48
        x = S.MARGIN
        for tile in state.pdisplay:
            if tile >= 0:
                PY.mini_tile(pen, D.rotated(tile, 0), x, y + 8)
            x += 100
        return y + 8 + 88 + 6
    return block


MAIN_BLOCKS = {D.ALCHEMY: _alchemy_block, D.NOBLES: _nobles_block, D.DECORATIONS: _decorations_block,
               D.CONSTRUCTION: _construction_block}


def render_action_board(state, pos):
    """One action board (by position, 0-7 clockwise from the Palace): its workers, collecting
    cocoa, its worship spaces and their discovery tile, and its main action spelt out."""
    if not 0 <= pos < D.POSITIONS:
        raise ValueError(f"no action board at position {pos}")
    board = state.layout[pos]
    x = _x_for(state, pos)

    def head(pen, y):
        return draw.header(pen, say("teo.img.board_title", n=pos + 1, board=board_name(board, _lang())),
                           say("teo.img.x", n=x) if x is not None else None)

    blocks = [head, _dice_block(state, pos), _rule,
              _para(say("teo.img.collect", n=(x or 0) + 1) if x is not None else say("teo.img.collect_x"), S.INK)]
    if board in D.BOARD_SPACES:
        blocks += [_title(say("teo.img.worship")), _worship_block(state, board)]
    blocks.append(_title(say("teo.img.main", n=x) if x is not None and board != D.PALACE else
                         say("teo.img.main_x") if board != D.PALACE else say("teo.img.no_main")))
    if board in D.GRIDS:
        blocks.append(_grid_block(state, board))
    elif board in MAIN_BLOCKS:
        blocks.append(MAIN_BLOCKS[board](state))
    return Sheet(blocks).render()


# --- a player's sheet ------------------------------------------------------------------------------------

def render_player(state, seat):
    """Everything of one player: goods, workers and where they stand, temples and their next step,
    Avenue and pyramid track, technologies, discovery tiles and masks, the salary at the next
    eclipse, starting tiles, and the VP so far by source."""
    if not 0 <= seat < state.n_players:
        raise ValueError(f"no seat {seat} in a game of {state.n_players}")
    pl = state.players[seat]
    lang = _lang()

    def head(pen, y):
        return draw.header(pen, draw.name(state, seat), say("teo.img.vp", n=S.signed(pl.vp)), S.seat_style(state, seat))

    def goods(pen, y):
        x = S.MARGIN
        for icon, n in (("cocoa", pl.cocoa), ("wood", pl.wood), ("stone", pl.stone), ("gold", pl.gold)):
            x = draw.chip(pen, x, y + 26, icon, str(n))
        return y + 56

    def workers(pen, y):
        for d in range(4):
            cy = y + 30
            if pl.pos[d] < 0:
                continue
            draw.die(pen, S.seat_style(state, seat), pl.power[d], S.MARGIN + 26, cy, locked=pl.lock[d] >= 0)
            where = board_name(state.layout[pl.pos[d]], lang)
            if pl.lock[d] >= 0:
                where = say("teo.img.worshipping", board=where)
            lines = draw.wrap(where, W - 64)
            top = cy - len(lines) * S.LINE / 2
            y = max(draw.paragraph(pen, S.MARGIN + 64, top, where, W - 64, fill=S.INK), y + 60)
        if pl.workers() < 4 and not pl.bot:
            y = draw.paragraph(pen, S.MARGIN, y + 4, say("teo.img.fourth_worker"), W, fill=S.INK_SOFT)
        return y

    def tracks(pen, y):
        for t in D.TEMPLES:
            step = pl.temples[t]
            pen.sprite_centred(G.symbol(t, 34), S.MARGIN + 17, y + S.LINE / 2)
            nxt = say("teo.img.top_reached") if step >= D.TEMPLE_TOP else say(
                "teo.img.next_step", what=reward_text(step_reward(state, t, step + 1), lang))
            y = draw.paragraph(pen, S.MARGIN + 44, y, say("teo.img.step_of", n=step, of=D.TEMPLE_TOP) + " · " + nxt,
                               W - 44)
        for icon, key, n, top in (("avenue", "teo.img.avenue_at", pl.avenue, D.AVENUE_MAX),
                                  ("pyramid", "teo.img.pyramid_at", pl.pyramid, D.PYRAMID_TRACK_MAX)):
            pen.sprite_centred(G.icon(icon, 34), S.MARGIN + 17, y + S.LINE / 2)
            y = draw.paragraph(pen, S.MARGIN + 44, y, say(key, n=n, of=top), W - 44)
        return y

    def techs(pen, y):
        for tech in sorted(pl.techs):
            pen.sprite_centred(G.icon("tech", 32), S.MARGIN + 16, y + S.LINE / 2)
            y = draw.paragraph(pen, S.MARGIN + 44, y, tech_text(tech, lang), W - 44, fill=S.INK_SOFT)
        return y

    def tiles(pen, y):
        for tile in sorted(pl.masks + pl.discs, key=lambda t: (not D.IS_MASK[t], D.DISC_KIND[t])):
            w = draw.disc(pen, D.DISC_KIND[tile], S.MARGIN, y + 26)
            y = max(draw.paragraph(pen, S.MARGIN + w + 12, y + 6, _disc_name(tile), W - w - 12, fill=S.INK_SOFT),
                    y + 58)
        sets = scoring.mask_sets(pl.masks)
        if sets:
            y = draw.paragraph(pen, S.MARGIN, y, say("teo.img.mask_sets", sets=" + ".join(map(str, sets)),
                                                   n=scoring.mask_vp(pl.masks)), W)
        if pl.used:
            y = draw.paragraph(pen, S.MARGIN, y, say("teo.img.used_tiles", n=len(pl.used)), W, fill=S.INK_SOFT)
        return y

    def salary(pen, y):
        if pl.bot:
            return y
        owed = rules.salary_owed(state, pl)
        pen.sprite_centred(G.icon("salary", 32), S.MARGIN + 16, y + S.LINE / 2)
        short = pl.cocoa < owed  # what the eclipse would cost in VP: said in red
        return draw.paragraph(pen, S.MARGIN + 44, y, say("teo.img.salary_next", n=owed), W - 44,
                              fill=S.ALERT if short else S.INK)

    def points(pen, y):
        row = {"sources": {k: v for k, v in pl.points.items()}}
        groups = score_groups(row)
        parts = [say("teo.img.source", name=say(f"teo.score.{g}"), vp=S.signed(groups[g]))
                 for g in groups_in_play([row])]
        return draw.items(pen, S.MARGIN, y, parts, W, fill=S.INK_SOFT) if parts else y

    blocks = [head, goods, workers, _rule, tracks, _rule]
    if pl.techs:
        blocks += [_title(say("teo.img.techs")), techs]
    if pl.masks or pl.discs or pl.used:
        blocks += [_title(say("teo.img.tiles")), tiles]
    if pl.start:
        blocks.append(_para(say("teo.img.start_kept", tiles=", ".join(str(t) for t in pl.start))))
    def bot_next(pen, y):  # Teotibot's action pyramid, as its card on the live board shows it
        for line in live.bot_actions(state):
            y = draw.paragraph(pen, S.MARGIN, y, line, W, fill=S.INK_SOFT)
        return y

    blocks += [_rule, salary]
    if pl.bot and state.bot:
        blocks.append(bot_next)
    if pl.points:
        blocks += [_title(say("teo.img.points_so_far")), points]
    return Sheet(blocks).render()


# --- a seat's secret starting tiles ------------------------------------------------------------------------

def render_start(state, seat):
    """What one seat alone sees while everyone chooses: its 4 starting tiles (boards, gains, the
    discovery tile it may buy) and, once chosen, the two it keeps."""
    view = private_view(state, seat)
    if not view["dealt"]:
        raise ValueError(f"seat {seat} holds no secret starting tiles now")
    lang = _lang()
    kept = set(view["kept"] or [])

    def head(pen, y):
        y = draw.header(pen, draw.name(state, seat), None, S.seat_style(state, seat))
        pen.sprite_centred(G.icon("lock", 34), S.WIDTH - S.MARGIN - 17, S.HEADER / 2 - 1)
        return y

    def intro(pen, y):
        key = "teo.img.start_kept_now" if kept else "teo.img.start_choose"
        return draw.paragraph(pen, S.MARGIN, y, say(f"{key}_solo" if state.solo else key), W, fill=S.INK_SOFT)

    def card(tile):
        def block(pen, y):
            boards, gains = D.START_TILES[tile]
            names = " · ".join(board_name(b, lang) for b in boards)
            disc = view["dealt_disc"].get(str(tile))
            parts = start_gain_parts(pen, gains, disc)
            name_h = draw.paragraph_height(names, W - 76, face="bold")
            height = max(name_h, 48) + 8 + 56 * draw.flow_lines(parts, W - 16)
            if disc is not None:
                extra = say("teo.img.start_disc", tile=_disc_name(disc), cost=goods_text(D.DISC_COST[disc], lang))
                height += draw.paragraph_height(extra, W - 16)
            chosen = tile in kept
            pen.rect((6, y + 4, S.WIDTH - 6, y + height + 20), fill=S.ON_TURN if chosen else S.CARD,
                     outline=S.ON_TURN_EDGE if chosen else S.CARD_EDGE, width=3 if chosen else 1, radius=10)
            pen.rect((S.MARGIN, y + 12, S.MARGIN + 56, y + 56), fill=S.OBSIDIAN, radius=8)
            pen.text(S.MARGIN + 28, y + 34, str(tile), size=S.TEXT, face="bold", fill=S.CREAM, anchor="mm")
            draw.paragraph(pen, S.MARGIN + 70, y + 12, names, W - 76, fill=S.INK, face="bold")
            y2 = draw.flow(pen, S.MARGIN + 8, y + 12 + max(name_h, 48) + 4, W - 16, parts)
            if disc is not None:
                draw.paragraph(pen, S.MARGIN + 8, y2, extra, W - 16, fill=S.INK_SOFT)
            return y + height + 26
        return block

    return Sheet([head, intro] + [card(t) for t in view["dealt"]]).render()


def start_gain_parts(pen, gains, disc, tech=None):
    """A starting tile's gains as flowing chips: goods, temple steps, Avenue, a power-up, the lowest
    technology (by its number when `tech` is given), resources of choice, and the discovery tile it
    lets its keeper buy (face down while it is not known)."""
    parts = []

    def chip(icon, label, temple=None):
        w = 40 + draw.text_width(label, face="bold")

        def show(x, cy):
            pen.sprite_centred(G.symbol(temple, 34) if temple is not None else G.icon(icon, 34), x + 17, cy)
            pen.text(x + 38, cy, label, size=S.TEXT, face="bold", anchor="lm")
        return w, show

    for gain in gains:
        kind = gain[0]
        if kind in ("cocoa", "wood", "stone", "gold"):
            parts.append(chip(kind, str(gain[1])))
        elif kind == "temple":
            parts.append(chip(None, "+1", gain[1]))
        elif kind == "avenue":
            parts.append(chip("avenue", f"+{gain[1]}"))
        elif kind == "power":
            parts.append(chip("up1", f"+{gain[1]}"))
        elif kind == "res":
            parts.append(chip("res", str(gain[1])))
        elif kind == "tech":
            parts.append(chip("tech", draw.tech_number(tech) if tech is not None else say("teo.img.lowest_tech")))
        elif kind == "disc" and disc is not None:
            k = D.DISC_KIND[disc]
            parts.append((draw.disc_width(k), lambda x, cy, k=k: draw.disc(pen, k, x, cy)))
        elif kind == "disc":  # not known yet (the draft's tiles on offer): the tile face down
            parts.append((48, lambda x, cy: pen.sprite_centred(G.icon("used", 48), x + 24, cy)))
    return parts


# --- the final scores -----------------------------------------------------------------------------------

LABEL_W = 250


def render_scores(state):
    """The ranking (place, player, total) and, per player, the VP of each source: the pyramid and
    decorations, the pyramid track, the Avenue, masks, temples, bonus tiles, buildings, technologies,
    actions, Teotibot's goods, the salary lost. Before the end: the scores if the game ended now."""
    rows = final_rows(state)
    groups = groups_in_play(rows, ALWAYS_SHOWN)
    n = len(rows)
    col_w = (S.WIDTH - S.MARGIN - LABEL_W - 8) // n

    def head(pen, y):
        return draw.header(pen, say("teo.img.final" if state.is_over else "teo.img.standing"))

    def ranking(pen, y):
        winners = set(state.final["winners"]) if state.final else {rows[0]["seat"]} if rows else set()
        for r in rows:
            cy = y + 26
            seat = r["seat"]
            win = seat in winners
            pen.rect((6, y + 2, S.WIDTH - 6, y + 52), fill=S.ON_TURN if win else S.CARD,
                     outline=S.ON_TURN_EDGE if win else S.CARD_EDGE, width=2 if win else 1, radius=8)
            pen.text(S.MARGIN + 4, cy, f"{r['place']}.", size=S.TEXT, face="bold", anchor="lm")
            draw.seat_token(pen, state, seat, S.MARGIN + 62, cy, 38)
            total = pen.text(S.WIDTH - S.MARGIN - 4, cy, say("teo.img.vp", n=S.signed(r["total"])), size=S.TEXT,
                             face="bold", anchor="rm")
            draw.text(pen, S.MARGIN + 90, cy, draw.name(state, seat),
                      S.WIDTH - S.MARGIN - 4 - total - 16 - S.MARGIN - 90, anchor="lm", name=True)
            y += 54
        return y + 6

    def table(pen, y):
        for i, r in enumerate(rows):
            draw.seat_token(pen, state, r["seat"], S.MARGIN + LABEL_W + i * col_w + col_w / 2, y + 24, 38)
        y += 52
        for k, g in enumerate(groups + ["total"]):
            lines = draw.wrap(say(f"teo.score.{g}") if g != "total" else say("teo.img.total"), LABEL_W - 8)
            h = max(46, len(lines) * S.LINE + 6)
            fill = S.PANEL if k % 2 else S.CARD
            if g == "total":
                fill = S.ON_TURN
            pen.rect((6, y, S.WIDTH - 6, y + h - 2), fill=fill, outline=S.CARD_EDGE, radius=6)
            for j, line in enumerate(lines):
                draw.text(pen, S.MARGIN, y + 3 + j * S.LINE, line, LABEL_W - 8, face="cond",
                          fill=S.INK if g != "total" else S.INK)
            for i, r in enumerate(rows):
                vp = r["total"] if g == "total" else score_groups(r).get(g, 0)
                pen.text(S.MARGIN + LABEL_W + i * col_w + col_w / 2, y + h / 2, S.signed(vp) if vp else "·",
                         size=S.TEXT, face="bold" if g == "total" else "cond",
                         fill=S.ALERT if vp < 0 else S.INK, anchor="mm")
            y += h
        return y

    def ties(pen, y):
        return draw.paragraph(pen, S.MARGIN, y + 6, say("teo.img.ties_solo" if state.solo else "teo.img.ties"), W,
                              fill=S.INK_SOFT)

    return Sheet([head, ranking, table, ties]).render()
