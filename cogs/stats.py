"""A community's memory: /tzolkin mygames, leaderboard, stats, history, log and export.

These commands join the `/tzolkin` group of the game cog (loaded first). Results are
recorded when a game ends (the game cog's `tzolkin_game_over` event) and, in case that was
missed (a restart, an upgrade from a version without results), before any command reads
them. Heavy work (replays, pictures) runs in worker threads.
"""
from __future__ import annotations

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
from tzolkin import Game
from tzolkin import data as D
from tzolkin.scoring import format_points
from tzolkin.state import State

from . import components as C
from . import quiet
from .history import log_pages
from .messages import t
from .render import final_lines, level_name, safe_name
from table.service import Refused, chosen_seats, load_game, max_seats
from .translator import L
from .tzolkin import COLOUR, jump, since

log = logging.getLogger(__name__)

LEADERBOARD_SIZE = 20
HISTORY_PAGE = 10
LOG_PAGES_CACHED = 32
SOURCE_NAMES = {"temples": "source.temples", "buildings": "source.buildings", "skulls": "source.skulls",
                "monuments": "source.monuments", "corn": "source.corn", "other": "source.other"}


def channel_link(guild_id, channel_id):
    return f"https://discord.com/channels/{guild_id}/{channel_id}"


def player_name(key, lang="en"):
    """How a rated player is shown: a member's mention (embeds show the name without a ping)
    or the bot level."""
    kind, _, who = key.partition(":")
    return f"<@{who}>" if kind == "user" else t("bot.name", lang, level=level_name(who, lang))


# --- log pages: their buttons are cogs.components' (verb `log`) -------------------------------------------

def log_view(game_id, pages, index, lang="en"):
    last = len(pages) - 1
    food = next((i for i in range(index + 1, len(pages)) if pages[i].food), None)
    view = discord.ui.View(timeout=None)
    for slot, target, key, off in (("first", 0, "btn.log_first", index == 0),
                                   ("prev", max(index - 1, 0), "btn.log_prev", index == 0),
                                   ("next", min(index + 1, last), "btn.log_next", index == last),
                                   ("last", last, "btn.log_last", index == last),
                                   ("food", food if food is not None else index, "btn.log_food", food is None)):
        view.add_item(C.log_button(game_id, target, slot, label=t(key, lang), disabled=off))
    return view


def log_embed(row, pages, index, lang="en"):
    page = pages[index]
    title = t("log.page_title", lang, game=row.id, day=min(page.day, D.LAST_DAY), last=D.LAST_DAY)
    marks = [t("log.food", lang)] * page.food + [t("log.scoring", lang)] * page.scoring
    title = " · ".join([title, *marks])
    embed = discord.Embed(title=title, description="\n".join(page.lines)[:4000], colour=COLOUR)
    embed.set_footer(text=t("log.footer", lang, page=index + 1, pages=len(pages)))
    return embed


