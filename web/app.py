"""The web application (aiohttp): a game's page, its replay, its log, their JSON, their pictures and
the stream that tells open pages a turn was confirmed. It knows links, languages, caches and HTTP;
what a game shows comes from web.view, as plain data.

Routes, every one under a game's unguessable link (table.links) but for the two static files and a
health check:

    /g/<game>/<key>/               the game page: board, sheets, whose turn, the last turns, scores
    /g/<game>/<key>/replay         the replay (?step=N): a slider over every confirmed turn
    /g/<game>/<key>/log            every turn, round by round, and the final scores
    /g/<game>/<key>/state.json     {"version", "status"}: what a page compares to know it is behind
    /g/<game>/<key>/replay.json    the replay's steps, their lines and pictures
    /g/<game>/<key>/events         Server-Sent Events: the version, each time it changes
    /g/<game>/<key>/board.png, player-<seat>.png, scores.png, step-<n>.png   the pictures
    /static/web.js, /static/web.css, /static/games.css, /healthz

A wrong key, an unknown game, a lobby, any other path: a plain 404. Every page is in the reader's
language: `?lang=`, else the browser's Accept-Language, else the game's own.
"""
from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import time
from datetime import datetime, UTC
from pathlib import Path

import jinja2
from aiohttp import web
from babel.dates import format_date, format_time
from markupsafe import Markup

import i18n
from table import links

from . import markup
from . import texts  # noqa: F401  (registers the pages' texts)
from .cache import Cache
from .view import START

log = logging.getLogger(__name__)
HERE = Path(__file__).resolve().parent
STATIC = {"web.js": "text/javascript; charset=utf-8", "web.css": "text/css; charset=utf-8"}
POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
          "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
SECURITY = {"Content-Security-Policy": POLICY, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
            "X-Frame-Options": "DENY", "Cross-Origin-Resource-Policy": "same-origin"}
PICTURE = r"board|scores|player-[0-9]{1,2}|step-[0-9]{1,6}"
HEARTBEAT = 20  # seconds between two comments on an idle event stream (proxies close silent ones)


