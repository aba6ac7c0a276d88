"""The toy game in the terminal: `python -m games.toy.engine play [--bots [LEVELS]] [--seed N] | replay
FILE` (with the test suite's games on the search path), on the kit's play loop."""
import argparse
import random
import sys

from gamekit import terminal
from gamekit.bots import turn_decisions

from . import Config, Game, ToyError, action_data, decision_data, make_bot, text

LEVELS = ("random", "easy")


def say(key, values, locale="en"):
    return text(key, locale, **values)


def play_turn(game, level, seed):
    return turn_decisions(Game.from_json(game.to_json()), make_bot(level, seed))


def choose_secret(game, seat, level, seed):
    return [random.Random(seed).choice(game.secret_options(seat))]


class Screen(terminal.Screen):
    def board(self, game, seat, new_turn):
        return [text("toy.pile", self.lang, pile=game.state.pile)]

    def question(self, game, seat):
        return f"\n{game.state.players[seat].name}: {say(*decision_data(game.state), self.lang)}"

    def option(self, state, action):
        return say(*action_data(state, action), self.lang)

    def refused(self, err):
        return say(err.key, err.info, self.lang)

    def bot_moves(self, game, seat, level):
        return terminal.bot_turn(game, seat, level, play_turn, choose_secret)

    def end(self, game):
        return [text("toy.won", self.lang, player=game.state.players[game.state.winner].name)]


def main(argv=None, inp=input, out=print):
    parser = argparse.ArgumentParser(prog="python -m games.toy.engine", description="Take-away")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="a game in the terminal")
    terminal.add_bots_argument(p, LEVELS)
    p.add_argument("--seed", type=int)
    sub.add_parser("replay", help="the state a record leads to, as JSON").add_argument("file")
    args = parser.parse_args(argv)
    if args.command == "replay":
        return terminal.replay(args.file, Game.from_record, ToyError, out)
    bots = terminal.bot_seats(terminal.bot_levels(args.bots, LEVELS), 2)
    seed = args.seed if args.seed is not None else random.randrange(10 ** 9)
    game = Game(Config(2, terminal.seat_names(2, bots, text, "en", prefix="toy.")), seed)
    return terminal.run(lambda _: terminal.play(game, bots, Screen(), inp, out), args, lambda: "")


if __name__ == "__main__":
    sys.exit(main())
