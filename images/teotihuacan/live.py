"""The live board for phones: three pictures 600 px wide whose every text is 32 px or more, so it
shows at 16 px or more in Discord's preview on a screen 360 px wide.

- `render_boards(state)`: the 8 action boards in play order (clockwise from the Palace), each with
  its workers (dice with their power; a lock on those worshipping), the discovery tile by its
  worship space, and who is on turn (the header, and a ring round their dice).
- `render_tracks(state)`: the calendar (sun, moon, eclipses, the one coming), the season, every
  player's place on the three temples, the Avenue of the Dead and the pyramid track, what the next
  eclipse pays and the temples' bonus tiles.
- `render_players(state)`: every player's VP, cocoa, wood, stone, gold, workers and their power,
  technologies (the numbers their tiles carry) and discovery tiles (masks among them); Teotibot's
  next actions; under the cards each technology held by its number and its short name.
"""
from teotihuacan import data as D
from teotihuacan.describe import board_name, bonus_text, season_text, tech_text  # noqa: F401

from images.labels import say

from . import draw
from . import glyphs as G
from . import style as S

ROW_LINE = 58          # a line of dice on a board's row
NAME_X = 62            # a board's name, after its position number
NAME_W = 212           # "Construction", the longest name in one word, fits
DICE_X = NAME_X + NAME_W + 8
DISC_W = 80            # the discovery tile at the right end of a worship board's row


# --- who is on turn -------------------------------------------------------------------------------

def on_turn(state):
    """The seat deciding now, or None (the game is over, or every seat chooses in secret)."""
    if state.is_over or not state.stack or state.stack[-1]["k"] == "pick":
        return None
    return state.current_player


def status(state):
    """(title, seat whose token goes before it) of the header: who is on turn and at what; a title
    naming the player is a function of the name."""
    if state.is_over:
        return say("teo.img.game_over"), None
    top = state.stack[-1]["k"] if state.stack else None
    if top == "pick":
        return say("teo.img.choosing"), None
    seat = state.current_player
    key = {"draft": "teo.img.drafting", "leave": "teo.img.drafting", "buy": "teo.img.drafting",
           "salary": "teo.img.salary_of"}.get(top, "teo.img.to_play")
    return (lambda name: say(key, name=name)), seat


def status_header(pen, state, right=None):
    title, seat = status(state)
    if seat is None:
        return draw.header(pen, title, right)
    return draw.header(pen, title, right, S.seat_style(state, seat), name=draw.name(state, seat))


# --- the action boards -------------------------------------------------------------------------------

def board_dice(state, pos):
    """The dice on the board at `pos`, in play order: [(style, power or None, seat, locked)];
    the free ones first, then those locked on its worship spaces, then the neutral dice."""
    free, locked = [], []
    for seat in state.order or range(state.n_players):
        pl = state.players[seat]
        for d in sorted(range(4), key=lambda d: (-pl.power[d], d)):
            if pl.pos[d] == pos:
                (locked if pl.lock[d] >= 0 else free).append((S.seat_style(state, seat), pl.power[d], seat,
                                                              pl.lock[d] >= 0))
    neutral = [(S.die_style(D.NEUTRAL_COLOURS[i]), None, None, False)
               for i, dice in enumerate(state.neutral) for p in dice if p == pos]
    return free + locked + neutral


def worship_disc(state, board):
    """The discovery tile kind by a board's worship space, or None (no space, or none left)."""
    spaces = D.BOARD_SPACES.get(board)
    if not spaces:
        return None
    tile = state.wdisc[D.WORSHIP_DISC_SLOT[spaces[0]]]
    return D.DISC_KIND[tile] if tile >= 0 else None


