"""The games, written once for both backends: their rows and seats, decisions, snapshots, secret
choices, hand-over votes, log, reminders and leases.

The record of a game (config, seed, ordered decisions) is the truth; the engine state snapshot is
only a cache. Every change happens in one transaction, and every change bumps the game's revision
(`rev`) so that an out-of-date panel can be recognised: `commit(..., expected_rev=...)` refuses to
write over a newer revision.

A mixin of `Storage` (SQLite, storage/sqlite.py) and `PostgresStorage` (storage/postgres.py), as
CommunityStore and LanguageStore are: statements with `?` placeholders, in SQL both databases
speak, run by the backend's steps (`rows`, `run`, `many`, `locked`, `insert_id`), which hold what
truly differs. Each backend provides:

- `sql()`: the steps of one write transaction. Which of two processes writing the same game wins
  is decided by the database: SQLite's transaction begins IMMEDIATE (it holds the database's one
  write lock until it ends); PostgreSQL's locks the game's row as it reads its revision (`locked`:
  SELECT ... FOR UPDATE), so the other writer waits, then reads the revision the first one wrote;
- `reading()`: steps outside any transaction, each statement reading one moment of the database;
- `unique_violation`: the error a unique index raises.
"""
from __future__ import annotations

import json

from .errors import ChannelBusy, StaleRevision, StorageError
from .jsontext import UNREADABLE, json_column, snapshot_text
from .rows import DEFAULT_REMINDER, GameRow, Seat

GAME_COLUMNS = ("id", "game", "guild_id", "channel_id", "creator_id", "status", "rules_version", "seed", "config",
                "rev", "turn_no", "lobby_message_id", "secret_message_id", "board_message_id",
                "reminder_seconds", "turn_started_at", "reminded_at", "created_at", "updated_at",
                "handover_level", "hints_allowed", "language")
_SELECT_GAMES = f"SELECT {', '.join(GAME_COLUMNS)} FROM games WHERE "
_MESSAGE_FIELDS = ("lobby_message_id", "secret_message_id", "board_message_id")
# Games whose seats are read in one statement at most (SQLite's oldest limit on a statement's
# parameters is 999).
CHUNK = 500

# One game's revision and snapshot (the first row), then its decisions in order: one statement,
# so that the three are of one moment whoever writes meanwhile.
_GAME_PARTS = ("SELECT 0, rev, NULL, (SELECT snapshot FROM snapshots WHERE game_id = ?) FROM games WHERE id = ?"
               " UNION ALL SELECT 1, idx, action, NULL FROM actions WHERE game_id = ? ORDER BY 1, 2")
# A reminder is due when a whole delay has passed since the turn started and since the last
# reminder: now - MAX(started, reminded) >= delay, said as two comparisons, since SQLite's MAX of
# two values is GREATEST in PostgreSQL.
_REMINDER_DUE = ("status IN ('secret', 'playing') AND reminder_seconds > 0 AND turn_started_at IS NOT NULL"
                 " AND ? - turn_started_at >= reminder_seconds AND ? - COALESCE(reminded_at, 0) >= reminder_seconds")
_PUT_SNAPSHOT = ("INSERT INTO snapshots (game_id, snapshot) VALUES (?, ?)"
                 " ON CONFLICT (game_id) DO UPDATE SET snapshot = excluded.snapshot")
_PUT_CHOICE = ("INSERT INTO secret_choices (game_id, seat, steps) VALUES (?, ?, ?)"
               " ON CONFLICT (game_id, seat) DO UPDATE SET steps = excluded.steps")
_PUT_LOG = "INSERT INTO log (game_id, turn_no, text, created_at) VALUES (?, ?, ?, ?)"
_VOTERS = "SELECT voter_id FROM handover_votes WHERE game_id = ? AND seat = ?"
PUT_OPTION = ("INSERT INTO game_options (game_id, key, value) VALUES (?, ?, ?)"
              " ON CONFLICT (game_id, key) DO UPDATE SET value = excluded.value")
