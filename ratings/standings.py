"""What a finished game says about its players: places, points and where the points came from.

Pure functions of a game record and its seats (no Discord, no database).

Places follow the engine's final scoring: the most points wins, ties go to the most workers
still on the gears, and what is still equal is shared (1, 1, 3 ...).

Point sources are read off a replay, decision by decision, in quarter points so that they add
up exactly to the final total:
- temples: the temple points of the end-of-age food days;
- buildings: points a building gives when built (and the Architecture bonus);
- skulls: points for placing skulls on Chichen Itza, and 3 per skull held at the end;
- monuments: the monuments' end-of-game points;
- corn: leftover corn and goods (a quarter point per corn of value);
- hunger: points lost for unfed workers (negative);
- other: anything else (technology bonuses, Tikal's temple steps do not score by themselves).
Points gained inside a decision belong to the last thing the player did that scores: a
building built or a skull placed; they are forgotten when a new turn starts.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tzolkin import Game

from .model import Placing, bot_key, user_key

SOURCES = ("temples", "buildings", "skulls", "monuments", "corn", "hunger", "other")


@dataclass
class SeatResult:
    seat: int
    name: str
    user_id: int | None
    bot: str | None
    player: str | None  # rating key, None when the seat counts for nobody (handed to a bot)
    place: int
    points: int  # quarter points
    sources: dict = field(default_factory=dict)  # SOURCES -> quarter points

    @property
    def handed_over(self):
        return self.bot is not None and self.user_id is not None


def player_key(user_id, bot):
    """The rating key of a seat: a member, a bot level, or None for a seat handed to a bot."""
    if bot is None:
        return user_key(user_id) if user_id is not None else None
    return bot_key(bot) if user_id is None else None


def places(final):
    """Seat -> place from the engine's final scoring, ties shared."""
    key = {r["seat"]: (r["total_quarters"], r["workers_on_gears"]) for r in final["players"]}
    return {seat: 1 + sum(other > mine for other in key.values()) for seat, mine in key.items()}


def point_sources(record):
    """Per seat, the quarter points from each source (see the module's docstring)."""
    replay = Game.from_record({**record, "actions": []})
    state = replay.state
    n = state.n_players
    sources = [dict.fromkeys(SOURCES, 0) for _ in range(n)]
    current = [None] * n  # the scoring thing each player did last in this turn
    for action in record["actions"]:
        vp = [pl.vp for pl in state.players]
        ev0, turn_no = len(state.events), state.turn_no
        replay.apply(action)
        explained = [0] * n
        for e in state.events[ev0:]:
            kind = e["e"]
            if kind == "temple_points":
                for seat, points in enumerate(e["points"]):
                    sources[seat]["temples"] += 4 * points
                    explained[seat] += points
            elif kind == "food":
                for f in e["fed"]:
                    sources[f["p"]]["hunger"] += 4 * f["vp"]
                    explained[f["p"]] += f["vp"]
            elif kind == "building":
                current[e["p"]] = "buildings"
            elif kind == "action":
                current[e["p"]] = "skulls" if e["gear"] == "chichen" else None
        for seat, pl in enumerate(state.players):
            rest = pl.vp - vp[seat] - explained[seat]
            if rest:
                sources[seat][current[seat] or "other"] += 4 * rest
        if state.turn_no != turn_no:
            current = [None] * n
    if state.final:
        for r in state.final["players"]:
            s = sources[r["seat"]]
            s["skulls"] += 4 * r["skull_vp"]
            s["monuments"] += 4 * sum(r["monuments"].values())
            s["corn"] += r["corn"]
    return sources


def standings(record, seats):
    """SeatResults of a finished game; `seats` in seat order with .name, .user_id, .bot."""
    game = Game.from_record(record)
    final = game.state.final
    if final is None:
        raise ValueError("the game is not over")
    where = places(final)
    points = {r["seat"]: r["total_quarters"] for r in final["players"]}
    sources = point_sources(record)
    return [SeatResult(i, s.name, s.user_id, s.bot, player_key(s.user_id, s.bot), where[i], points[i], sources[i])
            for i, s in enumerate(seats)]


def placings(results):
    """The finishing order of the seats that count for a rating (handed-over seats left out)."""
    return [Placing(r.player, r.place) for r in results if r.player is not None]
