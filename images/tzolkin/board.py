"""The whole board in one picture, 1000 px wide, for Discord's channel preview.

Layer order, top to bottom of the picture: header (calendar text, players), the five gears
with the calendar dial and the first-player space, temples and technologies, buildings,
monuments. Every coordinate is in the LAYOUT table or derived from it here.
"""
import math
from functools import cache

from PIL import Image

from tzolkin import data as D
from tzolkin import words  # noqa: F401  (the names of prophecies and quick actions)
from tzolkin.state import NEUTRAL

from . import art
from . import style as T
from ..compose import Composer, Element
from .geometry import GearGeom
from .labels import say, speaking
from ..pen import Pen, note_cut, wrap

W = 1000
LAYOUT = {
    "header": (0, 0, W, 104),
    "header_text": (0, 0, 560, 104),
    "legend": (560, 0, W, 104),
    "header_text_5": (0, 0, 466, 104),  # five players: a wider legend in two columns
    "legend_5": (466, 0, W, 104),
    "gears": {
        D.PALENQUE: (167, 268), D.YAXCHILAN: (500, 268), D.TIKAL: (833, 268),
        D.UXMAL: (167, 622), D.CHICHEN: (801, 618),
    },
    "jungle": (14, 400, 420, 442),
    "dial": (472, 560),            # centre of the calendar dial
    "dial_r": 112,
    "first_space": (340, 708, 604, 790),
    "temples": (14, 800, 532, 1140),
    "techs": (544, 800, 986, 1140),
    "buildings_label": (14, 1148, 986, 1176),
    "buildings": (14, 1178, 986, 1316),
    "monuments_label": (14, 1322, 986, 1350),
    "monuments": (14, 1352, 986, 1490),
    "size": (W, 1500),
    # Tribes & Prophecies: a band below the monuments, only in games with quick actions or prophecies
    "expansion_label": (14, 1500, 986, 1528),
    "quick": (14, 1530, 356, 1700),
    "prophecies": (366, 1530, 986, 1700),
    "size_expansion": (W, 1710),
}
TILE_GAP = 4
STEP_H = 33
TEMPLE_BAND = 30
TECH_HEAD = 30


def gear_geom(gear):
    cx, cy = LAYOUT["gears"][gear]
    return GearGeom(gear, cx, cy)


def cup_box(geom, pos):
    """The square around a cup; its element covers only the inscribed disc."""
    x, y = geom.cup_centre(pos)
    r = geom.cup - 1
    x0, y0 = int(round(x - r)), int(round(y - r))
    return (x0, y0, x0 + 2 * int(r) + 1, y0 + 2 * int(r) + 1)


def badge_box(geom, pos):
    x, y = geom.badge_centre(pos)
    r = geom.badge + 3
    return (math.floor(x - r), math.floor(y - r), math.ceil(x + r), math.ceil(y + r))


def slot_boxes(area, count=6):
    x0, y0, x1, y1 = area
    w = (x1 - x0 - TILE_GAP * (count - 1)) / count
    return [(int(x0 + i * (w + TILE_GAP)), y0, int(x0 + i * (w + TILE_GAP) + w), y1) for i in range(count)]


# --- temples ------------------------------------------------------------------------------

def temple_columns():
    x0, y0, x1, y1 = LAYOUT["temples"]
    w = (x1 - x0 - 2 * 8) / 3
    return [(int(x0 + t * (w + 8)), y0, int(x0 + t * (w + 8) + w), y1) for t in D.TEMPLES]


def step_box(t, step):
    """The band of one temple step (step -1 is the bottom)."""
    cx0, _, cx1, cy1 = temple_columns()[t]
    k = step - D.TEMPLE_BOTTOM
    inset = 3 * k
    bottom = cy1 - TEMPLE_BAND - k * STEP_H
    return (cx0 + inset, bottom - STEP_H, cx1 - inset, bottom)


def step_marker_box(t, step):
    x0, y0, x1, y1 = step_box(t, step)
    return (x0 + 38, y0 + 2, x1 - 25, y1 - 1)


# --- technologies ----------------------------------------------------------------------------

def tech_cell(track, level):
    x0, y0, x1, y1 = LAYOUT["techs"]
    name_w = 134
    cw = (x1 - x0 - name_w) / 4
    rh = (y1 - y0 - TECH_HEAD) / 4
    cx0 = x0 + name_w + level * cw
    cy0 = y0 + TECH_HEAD + track * rh
    return (int(cx0) + 2, int(cy0) + 2, int(cx0 + cw) - 2, int(cy0 + rh) - 2)


# =============================================================================================
# The static base
# =============================================================================================

