"""A game's history as pages, one per round (calendar day), rebuilt from its record.

No Discord here: the stats cog shows the pages. The lines are the ones the channel saw
(render.turn_line and render.event_lines), so food days, temple rewards and points, the
new age and the end stand out with their own markers. Only whole turns are shown: the
decisions of a turn still being played are that player's secret until they confirm it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tzolkin import Action, Game
from tzolkin.describe import action_data

from .render import ROUND_EVENTS, event_lines, reveal_text, turn_line
from table.service import TurnReport

FOOD_EVENTS = ("food",)
SCORING_EVENTS = ("temple_points", "end")


@dataclass
class Page:
    day: int
    lines: list = field(default_factory=list)
    food: bool = False  # a food day was held this round
    scoring: bool = False  # temple points were scored (end of an age) or the game ended

    def add(self, row, state, report, locale="en"):
        self.lines.append(turn_line(row, state, report, locale))
        events = [e for e in report.events if e["e"] in ROUND_EVENTS]
        self.lines += event_lines(row, state, events, locale)
        self.food |= any(e["e"] in FOOD_EVENTS for e in events)
        self.scoring |= any(e["e"] in SCORING_EVENTS for e in events)


def log_pages(row, record, bot_decisions=frozenset(), locale="en"):
    """The pages of a game in `locale`, first round first. `bot_decisions` holds the indices of
    the decisions a bot took (their turns are marked as a bot's)."""
    game = Game.from_record({**record, "actions": []})
    pages, steps, by_bot = [], [], False
    ev0 = 0
    for i, action in enumerate(record["actions"]):
        state = game.state
        if state.phase == "wealth":
            game.apply(action)
            if game.state.phase != "wealth":
                pages.append(Page(game.state.day, [reveal_text(row, game.state, locale)]))
                ev0 = len(game.state.events)
            continue
        seat, turn_no, day = state.current_player, state.turn_no, state.day
        action = Action.parse(action)
        if action.kind != "end" and action in game.legal_actions():
            steps.append(action_data(state, action))
        by_bot |= i in bot_decisions
        game.apply(action)
        if game.state.turn_no != turn_no or game.is_over:
            if not pages or pages[-1].day != day:
                pages.append(Page(day))
            pages[-1].add(row, game.state, TurnReport(seat, steps, game.state.events[ev0:], by_bot=by_bot), locale)
            steps, by_bot, ev0 = [], False, len(game.state.events)
    return pages
