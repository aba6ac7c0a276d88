"""Slash command descriptions, option descriptions and choices in each member's language.

Discord shows a command's texts in the member's client language when the bot registers
translations for it; discord.py asks this translator for each text marked with a catalog
key (`L(key)`: `locale_str(english, key=...)`) when the commands are synced.
Command names stay English, so help written in any language agrees.
"""
from discord import app_commands

import i18n

from .messages import t


def L(key):
    """A command, option or choice text for app_commands.Translator: English now, the key for the rest."""
    return app_commands.locale_str(t(key), key=key)


class CatalogTranslator(app_commands.Translator):
    async def translate(self, string, locale, context):
        key = string.extras.get("key")
        lang = i18n.normalise(locale)
        if key is None or lang is None or lang == i18n.DEFAULT:
            return None  # Discord then shows the English text
        return i18n.text(key, lang)
