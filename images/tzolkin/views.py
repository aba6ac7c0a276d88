"""The close-up pictures: a player's board, one gear with its neighbours, the final scores.

These are drawn in full colour each time (they are asked for less often than the board)
and reduced to 256 colours when encoded.
"""

from PIL import Image

from tzolkin import data as D
from tzolkin import rules
from tzolkin.scoring import final_scores, monument_points
from tzolkin.describe import gear_action_text, temple_name
from tzolkin.state import NEUTRAL

from . import art
from . import style as T
from .geometry import GearGeom
from .labels import language, say
from ..pen import Pen

W = 1000
HEADER_FILL = T.rgb("#3a2a1b")
HEADER_LINE = T.rgb("#c99a2e")
SOFT_CREAM = T.rgb("#e8d9b5")


def points_text(quarters):
    """61¼ style, with a true minus sign; -101 quarters is −25¼ (not −26¾)."""
    sign = "−" if quarters < 0 else ""
    whole, rest = divmod(abs(quarters), 4)
    return f"{sign}{whole}{['', '¼', '½', '¾'][rest]}"


def _num(n):
    return str(n).replace("-", "−")


def _style(state, seat):
    return T.seat_style(state, NEUTRAL if seat == NEUTRAL else seat)


def _header(pen, height, title, subtitle=None, right=None):
    pen.rect((0, 0, W, height), fill=HEADER_FILL)
    pen.line([(0, height), (W, height)], fill=HEADER_LINE, width=3)
    pen.text(18, 12, title, size=34, face="bold", fill=T.CREAM, max_width=W - 300)
    if subtitle:
        pen.text(18, 56, subtitle, size=20, face="bold", fill=SOFT_CREAM, max_width=W - 40)
    if right:
        pen.text(W - 18, 30, right, size=26, face="bold", fill=T.CREAM, anchor="rm")


def _section(pen, y, title, detail=None):
    w = pen.text(18, y, title, size=24, face="bold", fill=T.INK)
    if detail:
        pen.text(18 + w + 12, y + 4, detail, size=19, face="bold", fill=T.INK_SOFT, max_width=W - 60 - w)
    return y + 34


def _day_text(state):
    return say("img.day", day=min(state.day, D.LAST_DAY), last=D.LAST_DAY, age="I" * state.age)


def _finish(img, height):
    return img.crop((0, 0, W, int(height)))


# =============================================================================================
# A player's board
# =============================================================================================

def _worker_places(state, seat):
    """Where each of the seat's six workers is: list of (kind, caption)."""
    places = []
    for g in D.GEARS:
        for pos, occ in enumerate(state.gears.get(g, [])):
            if occ == seat:
                places.append(("gear", f"{D.GEAR_NAMES[g].split()[0]} {pos}"))
    if state.start_space == seat:
        places.append(("first", say("img.first_player_space")))
    if state.quick_spaces and seat in state.quick_spaces:
        places.append(("first", say("img.quick_action")))
    pl = state.players[seat]
    free = max(0, pl.workers - len(places))
    out = [("free", say("img.free"))] * free + places
    out += [("bank", say("img.in_the_bank"))] * max(0, D.MAX_WORKERS - len(out))
    return out


