"""The games' web pages (web/): their links, settings, routes, languages, caches, live updates and
start-up, for every game through its plug-in, served over a real socket on this machine from games
played through the table (tests/helpers/web_table.py). The browser itself is tests/web/test_web_browser.py;
what the pages keep hidden, tests/web/test_web_privacy.py."""
import asyncio
import io
import json
import logging
import random
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import aiohttp
import pytest
import pytest_asyncio
from PIL import Image

import web
from table.settings import Settings
from table import links
from web import markup
from web.cache import Cache
from helpers.web_table import GAMES, SECRET, Served, Table

ROOT = Path(__file__).resolve().parents[2]


class Drawn:
    """Stands in for the picture pool: a small PNG per picture name, language and seat, counting
    what it draws."""

    def __init__(self):
        self.drawn = []

    async def render(self, name, state, *args, locale="en"):
        self.drawn.append((name, args, locale))
        buf = io.BytesIO()
        shade = sum(map(ord, f"{name}{args}{locale}")) % 200
        Image.new("RGB", (12, 8), (shade, 100, 200 - shade)).save(buf, "PNG")
        return buf.getvalue()


@pytest_asyncio.fixture
async def table(tmp_path):
    table = await Table.open(tmp_path / "web.sqlite3")
    yield table
    await table.close()


async def played(table, kind, turns=4, language="en"):
    game_id = await table.new_game(kind, language=language)
    rng = random.Random(game_id)
    for _ in range(turns):
        await table.turn(game_id, rng)
    return game_id


def page(game_id, name=""):
    return links.path(SECRET, game_id, name)


# --- links and settings -------------------------------------------------------------------------------

def test_a_link_opens_its_game_only_and_only_under_its_secret():
    key = links.key(SECRET, 12)
    assert len(key) == 32 and key == links.key(SECRET, 12) != links.key(SECRET, 13)
    assert links.opens(SECRET, "12", key) == 12
    assert links.opens(SECRET, "13", key) is None  # another game's number with this key
    assert links.opens(SECRET + "x", "12", key) is None  # a new secret revokes every link
    assert links.opens(SECRET, "012", key) is None and links.opens(SECRET, "12", key.upper()) is None
    assert links.opens(SECRET, "12", key[:-1] + ("0" if key[-1] != "0" else "1")) is None
    assert links.opens(None, "12", key) is None
    assert links.url("https://t.example/table/", SECRET, 12, "replay") == f"https://t.example/table/g/12/{key}/replay"
    assert links.url(None, SECRET, 12) is None and links.url("https://t.example", None, 12) is None
    assert len(links.new_secret()) >= 40 and links.new_secret() != links.new_secret()


def test_the_web_settings_are_read_and_a_bad_one_is_refused():
    settings = Settings.load(environ={"TABLE_WEB_PORT": "8080", "TABLE_WEB_BASE_URL": "https://t.example/x/",
                                      "TABLE_WEB_SECRET": SECRET}, env_file="/nonexistent")
    assert (settings.web_port, settings.web_host, settings.web_base_url) == (8080, "127.0.0.1", "https://t.example/x")
    assert SECRET not in repr(settings)  # a secret is never shown
    assert web.refusal(settings) is None
    defaults = Settings.load(environ={}, env_file="/nonexistent")
    assert (defaults.web_port, defaults.web_base_url, defaults.web_secret) == (None, None, None)
    assert "not set" in web.refusal(defaults)
    no_secret = Settings.load(environ={"TABLE_WEB_PORT": "8080"}, env_file="/nonexistent")
    assert "TABLE_WEB_SECRET is not" in web.refusal(no_secret)
    for name, value in (("TABLE_WEB_PORT", "70000"), ("TABLE_WEB_PORT", "web"), ("TABLE_WEB_BASE_URL", "table.org"),
                        ("TABLE_WEB_SECRET", "short")):
        with pytest.raises(ValueError, match=name):
            Settings.load(environ={name: value}, env_file="/nonexistent")


def test_discord_markdown_becomes_safe_html():
    assert markup.inline("🔴 **alice**: take *2*") == "🔴 <strong>alice</strong>: take <em>2</em>"
    assert markup.inline("**<script>alert(1)</script>**") == "<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>"
    assert markup.inline(r"**a\*b\_c**") == "<strong>a*b_c</strong>"  # a name escaped for Discord
    assert markup.inline("**open") == "<strong>open</strong>"  # always closed
    assert markup.inline('`x<y` "q" & a\nb') == "<code>x&lt;y</code> &quot;q&quot; &amp; a<br>b"


