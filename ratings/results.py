"""Results of finished games and the ratings they lead to, beside the games in the same database.

`ResultStore(storage)` works on either backend through the storage's shared helpers
(`sql()`, `rows()`, `games_where()`: `?` placeholders, SQL both databases speak). A result is
written once per game, with the rating changes it causes, in one transaction: recording the
same game twice (a retry, a second process) changes nothing. Ratings are replayed from the
results in the order they were recorded (`seq`), so `rebuild` gives back exactly the table
that recording game after game built. Ratings are per server and per game: a game's results
move only that game's ratings.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

import games
from storage import ACTIVE

from .model import Placing, Rating, rate_game



@dataclass
class ResultSeat:
    seat: int
    name: str
    user_id: int | None
    bot: str | None
    player: str | None
    place: int
    points: int
    sources: dict

    @property
    def handed_over(self):
        """A member's seat a bot played, to the end or for a while: it counts for nobody."""
        return self.user_id is not None and self.player is None


@dataclass
class GameResult:
    game_id: int
    seq: int
    guild_id: int
    channel_id: int
    players: int
    rated: bool
    finished_at: float
    game: str = ""  # the registered game it played
    seats: list = field(default_factory=list)
    changes: dict = field(default_factory=dict)  # player -> (mu_before, sigma_before, mu_after, sigma_after)

    @property
    def winners(self):
        return [s for s in self.seats if s.place == 1]


_RESULT_COLUMNS = "game_id, seq, guild_id, channel_id, players, rated, finished_at, game"
_SEAT_COLUMNS = "seat, name, user_id, bot, player, place, points, sources"


# Game ids read in one query at most (SQLite's oldest limit on a statement's parameters is 999).
CHUNK = 500


def _chunks(ids):
    return [ids[i:i + CHUNK] for i in range(0, len(ids), CHUNK)]