def render_player(state, seat):
    pl = state.players[seat]
    style = _style(state, seat)
    img = Image.new("RGB", (W, 2000), T.BG)
    pen = Pen(img)
    # header: who, points, first-player token, light or dark side
    pen.rect((0, 0, W, 104), fill=HEADER_FILL)
    pen.rect((0, 0, 14, 104), fill=style[0])
    pen.line([(0, 104), (W, 104)], fill=HEADER_LINE, width=3)
    pen.token(style, 58, 52, 62)
    pen.text(104, 14, T.player_name(state, seat), size=34, face="bold", fill=T.CREAM, max_width=560)
    pen.text(W - 20, 34, say("img.vp", vp=_num(pl.vp)), size=38, face="bold", fill=T.CREAM, anchor="rm")
    x = 104
    if state.first_player == seat:
        pen.icon("first", x + 14, 76, 28)
        x += pen.text(x + 34, 76, say("img.first_player"), size=20, face="bold", fill=T.rgb("#ffd75e"), anchor="lm",
                      max_width=200) + 44
    side = say("img.dark_side" if pl.dark_side else "img.light_side")
    pen.rect((x, 62, x + 30, 90), fill=T.rgb("#1d150d") if pl.dark_side else T.rgb("#f6efdc"),
             outline=SOFT_CREAM, width=2, radius=6)
    day = pen.text(W - 20, 78, _day_text(state), size=16, face="bold", fill=SOFT_CREAM, anchor="rm")
    pen.text(x + 40, 76, side, size=20, face="bold", fill=SOFT_CREAM, anchor="lm",
             max_width=W - 20 - day - 24 - (x + 40))  # up to the day, right

    y = 120
    if pl.tribe or state.prophecies:
        y = _tribe_line(pen, y, state, pl)
    # materials
    y = _section(pen, y, say("img.supplies"))
    items = [("corn", pl.corn), ("wood", pl.wood), ("stone", pl.stone), ("gold", pl.gold), ("skull", pl.skulls)]
    cw = (W - 36) / len(items)
    for i, (name, n) in enumerate(items):
        x0 = 18 + i * cw
        pen.rect((x0, y, x0 + cw - 10, y + 74), fill=T.PANEL, outline=T.PANEL_EDGE, width=2, radius=12)
        pen.icon(name, x0 + 40, y + 37, 54)
        pen.text(x0 + 76, y + 30, str(n), size=38, face="bold", fill=T.INK, anchor="lm")
        pen.text(x0 + 77, y + 60, say(f"img.mat.{name}"), size=16, face="bold", fill=T.INK_SOFT,
                 anchor="lm", max_width=cw - 90)
    y += 90

    # workers
    places = _worker_places(state, seat)
    counts = {k: sum(1 for kind, _ in places if kind == k) for k in ("free", "gear", "first", "bank")}
    detail = say("img.workers_detail", free=counts["free"], placed=counts["gear"] + counts["first"],
                 bank=counts["bank"])
    y = _section(pen, y, say("img.workers", n=pl.workers, max=D.MAX_WORKERS), detail)
    slot_w = (W - 36) / D.MAX_WORKERS
    for i, (kind, caption) in enumerate(places[:D.MAX_WORKERS]):
        x0 = 18 + i * slot_w
        fill = T.CREAM if kind != "bank" else T.PANEL
        pen.rect((x0, y, x0 + slot_w - 10, y + 100), fill=fill, outline=T.PANEL_EDGE, width=2, radius=12)
        cx = x0 + (slot_w - 10) / 2
        if kind == "bank":
            pen.circle(cx, y + 36, 24, outline=T.PANEL_EDGE, width=3)
        else:
            pen.token(style, cx, y + 36, 50)
        size = art.fitting_size(caption, 21 if kind == "gear" else 19, slot_w - 18, "cond", 15)
        pen.text(cx, y + 80, caption, size=size, face="cond",
                 fill=T.INK if kind != "bank" else T.INK_SOFT, anchor="mm", max_width=slot_w - 16)
    y += 112
    # feeding
    nxt = state.next_food_day()
    needs = rules.food_needs(state, pl)
    paying, need = sum(1 for k in needs if k), sum(needs)
    if nxt is not None and not state.is_over:
        rounds, kind = nxt
        when = say("img.food_when_now") if rounds == 0 else say("img.food_when", n=rounds)
        short = max(0, need - pl.corn)
        text = say("img.food_line", when=when, need=need, workers=say("img.n_workers", n=paying))
        if pl.feed_free:
            text += say("img.fed_by_farms", n=pl.feed_free)
        colour = T.ALERT if short else T.INK
        pen.icon("corn", 34, y + 16, 30)
        short_text = say("img.short", n=short) if short else ""
        room = W - 80 - (T.font(21, "bold").getlength(short_text) + 16 if short else 0)
        pen.text(56, y + 17, text, size=21, face="bold", fill=colour, anchor="lm", max_width=room)
        if short:
            pen.text(W - 20, y + 17, short_text, size=21, face="bold", fill=T.ALERT, anchor="rm")
        y += 46

    # temples and technologies
    y = _section(pen, y, say("img.temples_and_tech"))
    tw = (W - 36) / 3
    for t in D.TEMPLES:
        x0 = 18 + t * tw
        step = pl.temples[t]
        pen.rect((x0, y, x0 + tw - 10, y + 56), fill=T.TEMPLE_FILL[t], outline=T.TEMPLE_DARK[t], width=2, radius=10)
        pen.icon("temple", x0 + 30, y + 28, 40, T.TEMPLE_DARK[t])
        pen.text(x0 + 58, y + 17, D.TEMPLE_NAMES[t], size=20, face="cond", fill=T.INK, anchor="lm")
        vp = D.temple_vp(t, step)
        pen.text(x0 + 58, y + 41, say("img.step", step=step, top=D.TEMPLE_TOP[t], vp=vp).replace("-", "−"), size=18,
                 face="bold", fill=T.INK_SOFT, anchor="lm", max_width=tw - 72)
    y += 66
    cw = (W - 36) / 4
    for track in D.TECHS:
        x0 = 18 + track * cw
        level = pl.techs[track]
        pen.rect((x0, y, x0 + cw - 10, y + 56), fill=T.CREAM, outline=T.PANEL_EDGE, width=2, radius=10)
        pen.text(x0 + 12, y + 17, say(f"img.tech.{D.TECH_KEYS[track]}"), size=20, face="cond", fill=T.INK,
                 anchor="lm", max_width=cw - 30)
        for k in range(3):
            bx = x0 + 14 + k * 30
            filled = k < level
            pen.rect((bx, y + 32, bx + 24, y + 48), fill=style[0] if filled else T.PANEL,
                     outline=T.INK_SOFT, width=2, radius=4)
        pen.text(x0 + 110, y + 41, say("img.level", n=level), size=18, face="bold", fill=T.INK_SOFT, anchor="lm",
                 max_width=cw - 124)
    y += 70

    # harvest tiles
    y = _section(pen, y, say("img.harvest_tiles"))
    x = 18
    for kind, n, fill, mark in (("corn", pl.corn_tiles, T.MATERIAL_COLOUR["corn"], T.rgb("#c8921a")),
                                ("wood", pl.wood_tiles, T.rgb("#2f6b3a"), T.rgb("#9fd08a"))):
        pen.rect((x, y, x + 26, y + 38), fill=fill, outline=T.INK, width=2, radius=5)
        pen.polygon([(x + 13, y + 8), (x + 21, y + 28), (x + 5, y + 28)], fill=mark)
        x += 36 + pen.text(x + 36, y + 19, say(f"img.{kind}_tiles", n=n), size=22, face="bold",
                           fill=T.INK, anchor="lm", max_width=W / 2 - 80) + 30
    y += 52

    # buildings and monuments
    y = _section(pen, y, say("img.buildings_n", n=len(pl.buildings)))
    y = _tiles(pen, y, [("b", b) for b in pl.buildings], state, pl, say("img.none_yet"))
    y = _section(pen, y, say("img.monuments_n", n=len(pl.monuments)), say("img.worth_at_end"))
    y = _tiles(pen, y, [("m", m) for m in pl.monuments], state, pl, say("img.none_yet"))
    return _finish(img, y + 6)


