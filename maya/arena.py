"""The arena: bots play each other many times and the figures say how strong each one is.

Games come in sets of one deal played once per seat rotation, so every bot sits in every seat with
the same tiles; a shared win is split. Times are CPU time of the process (the machine is shared).
The playing and tallying are gamekit.arena's; `python -m maya arena --help`.
"""
import math

from gamekit.arena import Tally, play_all, seating, timed_play
from gamekit.arena import table as _table
from gamekit.arena import wilson  # noqa: F401  (wilson: for its callers)

from .bots import make_bot
from .game import Config, Game


def play_one(levels, deal_seed, rotation, samples=None, seconds=None, variant="", zones=None):
    """One game; entry i sits in seat (i + rotation) % n. Per entry: (score, win share, decision
    times, turn times)."""
    n = len(levels)
    seat_of, entry_at = seating(levels, rotation)
    bots = [make_bot(levels[entry_at[seat]], seed=f"{deal_seed}:{seat}", samples=samples, seconds=seconds)
            for seat in range(n)]
    names = [f"{levels[entry_at[seat]]} {entry_at[seat] + 1}" for seat in range(n)]
    game = Game(Config(n, names, zones=zones or [], variant=variant), deal_seed)
    decisions, turns = timed_play(game, bots)
    final = game.state.final
    out = []
    for i in range(n):
        row = final["players"][seat_of[i]]
        share = 1 / len(final["winners"]) if seat_of[i] in final["winners"] else 0.0
        out.append((row["score"], share, decisions[seat_of[i]], turns[seat_of[i]]))
    return out


def _job(args):
    return play_one(*args)


def run(levels, games, seed, jobs=1, samples=None, progress=None, seconds=None, variant="", zones=None):
    """Play `games` games (rounded up to whole rotations) and tally them per entry."""
    n = len(levels)
    sets = math.ceil(games / n)
    work = [(levels, seed * 1_000_003 + k, r, samples, seconds, variant, zones) for k in range(sets) for r in range(n)]
    return play_all(_job, work, [Tally(level) for level in levels], jobs, progress)


def table(tallies):
    return _table(tallies, points="mean pts", slowest=True)
