"""The web pages from Discord, through the simulated Discord: with a public address and a secret
configured, the live board and `/<game> board` carry an "Open in browser" link button to the game's
page, and the final scores a "Replay in browser" one to its replay; the link opens that game's
pages, in the bot's own process when it serves them. Without the address, no link is posted."""
import random

import aiohttp
import pytest
import pytest_asyncio

from bot import Settings, create_bot
from helpers.discord_world import FakePictures, World, db  # noqa: F401 (db: the fixture, as in tests/discord/)
from helpers.toy_discord import everything, play_out, secret_choice
from helpers.web_table import SECRET
from table import links

pytestmark = pytest.mark.asyncio
BASE = "https://table.example.org/games"


@pytest.fixture
def web_settings():
    return {"web_base_url": BASE, "web_secret": SECRET, "web_port": 0}


@pytest_asyncio.fixture
async def simcord_bot(db, web_settings):  # noqa: F811
    from table.thinking import Thinker
    bot = create_bot(Settings(database=str(db), sync="global", reminder_check_seconds=300, shard_count=1,
                              **web_settings),
                     pictures=FakePictures(), seed_source=lambda: 7, thinker=Thinker("thread", 2))
    yield bot
    assert bot.unexpected_errors == []
    if bot.storage is not None:
        await bot.storage.close()


def link_buttons(message):
    """(label, url) of a message's link buttons."""
    out = []
    for row in message.components:
        for c in (row["components"] if isinstance(row, dict) else row.children):
            url = c.get("url") if isinstance(c, dict) else getattr(c, "url", None)
            if url:
                out.append((c.get("label") if isinstance(c, dict) else c.label, url))
    return out


async def toy_game(w):
    w.here = w.guild.create_text_channel("take-away")
    await w.alice.slash(w.here, "toy new")
    lobby = everything(w, w.here)[-1]
    await w.bob.click(lobby, label="Join")
    await w.alice.click(next(m for m in everything(w, w.here) if m.id == lobby.id), label="Start")
    await secret_choice(w, w.here, w.alice, "add:1")
    await secret_choice(w, w.here, w.bob, "add:2")
    await w.env.settle()
    return {w.alice.id: w.alice, w.bob.id: w.bob}


async def test_the_board_and_the_final_scores_link_to_the_games_web_pages(simcord_env):
    w = World(simcord_env)
    members = await toy_game(w)
    game_url = links.url(BASE, SECRET, 1)
    board = next(m for m in reversed(everything(w, w.here)) if "Take my turn" in str(m.components))
    assert link_buttons(board) == [("Open in browser", game_url)]
    assert game_url.startswith(f"{BASE}/g/1/") and len(game_url.rsplit("/", 2)[1]) == 32
    looked = await w.carol.slash(w.here, "toy board")  # a spectator's private look
    assert link_buttons(looked.response) == [("Open in browser", game_url)]

    # the link opens the game's page, which the bot serves itself (TABLE_WEB_PORT)
    server = w.bot.web
    assert server is not None and server.host == "127.0.0.1"
    async with aiohttp.ClientSession(server.address) as session:
        async with session.get(game_url.removeprefix(BASE)) as response:
            assert response.status == 200 and "Take-away" in await response.text()
        async with session.get(links.path(SECRET, 2)) as response:
            assert response.status == 404

    await play_out(w, random.Random(2), 1, members)
    await simcord_env.settle()
    final = next(m for m in reversed(everything(w, w.here)) if any("Final scores" in (e.title or "") for e in m.embeds))
    assert link_buttons(final) == [("Replay in browser", links.url(BASE, SECRET, 1, "replay"))]
    retired = [m for m in everything(w, w.here) if m.id != final.id and link_buttons(m)]
    assert retired == []  # a board retired loses its buttons, its link too


@pytest.mark.parametrize("web_settings", [{}])
async def test_without_a_public_address_no_link_is_posted(simcord_env, web_settings):
    w = World(simcord_env)
    await toy_game(w)
    assert w.bot.web is None
    assert not any(link_buttons(m) for m in everything(w, w.here))
    looked = await w.carol.slash(w.here, "toy board")
    assert link_buttons(looked.response) == []
