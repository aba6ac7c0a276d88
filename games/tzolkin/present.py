"""How Tzolk'in shows at the table, in words: the board's lines, the turn panel, the public lines
of food days and scorings, the final scores, the player sheet, the hints' reasons, the private
starting choice (a tribe, the wealth tiles) and the round summaries.

Pure functions of the engine's state and of the table's `Seating` (the seats' names as the table
writes them), in the language they are given; texts from the `tzolkin` catalog (games/tzolkin/
words.py and the engine's tzolkin/words.py).
"""
from __future__ import annotations

import i18n
from i18n import text as t
from tzolkin import data as D
from tzolkin import rules as R
from tzolkin.describe import (amount, building_text, decision_text, gear_name, monument_text, prophecy_name,
                              prophecy_text, tech_name, temple_name, tribe_text, wealth_text, words)
from tzolkin.rules import keep_options, tribe_options
from tzolkin.scoring import format_points
from tzolkin.text import board_text

from . import texts as _texts  # noqa: F401  (registers the texts used here)
from .advice import food_line

MARKERS = {"red": "🔴", "blue": "🔵", "yellow": "🟡", "green": "🟢", "purple": "🟣"}
ROUND_EVENTS = ("food", "rewards", "temple_points", "age", "first_player", "advance", "end", "prophecy")


def marker(state, seat):
    return MARKERS.get(state.players[seat].colour, "⚪")


def day_status(state, locale="en"):
    """"day 12": where a game stands in a list of games."""
    return t("status.day", locale, day=min(state.day, D.LAST_DAY))


# --- the board ------------------------------------------------------------------------------------

def food_text(state, locale="en"):
    nxt = state.next_food_day()
    if nxt is None:
        return t("food.none", locale)
    rounds, _kind = nxt
    if rounds == 0:
        return t("food.now", locale)
    return t("food.in", locale, n=rounds)


def board_lines(seating, state, waiting=None):
    """(title, description) for a board message; `waiting` names who is still choosing their
    starting wealth (the engine's player on turn means nothing then)."""
    locale = seating.locale
    title = t("board.title", locale, day=min(state.day, D.LAST_DAY), last=D.LAST_DAY)
    lines = [t("board.status", locale, age="I" if state.age == 1 else "II", food=food_text(state, locale),
               corn=state.calendar_corn)]
    if state.is_over:
        pass
    elif state.phase == "wealth":
        lines.append(t("board.choosing", locale, waiting=waiting or "-"))
    else:
        lines.append(t("board.turn_of", locale, player=seating.who(state.current_player)))
    lines.append("")
    for pl in state.players:
        lines.append(t("board.player", locale, player=seating.who(pl.seat), vp=pl.vp, corn=pl.corn, workers=pl.workers,
                       first=t("board.first", locale) if state.first_player == pl.seat else ""))
    return title, "\n".join(lines)


def text_board(state, locale="en"):
    return board_text(state, locale)


# --- public lines -----------------------------------------------------------------------------------

def _materials(got, locale="en"):
    parts = [amount(m, n, locale) for m, n in got.items() if n]
    return ", ".join(parts) or t("ev.nothing", locale)


