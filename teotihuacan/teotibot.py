"""Teotibot, the solo opponent (§10): not an AI but a rules-defined player whose moves follow its
action tiles, its direction tiles and two dice drawn from the seed.

Its turn: roll 2d6, take the tile in the slot of the sum, resolve it and set it aside; shift the
tiles below the gap up (top direction tile first, then the bottom one, R16); put last turn's
set-aside tile in the gap; flip the top direction tile and swap the two; bank 10 cocoa for VP.
The sun then moves (it is the last player), in rules/turn.py (finish_turn).
"""
from . import data as D
from . import pyramid as P
from .rules import (TEOTIBOT, score, advance_sun, can_climb, dice_at, draw_rng, event, gain_resource, pyramid_complete,
                    pyramid_step, step_avenue, step_temple, take_from_display, take_tech, power_up)


# --- its choices (§10.3) ------------------------------------------------------------------------

def bot_temple(s, pl, exclude=None):
    """The temple where it stands highest (ties: the leftmost), among those it can climb."""
    best = None
    for t in D.TEMPLES:
        if t != exclude and can_climb(s, pl, t) and (best is None or pl.temples[t] > pl.temples[best]):
            best = t
    return best


def bot_resource(pl):
    """The resource it has fewest of (ties: gold, then stone, then wood)."""
    return min(D.BOT_RESOURCE_ORDER, key=lambda r: (getattr(pl, r), D.BOT_RESOURCE_ORDER.index(r)))


def bot_season5(s, pl, t):
    """Season 5: it always buys the step on another temple when it can pay."""
    if pl.cocoa < D.SEASON_STEP_COCOA:
        return
    other = bot_temple(s, pl, exclude=t)
    if other is not None:
        pl.cocoa -= D.SEASON_STEP_COCOA
        step_temple(s, pl, other, chain=False)


def bot_ascension(s, pl, d):
    """Avenue +1, always the +5 VP, sun +1; the die is back on the Palace at power 1."""
    step_avenue(s, pl)
    score(pl, D.WHEEL_VP, "wheel")
    advance_sun(s)


def free_dice(pl):
    return [d for d in range(4) if pl.pos[d] >= 0 and pl.lock[d] < 0]


def strongest(pl, dice):
    """Its strongest die; ties: the one farthest clockwise from the Palace."""
    return max(dice, key=lambda d: (pl.power[d], pl.pos[d], -d))


def weakest(pl, dice):
    """Its weakest die; ties: the one nearest the Palace clockwise."""
    return min(dice, key=lambda d: (pl.power[d], pl.pos[d], d))


def bot_move(s, pl, d):
    """Always skipping the Palace: the next board at power 1-3, the one after at power 4-5."""
    steps = 1 if pl.power[d] <= 3 else 2
    pos = pl.pos[d]
    while steps:
        pos = (pos + 1) % D.POSITIONS
        if pos != D.PALACE_POS:
            steps -= 1
    pl.pos[d] = pos
    event(s, "bot_move", p=pl.seat, die=d, to=pos)


def power_and_move(s, pl, d):
    """Power up a die, then move it (after an ascension, the new power-1 die on the Palace)."""
    power_up(s, pl, d)
    bot_move(s, pl, d)


def success(s, pl, pos):
    """Power up its strongest worker on the board used, then move it."""
    power_and_move(s, pl, strongest(pl, dice_at(pl, pos)))


def fail(s, pl):
    pl.cocoa += D.BOT_FAIL_COCOA
    event(s, "bot_fail", p=pl.seat)
    power_and_move(s, pl, weakest(pl, free_dice(pl)))


def _on(s, pl, board):
    pos = s.layout.index(board)
    return pos if dice_at(pl, pos) else None


# --- the spending actions (step 1 of four tiles, and Mastery on boards 5-8) --------------------------

