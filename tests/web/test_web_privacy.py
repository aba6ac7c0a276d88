"""The web pages show only what every player sees. Whole games of every plug-in are played through
the table; at every confirmed turn (and during a turn in progress, and during the secret choices)
every page, every JSON and every picture served — with the games' real pictures — is the same byte
for byte as what a twin serves: the same public history with the hidden information dealt again
(the building decks, the starting tiles not revealed yet, the tiles on a rack or laid face down, the
seed). A page that drew or worded anything hidden would differ. And no page names the seed."""
import random

import pytest

import web.view
from images.pool import Pictures
from table.service import plugin_of
from helpers.web_table import SECRET, Served, Table
from table import links

SEED = 738291  # a number that shows if a page ever prints the seed


def reseeded(game, rng):
    """The state's own seed changed (what deals the rest): the record's stays, so that the final
    scores, which replay the record, are the same (no page prints either: see SEED)."""
    if hasattr(game.state, "seed"):
        game.state.seed = rng.randrange(10 ** 8, 10 ** 9)
    return game


def redealt(hands, rng):
    """Every seat's hand of hidden things, dealt again from all of them (same sizes)."""
    pool = [x for hand in hands for x in hand]
    rng.shuffle(pool)
    out = []
    for hand in hands:
        out.append([pool.pop() for _ in hand])
    return out


def twin_tzolkin(game, plugin, rng):
    twin = plugin.rules.from_json(game.to_json())
    s = twin.state
    rng.shuffle(s.deck1)
    rng.shuffle(s.deck2)
    if plugin.secret.phase(twin):  # the wealth tiles and tribes dealt, not chosen yet
        s.wealth_dealt = redealt(s.wealth_dealt, rng)
        if s.tribes_dealt and all(kept is None for kept in s.tribes_kept):
            s.tribes_dealt = redealt(s.tribes_dealt, rng)
    return reseeded(twin, rng)


def twin_teotihuacan(game, plugin, rng):
    twin = plugin.rules.from_json(game.to_json())
    s = twin.state
    for deck in (s.ddeck, s.pdeck, s.dstack):  # the decks and stacks still face down
        rng.shuffle(deck)
    if plugin.secret.phase(twin):  # the starting tiles dealt, not revealed yet
        s.dealt = redealt(s.dealt, rng)
    return reseeded(twin, rng)


def twin_maya(game, plugin, rng):
    from maya import data as D
    twin = plugin.rules.from_json(game.to_json())
    s = twin.state
    for seat, pl in enumerate(s.players):  # each face-down tile and rack take other tiles of the same player
        down = [i for i, v in enumerate(s.board) if v is not None and v != D.TEMPLE and s.down[i]
                and D.owner(v) == seat]
        pool = [s.board[i] for i in down] + pl.rack + pl.reserve
        rng.shuffle(pool)
        for i in down:
            s.board[i] = pool.pop()
        pl.rack = [pool.pop() for _ in pl.rack]
        pl.reserve = pool
    return reseeded(twin, rng)


def twin_toy(game, plugin, rng):
    twin = plugin.rules.from_record(game.record())
    return reseeded(twin, rng)


TWINS = {"tzolkin": twin_tzolkin, "teotihuacan": twin_teotihuacan, "maya": twin_maya, "toy": twin_toy}
# Every plug-in, with its modules and its solo opponent.
KINDS = ["toy", "tzolkin", "tzolkin_modules", "teotihuacan", "teotihuacan_draft", "teotibot", "maya"]


def paths(game_id, replay_steps, seats, every):
    base = links.path(SECRET, game_id)
    out = [base, base + "replay", base + "log", base + "state.json", base + "replay.json", base + "board.png",
           base + "scores.png", base + "?lang=fr", base + "replay.json?lang=it"]
    out += [base + f"player-{seat}.png" for seat in range(seats)]
    shown = sorted({0, 1, replay_steps - 1, *range(0, replay_steps, every)})
    out += [base + f"step-{k}.png" for k in shown if 0 <= k < replay_steps]
    out += [base + f"replay?step={k + 1}" for k in shown[-2:]]
    return out


async def served_everything(table, pictures, game_id, twin, every):
    """{path: (status, body)} of everything the pages serve of a game now, from a fresh web process
    (no cache shared); with `twin`, every game the pages show is the twin."""
    original = web.view.rebuilt
    rng = random.Random(99)
    if twin is not None:
        row = await table.storage.get_game(game_id)
        plugin = plugin_of(row)
        web.view.rebuilt = lambda row, actions: twin(original(row, actions), plugin, rng)
    try:
        async with Served(table, pictures, clock=lambda: 1_760_500_000.0) as served:
            import json
            state = await served.get(links.path(SECRET, game_id) + "replay.json")
            steps = len(json.loads(state[2])["steps"])
            row = await table.storage.get_game(game_id)
            out = {}
            for path in paths(game_id, steps, len(row.seats) + 1, every):
                status, headers, body = await served.get(path)
                out[path] = (status, headers.get("Content-Type"), body)
            return out
    finally:
        web.view.rebuilt = original


async def compare(table, pictures, game_id, every):
    plain = await served_everything(table, pictures, game_id, None, every)
    maker = TWINS[plugin_of(await table.storage.get_game(game_id)).name]
    twin = await served_everything(table, pictures, game_id, maker, every)
    assert plain.keys() == twin.keys()
    for path in plain:
        assert plain[path] == twin[path], f"{path} differs once the hidden information is dealt again"
        status, kind, body = plain[path]
        assert status in (200, 404), (path, status)
        if kind and not kind.startswith("image/"):
            assert str(SEED).encode() not in body, f"{path} names the seed"
    return sum(1 for status, kind, _ in plain.values() if status == 200 and kind == "image/png")


@pytest.fixture(scope="module")
def pictures():
    pool = Pictures(kind="thread", workers=2)
    yield pool
    pool.close()


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", KINDS)
async def test_no_page_json_or_picture_shows_what_is_hidden(kind, tmp_path, pictures):
    table = await Table.open(tmp_path / "twins.sqlite3", seed=SEED)
    try:
        game_id = await table.new_game(kind, humans={"toy": 1, "teotibot": 1}.get(kind, 2), choose=False)
        rng = random.Random(SEED)
        checked = 0
        for _ in range(2):  # the secret choices: a bot's stored, then a member's too, another still choosing
            if (await table.storage.get_game(game_id)).status == "secret":
                checked += await compare(table, pictures, game_id, every=1)
                await table.choose(game_id, rng, steps=1)
        await table.choose(game_id, rng)
        moments, turns = {2, 9, 25}, 0
        while await table.turn(game_id, rng):
            turns += 1
            if turns in moments:
                checked += await compare(table, pictures, game_id, every=10)
                if await table.half_turn(game_id, rng):  # a turn in progress
                    checked += await compare(table, pictures, game_id, every=1000)
        assert (await table.storage.get_game(game_id)).status == "over"
        checked += await compare(table, pictures, game_id, every=7)  # the whole replay of the finished game
        assert checked >= 10
    finally:
        await table.close()
