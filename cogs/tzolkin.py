"""The /tzolkin commands and the game's buttons: the Discord side of a game.

Thin on purpose: find the game, check who may act, hand the click to the GameService
(which asks the engine and stores the result), then post what happened. Every
interaction is acknowledged (deferred) before any database work or rendering.
"""
from __future__ import annotations

import asyncio
import io
import logging

import discord
from discord import app_commands
from discord.ext import commands, tasks

import i18n
from storage import StaleRevision

from . import components as C
from . import quiet
from .advice import option_texts, with_advice
from .community import BOARD_CHOICES, LAYOUT_CHOICES, CommunityCommands
from .messages import t
from .notify import Notifier
from .render import (board_embed_text, final_lines, hint_text, labelled, level_name, own_name, pings, player_sheet,
                     public_lines, safe_name, text_board, who)
from .render import panel_text as make_panel_text
from .seats import named_seat, seat_choices
from table.service import GameService, Refused, chosen_seats, lobby_modules, max_seats
from table.thinking import Thinker, ready
from .translator import L
from tzolkin import Action, IllegalAction
from tzolkin import data as D
from tzolkin.bots import HANDOVER_LEVEL, PLAYER_LEVELS
from tzolkin.rules import keep_options, tribe_options
from tzolkin.describe import gear_name, reason_text, tribe_text, wealth_text, words

log = logging.getLogger(__name__)

RULE_TOPICS = ["overview", "turn", "placing", "retrieving", "gears", "temples", "technologies", "buildings",
               "food", "scoring", "bot", "expansion", "tribes", "prophecies", "quick", "newbuildings"]
LANGUAGE_SCOPES = ("me", "game", "server")


COLOUR = discord.Colour.from_rgb(196, 140, 60)


def kept_text(game, seat, action, lang="en"):
    """The tiles a keep (two tiles) or an Ixtab discard (three tiles) keeps."""
    if action.kind == "discard":
        tiles = [x for x in game.state.wealth_dealt[seat] if x != action.a]
    else:
        tiles = [action.a, action.b]
    named = [f"**{wealth_text(x, lang)}**" for x in tiles]
    return t("list.and", lang, a=", ".join(named[:-1]), b=named[-1])


def keep_option_text(game, seat, action, lang="en"):
    if action.kind == "discard":
        return t("wealth.option_discard", lang, tile=wealth_text(action.a, lang))
    return t("wealth.option", lang, a=wealth_text(action.a, lang), b=wealth_text(action.b, lang))


def wealth_choices(game, seat, parts, lang="en"):
    """The options of the private starting choice, as (action, label, description): the tiles to
    keep, and the tribes (named, their ability below) until one is chosen."""
    tribes = tribe_options(game.state, seat)
    tribe = parts["tribe"].a if "tribe" in parts else None
    pairs = keep_options(game.state, seat, tribe) if tribe or not tribes else []
    return ([(a, keep_option_text(game, seat, a, lang), "") for a in pairs],
            [(a, D.TRIBES[a.a][0], t(f"tribe.{a.a}", lang)) for a in tribes])


def start_choice(stored):
    """A seat's secret starting choice as stored, "tribe:balam keep:3:17": {decision kind: action}."""
    parts = {}
    for text in (stored or "").split():
        action = Action.parse(text)
        parts["keep" if action.kind == "discard" else action.kind] = action
    return parts


def jump(guild_id, channel_id, message_id):
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


def since(ts):
    return f"<t:{int(ts)}:R>" if ts else "?"


