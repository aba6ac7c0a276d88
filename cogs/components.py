"""Persistent buttons and select menus, and the one parser of their custom ids.

Every component's custom id says what it does and for which game and version:
`tz:<verb>:<game>:<rev>[:<arg>]` for buttons, `tzs:<verb>:<game>:<rev>[:<arg>]` for
selects, `tzlog:<game>:<page>:<slot>` for the buttons of a log page. `rev` is the game's
revision for panels, the engine turn number for board buttons.

Every id beginning with `tz` reaches one `DynamicItem` (registered at start-up, so the
components keep working after a restart) that holds no game state: `parse` reads the id
against the table `VERBS`, and the cog reloads the game from storage on every click. An id
`parse` cannot read, a component of the wrong kind (a select's id on a button), or a verb
arriving from a kind of message it is never put on (a panel's Confirm on the public board, a
lobby button on a board) is one case: a private "this button is out of date", nothing changed.

The ids are the same for every game (the game's number says which game it is): `tz` is the
family's name from the first game the bot served, kept so that buttons posted before other games
came still answer. What a verb's argument may be (a lobby's option, a bot's level, a menu of the
secret choice) is what the registered games offer.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import discord

import games

from .messages import t

FAMILY = r"tz[\s\S]*"  # every custom id the bot makes; `parse` says which ones it can read
NUMBER = r"[0-9]{1,18}"  # game numbers and revisions: ASCII digits that fit a 64-bit column
ID_MAX, LABEL_MAX, OPTION_MAX, SELECT_OPTIONS = 100, 80, 100, 25
BUTTON, SELECT = discord.ComponentType.button, discord.ComponentType.string_select
PREFIX = {BUTTON: "tz", SELECT: "tzs"}
LOG_SLOTS = ("first", "prev", "next", "last", "food")
MOVE = r"[a-z0-9_]+(?::[A-Za-z0-9_+\-]+)*"  # an engine action as text ("place:tikal", "pay:1stone+1wood", "at:G9")


def _one_of(words):
    return "|".join(re.escape(w) for w in words) or "(?!)"


def _options():
    return _one_of(sorted({o for p in games.plugins() for o in p.options}))


def _levels():
    return _one_of(sorted({level for p in games.plugins() for level in p.levels}))


def _menus():
    return f"(?:{_one_of(sorted({m for p in games.plugins() if p.secret for m in p.secret.menus}))})?"


# (component type, verb) -> (the message it is put on, what its argument may be: a pattern, "" for none,
# or a function giving the pattern from the registered games).
# "lobby": the game's lobby message; "public": a message of the game's channel or thread (the board,
# the starting-choice announcement); "private": an ephemeral message (a panel, the log, a confirmation).
VERBS = {
    (BUTTON, "join"): ("lobby", ""),
    (BUTTON, "leave"): ("lobby", ""),
    (BUTTON, "rmbot"): ("lobby", ""),
    (BUTTON, "start"): ("lobby", ""),
    (BUTTON, "hints"): ("lobby", "on|off"),
    (BUTTON, "module"): ("lobby", _options),  # a lobby's option (an expansion's module, say)
    (SELECT, "addbot"): ("lobby", ""),
    (BUTTON, "addbot"): ("lobby", _levels),  # lobbies of older versions: a button per level
    (BUTTON, "wealth"): ("public", ""),  # opens the secret choice (named after the first game's starting wealth)
    (BUTTON, "turn"): ("public", ""),
    (BUTTON, "me"): ("public", ""),
    (SELECT, "keep"): ("private", _menus),  # a step of the secret choice
    (BUTTON, "act"): ("private", MOVE),
    (SELECT, "act"): ("private", "[0-3]"),
    (BUTTON, "undo"): ("private", ""),
    (BUTTON, "hint"): ("private", ""),
    (BUTTON, "resign"): ("private", ""),
    (BUTTON, "log"): ("private", _one_of(LOG_SLOTS)),
}
SHAPES = {
    "tz": re.compile(rf"tz:(?P<verb>[a-z]+):(?P<game>{NUMBER}):(?P<rev>{NUMBER})(?::(?P<arg>[\s\S]*))?"),
    "tzs": re.compile(rf"tzs:(?P<verb>[a-z]+):(?P<game>{NUMBER}):(?P<rev>{NUMBER})(?::(?P<arg>[\s\S]*))?"),
    "tzlog": re.compile(rf"tzlog:(?P<game>{NUMBER}):(?P<rev>{NUMBER}):(?P<arg>[\s\S]*)"),
}
FAMILY_TYPE = {"tz": BUTTON, "tzs": SELECT, "tzlog": BUTTON}


@dataclass(frozen=True)
class Click:
    """A component's custom id, read: which verb, for which game, at which revision (or page)."""
    verb: str
    game_id: int
    rev: int
    arg: str | None
    where: str  # "lobby", "public" or "private": the kind of message the verb is put on


