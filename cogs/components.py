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


def wealth_panel_view(row, pairs, describe_pair, tribes=(), describe_tribe=None, locale="en"):
    """The private starting choice: the tribe first (Tribes & Prophecies), then the tiles to keep."""
    items = []
    if tribes:
        options = [discord.SelectOption(label=clip(describe_tribe(a), OPTION_MAX), value=str(a)) for a in tribes]
        items.append(TzSelect("keep", row.id, row.rev, "tribe", options=options,
                              placeholder=t("tribe.placeholder", locale), row=0))
    if pairs:
        options = [discord.SelectOption(label=clip(describe_pair(a), OPTION_MAX), value=str(a)) for a in pairs]
        items.append(TzSelect("keep", row.id, row.rev, options=options, placeholder=t("wealth.placeholder", locale),
                              row=1 if tribes else None))
    return _view(*items)


def board_view(row, turn_no):
    return _view(
        TzButton("turn", row.id, turn_no, label=t("btn.turn", row.language), style=discord.ButtonStyle.primary),
        TzButton("me", row.id, turn_no, label=t("btn.me", row.language)),
    )


def resign_view(row, locale="en"):
    return _view(TzButton("resign", row.id, row.rev, label=t("btn.resign", locale), style=discord.ButtonStyle.danger))


def panel_view(row, options, describe_action, can_undo, explain=None, locale="en"):
    """The options of the current decision: buttons when few and short, else select menus
    (25 options each); then Undo and Confirm (the engine's `end`). `explain(action)` says
    what an option costs and leaves (a select option's description, after a button's label)."""
    g, rev = row.id, row.rev
    choices = [a for a in options if a.kind != "end"]
    has_end = len(choices) != len(options)
    labels = [describe_action(a) for a in choices]
    notes = [explain(a) if explain else "" for a in choices]
    items = []
    if choices and len(choices) <= 4 and max(len(x) for x in labels) <= 40:
        for r, (a, label, note) in enumerate(zip(choices, labels, notes)):
            label = f"{label} ({note})" if note and len(label) + len(note) + 3 <= LABEL_MAX else label
            items.append(TzButton("act", g, rev, str(a), label=label, style=discord.ButtonStyle.primary, row=r))
        used = len(choices)
    else:
        chunks = [list(zip(choices, labels, notes))[i:i + SELECT_OPTIONS]
                  for i in range(0, len(choices), SELECT_OPTIONS)]
        for k, chunk in enumerate(chunks[:4]):
            opts = [discord.SelectOption(label=clip(label, OPTION_MAX), value=str(a),
                                         description=clip(note, OPTION_MAX) if note else None)
                    for a, label, note in chunk]
            placeholder = t("panel.placeholder" if k == 0 else "panel.placeholder_more", locale)
            items.append(TzSelect("act", g, rev, str(k), options=opts, placeholder=placeholder, row=k))
        used = len(chunks[:4])
    last = min(used, 4)
    if can_undo:
        items.append(TzButton("undo", g, rev, label=t("btn.undo", locale), style=discord.ButtonStyle.secondary,
                              row=last))
    if has_end:
        items.append(TzButton("act", g, rev, "end", label=t("btn.confirm", locale), style=discord.ButtonStyle.success,
                              row=last))
    if row.hints_allowed:
        items.append(TzButton("hint", g, rev, label=t("btn.hint", locale), emoji="💡", row=last))
    return _view(*items)
