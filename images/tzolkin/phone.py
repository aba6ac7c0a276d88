"""The board for a phone: two pictures that stay readable in Discord's preview on a screen 360 px
wide, where a picture is drawn about PREVIEW_WIDTH px wide.

- `render_players(state)`: every player's score, corn, wood, stone, gold, skulls, free and total
  workers, temple steps, technology levels, the monuments they built, and with Tribes & Prophecies
  their tribe and what the prophecies paid them; who is on turn. A legend names the technologies
  in the order of the levels shown.
- `render_gears(state)`: each gear as a row of its spaces: the number, what a free space gives
  (an icon, or the points of a skull slot) and whose worker stands on it; then, with Tribes &
  Prophecies, the quick action (its tile, price, spaces and the next one) and the prophecies (the
  calamity in play and its price, how it scores, the ones to come); a legend for the stars.

Every text is drawn at least TEXT_MIN px high on a picture WIDTH px wide, so on the phone it
is TEXT_MIN * PREVIEW_WIDTH / WIDTH px: at least Discord's own 16 px message text.
"""
from __future__ import annotations

from PIL import Image

from tzolkin import data as D
from tzolkin import words  # noqa: F401  (the gears' names)
from tzolkin.state import NEUTRAL

from . import board
from . import style as T
from .labels import say
from ..pen import SizedPen, note_cut, wrap, wrap_items

WIDTH = 600
PREVIEW_WIDTH = 300     # a picture's width in Discord's phone preview on a 360 px screen
DISCORD_TEXT = 16       # Discord's message text, px
TEXT_MIN = 32           # 32 * 300 / 600 = 16
TITLE, TEXT = 36, 32
LINE = 40               # a line of TEXT
MARGIN = 14
HEADER_FILL = T.rgb("#3a2a1b")
ON_TURN = T.rgb("#fff3c4")
CALAMITY = T.rgb("#b3261e")
QUICK = T.rgb("#6d4c8f")

# What a free space gives, as icons (an action number's main reward); spaces past the last
# action offer any action of the gear (a star, explained under the gears).
SPACE_ICONS = {
    D.PALENQUE: {1: ("corn",), 2: ("corn",), 3: ("corn", "wood"), 4: ("corn", "wood"), 5: ("corn", "wood")},
    D.YAXCHILAN: {1: ("wood",), 2: ("stone",), 3: ("gold",), 4: ("skull",), 5: ("stone", "gold")},
    D.TIKAL: {1: ("tech",), 2: ("build",), 3: ("tech",), 4: ("build",), 5: ("temple",)},
    D.UXMAL: {1: ("temple",), 2: ("market",), 3: ("worker",), 4: ("build",), 5: ("any",)},
}
QUICK_ICONS = board.QUICK_ICON


def _style(state, seat):
    return T.seat_style(state, NEUTRAL if seat == NEUTRAL else seat)


def _canvas(height):
    img = Image.new("RGB", (WIDTH, height), T.BG)
    return img, SizedPen(img)


def _finish(img, pen, height):
    img = img.crop((0, 0, WIDTH, int(height)))
    img.info["text_sizes"], img.info["texts"] = sorted(pen.sizes), pen.texts
    return img


def _header(pen, text, right=None):
    pen.rect((0, 0, WIDTH, 54), fill=HEADER_FILL)
    w = pen.text(WIDTH - MARGIN, 27, right, size=TEXT, fill=T.CREAM, anchor="rm") if right else 0
    pen.text(MARGIN, 27, text, size=TITLE, fill=T.CREAM, anchor="lm", max_width=WIDTH - 42 - w)
    return 62


def _paragraph(pen, x, y, text, width, fill=T.INK, face="cond"):
    """Draw `text` wrapped in `width` from (x, y) (tops of lines); returns the y below it."""
    for line in wrap(text, width, TEXT, face):
        if T.font(TEXT, face).getlength(line) > width:
            note_cut(line)  # a word longer than the line: nothing a smaller size may fix here
        pen.text(x, y, line, size=TEXT, face=face, fill=fill, max_width=width)
        y += LINE
    return y


def _items(pen, x, y, items, width, fill=T.INK, separator=" · "):
    """Draw short items joined by `separator`, a line broken only between two items."""
    for text in wrap_items(items, width, TEXT, "cond", separator):
        pen.text(x, y, text, size=TEXT, face="cond", fill=fill, max_width=width)
        y += LINE
    return y


def _food(state):
    coming = state.next_food_day()
    if coming is None or state.is_over:
        return None
    return say("img.phone.food_now") if coming[0] == 0 else say("img.phone.food_in", n=coming[0])


def _monument_label(m):
    return f"M{m}"


def _signed(n):
    return f"{n:+d}".replace("-", "−")


# --- players ----------------------------------------------------------------------------------

ROW_STEP = 43


def card_height(state):
    """A player's card: three rows, a fourth for the tribe and the prophecies' points."""
    return 8 + ROW_STEP * (4 if (state.tribes_dealt or state.prophecies) else 3) + 6


