"""Points: mask sets (R19, scored at each eclipse), the end's temple bonus tiles (§4.1), Teotibot's
final points (§10.5), the ranking with its tie-breaks (R18) and the points by source."""
from . import data as D


def mask_sets(masks):
    """R19: sets of different masks, taken greedily (every distinct mask, then every second copy...)."""
    counts = {}
    for t in masks:
        k = D.DISC_KIND[t]
        counts[k] = counts.get(k, 0) + 1
    sets = []
    level = 1
    while True:
        size = sum(c >= level for c in counts.values())
        if not size:
            return sets
        sets.append(size)
        level += 1


def mask_vp(masks):
    return sum(D.MASK_SET_VP[n] for n in mask_sets(masks))


def reached_bonuses(pl):
    """Temples where a player stands on the bonus step (10) or above."""
    return [t for t in D.TEMPLES if pl.temples[t] >= D.TEMPLE_BONUS_STEP]


def bonus_points(s, pl, tile):
    """What a temple bonus tile scores for a player who reached it."""
    key = D.BONUS_KEYS[tile]
    if key == "masks":
        sets = mask_sets(pl.masks)
        return D.MASK_SET_VP[max(sets)] if sets else 0
    if key == "techs":
        return 5 * len(pl.techs)
    if key == "flat":
        return 15
    if key == "avenue":
        return 3 * pl.avenue
    if key == "bonuses":
        return 9 * len(reached_bonuses(pl))
    if key == "discoveries":
        return 2 * (len(pl.discs) + len(pl.used))
    # workers: 4 VP per worker in play of power 1-3, 9 of power 4-5
    return sum(4 if pl.power[d] <= 3 else 9 for d in range(4) if pl.pos[d] >= 0)


def bot_final_points(s, pl):
    """Teotibot at the last eclipse: 1 VP per resource and cocoa, 2 per technology, and per bonus
    step reached (15 at standard difficulty) instead of the tiles' effects."""
    per_step = s.options.get("teotibot", {}).get("bonus_vp", D.BOT_DEFAULTS["bonus_vp"])
    return {"resources": D.BOT_END_RESOURCE_VP * (pl.resource_count() + pl.cocoa),
            "techs": D.BOT_END_TECH_VP * len(pl.techs),
            "bonus": per_step * len(reached_bonuses(pl))}


def final_scores(s):
    """Per seat: track VP, bonus VP, total and points by source; the places (1 = best, ties share a
    place) and the winners. Ties: most cocoa, then the lower player-order token (Dark Eclipse: the
    higher). Against Teotibot the player wins only with strictly more VP."""
    rows = []
    for pl in s.players:
        if pl.bot:  # named apart from the VP of play ("techs" is also the 3 VP when a player shares its tile)
            extra = {f"end_{k}": v for k, v in bot_final_points(s, pl).items()}
        else:
            extra = {f"bonus_{D.TEMPLE_KEYS[t]}": bonus_points(s, pl, s.bonus[t]) for t in reached_bonuses(pl)}
        bonus = sum(extra.values())
        sources = {**pl.points, **{k: v for k, v in extra.items() if v}}
        rows.append({"seat": pl.seat, "vp": pl.vp, "bonus": bonus, "total": pl.vp + bonus, "cocoa": pl.cocoa,
                     "token": pl.token, "bot": pl.bot, "sources": sources})
    sign = -1 if s.options.get("dark_eclipse") else 1

    def key(r):
        if s.solo:  # the player needs strictly more VP than Teotibot
            return (-r["total"], 0 if r["bot"] else 1)
        return (-r["total"], -r["cocoa"], sign * r["token"])

    ordered = sorted(rows, key=key)
    for i, r in enumerate(ordered):
        r["place"] = ordered[i - 1]["place"] if i and key(ordered[i - 1]) == key(r) else i + 1
    winners = [r["seat"] for r in rows if r["place"] == 1]
    return {"players": rows, "winners": winners, "ranking": [r["seat"] for r in ordered]}
