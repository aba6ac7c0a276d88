"""The parts of a terminal game (`python -m <game>`) that every engine shares: the play loop
(`play`, with a `Screen` each engine words its own way), reading `--bots`, asking a number,
reading a record file, random self-play and the way a command stops. What is worded here is
English for the command line only."""
import json
import random

from .bots import bot_seed


class LevelError(ValueError):
    """A `--bots` that cannot be used. The message is English; `key` ("level": an unknown level,
    "levels": too many or too few for the players) and `values` say the same as data, for an
    engine to word it in the player's language."""

    def __init__(self, message, key, **values):
        super().__init__(message)
        self.key, self.values = key, values


def add_bots_argument(parser, known):
    """`--bots [LEVELS]` of a terminal game (read by bot_levels and bot_seats)."""
    parser.add_argument("--bots", nargs="?", const="random", metavar="LEVELS",
                        help="bot players: alone, every seat but the first is a random bot; 'hard' makes them all "
                             "hard; 'normal,hard' gives the levels of seats 2, 3... (levels: " + ", ".join(known) + ")")


def bot_levels(text, known):
    """The levels of `--bots`: alone (True) random; else a comma-separated list among `known`."""
    levels = ["random"] if text is True else [x.strip() for x in (text or "").split(",") if x.strip()]
    unknown = [x for x in levels if x not in known]
    if unknown:
        raise LevelError(f"unknown bot level {unknown[0]!r}: choose from {', '.join(known)}", "level",
                         level=unknown[0], levels=", ".join(known))
    return levels


def bot_seats(levels, players):
    """{seat: level}: one level plays every seat but the first; several give seats 2, 3... in order."""
    if len(levels) <= 1:
        return {seat: levels[0] for seat in range(1, players)} if levels else {}
    if players != len(levels) + 1:
        raise LevelError(f"{len(levels)} bot levels make {len(levels) + 1} players, not {players}", "levels",
                         n=len(levels), total=len(levels) + 1, players=players)
    return dict(enumerate(levels, 1))


def seat_names(players, bots, word, lang, prefix=""):
    """The seats' names in the game's language: "Player 1", and "Bot 2 (hard)" for a bot seat of
    `bots` ({seat: level}). `word(key, lang, **values)` is the game's catalog, `prefix` its keys'
    ("teo." reads teo.term.player, teo.term.bot and teo.term.level.<level>)."""
    def bot(seat):
        level = word(f"{prefix}term.level.{bots[seat]}", lang)
        return word(f"{prefix}term.bot", lang, n=seat + 1, level=level)
    return [bot(seat) if seat in bots else word(f"{prefix}term.player", lang, n=seat + 1) for seat in range(players)]


def ask_int(prompt, lo, hi, inp, out, again):
    """A whole number from lo to hi, asking again (`again`: what to say) until one comes."""
    while True:
        answer = inp(prompt).strip()
        if answer.isdigit() and lo <= int(answer) <= hi:
            return int(answer)
        out(again)


def choice(answer, options):
    """The option a typed number names (1 is the first), else the text itself (a decision's name)."""
    return options[int(answer) - 1] if answer.isdigit() and 0 < int(answer) <= len(options) else answer


def offer(options, word, out):
    """The numbered list of a decision's options, each worded by `word(option)`."""
    for i, option in enumerate(options, 1):
        out(f"  {i:>2}. {word(option)}")


def answer(game, text, options, out, refused, no_option=None):
    """Do what a player typed at a decision: "u" takes back the last decision of the turn; a number
    or a decision's name applies it. A refusal is printed as "! " and `refused(err)` (the reason in
    the player's language), a number that is no option's as "! " and `no_option(n, count)`. True
    when a decision was applied."""
    if text.isdigit() and not 0 < int(text) <= len(options):  # a slip of the finger, not a move
        out(f"! {(no_option or Screen().no_option)(int(text), len(options))}")
        return False
    try:
        if text.lower() == "u":
            game.undo()
            return False
        game.apply(choice(text, options))
        return True
    except game.IllegalAction as err:
        out(f"! {refused(err)}")
        return False


