"""Command line: `python -m tzolkin play | replay FILE | selfplay | arena | train`.

Pictures of a game are drawn by the pictures' own command, `python -m images.tzolkin.replay`: the
engine's terminal knows nothing of them (`cmd_play` takes an `on_turn` hook instead).
"""
import argparse
import json
import random
import sys
import time

import i18n
from gamekit import terminal
from gamekit.arena import progress_line

from . import invariants
from .bots import LEVELS, live_seconds, play_turn
from .describe import decision_text, describe, reason_text, tr
from .errors import IllegalAction, TzolkinError
from . import data as D
from .game import Config, Game
from .rules import module_list
from .text import board_text, final_text


MODULES_HELP = "Tribes & Prophecies modules, comma-separated: tribes, prophecies, quick, buildings, or all"
# What is wrong with `--bots` (gamekit.terminal.LevelError's key), in the game's words.
LEVEL_ERRORS = {"level": "term.err.level", "levels": "term.err.levels"}


class ArgumentError(ValueError):
    """A command-line argument that cannot be used: a catalog key and its values, worded in the
    game's language (`text(locale)`)."""

    def __init__(self, key, **values):
        super().__init__(tr(key, "en", **values))
        self.key, self.values = key, values

    def text(self, locale="en"):
        return tr(self.key, locale, **self.values)


class Screen(terminal.Screen):
    """A Tzolk'in game in the terminal: the board before each decision, `b` to show it again."""

    def board(self, game, seat, new_turn):
        return ["", board_text(game.state, self.lang)]

    def question(self, game, seat):
        s = game.state
        colour = tr(f"colour.{s.players[seat].colour}", self.lang)
        return "\n" + tr("term.asks", self.lang, name=s.players[seat].name, colour=colour,
                          question=decision_text(s, self.lang))

    def named(self, name, text):
        return tr("term.named", self.lang, name=name, text=text)

    def option(self, state, action):
        return describe(state, action, self.lang)

    def refused(self, err):
        return reason_text(err, self.lang)

    def no_option(self, n, count):
        return tr("term.no_option", self.lang, n=n, count=count)

    def thinking(self, game, seat, level):
        if level != "expert":
            return []
        name = game.state.players[seat].name  # seconds of silence otherwise: say the bot is at work
        return [tr("term.thinking", self.lang, name=name, seconds=f"{live_seconds(level):g}")]

    def bot_moves(self, game, seat, level):
        return terminal.bot_turn(game, seat, level, play_turn)

    def command(self, game, seat, word):
        return [] if word == "b" else None  # the board again

    def end(self, game):
        return [board_text(game.state, self.lang), final_text(game.state, self.lang)]


def cmd_play(args, inp=input, out=print, on_turn=None):
    """A terminal game; `on_turn(game)` is called as each turn starts and once at the end."""
    lang = getattr(args, "lang", "en") or "en"
    modules = module_list(getattr(args, "modules", None) or ())
    most = 5 if D.QUICK_MODULE in modules else 4
    try:
        levels = terminal.bot_levels(args.bots, LEVELS)
        n = args.players or (len(levels) + 1 if len(levels) > 1 else None)
        if n is not None and not 2 <= n <= most:
            raise ArgumentError("term.err.players_5" if most == 5 else "term.err.players", most=most)
        n = n or terminal.ask_int(tr("term.how_many", lang, most=most), 2, most, inp, out,
                                  tr("term.number", lang, lo=2, hi=most))
        bots = terminal.bot_seats(levels, n)
    except terminal.LevelError as err:
        out(f"! {tr(LEVEL_ERRORS[err.key], lang, **err.values)}")
        return 2
    except ArgumentError as err:
        out(f"! {err.text(lang)}")
        return 2
    names = terminal.seat_names(n, bots, tr, lang)
    seed = args.seed if args.seed is not None else random.randrange(10 ** 9)
    game = Game(Config(players=n, names=names, modules=modules), seed)
    out(tr("term.new_game", lang, seed=seed))
    return terminal.play(game, bots, Screen(lang), inp, out, on_turn)


def read_record(file, out=print):
    """(record, its game replayed), or (None, 2) once what is wrong has been printed as one line of
    JSON (gamekit.terminal.read_record)."""
    return terminal.read_record(file, Game.from_record, TzolkinError, out)


def cmd_replay(args, out=print):
    return terminal.replay(args.file, Game.from_record, TzolkinError, out)


def play_random_game(n_players, seed, check=True, modules=()):
    game = Game(Config(players=n_players, modules=list(modules)), seed)
    return terminal.play_randomly(game, seed, invariants.check if check else None)


