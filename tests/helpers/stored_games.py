"""Tzolk'in games played through storage as the bot stores them (a lobby, its seats, the start and
every action), for the tests of results, ratings and the commands that read them."""
import random

from storage import Seat
from tzolkin import Config, Game

NOW = 1_700_000_000.0


def random_game(seed, players):
    game = Game(Config(players=players, names=[f"P{i}" for i in range(players)]), seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


async def finished(store, seats, *, guild=1, channel=None, seed=11, status="over", upto=None, snapshot=True):
    """A game played through storage as the bot stores it; `seats` as Seat(..) without numbers."""
    channel = channel or 1000 + seed
    row = await store.create_lobby(guild, channel, seats[0].user_id or 1, seats[0].name, NOW, game="tzolkin")
    seats = [Seat(i, s.user_id, s.name, s.bot) for i, s in enumerate(seats)]
    await store.set_seats(row.id, seats, NOW)
    await store.start(row.id, seed, Config(players=len(seats), names=[s.name for s in seats]).to_json(), NOW)
    game = random_game(seed, len(seats))
    actions = game.actions[:upto] if upto else game.actions
    row = await store.get_game(row.id)
    await store.commit(row.id, row.rev, NOW + seed, append=[(str(a), None, None) for a in actions],
                       status="playing" if upto else status, snapshot=game.to_json() if snapshot else None)
    if status == "abandoned":
        await store.set_status(row.id, "abandoned", NOW + seed)
    return await store.get_game(row.id), game


def person(user_id, name=None):
    return Seat(0, user_id, name or f"U{user_id}")


def bot(level, user_id=None, name="Bot"):
    return Seat(0, user_id, name, level)
