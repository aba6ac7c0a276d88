"""Games played through the table (table.service.GameService) for the web pages' tests, and the
web pages served from their database on a free port of this machine."""
from __future__ import annotations

import asyncio
import random

import aiohttp

from cogs.render import public_lines
from storage import open_storage
from table.service import GameService
from web import WebServer

SECRET = "a-secret-for-the-tests-only-0123456789"
# (game, options, bot levels): every plug-in, and every module of the games that have some.
GAMES = {
    "toy": ("toy", (), ("easy",)),
    "tzolkin": ("tzolkin", (), ("easy",)),
    "tzolkin_modules": ("tzolkin", ("tribes", "prophecies", "quick", "buildings"), ("easy", "easy")),
    "teotihuacan": ("teotihuacan", ("seasons",), ("easy",)),
    "teotihuacan_draft": ("teotihuacan", ("draft", "dark_eclipse"), ("easy",)),
    "teotibot": ("teotihuacan", ("teotibot_easier",), ()),
    "maya": ("maya", (), ("easy",)),
}


class Clock:
    def __init__(self, now=1_760_000_000.0):
        self.now = now

    def __call__(self):
        self.now += 1
        return self.now


class Table:
    """A database, the table's service on it, and a member (user 100, "Ana") who opens games."""

    def __init__(self, storage, seed=4242):
        self.storage = storage
        self.clock = Clock()
        self.seed = seed
        self.service = GameService(storage, clock=self.clock, seed_source=lambda: self.seed,
                                   formatter=public_lines)

    @classmethod
    async def open(cls, database, seed=4242):
        return cls(await open_storage(database), seed)

    async def close(self):
        await self.storage.close()

    async def new_game(self, kind, channel=None, language="en", humans=1, choose=True):
        """A started game of one of GAMES, the humans' secret choices made: its number."""
        game, options, bots = GAMES[kind]
        self.channels = getattr(self, "channels", 10) + 1
        channel = channel or self.channels
        row = await self.service.create_lobby(1, channel, 100, "Ana", 0, language=language, game=game)
        for i in range(1, humans):
            await self.service.join(row.id, 100 + i, ["Ben", "Cleo", "Dev"][i - 1])
        for option in options:
            await self.service.toggle_option(row.id, 100, option)
        for level in bots:
            await self.service.add_bot(row.id, 100, level=level)
        await self.service.start(row.id, 100)
        if choose:
            await self.choose(row.id, random.Random(row.id))
        return row.id

    async def choose(self, game_id, rng, steps=50):
        """The humans' secret choices, at random (at most `steps` of them)."""
        service = self.service
        for _ in range(steps):
            row = await self.storage.get_game(game_id)
            if row.status != "secret":
                return
            game = await service.load(row)
            plugin = games_plugin(row)
            chosen = await self.storage.secret_choices(game_id)
            for seat in row.seats:
                if seat.is_bot:
                    continue
                steps = [plugin.rules.parse(x) for x in (chosen.get(seat.seat) or "").split()]
                options = plugin.secret.options(game, seat.seat, steps)
                if options:
                    await service.choose_secret(game_id, seat.user_id, str(rng.choice(options)))
                    break
        if steps == 50:
            raise AssertionError("the secret choices never ended")

    async def turn(self, game_id, rng):
        """One whole turn (a person's random decisions up to the turn's end, or a bot's turn); False
        once the game is over."""
        service = self.service
        row = await self.storage.get_game(game_id)
        if row.status == "secret":
            await self.choose(game_id, rng)
            return True
        if row.status != "playing":
            return False
        game = await service.load(row)
        plugin = games_plugin(row)
        seat = row.seats[game.current_player]
        if seat.is_bot:
            await service.bot_turn(game_id)
            return True
        turn_no = plugin.rules.turn_no(game)
        for _ in range(200):
            row = await self.storage.get_game(game_id)
            game = await service.load(row)
            if game.is_over or plugin.rules.turn_no(game) != turn_no or row.status != "playing":
                return True
            legal = game.legal_actions()
            ends = [a for a in legal if plugin.rules.ends_turn(a)]
            action = ends[0] if ends and rng.random() < 0.5 else rng.choice(legal)
            await service.play(game_id, row.rev, seat.user_id, str(action))
        raise AssertionError("a turn never ended")

    async def half_turn(self, game_id, rng):
        """One decision of a person's turn that does not end it (a turn in progress), if there is one."""
        row = await self.storage.get_game(game_id)
        game = await self.service.load(row)
        plugin = games_plugin(row)
        if row.status != "playing" or row.seats[game.current_player].is_bot:
            return False
        turn_no = plugin.rules.turn_no(game)
        for action in game.legal_actions():
            if plugin.rules.ends_turn(action):
                continue
            trial = plugin.rules.from_json(game.to_json())
            trial.apply(action)
            if plugin.rules.turn_no(trial) == turn_no and not trial.is_over:
                await self.service.play(game_id, row.rev, row.seats[game.current_player].user_id, str(action))
                return True
        return False

    async def play_out(self, game_id, rng, most=5000):
        for _ in range(most):
            if not await self.turn(game_id, rng):
                return
        raise AssertionError("the game did not end")


def games_plugin(row):
    from table.service import plugin_of
    return plugin_of(row)


class Served:
    """The web pages of a Table's database, on a free port: `get(path)` -> (status, headers, body)."""

    def __init__(self, table, pictures, *, fresh=0.0, poll=0.05, clock=None):
        self.server = WebServer(table.storage, pictures, SECRET, host="127.0.0.1", port=0, fresh=fresh, poll=poll,
                                clock=clock or table.clock)
        self.session = None

    async def __aenter__(self):
        await self.server.start()
        self.session = aiohttp.ClientSession(self.server.address)
        return self

    async def __aexit__(self, *exc):
        await self.session.close()
        await self.server.close()

    async def get(self, path, headers=None):
        async with self.session.get(path, headers=headers or {}, allow_redirects=False) as response:
            return response.status, response.headers, await response.read()


async def settle():
    await asyncio.sleep(0)
