"""How Teotihuacan shows at the table, in words: the board's lines, the turn panel with what each
option costs and gives, the public lines of eclipses and of Teotibot's turns, the starting tiles
chosen in secret, the player's sheet, the final scores and the round summaries.

Pure functions of the engine's state and of the table's `Seating`, in the language they are given.
Against Teotibot the game has one more seat than the table: the engine plays it, and it is named
here (`who`, `player`) as the table names its own seats.
"""
from __future__ import annotations

from i18n import text as t
from teotihuacan import data as D
from teotihuacan import rules as R
from teotihuacan.describe import (amount, board_name, decision_text, describe, disc_text, event_text, kind_name,
                                  start_text, royal_text, start_gains, temple_name, tech_text)
from teotihuacan.summary import final_rows, groups_in_play, parts_text, salary_warning, score_groups, turn_parts

from . import texts as _texts  # noqa: F401  (registers the texts used here)

MARKERS = {"red": "🔴", "blue": "🟦", "green": "🟢", "yellow": "🔶", D.BOT_COLOUR: "⚪"}
GOODS = ("cocoa", "wood", "stone", "gold", "vp")
# Events worth a public line (the turn's own decisions are its line already; the final scores name
# the winner, so the end is not said twice). Teotibot's turns get a short line of their own.
PUBLIC = ("pyramid_complete", "eclipse_coming", "eclipse", "salary", "new_era", "neutrals", "ascension",
          "displaced", "bot_relocated")
BOT_TURN = "bot_roll"  # Teotibot's turn begins with its dice
BOT_OWN = {"bot_fail": "teo.t.bot_fail", "bot_bank": "teo.t.bot_bank"}  # its events the summary leaves out
NOTE_MAX = 100  # a select option's description


def marker(state, seat):
    return MARKERS.get(state.players[seat].colour, "⚪")


def difficulty(state):
    """"easier" / "harder" / None: Teotibot's difficulty as the lobby chose it."""
    bot = state.options.get("teotibot") or {}
    if not bot:
        return None
    return "easier" if bot.get("power", D.BOT_DEFAULTS["power"]) < D.BOT_DEFAULTS["power"] else "harder"


def bot_name(state, locale="en"):
    level = difficulty(state)
    if level is None:
        return t("teo.t.teotibot", locale)
    return t("teo.t.teotibot_level", locale, level=t(f"teo.t.difficulty.{level}", locale))


def who(seating, state, seat):
    """A seat as the channel shows it: the table's seats, and Teotibot (the engine's own seat)."""
    if seat < len(seating.names):
        return seating.who(seat)
    return f"{marker(state, seat)} **{bot_name(state, seating.locale)}**"


def player(seating, state, seat):
    """A seat inside a line that is bold already."""
    if seat < len(seating.names):
        return seating.player(seat)
    return f"{marker(state, seat)} {bot_name(state, seating.locale)}"


def status(state, locale="en"):
    """"round 7 · before eclipse 2 of 3"."""
    if state.is_over:
        return t("teo.t.status_over", locale)
    if state.phase == "setup":
        return t("teo.t.status_setup", locale)
    eclipse = state.eclipses + 1
    if eclipse >= D.ECLIPSES or state.final_eclipse:
        return t("teo.t.status_last", locale, round=state.rounds + 1)
    return t("teo.t.status", locale, round=state.rounds + 1, eclipse=eclipse)


def calendar_line(state, locale="en"):
    if state.eclipse_left is not None:
        return t("teo.t.eclipse_now", locale, n=state.eclipse_left)
    return t("teo.t.calendar", locale, sun=state.sun, moon=state.moon)


# --- the board --------------------------------------------------------------------------------

