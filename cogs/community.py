"""What keeps a game going for a week in a busy server, as /tzolkin commands mixed into the
Tzolkin cog: the turn clock and its automatic replacement by a bot, /tzolkin rejoin and
/tzolkin resign, /tzolkin notify (how a member is called, quiet hours, heads-up) and
/tzolkin settings (a game's board style, picture layout and clock).

The clock is checked by the cog's reminder sweep (`community_tick`)."""
from __future__ import annotations

import logging

import discord
from discord import app_commands

from storage import Seat

from . import components as C
from . import quiet
from .messages import t
from .notify import NOTIFY_MODES, digest_day, digest_due, quiet_until, turn_dms, zone
from .render import level_name, safe_name
from table.service import Outcome, Refused, chosen_seats
from .translator import L

log = logging.getLogger(__name__)

DEFAULT_CLOCK_HOURS = 24
DM_MAX = 2000
MISSED_LIMIT = 3  # reminders without an answer before a bot takes the seat, if the clock is longer
BOARD_CHOICES = [app_commands.Choice(name=L("settings.board_turn"), value="turn"),
                 app_commands.Choice(name=L("settings.board_round"), value="round")]
HOW_TEXT = {"channel": "notify.how_channel", "dm": "notify.how_dm", "both": "notify.how_both"}
BOARD_TEXT = {"turn": "settings.board_turn", "round": "settings.board_round"}
LAYOUT_TEXT = {"phone": "settings.layout_phone", "classic": "settings.layout_classic"}
LAYOUT_CHOICES = [app_commands.Choice(name=L("cmd.choice.layout_phone"), value="phone"),
                  app_commands.Choice(name=L("cmd.choice.layout_classic"), value="classic")]
NOTIFY_CHOICES = [app_commands.Choice(name=L("notify.how_channel"), value="channel"),
                  app_commands.Choice(name=L("notify.how_dm"), value="dm"),
                  app_commands.Choice(name=L("notify.how_both"), value="both")]
DIGEST_CHOICES = ([app_commands.Choice(name=L("notify.digest_choice_off"), value="off")]
                  + [app_commands.Choice(name=f"{hour:02d}:00", value=str(hour)) for hour in range(24)])


def digest_text(waiting, prefs, lang="en"):
    """A daily digest: the games waiting on the member (as many lines as a message holds)."""
    head = t("digest.title", lang, n=len(waiting))
    foot = t("digest.footer", lang, hour=prefs.digest_hour, zone=prefs.time_zone)
    lines = list(waiting)
    while lines and len("\n".join([head, *lines, foot])) > DM_MAX:
        lines.pop()
    return "\n".join([head, *lines, foot])


def hours_text(hours, lang="en"):
    return t("clock.off", lang) if not hours else t("clock.hours", lang, n=hours)


