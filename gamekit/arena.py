"""The arena for any game: bots play each other in sets of one deal played once per seat rotation,
and the figures say how strong each one is: a win rate's 95 % interval, percentiles, and the table
of bots against bots. A game's arena plays its games (`seating`, `timed_play`) and keeps a tally
per entry with `level`, `games`, `wins`, `points`, `decision_times` and `turn_times` (`Tally`,
`play_all`). Times are CPU time of the process: the machine may be shared."""
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field


@dataclass
class Tally:
    level: str
    games: int = 0
    wins: float = 0.0
    points: float = 0.0
    decision_times: list = field(default_factory=list)
    turn_times: list = field(default_factory=list)

    def add(self, score, share, decisions, turns):
        """One more game: the entry's score, its share of the win, its decision and turn times."""
        self.games += 1
        self.wins += share
        self.points += score
        self.decision_times += decisions
        self.turn_times += turns


def seating(levels, rotation):
    """(seat_of, entry_at) of one rotation: entry i sits in seat (i + rotation) % n."""
    n = len(levels)
    seat_of = [(i + rotation) % n for i in range(n)]
    return seat_of, {seat: i for i, seat in enumerate(seat_of)}


def timed_play(game, bots):
    """Play `game` to its end, `bots[seat]` choosing for each seat; per seat, the CPU seconds of each
    decision and of each whole turn."""
    n = len(bots)
    decisions = [[] for _ in range(n)]
    turns = [[] for _ in range(n)]
    clock = [0.0] * n
    while not game.is_over:
        seat, turn_no = game.current_player, game.state.turn_no
        start = time.process_time()
        game.apply(bots[seat].choose(game))
        spent = time.process_time() - start
        decisions[seat].append(spent)
        clock[seat] += spent
        if game.state.turn_no != turn_no or game.is_over:
            turns[seat].append(clock[seat])
            clock[seat] = 0.0
    return decisions, turns


def play_all(job, work, tallies, jobs=1, progress=None):
    """Run `job` on each item of `work` (in `jobs` processes when more than one), adding each game's
    results, one (score, win share, decision times, turn times) per entry, to `tallies`."""
    def add(results):
        for done, result in enumerate(results, 1):
            for tally, row in zip(tallies, result, strict=False):
                tally.add(*row)
            if progress:
                progress(done, len(work))
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:  # shut down before the interpreter exits
            add(pool.map(job, work, chunksize=1))
    else:
        add(map(job, work))
    return tallies


def progress_line(on=True):
    """A progress callback that counts the games on standard error, on one line ended with the last
    game (None when off)."""
    if not on:
        return None
    return lambda done, total: print(f"\r{done}/{total} games", end="\n" if done == total else "", file=sys.stderr,
                                     flush=True)


def wilson(wins, games, z=1.96):
    """95 % interval of a win rate (Wilson score interval)."""
    if games == 0:
        return 0.0, 0.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values, q):
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def table(tallies, name_width=10, points="mean VP", slowest=False):
    """One line per bot: games, wins with their interval, mean points, thinking per decision and per
    turn (`slowest`: also the slowest turn)."""
    pw = max(7, len(points))
    head = (f"{'bot':<{name_width}} {'games':>5} {'wins':>6} {'win %':>6} {'95% interval':>13} {points:>{pw}} "
            f"{'ms/decision':>11} {'p95 ms':>7} {'s/turn med':>10} {'p95 s':>6}"
            + (f" {'max s':>6}" if slowest else ""))
    lines = [head]
    for i, t in enumerate(tallies, 1):
        lo, hi = wilson(t.wins, t.games)
        mean_ms = 1000 * statistics.fmean(t.decision_times) if t.decision_times else 0.0
        lines.append(
            f"{f'{i}. {t.level}':<{name_width}} {t.games:>5} {t.wins:>6.1f} {100 * t.wins / max(1, t.games):>5.1f}% "
            f"{f'{100 * lo:.0f}-{100 * hi:.0f}%':>13} {t.points / max(1, t.games):>{pw}.1f} "
            f"{mean_ms:>11.2f} {1000 * percentile(t.decision_times, 0.95):>7.1f} "
            f"{statistics.median(t.turn_times) if t.turn_times else 0:>10.3f} {percentile(t.turn_times, 0.95):>6.2f}"
            + (f" {max(t.turn_times, default=0):>6.2f}" if slowest else ""))
    return "\n".join(lines)
