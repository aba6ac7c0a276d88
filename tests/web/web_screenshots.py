"""The web pages' screenshots in docs/pictures/web/: for each game, its page and its replay on a
desktop (1280 px) and a phone (390 px), in English (Tzolk'in, with every module), French
(Teotihuacan) and Italian (Maya), of games played through the table with their real pictures.

    .venv/bin/python tests/web/web_screenshots.py docs/pictures/web

Needs Chromium (see tests/helpers/web_browser.py)."""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, for the helpers
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository

from helpers.web_browser import Background, browser, missing, screenshot, wait  # noqa: E402
from helpers.web_table import SECRET, Clock, Served, Table  # noqa: E402

from table import links  # noqa: E402

# (file name, kind of game, language, whole turns played before the pictures, members)
SHOTS = (("tzolkin", "tzolkin_modules", "en", 60, 2), ("teotihuacan", "teotihuacan", "fr", 45, 2),
         ("maya", "maya", "it", 40, 2))
SIZES = (("desktop", 1280, 1000, 1500), ("phone", 390, 844, 2600))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    args = parser.parse_args(argv)
    if missing():
        print(missing(), file=sys.stderr)
        return 1
    from images.pool import Pictures
    args.folder.mkdir(parents=True, exist_ok=True)
    loop = Background()
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        table = loop.run(Table.open(Path(folder) / "shots.sqlite3", seed=20251))
        table.clock = Clock(time.time() - 6 * 3600)  # a game that began this morning
        table.service.clock = table.clock
        pictures = Pictures(kind="thread", workers=2)
        served = Served(table, pictures, clock=time.time)
        loop.run(served.__aenter__())
        try:
            for name, kind, lang, turns, humans in SHOTS:
                game_id = loop.run(table.new_game(kind, language=lang, humans=humans))
                rng = random.Random(7)
                for _ in range(turns):
                    loop.run(table.turn(game_id, rng))
                while not loop.run(table.half_turn(game_id, rng)):  # a member on turn, one decision taken
                    loop.run(table.turn(game_id, rng))
                for size, width, height, tall in SIZES:
                    with browser(width, min(tall, height * 2), lang) as driver:
                        for page in ("game", "replay"):
                            driver.get(served.server.address + links.path(SECRET, game_id, "" if page == "game"
                                                                          else "replay"))
                            wait(driver, "document.readyState === 'complete'")
                            driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
                            time.sleep(0.5)
                            driver.execute_script("window.scrollTo(0, 0)")
                            wait(driver, lambda d: d.execute_script(
                                "return Array.from(document.images).every(function (i) {"
                                " return i.complete && i.naturalWidth > 0; })"), 120)
                            if page == "replay":  # a step with a turn's line beside its board
                                wait(driver, "document.getElementById('step-lines').textContent.length > 0")
                            time.sleep(0.3)
                            path = screenshot(driver, args.folder / f"{name}-{page}-{size}.png", height=tall)
                            print(path)
        finally:
            loop.run(served.__aexit__(None, None, None))
            loop.run(table.close())
            pictures.close()
            loop.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