def event_lines(seating, state, events):
    """The lines of food days, rewards, temple points, the new age, the first player, a double
    advance, prophecies and the end."""
    locale = seating.locale
    sep = t("list.semicolon", locale)
    out = []
    for e in events:
        kind = e["e"]
        if kind not in ROUND_EVENTS:
            continue
        if kind == "food":
            parts = []
            for f in e["fed"]:
                p = seating.player(f["p"])
                if f["unfed"]:
                    parts.append(t("ev.unfed", locale, player=p, corn=f["corn"], n=f["unfed"], vp=f["vp"]))
                else:
                    parts.append(t("ev.fed", locale, player=p, corn=f["corn"]))
            out.append(t("ev.food", locale, lines=sep.join(parts) + "."))
        elif kind == "rewards":
            parts = [t("ev.reward", locale, player=seating.player(i), what=_materials(got, locale))
                     for i, got in enumerate(e["got"])]
            out.append(t("ev.rewards", locale, lines=sep.join(parts) + "."))
        elif kind == "temple_points":
            parts = [t("ev.points", locale, player=seating.player(i), points=p) for i, p in enumerate(e["points"])]
            out.append(t("ev.temple_points", locale, lines=sep.join(parts) + "."))
        elif kind == "age":
            out.append(t("ev.age", locale))
        elif kind == "first_player":
            out.append(t("ev.first_player", locale, player=seating.player(e["p"])))
        elif kind == "advance" and e.get("days") == 2:
            out.append(t("ev.double", locale))
        elif kind == "prophecy":
            parts = [t("ev.points", locale, player=seating.player(i), points=p) for i, p in enumerate(e["points"])]
            out.append(t("ev.prophecy", locale, name=prophecy_name(e["id"], locale), lines=sep.join(parts) + "."))
        elif kind == "end":
            out.append(t("ev.end", locale))
    return out


PAGE_MARKS = {"food": ("food",), "scoring": ("temple_points", "end")}


def page_marks(events):
    """A page of the log is marked when a food day was held that round (the log's jump goes
    from one to the next), and when temple points were scored or the game ended."""
    kinds = {e["e"] for e in events}
    return tuple(mark for mark, found in PAGE_MARKS.items() if kinds & set(found))


def reveal_lines(seating, state):
    lines = []
    for seat in range(state.n_players):
        pl = state.players[seat]
        tiles = " · ".join(wealth_text(x, seating.locale) for x in pl.wealth or state.wealth_kept[seat])
        if pl.tribe:
            lines.append(t("wealth.reveal_tribe", seating.locale, player=seating.who(seat), tribe=D.TRIBES[pl.tribe][0],
                           tiles=tiles))
        else:
            lines.append(t("wealth.reveal_line", seating.locale, player=seating.who(seat), tiles=tiles))
    return [t("wealth.reveal", seating.locale, lines="\n".join(lines))]


def final_lines(seating, state):
    """The final scores, best first (the engine's tie-break decides the winners), and who won."""
    locale = seating.locale
    final = state.final
    ranked = sorted(final["players"], key=lambda r: -r["total_quarters"])
    lines = []
    for rank, r in enumerate(ranked, 1):
        lines.append(t("final.line", locale, rank=rank, player=seating.who(r["seat"]),
                       points=format_points(r["total_quarters"]), vp=r["game_vp"], skulls=r["skull_vp"],
                       monuments=sum(r["monuments"].values()), corn=format_points(r["corn"])))
    names = ", ".join(seating.who(s) for s in final["winners"])
    lines.append(t("final.winners" if len(final["winners"]) > 1 else "final.winner", locale, names=names))
    return lines


# --- round summaries ------------------------------------------------------------------------------

GOODS = (("corn", "🌽"), ("wood", "🪵"), ("stone", "🪨"), ("gold", "🥇"), ("skulls", "💀"), ("vp", "VP"))


def stock(state):
    return [{g: getattr(p, g) for g, _ in GOODS} for p in state.players]


def gains_lines(seating, state, before):
    """What each player gained (or spent) over the round, from the stocks at its start."""
    out = []
    now = stock(state)
    for seat, was in enumerate(before or []):
        parts = [f"{now[seat][g] - was[g]:+d}{icon}" for g, icon in GOODS if now[seat][g] != was[g]]
        out.append(t("board.round_gains", seating.locale, player=seating.player(seat), gains=" ".join(parts) or "—"))
    return out


# --- hints ------------------------------------------------------------------------------------------

