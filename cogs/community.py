"""What keeps a game going for a week in a busy server, for every game: the reminders and the turn
clock (a bot plays a seat whose clock ran out), `rejoin` and `resign`, `handover` (a vote to let
a bot play an absent member's seat), a game's `settings` (board style, pictures, clock, hand-over
bot, hints) and `reminder`; and a member's own choices across games, `/notify` (how they are
called, quiet hours, heads-up, daily digest) and `/language`.

The sweep (`remind_due`) runs every few minutes in the process holding the reminders' lease.
"""
import logging

import discord
from discord import app_commands
from discord.ext import commands, tasks

import i18n
from storage import Seat
from table.service import Outcome, Refused, chosen_seats

from . import clock, escape
from . import components as C
from . import quiet
from .clock import hours_text
from .host import jump, since
from .lobby import refresh_lobby, settings_text
from .messages import t
from .notify import NOTIFY_MODES, digest_day, digest_due, quiet_until, turn_dms, zone_name
from .render import level_name, pings, plugin_of, safe_name, say
from .seats import named_seat, seat_choices
from .translator import L

log = logging.getLogger(__name__)

DM_MAX = 2000
LANGUAGE_SCOPES = ("me", "game", "server")
HOW_TEXT = {"channel": "notify.how_channel", "dm": "notify.how_dm", "both": "notify.how_both"}
BOARD_TEXT = {"turn": "settings.board_turn", "round": "settings.board_round"}
LAYOUT_TEXT = {"phone": "settings.layout_phones", "classic": "settings.layout_classic"}
DIGEST_HOURS = [app_commands.Choice(name=f"{hour:02d}:00", value=str(hour)) for hour in range(24)]


def digest_text(waiting, prefs, lang="en"):
    """A daily digest: the games waiting on the member (as many lines as a message holds)."""
    head = t("digest.title", lang, n=len(waiting))
    foot = t("digest.footer", lang, hour=prefs.digest_hour, zone=prefs.time_zone)
    lines = list(waiting)
    while lines and len("\n".join([head, *lines, foot])) > DM_MAX:
        lines.pop()
    return "\n".join([head, *lines, foot])


