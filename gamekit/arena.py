"""The arena's statistics for any game: a win rate's 95 % interval, percentiles, and the table of
bots against bots (each game's arena plays the games and keeps a tally per seat level with
`level`, `games`, `wins`, `points`, `decision_times` and `turn_times`)."""
import math
import statistics


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
            f"{'ms/decision':>11} {'p95 ms':>7} {'s/turn med':>10} {'p95 s':>6}" + (f" {'max s':>6}" if slowest else ""))
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
