"""Skill ratings of free-for-all games with openskill's Plackett–Luce model.

Why Plackett–Luce: it rates games of any number of players from their finishing order
alone, ties included, and each game costs microseconds; openskill is a maintained,
patent-free implementation of it (Weng & Lin 2011). A rating is a belief about skill:
`mu` (the estimate) and `sigma` (its uncertainty). Leaderboards rank by the
conservative `mu - 3 sigma` (openskill's ordinal), so one lucky first game does not put a
newcomer on top.

Who is rated (the `player` keys): a member as "user:<id>", a bot by its level as
"bot:<level>" (every bot of that level shares one rating, so members can see how they
measure against "hard"). A seat handed to a bot during the game counts for nobody: it is
left out of the finishing order before rating.

Pure functions: no Discord, no database. `Table` maps player keys to `Rating`s;
`rate_game` gives the new ratings of one game's players; `rebuild` replays a whole
history, which is how stored ratings can always be recomputed.
"""
from __future__ import annotations

from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()  # default mu 25, sigma 25/3, beta 25/6, tau 25/300
MU, SIGMA = MODEL.mu, MODEL.sigma
MIN_PLAYERS = 2


@dataclass
class Rating:
    mu: float = MU
    sigma: float = SIGMA
    games: int = 0
    wins: int = 0

    @property
    def ordinal(self):
        """The skill we are about 99 % sure the player has at least (mu - 3 sigma)."""
        return ordinal(self.mu, self.sigma)


def ordinal(mu, sigma):
    """The rating players see and are ranked by: mu - 3 sigma (0 for a newcomer, rising as their
    games make the estimate surer), shown with sigma beside it."""
    return mu - 3 * sigma


@dataclass(frozen=True)
class Placing:
    """One rated seat of a finished game: who played it and where they finished (1 = won)."""
    player: str
    place: int


def user_key(user_id):
    return f"user:{user_id}"


def bot_key(level):
    return f"bot:{level}"


def rate_game(table, placings):
    """The new Rating of each player of one game, as {player: Rating} (the table is not changed).

    Equal places are ties. A bot level seated twice plays as two entrants with the same prior
    rating; its rating then moves by the sum of both entrants' moves and its uncertainty
    shrinks by both, as if the two results had been rated one after the other.
    Fewer than two rated seats: nothing to learn, {}.
    """
    if len(placings) < MIN_PLAYERS:
        return {}
    prior = {p.player: table.get(p.player) or Rating() for p in placings}
    teams = [[MODEL.rating(mu=prior[p.player].mu, sigma=prior[p.player].sigma)] for p in placings]
    rated = MODEL.rate(teams, ranks=[p.place for p in placings])
    out = {}
    for p, [after] in zip(placings, rated, strict=True):
        old = prior[p.player]
        cur = out.get(p.player) or Rating(old.mu, old.sigma, old.games + 1, old.wins)
        cur.mu += after.mu - old.mu
        cur.sigma *= after.sigma / old.sigma
        if p.place == 1 and cur.wins == old.wins:
            cur.wins += 1
        out[p.player] = cur
    return out


def rebuild(games):
    """The table after rating every game in order; `games` yields lists of Placings."""
    table = {}
    for placings in games:
        table.update(rate_game(table, placings))
    return table


def ranked(table):
    """(player, Rating) best first: by ordinal, then games played, then key for a stable order."""
    return sorted(table.items(), key=lambda kv: (-kv[1].ordinal, -kv[1].games, kv[0]))
