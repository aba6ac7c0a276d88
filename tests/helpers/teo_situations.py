"""Build exact Teotihuacan situations for rule tests, without going through the random set-up."""
import random

from teotihuacan import data as D
from teotihuacan import invariants, rules
from teotihuacan.game import Config, Game
from teotihuacan.setup import new_game

FOREST, STONE, GOLD = D.FOREST, D.STONE, D.GOLD
# The first-game layout: P0 Palace, P1 Stone, P2 Alchemy, P3 Forest, P4 Construction, P5 Decorations,
# P6 Nobles, P7 Gold.
POS = {b: D.FIRST_GAME_LAYOUT.index(b) for b in D.BOARDS}


def fresh(n=2, seed=0, **options):
    """A state in play, first-game boards, nobody's workers on the board, empty hands, the first
    seat about to take its turn. `options` are the config's (seasons, dark_eclipse, teotibot...)."""
    s = new_game(n, seed, options={"first_game": True, **options})
    s.stack.clear()
    for pl in s.players:
        if pl.bot:
            continue
        pl.cocoa = pl.wood = pl.stone = pl.gold = pl.vp = 0
        pl.points = {}
        pl.temples = [0, 0, 0]
        pl.avenue = pl.pyramid = 0
        pl.techs = []
        pl.pos, pl.power, pl.lock = [-1] * 4, [1] * 4, [-1] * 4
    s.worship = [-1] * D.WORSHIP_SPACES
    for pl in s.players:
        for d in range(4):
            if pl.lock[d] >= 0:
                s.worship[pl.lock[d]] = pl.seat * 4 + d
    s.neutral = []
    s.phase = "play"
    s.order = list(range(s.n_players))
    for i, pl in enumerate(s.players):
        pl.token = i + 1
    s.events.clear()
    return s


def put(s, seat, die, board, power=1, locked_on=None):
    """A die of a seat on a board (locked on a worship space when `locked_on` is given)."""
    pl = s.players[seat]
    pl.pos[die] = POS[board]
    pl.power[die] = power
    pl.lock[die] = -1
    if locked_on is not None:
        pl.lock[die] = locked_on
        s.worship[locked_on] = seat * 4 + die
    return s


def begin(s, seat=0):
    """Start `seat`'s turn."""
    s.stack.clear()
    s.order_pos = s.order.index(seat)
    rules.start_turn(s)
    return s


# A scenario places only the workers and tiles it needs: these invariants of whole games do not apply.
PARTIAL = ("workers in play", "first three dice", "neutral workers", "discovery tiles are lost",
           "pyramid tiles are lost", "decoration tiles are lost")


def play(s, *actions):
    """Apply decisions, checking after each the invariants that hold in a hand-made scenario."""
    for a in actions:
        rules.apply(s, a)
        problems = [p for p in invariants.check(s) if not any(x in p for x in PARTIAL)]
        assert not problems, (a, problems)
    return s


def options(s):
    return [str(a) for a in rules.legal_actions(s)]


def ask(s):
    return s.stack[-1]["k"] if s.stack else None


def random_game(players, seed, check=True, **options):
    """A whole game of random decisions; invariants after every decision."""
    game = Game(Config(players=players, **options), seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        if check:
            problems = invariants.check(game.state)
            assert not problems, f"{players}p seed {seed} {options}, after {game.actions[-1]}: {problems}"
    return game
