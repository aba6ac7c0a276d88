"""The static art and the reusable pieces of every picture: gears, badges, tiles, chips.

Static art is drawn supersampled and cached; tiles and labels are drawn with a Pen so
that they can be cached as patches of the board (compose.py) or drawn directly.
"""
import itertools
import math
from functools import cache

from PIL import Image, ImageDraw

from tzolkin import data as D

from .. import sprites as S
from . import style as T
from .geometry import GearGeom
from .labels import say
from ..pen import note_cut

SS = 3


# --- gears ------------------------------------------------------------------------------

@cache
def gear_sprite(gear, scale=1.0, label=True):
    """The gear itself (body, teeth, cups, hub and name), RGBA, centred in its box."""
    g = GearGeom(gear, 0, 0, scale)
    r_out = g.body + g.tooth + 2
    size = int(math.ceil(2 * r_out)) + 2
    n = size * SS
    c = n / 2
    big = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    k = SS

    def circle(r, **kw):
        d.ellipse((c - r * k, c - r * k, c + r * k, c + r * k), **kw)

    # teeth between the cups
    edge = T.GEAR_DARK + (255,)
    half = g.step * 0.26
    for i in range(g.n):
        a = g.angle(i + 0.5)
        pts = []
        for da, rr in ((-half, g.body - 4 * scale), (-half * 0.62, g.body + g.tooth),
                       (half * 0.62, g.body + g.tooth), (half, g.body - 4 * scale)):
            t = math.radians(a + da)
            pts.append((c + rr * k * math.cos(t), c + rr * k * math.sin(t)))
        d.polygon(pts, fill=T.GEAR_BODY + (255,), outline=edge, width=int(2.5 * k))
    circle(g.body, fill=T.GEAR_BODY + (255,), outline=edge, width=int(3 * k))
    circle(g.body - 6 * scale, outline=T.GEAR_LIGHT + (255,), width=int(2 * k))
    # cups
    for pos in range(g.n):
        a = math.radians(g.angle(pos))
        x, y = c + g.rc * k * math.cos(a), c + g.rc * k * math.sin(a)
        r = g.cup * k
        fill = (T.CUP_HIDDEN if pos in g.hidden else T.CUP) + (255,)
        d.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=edge, width=int(2.5 * k))
    # hub
    circle(g.hub, fill=T.GEAR_HUB + (255,), outline=edge, width=int(3 * k))
    circle(g.hub - 5 * scale, outline=T.GEAR_LIGHT + (160,), width=int(1.5 * k))
    img = big.resize((size, size), Image.Resampling.LANCZOS)
    if label:
        dd = ImageDraw.Draw(img)
        name = D.GEAR_NAMES[gear]
        lines = name.split() if gear == D.CHICHEN else [name]
        fsize = int(round((22 if gear == D.CHICHEN else 20 if len(name) < 8 else 18) * scale))
        f = T.font(fsize, "cond")
        line_h = fsize + 2
        y0 = size / 2 - line_h * (len(lines) - 1) / 2 - (10 * scale if gear == D.CHICHEN else 0)
        if gear != D.CHICHEN:
            y0 += 6 * scale
            isz = int(round(26 * scale))
            icons = HUB_ICONS[gear]
            for k, name in enumerate(icons):
                cx = size / 2 + (k - (len(icons) - 1) / 2) * (isz * 0.8)
                ic = S.icon(name, isz)
                img.alpha_composite(ic, (int(round(cx - isz / 2)), int(round(y0 - fsize / 2 - isz - 1 * scale))))
        for i, line in enumerate(lines):
            dd.text((size / 2, y0 + i * line_h), line, font=f, fill=T.CREAM, anchor="mm")
    return img


# what each gear gives, drawn small above its name
HUB_ICONS = {D.PALENQUE: ("corn", "wood"), D.YAXCHILAN: ("stone", "gold"), D.TIKAL: ("tech", "build"),
             D.UXMAL: ("market",)}


