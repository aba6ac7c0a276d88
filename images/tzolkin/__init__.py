"""Pictures of a Tzolk'in game state (Pillow), for the Discord bot and the terminal game.

Each function is a pure function of a `tzolkin.State` and returns PNG bytes (256 colours,
optimised): the board, one player's board, one gear zoomed, the final scoreboard, with
every label in `locale` (en, fr or it).
The Image-returning functions live in images.tzolkin.render.
"""
from .render import _LOCK, encode, render_board, render_gear, render_player, render_scoreboard, warm_up


def board_png(state, locale="en"):
    return encode(render_board(state, locale))


def player_png(state, seat, locale="en"):
    return encode(render_player(state, seat, locale))


def gear_png(state, gear, locale="en"):
    return encode(render_gear(state, gear, locale))


def scoreboard_png(state, locale="en"):
    return encode(render_scoreboard(state, locale))


def phone_pngs(state, locale="en"):
    """The board for a phone: [every player at a glance, the gears], each readable at 360 px."""
    from .labels import speaking
    from .phone import render_gears, render_players
    with _LOCK, speaking(locale):
        players, gears = render_players(state), render_gears(state)
    return [encode(players), encode(gears)]


__all__ = ["board_png", "phone_pngs", "player_png", "gear_png", "scoreboard_png", "encode", "render_board",
           "render_player", "render_gear", "render_scoreboard", "warm_up"]
