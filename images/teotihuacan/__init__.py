"""Pictures of a Teotihuacan game (Pillow): pure functions `state, locale -> PNG bytes`.

Named views, as the table asks for them (`render(view, state, locale, **options)`):

- "live": the live board for phones, three pictures 600 px wide (the action boards in play order,
  the tracks and the calendar, the players), every text 32 px or more;
- "board": the whole board in one picture, 1200 px wide (`/teotihuacan board`);
- "pyramid": the pyramid and its decorations, with the tiles on offer;
- "action": one action board (`pos` 0-7, clockwise from the Palace) with its main action spelt out;
- "player": one player's sheet (`seat`);
- "start": what one seat alone sees while everyone keeps 2 starting tiles (`seat`; private);
- "scores": the final scores with where the points came from (before the end: as if it ended now).

Every view but the whole board is 600 px wide with text of 32 px or more, its words in the locale
(en, fr, it). The same state gives the same bytes.
"""
import io
import threading

from images.compose import make_palette, to_palette
from teotihuacan import data as D
from images.labels import speaking

from . import board, live, pyramid, views

PNG_LEVEL = 3  # zlib level: 3 writes a live picture in a few ms; 9 saves little for ten times as long
_palette = None
_palette_lock = threading.Lock()


def _draw(fn, state, locale, *args):
    with speaking(locale):
        return fn(state, *args)


def render_live(state, locale="en"):
    return _draw(live.render_live, state, locale)


def render_board(state, locale="en"):
    return _draw(board.render_whole, state, locale)


def render_pyramid(state, locale="en"):
    return _draw(pyramid.render_pyramid, state, locale)


def render_action_board(state, pos, locale="en"):
    return _draw(views.render_action_board, state, locale, pos)


def render_player(state, seat, locale="en"):
    return _draw(views.render_player, state, locale, seat)


def render_start(state, seat, locale="en"):
    return _draw(views.render_start, state, locale, seat)


def render_scores(state, locale="en"):
    return _draw(views.render_scores, state, locale)


def live_pngs(state, locale="en"):
    """The live board: [action boards, tracks, players], each readable on a phone."""
    return [encode(img) for img in render_live(state, locale)]


def board_png(state, locale="en"):
    return encode(render_board(state, locale))


def pyramid_png(state, locale="en"):
    return encode(render_pyramid(state, locale))


def action_board_png(state, pos, locale="en"):
    return encode(render_action_board(state, pos, locale))


def player_png(state, seat, locale="en"):
    return encode(render_player(state, seat, locale))


def start_png(state, seat, locale="en"):
    return encode(render_start(state, seat, locale))


def scores_png(state, locale="en"):
    return encode(render_scores(state, locale))


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
    if view not in VIEWS:
        raise ValueError(f"no Teotihuacan picture called {view!r}: {', '.join(VIEWS)}")
    return VIEWS[view](state, **options, locale=locale)


def palette():
    """The 256 colours of every Teotihuacan picture, taken once per process from sample drawings."""
    global _palette
    with _palette_lock:
        if _palette is None:
            from . import samples
            s = samples.every_option()
            with speaking("en"):
                sheets = live.render_live(s) + [pyramid.render_pyramid(s), views.render_scores(samples.final(seed=8)),
                                                views.render_action_board(s, 4), views.render_start(samples.start(), 0)]
            _palette = make_palette(sheets)
    return _palette


def encode(image):
    """PNG bytes of a picture, in the shared 256 colours (quick to write, small to send)."""
    out = io.BytesIO()
    to_palette(image, palette()).save(out, "PNG", compress_level=PNG_LEVEL)
    return out.getvalue()


__all__ = ["VIEWS", "action_board_png", "board_png", "encode", "live_pngs", "look_png", "palette", "player_png", "pyramid_png",
           "render", "render_action_board", "render_board", "render_live", "render_player", "render_pyramid",
           "render_scores", "render_start", "scores_png", "start_png"]