def _tribe_line(pen, y, state, pl):
    """The player's tribe (Tribes & Prophecies) and what the prophecies have paid so far."""
    pen.rect((18, y, W - 18, y + 62), fill=T.CREAM, outline=T.rgb("#6d4c8f"), width=3, radius=12)
    if pl.tribe:
        pen.text(34, y + 19, say("img.tribe", name=D.TRIBES[pl.tribe][0]), size=22, face="bold",
                 fill=T.rgb("#4b2f6b"), anchor="lm", max_width=560)
        pen.text(34, y + 45, say(f"tribe.{pl.tribe}"), size=18, face="cond", fill=T.INK, anchor="lm", max_width=W - 70)
    elif state.phase == "wealth" and state.tribes_dealt:
        pen.text(34, y + 31, say("img.tribe_chosen_later"), size=20, face="bold", fill=T.INK_SOFT, anchor="lm",
                 max_width=W - 70)
    if state.prophecies:
        pen.text(W - 34, y + 19, say("img.prophecies_vp_total", vp=f"{pl.prophecy_vp:+d}").replace("-", "−"),
                 size=19, face="bold", fill=T.INK_SOFT, anchor="rm")
    return y + 74


def _tiles(pen, y, items, state, pl, empty):
    if not items:
        pen.text(24, y + 4, empty, size=20, face="bold", fill=T.INK_SOFT)
        return y + 40
    per_row = 6
    tile_w = (W - 36 - 4 * (per_row - 1)) / per_row
    tile_h = 136 if items[0][0] == "b" else 166
    for i, (kind, ident) in enumerate(items):
        r, c = divmod(i, per_row)
        x0 = 18 + c * (tile_w + 4)
        y0 = y + r * (tile_h + 6)
        box = (int(x0), int(y0), int(x0 + tile_w), int(y0 + tile_h))
        if kind == "b":
            art.draw_building_tile(pen, box, ident)
        else:
            art.draw_monument_tile(pen, (box[0], box[1], box[2], box[3] - 28), ident, state.n_players)
            worth = monument_points(state, pl, ident)
            pen.rect((box[0], box[3] - 26, box[2], box[3]), fill=T.rgb("#3b6e3b"), radius=8)
            pen.text((box[0] + box[2]) / 2, box[3] - 13, say("img.worth", n=worth), size=19, face="bold",
                     fill=T.WHITE, anchor="mm", max_width=box[2] - box[0] - 8)
    rows = (len(items) + per_row - 1) // per_row
    return y + rows * (tile_h + 6) + 8


