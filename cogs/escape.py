"""Text that members chose (nicknames, seat names, server names, a time zone they typed), made
harmless for the place it lands in a message. One function per place, and no other way in:

- `plain`: message content and embed descriptions or fields, where Discord renders markdown,
  masked links and mentions: every markdown character escaped, every mention and link broken;
- `embed`: the same rules (embeds render markdown and masked links; a mention there shows
  the member without pinging, which a name must not do either);
- `code`: inside a code block or inline code, where nothing renders but a backtick ends the
  block: backticks become a look-alike that cannot close it;
- `description`: an attachment's description (a picture's, read by screen readers), plain text
  that nothing renders: the name as written, only its mentions and links broken.

A zero-width space breaks what must not work (a mention, a link) without changing what is read.
"""
from __future__ import annotations

import discord

ZWSP = "\u200b"
BACKTICK_LOOKALIKE = "\u02cb"  # ˋ: reads as a backtick, never closes a code block


def plain(text):
    """A member's text as message content: no markdown, masked link, link or mention (a
    nickname such as `<@1234>` or `@everyone` must not ping anyone, nor `[x](https://...)`
    show a link)."""
    escaped = discord.utils.escape_markdown(str(text), as_needed=False)
    escaped = escaped.replace("](", "]\\(")  # the second half of a masked link, should the first survive
    return (escaped.replace("<", "<" + ZWSP).replace("@", "@" + ZWSP)  # every mention, channel, emoji, timestamp
            .replace("://", ":" + ZWSP + "//"))  # no address becomes a link


def embed(text):
    """A member's text in an embed's description or field (rendered like message content)."""
    return plain(text)


def description(text):
    """A member's text in an attachment's description: left as written (no markdown renders there,
    and an escape would be read aloud), but no mention or address in it stays whole."""
    return str(text).replace("<", "<" + ZWSP).replace("@", "@" + ZWSP).replace("://", ":" + ZWSP + "//")


def code(text):
    """Text inside a code block (or inline code): nothing in it can end the block."""
    return str(text).replace("`", BACKTICK_LOOKALIKE)
