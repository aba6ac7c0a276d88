"""Command line: `python -m maya play | replay FILE | selfplay | arena | rules [TOPIC] | board`."""
import argparse
import random
import sys
import time

import i18n
from gamekit import terminal
from gamekit.arena import progress_line
from gamekit.bots import bot_seed

from . import data as D
from . import invariants
from .board import BOARD, check
from .bots import LEVELS, hint, play_turn
from .describe import decision_text, describe, public_action_data, reason_text, tr, words, zone_name
from .errors import IllegalAction, MayaError
from .game import Config, Game
from .text import board_text, final_text, map_text, rack_text

TOPICS = ("overview", "setup", "plant", "grow", "cities", "end", "variants", "board")
# What is wrong with `--bots` (gamekit.terminal.LevelError's key), in the player's language.
EN = i18n.english({
    "maya.term.err.level": "unknown bot level '{level}': choose from {levels}",
    "maya.term.err.levels": "{n} bot levels make {total} players, not {players}.",
}, domain="maya")
LEVEL_ERRORS = {"level": "maya.term.err.level", "levels": "maya.term.err.levels"}


def variant_text(variant, locale):
    return tr(f"maya.variant.{variant or 'none'}", locale)


class Screen(terminal.Screen):
    """A Maya game in the terminal: the map once a turn and the rack before each decision (`b`
    shows the map again, with its legend), the events after it, `h` for a hint and `?` for help.
    Other seats' turns are worded as everyone sees them: a tile laid face down is not named.
    Typed spaces keep their case."""
    keeps_case = True

    def __init__(self, lang="en"):
        super().__init__(lang)
        self.legend_shown = False  # the legend comes with the first map, then on `b`

    def map_lines(self, game, legend):
        lines = ["", board_text(game.state, self.lang, legend=False)]
        return lines + ["", tr("maya.term.legend", self.lang)] if legend else lines

    def board(self, game, seat, new_turn):
        rack = [rack_text(game.state, seat, self.lang)]
        if not new_turn:  # a refusal, a hint or the turn's next step: the map has not changed much
            return ["", *rack]
        lines, self.legend_shown = self.map_lines(game, not self.legend_shown), True
        return lines + rack

    def question(self, game, seat):
        s = game.state
        return "\n" + self.named(s.players[seat].name, decision_text(s, self.lang))

    def named(self, name, text):
        return tr("maya.term.named", self.lang, name=name, text=text)

    def option(self, state, action):
        return describe(state, action, self.lang)

    def refused(self, err):
        return reason_text(err, self.lang)

    def no_option(self, n, count):
        return tr("maya.term.no_option", self.lang, n=n, count=count)

    def bot_moves(self, game, seat, level):
        return terminal.bot_turn(game, seat, level, play_turn)

    def bot_line(self, game, seat, action):
        what = words(*public_action_data(game.state, action), locale=self.lang)
        return self.named(game.state.players[seat].name, what)

    def after(self, game, since):
        return [f"  * {words(key, values, self.lang)}" for key, values in game.state.events[since:]]

    def command(self, game, seat, word):
        if word == "h":
            h = hint(game, "normal", bot_seed(game))
            return [tr("maya.term.hint", self.lang, action=describe(game.state, h.action, self.lang),
                       reason=words(f"maya.hint.{h.reason}", h.info, self.lang))]
        if word == "b":
            return self.map_lines(game, legend=True)
        if word in ("", "?"):
            return [tr("maya.term.help", self.lang, moves=help_moves(game))]
        return None

    def end(self, game):
        return [board_text(game.state, self.lang), final_text(game.state, self.lang)]


def help_moves(game, shown=3):
    """The moves of this decision as they can be typed ("plant:maize1, at:G9, ..."): the help names
    the ones that work now rather than a move of another step."""
    moves = [str(a) for a in game.legal_actions()]
    return ", ".join(moves[:shown]) + (", …" if len(moves) > shown else "")


def cmd_play(args, inp=None, out=print, on_turn=None):
    """A terminal game; `on_turn(game)` is called as each turn starts and once at the end (a
    picture of each turn: images.maya.replay)."""
    inp = inp or input
    lang = args.lang or "en"
    try:
        levels = terminal.bot_levels(args.bots, LEVELS)
        n = args.players or (len(levels) + 1 if len(levels) > 1 else None)
        n = n or terminal.ask_int(tr("maya.term.how_many", lang), 2, 4, inp, out, "2-4?")
        bots = terminal.bot_seats(levels, n)
        names = terminal.seat_names(n, bots, tr, lang, prefix="maya.")
        seed = args.seed if args.seed is not None else random.randrange(10 ** 9)
        game = Game(Config(n, names, zones=args.zones or [], variant=args.variant or ""), seed)
    except terminal.LevelError as err:
        out(f"! {tr(LEVEL_ERRORS[err.key], lang, **err.values)}")
        return 2
    except IllegalAction as err:  # a set-up the rules refuse (the number of players, the zones)
        out(f"! {reason_text(err, lang)}")
        return 2
    zones = ", ".join(zone_name(z, lang) for z in game.state.zones.split("+"))
    out(tr("maya.term.new_game", lang, seed=seed, zones=zones, variant=variant_text(game.state.variant, lang)))
    return terminal.play(game, bots, Screen(lang), inp, out, on_turn)


def read_record(file, out=print):
    """(record, its game replayed), or (None, 2) once what is wrong has been printed as one line of
    JSON (gamekit.terminal.read_record)."""
    return terminal.read_record(file, Game.from_record, MayaError, out)


def cmd_replay(args, out=print):
    """The state a record leads to, as JSON; a bad file is one line of JSON and exit status 2
    (not readable, not JSON, or not a record that replays, naming the decision to blame)."""
    return terminal.replay(args.file, Game.from_record, MayaError, out)