def _panel(pen, box, title=None):
    pen.rect(box, fill=T.PANEL, outline=T.PANEL_EDGE, width=2, radius=12)
    if title:
        x0, y0, _, _ = box
        pen.text(x0 + 12, y0 + 6, title, size=18, face="bold", fill=T.INK_SOFT)


def extended(state):
    """Whether the picture has the Tribes & Prophecies band (quick actions or prophecies)."""
    return bool(state.quick_tiles or state.prophecies)


@cache
def static_base(locale="en", expansion=False):
    """Everything that never moves, drawn once per process, language and kind of board."""
    with speaking(locale):
        return _static_base(expansion)


def _static_base(expansion):
    w, h = LAYOUT["size_expansion" if expansion else "size"]
    img = Image.new("RGB", (w, h), T.BG)
    pen = Pen(img)
    pen.rect(LAYOUT["header"], fill=T.rgb("#3a2a1b"))
    pen.line([(0, LAYOUT["header"][3]), (W, LAYOUT["header"][3])], fill=T.rgb("#c99a2e"), width=3)
    for gear in D.GEARS:
        art.draw_gear(pen, gear_geom(gear))
    _static_jungle(pen)
    _static_dial(pen)
    _static_first_space(pen)
    _static_temples(pen)
    _static_techs(pen)
    if expansion:
        _panel(pen, LAYOUT["quick"])
        _panel(pen, LAYOUT["prophecies"])
    return img


JUNGLE_LABEL_W = 74


def _static_jungle(pen):
    x0, y0, x1, y1 = LAYOUT["jungle"]
    pen.rect((x0, y0, x1, y1), fill=T.rgb("#d6e3c3"), outline=T.rgb("#6f8f52"), width=2, radius=10)
    pen.text(x0 + 10, (y0 + y1) / 2 + 1, say("img.jungle"), size=18, face="cond", fill=T.rgb("#2f5a28"), anchor="lm",
             max_width=JUNGLE_LABEL_W - 12)


def jungle_group_box(n):
    x0, y0, x1, y1 = LAYOUT["jungle"]
    x0 += JUNGLE_LABEL_W
    w = (x1 - x0) / 4
    gx = x0 + (n - 2) * w
    return (int(gx) + 3, y0 + 3, int(gx + w) - 3, y1 - 3)


def dial_point(tooth, radius):
    cx, cy = LAYOUT["dial"]
    a = math.radians(-90 + 360 * tooth / 26)
    return cx + radius * math.cos(a), cy + radius * math.sin(a)


def _static_dial(pen):
    cx, cy = LAYOUT["dial"]
    r = LAYOUT["dial_r"]
    pen.circle(cx, cy, r, fill=T.GEAR_BODY, outline=T.GEAR_DARK, width=3)
    pen.circle(cx, cy, r - 28, fill=T.rgb("#7d6545"), outline=T.GEAR_DARK, width=2)


def dial_box():
    cx, cy = LAYOUT["dial"]
    r = LAYOUT["dial_r"] + 2
    return (cx - r, cy - r, cx + r + 1, cy + r + 1)


def _static_first_space(pen):
    box = LAYOUT["first_space"]
    pen.rect(box, fill=T.PANEL, outline=T.PANEL_EDGE, width=2, radius=12)
    x0, y0, x1, y1 = box
    pen.text(x0 + 12, y0 + 8, say("img.first_space"), size=18, face="bold", fill=T.INK_SOFT, max_width=x1 - x0 - 24)
    cx, cy = first_cup_centre()
    pen.circle(cx, cy, 21, fill=T.CUP, outline=T.GEAR_DARK, width=2)


def first_cup_centre():
    x0, y0, x1, y1 = LAYOUT["first_space"]
    return x0 + 36, y0 + 52


def first_cup_box():
    cx, cy = first_cup_centre()
    return (cx - 22, cy - 22, cx + 23, cy + 23)


def calendar_corn_box():
    x0, y0, x1, y1 = LAYOUT["first_space"]
    return (x0 + 66, y0 + 30, x1 - 6, y1 - 6)