def board_lines(seating, game, waiting=None):
    state, locale = game.state, seating.locale
    lines = [status(state, locale)]
    if not state.is_over and state.phase != "setup":
        lines.append(calendar_line(state, locale))
    if state.season:
        lines.append(t("teo.t.season", locale, season=state.season))
    if state.is_over:
        pass
    elif game.secret_phase():
        lines.append(t("teo.t.choosing", locale, waiting=waiting or "-"))
    else:
        lines.append(t("teo.t.turn_of", locale, player=who(seating, state, state.current_player)))
    lines.append("")
    for seat in _order(state):
        pl = state.players[seat]
        lines.append(t("teo.t.player", locale, player=who(seating, state, seat), vp=amount("vp", pl.vp, locale),
                       cocoa=amount("cocoa", pl.cocoa, locale)))
    return t("teo.t.title", locale, game=seating.game_id), "\n".join(lines)


def _order(state):
    return list(state.order) if state.order else list(range(state.n_players))


# --- public lines ----------------------------------------------------------------------------------

def event_lines(seating, game, events):
    """Eclipses and what they paid, salaries, the pyramid complete, ascensions, displaced workers
    and Teotibot's turns, worded by the engine with the table's names."""
    state = game.state
    named = state.copy()
    for pl in named.players:
        pl.name = player(seating, state, pl.seat)
    out = []
    bot_turn = None  # the events of the Teotibot turn being told
    for i, e in enumerate(events):
        if e["e"] == BOT_TURN:
            bot_turn = [e]
            out.append(bot_turn)
            continue
        if bot_turn is not None and e.get("p") == bot_turn[0]["p"] and e["e"] not in PUBLIC:
            bot_turn.append(e)
            continue
        bot_turn = None
        if e["e"] not in PUBLIC or (i == 0 and e["e"] == "salary"):
            continue  # a report that opens with a salary is that salary's decision: its line says it already
        out.append(event_text(named, e, seating.locale))
    return [bot_line(seating, state, x) if isinstance(x, list) else x for x in out]


def bot_line(seating, state, events):
    """Teotibot's turn in short: "⚪ **Teotibot**: Decorations or Gold Deposits · to Nobles · +2 gold"."""
    seat, locale = events[0]["p"], seating.locale
    pl = state.players[seat]
    parts = turn_parts(events, pl, state, seat)  # no goods of its own: its gains are events
    gains = {}
    for e in events:
        if e["e"] == "bot_gain":
            gains[e["res"]] = gains.get(e["res"], 0) + e["n"]
    words = [parts_text(parts, locale)] if parts else []
    words += [t(BOT_OWN[e["e"]], locale) for e in events if e["e"] in BOT_OWN]
    if gains:
        words.append(parts_text([("goods", gains)], locale))
    return t("teo.t.bot_turn", locale, player=who(seating, state, seat), what=" · ".join(words))


def turn_text(seating, game, report):
    """A turn in short, as the summary words it: "to Forest · main action · +3 wood, −1 cocoa". The
    set-up, the draft and a salary keep their decisions' own words (they say more there)."""
    seat = report.seat
    if report.start is None or not any(e["e"] in ("move", "unlock") and e.get("p") == seat for e in report.events):
        return None
    return parts_text(turn_parts(report.events, report.start, game.state, seat), seating.locale)


def page_marks(events):
    return ("eclipse",) if any(e["e"] == "eclipse" for e in events) else ()


def reveal_lines(seating, game):
    state, locale = game.state, seating.locale
    lines = [t("teo.t.secret.revealed", locale)]
    for e in state.events:
        if e["e"] == "start_tiles":
            a, b = e["tiles"]
            lines.append(t("teo.t.secret.kept", locale, player=who(seating, state, e["p"]),
                           a=start_text(a, locale), b=start_text(b, locale)))  # a line each, they are long
    return lines


# --- the secret choice of starting tiles ---------------------------------------------------------------

def short_tile(tile, locale="en"):
    """"3: Forest + Nobles"."""
    boards, _ = D.START_TILES[tile]
    return t("teo.t.start_short", locale, n=tile, a=board_name(boards[0], locale), b=board_name(boards[1], locale))


