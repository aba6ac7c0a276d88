"""Command line: `python -m tzolkin play | replay FILE | selfplay`."""
import argparse
import json
import random
import sys
import time

from . import invariants
from .bots import RandomBot
from .describe import describe
from .errors import IllegalAction, TzolkinError
from .game import Config, Game
from .text import board_text, final_text


def cmd_play(args, inp=input, out=print):
    n = args.players or _ask_int("How many players (2-4)? ", 2, 4, inp, out)
    bots = set(range(1, n)) if args.bots else set()
    names = [f"Bot {i + 1}" if i in bots else f"Player {i + 1}" for i in range(n)]
    seed = args.seed if args.seed is not None else random.randrange(10 ** 9)
    game = Game(Config(players=n, names=names), seed)
    bot = RandomBot(seed)
    saver = _image_saver(args.images) if args.images else None
    out(f"New game, seed {seed}. Type a number to choose, 'u' to undo, 'b' for the board, 'q' to quit.")
    last_turn = None
    while not game.is_over:
        s = game.state
        seat = game.current_player
        if saver and s.turn_no != last_turn:
            saver(game)
        last_turn = s.turn_no
        options = game.legal_actions()
        if seat in bots:
            action = bot.choose(game)
            out(f"{s.players[seat].name}: {describe(s, action)}")
            game.apply(action)
            continue
        out("")
        out(board_text(s))
        out(f"\n{s.players[seat].name} ({s.players[seat].colour}): {game.decision()}")
        for i, a in enumerate(options, 1):
            out(f"  {i:>2}. {describe(s, a)}")
        answer = inp("> ").strip().lower()
        if answer == "q":
            return 0
        if answer == "b":
            continue
        if answer == "u":
            try:
                game.undo()
            except IllegalAction as err:
                out(f"! {err}")
            continue
        try:
            choice = options[int(answer) - 1] if answer.isdigit() and 0 < int(answer) <= len(options) else answer
            game.apply(choice)
        except IllegalAction as err:
            out(f"! {err}")
    if saver:
        saver(game)
    out(board_text(game.state))
    out(final_text(game.state))
    return 0


def _image_saver(directory):
    from pathlib import Path
    try:
        from images.render import save_turn_picture
    except ImportError:
        print("Pictures need the images package (Pillow): install requirements.txt.", file=sys.stderr)
        return None
    path = Path(directory)
    path.mkdir(parents=True, exist_ok=True)
    return lambda game: save_turn_picture(game.state, path / f"turn-{game.state.turn_no:04d}.png")


def _ask_int(prompt, lo, hi, inp, out):
    while True:
        answer = inp(prompt).strip()
        if answer.isdigit() and lo <= int(answer) <= hi:
            return int(answer)
        out(f"Please type a number from {lo} to {hi}.")


def cmd_replay(args, out=print):
    try:
        with open(args.file, encoding="utf-8") as fh:
            record = json.load(fh)
        game = Game.from_record(record)
    except (OSError, ValueError) as err:
        out(json.dumps({"error": f"cannot read {args.file}: {err}"}))
        return 2
    except TzolkinError as err:  # BadRecord, naming the decision that no longer replays if one does
        index = getattr(err, "index", None)
        if index is None:
            out(json.dumps({"error": str(err)}))
        else:
            out(json.dumps({"error": str(err), "action_index": index, "action": record["actions"][index]}))
        return 1
    out(json.dumps(game.state.to_json(), indent=1, sort_keys=True))
    return 0


def play_random_game(n_players, seed, check=True):
    game = Game(n_players, seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        if check:
            problems = invariants.check(game.state)
            if problems:
                raise AssertionError(f"seed {seed}, after {game.actions[-1]}: {problems}")
    return game


def cmd_selfplay(args, out=print):
    start = time.perf_counter()
    for i in range(args.games):
        play_random_game(args.players, args.seed + i, check=not args.no_check)
    elapsed = time.perf_counter() - start
    out(f"{args.games} games, {args.games / elapsed:.1f} games/s")
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tzolkin", description="Tzolk'in: The Mayan Calendar")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="a hot-seat game in the terminal")
    p.add_argument("--players", type=int, choices=(2, 3, 4))
    p.add_argument("--bots", action="store_true", help="every seat but the first is a random bot")
    p.add_argument("--seed", type=int)
    p.add_argument("--images", metavar="DIR", help="save a board picture after every turn")
    r = sub.add_parser("replay", help="replay a game record (JSON) and print the state")
    r.add_argument("file")
    sp = sub.add_parser("selfplay", help="random games with invariant checks")
    sp.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--no-check", action="store_true", help="skip the invariant checks (pure speed)")
    args = parser.parse_args(argv)
    try:
        return {"play": cmd_play, "replay": cmd_replay, "selfplay": cmd_selfplay}[args.command](args)
    except (KeyboardInterrupt, EOFError):
        print()
        return 130


if __name__ == "__main__":
    sys.exit(main())