def _static_temples(pen):
    for t, col in enumerate(temple_columns()):
        x0, y0, x1, y1 = col
        for step in range(D.TEMPLE_BOTTOM, D.TEMPLE_TOP[t] + 1):
            box = step_box(t, step)
            bx0, by0, bx1, by1 = box
            fill = T.TEMPLE_FILL[t] if step >= 0 else T.rgb("#d9c3b4")
            if step == 0:
                fill = tuple(min(255, c + 22) for c in fill)
            pen.rect(box, fill=fill, outline=T.TEMPLE_DARK[t], width=2)
            vp = D.temple_vp(t, step)
            vp_fill = T.TEMPLE_DARK[t] if vp >= 0 else T.ALERT
            pen.rect((bx0 + 3, by0 + 3, bx0 + 34, by1 - 3), fill=vp_fill, radius=5)
            label = str(vp) if vp <= 0 else f"{vp}"
            pen.text(bx0 + 18.5, (by0 + by1) / 2 + 1, label.replace("-", "−"), size=19, face="bold",
                     fill=T.WHITE, anchor="mm")
            reward = D.TEMPLE_REWARDS[t].get(step)
            if reward:
                pen.icon(reward, bx1 - 13, (by0 + by1) / 2, 20)
        # base band with the temple's name
        band = (x0, y1 - TEMPLE_BAND, x1, y1)
        pen.rect(band, fill=T.TEMPLE_DARK[t], radius=6)
        pen.text((x0 + x1) / 2, y1 - TEMPLE_BAND / 2 + 1, D.TEMPLE_NAMES[t], size=19, face="cond", fill=T.WHITE,
                 anchor="mm")
    x0, y0, _, _ = LAYOUT["temples"]
    pen.text(x0 + 2, y0 + 2, say("img.temples"), size=20, face="bold", fill=T.INK_SOFT, max_width=200)


def _static_techs(pen):
    box = LAYOUT["techs"]
    x0, y0, x1, y1 = box
    pen.rect(box, fill=T.PANEL, outline=T.PANEL_EDGE, width=2, radius=12)
    pen.text(x0 + 10, y0 + TECH_HEAD / 2 + 1, say("img.technology"), size=19, face="bold", fill=T.INK_SOFT,
             anchor="lm", max_width=tech_cell(0, 0)[0] - x0 - 14)
    for level in range(4):
        cx0, _, cx1, _ = tech_cell(0, level)
        pen.text((cx0 + cx1) / 2, y0 + TECH_HEAD / 2 + 2, str(level), size=19, face="bold", fill=T.INK_SOFT,
                 anchor="mm")
    for track in D.TECHS:
        cx0, cy0, cx1, cy1 = tech_cell(track, 0)
        cy = (cy0 + cy1) / 2
        pen.text(x0 + 10, cy + 1, say(f"img.tech.{D.TECH_KEYS[track]}"), size=19, face="cond", fill=T.INK,
                 anchor="lm", max_width=cx0 - x0 - 14)
        for level in range(4):
            cell = tech_cell(track, level)
            fill = T.CREAM if level else T.rgb("#efe6cf")
            pen.rect(cell, fill=fill, outline=T.PANEL_EDGE, width=2, radius=8)


# =============================================================================================
# The moving parts
# =============================================================================================

def _style(state, seat):
    return T.seat_style(state, NEUTRAL if seat == NEUTRAL else seat)


def _draw_worker(pen, value):
    style, cx, cy, size = value
    pen.token(style, cx, cy, size)


def _draw_skull_slot(pen, value):
    style, cx, cy = value
    pen.token(style, cx, cy, 34, letter=False)
    pen.icon("skull", cx, cy, 22)


def _draw_header(pen, value):
    day, food, turn_line, over, width = value
    x0 = 16
    room = width - x0 - 10  # five players leave less room: their legend is wider
    pen.text(x0, 10, day, size=32, face="bold", fill=T.CREAM, max_width=room)
    label, colour, today = food
    pad = 34 if today else 0
    w = min(T.font(20, "bold").getlength(label) + 20 + pad, room)
    pen.rect((x0, 52, x0 + w, 80), fill=colour, outline=T.rgb("#ffd75e") if today else None, width=2, radius=8)
    if today:
        pen.icon("corn", x0 + 20, 66, 24)
    pen.text(x0 + 10 + pad, 66, label, size=20, face="bold", fill=T.WHITE, anchor="lm", max_width=w - 20 - pad)
    if turn_line:
        pen.text(x0, 84, turn_line, size=17, face="bold", fill=T.rgb("#e8d9b5"), max_width=width - 30)


def _draw_legend(pen, value):
    rows = value
    if len(rows) > 4:
        return _draw_legend_two_columns(pen, rows)
    x0, y0, x1, y1 = LAYOUT["legend"]
    n = len(rows)
    row_h = min(28, (y1 - y0 - 6) / max(1, n))
    top = y0 + (y1 - y0 - row_h * n) / 2
    for i, (style, name, vp, first, current) in enumerate(rows):
        cy = top + row_h * (i + 0.5)
        if current:
            pen.rect((x0 + 2, cy - row_h / 2 + 1, x1 - 8, cy + row_h / 2 - 1), fill=T.rgb("#5c4630"), radius=6)
            pen.text(x0 + 8, cy + 1, "▶", size=16, face="bold", fill=T.rgb("#ffd75e"), anchor="lm")
        pen.token(style, x0 + 40, cy, 25)
        pen.text(x0 + 58, cy + 1, name, size=21, face="bold", fill=T.CREAM, anchor="lm", max_width=230)
        if first:
            pen.icon("first", x0 + 308, cy, 23)
        pen.text(x1 - 12, cy + 1, say("img.vp", vp=vp).replace("-", "−"), size=21, face="bold", fill=T.CREAM,
                 anchor="rm")