def badge_style(gear, pos):
    """(fill, text colour) of the number printed next to a space; None for hidden spaces."""
    if pos > D.LAST_SPACE[gear]:
        return None
    if pos == 0:
        return T.BADGE_ZERO, T.INK
    if pos > D.LAST_ACTION[gear]:
        return T.BADGE_FREE, T.INK
    return T.BADGE_ACTION, T.CREAM


def draw_badge(pen, gear, pos, cx, cy, r, size):
    style = badge_style(gear, pos)
    if style is None:
        return
    fill, ink = style
    pen.circle(cx, cy, r, fill=fill, outline=T.GEAR_DARK, width=2)
    pen.text(cx, cy + 1, str(pos), size=size, face="bold", fill=ink, anchor="mm")


def draw_gear(pen, geom, label=True):
    """Gear art and its space numbers on a Pen (static: draw on the base)."""
    sprite = gear_sprite(geom.gear, geom.scale, label)
    pen.sprite_centred(sprite, geom.cx, geom.cy)
    fsize = int(round(19 * geom.scale))
    for pos in range(geom.n):
        bx, by = geom.badge_centre(pos)
        draw_badge(pen, geom.gear, pos, bx, by, geom.badge, fsize)


# --- effects as icons with short labels -----------------------------------------------------

def effect_parts(effect, compact=False):
    """[(icon, colour or None, label)] for one building effect."""
    kind = effect[0]
    if kind == "gain":
        _, material, n = effect
        return [(material, None, f"+{n}")]
    if kind == "vp":
        return [("vp", None, f"+{effect[1]}")]
    if kind == "temple":
        _, t, n = effect
        name = T.TEMPLE_SHORT[t][0] if compact else T.TEMPLE_SHORT[t]
        return [("temple", T.TEMPLE_FILL[t], f"{name} +{n}")]
    if kind == "temple_any":
        return [("temple", None, say("img.eff.temple_any", n=effect[1]))]
    if kind == "tech":
        return [("tech", None, say(f"img.tech_short.{D.TECH_KEYS[effect[1]]}") + " +1")]
    if kind == "tech_any":
        return [("tech", None, say("img.eff.tech_any", n=effect[1]))]
    if kind == "worker":
        return [("worker", None, "+1")]
    if kind == "market":
        return [("market", None, say("img.eff.market"))]
    if kind == "build":
        return [("build", None, say("img.eff.build"))]
    if kind == "any_action":
        return [("corn", None, "-1"), ("any", None, say("img.eff.action"))]
    if kind == "feed":
        return [("worker", None, say("img.eff.feed", n=effect[1]))]
    if kind == "feed_less":
        return [("worker", None, say("img.eff.feed_less"))]
    # Tribes & Prophecies buildings
    if kind == "food_reward":
        by_day = effect[1]
        if by_day[0] == by_day[3]:
            material = by_day[0]
            return ([("corn", None, say("img.eff.food_day", n=3))] if material == "corn3"
                    else [(material, None, say("img.eff.food_day", n=1))])
        # food days numbered 1-4, as on the prophecy cards
        return [(by_day[0], None, say("img.eff.days", days="1–2")), (by_day[3], None, say("img.eff.days", days="3–4"))]
    if kind == "monument":
        return [("build", T.rgb("#6d4c8f"), say("img.eff.monument"))]
    if kind == "lore":
        return [("tech", None, "−1"), ("tech", None, "+1 ×3")]
    if kind == "skull_tile":
        return [("skull", None, say("img.eff.skull_kept"))]
    raise ValueError(f"unknown effect {effect}")


def flow(parts, max_width, size, text_size, split=True):
    """Lay out (icon, colour, label) parts in lines no wider than max_width. With `split`, a part too
    wide for a line on its own is split between words, its icon on the first piece."""
    f = T.font(text_size, "cond")
    lines, line, width = [], [], 0
    for part in (_split_wide(parts, max_width, size, f) if split else parts):
        w = part_width(part, size, f)
        if line and width + PART_GAP + w > max_width:
            lines.append(line)
            line, width = [], 0
        width += (PART_GAP if line else 0) + w
        line.append(part)
    if line:
        lines.append(line)
    return lines


