"""The arena: bots play each other many times and the figures say how strong each one is.

Games come in sets of one deal played once per seat rotation, so every bot sits in every seat
with the same tiles; ties are split. With one bot level, it plays against Teotibot (solo rules).
`python -m teotihuacan arena --help`.
"""
import math
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from gamekit.arena import wilson  # noqa: F401  (wilson: for its callers)
from gamekit.arena import table as _table

from .bots import choose_secret, make_bot
from .game import Config, Game


@dataclass
class Tally:
    level: str
    games: int = 0
    wins: float = 0.0
    points: float = 0.0
    decision_times: list = field(default_factory=list)
    turn_times: list = field(default_factory=list)


def play_one(levels, deal_seed, rotation, budget, seconds=None):
    """One game; entry i sits in seat (i + rotation) % n. Returns per entry (score, win share,
    decision times, turn times); a single entry plays against Teotibot."""
    n = len(levels)
    seat_of = [(i + rotation) % n for i in range(n)]
    entry_at = {seat: i for i, seat in enumerate(seat_of)}
    bots = [make_bot(levels[entry_at[seat]], seed=f"{deal_seed}:{seat}", playouts=budget, seconds=seconds)
            for seat in range(n)]
    game = Game(Config(n, [f"{levels[entry_at[seat]]} {entry_at[seat] + 1}" for seat in range(n)]), deal_seed)
    while game.secret_phase():
        for seat in range(n):
            for action in choose_secret(game, seat, levels[entry_at[seat]], f"{deal_seed}:{seat}"):
                game.apply(action)
    decisions = [[] for _ in range(n)]
    turns = [[] for _ in range(n)]
    turn_clock = [0.0] * n
    while not game.is_over:
        seat, turn_no = game.current_player, game.state.turn_no
        start = time.process_time()
        game.apply(bots[seat].choose(game))
        spent = time.process_time() - start
        decisions[seat].append(spent)
        turn_clock[seat] += spent
        if game.state.turn_no != turn_no or game.is_over:
            turns[seat].append(turn_clock[seat])
            turn_clock[seat] = 0.0
    final = game.state.final
    winners = final["winners"]
    out = []
    for i in range(n):
        seat = seat_of[i]
        row = final["players"][seat]
        share = 1 / len(winners) if seat in winners else 0.0
        out.append((row["total"], share, decisions[seat], turns[seat]))
    if n == 1:
        bot_row = final["players"][1]
        out.append((bot_row["total"], 1.0 if 1 in winners else 0.0, [], []))
    return out


def _job(args):
    return play_one(*args)


def run(levels, games, seed, jobs=1, budget=None, progress=None, seconds=None):
    """Play `games` games (rounded up to whole rotations) and tally them per entry (plus Teotibot)."""
    n = len(levels)
    sets = math.ceil(games / n)
    work = [(levels, seed * 1_000_003 + k, r, budget, seconds) for k in range(sets) for r in range(n)]
    tallies = [Tally(level) for level in levels] + ([Tally("teotibot")] if n == 1 else [])
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:  # shut down before the interpreter exits
            _tally(tallies, pool.map(_job, work, chunksize=1), len(work), progress)
    else:
        _tally(tallies, map(_job, work), len(work), progress)
    return tallies


def _tally(tallies, results, total, progress):
    for done, result in enumerate(results, 1):
        for tally, (score, share, decisions, turns) in zip(tallies, result):
            tally.games += 1
            tally.wins += share
            tally.points += score
            tally.decision_times += decisions
            tally.turn_times += turns
        if progress:
            progress(done, total)


def table(tallies):
    return _table(tallies, name_width=12)
