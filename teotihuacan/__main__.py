"""Command line: `python -m teotihuacan play | replay FILE | selfplay | arena | rules [TOPIC]`."""
import argparse
import random
import sys
import time

import i18n
from gamekit import terminal
from gamekit.arena import progress_line
from gamekit.bots import bot_seed

from . import invariants
from .bots import LEVELS, choose_secret, hint, play_turn
from .describe import decision_text, describe, reason_text, tr, words
from .errors import TeotihuacanError
from .game import Config, Game
from .text import board_text, events_text, final_text


# What is wrong with `--bots` (gamekit.terminal.LevelError's key) or the number of players, in the
# player's language.
EN = i18n.english({
    "teo.term.err.level": "unknown bot level '{level}': choose from {levels}",
    "teo.term.err.levels": "{n} bot levels make {total} players, not {players}.",
    "teo.term.err.players": "Teotihuacan is played by 1 to 4 players (1: against Teotibot).",
}, domain="teotihuacan")
LEVEL_ERRORS = {"level": "teo.term.err.level", "levels": "teo.term.err.levels"}


def config_from(args, players, names):
    return Config(players=players, names=names, first_game=args.first_game, draft=args.draft,
                  dark_eclipse=args.dark_eclipse, seasons=args.seasons, pyramid_variant=args.pyramid_variant)


class Screen(terminal.Screen):
    """A Teotihuacan game in the terminal: the events as they happen, the board once a turn, `h`
    for a hint."""

    def __init__(self, lang="en"):
        super().__init__(lang)
        self.seen, self.shown_turn = 0, None  # the events said so far; the turn whose board was shown

    def news(self, game):
        lines = events_text(game.state, self.seen, self.lang)
        self.seen = len(game.state.events)
        return lines

    def board(self, game, seat, new_turn):
        if game.secret_phase() or game.state.turn_no == self.shown_turn:
            return []  # once a turn: the decisions below change it little
        self.shown_turn = game.state.turn_no
        return ["", board_text(game.state, self.lang)]

    def question(self, game, seat):
        return "\n" + self.named(game.state.players[seat].name, decision_text(game.state, self.lang))

    def named(self, name, text):
        return tr("teo.term.named", self.lang, name=name, text=text)

    def option(self, state, action):
        return describe(state, action, self.lang)

    def refused(self, err):
        return reason_text(err, self.lang)

    def no_option(self, n, count):
        return tr("teo.term.no_option", self.lang, n=n, count=count)

    def bot_moves(self, game, seat, level):
        return terminal.bot_turn(game, seat, level, play_turn, choose_secret)

    def bot_line(self, game, seat, action):
        return None if game.secret_phase() else super().bot_line(game, seat, action)  # a secret stays one

    def command(self, game, seat, word):
        if word != "h":
            return None
        found = hint(game, level="normal", seed=bot_seed(game))
        return [tr("teo.term.hint", self.lang, action=describe(game.state, found.action, self.lang),
                   reason=words(found.reason, found.info, locale=self.lang))]

    def end(self, game):
        return [board_text(game.state, self.lang), final_text(game.state, self.lang)]


def cmd_play(args, inp=input, out=print):
    lang = args.lang or "en"
    try:
        levels = terminal.bot_levels(args.bots, LEVELS)
        n = 1 if args.solo else args.players or (len(levels) + 1 if len(levels) > 1 else None)
        if n is not None and not 1 <= n <= 4:
            out(f"! {tr('teo.term.err.players', lang)}")
            return 2
        n = n or terminal.ask_int(tr("teo.term.how_many", lang), 1, 4, inp, out,
                                  tr("teo.term.number", lang, lo=1, hi=4))
        bots = terminal.bot_seats(levels, n) if n > 1 else {}
    except terminal.LevelError as err:
        out(f"! {tr(LEVEL_ERRORS[err.key], lang, **err.values)}")
        return 2
    names = terminal.seat_names(n, bots, tr, lang, prefix="teo.")
    seed = args.seed if args.seed is not None else random.randrange(10 ** 9)
    game = Game(config_from(args, n, names), seed)
    out(tr("teo.term.new_game", lang, seed=seed))
    return terminal.play(game, bots, Screen(lang), inp, out)


def cmd_replay(args, out=print):
    """The state a record leads to, as JSON; a bad file is one line of JSON and exit status 2
    (not readable, not JSON, or not a record that replays, naming the decision to blame)."""
    return terminal.replay(args.file, Game.from_record, TeotihuacanError, out)


def play_random_game(players, seed, check=True, options=None):
    game = Game(Config(players=players, **(options or {})), seed)
    return terminal.play_randomly(game, seed, invariants.check if check else None)


def copy_time(players, seed=1, copies=2000):
    """Microseconds of CPU per state.copy() in the middle of a random game."""
    game = Game(Config(players=players), seed)
    rng = random.Random(seed)
    for _ in range(300):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    start = time.process_time()
    for _ in range(copies):
        game.state.copy()
    return 1e6 * (time.process_time() - start) / copies


