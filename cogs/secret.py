"""The secret simultaneous choice, for every game that has one (starting tiles kept in secret, a
tribe): the announcement with its button, each member's private panel with the game's menus
(their steps stored until everyone has chosen, changeable until then), and the reveal, posted
with the first board. Bots choose theirs as the game starts.
"""
from __future__ import annotations


import discord
from discord.ext import commands

from table import places
from table.seats import choosing

from . import components as C
from .messages import t
from .render import attached, labelled, picture_text, pings, plugin_of, say, who


def announcement(row, game, waiting):
    """Who plays, and who still makes their secret choice (`waiting`: table.seats.choosing); a
    member alone at the table (against the game's own opponent) is told of nobody else."""
    players = ", ".join(who(row, game.state, s.seat, locale=row.language) for s in row.seats)
    key = "secret.announce_solo" if len(row.seats) == 1 else "secret.announce"
    text = say(plugin_of(row), key, row.language, players=players)
    still = ", ".join(f"<@{s.user_id}>" for s in waiting)
    if still:
        text += "\n" + t("start.waiting", row.language, waiting=still)
    return text


async def announce(host, channel, row, game):
    """The game begins with its secret choice: who plays, who still chooses, and the button."""
    waiting = await choosing(host.service, row)
    msg = await channel.send(announcement(row, game, waiting),
                             view=C.secret_view(row, say(plugin_of(row), "btn.secret", row.language)),
                             allowed_mentions=pings(*(s.user_id for s in waiting)))
    await places.remember_message(host.service, row.id, "secret_message_id", msg.id)


class SecretChoice(commands.Cog):
    def __init__(self, bot):
        self.bot = bot
        self.host = bot.host
        self.service = bot.host.service
        self.host.clicks["wealth"] = self._c_wealth
        self.host.clicks["keep"] = self._c_keep

    async def _c_wealth(self, interaction, game_id, rev, arg, values):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = await self.service.find(game_id)
        await self.show_panel(interaction, row)

    async def panel(self, interaction, row, game, seat):
        """(text, view) of a member's secret choice as it stands."""
        plugin = plugin_of(row)
        lang = await self.host.reader(interaction, row)
        chosen = await self.service.secret_steps(row, seat)
        text, menus = plugin.words.secret_panel(game, seat, chosen, await self.host.waiting_names(row), lang)
        return text, C.secret_panel_view(row, menus)

    async def show_panel(self, interaction, row, note=None):
        seat, game = await self.service.check_secret(row, interaction.user.id)
        text, view = await self.panel(interaction, row, game, seat.seat)
        lang = await self.host.reader(interaction, row)
        if note:
            text = t("panel.note", lang, note=note) + "\n" + text
        # the game's picture of what this seat alone sees, when it draws one
        png = await self.host.picture(plugin_of(row), "secret", labelled(row, game.state, lang), seat.seat, locale=lang)
        files = [attached(png, "secret.png", picture_text(row, game, "secret", lang, seat=seat.seat))] if png else []
        await interaction.edit_original_response(content=text, view=view, attachments=files)

    async def _c_keep(self, interaction, game_id, rev, arg, values):
        await interaction.response.defer()
        outcome = await self.service.choose_secret(game_id, interaction.user.id, values[0])
        row = outcome.row
        seat = row.human_seat(interaction.user.id).seat
        if not outcome.revealed:
            text, view = await self.panel(interaction, row, outcome.game, seat)
            await interaction.edit_original_response(content=text, view=view)
            if row.secret_message_id:
                channel = await self.host.channel_of(row)
                try:
                    await channel.get_partial_message(row.secret_message_id).edit(
                        content=announcement(row, outcome.game, await choosing(self.service, row)))
                except discord.HTTPException:
                    pass
            return
        lang = await self.host.reader(interaction, row)
        await interaction.edit_original_response(content=plugin_of(row).words.secret_done(outcome.game, seat, lang),
                                                 view=None, attachments=[])
        await self.host.publish(outcome)


async def setup(bot):
    await bot.add_cog(SecretChoice(bot))
