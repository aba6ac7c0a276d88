"""Build exact engine situations for rule tests, without going through the random set-up."""
from tzolkin import data as D
from tzolkin import rules
from tzolkin.state import Player

COLOURS = D.PLAYER_COLOURS


def fresh(n=4, first=0, players=None, gears=None, seed=0, modules=(), prophecy=None, quick=None):
    """A state in the playing phase, day 1, empty board, players with nothing.

    players: list of dicts of Player fields to set, one per seat.
    gears: {gear: {position: seat}} workers already on the gears.
    modules: Tribes & Prophecies modules; prophecy: the key of a prophecy made active (day 9);
    quick: the quick-action tile on the board (module "quick").
    """
    s = rules.new_game(n, seed, modules=modules)
    if prophecy is not None:
        others = [k for k in D.PROPHECY_KEYS if k != prophecy]
        s.prophecies = [prophecy] + others[:2]
        s.food_days_done, s.tooth = 1, 8
    if quick is not None:
        s.quick_tiles = [quick] * 13
    s.players = [Player(seat=i, name=COLOURS[i].capitalize(), colour=COLOURS[i]) for i in range(n)]
    s.gears = {g: [None] * D.TEETH[g] for g in D.GEARS}
    s.wealth_kept = [list(t[:2]) for t in s.wealth_dealt]
    s.phase = "play"
    for seat, values in enumerate(players or []):
        for key, value in values.items():
            setattr(s.players[seat], key, value)
    for gear, spots in (gears or {}).items():
        for pos, seat in spots.items():
            s.gears[gear][pos] = seat
    s.stack.clear()
    s.first_player = first
    rules.start_round(s)
    return s


def play(s, *actions):
    for a in actions:
        rules.apply(s, a)
    return s


def options(s):
    return [str(a) for a in rules.legal_actions(s)]

