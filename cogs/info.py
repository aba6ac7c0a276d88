"""Looking at a game, for every game: `/<game> board` (the whole board, privately), `me` and
**My resources** (a player's sheet and what they can afford), `player` (anyone's), the game's
close looks (each game names its own, such as a gear), `rules` (the game's help by topic) and
`games` (the server's games of that kind and whose turn it is).
"""


import discord
from discord import app_commands
from discord.ext import commands

from table import places
from table.seats import named_seat
from table.service import Refused, check_begun, max_seats

from . import components as C
from .host import colour, jump, since
from .messages import t
from .render import attached, labelled, picture_text, plugin_of, say, text_board, who
from .seats import seat_choices
from .translator import L


class Info(commands.Cog):
    def __init__(self, bot):
        self.bot = bot
        self.host = bot.host
        self.service = bot.host.service
        self.host.clicks["me"] = self._c_me

    async def board(self, interaction):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row, game = await host.started_game(interaction)
        if row is None:
            return
        lang = await host.reader(interaction, row)
        waiting = await host.waiting_names(row) if row.status == "secret" else None
        embed, files = await host.board_message(row, game, lang, waiting)
        if row.board_message_id and row.active:
            embed.add_field(name="\u200b", value=jump(row.guild_id, row.channel_id, row.board_message_id))
        view = C.link_view(t("btn.web", lang), host.web_link(row))  # the member can see the game (started_game)
        await interaction.followup.send(embed=embed, files=files, ephemeral=True, **({"view": view} if view else {}))

    async def zoom(self, interaction, zoom, value):
        """One of the game's close looks: a picture by name, of one value (a gear)."""
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row, game = await host.started_game(interaction)
        if row is None:
            return
        plugin = plugin_of(row)
        lang = await host.reader(interaction, row)
        names = dict(zoom.choices)
        name = plugin.words.text(names[value], lang) if value in names else value
        embed = discord.Embed(title=plugin.words.text(zoom.title_key, lang, **{zoom.command: name},
                                                status=plugin.words.status_text(game, lang)), colour=colour(plugin))
        shown = labelled(row, game.state, lang)
        png = await host.picture(plugin, zoom.picture, shown, value, locale=lang)
        files = []
        if png:
            files.append(attached(png, f"{zoom.command}.png", picture_text(row, game, zoom.picture, lang, value=name)))
            embed.set_image(url=f"attachment://{zoom.command}.png")
        else:
            embed.description = t("board.text_note", lang) + "\n" + (text_board(plugin, shown, 3500, lang) or "")
        await interaction.followup.send(embed=embed, files=files, ephemeral=True)

    async def me(self, interaction):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction, finished_too=True)
            if row.seat_of(interaction.user.id) is None:
                raise Refused("not_a_player")
            await self.send_sheet(interaction, row, interaction.user.id, afford=True)
        except Refused as refused:
            return await host.refuse(interaction, refused, row)

    async def player(self, interaction, member, seat):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction, finished_too=True)
            if member is None and seat is not None and seat > len(row.seats):  # the game's own player?
                return await self.send_engine_sheet(interaction, row, seat - 1)
            target = named_seat(row, member and member.id, seat)
            await self.send_sheet(interaction, row, target.user_id, afford=False, seat=target)
        except Refused as refused:
            return await host.refuse(interaction, refused, row)

    async def _c_me(self, interaction, game_id, rev, arg, values):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = await self.service.row(game_id)
        await self.send_sheet(interaction, row, interaction.user.id, afford=True)

    async def send_sheet(self, interaction, row, user_id, afford, seat=None):
        host = self.host
        check_begun(row)
        lang = await host.reader(interaction, row)
        seat = seat or row.seat_of(user_id)
        if seat is None:
            return await interaction.edit_original_response(content=t("sheet.not_seated", lang, name=f"<@{user_id}>"))
        game = await self.service.load(row)
        await self._sheet(interaction, row, game, seat.seat, who(row, game.state, seat.seat, locale=lang), afford, lang)

    async def send_engine_sheet(self, interaction, row, index):
        """The sheet of a seat the game plays itself (a solo opponent), as anyone may look at it."""
        check_begun(row)
        lang = await self.host.reader(interaction, row)
        game = await self.service.load(row)
        name = plugin_of(row).words.engine_seats(game.state, lang).get(index)
        if name is None:
            raise Refused("no_such_seat", seat=index + 1)
        mark = plugin_of(row).words.marker(game.state, index)
        await self._sheet(interaction, row, game, index, f"{mark} {name}".strip(), False, lang)

    async def _sheet(self, interaction, row, game, index, title, afford, lang):
        host, plugin = self.host, plugin_of(row)
        if plugin.secret and plugin.secret.phase(game):
            raise Refused("secret_first")
        embed = discord.Embed(title=t("sheet.title", lang, player=title),
                              description=plugin.words.sheet_text(game, index, afford, lang), colour=colour(plugin))
        # A member's own sheet shows what only their seat sees, when the game draws it (a hand).
        name = "private" if afford and "private" in plugin.pictures else "player"
        png = await host.picture(plugin, name, labelled(row, game.state, lang), index, locale=lang)
        files = []
        if png:
            files.append(attached(png, f"{name}.png", picture_text(row, game, name, lang, seat=index)))
            embed.set_image(url=f"attachment://{name}.png")
        await interaction.edit_original_response(embed=embed, attachments=files)

    async def rules(self, interaction, plugin, topic):
        if topic not in plugin.rule_topics:
            topic = plugin.rule_topics[0]
        lang = await self.host.reader(interaction)
        embed = discord.Embed(title=say(plugin, "rules.title", lang, topic=plugin.words.text(f"topic.{topic}", lang)),
                              description=plugin.words.rules_text(topic, lang), colour=colour(plugin))
        others = [plugin.words.text(f"topic.{x}", lang) for x in plugin.rule_topics if x != topic]
        if others:
            embed.set_footer(text=say(plugin, "rules.topics", lang, topics=", ".join(others)))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    async def games(self, interaction, plugin):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        if interaction.guild is None:
            return await host.refuse(interaction, Refused("guild_only"), plugin=plugin)
        lang = await host.reader(interaction)
        lines = []
        for row in await places.server_games(self.service, interaction.guild.id, plugin):
            if not await host.can_view(interaction, row):  # private stays private
                continue
            channel = f"<#{row.channel_id}>"
            if row.status == "lobby":
                lines.append(t("games.lobby", lang, channel=channel, count=len(row.seats), most=max_seats(row)))
            elif row.status == "secret":
                lines.append(say(plugin, "games.secret", lang, channel=channel))
            else:
                try:
                    game = await self.service.load(row)
                except Refused:
                    lines.append(t("games.damaged", lang, channel=channel, game=row.id))
                    continue
                lines.append(say(plugin, "games.playing", lang, channel=channel,
                                 status=plugin.words.status_text(game, lang),
                                 player=who(row, game.state, game.current_player, locale=lang),
                                 since=since(row.turn_started_at)))
        embed = discord.Embed(title=say(plugin, "games.title", lang),
                              description="\n".join(lines) or say(plugin, "games.none", lang), colour=colour(plugin))
        await interaction.followup.send(embed=embed, ephemeral=True)