def parse(custom_id, kind=BUTTON):
    """The Click a custom id names, or None when it is not one the bot makes for a component of
    this kind (a button or a select): then the click is answered as out of date."""
    prefix = str(custom_id).split(":", 1)[0]
    shape = SHAPES.get(prefix)
    match = shape.fullmatch(custom_id) if shape and len(custom_id) <= ID_MAX else None
    if match is None or FAMILY_TYPE[prefix] != kind:
        return None
    verb = "log" if prefix == "tzlog" else match["verb"]
    rule = VERBS.get((kind, verb))
    arg = match["arg"]
    pattern = rule[1]() if rule is not None and callable(rule[1]) else rule and rule[1]
    if rule is None or not re.fullmatch(pattern, arg or "") or arg == "":
        return None
    game_id = int(match["game"])
    return Click(verb, game_id, int(match["rev"]), arg, rule[0]) if game_id else None


def custom_id(prefix, verb, game_id, rev, arg=None):
    cid = f"{prefix}:{verb}:{game_id}:{rev}" + (f":{arg}" if arg is not None else "")
    if len(cid) > ID_MAX:
        raise ValueError(f"custom id too long: {cid}")
    return cid


def clip(text, limit):
    return text if len(text) <= limit else text[:limit - 1] + "…"


class Component(discord.ui.DynamicItem[discord.ui.Item], template=FAMILY):
    """Every button and select the bot makes. A click arrives as the component it was (its id,
    and a select's chosen values) and goes to the game cog's `on_click`, which reads the id."""

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(item)  # never fails: an id that cannot be read is answered by on_click

    async def callback(self, interaction):
        values = list(getattr(self.item, "values", None) or []) if self.item.type == SELECT else None
        click = parse(self.custom_id, self.item.type)
        await interaction.client.host.on_click(interaction, click, values)


DYNAMIC_ITEMS = (Component,)


def button(verb, game_id, rev, arg=None, *, label="?", style=discord.ButtonStyle.secondary, emoji=None, row=None,
             disabled=False):
    return Component(discord.ui.Button(label=clip(label, LABEL_MAX), style=style, emoji=emoji, disabled=disabled,
                                       custom_id=custom_id("tz", verb, game_id, rev, arg)), row=row)


def select(verb, game_id, rev, arg=None, *, options=(), placeholder=None, row=None):
    return Component(discord.ui.Select(custom_id=custom_id("tzs", verb, game_id, rev, arg),
                                       options=list(options) or [discord.SelectOption(label="-")],
                                       placeholder=placeholder, min_values=1, max_values=1), row=row)


def log_button(game_id, page, slot, *, label="?", disabled=False):
    """One button of a log page: which game, which page it leads to, and its place on the row
    (two buttons may lead to the same page, and custom ids must differ)."""
    return Component(discord.ui.Button(label=label, custom_id=f"tzlog:{game_id}:{page}:{slot}", disabled=disabled,
                                       style=discord.ButtonStyle.secondary))


def _view(*items):
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def lobby_view(row, plugin, chosen=()):
    """The lobby's buttons in the game's language (public): join, leave, bots, hints, start; and a
    switch per option of the game (green when on)."""
    g, ok, lang = row.id, row.rev, row.language
    s = discord.ButtonStyle
    levels = [discord.SelectOption(label=t(f"bot.option.{x}", lang), value=x, emoji="🤖",
                                   description=(plugin.words.text(plugin.level_keys[x], lang)
                                                if x in plugin.level_keys else None))
              for x in plugin.levels]
    hints = ("off", "btn.hints_on") if row.hints_allowed else ("on", "btn.hints_off")  # the click toggles
    switches = [button("module", g, ok, m, label=plugin.words.text(plugin.option_keys[m][1], lang,
                                                              state=t("on" if m in chosen else "off", lang)),
                       style=s.success if m in chosen else s.secondary, row=3 if i < len(plugin.options) - 5 else 4)
                for i, m in enumerate(plugin.options)]  # five on the last row; the first of more beside Start
    return _view(
        button("join", g, ok, label=t("btn.join", lang), style=s.primary, row=0),
        button("leave", g, ok, label=t("btn.leave", lang), row=0),
        select("addbot", g, ok, options=levels, placeholder=t("bot.placeholder", lang), row=1),
        button("rmbot", g, ok, label=t("btn.rmbot", lang), row=2),
        button("hints", g, ok, hints[0], label=t(hints[1], lang), emoji="💡", row=2),
        button("start", g, ok, label=t("btn.start", lang), style=s.success, row=3),
        *switches,
    )