# Direct messages too: /tzolkin mygames and rules work there; the other commands explain they belong to a server.
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
class Tzolkin(CommunityCommands, commands.GroupCog, group_name="tzolkin", group_description=L("cmd.group")):
    COLOUR = COLOUR

    def __init__(self, bot):
        self.bot = bot
        self.storage = bot.storage
        self.pictures = bot.pictures
        self.settings = bot.settings
        # Bots think in worker processes (or what the bot was given, e.g. threads in tests).
        self.thinker = getattr(bot, "thinker", None) or Thinker("process", self.settings.bot_workers)
        self.service = GameService(bot.storage, clock=self.now, seed_source=getattr(bot, "seed_source", None),
                                   formatter=public_lines, think=self.thinker.run)
        self._bot_runs = {}  # game id -> the task letting that game's bots play
        self._bots_wanted = set()  # games whose bots must look again whether one is on turn
        self.notifier = Notifier(bot, bot.storage, self.now)
        super().__init__()

    @staticmethod
    def now():
        return discord.utils.utcnow().timestamp()

    async def cog_load(self):
        self.thinker.start()
        self.reminders.change_interval(seconds=self.settings.reminder_check_seconds)
        self.reminders.start()
        self._resume = asyncio.create_task(self.resume_bots())

    async def cog_unload(self):
        self.reminders.cancel()
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
            for row in await self.storage.running_games():
                try:
                    game = await self.service.load(row)
                except Refused:  # a damaged or just-changed game: the others resume all the same
                    continue
                if not game.is_over and row.seats[game.current_player].is_bot:
                    self.kick_bots(row.id)
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

    def explain(self, refused, row=None, locale="en"):
        info = {"creator": "?", "name": "?", **refused.info}
        if row is not None:
            info["creator"] = f"<@{row.creator_id}>"
            if "seat" in refused.info and refused.info["seat"] is not None:
                info["name"] = safe_name(row.seats[refused.info["seat"]].name)
        if isinstance(info.get("reason"), IllegalAction):
            info["reason"] = reason_text(info["reason"], locale)
        return t(refused.key, locale, **info)

    async def refuse(self, interaction, refused, row=None):
        await self.private(interaction, self.explain(refused, row, await self.reader(interaction, row)))

    # --- languages ----------------------------------------------------------------------------

    async def reader(self, interaction, row=None):
        """The language of what only this member reads: their own setting, else their Discord
        language when we speak it, else the game's (or the server's) language."""
        own = await self.storage.member_language(interaction.user.id)
        if own:
            return own
        lang = i18n.normalise(getattr(interaction, "locale", None))
        if lang:
            return lang
        if row is not None:
            return row.language
        return await self.server_language(interaction.guild)

    async def server_language(self, guild):
        """New games' language: the one an admin set, else the server's locale when we speak it."""
        if guild is None:
            return i18n.DEFAULT
        return (await self.storage.guild_language(guild.id) or i18n.normalise(guild.preferred_locale)
                or i18n.DEFAULT)

    def is_admin(self, interaction):
        perms = interaction.permissions
        return bool(perms and (perms.manage_channels or perms.administrator))

    async def channel_of(self, row):
        channel = self.bot.get_channel(row.channel_id)
        if channel is None:
            channel = await self.bot.fetch_channel(row.channel_id)
        return channel

    async def channel_game(self, interaction, *, finished_too=False):
        """The channel's game in its lobby or running; with finished_too, else its latest game."""
        if interaction.guild is None:
            raise Refused("guild_only")
        row = await self.storage.channel_game(interaction.channel_id)
        if row is None:  # a game that moved into a thread of this channel
            row = await quiet.game_for_channel(self.storage, interaction.channel_id, finished_too)
        if row is None and finished_too:
            row = await self.storage.latest_channel_game(interaction.channel_id)
        if row is None:
            raise Refused("no_game")
        return row

    async def cog_app_command_error(self, interaction, error):
        if interaction.guild is None and isinstance(error, app_commands.TransformerError):
            return await self.private(interaction, t("guild_only", await self.reader(interaction)))  # a member option
        log.error("command failed", exc_info=error)
        self.bot.unexpected_errors.append(error)  # answered with an apology; tests assert there are none
        try:
            await self.private(interaction, t("error", await self.reader(interaction)))
        except discord.HTTPException:
            pass

    # --- components ---------------------------------------------------------------------------

    async def on_click(self, interaction, click, values):
        """Every click on the bot's buttons and selects (cogs.components). A custom id that cannot
        be read, names no game, or arrives from a kind of message its verb is never put on is out
        of date: a private answer, nothing changed. The others go to their verb's handler."""
        try:
            if await self.clicked_game(interaction, click) is None:
                return await self.out_of_date(interaction)
            if click.verb == "log":
                return await self.bot.get_cog("Stats").turn_log_page(interaction, click.game_id, click.rev)
            await getattr(self, f"_c_{click.verb}")(interaction, click.game_id, click.rev, click.arg, values)
        except Refused as refused:
            await self.refuse(interaction, refused, await self.storage.get_game(click.game_id))
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
        row = await self.storage.get_game(click.game_id) if click is not None and message is not None else None
        if row is None:
            return None
        private = message.flags.ephemeral
        fits = {"private": private,
                "public": (not private and interaction.channel_id == row.channel_id
                           and message.id != row.lobby_message_id),
                "lobby": not private and message.id == row.lobby_message_id}[click.where]
        return row if fits else None

    async def out_of_date(self, interaction, row=None):
        """The one answer to a button or menu the bot cannot act on: privately, and in a new
        message, so the message it was clicked on stays as it is."""
        await self.private(interaction, t("button_stale", await self.reader(interaction, row)))

    # lobby

    def lobby_embed(self, row):
        lang = row.language
        seats = "\n".join(f"{i + 1}. " + (t("lobby.bot", lang, name=safe_name(own_name(s, lang)), level=level_name(s.bot, lang))
                                          if s.is_bot
                                          else f"<@{s.user_id}>")
                          for i, s in enumerate(row.seats))
        embed = discord.Embed(title=t("lobby.title", lang),
                              description=t("lobby.body", lang, creator=f"<@{row.creator_id}>"), colour=COLOUR)
        embed.add_field(name=t("lobby.seats", lang, count=len(row.seats), most=max_seats(row)), value=seats or "-",
                        inline=False)
        modules = lobby_modules(row)
        names = ", ".join(t(C.MODULE_TEXT[m][0], lang) for m in modules) if modules else t("lobby.base_game", lang)
        embed.add_field(name=t("lobby.modules", lang), value=names, inline=False)
        embed.add_field(name=t("lobby.settings", lang), value=settings_text(row, lang), inline=False)
        embed.add_field(name=t("lobby.language", lang), value=i18n.NATIVE_NAMES[lang], inline=False)
        embed.set_footer(text=t("lobby.footer", lang))
        return embed

    def lobby_view(self, row):
        return C.lobby_view(row, lobby_modules(row))

    async def _lobby_change(self, interaction, change):
        await interaction.response.defer()
        row = await change()
        if row.status == "abandoned":
            await interaction.edit_original_response(content=t("lobby.closed", row.language), embed=None, view=None)
        elif row.status == "lobby":
            await interaction.edit_original_response(embed=self.lobby_embed(row), view=self.lobby_view(row))

    async def _c_module(self, interaction, game_id, rev, arg, values):
        await self._lobby_change(interaction, lambda: self.service.toggle_module(
            game_id, interaction.user.id, arg, self.is_admin(interaction)))

    async def _c_join(self, interaction, game_id, rev, arg, values):
        await self._lobby_change(interaction, lambda: self.service.join(
            game_id, interaction.user.id, interaction.user.display_name))

    async def _c_leave(self, interaction, game_id, rev, arg, values):
        await self._lobby_change(interaction, lambda: self.service.leave(game_id, interaction.user.id))

    async def _c_addbot(self, interaction, game_id, rev, arg, values):
        level = values[0] if values else arg or HANDOVER_LEVEL  # the select's level (older lobbies: a button)
        await self._lobby_change(interaction, lambda: self.service.add_bot(
            game_id, interaction.user.id, self.is_admin(interaction), level=level))

    async def _c_hints(self, interaction, game_id, rev, arg, values):
        await self._lobby_change(interaction, lambda: self.service.settings(
            game_id, interaction.user.id, self.is_admin(interaction), hints_allowed=arg == "on"))

    async def _c_rmbot(self, interaction, game_id, rev, arg, values):
        await self._lobby_change(interaction, lambda: self.service.remove_bot(
            game_id, interaction.user.id, self.is_admin(interaction)))

    async def _c_start(self, interaction, game_id, rev, arg, values):
        await interaction.response.defer()
        await self.start_game(interaction, game_id)

    async def start_game(self, interaction, game_id):
        outcome = await self.service.start(game_id, interaction.user.id, self.is_admin(interaction))
        row = outcome.row
        parent = await self.channel_of(row)
        if row.lobby_message_id:
            try:
                await parent.get_partial_message(row.lobby_message_id).edit(
                    content=t("lobby.started", row.language), embed=self.lobby_embed(row), view=None)
            except discord.HTTPException:
                log.warning("could not close the lobby message of game %s", row.id)
        channel = await quiet.open_thread(self, parent, row)
        players = ", ".join(who(row, outcome.game.state, s.seat, locale=row.language) for s in row.seats)
        choices = await self.storage.secret_choices(row.id)
        msg = await channel.send(self.wealth_announce(row, players, choices), view=C.wealth_view(row),
                                 allowed_mentions=pings(*self.waiting(row, choices)))
        await self.storage.set_message(row.id, "secret_message_id", msg.id)

    @staticmethod
    def waiting(row, choices):
        """The members who still have to choose their starting wealth."""
        done = chosen_seats(row, choices)
        return [s.user_id for s in row.seats if s.seat not in done and not s.is_bot]

    def wealth_announce(self, row, players, choices):
        waiting = ", ".join(f"<@{u}>" for u in self.waiting(row, choices))
        text = t("start.announce", row.language, players=players)
        if waiting:
            text += "\n" + t("start.waiting", row.language, waiting=waiting)
        return text

    # starting wealth

    async def _c_wealth(self, interaction, game_id, rev, arg, values):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = await self.storage.get_game(game_id)
        await self.show_wealth_panel(interaction, row)

    async def show_wealth_panel(self, interaction, row, note=None):
        if row is None or row.status not in ("secret", "playing"):
            raise Refused("no_game" if row is None else {"lobby": "not_started", "over": "game_over"}.get(
                row.status, "game_abandoned"))
        seat = row.human_seat(interaction.user.id)
        if seat is None:
            raise await self.service.not_in_person(row, interaction.user.id)
        if row.status != "secret":
            raise Refused("wealth_done")
        game = await self.service.load(row)
        lang = await self.reader(interaction, row)
        parts = start_choice((await self.storage.secret_choices(row.id)).get(seat.seat))
        text = self.wealth_panel_text(row, game, seat.seat, parts, await self.waiting_names(row), lang)
        if note:
            text = t("panel.note", lang, note=note) + "\n" + text
        await interaction.edit_original_response(content=text,
                                                 view=self.wealth_panel_view(row, game, seat.seat, parts, lang))

    def wealth_panel_text(self, row, game, seat, parts, waiting, lang):
        """The private starting choice: the two tribes (Tribes & Prophecies), the four tiles, and what
        is chosen so far."""
        lines = []
        tribes = tribe_options(game.state, seat)
        if tribes:
            lines.append(t("tribe.panel", lang, tribes="\n".join(f"• {tribe_text(a.a, lang)}" for a in tribes)))
        tiles = "\n".join(f"• {wealth_text(x, lang)}" for x in game.state.wealth_dealt[seat])
        ixtab = "tribe" in parts and parts["tribe"].a == "ixtab"
        lines.append(t("wealth.panel_ixtab" if ixtab else "wealth.panel", lang, tiles=tiles))
        if "tribe" in parts:
            lines.append(t("tribe.chosen", lang, tribe=tribe_text(parts["tribe"].a, lang)))
        elif tribes:
            lines.append(t("tribe.first", lang))
        if "keep" in parts:
            lines.append(t("wealth.chosen_tiles", lang, tiles=kept_text(game, seat, parts["keep"], lang),
                           waiting=waiting))
        return "\n\n".join(lines)

    def wealth_panel_view(self, row, game, seat, parts, lang):
        return C.wealth_panel_view(row, *wealth_choices(game, seat, parts, lang), locale=lang)

    async def waiting_names(self, row):
        done = chosen_seats(row, await self.storage.secret_choices(row.id))
        return ", ".join(safe_name(s.name) for s in row.seats if s.seat not in done) or "-"

    async def _c_keep(self, interaction, game_id, rev, arg, values):
        await interaction.response.defer()
        outcome = await self.service.choose_wealth(game_id, interaction.user.id, values[0])
        row = outcome.row
        lang = await self.reader(interaction, row)
        if not outcome.revealed:
            seat = row.human_seat(interaction.user.id).seat
            parts = start_choice((await self.storage.secret_choices(row.id)).get(seat))
            await interaction.edit_original_response(
                content=self.wealth_panel_text(row, outcome.game, seat, parts, await self.waiting_names(row), lang),
                view=self.wealth_panel_view(row, outcome.game, seat, parts, lang))
            if row.secret_message_id:
                channel = await self.channel_of(row)
                players = ", ".join(who(row, outcome.game.state, s.seat, locale=row.language) for s in row.seats)
                try:
                    await channel.get_partial_message(row.secret_message_id).edit(
                        content=self.wealth_announce(row, players, await self.storage.secret_choices(row.id)))
                except discord.HTTPException:
                    pass
            return
        seat = row.human_seat(interaction.user.id).seat
        kept = outcome.game.state.players[seat].wealth
        await interaction.edit_original_response(
            content=t("wealth.all_chosen", lang, tiles=t("list.and", lang, a=", ".join(
                f"**{wealth_text(x, lang)}**" for x in kept[:-1]), b=f"**{wealth_text(kept[-1], lang)}**")), view=None)
        await self.publish(outcome)

    # turns

    async def _c_turn(self, interaction, game_id, turn_no, arg, values):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = await self.storage.get_game(game_id)
        if row is not None and row.status == "secret":
            return await self.show_wealth_panel(interaction, row)
        note = None
        lang = await self.reader(interaction, row)
        if row is not None and row.status == "playing" and row.turn_no != turn_no and row.board_message_id:
            note = t("board_stale", lang, link=jump(row.guild_id, row.channel_id, row.board_message_id))
        if row is None:
            raise Refused("no_game")
        try:
            seat, game = await self.service.check_turn(row, interaction.user.id)
        except Refused as refused:
            text = self.explain(refused, row, lang)
            await interaction.edit_original_response(content=f"{note}\n{text}" if note else text)
            return
        await self.show_panel(interaction, row, game, seat.seat, note)

    async def show_panel(self, interaction, row, game, seat, note=None, info=None):
        lang = await self.reader(interaction, row)
        start_player, steps = self.service.turn_log(row, game)
        texts = [words(*step, locale=lang) for step in steps]
        content = with_advice(make_panel_text(row, game, seat, start_player, texts, note, info, lang), game.state,
                              seat, lang)
        view = C.panel_view(row, game.legal_actions(), lambda a: option_texts(game.state, a, lang), game.can_undo(),
                            locale=lang)
        await interaction.edit_original_response(content=content, view=view)

    async def _refresh_panel(self, interaction, game_id, refused):
        """Show the player where their turn stands now (after a stale or refused click)."""
        row = await self.storage.get_game(game_id)
        lang = await self.reader(interaction, row)
        note = self.explain(refused, row, lang)
        try:
            if row is None:
                raise Refused("no_game")
            seat, game = await self.service.check_turn(row, interaction.user.id)
        except Refused as again:
            text = self.explain(again, row, lang)
            await interaction.edit_original_response(content=note if text == note else f"{note}\n{text}",
                                                     view=None)
            return
        await self.show_panel(interaction, row, game, seat.seat, note)

    async def _c_act(self, interaction, game_id, rev, arg, values):
        action = values[0] if values else arg
        await interaction.response.defer()
        try:
            outcome = await self.service.play(game_id, rev, interaction.user.id, action)
        except (Refused, StaleRevision) as refused:
            if isinstance(refused, StaleRevision):
                refused = Refused("stale")
            if action == "end" and refused.key == "stale" and \
                    await self.storage.last_decision_of(game_id, interaction.user.id) == ("end", rev):
                # A second click on the Confirm that ended the turn (the same panel, at the same
                # revision); a Confirm of an older panel is only out of date.
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

    async def after_move(self, interaction, outcome):
        row, game = outcome.row, outcome.game
        seat = row.human_seat(interaction.user.id)
        if not outcome.new_turn:
            await self.show_panel(interaction, row, game, seat.seat)
            return
        lang = await self.reader(interaction, row)
        if game.is_over:
            await interaction.edit_original_response(content=t("panel.over", lang), view=None)
        elif game.current_player == seat.seat:
            await self.show_panel(interaction, row, game, seat.seat, info=t("panel.done", lang))
        else:
            nxt = "panel.bot_next" if outcome.bot_next else "panel.next"
            await interaction.edit_original_response(
                content=t("panel.done", lang) + " " + t(nxt, lang, player=who(row, game.state, game.current_player,
                                                                            locale=lang)),
                view=None)
        await self.publish(outcome)

    async def _c_hint(self, interaction, game_id, rev, arg, values):
        await interaction.response.defer(ephemeral=True, thinking=True)  # a new private message: the panel stays
        reply = await self.service.hint(game_id, interaction.user.id)
        await self.private(interaction, hint_text(reply, await self.reader(interaction)))

    async def _c_me(self, interaction, game_id, rev, arg, values):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = await self.storage.get_game(game_id)
        if row is None:
            raise Refused("no_game")
        await self.send_sheet(interaction, row, interaction.user.id, afford=True)

    # --- posting ----------------------------------------------------------------------------------

    async def publish(self, outcome, kick=True):
        """Post what happened with the next board in one message; the previous board loses its
        mention, picture and buttons (cogs/quiet.py).

        While bots are on turn nothing is posted: their turns' lines come with the next board,
        once a person is on turn (or with the final scores)."""
        row, game = outcome.row, outcome.game
        await quiet.publish(self, outcome, public_lines(row, game, outcome), self.notifier.call_line)
        if game.is_over:
            self.bot.dispatch("tzolkin_game_over", row.id)  # the stats cog records the result
        elif outcome.bot_next and kick:
            self.kick_bots(row.id)

    async def strip(self, channel, message_id):
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            log.info("could not remove the buttons of message %s", message_id)

    async def board_message(self, row, state, lang, waiting=None):
        state = labelled(row, state, lang)
        title, description, content = board_embed_text(row, state, waiting, lang)
        embed = discord.Embed(title=title, description=description, colour=COLOUR)
        embed.set_footer(text=t("board.footer", lang, game=row.id, turn=state.turn_no))
        png = await self.pictures.board(state, lang)
        files = []
        if png:
            files.append(discord.File(io.BytesIO(png), filename="board.png"))
            embed.set_image(url="attachment://board.png")
        else:
            embed.description = f"{description}\n\n{t('board.text_note', lang)}\n{text_board(state, 3500, lang)}"
        return content, embed, files

    async def post_final(self, channel, row, game, content=None):
        """The final scores (picture and lines), under `content`: the game's last lines."""
        lang = row.language
        embed = discord.Embed(title=t("final.title", lang), description="\n".join(final_lines(row, game.state, lang)),
                              colour=COLOUR)
        png = await self.pictures.scoreboard(labelled(row, game.state, lang), lang)
        files = []
        if png:
            files.append(discord.File(io.BytesIO(png), filename="scores.png"))
            embed.set_image(url="attachment://scores.png")
        await channel.send(content or None, embed=embed, files=files, allowed_mentions=discord.AllowedMentions.none())

    async def send_sheet(self, interaction, row, user_id, afford, seat=None):
        if row.config is None or row.status == "lobby":
            raise Refused("not_started")
        lang = await self.reader(interaction, row)
        seat = seat or row.seat_of(user_id)
        if seat is None:
            return await interaction.edit_original_response(content=t("sheet.not_seated", lang, name=f"<@{user_id}>"))
        game = await self.service.load(row)
        state = game.state
        if state.phase == "wealth":
            raise Refused("choose_wealth_first")
        embed = discord.Embed(title=t("sheet.title", lang, player=who(row, state, seat.seat, locale=lang)),
                              description=player_sheet(row, state, seat.seat, afford=afford, locale=lang),
                              colour=COLOUR)
        png = await self.pictures.player(labelled(row, state, lang), seat.seat, lang)
        files = []
        if png:
            files.append(discord.File(io.BytesIO(png), filename="player.png"))
            embed.set_image(url="attachment://player.png")
        await interaction.edit_original_response(embed=embed, attachments=files)

    # --- slash commands ---------------------------------------------------------------------------

    @app_commands.command(name="new", description=L("cmd.new"))
    async def new(self, interaction: discord.Interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            if interaction.guild is None:
                raise Refused("guild_only")
            row = await self.service.create_lobby(interaction.guild.id, interaction.channel_id, interaction.user.id,
                                                  interaction.user.display_name, self.settings.reminder_seconds,
                                                  await self.server_language(interaction.guild))
        except Refused as refused:
            return await self.refuse(interaction, refused)
        msg = await interaction.channel.send(embed=self.lobby_embed(row), view=self.lobby_view(row))
        await self.storage.set_message(row.id, "lobby_message_id", msg.id)
        await interaction.followup.send(t("cmd.lobby_opened", await self.reader(interaction, row)), ephemeral=True)

    @app_commands.command(name="start", description=L("cmd.start"))
    async def start(self, interaction: discord.Interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await self.channel_game(interaction)
            if row.status != "lobby":
                raise Refused("game_running")
            await self.start_game(interaction, row.id)
        except Refused as refused:
            return await self.refuse(interaction, refused, row)
        await interaction.followup.send("✅", ephemeral=True)

    @app_commands.command(name="play", description=L("cmd.play"))
    async def play(self, interaction: discord.Interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await self.channel_game(interaction, finished_too=True)
            if row.status == "secret":
                return await self.show_wealth_panel(interaction, row)
            if row.status == "lobby":
                raise Refused("not_started")
            seat, game = await self.service.check_turn(row, interaction.user.id)
        except Refused as refused:
            return await self.refuse(interaction, refused, row)
        await self.show_panel(interaction, row, game, seat.seat)

    async def started_game(self, interaction):
        """The channel's game once started (finished ones too), or None after a private refusal."""
        try:
            row = await self.channel_game(interaction, finished_too=True)
            if row.config is None or row.status == "lobby":
                raise Refused("not_started")
            return row, await self.service.load(row)
        except Refused as refused:
            await self.refuse(interaction, refused)
            return None, None

    @app_commands.command(name="board", description=L("cmd.board"))
    async def board(self, interaction: discord.Interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row, game = await self.started_game(interaction)
        if row is None:
            return
        lang = await self.reader(interaction, row)
        waiting = await self.waiting_names(row) if row.status == "secret" else None
        content, embed, files = await self.board_message(row, game.state, lang, waiting)
        if row.board_message_id and row.active:
            embed.add_field(name="\u200b", value=jump(row.guild_id, row.channel_id, row.board_message_id))
        await interaction.followup.send(embed=embed, files=files, ephemeral=True)

    @app_commands.command(name="gear", description=L("cmd.gear"))
    @app_commands.describe(gear=L("cmd.gear.gear"))
    @app_commands.choices(gear=[app_commands.Choice(name=L(f"gear.{g}"), value=g) for g in D.GEARS])
    async def gear(self, interaction: discord.Interaction, gear: app_commands.Choice[str]):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row, game = await self.started_game(interaction)
        if row is None:
            return
        lang = await self.reader(interaction, row)
        embed = discord.Embed(title=t("gear.title", lang, gear=gear_name(gear.value, lang), day=game.state.day),
                              colour=COLOUR)
        png = await self.pictures.gear(game.state, gear.value, lang)
        files = []
        if png:
            files.append(discord.File(io.BytesIO(png), filename="gear.png"))
            embed.set_image(url="attachment://gear.png")
        else:
            embed.description = t("board.text_note", lang) + "\n" + text_board(game.state, 3500, lang)
        await interaction.followup.send(embed=embed, files=files, ephemeral=True)

    @app_commands.command(name="me", description=L("cmd.me"))
    async def me(self, interaction: discord.Interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await self.channel_game(interaction, finished_too=True)
            if row.seat_of(interaction.user.id) is None:
                raise Refused("not_a_player")
            await self.send_sheet(interaction, row, interaction.user.id, afford=True)
        except Refused as refused:
            return await self.refuse(interaction, refused, row)

    @app_commands.command(name="player", description=L("cmd.player"))
    @app_commands.describe(member=L("cmd.player.member"), seat=L("cmd.seat"))
    @app_commands.autocomplete(seat=seat_choices)
    async def player(self, interaction: discord.Interaction, member: discord.User | None = None,
                     seat: app_commands.Range[int, 1, 5] | None = None):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await self.channel_game(interaction, finished_too=True)
            target = named_seat(row, member and member.id, seat)
            await self.send_sheet(interaction, row, target.user_id, afford=False, seat=target)
        except Refused as refused:
            return await self.refuse(interaction, refused, row)

    @app_commands.command(name="rules", description=L("cmd.rules"))
    @app_commands.describe(topic=L("cmd.rules.topic"))
    @app_commands.choices(topic=[app_commands.Choice(name=L(f"topic.{x}"), value=x) for x in RULE_TOPICS])
    async def rules(self, interaction: discord.Interaction, topic: str = "overview"):
        if topic not in RULE_TOPICS:
            topic = "overview"
        lang = await self.reader(interaction)
        embed = discord.Embed(title=t("rules.title", lang, topic=t(f"topic.{topic}", lang)),
                              description=t(f"rules.{topic}", lang), colour=COLOUR)
        embed.set_footer(text=t("rules.topics", lang,
                                topics=", ".join(t(f"topic.{x}", lang) for x in RULE_TOPICS if x != topic)))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name="games", description=L("cmd.games"))
    async def games(self, interaction: discord.Interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
        if interaction.guild is None:
            return await self.refuse(interaction, Refused("guild_only"))
        lang = await self.reader(interaction)
        lines = []
        for row in await self.storage.guild_games(interaction.guild.id):
            channel = f"<#{row.channel_id}>"
            if row.status == "lobby":
                lines.append(t("games.lobby", lang, channel=channel, count=len(row.seats), most=max_seats(row)))
            elif row.status == "secret":
                lines.append(t("games.wealth", lang, channel=channel))
            else:
                try:
                    game = await self.service.load(row)
                except Refused:
                    lines.append(t("games.damaged", lang, channel=channel, game=row.id))
                    continue
                lines.append(t("games.playing", lang, channel=channel, day=game.state.day,
                               player=who(row, game.state, game.current_player, locale=lang),
                               since=since(row.turn_started_at)))
        embed = discord.Embed(title=t("games.title", lang), description="\n".join(lines) or t("games.none", lang),
                              colour=COLOUR)
        await interaction.followup.send(embed=embed, ephemeral=True)

    @app_commands.command(name="abandon", description=L("cmd.abandon"))
    async def abandon(self, interaction: discord.Interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await self.channel_game(interaction)
            lobby_owner = row.status == "lobby" and row.creator_id == interaction.user.id
            if not (self.is_admin(interaction) or lobby_owner):
                raise Refused("not_admin")
            row = await self.service.abandon(row.id)
        except Refused as refused:
            return await self.refuse(interaction, refused, row)
        channel = await self.channel_of(row)
        for message_id in (row.lobby_message_id, row.secret_message_id, row.board_message_id):
            if message_id:
                await self.strip(channel, message_id)
        await channel.send(t("abandon.done", row.language, admin=interaction.user.mention),
                           allowed_mentions=discord.AllowedMentions.none())
        await interaction.followup.send(t("abandon.ok", await self.reader(interaction, row)), ephemeral=True)

    @app_commands.command(name="handover", description=L("cmd.handover"))
    @app_commands.describe(member=L("cmd.handover.member"), seat=L("cmd.seat"))
    @app_commands.autocomplete(seat=seat_choices)
    async def handover(self, interaction: discord.Interaction, member: discord.User | None = None,
                       seat: app_commands.Range[int, 1, 5] | None = None):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await self.channel_game(interaction)
            absent = named_seat(row, member and member.id, seat)
            outcome, votes, needed = await self.service.handover(row.id, absent.user_id, interaction.user.id,
                                                                 self.is_admin(interaction))
        except Refused as refused:
            return await self.refuse(interaction, refused, row)
        channel = await self.channel_of(row)
        target = f"**{safe_name(absent.name)}**"
        if outcome is None:
            await channel.send(t("handover.vote", row.language, voter=interaction.user.mention, target=target,
                                 votes=votes, n=needed), allowed_mentions=discord.AllowedMentions.none())
            await interaction.followup.send(t("handover.voted", await self.reader(interaction, row), votes=votes,
                                              needed=needed), ephemeral=True)
            return
        level = level_name(outcome.row.seats[absent.seat].bot, row.language)
        await channel.send(t("handover.done", row.language, target=target, level=level),
                           allowed_mentions=discord.AllowedMentions.none())
        if outcome.new_turn:
            await self.publish(outcome)
        elif outcome.bot_next:
            self.kick_bots(row.id)
        await interaction.followup.send("✅", ephemeral=True)

    @app_commands.command(name="settings", description=L("cmd.settings"))
    @app_commands.describe(board=L("cmd.settings.board"), clock_hours=L("cmd.settings.clock_hours"),
                           layout=L("cmd.settings.layout"), handover_bot=L("cmd.settings.handover_bot"),
                           hints=L("cmd.settings.hints"))
    @app_commands.choices(board=BOARD_CHOICES, layout=LAYOUT_CHOICES,
                          handover_bot=[app_commands.Choice(name=L(f"level.{x}"), value=x) for x in PLAYER_LEVELS])
    async def game_settings(self, interaction: discord.Interaction, board: str | None = None,
                            clock_hours: app_commands.Range[int, 0, 336] | None = None, layout: str | None = None,
                            handover_bot: str | None = None, hints: bool | None = None):
        """Board style, layout and clock: any player (or an admin); the bot settings: the creator
        (or an admin). Every check comes before any change."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await self.channel_game(interaction)
            before = settings_text(row, row.language)
            options = board is not None or clock_hours is not None or layout is not None
            if options:
                self.check_game_options(interaction, row)
            if handover_bot is not None or hints is not None:
                row = await self.service.settings(row.id, interaction.user.id, self.is_admin(interaction),
                                                  handover_level=handover_bot, hints_allowed=hints)
            if options:
                await self.set_game_options(row, board, clock_hours, layout)
        except Refused as refused:
            return await self.refuse(interaction, refused, row)
        text = settings_text(row, row.language)
        if text != before:
            channel = await self.channel_of(row)
            await channel.send(t("settings.changed", row.language, member=interaction.user.mention, text=text),
                               allowed_mentions=discord.AllowedMentions.none())
            if row.status == "lobby" and row.lobby_message_id:
                try:
                    await channel.get_partial_message(row.lobby_message_id).edit(
                        embed=self.lobby_embed(row), view=self.lobby_view(row))
                except discord.HTTPException:
                    log.info("could not refresh the lobby of game %s", row.id)
        lang = await self.reader(interaction, row)
        await interaction.followup.send("\n".join((await self.options_text(row, lang), settings_text(row, lang),
                                                   t("settings.how", lang))), ephemeral=True)

    @app_commands.command(name="reminder", description=L("cmd.reminder"))
    @app_commands.describe(hours=L("cmd.reminder.hours"))
    async def reminder(self, interaction: discord.Interaction, hours: app_commands.Range[int, 0, 168]):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await self.channel_game(interaction)
            if row.seat_of(interaction.user.id) is None and not self.is_admin(interaction):
                raise Refused("remind.who")
        except Refused as refused:
            return await self.refuse(interaction, refused, row)
        await self.storage.set_reminder(row.id, hours * 3600, self.now())
        lang = await self.reader(interaction, row)
        await interaction.followup.send(t("remind.set", lang, n=hours) if hours else t("remind.off", lang),
                                        ephemeral=True)

    @app_commands.command(name="language", description=L("cmd.language"))
    @app_commands.describe(language=L("cmd.language.language"), scope=L("cmd.language.scope"))
    @app_commands.choices(
        language=[app_commands.Choice(name=i18n.NATIVE_NAMES[x], value=x) for x in i18n.LOCALES]
        + [app_commands.Choice(name=L("language.auto"), value="auto")],
        scope=[app_commands.Choice(name=L(f"language.scope.{x}"), value=x) for x in LANGUAGE_SCOPES])
    async def language(self, interaction: discord.Interaction, language: str, scope: str = "me"):
        await interaction.response.defer(ephemeral=True, thinking=True)
        chosen = None if language == "auto" else i18n.normalise(language)
        row = None
        try:
            if interaction.guild is None:
                raise Refused("guild_only")
            if scope == "me":
                await self.storage.set_member_language(interaction.user.id, chosen)
            elif scope == "server":
                if not self.is_admin(interaction):
                    raise Refused("not_admin")
                await self.storage.set_guild_language(interaction.guild.id, chosen)
            else:
                row = await self.channel_game(interaction)
                if row.status != "lobby":
                    raise Refused("language_started")
                row = await self.service.set_language(row.id, interaction.user.id,
                                                      chosen or await self.server_language(interaction.guild),
                                                      self.is_admin(interaction))
        except Refused as refused:
            return await self.refuse(interaction, refused, row)
        if row is not None and row.lobby_message_id:
            channel = await self.channel_of(row)
            try:
                await channel.get_partial_message(row.lobby_message_id).edit(embed=self.lobby_embed(row),
                                                                             view=self.lobby_view(row))
            except discord.HTTPException:
                log.warning("could not update the lobby message of game %s", row.id)
        lang = await self.reader(interaction, row)
        shown = i18n.NATIVE_NAMES[chosen] if chosen else t("language.auto", lang)
        await interaction.followup.send(t(f"language.set.{scope}", lang, language=shown), ephemeral=True)

    # --- reminders ----------------------------------------------------------------------------------

    @tasks.loop(minutes=10)
    async def reminders(self):
        await self.remind_due(self.now())

    async def remind_due(self, now):
        """The sweep: turn clocks, held-back notifications, daily digests, then the reminders due.
        With several processes on one database, the holder of the "reminders" lease sweeps;
        each reminder is claimed in the database before it is sent, a held-back notification
        is taken before it goes out, a daily digest is claimed for its day, and a clock's
        hand-over commits only at the revision it read, so none of them happens twice even
        while the lease changes hands."""
        lease = 3 * self.settings.reminder_check_seconds
        if not await self.storage.try_lease("reminders", self.bot.instance_id, now, lease):
            return 0
        await self.community_tick(now)  # first: no reminder for a seat a bot takes now
        await self.send_digests(now)
        sent = 0
        for row in await self.storage.games_to_remind(now):
            if not await self.storage.claim_reminder(row.id, now):
                continue
            try:
                await self.remind(row, now)
                sent += 1
            except Exception:
                log.exception("reminder for game %s failed", row.id)
        return sent

    @reminders.before_loop
    async def _before_reminders(self):
        await self.bot.wait_until_ready()

    async def remind(self, row, now):
        channel = await self.channel_of(row)
        if row.status == "secret":
            done = chosen_seats(row, await self.storage.secret_choices(row.id))
            waiting = [s for s in row.seats if s.seat not in done and not s.is_bot]
            if waiting:
                await self.notifier.remember_ping(row.id, await channel.send(
                    t("remind.wealth", row.language, mentions=" ".join(f"<@{s.user_id}>" for s in waiting)),
                    allowed_mentions=pings(*(s.user_id for s in waiting))))
        else:
            game = await self.service.load(row)
            seat = row.seats[game.current_player] if not game.is_over else None
            if seat is not None and seat.is_bot:
                self.kick_bots(row.id)  # a bot on turn for a whole delay: its thinking was lost
            elif seat is not None:
                link = jump(row.guild_id, row.channel_id, row.board_message_id) if row.board_message_id else ""
                text = t("remind.turn", row.language, mention=f"<@{seat.user_id}>", since=since(row.turn_started_at),
                         link=link)
                dm = {"game": row.id, "since": since(row.turn_started_at), "link": link}  # in the member's language
                await self.notifier.remind(row, seat.seat, text, "remind.turn_dm", dm, channel)  # held in quiet hours


def settings_text(row, lang="en"):
    hints = t("settings.hints_on" if row.hints_allowed else "settings.hints_off", lang)
    return t("settings.text", lang, hints=hints, level=level_name(row.handover_level, lang))


async def setup(bot):
    await bot.add_cog(Tzolkin(bot))