def _draw_legend_two_columns(pen, rows):
    """Five players: three rows on the left, two on the right, same sizes as four."""
    x0, y0, x1, y1 = LAYOUT["legend_5"]
    half = (x1 - x0) / 2
    row_h = (y1 - y0 - 8) / 3
    for i, (style, name, vp, first, current) in enumerate(rows):
        col, r = divmod(i, 3)
        cx0 = x0 + col * half
        cy = y0 + 4 + row_h * (r + 0.5)
        if current:
            pen.rect((cx0 + 2, cy - row_h / 2 + 2, cx0 + half - 6, cy + row_h / 2 - 2), fill=T.rgb("#5c4630"), radius=6)
        pen.token(style, cx0 + 18, cy, 25)
        vp_w = pen.text(cx0 + half - 12, cy + 1, f"{vp}".replace("-", "−"), size=20, face="bold", fill=T.CREAM,
                        anchor="rm")
        room = half - 36 - vp_w - 18 - (26 if first else 0)
        w = pen.text(cx0 + 36, cy + 1, name, size=20, face="cond",
                     fill=T.rgb("#ffd75e") if current else T.CREAM, anchor="lm", max_width=room)
        if first:
            pen.icon("first", cx0 + 36 + w + 16, cy, 21)


def _draw_jungle(pen, value):
    n, wood, corn = value
    x0, y0, x1, y1 = jungle_group_box(n)
    cy = (y0 + y1) / 2
    pen.circle(x0 + 12, cy, 11, fill=T.BADGE_ACTION)
    pen.text(x0 + 12, cy + 1, str(n), size=15, face="bold", fill=T.CREAM, anchor="mm")
    x = x0 + 28
    tiles = ["wood"] * wood + ["corn"] * corn
    room = x1 - x - 2
    tw = min(13, (room - 3 * (len(tiles) - 1)) / max(1, len(tiles)))
    for kind in tiles:
        if kind == "wood":
            pen.rect((x, y0 + 3, x + tw, y1 - 3), fill=T.rgb("#2f6b3a"), outline=T.INK, width=1, radius=3)
            pen.polygon([(x + tw / 2, y0 + 7), (x + tw - 2, y1 - 9), (x + 2, y1 - 9)], fill=T.rgb("#9fd08a"))
        else:
            pen.rect((x, y0 + 3, x + tw, y1 - 3), fill=T.MATERIAL_COLOUR["corn"], outline=T.INK, width=1, radius=3)
            pen.line([(x + tw / 2, y0 + 8), (x + tw / 2, y1 - 8)], fill=T.rgb("#c8921a"), width=2)
        x += tw + 3
    if not tiles:
        pen.text(x, cy + 1, say("img.none"), size=15, face="bold", fill=T.INK_SOFT, anchor="lm", max_width=x1 - x)


def _draw_dial(pen, value):
    tooth, pending, done, age = value
    cx, cy = LAYOUT["dial"]
    r = LAYOUT["dial_r"]
    food = {t: D.FOOD_DAY_KIND[i] for i, t in enumerate(D.FOOD_TEETH)}
    # days gone by: a darker arc
    for t in range(26):
        x, y = dial_point(t, r - 14)
        if t in food or (t == 0):
            continue
        past = t < tooth
        pen.circle(x, y, 5, fill=T.GEAR_DARK if past else T.CREAM, outline=T.GEAR_DARK, width=1)
    for i, t in enumerate(D.FOOD_TEETH):
        x, y = dial_point(t % 26, r - 14)
        kind = D.FOOD_DAY_KIND[i]
        colour = T.FOOD_RESOURCES if kind == D.MID_AGE else T.FOOD_POINTS
        done_day = i < done
        pen.circle(x, y, 15, fill=T.GEAR_DARK if done_day else colour, outline=T.INK, width=2)
        pen.text(x, y + 1, str(t + 1), size=17, face="cond", fill=T.WHITE, anchor="mm")
    # the arrow on today's tooth
    at = min(tooth, 26) % 26
    tip = dial_point(at, r - 27)
    a = math.radians(-90 + 360 * at / 26)
    base = (cx + (r - 50) * math.cos(a), cy + (r - 50) * math.sin(a))
    nx, ny = -math.sin(a), math.cos(a)
    pen.polygon([tip, (base[0] + 9 * nx, base[1] + 9 * ny), (base[0] - 9 * nx, base[1] - 9 * ny)],
                fill=T.rgb("#ffd75e"), outline=T.INK, width=2)
    # centre text
    pen.text(cx, cy - 26, say("img.dial_day"), size=16, face="bold", fill=T.rgb("#e8d9b5"), anchor="mm")
    pen.text(cx, cy + 4, str(tooth + 1 if tooth < D.LAST_DAY else D.LAST_DAY), size=38, face="bold", fill=T.CREAM,
             anchor="mm")
    pen.text(cx, cy + 32, say("img.dial_of", last=D.LAST_DAY, age="I" * age), size=15, face="bold",
             fill=T.rgb("#e8d9b5"), anchor="mm")