def cmd_selfplay(args, out=print):
    """Random games; prints games per wall-clock second and per CPU second of this process (the
    machine is shared: CPU time does not count the time other programs took the processor)."""
    wall, cpu = time.perf_counter(), time.process_time()
    modules = module_list(getattr(args, "modules", None) or ())
    for i in range(args.games):
        play_random_game(args.players, args.seed + i, check=not args.no_check, modules=modules)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    out(f"{args.games} games, {args.games / wall:.1f} games/s, {args.games / cpu:.1f} games per CPU second")
    return 0


def _logged_games(path):
    try:
        with open(path, encoding="utf-8") as fh:
            return [line for line in fh if line.strip()]
    except FileNotFoundError:
        return []


def cmd_arena(args, out=print):
    from . import arena
    from .bots import LEVELS
    record = []
    start = time.perf_counter()
    if args.from_log:
        lines = [line for path in args.from_log for line in open(path, encoding="utf-8")]
        tallies = arena.tally_log(lines, record)
        if not tallies:
            out("no games in " + ", ".join(args.from_log))
            return 2
        levels = [t.level for t in tallies]
    else:
        levels = [b.strip() for b in args.bots.split(",")]
        if len(levels) != args.players or any(level not in LEVELS for level in levels):
            out(f"--bots needs {args.players} levels among {', '.join(LEVELS)}, e.g. hard,normal")
            return 2
        try:
            head_start = arena.parse_head_start(args.head_start)
        except ValueError as err:
            out(f"--head-start {err}")
            return 2
        if args.resume and not args.log:
            out("--resume goes on with the run of a --log file")
            return 2
        logged = _logged_games(args.log) if args.resume else []
        first = json.loads(logged[0]) if logged else None
        same = first and first["levels"] == levels and \
            arena.written_head_start(first.get("head_start", [])) == arena.written_head_start(head_start)
        if first and not same:
            out(f"{args.log} holds games of other bots or another head start: resume with the same command")
            return 2
        progress = progress_line(args.progress)
        log = open(args.log, "a", encoding="utf-8") if args.log else None
        try:
            tallies = arena.run(levels, args.games, args.seed, jobs=args.jobs, budget=args.playouts,
                                progress=progress, seconds=args.seconds, modules=module_list(args.modules or ()),
                                expert_budget=args.expert_playouts, blind=args.blind, record=record,
                                expert_seconds=args.expert_seconds, log=log, skip=len(logged), head_start=head_start)
        finally:
            if log:
                log.close()
        if logged:  # the figures of the whole run: the games logged before and those just played
            record.clear()
            tallies = arena.tally_log(_logged_games(args.log), record)
    out(arena.table(tallies))
    out("points a game by source:")
    out(arena.sources_table(tallies))
    out("a game on average, at the end:")
    out(arena.built_table(tallies))
    won = arena.winning_scores(record)
    out(f"winning score: mean {sum(won) / len(won):.1f}, median {sorted(won)[len(won) // 2]:.1f}, "
        f"lowest {min(won):.1f}, highest {max(won):.1f}")
    if args.from_log:
        starts = [f"head start {h}" if h else "no head start" for h in arena.log_head_starts(lines)]
        out(f"{tallies[0].games} games from {', '.join(args.from_log)} ({'; '.join(starts)})")
        if args.against:
            with open(args.against, encoding="utf-8") as fh:
                n, margin, wins, score = arena.paired(fh, lines)
            out(f"against {args.against}, game by game ({n} games), the first entry's change: margin over the best "
                f"other {margin[0]:+.2f} VP (standard error {margin[1]:.2f}), wins {100 * wins[0]:+.1f} points "
                f"({100 * wins[1]:.1f}), score {score[0]:+.2f} VP ({score[1]:.2f})")
    else:
        out(f"{tallies[0].games} games in {time.perf_counter() - start:.0f} s, seed {args.seed}"
            f"{f', hard playouts {args.playouts}' if args.playouts else ''}"
            f"{f', expert playouts {args.expert_playouts}' if args.expert_playouts is not None else ''}"
            f"{', blind experts' if args.blind else ''}"
            f"{f', head start {arena.written_head_start(head_start)}' if head_start else ''}"
            f"{f', modules {args.modules}' if args.modules else ''}")
    if args.scores:  # the engine draws nothing: `python -m images.arena_chart FILE PNG` makes the histogram
        with open(args.scores, "w", encoding="utf-8") as fh:
            json.dump({"levels": list(levels), "scores": record}, fh)
        out(f"scores: {args.scores}")
    return 0


