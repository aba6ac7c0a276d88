"""The end of the game [Fin du jeu]: final scores, places and tie-breaks."""


def final_scores(s):
    """Per seat: the score and where it came from, tiles left, place; and the winners.

    Most points wins. A tie goes to the tied player with the most tiles left on their rack and in
    their reserve, then to the tied player who played last (the most recent turn). Every turn has
    its own number, so after both tie-breaks no two players share a place.
    """
    rows = []
    for pl in s.players:
        rows.append({"seat": pl.seat, "score": pl.score, "plantations": pl.plant_points, "cities": pl.city_points,
                     "tiles_left": len(pl.rack) + len(pl.reserve), "last_turn": pl.last_turn})
    for r in rows:
        r["place"] = 1 + sum(_key(o) > _key(r) for o in rows)
    winners = [r["seat"] for r in rows if r["place"] == 1]
    ranking = [r["seat"] for r in sorted(rows, key=lambda r: (r["place"], r["seat"]))]
    return {"players": rows, "winners": winners, "ranking": ranking}


def _key(row):
    return row["score"], row["tiles_left"], row["last_turn"]


def standing(s):
    """The same table while the game goes on (as if it ended now)."""
    return s.final if s.final is not None else final_scores(s)


SOURCES = ("plantations", "cities")  # the points by source, for statistics