def secret_panel(game, seat, chosen, waiting, locale="en"):
    state = game.state
    dealt = state.dealt[seat]
    tiles = "\n".join(t("teo.t.secret.tile", locale, tile=start_text(x, locale)) for x in dealt)
    lines = [t("teo.t.secret.panel", locale, tiles=tiles)]
    if chosen:
        keep = chosen[-1]
        lines.append(t("teo.t.secret.chosen", locale, a=keep.a, b=keep.b, waiting=waiting))
    options = game.secret_options(seat, [])
    menu = [(str(a), t("teo.t.secret.option", locale, a=a.a, b=a.b),
             f"{short_tile(a.a, locale)} · {short_tile(a.b, locale)}"[:100]) for a in options]
    return "\n\n".join(lines), ([(None, t("teo.t.secret.placeholder", locale), menu)] if menu else [])


def secret_done(game, seat, locale="en"):
    kept = game.state.players[seat].start or [None, None]
    key = "teo.t.secret.all_chosen_solo" if game.state.solo else "teo.t.secret.all_chosen"  # nobody else chose
    return t(key, locale, a=kept[0], b=kept[-1])


# --- the turn panel ------------------------------------------------------------------------------------

def goods_text(pl, locale="en"):
    """"3 cocoa · 2 wood · 0 stone · 1 gold" (each word agreeing with its number)."""
    return " · ".join(amount(g, getattr(pl, g), locale) for g in GOODS[:4])


def goods_line(pl, locale="en"):
    return t("teo.t.panel.goods", locale, goods=f"{goods_text(pl, locale)} · {amount('vp', pl.vp, locale)}")


def delta_text(before, after, locale="en"):
    """"−3 cocoa, +2 wood, +1 VP" between two copies of a player (their goods and VP)."""
    parts = []
    for g in GOODS:
        d = getattr(after, g) - getattr(before, g)
        if d:
            parts.append(("+" if d > 0 else "−") + amount(g, abs(d), locale))
    return ", ".join(parts)


def progress_parts(before, after, locale="en"):
    """Temples, Avenue, pyramid track, power, tiles and technologies gained between two copies."""
    parts = []
    for i, (a, b) in enumerate(zip(before.temples, after.temples, strict=True)):
        if b > a:
            parts.append(t("teo.t.effect.temple", locale, temple=temple_name(i, locale), n=b - a))
    for key, attr in (("avenue", "avenue"), ("pyramid", "pyramid")):
        d = getattr(after, attr) - getattr(before, attr)
        if d > 0:
            parts.append(t(f"teo.t.effect.{key}", locale, n=d))
    power = sum(after.power) - sum(before.power)
    if power > 0 and after.workers() == before.workers():
        parts.append(t("teo.t.effect.power", locale, n=power))
    if len(after.discs) + len(after.masks) > len(before.discs) + len(before.masks):
        parts.append(t("teo.t.effect.tile", locale))
    if len(after.techs) > len(before.techs):
        parts.append(t("teo.t.effect.tech", locale))
    return parts


def effect_text(state, action, options, locale="en"):
    """What an option costs and gives at once: "costs 2 cocoa · gives 3 wood, temple +1 · leaves 4 cocoa"."""
    seat = state.current_player
    try:
        after = state.copy()
        R.apply(after, action, options)
    except Exception:  # a description never breaks the panel
        return ""
    old, new = state.players[seat], after.players[seat]
    spent = {g: getattr(old, g) - getattr(new, g) for g in GOODS if getattr(new, g) < getattr(old, g)}
    got = {g: getattr(new, g) - getattr(old, g) for g in GOODS if getattr(new, g) > getattr(old, g)}
    costs = t("teo.t.effect.costs", locale, goods=", ".join(amount(g, n, locale) for g, n in spent.items()))
    gains = [amount(g, n, locale) for g, n in got.items()] + progress_parts(old, new, locale)
    leaves = None
    if "cocoa" in spent or "cocoa" in got:
        leaves = t("teo.t.effect.leaves", locale, n=new.cocoa, cocoa=amount("cocoa", new.cocoa, locale))
    while True:  # the least telling gains give way until the note fits a menu's line
        parts = [costs if spent else None, t("teo.t.effect.gives", locale, goods=", ".join(gains)) if gains else None,
                 leaves]
        text = " · ".join(p for p in parts if p)
        if len(text) <= NOTE_MAX or not gains:
            return text[:NOTE_MAX]
        gains = gains[:-1]