class ResultStore:
    def __init__(self, storage):
        self.storage = storage

    async def _rows(self, sql, args=()):
        return await self.storage.rows(sql, args)

    # --- recording ----------------------------------------------------------------

    async def unrecorded_games(self):
        """Ids of finished games without a result yet, oldest first (abandoned games never get one)."""
        rows = await self._rows(
            "SELECT id FROM games WHERE status = 'over' AND id NOT IN (SELECT game_id FROM results)"
            " ORDER BY updated_at, id")
        return [r[0] for r in rows]

    async def record(self, row, seat_results):
        """Store a finished game's result and rate it; False if it was already stored.

        `row` is the storage.GameRow, `seat_results` the ratings.SeatResult of each seat."""
        placings = [Placing(r.player, r.place) for r in seat_results if r.player is not None]
        kind = games.get(row.game).name  # a row that names no game plays the default one
        async with self.storage.sql() as db:
            await db.lock("results")  # seq is MAX + 1: two processes recording at once must take turns
            seq = (await db.rows("SELECT COALESCE(MAX(seq), 0) + 1 FROM results"))[0][0]
            added = await db.run(
                f"INSERT INTO results ({_RESULT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (game_id) DO NOTHING",
                (row.id, seq, row.guild_id, row.channel_id, len(seat_results), int(len(placings) >= 2),
                 float(row.updated_at), kind))
            if added == 0:
                return False
            await db.many(
                f"INSERT INTO result_seats (game_id, {_SEAT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(row.id, r.seat, r.name, r.user_id, r.bot, r.player, r.place, r.points,
                  json.dumps(r.sources, sort_keys=True)) for r in seat_results])
            await self._rate(db, row.guild_id, kind, row.id, placings, row.updated_at)
        return True

    async def _rate(self, db, guild_id, game, game_id, placings, when):
        keys = sorted({p.player for p in placings})
        table = {}
        for key in keys:
            found = await db.rows("SELECT mu, sigma, games, wins FROM ratings"
                                  " WHERE guild_id = ? AND game = ? AND player = ?", (guild_id, game, key))
            if found:
                table[key] = Rating(*found[0])
        new = rate_game(table, placings)
        for key, rating in sorted(new.items()):
            old = table.get(key) or Rating()
            await db.run(
                "INSERT INTO ratings (guild_id, game, player, mu, sigma, games, wins, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game, player) DO UPDATE SET"
                " mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, wins = excluded.wins,"
                " updated_at = excluded.updated_at",
                (guild_id, game, key, float(rating.mu), float(rating.sigma), rating.games, rating.wins, float(when)))
            await db.run(
                "INSERT INTO rating_changes (game_id, player, mu_before, sigma_before, mu_after, sigma_after)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, key, float(old.mu), float(old.sigma), float(rating.mu), float(rating.sigma)))

    async def rebuild(self):
        """Forget every rating and rate every stored result again, in order. Returns the games rated."""
        async with self.storage.sql() as db:
            await db.lock("results")
            games = await db.rows("SELECT game_id, guild_id, game, finished_at FROM results ORDER BY seq")
            seats = await db.rows("SELECT game_id, player, place FROM result_seats"
                                  " WHERE player IS NOT NULL ORDER BY game_id, seat")
            by_game = {}
            for game_id, player, place in seats:
                by_game.setdefault(game_id, []).append(Placing(player, place))
            await db.run("DELETE FROM rating_changes")
            await db.run("DELETE FROM ratings")
            rated = 0
            for game_id, guild_id, game, finished_at in games:
                placings = by_game.get(game_id, [])
                await self._rate(db, guild_id, game, game_id, placings, finished_at)
                await db.run("UPDATE results SET rated = ? WHERE game_id = ?", (int(len(placings) >= 2), game_id))
                rated += len(placings) >= 2
        return rated

    # --- reading --------------------------------------------------------------------

    async def ratings(self, guild_id, game=""):
        """One game's ratings in a server ({player key: Rating}); "" is the default game."""
        game = game or await self._default_game()
        rows = await self._rows("SELECT player, mu, sigma, games, wins FROM ratings WHERE guild_id = ? AND game = ?",
                                (guild_id, game))
        return {player: Rating(mu, sigma, games, wins) for player, mu, sigma, games, wins in rows}

    async def all_ratings(self):
        """{(guild_id, game, player): (mu, sigma, games, wins)}: the whole table, to compare with a rebuild."""
        rows = await self._rows("SELECT guild_id, game, player, mu, sigma, games, wins FROM ratings")
        return {(g, k, p): tuple(rest) for g, k, p, *rest in rows}

    @staticmethod
    async def _default_game():
        return games.get().name  # the registry names the default game

    async def _results(self, where, args):
        """The results `where` selects, in its order, each with its seats and rating changes: three
        reads whatever their number (a player's statistics read every game they played)."""
        rows = await self._rows(f"SELECT {_RESULT_COLUMNS} FROM results WHERE {where}", args)
        results = [GameResult(*r[:5], bool(r[5]), r[6], r[7]) for r in rows]
        seats, changes = {}, {}
        for chunk in _chunks([r.game_id for r in results]):
            marks = ", ".join("?" * len(chunk))
            for s in await self._rows(f"SELECT game_id, {_SEAT_COLUMNS} FROM result_seats"
                                      f" WHERE game_id IN ({marks}) ORDER BY game_id, seat", chunk):
                seats.setdefault(s[0], []).append(ResultSeat(*s[1:8], json.loads(s[8])))
            for c in await self._rows("SELECT game_id, player, mu_before, sigma_before, mu_after, sigma_after"
                                      f" FROM rating_changes WHERE game_id IN ({marks})", chunk):
                changes.setdefault(c[0], {})[c[1]] = tuple(c[2:])
        for result in results:
            result.seats = seats.get(result.game_id, [])
            result.changes = changes.get(result.game_id, {})
        return results

    async def game_result(self, game_id):
        found = await self._results("game_id = ?", (game_id,))
        return found[0] if found else None

    async def game_results(self, game_ids):
        """The results of these games, in the same order (a game without a result is left out)."""
        found = {}
        for chunk in _chunks(list(game_ids)):
            marks = ", ".join("?" * len(chunk))
            found.update((r.game_id, r) for r in await self._results(f"game_id IN ({marks})", tuple(chunk)))
        return [found[g] for g in game_ids if g in found]

    async def guild_results(self, guild_id, limit=10, offset=0, game=""):
        """The server's finished games (of one game when `game` names it), newest first."""
        where, args = ("guild_id = ? AND game = ?", (guild_id, game)) if game else ("guild_id = ?", (guild_id,))
        return await self._results(where + " ORDER BY seq DESC LIMIT ? OFFSET ?", args + (limit, offset))

    async def guild_result_ids(self, guild_id, game=""):
        """The numbers of the server's finished games (of one game when `game` names it), newest first."""
        where, args = ("guild_id = ? AND game = ?", (guild_id, game)) if game else ("guild_id = ?", (guild_id,))
        return [r[0] for r in await self._rows(f"SELECT game_id FROM results WHERE {where} ORDER BY seq DESC", args)]

    async def count_guild_results(self, guild_id, game=""):
        where, args = ("guild_id = ? AND game = ?", (guild_id, game)) if game else ("guild_id = ?", (guild_id,))
        return (await self._rows(f"SELECT COUNT(*) FROM results WHERE {where}", args))[0][0]

    async def player_seats(self, guild_id, player, game=""):
        """(GameResult, ResultSeat) of every counted game of one player in a server, oldest first;
        one game's only when `game` names it."""
        where = "guild_id = ? AND game_id IN (SELECT game_id FROM result_seats WHERE player = ?)"
        args = (guild_id, player)
        if game:
            where, args = where + " AND game = ?", args + (game,)
        results = await self._results(where + " ORDER BY seq", args)
        return [(r, next(s for s in r.seats if s.player == player)) for r in results]

    async def handed_over_count(self, guild_id, user_id, game=""):
        """Finished games of the server (of one game when `game` names it) where the member's seat
        was handed to a bot, at the end or for a while: they count for nobody."""
        sql = ("SELECT COUNT(*) FROM result_seats s JOIN results r ON r.game_id = s.game_id"
               " WHERE r.guild_id = ? AND s.user_id = ? AND s.player IS NULL")
        args = (guild_id, user_id)
        if game:
            sql, args = sql + " AND r.game = ?", args + (game,)
        return (await self._rows(sql, args))[0][0]

    async def member_games(self, user_id):
        """The games in a lobby or running where the member holds a seat in person, every server."""
        statuses = ", ".join(f"'{s}'" for s in ACTIVE)
        return await self.storage.games_where(
            f"status IN ({statuses}) AND id IN"
            " (SELECT game_id FROM seats WHERE user_id = ? AND bot IS NULL) ORDER BY id", (user_id,))

    async def decided_by_bots(self, game_id):
        """Indices of the game's decisions that no member took (a bot's)."""
        rows = await self._rows("SELECT idx FROM actions WHERE game_id = ? AND user_id IS NULL", (game_id,))
        return frozenset(r[0] for r in rows)
