"""`python -m images.maya.gallery OUT_DIR [--lang fr]`: every Maya view of the sample states as PNG files
(the live board of each, every zone and rack of a 4-player game, the scores, and the racks and scores of
players named in several scripts), to look at."""
import sys

from images.commands import gallery_args
from maya import rules

from . import board_png, rack_png, scores_png, zone_png
from .samples import gallery_states


def pictures(lang):
    """(file name, PNG bytes) of every picture of the gallery."""
    states = dict(gallery_states())
    for name, s in states.items():
        yield f"board-{name}.png", board_png(s, lang)
    mid = states["mid-4p"]
    for zone in rules.area(mid.zones).zones:
        yield f"zone-{zone}.png", zone_png(mid, zone, lang)
    for seat in range(mid.n_players):
        yield f"rack-{seat + 1}.png", rack_png(mid, seat, lang)
    yield "scores-mid-4p.png", scores_png(mid, lang)
    yield "scores-final-4p.png", scores_png(states["final-4p"], lang)
    yield "scores-final-2p.png", scores_png(states["final-2p"], lang)
    world = states["world-names-4p"]  # names in several scripts: each one's rack, the scores
    for seat in range(world.n_players):
        yield f"rack-{seat + 1}-world-names.png", rack_png(world, seat, lang)
    yield "scores-world-names-4p.png", scores_png(world, lang)


def main(argv=None):
    where = gallery_args(argv, "images.maya.gallery", __doc__)
    if where is None:
        return 2
    out, lang = where
    count = 0
    for name, data in pictures(lang):
        (out / name).write_bytes(data)
        count += 1
    print(f"{count} pictures in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
