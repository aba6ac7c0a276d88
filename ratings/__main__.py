"""`python -m ratings rebuild DB`: record any finished game still without a result, then
recompute every rating from the stored results. `python -m ratings show DB [--guild ID]`
prints the tables."""
import argparse
import asyncio
import sys

from storage import open_storage
from ratings.results import ResultStore

from .model import Rating, ranked
from .record import record_pending


async def rebuild(path, out=print):
    storage = await open_storage(path)
    try:
        results = ResultStore(storage)
        new = await record_pending(storage, results)
        rated = await results.rebuild()
        out(f"{len(new)} new result(s) recorded; {rated} rated game(s) replayed.")
    finally:
        await storage.close()
    return 0


async def show(path, guild=None, out=print):
    storage = await open_storage(path)
    try:
        table = await ResultStore(storage).all_ratings()
    finally:
        await storage.close()
    boards = sorted({(g, kind) for g, kind, _ in table if guild is None or g == guild})
    for g, kind in boards:
        out(f"server {g}, {kind}")
        mine = {p: r for (gg, kk, p), r in table.items() if (gg, kk) == (g, kind)}
        for rank, (player, r) in enumerate(ranked({p: Rating(*v) for p, v in mine.items()}), 1):
            out(f"{rank:>4}. {player:<28} {r.mu:6.2f} ± {r.sigma:5.2f}  ordinal {r.ordinal:6.2f}"
                f"  games {r.games:>4}  wins {r.wins:>4}")
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m ratings", description="results and ratings of every game")
    sub = parser.add_subparsers(dest="command", required=True)
    rb = sub.add_parser("rebuild", help="record missing results and recompute every rating")
    rb.add_argument("database")
    sh = sub.add_parser("show", help="print the ratings of every server (or one), game by game")
    sh.add_argument("database")
    sh.add_argument("--guild", type=int)
    args = parser.parse_args(argv)
    if args.command == "rebuild":
        return asyncio.run(rebuild(args.database))
    return asyncio.run(show(args.database, args.guild))


if __name__ == "__main__":
    sys.exit(main())
