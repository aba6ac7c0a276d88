"""Every game in a browser: a game's live page, its replay, its log and its scores, each behind an
unguessable link that the bot posts in the game's thread (docs/admin/web.md).

The web pages are the platform's, like the table: they reach a game only through its plug-in, and
only in one module (`web.view`: what the web shows of a game, as plain data); the rest of the
package (`web.app`: routes, pages, caches, the event stream; `web.markup`; and the links,
`table.links`) knows no plug-in. They run inside the bot's process when TABLE_WEB_PORT is set (`start_for_bot`), or on
their own beside it against the same database (`python -m web`), as many processes as wanted.
"""
from __future__ import annotations

import logging
import time

from aiohttp import web

from .app import WebApp
from .view import Viewer

log = logging.getLogger(__name__)


def refusal(settings):
    """Why the web pages cannot start with these settings (one line), or None."""
    if settings.web_port is None:
        return "TABLE_WEB_PORT is not set: no web pages are served"
    if not settings.web_secret:
        return ("TABLE_WEB_PORT is set but TABLE_WEB_SECRET is not: the web pages stay off. Set TABLE_WEB_SECRET "
                "to a long random text (python -m web --new-secret prints one); see docs/admin/web.md")
    return None


class WebServer:
    """The pages of one database's games, listening on (host, port)."""

    def __init__(self, storage, pictures, secret, *, host="127.0.0.1", port=8080, service=None, clock=time.time,
                 fresh=1.0, poll=1.0, reuse_port=False):
        self.viewer = Viewer(storage, pictures, service=service, clock=clock)
        self.app = WebApp(self.viewer, secret, fresh=fresh, poll=poll)
        self.host, self.port, self.reuse_port = host, port, reuse_port
        self._runner = None
        self._site = None
        self.own_pictures = None  # a picture pool started for these pages alone, closed with them

    async def start(self):
        """Listen; an OSError (the port taken, say) leaves nothing listening."""
        runner = web.AppRunner(self.app.application(), access_log=None, shutdown_timeout=2)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port, reuse_port=self.reuse_port or None)
        try:
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner, self._site = runner, site
        if self.port == 0:  # a free port chosen by the system (tests)
            self.port = site._server.sockets[0].getsockname()[1]
        return self

    @property
    def address(self):
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    async def close(self):
        if self._runner is not None:
            runner, self._runner = self._runner, None
            await runner.cleanup()
        if self.own_pictures is not None:
            self.own_pictures.close()
            self.own_pictures = None


def _pictures_for(bot):
    """The web pages' picture pool inside the bot: a pool of their own (TABLE_PICTURES: worker
    processes by default), so that a crowd of readers never makes a turn's board wait; a stand-in
    pool (tests) is shared."""
    from images.pool import Pictures
    pictures = bot.pictures
    if isinstance(pictures, Pictures) and pictures.module is None:
        kind, workers = bot.settings.picture_pool()
        return Pictures(kind=kind, workers=workers, warm=Viewer.warm_ups()), True
    return pictures, False


async def start_for_bot(bot):
    """Start the web pages in the bot's process when its settings ask for them; None when they do
    not, or cannot (said in the logs: the bot goes on without them)."""
    settings = bot.settings
    if settings.web_port is None:
        return None
    why = refusal(settings)
    if why:
        log.error(why)
        return None
    pictures, own = _pictures_for(bot)
    server = WebServer(bot.storage, pictures, settings.web_secret, host=settings.web_host, port=settings.web_port,
                       service=bot.host.service)
    try:
        await server.start()
    except OSError as err:
        log.error("the web pages cannot listen on %s:%s (%s); the bot goes on without them",
                  settings.web_host, settings.web_port, err)
        if own:
            pictures.close()
        return None
    server.own_pictures = pictures if own else None
    links = f"links to {settings.web_base_url}" if settings.web_base_url else "no TABLE_WEB_BASE_URL: no links"
    log.info("web pages on %s (%s)", server.address, links)
    return server