# =============================================================================================
# One gear, zoomed, with its neighbours
# =============================================================================================

def action_lines(state, gear):
    """(position, text, extra) for every visible space of a gear."""
    out = [(0, say("img.entry_space"), None)]
    last_action = D.LAST_ACTION[gear]
    for n in range(1, last_action + 1):
        text = gear_action_text((gear, n), language())
        extra = None
        if gear == D.PALENQUE and n >= 2:
            wood, corn = state.jungle.get(str(n), (0, 0))
            extra = ("jungle", wood, corn)
        if gear == D.CHICHEN:
            vp, temple, res = D.SKULL_SLOTS[n]
            text = say("img.skull_slot_resource" if res else "img.skull_slot", vp=vp,
                       temple=temple_name(temple, language()))
            extra = ("skull", state.skull_slots[n - 1])
        out.append((n, text, extra))
    for n in range(last_action + 1, D.LAST_SPACE[gear] + 1):
        text = say("img.any_skull_slot") if gear == D.CHICHEN else say("img.any_action", n=last_action)
        out.append((n, text, None))
    return out


def n_tile_kinds(gear, pos):
    return 1 if (gear, pos) == (D.PALENQUE, 2) else 2


def _draw_occupants(pen, state, geom):
    for pos, occ in enumerate(state.gears.get(geom.gear, [])):
        if occ is not None:
            cx, cy = geom.cup_centre(pos)
            pen.token(_style(state, occ), cx, cy, geom.worker)
    if geom.gear == D.CHICHEN:
        for i, occ in enumerate(state.skull_slots):
            if occ is not None:
                cx, cy = geom.badge_centre(i + 1)
                pen.token(_style(state, occ), cx, cy, int(34 * geom.scale), letter=False)
                pen.icon("skull", cx, cy, int(22 * geom.scale))


