"""Persistent buttons and select menus.

Every component's custom id says what it does and for which game and version:
`tz:<verb>:<game>:<rev>[:<arg>]` for buttons, `tzs:<verb>:<game>:<rev>[:<arg>]` for
selects. They are `DynamicItem`s registered at start-up, so they keep working after a
restart; they hold no game state: the cog reloads the game from storage on every click.
`rev` is the game's revision for panels, the engine turn number for board buttons.
"""
from __future__ import annotations

import discord

from tzolkin.bots import PLAYER_LEVELS

from .messages import t

BUTTON = r"tz:(?P<verb>[a-z]+):(?P<game>\d+):(?P<rev>\d+)(?::(?P<arg>.+))?"
SELECT = r"tzs:(?P<verb>[a-z]+):(?P<game>\d+):(?P<rev>\d+)(?::(?P<arg>.+))?"
LABEL_MAX, OPTION_MAX, SELECT_OPTIONS = 80, 100, 25


def custom_id(prefix, verb, game_id, rev, arg=None):
    cid = f"{prefix}:{verb}:{game_id}:{rev}" + (f":{arg}" if arg is not None else "")
    if len(cid) > 100:
        raise ValueError(f"custom id too long: {cid}")
    return cid


def clip(text, limit):
    return text if len(text) <= limit else text[:limit - 1] + "…"


async def _dispatch(interaction, verb, game_id, rev, arg, values):
    cog = interaction.client.get_cog("Tzolkin")
    await cog.on_component(interaction, verb, game_id, rev, arg, values)


class TzButton(discord.ui.DynamicItem[discord.ui.Button], template=BUTTON):
    def __init__(self, verb, game_id, rev, arg=None, *, label="?", style=discord.ButtonStyle.secondary,
                 emoji=None, row=None):
        super().__init__(discord.ui.Button(label=clip(label, LABEL_MAX), style=style, emoji=emoji,
                                           custom_id=custom_id("tz", verb, game_id, rev, arg)), row=row)
        self.verb, self.game_id, self.rev, self.arg = verb, game_id, rev, arg

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["verb"], int(match["game"]), int(match["rev"]), match["arg"],
                   label=item.label or "?", style=item.style)

    async def callback(self, interaction):
        await _dispatch(interaction, self.verb, self.game_id, self.rev, self.arg, None)


class TzSelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT):
    def __init__(self, verb, game_id, rev, arg=None, *, options=(), placeholder=None, row=None):
        super().__init__(discord.ui.Select(custom_id=custom_id("tzs", verb, game_id, rev, arg),
                                           options=list(options) or [discord.SelectOption(label="-")],
                                           placeholder=placeholder, min_values=1, max_values=1), row=row)
        self.verb, self.game_id, self.rev, self.arg = verb, game_id, rev, arg

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["verb"], int(match["game"]), int(match["rev"]), match["arg"],
                   options=item.options, placeholder=item.placeholder)

    async def callback(self, interaction):
        await _dispatch(interaction, self.verb, self.game_id, self.rev, self.arg, list(self.item.values))


DYNAMIC_ITEMS = (TzButton, TzSelect)


def _view(*items):
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def lobby_view(row, modules=()):
    """The lobby's buttons in the game's language (public): join, leave, bots, hints, start; and a
    switch per Tribes & Prophecies module (green when on)."""
    g, ok, lang = row.id, row.rev, row.language
    s = discord.ButtonStyle
    levels = [discord.SelectOption(label=t(f"bot.option.{x}", lang), description=t(f"bot.option.{x}.about", lang),
                                   value=x, emoji="🤖") for x in PLAYER_LEVELS]
    hints = ("off", "btn.hints_on") if row.hints_allowed else ("on", "btn.hints_off")  # the click toggles
    switches = [TzButton("module", g, ok, m, label=t(MODULE_TEXT[m][1], lang, state=t("on" if m in modules else "off",
                                                                                     lang)),
                         style=s.success if m in modules else s.secondary, row=4) for m in MODULE_TEXT]
    return _view(
        TzButton("join", g, ok, label=t("btn.join", lang), style=s.primary, row=0),
        TzButton("leave", g, ok, label=t("btn.leave", lang), row=0),
        TzSelect("addbot", g, ok, options=levels, placeholder=t("bot.placeholder", lang), row=1),
        TzButton("rmbot", g, ok, label=t("btn.rmbot", lang), row=2),
        TzButton("hints", g, ok, hints[0], label=t(hints[1], lang), emoji="💡", row=2),
        TzButton("start", g, ok, label=t("btn.start", lang), style=s.success, row=3),
        *switches,
    )


