"""Persistent buttons and select menus.

Every component's custom id says what it does and for which game and version:
`tz:<verb>:<game>:<rev>[:<arg>]` for buttons, `tzs:<verb>:<game>:<rev>[:<arg>]` for
selects. They are `DynamicItem`s registered at start-up, so they keep working after a
restart; they hold no game state: the cog reloads the game from storage on every click.
`rev` is the game's revision for panels, the engine turn number for board buttons.
"""
from __future__ import annotations

import discord

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


def lobby_view(row):
    """The lobby's buttons, in the game's language (public)."""
    g, ok, lang = row.id, row.rev, row.language
    s = discord.ButtonStyle
    return _view(
        TzButton("join", g, ok, label=t("btn.join", lang), style=s.primary, row=0),
        TzButton("leave", g, ok, label=t("btn.leave", lang), row=0),
        TzButton("addbot", g, ok, label=t("btn.addbot", lang), row=1),
        TzButton("rmbot", g, ok, label=t("btn.rmbot", lang), row=1),
        TzButton("start", g, ok, label=t("btn.start", lang), style=s.success, row=2),
    )


def wealth_view(row):
    return _view(TzButton("wealth", row.id, 0, label=t("btn.wealth", row.language),
                          style=discord.ButtonStyle.primary))


def wealth_panel_view(row, pairs, describe_pair, locale="en"):
    options = [discord.SelectOption(label=clip(describe_pair(a), OPTION_MAX), value=str(a)) for a in pairs]
    return _view(TzSelect("keep", row.id, row.rev, options=options, placeholder=t("wealth.placeholder", locale)))


def board_view(row, turn_no):
    return _view(
        TzButton("turn", row.id, turn_no, label=t("btn.turn", row.language), style=discord.ButtonStyle.primary),
        TzButton("me", row.id, turn_no, label=t("btn.me", row.language)),
    )


def panel_view(row, options, describe_action, can_undo, locale="en"):
    """The options of the current decision: buttons when few and short, else select menus
    (25 options each); then Undo and Confirm (the engine's `end`)."""
    g, rev = row.id, row.rev
    choices = [a for a in options if a.kind != "end"]
    has_end = len(choices) != len(options)
    labels = [describe_action(a) for a in choices]
    items = []
    if choices and len(choices) <= 4 and max(len(x) for x in labels) <= 40:
        for r, (a, label) in enumerate(zip(choices, labels)):
            items.append(TzButton("act", g, rev, str(a), label=label, style=discord.ButtonStyle.primary, row=r))
        used = len(choices)
    else:
        chunks = [list(zip(choices, labels))[i:i + SELECT_OPTIONS] for i in range(0, len(choices), SELECT_OPTIONS)]
        for k, chunk in enumerate(chunks[:4]):
            opts = [discord.SelectOption(label=clip(label, OPTION_MAX), value=str(a)) for a, label in chunk]
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
    return _view(*items)
