"""A quiet channel: each game in its own thread, one live board per game, short turn lines,
and mentions only for the player who must act.

- At the start, the game moves into a thread made from its lobby message (when the bot may;
  otherwise it stays in the channel and says which permission is missing).
- Each change posts one message: what just happened, the mention of the player to act, the
  board and its buttons. The previous board is cut back to its own lines: no picture, no
  buttons, no mention left to mislead anyone.
- While bots play, nothing is posted: their turns (and the turn before them) wait for the next
  board, so a run of bot turns reads as one message, food days and all; the end's lines go with
  the final scores.
- With the `round` board style, the picture comes once a round with a summary of the round;
  turns in between are short lines.

What the table keeps of the live board between two boards, and its rules, are table/board.py's;
where the game is, table/places.py's.
"""
from __future__ import annotations

import logging

import discord

from table import places
from table.board import LiveBoard

from . import clock
from . import components as C
from .messages import t
from .render import attached, labelled, picture_text, plugin_of, say, seating, text_board

log = logging.getLogger(__name__)

THREAD_PERMISSIONS = ("create_public_threads", "send_messages_in_threads")
THREAD_ARCHIVE_MINUTES = 10080  # a week: an asynchronous game may sleep for days
CONTENT_MAX = 1900
PHONES_MAX = 10  # a message holds at most 10 embeds: the live board's pictures, one under the other


def permission_names(names):
    return ", ".join(n.replace("_", " ").title() for n in names)


async def open_thread(host, parent, row):
    """The game's thread, made from its lobby message; the parent channel when the bot may not."""
    if isinstance(parent, discord.Thread) or not row.lobby_message_id or not hasattr(parent, "guild"):
        return parent
    missing = [n for n in THREAD_PERMISSIONS if not getattr(parent.permissions_for(parent.guild.me), n)]
    if not missing:
        try:
            thread = await parent.get_partial_message(row.lobby_message_id).create_thread(
                name=say(plugin_of(row), "thread.name", row.language, game=row.id),
                auto_archive_duration=THREAD_ARCHIVE_MINUTES)
        except discord.HTTPException as err:
            log.warning("could not open a thread for game %s: %s", row.id, err)
            missing = list(THREAD_PERMISSIONS)
        else:
            await places.moved_into_thread(host.service, row.id, thread.id, parent.id)
            await parent.send(t("thread.opened", row.language, thread=thread.mention),
                              allowed_mentions=discord.AllowedMentions.none())
            return thread
    await parent.send(t("thread.missing", row.language, permissions=permission_names(missing)),
                      allowed_mentions=discord.AllowedMentions.none())
    return parent


def split_lines(lines, limit=CONTENT_MAX):
    out, cur = [], ""
    for line in lines:
        line = line[:limit]
        if cur and len(cur) + 1 + len(line) > limit:
            out.append(cur)
            cur = line
        else:
            cur = f"{cur}\n{line}" if cur else line
    if cur:
        out.append(cur)
    return out


