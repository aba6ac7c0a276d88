"""The sun, the eclipses and the salary, and the end of the game.

The sun moves after the last player's turn; reaching the moon, it brings an eclipse after one
more round (a complete pyramid brings the last one, R5). An eclipse scores the Avenue, the
pyramid and the masks in the order of R7, then each player pays the salary (R8, a decision), then
the next era begins (turn.py) or, after the last eclipse, the game ends.
"""
from .. import data as D
from ..scoring import final_scores, mask_vp
from .basics import score, use_up
from .discoveries import use_tile
from .stack import END, act, ask, define, define_effect, draw_rng, event, push, queue


def advance_sun(s):
    """The sun moves one space; reaching the moon triggers an eclipse. It never passes the moon."""
    if s.sun >= s.moon:
        return
    s.sun += 1
    if s.sun >= s.moon:
        trigger_eclipse(s)


def pyramid_complete(s):
    """The level-4 tile: the sun jumps to the moon and the eclipse it brings is the last (R5).
    Decision: if an eclipse is already pending, that one becomes the last, on its own timing."""
    s.final_eclipse = True
    s.sun = s.moon
    event(s, "pyramid_complete")
    trigger_eclipse(s)


def trigger_eclipse(s):
    """Finish the round, then one more round (Dark Eclipse: right after this turn)."""
    if s.eclipse_left is not None:
        return
    n = len(s.order)
    left = 0 if s.options.get("dark_eclipse") else (n - 1 - s.order_pos) + n
    s.eclipse_left = left + 1  # counts this turn's end too
    event(s, "eclipse_coming", turns=left)


def salary_owed(s, pl):
    """R8: 1 cocoa per worker in play of power 1-3, 2 of power 4-5 (season 1: 1 up to power 4)."""
    cheap = 4 if s.season == 1 else 3
    return sum(1 if pl.power[d] <= cheap else 2 for d in range(4) if pl.pos[d] >= 0)


def eclipse(s):
    """Scoring in the order of R7, then each player's salary (a decision), then the reset."""
    s.eclipse_left = None
    final = s.final_eclipse or s.eclipses == D.ECLIPSES - 1
    s.final_eclipse = final
    value = D.BUILDING_ROW[s.buildings]
    rate = (D.PYRAMID_RATE_SEASON6 if s.season == 6 else D.PYRAMID_RATE)[s.eclipses]
    top = max(pl.pyramid for pl in s.players)
    rows = []
    for pl in s.players:
        avenue = pl.avenue * value
        leader = D.PYRAMID_LEADER_VP if top > 0 and pl.pyramid == top else 0
        pyramid = pl.pyramid * rate
        masks = mask_vp(pl.masks)
        score(pl, avenue, "eclipse_avenue")
        score(pl, leader + pyramid, "eclipse_pyramid")
        score(pl, masks, "eclipse_masks")
        pl.pyramid = 0
        rows.append({"seat": pl.seat, "avenue": avenue, "leader": leader, "pyramid": pyramid, "masks": masks})
    event(s, "eclipse", n=s.eclipses + 1, final=final, building=value, rate=rate, rows=rows)
    queue(s, s.order[0], ("after_eclipse",))
    for seat in reversed(s.order):
        pl = s.players[seat]
        if not pl.bot and salary_owed(s, pl):
            push(s, {"k": "salary", "p": seat})


def _salary_options(s, f):
    pl = s.players[f["p"]]
    owed = salary_owed(s, pl)
    out = [act("pay", n) for n in range(min(owed, pl.cocoa), -1, -1)]
    if pl.has_kind("cocoa4"):
        out.append(act("use", "cocoa4"))
    if pl.has_kind("free"):
        out.append(act("use", "free"))
    return out


def _resolve_salary(s, f, a):
    pl = s.players[f["p"]]
    owed = salary_owed(s, pl)
    if a.kind == "use" and a.a == "cocoa4":
        use_tile(s, pl, "cocoa4")
        return
    chosen = len(_salary_options(s, f)) > 1
    s.stack.pop()
    if a.kind == "use":
        use_up(pl, "free")
        paid = owed
    else:
        paid = a.a
        pl.cocoa -= paid
    lost = min(pl.vp, D.UNPAID_COCOA_VP * (owed - paid))
    score(pl, -lost, "salary")
    event(s, "salary", p=pl.seat, owed=owed, paid=paid, lost=lost, free=a.kind == "use")
    if chosen:
        # Decision: a payment the player chose is confirmed like the end of a turn, so it may be
        # taken back (undo) and made otherwise until then; one without a choice ends at once.
        push(s, {"k": "paid", "p": pl.seat, "n": paid, "owed": owed, "lost": lost})
    else:
        s.turn_no += 1


def _resolve_paid(s, f, a):
    s.stack.pop()
    s.turn_no += 1  # the salary was a turn of its own: confirmed, it cannot be taken back


def end_game(s):
    s.stack.clear()
    s.phase = "over"
    s.final = final_scores(s)
    event(s, "game_over", winners=s.final["winners"])


def place_neutrals(s):
    """R13: for each neutral colour, two starting tiles no player kept, drawn at random; its three
    dice go on the first 3 different boards of tile A then tile B."""
    colours = {4: 0, 3: 1, 2: 2}[len(s.order)]
    s.neutral = []
    if not colours:
        return
    kept = {t for tiles in s.kept if tiles for t in tiles}
    pool = [t for t in sorted(D.START_TILES) if t not in kept]
    rng = draw_rng(s, "neutral")
    drawn = rng.sample(pool, 2 * colours)
    for c in range(colours):
        boards = []
        for t in drawn[2 * c:2 * c + 2]:
            for b in D.START_TILES[t][0]:
                if b not in boards:
                    boards.append(b)
        s.neutral.append([s.layout.index(b) for b in boards[:3]])
    event(s, "neutrals", tiles=drawn)


define("salary", _salary_options, _resolve_salary,
       lambda s, f: ("teo.ask.salary", {"n": salary_owed(s, s.players[f["p"]]), "cocoa": s.players[f["p"]].cocoa}))
define("paid", lambda s, f: [END], _resolve_paid, ask("teo.ask.paid", n="n", owed="owed", lost="lost"),
       always_ask=True)
define_effect("sun", lambda s, pl, e: advance_sun(s))
