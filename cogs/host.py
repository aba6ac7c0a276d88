"""What every feature of the Discord side shares, for every game: the game service, the bots that
play in the background, the languages of a reply, finding a channel's game, private replies and
refusals, the clicks of buttons and menus, and posting what happened with the next board.

One `Host` per bot (`bot.host`), made before the extensions load; each extension (cogs/lobby.py,
turns.py, info.py, community.py, stats.py) adds its commands and its buttons' verbs to it.
"""
from __future__ import annotations

import asyncio
import logging
import re

import discord
from discord import app_commands

import games
import i18n
from storage import StaleRevision  # noqa: F401  (the extensions catch it from here)
from table import languages, places, seats
from table.service import GameService, Refused, check_begun
from table.thinking import Thinker, ready

from . import quiet
from .messages import t
from .notify import Notifier
from .render import (attached, labelled, new_commands, picture_text, plugin_of, public_lines, safe_name, say,
                     seating, text_board)

log = logging.getLogger(__name__)
UNREAD = object()  # a game's parent channel not read from the database yet (Host.can_view)


def jump(guild_id, channel_id, message_id):
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


def since(ts):
    return f"<t:{int(ts)}:R>" if ts else "?"


def colour(plugin):
    return discord.Colour.from_rgb(*plugin.colour)


def needs(key):
    """The placeholders a text of the catalogs fills (all it might, for a game's own text)."""
    try:
        english = i18n.source(key)
    except KeyError:
        return {"commands", "button", "levels"}
    return set(re.findall(r"{(\w+)", " ".join(english) if isinstance(english, tuple) else english))


def server_of(guild):
    """(the server's id, its locale), or (None, None) outside a server."""
    return (None, None) if guild is None else (guild.id, guild.preferred_locale)


def group_game(interaction):
    """The game whose slash group a command belongs to, or None (a member-wide command, a click)."""
    command = getattr(interaction, "command", None)
    parent = getattr(command, "parent", None)
    name = getattr(parent, "name", None)
    return games.get(name) if name in games.names() else None