def _player_card(pen, state, seat, y):
    pl = state.players[seat]
    height = card_height(state)
    on_turn = not state.is_over and state.current_player == seat
    pen.rect((6, y, WIDTH - 6, y + height - 6), fill=ON_TURN if on_turn else T.PANEL,
             outline=T.ALERT if on_turn else T.PANEL_EDGE, width=3 if on_turn else 1, radius=10)
    row = [y + 8 + ROW_STEP * (i + 0.5) for i in range(4)]
    pen.token(_style(state, seat), 34, row[0], 38)
    vp = pen.text(WIDTH - 18, row[0], say("img.vp", vp=_signed(pl.vp) if pl.vp < 0 else pl.vp), size=TEXT,
                  anchor="rm")
    x = 60
    if state.first_player == seat:
        pen.icon("first", x + 14, row[0], 30)
        x += 34
    name = T.player_name(state, seat) + (" ▶" if on_turn else "")
    pen.text(x, row[0], name, size=TEXT, anchor="lm", max_width=WIDTH - x - vp - 34)
    goods = [("corn", pl.corn), ("wood", pl.wood), ("stone", pl.stone), ("gold", pl.gold), ("skull", pl.skulls)]
    x = pen.chips(16, row[1], [(name, str(n)) for name, n in goods], size=30, gap=10, text_size=TEXT)
    pen.chips(x + 4, row[1], [("worker", f"{state.free_workers(seat)}/{pl.workers}")], size=30, text_size=TEXT)
    x = 16
    for t in D.TEMPLES:
        pen.icon("temple", x + 14, row[2], 28, T.TEMPLE_DARK[t])
        x += 30 + pen.text(x + 30, row[2], _signed(pl.temples[t]) if pl.temples[t] < 0 else str(pl.temples[t]),
                           size=TEXT, face="cond", anchor="lm") + 10
    pen.icon("tech", x + 14, row[2], 28)
    x += 32 + pen.text(x + 32, row[2], "·".join(str(lv) for lv in pl.techs), size=TEXT, face="cond", anchor="lm")
    if pl.monuments:
        text = " ".join(_monument_label(m) for m in pl.monuments)
        pen.text(WIDTH - 18, row[2], text, size=TEXT, face="cond", fill=T.FAMILY_COLOUR[D.SACRED], anchor="rm",
                 max_width=WIDTH - x - 40)
    if height > card_height_base():
        right = 0
        if state.prophecies:
            right = pen.text(WIDTH - 18, row[3], say("img.prophecies_vp", vp=_signed(pl.prophecy_vp)), size=TEXT,
                             face="cond", fill=T.INK_SOFT, anchor="rm")
        if pl.tribe:
            pen.text(16, row[3], D.TRIBES[pl.tribe][0], size=TEXT, face="bold", fill=QUICK, anchor="lm",
                     max_width=WIDTH - 34 - right - 20)


def card_height_base():
    return 8 + ROW_STEP * 3 + 6


def render_players(state):
    """Every player at a glance; the technologies' legend below."""
    img, pen = _canvas(62 + card_height(state) * state.n_players + 200)
    day = say("img.phone.day", day=min(state.day, D.LAST_DAY), last=D.LAST_DAY)
    _header(pen, day, _food(state) or (say("img.phone.over") if state.is_over else None))
    y = 62
    for seat in range(state.n_players):
        _player_card(pen, state, seat, y)
        y += card_height(state)
    pen.icon("tech", MARGIN + 14, y + 4 + LINE / 2, 28)
    legend = " · ".join(say(f"img.tech_short.{k}") for k in D.TECH_KEYS)  # the order of the levels shown
    y = _paragraph(pen, MARGIN + 34, y + 4, legend, WIDTH - 2 * MARGIN - 34, fill=T.INK_SOFT)
    return _finish(img, pen, y + 6)


# --- gears ------------------------------------------------------------------------------------------

ROW = 112


