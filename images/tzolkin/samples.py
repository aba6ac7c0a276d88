"""Representative game states for the gallery, the colour palette and the tests.

States come from seeded random games played with the engine, then, for the crowded
cases, from editing State fields directly (a picture is a pure function of the state,
so it must cope with anything the state can hold).
"""
import random

from images.script import WORLD_NAMES
from tzolkin import Config, Game
from tzolkin import data as D
from tzolkin.state import NEUTRAL

NAMES = ["Ana", "Benedikt", "Cy", "Dolores", "Eun-ji"]


def world_names(state):
    """A copy of `state` whose players are named in several scripts (right to left, emoji, long)."""
    s = state.copy()
    for pl, name in zip(s.players, WORLD_NAMES, strict=False):
        pl.name = name
    return s


def _config(n, modules=()):
    return Config(players=n, names=NAMES[:n], modules=modules)


def play_until(n, seed, stop, modules=()):
    """A seeded random game, played until stop(state) is true (or the game ends)."""
    game = Game(_config(n, modules), seed)
    rng = random.Random(seed)
    while not game.is_over and not stop(game.state):
        game.apply(rng.choice(game.legal_actions()))
    return game.state


def expansion(n=5, seed=13, day=17, modules="all"):
    """A Tribes & Prophecies game in progress: tribes, a prophecy active, quick actions."""
    return play_until(n, seed, lambda s: s.day >= day, modules)


def start(n, seed=1):
    """The first turn of the first day, starting wealth taken."""
    return play_until(n, seed, lambda s: s.phase == "play")


def midgame(n=4, seed=3, day=12):
    return play_until(n, seed, lambda s: s.day >= day)


def food_day(n=3, seed=5):
    """A round that ends with a food day (the header says so, the dial shows it)."""
    return play_until(n, seed, lambda s: s.phase == "play" and s.is_food_day())


def final(n=4, seed=7):
    return play_until(n, seed, lambda s: False)


def crowded(seed=11):
    """Mid-game, four players, the blue player has all six workers out, skulls placed,
    buildings and monuments owned, markers spread over temples and technologies."""
    s = midgame(4, seed, day=17)
    blue = s.players[1]
    blue.workers = D.MAX_WORKERS
    for g in D.GEARS:
        s.gears[g] = [None] * D.TEETH[g]
    spots = [(D.PALENQUE, 2), (D.YAXCHILAN, 5), (D.TIKAL, 4), (D.UXMAL, 1), (D.CHICHEN, 7), (D.CHICHEN, 10)]
    for g, pos in spots:
        s.gears[g][pos] = 1
    others = [(0, D.PALENQUE, 0), (0, D.TIKAL, 6), (0, D.UXMAL, 3), (2, D.YAXCHILAN, 1), (2, D.YAXCHILAN, 2),
              (2, D.TIKAL, 0), (3, D.PALENQUE, 5), (3, D.UXMAL, 7), (3, D.CHICHEN, 3), (0, D.CHICHEN, 0)]
    for seat, g, pos in others:
        s.gears[g][pos] = seat
        s.players[seat].workers = max(s.players[seat].workers, s.workers_on_gears(seat))
    s.start_space = 2
    s.players[2].workers = max(s.players[2].workers, s.workers_on_gears(2) + 1)
    s.skull_slots = [0, None, 3, 1, None, None, 2, None, None]
    s.skull_supply = 6
    s.calendar_corn = 3
    temples = ([2, 4, 1], [5, 0, 3], [-1, 7, 2], [3, 2, 6])
    techs = ([3, 1, 0, 2], [2, 3, 1, 0], [0, 0, 3, 1], [1, 2, 2, 3])
    for p, tp, tc in zip(s.players, temples, techs, strict=False):
        p.temples, p.techs = list(tp), list(tc)
    blue.buildings = [1, 6, 11, 13, 19, 22, 25, 28]
    blue.monuments = [s.monuments[0]] if s.monuments else []
    s.monuments = s.monuments[1:]
    blue.corn_tiles, blue.wood_tiles = 2, 3
    blue.corn, blue.wood, blue.stone, blue.gold, blue.skulls = 17, 4, 3, 2, 2
    blue.dark_side = True
    return s