SETUP_CHOICES = ("leave",)  # the set-up's gains are the tiles', whichever board stays empty


def option_text(game, action, locale="en"):
    """(label, note) of a panel option. A technology's label names it and its price; its note says
    what it does (both would not fit a menu's line)."""
    state = game.state
    if action.kind == "tech":
        tech = state.techs[action.a]
        short = t("teo.t.tech_short", locale, n=f"{tech:02d}")
        label = t("teo.act.tech", locale, tech=short, n=D.TECH_COST[tech],
                  temple=temple_name(D.TECH_COLUMN_TEMPLE[action.a % 3], locale))
        return label, t(f"teo.tech.{tech}", locale)
    if action.kind == "draft":  # the tile's boards on the label, what it gives below
        return t("teo.t.draft", locale, tile=short_tile(action.a, locale)), start_gains(action.a, locale)
    if action.kind == "wor" and action.a < 3:  # the Palace: the royal tile's effect goes below
        royal = state.royal[action.a]
        label = describe(state, action, locale).replace(royal_text(royal, locale),
                                                        t("teo.t.royal_short", locale, n=royal))
        return label, t(f"teo.royal.{royal}", locale)
    if action.kind in SETUP_CHOICES:
        return fit(describe(state, action, locale), "")
    return fit(describe(state, action, locale), effect_text(state, action, game.legal_actions(), locale))


def fit(label, note):
    """A label too long for a menu's line leaves what follows its last colon to the note."""
    if len(label) <= NOTE_MAX:
        return label, note
    cut = label.rfind(":", 0, NOTE_MAX)
    head, tail = label[:cut].rstrip(), label[cut + 1:].strip()
    both = " · ".join(x for x in (tail, note) if x)
    return head[:NOTE_MAX], both if len(both) <= NOTE_MAX else tail[:NOTE_MAX]  # what it does before its cost


def panel_text(seating, game, seat, start, steps):
    state, locale = game.state, seating.locale
    pl = state.players[seat]
    lines = [t("teo.t.panel.header", locale, player=seating.player(seat), status=status(state, locale))]
    warning = salary_warning(state, seat, locale)
    if warning:
        lines.append(f"⚠️ {warning}")
    lines.append(goods_line(pl, locale))
    kind = state.stack[-1]["k"] if state.stack else None
    if steps:
        lines.append(t("teo.t.panel.so_far", locale))
        lines += [f"• {x}" for x in steps]
        delta = delta_text(start, pl, locale) if start is not None else ""
        lines.append(t("teo.t.panel.cost", locale, delta=delta) if delta else t("teo.t.panel.cost_none", locale))
    lines.append(t("teo.t.panel.now", locale, decision=decision_text(state, locale)))
    if kind == "salary":
        lines.append(t("teo.t.panel.salary", locale))
    elif any(str(a) == "end" for a in game.legal_actions()):
        lines.append(t("teo.t.panel.confirm", locale))
    return "\n".join(lines)


# --- the player's sheet ---------------------------------------------------------------------------------

def worker_text(state, pl, die, locale="en"):
    locked = t("teo.t.sheet.locked", locale) if pl.lock[die] >= 0 else ""
    return t("teo.t.sheet.worker", locale, n=die + 1, board=board_name(state.layout[pl.pos[die]], locale),
             power=pl.power[die], locked=locked)