# Why a bot plays a seat ('clock', 'vote', 'resigned'; NULL: its member plays it again).
# A seat once handed over stays `handed` when its member takes it back (away NULL again).
PUT_AWAY = ("INSERT INTO seat_status (game_id, seat, away, handed) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (game_id, seat) DO UPDATE SET away = excluded.away,"
            " handed = CASE WHEN excluded.handed = 1 THEN 1 ELSE seat_status.handed END")


def _game_row(values):
    row = dict(zip(GAME_COLUMNS, values, strict=True))
    row["config"] = json_column(row["config"], {"unreadable": row["config"]})  # the engine refuses it: damaged
    row["hints_allowed"] = bool(row["hints_allowed"])
    return GameRow(**row)


async def _games(q, where, args):
    """The GameRows a WHERE clause (with its ORDER BY / LIMIT) selects, each with its seats."""
    found = [_game_row(r) for r in await q.rows(_SELECT_GAMES + where, args)]
    seats = {}
    ids = [g.id for g in found]
    for start in range(0, len(ids), CHUNK):
        chunk = ids[start:start + CHUNK]
        marks = ", ".join("?" * len(chunk))
        for game_id, *seat in await q.rows("SELECT game_id, seat, user_id, name, bot, hints FROM seats"
                                           f" WHERE game_id IN ({marks}) ORDER BY game_id, seat", chunk):
            seats.setdefault(game_id, []).append(Seat(*seat))
    for game in found:
        game.seats = seats.get(game.id, [])
    return found


async def _check_rev(q, game_id, expected_rev):
    """The game's revision, its row locked for the transaction; StaleRevision if it is not the
    expected one (None: any)."""
    found = await q.locked("SELECT rev FROM games WHERE id = ?", (game_id,))
    if not found:
        raise StaleRevision("no such game")
    rev = found[0][0]
    if expected_rev is not None and rev != expected_rev:
        raise StaleRevision(f"game {game_id} is at revision {rev}, not {expected_rev}")
    return rev


async def _write_seats(q, game_id, seats, away=None):
    """The seats, and with them why a bot plays a seat (`away`: {seat: why or None}), in the
    caller's transaction: a seat is never handed over, or taken back, without its reason."""
    await q.run("DELETE FROM seats WHERE game_id = ?", (game_id,))
    await q.many("INSERT INTO seats (game_id, seat, user_id, name, bot, hints) VALUES (?, ?, ?, ?, ?, ?)",
                 [(game_id, i, s.user_id, s.name, s.bot, s.hints) for i, s in enumerate(seats)])
    await q.many(PUT_AWAY, [(game_id, seat, why, int(why is not None)) for seat, why in (away or {}).items()])


