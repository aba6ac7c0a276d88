"""Slash command descriptions, option descriptions and choices in each member's language.

Discord shows a command's texts in the member's client language when the bot registers
translations for it; discord.py asks this translator for each text marked with a catalog
key (`L(key)`: `locale_str(english, key=...)`) when the commands are synced. A game's commands
carry the game's name too: its texts come from the game (`words.text`), with `{title}`
(the game's name) and `{command}` (its slash group) filled in.
Command names stay English, so help written in any language agrees.
"""
from discord import app_commands

import games
import i18n


def _text(key, lang, game=None):
    if game is None:
        return i18n.text(key, lang)
    plugin = games.get(game)
    return plugin.words.text(key, lang, title=plugin.title(lang), command=plugin.name)


def L(key, plugin=None):
    """A command, option or choice text for app_commands.Translator: English now, the key (and
    the game it belongs to) for the rest."""
    game = plugin.name if plugin is not None else None
    return app_commands.locale_str(_text(key, i18n.DEFAULT, game), key=key, game=game)


class CatalogTranslator(app_commands.Translator):
    async def translate(self, string, locale, context):
        key = string.extras.get("key")
        lang = i18n.normalise(locale)
        if key is None or lang is None or lang == i18n.DEFAULT:
            return None  # Discord then shows the English text
        return _text(key, lang, string.extras.get("game"))