def _hint_values(info, locale="en"):
    """A hint's numbers as words: temple, technology, building and monument names."""
    out = dict(info)
    for count in ("days", "rounds"):
        if count in out:
            out["n"] = out.pop(count)  # the plural follows the days (or rounds)
    if out.get("gear") in D.GEARS:
        out["gear"] = gear_name(out["gear"], locale)
    if out.get("material") in D.RESOURCES and isinstance(out.get("count"), int):
        out["gain"] = amount(out.pop("material"), out.pop("count"), locale)
    if isinstance(out.get("vp"), float) and locale != "en":
        out["vp"] = f"{out['vp']:g}".replace(".", ",")  # a decimal comma
    for key, name, keys in (("temple", temple_name, D.TEMPLE_KEYS), ("tech", tech_name, D.TECH_KEYS)):
        value = out.get(key)
        if isinstance(value, str) and value in keys:
            value = keys.index(value)
        if isinstance(value, int) and 0 <= value < len(keys):
            out[key] = name(value, locale)
    for key, text, table in (("building", building_text, D.BUILDINGS), ("monument", monument_text, D.MONUMENTS)):
        if isinstance(out.get(key), (int, str)) and out[key] in table:
            out[key] = text(out[key], locale)
    return out


def why_text(reason, info, locale="en"):
    """One line of why, from the bot's language-free reason key and its numbers."""
    keys = i18n.keys()
    key = f"hint.why.{reason}"
    if key not in keys:
        return t("hint.why.value", locale)
    values = _hint_values(info or {}, locale)
    if values.get("n") == 0 and f"{key}_now" in keys:  # "in 0 days" is "at the end of this round"
        key = f"{key}_now"
    try:
        return i18n.template(key, locale, values.get("n")).format(**values)
    except (KeyError, IndexError, ValueError):
        return t("hint.why.value", locale)  # a reason without the numbers its words need


# --- the turn panel -----------------------------------------------------------------------------------

def resources_line(state, seat, locale="en"):
    pl = state.players[seat]
    return t("panel.resources", locale, corn=pl.corn, wood=pl.wood, stone=pl.stone, gold=pl.gold,
             skulls=pl.skulls, free=state.free_workers(seat), workers=pl.workers)


DELTA_MATERIALS = (("corn", "corn"), ("wood", "wood"), ("stone", "stone"), ("gold", "gold"), ("skulls", "skull"),
                   ("vp", "vp"), ("workers", "workers"))


def cost_delta(before, after, locale="en"):
    parts = []
    for attr, material in DELTA_MATERIALS:
        d = getattr(after, attr) - getattr(before, attr)
        if d:
            parts.append(amount(material, d, locale, signed=True))
    return ", ".join(parts)


# The decisions each calamity makes dearer, for the panel's warning.
CALAMITY_DECISIONS = {
    "wrathful_gods": {"temple", "pair", "work", "any", "theology", "toll"},
    "angry_chaac": {"temple", "pair", "work", "any", "theology", "toll"},
    "angry_quetzalcoatl": {"temple", "pair", "work", "any", "theology", "toll"},
    "angry_kukulcan": {"temple", "pair", "work", "any", "theology", "toll"},
    "forest_fires": {"work", "harvest", "any"}, "drought": {"work", "harvest", "any"},
    "gold_shortage": {"work", "any", "resource", "toll", "turn"}, "desecration": {"work", "any", "toll"},
    "teacher_shortage": {"tech", "work", "any", "toll"}, "forgotten_lore": {"work", "any", "harvest", "build"},
    "crowded_cities": {"build", "work", "any", "turn"}, "hunger": {"turn"}, "high_floodwaters": {"turn"},
}


def calamity_line(state, locale="en"):
    """The active calamity, said plainly when it changes what the current decision costs."""
    key = state.prophecy
    if key is None or not state.stack:
        return None
    kind = state.stack[-1]["k"]
    return t("panel.calamity_here" if kind in CALAMITY_DECISIONS.get(key, ()) else "panel.calamity", locale,
             name=prophecy_name(key, locale), effect=words(f"prophecy.{key}.calamity", locale=locale))


