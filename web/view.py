"""What the web shows of a game, for any game: the one module of web/ that reaches a game's
plug-in and the table's helpers. It turns a stored game into plain data for the pages (texts as
the game's thread writes them, Discord's bits of markdown included; numbers; which pictures there
are) and draws the pictures by name in the picture pool. Nothing here is about the web (no HTML,
no routes), and nothing else in web/ knows a plug-in.

What it shows is the public view, the thread's:

- a game as its last confirmed turn left it: the decisions of a turn in progress, and the secret
  choices not yet revealed, are not shown (who has chosen is, as the board says);
- the board, the players' sheets and their pictures as `/<game> board` and `/<game> player` show
  them to anyone (never what one seat alone sees), the lines the thread posted, worded again in the
  reader's language from the record, and the final scores;
- never the record itself: no seed, no order of what is still hidden.

The replay walks the record turn by turn (cogs.history: the thread's own lines) and rebuilds the
game at a step only when that step's board is asked for.
"""
from __future__ import annotations

import asyncio
import hashlib
import time
from dataclasses import dataclass, field

import cogs.messages  # noqa: F401  (the table's texts, which the games' own texts build on)
import games
from cogs.history import log_pages, turns
from cogs.render import final_lines, labelled, plugin_of, safe_name, seating
from ratings.results import ResultStore
from table.service import GameService, Refused, chosen_seats, load_game

from .cache import Cache

SHOWN = ("secret", "playing", "over", "abandoned")  # a lobby has nothing to show yet
LAST_TURNS = 10  # turns whose lines the game page shows
START = "start"  # the label of the replay's first step, worded by the pages


def rebuilt(row, actions):
    """The game after these first decisions of its record: the one place where a game is rebuilt to
    be shown (a replay of the record, the truth, rather than any cache)."""
    return load_game(row, actions)


def _digest(*parts):
    return hashlib.sha256(repr(parts).encode("utf-8")).hexdigest()[:12]


@dataclass
class Position:
    """A game at its last public moment: what every page of it shows now."""
    game_id: int
    version: str  # changes whenever anything the game's pages show changes
    seats_version: str  # changes when the seats' names do (the replay's pictures print them)
    status: str  # secret, playing, over, abandoned; or damaged (its record cannot be replayed)
    language: str  # the game's own
    decisions: int  # the record's decisions that are public
    kind: str  # the game's name (its plug-in's), for the pages' colour
    rev: int = field(repr=False)
    seats: tuple = field(repr=False)
    row: object = field(repr=False)
    game: object = field(repr=False)  # the engine's game after the public decisions (None: damaged)
    waiting: str | None = field(default=None, repr=False)  # who still makes the secret choice

    @property
    def live(self):
        return self.status in ("secret", "playing")


def _seats(row):
    return tuple((s.name, s.bot, s.user_id is None, s.hints if row.status == "over" else 0) for s in row.seats)


