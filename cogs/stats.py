"""A community's memory: `/mygames` (a member's games in every server), `/leaderboard game:` and
`/stats game:` (ratings and records per game), and in each game's group `history`, `log` (a game
round by round) and `export` (a finished game's record).

Results are recorded when a game ends (the `table_game_over` event) and, in case that was missed
(a restart, an upgrade from a version without results), before any command reads them. Heavy
work (replays, pictures) runs in worker threads.
"""
import asyncio
import io
import json
import logging

import discord
from discord import app_commands
from discord.ext import commands

import games as shelf
from ratings import ordinal, ranked, user_key
from ratings.record import record_game, record_pending
from ratings.results import ResultStore
from table import places
from table.members import member_games
from table.service import Refused, check_begun, max_seats

from . import components as C
from .history import log_pages
from .host import colour, jump, since
from .messages import t
from .render import attached, final_lines, labelled, level_name, picture_text, plugin_of, safe_name, say
from .translator import L

log = logging.getLogger(__name__)

LEADERBOARD_SIZE = 20
HISTORY_PAGE = 10
LOG_PAGES_CACHED = 32


def channel_link(guild_id, channel_id):
    return f"https://discord.com/channels/{guild_id}/{channel_id}"


def player_name(key, lang="en"):
    """How a rated player is shown: a member's mention (embeds show the name without a ping)
    or the bot level."""
    kind, _, who = key.partition(":")
    return f"<@{who}>" if kind == "user" else t("bot.name", lang, level=level_name(who, lang))


# --- log pages: their buttons are cogs.components' (verb `log`) -------------------------------------------

def log_view(row, pages, index, lang="en"):
    plugin, last = plugin_of(row), len(pages) - 1
    slots = [("first", 0, "btn.log_first", index == 0), ("prev", max(index - 1, 0), "btn.log_prev", index == 0),
             ("next", min(index + 1, last), "btn.log_next", index == last),
             ("last", last, "btn.log_last", index == last)]
    if plugin.marks:  # the next page with the game's first mark (the next food day, say)
        jump_to = next((i for i in range(index + 1, len(pages)) if plugin.marks[0] in pages[i].marks), None)
        slots.append(("food", jump_to if jump_to is not None else index, "log.jump", jump_to is None))
    mark = plugin.words.text(f"log.{plugin.marks[0]}", lang) if plugin.marks else ""
    view = discord.ui.View(timeout=None)
    for slot, target, key, off in slots:
        view.add_item(C.log_button(row.id, target, slot, label=say(plugin, key, lang, mark=mark), disabled=off))
    return view


def log_embed(row, pages, index, lang="en"):
    plugin = plugin_of(row)
    page = pages[index]
    title = plugin.words.log_title(row.id, page.round, lang)
    marks = [plugin.words.text(f"log.{mark}", lang) for mark in plugin.marks if mark in page.marks]
    embed = discord.Embed(title=" · ".join([title, *marks]), description="\n".join(page.lines)[:4000],
                          colour=colour(plugin))
    embed.set_footer(text=t("log.footer", lang, page=index + 1, pages=len(pages)))
    return embed