class Community(commands.Cog):
    def __init__(self, bot):
        self.bot = bot
        self.host = bot.host
        self.service = bot.host.service
        self.storage = bot.host.storage
        self.settings = bot.host.settings
        self.notifier = bot.host.notifier
        self.host.clicks["resign"] = self._c_resign

    async def cog_load(self):
        self.host.start()
        self.reminders.change_interval(seconds=self.settings.reminder_check_seconds)
        self.reminders.start()

    async def cog_unload(self):
        self.reminders.cancel()
        self.host.close()

    # --- reminders and the turn clock ------------------------------------------------------------

    @tasks.loop(minutes=10)
    async def reminders(self):
        await self.remind_due(self.host.now())

    @reminders.before_loop
    async def _before_reminders(self):
        await self.bot.wait_until_ready()

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

    async def remind(self, row, now):
        channel = await self.host.channel_of(row)
        if row.status == "secret":
            done = chosen_seats(row, await self.storage.secret_choices(row.id))
            waiting = [s for s in row.seats if s.seat not in done and not s.is_bot]
            if waiting:
                text = say(plugin_of(row), "remind.secret", row.language,
                           mentions=" ".join(f"<@{s.user_id}>" for s in waiting))
                await self.notifier.remember_ping(row.id, await channel.send(
                    text, allowed_mentions=pings(*(s.user_id for s in waiting))))
        else:
            game = await self.service.load(row)
            seat = row.seats[game.current_player] if not game.is_over else None
            if seat is not None and seat.is_bot:
                self.host.kick_bots(row.id)  # a bot on turn for a whole delay: its thinking was lost
            elif seat is not None:
                link = jump(row.guild_id, row.channel_id, row.board_message_id) if row.board_message_id else ""
                text = t("remind.turn", row.language, mention=f"<@{seat.user_id}>", since=since(row.turn_started_at),
                         link=link)
                dm = {"game": row.id, "since": since(row.turn_started_at), "link": link}  # in the member's language
                await self.notifier.remind(row, seat.seat, text, "remind.turn_dm", dm, channel)  # held in quiet hours

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
                deadline = await clock.turn_deadline(self.host, row)
                if deadline is None or now < deadline:
                    continue
                for seat in await self.waited_for(row):
                    await self.hand_to_bot(row, seat, "clock")
                    row = await self.storage.get_game(row.id)
            except Exception:
                log.exception("turn clock of game %s failed", row.id)
        await self.notifier.send_due(self.still_on_turn, self.host.channel_of)

    async def still_on_turn(self, game_id, user_id):
        row = await self.storage.get_game(game_id)
        if row is None or not row.active:
            return None
        return row if any(s.user_id == user_id for s in await self.waited_for(row)) else None

    async def hand_to_bot(self, row, seat, why):
        """A bot plays the member's seat from now on; `why` is 'clock' or 'resigned'."""
        outcome, _, _ = await self.service.handover(row.id, seat.user_id, None, is_admin=True, away=why)
        channel = await self.host.channel_of(outcome.row)
        key = {"clock": "clock.expired", "resigned": "resign.done"}[why]
        lang = row.language
        level = level_name(outcome.row.seats[seat.seat].bot, lang)  # the game's handover setting
        await channel.send(say(plugin_of(row), key, lang, name=f"**{safe_name(seat.name)}**",
                               hours=hours_text(await clock.clock_hours(self.host, row), lang), level=level),
                           allowed_mentions=discord.AllowedMentions.none())
        if outcome.new_turn:
            await self.host.publish(outcome)
        elif outcome.bot_next:
            self.host.kick_bots(row.id)  # the bot thinks in a worker process, off this sweep
        return outcome

    # --- coming back, leaving, handing a seat over ------------------------------------------------------

    async def rejoin(self, interaction):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction)
            seat = await self.take_seat_back(row.id, interaction.user.id)
        except Refused as refused:
            return await host.refuse(interaction, refused, row)
        channel = await host.channel_of(row)
        await channel.send(t("rejoin.done", row.language, name=f"**{safe_name(seat.name)}**"),
                           allowed_mentions=discord.AllowedMentions.none())
        await self.board_if_missing(row.id)
        await interaction.followup.send(t("rejoin.ok", await host.reader(interaction, row)), ephemeral=True)

    async def board_if_missing(self, game_id):
        """While bots are on turn there is no live board; a member taking a seat back before the bot
        played gets one."""
        row = await self.storage.get_game(game_id)
        if row.status != "playing" or row.board_message_id:
            return
        game = await self.service.load(row)
        if not game.is_over and not row.seats[game.current_player].is_bot:
            await self.host.publish(Outcome(row, game))

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
            await self.storage.set_seats(game_id, seats, self.host.now())
            await self.storage.set_away(game_id, seat.seat, None)
            return seat

    async def resign(self, interaction):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction)
            if row.status == "lobby":
                raise Refused("resign_lobby")
            if row.human_seat(interaction.user.id) is None:
                raise await self.service.not_in_person(row, interaction.user.id)
        except Refused as refused:
            return await host.refuse(interaction, refused, row)
        lang = await host.reader(interaction, row)
        await interaction.followup.send(say(plugin_of(row), "resign.confirm", lang), ephemeral=True,
                                        view=C.resign_view(row, lang))

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
        await interaction.edit_original_response(content=t("resign.ok", await self.host.reader(interaction, row)),
                                                 view=None)

    async def handover(self, interaction, member, seat):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction)
            absent = named_seat(row, member and member.id, seat)
            outcome, votes, needed = await self.service.handover(row.id, absent.user_id, interaction.user.id,
                                                                 host.is_admin(interaction))
        except Refused as refused:
            return await host.refuse(interaction, refused, row)
        channel = await host.channel_of(row)
        target = f"**{safe_name(absent.name)}**"
        if outcome is None:
            await channel.send(say(plugin_of(row), "handover.vote", row.language, voter=interaction.user.mention,
                                   target=target, votes=votes, n=needed),
                               allowed_mentions=discord.AllowedMentions.none())
            await interaction.followup.send(t("handover.voted", await host.reader(interaction, row), votes=votes,
                                              needed=needed), ephemeral=True)
            return
        level = level_name(outcome.row.seats[absent.seat].bot, row.language)
        await channel.send(t("handover.done", row.language, target=target, level=level),
                           allowed_mentions=discord.AllowedMentions.none())
        if outcome.new_turn:
            await host.publish(outcome)
        elif outcome.bot_next:
            host.kick_bots(row.id)
        await interaction.followup.send("✅", ephemeral=True)

    # --- a game's settings -------------------------------------------------------------------------

    async def game_settings(self, interaction, board=None, clock_hours=None, layout=None, handover_bot=None,
                            hints=None):
        """Board style, layout and clock: any player (or an admin); the bot settings: the creator
        (or an admin). Every check comes before any change."""
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction)
            before = settings_text(row, row.language)
            options = board is not None or clock_hours is not None or layout is not None
            if options and row.seat_of(interaction.user.id) is None and not host.is_admin(interaction):
                raise Refused("settings_who")
            if handover_bot is not None or hints is not None:
                row = await self.service.settings(row.id, interaction.user.id, host.is_admin(interaction),
                                                  handover_level=handover_bot, hints_allowed=hints)
            if options:
                await self.set_game_options(row, board, clock_hours, layout)
        except Refused as refused:
            return await host.refuse(interaction, refused, row)
        text = settings_text(row, row.language)
        if text != before:
            channel = await host.channel_of(row)
            await channel.send(t("settings.changed", row.language, member=interaction.user.mention, text=text),
                               allowed_mentions=discord.AllowedMentions.none())
            await refresh_lobby(host, row)
        lang = await host.reader(interaction, row)
        await interaction.followup.send("\n".join((await self.options_text(row, lang), settings_text(row, lang),
                                                   say(plugin_of(row), "settings.how", lang))), ephemeral=True)

    async def set_game_options(self, row, board=None, clock_hours=None, layout=None):
        if board is not None:
            await self.storage.set_game_option(row.id, "board", board)
        if clock_hours is not None:
            await self.storage.set_game_option(row.id, "clock_hours", clock_hours)
        if layout is not None:
            await self.storage.set_game_option(row.id, "layout", layout)

    async def options_text(self, row, lang="en"):
        options = await self.storage.game_options(row.id)
        layout = LAYOUT_TEXT[options.get("layout", quiet.default_layout(row))]
        return t("settings.summary", lang, board=t(BOARD_TEXT[options.get("board", "turn")], lang),
                 layout=say(plugin_of(row), layout, lang),
                 clock=hours_text(await clock.clock_hours(self.host, row), lang))

    async def reminder(self, interaction, hours):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction)
            if row.seat_of(interaction.user.id) is None and not host.is_admin(interaction):
                raise Refused("remind.who")
        except Refused as refused:
            return await host.refuse(interaction, refused, row)
        await self.storage.set_reminder(row.id, hours * 3600, host.now())
        lang = await host.reader(interaction, row)
        await interaction.followup.send(t("remind.set", lang, n=hours) if hours else t("remind.off", lang),
                                        ephemeral=True)

    # --- a member's own choices -------------------------------------------------------------------------

    async def notify(self, interaction, how=None, time_zone=None, quiet_from=None, quiet_to=None, heads_up=None,
                     digest=None):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await host.reader(interaction)
        prefs = await self.storage.prefs(interaction.user.id)
        if how in NOTIFY_MODES:
            prefs.notify = how
        if time_zone is not None:
            try:
                prefs.time_zone = zone_name(time_zone)
            except ValueError as bad:
                return await host.private(interaction, t("notify.bad_zone", lang, zone=escape.code(bad)))
        if quiet_from is not None:
            prefs.quiet_from = quiet_from
        if quiet_to is not None:
            prefs.quiet_to = quiet_to
        if heads_up is not None:
            prefs.heads_up = heads_up
        if digest is not None:
            prefs.digest_hour = int(digest) if digest.isdigit() and int(digest) < 24 else None
            # the first digest comes at the next digest hour, not at once for the day gone by
            prefs.digest_day = digest_day(prefs, host.now()) if prefs.digest_hour is not None else None
        await self.storage.set_prefs(prefs)
        await host.private(interaction, self.notify_summary(prefs, lang))

    def notify_summary(self, prefs, lang):
        quiet = (t("notify.quiet", lang, start=prefs.quiet_from, end=prefs.quiet_to, zone=prefs.time_zone)
                 if prefs.quiet_from is not None and prefs.quiet_to is not None and prefs.quiet_from != prefs.quiet_to
                 else t("notify.no_quiet", lang))
        heads_up = ("notify.heads_up_dm" if prefs.heads_up and turn_dms(prefs)
                    else "notify.heads_up_on" if prefs.heads_up else "notify.heads_up_off")
        digest = (t("notify.digest_on", lang, hour=prefs.digest_hour, zone=prefs.time_zone)
                  if prefs.digest_hour is not None else t("notify.digest_off", lang))
        text = t("notify.summary", lang, how=t(HOW_TEXT[prefs.notify], lang), quiet=quiet, heads_up=t(heads_up, lang))
        now_quiet = quiet_until(prefs, self.host.now()) is not None
        return f"{text} {digest}" + ("\n" + t("notify.quiet_now", lang) if now_quiet else "")

    async def send_digests(self, now):
        """The daily digests that are due (cogs.notify.digest_due): one direct message a day listing
        the games waiting on the member, in every server. Each is claimed for its day in the
        database before it is sent (the sweep holds the reminders' lease besides), so no two
        processes send it; a day with nothing waiting sends nothing."""
        members = await self.storage.digest_members()
        stats = self.bot.get_cog("Stats") if members else None  # its lines, as /mygames shows them
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

    async def language(self, interaction, language, scope="me"):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        chosen = None if language == "auto" else i18n.normalise(language)
        row = None
        try:
            if interaction.guild is None:
                raise Refused("guild_only")
            if scope == "me":
                await self.storage.set_member_language(interaction.user.id, chosen)
            elif scope == "server":
                if not host.is_admin(interaction):
                    raise Refused("not_admin")
                await self.storage.set_guild_language(interaction.guild.id, chosen)
            else:
                row = await host.channel_game(interaction)
                if row.status != "lobby":
                    raise Refused("language_started")
                row = await self.service.set_language(row.id, interaction.user.id,
                                                      chosen or await host.server_language(interaction.guild),
                                                      host.is_admin(interaction))
        except Refused as refused:
            return await host.refuse(interaction, refused, row)
        if row is not None:
            await refresh_lobby(host, row)
        lang = await host.reader(interaction, row)
        shown = i18n.NATIVE_NAMES[chosen] if chosen else t("language.auto", lang)
        await interaction.followup.send(t(f"language.set.{scope}", lang, language=shown), ephemeral=True)