# Tribes & Prophecies modules: (catalog key of the name, catalog key of the lobby switch)
MODULE_TEXT = {"tribes": ("module.tribes", "switch.tribes"), "prophecies": ("module.prophecies", "switch.prophecies"),
               "quick": ("module.quick", "switch.quick"), "buildings": ("module.buildings", "switch.buildings")}


def wealth_view(row):
    return _view(TzButton("wealth", row.id, 0, label=t("btn.wealth", row.language),
                          style=discord.ButtonStyle.primary))


def wealth_layout(pairs, tribes=()):
    """The private starting choice as select menus, before Discord's limits: [(arg, placeholder key,
    [(value, label, description)])]; the tribe first (Tribes & Prophecies), then the tiles to keep.
    `tribes` and `pairs` are (action, label, description) with their full texts."""
    menus = []
    if tribes:
        menus.append(("tribe", "tribe.placeholder", [(str(a), label, note) for a, label, note in tribes]))
    if pairs:
        menus.append((None, "wealth.placeholder", [(str(a), label, note) for a, label, note in pairs]))
    return menus


def wealth_panel_view(row, pairs, tribes=(), locale="en"):
    items = [TzSelect("keep", row.id, row.rev, arg, options=_select_options(options),
                      placeholder=t(placeholder, locale), row=i if len(pairs) and len(tribes) else None)
             for i, (arg, placeholder, options) in enumerate(wealth_layout(pairs, tribes))]
    return _view(*items)


def _select_options(options):
    """Discord's select options; `clip` is only a safety net (tests/test_panel_limits.py shows
    that no text of a real game reaches it)."""
    return [discord.SelectOption(label=clip(label, OPTION_MAX), value=value,
                                 description=clip(note, OPTION_MAX) if note else None)
            for value, label, note in options]


def board_view(row, turn_no):
    return _view(
        TzButton("turn", row.id, turn_no, label=t("btn.turn", row.language), style=discord.ButtonStyle.primary),
        TzButton("me", row.id, turn_no, label=t("btn.me", row.language)),
    )


def resign_view(row, locale="en"):
    return _view(TzButton("resign", row.id, row.rev, label=t("btn.resign", locale), style=discord.ButtonStyle.danger))


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


def panel_view(row, options, texts, can_undo, locale="en"):
    """The options of the current decision (`texts(action)` gives its label and note, see
    panel_layout); then Undo and Confirm (the engine's `end`)."""
    g, rev = row.id, row.rev
    choices = [(a, *texts(a)) for a in options if a.kind != "end"]
    has_end = len(choices) != len(options)
    items = []
    for r, (kind, what, content) in enumerate(panel_layout(choices)[:PANEL_SELECTS]):
        if kind == "button":
            items.append(TzButton("act", g, rev, str(what), label=content, style=discord.ButtonStyle.primary, row=r))
        else:
            placeholder = t("panel.placeholder" if what == 0 else "panel.placeholder_more", locale)
            items.append(TzSelect("act", g, rev, str(what), options=_select_options(content), placeholder=placeholder,
                                  row=r))
    last = len(items)
    if can_undo:
        items.append(TzButton("undo", g, rev, label=t("btn.undo", locale), style=discord.ButtonStyle.secondary,
                              row=last))
    if has_end:
        items.append(TzButton("act", g, rev, "end", label=t("btn.confirm", locale), style=discord.ButtonStyle.success,
                              row=last))
    if row.hints_allowed:
        items.append(TzButton("hint", g, rev, label=t("btn.hint", locale), emoji="💡", row=last))
    return _view(*items)
