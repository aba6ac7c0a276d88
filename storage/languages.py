"""Storage of languages: a game's own, a server's default for new games and a member's choice.

A mixin of both backends' storage (`Storage`, `storage.postgres.PostgresStorage`), written once
with their shared helpers (`self.sql()`, `self.rows()`); migrations 0006 and 0013 (a member's
Discord language as last seen).
"""
from __future__ import annotations

# table -> its key column; the names are fixed here, never taken from input
_SETTINGS = {"guild_settings": "guild_id", "member_settings": "user_id"}


class LanguageStore:
    async def set_game_language(self, game_id, language, now):
        async with self.sql() as q:
            await q.run("UPDATE games SET language = ?, rev = rev + 1, updated_at = ? WHERE id = ?",
                        (language, now, game_id))

    async def _setting(self, table, ident):
        rows = await self.rows(f"SELECT language FROM {table} WHERE {_SETTINGS[table]} = ?", (ident,))
        return rows[0][0] if rows else None

    async def _set_setting(self, table, ident, language):
        column = _SETTINGS[table]
        async with self.sql() as q:
            await q.run(f"INSERT INTO {table} ({column}, language) VALUES (?, ?) "
                        f"ON CONFLICT ({column}) DO UPDATE SET language = excluded.language", (ident, language))

    async def guild_language(self, guild_id):
        """The server's language for new games, or None to follow its Discord locale."""
        return await self._setting("guild_settings", guild_id)

    async def set_guild_language(self, guild_id, language):
        await self._set_setting("guild_settings", guild_id, language)

    async def member_language(self, user_id):
        """A member's own language, or None to follow their Discord language."""
        return await self._setting("member_settings", user_id)

    async def set_member_language(self, user_id, language):
        await self._set_setting("member_settings", user_id, language)

    async def member_languages(self, user_id):
        """(the member's own language, their Discord language as last seen), each None when unknown."""
        rows = await self.rows("SELECT language, seen_language FROM member_settings WHERE user_id = ?", (user_id,))
        return tuple(rows[0]) if rows else (None, None)

    async def set_seen_language(self, user_id, language):
        """The member's Discord language as an interaction showed it (None: one we do not speak);
        their own choice is left as it is."""
        async with self.sql() as q:
            await q.run("INSERT INTO member_settings (user_id, seen_language) VALUES (?, ?) "
                        "ON CONFLICT (user_id) DO UPDATE SET seen_language = excluded.seen_language",
                        (user_id, language))
