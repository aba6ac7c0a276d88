"""Which language a text is in, and who may choose it.

What only one member reads is in their own language: their setting, else the language their
client is in when the table speaks it, else the game's (or the server's). What reaches them
while they are not clicking (direct messages, reminders, the daily digest) has no client to ask:
it is in the language their last interaction showed, remembered for that. A game's public
messages are in the game's language, which its lobby may choose. A server's new games are in the
language an admin set, else the server's own locale when the table speaks it.
"""
from __future__ import annotations

import i18n

from .service import Refused

SCOPES = ("me", "game", "server")
# How long a process trusts what it last wrote of a member's Discord language before writing it
# again: each interaction would otherwise be a write, and another process may have written since.
SEEN_FOR = 3600.0


async def member_language(service, user_id):
    """The language the member chose for themselves, or None."""
    return await service.storage.member_language(user_id)


async def server_language(service, guild_id, guild_locale=None):
    """New games' language: the one an admin set, else the server's locale when we speak it."""
    if guild_id is None:
        return i18n.DEFAULT
    return await service.storage.guild_language(guild_id) or i18n.normalise(guild_locale) or i18n.DEFAULT


async def reader_language(service, user_id, locale=None, row=None, guild_id=None, guild_locale=None):
    """The language of what only this member reads: their own setting, else their client's
    `locale` when we speak it, else the game's (`row`), else the server's."""
    own = await member_language(service, user_id)
    if own:
        return own
    lang = i18n.normalise(locale)
    if lang:
        return lang
    if row is not None:
        return row.language
    return await server_language(service, guild_id, guild_locale)


async def away_language(service, user_id, row=None, guild_id=None):
    """The language of what reaches a member outside an interaction (a direct message, a reminder,
    the digest): their own setting, else their Discord language as last seen, else the game's
    (`row`), else the server's."""
    own, seen = await service.storage.member_languages(user_id)
    if own or seen:
        return own or seen
    if row is not None:
        return row.language
    return await server_language(service, guild_id)


class SeenLanguages:
    """Remembers each member's Discord language as their interactions show it (one we speak, else
    None), writing it only when it changed or was written more than `SEEN_FOR` seconds ago."""

    def __init__(self, service):
        self.service = service
        self.written = {}  # user id -> (language, when this process wrote it)

    async def saw(self, user_id, locale):
        lang, now = i18n.normalise(locale), self.service.clock()
        last = self.written.get(user_id)
        if last is not None and last[0] == lang and now - last[1] < SEEN_FOR:
            return
        await self.service.storage.set_seen_language(user_id, lang)
        self.written[user_id] = (lang, now)


async def choose_for_member(service, user_id, language):
    """A member's own language (None: their client's)."""
    await service.storage.set_member_language(user_id, language)


async def choose_for_server(service, guild_id, language, is_admin):
    """A server's language for new games (None: the server's locale); an admin's choice."""
    if not is_admin:
        raise Refused("not_admin")
    await service.storage.set_guild_language(guild_id, language)


async def choose_for_game(service, row, user_id, language, is_admin):
    """A game's language, chosen in its lobby (its creator or an admin); the row after."""
    if row.status != "lobby":
        raise Refused("language_started")
    return await service.set_language(row.id, user_id, language, is_admin)