def _board_row(state, pos, y, pen, current):
    """One board's row from y: number, name, dice, discovery tile; returns its height (drawn when
    `pen` is given)."""
    board = state.layout[pos]
    dice = board_dice(state, pos)
    name_lines = draw.wrap(board_name_text(board), NAME_W, face="cond")
    room = S.WIDTH - S.MARGIN - DICE_X - (DISC_W if D.BOARD_SPACES.get(board) else 0)
    per_line = max(1, int((room + 4) // (S.DIE + 6)))
    dice_lines = max(1, -(-len(dice) // per_line))
    height = max(len(name_lines) * S.LINE + 16, dice_lines * ROW_LINE + 4)
    if pen is None:
        return height
    pen.rect((6, y, S.WIDTH - 6, y + height - 4), fill=S.CARD if pos % 2 == 0 else S.PANEL, outline=S.CARD_EDGE,
             radius=8)
    mid = y + (height - 4) / 2
    pen.circle(32, y + 28, 21, fill=S.OBSIDIAN)
    pen.text(32, y + 29, str(pos + 1), size=S.TEXT, face="bold", fill=S.CREAM, anchor="mm")
    top = mid - len(name_lines) * S.LINE / 2
    for i, line in enumerate(name_lines):
        draw.text(pen, NAME_X, top + i * S.LINE + S.LINE / 2, line, NAME_W, face="cond", anchor="lm")
    for i, (style, power, seat, locked) in enumerate(dice):
        line, col = divmod(i, per_line)
        cx = DICE_X + S.DIE / 2 + col * (S.DIE + 6)
        cy = y + 2 + ROW_LINE / 2 + line * ROW_LINE
        draw.die(pen, style, power, cx, cy, ring=S.OBSIDIAN if seat is not None and seat == current else None,
                 locked=locked)
    kind = worship_disc(state, board)
    if kind:
        draw.disc(pen, kind, S.WIDTH - S.MARGIN - draw.disc_width(kind), mid)
    return height


def board_name_text(board):
    return say(f"teo.board.{D.BOARD_KEYS[board]}")


def render_boards(state):
    """The action boards in play order, with every worker and who is on turn."""
    current = on_turn(state)
    heights = [_board_row(state, pos, 0, None, current) for pos in range(D.POSITIONS)]
    legend = say("teo.img.boards_legend")
    legend_h = draw.paragraph_height(legend, S.WIDTH - 2 * S.MARGIN - 34, face="cond")
    img, pen = draw.canvas(S.HEADER + 8 + sum(heights) + legend_h + 24)
    y = status_header(pen, state)
    for pos in range(D.POSITIONS):
        _board_row(state, pos, y, pen, current)
        y += heights[pos]
    pen.sprite_centred(G.icon("lock", 26), S.MARGIN + 13, y + 6 + S.LINE / 2)
    y = draw.paragraph(pen, S.MARGIN + 34, y + 6, legend, S.WIDTH - 2 * S.MARGIN - 34, fill=S.INK_SOFT)
    return draw.finish(img, y + 8)


# --- the tracks ---------------------------------------------------------------------------------------

CAL_CELL = 44
TRACK_COLUMNS = ("blue", "red", "green", "avenue", "pyramid")
TRACK_TOP = {"blue": D.TEMPLE_TOP, "red": D.TEMPLE_TOP, "green": D.TEMPLE_TOP, "avenue": D.AVENUE_MAX,
             "pyramid": D.PYRAMID_TRACK_MAX}
PLAYER_COL = 76
COL_W = (S.WIDTH - 2 * S.MARGIN - PLAYER_COL) // 5
TABLE_ROW = 54


def _calendar(pen, state, y):
    """The calendar's spaces from 0 to the moon's first place: the sun, the moon, and past the moon
    the spaces it has already left."""
    first_moon = D.MOON_START[max(2, len(state.order or range(state.n_players)))]
    cells = first_moon + 1
    cell = min(CAL_CELL, (S.WIDTH - 2 * S.MARGIN) // cells)
    x0 = (S.WIDTH - cells * cell) / 2
    for i in range(cells):
        fill = S.STONE_SLOT if i <= state.moon else S.PANEL_EDGE
        pen.rect((x0 + i * cell + 2, y, x0 + (i + 1) * cell - 2, y + cell), fill=fill, outline=S.CARD_EDGE, radius=6)
    pen.sprite_centred(G.icon("moon", cell - 6), x0 + state.moon * cell + cell / 2, y + cell / 2)
    if state.sun != state.moon:
        pen.sprite_centred(G.icon("sun", cell - 4), x0 + state.sun * cell + cell / 2, y + cell / 2)
    else:
        pen.sprite_centred(G.icon("eclipse", cell - 4), x0 + state.sun * cell + cell / 2, y + cell / 2)
    return y + cell + 6


def calendar_status(state):
    """What the calendar says now: the eclipse coming (and whether it ends the game), or how far
    the sun still has to go."""
    if state.is_over:
        return say("teo.img.game_over"), S.INK_SOFT
    if state.stack and state.stack[-1]["k"] == "salary":
        return say("teo.img.eclipse_scored", n=state.eclipses + 1), S.ALERT
    if state.eclipse_left is not None:
        last = state.final_eclipse or state.eclipses == D.ECLIPSES - 1
        key = "teo.img.last_eclipse_in" if last else "teo.img.eclipse_in"
        return say(key, n=max(0, state.eclipse_left - 1)), S.ALERT
    return say("teo.img.sun_moon", n=state.moon - state.sun), S.INK_SOFT


def _track_table(pen, state, y):
    """Players down, tracks across: each place written, with a bar of how far up the track it is."""
    x = S.MARGIN + PLAYER_COL
    icons = [G.symbol(0, 38), G.symbol(1, 38), G.symbol(2, 38), G.icon("avenue", 38), G.icon("pyramid", 38)]
    for i, sprite in enumerate(icons):
        pen.sprite_centred(sprite, x + i * COL_W + COL_W / 2, y + 22)
    y += 46
    for seat in state.order or range(state.n_players):
        pl = state.players[seat]
        pen.rect((6, y, S.WIDTH - 6, y + TABLE_ROW - 4), fill=S.CARD, outline=S.CARD_EDGE, radius=8)
        cy = y + (TABLE_ROW - 4) / 2
        draw.seat_token(pen, state, seat, S.MARGIN + 24, cy, 38)
        pen.text(S.MARGIN + 50, cy, str(pl.token), size=S.TEXT, face="cond", fill=S.INK_SOFT, anchor="lm")
        values = pl.temples + [pl.avenue, pl.pyramid]
        for i, (col, value) in enumerate(zip(TRACK_COLUMNS, values, strict=False)):
            cx0 = x + i * COL_W
            share = value / TRACK_TOP[col]
            bar = S.TEMPLE_TINT[i] if i < 3 else S.STONE_SLOT
            pen.rect((cx0 + 6, cy + 16, cx0 + 6 + (COL_W - 12) * share, cy + 20), fill=S.TEMPLE_FILL[i] if i < 3 else
                     (S.AVENUE if col == "avenue" else S.PYRAMID_DARK))
            pen.rect((cx0 + 6 + (COL_W - 12) * share, cy + 16, cx0 + COL_W - 6, cy + 20), fill=bar)
            reached = i < 3 and value >= D.TEMPLE_BONUS_STEP
            label = str(value)
            w = pen.text(cx0 + COL_W / 2, cy - 3, label, size=S.TEXT, face="bold", fill=S.INK, anchor="mm")
            if reached:  # the bonus tile reached: a star beside the step
                pen.sprite_centred(G.icon("vp", 22), cx0 + COL_W / 2 + w / 2 + 12, cy - 12)
        y += TABLE_ROW
    return y


def eclipse_rates(state):
    """(eclipse number, VP an Avenue step, VP a pyramid-track step) of the next eclipse."""
    n = min(state.eclipses, D.ECLIPSES - 1)
    rate = (D.PYRAMID_RATE_SEASON6 if state.season == 6 else D.PYRAMID_RATE)[n]
    return n + 1, D.BUILDING_ROW[state.buildings], rate


def _rates_row(pen, state, y):
    """Under the table: what a step of the Avenue and of the pyramid track pays at the next eclipse."""
    n, avenue, pyramid = eclipse_rates(state)
    x = S.MARGIN + PLAYER_COL + 3 * COL_W
    cy = y + S.LINE / 2
    draw.text(pen, S.WIDTH - S.MARGIN - 2 * COL_W - 6, cy, say("teo.img.eclipse_step", n=n), x - S.MARGIN - 6,
              face="cond", fill=S.INK_SOFT, anchor="rm")
    for i, vp in enumerate((avenue, pyramid)):
        pen.text(x + i * COL_W + COL_W / 2, cy, say("teo.img.vp", n=vp), size=S.TEXT, face="cond", fill=S.INK,
                 anchor="mm")
    # and the pyramid track's leaders, and the masks: on a line of their own when both do not fit
    chips = (("pyramid", say("teo.img.leader", n=D.PYRAMID_LEADER_VP)), ("mask", say("teo.img.masks_score")))
    parts = [(draw.chip_width(label, face="cond"),
              lambda x, cy, icon=icon, label=label: draw.chip(pen, x, cy, icon, label, fill=S.INK_SOFT, face="cond"))
             for icon, label in chips]
    return draw.flow(pen, S.MARGIN, y + S.LINE, S.WIDTH - 2 * S.MARGIN, parts, line_height=S.LINE, gap=10)


def render_tracks(state):
    """Calendar, season, temples, Avenue and pyramid track, what the eclipse pays, the bonus tiles."""
    width = S.WIDTH - 2 * S.MARGIN
    img, pen = draw.canvas(2000)
    y = draw.header(pen, say("teo.img.eclipse_n", n=min(state.eclipses + 1, D.ECLIPSES), of=D.ECLIPSES))
    done = min(state.eclipses + (1 if state.is_over else 0), D.ECLIPSES)
    for i in range(D.ECLIPSES):  # the eclipses scored so far, darkened
        pen.sprite_centred(G.icon("eclipse" if i < done else "moon", 40), S.WIDTH - S.MARGIN - 20 - 46 * (2 - i),
                           S.HEADER / 2 - 1)
    y = _calendar(pen, state, y + 2)
    line, colour = calendar_status(state)
    y = draw.paragraph(pen, S.MARGIN, y, line, width, fill=colour, face="cond")
    if state.season:
        y = draw.paragraph(pen, S.MARGIN, y, season_text(state.season, _lang()), width, fill=S.TECH, face="cond")
    y = _track_table(pen, state, y + 4)
    if not state.is_over:
        y = _rates_row(pen, state, y + 2)
    y = draw.paragraph(pen, S.MARGIN, y + 6, say("teo.img.bonus_tiles"), width, face="bold")
    for t in D.TEMPLES:
        pen.sprite_centred(G.symbol(t, 32), S.MARGIN + 16, y + S.LINE / 2)
        y = draw.paragraph(pen, S.MARGIN + 40, y, bonus_text(state.bonus[t], _lang()), width - 40, fill=S.INK_SOFT)
    return draw.finish(img, y + 8)


def _lang():
    from images.labels import language
    return language()


# --- the players --------------------------------------------------------------------------------------

TILE = 48


def player_parts(pen, state, seat):
    """The flowing parts of a player's card: dice (their power), technologies, discovery tiles."""
    pl = state.players[seat]
    parts = []
    for d in sorted(range(4), key=lambda d: (pl.pos[d] < 0, d)):
        if pl.pos[d] >= 0:
            parts.append((S.DIE, lambda x, cy, d=d: draw.die(pen, S.seat_style(state, seat), pl.power[d], x + S.DIE / 2,
                                                               cy, locked=pl.lock[d] >= 0)))
    if pl.techs:
        label = " ".join(draw.tech_number(t) for t in sorted(pl.techs))
        w = 38 + draw.text_width(label, face="cond")
        parts.append((w, lambda x, cy: (pen.sprite_centred(G.icon("tech", 34), x + 17, cy),
                                        pen.text(x + 38, cy, label, size=S.TEXT, face="cond", fill=S.TECH,
                                                 anchor="lm"))))
    for tile in sorted(pl.discs + pl.masks, key=lambda t: (not D.IS_MASK[t], D.DISC_KIND[t])):
        kind = D.DISC_KIND[tile]
        parts.append((draw.disc_width(kind, TILE), lambda x, cy, k=kind: draw.disc(pen, k, x, cy, TILE)))
    return parts


def _player_card(pen, state, seat, y, current):
    pl = state.players[seat]
    width = S.WIDTH - 2 * S.MARGIN
    parts = player_parts(pen, state, seat)
    lines = draw.flow_lines(parts, width - 8)
    bot_lines = bot_actions(state) if pl.bot else []
    height = 8 + 48 + 48 + lines * 56 + len(bot_lines) * S.LINE + (8 if bot_lines else 0) + 8
    if pen is None:
        return height
    here = seat == current
    pen.rect((6, y, S.WIDTH - 6, y + height - 6), fill=S.ON_TURN if here else S.CARD,
             outline=S.ON_TURN_EDGE if here else S.CARD_EDGE, width=3 if here else 1, radius=10)
    cy = y + 8 + 24
    draw.seat_token(pen, state, seat, S.MARGIN + 22, cy, 40)
    vp = pen.text(S.WIDTH - S.MARGIN - 6, cy, say("teo.img.vp", n=S.signed(pl.vp)), size=S.TEXT, face="bold",
                  anchor="rm")
    order = pen.text(S.MARGIN + 50, cy, f"{pl.token}.", size=S.TEXT, face="cond", fill=S.INK_SOFT, anchor="lm")
    x = S.MARGIN + 50 + order + 8
    draw.with_name(pen, x, cy, lambda name: name + (" ▶" if here else ""), draw.name(state, seat),
                   S.WIDTH - S.MARGIN - 6 - vp - 16 - x, anchor="lm")
    cy += 48
    x = S.MARGIN + 2
    for icon, n in (("cocoa", pl.cocoa), ("wood", pl.wood), ("stone", pl.stone), ("gold", pl.gold)):
        x = draw.chip(pen, x, cy, icon, str(n))
    if pl.used:  # discovery tiles used (they still count for a bonus tile)
        x = draw.chip(pen, x, cy, "used", say("teo.img.used", n=len(pl.used)), fill=S.INK_SOFT, face="cond")
    y2 = draw.flow(pen, S.MARGIN + 2, cy + 24 - 2, width - 8, parts)
    for line in bot_lines:
        draw.text(pen, S.MARGIN + 4, y2 + 4, line, width - 8, face="cond", fill=S.INK_SOFT)
        y2 += S.LINE
    return height


def bot_actions(state):
    """Teotibot's action pyramid as lines: the dice sums that pick each tile, and the tile."""
    bot = state.bot
    if not bot:
        return []
    sums = {}
    for total, slot in D.BOT_DICE_SLOT.items():
        sums.setdefault(slot, []).append(total)
    parts = []
    for slot in (0, 1, 2, 3, 5):
        lo, hi = min(sums[slot]), max(sums[slot])
        parts.append(say("teo.img.bot_slot", lo=lo, hi=hi, tile=say(f"teo.img.bot.{bot['slots'][slot]}")))
    width = S.WIDTH - 2 * S.MARGIN - 8
    return draw.wrap(say("teo.img.bot_next"), width) + draw.wrap_items(parts, width)


def techs_held(state):
    """The technologies some player holds, in the order of their numbers."""
    return sorted({tech for pl in state.players for tech in pl.techs})


def render_players(state, legend=True):
    """Every player's card in play order (the player on turn outlined), Teotibot's next actions;
    under them the technologies held, each named (the cards show their numbers). The whole board
    leaves that `legend` out: it names every technology in play beside the Alchemy tiles."""
    current = on_turn(state)
    seats = list(state.order or range(state.n_players))
    heights = [_player_card(None, state, seat, 0, current) for seat in seats]
    techs = techs_held(state) if legend else []
    legend_h = draw.techs_legend(None, techs, 0) + (6 if techs else 0)
    img, pen = draw.canvas(S.HEADER + 8 + sum(heights) + legend_h + 8)
    y = draw.header(pen, say("teo.img.players"),
                    say("teo.img.round", n=state.rounds + 1) if not state.is_over else None)
    for seat, h in zip(seats, heights, strict=True):
        _player_card(pen, state, seat, y, current)
        y += h
    if techs:
        y = draw.techs_legend(pen, techs, y + 2) + 4
    return draw.finish(img, y + 4)


def render_live(state):
    """The three pictures of the live board."""
    return [render_boards(state), render_tracks(state), render_players(state)]