def panel_text(seating, game, seat, start_player, texts):
    """The private panel; `start_player` is the seat's player as the turn began (for its cost),
    `texts` the turn's decisions so far, worded in the seating's locale. The food-day warning
    comes right under the header."""
    state, locale = game.state, seating.locale
    lines = [t("panel.header", locale, player=seating.player(seat), day=min(state.day, D.LAST_DAY), last=D.LAST_DAY)]
    food = food_line(state, seat, locale)
    if food:
        lines.append(food)
    lines.append(resources_line(state, seat, locale))
    calamity = calamity_line(state, locale)
    if calamity:
        lines.append(calamity)
    if texts:
        lines.append(t("panel.so_far", locale))
        lines += [f"• {x}" for x in texts]
        delta = cost_delta(start_player, state.players[seat], locale)
        lines.append(t("panel.cost", locale, delta=delta) if delta else t("panel.cost_none", locale))
    elif state.stack and state.stack[-1]["k"] == "turn":
        lines.append(t("panel.nothing_yet", locale))
    lines.append(t("panel.now", locale, decision=decision_text(state, locale)))
    kind = state.stack[-1]["k"] if state.stack else None
    if kind in ("advance", "keep"):
        lines.append(t("panel.final", locale))
    elif any(a.kind == "end" for a in game.legal_actions()):
        lines.append(t("panel.confirm_hint", locale))
    return "\n".join(lines)


# --- player sheet -----------------------------------------------------------------------------

def player_sheet(state, seat, *, afford=True, locale="en", limit=4000):
    """A player's resources and what they can afford, for an embed's description (`limit`
    is a safety net: tests/tzolkin/test_panel_limits.py shows that no sheet reaches it)."""
    pl = state.players[seat]
    temples = ", ".join(f"{temple_name(i, locale)} {pl.temples[i]}" for i in D.TEMPLES)
    techs = ", ".join(f"{tech_name(i, locale)} {pl.techs[i]}" for i in D.TECHS)
    placed = state.workers_on_gears(seat) + (1 if state.start_space == seat else 0)
    lines = [
        resources_line(state, seat, locale),
        t("sheet.points", locale, vp=pl.vp, skulls=pl.skulls),
        t("sheet.workers", locale, free=state.free_workers(seat), placed=placed, total=pl.workers),
        t("sheet.temples", locale, temples=temples),
        t("sheet.techs", locale, techs=techs),
        t("sheet.buildings", locale, n=len(pl.buildings), m=len(pl.monuments)),
    ]
    sep = t("list.semicolon", locale)
    if pl.wealth:
        lines.append(t("sheet.wealth", locale, tiles=sep.join(wealth_text(w, locale) for w in pl.wealth)))
    if pl.tribe:
        lines.append(t("sheet.tribe", locale, tribe=D.TRIBES[pl.tribe][0], ability=t(f"tribe.{pl.tribe}", locale)))
    if state.prophecies:
        lines.append(t("sheet.prophecies", locale, vp=f"{pl.prophecy_vp:+d}"))
        if state.prophecy:
            lines.append(t("sheet.prophecy", locale, text=prophecy_text(state.prophecy, locale)))
    nxt = state.next_food_day()
    if nxt is None or state.is_over:
        lines.append(t("sheet.food_none", locale))
    else:
        lines.append(t("sheet.food", locale, when=food_text(state, locale), cost=sum(R.food_needs(state, pl)),
                       corn=pl.corn))
    if afford and not state.is_over:
        none = t("sheet.afford_nothing", locale)
        lines.append(t("sheet.afford", locale))
        places = []
        for g in D.GEARS:
            pos = R.lowest_free_space(state, g)
            if pos is not None:
                places.append(f"{gear_name(g, locale)} {pos} ({amount('corn', pos, locale)})")
        lines.append(t("sheet.afford_place", locale, costs=", ".join(places) or none))
        techs_ok = [t("sheet.tech_price", locale, tech=tech_name(i, locale), n=R.tech_cost(state, pl, pl.techs[i]))
                    for i in D.TECHS if pl.resource_count() >= R.tech_cost(state, pl, pl.techs[i])]
        lines.append(t("sheet.afford_tech", locale, techs=", ".join(techs_ok) or none))
        builds = [building_text(b, locale) for b in state.display if b is not None
                  and R.can_pay(pl, D.BUILDINGS[b]["cost"])]
        lines.append(t("sheet.afford_build", locale, items=sep.join(builds) or none))
        mons = [monument_text(m, locale) for m in state.monuments if R.can_pay(pl, D.MONUMENTS[m]["cost"])]
        lines.append(t("sheet.afford_monument", locale, items=sep.join(mons) or none))
    text = "\n".join(lines)
    return text[:limit] if limit else text