class Host:
    def __init__(self, bot):
        self.bot = bot
        self.storage = bot.storage
        self.pictures = bot.pictures
        self.settings = bot.settings
        # Bots think in worker processes (or what the bot was given, e.g. threads in tests).
        self.thinker = getattr(bot, "thinker", None) or Thinker("process", self.settings.bot_workers,
                                                                    self.settings.bot_seconds)
        self.service = GameService(bot.storage, clock=self.now, seed_source=getattr(bot, "seed_source", None),
                                   formatter=public_lines, think=self.thinker.run,
                                   clock_hours=getattr(self.settings, "clock_hours", None))
        self.notifier = Notifier(bot, self.service)
        self.clicks = {}  # a component's verb -> the handler of its clicks (each extension adds its own)
        self._bot_runs = {}  # game id -> the task letting that game's bots play
        self._bots_wanted = set()  # games whose bots must look again whether one is on turn
        self._resume = None

    @staticmethod
    def now():
        return discord.utils.utcnow().timestamp()

    def start(self):
        self.thinker.start()
        self._resume = asyncio.create_task(self.resume_bots())

    def close(self):
        """Stop the bots' runs and their worker processes (again: nothing happens)."""
        if self._resume is not None:
            self._resume.cancel()
        for task in self._bot_runs.values():
            task.cancel()
        self.thinker.close()

    # --- bot players -----------------------------------------------------------------------------

    def kick_bots(self, game_id):
        """Let this game's bots play if one is on turn: one runner per game, in the background,
        so that the click that handed the turn to a bot is answered at once."""
        self._bots_wanted.add(game_id)
        task = self._bot_runs.get(game_id)
        if task is None or task.done():
            self._bot_runs[game_id] = asyncio.create_task(self.run_bots(game_id))

    async def run_bots(self, game_id):
        while game_id in self._bots_wanted:
            self._bots_wanted.discard(game_id)
            try:
                while (outcome := await self.service.bot_turn(game_id)) is not None:
                    await self.publish(outcome, kick=False)
            except Exception as err:  # the next move, reminder or restart tries again
                log.exception("the bots of game %s could not play", game_id)
                self.bot.unexpected_errors.append(err)
        self._bot_runs.pop(game_id, None)

    async def resume_bots(self):
        """After a restart, bots on turn pick up where they were (their thinking was lost)."""
        await self.bot.wait_until_ready()
        try:
            await self.thinker.run(ready)  # start the worker processes before the first bot turn
            for game_id in await seats.bots_on_turn(self.service):
                self.kick_bots(game_id)
        except Exception:  # the reminder sweep kicks waiting bots too
            log.exception("could not resume the bots after start-up")

    # --- replies ------------------------------------------------------------------------------

    async def private(self, interaction, text, **kwargs):
        if interaction.response.type == discord.InteractionResponseType.deferred_channel_message:
            await interaction.edit_original_response(content=text, **kwargs)  # replaces "thinking…"
        elif interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, **kwargs)
        else:
            await interaction.response.send_message(text, ephemeral=True, **kwargs)

    def explain(self, refused, row=None, locale="en", plugin=None):
        """A refusal in words: the table's text, or the game's own wording of it (the game of
        `row`, else `plugin`, else the default game)."""
        plugin = plugin_of(row) if row is not None else plugin or plugin_of(None)
        info = {"creator": "?", "name": "?"}
        wanted = needs(plugin.words.texts.get(refused.key, refused.key))
        for name, value in (("commands", new_commands), ("button", lambda: say(plugin, "btn.secret", locale)),
                            ("levels", lambda: ", ".join(t(f"level.{x}", locale) for x in plugin.levels))):
            if name in wanted:  # worked out only for the texts that say them
                info[name] = value()
        info.update(refused.info)
        if row is not None:
            info["creator"] = f"<@{row.creator_id}>"
            seat = refused.info.get("seat")
            if seat is not None and 0 <= seat < len(row.seats):  # (no_such_seat names a seat there is not)
                info["name"] = safe_name(row.seats[seat].name)
        if isinstance(info.get("reason"), plugin.rules.IllegalAction):
            info["reason"] = plugin.words.reason_text(info["reason"], locale)
        return say(plugin, refused.key, locale, **info)

    async def refuse(self, interaction, refused, row=None, plugin=None):
        """A private refusal, about the game of `row`, else `plugin`, else the game whose slash
        group the command belongs to."""
        plugin = plugin or group_game(interaction)
        await self.private(interaction, self.explain(refused, row, await self.reader(interaction, row), plugin))

    async def out_of_date(self, interaction, row=None):
        """The one answer to a button or menu the bot cannot act on: privately, and in a new
        message, so the message it was clicked on stays as it is."""
        await self.private(interaction, t("button_stale", await self.reader(interaction, row)))

    async def command_error(self, interaction, error):
        """A slash command that failed: an apology to the member, the error in the logs (and for
        the tests, which assert there are none)."""
        if interaction.guild is None and isinstance(error, app_commands.TransformerError):
            return await self.private(interaction, t("guild_only", await self.reader(interaction)))  # a member option
        log.error("command failed", exc_info=error)
        self.bot.unexpected_errors.append(error)
        try:
            await self.private(interaction, t("error", await self.reader(interaction)))
        except discord.HTTPException:
            pass

    # --- languages ----------------------------------------------------------------------------

    async def reader(self, interaction, row=None):
        """The language of what only this member reads: their own setting, else their Discord
        language when we speak it, else the game's (or the server's) language."""
        return await languages.reader_language(self.service, interaction.user.id, getattr(interaction, "locale", None),
                                               row, *server_of(interaction.guild))

    async def server_language(self, guild):
        """New games' language (table.languages.server_language)."""
        return await languages.server_language(self.service, *server_of(guild))

    @staticmethod
    def is_admin(interaction):
        perms = interaction.permissions
        return bool(perms and (perms.manage_channels or perms.administrator))

    # --- where a game is -----------------------------------------------------------------------

    async def channel_of(self, row):
        channel = self.bot.get_channel(row.channel_id)
        if channel is None:
            channel = await self.bot.fetch_channel(row.channel_id)
        return channel

    async def can_view(self, interaction, row, parent=UNREAD):
        """Whether the member may see the game's channel (or its thread) now, by Discord's own
        permissions for that member there. Every command that finds a game by its number asks
        this before showing anything of it: the number alone must not open a private channel.
        `parent`: the channel the game's thread was opened in, when the caller has read it already
        (storage.community.GamePlace)."""
        guild = interaction.guild
        if guild is None or guild.id != row.guild_id:
            return False
        member = interaction.user
        if not isinstance(member, discord.Member):
            member = await self.member(guild, member.id)
        if member is None:
            return False
        channel = await self.game_channel(guild, row, parent)
        try:
            if channel is not None:
                return channel.permissions_for(member).view_channel
        except (discord.ClientException, AttributeError):  # a thread whose parent is gone
            pass
        return member.guild_permissions.administrator  # the channel is gone: only an administrator may look back

    @staticmethod
    async def member(guild, user_id):
        """A member of the server (asked of Discord when not cached), or None when they are not."""
        found = guild.get_member(user_id)
        if found is None:
            try:
                found = await guild.fetch_member(user_id)
            except discord.HTTPException:
                return None
        return found

    async def game_channel(self, guild, row, parent=UNREAD):
        """Where the game's visibility is read: its channel or thread when cached; else, for a game
        moved into a thread, the channel the thread was opened in (our threads are public: whoever
        sees that channel sees the thread), so listing many archived games asks Discord nothing;
        else the channel or thread asked of Discord; None when none exists any more."""
        channel = guild.get_channel_or_thread(row.channel_id)
        if channel is not None:
            return channel
        if parent is UNREAD:
            parent = await places.parent_channel(self.service, row.id)
        channel = guild.get_channel(parent) if isinstance(parent, int) else None
        if channel is None:
            try:
                channel = await guild.fetch_channel(row.channel_id)
            except discord.HTTPException:
                channel = None
        return channel

    async def check_view(self, interaction, row):
        """Refused (privately, by the caller) unless the member can see the game's channel now."""
        if not await self.can_view(interaction, row):
            raise Refused("game_not_visible", game=row.id)

    async def channel_game(self, interaction, *, finished_too=False):
        """The channel's game in its lobby or running; with finished_too, else its latest game."""
        if interaction.guild is None:
            raise Refused("guild_only")
        row = await places.game_in(self.service, interaction.channel_id, finished_too=finished_too)
        await self.check_view(interaction, row)
        return row

    async def started_game(self, interaction):
        """The channel's game once started (finished ones too), or None after a private refusal."""
        try:
            row = await self.channel_game(interaction, finished_too=True)
            check_begun(row)
            return row, await self.service.load(row)
        except Refused as refused:
            await self.refuse(interaction, refused)
            return None, None

    async def waiting_names(self, row):
        """Who still makes their secret choice, by name."""
        return ", ".join(safe_name(s.name) for s in await seats.choosing(self.service, row)) or "-"

    # --- components ---------------------------------------------------------------------------

    async def on_click(self, interaction, click, values):
        """Every click on the bot's buttons and selects (cogs.components). A custom id that cannot
        be read, names no game, or arrives from a kind of message its verb is never put on is out
        of date: a private answer, nothing changed. The others go to their verb's handler."""
        try:
            if await self.clicked_game(interaction, click) is None:
                return await self.out_of_date(interaction)
            await self.clicks[click.verb](interaction, click.game_id, click.rev, click.arg, values)
        except Refused as refused:
            await self.refuse(interaction, refused, await self.service.find(click.game_id))
        except Exception as err:  # answer the player, keep the bot running, and tell the logs
            log.exception("component %s failed", interaction.data.get("custom_id") if interaction.data else "?")
            self.bot.unexpected_errors.append(err)
            try:
                await self.private(interaction, t("error", await self.reader(interaction)))
            except discord.HTTPException:
                pass

    async def clicked_game(self, interaction, click):
        """The game a click is for, when the click fits the message it came from: a panel's
        verbs come from a private (ephemeral) message, board buttons from a public message of
        the game's channel (not its lobby), lobby buttons from that game's lobby message. None
        otherwise."""
        message = interaction.message
        row = await self.service.find(click.game_id) if click is not None and message is not None else None
        if row is None or click.verb not in self.clicks:
            return None
        private = message.flags.ephemeral
        fits = {"private": private,
                "public": (not private and interaction.channel_id == row.channel_id
                           and message.id != row.lobby_message_id),
                "lobby": not private and message.id == row.lobby_message_id}[click.where]
        return row if fits else None

    # --- the web pages ----------------------------------------------------------------------------

    def web_link(self, row, page=""):
        """The address of one of the game's web pages (web/: "" the game, "replay", "log"), or None
        when the links are not configured (TABLE_WEB_BASE_URL and TABLE_WEB_SECRET). Posted only
        where the game is played or to a member who can see it: the link opens the game's pages."""
        from table.links import url
        return url(getattr(self.settings, "web_base_url", None), getattr(self.settings, "web_secret", None), row.id,
                   page)

    # --- pictures -------------------------------------------------------------------------------------

    async def picture(self, plugin, name, *args, locale="en"):
        """PNG bytes (or a list of them for "phone") of one of the game's pictures, or None."""
        drawing = plugin.pictures.get(name)
        if drawing is None:
            return None
        return await self.pictures.render(drawing, *args, locale=locale)

    async def board_message(self, row, game, lang, waiting=None):
        """(embed, files) of the whole board, for a member's private look."""
        plugin = plugin_of(row)
        title, description = plugin.words.board_text(seating(row, game.state, lang), game, waiting)
        embed = discord.Embed(title=title, description=description, colour=colour(plugin))
        embed.set_footer(text=t("board.footer", lang, game=row.id, turn=plugin.rules.turn_no(game)))
        shown = labelled(row, game.state, lang)
        png = await self.picture(plugin, "board", shown, locale=lang)
        files = []
        if png:
            files.append(attached(png, "board.png", picture_text(row, game, "board", lang, waiting=waiting)))
            embed.set_image(url="attachment://board.png")
        else:
            board = text_board(plugin, shown, 3500, lang)
            if board:
                embed.description = f"{description}\n\n{t('board.text_note', lang)}\n{board}"
        return embed, files

    # --- posting ----------------------------------------------------------------------------------

    async def publish(self, outcome, kick=True):
        """Post what happened with the next board in one message; the previous board loses its
        mention, picture and buttons (cogs/quiet.py).

        While bots are on turn nothing is posted: their turns' lines come with the next board,
        once a person is on turn (or with the final scores)."""
        row, game = outcome.row, outcome.game
        await quiet.publish(self, outcome, public_lines(row, game, outcome), self.notifier.call_line)
        if game.is_over:
            self.bot.dispatch("table_game_over", row.id)  # the stats cog records the result
        elif outcome.bot_next and kick:
            self.kick_bots(row.id)

    async def follow(self, outcome):
        """After a change that is not a move (a hand-over): post the new turn it made, else let the
        bot now on turn play, else draw the live board again (it names who plays each seat)."""
        if outcome.new_turn:
            await self.publish(outcome)
        elif outcome.bot_next:
            self.kick_bots(outcome.row.id)  # the bot thinks in a worker process, off the caller's way
        else:
            await quiet.redraw(self, outcome)

    async def strip(self, channel, message_id):
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            log.info("could not remove the buttons of message %s", message_id)

    async def post_final(self, channel, row, game, content=None):
        """The final scores (picture and lines), under `content`: the game's last lines."""
        from .render import final_lines
        plugin, lang = plugin_of(row), row.language
        embed = discord.Embed(title=t("final.title", lang), description="\n".join(final_lines(row, game, lang)),
                              colour=colour(plugin))
        png = await self.picture(plugin, "scoreboard", labelled(row, game.state, lang), locale=lang)
        files = []
        if png:
            files.append(attached(png, "scores.png", picture_text(row, game, "scoreboard", lang)))
            embed.set_image(url="attachment://scores.png")
        from .components import link_view
        view = link_view(t("btn.web_replay", lang), self.web_link(row, "replay"))  # the whole game, turn by turn
        await channel.send(content or None, embed=embed, files=files, allowed_mentions=discord.AllowedMentions.none(),
                           **({"view": view} if view else {}))
