"""The board for a phone: two landscape pictures that stay readable in Discord's preview on a
screen 360 px wide, where a picture is drawn about PREVIEW_WIDTH px wide.

- `render_players(state)`: every player's score, corn, wood, stone, gold, skulls, free and total
  workers, temple steps, technologies, and the monuments they built; who is on turn.
- `render_gears(state)`: each gear as a row of its spaces: the number, what a free space gives
  (an icon, or the points of a skull slot) and whose worker stands on it.

Every text is drawn at least TEXT_MIN px high on a picture WIDTH px wide, so on the phone it
is TEXT_MIN * PREVIEW_WIDTH / WIDTH px: at least Discord's own 16 px message text.
"""
from __future__ import annotations

from PIL import Image

from tzolkin import data as D
from tzolkin import words  # noqa: F401  (the gears' names)
from tzolkin.state import NEUTRAL

from . import theme as T
from .labels import say
from .pen import Pen, fit

WIDTH = 600
PREVIEW_WIDTH = 300     # a picture's width in Discord's phone preview on a 360 px screen
DISCORD_TEXT = 16       # Discord's message text, px
TEXT_MIN = 32           # 32 * 300 / 600 = 16
TITLE, TEXT = 36, 32
HEADER_FILL = T.rgb("#3a2a1b")
ON_TURN = T.rgb("#fff3c4")

# What a free space gives, as icons (an action number's main reward); spaces past the last
# action offer any action of the gear.
SPACE_ICONS = {
    D.PALENQUE: {1: ("corn",), 2: ("corn",), 3: ("corn", "wood"), 4: ("corn", "wood"), 5: ("corn", "wood")},
    D.YAXCHILAN: {1: ("wood",), 2: ("stone",), 3: ("gold",), 4: ("skull",), 5: ("stone", "gold")},
    D.TIKAL: {1: ("tech",), 2: ("build",), 3: ("tech",), 4: ("build",), 5: ("temple",)},
    D.UXMAL: {1: ("temple",), 2: ("market",), 3: ("worker",), 4: ("build",), 5: ("any",)},
}


class SizedPen(Pen):
    """A pen that remembers every text it drew and its size, so the layout can be measured."""

    def __init__(self, img):
        super().__init__(img)
        self.sizes = set()
        self.texts = []

    def text(self, x, y, s, size=20, face="bold", fill=T.INK, anchor="la", max_width=None):
        if s:
            self.sizes.add(size)
            self.texts.append(s)
        return super().text(x, y, s, size=size, face=face, fill=fill, anchor=anchor, max_width=max_width)


def _style(state, seat):
    return T.seat_style(state, NEUTRAL if seat == NEUTRAL else seat)


def _canvas(height):
    img = Image.new("RGB", (WIDTH, height), T.BG)
    return img, SizedPen(img)


def _header(pen, text, right=None):
    pen.rect((0, 0, WIDTH, 54), fill=HEADER_FILL)
    w = pen.text(WIDTH - 14, 27, right, size=TEXT, fill=T.CREAM, anchor="rm") if right else 0
    pen.text(14, 27, text, size=TITLE, fill=T.CREAM, anchor="lm", max_width=WIDTH - 42 - w)
    return 62


def _food(state):
    coming = state.next_food_day()
    if coming is None or state.is_over:
        return None
    return say("img.phone.food_now") if coming[0] == 0 else say("img.phone.food_in", n=coming[0])


def _monument_label(m):
    return f"M{m}"


# --- players ----------------------------------------------------------------------------------

CARD = 150


