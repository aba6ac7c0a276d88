"""Naming a seat in a command: a member (also one who left the server, as a discord.User), or the
seat's number in the game's own list, offered by autocomplete (which seat a command names is
table.seats.named_seat)."""
from __future__ import annotations

from discord import app_commands

from table.service import Refused, has_begun, plugin_of

from .render import seat_name


async def seat_choices(interaction, current: str):
    """Autocomplete: the seats of the game in this channel (or thread), by name."""
    host = interaction.client.host
    try:
        row = await host.channel_game(interaction, finished_too=True)
    except Refused:
        return []
    lang = await host.reader(interaction, row)
    named = [(s.seat, seat_name(s, bold=False, locale=lang)) for s in row.seats]
    named += sorted((await engine_seats(host, row, lang)).items())
    return [app_commands.Choice(name=f"{seat + 1}. {name}", value=seat + 1)
            for seat, name in named if current.lower() in name.lower() or not current][:25]


async def engine_seats(host, row, lang):
    """{seat: name} of the seats the game plays itself (a solo opponent), once it has begun."""
    if not has_begun(row):
        return {}
    try:
        game = await host.service.load(row)
    except Refused:
        return {}
    return plugin_of(row).words.engine_seats(game.state, lang)
