"""Malformed input: random and malformed moves into the engine and the game service, and
corrupted records in storage.

    python -m drills.malformed [--tries 20000] [--database PATH_OR_URL]

Engine: moves of every wrong shape (numbers of the wrong type, unknown words, too many parts,
random text) at many points of seeded games, base game and Tribes & Prophecies: only
IllegalAction, and the state unchanged.
Service: the same moves as clicks and wealth choices (with a tribe too): only a refusal, nothing stored.
Storage: each game of a set gets one kind of damage (an action that no longer replays, a
snapshot that is not JSON or not a game, a config that is not JSON or names unknown modules, a seed of
the wrong type): loading it gives a clear refusal for that game, and every other game still plays.
Snapshots damaged in their values only (SNAPSHOT_DAMAGE: a null, an object for a number, an empty
stack, a missing table, absurd player counts, decisions that disagree with the record): a restarted
process loads each game from its record, with the record's state, and plays on.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
from pathlib import Path

from table.service import Refused
from storage import open_storage
from tzolkin import Action, Config, Game, IllegalAction
from tzolkin import data as D

from .common import make_service, new_game, random_move, summary

WORDS = ["place", "retrieve", "act", "keep", "end", "beg", "tikal", "uxmal", "start", "-1", "0", "3", "99999999999",
         "", ":", "é", "\x00", "3.0", "1e400", "None", "[]",
         # the Tribes & Prophecies moves and their words
         "tribe", "discard", "toll", "decline", "quick", "discount", "down", "bonus", "lower", "renovate", "skip",
         "block", "space", "sell", "balam", "ixtab", "tribe:balam keep:1:2"]
# Games of the base game and of the expansion: every module changes which moves are legal.
MODULE_SETS = [[], list(D.MODULES), [D.TRIBES_MODULE], [D.PROPHECIES_MODULE, D.BUILDINGS_MODULE]]
ODD_PARTS = [3.0, 8.0, True, False, None, [1], (1,), {"a": 1}, b"x", float("nan"), 10 ** 30, -1, "", "tikal"]


def malformed(rng, legal):
    """A move of a wrong shape, often one part away from a legal one."""
    roll = rng.random()
    if roll < 0.4 and legal:
        base = list(rng.choice(legal))
        base[rng.randrange(3)] = rng.choice(ODD_PARTS)
        return Action(*base)
    if roll < 0.8:
        return ":".join(rng.choice(WORDS) for _ in range(rng.randint(0, 5)))
    return "".join(chr(rng.randrange(32, 0x2FF)) for _ in range(rng.randint(0, 30)))


def engine_drill(tries, seed=1):
    """(tries, errors other than IllegalAction, states changed by a refused move or an illegal one taken)."""
    rng = random.Random(seed)
    wrong_error = changed = done = 0
    while done < tries:
        game = Game(Config(players=rng.randint(2, 4), modules=rng.choice(MODULE_SETS)), rng.randrange(10 ** 6))
        while not game.is_over and done < tries:
            legal = game.legal_actions()
            before = game.state.dumps(), list(game.actions)
            for _ in range(5):
                move = malformed(rng, legal)
                done += 1
                try:
                    game.apply(move)
                except IllegalAction:
                    if (game.state.dumps(), game.actions) != before:
                        changed += 1
                    continue
                except Exception:
                    wrong_error += 1
                    continue
                if rules_canonical(move) not in legal:
                    changed += 1  # an illegal move was taken
                if game.can_undo():
                    game.undo()
                before = game.state.dumps(), list(game.actions)
                legal = game.legal_actions()
            game.apply(rng.choice(game.legal_actions()))
    return done, wrong_error, changed


def rules_canonical(move):
    from tzolkin.rules import canonical
    try:
        return canonical(move)
    except IllegalAction:
        return None


async def service_drill(store, tries, seed=2):
    """(clicks and wealth choices, errors other than a refusal, malformed ones that changed a game)."""
    rng = random.Random(seed)
    service = make_service(store)
    done = wrong_error = changed = 0

    async def attempt(call, game_id, legal):
        nonlocal done, wrong_error, changed
        done += 1
        before = ((await store.get_game(game_id)).rev, await store.actions(game_id),
                  await store.secret_choices(game_id))
        try:
            move = await call()
        except Refused:
            after = ((await store.get_game(game_id)).rev, await store.actions(game_id),
                     await store.secret_choices(game_id))
            changed += after != before
            return
        except Exception:
            wrong_error += 1
            return
        changed += rules_canonical(move) not in legal  # accepted: it must have been a legal move

    game_id, users = await new_game(service, 70_000)
    while done < tries:
        row = await store.get_game(game_id)
        game = await service.load(row)
        if game.is_over:
            game_id, users = await new_game(service, 70_001 + done)
            continue
        legal = game.legal_actions()
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
    # starting wealth choices, before anyone has chosen
    row = await service.create_lobby(1, 79_000, 1, "A", 0)
    await service.join(row.id, 2, "B")
    outcome = await service.start(row.id, 1)
    from tzolkin.rules import keep_options, tribe_options
    legal = keep_options(outcome.game.state, 0)
    for _ in range(max(10, tries // 10)):
        move = malformed(rng, legal)

        async def choose(move=move):
            await service.choose_wealth(row.id, 1, move)
            return move
        await attempt(choose, row.id, legal)
    # the same with Tribes & Prophecies: a tribe, then tiles fitting it, stored as one choice
    row = await service.create_lobby(1, 79_001, 1, "A", 0)
    await service.join(row.id, 2, "B")
    for module in D.MODULES:
        await service.toggle_module(row.id, 1, module)
    state = (await service.start(row.id, 1)).game.state
    legal = tribe_options(state, 0) + [a for t in state.tribes_dealt[0] for a in keep_options(state, 0, t)]
    for _ in range(max(10, tries // 10)):
        move = malformed(rng, legal)

        async def choose(move=move):
            await service.choose_wealth(row.id, 1, move)
            return move
        await attempt(choose, row.id, legal)
    return done, wrong_error, changed


DAMAGE = {
    "action": ("UPDATE actions SET action = 'keep:8.0:18' WHERE game_id = {id} AND idx = 0", True),
    "snapshot_text": ("UPDATE snapshots SET snapshot = 'not json {{' WHERE game_id = {id}", False),
    "snapshot_shape": ("UPDATE snapshots SET snapshot = '{{\"actions\": [], \"state\": 5}}' "
                       "WHERE game_id = {id}", False),
    "config": ("UPDATE games SET config = 'not json' WHERE id = {id}", True),
    "config_players": ("UPDATE games SET config = '{{\"players\": 1e400}}' WHERE id = {id}", True),
    "config_modules": ("UPDATE games SET config = '{{\"players\": 2, \"modules\": [\"dragons\"]}}' WHERE id = {id}",
                       True),
    "config_module_type": ("UPDATE games SET config = '{{\"players\": 2, \"modules\": \"tribes\"}}' WHERE id = {id}",
                           True),
    "seed_missing": ("UPDATE games SET seed = NULL WHERE id = {id}", True),
}


def _set(path, value):
    """A damage that sets one value of the snapshot (a path of keys and indices under it)."""
    def damage(snap):
        *parents, last = path
        target = snap
        for key in parents:
            target = target[key]
        if value is _REMOVE:
            del target[last]
        else:
            target[last] = value
        return snap
    return damage


_REMOVE = object()

# Snapshots whose JSON and shape are intact but whose values are damaged: the game must load from
# its record (the snapshot is only a cache) and play on. Each is written in place of the stored one.
SNAPSHOT_DAMAGE = {
    "tooth_null": _set(("state", "tooth"), None),
    "workers_object": _set(("state", "players", 0, "workers"), {}),
    "stack_empty": _set(("state", "stack"), []),
    "events_number": _set(("state", "events"), 5),
    "gears_missing": _set(("state", "gears"), _REMOVE),
    "players_10e30": _set(("state", "n_players"), 10 ** 30),  # beyond storage's limit on numbers
    "players_million": _set(("state", "n_players"), 10 ** 6),  # within it: the engine's check
    "seat_on_turn_missing": lambda snap: (snap["state"]["stack"][-1].update(p=7), snap)[1],
    "decisions_fewer": lambda snap: {**snap, "actions": snap["actions"][:-1]},
    "decisions_more": lambda snap: {**snap, "actions": snap["actions"] + ["end"],
                                    "turn_start": len(snap["actions"]) + 1},
    "turn_start_earlier": lambda snap: {**snap, "turn_start": 0},
}


async def damage_snapshot(store, game_id, kind):
    """Write the game's stored snapshot back with one damage of SNAPSHOT_DAMAGE."""
    snap = SNAPSHOT_DAMAGE[kind](await store.snapshot(game_id))
    text = json.dumps(snap).replace("'", "''")
    async with store.transaction() as db:
        await db.execute(f"UPDATE snapshots SET snapshot = '{text}' WHERE game_id = {int(game_id)}")


