"""Public entry points: pictures of a `tzolkin.State`, and their encoding in the game's palette.

Every function here is a pure function of the state: the same state gives the same
picture, and the same picture gives the same bytes.
"""
from PIL import Image

from .. import render as shared
from ..compose import make_palette
from . import board, views
from .labels import speaking

_LOCK = shared.LOCK  # one picture at a time, whatever the game (images.render)
_locked = shared.locked


_palette = None


def palette():
    """The 256 colours of every picture, taken once per process from sample drawings:
    the static board, a busy made-up state on the board, a player board and a gear view,
    every building and monument tile (each sheet at half resolution, exact colours kept)."""
    global _palette
    if _palette is None:
        with _LOCK:
            if _palette is None:
                _palette = _make_palette()
    return _palette


def _make_palette():
    from . import samples
    s = samples.palette_state()
    sheets = [board.static_base(True), board.render_rgb(s), views.render_player(s, 1), views.render_gear(s, "chichen"),
              views.tiles_sheet(s)]
    halves = [im.resize((im.width // 2, im.height // 2), Image.Resampling.NEAREST) for im in sheets]
    return make_palette(halves)


@_locked
def warm_up():
    """Build the palette, the static art and the fonts now (about a second) rather than
    during the first picture asked for."""
    board.composer(palette())
    return palette()


@_locked
def render_board(state, locale="en"):
    """The whole board (palette image, 1000 px wide), its words in `locale` (each language has
    its own cache of static art and patches; the Tribes & Prophecies board has its own too)."""
    with speaking(locale) as lang:
        return board.composer(palette(), lang, board.extended(state)).render(board.elements(state))


@_locked
def render_player(state, seat, locale="en"):
    """One player's board: materials, workers, temples, technology, buildings, monuments."""
    if not 0 <= seat < state.n_players:
        raise ValueError(f"no seat {seat} in a {state.n_players}-player game")
    with speaking(locale):
        return views.render_player(state, seat)


@_locked
def render_gear(state, gear_key, locale="en"):
    """One gear (a key of tzolkin.data.GEARS) zoomed, its actions spelt out, with its neighbours."""
    with speaking(locale):
        return views.render_gear(state, gear_key)


@_locked
def render_scoreboard(state, locale="en"):
    """Final scores with every player's breakdown (a projection if the game is not over)."""
    with speaking(locale):
        return views.render_scoreboard(state)


def encode(image, fmt="PNG"):
    """Bytes of a picture in Tzolk'in's 256 colours (images.render.encode)."""
    return shared.encode(image, palette() if image.mode != "P" else None, fmt)


def save_turn_picture(state, path, locale="en"):
    """Write the board as a PNG file (python -m images.tzolkin.replay)."""
    data = encode(render_board(state, locale))
    with open(path, "wb") as fh:
        fh.write(data)
    return path