@pytest.mark.asyncio
async def test_a_cache_keeps_its_bounds_and_makes_a_value_once_for_many_readers():
    cache = Cache(entries=3, size=10, weigh=len)
    for k in "abcd":
        cache.put(k, "xx")
    assert len(cache) == 3 and cache.get("a") is None and cache.get("d") == "xx"
    cache.put("big", "x" * 11)  # larger than the whole cache: not kept
    assert cache.get("big") is None
    made = []

    async def make():
        made.append(1)
        await asyncio.sleep(0.01)
        return "value"
    assert await asyncio.gather(*(cache.get_or_make("k", make) for _ in range(20))) == ["value"] * 20
    assert made == [1]


# --- the pages of every game ---------------------------------------------------------------------------

@pytest.mark.asyncio
@pytest.mark.parametrize("kind", sorted(GAMES))
async def test_every_game_has_its_page_replay_log_and_pictures(table, kind):
    game_id = await played(table, kind, turns=6)
    pictures = Drawn()
    async with Served(table, pictures) as served:
        status, headers, body = await served.get(page(game_id))
        assert status == 200 and headers["Content-Type"].startswith("text/html"), body[:500]
        html = body.decode()
        assert f"game #{game_id}" in html and "The last turns" in html and 'src="board.png?lang=en' in html
        assert "Ana" in html
        for name in ("replay", "log", "state.json", "replay.json", "board.png"):
            status, headers, body = await served.get(page(game_id, name) if name in ("replay", "log")
                                                     else page(game_id) + name)
            assert status == 200, (name, body[:300])
        state = json.loads((await served.get(page(game_id) + "state.json"))[2])
        assert state["status"] in ("playing", "over") and state["version"].split("-")[0].isdigit()
        replay = json.loads((await served.get(page(game_id) + "replay.json"))[2])
        steps = replay["steps"]
        assert len(steps) >= 2 and steps[0]["label"] == "The start of the game"
        assert all(step["board"] == f"step-{i}.png?lang=en" for i, step in enumerate(steps))
        for i in (0, len(steps) - 1):
            status, headers, body = await served.get(page(game_id) + f"step-{i}.png")
            assert status == 200 and headers["Content-Type"] == "image/png"
        assert (await served.get(page(game_id) + f"step-{len(steps)}.png"))[0] == 404
        row = await table.storage.get_game(game_id)
        player = await served.get(page(game_id) + "player-0.png")
        assert player[0] in (200, 404)
        assert (await served.get(page(game_id) + f"player-{len(row.seats) + 3}.png"))[0] == 404


@pytest.mark.asyncio
async def test_a_finished_game_shows_its_final_scores_by_source_and_its_whole_replay(table):
    game_id = await played(table, "toy", turns=0)
    await table.play_out(game_id, random.Random(3))
    async with Served(table, Drawn()) as served:
        html = (await served.get(page(game_id)))[2].decode()
        assert "Final scores" in html and "Points by source" in html and "the last stone" in html
        assert "The game is over." in html and "takes the last stone!" in html
        assert (await served.get(page(game_id) + "scores.png"))[0] in (200, 404)
        log_html = (await served.get(page(game_id, "log")))[2].decode()
        assert "Final scores" in log_html and "Game #" in log_html
        replay = json.loads((await served.get(page(game_id) + "replay.json"))[2])
        record = await table.storage.record(game_id)
        assert len(replay["steps"]) == 1 + 1 + len(record["actions"]) - 2  # the start, the reveal, each turn


@pytest.mark.asyncio
async def test_the_page_speaks_the_readers_language_else_the_games(table):
    game_id = await played(table, "tzolkin", turns=2, language="it")
    async with Served(table, Drawn()) as served:
        italian = (await served.get(page(game_id)))[2].decode()
        assert '<html lang="it">' in italian and "Gli ultimi turni" in italian
        french = (await served.get(page(game_id), {"Accept-Language": "de-DE, fr;q=0.8, en;q=0.5"}))[2].decode()
        assert '<html lang="fr">' in french and "Les derniers tours" in french and "manche" in french
        english = (await served.get(page(game_id) + "?lang=en", {"Accept-Language": "fr"}))[2].decode()
        assert '<html lang="en">' in english and "The last turns" in english
        assert 'href="replay?lang=en"' in english  # a chosen language stays chosen from page to page
        assert (await served.get(page(game_id) + "?lang=de"))[2].decode().count('<html lang="it">') == 1
        status, headers, _ = await served.get(page(game_id), {"Accept-Language": "fr"})
        assert headers["Vary"] == "Accept-Language"
        replay = json.loads((await served.get(page(game_id) + "replay.json?lang=fr"))[2])
        assert replay["steps"][0]["label"] == "Le début de la partie"


