"""A game's history as pages, one per round, rebuilt from its record, for every game.

No Discord here: the stats cog shows the pages. The lines are the ones the channel saw (the
turn lines and the game's own lines of what happened), and each page carries the marks the game
gives its round (a food day, a scoring). Only whole turns are shown: the decisions of
a turn still being played are that player's secret until they confirm it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from table.service import TurnReport

from .render import plugin_of, seating, turn_line


@dataclass
class Page:
    round: int
    lines: list = field(default_factory=list)
    marks: set = field(default_factory=set)  # the game's marks of this round (a food day, a scoring)


@dataclass
class Turn:
    """One step of a game's public history: a finished turn, or the secret choices revealed."""
    decisions: int  # how many of the record's decisions are played once it is done
    round: int  # the round it belongs to (a reveal: the round it opens)
    lines: list  # what the channel said of it
    marks: set  # the game's marks it earns its round (a food day, a scoring)
    seat: int | None  # who played it (None: the secret choices revealed)
    game: object  # the game as it left it: the walk's own, to be read before the walk goes on


def turns(row, record, bot_decisions=frozenset(), locale="en"):
    """A game's public history in `locale`, step by step (a generator). `bot_decisions` holds the
    indices of the decisions a bot took (their turns are marked as a bot's). A turn still being
    played at the end of the record is not a step: its decisions are its player's until confirmed."""
    plugin = plugin_of(row)
    game = plugin.rules.from_record({**record, "actions": []})
    steps, by_bot, start = [], False, None
    ev0 = 0
    for i, text in enumerate(record["actions"]):
        action = plugin.rules.parse(text)
        if plugin.secret and plugin.secret.phase(game):
            game.apply(action)
            if not plugin.secret.phase(game):
                places = seating(row, game.state, locale)
                lines = list(plugin.words.reveal_lines(places, game))
                yield Turn(i + 1, plugin.rules.round_of(game.state), lines, set(), None, game)
                ev0 = len(plugin.rules.events(game))
            continue
        state = game.state
        seat, turn_no, round_no = game.current_player, plugin.rules.turn_no(game), plugin.rules.round_of(state)
        start = start if start is not None else plugin.rules.seat_view(state, seat)
        if not plugin.rules.ends_turn(action) and action in game.legal_actions():
            steps.append(plugin.words.action_data(state, action))
        by_bot |= i in bot_decisions
        game.apply(action)
        if plugin.rules.turn_no(game) != turn_no or game.is_over:
            places = seating(row, game.state, locale)
            events = plugin.rules.events(game)[ev0:]
            report = TurnReport(seat, steps, events, by_bot=by_bot, start=start)
            lines = [turn_line(plugin, places, report, game), *plugin.words.event_lines(places, game, events)]
            yield Turn(i + 1, round_no, lines, set(plugin.words.page_marks(events)), seat, game)
            steps, by_bot, start, ev0 = [], False, None, len(plugin.rules.events(game))


def log_pages(row, record, bot_decisions=frozenset(), locale="en"):
    """The pages of a game in `locale`, first round first: one per round, the secret choices'
    reveal opening one of its own."""
    pages = []
    for turn in turns(row, record, bot_decisions, locale):
        if turn.seat is None or not pages or pages[-1].round != turn.round:
            pages.append(Page(turn.round))
        pages[-1].lines += turn.lines
        pages[-1].marks |= turn.marks
    return pages