def do_construction(s, pl):
    tiles = [t for t in s.pdisplay if t >= 0]
    free = P.free_slots(s)
    if pl.stone < D.BOT_ACTION_RES or not tiles or not free:
        return False
    tile, slot = tiles[0], min(free)  # the leftmost tile; the lowest level, scanning from the top left
    rot = draw_rng(s, "rotation").randrange(4)
    pl.stone -= D.BOT_ACTION_RES
    P.place_tile(s, tile, rot, slot)
    take_from_display(s, s.pdisplay, tile)
    level = D.SLOT_LEVEL[slot]
    score(pl, D.BOT_CONSTRUCTION_VP + D.PYRAMID_LEVEL_VP[level], "pyramid")
    pyramid_step(pl)
    event(s, "pyramid", p=pl.seat, ptile=tile, slot=slot, rot=rot, matches=0, level=level + 1)
    if slot == D.TOP_SLOT:
        pyramid_complete(s)
    t = bot_temple(s, pl)
    if t is not None:
        step_temple(s, pl, t)
    return True


def do_decorations(s, pl):
    tiles = [t for t in s.ddisplay if t >= 0]
    sides = P.decoration_sides(s)  # scanned clockwise from the top
    if pl.gold < D.BOT_ACTION_RES or not tiles or not sides:
        return False
    tile, (side, k) = tiles[0], sides[0]
    pl.gold -= D.BOT_ACTION_RES
    s.deco[side * D.SIDE_SPACES + k] = tile
    take_from_display(s, s.ddisplay, tile)
    score(pl, D.BOT_DECORATION_VP, "decorations")
    pyramid_step(pl)
    event(s, "decoration", p=pl.seat, deco=tile, side=side, space=k, matches=0)
    t = bot_temple(s, pl)
    if t is not None:
        step_temple(s, pl, t)
    return True


def bot_nobles_row(s):
    """Top row before the 1st eclipse, middle before the 2nd, bottom after; a full row sends it
    to the free space printed with the fewest VP (Decision: ties go to the upper row)."""
    row = min(s.eclipses, 2)
    if len(s.nobles[row]) < len(D.NOBLES_ROWS[row]):
        return row
    free = [(D.NOBLES_ROWS[r][len(s.nobles[r])], r) for r in range(3) if len(s.nobles[r]) < len(D.NOBLES_ROWS[r])]
    return min(free)[1] if free else None


def do_nobles(s, pl):
    if pl.wood < D.BOT_ACTION_RES or s.buildings >= D.BUILDINGS:
        return False
    row = bot_nobles_row(s)
    if row is None:
        return False
    pl.wood -= D.BOT_ACTION_RES
    s.buildings += 1
    s.nobles[row].append(pl.seat)
    vp = D.NOBLES_ROWS[row][len(s.nobles[row]) - 1]
    score(pl, vp, "buildings")
    event(s, "building", p=pl.seat, row=row, vp=vp)
    step_avenue(s, pl)
    return True


def bot_tech_slot(s, pl):
    """The lowest-numbered technology with no marker; if every one left carries the player's
    marker, the lowest-numbered one it lacks (the player scores 3 VP)."""
    order = sorted(range(D.TECHS_IN_PLAY), key=lambda k: s.techs[k])
    for k in order:
        if not any(s.techs[k] in o.techs for o in s.players):
            return k
    for k in order:
        if s.techs[k] not in pl.techs:
            return k
    return None


def do_alchemy(s, pl):
    slot = bot_tech_slot(s, pl)
    if pl.gold < D.BOT_TECH_GOLD or slot is None:
        return False
    pl.gold -= D.BOT_TECH_GOLD
    take_tech(s, pl, slot)
    step_temple(s, pl, D.TECH_COLUMN_TEMPLE[slot % 3])
    return True


SPEND = {"construction": do_construction, "decorations": do_decorations, "nobles": do_nobles,
         "alchemy": do_alchemy}
TILE_BOARDS = {"construction": (D.CONSTRUCTION, D.STONE), "decorations": (D.DECORATIONS, D.GOLD),
               "nobles": (D.NOBLES, D.FOREST)}


def gain_two(s, pl, board):
    res = D.BOARD_RESOURCE[board]
    gain_resource(pl, res, D.BOT_ACTION_RES)
    event(s, "bot_gain", p=pl.seat, res=res, n=D.BOT_ACTION_RES)


# --- the 7 action tiles (§10.4) ---------------------------------------------------------------------

def tile_spend_or_gain(s, pl, tile):
    spend_board, gain_board = TILE_BOARDS[tile]
    pos = _on(s, pl, spend_board)
    if pos is not None and SPEND[tile](s, pl):
        success(s, pl, pos)
        return
    pos = _on(s, pl, gain_board)
    if pos is not None:
        gain_two(s, pl, gain_board)
        success(s, pl, pos)
        return
    fail(s, pl)


