"""A histogram of the arena's scores: every player's final score, and the winner's, in bins of 5 VP
from any game's arena: `python -m <game> arena ... --scores scores.json`, then
`python -m images.arena_chart scores.json scores.png`."""
import argparse
import json
import sys

from PIL import Image, ImageDraw, ImageFont

BIN = 5
WIDTH, HEIGHT, MARGIN = 900, 420, 56
ALL_COLOUR, WIN_COLOUR, INK, GRID = (176, 186, 196), (196, 120, 40), (40, 40, 40), (228, 228, 228)


def _bins(values, lo):
    counts = {}
    for v in values:
        b = lo + BIN * int((v - lo) // BIN)
        counts[b] = counts.get(b, 0) + 1
    return counts


def save_score_chart(record, levels, path):
    """`record`: each game's scores (arena.run's record); `levels`: the entries, for the title."""
    scores = [v for game in record for v in game]
    winners = [max(game) for game in record]
    lo = BIN * int(min(scores) // BIN)
    hi = BIN * (int(max(scores) // BIN) + 1)
    every, won = _bins(scores, lo), _bins(winners, lo)
    top = max(every.values())
    image = Image.new("RGB", (WIDTH, HEIGHT), "white")
    pen = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=14)
    x0, y0, x1, y1 = MARGIN, MARGIN, WIDTH - 20, HEIGHT - MARGIN
    step = (x1 - x0) / max(1, (hi - lo) // BIN)
    for k in range(0, top + 1, max(1, top // 5)):
        y = y1 - (y1 - y0) * k / top
        pen.line((x0, y, x1, y), fill=GRID)
        pen.text((x0 - 8, y), str(k), fill=INK, font=font, anchor="rm")
    for b in range(lo, hi, BIN):
        i = (b - lo) // BIN
        left = x0 + i * step + 2
        for counts, colour, shrink in ((every, ALL_COLOUR, 0), (won, WIN_COLOUR, step * 0.25)):
            n = counts.get(b, 0)
            if n:
                pen.rectangle((left + shrink, y1 - (y1 - y0) * n / top, left + step - 4 - shrink, y1), fill=colour)
        pen.text((left + step / 2 - 2, y1 + 6), str(b), fill=INK, font=font, anchor="mt")
    pen.line((x0, y1, x1, y1), fill=INK)
    mean_win = sum(winners) / len(winners)
    title = (f"{', '.join(levels)}: {len(record)} games. Grey: every player's score; orange: the winner's "
             f"(mean {mean_win:.1f} VP). Bins of {BIN} VP.")
    pen.text((x0, 18), title, fill=INK, font=font)
    pen.text((x1, y1 + 26), "final score (VP)", fill=INK, font=font, anchor="rt")
    image.save(path)
    return path


def main(argv=None, out=print):
    parser = argparse.ArgumentParser(prog="python -m images.arena_chart", description=__doc__.split("\n")[0])
    parser.add_argument("scores", metavar="SCORES.json", help="the scores an arena saved with --scores")
    parser.add_argument("chart", metavar="CHART.png", help="the picture to write")
    args = parser.parse_args(argv)
    try:
        with open(args.scores, encoding="utf-8") as fh:
            saved = json.load(fh)
        save_score_chart(saved["scores"], saved["levels"], args.chart)
    except (OSError, ValueError, KeyError, TypeError) as err:
        out(f"cannot draw {args.scores}: {err}")
        return 2
    out(f"chart: {args.chart}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