def verbs(plugin):
    """The commands of a game's slash group that keep a game going."""
    board_choices = [app_commands.Choice(name=L("settings.board_turn", plugin), value="turn"),
                     app_commands.Choice(name=L("settings.board_round", plugin), value="round")]
    layout_choices = [app_commands.Choice(name=L("cmd.choice.layout_phones", plugin), value="phone"),
                      app_commands.Choice(name=L("cmd.choice.layout_classic", plugin), value="classic")]
    levels = [app_commands.Choice(name=L(f"level.{x}", plugin), value=x) for x in plugin.levels]

    @app_commands.command(name="reminder", description=L("cmd.reminder", plugin))
    @app_commands.describe(hours=L("cmd.reminder.hours", plugin))
    async def reminder(interaction: discord.Interaction, hours: app_commands.Range[int, 0, 168]):
        await interaction.client.get_cog("Community").reminder(interaction, hours)

    @app_commands.command(name="settings", description=L("cmd.settings", plugin))
    @app_commands.describe(board=L("cmd.settings.board", plugin), clock_hours=L("cmd.settings.clock_hours", plugin),
                           layout=L("cmd.settings.layout", plugin), handover_bot=L("cmd.settings.handover_bot", plugin),
                           hints=L("cmd.settings.hints", plugin))
    @app_commands.choices(board=board_choices, layout=layout_choices, handover_bot=levels)
    async def settings(interaction: discord.Interaction, board: str | None = None,
                       clock_hours: app_commands.Range[int, 0, 336] | None = None, layout: str | None = None,
                       handover_bot: str | None = None, hints: bool | None = None):
        await interaction.client.get_cog("Community").game_settings(interaction, board, clock_hours, layout,
                                                                     handover_bot, hints)

    @app_commands.command(name="rejoin", description=L("cmd.rejoin", plugin))
    async def rejoin(interaction: discord.Interaction):
        await interaction.client.get_cog("Community").rejoin(interaction)

    @app_commands.command(name="resign", description=L("cmd.resign", plugin))
    async def resign(interaction: discord.Interaction):
        await interaction.client.get_cog("Community").resign(interaction)

    @app_commands.command(name="handover", description=L("cmd.handover", plugin))
    @app_commands.describe(member=L("cmd.handover.member", plugin), seat=L("cmd.seat", plugin))
    @app_commands.autocomplete(seat=seat_choices)
    async def handover(interaction: discord.Interaction, member: discord.User | None = None,
                       seat: app_commands.Range[int, 1, plugin.max_players] | None = None):
        await interaction.client.get_cog("Community").handover(interaction, member, seat)

    return [reminder, settings, rejoin, resign, handover]