def part_width(part, size, f):
    icon, _, label = part
    return (size + 2 if icon else 0) + f.getlength(label)


def _split_wide(parts, max_width, size, f):
    for icon, colour, label in parts:
        if part_width((icon, colour, label), size, f) <= max_width or " " not in label:
            yield icon, colour, label
            continue
        piece = ""
        for word in label.split():
            trial = f"{piece} {word}".strip()
            if piece and part_width((icon, colour, trial), size, f) > max_width:
                yield icon, colour, piece
                icon, piece = None, word  # the rest of the label goes on, without the icon
            else:
                piece = trial
        yield icon, colour, piece


PART_GAP = 8


def line_width(line, size, text_size):
    f = T.font(text_size, "cond")
    return sum(part_width(part, size, f) for part in line) + PART_GAP * (len(line) - 1)


def draw_parts_line(pen, line, x, cy, size, text_size, ink=T.INK):
    for name, colour, label in line:
        if name:
            pen.icon(name, x + size / 2, cy, size, colour)
            x += size + 2
        x += pen.text(x, cy, label, size=text_size, face="cond", fill=ink, anchor="lm") + PART_GAP
    return x


def cost_items(cost):
    """[(icon, count)] in the usual order."""
    return [(m, n) for m in ("wood", "stone", "gold", "skull", "corn") for mm, n in cost.items() if mm == m and n]


def draw_cost(pen, cost, x, cy, size=22, text_size=21):
    for material, n in cost_items(cost):
        x += pen.text(x, cy, str(n), size=text_size, face="bold", fill=T.INK, anchor="lm") + 1
        pen.icon(material, x + size / 2, cy, size)
        x += size + 8
    return x


# --- building and monument tiles -------------------------------------------------------------

TILE_HEADER = 24


def draw_building_tile(pen, box, bid, text_size=20, icon_size=22):
    with pen.framed(box):
        _draw_building_tile(pen, box, bid, text_size, icon_size)


def _draw_building_tile(pen, box, bid, text_size, icon_size):
    x0, y0, x1, y1 = box
    b = D.BUILDINGS[bid]
    fam = b["family"]
    pen.rect(box, fill=T.FAMILY_TINT[fam], outline=T.FAMILY_COLOUR[fam], width=3, radius=9)
    pen.rect((x0, y0, x1, y0 + TILE_HEADER), fill=T.FAMILY_COLOUR[fam], radius=9)
    pen.rect((x0, y0 + TILE_HEADER - 9, x1, y0 + TILE_HEADER), fill=T.FAMILY_COLOUR[fam])
    mark = "♻ " if b.get("renovation") else ""  # may be renovated (Tribes & Prophecies)
    number = pen.text(x1 - 9, y0 + TILE_HEADER / 2 + 1, f"{mark}#{bid}", size=15, face="bold", fill=T.WHITE,
                      anchor="rm")
    pen.text(x0 + 9, y0 + TILE_HEADER / 2 + 1, say(f"img.family.{fam}"), size=15, face="bold", fill=T.WHITE,
             anchor="lm", max_width=x1 - x0 - 26 - number)
    cost_y = y0 + TILE_HEADER + 17
    draw_cost(pen, b["cost"], x0 + 9, cost_y, icon_size, text_size + 1)
    pen.line([(x0 + 8, cost_y + 16), (x1 - 8, cost_y + 16)], fill=T.FAMILY_COLOUR[fam], width=1)
    room = (y1 - 6) - (cost_y + 18)
    width = x1 - x0 - 14
    layout = effect_layout(b["effects"], width, room, text_size, icon_size - 2)
    if layout is None:
        note_cut(f"building {bid}: {', '.join(label for e in b['effects'] for _, _, label in effect_parts(e))}")
        return
    lines, size, icon = layout
    line_h = icon + 3
    top = cost_y + 18 + (room - line_h * len(lines)) / 2
    for i, line in enumerate(lines):
        draw_parts_line(pen, line, x0 + 8, top + line_h * (i + 0.5), icon, size)


