"""Measures what each tribe brings a `normal` player beyond the judgement of the starting
position (policy.TRIBE_EDGE): `python -m tzolkin.bots.tribes --games 400 --jobs 2`.

Four `normal` bots play games with every module; each keeps one of its two dealt tribes at
random. Per tribe: the mean final-score advantage over the table's mean, the mean advantage
the judgement saw at the start (best starting wealth with the tribe), and their difference.
"""
import argparse
import random
import statistics
from concurrent.futures import ProcessPoolExecutor

from .. import data as D
from ..game import Config, Game
from . import policy
from .policy import HeuristicBot


def judged(s, seat, tribe):
    """The judgement of the start with `tribe`, without any measured edge."""
    return policy.tribe_value(s, seat, tribe) - policy.TRIBE_EDGE[tribe]


def play(seed, players=4):
    """[(tribe, final advantage, judged advantage)] of one game."""
    game = Game(Config(players, modules=list(D.MODULES)), seed)
    rng = random.Random(seed)
    bots = [HeuristicBot(f"{seed}:{seat}") for seat in range(players)]
    start = game.state.copy()
    while not game.is_over:
        if game.state.stack[-1]["k"] == "tribe":
            game.apply(rng.choice(game.legal_actions()))
        else:
            game.apply(bots[game.current_player].choose(game))
    tribes = [pl.tribe for pl in game.state.players]
    seen = [judged(start, seat, tribes[seat]) for seat in range(players)]
    scores = [row["total_quarters"] / 4 for row in game.state.final["players"]]
    mean_score, mean_seen = statistics.fmean(scores), statistics.fmean(seen)
    return [(tribes[seat], scores[seat] - mean_score, seen[seat] - mean_seen) for seat in range(players)]


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tzolkin.bots.tribes", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    seeds = range(args.seed * 1_000_003, args.seed * 1_000_003 + args.games)
    results = ProcessPoolExecutor(args.jobs).map(play, seeds, chunksize=4) if args.jobs > 1 else map(play, seeds)
    rows = {t: [] for t in D.TRIBE_KEYS}
    for game in results:
        for tribe, score, seen in game:
            rows[tribe].append((score, seen))
    print(f"{'tribe':<15} {'n':>4} {'advantage':>9} {'judged':>7} {'edge':>6} {'± (95 %)':>8}")
    for tribe, got in rows.items():
        if not got:
            continue
        adv = statistics.fmean(a for a, _ in got)
        seen = statistics.fmean(j for _, j in got)
        half = 1.96 * statistics.stdev(a - j for a, j in got) / len(got) ** 0.5 if len(got) > 1 else 0.0
        print(f"{tribe:<15} {len(got):>4} {adv:>9.2f} {seen:>7.2f} {adv - seen:>6.2f} {half:>8.2f}")


if __name__ == "__main__":
    main()