# --- the private starting choice: a tribe (Tribes & Prophecies), then the wealth tiles ----------------

def start_choice(chosen):
    """A seat's steps so far (actions): {decision kind: action}."""
    parts = {}
    for action in chosen:
        parts["keep" if action.kind == "discard" else action.kind] = action
    return parts


def kept_text(state, seat, action, lang="en"):
    """The tiles a keep (two tiles) or an Ixtab discard (three tiles) keeps."""
    if action.kind == "discard":
        tiles = [x for x in state.wealth_dealt[seat] if x != action.a]
    else:
        tiles = [action.a, action.b]
    named = [f"**{wealth_text(x, lang)}**" for x in tiles]
    return t("list.and", lang, a=", ".join(named[:-1]), b=named[-1])


def keep_option_text(action, lang="en"):
    if action.kind == "discard":
        return t("wealth.option_discard", lang, tile=wealth_text(action.a, lang))
    return t("wealth.option", lang, a=wealth_text(action.a, lang), b=wealth_text(action.b, lang))


def wealth_choices(state, seat, parts, lang="en"):
    """The options of the private starting choice, as (action, label, description): the tiles to
    keep, and the tribes (named, their ability below) until one is chosen."""
    tribes = tribe_options(state, seat)
    tribe = parts["tribe"].a if "tribe" in parts else None
    pairs = keep_options(state, seat, tribe) if tribe or not tribes else []
    return ([(a, keep_option_text(a, lang), "") for a in pairs],
            [(a, D.TRIBES[a.a][0], t(f"tribe.{a.a}", lang)) for a in tribes])


def wealth_menus(pairs, tribes=(), lang="en"):
    """The private starting choice as select menus: [(argument, placeholder, [(value, label,
    description)])]; the tribe first (Tribes & Prophecies, the menu's argument "tribe"), then the
    tiles to keep. `tribes` and `pairs` are (action, label, description) with their full texts."""
    menus = []
    if tribes:
        menus.append(("tribe", t("tribe.placeholder", lang), [(str(a), label, note) for a, label, note in tribes]))
    if pairs:
        menus.append((None, t("wealth.placeholder", lang), [(str(a), label, note) for a, label, note in pairs]))
    return menus


def secret_panel(game, seat, chosen, waiting, lang="en"):
    """The private starting choice: the two tribes (Tribes & Prophecies), the four tiles, and what
    is chosen so far; with its menus."""
    state = game.state
    parts = start_choice(chosen)
    lines = []
    tribes = tribe_options(state, seat)
    if tribes:
        lines.append(t("tribe.panel", lang, tribes="\n".join(f"• {tribe_text(a.a, lang)}" for a in tribes)))
    tiles = "\n".join(f"• {wealth_text(x, lang)}" for x in state.wealth_dealt[seat])
    ixtab = "tribe" in parts and parts["tribe"].a == "ixtab"
    lines.append(t("wealth.panel_ixtab" if ixtab else "wealth.panel", lang, tiles=tiles))
    if "tribe" in parts:
        lines.append(t("tribe.chosen", lang, tribe=tribe_text(parts["tribe"].a, lang)))
    elif tribes:
        lines.append(t("tribe.first", lang))
    if "keep" in parts:
        lines.append(t("wealth.chosen_tiles", lang, tiles=kept_text(state, seat, parts["keep"], lang), waiting=waiting))
    return "\n\n".join(lines), wealth_menus(*wealth_choices(state, seat, parts, lang), lang=lang)


def secret_done(state, seat, lang="en"):
    kept = state.players[seat].wealth
    return t("wealth.all_chosen", lang, tiles=t("list.and", lang, a=", ".join(
        f"**{wealth_text(x, lang)}**" for x in kept[:-1]), b=f"**{wealth_text(kept[-1], lang)}**"))
