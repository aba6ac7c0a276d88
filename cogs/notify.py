"""Notifications on the Discord side: the call on the board, direct messages, reminders and the
calls held back by quiet hours, worded here and sent as the table decides (table/notify.py: how
each member asked to be called, quiet hours, a heads-up, one direct message a turn).

Everything sent to a member alone is in their own language (their setting), else their Discord
language as last seen, else the game's; a
call posted in a game's channel is remembered so that the next board deletes it (table/board.py).
"""
from __future__ import annotations

import logging

import discord

from table import board
from table.notify import Calls

from .messages import t
from .render import pings, plugin_of, safe_name, say

log = logging.getLogger(__name__)


class Notifier:
    """Calls members as the table's `Calls` decide; sends direct messages."""

    def __init__(self, bot, service):
        self.bot = bot
        self.service = service
        self.calls = Calls(service)

    async def call_line(self, row, seat):
        """(the line calling the player to act, the member to mention or None)."""
        s = row.seats[seat]
        mention = f"<@{s.user_id}>"
        if await self.calls.board_call(row, seat, lambda lang: t("notify.after_quiet", lang, mention=mention)):
            return t("board.your_turn", row.language, mention=mention), s.user_id
        return t("board.turn_named", row.language, name=safe_name(s.name)), None

    async def turn_started(self, row, seat, turn_no, link):
        """Direct messages when a turn starts: the player on turn's, a heads-up for the one after."""
        plugin, name = plugin_of(row), safe_name(row.seats[seat].name)
        for dm in await self.calls.turn_started(
                row, seat, turn_no, lambda lang: say(plugin, "notify.turn_dm", lang, game=row.id, link=link),
                lambda lang: say(plugin, "notify.heads_up", lang, game=row.id, player=name, link=link)):
            await self.dm(dm.user_id, dm.text)

    async def remind(self, row, seat, text_channel, dm_key, dm_values, channel):
        """A reminder by the member's chosen way (True), or held back by their quiet hours (False)."""
        call = await self.calls.reminder(row, seat, text_channel,
                                         lambda lang: say(plugin_of(row), dm_key, lang, **dm_values))
        if call is None:
            return False
        sent = call.dm is not None and await self.dm(call.user_id, call.dm)
        if call.mention or not sent:
            await self.post_call(row.id, channel, text_channel, call.user_id)
        return True

    async def held_back(self, notice, row, channel_of):
        """A notice quiet hours held back, now they are over."""
        if notice.via == "dm":
            await self.dm(notice.user_id, notice.text)
        else:
            await self.post_call(row.id, await channel_of(row), notice.text, notice.user_id)

    async def post_call(self, game_id, channel, text, *user_ids):
        """A call of these members in the game's channel, which the next board deletes."""
        message = await channel.send(text, allowed_mentions=pings(*user_ids))
        await board.remember_call(self.service, game_id, message.id)

    async def dm(self, user_id, text):
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(text)
            return True
        except discord.HTTPException:
            log.info("could not send a direct message to %s", user_id)
            return False
