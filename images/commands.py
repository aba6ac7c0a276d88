"""The command-line parts every game's pictures share: a gallery's arguments, a record's board turn
after turn (`python -m images.<game>.replay`), and the timing of the live board over whole games
(`python -m images.<game>.bench`). Each game keeps its own pictures and words."""
import argparse
import random
import statistics
import time
from pathlib import Path

import i18n


def gallery_args(argv, prog, doc=""):
    """(OUT_DIR as a Path, made if missing, and the language) of `python -m prog OUT_DIR [--lang LANG]`
    (`doc`: the command's docstring, whose first line --help shows), or None once wrong arguments
    have been answered with the usage on standard error (no folder made then). --help prints the
    usage and ends the process with status 0."""
    parser = argparse.ArgumentParser(prog=f"python -m {prog}", description=doc.split("\n")[0])
    parser.add_argument("out", metavar="OUT_DIR", type=Path, help="where the pictures go (made if missing)")
    parser.add_argument("--lang", choices=i18n.LOCALES, default="en", help="language of the pictures")
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        if stop.code == 0:  # --help
            raise
        return None
    args.out.mkdir(parents=True, exist_ok=True)
    return args.out, args.lang


def replay_main(argv, out, doc, game, terminal, read_record, save_record_pictures, picture_saver):
    """`python -m images.<game>.replay FILE DIR | play DIR [--lang LANG] [play options]`: a record's
    pictures (`save_record_pictures(record, dir, lang)` says how many), or a terminal game of
    `terminal` (the game's `python -m <game>` main) with `picture_saver(dir, lang)` as each turn
    starts. A file that is not a record that replays is one line of JSON (`read_record`), nothing drawn."""
    parser = argparse.ArgumentParser(prog=f"python -m images.{game}.replay", description=doc.split("\n")[0],
                                     epilog=f"play: any other option goes to `python -m {game} play`")
    parser.add_argument("source", metavar="FILE|play", help="a game record (JSON), or 'play' for a terminal game")
    parser.add_argument("directory", metavar="DIR", help="where the pictures go")
    parser.add_argument("--lang", choices=i18n.LOCALES, default="en", help="language of the pictures (and game)")
    args, rest = parser.parse_known_args(argv)
    if args.source == "play":
        return terminal(["play", "--lang", args.lang, *rest], on_turn=picture_saver(args.directory, args.lang))
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    record, game_or_status = read_record(args.source, out)
    if record is None:
        return game_or_status  # what is wrong was printed; nothing is drawn
    out(f"{save_record_pictures(record, args.directory, args.lang)} pictures in {args.directory}")
    return 0


def bench_games(argv, default=3, prog="images.<game>.bench", doc=""):
    """How many games a bench plays: `python -m prog [GAMES]` (`doc`: its docstring, for --help)."""
    parser = argparse.ArgumentParser(prog=f"python -m {prog}", description=doc.split("\n")[0])
    parser.add_argument("games", metavar="GAMES", type=int, nargs="?", default=default,
                        help=f"how many games to play (default {default})")
    return parser.parse_args(argv).games


def ms_of(work, clock=time.process_time):
    """The milliseconds of `clock` that `work()` takes (a warm-up, drawn once per process)."""
    start = clock()
    work()
    return (clock() - start) * 1000


def turn_boards(games, new_game, draw, clock=time.process_time):
    """Seeded random games (`new_game(seed)`, seeds 0, 1...) with `draw(state)` (PNG bytes) as each turn
    starts, as the table does. (milliseconds of `clock`, bytes) of each picture, in order."""
    out = []
    for seed in range(games):
        game = new_game(seed)
        rng = random.Random(seed)
        last = None
        while not game.is_over:
            if game.state.turn_no != last:
                last = game.state.turn_no
                start = clock()
                data = draw(game.state)
                out.append(((clock() - start) * 1000, len(data)))
            game.apply(rng.choice(game.legal_actions()))
    return out


def board_figures(games, new_game, draw, clock=time.process_time):
    """The figures of `turn_boards`: the first (cold) picture's milliseconds, then how many others and
    their median, 95th percentile and maximum, and the largest file in KB."""
    boards = turn_boards(games, new_game, draw, clock)
    times = [ms for ms, _ in boards[1:]]
    median, p95, most = spread(times)
    return {"first": boards[0][0], "count": len(times), "median": median, "p95": p95, "max": most,
            "largest_kb": max(size for _, size in boards) / 1024}


def spread(times):
    """(median, 95th percentile, maximum) of some timings."""
    ordered = sorted(times)
    return statistics.median(ordered), ordered[int(0.95 * (len(ordered) - 1))], ordered[-1]