def cmd_train(args, out=print):
    """Policy iteration of the expert's value from self-play (bots/training.py); writes the weights."""
    from .bots import learned, training
    start = time.perf_counter()
    weights, kept, history = training.train(seed=args.seed, iterations=args.iterations, games=args.games,
                                           deals=args.deals, jobs=args.jobs, ridge=args.ridge, log=out,
                                           keep=args.keep, searched_games=args.searched_games,
                                           searched_playouts=args.searched_playouts)
    about = (f"The expert's value of a position (tzolkin/bots/learned.py), rebuilt by `python -m tzolkin train "
             f"--seed {args.seed} --iterations {args.iterations} --games {args.games} --deals {args.deals} "
             f"--ridge {args.ridge} --keep {args.keep} --searched-games {args.searched_games} --searched-playouts "
             f"{args.searched_playouts}`: least squares on the final scores of self-play games, policy iteration "
             f"from the heuristic, then a fit on the searching expert's own games.")
    learned.save_weights(weights, history, args.out, about, kept, learned.judgement_fingerprint())
    out(f"kept iteration {kept} (margin {history[kept]['margin']:+.2f} VP); weights written to {args.out} "
        f"in {time.perf_counter() - start:.0f} s")
    return 0


def cmd_probe(args, out=print):
    """One seat at another tempo against the committed judgement (bots/probe.py)."""
    from .bots import learned, probe
    try:
        tempo = tuple(float(x) for x in args.tempo.split(","))
    except ValueError:
        tempo = ()
    if len(tempo) != 3:
        out("--tempo: three numbers, e.g. 2.2,0.93,0.8 (a worker in hand, a day on a gear, later corn)")
        return 2
    if args.deals < 1:
        out("--deals: at least one deal")
        return 2
    r = probe.probe(tempo, deals=args.deals, seed=args.seed, players=args.players,
                    modules=module_list(getattr(args, "modules", None) or ()), jobs=args.jobs)
    out(f"one seat at tempo {tempo}, the others at the expert's {tuple(learned.EXPERT_TEMPO)}: {r['games']} games, "
        f"wins {100 * r['wins']:.1f} % (parity {100 / args.players:.0f} %), margin over the best other "
        f"{r['margin']:+.2f} VP")
    out(f"game by game against the same seat at the expert's tempo: margin {r['change']:+.2f} VP "
        f"(standard error {r['change_se']:.2f}), wins {100 * r['wins_change']:+.1f} points "
        f"({100 * r['wins_change_se']:.1f})")
    return 0


# Where the options that wrote pictures went: the pictures' own command.
PICTURES_MOVED = {"play": "python -m images.tzolkin.replay play DIR [--lang LANG] [play options]",
                  "replay": "python -m images.tzolkin.replay FILE DIR [--lang LANG]"}


