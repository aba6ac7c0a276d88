"""Fast pictures: a cached static base, plus cached patches for what moves.

A picture kind (the board) is a static base drawn once in RGB, and a list of dynamic
elements, each a rectangle of the picture, a hashable value read from the state, and a
function that draws that value. The patch for (element, value) is drawn once on a copy
of the base under its rectangle, reduced to the shared 256-colour palette, and cached.
A render copies the palette version of the base and pastes the patches: no drawing and
no colour reduction per turn, and the palette image encodes to PNG quickly and small.

Elements must not overlap (a later patch would hide an earlier one): an element covers its
rectangle, or only the disc inscribed in it when its shape is "disc" (worker cups, whose
squares overlap their neighbours' corners).
"""
from collections import OrderedDict
from functools import cache

from PIL import Image, ImageDraw

from .pen import Pen


class Element:
    __slots__ = ("key", "box", "value", "draw", "shape")

    def __init__(self, key, box, value, draw, shape="rect"):
        self.key, self.box, self.value, self.draw = key, tuple(int(v) for v in box), value, draw
        self.shape = shape

    def mask(self):
        """The binary mask of the pixels the element covers in its box (None: all of them)."""
        if self.shape == "rect":
            return None
        x0, y0, x1, y1 = self.box
        return disc_mask(x1 - x0, y1 - y0)


@cache
def disc_mask(w, h):
    m = Image.new("L", (w, h), 0)
    ImageDraw.Draw(m).ellipse((0, 0, w - 1, h - 1), fill=255)
    return m


class Composer:
    def __init__(self, base_rgb, palette, max_bytes=32 * 1024 * 1024):
        self.base_rgb = base_rgb
        self.palette = palette
        self.base_p = to_palette(base_rgb, palette)
        self.patches = OrderedDict()  # least recently used first
        self.bytes = 0
        self.max_bytes = max_bytes  # a palette patch costs one byte per pixel

    def patch(self, el):
        key = (el.key, el.value)
        p = self.patches.get(key)
        if p is None:
            x0, y0, _, _ = el.box
            crop = self.base_rgb.crop(el.box)
            el.draw(Pen(crop, x0, y0), el.value)
            p = to_palette(crop, self.palette)
            self.patches[key] = p
            self.bytes += p.width * p.height
            while self.bytes > self.max_bytes and len(self.patches) > 1:
                _, old = self.patches.popitem(last=False)
                self.bytes -= old.width * old.height
        else:
            self.patches.move_to_end(key)
        return p

    def render(self, elements):
        img = self.base_p.copy()
        for el in elements:
            if el.value is None:
                continue  # the base already shows this element empty
            img.paste(self.patch(el), el.box[:2], el.mask())
        return img

    def render_rgb(self, elements):
        """The same picture drawn in full colour without any cache (reference, palette sample)."""
        img = self.base_rgb.copy()
        for el in elements:
            if el.value is not None:
                # draw through a crop so that drawing is clipped to the element, as in patches
                x0, y0, _, _ = el.box
                crop = img.crop(el.box)
                el.draw(Pen(crop, x0, y0), el.value)
                img.paste(crop, el.box[:2], el.mask())
        return img


def to_palette(img, palette):
    """RGB -> P with the shared palette, no dithering (flat colours stay flat)."""
    return img.convert("RGB").quantize(palette=palette, dither=Image.Dither.NONE)


def make_palette(samples, colours=256):
    """A palette image from sample pictures (stacked vertically)."""
    width = max(s.width for s in samples)
    height = sum(s.height for s in samples)
    sheet = Image.new("RGB", (width, height))
    y = 0
    for s in samples:
        sheet.paste(s.convert("RGB"), (0, y))
        y += s.height
    return sheet.quantize(colors=colours, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