class GameStore:
    """The games' methods of both backends' storage, over the backend's `sql()`, `reading()` and
    `unique_violation` (see the module's docstring)."""

    # --- reading: the helpers shared with storage/community.py and ratings/results.py ---

    async def rows(self, sql, args=()):
        """A read statement's rows, as tuples."""
        async with self.reading() as q:
            return await q.rows(sql, args)

    async def games_where(self, where, args=()):
        """GameRows matching a WHERE clause (with its ORDER BY / LIMIT)."""
        async with self.reading() as q:
            return await _games(q, where, args)

    # --- reading ----------------------------------------------------------------

    async def _one_game(self, where, args):
        found = await self.games_where(where, args)
        return found[0] if found else None

    async def get_game(self, game_id):
        return await self._one_game("id = ?", (game_id,))

    async def channel_game(self, channel_id):
        """The game in the lobby or running in this channel, or None."""
        return await self._one_game("channel_id = ? AND status IN ('lobby', 'secret', 'playing')", (channel_id,))

    async def latest_channel_game(self, channel_id):
        """The channel's most recent game, whatever its status (for looking back at it)."""
        return await self._one_game("channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))

    async def guild_games(self, guild_id):
        return await self.games_where("guild_id = ? AND status IN ('lobby', 'secret', 'playing') ORDER BY id",
                                      (guild_id,))

    async def running_games(self):
        """Every game being played (after a restart, bots on turn resume thinking)."""
        return await self.games_where("status = 'playing' ORDER BY id")

    async def games_to_remind(self, now):
        """Running games whose player on turn has waited a whole reminder delay since the
        turn started or since the last reminder."""
        return await self.games_where(_REMINDER_DUE + " ORDER BY id", (now, now))

    async def actions(self, game_id):
        return [r[0] for r in await self.rows("SELECT action FROM actions WHERE game_id = ? ORDER BY idx",
                                              (game_id,))]

    async def game_parts(self, game_id):
        """(rev, actions, snapshot) read together, as of one moment: what a game is loaded from,
        in one statement (a cold load used to make eleven)."""
        rows = await self.rows(_GAME_PARTS, (game_id, game_id, game_id))
        if not rows or rows[0][0] != 0:
            return None, [r[2] for r in rows], None
        return rows[0][1], [r[2] for r in rows[1:]], json_column(rows[0][3], UNREADABLE)

    async def snapshot(self, game_id):
        """The cached engine state last stored with the game, or None. Only a cache: unreadable
        text gives UNREADABLE (the reader replays the record, saying why)."""
        rows = await self.rows("SELECT snapshot FROM snapshots WHERE game_id = ?", (game_id,))
        return json_column(rows[0][0], UNREADABLE) if rows else None

    async def record(self, game_id):
        """The engine record: {"rules_version", "config", "seed", "actions"}."""
        game = await self.get_game(game_id)
        if game is None or game.config is None or game.status == "lobby":  # a lobby's config holds its options
            return None
        return {"rules_version": game.rules_version, "config": game.config, "seed": game.seed,
                "actions": await self.actions(game_id)}

    async def secret_choices(self, game_id):
        return dict(await self.rows("SELECT seat, steps FROM secret_choices WHERE game_id = ?", (game_id,)))

    async def votes(self, game_id, seat):
        return {r[0] for r in await self.rows(_VOTERS, (game_id, seat))}

    async def log(self, game_id, limit=15):
        rows = await self.rows("SELECT turn_no, text, created_at FROM log WHERE game_id = ? ORDER BY id DESC LIMIT ?",
                               (game_id, limit))
        return rows[::-1]

    # --- writing ----------------------------------------------------------------

    async def create_lobby(self, guild_id, channel_id, creator_id, creator_name, now,
                           reminder_seconds=DEFAULT_REMINDER, language="en", *, game):
        """A new lobby of `game` (the registered game's name, which the table gives) in the channel;
        ChannelBusy if the channel already has a game in its lobby or running."""
        try:
            async with self.sql() as q:
                game_id = await q.insert_id(
                    "INSERT INTO games (game, guild_id, channel_id, creator_id, reminder_seconds, created_at,"
                    " updated_at, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (game, guild_id, channel_id, creator_id, reminder_seconds, now, now, language))
                await q.run("INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                            (game_id, creator_id, creator_name))
        except self.unique_violation as err:
            raise ChannelBusy(str(err)) from err
        return await self.get_game(game_id)

    async def set_seats(self, game_id, seats, now, *, creator_id=None, expected_rev=None, away=None):
        """Replace the seats (lobby changes, a seat handed to a bot or taken back), with `away`
        ({seat: why a bot plays it, or None}) in the same transaction."""
        async with self.sql() as q:
            rev = await _check_rev(q, game_id, expected_rev)
            await _write_seats(q, game_id, seats, away)
            if creator_id is not None:
                await q.run("UPDATE games SET creator_id = ? WHERE id = ?", (creator_id, game_id))
            await q.run("UPDATE games SET rev = ?, updated_at = ? WHERE id = ?", (rev + 1, now, game_id))
        return rev + 1

    async def set_lobby_config(self, game_id, config, now, *, expected_rev=None):
        """The options chosen in the lobby (the expansion modules), kept in the config column
        until the start writes the game's full config there."""
        async with self.sql() as q:
            rev = await _check_rev(q, game_id, expected_rev)
            await q.run("UPDATE games SET config = ?, rev = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                        (json.dumps(config), rev + 1, now, game_id))
        return rev + 1

    async def start(self, game_id, seed, config, now, *, expected_rev=None, secret_choices=None, secret=True,
                    rules_version=1, snapshot=None, turn_no=0):
        """Close the lobby and start the game, in one transaction: its seed, config and rules
        version, the bots' secret choices, and its first snapshot when it has one."""
        async with self.sql() as q:
            rev = await _check_rev(q, game_id, expected_rev)
            await q.run("UPDATE games SET status = ?, seed = ?, config = ?, rev = ?, turn_started_at = ?,"
                        " updated_at = ?, rules_version = ?, turn_no = ? WHERE id = ? AND status = 'lobby'",
                        ("secret" if secret else "playing", seed, json.dumps(config), rev + 1, now, now,
                         rules_version, turn_no, game_id))
            await q.many(_PUT_CHOICE, [(game_id, seat, action) for seat, action in (secret_choices or {}).items()])
            if snapshot is not None:
                await q.run(_PUT_SNAPSHOT, (game_id, snapshot_text(snapshot)))
        return rev + 1

    async def choose_secret(self, game_id, seat, action, now, *, expected_rev=None, seats=None, away=None):
        """A seat's secret choice; with `seats` (and `away`), the seats it is made for in the same
        transaction (a bot choosing for the seat it was just handed)."""
        async with self.sql() as q:
            rev = await _check_rev(q, game_id, expected_rev)
            await q.run(_PUT_CHOICE, (game_id, seat, action))
            if seats is not None:
                await _write_seats(q, game_id, seats, away)
            await q.run("UPDATE games SET rev = ?, updated_at = ? WHERE id = ?", (rev + 1, now, game_id))
        return rev + 1

    async def commit(self, game_id, expected_rev, now, *, append=(), drop_last=0, snapshot=None, status=None,
                     turn_no=None, new_turn=False, log_lines=(), clear_secret=False, clear_votes_for=(), seats=None,
                     away=None):
        """Write the decisions of one move in one transaction and return the new revision.

        `append` holds (action, seat, user_id) in order, stored with the revision they were
        taken at; `drop_last` removes the latest decisions first (undo within a turn). Raises
        StaleRevision if the game moved on.
        """
        async with self.sql() as q:
            rev = await _check_rev(q, game_id, expected_rev)
            count = (await q.rows("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,)))[0][0]
            if drop_last:
                if drop_last > count:
                    raise StorageError("cannot drop more decisions than were made")
                await q.run("DELETE FROM actions WHERE game_id = ? AND idx >= ?", (game_id, count - drop_last))
                count -= drop_last
            await q.many("INSERT INTO actions (game_id, idx, action, seat, user_id, created_at, rev)"
                         " VALUES (?, ?, ?, ?, ?, ?, ?)",
                         [(game_id, count + i, str(a), seat, user, now, rev)
                          for i, (a, seat, user) in enumerate(append)])
            if snapshot is not None:
                await q.run(_PUT_SNAPSHOT, (game_id, snapshot_text(snapshot)))
            sets, args = ["rev = ?", "updated_at = ?"], [rev + 1, now]
            for column, value in (("status", status), ("turn_no", turn_no)):
                if value is not None:
                    sets.append(f"{column} = ?")
                    args.append(value)
            if new_turn:
                sets += ["turn_started_at = ?", "reminded_at = NULL"]
                args.append(now)
            await q.run(f"UPDATE games SET {', '.join(sets)} WHERE id = ?", (*args, game_id))
            tn = turn_no if turn_no is not None else 0
            await q.many(_PUT_LOG, [(game_id, tn, line, now) for line in log_lines])
            if clear_secret:
                await q.run("DELETE FROM secret_choices WHERE game_id = ?", (game_id,))
            await q.many("DELETE FROM handover_votes WHERE game_id = ? AND seat = ?",
                         [(game_id, seat) for seat in clear_votes_for])
            if seats is not None:
                await _write_seats(q, game_id, seats, away)
        return rev + 1

    async def add_vote(self, game_id, seat, voter_id):
        """Count a member's vote to hand a seat over (twice counts once); every voter so far."""
        async with self.sql() as q:
            await q.run("INSERT INTO handover_votes (game_id, seat, voter_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                        (game_id, seat, voter_id))
            return {r[0] for r in await q.rows(_VOTERS, (game_id, seat))}

    async def set_message(self, game_id, which, message_id):
        if which not in _MESSAGE_FIELDS:
            raise ValueError(which)
        async with self.sql() as q:
            await q.run(f"UPDATE games SET {which} = ? WHERE id = ?", (message_id, game_id))

    async def set_status(self, game_id, status, now):
        async with self.sql() as q:
            await q.run("UPDATE games SET status = ?, rev = rev + 1, updated_at = ? WHERE id = ?",
                        (status, now, game_id))

    async def set_reminder(self, game_id, seconds, now):
        async with self.sql() as q:
            await q.run("UPDATE games SET reminder_seconds = ?, updated_at = ? WHERE id = ?", (seconds, now, game_id))

    async def set_game_settings(self, game_id, now, *, handover_level=None, hints_allowed=None, options=None):
        """Change a game's settings in one transaction (None leaves one as it is): its bot settings,
        which bump the revision, and its options ({key: value}: how its board shows, its clock),
        which do not (an open panel stays good when the board's style changes)."""
        sets, args = [], []
        if handover_level is not None:
            sets.append("handover_level = ?")
            args.append(handover_level)
        if hints_allowed is not None:
            sets.append("hints_allowed = ?")
            args.append(int(bool(hints_allowed)))
        async with self.sql() as q:
            if sets:
                await q.run(f"UPDATE games SET rev = rev + 1, updated_at = ?, {', '.join(sets)} WHERE id = ?",
                            (now, *args, game_id))
            await q.many(PUT_OPTION, [(game_id, key, json.dumps(value)) for key, value in (options or {}).items()])

    async def count_hint(self, game_id, seat):
        """One more hint asked for by this seat's player; returns the new count."""
        async with self.sql() as q:
            await q.run("UPDATE seats SET hints = hints + 1 WHERE game_id = ? AND seat = ?", (game_id, seat))
            found = await q.rows("SELECT hints FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
        return found[0][0] if found else 0

    async def mark_reminded(self, game_id, now):
        async with self.sql() as q:
            await q.run("UPDATE games SET reminded_at = ? WHERE id = ?", (now, game_id))

    async def claim_reminder(self, game_id, now):
        """Mark the game reminded if a reminder is still due; True for the one caller (of any
        process) that did, who then sends it: a reminder is sent at most once per delay."""
        async with self.sql() as q:
            return await q.run(f"UPDATE games SET reminded_at = ? WHERE id = ? AND {_REMINDER_DUE}",
                               (now, game_id, now, now)) == 1

    async def try_lease(self, name, holder, now, seconds):
        """Hold the lease `name` for `seconds` if it is free, expired or already ours; True if held
        (the row was written: both databases count a row an upsert leaves alone as unchanged)."""
        async with self.sql() as q:
            return await q.run(
                "INSERT INTO leases (name, holder, until) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE"
                " SET holder = excluded.holder, until = excluded.until"
                " WHERE leases.holder = excluded.holder OR leases.until <= ?", (name, holder, now + seconds, now)) == 1

    async def add_log(self, game_id, turn_no, lines, now):
        async with self.sql() as q:
            await q.many(_PUT_LOG, [(game_id, turn_no, line, now) for line in lines])
