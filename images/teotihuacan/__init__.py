"""Pictures of a Teotihuacan game (Pillow): pure functions `state, locale -> PNG bytes`.

Named views, as the table asks for them (`render(view, state, locale, **options)`):

- "live": the live board for phones, three pictures 600 px wide (the action boards in play order,
  the tracks and the calendar, the players), every text 32 px or more; while the starting tiles are
  drafted, the tiles on offer come first, a fourth picture;
- "board": the whole board in one picture, 1200 px wide (`/teotihuacan board`);
- "pyramid": the pyramid and its decorations, with the tiles on offer;
- "action": one action board (`pos` 0-7, clockwise from the Palace) with its main action spelt out;
- "player": one player's sheet (`seat`);
- "start": what one seat alone sees while everyone keeps 2 starting tiles (`seat`; private);
- "scores": the final scores with where the points came from (before the end: as if it ended now).

Every view but the whole board is 600 px wide with text of 32 px or more, its words in the locale
(en, fr, it). The same state gives the same bytes.
"""
from images.render import GamePictures
from teotihuacan import data as D

from . import board, draft, live, pyramid, views


def _palette_sheets():
    from . import samples
    s = samples.every_option()
    return live.render_live(s) + [pyramid.render_pyramid(s), views.render_scores(samples.final(seed=8)),
                                  views.render_action_board(s, 4), views.render_start(samples.start(), 0),
                                  draft.render_draft(samples.draft())]


PICTURES = GamePictures("Teotihuacan", _palette_sheets)
palette, encode = PICTURES.palette, PICTURES.encode

def live_pictures(state):
    """The live board's pictures; during the draft the starting tiles on offer first, since they are
    what the player on turn decides on (the boards still stand empty)."""
    return ([draft.render_draft(state)] if draft.drafting(state) else []) + live.render_live(state)


render_live = PICTURES.drawing(live_pictures)  # [the draft's tiles,] action boards, tracks, players
render_board = PICTURES.drawing(board.render_whole)
render_pyramid = PICTURES.drawing(pyramid.render_pyramid)
render_action_board = PICTURES.drawing(views.render_action_board)  # (state, pos, locale)
render_player = PICTURES.drawing(views.render_player)  # (state, seat, locale)
render_start = PICTURES.drawing(views.render_start)  # (state, seat, locale)
render_scores = PICTURES.drawing(views.render_scores)


def live_pngs(state, locale="en"):
    """The live board: [action boards, tracks, players], each readable on a phone; during the
    draft the starting tiles on offer before them."""
    return [encode(img) for img in render_live(state, locale)]


board_png = PICTURES.png(render_board)
pyramid_png = PICTURES.png(render_pyramid)
action_board_png = PICTURES.png(render_action_board)
player_png = PICTURES.png(render_player)
start_png = PICTURES.png(render_start)
scores_png = PICTURES.png(render_scores)


def look_png(state, what, locale="en"):
    """A close look by name, as `/teotihuacan look` asks: "pyramid", or an action board by its key
    ("forest", "nobles"...), wherever the board lies in this game."""
    if what == "pyramid":
        return pyramid_png(state, locale)
    board = next(b for b, key in D.BOARD_KEYS.items() if key == what)
    return action_board_png(state, state.layout.index(board), locale)


VIEWS = {"live": live_pngs, "board": board_png, "pyramid": pyramid_png, "action": action_board_png,
         "player": player_png, "start": start_png, "scores": scores_png}


def render(view, state, locale="en", **options):
    """The PNG (a list of them for "live") of a named view: render("action", state, "fr", pos=3),
    render("player", state, seat=1), render("start", state, seat=0)."""
    return PICTURES.render(VIEWS, view, state, locale, **options)


__all__ = ["VIEWS", "action_board_png", "board_png", "encode", "live_pngs", "look_png", "palette", "player_png",
           "pyramid_png", "render", "render_action_board", "render_board", "render_live", "render_player",
           "render_pyramid", "render_scores", "render_start", "scores_png", "start_png"]