def _draw_first_cup(pen, value):
    style = value
    cx, cy = first_cup_centre()
    pen.token(style, cx, cy, 40)


def _draw_calendar_corn(pen, value):
    corn = value
    x0, y0, x1, y1 = calendar_corn_box()
    cy = (y0 + y1) / 2 + 1
    pen.icon("corn", x0 + 16, cy, 32)
    pen.text(x0 + 36, cy + 1, f"×{corn}", size=24, face="bold", fill=T.INK, anchor="lm")
    x1 = calendar_corn_box()[2]
    pen.text(x0 + 90, cy - 9, say("img.corn_on_the"), size=15, face="bold", fill=T.INK_SOFT, anchor="lm",
             max_width=x1 - x0 - 92)
    pen.text(x0 + 90, cy + 9, say("img.calendar"), size=15, face="bold", fill=T.INK_SOFT, anchor="lm",
             max_width=x1 - x0 - 92)


def _draw_markers(pen, value):
    box, styles, size = value
    x0, y0, x1, y1 = box
    n = len(styles)
    gap = min(size + 2, (x1 - x0 - size) / max(1, n - 1)) if n > 1 else 0
    cy = (y0 + y1) / 2
    for i, style in enumerate(styles):
        pen.token(style, x0 + size / 2 + i * gap, cy, size)


def _draw_tech_markers(pen, value):
    box, styles = value
    x0, y0, x1, y1 = box
    size = 30 if len(styles) < 5 else 25
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    spots = {1: [(0, 0)], 2: [(-16, 0), (16, 0)], 3: [(-16, -15), (16, -15), (0, 15)],
             4: [(-16, -15), (16, -15), (-16, 15), (16, 15)],
             5: [(-22, -14), (0, -14), (22, -14), (-11, 14), (11, 14)]}[len(styles)]
    for style, (dx, dy) in zip(styles, spots, strict=True):
        pen.token(style, cx + dx, cy + dy, size)


def _draw_building(pen, value):
    box, bid = value
    if bid is None:
        art.draw_empty_slot(pen, box, say("img.taken"))
    else:
        art.draw_building_tile(pen, box, bid)


def _draw_empty(pen, value):
    box, text = value
    art.draw_empty_slot(pen, box, text)


def _draw_monument(pen, value):
    box, mid, n_players = value
    if box[2] - box[0] < 150:  # seven monuments in a five-player game
        art.draw_monument_tile(pen, box, mid, n_players, text_size=17, icon_size=18, narrow=True)
    else:
        art.draw_monument_tile(pen, box, mid, n_players)


def _draw_row_label(pen, value):
    box, title, detail = value
    x0, y0, x1, y1 = box
    w = pen.text(x0 + 2, (y0 + y1) / 2, title, size=20, face="bold", fill=T.INK_SOFT, anchor="lm")
    if detail:
        pen.text(x0 + 2 + w + 12, (y0 + y1) / 2 + 1, detail, size=17, face="bold", fill=T.INK_SOFT, anchor="lm",
                 max_width=x1 - x0 - w - 16)


def _draw_supply(pen, value):
    box, skulls = value
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    pen.icon("skull", cx - 16, cy, 24)
    pen.text(cx + 2, cy + 1, f"×{skulls}", size=19, face="bold", fill=T.CREAM, anchor="lm")


def supply_box():
    cx, cy = LAYOUT["gears"][D.CHICHEN]
    return (int(cx - 44), int(cy + 22), int(cx + 44), int(cy + 52))


# --- texts --------------------------------------------------------------------------------------

def food_label(state):
    """(label, colour, is it today?) of the coming food day."""
    nxt = state.next_food_day()
    if state.is_over:
        return say("img.game_over"), T.ALERT, False
    if nxt is None:
        return say("img.no_food_day"), T.INK_SOFT, False
    rounds, kind = nxt
    pays = say("img.pays_resources" if kind == D.MID_AGE else "img.pays_points")
    colour = T.FOOD_RESOURCES if kind == D.MID_AGE else T.FOOD_POINTS
    if rounds == 0:
        return say("img.food_today", pays=pays), colour, True
    return say("img.food_in", n=rounds, pays=pays), colour, False


