"""Pictures of a Maya game (Pillow): pure functions of a state and a locale -> PNG bytes.

Named views, as the table asks for them: "board" (the live board for phones), "zone" (one zone,
bigger, every empty space named), "rack" (one seat's rack: private), "scores" (final scores, or the
standing so far). Every picture is 600 px wide with text of at least 32 px, its labels in the locale
(en, fr, it). `render(view, state, locale, **options)` gives the PNG of a view by name.
"""
import io
import threading

from images.compose import make_palette, to_palette
from images.labels import speaking
from images.render import LOCK as _LOCK  # pictures share the language of the labels being drawn: one at a time

from . import labels  # noqa: F401  (registers the labels)
from . import views

PNG_LEVEL = 3
_palette = None
_palette_lock = threading.Lock()


def _draw(fn, state, locale, *args):
    with _LOCK, speaking(locale):
        return fn(state, *args)


def render_board(state, locale="en"):
    return _draw(views.render_board, state, locale)


def render_zone(state, zone, locale="en"):
    return _draw(views.render_zone, state, locale, zone)


def render_rack(state, seat, locale="en"):
    return _draw(views.render_rack, state, locale, seat)


def render_scores(state, locale="en"):
    return _draw(views.render_scores, state, locale)


def board_png(state, locale="en"):
    return encode(render_board(state, locale))


def zone_png(state, zone, locale="en"):
    return encode(render_zone(state, zone, locale))


def zone_or_board_png(state, zone, locale="en"):
    """One zone bigger; the whole play area when that zone is off the board (2 and 3 players)."""
    from maya.rules import area
    return zone_png(state, zone, locale) if zone in area(state.zones).zones else board_png(state, locale)


def rack_png(state, seat, locale="en"):
    return encode(render_rack(state, seat, locale))


def scores_png(state, locale="en"):
    return encode(render_scores(state, locale))


VIEWS = {"board": board_png, "zone": zone_png, "rack": rack_png, "scores": scores_png}


def render(view, state, locale="en", **options):
    """The PNG of a named view: render("zone", state, "fr", zone="blue"), render("rack", state, seat=2)."""
    if view not in VIEWS:
        raise ValueError(f"no Maya picture called {view!r}: {', '.join(VIEWS)}")
    return VIEWS[view](state, **options, locale=locale)


def palette():
    """The 256 colours of every Maya picture, taken once per process from sample drawings."""
    global _palette
    with _palette_lock:
        if _palette is None:
            from . import samples
            s = samples.midgame(4)
            sheets = [render_board(s), render_scores(s), render_rack(s, 0), views.palette_sheet(s)]
            _palette = make_palette(sheets)
    return _palette


def encode(image):
    """PNG bytes of a picture, in the shared 256 colours (fast to write, small to send)."""
    out = io.BytesIO()
    to_palette(image, palette()).save(out, "PNG", compress_level=PNG_LEVEL)
    return out.getvalue()


__all__ = ["VIEWS", "board_png", "encode", "rack_png", "render", "render_board", "render_rack", "render_scores",
           "render_zone", "scores_png", "zone_or_board_png", "zone_png"]
