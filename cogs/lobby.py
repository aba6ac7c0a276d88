"""The lobby, for every game: `/<game> new` opens one in the channel, members join and leave
with its buttons, its creator adds bot players, switches the game's options and hints, and
starts the game (`/<game> start` too), which moves into its own thread and opens the secret
choice when the game has one; `/<game> abandon` ends a game early.

Thin on purpose: find the game, check who may act, hand the click to the GameService (which
asks the engine and stores the result), then post what happened. Every interaction is
acknowledged (deferred) before any database work.
"""

import logging

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from table import places
from table.service import Refused, lobby_options, max_seats

from . import components as C
from . import quiet, secret
from .host import colour
from .messages import t
from .render import level_name, own_name, plugin_of, safe_name, say
from .translator import L

log = logging.getLogger(__name__)


def settings_text(row, lang="en"):
    hints = t("settings.hints_on" if row.hints_allowed else "settings.hints_off", lang)
    return t("settings.text", lang, hints=hints, level=level_name(row.handover_level, lang))


def lobby_embed(row):
    plugin, lang = plugin_of(row), row.language
    seats = "\n".join(f"{i + 1}. " + (t("lobby.bot", lang, name=safe_name(own_name(s, lang)),
                                        level=level_name(s.bot, lang)) if s.is_bot else f"<@{s.user_id}>")
                      for i, s in enumerate(row.seats))
    embed = discord.Embed(title=say(plugin, "lobby.title", lang),
                          description=say(plugin, "lobby.about", lang, creator=f"<@{row.creator_id}>"),
                          colour=colour(plugin))
    embed.add_field(name=t("lobby.seats", lang, count=len(row.seats), most=max_seats(row)), value=seats or "-",
                    inline=False)
    if plugin.options:
        chosen = lobby_options(row)
        fields = plugin.words.lobby_fields(chosen, len(row.seats), lang)
        if fields is None:
            names = (", ".join(plugin.words.text(plugin.option_keys[m][0], lang) for m in chosen) if chosen
                     else say(plugin, "lobby.no_options", lang))
            fields = [(say(plugin, "lobby.options", lang), names)]
        for name, value in fields:
            embed.add_field(name=name, value=value, inline=False)
    embed.add_field(name=t("lobby.settings", lang), value=settings_text(row, lang), inline=False)
    embed.add_field(name=t("lobby.language", lang), value=i18n.NATIVE_NAMES[lang], inline=False)
    embed.set_footer(text=say(plugin, "lobby.help", lang))
    return embed


def lobby_view(row):
    return C.lobby_view(row, plugin_of(row), lobby_options(row))


async def refresh_lobby(host, row):
    """The lobby message as the lobby is now (after a change made by a command)."""
    if row.status != "lobby" or not row.lobby_message_id:
        return
    channel = await host.channel_of(row)
    try:
        await channel.get_partial_message(row.lobby_message_id).edit(embed=lobby_embed(row), view=lobby_view(row))
    except discord.HTTPException:
        log.info("could not refresh the lobby of game %s", row.id)


