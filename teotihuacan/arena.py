"""The arena: bots play each other many times and the figures say how strong each one is.

Games come in sets of one deal played once per seat rotation, so every bot sits in every seat
with the same tiles; ties are split. With one bot level, it plays against Teotibot (solo rules).
The playing and tallying are gamekit.arena's; `python -m teotihuacan arena --help`.
"""
import math

from gamekit.arena import Tally, play_all, seating, timed_play
from gamekit.arena import table as _table
from gamekit.arena import wilson  # noqa: F401  (wilson: for its callers)

from .bots import choose_secret, make_bot
from .game import Config, Game


def play_one(levels, deal_seed, rotation, budget, seconds=None):
    """One game; entry i sits in seat (i + rotation) % n. Returns per entry (score, win share,
    decision times, turn times); a single entry plays against Teotibot."""
    n = len(levels)
    seat_of, entry_at = seating(levels, rotation)
    bots = [make_bot(levels[entry_at[seat]], seed=f"{deal_seed}:{seat}", playouts=budget, seconds=seconds)
            for seat in range(n)]
    game = Game(Config(n, [f"{levels[entry_at[seat]]} {entry_at[seat] + 1}" for seat in range(n)]), deal_seed)
    while game.secret_phase():
        for seat in range(n):
            for action in choose_secret(game, seat, levels[entry_at[seat]], f"{deal_seed}:{seat}"):
                game.apply(action)
    decisions, turns = timed_play(game, bots)
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
    return play_all(_job, work, tallies, jobs, progress)


def table(tallies):
    return _table(tallies, name_width=12)