async def retire_board(channel, row, lines, *, delete=False):
    """Cut the previous board back to the lines it carried (no mention, picture or buttons), or
    delete it when a round summary carries its lines."""
    if not row.board_message_id:
        return
    message = channel.get_partial_message(row.board_message_id)
    try:
        if delete:
            await message.delete()
        else:
            await message.edit(content=lines or t("board.retired", row.language), embeds=[], attachments=[], view=None,
                               allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException:
        log.info("could not retire board message %s", row.board_message_id)


async def board_parts(host, row, game, *, picture=True, extra=None, layout="phone"):
    lang = row.language  # a public board: the game's language
    plugin = plugin_of(row)
    shown = labelled(row, game.state, lang)  # the pictures name the bots with their levels
    title, description = plugin.words.board_text(seating(row, game.state, lang), game)
    if extra:
        description = f"{description}\n{extra}"
    embed = discord.Embed(title=title, description=description, colour=discord.Colour.from_rgb(*plugin.colour))
    embed.set_footer(text=t("board.footer", lang, game=row.id, turn=plugin.rules.turn_no(game)))
    files, embeds = [], [embed]
    pngs = (await host.picture(plugin, "phone", shown, locale=lang)) if picture and layout == "phone" else None
    if pngs:  # pictures as wide as the phone, one under the other (the players, then the board)
        pngs = pngs[:PHONES_MAX]
        text = picture_text(row, game, "phone", lang)
        for i, png in enumerate(pngs):
            name = f"board-{i + 1}.png"  # any game's pictures, in the order the game draws them
            part = t("alt.part", lang, i=i + 1, n=len(pngs), text=text) if len(pngs) > 1 else text
            files.append(attached(png, name, part))
            if i:
                embeds.append(discord.Embed(colour=embed.colour))
            embeds[i].set_image(url=f"attachment://{name}")
        return embeds, files
    png = await host.picture(plugin, "board", shown, locale=lang) if picture else None
    if png:
        files.append(attached(png, "board.png", picture_text(row, game, "board", lang)))
        embed.set_image(url="attachment://board.png")
    elif picture:
        board = text_board(plugin, shown, 3500, lang)
        if board:
            embed.description = f"{description}\n\n{t('board.text_note', lang)}\n{board}"
    return embeds, files


async def publish(host, outcome, lines, turn_line):
    """Post what happened with the next board (one message), retiring the previous board.

    `turn_line(row, seat)` gives (the line that calls the next player, the member to mention or None)."""
    row, game = outcome.row, outcome.game
    plugin = plugin_of(row)
    channel = await host.channel_of(row)
    board = await LiveBoard.read(host.service, row.id)
    state = game.state
    round_no = plugin.rules.round_of(state)
    new_round = board.new_round(game, round_no)
    for ping in board.calls:  # reminders and held-back calls of the turn that ended
        try:
            await channel.get_partial_message(ping).delete()
        except discord.HTTPException:
            log.info("could not delete call %s", ping)
    await board.calls_gone()
    if outcome.previous_board and outcome.previous_board == row.board_message_id:
        await retire_board(channel, row, board.lines, delete=board.deletes_previous())
        if outcome.bot_next:
            await board.no_board()
    elif outcome.previous_board:  # the secret choice's message: its button and its mentions go
        begun = "secret.begun_solo" if len(row.seats) == 1 else "secret.begun"  # alone: nobody else chose
        try:
            await channel.get_partial_message(outcome.previous_board).edit(
                content=say(plugin, begun, row.language), view=None,
                allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.info("could not close the secret choice's message %s", outcome.previous_board)
    if outcome.bot_next:  # a bot plays next: its lines and the board once a person is on turn
        return await hold_lines(channel, board, lines)
    lines = await board.take_held() + lines  # the lines of the bots' turns held back for this board
    shown = lines
    if board.summary_due(new_round):
        summary = say(plugin, "board.round_in_short", row.language, round=board.round, day=board.round)
        shown = [summary] + board.round_lines + lines + plugin.words.summary_lines(seating(row, state), state,
                                                                               board.round_start)
    if game.is_over:  # the last lines go with the final scores
        *earlier, last = split_lines(shown) or [""]
        for text in earlier:
            await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        await host.post_final(channel, row, game, last)
        return None
    *earlier, last = split_lines(shown) or [""]
    for text in earlier:
        await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
    call, mention_id = await turn_line(row, game.current_player)
    content = f"{last}\n{call}" if last else call
    embeds, files = await board_parts(host, row, game, picture=not board.by_round or new_round,
                                      extra=await clock.clock_line(host, row), layout=board.layout)
    view = C.board_view(row, plugin.rules.turn_no(game), host.web_link(row))
    msg = await channel.send(content[:2000], embeds=embeds, files=files, view=view,
                             allowed_mentions=discord.AllowedMentions(
                                 users=[discord.Object(mention_id)] if mention_id else False, roles=False,
                                 everyone=False))
    await board.posted(msg.id, last, round_no, new_round, plugin.words.stock(state) if new_round else None, lines)
    await host.notifier.turn_started(row, game.current_player, plugin.rules.turn_no(game), msg.jump_url)
    return msg


async def redraw(host, outcome):
    """The live board drawn again in place for the game as it is now (`outcome`): its seats'
    lines, clock and pictures, after a seat changed hands (the pictures name the bots); its line
    and buttons stay. Nothing without a live board."""
    row, game = outcome.row, outcome.game
    if row.status != "playing" or not row.board_message_id or game is None or game.is_over:
        return
    board = await LiveBoard.read(host.service, row.id)
    embeds, files = await board_parts(host, row, game, extra=await clock.clock_line(host, row), layout=board.layout)
    try:
        channel = await host.channel_of(row)
        await channel.get_partial_message(row.board_message_id).edit(embeds=embeds, attachments=files)
    except discord.HTTPException:
        log.info("could not draw board message %s again", row.board_message_id)


async def hold_lines(channel, board, lines):
    """While bots play, the lines of their turns (and of the turn that handed them the game) wait
    for the next board, in either board style: consecutive bot turns read as one message. Only
    a run too long for one message (a game left to bots) posts its earlier lines as they fill one."""
    *full, rest = split_lines(board.held_lines + lines) or [""]
    for text in full:
        await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
    await board.hold(rest)
    return None
