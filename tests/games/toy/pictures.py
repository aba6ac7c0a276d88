"""The toy game's picture: the pile, one grey dot a stone (drawn by name in the table's picture pool)."""
import io

from PIL import Image, ImageDraw


def board_png(state, locale="en"):
    image = Image.new("RGB", (20 * max(state.pile, 1) + 20, 40), (240, 230, 200))
    draw = ImageDraw.Draw(image)
    for i in range(state.pile):
        draw.ellipse((10 + 20 * i, 10, 28 + 20 * i, 28), fill=(120, 120, 120))
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()