def language(request, default):
    """The reader's language: ?lang=, else the first of ours in Accept-Language, else the game's."""
    asked = i18n.normalise(request.query.get("lang"))
    if asked:
        return asked, True
    offered = []
    for i, part in enumerate(request.headers.get("Accept-Language", "").split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        lang = i18n.normalise(tag.strip()) if tag.strip() != "*" else None
        if lang and quality > 0:
            offered.append((-quality, i, lang))
    return (min(offered)[2] if offered else (i18n.normalise(default) or i18n.DEFAULT)), False


def when(ts, lang):
    """A moment as the pages print it (UTC; the page's script shows it in the reader's time zone)."""
    moment = datetime.fromtimestamp(ts, UTC)
    return (f"{format_date(moment, 'medium', locale=lang)} {format_time(moment, 'short', tzinfo=UTC, locale=lang)}"
            " UTC")


def iso(ts):
    return datetime.fromtimestamp(ts, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def etag_of(body):
    return '"' + hashlib.sha256(body).hexdigest()[:24] + '"'


class Stored:
    """A response's body as kept: its bytes, type and ETag."""

    __slots__ = ("body", "kind", "etag")

    def __init__(self, body, kind):
        self.body, self.kind, self.etag = body, kind, etag_of(body)

    def __len__(self):
        return len(self.body)


class Watch:
    """The open event streams of one game, and the one loop that looks for its changes meanwhile."""

    def __init__(self):
        self.queues = set()
        self.task = None


class WebApp:
    """The pages of one viewer's games. `fresh`: seconds a game's position is trusted before the
    database is read again (every reader of a game within that time shares one read); `poll`:
    seconds between two looks at a watched game for its event streams."""

    def __init__(self, viewer, secret, *, fresh=1.0, poll=1.0, picture_bytes=96 * 2 ** 20, pages=512,
                 streams=5000):
        self.viewer = viewer
        self.secret = secret
        self.fresh = fresh
        self.poll = poll
        self.pictures = Cache(entries=4096, size=picture_bytes, weigh=len)
        self.pages = Cache(entries=pages, size=32 * 2 ** 20, weigh=len)
        self.streams = streams
        self._positions = Cache(entries=8192)  # game id -> (when read, Position)
        self._reads = Cache(entries=0)  # the reads under way (nothing kept: _positions keeps them)
        self._watches = {}
        self._static = {}
        for name, kind in STATIC.items():
            self._static[name] = Stored((HERE / "static" / name).read_bytes(), kind)
        self._static["games.css"] = Stored(self._games_css().encode("utf-8"), STATIC["web.css"])
        self.templates = jinja2.Environment(loader=jinja2.FileSystemLoader(HERE / "templates"),
                                            autoescape=True, undefined=jinja2.StrictUndefined,
                                            trim_blocks=True, lstrip_blocks=True)
        self.templates.filters["md"] = lambda text: Markup(markup.inline(text))
        self.started = time.time()

    def _games_css(self):
        return "".join(f".kind-{name}{{--accent:rgb({r},{g},{b})}}\n"
                       for name, (r, g, b) in sorted(self.viewer.colours().items()))

    # --- the application -----------------------------------------------------------------------------

    def application(self):
        app = web.Application(client_max_size=1024, handler_args={"max_field_size": 8190})
        game = r"/g/{game:[0-9]{1,18}}/{key:[0-9a-f]{32}}"
        app.router.add_get("/healthz", self.health)
        app.router.add_get("/static/{name:[a-z]+\\.(?:js|css)}", self.static)
        app.router.add_get(game, self.slash)
        app.router.add_get(game + "/", self.game_page)
        app.router.add_get(game + "/replay", self.replay_page)
        app.router.add_get(game + "/log", self.log_page)
        app.router.add_get(game + "/state.json", self.state_json)
        app.router.add_get(game + "/replay.json", self.replay_json)
        app.router.add_get(game + "/events", self.events)
        app.router.add_get(game + "/{picture:" + PICTURE + "}.png", self.picture)
        app.on_response_prepare.append(self._headers)
        app.on_shutdown.append(self._close_streams)
        return app

    @staticmethod
    async def _headers(request, response):
        response.headers.update(SECURITY)
        if response.status >= 400:
            response.headers["Cache-Control"] = "no-store"

    async def _close_streams(self, app):
        for watch in list(self._watches.values()):
            for queue in list(watch.queues):
                queue.put_nowait(None)
            if watch.task is not None:
                watch.task.cancel()

    # --- reading a game ------------------------------------------------------------------------------

    async def current(self, game_id, fresh=None):
        """The game's Position, read again when older than `fresh` seconds."""
        fresh = self.fresh if fresh is None else fresh
        kept = self._positions.get(game_id)
        now = time.monotonic()
        if kept is not None and now - kept[0] < fresh:
            return kept[1]
        # One read of a game at a time: the readers arriving meanwhile share it.
        read = await self._reads.get_or_make(game_id, lambda: self.viewer.position(game_id))
        self._positions.put(game_id, (time.monotonic(), read))
        return read

    async def opened(self, request):
        """The Position a link opens, or a plain 404."""
        game_id = links.opens(self.secret, request.match_info["game"], request.match_info["key"])
        pos = await self.current(game_id) if game_id is not None else None
        if pos is None:
            raise web.HTTPNotFound()
        return pos

    # --- responses -----------------------------------------------------------------------------------

    @staticmethod
    def send(request, stored, cache="private, no-cache", vary=False):
        headers = {"ETag": stored.etag, "Cache-Control": cache}
        if vary:
            headers["Vary"] = "Accept-Language"
        if stored.etag in [tag.strip() for tag in request.headers.get("If-None-Match", "").split(",")]:
            return web.Response(status=304, headers=headers)
        return web.Response(body=stored.body, headers={**headers, "Content-Type": stored.kind})

    def render(self, template, **values):
        return self.templates.get_template(template).render(**values).encode("utf-8")

    async def page(self, request, pos, name, key_extra, build):
        lang, explicit = language(request, pos.language)
        key = (pos.game_id, pos.version, name, lang, explicit, key_extra)

        async def make():
            values = await build(lang)
            values.update(self.common(request, pos, lang, explicit, name))
            body = await asyncio.to_thread(self.render, f"{name}.html", **values)
            return Stored(body, "text/html; charset=utf-8")
        return self.send(request, await self.pages.get_or_make(key, make), vary=not explicit)

    def common(self, request, pos, lang, explicit, name):
        """What every page's frame shows: its language and the others, the links between pages."""
        def t(key, **values):
            return i18n.text(key, lang, **values)

        def tm(key, **values):
            """A text whose values are a game's markdown (a player's name) or HTML already (Markup)."""
            shown = {}
            for k, (name, value) in enumerate(values.items()):
                shown[f"\x00{k}\x00"] = (name, value if isinstance(value, Markup) else Markup(markup.inline(value)))
            html = markup.inline(i18n.text(key, lang, **{name: token for token, (name, _) in shown.items()}))
            for token, (_, value) in shown.items():
                html = html.replace(token, value)
            return Markup(html)

        def moment(ts):
            return Markup('<time datetime="{}">{}</time>').format(iso(ts), when(ts, lang)) if ts else ""
        suffix = f"?lang={lang}" if explicit else ""
        # Every page is under /g/<game>/<key>/: relative links work behind a proxy's sub-path too.
        return {"t": t, "tm": tm, "moment": moment, "lang": lang, "suffix": suffix, "page": name,
                "game_id": pos.game_id, "kind": pos.kind, "kind_title": self.viewer.title(pos, lang),
                "status": pos.status, "version": pos.version,
                "nav": {"game": f"./{suffix}", "replay": f"replay{suffix}", "log": f"log{suffix}"},
                "languages": [(code, i18n.NATIVE_NAMES[code], f"?lang={code}") for code in i18n.LOCALES],
                "static": "../../../static/"}

    # --- handlers ------------------------------------------------------------------------------------

    async def health(self, request):
        return web.Response(text="ok\n", headers={"Cache-Control": "no-store"})

    async def static(self, request):
        stored = self._static.get(request.match_info["name"])
        if stored is None:
            raise web.HTTPNotFound()
        return self.send(request, stored, cache="public, no-cache")

    async def slash(self, request):
        await self.opened(request)
        raise web.HTTPMovedPermanently(location=request.match_info["key"] + "/" + (
            f"?{request.query_string}" if request.query_string else ""))

    async def game_page(self, request):
        pos = await self.opened(request)

        async def build(lang):
            data = await self.viewer.page(pos, lang) if pos.game is not None else None
            return {"data": data}
        return await self.page(request, pos, "game", None, build)

    async def replay_page(self, request):
        pos = await self.opened(request)
        asked = request.query.get("step", "")

        async def build(lang):
            steps = await self.replay_steps(pos, lang)
            step = int(asked) - 1 if asked.isdigit() and 1 <= int(asked) <= len(steps) else len(steps) - 1
            return {"steps": steps, "step": step}
        return await self.page(request, pos, "replay", asked, build)

    async def log_page(self, request):
        pos = await self.opened(request)

        async def build(lang):
            data = await self.viewer.page(pos, lang) if pos.game is not None else None
            return {"pages": await self.viewer.log(pos, lang), "final": data and data["final"]}
        return await self.page(request, pos, "log", None, build)

    async def replay_steps(self, pos, lang):
        steps = await self.viewer.steps(pos, lang)
        return [{"label": i18n.text("web.replay.start", lang) if s["label"] == START else s["label"],
                 "lines": s["lines"], "board": f"step-{i}.png?lang={lang}"} for i, s in enumerate(steps)]

    async def state_json(self, request):
        pos = await self.opened(request)
        body = json.dumps({"version": pos.version, "status": pos.status}).encode("utf-8")
        return self.send(request, Stored(body, "application/json"))

    async def replay_json(self, request):
        pos = await self.opened(request)
        lang, _ = language(request, pos.language)
        key = (pos.game_id, pos.version, "replay.json", lang)

        async def make():
            steps = await self.replay_steps(pos, lang)
            shown = [{"label": markup.inline(s["label"]), "lines": markup.lines(s["lines"]), "board": s["board"]}
                     for s in steps]
            return Stored(json.dumps({"version": pos.version, "status": pos.status, "steps": shown},
                                     ensure_ascii=False).encode("utf-8"), "application/json; charset=utf-8")
        return self.send(request, await self.pages.get_or_make(key, make), vary=True)

    async def picture(self, request):
        pos = await self.opened(request)
        lang, _ = language(request, pos.language)
        name = request.match_info["picture"]
        kind, _, number = name.partition("-")
        what = (kind, int(number)) if number else name
        key = (self.viewer.picture_key(pos, what), lang)

        async def make():
            png = await self.viewer.picture(pos, what, lang)
            return Stored(png, "image/png") if png else None
        stored = self.pictures.get(key)
        if stored is None:
            stored = await self.pictures.get_or_make(key, make)
        if stored is None:
            raise web.HTTPNotFound()
        return self.send(request, stored, vary=True)

    # --- the event stream ----------------------------------------------------------------------------

    async def events(self, request):
        pos = await self.opened(request)
        if sum(len(w.queues) for w in self._watches.values()) >= self.streams:
            raise web.HTTPServiceUnavailable(headers={"Retry-After": "30"})
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store",
                                               "X-Accel-Buffering": "no"})
        await response.prepare(request)
        queue = asyncio.Queue()
        watch = self._watch(pos.game_id, queue)
        try:
            last = None
            queue.put_nowait(pos)
            while True:
                try:
                    news = await asyncio.wait_for(queue.get(), HEARTBEAT)
                except TimeoutError:
                    await response.write(b": still here\n\n")
                    continue
                if news is None:
                    break
                if news.version != last:
                    last = news.version
                    data = json.dumps({"version": news.version, "status": news.status})
                    await response.write(f"event: version\ndata: {data}\n\n".encode())
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            watch.queues.discard(queue)
            if not watch.queues and watch.task is not None:
                watch.task.cancel()
                self._watches.pop(pos.game_id, None)
        return response

    def _watch(self, game_id, queue):
        watch = self._watches.get(game_id)
        if watch is None:
            watch = self._watches[game_id] = Watch()
        watch.queues.add(queue)
        if watch.task is None or watch.task.done():
            watch.task = asyncio.create_task(self._follow(game_id, watch))
        return watch

    async def _follow(self, game_id, watch):
        """While a game has open streams: look at it every `poll` seconds, tell them when it moved."""
        last = None
        with contextlib.suppress(asyncio.CancelledError):
            while watch.queues:
                try:
                    pos = await self.current(game_id, fresh=self.poll / 2)
                except Exception:  # the database away for a moment: the streams stay open and look again
                    log.exception("could not read game %s for its event streams", game_id)
                    pos = None
                if pos is not None and pos.version != last:
                    last = pos.version
                    for queue in list(watch.queues):
                        queue.put_nowait(pos)
                await asyncio.sleep(self.poll)
