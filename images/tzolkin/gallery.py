"""`python -m images.tzolkin.gallery OUT_DIR [--lang fr]`: render representative states as PNG files.

Renders the board of each sample state (start of a 2-, 3- and 4-player game, a crowded
mid-game, a food day, edge cases, the end), every player board and zoomed gear of the
crowded game, the final scoreboard, the phone pictures of a base and of expansion games, and
every picture naming the players of a game whose names are in several scripts;
then prints `N pictures, median render X ms` (render + encode, the colour palette and static
art already built).
"""
import statistics
import sys
import time

from images.commands import gallery_args
from tzolkin import data as D

from . import phone, render, samples
from .labels import speaking


def _spoken(lang, draw, state):
    """A phone picture (drawn by images.tzolkin.phone in the language being spoken)."""
    with speaking(lang):
        return draw(state)


def _timed(fn):
    start = time.perf_counter()
    data = render.encode(fn())
    return data, (time.perf_counter() - start) * 1000


def main(argv=None):
    where = gallery_args(argv, "images.tzolkin.gallery", __doc__)
    if where is None:
        return 2
    out, lang = where
    states = samples.gallery_states()
    render.palette()  # built once per process; not part of a picture's render time
    jobs = []
    for name, s in states:
        jobs.append((f"board-{name}", lambda s=s: render.render_board(s, lang)))
    crowded = dict(states)["crowded-4p"]
    for seat in range(crowded.n_players):
        jobs.append((f"player-{seat + 1}-crowded", lambda seat=seat: render.render_player(crowded, seat, lang)))
    for gear in D.GEARS:
        jobs.append((f"gear-{gear}-crowded", lambda gear=gear: render.render_gear(crowded, gear, lang)))
    five = dict(states)["expansion-5p"]
    for seat in (0, 4):
        jobs.append((f"player-{seat + 1}-expansion-5p", lambda seat=seat: render.render_player(five, seat, lang)))
    jobs.append(("scoreboard-expansion-final-5p",
                 lambda: render.render_scoreboard(dict(states)["expansion-final-5p"], lang)))
    final = dict(states)["final-4p"]
    jobs.append(("scoreboard-final-4p", lambda: render.render_scoreboard(final, lang)))
    rich = samples.final_rich()
    jobs.append(("scoreboard-final-monuments", lambda: render.render_scoreboard(rich, lang)))
    jobs.append(("player-1-final-monuments", lambda: render.render_player(rich, 0, lang)))
    world = dict(states)["world-names-4p"]  # names in several scripts: each one's board, the scores
    for seat in range(world.n_players):
        jobs.append((f"player-{seat + 1}-world-names", lambda seat=seat: render.render_player(world, seat, lang)))
    jobs.append(("scoreboard-world-names", lambda: render.render_scoreboard(world, lang)))
    for name in ("crowded-4p", "expansion-5p", "expansion-start-5p", "expansion-prophecies-3p", "world-names-4p"):
        for part, draw in (("players", phone.render_players), ("gears", phone.render_gears)):
            jobs.append((f"phone-{part}-{name}", lambda s=dict(states)[name], draw=draw: _spoken(lang, draw, s)))
    times, board_times, sizes = [], [], {}
    for name, fn in jobs:
        data, ms = _timed(fn)
        (out / f"{name}.png").write_bytes(data)
        times.append(ms)
        sizes[name] = len(data)
        if name.startswith("board-"):
            board_times.append(ms)
        print(f"  {name}.png  {len(data) / 1024:6.1f} KB  {ms:6.1f} ms")
    # the board as a game sees it: one picture per turn, consecutive states of one game
    turn_times = []
    for s in samples.turn_states(4, seed=21, count=40):
        _, ms = _timed(lambda: render.render_board(s, lang))  # noqa: B023  (called at once)
        turn_times.append(ms)
    biggest = max(v for k, v in sizes.items() if k.startswith("board-"))
    print(f"board: median {statistics.median(board_times):.1f} ms over the sample states, "
          f"median {statistics.median(turn_times):.1f} ms / max {max(turn_times):.1f} ms over 40 turns of a game; "
          f"largest board {biggest / 1024:.0f} KB")
    print(f"{len(jobs)} pictures, median render {statistics.median(times):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
