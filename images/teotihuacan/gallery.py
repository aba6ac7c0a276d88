"""`python -m images.teotihuacan.gallery OUT_DIR [--lang fr]`: every Teotihuacan picture of sample
states in every phase, as PNG files to look at.

The states (images/teotihuacan/samples.py): the secret choice of starting tiles, their draft, a
first turn at 3 players, mid-game at 4 players with every option (Seasons of Progress, the draft,
Dark Eclipse), Teotibot's solo game, Seasons at 3 players, an eclipse coming, the salary after an
eclipse, the end at 4 players (also with temple bonus tiles scored) and against Teotibot, long
accented names, and names in several scripts (Arabic, Hebrew, emoji). For each: the live board (3
pictures, 4 during the draft), and for some the whole board, the pyramid, every action board, the
player sheets, the secret starting tiles and the
scores. Prints each file's size and render time (CPU), then the medians.
"""
import statistics
import sys
import time

from images.commands import gallery_args

from . import encode, palette, render_action_board, render_board, render_live, render_player, render_pyramid, \
    render_scores, render_start
from . import samples
from teotihuacan import data as D


def jobs(states):
    """(file name, draw) of every picture of the gallery."""
    out = []
    for name, s in states:
        out.append((f"live-{name}", lambda s=s, lang=None: render_live(s, lang)))
        if s.phase == "setup" and s.dealt:
            out.append((f"start-{name}-seat1", lambda s=s, lang=None: render_start(s, 0, lang)))
        if s.is_over or name.startswith(("midgame", "solo", "salary")):
            out.append((f"scores-{name}", lambda s=s, lang=None: render_scores(s, lang)))
    rich = dict(states)["midgame-4p-every-option"]
    out.append(("board-midgame-4p-every-option", lambda lang=None: render_board(rich, lang)))
    out.append(("board-solo-teotibot", lambda lang=None: render_board(dict(states)["solo-teotibot"], lang)))
    out.append(("pyramid-final-4p", lambda lang=None: render_pyramid(dict(states)["final-4p"], lang)))
    out.append(("pyramid-midgame-4p", lambda lang=None: render_pyramid(rich, lang)))
    for pos in range(D.POSITIONS):
        out.append((f"action-{pos + 1}-midgame-4p", lambda pos=pos, lang=None: render_action_board(rich, pos, lang)))
    for seat in range(rich.n_players):
        out.append((f"player-{seat + 1}-midgame-4p", lambda seat=seat, lang=None: render_player(rich, seat, lang)))
    world = dict(states)["world-names-4p"]  # names in several scripts: each one's sheet, the scores
    for seat in range(world.n_players):
        out.append((f"player-{seat + 1}-world-names", lambda seat=seat, lang=None: render_player(world, seat, lang)))
    out.append(("scores-world-names-4p", lambda lang=None: render_scores(world, lang)))
    solo = dict(states)["solo-teotibot"]
    out.append(("player-2-solo-teotibot", lambda lang=None: render_player(solo, 1, lang)))
    return out


def main(argv=None):
    where = gallery_args(argv, "images.teotihuacan.gallery", __doc__)
    if where is None:
        return 2
    out, lang = where
    palette()  # built once per process, not part of a picture's time
    times = []
    count = 0
    for name, draw in jobs(samples.gallery_states()):
        start = time.process_time()
        pictures = draw(lang=lang)
        pictures = pictures if isinstance(pictures, list) else [pictures]
        data = [encode(p) for p in pictures]
        ms = (time.process_time() - start) * 1000
        times.append(ms)
        for i, (picture, png) in enumerate(zip(pictures, data, strict=True)):
            suffix = f"-{i + 1}" if len(pictures) > 1 else ""
            (out / f"{name}{suffix}.png").write_bytes(png)
            count += 1
            print(f"  {name}{suffix}.png  {picture.width}x{picture.height}  {len(png) / 1024:6.1f} KB")
        print(f"    {ms:6.1f} ms")
    print(f"{count} pictures in {len(times)} renders, median {statistics.median(times):.1f} ms of CPU a render")
    return 0


if __name__ == "__main__":
    sys.exit(main())