async def snapshot_drill(store, seed=3):
    """Each damaged snapshot in turn, read by a restarted process; (games played on from their record
    with the record's state, problems)."""
    from tzolkin import Game
    service = make_service(store)
    rebuilt, problems = 0, []
    for n, kind in enumerate(SNAPSHOT_DAMAGE):
        game_id, users = await new_game(service, 82_000 + n)
        for _ in range(15):
            await random_move(service, game_id, users, random.Random(seed + n))
        await damage_snapshot(store, game_id, kind)
        fresh = make_service(store)  # a restarted process: nothing kept in memory
        try:
            game = await fresh.load(await store.get_game(game_id))
            truth = Game.from_record(await store.record(game_id))
            action, _ = await random_move(fresh, game_id, users, random.Random(1))
            if game.state != truth.state or action is None:
                problems.append(f"snapshot {kind}: loaded a state other than the record's")
            else:
                rebuilt += 1
        except Exception as err:
            problems.append(f"snapshot {kind}: {type(err).__name__}: {err}"[:200])
    return rebuilt, problems


async def storage_drill(store):
    """Damage one game per kind; ((games with a damaged record refused clearly, games with a damaged
    snapshot played from their record), healthy games that still play, problems)."""
    service = make_service(store)
    healthy = [await new_game(service, 80_000 + i) for i in range(3)]
    damaged = {}
    for n, (kind, (sql, unusable)) in enumerate(DAMAGE.items()):
        game_id, users = await new_game(service, 81_000 + n)
        for _ in range(12):
            await random_move(service, game_id, users, random.Random(n))
        async with store.transaction() as db:
            await db.execute(sql.format(id=game_id))
        service.forget(game_id)
        damaged[kind] = (game_id, users, unusable)
    refused = played = cache_damage_played = 0
    problems = []
    for kind, (game_id, users, unusable) in damaged.items():
        fresh = make_service(store)  # a restarted process: nothing kept in memory
        try:
            await random_move(fresh, game_id, users, random.Random(1))
            if unusable:
                problems.append(f"{kind}: a damaged game was played")
            cache_damage_played += 1  # only its snapshot (a cache) was damaged: rebuilt from the record
        except Refused as refusal:
            if refusal.key != "game_damaged" or not unusable:
                problems.append(f"{kind}: refused as {refusal.key}")
            refused += 1
        except Exception as err:
            problems.append(f"{kind}: {type(err).__name__}: {err}")
    for game_id, users in healthy:
        fresh = make_service(store)
        action, _ = await random_move(fresh, game_id, users, random.Random(2))
        played += action is not None
    return (refused, cache_damage_played), played, problems


