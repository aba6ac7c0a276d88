"""One seat against the others: a quick measure of a change to the expert's judgement, without search.

The greedy player of the judgement with another tempo plays one seat, the committed judgement every
other seat, over seat-rotated deals; the same games are played again with the committed judgement in
that seat too, and the one seat's margin over the best other is compared game by game. Four equal
players' scores say what a judgement scores when everyone plays it; this says what wins against it.
A 4-player game takes about 0.4 s of CPU: 50 deals (200 games, twice) take under three minutes.
"""
import statistics

from .. import rules
from . import learned
from .value import Tempo


def _game(work):
    """(the seat's margin over the best other, its share of the win, ties broken as the rules do) in
    one game."""
    seed, players, modules, seat, tempo = work
    s = rules.new_game(players, seed, None, list(modules))
    one = learned.GreedyPlayer(learned.LinearValue(tempo=tempo))
    rest = learned.GreedyPlayer(learned.LinearValue())
    while not s.is_over:
        rules.play(s, (one if s.current_player == seat else rest).step(s))
    _, margin, win = learned.seat_result(s, seat)
    return margin, win


def probe(tempo, deals=50, seed=1, players=4, modules=(), jobs=1):
    """The figures of `tempo` in one seat against the committed judgement (see the module), at a table
    of `players` with `modules` (five players need the quick actions); deals >= 1."""
    games = [(seed + d, players, tuple(modules), seat) for d in range(deals) for seat in range(players)]
    # The three prices of time vary; the temple monuments stay projected the expert's way.
    tempo = Tempo(*tuple(tempo)[:3], learned.EXPERT_TEMPO.temple_pace)
    tried = learned.map_jobs(_game, [g + (tempo,) for g in games], jobs)
    same = learned.map_jobs(_game, [g + (learned.EXPERT_TEMPO,) for g in games], jobs)
    change = [t[0] - b[0] for t, b in zip(tried, same, strict=True)]
    won = [t[1] - b[1] for t, b in zip(tried, same, strict=True)]
    return {"games": len(games), "wins": statistics.mean(t[1] for t in tried),
            "margin": statistics.mean(t[0] for t in tried), "change": statistics.mean(change),
            "change_se": _standard_error(change), "wins_change": statistics.mean(won),
            "wins_change_se": _standard_error(won)}


def _standard_error(xs):
    """Of the mean (a deal gives a game per seat: two at least)."""
    return statistics.stdev(xs) / len(xs) ** 0.5
