"""Pictures of a Maya game (Pillow): pure functions of a state and a locale -> PNG bytes.

Named views, as the table asks for them: "board" (the live board for phones), "zone" (one zone,
bigger, every empty space named), "rack" (one seat's rack: private), "scores" (final scores, or the
standing so far). Every picture is 600 px wide with text of at least 32 px, its labels in the locale
(en, fr, it). `render(view, state, locale, **options)` gives the PNG of a view by name.
"""
from images.render import GamePictures

from . import labels  # noqa: F401  (registers the labels)
from . import views


def _palette_sheets():
    from . import samples
    s = samples.midgame(4)
    return [views.render_board(s), views.render_scores(s), views.render_rack(s, 0), views.palette_sheet(s)]


PICTURES = GamePictures("Maya", _palette_sheets)
palette, encode = PICTURES.palette, PICTURES.encode

render_board = PICTURES.drawing(views.render_board)
render_zone = PICTURES.drawing(views.render_zone)  # (state, zone, locale)
render_rack = PICTURES.drawing(views.render_rack)  # (state, seat, locale)
render_scores = PICTURES.drawing(views.render_scores)

board_png = PICTURES.png(render_board)
zone_png = PICTURES.png(render_zone)
rack_png = PICTURES.png(render_rack)
scores_png = PICTURES.png(render_scores)


def zone_or_board_png(state, zone, locale="en"):
    """One zone bigger; the whole play area when that zone is off the board (2 and 3 players)."""
    from maya.rules import area
    return zone_png(state, zone, locale) if zone in area(state.zones).zones else board_png(state, locale)


VIEWS = {"board": board_png, "zone": zone_png, "rack": rack_png, "scores": scores_png}


def render(view, state, locale="en", **options):
    """The PNG of a named view: render("zone", state, "fr", zone="blue"), render("rack", state, seat=2)."""
    return PICTURES.render(VIEWS, view, state, locale, **options)


__all__ = ["VIEWS", "board_png", "encode", "rack_png", "render", "render_board", "render_rack", "render_scores",
           "render_zone", "scores_png", "zone_or_board_png", "zone_png"]
