"""What the table says about a game, as text, for any game: the seats' names (escaped, bots with
their level), mentions, a turn's public line, the hint's reply, the final lines.

The words of the table come from its catalog (cogs.messages); a game's own words come from its
plug-in, which a game may also use to word the table's texts its own way (`say`). Each function
is given its language (`locale`: the game's for public lines, the reader's for panels).
"""
from __future__ import annotations

import io
import re

import discord

import games
import i18n
from games import Seating

from . import escape
from .messages import t


def plugin_of(row):
    """The plug-in of a stored game (rows from before games had names are the default game's)."""
    return games.get(getattr(row, "game", None))


def say(plugin, key, locale="en", **values):
    """A text of the table about a game: the game's own wording when it gives one (its `texts`),
    else the table's; `{title}` (the game's name) and `{command}` (its slash group) are known."""
    values = {"title": plugin.title(locale), "command": plugin.name, **values}
    own = plugin.words.texts.get(key)
    return plugin.words.text(own, locale, **values) if own else t(key, locale, **values)


def new_commands():
    """How to open a game of each kind ("`/<game> new`, ..."), for texts that name no game."""
    return ", ".join(f"`/{p.name} new`" for p in games.plugins())


# --- names -----------------------------------------------------------------------------

def safe_name(name):
    """A member's chosen name in a message (content or embed): see cogs.escape."""
    return escape.plain(name)


def pings(*user_ids):
    """Allowed mentions for exactly these members (the bot's default allows none)."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(id=u) for u in dict.fromkeys(user_ids) if u])


def level_name(level, locale="en"):
    """A bot level as people read it ("random" is the level of older games' bots)."""
    return t(f"level.{level}", locale) if f"level.{level}" in i18n.keys() else str(level)


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


_SEATINGS = {}  # what a Seating is made of -> the Seating: a change's lines, board and panel share one
SEATINGS_KEPT = 256


def seating(row, state, locale=None):
    """The seats of a stored game as its plug-in's texts print them, for one reader (worked out
    once for the same seats, marks and language)."""
    lang = locale or row.language
    plugin = plugin_of(row)
    markers = tuple(plugin.words.marker(state, s.seat) if state is not None else "" for s in row.seats)
    key = (row.id, lang, markers, tuple((s.user_id, s.name, s.bot) for s in row.seats))
    found = _SEATINGS.get(key)
    if found is None:
        found = Seating(row.id, lang, tuple(seat_name(s, locale=lang) for s in row.seats),
                        tuple(safe_name(own_name(s, lang)) for s in row.seats), markers)
        if len(_SEATINGS) >= SEATINGS_KEPT:
            _SEATINGS.pop(next(iter(_SEATINGS)))
        _SEATINGS[key] = found
    return found


def who(row, state, seat, *, ping=False, locale=None):
    """A seat as shown in the channel (in the game's language unless `locale` says otherwise):
    colour marker and name, a mention if asked."""
    s = row.seats[seat]
    lang = locale or row.language
    name = f"<@{s.user_id}>" if ping and s.user_id and not s.is_bot else seat_name(s, locale=lang)
    mark = plugin_of(row).words.marker(state, seat) if state is not None else ""
    return f"{mark} {name}".strip()


def labelled(row, state, locale=None):
    """A copy of the state whose player names say which seats bots play, for the pictures
    and the text board (they print the state's names)."""
    lang = locale or row.language
    return plugin_of(row).pictures.labelled(state, [seat_name(s, bold=False, locale=lang) for s in row.seats])


# --- pictures' descriptions ---------------------------------------------------------------------

DESCRIPTION_MAX = 1024  # Discord's limit on an attachment's description


def described(text, limit=DESCRIPTION_MAX):
    """`text` within Discord's limit on an attachment's description, cut after a whole word with
    "…" when longer; counted in UTF-16 units, the longest way Discord may count it."""
    def size(s):
        return len(s.encode("utf-16-le")) // 2
    if size(text) <= limit:
        return text
    cut = text
    while size(cut) > limit - 1:  # room for the "…"; each character is one unit or two
        cut = cut[:len(cut) - (size(cut) - limit + 1)]
    space = cut.rfind(" ")
    return (cut[:space] if space > 0 else cut).rstrip(" ,;:·") + "…"


def picture_text(row, game, picture, locale, **what):
    """A picture's description in `locale` (the game's words: Words.picture_text), its seats named
    as the picture prints them; `what`: `seat`, `value`, `waiting`."""
    plugin = plugin_of(row)
    names = tuple(escape.description(seat_name(s, bold=False, locale=locale)) for s in row.seats)
    markers = tuple(plugin.words.marker(game.state, s.seat) for s in row.seats)
    return plugin.words.picture_text(Seating(row.id, locale, names, names, markers), game, picture, **what)


def attached(png, filename, text):
    """A picture to post, with its description (read by screen readers, shown on hover)."""
    return discord.File(io.BytesIO(png), filename=filename, description=described(text))


# --- turns and the end ------------------------------------------------------------------------

def turn_line(plugin, places, report, game=None):
    """"🔴 **alice**: Place a worker on Tikal 0 · ...": one turn, its decisions worded by the game
    (or the game's own summary of the turn, when it gives one)."""
    locale = places.locale
    what = plugin.words.turn_text(places, game, report) if game is not None else None
    if what is None:
        shown = [plugin.words.public_step(step) for step in report.steps]  # a hidden tile stays hidden
        texts = [plugin.words.say(*step, locale=locale) for step in shown if step is not None]
        what = t("log.sep", locale).join(texts) if texts else "—"
    return t("log.bot_turn" if report.by_bot else "log.turn", locale, player=places.who(report.seat), what=what)


def public_lines(row, game, outcome):
    """Every public line of a change, in the game's language: the secret choices revealed, the
    turns, and what the game says happened (food days, scorings, the end...)."""
    plugin = plugin_of(row)
    places = seating(row, game.state)
    lines = []
    if outcome.revealed:
        lines += plugin.words.reveal_lines(places, game)
    for report in outcome.reports:
        lines.append(turn_line(plugin, places, report, game))
        lines += plugin.words.event_lines(places, game, report.events)
    return lines


def final_lines(row, game, locale="en"):
    """The final scores (the game's lines) and who used how many hints."""
    return plugin_of(row).words.final_lines(seating(row, game.state, locale), game) + [hints_used_line(row, locale)]


def hints_used_line(row, locale="en"):
    """Who asked for how many hints (competitive players want to know)."""
    if not row.hints_allowed:
        return t("final.hints_off", locale)
    counts = t("log.sep", locale).join(
        t("final.hint_count", locale, player=f"**{safe_name(own_name(s, locale))}**", n=s.hints)
        for s in row.seats if not s.is_bot or s.hints)
    return t("final.hints", locale, counts=counts)


def hint_text(plugin, reply, locale="en"):
    """A hint (data from the service) in the player's language."""
    return t("hint.reply", locale, decision=plugin.words.say(*reply.decision, locale=locale),
             action=plugin.words.say(*reply.action, locale=locale),
             why=plugin.words.hint_why(reply.reason, reply.info, locale),
             count=reply.count)


def text_board(plugin, state, limit=3900, locale="en"):
    """The game's text board (of a state `labelled` for the table) in a code block, or None."""
    text = plugin.words.text_board(state, locale)
    if text is None:
        return None
    if len(text) > limit:
        text = text[:limit - 1] + "…"
    return f"```\n{escape.code(text)}\n```"  # the seats' names are in it as the members chose them