class Stats(commands.Cog):
    def __init__(self, bot):
        self.bot = bot
        self.host = bot.host
        self.service = bot.host.service
        self.storage = bot.host.storage
        self.results = ResultStore(bot.host.storage)
        self._recording = asyncio.Lock()  # one recorder at a time: ratings are rated in order
        self._pages = {}  # (game id, decisions, language) -> pages: a game's past does not change
        self.host.clicks["log"] = self._c_log

    # --- helpers ----------------------------------------------------------------------------------

    async def reply(self, interaction, text=None, **kwargs):
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none(),
                                        **kwargs)

    async def refuse(self, interaction, refused, plugin=None):
        await self.reply(interaction, self.host.explain(refused, None, await self.host.reader(interaction), plugin))

    @staticmethod
    def guild_of(interaction):
        if interaction.guild is None:
            raise Refused("guild_only")
        return interaction.guild

    async def game_here(self, interaction, game_id=None):
        """The game asked for in this server: by number, else this channel's current or latest game."""
        guild = self.guild_of(interaction)
        if game_id is None:
            row = await places.game_in(self.service, interaction.channel_id, finished_too=True)
        else:
            row = await places.numbered_game(self.service, guild.id, game_id)
        await self.host.check_view(interaction, row)  # before anything else is said about it
        check_begun(row)
        return row

    async def server_reading(self, interaction, plugin=None):
        """Open a server-wide reading command: (guild, reader's language), with results caught up;
        None once a refusal (not in a server) has been sent."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await self.host.reader(interaction)
        try:
            guild = self.guild_of(interaction)
        except Refused as refused:
            await self.refuse(interaction, refused, plugin)
            return None
        await self.catch_up()
        return guild, lang

    async def catch_up(self):
        """Record any finished game still without a result (see the module's docstring)."""
        async with self._recording:
            await record_pending(self.storage, self.results)

    @commands.Cog.listener()
    async def on_table_game_over(self, game_id):
        async with self._recording:
            if not await record_game(self.storage, self.results, game_id):
                return
        result = await self.results.game_result(game_id)
        if result.changes:  # tell the table how the game moved their ratings, in the game's language
            lang = (await self.service.find(game_id)).language
            channel = self.bot.get_channel(result.channel_id) or await self.bot.fetch_channel(result.channel_id)
            await channel.send(t("ratings.after_game", lang, lines=change_lines(result, lang)),
                               allowed_mentions=discord.AllowedMentions.none())

    # --- /mygames --------------------------------------------------------------------------------------

    async def mygames(self, interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await self.host.reader(interaction)
        waiting, others = await member_lines(self.host.service, self.bot, interaction.user.id, lang)
        if not waiting and not others:
            from .render import new_commands
            return await self.reply(interaction, t("mygames.none", lang, commands=new_commands()))
        parts = []
        for key, group in (("mygames.waiting", waiting), ("mygames.others", others)):
            if group:
                parts.append(t(key, lang))
                parts += group
        embed = discord.Embed(title=t("mygames.title", lang), description="\n".join(parts)[:4000],
                              colour=colour(shelf.get()))
        await self.reply(interaction, embed=embed)

    # --- /leaderboard -----------------------------------------------------------------------------------

    async def leaderboard(self, interaction, plugin):
        if (opened := await self.server_reading(interaction, plugin)) is None:
            return
        guild, lang = opened
        table = ranked(await self.results.ratings(guild.id, plugin.name))
        if not table:
            return await self.reply(interaction, t("leaderboard.none", lang))
        lines = [self.rating_line(rank, key, r, lang) for rank, (key, r) in enumerate(table, 1)]
        shown = lines[:LEADERBOARD_SIZE]
        me = user_key(interaction.user.id)
        mine = [line for (key, _), line in zip(table, lines, strict=True) if key == me]
        if mine and mine[0] not in shown:
            shown += ["", t("leaderboard.you", lang, line=mine[0])]
        embed = discord.Embed(title=say(plugin, "leaderboard.title", lang), description="\n".join(shown),
                              colour=colour(plugin))
        embed.set_footer(text=t("leaderboard.footer", lang))
        await self.reply(interaction, embed=embed)

    @staticmethod
    def rating_line(rank, key, r, lang="en"):
        return t("leaderboard.line", lang, rank=rank, name=player_name(key, lang), rating=r.ordinal, sigma=r.sigma,
                 record=t("leaderboard.record", lang, n=r.games, wins=t("leaderboard.wins", lang, n=r.wins)))

    # --- /stats -----------------------------------------------------------------------------------------

    async def stats(self, interaction, member, plugin):
        if (opened := await self.server_reading(interaction, plugin)) is None:
            return
        guild, lang = opened
        member = member or interaction.user
        key = user_key(member.id)
        games = await self.results.player_seats(guild.id, key, plugin.name)
        handed = await self.results.handed_over_count(guild.id, member.id, plugin.name)
        name = safe_name(member.display_name)
        if not games:
            text = t("stats.none", lang, name=name)
            return await self.reply(interaction, text + ("\n" + t("stats.handed", lang, n=handed) if handed else ""))
        table = ranked(await self.results.ratings(guild.id, plugin.name))
        lines = stats_lines(plugin, games, table, key, lang)
        if handed:
            lines.append(t("stats.handed", lang, n=handed))
        embed = discord.Embed(title=say(plugin, "stats.title", lang, name=name), description="\n".join(lines),
                              colour=colour(plugin))
        await self.reply(interaction, embed=embed)

    # --- /<game> history ----------------------------------------------------------------------------

    async def history(self, interaction, plugin, game=None, page=None):
        if (opened := await self.server_reading(interaction, plugin)) is None:
            return
        guild, lang = opened
        if game is not None:
            return await self.show_finished(interaction, guild, game, lang)
        finished = await self.results.guild_result_ids(guild.id, plugin.name)
        if not finished:
            return await self.reply(interaction, t("history.none", lang))
        listed = await self.visible_games(interaction, guild, finished)
        pages = max(1, -(-len(listed) // HISTORY_PAGE))  # pages of what this member may see, nothing else
        page = min(page or 1, pages)
        shown = await self.results.game_results(listed[(page - 1) * HISTORY_PAGE:page * HISTORY_PAGE])
        lines = [history_line(plugin, result, lang) for result in shown]
        lines = lines or [t("history.none_visible", lang)]
        embed = discord.Embed(title=say(plugin, "history.title", lang), description="\n".join(lines)[:4000],
                              colour=colour(plugin))
        embed.set_footer(text=say(plugin, "history.footer", lang, page=page, pages=pages))
        await self.reply(interaction, embed=embed)

    async def visible_games(self, interaction, guild, game_ids):
        """The games among these whose channel (or thread) the member can see now, in the same order:
        private channels stay private, so the listing and its page count leave the others out.
        Where the server's games were played is read at once, whatever their number; games played
        one after another in the same channel are looked up once."""
        where_played = await self.storage.game_places(guild.id)
        seen, out = {}, []
        for game_id in game_ids:
            place = where_played.get(game_id)
            if place is None:
                continue
            if place.channel_id not in seen:
                seen[place.channel_id] = await self.host.can_view(interaction, place, place.parent_channel_id)
            if seen[place.channel_id]:
                out.append(game_id)
        return out

    async def show_finished(self, interaction, guild, game_id, lang):
        result = await self.results.game_result(game_id)
        row = await self.service.find(game_id)
        if result is None or row is None or row.guild_id != guild.id:
            return await self.reply(interaction, t("history.no_such", lang, game=game_id))
        try:
            await self.host.check_view(interaction, row)
        except Refused as refused:
            return await self.refuse(interaction, refused)
        plugin = plugin_of(row)
        game = await asyncio.to_thread(plugin.rules.from_record, await self.storage.record(game_id))
        lines = final_lines(row, game, lang)
        if result.changes:
            lines += ["", t("history.ratings", lang, lines=change_lines(result, lang))]
        else:
            lines += ["", t("history.not_rated", lang)]
        board = discord.Embed(title=t("history.game_title", lang, game=game_id), description="\n".join(lines)[:4000],
                              colour=colour(plugin))
        scores = discord.Embed(title=t("history.scores_title", lang), colour=colour(plugin))
        shown = labelled(row, game.state, lang)
        files = []
        for embed, picture, name in ((board, "board", "board.png"), (scores, "scoreboard", "scores.png")):
            png = await self.host.picture(plugin, picture, shown, locale=lang)
            if png:
                files.append(attached(png, name, picture_text(row, game, picture, lang)))
                embed.set_image(url=f"attachment://{name}")
        embeds = [board, scores] if len(files) == 2 else [board]
        await self.reply(interaction, embeds=embeds, files=files)

    # --- /<game> log -------------------------------------------------------------------------------

    async def log_(self, interaction, game=None):
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            row = await self.game_here(interaction, game)
        except Refused as refused:
            return await self.refuse(interaction, refused)
        lang = await self.host.reader(interaction, row)
        pages = await self.pages(row, lang)
        if not pages:
            return await self.reply(interaction, t("log.empty", lang))
        index = len(pages) - 1  # the latest round first; the buttons go back
        await self.reply(interaction, embed=log_embed(row, pages, index, lang), view=log_view(row, pages, index, lang))

    async def _c_log(self, interaction, game_id, index, arg, values):
        await interaction.response.defer()
        lang = await self.host.reader(interaction)
        row = await self.service.find(game_id)
        if row is not None and not await self.host.can_view(interaction, row):  # no longer: nothing of it shown
            return await interaction.edit_original_response(content=t("game_not_visible", lang, game=game_id),
                                                            embed=None, view=None)
        pages = await self.pages(row, lang) if row is not None else []
        if not pages:
            return await interaction.edit_original_response(content=t("log.empty", lang), embed=None, view=None)
        index = min(index, len(pages) - 1)
        await interaction.edit_original_response(embed=log_embed(row, pages, index, lang),
                                                 view=log_view(row, pages, index, lang))

    async def pages(self, row, lang="en"):
        record = await self.storage.record(row.id)
        if record is None:
            return []
        key = (row.id, len(record["actions"]), lang)
        if key not in self._pages:
            bots = await self.results.decided_by_bots(row.id)
            if len(self._pages) >= LOG_PAGES_CACHED:
                self._pages.pop(next(iter(self._pages)))
            self._pages[key] = await asyncio.to_thread(log_pages, row, record, bots, lang)
        return self._pages[key]

    # --- /<game> export ----------------------------------------------------------------------------

    async def export(self, interaction, game=None):
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            row = await self.game_here(interaction, game)
            record = await self.service.exported_record(row)
        except Refused as refused:
            return await self.refuse(interaction, refused)
        lang = await self.host.reader(interaction, row)
        plugin = plugin_of(row)
        name = f"{plugin.name}-game-{row.id}.json"
        data = json.dumps(record, indent=1).encode("utf-8")
        await self.reply(interaction, say(plugin, "export.record", lang, game=row.id, file=name,
                                          package=plugin.package or plugin.name),
                         file=discord.File(io.BytesIO(data), filename=name))


# --- a member's games ------------------------------------------------------------------------------

async def member_lines(service, bot, user_id, lang):
    """(lines of the games waiting on the member, lines of their other games), the longest
    waiting first; in every server the bot is in (the daily digest sends the first list)."""
    def here(row):
        return bot.get_guild(row.guild_id) is not None  # not a server the bot has left

    waiting, others = [], []
    for mine in await member_games(service, user_id, keep=here):
        line = game_line(mine, bot.get_guild(mine.row.guild_id), lang)
        (waiting if mine.waiting else others).append((mine.since, line))
    return tuple([line for _, line in sorted(group, key=lambda x: x[0])] for group in (waiting, others))


def game_line(mine, guild, lang):
    """The line about one of the member's games (table.members.MemberGame)."""
    row = mine.row
    plugin = plugin_of(row)
    where = say(plugin, "mygames.where", lang, guild=safe_name(guild.name), channel=row.channel_id)

    def link(message_id):
        return jump(row.guild_id, row.channel_id, message_id) if message_id else channel_link(
            row.guild_id, row.channel_id)

    if row.status == "lobby":
        return t("mygames.lobby", lang, where=where, count=len(row.seats), most=max_seats(row),
                 link=link(row.lobby_message_id))
    if row.status == "secret":
        if not mine.waiting:
            return say(plugin, "mygames.secret", lang, where=where, since=since(row.turn_started_at))
        return say(plugin, "mygames.secret_you", lang, where=where, since=since(row.turn_started_at),
                   link=link(row.secret_message_id))
    game = mine.game
    info = dict(where=where, status=plugin.words.status_text(game, lang), since=since(row.turn_started_at),
                link=link(row.board_message_id))
    if mine.waiting:
        return t("mygames.turn_you", lang, **info)
    return t("mygames.turn", lang, player=safe_name(row.seats[game.current_player].name), **info)


# --- what the numbers say ---------------------------------------------------------------------------

def stats_lines(plugin, games, table, key, lang="en"):
    """The lines of /stats from (GameResult, ResultSeat) pairs and the ranked ratings of one game."""
    seats = [s for _, s in games]
    wins = sum(s.place == 1 for s in seats)
    lines = [t("stats.summary", lang, games=t("stats.games", lang, n=len(seats)), wins=t("stats.wins", lang, n=wins),
               share=100 * wins / len(seats),
               average=plugin.words.points_text(round(sum(s.points for s in seats) / len(seats))))]
    for rank, (player, r) in enumerate(table, 1):
        if player == key:
            lines.append(t("stats.rating", lang, rating=r.ordinal, sigma=r.sigma, rank=rank, of=len(table)))
    totals = {src: sum(s.sources.get(src, 0) for s in seats) for src in plugin.point_sources}
    gained = {src: n for src, n in totals.items() if n > 0 and src not in plugin.lost_sources}
    whole = sum(gained.values())
    if whole:
        parts = [t("stats.source", lang, name=plugin.words.text(f"source.{src}", lang), share=100 * n / whole)
                 for src, n in sorted(gained.items(), key=lambda kv: -kv[1]) if 100 * n / whole >= 0.5]
        lines.append(t("stats.sources", lang, sources=" · ".join(parts)))
    for src in plugin.lost_sources:  # sources that only take points away (a game's penalties)
        if totals.get(src, 0) < 0:
            n = totals[src]
            lines.append(say(plugin, "stats.lost", lang, source=plugin.words.text(f"source.{src}", lang),
                             points=plugin.words.points_text(n)))
    result, best = max(games, key=lambda g: (g[1].points, -g[0].seq))
    lines.append(t("stats.best", lang, points=plugin.words.points_text(best.points), place=best.place,
                   players=result.players,
                   game=result.game_id, channel=result.channel_id, when=f"<t:{int(result.finished_at)}:d>"))
    against = against_bots(games)
    if against:
        lines.append(t("stats.against", lang, lines=", ".join(
            t("stats.against_one", lang, level=level_name(level, lang).capitalize(), won=won, lost=lost)
            for level, (won, lost) in sorted(against.items()))))
    return lines


def against_bots(games):
    """Per bot level: (games finished ahead of it, games finished behind it); ties count for neither."""
    out = {}
    for result, mine in games:
        for other in result.seats:
            if other.player and other.player.startswith("bot:") and other.place != mine.place:
                won, lost = out.get(other.player[4:], (0, 0))
                out[other.player[4:]] = (won + (mine.place < other.place), lost + (mine.place > other.place))
    return out


def change_lines(result, lang="en"):
    """How a game moved each rated player's rating (the number the leaderboard shows and ranks
    by), the biggest gain first."""
    moves = {k: (ordinal(mu, sigma), ordinal(mu2, sigma2)) for k, (mu, sigma, mu2, sigma2) in result.changes.items()}
    return t("list.semicolon", lang).join(
        t("history.rating_line", lang, name=player_name(k, lang), before=a, after=b, delta=b - a)
        for k, (a, b) in sorted(moves.items(), key=lambda kv: (kv[1][0] - kv[1][1], kv[0])))


def history_line(plugin, result, lang="en"):
    players = []
    for s in sorted(result.seats, key=lambda s: (s.place, s.seat)):
        name = safe_name(s.name) + (" 🤖" if s.bot else "")
        players.append(t("history.winner" if s.place == 1 else "history.player", lang, name=name,
                         points=plugin.words.points_text(s.points)))
    return t("history.line", lang, game=result.game_id, when=f"<t:{int(result.finished_at)}:d>",
             channel=result.channel_id, players=" · ".join(players))


def game_choices():
    return [app_commands.Choice(name=L(p.title_key, p), value=p.name) for p in shelf.plugins()]


def verbs(plugin):
    """The commands of a game's slash group about finished games."""

    @app_commands.command(name="history", description=L("cmd.history", plugin))
    @app_commands.describe(game=L("cmd.history.game", plugin), page=L("cmd.history.page", plugin))
    async def history(interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None,
                      page: app_commands.Range[int, 1] | None = None):
        await interaction.client.get_cog("Stats").history(interaction, plugin, game, page)

    @app_commands.command(name="log", description=L("cmd.log", plugin))
    @app_commands.describe(game=L("cmd.log.game", plugin))
    async def log_(interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None):
        await interaction.client.get_cog("Stats").log_(interaction, game)

    @app_commands.command(name="export", description=L("cmd.export", plugin))
    @app_commands.describe(game=L("cmd.export.game", plugin))
    async def export(interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None):
        await interaction.client.get_cog("Stats").export(interaction, game)

    return [log_, history, export]


def members(plugin=None):
    """A member's commands across games; `plugin` is the game asked about when none is named
    (the group's game, for the first game's group; else the first game)."""
    default = plugin or shelf.get()

    @app_commands.command(name="mygames", description=L("cmd.mygames"))
    async def mygames(interaction: discord.Interaction):
        await interaction.client.get_cog("Stats").mygames(interaction)

    @app_commands.command(name="leaderboard", description=L("cmd.leaderboard"))
    @app_commands.describe(game=L("cmd.leaderboard.game", default))
    @app_commands.choices(game=game_choices())
    async def leaderboard(interaction: discord.Interaction, game: str | None = None):
        await interaction.client.get_cog("Stats").leaderboard(interaction, shelf.get(game or default.name))

    @app_commands.command(name="stats", description=L("cmd.stats"))
    @app_commands.describe(member=L("cmd.stats.member"), game=L("cmd.stats.game", default))
    @app_commands.choices(game=game_choices())
    async def stats(interaction: discord.Interaction, member: discord.Member | None = None, game: str | None = None):
        await interaction.client.get_cog("Stats").stats(interaction, member, shelf.get(game or default.name))

    return [mygames, leaderboard, stats]


async def setup(bot):
    await bot.add_cog(Stats(bot))