class Screen:
    """What a terminal game says, in its player's language: each engine's `__main__` words its
    own (`Screen(lang)`), and `play` runs a game with it. The defaults say little."""
    keeps_case = False  # whether a typed answer keeps its case (else it is read in lower case)

    def __init__(self, lang="en"):
        self.lang = lang

    def news(self, game):
        """Lines said each time the game goes on, before anything else (and once at the end)."""
        return []

    def board(self, game, seat, new_turn):
        """Lines said before a person decides (`new_turn`: the first decision of a turn)."""
        return []

    def question(self, game, seat):
        """The decision asked of `seat`."""
        return f"\nSeat {seat + 1}:"

    def option(self, state, action):
        return str(action)

    def refused(self, err):
        """A refusal (the engine's IllegalAction) in the player's language."""
        return str(err)

    def no_option(self, n, count):
        """What is said when the number typed is no option's (`count` options are offered)."""
        return f"There is no choice {n}: type a number from 1 to {count}."

    def thinking(self, game, seat, level):
        """Lines said before a bot thinks (a bot that takes seconds says so)."""
        return []

    def bot_moves(self, game, seat, level):
        """The bot's decisions for `seat` (its whole turn, or its secret choice)."""
        raise NotImplementedError

    def bot_line(self, game, seat, action):
        """A bot's decision as it is played (None: nothing is said)."""
        return self.named(game.state.players[seat].name, self.option(game.state, action))

    def named(self, name, text):
        """A line said of a player, "Ana: ..." (a game says it in the player's language: the French
        colon has a space before it)."""
        return f"{name}: {text}"

    def after(self, game, since):
        """Lines said after a decision or a bot's turn (`since`: the events there were before)."""
        return []

    def command(self, game, seat, word):
        """The lines answering a word typed instead of a decision ("h": a hint), or None when
        the word is no command of this game."""
        return None

    def end(self, game):
        """The lines of the end: the board and the final scores."""
        return []


def play(game, bots, screen, inp=input, out=print, on_turn=None):
    """A game in the terminal, to its end or until the player types `q`: a person decides at each
    seat but those of `bots` ({seat: level}), typing an option's number, `u` to undo within the
    turn, or a word the screen answers itself; `on_turn(game)` is called as each turn starts and
    once at the end. The exit status (0)."""
    def say(lines):
        for line in lines:
            out(line)
    last_turn = None
    while not game.is_over:
        seat, turn_no = game.current_player, game.state.turn_no
        if on_turn and turn_no != last_turn:
            on_turn(game)
        new_turn, last_turn = turn_no != last_turn, turn_no
        say(screen.news(game))
        since = len(game.state.events)
        if seat in bots:
            say(screen.thinking(game, seat, bots[seat]))
            for action in screen.bot_moves(game, seat, bots[seat]):
                line = screen.bot_line(game, seat, action)
                if line is not None:
                    out(line)
                game.apply(action)
            say(screen.after(game, since))
            continue
        options = game.legal_actions()
        say(screen.board(game, seat, new_turn))
        out(screen.question(game, seat))
        offer(options, lambda a: screen.option(game.state, a), out)  # noqa: B023  (called at once)
        typed = inp("> ").strip()
        if typed.lower() == "q":
            return 0
        lines = screen.command(game, seat, typed.lower())
        if lines is not None:
            say(lines)
            continue
        if answer(game, typed if screen.keeps_case else typed.lower(), options, out, screen.refused,
                  screen.no_option):
            say(screen.after(game, since))
    if on_turn:
        on_turn(game)
    say(screen.news(game))
    say(screen.end(game))
    return 0


def bot_turn(game, seat, level, play_turn, choose_secret=None):
    """A bot's decisions in a terminal game, with the table's seeds (gamekit.bots.bot_seed): its
    secret choice while the game asks one (`choose_secret`), else its whole turn."""
    if choose_secret is not None and game.secret_phase():
        return choose_secret(game, seat, level, bot_seed(game, seat))
    return play_turn(game, level, bot_seed(game))


def read_record(file, load, errors, out=print):
    """(record, load(record)), or (None, 2) once what is wrong has been printed as one line of JSON:
    the file cannot be read, is not JSON, or `load` refuses it with one of `errors` (naming the
    decision to blame when the error has an `index`)."""
    try:
        with open(file, encoding="utf-8") as fh:
            record = json.load(fh)
    except RecursionError:
        out(json.dumps({"error": f"cannot read {file}: its JSON is nested too deeply to be a game record"}))
        return None, 2
    except (OSError, ValueError) as err:  # no such file, a folder, not UTF-8, not JSON
        out(json.dumps({"error": f"cannot read {file}: {err}"}))
        return None, 2
    try:
        return record, load(record)
    except errors as err:
        index = getattr(err, "index", None)
        where = {} if index is None else {"action_index": index, "action": str(record["actions"][index])[:60]}
        out(json.dumps({"error": str(err)[:300], **where}))
        return None, 2


def replay(file, load, errors, out=print):
    """`replay FILE`: the state a record leads to, as JSON, and exit status 0; a bad file is one line
    of JSON and exit status 2 (see read_record)."""
    record, game = read_record(file, load, errors, out)
    if record is None:
        return game
    out(json.dumps(game.state.to_json(), indent=1, sort_keys=True))
    return 0


def play_randomly(game, seed, check=None):
    """Random legal decisions until the game ends; `check(state)` lists broken invariants after each."""
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        if check:
            problems = check(game.state)
            if problems:
                raise AssertionError(f"seed {seed}, after {game.actions[-1]}: {problems}")
    return game


def run(command, args, input_ended):
    """Run a command; an input that ends (a pipe, a file, Ctrl-D) is a normal way to stop, with
    `input_ended()`'s text; Ctrl-C stops with status 130."""
    try:
        return command(args)
    except EOFError:
        print()
        print(input_ended())
        return 0
    except KeyboardInterrupt:
        print()
        return 130
