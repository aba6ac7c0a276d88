"""Sample Teotihuacan states for the gallery, the bench and the tests: games played by `normal` bots
from a seed (so every state is one the rules can reach), stopped at the moment a picture should show.

Every function returns a fresh state; the same arguments give the same state.
"""
from images.script import WORLD_NAMES
from teotihuacan import Config, Game
from teotihuacan.bots import choose_secret, make_bot

NAMES = ["Ana", "Bruno", "Chloé", "Dario"]
# Names as long as people give themselves, accented, and a bot seat's.
LONG_NAMES = ["Anne-Sophie Delacroix", "Maximilian Weber", "Robot 3 (difficile)", "Niccolò Ça-Va Ëlbrûs"]


def game(players=4, seed=1, names=None, **options):
    return Game(Config(players=players, names=list(names or NAMES)[:players], **options), seed)


def advance(g, until, seed=1, limit=5000):
    """Play `g` with normal bots (secret choices too) until `until(state)` holds or it ends."""
    bots = {}
    for _ in range(limit):
        s = g.state
        if until(s) or g.is_over:
            return g
        if g.secret_phase():
            for seat in range(s.n_players):
                for action in choose_secret(g, seat, "normal", seed + seat):
                    g.apply(action)
            continue
        seat = g.current_player
        bot = bots.setdefault(seat, make_bot("normal", seed * 10 + seat))
        g.apply(bot.choose(g))
    return g


def turns(n):
    return lambda s: s.phase == "play" and s.turn_no >= n and s.stack and s.stack[-1]["k"] == "turn"


def start(players=4, seed=1, **options):
    """The secret choice of starting tiles: everyone holds 4."""
    return game(players, seed, **options).state


def draft(players=4, seed=1, picks=3):
    """The draft of starting tiles, `picks` tiles taken."""
    return advance(game(players, seed, draft=True), lambda s: sum(len(k or ()) for k in s.kept) >= picks,
                   seed).state


def first_turn(players=4, seed=1, **options):
    return advance(game(players, seed, **options), turns(1), seed).state


def midgame(players=4, seed=3, turn=40, **options):
    return advance(game(players, seed, **options), turns(turn), seed).state


def every_option(seed=5, turn=46):
    """Four players, Seasons of Progress, the draft and Dark Eclipse, well into the game."""
    return midgame(4, seed, turn, seasons=True, draft=True, dark_eclipse=True)


def solo(seed=2, turn=30):
    """One player against Teotibot."""
    return midgame(1, seed, turn)


def seasons(seed=4, turn=24):
    return midgame(3, seed, turn, seasons=True)


def eclipse_coming(players=4, seed=6):
    """The sun has reached the moon: the eclipse comes after the turns still to play."""
    return advance(game(players, seed), lambda s: s.eclipse_left is not None and s.stack
                   and s.stack[-1]["k"] == "turn", seed).state


def salary(players=3, seed=7):
    """An eclipse was just scored: a player decides how much salary to pay."""
    return advance(game(players, seed), lambda s: s.stack and s.stack[-1]["k"] == "salary", seed).state


def final(players=4, seed=8, **options):
    return advance(game(players, seed, **options), lambda s: False, seed).state


def final_bonus(seed=8):
    """The end of a 4-player game where temple bonus tiles score: the same game as `final`, with two
    players set on the bonus steps of temples (their final scores counted again)."""
    from teotihuacan.scoring import final_scores
    s = final(4, seed)
    s.players[0].temples = [11, 10, 4]
    s.players[2].temples[2] = 10
    s.final = final_scores(s)
    return s


def final_solo(seed=9):
    return advance(game(1, seed), lambda s: False, seed).state


def long_names(state, names=LONG_NAMES):
    """A copy of `state` with long and accented names (the longest a picture must hold), or `names`
    (WORLD_NAMES: several scripts, right to left, emoji)."""
    s = state.copy()
    humans = [pl for pl in s.players if not pl.bot]
    for pl, name in zip(humans, names, strict=False):  # more names than seats
        pl.name = name
    return s


def world_names(state):
    """A copy of `state` whose players are named in several scripts, the one on turn in Arabic (the
    title "… to play" holds a right-to-left name)."""
    turn = state.current_player
    return long_names(state, WORLD_NAMES[-turn:] + WORLD_NAMES[:-turn] if turn else WORLD_NAMES)


def gallery_states():
    """(name, state) of every phase a picture shows."""
    return [
        ("start-4p", start(4)),
        ("draft-4p", draft(4)),
        ("first-turn-3p", first_turn(3, seed=2)),
        ("midgame-4p-every-option", every_option()),
        ("solo-teotibot", solo()),
        ("seasons-3p", seasons()),
        ("eclipse-coming-4p", eclipse_coming()),
        ("salary-3p", salary()),
        ("final-4p", final()),
        ("final-solo", final_solo()),
        ("final-bonus-4p", final_bonus()),
        ("long-names-4p", long_names(every_option())),
        ("world-names-4p", world_names(every_option())),
    ]
