"""Pictures of a Tzolk'in game state (Pillow), for the Discord bot and the terminal game.

Each function is a pure function of a `tzolkin.State` and returns PNG bytes (256 colours,
optimised): the board, one player's board, one gear zoomed, the final scoreboard.
The Image-returning functions live in images.render.
"""
from .render import _LOCK, encode, render_board, render_gear, render_player, render_scoreboard, warm_up


def board_png(state):
    return encode(render_board(state))


def player_png(state, seat):
    return encode(render_player(state, seat))


def gear_png(state, gear):
    return encode(render_gear(state, gear))


def scoreboard_png(state):
    return encode(render_scoreboard(state))


def phone_pngs(state):
    """The board for a phone: [every player at a glance, the gears], each readable at 360 px."""
    from .phone import render_gears, render_players
    with _LOCK:
        players, gears = render_players(state), render_gears(state)
    return [encode(players), encode(gears)]


__all__ = ["board_png", "phone_pngs", "player_png", "gear_png", "scoreboard_png", "encode", "render_board", "render_player",
           "render_gear", "render_scoreboard", "warm_up"]