@pytest.mark.asyncio
async def test_bad_old_or_forged_links_and_every_other_path_are_a_plain_404(table):
    game_id = await played(table, "toy", turns=1)
    other = await table.new_game("toy")
    lobby = (await table.service.create_lobby(1, 999, 100, "Ana", 0, game="toy")).id
    async with Served(table, Drawn()) as served:
        key = links.key(SECRET, game_id)
        old = links.key("an-older-secret-0123456789", game_id)
        wrong = [f"/g/{game_id}/{'0' * 32}/", f"/g/{other}/{key}/", f"/g/{game_id}/{old}/",
                 page(lobby), f"/g/999/{links.key(SECRET, 999)}/", f"/g/{game_id}/{key}/nothing", "/", "/g/",
                 "/static/", "/static/app.py", "/static/../web/app.py", "/static/%2e%2e/web/app.py",
                 f"/g/{game_id}/{key}/../../../web/app.py", f"/g/{game_id}/{key}/%2e%2e/", "/web/app.py",
                 "/.env", f"/g/0{game_id}/{key}/", f"/g/{game_id}/{key}/player-x.png"]
        for path in wrong:
            status, headers, body = await served.get(path)
            assert status == 404, path
            assert b"Traceback" not in body and b"app.py" not in body and len(body) < 100, path
            assert headers["Cache-Control"] == "no-store"
            assert "frame-ancestors 'none'" in headers["Content-Security-Policy"]
        status, headers, _ = await served.get(f"/g/{game_id}/{key}")
        assert status == 301 and headers["Location"] == f"{key}/"
        async with served.session.post(page(game_id)) as response:
            assert response.status == 405


@pytest.mark.asyncio
async def test_every_response_carries_the_strict_headers_and_pictures_revalidate_cheaply(table):
    game_id = await played(table, "toy", turns=2)
    pictures = Drawn()
    async with Served(table, pictures) as served:
        for path in (page(game_id), page(game_id) + "board.png", page(game_id) + "state.json", "/static/web.js",
                     "/static/web.css", "/healthz"):
            status, headers, body = await served.get(path)
            assert status == 200, path
            policy = headers["Content-Security-Policy"]
            assert "script-src 'self'" in policy and "default-src 'none'" in policy and "unsafe" not in policy
            assert headers["X-Content-Type-Options"] == "nosniff" and headers["Referrer-Policy"] == "no-referrer"
            assert headers["X-Frame-Options"] == "DENY"
        html = (await served.get(page(game_id)))[2].decode()
        assert "<script>" not in html and "<script src=" in html and " style=" not in html and "onclick" not in html
        status, headers, png = await served.get(page(game_id) + "board.png")
        assert headers["Cache-Control"] == "private, no-cache" and headers["ETag"]
        again = await served.get(page(game_id) + "board.png", {"If-None-Match": headers["ETag"]})
        assert again[0] == 304 and again[2] == b""
        for _ in range(10):
            await served.get(page(game_id) + "board.png?lang=en")
        assert [d for d in pictures.drawn if d[0].endswith("board_png")] == [("games.toy.pictures:board_png", (), "en")]
        page_etag = (await served.get(page(game_id)))[1]["ETag"]
        assert (await served.get(page(game_id), {"If-None-Match": page_etag}))[0] == 304


@pytest.mark.asyncio
async def test_a_turn_in_progress_is_not_shown_and_a_confirmed_one_is(table):
    game_id = await played(table, "tzolkin", turns=3)
    rng = random.Random(5)
    async with Served(table, Drawn()) as served:
        before = json.loads((await served.get(page(game_id) + "state.json"))[2])
        steps = len(json.loads((await served.get(page(game_id) + "replay.json"))[2])["steps"])
        html = (await served.get(page(game_id)))[2]
        while not await table.half_turn(game_id, rng):  # on to a person's turn, one decision taken
            await table.turn(game_id, rng)
            before = json.loads((await served.get(page(game_id) + "state.json"))[2])
            steps = len(json.loads((await served.get(page(game_id) + "replay.json"))[2])["steps"])
            html = (await served.get(page(game_id)))[2]
        assert json.loads((await served.get(page(game_id) + "state.json"))[2]) == before
        assert (await served.get(page(game_id)))[2] == html
        assert len(json.loads((await served.get(page(game_id) + "replay.json"))[2])["steps"]) == steps
        await table.turn(game_id, rng)  # the rest of that turn, confirmed
        after = json.loads((await served.get(page(game_id) + "state.json"))[2])
        assert after["version"] != before["version"]
        assert len(json.loads((await served.get(page(game_id) + "replay.json"))[2])["steps"]) == steps + 1


