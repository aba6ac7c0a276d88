"""Pictures rendered off the event loop, in worker processes or threads."""
import asyncio
import os
import signal

import pytest

from bot import Settings
from images.pool import Pictures
from images.tzolkin.samples import start

pytestmark = pytest.mark.asyncio
# Pictures are asked for by the name of their drawing function, as each game's plug-in names them.
BOARD, PLAYER, WARM = "images.tzolkin:board_png", "images.tzolkin:player_png", "images.tzolkin:warm_up"


async def test_a_picture_whose_package_is_missing_is_none():
    pictures = Pictures(kind="thread", workers=1)
    try:
        assert await pictures.render("no_such_package.pictures:board_png", start(2)) is None
        assert await pictures.render("images.tzolkin:no_such_picture", start(2)) is None
    finally:
        pictures.close()


@pytest.mark.parametrize("kind", ["process", "thread"])
async def test_boards_are_rendered_by_the_pool(kind):
    pictures = Pictures(kind=kind, workers=2, warm=[WARM])
    try:
        await pictures.warm_up()
        pngs = await asyncio.gather(*(pictures.render(BOARD, start(n)) for n in (2, 3, 4, 2)))
        assert all(png.startswith(b"\x89PNG") for png in pngs)
        assert (await pictures.render(PLAYER, start(3), 1)).startswith(b"\x89PNG")
    finally:
        pictures.close()


async def test_a_dead_worker_costs_one_picture_not_the_bot():
    pictures = Pictures(kind="process", workers=1)
    try:
        assert await pictures.render(BOARD, start(2))
        for pid in list(pictures._pool._processes):
            os.kill(pid, signal.SIGKILL)
        await asyncio.sleep(0.2)
        assert await pictures.render(BOARD, start(2)) is None  # that picture falls back to text
        assert (await pictures.render(BOARD, start(2))).startswith(b"\x89PNG")  # new workers for the next one
    finally:
        pictures.close()


async def test_picture_pool_setting():
    assert Settings().picture_pool() == ("process", 2)
    assert Settings(pictures="thread:4").picture_pool() == ("thread", 4)
    assert Settings.load(environ={"TABLE_PICTURES": "process:3"}, env_file="/none").picture_pool() == ("process", 3)
    for bad in ("gpu:2", "thread:0", "process:x"):
        with pytest.raises(ValueError):
            Settings(pictures=bad).picture_pool()
