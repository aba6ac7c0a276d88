"""A turn, for every game: **Take my turn** (or `/<game> play`) opens the member's private panel
with the decision on turn as buttons or menus (the game words them), the turn so far, Undo,
Confirm and Hint; each click is one decision, checked against the revision the panel showed, and
the turn's end posts what happened with the next board.
"""

import discord
from discord import app_commands
from discord.ext import commands

from storage import StaleRevision
from table.service import Refused

from . import components as C
from .host import jump
from .messages import t
from .render import attached, hint_text, labelled, picture_text, plugin_of, seating, who
from .translator import L


class Turns(commands.Cog):
    def __init__(self, bot):
        self.bot = bot
        self.host = bot.host
        self.service = bot.host.service
        for verb in ("turn", "act", "undo", "hint"):
            self.host.clicks[verb] = getattr(self, f"_c_{verb}")

    async def play(self, interaction):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction, finished_too=True)
            if row.status == "secret":
                return await self.bot.get_cog("SecretChoice").show_panel(interaction, row)
            await self.open_panel(interaction, row)
        except Refused as refused:
            return await host.refuse(interaction, refused, row)

    async def _c_turn(self, interaction, game_id, turn_no, arg, values):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = await self.service.find(game_id)
        if row is not None and row.status == "secret":
            return await self.bot.get_cog("SecretChoice").show_panel(interaction, row)
        note = None
        lang = await host.reader(interaction, row)
        if row is not None and row.status == "playing" and row.turn_no != turn_no and row.board_message_id:
            note = t("board_stale", lang, link=jump(row.guild_id, row.channel_id, row.board_message_id))
        if row is None:
            raise Refused("no_game")
        try:
            await self.open_panel(interaction, row, note)
        except Refused as refused:
            text = host.explain(refused, row, lang)
            await interaction.edit_original_response(content=f"{note}\n{text}" if note else text)

    async def open_panel(self, interaction, row, note=None, info=None):
        """The member's panel as they open it; the first decisions of their turn play themselves
        when each has a single option (table.service.take_turn), and when they ended the turn the
        panel says so and the next board is posted."""
        try:
            seat, outcome = await self.service.take_turn(row.id, interaction.user.id)
        except StaleRevision:  # another process moved the game on meanwhile
            raise Refused("stale") from None
        if outcome.new_turn:
            return await self.after_move(interaction, outcome, await self.played_itself(interaction, outcome))
        await self.show_panel(interaction, outcome.row, outcome.game, seat.seat, note, info)

    async def played_itself(self, interaction, outcome):
        """A turn that had a single possible decision at each step, in words: what it did."""
        plugin, lang = plugin_of(outcome.row), await self.host.reader(interaction, outcome.row)
        steps = [f"• {plugin.words.say(*step, locale=lang)}" for step in outcome.reports[0].steps]
        return "\n".join([t("panel.played_itself", lang), *steps])

    async def show_panel(self, interaction, row, game, seat, note=None, info=None):
        plugin = plugin_of(row)
        lang = await self.host.reader(interaction, row)
        start_player, steps = self.service.turn_log(row, game)
        texts = [plugin.words.say(*step, locale=lang) for step in steps]
        lines = ([t("panel.note", lang, note=note)] if note else []) + ([info] if info else [])
        lines.append(plugin.words.panel_text(seating(row, game.state, lang), game, seat, start_player, texts))
        view = C.panel_view(row, game.legal_actions(), lambda a: plugin.words.option_text(game, a, lang),
                            self.service.can_undo(row, game), plugin.rules.ends_turn, locale=lang)
        await interaction.edit_original_response(content="\n".join(lines), view=view,
                                                 **await self.private_picture(row, game, seat, lang))

    async def private_picture(self, row, game, seat, lang):
        """The game's picture of what only this seat sees (its hand), for its own panel: the
        attachments to edit in, or nothing when the game has no such picture."""
        if "private" not in plugin_of(row).pictures:
            return {}
        png = await self.host.picture(plugin_of(row), "private", labelled(row, game.state, lang), seat, locale=lang)
        if not png:
            return {"attachments": []}
        return {"attachments": [attached(png, "private.png", picture_text(row, game, "private", lang, seat=seat))]}

    async def _refresh_panel(self, interaction, game_id, refused):
        """Show the player where their turn stands now (after a stale or refused click)."""
        host = self.host
        row = await self.service.find(game_id)
        lang = await host.reader(interaction, row)
        note = host.explain(refused, row, lang)
        try:
            if row is None:
                raise Refused("no_game")
            await self.open_panel(interaction, row, note)
        except Refused as again:
            text = host.explain(again, row, lang)
            await interaction.edit_original_response(content=note if text == note else f"{note}\n{text}",
                                                     view=None)

    async def _c_act(self, interaction, game_id, rev, arg, values):
        action = values[0] if values else arg
        await interaction.response.defer()
        try:
            outcome = await self.service.play(game_id, rev, interaction.user.id, action)
        except (Refused, StaleRevision) as refused:
            if isinstance(refused, StaleRevision):
                refused = Refused("stale")
            twice = refused.key == "stale" and await self.service.confirmed_twice(game_id, interaction.user.id,
                                                                                  action, rev)
            if twice:  # a second click on the Confirm that ended the turn
                refused = Refused("already_confirmed")
            return await self._refresh_panel(interaction, game_id, refused)
        await self.after_move(interaction, outcome)

    async def _c_undo(self, interaction, game_id, rev, arg, values):
        await interaction.response.defer()
        try:
            outcome = await self.service.undo(game_id, rev, interaction.user.id)
        except (Refused, StaleRevision) as refused:
            if isinstance(refused, StaleRevision):
                refused = Refused("stale")
            return await self._refresh_panel(interaction, game_id, refused)
        seat = outcome.row.human_seat(interaction.user.id)
        await self.show_panel(interaction, outcome.row, outcome.game, seat.seat)

    async def after_move(self, interaction, outcome, done=None):
        """The panel after a decision, and the turn it ended posted; `done`: what the panel says
        of the finished turn (by default that it was confirmed)."""
        row, game = outcome.row, outcome.game
        seat = row.human_seat(interaction.user.id)
        if not outcome.new_turn:
            await self.show_panel(interaction, row, game, seat.seat)
            return
        lang = await self.host.reader(interaction, row)
        gap = "\n" if done else " "  # the lines of a turn that played itself, then who is next
        done = done or t("panel.done", lang)
        if game.is_over:
            await interaction.edit_original_response(content=t("panel.over", lang), view=None, attachments=[])
        elif game.current_player == seat.seat:  # their turn again: this one posted first, then their panel
            await self.host.publish(outcome)
            try:
                return await self.open_panel(interaction, row, info=done)
            except Refused:  # the game moved on meanwhile: the panel as this move left it
                return await self.show_panel(interaction, row, game, seat.seat, info=done)
        else:
            nxt = "panel.bot_next" if outcome.bot_next else "panel.next"
            await interaction.edit_original_response(
                content=done + gap + t(nxt, lang, player=who(row, game.state, game.current_player, locale=lang)),
                view=None, attachments=[])
        await self.host.publish(outcome)

    async def _c_hint(self, interaction, game_id, rev, arg, values):
        await interaction.response.defer(ephemeral=True, thinking=True)  # a new private message: the panel stays
        reply = await self.service.hint(game_id, interaction.user.id)
        row = await self.service.find(game_id)
        await self.host.private(interaction, hint_text(plugin_of(row), reply, await self.host.reader(interaction)))


def verbs(plugin):
    """The turn's command in a game's slash group."""

    @app_commands.command(name="play", description=L("cmd.play", plugin))
    async def play(interaction: discord.Interaction):
        await interaction.client.get_cog("Turns").play(interaction)

    return [play]


async def setup(bot):
    await bot.add_cog(Turns(bot))