def turn_line(state):
    seat = state.current_player
    if seat is None:
        return ""
    if state.phase == "wealth":
        return say("img.choosing_wealth")
    return say("img.to_play", name=T.player_name(state, seat))


# =============================================================================================
# Elements of a state
# =============================================================================================

def elements(state):
    n = state.n_players
    out = []
    add = out.append
    day = min(state.day, D.LAST_DAY)
    five = n > 4
    header = LAYOUT["header_text_5" if five else "header_text"]
    add(Element("header", header,
                (say("img.day", day=day, last=D.LAST_DAY, age="I" * state.age), food_label(state), turn_line(state),
                 state.is_over, header[2] - header[0]), _draw_header))
    current = state.current_player
    rows = tuple((_style(state, p.seat), T.player_name(state, p.seat), p.vp, p.seat == state.first_player,
                  p.seat == current) for p in state.players)
    add(Element("legend", LAYOUT["legend_5" if five else "legend"], rows, _draw_legend))
    # gears
    for gear in D.GEARS:
        geom = gear_geom(gear)
        row = state.gears.get(gear, [])
        for pos, occ in enumerate(row):
            if occ is None:
                continue
            cx, cy = geom.cup_centre(pos)
            box = cup_box(geom, pos)
            add(Element(("cup", gear, pos), box, (_style(state, occ), cx, cy, geom.worker), _draw_worker, "disc"))
    geom = gear_geom(D.CHICHEN)
    for i, occ in enumerate(state.skull_slots):
        if occ is None:
            continue
        cx, cy = geom.badge_centre(i + 1)
        add(Element(("skull", i), badge_box(geom, i + 1), (_style(state, occ), cx, cy), _draw_skull_slot))
    add(Element("supply", supply_box(), (supply_box(), state.skull_supply), _draw_supply))
    for k in ("2", "3", "4", "5"):
        wood, corn = state.jungle.get(k, (0, 0))
        add(Element(("jungle", k), jungle_group_box(int(k)), (int(k), wood, corn), _draw_jungle))
    add(Element("dial", dial_box(), (state.tooth, state.food_pending, state.food_days_done, state.age), _draw_dial))
    if state.start_space is not None:
        add(Element("first_cup", first_cup_box(), _style(state, state.start_space), _draw_first_cup))
    add(Element("calendar_corn", calendar_corn_box(), state.calendar_corn, _draw_calendar_corn))
    # temples
    for t in D.TEMPLES:
        for step in range(D.TEMPLE_BOTTOM, D.TEMPLE_TOP[t] + 1):
            here = tuple(_style(state, p.seat) for p in state.players if p.temples[t] == step)
            if here:
                box = step_marker_box(t, step)
                add(Element(("temple", t, step), box, (box, here, 28), _draw_markers))
    # technologies
    for track in D.TECHS:
        for level in range(4):
            here = tuple(_style(state, p.seat) for p in state.players if min(p.techs[track], 3) == level)
            if here:
                box = tech_cell(track, level)
                inner = (box[0] + 3, box[1] + 3, box[2] - 3, box[3] - 3)
                add(Element(("tech", track, level), inner, (inner, here), _draw_tech_markers))
    # buildings
    deck = state.deck1 if state.age == 1 else state.deck2
    detail = say("img.pile", age="I" * state.age, n=len(deck)) if not state.is_over else ""
    add(Element("buildings_label", LAYOUT["buildings_label"],
                (LAYOUT["buildings_label"], say("img.buildings"), detail), _draw_row_label))
    for i, box in enumerate(slot_boxes(LAYOUT["buildings"], D.BUILDINGS_ON_DISPLAY)):
        bid = state.display[i] if i < len(state.display) else None
        add(Element(("building", i), box, (box, bid), _draw_building))
    slots = n + 2
    add(Element("monuments_label", LAYOUT["monuments_label"],
                (LAYOUT["monuments_label"], say("img.monuments"), say("img.monuments_left", n=len(state.monuments))),
                _draw_row_label))
    for i, box in enumerate(slot_boxes(LAYOUT["monuments"], max(6, slots))):
        if i < len(state.monuments):
            add(Element(("monument", i), box, (box, state.monuments[i], n), _draw_monument))
        elif i < slots:
            add(Element(("monument", i), box, (box, say("img.built")), _draw_empty))
    if extended(state):
        out += expansion_elements(state)
    return out


# =============================================================================================
# Tribes & Prophecies: the quick-action board and the prophecy track
# =============================================================================================

QUICK_ICON = {"corn": "corn", "wood_corn": "wood", "stone": "stone", "gold": "gold", "tech": "tech",
              "market": "market", "build": "build"}


def quick_cup_centre(i):
    x0, y0, x1, y1 = LAYOUT["quick"]
    return x0 + 206 + i * 46, y0 + 104


