"""Checks that must hold after every decision; used by self-play and the tests."""
from . import data as D
from . import pyramid as P

STOCKS = ("cocoa", "wood", "stone", "gold", "vp")


def check(s):
    """Return a list of broken invariants (empty when all is well)."""
    problems = []
    _players(s, problems)
    _board(s, problems)
    _tiles(s, problems)
    _calendar(s, problems)
    return problems


def _players(s, problems):
    tops = [0, 0, 0]
    for pl in s.players:
        if min(getattr(pl, m) for m in STOCKS) < 0:
            problems.append(f"{pl.name} has a negative stock: {[getattr(pl, m) for m in STOCKS]}")
        if sum(pl.points.values()) != pl.vp:
            problems.append(f"{pl.name}: VP by source {pl.points} do not add up to {pl.vp}")
        in_play = pl.workers()
        setup = s.phase == "setup" and not pl.bot
        if not (D.START_WORKERS <= in_play <= 4 or setup and in_play in (0, 3)):
            problems.append(f"{pl.name} has {in_play} workers in play")
        if any(p < 0 for p in pl.pos[:3]) and not setup:
            problems.append(f"{pl.name}: one of the first three dice is out of play")
        for d in range(4):
            if pl.pos[d] >= 0:
                if not 0 <= pl.pos[d] < D.POSITIONS or not 1 <= pl.power[d] <= 5:
                    problems.append(f"{pl.name} die {d}: position {pl.pos[d]}, power {pl.power[d]}")
                sp = pl.lock[d]
                if sp >= 0 and (s.worship[sp] != pl.seat * 4 + d or s.layout[pl.pos[d]] != D.WORSHIP_BOARD[sp]):
                    problems.append(f"{pl.name} die {d} locked on space {sp} but not there")
            elif pl.lock[d] >= 0:
                problems.append(f"{pl.name} die {d} out of play but locked")
        for t in D.TEMPLES:
            if not 0 <= pl.temples[t] <= D.TEMPLE_TOP:
                problems.append(f"{pl.name} off temple {t}")
            tops[t] += pl.temples[t] == D.TEMPLE_TOP
        if not 0 <= pl.avenue <= D.AVENUE_MAX or not 0 <= pl.pyramid <= D.PYRAMID_TRACK_MAX:
            problems.append(f"{pl.name}: Avenue {pl.avenue}, pyramid track {pl.pyramid}")
        if len(set(pl.techs)) != len(pl.techs) or not set(pl.techs) <= set(s.techs):
            problems.append(f"{pl.name} technologies {pl.techs}")
    if max(tops) > 1:
        problems.append("two players on the top step of a temple")


def _board(s, problems):
    for sp, occ in enumerate(s.worship):
        if occ >= 0 and s.players[occ // 4].lock[occ % 4] != sp:
            problems.append(f"worship space {sp} holds a worker not locked there")
    colours = {4: 0, 3: 1, 2: 2}[s.n_players]
    if s.phase == "play" and (len(s.neutral) != colours or any(len(set(n)) != 3 for n in s.neutral)):
        problems.append(f"neutral workers {s.neutral}")
    if sum(len(r) for r in s.nobles) != s.buildings or s.buildings > D.BUILDINGS or any(
            len(r) > len(D.NOBLES_ROWS[i]) for i, r in enumerate(s.nobles)):
        problems.append(f"buildings {s.buildings}, nobles {s.nobles}")
    cells = list(D.PYRAMID_BASE)
    for k in range(D.PYRAMID_SLOTS):  # level by level, so higher tiles cover lower ones
        if s.pyr[k] >= 0:
            if any(s.pyr[b] < 0 for b in D.SLOT_SUPPORT[k]):
                problems.append(f"pyramid slot {k} floats")
            for icon, cell in zip(D.rotated(s.pyr[k] // 4, s.pyr[k] % 4), D.SLOT_CELLS[k], strict=False):
                cells[cell] = icon
    if "".join(cells) != s.cells:
        problems.append("the visible pyramid icons do not match its tiles")
    for side in range(4):
        row = s.deco[side * 4:side * 4 + 4]
        filled = [t >= 0 for t in row]
        if filled != sorted(filled, reverse=True):
            problems.append(f"decorations of side {side} are not filled from the bottom up")


def _tiles(s, problems):
    pyr = [t // 4 for t in s.pyr if t >= 0] + [t for t in s.pdisplay if t >= 0] + s.pdeck
    if sorted(pyr) != list(range(D.PYRAMID_TILE_COUNT)):
        problems.append("pyramid tiles are lost or doubled")
    deco = [t for t in s.deco if t >= 0] + [t for t in s.ddisplay if t >= 0] + s.ddeck
    if sorted(deco) != list(range(len(D.DECORATION_TILES))):
        problems.append("decoration tiles are lost or doubled")
    disc = s.dstack + [t for t in s.wdisc if t >= 0] + [t for ts in s.tdisc.values() for t in ts]
    disc += [t for ts in s.adisc for t in ts] + s.gone
    for pl in s.players:
        disc += pl.discs + pl.used + pl.masks
    limbo = [t for t in s.dealt_disc.values() if t not in disc]
    if s.phase != "setup" and limbo:
        problems.append(f"starting tiles' discoveries {limbo} neither bought nor returned")
    if sorted(disc + limbo) != list(range(D.DISCOVERIES)):
        problems.append("discovery tiles are lost or doubled")


def _calendar(s, problems):
    if not 0 <= s.sun <= s.moon:
        problems.append(f"the sun ({s.sun}) passed the moon ({s.moon})")
    if s.moon != D.MOON_START[s.n_players] - s.eclipses or s.eclipses > D.ECLIPSES - 1:
        problems.append(f"moon {s.moon} after {s.eclipses} eclipses")
    pending = s.eclipse_left is not None or any(f["k"] == "salary" or f.get("e") == ["after_eclipse"]
                                                for f in s.stack)
    if s.phase == "play" and s.sun == s.moon and not pending:
        problems.append("the sun is on the moon and no eclipse is coming")
    if s.eclipse_left is not None and s.sun != s.moon:
        problems.append("an eclipse is coming but the sun is not on the moon")
    if P.is_complete(s) and not (s.final_eclipse or s.phase == "over"):
        problems.append("the pyramid is complete and the game goes on")