def every_position(seed=2):
    """Every gear position taken, hidden ones by neutral workers, players' by all four seats."""
    s = start(4, seed)
    for g in D.GEARS:
        last = D.LAST_SPACE[g]
        s.gears[g] = [(pos % 4) if pos <= last else NEUTRAL for pos in range(D.TEETH[g])]
    for p in s.players:
        p.workers = D.MAX_WORKERS
    return s


def all_skulls(seed=4):
    s = start(3, seed)
    s.skull_slots = [i % 3 for i in range(9)]
    s.skull_supply = 0
    return s


def all_monuments(seed=6):
    """Every monument built: the display is empty and the players own all thirteen."""
    s = start(4, seed)
    for i, m in enumerate(sorted(D.MONUMENTS)):
        s.players[i % 4].monuments.append(m)
    s.monuments = []
    return s


def all_begging(seed=8):
    """Every player at the bottom of every temple (after begging), and no buildings left."""
    s = start(2, seed)
    for p in s.players:
        p.temples = [D.TEMPLE_BOTTOM] * 3
        p.corn = 3
    s.display = [None] * D.BUILDINGS_ON_DISPLAY
    s.deck1 = []
    return s


def gallery_states():
    """(name, state) pairs shown by `python -m images.tzolkin.gallery`."""
    return [
        ("start-2p", start(2, 1)),
        ("start-3p", start(3, 2)),
        ("start-4p", start(4, 3)),
        ("crowded-4p", crowded()),
        ("food-day-3p", food_day()),
        ("every-position", every_position()),
        ("all-skulls", all_skulls()),
        ("all-monuments", all_monuments()),
        ("begging", all_begging()),
        ("final-4p", final()),
        ("expansion-5p", expansion()),
        ("expansion-start-5p", expansion(day=1)),
        ("expansion-prophecies-3p", expansion(3, 4, 10, ["prophecies", "tribes", "buildings"])),
        ("expansion-final-5p", play_until(5, 14, lambda s: False, "all")),
        ("world-names-4p", world_names(midgame(4))),
    ]


def final_rich(seed=9):
    """A finished game where players own monuments, for a scoreboard with every column."""
    from tzolkin.scoring import final_scores
    s = final(4, seed)
    for i, m in enumerate((3, 8, 13, 5, 9, 2)):
        s.players[i % 4].monuments.append(m)
    for p in s.players:
        p.vp += 40 + 7 * p.seat
        p.buildings = p.buildings or [1, 9]
    s.monuments = [m for m in s.monuments if all(m not in p.monuments for p in s.players)]
    s.final = final_scores(s)
    return s


def turn_states(n=4, seed=21, count=40):
    """The state at the start of each of the first `count` turns of a seeded random game."""
    game = Game(_config(n), seed)
    rng = random.Random(seed)
    out, last = [], None
    while not game.is_over and len(out) < count:
        if game.state.turn_no != last:
            last = game.state.turn_no
            out.append(game.state.copy())
        game.apply(rng.choice(game.legal_actions()))
    return out


def palette_state():
    """A busy made-up state (no random play): every kind of piece, marker and tile once."""
    from tzolkin import rules
    s = rules.new_game(5, 1, NAMES, modules=D.MODULES)
    for g in D.GEARS:
        last = D.LAST_SPACE[g]
        s.gears[g] = [(pos % 6) if pos <= last and pos % 6 < 5 else NEUTRAL if pos % 6 == 5 else None
                      for pos in range(D.TEETH[g])]
    s.quick_spaces = [4, NEUTRAL, None]
    s.food_days_done = 1
    for p, tribe in zip(s.players, D.TRIBE_KEYS, strict=False):  # more tribes than seats
        p.tribe = tribe
    s.start_space = 2
    s.calendar_corn = 4
    s.tooth = 9
    s.skull_slots = [0, 1, 2, 3, None, 0, None, 1, 2]
    s.skull_supply = 5
    for p, tp, tc in zip(s.players, ([-1, 7, 2], [5, 0, 3], [2, 4, 6], [0, 2, -1], [1, 1, 1]),
                         ([3, 1, 0, 2], [2, 3, 1, 0], [0, 0, 3, 1], [1, 2, 2, 3], [1, 1, 1, 1]), strict=False):
        p.temples, p.techs, p.vp = list(tp), list(tc), 10 * p.seat - 5
        p.workers = D.MAX_WORKERS
    s.phase = "play"
    s.stack = [{"k": "turn", "p": 1}]
    return s