@pytest.mark.asyncio
async def test_the_event_stream_tells_an_open_page_that_a_turn_was_confirmed(table):
    game_id = await played(table, "toy", turns=1)
    async with Served(table, Drawn(), poll=0.05) as served:
        async with served.session.get(page(game_id) + "events") as stream:
            assert stream.headers["Content-Type"] == "text/event-stream"

            async def version():
                while True:
                    line = (await stream.content.readline()).decode()
                    if line.startswith("data: "):
                        return json.loads(line[6:])["version"]
            first = await asyncio.wait_for(version(), 10)
            await table.turn(game_id, random.Random(1))
            second = await asyncio.wait_for(version(), 10)
            assert second != first
            assert second == json.loads((await served.get(page(game_id) + "state.json"))[2])["version"]


@pytest.mark.asyncio
async def test_the_pages_are_served_from_postgresql_too(pg_cluster, tmp_path):
    table = await Table.open(await pg_cluster.new_database())
    try:
        game_id = await played(table, "maya", turns=4)
        async with Served(table, Drawn()) as served:
            status, _, body = await served.get(page(game_id))
            assert status == 200 and b"The last turns" in body
            assert (await served.get(page(game_id) + "board.png"))[0] == 200
    finally:
        await table.close()


# --- starting them ----------------------------------------------------------------------------------------

@pytest.mark.asyncio
async def test_the_bot_starts_its_web_pages_only_when_asked_and_says_why_not(table, caplog):
    def bot(**settings):
        return SimpleNamespace(settings=Settings(**settings), storage=table.storage, pictures=Drawn(),
                               host=SimpleNamespace(service=table.service))
    assert await web.start_for_bot(bot()) is None  # no port: nothing listens
    with caplog.at_level(logging.ERROR, logger="web"):
        assert await web.start_for_bot(bot(web_port=8123)) is None
    assert "TABLE_WEB_SECRET is not" in caplog.text
    server = await web.start_for_bot(bot(web_port=0, web_secret=SECRET))
    try:
        assert server.host == "127.0.0.1"
        game_id = await played(table, "toy", turns=1)
        async with aiohttp.ClientSession(server.address) as session, session.get(page(game_id)) as response:
            assert response.status == 200
    finally:
        await server.close()


def test_python_m_web_answers_help_prints_a_secret_and_refuses_to_start_without_one(tmp_path):
    def run(*args, **env):
        return subprocess.run([sys.executable, "-m", "web", *args], cwd=ROOT, capture_output=True, text=True,
                              timeout=60, env={"PATH": "/usr/bin:/bin", **env})
    done = run("--help")
    assert done.returncode == 0 and "--port" in done.stdout and "--database" in done.stdout
    done = run("--new-secret")
    assert done.returncode == 0 and len(done.stdout.strip()) >= 40
    done = run("--env-file", str(tmp_path / "none"))
    assert done.returncode == 2 and "TABLE_WEB_PORT" in done.stderr
    done = run("--env-file", str(tmp_path / "none"), "--port", "8125")
    assert done.returncode == 2 and "TABLE_WEB_SECRET is not" in done.stderr and "Traceback" not in done.stderr


def test_python_m_web_serves_a_database_on_its_own(tmp_path):
    async def prepare():
        table = await Table.open(tmp_path / "alone.sqlite3")
        game_id = await played(table, "tzolkin", turns=2)
        await table.close()
        return game_id
    game_id = asyncio.run(prepare())
    env = {"PATH": "/usr/bin:/bin", "TABLE_WEB_SECRET": SECRET, "TABLE_DATABASE": str(tmp_path / "alone.sqlite3"),
           "TABLE_PICTURES": "thread:1", "PYTHONPATH": str(ROOT)}
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "web", "--port", str(port), "--env-file", str(tmp_path / "none")],
                               cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        async def fetch():
            for _ in range(200):
                try:
                    async with aiohttp.ClientSession() as session, \
                            session.get(f"http://127.0.0.1:{port}{page(game_id)}") as response:
                        return response.status, await response.text()
                except aiohttp.ClientConnectionError:
                    await asyncio.sleep(0.1)
            raise AssertionError("python -m web never answered")
        status, html = asyncio.run(fetch())
        assert status == 200 and "Tzolk&#39;in" in html
    finally:
        process.terminate()
        out, _ = process.communicate(timeout=30)
    assert process.returncode == 0, out
    assert "Traceback" not in out
