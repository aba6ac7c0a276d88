"""Short public words about a game: one line per turn, and where each player's points came from.

A table posts one line for a turn everyone can read ("Ana: to Forest · main action · +3 wood,
−1 cocoa"); the final scores say where the points came from, grouped as a player thinks of them
(the pyramid, the Avenue, masks, temples, bonus tiles, buildings, salary...). As everywhere in the
engine, the facts are data first (`turn_data`, `score_groups`) and words second, in the catalog
domain `teotihuacan`.
"""
import i18n

from . import data as D
from .describe import amount, board_name, kind_name, space_text, temple_name, tr

EN = i18n.english({
    "teo.line.turn": "{player}: {parts}",
    "teo.line.unlock": "unlocks their workers",
    "teo.line.unlock_paid": "pays 3 cocoa to unlock their workers",
    "teo.line.move": "to {board}",
    "teo.line.cocoa": "collects cocoa",
    "teo.line.worship": "worships at {space}",
    "teo.line.main": "main action",
    "teo.line.temple": "{temple} {step}",
    "teo.line.avenue": "Avenue {step}",
    "teo.line.tech": "Technology {tech}",
    "teo.line.building": "a building",
    "teo.line.decoration": "a decoration",
    "teo.line.pyramid": ("{n} pyramid tile", "{n} pyramid tiles"),
    "teo.line.claim": "takes «{tile}»",
    "teo.line.ascension": "a worker ascends",
    "teo.line.bot": "{tile}",
    "teo.line.salary": "salary: pays {paid} of {owed} cocoa",
    "teo.line.nothing": "no change",
    "teo.line.salary_short": ("Eclipse after {n} more turn: your salary is {owed} cocoa and you have {cocoa}; "
                              "each cocoa unpaid costs 3 VP",
                              "Eclipse after {n} more turns: your salary is {owed} cocoa and you have {cocoa}; "
                              "each cocoa unpaid costs 3 VP"),
    "teo.line.salary_near": ("The sun is {n} space from the moon: your salary at the eclipse is {owed} cocoa "
                             "and you have {cocoa}",
                             "The sun is {n} spaces from the moon: your salary at the eclipse is {owed} cocoa "
                             "and you have {cocoa}"),
    # where the points came from
    "teo.score.pyramid": "Pyramid and decorations",
    "teo.score.pyramid_track": "Pyramid track",
    "teo.score.avenue": "Avenue of the Dead",
    "teo.score.masks": "Masks",
    "teo.score.temples": "Temple steps",
    "teo.score.bonus": "Temple bonus tiles",
    "teo.score.buildings": "Buildings",
    "teo.score.techs": "Technologies",
    "teo.score.actions": "Actions and tiles",
    "teo.score.goods": "Cocoa and goods",
    "teo.score.salary": "Salary",
    "teo.score.other": "Other",
}, domain="teotihuacan")

# Sources of VP (rules.score and scoring.final_scores) grouped as the final scores show them.
SCORE_GROUPS = (
    ("pyramid", ("pyramid", "decorations")),
    ("pyramid_track", ("eclipse_pyramid",)),
    ("avenue", ("eclipse_avenue",)),
    ("masks", ("eclipse_masks",)),
    ("temples", ("temples",)),
    ("bonus", ("bonus_blue", "bonus_red", "bonus_green", "end_bonus")),
    ("buildings", ("buildings",)),
    ("techs", ("techs", "end_techs")),
    ("actions", ("grid", "royal", "wheel", "discoveries", "start", "season")),
    ("goods", ("cocoa_bank", "end_resources")),  # Teotibot: cocoa banked for VP, goods left at the end
    ("salary", ("salary",)),
)
_GROUP_OF = {source: group for group, sources in SCORE_GROUPS for source in sources}


def final_rows(s):
    """The final scores (or, before the end, the scores if the game ended now), best first."""
    from .scoring import final_scores
    final = s.final or final_scores(s)
    return sorted(final["players"], key=lambda r: (r["place"], r["seat"]))


def score_groups(row):
    """{group: VP} of a final score row, every source in one group ('other' for any unknown)."""
    out = {}
    for source, vp in row["sources"].items():
        group = _GROUP_OF.get(source, "other")
        out[group] = out.get(group, 0) + vp
    return out


ALWAYS_SHOWN = ("pyramid", "pyramid_track", "avenue", "masks", "temples", "bonus", "buildings", "techs", "actions",
                "salary")


def groups_in_play(rows, always=()):
    """The groups that gave or took points from anyone (and those in `always`), in SCORE_GROUPS' order."""
    seen = {g for r in rows for g, vp in score_groups(r).items() if vp} | set(always)
    return [g for g, _ in SCORE_GROUPS + (("other", ()),) if g in seen]


# --- a warning before the eclipse ----------------------------------------------------------------------

NEAR = 2  # the sun this many spaces from the moon or closer: the eclipse is near


def salary_warning_data(s, seat):
    """(key, values) warning a player whose cocoa is short of the salary at an eclipse that is coming
    (or near: the sun within NEAR spaces of the moon), else None. Teotibot pays no salary."""
    from .rules import salary_owed
    pl = s.players[seat]
    if s.is_over or pl.bot:
        return None
    owed = salary_owed(s, pl)
    if pl.cocoa >= owed:
        return None
    values = {"owed": owed, "cocoa": pl.cocoa}
    if s.eclipse_left is not None:
        return "teo.line.salary_short", {**values, "n": max(0, s.eclipse_left - 1)}
    if s.moon - s.sun <= NEAR:
        return "teo.line.salary_near", {**values, "n": s.moon - s.sun}
    return None


