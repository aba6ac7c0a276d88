"""The web pages in a real browser (headless Chromium, tests/helpers/web_browser.py), with the games' real
pictures: a live game's page shows its board, and changes by itself when a turn is confirmed
through the table; the replay's slider goes back to an earlier board and line; at a phone's width
(390 px) and a desktop's (1280 px) nothing of any game's pages is wider than the screen. Skipped,
saying why, where Chromium cannot run."""
import random
import time

import pytest

from images.pool import Pictures
from table import links
from helpers.web_browser import Background, all_pictures_loaded, browser, missing, overflow, wait
from helpers.web_table import SECRET, Served, Table

pytestmark = pytest.mark.skipif(missing() is not None, reason=missing() or "")
WIDTHS = ((390, 844), (1280, 900))


@pytest.fixture
def live(tmp_path):
    """(background loop, table, served pages) with real pictures in threads."""
    loop = Background()
    table = loop.run(Table.open(tmp_path / "browser.sqlite3"))
    pictures = Pictures(kind="thread", workers=2)
    served = Served(table, pictures, fresh=0.0, poll=0.2, clock=time.time)
    loop.run(served.__aenter__())
    yield loop, table, served
    loop.run(served.__aexit__(None, None, None))
    loop.run(table.close())
    pictures.close()
    loop.close()


def url(served, game_id, page=""):
    return served.server.address + links.path(SECRET, game_id, page)


def board_loaded(driver, selector):
    return driver.execute_script(
        f"var i = document.querySelector('{selector}'); return i && i.complete && i.naturalWidth > 0 ? i.src : null")


def test_a_live_page_follows_the_game_and_the_replay_goes_back(live):
    loop, table, served = live
    game_id = loop.run(table.new_game("tzolkin"))
    rng = random.Random(8)
    for _ in range(3):
        loop.run(table.turn(game_id, rng))
    with browser(1280, 900) as driver:
        driver.get(url(served, game_id))
        first = wait(driver, lambda d: board_loaded(d, "#board"))
        driver.execute_script("window.notReloaded = true;")
        version = driver.execute_script("return document.body.dataset.version")
        for _ in range(2):  # a turn confirmed through the table (GameService.play), then the bot's
            loop.run(table.turn(game_id, rng))
        changed = wait(driver, lambda d: (board_loaded(d, "#board") or first) != first and board_loaded(d, "#board"))
        assert changed != first
        assert driver.execute_script("return window.notReloaded === true")  # no reload: the page swapped its board
        assert driver.execute_script("return document.body.dataset.version") != version
        assert driver.execute_script("return document.querySelectorAll('.turns li').length") >= 3

        driver.get(url(served, game_id, "replay"))
        wait(driver, lambda d: board_loaded(d, "#step-board"))
        wait(driver, "document.getElementById('slider').max > 3")
        steps = int(driver.execute_script("return document.getElementById('slider').max"))
        last_board = board_loaded(driver, "#step-board")
        last_line = driver.find_element("id", "step-lines").text
        assert last_board.endswith(f"step-{steps - 1}.png?lang=en") and last_line
        from selenium.webdriver.common.keys import Keys
        slider = driver.find_element("id", "slider")
        slider.send_keys(Keys.ARROW_LEFT)  # the slider moved back one step
        earlier = wait(driver, lambda d: (board_loaded(d, "#step-board") or last_board) != last_board
                       and board_loaded(d, "#step-board"))
        assert earlier.endswith(f"step-{steps - 2}.png?lang=en")
        assert driver.find_element("id", "step-lines").text != last_line
        assert driver.find_element("id", "where").text == f"Step {steps - 1} of {steps}"
        slider.send_keys(Keys.HOME)
        wait(driver, lambda d: (board_loaded(d, "#step-board") or "").endswith("step-0.png?lang=en"))
        assert driver.find_element("id", "step-label").text == "The start of the game"
        driver.find_element("id", "next").click()
        wait(driver, lambda d: (board_loaded(d, "#step-board") or "").endswith("step-1.png?lang=en"))
        assert driver.current_url.endswith("replay?step=2")


@pytest.mark.parametrize("kind", ["tzolkin_modules", "teotihuacan", "teotibot", "maya", "toy"])
def test_no_page_is_wider_than_a_phone_or_a_desktop(live, kind):
    loop, table, served = live
    game_id = loop.run(table.new_game(kind, humans=1))
    rng = random.Random(3)
    for _ in range(8):
        loop.run(table.turn(game_id, rng))
    finished = loop.run(table.new_game(kind, humans=1))
    loop.run(table.play_out(finished, rng))
    for width, height in WIDTHS:
        with browser(width, height, "fr" if width < 600 else "it") as driver:
            for game in (game_id, finished):
                for page in ("", "replay", "log"):
                    driver.get(url(served, game, page))
                    wait(driver, "document.readyState === 'complete'")
                    wait(driver, lambda d: d.execute_script(
                        "return Array.from(document.images).filter(function (i) { return i.loading !== 'lazy'; })"
                        ".every(function (i) { return i.complete && i.naturalWidth > 0; })"))
                    assert overflow(driver) <= 0, (kind, game, page, width)
            driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
            wait(driver, lambda d: all_pictures_loaded(d))
