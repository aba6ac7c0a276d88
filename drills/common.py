"""Helpers shared by the drills: timing figures and a game service with simulated players."""
from __future__ import annotations

import copy
import random
import resource
import time

from table.service import GameService, plugin_of

NOW = 1_700_000_000.0


def percentile(values, q):
    """The q-th percentile (0-100) of the values, nearest rank; None when empty."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def ms(values):
    """'p50 a ms / p95 b ms' of durations in seconds."""
    if not values:
        return "p50 - / p95 -"
    return f"p50 {percentile(values, 50) * 1000:.2f} ms / p95 {percentile(values, 95) * 1000:.2f} ms"


def rss_mb():
    """Peak resident memory of this process, in MB (Linux reports kilobytes)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def current_rss_mb():
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * resource.getpagesize() / 2 ** 20
    except OSError:
        return rss_mb()


class Clock:
    """A clock the drills move by hand, so reminders and timestamps are reproducible."""

    def __init__(self, now=NOW):
        self.now = now

    def __call__(self):
        self.now += 0.001
        return self.now


def make_service(storage, seed=7, **kwargs):
    return GameService(storage, clock=Clock(), seed_source=lambda: seed, **kwargs)


async def new_game(service, channel, players=2, guild=1, options=(), game=None):
    """A started game of `game` (a registered game's name; the default game for None) in `channel`
    with `players` people (user ids channel*10 + seat) and the lobby's `options` switched on, each
    secret choice made (the first option of each step)."""
    users = [channel * 10 + i for i in range(players)]
    row = await service.create_lobby(guild, channel, users[0], f"P{channel}-0", 0,
                                     **({"game": game} if game else {}))
    for option in options:
        await service.toggle_option(row.id, users[0], option)
    for i, user in enumerate(users[1:], 1):
        await service.join(row.id, user, f"P{channel}-{i}")
    outcome = await service.start(row.id, users[0])
    await choose_secrets(service, outcome.row, outcome.game, users)
    return row.id, users


async def choose_secrets(service, row, game, users):
    """Every seat makes its secret choice, step by step (the first option each time)."""
    plugin = plugin_of(row)
    for seat, user in enumerate(users):
        chosen = []
        while plugin.secret and plugin.secret.phase(game) and (options := plugin.secret.options(game, seat, chosen)):
            chosen.append(options[0])
            await service.choose_secret(row.id, user, str(options[0]))


async def random_move(service, game_id, users, rng):
    """One decision by the player on turn, chosen at random among the legal ones; its duration."""
    row = await service.storage.get_game(game_id)
    game = await service.load(row)
    if game.is_over:
        return None, None
    action = rng.choice(game.legal_actions())
    start = time.perf_counter()
    await service.play(game_id, row.rev, users[game.current_player], str(action))
    return action, time.perf_counter() - start


async def play_to_turn_start(service, game_id, users, rng, decisions=40):
    """Random moves until a turn has just begun (the moment the table writes a game's snapshot)
    after at least `decisions` decisions, or halfway through a game shorter than twice that."""
    store = service.storage
    row = await store.get_game(game_id)
    game = await service.load(row)
    probe, probe_rng = copy.deepcopy(game), random.Random(rng.random())
    while not probe.is_over:  # how long the game runs when played at random
        probe.apply(probe_rng.choice(probe.legal_actions()))
    target = min(decisions, len(probe.actions) // 2)
    while True:
        row = await store.get_game(game_id)
        game = await service.load(row)
        if game.is_over:
            raise RuntimeError(f"game {game_id} ended before a turn could be caught beginning")
        if len(game.actions) >= target and game.turn_start == len(game.actions) \
                and await store.snapshot(game_id) is not None:
            return game
        await random_move(service, game_id, users, rng)


def summary(name, ok, **figures):
    parts = " ".join(f"{k}={v}" for k, v in figures.items())
    return f"{name}: {'OK' if ok else 'FAILED'} {parts}"