def render_gear(state, gear):
    if gear not in D.GEARS:
        raise ValueError(f"unknown gear {gear!r}; gears are {', '.join(D.GEARS)}")
    img = Image.new("RGB", (W, 2000), T.BG)
    pen = Pen(img)
    _header(pen, 70, D.GEAR_NAMES[gear], right=_day_text(state))
    scale = 1.55 if gear != D.CHICHEN else 1.3
    probe = GearGeom(gear, 0, 0, scale)
    r = probe.outer()
    geom = GearGeom(gear, 20 + r, 90 + r, scale)
    art.draw_gear(pen, geom)
    _draw_occupants(pen, state, geom)
    if gear == D.CHICHEN:
        pen.icon("skull", geom.cx - 22, geom.cy + 40, 30)
        pen.text(geom.cx, geom.cy + 41, f"×{state.skull_supply}", size=26, face="bold", fill=T.CREAM, anchor="lm")
    # the list of actions, right of the gear
    x0 = int(geom.cx + r + 24)
    y = 92
    lines = action_lines(state, gear)
    row_h = 52 if gear == D.PALENQUE else 47 if len(lines) <= 8 else 44
    for pos, text, extra in lines:
        cy = y + row_h / 2
        art.draw_badge(pen, gear, pos, x0 + 18, cy, 17, 20)
        occ = state.gears[gear][pos] if pos < len(state.gears.get(gear, [])) else None
        tx = x0 + 44
        if occ is not None:
            pen.token(_style(state, occ), tx + 15, cy, 30)
            tx += 36
        right = W - 18
        sub = None
        if extra and extra[0] == "jungle":
            _, wood, corn = extra
            sub = say("img.tiles_left", wood=wood, corn=corn) if n_tile_kinds(gear, pos) == 2 else \
                say("img.corn_tiles_left", corn=corn)
            cy -= 9
        if extra and extra[0] == "skull" and extra[1] is not None:
            right -= 40
            pen.token(_style(state, extra[1]), W - 34, cy, 30, letter=False)
            pen.icon("skull", W - 34, cy, 20)
        size = art.fitting_size(text, 21, right - tx, "cond", smallest=16)
        pen.text(tx, cy + 1, text, size=size, face="cond", fill=T.INK, anchor="lm", max_width=right - tx)
        if sub:
            pen.text(tx, cy + 21, sub, size=17, face="bold", fill=T.rgb("#2f5a28"), anchor="lm", max_width=right - tx)
        y += row_h
    free = rules.lowest_free_space(state, gear)
    if free is None:
        pen.text(x0, y + 8, say("img.no_free_space"), size=19, face="bold", fill=T.ALERT,
                 max_width=W - 18 - x0)
        y += 34
    else:
        pen.text(x0, y + 8, say("img.next_worker", n=free), size=19, face="bold", fill=T.INK,
                 max_width=W - 18 - x0)
        pen.text(x0, y + 34, say("img.surcharge"), size=16, face="bold", fill=T.INK_SOFT,
                 max_width=W - 18 - x0)
        y += 58
    bottom = max(geom.cy + r, y) + 16
    # the neighbours, smaller
    i = D.GEARS.index(gear)
    neighbours = [g for g in (D.GEARS[i - 1] if i > 0 else None, D.GEARS[i + 1] if i + 1 < len(D.GEARS) else None) if g]
    pen.line([(18, bottom), (W - 18, bottom)], fill=T.PANEL_EDGE, width=2)
    pen.text(18, bottom + 8, say("img.neighbours"), size=20, face="bold", fill=T.INK_SOFT, max_width=W - 36)
    y0 = bottom + 36
    sc = 0.78
    height = 0
    for k, g in enumerate(neighbours):
        probe = GearGeom(g, 0, 0, sc)
        rr = probe.outer()
        cx = W / 4 + k * W / 2 if len(neighbours) == 2 else W / 2
        ng = GearGeom(g, cx, y0 + rr, sc)
        art.draw_gear(pen, ng)
        _draw_occupants(pen, state, ng)
        height = max(height, 2 * rr)
    return _finish(img, y0 + height + 12)


# =============================================================================================
# The final scoreboard
# =============================================================================================

# Columns of the scoreboard: (label key, left x, width).
SCORE_COLUMNS = (("player", 18, 370), ("game", 392, 104), ("skulls", 502, 104), ("monuments", 612, 140),
                 ("corn", 770, 110), ("total", W - 120, 110))