class CommunityCommands:
    """Mixed into the Tzolkin GroupCog: its commands join /tzolkin."""

    # --- the turn clock --------------------------------------------------------------------

    async def clock_hours(self, row):
        default = getattr(self.settings, "clock_hours", DEFAULT_CLOCK_HOURS)
        return await self.storage.game_option(row.id, "clock_hours", default)

    async def turn_deadline(self, row):
        """When the seat(s) now waited for go to a bot: the clock, or after MISSED_LIMIT reminders."""
        if row.turn_started_at is None:
            return None
        limits = []
        hours = await self.clock_hours(row)
        if hours:
            limits.append(hours * 3600)
        if row.reminder_seconds:  # the reminder after the last missed one is the bot's cue
            limits.append((MISSED_LIMIT + 1) * row.reminder_seconds)
        return row.turn_started_at + min(limits) if limits else None

    async def clock_line(self, row):
        deadline = await self.turn_deadline(row)
        if deadline is None:
            return None
        return t("clock.board", row.language, hours=hours_text(await self.clock_hours(row), row.language),
                 deadline=f"<t:{int(deadline)}:R>")

    async def waited_for(self, row):
        """The seats played in person that the game is waiting for."""
        if row.status == "secret":
            done = chosen_seats(row, await self.storage.secret_choices(row.id))
            return [s for s in row.seats if not s.is_bot and s.seat not in done]
        game = await self.service.load(row)
        if game.is_over:
            return []
        seat = row.seats[game.current_player]
        return [] if seat.is_bot else [seat]

    async def community_tick(self, now):
        """The sweep: seats whose clock ran out go to a bot; held-back notifications go out."""
        for row in await self.storage.started_games():
            try:
                deadline = await self.turn_deadline(row)
                if deadline is None or now < deadline:
                    continue
                for seat in await self.waited_for(row):
                    await self.hand_to_bot(row, seat, "clock")
                    row = await self.storage.get_game(row.id)
            except Exception:
                log.exception("turn clock of game %s failed", row.id)
        await self.notifier.send_due(self.still_on_turn, self.channel_of)

    async def still_on_turn(self, game_id, user_id):
        row = await self.storage.get_game(game_id)
        if row is None or not row.active:
            return None
        return row if any(s.user_id == user_id for s in await self.waited_for(row)) else None

    async def hand_to_bot(self, row, seat, why):
        """A bot plays the member's seat from now on; `why` is 'clock' or 'resigned'."""
        outcome, _, _ = await self.service.handover(row.id, seat.user_id, None, is_admin=True, away=why)
        channel = await self.channel_of(outcome.row)
        key = {"clock": "clock.expired", "resigned": "resign.done"}[why]
        lang = row.language
        level = level_name(outcome.row.seats[seat.seat].bot, lang)  # the game's handover setting
        await channel.send(t(key, lang, name=f"**{safe_name(seat.name)}**",
                             hours=hours_text(await self.clock_hours(row), lang),
                             level=level), allowed_mentions=discord.AllowedMentions.none())
        if outcome.new_turn:
            await self.publish(outcome)
        elif outcome.bot_next:
            self.kick_bots(row.id)  # the bot thinks in a worker process, off this sweep
        return outcome

    # --- coming back, leaving ----------------------------------------------------------------

    @app_commands.command(name="rejoin", description=L("cmd.rejoin"))
    async def rejoin(self, interaction: discord.Interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await self.channel_game(interaction)
            seat = await self.take_seat_back(row.id, interaction.user.id)
        except Refused as refused:
            return await self.refuse(interaction, refused, row)
        channel = await self.channel_of(row)
        await channel.send(t("rejoin.done", row.language, name=f"**{safe_name(seat.name)}**"),
                           allowed_mentions=discord.AllowedMentions.none())
        await self.board_if_missing(row.id)
        await interaction.followup.send(t("rejoin.ok", await self.reader(interaction, row)), ephemeral=True)

    async def board_if_missing(self, game_id):
        """While bots are on turn there is no live board; a member taking a seat back before the bot
        played gets one."""
        row = await self.storage.get_game(game_id)
        if row.status != "playing" or row.board_message_id:
            return
        game = await self.service.load(row)
        if not game.is_over and not row.seats[game.current_player].is_bot:
            await self.publish(Outcome(row, game))

    async def take_seat_back(self, game_id, user_id):
        async with self.service.locked(game_id):
            row = await self.storage.get_game(game_id)
            seat = row.seat_of(user_id)
            if seat is None:
                raise Refused("not_a_player")
            if not seat.is_bot:
                raise Refused("rejoin_not_away")
            if (await self.storage.seats_away(game_id)).get(seat.seat) == "resigned":
                raise Refused("rejoin_resigned")
            seats = [Seat(s.seat, s.user_id, s.name, None if s.seat == seat.seat else s.bot, s.hints)
                     for s in row.seats]
            await self.storage.set_seats(game_id, seats, self.now())
            await self.storage.set_away(game_id, seat.seat, None)
            return seat

    @app_commands.command(name="resign", description=L("cmd.resign"))
    async def resign(self, interaction: discord.Interaction):
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await self.channel_game(interaction)
            if row.status == "lobby":
                raise Refused("resign_lobby")
            if row.human_seat(interaction.user.id) is None:
                raise await self.service.not_in_person(row, interaction.user.id)
        except Refused as refused:
            return await self.refuse(interaction, refused, row)
        lang = await self.reader(interaction, row)
        await interaction.followup.send(t("resign.confirm", lang), ephemeral=True, view=C.resign_view(row, lang))

    async def _c_resign(self, interaction, game_id, rev, arg, values):
        """Yes, resign. A second click (a double click, arriving while the first one is written)
        gets the same answer as the first: the member has resigned, once."""
        await interaction.response.defer()
        row = await self.storage.get_game(game_id)
        if row is None or not row.active or row.status == "lobby":
            raise Refused("no_game" if row is None else "game_over")
        seat = row.human_seat(interaction.user.id)
        try:
            if seat is None:
                raise await self.service.not_in_person(row, interaction.user.id)
            await self.hand_to_bot(row, seat, "resigned")
        except Refused as refused:
            again = await self.service.not_in_person(await self.storage.get_game(game_id), interaction.user.id)
            if again.key != "rejoin_resigned":
                raise refused
        await interaction.edit_original_response(content=t("resign.ok", await self.reader(interaction, row)),
                                                 view=None)

    # --- a member's notifications ----------------------------------------------------------

    @app_commands.command(name="notify", description=L("cmd.notify"))
    @app_commands.describe(how=L("cmd.notify.how"), time_zone=L("cmd.notify.time_zone"),
                           quiet_from=L("cmd.notify.quiet_from"), quiet_to=L("cmd.notify.quiet_to"),
                           heads_up=L("cmd.notify.heads_up"), digest=L("cmd.notify.digest"))
    @app_commands.choices(how=NOTIFY_CHOICES, digest=DIGEST_CHOICES)
    async def notify(self, interaction: discord.Interaction, how: str | None = None, time_zone: str | None = None,
                     quiet_from: app_commands.Range[int, 0, 23] | None = None,
                     quiet_to: app_commands.Range[int, 0, 23] | None = None, heads_up: bool | None = None,
                     digest: str | None = None):
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await self.reader(interaction)
        prefs = await self.storage.prefs(interaction.user.id)
        if how in NOTIFY_MODES:
            prefs.notify = how
        if time_zone is not None:
            try:
                zone(time_zone)
            except ValueError:
                return await self.private(interaction, t("notify.bad_zone", lang, zone=time_zone))
            prefs.time_zone = time_zone.strip()
        if quiet_from is not None:
            prefs.quiet_from = quiet_from
        if quiet_to is not None:
            prefs.quiet_to = quiet_to
        if heads_up is not None:
            prefs.heads_up = heads_up
        if digest is not None:
            prefs.digest_hour = int(digest) if digest.isdigit() and int(digest) < 24 else None
            # the first digest comes at the next digest hour, not at once for the day gone by
            prefs.digest_day = digest_day(prefs, self.now()) if prefs.digest_hour is not None else None
        await self.storage.set_prefs(prefs)
        await self.private(interaction, self.notify_summary(prefs, lang))

    def notify_summary(self, prefs, lang):
        quiet = (t("notify.quiet", lang, start=prefs.quiet_from, end=prefs.quiet_to, zone=prefs.time_zone)
                 if prefs.quiet_from is not None and prefs.quiet_to is not None and prefs.quiet_from != prefs.quiet_to
                 else t("notify.no_quiet", lang))
        heads_up = ("notify.heads_up_dm" if prefs.heads_up and turn_dms(prefs)
                    else "notify.heads_up_on" if prefs.heads_up else "notify.heads_up_off")
        digest = (t("notify.digest_on", lang, hour=prefs.digest_hour, zone=prefs.time_zone)
                  if prefs.digest_hour is not None else t("notify.digest_off", lang))
        text = t("notify.summary", lang, how=t(HOW_TEXT[prefs.notify], lang), quiet=quiet, heads_up=t(heads_up, lang))
        now_quiet = quiet_until(prefs, self.now()) is not None
        return f"{text} {digest}" + ("\n" + t("notify.quiet_now", lang) if now_quiet else "")

    async def send_digests(self, now):
        """The daily digests that are due (cogs.notify.digest_due): one direct message a day listing
        the games waiting on the member, in every server. Each is claimed for its day in the
        database before it is sent (the sweep holds the reminders' lease besides), so no two
        processes send it; a day with nothing waiting sends nothing."""
        members = await self.storage.digest_members()
        stats = self.bot.get_cog("Stats") if members else None  # its lines, as /tzolkin mygames shows them
        for prefs in members if stats is not None else ():
            try:
                day = digest_due(prefs, now)
                if day is None or not await self.storage.claim_digest(prefs.user_id, day):
                    continue
                games = await stats.results.member_games(prefs.user_id)
                lang = await self.storage.member_language(prefs.user_id) or (games[0].language if games else "en")
                waiting, _ = await stats.member_lines(prefs.user_id, lang)
                if waiting:
                    await self.notifier.dm(prefs.user_id, digest_text(waiting, prefs, lang))
            except Exception:
                log.exception("daily digest of member %s failed", prefs.user_id)

    # --- a game's settings (the /tzolkin settings command is in cogs/tzolkin.py) -----------------

    def check_game_options(self, interaction, row):
        """The board style, picture layout and turn clock: any player of the game (or an admin)."""
        if row.seat_of(interaction.user.id) is None and not self.is_admin(interaction):
            raise Refused("settings_who")

    async def set_game_options(self, row, board=None, clock_hours=None, layout=None):
        if board is not None:
            await self.storage.set_game_option(row.id, "board", board)
        if clock_hours is not None:
            await self.storage.set_game_option(row.id, "clock_hours", clock_hours)
        if layout is not None:
            await self.storage.set_game_option(row.id, "layout", layout)

    async def options_text(self, row, lang="en"):
        options = await self.storage.game_options(row.id)
        return t("settings.summary", lang, board=t(BOARD_TEXT[options.get("board", "turn")], lang),
                 layout=t(LAYOUT_TEXT[options.get("layout", quiet.default_layout(row))], lang),
                 clock=hours_text(await self.clock_hours(row), lang))
