"""Malformed input for every registered game: random and malformed moves into the engine and the
game service, and damaged records and snapshots in storage.

    python -m drills.malformed [--tries 20000] [--game NAME] [--database PATH_OR_URL]

For each game (all of them unless `--game`), reached through its plug-in only:
Engine: moves of every wrong shape (a part of a legal move made a float, a bool, a list, a huge
number or text; unknown words; too many parts; random text) and the other games' moves, at many
points of seeded games with random options: only the game's IllegalAction, and the game unchanged
(a move that happens to be legal here too is played, then undone).
Service: the same moves as clicks, and as secret choices where the game has them: only a refusal,
nothing stored.
Storage: each game of a set gets one kind of damage (DAMAGE: a decision that no longer replays, a
snapshot that is not JSON or not a game, a config that is not JSON or not a game's, a missing
seed): a damaged record gives a clear refusal for that game, a damaged snapshot is rebuilt from
the record, and every other game still plays.
Snapshots damaged in their values only: every field of the stored snapshot (each key of the game,
of its state and of its first player) made NULL, of the wrong type, out of range, beyond what JSON
carries, or inconsistent with another field (`field_damages`); the decisions fewer or more than
the record's; the turn starting elsewhere (NAMED_DAMAGE). A restarted process loads each from the
record, with the record's state, and plays on.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import logging
import math
import random
import sys
import tempfile
from pathlib import Path

import games as registry
from storage import open_storage
from table.service import Refused, unsealed

from .common import make_service, new_game, play_to_turn_start, random_move, summary
from .pgcluster import database_for

WORDS = ["end", "start", "-1", "0", "3", "99999999999", "", ":", "é", "\x00", "3.0", "1e400", "None", "[]",
         "x" * 80]
ODD_PARTS = [3.0, 8.0, 1.5, True, False, None, [1], (1,), {"a": 1}, b"x", math.nan, 10 ** 30, -1, "", "x" * 300]


def options_for(plugin, rng, players):
    """A random set of the game's lobby options that it accepts for this many players, or None."""
    chosen = [o for o in plugin.options if rng.random() < 0.4]
    fits = (plugin.rules.options_refusal(chosen, players) is None and plugin.rules.most_players(chosen) >= players
            and plugin.rules.start_refusal(chosen, players) is None)
    return chosen if fits else None


def random_game(plugin, rng):
    """A new game of the plug-in's, with a random number of seats and random options (drawn again
    until the game accepts them; the base game after a few tries)."""
    for _ in range(50):
        players = rng.randint(max(2, plugin.min_players), plugin.max_players)
        options = options_for(plugin, rng, players)
        if options is not None:
            break
    else:
        players, options = max(2, plugin.min_players), []
    game, _ = plugin.rules.new_game([f"P{i}" for i in range(players)], options, rng.randrange(10 ** 6))
    return game


def foreign_moves(plugin, rng, count=200):
    """Legal moves of the other registered games (their actions and their strings), played at
    random: moves this game must refuse as not its own."""
    out = []
    for other in registry.plugins():
        if other.name == plugin.name:
            continue
        game = random_game(other, rng)
        while not game.is_over and len(out) < count * (1 + registry.names().index(other.name)):
            legal = list(game.legal_actions())
            out += [rng.choice(legal), str(rng.choice(legal))]
            game.apply(rng.choice(legal))
    return out


def malformed(rng, legal, foreign=()):
    """A move of a wrong shape, often one part away from a legal one, or another game's move."""
    roll = rng.random()
    if roll < 0.1 and foreign:
        return rng.choice(foreign)
    if roll < 0.4 and legal:
        base = rng.choice(legal)
        if isinstance(base, tuple):
            parts = list(base)
            parts[rng.randrange(len(parts))] = rng.choice(ODD_PARTS)
            return type(base)(*parts)
        pieces = str(base).split(":")
        pieces[rng.randrange(len(pieces))] = str(rng.choice(ODD_PARTS))
        return ":".join(pieces)
    if roll < 0.8:
        words = WORDS + [p for a in legal[:6] for p in str(a).split(":")]
        return ":".join(str(rng.choice(words)) for _ in range(rng.randint(0, 5)))
    return "".join(chr(rng.randrange(32, 0x2FF)) for _ in range(rng.randint(0, 30)))


def fingerprint(game):
    return json.dumps(game.to_json(), sort_keys=True, default=str), [str(a) for a in game.actions]