class Viewer:
    """The games of one database as the web shows them. `pictures` is a picture pool
    (images.pool.Pictures); `service` the table's game service when the bot runs the pages (its
    kept games are shared), else one of the viewer's own."""

    def __init__(self, storage, pictures, *, service=None, clock=time.time, walks=64):
        self.storage = storage
        self.pictures = pictures
        self.clock = clock
        self.service = service or GameService(storage, clock)
        self.results = ResultStore(storage)
        self._positions = Cache(entries=4096)  # game id -> its latest Position
        self._walks = Cache(entries=walks)  # (game, decisions, seats, language) -> the replay's steps

    @staticmethod
    def warm_ups():
        """The pictures a picture worker draws once as it starts (every game's static art)."""
        return [plugin.pictures["warm_up"] for plugin in games.plugins() if "warm_up" in plugin.pictures]

    @staticmethod
    def colours():
        """Each registered game's colour, {name: (r, g, b)} (the pages' accent)."""
        return {plugin.name: tuple(plugin.colour) for plugin in games.plugins()}

    @staticmethod
    def title(pos, lang):
        """The game's name in `lang`."""
        return plugin_of(pos.row).title(lang)

    # --- where a game stands ---------------------------------------------------------------------

    async def position(self, game_id):
        """The game's Position now, or None when there is no such game to show (a lobby, a game of
        a kind this process does not know)."""
        row = await self.storage.get_game(game_id)
        if row is None or row.status not in SHOWN or row.config is None or row.seed is None:
            return None
        try:
            plugin = plugin_of(row)
        except KeyError:
            return None
        kept = self._positions.get(game_id)
        if kept is not None and kept.rev == row.rev and kept.seats == _seats(row) and kept.status == row.status:
            return kept
        game, damaged = None, False
        for _ in range(5):
            try:
                game = await self.service.load(row)
                break
            except Refused as err:
                if err.key != "stale":  # a damaged record
                    damaged = True
                    break
                row = await self.storage.get_game(game_id)  # moved on since it was read
                if row is None:
                    return None
        if game is None and not damaged:  # moving on faster than it is read: what was shown stays a moment
            return kept
        if game is None:
            return self._positions.put(game_id, Position(
                row.id, _digest("damaged", row.rev), _digest(_seats(row)), "damaged", row.language, 0, plugin.name,
                row.rev, _seats(row), row, None))
        decisions = len(game.actions) if game.is_over else game.turn_start
        actions = [str(a) for a in game.actions[:decisions]]
        public = await asyncio.to_thread(rebuilt, row, actions)
        waiting = None
        if row.status == "secret":
            done = chosen_seats(row, await self.storage.secret_choices(row.id))
            waiting = ", ".join(safe_name(s.name) for s in row.seats if s.seat not in done) or "-"
        seats = _seats(row)
        version = _digest(decisions, row.status, seats, row.hints_allowed, row.turn_started_at, waiting,
                          row.language)
        position = Position(row.id, f"{decisions}-{version}", _digest(seats), row.status, row.language, decisions,
                            plugin.name, row.rev, seats, row, public, waiting)
        return self._positions.put(game_id, position)

    # --- the game page -----------------------------------------------------------------------------

    async def page(self, pos, lang):
        """What the game page shows: title, the board's lines, whose turn since when, the sheets, the
        last turns' lines, the final scores."""
        steps = await self.steps(pos, lang)
        return await asyncio.to_thread(self._page, pos, lang, steps)

    def _page(self, pos, lang, steps):
        row, game = pos.row, pos.game
        plugin = plugin_of(row)
        places = seating(row, game.state, lang)
        title, summary = plugin.words.board_text(places, game, pos.waiting)
        shown = labelled(row, game.state, lang)
        sheets = []
        # as /<game> player: no sheet until the secret choices are revealed
        if not (plugin.secret and plugin.secret.phase(game)):
            names = [(seat, places.who(seat)) for seat in range(len(row.seats))]
            for seat, name in sorted(plugin.words.engine_seats(game.state, lang).items()):  # a solo opponent
                names.append((seat, f"{plugin.words.marker(game.state, seat)} {name}".strip()))
            sheets = [{"seat": seat, "name": name, "text": plugin.words.sheet_text(game, seat, False, lang),
                       "picture": "player" in plugin.pictures} for seat, name in names]
        return {
            "title": title,
            "game_title": plugin.title(lang),
            "summary": summary,
            "status": pos.status,
            "on_turn": (places.who(game.current_player) if pos.status == "playing"
                        and game.current_player is not None and game.current_player < len(row.seats) else None),
            "since": row.turn_started_at if pos.live else row.updated_at,
            "board": "board" in plugin.pictures,
            "text_board": None if "board" in plugin.pictures else plugin.words.text_board(shown, lang),
            "sheets": sheets,
            "turns": [step["lines"] for step in steps[1:]][-LAST_TURNS:][::-1],
            "steps": len(steps),
            "final": self._final(pos, lang) if pos.status == "over" else None,
        }

    def _final(self, pos, lang):
        """The final scores as the thread gives them, and the points of each seat by source."""
        row, game = pos.row, pos.game
        plugin = plugin_of(row)
        places = seating(row, game.state, lang)
        table = plugin.rules.standings(self._record(pos))  # the stored record's, as the ratings have them
        sources = [s for s in plugin.point_sources
                   if any(points.get(s, 0) for _, _, points in table)]
        engine = plugin.words.engine_seats(game.state, lang)  # a solo opponent has a line of its own

        def who(seat):
            if seat < len(row.seats):
                return places.who(seat)
            return f"{plugin.words.marker(game.state, seat)} {engine[seat]}"
        rows = [{"place": place, "name": who(seat), "total": plugin.words.points_text(total),
                 "points": [plugin.words.points_text(points.get(s, 0)) for s in sources]}
                for seat, (total, place, points) in sorted(enumerate(table), key=lambda s: (s[1][1], s[0]))]
        return {"lines": final_lines(row, game, lang),
                "sources": [plugin.words.text(f"source.{s}", lang) for s in sources],
                "rows": rows, "picture": "scoreboard" in plugin.pictures}

    # --- the replay and the log --------------------------------------------------------------------

    async def steps(self, pos, lang):
        """The replay's steps, first the start, then every confirmed turn (or the secret choices
        revealed): [{"label", "lines", "round", "decisions"}]."""
        if pos.game is None:
            return []
        key = (pos.game_id, pos.decisions, pos.seats_version, lang)

        async def walk():
            bots = await self.results.decided_by_bots(pos.game_id)
            return await asyncio.to_thread(self._walk, pos, lang, bots)
        return await self._walks.get_or_make(key, walk)

    def _walk(self, pos, lang, bots):
        row = pos.row
        plugin = plugin_of(row)
        record = self._record(pos)
        out = [{"label": START, "lines": [], "round": None, "decisions": 0}]
        for turn in turns(row, record, bots, lang):
            out.append({"label": plugin.words.status_text(turn.game, lang), "lines": turn.lines, "round": turn.round,
                        "decisions": turn.decisions})
        return out

    @staticmethod
    def _record(pos):
        row = pos.row
        return {"rules_version": row.rules_version, "config": row.config, "seed": row.seed,
                "actions": [str(a) for a in pos.game.actions[:pos.decisions]]}

    async def log(self, pos, lang):
        """The log as `/<game> log` pages it, one page a round: [{"title", "marks", "lines"}]."""
        if pos.game is None:
            return []
        bots = await self.results.decided_by_bots(pos.game_id)
        return await asyncio.to_thread(self._log, pos, lang, bots)

    def _log(self, pos, lang, bots):
        row = pos.row
        plugin = plugin_of(row)
        return [{"title": plugin.words.log_title(row.id, page.round, lang),
                 "marks": [plugin.words.text(f"log.{m}", lang) for m in plugin.marks if m in page.marks],
                 "lines": page.lines}
                for page in log_pages(row, self._record(pos), bots, lang)]

    # --- pictures ----------------------------------------------------------------------------------

    def picture_key(self, pos, what):
        """What a picture depends on (with the language): a key for caches. `what` is "board",
        "scores", ("player", seat) or ("step", index)."""
        if isinstance(what, tuple) and what[0] == "step":
            return pos.game_id, pos.seats_version, what  # a confirmed turn's board never changes
        return pos.game_id, pos.version, what

    async def picture(self, pos, what, lang):
        """PNG bytes of one of the game's pictures, or None when the game has no such picture."""
        if pos.game is None:
            return None
        plugin = plugin_of(pos.row)
        if what == "board" or (isinstance(what, tuple) and what[0] == "step"):
            name, game = plugin.pictures.get("board"), pos.game
            if name and isinstance(what, tuple):
                steps = await self.steps(pos, lang)
                if not 0 <= what[1] < len(steps):
                    return None
                actions = [str(a) for a in pos.game.actions[:steps[what[1]]["decisions"]]]
                game = await asyncio.to_thread(rebuilt, pos.row, actions)
            args = ()
        elif what == "scores":
            name, game, args = plugin.pictures.get("scoreboard") if pos.status == "over" else None, pos.game, ()
        elif isinstance(what, tuple) and what[0] == "player":
            seats = set(range(len(pos.row.seats))) | set(plugin.words.engine_seats(pos.game.state, pos.language))
            if what[1] not in seats or (plugin.secret and plugin.secret.phase(pos.game)):
                return None
            name, game, args = plugin.pictures.get("player"), pos.game, (what[1],)
        else:
            return None
        if not name:
            return None
        shown = await asyncio.to_thread(labelled, pos.row, game.state, lang)
        return await self.pictures.render(name, shown, *args, locale=lang)