def quick_cup_box(i):
    cx, cy = quick_cup_centre(i)
    return (cx - 21, cy - 21, cx + 22, cy + 22)


def quick_tile_box():
    x0, y0, x1, y1 = LAYOUT["quick"]
    return (x0 + 8, y0 + 6, x1 - 8, y0 + 78)


def quick_next_box():
    x0, y0, x1, y1 = LAYOUT["quick"]
    return (x0 + 8, y0 + 132, x1 - 8, y1 - 6)


def prophecy_boxes():
    x0, y0, x1, y1 = LAYOUT["prophecies"]
    w = (x1 - x0 - 16 - 2 * 6) / 3
    return [(int(x0 + 8 + i * (w + 6)), y0 + 6, int(x0 + 8 + i * (w + 6) + w), y1 - 6) for i in range(3)]


def _quick_days(state):
    """(first day, last day) of the tile on the board."""
    index = D.quick_tile_index(state.tooth)
    teeth = [t for t in range(D.LAST_DAY) if D.quick_tile_index(t) == index]
    return teeth[0] + 1, teeth[-1] + 1


def quick_next_text(state):
    """The quick action to come and from which day ("an Age II tile" before they are shown)."""
    index = D.quick_tile_index(state.tooth)
    if state.tooth + 1 >= D.LAST_DAY or index + 1 >= len(state.quick_tiles):
        return say("img.quick_last")
    hidden = index + 1 >= len(D.QUICK_AGE1) and state.food_days_done == 0
    nxt = say("img.quick_hidden") if hidden else say(f"quick.{state.quick_tiles[index + 1]}")
    first = next(t for t in range(D.LAST_DAY) if D.quick_tile_index(t) == index + 1) + 1
    return say("img.quick_next", day=first, quick=nxt)


def prophecy_status(state, i):
    """"active", "over" or "coming": the i-th prophecy (from 0) is active after food day i + 1 and
    scored at food day i + 2."""
    if state.prophecy == state.prophecies[i]:
        return "active"
    return "over" if state.food_days_done > i + 1 else "coming"


def _draw_quick_tile(pen, value):
    with pen.framed(quick_tile_box()):
        _draw_quick_card(pen, *value)


def _draw_quick_card(pen, tile, days):
    x0, y0, x1, y1 = quick_tile_box()
    pen.text(x0 + 4, y0 + 2, say("img.quick_days", first=days[0], last=days[1]), size=18, face="bold",
             fill=T.INK_SOFT, max_width=x1 - x0 - 8)
    card = (x0, y0 + 26, x1, y1)
    pen.rect(card, fill=T.CREAM, outline=T.rgb("#6d4c8f"), width=3, radius=9)
    pen.icon(QUICK_ICON[tile], x0 + 24, (card[1] + card[3]) / 2, 30)
    pen.text(x0 + 46, (card[1] + card[3]) / 2 + 1, say(f"quick.{tile}"), size=21, face="bold", fill=T.INK,
             anchor="lm", max_width=x1 - x0 - 54)


def _draw_quick_cups_label(pen, value):
    x0, y0, x1, y1 = value
    a, _, b = say("img.quick_spaces").partition("|")
    pen.text(x0 + 4, (y0 + y1) / 2 - 9, a, size=16, face="cond", fill=T.INK_SOFT, anchor="lm", max_width=x1 - x0 - 4)
    pen.text(x0 + 4, (y0 + y1) / 2 + 9, b, size=16, face="cond", fill=T.INK_SOFT, anchor="lm", max_width=x1 - x0 - 4)


def _draw_quick_cup(pen, value):
    cx, cy = value[1], value[2]
    pen.circle(cx, cy, 20, fill=T.CUP, outline=T.GEAR_DARK, width=2)
    if value[0] is not None:
        pen.token(value[0], cx, cy, 34)


def _draw_quick_next(pen, value):
    """The next quick action, on one line, or on two in smaller type when a language needs it."""
    x0, y0, x1, y1 = quick_next_box()
    width, cy = x1 - x0 - 8, (y0 + y1) / 2
    if T.font(13, "bold").getlength(value) <= width:
        pen.text(x0 + 4, cy, value, size=17, face="bold", fill=T.INK_SOFT, anchor="lm", max_width=width)
        return
    lines = wrap(value, width, 14, "cond")
    if len(lines) > 2:
        note_cut(value)
    for i, line in enumerate(lines[:2]):
        pen.text(x0 + 4, cy + 15 * (i - 0.5), line, size=14, face="cond", fill=T.INK_SOFT, anchor="lm", max_width=width)


PROPHECY_ACTIVE = T.rgb("#b3261e")


def _draw_prophecy(pen, value):
    with pen.framed(value[0]):
        _draw_prophecy_card(pen, *value)