def parsed(plugin, move):
    try:
        return plugin.rules.parse(move)
    except plugin.rules.IllegalAction:
        return None


def engine_drill(plugin, tries, seed=1):
    """(tries, errors other than IllegalAction, games changed by a refused move or an illegal one taken)."""
    rng = random.Random(seed)
    foreign = foreign_moves(plugin, rng)
    wrong_error = changed = done = 0
    while done < tries:
        game = random_game(plugin, rng)
        while not game.is_over and done < tries:
            legal = list(game.legal_actions())
            before = fingerprint(game)
            for _ in range(5):
                move = malformed(rng, legal, foreign)
                done += 1
                try:
                    game.apply(move)
                except plugin.rules.IllegalAction:
                    changed += fingerprint(game) != before
                    continue
                except Exception:  # noqa: BLE001  what the drill counts: any other error is a bug
                    wrong_error += 1
                    continue
                changed += parsed(plugin, move) not in legal  # taken: it must have been a legal move
                if game.can_undo():
                    game.undo()
                if game.is_over:  # the move taken ended the game
                    break
                before, legal = fingerprint(game), list(game.legal_actions())
            if not game.is_over:
                game.apply(rng.choice(game.legal_actions()))
    return done, wrong_error, changed


async def service_drill(store, plugin, tries, seed=2, channel=70_000):
    """(clicks and secret choices, errors other than a refusal, malformed ones that changed a game)."""
    rng = random.Random(seed)
    service = make_service(store)
    done = wrong_error = changed = 0

    async def stored(game_id):
        return ((await store.get_game(game_id)).rev, await store.actions(game_id), await store.secret_choices(game_id))

    async def attempt(call, game_id, legal):
        nonlocal done, wrong_error, changed
        done += 1
        before = await stored(game_id)
        try:
            move = await call()
        except Refused:
            changed += await stored(game_id) != before
            return
        except Exception:  # noqa: BLE001  what the drill counts
            wrong_error += 1
            return
        changed += parsed(plugin, move) not in legal  # accepted: it must have been a legal move

    game_id, users = await new_game(service, channel, game=plugin.name)
    while done < tries:
        row = await store.get_game(game_id)
        game = await service.load(row)
        if game.is_over:
            channel += 1
            game_id, users = await new_game(service, channel, game=plugin.name)
            continue
        legal = list(game.legal_actions())
        for _ in range(5):
            move = malformed(rng, legal)

            async def click(move=move):
                await service.play(game_id, row.rev, users[game.current_player], move)
                return move
            await attempt(click, game_id, legal)
            if (await store.get_game(game_id)).rev != row.rev:
                break
        else:
            await random_move(service, game_id, users, rng)
    # secret choices, before anyone has chosen
    row = await service.create_lobby(1, channel + 1, 1, "A", 0, game=plugin.name)
    await service.join(row.id, 2, "B")
    outcome = await service.start(row.id, 1)
    if plugin.secret and plugin.secret.phase(outcome.game):
        legal = list(plugin.secret.options(outcome.game, 0, []))
        for _ in range(max(10, tries // 10)):
            move = malformed(rng, legal)

            async def choose(move=move):
                await service.choose_secret(row.id, 1, move)
                return move
            await attempt(choose, row.id, legal)
    return done, wrong_error, changed


# Damage to one stored game each, and whether it makes the game unusable (a damaged record) or
# only costs its snapshot (a cache, rebuilt from the record).
DAMAGE = {
    "action": ("UPDATE actions SET action = 'x:8.0:18' WHERE game_id = {id} AND idx = 0", True),
    "snapshot_text": ("UPDATE snapshots SET snapshot = 'not json {{' WHERE game_id = {id}", False),
    "snapshot_shape": ("UPDATE snapshots SET snapshot = '{{\"actions\": [], \"state\": 5}}' "
                       "WHERE game_id = {id}", False),
    "config": ("UPDATE games SET config = 'not json' WHERE id = {id}", True),
    "config_list": ("UPDATE games SET config = '[2]' WHERE id = {id}", True),
    "config_players": ("UPDATE games SET config = '{{\"players\": 1e400}}' WHERE id = {id}", True),
    "config_players_text": ("UPDATE games SET config = '{{\"players\": \"two\"}}' WHERE id = {id}", True),
    "seed_missing": ("UPDATE games SET seed = NULL WHERE id = {id}", True),
}


# --- damaged snapshot values ---------------------------------------------------------------------

def _leaves(value, path=()):
    yield path, value
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _leaves(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _leaves(inner, (*path, i))


def _get(value, path):
    for key in path:
        value = value[key]
    return value


def _set(value, path, new):
    if not path:
        return new
    _get(value, path[:-1])[path[-1]] = new
    return value


def snapshot_fields(snapshot):
    """One path per field of a snapshot (`game.to_json()`): each key of it, of its state and of the
    state's first player, and the first item of each list among them: every kind of field, not
    every value."""
    state = snapshot.get("state") if isinstance(snapshot.get("state"), dict) else {}
    players = state.get("players") if isinstance(state.get("players"), list) else []
    groups = [((), snapshot), (("state",), state)]
    if players and isinstance(players[0], dict):
        groups.append((("state", "players", 0), players[0]))
    chosen = []
    for prefix, table in groups:
        for key, value in table.items():
            chosen.append((*prefix, key))
            if isinstance(value, list) and value:
                chosen.append((*prefix, key, 0))
    return chosen


def field_damages(snapshot, path):
    """{kind: damaged copy} for one field: NULL, a value of the wrong type, out of range, beyond
    what JSON carries exactly, and a value taken from another field of the same type."""
    value = _get(snapshot, path)
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    made = {"null": None, "wrong_type": "x" if not isinstance(value, str) else 7,
            "out_of_range": -10 ** 6 if number and value >= 0 else 10 ** 6, "beyond_json": 10 ** 30}
    others = [v for p, v in _leaves(snapshot) if p[:len(path)] != path and v != value and type(v) is type(value)]
    if others:
        made["inconsistent"] = others[len(others) // 2]
    return {kind: _set(json.loads(json.dumps(snapshot)), path, new) for kind, new in made.items() if new != value}


NAMED_DAMAGE = {
    "decisions_fewer": lambda snap: {**snap, "actions": snap["actions"][:-1]},
    "decisions_more": lambda snap: {**snap, "actions": snap["actions"] + snap["actions"][-1:],
                                    "turn_start": len(snap["actions"]) + 1},
    "turn_start_earlier": lambda snap: {**snap, "turn_start": 0},
    "another_seed": lambda snap: {**snap, "seed": snap["seed"] + 1 if isinstance(snap["seed"], int) else 1},
}


def every_damage(snapshot):
    """[(name, damaged snapshot)]: every field's damages, then the named ones."""
    out = [(f"{kind} at {'.'.join(map(str, path))}", damaged) for path in snapshot_fields(snapshot)
           for kind, damaged in field_damages(snapshot, path).items()]
    return out + [(name, damage(json.loads(json.dumps(snapshot)))) for name, damage in NAMED_DAMAGE.items()]


async def write_snapshot(store, game_id, stored):
    """Write a stored snapshot's text (as an edit of the database would: its seal as it was)."""
    text = json.dumps(stored).replace("'", "''")
    async with store.transaction() as db:
        await db.execute(f"UPDATE snapshots SET snapshot = '{text}' WHERE game_id = {int(game_id)}")


async def damage_snapshot(store, game_id, damage):
    """Write the game's stored snapshot back with one damage (a function of the snapshot it seals)."""
    stored = await store.snapshot(game_id)
    await write_snapshot(store, game_id, {**stored, "game": damage(stored["game"])})


async def snapshot_drill(store, plugin, channel=90_000, seed=3):
    """Every damage of every field in turn, each read by a restarted process: (damages, games loaded
    from their record with the record's state, problems)."""
    service = make_service(store)
    game_id, users = await new_game(service, channel, game=plugin.name)
    await play_to_turn_start(service, game_id, users, random.Random(seed), decisions=40)
    stored = await store.snapshot(game_id)
    row = await store.get_game(game_id)
    truth = plugin.rules.from_record(await store.record(game_id))
    rebuilt, problems, damages = 0, [], every_damage(unsealed(stored))
    for name, damaged in damages:
        await write_snapshot(store, game_id, {**stored, "game": damaged})
        try:
            game = await make_service(store).load(row)  # a restarted process: nothing kept in memory
            same_actions = [str(a) for a in game.actions] == [str(a) for a in truth.actions]
            if plugin.rules.replay_same(game, truth) and same_actions:
                rebuilt += 1
            else:
                problems.append(f"{plugin.name} snapshot {name}: loaded a state other than the record's")
        except Exception as err:  # noqa: BLE001  what the drill counts
            problems.append(f"{plugin.name} snapshot {name}: {type(err).__name__}: {err}"[:200])
    action, _ = await random_move(make_service(store), game_id, users, random.Random(1))
    if action is None:
        problems.append(f"{plugin.name}: the game with damaged snapshots did not play on")
    return len(damages), rebuilt, problems


async def storage_drill(store, plugin, channel=80_000):
    """Damage one game per kind; ((games with a damaged record refused clearly, games with a damaged
    snapshot played from their record), healthy games that still play, problems)."""
    service = make_service(store)
    healthy = [await new_game(service, channel + i, game=plugin.name) for i in range(3)]
    damaged = {}
    for n, (kind, (sql, unusable)) in enumerate(DAMAGE.items()):
        game_id, users = await new_game(service, channel + 100 + n, game=plugin.name)
        await play_to_turn_start(service, game_id, users, random.Random(n), decisions=12)
        async with store.transaction() as db:
            await db.execute(sql.format(id=game_id))
        service.forget(game_id)
        damaged[kind] = (game_id, users, unusable)
    refused = played = rebuilt = 0
    problems = []
    for kind, (game_id, users, unusable) in damaged.items():
        fresh = make_service(store)  # a restarted process: nothing kept in memory
        try:
            await random_move(fresh, game_id, users, random.Random(1))
            if unusable:
                problems.append(f"{plugin.name} {kind}: a damaged game was played")
            rebuilt += 1  # only its snapshot (a cache) was damaged: rebuilt from the record
        except Refused as refusal:
            if refusal.key != "game_damaged" or not unusable:
                problems.append(f"{plugin.name} {kind}: refused as {refusal.key}")
            refused += 1
        except Exception as err:  # noqa: BLE001  what the drill counts
            problems.append(f"{plugin.name} {kind}: {type(err).__name__}: {err}")
    for game_id, users in healthy:
        action, _ = await random_move(make_service(store), game_id, users, random.Random(2))
        played += action is not None
    return (refused, rebuilt), played, problems


async def run_game(plugin, tries, database=None, offset=0):
    """{figure: value} and problems for one game; its games sit in channels from `offset` on (the
    games of several games can share one database)."""
    done, wrong, changed = engine_drill(plugin, tries)
    with tempfile.TemporaryDirectory() as tmp:
        store = await open_storage(database or Path(tmp) / "malformed.sqlite3")
        try:
            s_done, s_wrong, s_changed = await service_drill(store, plugin, max(50, tries // 20),
                                                             channel=offset + 70_000)
            (refused, rebuilt), played, problems = await storage_drill(store, plugin, channel=offset + 80_000)
            damages, values_rebuilt, value_problems = await snapshot_drill(store, plugin, channel=offset + 90_000)
        finally:
            await store.close()
    problems += value_problems
    if wrong or changed or s_wrong or s_changed or played != 3:
        problems.append(f"{plugin.name}: engine {wrong} other errors, {changed} changed; service {s_wrong} other "
                        f"errors, {s_changed} changed; {played}/3 healthy games played")
    figures = {"engine_moves": done, "engine_other_errors": wrong, "engine_changed": changed,
               "service_moves": s_done, "service_other_errors": s_wrong, "service_changed": s_changed,
               "records_refused": f"{refused}/{sum(u for _, u in DAMAGE.values())}",
               "snapshots_rebuilt": f"{rebuilt}/{sum(not u for _, u in DAMAGE.values())}",
               "snapshot_values_rebuilt": f"{values_rebuilt}/{damages}", "healthy_played": f"{played}/3"}
    return figures, problems


def chosen_games(name):
    return [registry.get(name)] if name else registry.plugins()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tries", type=int, default=20000, help="malformed moves into each game's engine")
    parser.add_argument("--game", default=None, help="one registered game (every game by default)")
    parser.add_argument("--database", default=None,
                        help="an SQLite file, a postgresql:// URL, or postgresql for a throwaway local cluster")
    args = parser.parse_args(argv)
    logging.disable(logging.ERROR)  # the drill damages games on purpose: it counts the outcomes itself
    figures, problems = {}, []
    with database_for(args.database) as database:
        for n, plugin in enumerate(chosen_games(args.game)):
            mine, found = asyncio.run(run_game(plugin, args.tries, database, offset=n * 1_000_000))
            figures.update({f"{plugin.name}.{k}": v for k, v in mine.items()})
            problems += found
    if problems:
        figures["first_problem"] = f"'{problems[0]}'"
    print(summary("malformed", not problems, problems=len(problems), **figures))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
