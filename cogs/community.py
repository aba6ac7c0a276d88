"""What keeps a game going for a week in a busy server, for every game, on the Discord side: the
reminders and the turn clock (a bot plays a seat whose clock ran out), `rejoin` and `resign`,
`handover` (a vote to let a bot play an absent member's seat), a game's `settings` (board style,
pictures, clock, hand-over bot, hints) and `reminder`; and a member's own choices across games,
`/notify` (how they are called, quiet hours, heads-up, daily digest) and `/language`.

The rules are the table's (table/seats.py, clock.py, reminders.py, notify.py, options.py,
languages.py): this extension finds the channel's game, asks the table, and words and posts what
the table returns. The sweep (`remind_due`) runs every few minutes; the table's sweep decides what
is due, in the process holding the reminders' lease, and hands it to the `post_*` methods here.
"""
import logging

import discord
from discord import app_commands
from discord.ext import commands, tasks

import i18n
from table import languages, options, seats
from table.notify import change_prefs, has_quiet_hours, quiet_until, turn_dms
from table.reminders import set_delay, sweep
from table.service import Refused

from . import components as C
from . import escape, quiet
from .clock import hours_text
from .host import jump, since
from .lobby import refresh_lobby, settings_text
from .messages import t
from .render import level_name, plugin_of, safe_name, say
from .seats import seat_choices
from .stats import member_lines
from .translator import L

log = logging.getLogger(__name__)

