"""What every game's pictures share: one picture drawn at a time, and the encoding of a picture.

Pictures are drawn in worker threads or processes (images.pool); the caches, the FreeType faces
and the language being drawn (images.labels) are shared, so one picture is drawn at a time in a
process (a picture takes milliseconds). Encoding runs unlocked.

`GamePictures` is a game's pictures package as the table calls it: its views drawn in a locale,
and encoded in the game's own 256 colours.
"""
import inspect
import io
import threading
from functools import wraps

from .compose import make_palette, to_palette
from .labels import speaking

# zlib level of the PNG files: 3 encodes the board in about 11 ms at ~140 KB; 6 takes twice
# as long for 15% less, 9 ten times as long for 20% less.
PNG_LEVEL = 3

LOCK = threading.RLock()


def locked(fn):
    """Draw under the shared lock."""
    @wraps(fn)
    def run(*args, **kwargs):
        with LOCK:
            return fn(*args, **kwargs)
    return run


def encode(image, palette=None, fmt="PNG"):
    """Bytes of a picture: optimised PNG (256 colours, the default, fastest to make) or
    lossless WebP of the same 256 colours (smaller, slower to encode). `palette` is the game's
    256 colours (a picture already in palette mode keeps its own)."""
    out = io.BytesIO()
    fmt = fmt.upper()
    if fmt not in ("PNG", "WEBP"):
        raise ValueError(f"unknown picture format {fmt!r}")
    if image.mode != "P":
        image = to_palette(image, palette) if palette is not None else image.convert("P", palette=1, colors=256)
    if fmt == "PNG":
        image.save(out, "PNG", compress_level=PNG_LEVEL)
    else:
        image.convert("RGB").save(out, "WEBP", lossless=True, quality=50, method=1)
    return out.getvalue()


class GamePictures:
    """One game's pictures: each view (a function of a state and the view's own arguments, a seat or
    a zone) drawn in a locale, one picture at a time, and encoded as PNG in the game's 256 colours,
    taken once per process from sample drawings in English (the same state gives the same bytes)."""

    def __init__(self, title, palette_sheets):
        self.title = title  # in the error of an unknown view
        self._palette_sheets = palette_sheets  # () -> [Image]: samples holding every colour of the game
        self._palette = None

    def palette(self):
        if self._palette is None:  # once made, read without a lock: encoding never waits for a drawing
            with LOCK:  # the samples are drawn once, whichever thread asks first
                if self._palette is None:
                    with speaking("en"):
                        self._palette = make_palette(self._palette_sheets())
        return self._palette

    def encode(self, image):
        """PNG bytes of a picture, in the game's 256 colours (quick to write, small to send)."""
        out = io.BytesIO()
        to_palette(image, self.palette()).save(out, "PNG", compress_level=PNG_LEVEL)
        return out.getvalue()

    def drawing(self, view):
        """`view(state, *its_arguments)` as `(state, *its_arguments, locale="en") -> Image`, the
        locale given by place after the view's own arguments or by name."""
        arguments = len(inspect.signature(view).parameters) - 1

        @wraps(view)
        def draw(state, *args, locale="en", **named):
            if len(args) + len(named) > arguments:
                *args, locale = args
            with LOCK, speaking(locale):
                return view(state, *args, **named)
        return draw

    def png(self, draw):
        """A drawing (see `drawing`) as a function giving its PNG bytes, with the same arguments."""
        @wraps(draw)
        def png(*args, **kwargs):
            return self.encode(draw(*args, **kwargs))
        return png

    def render(self, views, view, state, locale="en", **options):
        """The PNG of the view called `view` in `views` (name -> png function), with its options."""
        if view not in views:
            raise ValueError(f"no {self.title} picture called {view!r}: {', '.join(views)}")
        return views[view](state, **options, locale=locale)
