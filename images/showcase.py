"""The pictures the README shows: one board of a game under way for every registered game.

    python -m images.showcase DIR [--new] [--seed N] [--players N]

For each game with a "board" picture, DIR/<game>.json holds the record of a game of `normal` bots
stopped at the first turn past its middle, and DIR/<game>.png that board, drawn by the game's own
picture code. A record already in DIR is drawn again as it is (the pictures follow the drawing
code); `--new` plays new games (the same seed plays the same games). Names no game: the list
comes from the registry.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import games

from .pool import drawer

LEVEL = "normal"


def bot_game(plugin, players, seed):
    """The record of a whole game of bots (each seat at LEVEL, or the first level it knows)."""
    level = LEVEL if LEVEL in plugin.all_levels else plugin.all_levels[0]
    names = ["Ana", "Ben", "Cy", "Dee", "Eve"][:players]
    game, _ = plugin.rules.new_game(names, (), seed)
    turns = 0
    while not game.is_over:
        if plugin.secret and plugin.secret.phase(game):
            choices = {seat: plugin.bots.choose_secret(game, seat, level, seed + seat) for seat in range(players)}
            plugin.secret.reveal(game, choices)
            continue
        for action in plugin.bots.play_turn(game, level, seed + turns):
            game.apply(action)
        turns += 1
    return game.record()


def midway(plugin, record):
    """The record cut at the first turn that begins past its middle."""
    cut = len(record["actions"]) // 2
    while cut < len(record["actions"]):
        game = plugin.rules.from_record({**record, "actions": record["actions"][:cut]})
        if game.turn_start == len(game.actions) and not (plugin.secret and plugin.secret.phase(game)):
            break
        cut += 1
    return {**record, "actions": record["actions"][:cut]}


def showcase(plugin, directory, *, new=False, players=4, seed=11):
    """Draw (and, when asked or missing, play) one game's showcase; the picture's path."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{plugin.name}.json"
    if new or not path.exists():
        seats = max(plugin.min_players, min(players, plugin.max_players))
        record = midway(plugin, bot_game(plugin, seats, seed))
        path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    record = json.loads(path.read_text(encoding="utf-8"))
    game = plugin.rules.from_record(record)
    picture = directory / f"{plugin.name}.png"
    picture.write_bytes(drawer(plugin.pictures["board"])(game.state, "en"))
    return picture


def main(argv=None, out=print):
    parser = argparse.ArgumentParser(prog="python -m images.showcase", description=__doc__.split("\n")[0])
    parser.add_argument("directory", metavar="DIR", help="where the records and pictures are (docs/pictures)")
    parser.add_argument("--new", action="store_true", help="play new games instead of drawing the records in DIR")
    parser.add_argument("--seed", type=int, default=11, help="the seed of new games (default 11)")
    parser.add_argument("--players", type=int, default=4, help="players in new games (default 4, within each game's)")
    args = parser.parse_args(argv)
    for plugin in games.plugins():
        if "board" in plugin.pictures:
            out(showcase(plugin, args.directory, new=args.new, players=args.players, seed=args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
