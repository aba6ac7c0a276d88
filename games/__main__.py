"""Choose a game and play it in the terminal: `python -m games [GAME] [play options]`.

Without a game it lists the registered games that have a terminal game and asks which one;
with one (`python -m games GAME --players 3 --bots hard`) it starts it at once. Either way it
runs the chosen game's own terminal, `python -m <package> play`, with the options that follow.
`make run` starts this when no Discord token is configured. Like every registry reader, it names
no game: the list comes from `games.plugins()`.
"""
from __future__ import annotations

import argparse
import importlib
import importlib.util
import sys

import games
import i18n


def terminal_games():
    """The registered games whose engine package has a terminal (`python -m <package>`)."""
    found = []
    for plugin in games.plugins():
        try:
            spec = importlib.util.find_spec(f"{plugin.package}.__main__") if plugin.package else None
        except ImportError:
            spec = None
        if spec is not None:
            found.append(plugin)
    return found


def players_text(plugin):
    low, high = plugin.min_players, plugin.max_players
    return f"{low} player" if low == high == 1 else f"{low}-{high} players" if low != high else f"{low} players"


def menu(plugins, locale="en"):
    """The numbered lines of the chooser."""
    return [f"{i}. {p.title(locale)} ({p.name}, {players_text(p)})" for i, p in enumerate(plugins, 1)]


def ask(plugins, inp=input, out=print, locale="en"):
    """The game the player picks by number or by name; None when they quit. EOFError when the
    input ends."""
    out("Which game?")
    for line in menu(plugins, locale):
        out(f"  {line}")
    by_name = {p.name: p for p in plugins}
    while True:
        answer = inp(f"Type its number or name (1-{len(plugins)}, q to quit): ").strip().lower()
        if answer in ("q", "quit"):
            return None
        if answer.isdigit() and 1 <= int(answer) <= len(plugins):
            return plugins[int(answer) - 1]
        if answer in by_name:
            return by_name[answer]
        out(f"! Not a game of this list: {answer!r}")


def run_terminal(plugin, options):
    """The chosen game's `python -m <package> play OPTIONS`, in this process; its exit status."""
    return importlib.import_module(f"{plugin.package}.__main__").main(["play", *options])


def parser(plugins):
    names = [p.name for p in plugins]
    lines = "\n".join(f"  {line}" for line in menu(plugins))
    p = argparse.ArgumentParser(
        prog="python -m games", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Choose a game and play it in the terminal (hot seat, or against bots).",
        epilog=f"The games:\n{lines}\n\nAny option after the game goes to its own terminal game, e.g.\n"
               f"  python -m games {names[0]} --help\n  python -m games {names[-1]} --players 2 --bots normal")
    p.add_argument("game", nargs="?", choices=names, metavar="GAME",
                   help=f"the game to play: {', '.join(names)} (asked when left out)")
    p.add_argument("--lang", choices=i18n.LOCALES, default=i18n.DEFAULT,
                   help="the language of the list and of the game, passed on to it")
    p.add_argument("--list", action="store_true", help="print the games' names, one a line, and stop")
    p.add_argument("options", nargs=argparse.REMAINDER, metavar="...", help="the options of the game's `play`")
    return p


def main(argv=None, inp=input, out=print):
    plugins = terminal_games()
    if not plugins:
        out("No registered game has a terminal game.")
        return 2
    args = parser(plugins).parse_args(sys.argv[1:] if argv is None else argv)
    options = list(args.options)
    if args.list:
        for plugin in plugins:
            out(plugin.name)
        return 0
    if args.game is None:
        try:
            chosen = ask(plugins, inp, out, args.lang)
        except EOFError:
            out("")
            out("The input ended: no game chosen.")
            return 0
        except KeyboardInterrupt:
            out("")
            return 130
        if chosen is None:
            return 0
    else:
        chosen = games.get(args.game)
    if args.lang != i18n.DEFAULT:
        options = ["--lang", args.lang, *options]
    return run_terminal(chosen, options)


if __name__ == "__main__":
    sys.exit(main())