def player_sheet(state, seat, *, afford=True, locale="en"):
    pl = state.players[seat]
    none = t("teo.t.none", locale)
    temples = ", ".join(f"{temple_name(i, locale)} {pl.temples[i]}" for i in range(3))
    workers = [worker_text(state, pl, d, locale) for d in pl.in_play()]
    lines = [f"**{amount('vp', pl.vp, locale)}** · {goods_text(pl, locale)}",
             t("teo.t.sheet.tracks", locale, temples=temples, avenue=pl.avenue, pyramid=pl.pyramid),
             t("teo.t.sheet.workers", locale, workers="; ".join(workers) or none),
             t("teo.t.sheet.techs", locale, techs="; ".join(tech_text(x, locale) for x in pl.techs) or none),
             t("teo.t.sheet.tiles", locale, tiles="; ".join(kind_name(D.DISC_KIND[x], locale) for x in pl.discs)
               or none),
             t("teo.t.sheet.masks", locale, masks=", ".join(disc_text(x, locale).split(" (")[0] for x in pl.masks)
               or none)]
    if pl.start:
        lines.append(t("teo.t.sheet.start", locale, tiles="; ".join(short_tile(x, locale) for x in pl.start)))
    if pl.bot:
        lines.append(t("teo.t.sheet.bot_salary", locale))
    elif not state.is_over:
        lines.append(t("teo.t.sheet.salary", locale, owed=amount("cocoa", R.salary_owed(state, pl), locale),
                           cocoa=pl.cocoa))
        warning = salary_warning(state, seat, locale)
        if warning:
            lines.append(f"⚠️ {warning}")
    if afford and not state.is_over and not pl.bot:
        yes, no = t("teo.t.sheet.yes", locale), t("teo.t.sheet.no", locale)
        techs = [tech_text(x, locale) for x in state.techs if x is not None and x not in pl.techs
                 and pl.gold >= D.TECH_COST.get(x, 99)]
        levels = [str(i + 1) for i, (stone, wood) in enumerate(D.PYRAMID_LEVEL_COST)
                  if pl.stone >= stone and pl.wood >= wood]
        lines += [t("teo.t.sheet.afford", locale),
                  t("teo.t.sheet.afford_unlock", locale, answer=yes if pl.cocoa >= D.UNLOCK_COCOA else no),
                  t("teo.t.sheet.afford_techs", locale, techs="; ".join(techs) or none),
                  t("teo.t.sheet.afford_levels", locale, levels=", ".join(levels) or none)]
    return "\n".join(lines)[:4000]


# --- the end and the round summaries -----------------------------------------------------------------

def final_lines(seating, game):
    state, locale = game.state, seating.locale
    rows = final_rows(state)
    groups = groups_in_play(rows)
    lines = []
    for r in rows:
        mine = score_groups(r)
        sources = ", ".join(f"{t(f'teo.score.{g}', locale)} {str(mine[g]).replace('-', '−')}"
                            for g in groups if mine.get(g))
        lines.append(t("teo.t.final.line", locale, place=r["place"], player=who(seating, state, r["seat"]),
                       total=r["total"], sources=sources or "—"))
    winners = [r["seat"] for r in rows if r["place"] == 1]
    if state.solo:
        human = next(s for s, pl in enumerate(state.players) if not pl.bot)
        key = "teo.t.final.solo_won" if human in winners else "teo.t.final.solo_lost"
        lines.append(t(key, locale, player=who(seating, state, human)))
    else:
        names = ", ".join(who(seating, state, s) for s in winners)
        lines.append(t("teo.t.final.winners" if len(winners) > 1 else "teo.t.final.winner", locale, names=names))
    return lines


def stock(state):
    return [{g: getattr(p, g) for g in GOODS} for p in state.players]


def gains_lines(seating, state, before):
    out = []
    now = stock(state)
    for seat, was in enumerate(before or []):
        if seat >= len(now):
            break
        parts = [("+" if now[seat][g] > was[g] else "−") + amount(g, abs(now[seat][g] - was[g]), seating.locale)
                 for g in GOODS if now[seat][g] != was[g]]
        out.append(t("teo.t.round_gains", seating.locale, player=player(seating, state, seat),
                     gains=", ".join(parts) or "—"))
    return out
