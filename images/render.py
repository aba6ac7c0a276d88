"""What every game's pictures share: one picture drawn at a time, and the encoding of a picture.

Pictures are drawn in worker threads or processes (images.pool); the caches, the FreeType faces
and the language being drawn (images.labels) are shared, so one picture is drawn at a time in a
process (a picture takes milliseconds). Encoding runs unlocked.
"""
import io
import threading
from functools import wraps

from .compose import to_palette

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