def tile_alchemy(s, pl):
    pos = _on(s, pl, D.ALCHEMY)
    if pos is not None and do_alchemy(s, pl):
        success(s, pl, pos)
        return
    # Its weakest worker is powered up twice, no move (Decision: the same die both times).
    d = weakest(pl, free_dice(pl))
    event(s, "bot_fail", p=pl.seat)
    power_up(s, pl, d)
    power_up(s, pl, d)


def tile_mastery(s, pl):
    """Its strongest free worker does its board's action; failing that, the next strongest."""
    dice = sorted(free_dice(pl), key=lambda d: (pl.power[d], pl.pos[d], -d), reverse=True)
    for d in dice:
        board = s.layout[pl.pos[d]]
        what = D.BOT_BOARD_ACTION.get(board)
        if what is None:
            continue
        if what in SPEND:
            if not SPEND[what](s, pl):
                continue
        else:
            gain_two(s, pl, board)
        power_and_move(s, pl, d)
        return
    fail(s, pl)


def next_temple_space(s, sp, taken=()):
    """The temple worship spaces clockwise from space `sp` (the Palace is skipped, R17)."""
    here = s.layout.index(D.WORSHIP_BOARD[sp])
    spaces = [x for x in D.BOT_TEMPLE_SPACES if x != sp and x not in taken]
    return sorted(spaces, key=lambda x: (s.layout.index(D.WORSHIP_BOARD[x]) - here) % D.POSITIONS)


def _lock(s, pl, d, sp):
    occ = s.worship[sp]
    if occ >= 0:  # a player's worker there is unlocked, for free
        seat, e = divmod(occ, 4)
        s.players[seat].lock[e] = -1
        event(s, "displaced", p=seat, space=sp)
    s.worship[sp] = pl.seat * 4 + d
    pl.lock[d] = sp
    pl.pos[d] = s.layout.index(D.WORSHIP_BOARD[sp])


def tile_worship(s, pl):
    locked = [d for d in range(4) if pl.lock[d] >= 0]
    if not locked:
        return
    d = locked[0]
    sp = pl.lock[d]
    target = next_temple_space(s, sp)[0]
    s.worship[sp] = -1
    _lock(s, pl, d, target)
    board = D.WORSHIP_BOARD[target]
    event(s, "bot_worship", p=pl.seat, space=target)
    if board == D.DECORATIONS:
        for _ in range(D.BOT_WORSHIP_STEPS_DECORATIONS):
            t = bot_temple(s, pl)
            if t is not None:
                step_temple(s, pl, t)
    else:
        for _ in range(D.BOT_WORSHIP_STEPS):
            step_temple(s, pl, D.WORSHIP_TEMPLE[board])
    slot = D.WORSHIP_DISC_SLOT[target]
    if s.wdisc[slot] >= 0:
        s.gone.append(s.wdisc[slot])
        event(s, "bot_discard", disc=s.wdisc[slot])
    s.wdisc[slot] = s.dstack.pop() if s.dstack else -1


def tile_masks(s, pl):
    """A mask it lacks from beside a worship space, that it can pay: the rarest, then the first
    clockwise from the Palace."""
    owned = {D.DISC_KIND[t] for t in pl.masks}
    slots = sorted(range(D.WORSHIP_DISC_SLOTS), key=lambda i: s.layout.index(_slot_board(i)))
    best = None
    for i in slots:
        t = s.wdisc[i]
        if t < 0 or not D.IS_MASK[t] or D.DISC_KIND[t] in owned:
            continue
        cocoa, wood, stone, gold = D.DISC_COST[t]
        if pl.cocoa < cocoa or pl.wood < wood or pl.stone < stone or pl.gold < gold:
            continue
        if best is None or D.MASK_CORNER[D.DISC_KIND[t]] < D.MASK_CORNER[D.DISC_KIND[s.wdisc[best]]]:
            best = i
    if best is None:
        fail(s, pl)
        return
    t = s.wdisc[best]
    cocoa, wood, stone, gold = D.DISC_COST[t]
    pl.cocoa -= cocoa
    pl.wood -= wood
    pl.stone -= stone
    pl.gold -= gold
    pl.masks.append(t)
    event(s, "claim", p=pl.seat, disc=t)
    s.wdisc[best] = s.dstack.pop() if s.dstack else -1