def _player_card(pen, state, seat, y):
    pl = state.players[seat]
    on_turn = not state.is_over and state.current_player == seat
    pen.rect((6, y, WIDTH - 6, y + CARD - 6), fill=ON_TURN if on_turn else T.PANEL,
             outline=T.ALERT if on_turn else T.PANEL_EDGE, width=3 if on_turn else 1, radius=10)
    pen.token(_style(state, seat), 34, y + 26, 38)
    vp = pen.text(WIDTH - 18, y + 26, say("img.vp", vp=pl.vp), size=TEXT, anchor="rm")
    x = 60
    if state.first_player == seat:
        pen.icon("first", x + 14, y + 26, 30)
        x += 34
    name = T.player_name(state, seat) + (" ▶" if on_turn else "")
    pen.text(x, y + 26, name, size=TEXT, anchor="lm", max_width=WIDTH - x - vp - 34)
    goods = [("corn", pl.corn), ("wood", pl.wood), ("stone", pl.stone), ("gold", pl.gold), ("skull", pl.skulls)]
    x = pen.chips(16, y + 71, [(name, str(n)) for name, n in goods], size=30, gap=10, text_size=TEXT)
    pen.chips(x + 4, y + 71, [("worker", f"{state.free_workers(seat)}/{pl.workers}")], size=30, text_size=TEXT)
    x = 16
    for t in D.TEMPLES:
        pen.icon("temple", x + 14, y + 116, 28, T.TEMPLE_DARK[t])
        x += 30 + pen.text(x + 30, y + 116, str(pl.temples[t]), size=TEXT, face="cond", anchor="lm") + 10
    pen.icon("tech", x + 14, y + 116, 28)
    x += 32 + pen.text(x + 32, y + 116, "".join(str(lv) for lv in pl.techs), size=TEXT, face="cond", anchor="lm")
    if pl.monuments:
        text = fit(" ".join(_monument_label(m) for m in pl.monuments), T.font(TEXT, "cond"), WIDTH - x - 40)
        pen.text(WIDTH - 18, y + 116, text, size=TEXT, face="cond", fill=T.FAMILY_COLOUR[D.SACRED], anchor="rm")


def render_players(state):
    """Every player at a glance (landscape-ish: WIDTH wide, at most about as tall)."""
    img, pen = _canvas(62 + CARD * state.n_players + 4)
    day = say("img.phone.day", day=min(state.day, D.LAST_DAY), last=D.LAST_DAY)
    _header(pen, day, _food(state) or (say("img.phone.over") if state.is_over else None))
    for seat in range(state.n_players):
        _player_card(pen, state, seat, 62 + CARD * seat)
    img.info["text_sizes"], img.info["texts"] = sorted(pen.sizes), pen.texts
    return img


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


def _gear_row(pen, state, gear, y):
    spaces = D.LAST_SPACE[gear] + 1
    cell = (WIDTH - 12) // spaces
    pen.text(12, y + 4, say(f"gear.{gear}"), size=TEXT, fill=T.GEAR_DARK)
    row = state.gears[gear]
    for pos in range(spaces):
        x0 = 6 + pos * cell
        cx = x0 + cell / 2
        colour = T.CUP if pos <= D.LAST_ACTION[gear] else T.rgb("#f3e2a8")
        pen.rect((x0 + 2, y + 42, x0 + cell - 2, y + ROW - 4), fill=colour, outline=T.GEAR_BODY, width=2, radius=6)
        pen.text(cx, y + 58, str(pos), size=TEXT, face="cond", fill=T.GEAR_DARK, anchor="mm")
        if row[pos] is not None:
            pen.token(_style(state, row[pos]), cx, y + 88, min(34, cell - 6))
        else:
            _space_gives(pen, gear, pos, cx, y + 88, cell)


def render_gears(state):
    """The five gears, a row of spaces each: number, what it gives, who stands there (on Chichen
    Itza, in teal, the points of each skull slot)."""
    img, pen = _canvas(62 + ROW * len(D.GEARS) + 6)
    _header(pen, say("img.phone.gears"), say("img.phone.corn_on_start", n=state.calendar_corn))
    for i, gear in enumerate(D.GEARS):
        _gear_row(pen, state, gear, 62 + ROW * i)
    img.info["text_sizes"], img.info["texts"] = sorted(pen.sizes), pen.texts
    return img


def phone_scale():
    """How much smaller than drawn a picture looks in the phone preview."""
    return PREVIEW_WIDTH / WIDTH