def main(argv=None, on_turn=None):
    """The terminal's commands; `on_turn` is handed to `play` (see cmd_play)."""
    parser = argparse.ArgumentParser(prog="python -m tzolkin", description="Tzolk'in: The Mayan Calendar")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="a hot-seat game in the terminal")
    p.add_argument("--players", type=int, choices=(2, 3, 4, 5), help="5 needs the quick actions module")
    p.add_argument("--modules", help=MODULES_HELP)
    terminal.add_bots_argument(p, LEVELS)
    p.add_argument("--seed", type=int)
    p.add_argument("--images", metavar="DIR", help=argparse.SUPPRESS)  # moved: see PICTURES_MOVED
    p.add_argument("--lang", choices=i18n.LOCALES, default="en", help="language of the game: en, fr or it")
    r = sub.add_parser("replay", help="replay a game record (JSON) and print the state")
    r.add_argument("file")
    r.add_argument("--images", metavar="DIR", help=argparse.SUPPRESS)
    sp = sub.add_parser("selfplay", help="random games with invariant checks")
    sp.add_argument("--players", type=int, default=4, choices=(2, 3, 4, 5))
    sp.add_argument("--modules", help=MODULES_HELP)
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--no-check", action="store_true", help="skip the invariant checks (pure speed)")
    ar = sub.add_parser("arena", help="bots against bots: win rates, scores and thinking times")
    ar.add_argument("--players", type=int, default=4, choices=(2, 3, 4, 5), help="5 needs the quick actions module")
    ar.add_argument("--modules", help=MODULES_HELP)
    ar.add_argument("--bots", default="hard,normal,normal,normal", help="one level per seat, e.g. hard,normal")
    ar.add_argument("--games", type=int, default=40, help="rounded up to whole seat rotations")
    ar.add_argument("--seed", type=int, default=1)
    ar.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    ar.add_argument("--playouts", type=int, help="the hard bot's playouts per searched decision")
    ar.add_argument("--seconds", type=float, help="the hard bot's time limit per decision, as the live bot")
    ar.add_argument("--expert-playouts", type=int,
                    help="the expert's playouts per searched decision (0: its judgement alone)")
    ar.add_argument("--expert-seconds", type=float, help="the expert's time limit per turn, as the live bot")
    ar.add_argument("--blind", action="store_true",
                    help="experts decide on copies whose hidden order is reshuffled before each decision")
    ar.add_argument("--head-start", metavar="GIFT", help="the first entry gets this as play begins, in every game, "
                    "e.g. corn=12,workers=1,fed=1 (fed: workers fed for free at the food days), or "
                    "wood, stone, gold, agriculture, extraction, architecture, theology (levels)")
    ar.add_argument("--scores", metavar="JSON", help="save every game's scores (python -m images.arena_chart "
                    "draws their histogram)")
    ar.add_argument("--progress", action="store_true", help="count the games on standard error")
    ar.add_argument("--log", metavar="FILE", help="append a JSON line per game as it ends")
    ar.add_argument("--resume", action="store_true",
                    help="with --log: play only the games the log does not hold yet (a stopped run goes on)")
    ar.add_argument("--from-log", metavar="FILE", nargs="+",
                    help="print the figures of the games logged in these files (a run still going, or several)")
    ar.add_argument("--against", metavar="FILE", help="with --from-log: compare game by game with the log of the "
                    "same command played by another version (margins, wins, scores and their standard errors)")
    from .bots.learned import WEIGHTS_FILE
    tr_ = sub.add_parser("train", help="learn the expert's value from self-play (policy iteration)")
    tr_.add_argument("--seed", type=int, default=1)
    tr_.add_argument("--iterations", type=int, default=1, help="rounds of self-play and fitting")
    tr_.add_argument("--games", type=int, default=300, help="self-play games per iteration")
    tr_.add_argument("--deals", type=int, default=30,
                     help="fixed deals (4 seat rotations each) judging every iteration against three normal bots")
    tr_.add_argument("--ridge", type=float, default=0.05, help="pull of each fit towards the previous weights")
    tr_.add_argument("--keep", choices=("last", "margin"), default="last",
                     help="the last fit, or the version with the widest margin over three normal players")
    tr_.add_argument("--searched-games", type=int, default=60,
                     help="games of the searching expert against itself, fitted on last (0: none)")
    tr_.add_argument("--searched-playouts", type=int, default=6, help="the expert's playouts a searched decision there")
    tr_.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    tr_.add_argument("--out", default=str(WEIGHTS_FILE), help="where the weights go")
    pr = sub.add_parser("probe", help="one seat at another tempo against the expert's judgement, without search")
    pr.add_argument("--tempo", required=True, help="a worker in hand (VP), a day on a gear, later corn (VP a corn), "
                    "e.g. 2.2,0.93,0.8 (the heuristic's)")
    pr.add_argument("--players", type=int, default=4, choices=(2, 3, 4, 5), help="5 needs the quick actions module")
    pr.add_argument("--modules", help=MODULES_HELP)
    pr.add_argument("--deals", type=int, default=50, help="deals, each played with the seat in every place")
    pr.add_argument("--seed", type=int, default=1)
    pr.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    args = parser.parse_args(argv)
    if getattr(args, "images", None):
        print(tr("term.pictures_moved", getattr(args, "lang", "en"), command=PICTURES_MOVED[args.command]),
              file=sys.stderr)
        return 2
    if args.command in ("play", "selfplay", "arena", "probe"):
        try:
            modules = module_list(args.modules or ())
        except IllegalAction as err:
            parser.error(str(err))
        if args.players == 5 and D.QUICK_MODULE not in modules:
            parser.error(tr("term.err.five", getattr(args, "lang", "en")))
    commands = {"play": lambda a: cmd_play(a, on_turn=on_turn), "replay": cmd_replay, "selfplay": cmd_selfplay,
                "arena": cmd_arena, "train": cmd_train, "probe": cmd_probe}
    return terminal.run(commands[args.command], args,
                        lambda: tr("term.input_ended", getattr(args, "lang", "en") or "en"))


if __name__ == "__main__":
    sys.exit(main())