DM_MAX = 2000
LANGUAGE_SCOPES = languages.SCOPES
HOW_TEXT = {"channel": "notify.how_channel", "dm": "notify.how_dm", "both": "notify.how_both"}
BOARD_TEXT = {"turn": "settings.board_turn", "round": "settings.board_round"}
LAYOUT_TEXT = {"phone": "settings.layout_phones", "classic": "settings.layout_classic"}
DIGEST_HOURS = [app_commands.Choice(name=f"{hour:02d}:00", value=str(hour)) for hour in range(24)]
QUIET = discord.AllowedMentions.none()


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
        self.settings = bot.host.settings
        self.notifier = bot.host.notifier
        self.seen = languages.SeenLanguages(self.service)
        self.host.clicks["resign"] = self._c_resign

    async def cog_load(self):
        self.host.start()
        self.reminders.change_interval(seconds=self.settings.reminder_check_seconds)
        self.reminders.start()

    async def cog_unload(self):
        self.reminders.cancel()
        self.host.close()

    @commands.Cog.listener()
    async def on_interaction(self, interaction):
        """Every interaction shows the member's Discord language: remembered, for what reaches
        them outside one (a direct message, a reminder, the digest) when they chose none."""
        await self.seen.saw(interaction.user.id, interaction.locale)

    # --- the sweep: reminders and the turn clock ------------------------------------------------------

    @tasks.loop(minutes=10)
    async def reminders(self):
        await self.remind_due(self.host.now())

    @reminders.before_loop
    async def _before_reminders(self):
        await self.bot.wait_until_ready()

    async def remind_due(self, now):
        """The sweep (table.reminders.sweep), read with the check's interval as it is now; the
        number of reminders sent."""
        return await sweep(self.service, self.bot.instance_id, now, self.settings.reminder_check_seconds, self)

    async def post_reminder(self, reminder):
        row = reminder.row
        channel = await self.host.channel_of(row)
        if reminder.bot_on_turn:
            self.host.kick_bots(row.id)  # a bot on turn for a whole delay: its thinking was lost
        elif reminder.secret and reminder.waiting:
            text = say(plugin_of(row), "remind.secret", row.language,
                       mentions=" ".join(f"<@{s.user_id}>" for s in reminder.waiting))
            await self.notifier.post_call(row.id, channel, text, *(s.user_id for s in reminder.waiting))
        elif reminder.waiting:
            seat = reminder.waiting[0]
            link = jump(row.guild_id, row.channel_id, row.board_message_id) if row.board_message_id else ""
            text = t("remind.turn", row.language, mention=f"<@{seat.user_id}>", since=since(row.turn_started_at),
                     link=link)
            dm = {"game": row.id, "since": since(row.turn_started_at), "link": link}  # in the member's language
            await self.notifier.remind(row, seat.seat, text, "remind.turn_dm", dm, channel)  # held in quiet hours

    async def post_handed(self, handed):
        """A bot plays a member's seat now: the turn clock ran out, or the member resigned."""
        row = handed.outcome.row
        lang, plugin = row.language, plugin_of(row)
        name, level = f"**{safe_name(handed.seat.name)}**", level_name(handed.level, lang)
        if handed.why == "clock":
            text = say(plugin, "clock.expired", lang, name=name, hours=hours_text(handed.hours, lang), level=level)
        else:
            text = say(plugin, "resign.done", lang, name=name, level=level)
        channel = await self.host.channel_of(row)
        await channel.send(text, allowed_mentions=QUIET)
        await self.host.follow(handed.outcome)

    async def post_notice(self, notice, row):
        await self.notifier.held_back(notice, row, self.host.channel_of)

    async def post_digest(self, digest):
        """The daily digest: one direct message listing the games waiting on the member, in every
        server the bot is in; nothing on a day with nothing waiting."""
        waiting, _ = await member_lines(self.service, self.bot, digest.prefs.user_id, digest.language)
        if waiting:
            await self.notifier.dm(digest.prefs.user_id, digest_text(waiting, digest.prefs, digest.language))

    # --- coming back, leaving, handing a seat over ------------------------------------------------------

    async def rejoin(self, interaction):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction)
            back = await seats.rejoin(self.service, row.id, interaction.user.id)
        except Refused as refused:
            return await host.refuse(interaction, refused, row)
        channel = await host.channel_of(row)
        await channel.send(t("rejoin.done", row.language, name=f"**{safe_name(back.seat.name)}**"),
                           allowed_mentions=QUIET)
        if back.board is not None:
            await host.publish(back.board)
        elif back.shown is not None:  # the live board still named a bot: drawn again at once
            await quiet.redraw(host, back.shown)
        await interaction.followup.send(t("rejoin.ok", await host.reader(interaction, row)), ephemeral=True)

    async def resign(self, interaction):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction)
            await seats.may_resign(self.service, row, interaction.user.id)
        except Refused as refused:
            return await host.refuse(interaction, refused, row)
        lang = await host.reader(interaction, row)
        await interaction.followup.send(say(plugin_of(row), "resign.confirm", lang), ephemeral=True,
                                        view=C.resign_view(row, lang))

    async def _c_resign(self, interaction, game_id, rev, arg, values):
        """Yes, resign (a second click gets the first one's answer: table.seats.resign)."""
        await interaction.response.defer()
        handed = await seats.resign(self.service, game_id, interaction.user.id)
        if handed is not None:
            await self.post_handed(handed)
        row = handed.outcome.row if handed is not None else await self.service.find(game_id)
        await interaction.edit_original_response(content=t("resign.ok", await self.host.reader(interaction, row)),
                                                 view=None)

    async def handover(self, interaction, member, seat):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction)
            absent = seats.named_seat(row, member and member.id, seat)
            outcome, votes, needed = await self.service.handover(row.id, absent.user_id, interaction.user.id,
                                                                 host.is_admin(interaction))
        except Refused as refused:
            return await host.refuse(interaction, refused, row)
        channel = await host.channel_of(row)
        target = f"**{safe_name(absent.name)}**"
        if outcome is None:
            await channel.send(say(plugin_of(row), "handover.vote", row.language, voter=interaction.user.mention,
                                   target=target, votes=votes, n=needed), allowed_mentions=QUIET)
            await interaction.followup.send(t("handover.voted", await host.reader(interaction, row), votes=votes,
                                              needed=needed), ephemeral=True)
            return
        level = level_name(outcome.row.seats[absent.seat].bot, row.language)
        await channel.send(t("handover.done", row.language, target=target, level=level), allowed_mentions=QUIET)
        await host.follow(outcome)
        await interaction.followup.send("✅", ephemeral=True)

    # --- a game's settings -------------------------------------------------------------------------

    async def game_settings(self, interaction, board=None, clock_hours=None, layout=None, handover_bot=None,
                            hints=None):
        """Board style, layout and clock: any player (or an admin); the bot settings: the creator
        (or an admin). Every check comes before any change (table.options.change)."""
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction)
            before = settings_text(row, row.language)
            row = await options.change(self.service, row, interaction.user.id, host.is_admin(interaction),
                                       board=board, clock_hours=clock_hours, layout=layout,
                                       handover_level=handover_bot, hints_allowed=hints)
        except Refused as refused:
            return await host.refuse(interaction, refused, row)
        text = settings_text(row, row.language)
        if text != before:
            channel = await host.channel_of(row)
            await channel.send(t("settings.changed", row.language, member=interaction.user.mention, text=text),
                               allowed_mentions=QUIET)
            await refresh_lobby(host, row)
        lang = await host.reader(interaction, row)
        await interaction.followup.send("\n".join((await self.options_text(row, lang), settings_text(row, lang),
                                                   say(plugin_of(row), "settings.how", lang))), ephemeral=True)

    async def options_text(self, row, lang="en"):
        shown = await options.game_options(self.service, row)
        return t("settings.summary", lang, board=t(BOARD_TEXT[shown.board], lang),
                 layout=say(plugin_of(row), LAYOUT_TEXT[shown.layout], lang), clock=hours_text(shown.clock_hours, lang))

    async def reminder(self, interaction, hours):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = None
        try:
            row = await host.channel_game(interaction)
            await set_delay(self.service, row, interaction.user.id, hours, host.is_admin(interaction))
        except Refused as refused:
            return await host.refuse(interaction, refused, row)
        lang = await host.reader(interaction, row)
        await interaction.followup.send(t("remind.set", lang, n=hours) if hours else t("remind.off", lang),
                                        ephemeral=True)

    # --- a member's own choices -------------------------------------------------------------------------

    async def notify(self, interaction, how=None, time_zone=None, quiet_from=None, quiet_to=None, heads_up=None,
                     digest=None):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await host.reader(interaction)
        try:
            prefs = await change_prefs(self.service, interaction.user.id, how=how, time_zone=time_zone,
                                       quiet_from=quiet_from, quiet_to=quiet_to, heads_up=heads_up, digest=digest)
        except Refused as refused:  # a time zone we do not know, quoted as typed
            return await host.private(interaction, t(refused.key, lang, zone=escape.code(refused.info.get("zone"))))
        await host.private(interaction, self.notify_summary(prefs, lang))

    def notify_summary(self, prefs, lang):
        quiet = (t("notify.quiet", lang, start=prefs.quiet_from, end=prefs.quiet_to, zone=prefs.time_zone)
                 if has_quiet_hours(prefs) else t("notify.no_quiet", lang))
        heads_up = ("notify.heads_up_dm" if prefs.heads_up and turn_dms(prefs)
                    else "notify.heads_up_on" if prefs.heads_up else "notify.heads_up_off")
        digest = (t("notify.digest_on", lang, hour=prefs.digest_hour, zone=prefs.time_zone)
                  if prefs.digest_hour is not None else t("notify.digest_off", lang))
        text = t("notify.summary", lang, how=t(HOW_TEXT[prefs.notify], lang), quiet=quiet, heads_up=t(heads_up, lang))
        now_quiet = quiet_until(prefs, self.host.now()) is not None
        return f"{text} {digest}" + ("\n" + t("notify.quiet_now", lang) if now_quiet else "")

    async def language(self, interaction, language, scope="me"):
        host = self.host
        await interaction.response.defer(ephemeral=True, thinking=True)
        chosen = None if language == "auto" else i18n.normalise(language)
        row = None
        try:
            if interaction.guild is None:
                raise Refused("guild_only")
            if scope == "me":
                await languages.choose_for_member(self.service, interaction.user.id, chosen)
            elif scope == "server":
                await languages.choose_for_server(self.service, interaction.guild.id, chosen,
                                                  host.is_admin(interaction))
            else:
                row = await host.channel_game(interaction)
                row = await languages.choose_for_game(self.service, row, interaction.user.id,
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