def members():
    """A member's own commands, whatever the game: how they are called, and their language."""
    notify_choices = [app_commands.Choice(name=L("notify.how_channel"), value="channel"),
                      app_commands.Choice(name=L("notify.how_dm"), value="dm"),
                      app_commands.Choice(name=L("notify.how_both"), value="both")]
    digest_choices = [app_commands.Choice(name=L("notify.digest_choice_off"), value="off"), *DIGEST_HOURS]

    @app_commands.command(name="notify", description=L("cmd.notify"))
    @app_commands.describe(how=L("cmd.notify.how"), time_zone=L("cmd.notify.time_zone"),
                           quiet_from=L("cmd.notify.quiet_from"), quiet_to=L("cmd.notify.quiet_to"),
                           heads_up=L("cmd.notify.heads_up"), digest=L("cmd.notify.digest"))
    @app_commands.choices(how=notify_choices, digest=digest_choices)
    async def notify(interaction: discord.Interaction, how: str | None = None, time_zone: str | None = None,
                     quiet_from: app_commands.Range[int, 0, 23] | None = None,
                     quiet_to: app_commands.Range[int, 0, 23] | None = None, heads_up: bool | None = None,
                     digest: str | None = None):
        await interaction.client.get_cog("Community").notify(interaction, how, time_zone, quiet_from, quiet_to,
                                                             heads_up, digest)

    @app_commands.command(name="language", description=L("cmd.language"))
    @app_commands.describe(language=L("cmd.language.language"), scope=L("cmd.language.scope"))
    @app_commands.choices(
        language=[app_commands.Choice(name=i18n.NATIVE_NAMES[x], value=x) for x in i18n.LOCALES]
        + [app_commands.Choice(name=L("language.auto"), value="auto")],
        scope=[app_commands.Choice(name=L(f"language.scope.{x}"), value=x) for x in LANGUAGE_SCOPES])
    async def language(interaction: discord.Interaction, language: str, scope: str = "me"):
        await interaction.client.get_cog("Community").language(interaction, language, scope)

    return [notify, language]


async def setup(bot):
    await bot.add_cog(Community(bot))