def zoom_command(plugin, zoom):
    """A close look the game offers, as a command of its group."""
    choices = [app_commands.Choice(name=L(key, plugin), value=value) for value, key in zoom.choices]

    @app_commands.command(name=zoom.command, description=L(zoom.description_key, plugin))
    @app_commands.describe(value=L(zoom.option_key, plugin))
    @app_commands.rename(value=zoom.command)
    @app_commands.choices(value=choices)
    async def look(interaction: discord.Interaction, value: app_commands.Choice[str]):
        await interaction.client.get_cog("Info").zoom(interaction, zoom, value.value)

    return look


def verbs(plugin):
    """The commands of a game's slash group that look at a game."""
    topics = [app_commands.Choice(name=L(f"topic.{x}", plugin), value=x) for x in plugin.rule_topics]

    @app_commands.command(name="board", description=L("cmd.board", plugin))
    async def board(interaction: discord.Interaction):
        await interaction.client.get_cog("Info").board(interaction)

    @app_commands.command(name="me", description=L("cmd.me", plugin))
    async def me(interaction: discord.Interaction):
        await interaction.client.get_cog("Info").me(interaction)

    @app_commands.command(name="player", description=L("cmd.player", plugin))
    @app_commands.describe(member=L("cmd.player.member", plugin), seat=L("cmd.seat", plugin))
    @app_commands.autocomplete(seat=seat_choices)
    async def player(interaction: discord.Interaction, member: discord.User | None = None,
                     seat: app_commands.Range[int, 1, plugin.max_players] | None = None):
        await interaction.client.get_cog("Info").player(interaction, member, seat)

    @app_commands.command(name="rules", description=L("cmd.rules", plugin))
    @app_commands.describe(topic=L("cmd.rules.topic", plugin))
    @app_commands.choices(topic=topics)
    async def rules(interaction: discord.Interaction, topic: str = plugin.rule_topics[0]):
        await interaction.client.get_cog("Info").rules(interaction, plugin, topic)

    @app_commands.command(name="games", description=L("cmd.games", plugin))
    async def games(interaction: discord.Interaction):
        await interaction.client.get_cog("Info").games(interaction, plugin)

    return [board, *(zoom_command(plugin, z) for z in plugin.pictures.zooms), me, player, rules, games]


async def setup(bot):
    await bot.add_cog(Info(bot))