def _draw_prophecy_card(pen, box, key, status, index):
    x0, y0, x1, y1 = box
    bands = D.PROPHECIES[key][3]
    name, calamity = say(f"prophecy.{key}.name"), say(f"prophecy.{key}.calamity")
    active = status == "active"
    edge = PROPHECY_ACTIVE if active else T.PANEL_EDGE
    pen.rect(box, fill=T.CREAM if status != "over" else T.PANEL, outline=edge, width=4 if active else 2, radius=9)
    # prophecy i (from 0) is active after food day i + 1 and scored at food day i + 2
    head = say(f"img.prophecy_{status}", n=index + 1, scored=index + 2)
    pen.rect((x0, y0, x1, y0 + 22), fill=edge, radius=9)
    pen.rect((x0, y0 + 12, x1, y0 + 22), fill=edge)
    w = x1 - x0 - 12
    pen.text((x0 + x1) / 2, y0 + 12, head, size=art.fitting_size(head, 15, w, "bold", 12), face="bold",
             fill=T.WHITE, anchor="mm", max_width=w)
    ink = T.INK if status != "over" else T.INK_SOFT
    pen.text(x0 + 6, y0 + 35, name, size=art.fitting_size(name, 18, w, "bold", 13), face="bold", fill=ink,
             anchor="lm", max_width=w)
    size, lines = next(((s, lines) for s in (15, 14, 13) for lines in [wrap(calamity, w, s, "cond")]
                        if len(lines) <= 3), (13, None))
    if lines is None:
        note_cut(calamity)
        lines = []
    for i, line in enumerate(lines):
        pen.text(x0 + 6, y0 + 55 + 17 * i, line, size=size, face="cond", fill=ink, anchor="lm", max_width=w)
    pays = say("img.prophecy_vp", metric=say(f"prophecy.{key}.metric"))
    pen.text(x0 + 6, y1 - 50, pays, size=art.fitting_size(pays, 15, w, "cond", 12), face="cond", fill=T.INK_SOFT,
             anchor="lm", max_width=w)
    a, b, c = (str(v).replace("-", "−") for v in bands)
    for k, (left, right) in enumerate(((f"≤{a}: −5", f"≤{b}: 0"), (f"≤{c}: +6", say("img.prophecy_more")))):
        cy = y1 - 31 + 17 * k
        pen.text(x0 + 6, cy, left, size=15, face="bold", fill=ink, anchor="lm")
        pen.text(x0 + 6 + w / 2, cy, right, size=15, face="bold", fill=ink, anchor="lm")


def expansion_elements(state):
    out = []
    add = out.append
    label = (say("img.expansion_calamity", prophecy=say(f"prophecy.{state.prophecy}.name")) if state.prophecy
             else say("img.expansion"))
    add(Element("expansion_label", LAYOUT["expansion_label"], (LAYOUT["expansion_label"], label, ""), _draw_row_label))
    if state.quick_tiles:
        tile = state.quick_tile
        add(Element("quick_tile", quick_tile_box(), (tile, _quick_days(state)), _draw_quick_tile))
        x0, y0, x1, y1 = LAYOUT["quick"]
        add(Element("quick_cups_label", (x0 + 8, y0 + 84, x0 + 180, y0 + 124),
                    (x0 + 8, y0 + 84, x0 + 180, y0 + 124), _draw_quick_cups_label))
        for i, occ in enumerate(state.quick_spaces):
            cx, cy = quick_cup_centre(i)
            add(Element(("quick_cup", i), quick_cup_box(i),
                        (None if occ is None else _style(state, occ), cx, cy), _draw_quick_cup))
        add(Element("quick_next", quick_next_box(), quick_next_text(state), _draw_quick_next))
    else:
        add(Element("quick_next", quick_next_box(), say("img.quick_none"), _draw_quick_next))
    if state.prophecies:
        for i, (box, key) in enumerate(zip(prophecy_boxes(), state.prophecies, strict=False)):
            add(Element(("prophecy", i), box, (box, key, prophecy_status(state, i), i), _draw_prophecy))
    return out


# =============================================================================================
# Rendering
# =============================================================================================

_composers = {}


def composer(palette, locale="en", expansion=False):
    """The board's cache of static base and patches (one per process, palette, language (a patch
    holds words) and kind of board)."""
    c = _composers.get((id(palette), locale, expansion))
    if c is None:
        c = _composers[(id(palette), locale, expansion)] = Composer(static_base(locale, expansion), palette)
    return c


def render_rgb(state, locale="en"):
    """The board drawn from scratch in full colour (reference for tests and the palette)."""
    with speaking(locale):
        return Composer.render_rgb(_Reference(static_base(locale, extended(state))), elements(state))


class _Reference:
    def __init__(self, base):
        self.base_rgb = base