class Lobby(commands.Cog):
    def __init__(self, bot):
        self.bot = bot
        self.host = bot.host
        self.service = bot.host.service
        for verb in ("module", "join", "leave", "addbot", "hints", "rmbot", "start"):
            self.host.clicks[verb] = getattr(self, f"_c_{verb}")

    # --- commands ---------------------------------------------------------------------------------

    async def new(self, interaction, plugin):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            if interaction.guild is None:
                raise Refused("guild_only")
            row = await self.service.create_lobby(interaction.guild.id, interaction.channel_id, interaction.user.id,
                                                  interaction.user.display_name, host.settings.reminder_seconds,
                                                  await host.server_language(interaction.guild), game=plugin.name)
        except Refused as refused:
            busy = None
            if refused.key == "channel_busy":  # the game already in this channel, named in the refusal
                busy = await places.channel_game(self.service, interaction.channel_id)
            return await host.refuse(interaction, refused, busy, plugin)
        msg = await interaction.channel.send(embed=lobby_embed(row), view=lobby_view(row))
        await places.remember_message(self.service, row.id, "lobby_message_id", msg.id)
        await interaction.followup.send(t("cmd.lobby_opened", await host.reader(interaction, row)), ephemeral=True)

    async def start(self, interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await self.host.channel_game(interaction)
            await self.start_game(interaction, row.id)
        except Refused as refused:
            return await self.host.refuse(interaction, refused, row)
        await interaction.followup.send("✅", ephemeral=True)

    async def abandon(self, interaction):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction)
            row = await self.service.abandon(row.id, interaction.user.id, host.is_admin(interaction))
        except Refused as refused:
            return await host.refuse(interaction, refused, row)
        channel = await host.channel_of(row)
        for message_id in (row.lobby_message_id, row.secret_message_id, row.board_message_id):
            if message_id:
                await host.strip(channel, message_id)
        await channel.send(t("abandon.done", row.language, admin=interaction.user.mention),
                           allowed_mentions=discord.AllowedMentions.none())
        await interaction.followup.send(t("abandon.ok", await host.reader(interaction, row)), ephemeral=True)

    # --- the lobby's buttons ------------------------------------------------------------------------

    async def _lobby_change(self, interaction, change):
        await interaction.response.defer()
        row = await change()
        if row.status == "abandoned":
            await interaction.edit_original_response(content=t("lobby.closed", row.language), embed=None, view=None)
        elif row.status == "lobby":
            await interaction.edit_original_response(embed=lobby_embed(row), view=lobby_view(row))

    async def _c_module(self, interaction, game_id, rev, arg, values):
        await self._lobby_change(interaction, lambda: self.service.toggle_option(
            game_id, interaction.user.id, arg, self.host.is_admin(interaction)))

    async def _c_join(self, interaction, game_id, rev, arg, values):
        await self._lobby_change(interaction, lambda: self.service.join(
            game_id, interaction.user.id, interaction.user.display_name))

    async def _c_leave(self, interaction, game_id, rev, arg, values):
        await self._lobby_change(interaction, lambda: self.service.leave(game_id, interaction.user.id))

    async def _c_addbot(self, interaction, game_id, rev, arg, values):
        level = values[0] if values else arg  # the select's level (older lobbies: a button per level)
        await self._lobby_change(interaction, lambda: self.service.add_bot(
            game_id, interaction.user.id, self.host.is_admin(interaction), level=level))

    async def _c_hints(self, interaction, game_id, rev, arg, values):
        await self._lobby_change(interaction, lambda: self.service.settings(
            game_id, interaction.user.id, self.host.is_admin(interaction), hints_allowed=arg == "on"))

    async def _c_rmbot(self, interaction, game_id, rev, arg, values):
        await self._lobby_change(interaction, lambda: self.service.remove_bot(
            game_id, interaction.user.id, self.host.is_admin(interaction)))

    async def _c_start(self, interaction, game_id, rev, arg, values):
        await interaction.response.defer()
        await self.start_game(interaction, game_id)

    async def start_game(self, interaction, game_id):
        host = self.host
        outcome = await self.service.start(game_id, interaction.user.id, host.is_admin(interaction))
        row = outcome.row
        parent = await host.channel_of(row)
        if row.lobby_message_id:
            try:
                await parent.get_partial_message(row.lobby_message_id).edit(
                    content=t("lobby.started", row.language), embed=lobby_embed(row), view=None)
            except discord.HTTPException:
                log.warning("could not close the lobby message of game %s", row.id)
        channel = await quiet.open_thread(host, parent, row)
        if row.status == "secret":
            await secret.announce(host, channel, row, outcome.game)
        else:  # a game without a secret choice begins at once, in its thread
            outcome.row = await self.service.find(row.id)
            await host.publish(outcome)


def verbs(plugin):
    """The lobby's commands in a game's slash group."""

    @app_commands.command(name="new", description=L("cmd.new", plugin))
    async def new(interaction: discord.Interaction):
        await interaction.client.get_cog("Lobby").new(interaction, plugin)

    @app_commands.command(name="start", description=L("cmd.start", plugin))
    async def start(interaction: discord.Interaction):
        await interaction.client.get_cog("Lobby").start(interaction)

    @app_commands.command(name="abandon", description=L("cmd.abandon", plugin))
    async def abandon(interaction: discord.Interaction):
        await interaction.client.get_cog("Lobby").abandon(interaction)

    return [new, start, abandon]


async def setup(bot):
    await bot.add_cog(Lobby(bot))
