"""The arena: bots play each other many times and the figures say how strong each one is.

Games come in sets of one deal played once per seat rotation, so every bot sits in every seat with
the same tiles; a shared win is split. Times are CPU time of the process (the machine is shared).
`python -m maya arena --help`.
"""
import math
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from gamekit.arena import wilson  # noqa: F401  (wilson: for its callers)
from gamekit.arena import table as _table

from .bots import make_bot
from .game import Config, Game


@dataclass
class Tally:
    level: str
    games: int = 0
    wins: float = 0.0
    points: float = 0.0
    decision_times: list = field(default_factory=list)
    turn_times: list = field(default_factory=list)


def play_one(levels, deal_seed, rotation, samples=None, seconds=None, variant="", zones=None):
    """One game; entry i sits in seat (i + rotation) % n. Per entry: (score, win share, decision
    times, turn times)."""
    n = len(levels)
    seat_of = [(i + rotation) % n for i in range(n)]
    entry_at = {seat: i for i, seat in enumerate(seat_of)}
    bots = [make_bot(levels[entry_at[seat]], seed=f"{deal_seed}:{seat}", samples=samples, seconds=seconds)
            for seat in range(n)]
    names = [f"{levels[entry_at[seat]]} {entry_at[seat] + 1}" for seat in range(n)]
    game = Game(Config(n, names, zones=zones or [], variant=variant), deal_seed)
    decisions = [[] for _ in range(n)]
    turns = [[] for _ in range(n)]
    clock = [0.0] * n
    while not game.is_over:
        seat, turn_no = game.current_player, game.state.turn_no
        start = time.process_time()
        game.apply(bots[seat].choose(game))
        spent = time.process_time() - start
        decisions[seat].append(spent)
        clock[seat] += spent
        if game.state.turn_no != turn_no or game.is_over:
            turns[seat].append(clock[seat])
            clock[seat] = 0.0
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
    tallies = [Tally(level) for level in levels]
    if jobs > 1:
        pool = ProcessPoolExecutor(jobs)
        results = pool.map(_job, work, chunksize=1)
    else:
        pool, results = None, map(_job, work)
    for done, result in enumerate(results, 1):
        for tally, (score, share, decisions, turns) in zip(tallies, result):
            tally.games += 1
            tally.wins += share
            tally.points += score
            tally.decision_times += decisions
            tally.turn_times += turns
        if progress:
            progress(done, len(work))
    if pool:
        pool.shutdown()
    return tallies


def table(tallies):
    return _table(tallies, points="mean pts", slowest=True)