def salary_warning(s, seat, locale="en"):
    data = salary_warning_data(s, seat)
    return tr(data[0], locale, **data[1]) if data else None


# --- a turn in one line --------------------------------------------------------------------------------

GOODS = ("cocoa", "wood", "stone", "gold", "vp")
ECLIPSE_SOURCES = ("eclipse_avenue", "eclipse_pyramid", "eclipse_masks")


def turn_data(before, after, seat):
    """What `seat` did between two states (its turn), as [(key, values)]: its move, its action, its
    progress, then what it gained and spent."""
    return turn_parts(after.events[len(before.events):], before.players[seat], after, seat)


def turn_parts(events, old, after, seat):
    """turn_data from the turn's events, the seat's player as the turn began (`old`) and the state
    after it (the table keeps these rather than the whole state before)."""
    parts = []
    pyramid_tiles = 0
    for e in events:
        if e.get("p") != seat:
            continue
        kind = e["e"]
        if kind == "unlock":
            parts.append(("teo.line.unlock_paid" if e["cocoa"] else "teo.line.unlock", {}))
        elif kind in ("move", "bot_move") and not any(k == "teo.line.move" for k, _ in parts):
            parts.append(("teo.line.move", {"board": after.layout[e["to"]]}))
        elif kind == "cocoa":
            parts.append(("teo.line.cocoa", {}))
        elif kind in ("worship", "bot_worship"):
            parts.append(("teo.line.worship", {"space": e["space"]}))
        elif kind == "main":
            parts.append(("teo.line.main", {}))
        elif kind == "bot_roll":
            parts.append(("teo.line.bot", {"bottile": e["bottile"]}))
        elif kind == "temple":  # a temple climbed twice says where it ended
            parts = [p for p in parts if not (p[0] == "teo.line.temple" and p[1]["temple"] == e["temple"])]
            parts.append(("teo.line.temple", {"temple": e["temple"], "step": e["step"]}))
        elif kind == "avenue":
            parts.append(("teo.line.avenue", {"step": e["step"]}))
        elif kind == "tech":
            parts.append(("teo.line.tech", {"tech": e["tech"]}))
        elif kind == "building":
            parts.append(("teo.line.building", {}))
        elif kind == "decoration":
            parts.append(("teo.line.decoration", {}))
        elif kind == "pyramid":
            pyramid_tiles += 1
        elif kind == "claim":
            parts.append(("teo.line.claim", {"disc": e["disc"]}))
        elif kind == "ascension":
            parts.append(("teo.line.ascension", {}))
        elif kind == "salary":
            parts.append(("teo.line.salary", {"paid": e["paid"], "owed": e["owed"]}))
    if pyramid_tiles:
        parts.append(("teo.line.pyramid", {"n": pyramid_tiles}))
    new = after.players[seat]
    gains = {g: getattr(new, g) - getattr(old, g) for g in GOODS[:4]}
    # VP of the turn itself: an eclipse it brought about is told by the eclipse's own lines
    gains["vp"] = sum(v - old.points.get(k, 0) for k, v in new.points.items() if k not in ECLIPSE_SOURCES)
    if any(k == "teo.line.salary" for k, _ in parts):
        del gains["cocoa"]  # the salary says what it paid
    gains = {g: n for g, n in gains.items() if n}
    if gains:
        parts.append(("goods", gains))
    return parts


def turn_line(before, after, seat, locale="en"):
    """The public line of a turn: "Ana: to Forest · main action · +3 wood, −1 cocoa"."""
    name = after.players[seat].name
    return tr("teo.line.turn", locale, player=name, parts=parts_text(turn_data(before, after, seat), locale))


def parts_text(parts, locale="en"):
    """turn_data's parts in words: "to Forest · main action · +3 wood, −1 cocoa"."""
    words = []
    for key, values in parts:
        if key == "goods":
            words.append(", ".join(f"{'+' if n > 0 else '−'}{amount(g, abs(n), locale)}" for g, n in values.items()))
        else:
            words.append(_part(key, values, locale))
    return " · ".join(words) or tr("teo.line.nothing", locale)


def _part(key, values, locale):
    shown = dict(values)
    if "board" in shown:
        shown["board"] = board_name(shown["board"], locale)
    if "space" in shown:
        shown["space"] = space_text(shown["space"], locale)
    if "temple" in shown:
        shown["temple"] = temple_name(shown["temple"], locale)
    if "tech" in shown:
        shown["tech"] = f"{shown['tech']:02d}"
    if "disc" in shown:
        shown["tile"] = kind_name(D.DISC_KIND[shown.pop("disc")], locale) if not D.IS_MASK[values["disc"]] else \
            tr("teo.mask", locale, mask=D.DISC_KIND[values["disc"]][1], n=D.MASK_CORNER[D.DISC_KIND[values["disc"]]])
    if "bottile" in shown:
        shown["tile"] = tr(f"teo.bottile.{shown.pop('bottile')}", locale)
    return tr(key, locale, **shown)