def secret_view(row, label):
    """The button under the announcement of the secret choice: it opens the member's own panel."""
    return _view(button("wealth", row.id, 0, label=label, style=discord.ButtonStyle.primary))


def secret_panel_view(row, menus):
    """The secret choice's menus ([(argument, placeholder, [(value, label, description)])]), one
    select each; the argument tells two menus of one message apart."""
    items = [select("keep", row.id, row.rev, arg, options=_select_options(options), placeholder=placeholder,
                    row=i if len(menus) > 1 else None)
             for i, (arg, placeholder, options) in enumerate(menus)]
    return _view(*items)


def _select_options(options):
    """Discord's select options; `clip` is only a safety net (tests/conformance/test_conformance.py shows
    that no text of a real game reaches it)."""
    return [discord.SelectOption(label=clip(label, OPTION_MAX), value=value,
                                 description=clip(note, OPTION_MAX) if note else None)
            for value, label, note in options]


def link(label, url):
    """A link button (Discord opens the address; no click reaches the bot)."""
    return discord.ui.Button(style=discord.ButtonStyle.link, label=clip(label, LABEL_MAX), url=url)


def link_view(label, url):
    """A message's one link button, or None when there is no address to link to."""
    return _view(link(label, url)) if url else None


def board_view(row, turn_no, web_url=None):
    """The live board's buttons: take my turn, my resources, and the game's web page when there is one."""
    items = [button("turn", row.id, turn_no, label=t("btn.turn", row.language), style=discord.ButtonStyle.primary),
             button("me", row.id, turn_no, label=t("btn.me", row.language))]
    if web_url:
        items.append(link(t("btn.web", row.language), web_url))
    return _view(*items)


def resign_view(row, locale="en"):
    return _view(button("resign", row.id, row.rev, label=t("btn.resign", locale), style=discord.ButtonStyle.danger))


def panel_layout(choices):
    """How the panel shows the options of a decision, before Discord's limits: buttons when few
    and short, else select menus of 25 options. `choices` are (action, label, note), `note`
    saying what the option costs and leaves. Returns [("button", action, label)] or
    [("select", k, [(value, label, note)])]."""
    if choices and len(choices) <= 4 and max(len(label) for _, label, _ in choices) <= 40:
        return [("button", a, f"{label} ({note})" if note and len(label) + len(note) + 3 <= LABEL_MAX else label)
                for a, label, note in choices]
    return [("select", k, [(str(a), label, note) for a, label, note in choices[i:i + SELECT_OPTIONS]])
            for k, i in enumerate(range(0, len(choices), SELECT_OPTIONS))]


PANEL_SELECTS = 4  # the fifth row holds Undo, Confirm and Hint


def panel_view(row, options, texts, can_undo, ends_turn, locale="en"):
    """The options of the current decision (`texts(action)` gives its label and note, see
    panel_layout); then Undo and Confirm (the option that ends the turn, `ends_turn(action)`)."""
    g, rev = row.id, row.rev
    choices = [(a, *texts(a)) for a in options if not ends_turn(a)]
    ends = [a for a in options if ends_turn(a)]
    items = []
    for r, (kind, what, content) in enumerate(panel_layout(choices)[:PANEL_SELECTS]):
        if kind == "button":
            items.append(button("act", g, rev, str(what), label=content, style=discord.ButtonStyle.primary, row=r))
        else:
            placeholder = t("panel.placeholder" if what == 0 else "panel.placeholder_more", locale)
            items.append(select("act", g, rev, str(what), options=_select_options(content), placeholder=placeholder,
                                  row=r))
    last = len(items)
    if can_undo:
        items.append(button("undo", g, rev, label=t("btn.undo", locale), style=discord.ButtonStyle.secondary,
                              row=last))
    if ends:
        items.append(button("act", g, rev, str(ends[0]), label=t("btn.confirm", locale),
                            style=discord.ButtonStyle.success, row=last))
    if row.hints_allowed:
        items.append(button("hint", g, rev, label=t("btn.hint", locale), emoji="💡", row=last))
    return _view(*items)