def cmd_selfplay(args, out=print):
    options = {k: True for k in ("seasons", "first_game", "draft", "dark_eclipse", "pyramid_variant")
               if getattr(args, k, False)}
    wall, cpu = time.perf_counter(), time.process_time()
    decisions = 0
    for i in range(args.games):
        game = play_random_game(args.players, args.seed + i, check=not args.no_check, options=options)
        decisions += len(game.actions)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    out(f"{args.games} games, {args.games / wall:.1f} games/s, {args.games / cpu:.1f} games per CPU second "
        f"({1000 * cpu / args.games:.1f} ms CPU a game, {decisions / args.games:.0f} decisions a game); "
        f"state copy {copy_time(args.players):.1f} µs")
    return 0


def cmd_arena(args, out=print):
    from . import arena
    levels = [b.strip() for b in args.bots.split(",")]
    if len(levels) != args.players or any(level not in LEVELS for level in levels):
        out(f"--bots needs {args.players} levels among {', '.join(LEVELS)}, e.g. hard,normal "
            "(one level with --players 1 plays against Teotibot)")
        return 2
    start = time.perf_counter()
    progress = progress_line(args.progress)
    tallies = arena.run(levels, args.games, args.seed, jobs=args.jobs, budget=args.playouts, progress=progress,
                        seconds=args.seconds)
    out(arena.table(tallies))
    out(f"{tallies[0].games} games in {time.perf_counter() - start:.0f} s, seed {args.seed}"
        f"{f', hard playouts {args.playouts}' if args.playouts else ''}")
    return 0


def cmd_rules(args, out=print):
    """The rules help, as `/teotihuacan rules` shows it: one topic, or the list of topics."""
    from .help import TOPICS, rules_page, topic_title
    lang = args.lang or "en"
    if args.topic is None:
        for topic in TOPICS:
            out(f"{topic:12} {topic_title(topic, lang)}")
        return 0
    if args.topic not in TOPICS:
        out(f"! no topic {args.topic!r}: {', '.join(TOPICS)}")
        return 2
    title, text, others = rules_page(args.topic, lang)
    out(title)
    out("")
    out(text)
    out("")
    out(others)
    return 0


def _options(p):
    p.add_argument("--first-game", action="store_true", help="the printed boards and the first game's set-up")
    p.add_argument("--draft", action="store_true", help="draft the starting tiles")
    p.add_argument("--dark-eclipse", action="store_true", help="an eclipse comes right after its trigger")
    p.add_argument("--seasons", action="store_true", help="Seasons of Progress (Late Preclassic module 3)")
    p.add_argument("--pyramid-variant", action="store_true", help="a variant starting pyramid (2-3 players)")


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m teotihuacan", description="Teotihuacan: City of Gods")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="a hot-seat game in the terminal")
    p.add_argument("--players", type=int, choices=(1, 2, 3, 4), help="1 plays against Teotibot")
    p.add_argument("--solo", action="store_true", help="one player against Teotibot")
    terminal.add_bots_argument(p, LEVELS)
    p.add_argument("--seed", type=int)
    p.add_argument("--lang", choices=i18n.LOCALES, default="en", help="language of the game: en, fr or it")
    _options(p)
    r = sub.add_parser("replay", help="replay a game record (JSON) and print the state")
    r.add_argument("file")
    sp = sub.add_parser("selfplay", help="random games with invariant checks; games per second")
    sp.add_argument("--players", type=int, default=4, choices=(1, 2, 3, 4))
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--no-check", action="store_true", help="skip the invariant checks (pure speed)")
    _options(sp)
    ar = sub.add_parser("arena", help="bots against bots: win rates, scores and thinking times")
    ar.add_argument("--players", type=int, default=4, choices=(1, 2, 3, 4), help="1: one bot against Teotibot")
    ar.add_argument("--bots", default="hard,normal,normal,normal", help="one level per seat, e.g. hard,normal")
    ar.add_argument("--games", type=int, default=40, help="rounded up to whole seat rotations")
    ar.add_argument("--seed", type=int, default=1)
    ar.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    ar.add_argument("--playouts", type=int, help="the hard bot's playouts per searched decision")
    ar.add_argument("--seconds", type=float, help="the hard bot's time limit per decision, as the live bot")
    ar.add_argument("--progress", action="store_true", help="count the games on standard error")
    ru = sub.add_parser("rules", help="the rules help by topic (the topics without one)")
    ru.add_argument("topic", nargs="?", help="a topic, e.g. turn, worship, eclipse")
    ru.add_argument("--lang", choices=i18n.LOCALES, default="en", help="en, fr or it")
    args = parser.parse_args(argv)
    commands = {"play": cmd_play, "replay": cmd_replay, "selfplay": cmd_selfplay, "arena": cmd_arena,
                "rules": cmd_rules}
    return terminal.run(commands[args.command], args,
                        lambda: tr("teo.term.input_ended", getattr(args, "lang", "en") or "en"))


if __name__ == "__main__":
    sys.exit(main())