def play_random_game(players, seed, check_every=True, variant="", zones=None):
    game = Game(Config(players, zones=zones or [], variant=variant), seed)
    return terminal.play_randomly(game, seed, invariants.check if check_every else None)


def cmd_selfplay(args, out=print):
    start = time.process_time()
    decisions = 0
    for i in range(args.games):
        game = play_random_game(args.players, args.seed + i, not args.no_check, args.variant or "", args.zones)
        decisions += len(game.actions)
    spent = time.process_time() - start
    out(f"{args.games} games, {decisions} decisions, {args.games / spent:.1f} games/s (CPU time)")
    return 0


def cmd_arena(args, out=print):
    from . import arena
    levels = [b.strip() for b in args.bots.split(",")]
    if not 2 <= len(levels) <= 4 or any(level not in LEVELS for level in levels):
        out(f"--bots needs 2 to 4 levels among {', '.join(LEVELS)}, e.g. hard,normal,normal,normal")
        return 2
    start = time.perf_counter()
    progress = progress_line(args.progress)
    tallies = arena.run(levels, args.games, args.seed, jobs=args.jobs, samples=args.samples, progress=progress,
                        seconds=args.seconds, variant=args.variant or "", zones=args.zones)
    out(arena.table(tallies))
    out(f"{tallies[0].games} games in {time.perf_counter() - start:.0f} s, seed {args.seed}"
        f"{f', hard samples {args.samples}' if args.samples else ''}{f', {args.seconds} s' if args.seconds else ''}")
    return 0


def rules_text(topic=None, locale="en"):
    if topic is None:
        return "\n\n".join(f"{tr(f'maya.rules.title.{t}', locale)}\n{tr(f'maya.rules.{t}', locale)}" for t in TOPICS)
    if topic not in TOPICS:
        return tr("maya.term.no_topic", locale, topic=topic) + "\n" + tr("maya.term.topics", locale,
                                                                          topics=", ".join(TOPICS))
    return f"{tr(f'maya.rules.title.{topic}', locale)}\n{tr(f'maya.rules.{topic}', locale)}"


def cmd_rules(args, out=print):
    out(rules_text(args.topic, args.lang or "en"))
    return 0 if args.topic is None or args.topic in TOPICS else 2


def cmd_board(args, out=print):
    problems = check()
    game = Game(Config(4), 0)
    out(map_text(game.state, args.lang or "en"))
    out(f"{len(BOARD.spaces)} spaces, {len(BOARD.temples)} temples: " +
        ", ".join(f"{BOARD.temple_names[t]} {BOARD.name(BOARD.temple_space[t])}" for t in BOARD.temples))
    out("board.toml: " + ("every check passes" if not problems else "; ".join(problems)))
    return 1 if problems else 0


def main(argv=None, on_turn=None):
    """The terminal; `on_turn(game)` is called as each turn of `play` starts and at its end."""
    parser = argparse.ArgumentParser(prog="python -m maya", description="Maya (White Goblin Games, 2019)")
    sub = parser.add_subparsers(dest="command", required=True)

    def common(p, players_default=None):
        p.add_argument("--players", type=int, choices=D.PLAYERS, default=players_default)
        p.add_argument("--zones", help="the zones in use at 2-3 players, e.g. blue+yellow (blue is always in)")
        p.add_argument("--variant", choices=D.VARIANTS, help="new_start or two_cities")

    p = sub.add_parser("play", help="a hot-seat game in the terminal")
    common(p)
    terminal.add_bots_argument(p, LEVELS)
    p.add_argument("--seed", type=int)
    p.add_argument("--lang", choices=i18n.LOCALES, default="en")
    r = sub.add_parser("replay", help="replay a game record (JSON) and print the state")
    r.add_argument("file")
    r.add_argument("--lang", choices=i18n.LOCALES, default="en")
    sp = sub.add_parser("selfplay", help="random games with invariant checks")
    common(sp, 4)
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--no-check", action="store_true", help="skip the invariant checks (pure speed)")
    ar = sub.add_parser("arena", help="bots against bots: win rates, scores and thinking times")
    ar.add_argument("--bots", default="hard,normal,normal,normal", help="one level per seat")
    ar.add_argument("--zones")
    ar.add_argument("--variant", choices=D.VARIANTS)
    ar.add_argument("--games", type=int, default=40, help="rounded up to whole seat rotations")
    ar.add_argument("--seed", type=int, default=1)
    ar.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    ar.add_argument("--samples", type=int, help="the hard bot's imagined positions per decision")
    ar.add_argument("--seconds", type=float, help="the hard bot's time limit per decision, as the live bot")
    ar.add_argument("--progress", action="store_true", help="count the games on standard error")
    ru = sub.add_parser("rules", help="the rules in short topics: " + ", ".join(TOPICS))
    ru.add_argument("topic", nargs="?")
    ru.add_argument("--lang", choices=i18n.LOCALES, default="en")
    bo = sub.add_parser("board", help="print the map (our design) and check board.toml")
    bo.add_argument("--lang", choices=i18n.LOCALES, default="en")
    args = parser.parse_args(argv)
    if args.command == "selfplay" and args.zones and args.players == 4:
        parser.error("--zones is for 2 or 3 players")
    commands = {"play": lambda a: cmd_play(a, on_turn=on_turn), "replay": cmd_replay, "selfplay": cmd_selfplay,
                "arena": cmd_arena, "rules": cmd_rules, "board": cmd_board}
    return terminal.run(commands[args.command], args,
                        lambda: tr("maya.term.input_ended", getattr(args, "lang", "en") or "en"))


if __name__ == "__main__":
    sys.exit(main())