def _slot_board(i):
    return D.WORSHIP_BOARD[D.WORSHIP_DISC_SLOT.index(i)]


TILES = {"construction": lambda s, pl: tile_spend_or_gain(s, pl, "construction"),
         "decorations": lambda s, pl: tile_spend_or_gain(s, pl, "decorations"),
         "nobles": lambda s, pl: tile_spend_or_gain(s, pl, "nobles"),
         "alchemy": tile_alchemy, "mastery": tile_mastery, "worship": tile_worship, "masks": tile_masks}


# --- its turn ---------------------------------------------------------------------------------------

def roll(s):
    rng = draw_rng(s, "dice")
    return rng.randint(1, 6), rng.randint(1, 6)


def bot_turn(s, pl):
    dice = roll(s)
    slot = D.BOT_DICE_SLOT[sum(dice)]
    bot = s.bot
    tile = bot["slots"][slot]
    event(s, "bot_roll", p=pl.seat, dice=list(dice), slot=slot, bottile=tile)
    TILES[tile](s, pl)
    shift_tiles(bot, slot)
    if pl.cocoa >= D.BOT_COCOA_BANK:
        pl.cocoa -= D.BOT_COCOA_BANK
        score(pl, s.options.get("teotibot", {}).get("cocoa_vp", D.BOT_DEFAULTS["cocoa_vp"]), "cocoa_bank")
        event(s, "bot_bank", p=pl.seat)


def shift_tiles(bot, gap):
    """The tile used is set aside; the ones below slide up into the gap (the top direction tile's
    arrow for the first shift, the bottom one's for a second); last turn's set-aside tile fills the
    last gap; then the top direction tile is flipped and the two swap places (R16)."""
    slots, arrows = bot["slots"], bot["dirs"]
    used = slots[gap]
    shifts = 0
    while gap in D.BOT_SHIFT:
        src = D.BOT_SHIFT[gap][arrows[min(shifts, 1)]]
        slots[gap] = slots[src]
        gap = src
        shifts += 1
    slots[gap] = bot["aside"]
    bot["aside"] = used
    top, bottom = arrows
    bot["dirs"] = [bottom, "L" if top == "R" else "R"]


def relocate(s, pl, d, sp):
    """Its worker unlocked from a worship space by the player moves on, with no effect, to the next
    free temple worship space clockwise; with none free, it takes the place of the player's next
    worker clockwise and unlocks it for free."""
    spaces = next_temple_space(s, sp)
    free = [x for x in spaces if s.worship[x] < 0]
    target = free[0] if free else spaces[0]
    _lock(s, pl, d, target)
    event(s, "bot_relocated", p=pl.seat, space=target)


def setup_bot(s, pl, rng):
    """§10.1: its resources, markers, technology, dice, action pyramid and direction tiles."""
    opts = {**D.BOT_DEFAULTS, **s.options.get("teotibot", {})}
    pl.wood = pl.stone = pl.gold = opts["resources"]
    pl.temples = [1, 1, 1]
    pl.avenue = 1
    pl.techs = [s.techs[D.BOT_START_TECH_SLOT]]
    for d, board in enumerate(D.BOT_WORKER_BOARDS):
        pl.pos[d] = s.layout.index(board)
        pl.power[d] = opts["power"]
    pl.pos[3] = s.layout.index(D.DECORATIONS)
    pl.power[3] = 1
    pl.lock[3] = D.BOT_WORSHIP_START
    s.worship[D.BOT_WORSHIP_START] = pl.seat * 4 + 3
    tiles = list(D.BOT_TILES)
    rng.shuffle(tiles)
    s.bot = {"slots": tiles[:D.BOT_SLOTS], "aside": tiles[D.BOT_SLOTS], "dirs": [rng.choice("LR"), rng.choice("LR")]}


TEOTIBOT.update(relocate=relocate, bot_ascension=bot_ascension, bot_temple=bot_temple, bot_season5=bot_season5,
                bot_resource=bot_resource, bot_turn=bot_turn)
