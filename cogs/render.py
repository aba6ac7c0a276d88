"""What the bot says about a game, as text, and its pictures.

Text comes from the message catalog (cogs.messages) and the engine's descriptions, in the
language each function is given (`locale`: the game's for public lines, the reader's for panels);
pictures come from the `images` package when it is installed, rendered in worker
processes. Without `images` (or if it fails), the text board from tzolkin.text is used.
"""
from __future__ import annotations

import asyncio
import functools
import importlib
import logging
import multiprocessing
import re
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

import discord

import i18n
from tzolkin import data as D
from tzolkin import rules as R
from tzolkin.describe import (amount, building_text, decision_text, gear_name, monument_text, prophecy_name,
                              prophecy_text, tech_name, temple_name, wealth_text, words)
from tzolkin.scoring import format_points
from tzolkin.text import board_text

from .messages import EN, t

log = logging.getLogger(__name__)

MARKERS = {"red": "🔴", "blue": "🔵", "yellow": "🟡", "green": "🟢", "purple": "🟣"}
ROUND_EVENTS = ("food", "rewards", "temple_points", "age", "first_player", "advance", "end", "prophecy")


# --- names -----------------------------------------------------------------------------

def marker(state, seat):
    return MARKERS.get(state.players[seat].colour, "⚪")


def safe_name(name):
    """A member's chosen name as plain text: no markdown, links or mentions (a nickname such
    as `<@1234>` or `@everyone` must not ping anyone, nor `[x](https://...)` show a link)."""
    text = discord.utils.escape_markdown(str(name), as_needed=False)
    return text.replace("<", "<\u200b").replace("@", "@\u200b")  # a zero-width space breaks every mention


