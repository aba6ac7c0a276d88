"""What a finished game says about its players: places, points and where the points came from.

Pure functions of a game record and its seats (no Discord, no database).

Places and points come from the game's plug-in (`rules.standings(record)`, with the rulebook's
tie-breaks), and so do the sources of the points (each game names its own).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import games

from .model import Placing, bot_key, user_key


@dataclass
class SeatResult:
    seat: int
    name: str
    user_id: int | None
    bot: str | None
    player: str | None  # rating key, None when the seat counts for nobody (handed to a bot, the engine's own)
    place: int
    points: int  # quarter points
    sources: dict = field(default_factory=dict)  # the game's point sources -> quarter points

    @property
    def handed_over(self):
        """A member's seat a bot played, to the end or for a while: it counts for nobody."""
        return self.user_id is not None and self.player is None


def player_key(user_id, bot, handed=False):
    """The rating key of a seat: a member, a bot level, or None for a seat handed to a bot, now
    or at any point of the game (`handed`): a bot played some of the member's turns, so the
    result is not theirs, even once they took the seat back; nor is it the bot's."""
    if bot is None:
        return user_key(user_id) if user_id is not None and not handed else None
    return bot_key(bot) if user_id is None else None


def standings(record, seats, game=None, locale="en", handed=frozenset()):
    """SeatResults of a finished game; `seats` in seat order with .name, .user_id, .bot; `handed`:
    the seats a bot played for their member at some point (storage's seats_once_handed). The
    seats the engine plays itself after the table's (a solo opponent) follow, named by the game
    in `locale` (the game's language) and rated never: a solo game's result says who won."""
    plugin = games.get(game)
    scored = plugin.rules.standings(record)
    table = [SeatResult(i, s.name, s.user_id, s.bot, player_key(s.user_id, s.bot, i in handed), place, points,
                        sources)
             for i, (s, (points, place, sources)) in enumerate(zip(seats, scored, strict=False))]
    if len(scored) > len(seats):
        names = plugin.words.engine_seats(plugin.rules.from_record(record).state, locale)
        table += [SeatResult(i, names.get(i, "?"), None, None, None, place, points, sources)
                  for i, (points, place, sources) in enumerate(scored) if i >= len(seats)]
    return table


def placings(results):
    """The finishing order of the seats that count for a rating (handed-over seats left out)."""
    return [Placing(r.player, r.place) for r in results if r.player is not None]
