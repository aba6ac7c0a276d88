"""The training of the expert's judgement (`python -m tzolkin train`): policy iteration from the
heuristic on the greedy player's self-play (bots/learned.py fits and judges each round), then a
last fit on the searching expert's own games (bots/expert.py). Apart from both, so that the
expert's judgement never imports the expert."""
import random
import time

from .. import data as D
from .expert import ExpertBot
from .learned import (PRIOR, SAMPLE_SHARE, _selfplay_job, features, final_score, fit, judge_weights, map_jobs,
                      residual)


# Self-play mixes the tables the bot plays at: mostly four players, some two, some five with every module.
TABLES = ((4, ()), (4, ()), (4, ()), (2, ()), (5, tuple(D.MODULES)))


def train(seed=1, iterations=5, games=300, deals=30, jobs=1, ridge=0.05, log=print, start=None, keep="last",
          searched_games=0, searched_playouts=6):
    """Policy iteration from the heuristic: returns (kept weights, kept iteration, history).

    Each iteration the greedy player of the current weights plays `games` self-play games (seeded
    by `seed` and the iteration), the value is fitted on them and the previous iteration's games,
    and the fitted weights are judged on `deals` fixed deals (4 rotations each) against three `normal`
    players. `keep`: "last" keeps the last fit; "margin" the weights (the heuristic's included) with the
    widest mean margin there. Then, with `searched_games`, the searching expert of the kept weights
    plays that many games against itself (`searched_playouts` a searched decision) and the weights
    are fitted once more on its positions, pulled towards the kept ones; that last fit is kept.
    The greedy player is only what the training can afford to judge: the expert uses the value to
    rank the options it searches and to judge the searches' ends, and there a fit that made the
    greedy player no better made the expert stronger (docs/measurements-tried.md)."""
    weights = dict(PRIOR if start is None else start)
    clock = time.perf_counter()
    margin, wins, score = judge_weights(weights, deals, seed, jobs)
    kept, kept_it, kept_margin = dict(weights), 0, margin
    history = [{"iteration": 0, "margin": round(margin, 2), "wins": round(wins, 3), "score": round(score, 1)}]
    log(f"iteration 0 (the heuristic): margin {margin:+.2f} VP, wins {100 * wins:.1f} %, score {score:.1f}")
    previous = []
    for it in range(1, iterations + 1):
        work = [(weights, seed * 1_000_003 + it * 10_007 + k, *TABLES[k % len(TABLES)]) for k in range(games)]
        fresh = [sample for game in map_jobs(_selfplay_job, work, jobs) for sample in game]
        samples = previous + fresh
        before = residual(fresh, weights)
        weights = fit(samples, weights, ridge)
        margin, wins, score = judge_weights(weights, deals, seed, jobs)
        rmse = residual(fresh, weights)
        history.append({"iteration": it, "margin": round(margin, 2), "wins": round(wins, 3),
                        "score": round(score, 1), "samples": len(samples), "rmse_before": round(before, 2),
                        "rmse": round(rmse, 2), "weights": weights})
        log(f"iteration {it}: {len(samples)} positions, error {before:.1f} -> {rmse:.1f} VP; margin {margin:+.2f} VP, "
            f"wins {100 * wins:.1f} %, score {score:.1f} ({time.perf_counter() - clock:.0f} s)")
        if keep == "last" or margin > kept_margin:
            kept, kept_it, kept_margin = dict(weights), it, margin
        previous = fresh
    if searched_games:
        kept, kept_it = searched_fit(kept, history, seed, searched_games, searched_playouts, deals, jobs, ridge,
                                     log, clock)
    return kept, kept_it, history


def searched_fit(weights, history, seed, games, playouts, deals, jobs, ridge, log, clock):
    """The fit on the searching expert's self-play (see `train`); appends to `history`, returns the
    weights and their iteration."""
    work = [(weights, seed * 5000 + k, *TABLES[k % len(TABLES)], playouts) for k in range(games)]
    samples = [sample for game in map_jobs(_searched_job, work, jobs) for sample in game]
    before = residual(samples, weights)
    fitted = fit(samples, weights, ridge)
    margin, wins, score = judge_weights(fitted, deals, seed, jobs)
    it = len(history)
    history.append({"iteration": it, "searched": games, "playouts": playouts, "margin": round(margin, 2),
                    "wins": round(wins, 3), "score": round(score, 1), "samples": len(samples),
                    "rmse_before": round(before, 2), "rmse": round(residual(samples, fitted), 2),
                    "weights": fitted})
    log(f"iteration {it}, the searching expert's {games} games: {len(samples)} positions, error {before:.1f} -> "
        f"{history[-1]['rmse']:.1f} VP; greedy margin {margin:+.2f} VP, wins {100 * wins:.1f} %, score {score:.1f} "
        f"({time.perf_counter() - clock:.0f} s)")
    return fitted, it


def searched_selfplay_game(weights, seed, players, modules=(), playouts=6):
    """One game of the searching expert (the value `weights`, `playouts` a searched decision) in every
    seat; returns [(features, final score)] for a share of the positions, as `selfplay_game`. The
    greedy player stands for the search in the fit's own games; these show the fit what the search
    makes of the positions the value prefers."""
    from ..game import Config, Game
    rng = random.Random(f"xsp:{seed}")  # the expert's self-play
    game = Game(Config(players, [f"E{i}" for i in range(players)], list(modules)), seed)
    bots = [ExpertBot(f"{seed}:{seat}", playouts=playouts, weights=weights) for seat in range(players)]
    kept = []
    while not game.is_over:
        seat = game.current_player
        game.apply(bots[seat].choose(game))
        s = game.state
        if s.phase == "play" and not s.is_over and rng.random() < SAMPLE_SHARE:
            kept.append((seat, features(s, seat)))
    return [(base, x, final_score(game.state, seat)) for seat, (base, x) in kept]


def _searched_job(args):
    return searched_selfplay_game(*args)