def pings(*user_ids):
    """Allowed mentions for exactly these members (the bot's default allows none)."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(id=u) for u in dict.fromkeys(user_ids) if u])


def level_name(level, locale="en"):
    """A bot level as people read it ("random" is the level of older games' bots)."""
    return t(f"level.{level}", locale) if f"level.{level}" in EN else str(level)


BOT_SEAT = re.compile(r"Bot (\d+)")  # the name a lobby gives the bot players it adds


def own_name(seat, locale="en"):
    """The name a seat goes by: a member's, or for a bot added in the lobby "Bot 2" in the
    reader's language ("Robot 2")."""
    found = BOT_SEAT.fullmatch(seat.name) if seat.is_bot and not seat.handed_over else None
    return t("seat.bot_name", locale, n=int(found[1])) if found else seat.name


def seat_name(seat, *, bold=True, locale="en"):
    """A seat's name: a bot says so with its level, and a handed-over seat names who played it.
    Bold is for Discord messages (the name escaped there); plain is for pictures and the text
    board, which print it as it is."""
    name = f"**{safe_name(own_name(seat, locale))}**" if bold else own_name(seat, locale)
    if not seat.is_bot:
        return name
    key = "seat.handed" if seat.handed_over else "seat.bot"
    if not bold and own_name(seat, locale) != seat.name:  # "Robot 1 (moyen)": the name says it is a bot
        key = "seat.bot_named"
    return t(key if bold or key == "seat.bot_named" else f"{key}_plain", locale, name=name,
             level=level_name(seat.bot, locale))


def who(row, state, seat, *, ping=False, locale=None):
    """A seat as shown in the channel (in the game's language unless `locale` says otherwise):
    colour marker and name, a mention if asked."""
    s = row.seats[seat]
    lang = locale or row.language
    name = f"<@{s.user_id}>" if ping and s.user_id and not s.is_bot else seat_name(s, locale=lang)
    return f"{marker(state, seat)} {name}" if state is not None else name


def plain_name(row, seat, locale="en"):
    return safe_name(own_name(row.seats[seat], locale))


def labelled(row, state, locale=None):
    """A copy of the state whose player names say which seats bots play, for the pictures
    and the text board (they print the state's names)."""
    shown = state.copy()
    for pl in shown.players:
        if pl.seat < len(row.seats):
            pl.name = seat_name(row.seats[pl.seat], bold=False, locale=locale or row.language)
    return shown


# --- calendar ---------------------------------------------------------------------------

def food_text(state, locale="en"):
    nxt = state.next_food_day()
    if nxt is None:
        return t("food.none", locale)
    rounds, _kind = nxt
    if rounds == 0:
        return t("food.now", locale)
    return t("food.in", locale, n=rounds)


def board_embed_text(row, state, waiting=None, locale="en"):
    """(title, description lines, content line) for a board message; `waiting` names who is
    still choosing starting wealth (the engine's player on turn means nothing then)."""
    title = t("board.title", locale, day=min(state.day, D.LAST_DAY), last=D.LAST_DAY)
    lines = [t("board.status", locale, age="I" if state.age == 1 else "II", food=food_text(state, locale),
               corn=state.calendar_corn)]
    if state.is_over:
        content = t("board.over", locale)
    elif state.phase == "wealth":
        lines.append(t("board.choosing", locale, waiting=waiting or "-"))
        content = ""
    else:
        seat = state.current_player
        lines.append(t("board.turn_of", locale, player=who(row, state, seat, locale=locale)))
        content = t("board.your_turn", locale, mention=f"<@{row.seats[seat].user_id}>")
    lines.append("")
    for pl in state.players:
        lines.append(t("board.player", locale, player=who(row, state, pl.seat, locale=locale), vp=pl.vp,
                       corn=pl.corn, workers=pl.workers,
                       first=t("board.first", locale) if state.first_player == pl.seat else ""))
    return title, "\n".join(lines), content


def text_board(state, limit=3900, locale="en"):
    text = board_text(state, locale)
    if len(text) > limit:
        text = text[:limit - 1] + "…"
    return f"```\n{text}\n```"


# --- turns and events ---------------------------------------------------------------------

def turn_line(row, state, report, locale="en"):
    texts = [words(*step, locale=locale) for step in report.steps]
    what = t("log.sep", locale).join(texts) if texts else "—"
    key = "log.bot_turn" if report.by_bot else "log.turn"
    return t(key, locale, player=who(row, state, report.seat, locale=locale), what=what)


def _materials(got, locale="en"):
    parts = [amount(m, n, locale) for m, n in got.items() if n]
    return ", ".join(parts) or t("ev.nothing", locale)


def event_lines(row, state, events, locale="en"):
    out = []
    for e in events:
        kind = e["e"]
        if kind == "food":
            parts = []
            for f in e["fed"]:
                p = f"{marker(state, f['p'])} {plain_name(row, f['p'], locale)}"
                if f["unfed"]:
                    parts.append(t("ev.unfed", locale, player=p, corn=f["corn"], n=f["unfed"], vp=f["vp"]))
                else:
                    parts.append(t("ev.fed", locale, player=p, corn=f["corn"]))
            out.append(t("ev.food", locale, lines=t("list.semicolon", locale).join(parts) + "."))
        elif kind == "rewards":
            parts = [t("ev.reward", locale, player=f"{marker(state, i)} {plain_name(row, i, locale)}",
                       what=_materials(got, locale)) for i, got in enumerate(e["got"])]
            out.append(t("ev.rewards", locale, lines=t("list.semicolon", locale).join(parts) + "."))
        elif kind == "temple_points":
            parts = [t("ev.points", locale, player=f"{marker(state, i)} {plain_name(row, i, locale)}", points=p)
                     for i, p in enumerate(e["points"])]
            out.append(t("ev.temple_points", locale, lines=t("list.semicolon", locale).join(parts) + "."))
        elif kind == "age":
            out.append(t("ev.age", locale))
        elif kind == "first_player":
            player = f"{marker(state, e['p'])} {plain_name(row, e['p'], locale)}"
            out.append(t("ev.first_player", locale, player=player))
        elif kind == "advance" and e.get("days") == 2:
            out.append(t("ev.double", locale))
        elif kind == "prophecy":
            parts = [t("ev.points", locale, player=f"{marker(state, i)} {plain_name(row, i, locale)}", points=p)
                     for i, p in enumerate(e["points"])]
            out.append(t("ev.prophecy", locale, name=prophecy_name(e["id"], locale), lines=t("list.semicolon", locale).join(parts) + "."))
        elif kind == "end":
            out.append(t("ev.end", locale))
    return out


def final_lines(row, state, locale="en"):
    final = state.final
    ranked = sorted(final["players"], key=lambda r: -r["total_quarters"])
    lines = []
    for rank, r in enumerate(ranked, 1):
        lines.append(t("final.line", locale, rank=rank, player=who(row, state, r["seat"], locale=locale),
                       points=format_points(r["total_quarters"]), vp=r["game_vp"], skulls=r["skull_vp"],
                       monuments=sum(r["monuments"].values()), corn=format_points(r["corn"])))
    names = ", ".join(who(row, state, s, locale=locale) for s in final["winners"])
    lines.append(t("final.winners" if len(final["winners"]) > 1 else "final.winner", locale, names=names))
    lines.append(hints_used_line(row, locale))
    return lines


def hints_used_line(row, locale="en"):
    """Who asked for how many hints (competitive players want to know)."""
    if not row.hints_allowed:
        return t("final.hints_off", locale)
    counts = t("log.sep", locale).join(
        t("final.hint_count", locale, player=f"**{safe_name(own_name(s, locale))}**", n=s.hints)
        for s in row.seats if not s.is_bot or s.hints)
    return t("final.hints", locale, counts=counts)


# --- hints ------------------------------------------------------------------------------------

def _hint_values(info, locale="en"):
    """A hint's numbers as words: temple, technology, building and monument names."""
    out = dict(info)
    if "days" in out:
        out["n"] = out.pop("days")  # the plural follows the days
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
    key = f"hint.why.{reason}"
    if key not in EN:
        return t("hint.why.value", locale)
    values = _hint_values(info or {}, locale)
    if values.get("n") == 0 and f"{key}_now" in EN:  # "in 0 days" is "at the end of this round"
        key = f"{key}_now"
    try:
        return i18n.template(key, locale, values.get("n")).format(**values)
    except (KeyError, IndexError, ValueError):
        return t("hint.why.value", locale)  # a reason without the numbers its words need


def hint_text(reply, locale="en"):
    """A hint (data from the service) in the player's language."""
    return t("hint.reply", locale, decision=words(*reply.decision, locale=locale),
             action=words(*reply.action, locale=locale), why=why_text(reply.reason, reply.info, locale),
             count=reply.count)


def public_lines(row, game, outcome):
    """Every public line of a change, in the game's language: revealed wealth, turns, food days, the end."""
    state, locale = game.state, row.language
    lines = []
    if outcome.revealed:
        lines.append(reveal_text(row, state, locale))
    for report in outcome.reports:
        lines.append(turn_line(row, state, report, locale))
        lines += event_lines(row, state, [e for e in report.events if e["e"] in ROUND_EVENTS], locale)
    return lines


def reveal_text(row, state, locale="en"):
    lines = []
    for seat in range(state.n_players):
        pl = state.players[seat]
        tiles = " · ".join(wealth_text(x, locale) for x in pl.wealth or state.wealth_kept[seat])
        if pl.tribe:
            lines.append(t("wealth.reveal_tribe", locale, player=who(row, state, seat, locale=locale),
                           tribe=D.TRIBES[pl.tribe][0], tiles=tiles))
        else:
            lines.append(t("wealth.reveal_line", locale, player=who(row, state, seat, locale=locale), tiles=tiles))
    return t("wealth.reveal", locale, lines="\n".join(lines))


# --- the turn panel ---------------------------------------------------------------------------

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


def panel_text(row, game, seat, start_player, texts, note=None, info=None, locale="en"):
    """The private panel; `start_player` is the seat's player as the turn began (for its cost),
    `texts` the turn's decisions so far, worded in `locale`."""
    state = game.state
    lines = []
    if note:
        lines.append(t("panel.note", locale, note=note))
    if info:
        lines.append(info)
    lines.append(t("panel.header", locale, player=f"{marker(state, seat)} {plain_name(row, seat, locale)}",
                   day=min(state.day, D.LAST_DAY), last=D.LAST_DAY))
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

def player_sheet(row, state, seat, *, afford=True, locale="en", limit=4000):
    """A player's resources and what they can afford, for an embed's description (`limit`
    is a safety net: tests/test_panel_limits.py shows that no sheet reaches it)."""
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
    if pl.wealth:
        lines.append(t("sheet.wealth", locale, tiles=t("list.semicolon", locale).join(wealth_text(w, locale) for w in pl.wealth)))
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
        lines.append(t("sheet.afford_build", locale, items=t("list.semicolon", locale).join(builds) or none))
        mons = [monument_text(m, locale) for m in state.monuments if R.can_pay(pl, D.MONUMENTS[m]["cost"])]
        lines.append(t("sheet.afford_monument", locale, items=t("list.semicolon", locale).join(mons) or none))
    text = "\n".join(lines)
    return text[:limit] if limit else text


# --- pictures -----------------------------------------------------------------------------------

def _render_in_worker(name, *args, **kwargs):
    """Runs in a picture worker process: the images package's function `name`."""
    return getattr(importlib.import_module("images"), name)(*args, **kwargs)


def _warm_worker():
    """Each picture worker process draws the static art once, as it starts."""
    try:
        importlib.import_module("images").warm_up()
    except Exception:  # no images package, or it failed: the bot falls back to text boards
        pass


class Pictures:
    """Renders pictures off the event loop, in a pool of worker processes (default) or threads;
    None when the images package is unavailable or a picture fails (the bot shows text).

    Processes: rendering is mostly Python holding the GIL, so in threads it slows every click
    that runs meanwhile; in processes it does not (`python -m drills.render_pool` measures both).
    `module` may be given (tests, another renderer): it is called in threads, in this process.
    Otherwise `images` is imported lazily on every use until it exists.
    """

    def __init__(self, module=None, *, kind="process", workers=2):
        if kind not in ("process", "thread"):
            raise ValueError(f"pictures are rendered in processes or threads, not {kind!r}")
        self.module = module
        self.kind = kind if module is None else "thread"
        self.workers = workers
        self._pool = None

    def _renderer(self, name):
        module = self.module
        if module is None:
            try:
                module = importlib.import_module("images")
            except ImportError:
                return None
        return getattr(module, name, None)

    def _executor(self):
        if self._pool is None:
            if self.kind == "process":
                # forkserver: a worker is not a fork of this process with its threads and sockets
                self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("forkserver"),
                                                 initializer=_warm_worker)
            else:
                self._pool = ThreadPoolExecutor(self.workers, thread_name_prefix="pictures")
        return self._pool

    async def render(self, name, *args, **kwargs):
        fn = self._renderer(name)
        if fn is None:
            return None
        loop = asyncio.get_running_loop()
        try:
            call = functools.partial(_render_in_worker, name) if self.kind == "process" else fn
            return await loop.run_in_executor(self._executor(), functools.partial(call, *args, **kwargs))
        except BrokenProcessPool:
            log.error("a picture worker process died; starting new ones")
            self._pool = None
            return None
        except Exception:
            log.exception("rendering %s failed; falling back to text", name)
            return None

    async def warm_up(self):
        """Start the workers now and draw the static art once, rather than for the first board."""
        if self.kind == "process":
            if self._renderer("warm_up") is not None:
                pool = self._executor()
                loop = asyncio.get_running_loop()
                await asyncio.gather(*(loop.run_in_executor(pool, _warm_worker) for _ in range(self.workers)))
            return None
        await self.render("warm_up")

    def close(self):
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    async def board(self, state, locale="en"):
        return await self.render("board_png", state, locale=locale)

    async def gear(self, state, gear, locale="en"):
        return await self.render("gear_png", state, gear, locale=locale)

    async def player(self, state, seat, locale="en"):
        return await self.render("player_png", state, seat, locale=locale)

    async def scoreboard(self, state, locale="en"):
        return await self.render("scoreboard_png", state, locale=locale)

    async def phone(self, state, locale="en"):
        """[players, gears] PNGs readable on a phone, or None."""
        return await self.render("phone_pngs", state, locale=locale)