def render_scoreboard(state):
    final = state.final if state.final is not None else final_scores(state)
    rows = sorted(final["players"], key=lambda r: (-r["total_quarters"], -r["workers_on_gears"], r["seat"]))
    winners = set(final["winners"])
    img = Image.new("RGB", (W, 2000), T.BG)
    pen = Pen(img)
    names = say("img.and").join(T.player_name(state, w) for w in final["winners"])
    title = say("img.final_scores" if state.is_over else "img.scores_now")
    _header(pen, 96, title, say("img.winner" if len(winners) == 1 else "img.shared_win", names=names)
            if state.is_over else _day_text(state), right=None)
    y = 110
    for col, x, width in SCORE_COLUMNS:
        label = say(f"img.col.{col}")
        anchor = "la" if col == "player" else "ma"
        cx = x if anchor == "la" else x + width / 2
        pen.text(cx, y, label, size=19, face="bold", fill=T.INK_SOFT, anchor=anchor, max_width=width)
    y += 30
    rank = 0
    last_key = None
    for i, row in enumerate(rows):
        key = (row["total_quarters"], row["workers_on_gears"])
        if key != last_key:
            rank = i + 1
            last_key = key
        pl = state.players[row["seat"]]
        mons = row["monuments"]
        h = max(96, 50 + 26 * len(mons))
        win = row["seat"] in winners and state.is_over
        pen.rect((10, y, W - 10, y + h), fill=T.rgb("#f7e7b4") if win else T.CREAM,
                 outline=T.rgb("#c99a2e") if win else T.PANEL_EDGE, width=3 if win else 2, radius=12)
        cy = y + 34
        pen.text(30, cy, f"{rank}", size=30, face="bold", fill=T.INK, anchor="mm")
        pen.token(_style(state, pl.seat), 76, cy, 42)
        pen.text(106, cy - 2, T.player_name(state, pl.seat), size=26, face="bold", fill=T.INK, anchor="lm",
                 max_width=270)
        pen.text(106, cy + 26, say("img.left_on_gears", n=row["workers_on_gears"]), size=16, face="bold",
                 fill=T.INK_SOFT, anchor="lm", max_width=280)
        pen.text(444, cy, _num(row["game_vp"]), size=28, face="bold", fill=T.INK, anchor="mm")
        during = (say("img.prophecies_vp", vp=f"{pl.prophecy_vp:+d}").replace("-", "−") if state.prophecies
                  else say("img.during_play"))
        pen.text(444, cy + 26, during, size=15, face="bold", fill=T.INK_SOFT, anchor="mm", max_width=104)
        pen.text(554, cy, _num(row["skull_vp"]), size=28, face="bold", fill=T.INK, anchor="mm")
        pen.text(554, cy + 26, f"{pl.skulls} × 3", size=15, face="bold", fill=T.INK_SOFT, anchor="mm")
        total_m = sum(mons.values())
        pen.text(682, cy, str(total_m), size=28, face="bold", fill=T.INK, anchor="mm")
        for k, (mid, pts) in enumerate(sorted(mons.items(), key=lambda kv: int(kv[0]))):
            pen.text(682, cy + 26 + 24 * k, f"{art.monument_short(int(mid))} {pts}", size=16, face="bold",
                     fill=T.FAMILY_COLOUR[D.MONUMENTS[int(mid)]["family"]], anchor="mm", max_width=150)
        pen.text(822, cy, points_text(row["corn"]), size=28, face="bold", fill=T.INK, anchor="mm")
        pen.text(822, cy + 26, say("img.corn_quarter", n=row["corn"]), size=15, face="bold", fill=T.INK_SOFT,
                 anchor="mm", max_width=110)
        total = points_text(row["total_quarters"])
        pen.text(W - 64, cy, total, size=art.fitting_size(total, 36, 110, "bold", 24), face="bold", fill=T.INK,
                 anchor="mm")
        if win:
            pen.text(W - 60, cy + 28, say("img.winner_badge"), size=17, face="bold", fill=T.rgb("#8a6412"),
                     anchor="mm", max_width=100)
        y += h + 10
    pen.text(18, y + 4, say("img.footnote"),
             size=16, face="bold", fill=T.INK_SOFT, max_width=W - 36)
    return _finish(img, y + 34)


def tiles_sheet(state):
    """Every building and monument tile (for the colour palette and for looking at them)."""
    per_row = 6
    tile_w = (W - 36 - 4 * (per_row - 1)) / per_row
    items = [("b", b) for b in sorted(D.BUILDINGS)] + [("m", m) for m in sorted(D.MONUMENTS)]
    rows = (len(items) + per_row - 1) // per_row
    img = Image.new("RGB", (W, 18 + rows * 142), T.BG)
    pen = Pen(img)
    for i, (kind, ident) in enumerate(items):
        r, c = divmod(i, per_row)
        box = (int(18 + c * (tile_w + 4)), 10 + r * 142, int(18 + c * (tile_w + 4) + tile_w), 10 + r * 142 + 136)
        if kind == "b":
            art.draw_building_tile(pen, box, ident)
        else:
            art.draw_monument_tile(pen, box, ident, state.n_players)
    return img
