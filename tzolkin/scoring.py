"""Final scoring (rulebook "Décompte final", R9) and the monuments' end-game points."""
from . import data as D


def monument_points(s, pl, monument_id):
    kind = D.MONUMENTS[monument_id]["score"]
    what = kind[0]
    if what == "family":
        family = kind[1]
        own = [D.BUILDINGS[b]["family"] for b in pl.buildings] + [D.MONUMENTS[m]["family"] for m in pl.monuments]
        return 4 * own.count(family)
    if what == "constructions":
        return 2 * (len(pl.buildings) + len(pl.monuments))
    if what == "corn_tiles":
        return 4 * pl.corn_tiles
    if what == "wood_tiles":
        return 4 * pl.wood_tiles
    if what == "all_monuments":
        built = sum(len(p.monuments) for p in s.players)
        return D.MONUMENT_ALL_VP[s.n_players] * built
    if what == "techs_at_top":
        return D.MONUMENT_TOP_TECH_VP[sum(level >= D.TECH_MAX for level in pl.techs)]
    if what == "tech_levels":
        return 3 * sum(pl.techs)
    if what == "workers":
        return D.MONUMENT_WORKERS_VP.get(pl.workers, 0)
    if what == "temple_steps":
        return sum(D.temple_vp(t, pl.temples[t]) for t in D.TEMPLES)
    if what == "best_temple":
        return 3 * max(0, max(pl.temples))
    if what == "chichen_skulls":
        return 3 * skulls_placed(s)
    raise ValueError(f"unknown monument scoring {kind}")


def skulls_placed(s):
    """Skulls on Chichen Itza, counting the one kept on the new Age II sacred building."""
    on_tile = any(D.SKULL_TILE in p.buildings for p in s.players) if s.modules else False
    return sum(o is not None for o in s.skull_slots) + on_tile


def corn_value(pl):
    """Corn plus resources converted at market value (R9)."""
    return pl.corn + sum(getattr(pl, r) * D.MARKET_PRICE[r] for r in D.RESOURCES)


def final_scores(s):
    """Per seat: the breakdown, the total in quarter points, and who won.

    Leftover corn is worth exactly 1/4 VP each (R9), so totals are kept in quarters.
    Ties go to the most workers still on the gears, then are shared (R14).
    """
    rows = []
    for pl in s.players:
        monuments = {str(m): monument_points(s, pl, m) for m in pl.monuments}
        corn = corn_value(pl)
        whole = pl.vp + 3 * pl.skulls + sum(monuments.values())
        rows.append({
            "seat": pl.seat, "game_vp": pl.vp, "skull_vp": 3 * pl.skulls, "monuments": monuments,
            "corn": corn, "total_quarters": 4 * whole + corn,
            "workers_on_gears": s.workers_on_gears(pl.seat),
        })
    best = max((r["total_quarters"], r["workers_on_gears"]) for r in rows)
    winners = [r["seat"] for r in rows if (r["total_quarters"], r["workers_on_gears"]) == best]
    return {"players": rows, "winners": winners}


def format_points(quarters):
    """61¼ style: whole points and the quarter fraction."""
    sign = "-" if quarters < 0 else ""
    whole, rest = divmod(abs(quarters), 4)
    return f"{sign}{whole}{['', '¼', '½', '¾'][rest]}"