class Stats(commands.Cog):
    def __init__(self, bot):
        self.bot = bot
        self.storage = bot.storage
        self.results = ResultStore(bot.storage)
        self.pictures = bot.pictures
        self._recording = asyncio.Lock()  # one recorder at a time: ratings are rated in order
        self._pages = {}  # (game id, decisions) -> pages: a game's past does not change

    async def cog_load(self):
        # Join the /tzolkin group rather than add top-level commands.
        group = self.bot.tree.get_command("tzolkin")
        for command in self.__cog_app_commands__:
            group.add_command(command)
        self.__cog_app_commands__ = []

    async def cog_unload(self):
        group = self.bot.tree.get_command("tzolkin")
        if group is not None:
            for name in ("mygames", "leaderboard", "stats", "history", "log", "export"):
                group.remove_command(name)

    async def cog_app_command_error(self, interaction, error):
        log.error("command failed", exc_info=error)
        self.bot.unexpected_errors.append(error)
        try:
            await self.reply(interaction, t("error", await self.reader(interaction)))
        except discord.HTTPException:
            pass

    # --- helpers ----------------------------------------------------------------------------------

    async def reply(self, interaction, text=None, **kwargs):
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none(),
                                        **kwargs)

    async def refuse(self, interaction, refused):
        await self.reply(interaction, t(refused.key, await self.reader(interaction), **refused.info))

    async def reader(self, interaction):
        """The language of what only this member reads (as the game cog decides it)."""
        return await self.bot.get_cog("Tzolkin").reader(interaction)

    def guild_of(self, interaction):
        if interaction.guild is None:
            raise Refused("guild_only")
        return interaction.guild

    async def game_here(self, interaction, game_id=None):
        """The game asked for in this server: by number, else this channel's current or latest game."""
        guild = self.guild_of(interaction)
        if game_id is None:
            row = (await self.storage.channel_game(interaction.channel_id)
                   or await quiet.game_for_channel(self.storage, interaction.channel_id, finished_too=True)
                   or await self.storage.latest_channel_game(interaction.channel_id))
            if row is None:
                raise Refused("no_game")
        else:
            row = await self.storage.get_game(game_id)
            if row is None or row.guild_id != guild.id:
                raise Refused("no_game_here", game=game_id)
        if row.config is None or row.status == "lobby":  # a lobby's config holds only its modules
            raise Refused("not_started")
        return row

    async def server_reading(self, interaction):
        """Open a server-wide reading command: (guild, reader's language), with results caught up;
        None once a refusal (not in a server) has been sent."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await self.reader(interaction)
        try:
            guild = self.guild_of(interaction)
        except Refused as refused:
            await self.refuse(interaction, refused)
            return None
        await self.catch_up()
        return guild, lang

    async def catch_up(self):
        """Record any finished game still without a result (see the module's docstring)."""
        async with self._recording:
            await record_pending(self.storage, self.results)

    @commands.Cog.listener()
    async def on_tzolkin_game_over(self, game_id):
        async with self._recording:
            if not await record_game(self.storage, self.results, game_id):
                return
        result = await self.results.game_result(game_id)
        if result.changes:  # tell the table how the game moved their ratings, in the game's language
            lang = (await self.storage.get_game(game_id)).language
            channel = self.bot.get_channel(result.channel_id) or await self.bot.fetch_channel(result.channel_id)
            await channel.send(t("ratings.after_game", lang, lines=change_lines(result, lang)),
                               allowed_mentions=discord.AllowedMentions.none())

    # --- /tzolkin mygames ---------------------------------------------------------------------------

    @app_commands.command(name="mygames", description=L("cmd.mygames"))
    async def mygames(self, interaction: discord.Interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await self.reader(interaction)
        waiting, others = await self.member_lines(interaction.user.id, lang)
        if not waiting and not others:
            return await self.reply(interaction, t("mygames.none", lang))
        parts = []
        for key, group in (("mygames.waiting", waiting), ("mygames.others", others)):
            if group:
                parts.append(t(key, lang))
                parts += group
        embed = discord.Embed(title=t("mygames.title", lang), description="\n".join(parts)[:4000], colour=COLOUR)
        await self.reply(interaction, embed=embed)

    async def member_lines(self, user_id, lang):
        """(lines of the games waiting on the member, lines of their other games), the longest
        waiting first; in every server the bot is in (the daily digest sends the first list)."""
        waiting, others = [], []
        for row in await self.results.member_games(user_id):
            guild = self.bot.get_guild(row.guild_id)
            if guild is None:
                continue  # a server the bot has left
            mine, line = await self.my_game_line(row, guild, user_id, lang)
            (waiting if mine else others).append((row.turn_started_at or row.created_at, line))
        return tuple([line for _, line in sorted(group, key=lambda x: x[0])] for group in (waiting, others))

    async def my_game_line(self, row, guild, user_id, lang):
        """(waiting on this member?, the line about the game)."""
        where = t("mygames.where", lang, guild=safe_name(guild.name), channel=row.channel_id)
        seat = row.human_seat(user_id)

        def link(message_id):
            return jump(row.guild_id, row.channel_id, message_id) if message_id else channel_link(
                row.guild_id, row.channel_id)

        if row.status == "lobby":
            return False, t("mygames.lobby", lang, where=where, count=len(row.seats), most=max_seats(row),
                           link=link(row.lobby_message_id))
        if row.status == "secret":
            chosen = seat.seat in chosen_seats(row, await self.storage.secret_choices(row.id))
            if chosen:
                return False, t("mygames.wealth", lang, where=where, since=since(row.turn_started_at))
            return True, t("mygames.wealth_you", lang, where=where, since=since(row.turn_started_at),
                           link=link(row.secret_message_id))
        state = await self.current_state(row)
        on_turn = row.seats[state.current_player]
        info = dict(where=where, day=min(state.day, D.LAST_DAY), since=since(row.turn_started_at),
                    link=link(row.board_message_id))
        if on_turn.seat == seat.seat:
            return True, t("mygames.turn_you", lang, **info)
        return False, t("mygames.turn", lang, player=safe_name(on_turn.name), **info)

    async def current_state(self, row):
        # The stored snapshot is the state as the turn began: used as it is when no decision
        # was taken since (no replay needed), else the record is replayed.
        snapshot = await self.storage.snapshot(row.id)
        actions = await self.storage.actions(row.id)
        if isinstance(snapshot, dict) and snapshot.get("actions") == actions and "state" in snapshot:
            return State.from_json(snapshot["state"])
        return load_game(row, actions).state

    # --- /tzolkin leaderboard -----------------------------------------------------------------------

    @app_commands.command(name="leaderboard", description=L("cmd.leaderboard"))
    async def leaderboard(self, interaction: discord.Interaction):
        if (opened := await self.server_reading(interaction)) is None:
            return
        guild, lang = opened
        table = ranked(await self.results.ratings(guild.id))
        if not table:
            return await self.reply(interaction, t("leaderboard.none", lang))
        lines = [self.rating_line(rank, key, r, lang) for rank, (key, r) in enumerate(table, 1)]
        shown = lines[:LEADERBOARD_SIZE]
        me = user_key(interaction.user.id)
        mine = [line for (key, _), line in zip(table, lines) if key == me]
        if mine and mine[0] not in shown:
            shown += ["", t("leaderboard.you", lang, line=mine[0])]
        embed = discord.Embed(title=t("leaderboard.title", lang), description="\n".join(shown), colour=COLOUR)
        embed.set_footer(text=t("leaderboard.footer", lang))
        await self.reply(interaction, embed=embed)

    @staticmethod
    def rating_line(rank, key, r, lang="en"):
        return t("leaderboard.line", lang, rank=rank, name=player_name(key, lang), rating=r.ordinal, sigma=r.sigma,
                 record=t("leaderboard.record", lang, n=r.games, wins=t("leaderboard.wins", lang, n=r.wins)))

    # --- /tzolkin stats -----------------------------------------------------------------------------

    @app_commands.command(name="stats", description=L("cmd.stats"))
    @app_commands.describe(member=L("cmd.stats.member"))
    async def stats(self, interaction: discord.Interaction, member: discord.Member | None = None):
        if (opened := await self.server_reading(interaction)) is None:
            return
        guild, lang = opened
        member = member or interaction.user
        key = user_key(member.id)
        games = await self.results.player_seats(guild.id, key)
        handed = await self.results.handed_over_count(guild.id, member.id)
        name = safe_name(member.display_name)
        if not games:
            text = t("stats.none", lang, name=name)
            return await self.reply(interaction, text + ("\n" + t("stats.handed", lang, n=handed) if handed else ""))
        table = ranked(await self.results.ratings(guild.id))
        lines = stats_lines(games, table, key, lang)
        if handed:
            lines.append(t("stats.handed", lang, n=handed))
        embed = discord.Embed(title=t("stats.title", lang, name=name), description="\n".join(lines), colour=COLOUR)
        await self.reply(interaction, embed=embed)

    # --- /tzolkin history ---------------------------------------------------------------------------

    @app_commands.command(name="history", description=L("cmd.history"))
    @app_commands.describe(game=L("cmd.history.game"), page=L("cmd.history.page"))
    async def history(self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None,
                      page: app_commands.Range[int, 1] | None = None):
        if (opened := await self.server_reading(interaction)) is None:
            return
        guild, lang = opened
        if game is not None:
            return await self.show_finished(interaction, guild, game, lang)
        total = await self.results.count_guild_results(guild.id)
        if not total:
            return await self.reply(interaction, t("history.none", lang))
        pages = -(-total // HISTORY_PAGE)
        page = min(page or 1, pages)
        lines = [history_line(r, lang) for r in await self.results.guild_results(guild.id, HISTORY_PAGE,
                                                                           (page - 1) * HISTORY_PAGE)]
        embed = discord.Embed(title=t("history.title", lang), description="\n".join(lines)[:4000], colour=COLOUR)
        embed.set_footer(text=t("history.footer", lang, page=page, pages=pages))
        await self.reply(interaction, embed=embed)

    async def show_finished(self, interaction, guild, game_id, lang):
        result = await self.results.game_result(game_id)
        row = await self.storage.get_game(game_id)
        if result is None or row is None or row.guild_id != guild.id:
            return await self.reply(interaction, t("history.no_such", lang, game=game_id))
        state = (await asyncio.to_thread(shelf.get(row.game).from_record, await self.storage.record(game_id))).state
        lines = final_lines(row, state, lang)
        if result.changes:
            lines += ["", t("history.ratings", lang, lines=change_lines(result, lang))]
        else:
            lines += ["", t("history.not_rated", lang)]
        board = discord.Embed(title=t("history.game_title", lang, game=game_id), description="\n".join(lines)[:4000],
                              colour=COLOUR)
        scores = discord.Embed(title=t("history.scores_title", lang), colour=COLOUR)
        files = []
        for embed, png, name in ((board, await self.pictures.board(state, lang), "board.png"),
                                 (scores, await self.pictures.scoreboard(state, lang), "scores.png")):
            if png:
                files.append(discord.File(io.BytesIO(png), filename=name))
                embed.set_image(url=f"attachment://{name}")
        embeds = [board, scores] if len(files) == 2 else [board]
        await self.reply(interaction, embeds=embeds, files=files)

    # --- /tzolkin log -------------------------------------------------------------------------------

    @app_commands.command(name="log", description=L("cmd.log"))
    @app_commands.describe(game=L("cmd.log.game"))
    async def log_(self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None):
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await self.reader(interaction)
        try:
            row = await self.game_here(interaction, game)
        except Refused as refused:
            return await self.refuse(interaction, refused)
        pages = await self.pages(row, lang)
        if not pages:
            return await self.reply(interaction, t("log.empty", lang))
        index = len(pages) - 1  # the latest round first; the buttons go back
        await self.reply(interaction, embed=log_embed(row, pages, index, lang),
                         view=log_view(row.id, pages, index, lang))

    async def turn_log_page(self, interaction, game_id, index):
        await interaction.response.defer()
        lang = await self.reader(interaction)
        row = await self.storage.get_game(game_id)
        pages = await self.pages(row, lang) if row is not None else []
        if not pages:
            return await interaction.edit_original_response(content=t("log.empty", lang), embed=None, view=None)
        index = min(index, len(pages) - 1)
        await interaction.edit_original_response(embed=log_embed(row, pages, index, lang),
                                                 view=log_view(row.id, pages, index, lang))

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

    # --- /tzolkin export ----------------------------------------------------------------------------

    @app_commands.command(name="export", description=L("cmd.export"))
    @app_commands.describe(game=L("cmd.export.game"))
    async def export(self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None):
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await self.reader(interaction)
        try:
            row = await self.game_here(interaction, game)
            if row.status not in ("over", "abandoned"):
                raise Refused("export.running")
        except Refused as refused:
            return await self.refuse(interaction, refused)
        record = await self.storage.record(row.id)
        name = f"tzolkin-game-{row.id}.json"
        data = json.dumps(record, indent=1).encode("utf-8")
        await self.reply(interaction, t("export.ready", lang, game=row.id, file=name),
                         file=discord.File(io.BytesIO(data), filename=name))


# --- what the numbers say ---------------------------------------------------------------------------

def stats_lines(games, table, key, lang="en"):
    """The lines of /tzolkin stats from (GameResult, ResultSeat) pairs and the ranked ratings."""
    seats = [s for _, s in games]
    wins = sum(s.place == 1 for s in seats)
    lines = [t("stats.summary", lang, games=t("stats.games", lang, n=len(seats)), wins=t("stats.wins", lang, n=wins),
               share=100 * wins / len(seats),
               average=format_points(round(sum(s.points for s in seats) / len(seats))))]
    for rank, (player, r) in enumerate(table, 1):
        if player == key:
            lines.append(t("stats.rating", lang, rating=r.ordinal, sigma=r.sigma, rank=rank, of=len(table)))
    totals = {src: sum(s.sources.get(src, 0) for s in seats) for src in shelf.get().point_sources}
    gained = {src: n for src, n in totals.items() if n > 0 and src != "hunger"}
    whole = sum(gained.values())
    if whole:
        parts = [t("stats.source", lang, name=t(SOURCE_NAMES[src], lang), share=100 * n / whole)
                 for src, n in sorted(gained.items(), key=lambda kv: -kv[1]) if 100 * n / whole >= 0.5]
        lines.append(t("stats.sources", lang, sources=" · ".join(parts)))
    if totals["hunger"] < 0:
        lines.append(t("stats.hunger", lang, points=format_points(totals["hunger"])))
    result, best = max(games, key=lambda g: (g[1].points, -g[0].seq))
    lines.append(t("stats.best", lang, points=format_points(best.points), place=best.place, players=result.players,
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


def history_line(result, lang="en"):
    players = []
    for s in sorted(result.seats, key=lambda s: (s.place, s.seat)):
        name = safe_name(s.name) + (" 🤖" if s.bot else "")
        players.append(t("history.winner" if s.place == 1 else "history.player", lang, name=name,
                         points=format_points(s.points)))
    return t("history.line", lang, game=result.game_id, when=f"<t:{int(result.finished_at)}:d>",
             channel=result.channel_id, players=" · ".join(players))


async def setup(bot):
    await bot.add_cog(Stats(bot))