def _space_gives(pen, gear, pos, cx, cy, cell):
    if pos == 0:
        return
    if gear == D.CHICHEN:
        if pos <= D.LAST_ACTION[gear]:
            pen.text(cx, cy, str(D.SKULL_SLOTS[pos][0]), size=TEXT, face="cond", fill=T.FOOD_POINTS, anchor="mm")
        else:
            pen.icon("any", cx, cy, min(30, cell - 8))
        return
    icons = SPACE_ICONS[gear].get(pos, ("any",))
    size = min(30, (cell - 8) // len(icons))
    for i, name in enumerate(icons):
        pen.icon(name, cx + (i - (len(icons) - 1) / 2) * (size + 2), cy, size)


def _cell(pen, state, x0, y, width, number, occupant, gives=None):
    """A space: its number on top, the worker standing there or what it gives below."""
    cx = x0 + width / 2
    if number is not None:
        pen.text(cx, y + 58, number, size=TEXT, face="cond", fill=T.GEAR_DARK, anchor="mm")
    if occupant is not None:
        pen.token(_style(state, occupant), cx, y + 88 if number is not None else y + 75, min(34, width - 6))
    elif gives:
        gives(cx, y + 88)


def _gear_row(pen, state, gear, y):
    spaces = D.LAST_SPACE[gear] + 1
    cell = (WIDTH - 12) // spaces
    pen.text(12, y + 4, say(f"gear.{gear}"), size=TEXT, fill=T.GEAR_DARK)
    row = state.gears[gear]
    for pos in range(spaces):
        x0 = 6 + pos * cell
        colour = T.CUP if pos <= D.LAST_ACTION[gear] else T.rgb("#f3e2a8")
        pen.rect((x0 + 2, y + 42, x0 + cell - 2, y + ROW - 4), fill=colour, outline=T.GEAR_BODY, width=2, radius=6)
        _cell(pen, state, x0, y, cell, str(pos), row[pos],
              lambda cx, cy, pos=pos: _space_gives(pen, gear, pos, cx, cy, cell))
    return y + ROW


def _quick(pen, state, y):
    """The quick action on the board: its tile and price, its three spaces, the next tile."""
    width = WIDTH - 2 * MARGIN
    pen.line([(MARGIN, y + 4), (WIDTH - MARGIN, y + 4)], fill=T.PANEL_EDGE, width=2)
    y = _paragraph(pen, MARGIN, y + 12, say("img.phone.quick", quick=say(f"quick.{state.quick_tile}")), width,
                   fill=QUICK, face="bold")
    cell = 74
    for i, occupant in enumerate(state.quick_spaces):
        x0 = MARGIN + i * cell
        pen.rect((x0 + 2, y + 4, x0 + cell - 4, y + 66), fill=T.CUP, outline=QUICK, width=2, radius=6)
        if occupant is not None:
            pen.token(_style(state, occupant), x0 + cell / 2 - 1, y + 35, 40)
        else:
            pen.icon(QUICK_ICONS[state.quick_tile], x0 + cell / 2 - 1, y + 35, 30)
    x = MARGIN + 3 * cell + 10
    text_y = _paragraph(pen, x, y + 2, say("img.phone.quick_price"), WIDTH - MARGIN - x, fill=T.INK_SOFT)
    y = max(y + 74, text_y)
    return _paragraph(pen, MARGIN, y, board.quick_next_text(state), width, fill=T.INK_SOFT)


def _prophecies(pen, state, y):
    """The calamity in play and its price, how it scores, then the prophecies to come."""
    width = WIDTH - 2 * MARGIN
    pen.line([(MARGIN, y + 4), (WIDTH - MARGIN, y + 4)], fill=T.PANEL_EDGE, width=2)
    y += 12
    heading = False
    for i, key in enumerate(state.prophecies):
        status = board.prophecy_status(state, i)
        name = say(f"prophecy.{key}.name")
        if status == "coming" and not heading:  # "Prophecies to come, from food day:" then "2. Hunger"
            y = _paragraph(pen, MARGIN, y, say("img.phone.prophecies_coming"), width, fill=T.INK_SOFT)
            heading = True
        if status == "active":
            y = _paragraph(pen, MARGIN, y, name, width, fill=CALAMITY, face="bold")  # red: the calamity now
            y = _paragraph(pen, MARGIN, y, say(f"prophecy.{key}.calamity"), width)
            y = _paragraph(pen, MARGIN, y, say("img.phone.scores", n=i + 2, metric=say(f"prophecy.{key}.metric")),
                           width, fill=T.INK_SOFT)
            bands = [say("img.phone.band", v=str(v).replace("-", "−"), vp=vp)
                     for v, vp in zip(D.PROPHECIES[key][3], ("−5", "0", "+6"), strict=False)]
            bands.append(say("img.prophecy_more"))
            y = _items(pen, MARGIN, y, bands, width, fill=T.INK_SOFT)
        elif status == "coming":
            y = _paragraph(pen, MARGIN, y, f"{i + 1}. {name}", width, fill=T.INK_SOFT)
    return y


def render_gears(state):
    """The five gears, a row of spaces each: number, what it gives, who stands there (on Chichen
    Itza, in teal, the points of each skull slot); with Tribes & Prophecies the quick action and
    the prophecies; the stars' legend."""
    img, pen = _canvas(62 + ROW * len(D.GEARS) + 1200)
    _header(pen, say("img.phone.gears"), say("img.phone.calendar_corn", n=state.calendar_corn))
    y = 62
    for gear in D.GEARS:
        y = _gear_row(pen, state, gear, y)
    if state.quick_tiles:
        y = _quick(pen, state, y + 4)
    if state.prophecies and any(board.prophecy_status(state, i) != "over" for i in range(len(state.prophecies))):
        y = _prophecies(pen, state, y + 4)
    pen.icon("any", MARGIN + 14, y + 8 + LINE / 2, 30)
    y = _paragraph(pen, MARGIN + 34, y + 8, say("img.phone.any_legend"), WIDTH - 2 * MARGIN - 34, fill=T.INK_SOFT)
    return _finish(img, pen, y + 6)


def phone_scale():
    """How much smaller than drawn a picture looks in the phone preview."""
    return PREVIEW_WIDTH / WIDTH
