"""Which language a text is in, and who may choose it.

What only one member reads is in their own language: their setting, else the language their
client is in when the table speaks it, else the game's (or the server's). A game's public
messages are in the game's language, which its lobby may choose. A server's new games are in the
language an admin set, else the server's own locale when the table speaks it.
"""
from __future__ import annotations

import i18n

from .service import Refused

SCOPES = ("me", "game", "server")


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