async def run(tries=20000, database=None):
    engine = engine_drill(tries)
    with tempfile.TemporaryDirectory() as tmp:
        store = await open_storage(database or Path(tmp) / "malformed.sqlite3")
        try:
            service = await service_drill(store, max(50, tries // 20))
            damage = await storage_drill(store)
            snapshots = await snapshot_drill(store)
        finally:
            await store.close()
    return engine, service, damage, snapshots


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tries", type=int, default=20000)
    parser.add_argument("--database", default=None)
    args = parser.parse_args(argv)
    (e_done, e_wrong, e_changed), (s_done, s_wrong, s_changed), ((refused, rebuilt), played, problems), \
        (values_rebuilt, value_problems) = asyncio.run(run(args.tries, args.database))
    problems += value_problems
    ok = not (e_wrong or e_changed or s_wrong or s_changed or problems) and played == 3
    figures = {"engine_moves": e_done, "engine_other_errors": e_wrong, "engine_changed": e_changed,
               "service_clicks": s_done, "service_other_errors": s_wrong, "service_changed": s_changed,
               "damaged_records_refused": f"{refused}/{sum(u for _, u in DAMAGE.values())}",
               "damaged_snapshots_rebuilt": f"{rebuilt}/{sum(not u for _, u in DAMAGE.values())}",
               "damaged_snapshot_values_rebuilt": f"{values_rebuilt}/{len(SNAPSHOT_DAMAGE)}",
               "healthy_games_played": f"{played}/3"}
    if problems:
        figures["first_problem"] = f"'{problems[0]}'"
    print(summary("malformed", ok, **figures))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