def effect_layout(effects, width, height, text_size, icon_size):
    """(lines, text size, icon size) of a tile's effects in width x height: full names first, then
    the temples' initials, then smaller type, down to 0.7 of the size, and only then a label broken
    between two lines; None when nothing fits."""
    smallest = int(text_size * 0.7)
    tries = [(False, text_size), (True, text_size)] + [(True, s) for s in range(text_size - 1, smallest - 1, -1)]
    for split, (compact, size) in itertools.product((False, True), tries):
        icon = min(icon_size, size + 2)
        parts = [p for e in effects for p in effect_parts(e, compact)]
        lines = flow(parts, width, icon, size, split)
        if len(lines) * (icon + 3) <= height + 3 and all(line_width(line, icon, size) <= width for line in lines):
            return lines, size, icon
    return None


def monument_label(mid, n_players):
    """The monument's scoring in two short lines (the catalog separates them with '|')."""
    values = {"all": D.MONUMENT_ALL_VP.get(n_players, 4)} if mid == 5 else {}
    a, _, b = say(f"img.mon.{mid}", **values).partition("|")
    return a, b


def monument_short(mid):
    return say(f"img.monshort.{mid}")


def draw_monument_tile(pen, box, mid, n_players, text_size=20, icon_size=22, narrow=False):
    with pen.framed(box):
        _draw_monument_tile(pen, box, mid, n_players, text_size, icon_size, narrow)


def _draw_monument_tile(pen, box, mid, n_players, text_size, icon_size, narrow):
    x0, y0, x1, y1 = box
    m = D.MONUMENTS[mid]
    fam = m["family"]
    colour = T.FAMILY_COLOUR[fam]
    pen.rect(box, fill=T.FAMILY_TINT[fam], outline=colour, width=4, radius=9)
    pen.rect((x0, y0, x1, y0 + TILE_HEADER), fill=colour, radius=9)
    pen.rect((x0, y0 + TILE_HEADER - 9, x1, y0 + TILE_HEADER), fill=colour)
    head = 12 if narrow else 15
    number = pen.text(x1 - 7, y0 + TILE_HEADER / 2 + 1, f"M{mid}", size=head, face="bold", fill=T.WHITE, anchor="rm")
    pen.text(x0 + 9, y0 + TILE_HEADER / 2 + 1, say(f"img.family.{fam}"), size=head, face="bold", fill=T.WHITE,
             anchor="lm", max_width=x1 - x0 - 24 - number)
    cost_y = y0 + TILE_HEADER + 17
    draw_cost(pen, m["cost"], x0 + (6 if narrow else 9), cost_y, icon_size, text_size + 1)
    pen.line([(x0 + 8, cost_y + 16), (x1 - 8, cost_y + 16)], fill=colour, width=1)
    a, b = monument_label(mid, n_players)
    mid_y = (cost_y + 18 + y1) / 2
    for dy, line in ((-12, a), (12, b)):
        size = fitting_size(line, text_size, x1 - x0 - 14, "cond")
        pen.text((x0 + x1) / 2, mid_y + dy, line, size=size, face="cond", anchor="mm", max_width=x1 - x0 - 12)


def fitting_size(text, size, width, face="cond", smallest=15):
    """The largest font size <= size (down to smallest) at which text fits width."""
    while size > smallest and T.font(size, face).getlength(text) > width:
        size -= 1
    return size


def draw_empty_slot(pen, box, text=None):
    pen.rect(box, fill=T.PANEL, outline=T.PANEL_EDGE, width=2, radius=9)
    x0, y0, x1, y1 = box
    pen.text((x0 + x1) / 2, (y0 + y1) / 2, text or say("img.empty"), size=17, face="bold", fill=T.INK_SOFT,
             anchor="mm", max_width=x1 - x0 - 10)
