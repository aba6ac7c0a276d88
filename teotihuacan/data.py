"""Every number printed on Teotihuacan's boards and tiles (components sheet, teotihuacan-components.md).

Section numbers (§) and rulings (R1-R19) refer to that sheet. Names are data keys, never words
for people: words.py says them in English, the catalogs in French and Italian.
"""

# --- players, colours, calendar ----------------------------------------------------------------
MIN_PLAYERS, MAX_PLAYERS = 1, 4  # 1 = one player against Teotibot
PLAYER_COLOURS = ("red", "blue", "green", "yellow")
BOT_COLOUR = "white"  # Teotibot's dice: a colour no player uses
NEUTRAL_COLOURS = ("grey", "black")  # the colours no one plays (at 2-3 players)
START_COCOA_FIRST, START_COCOA_MIDDLE, START_COCOA_LAST = 1, 2, 3
MOON_START = {2: 10, 3: 11, 4: 12}  # §9: then -1 after each eclipse
ECLIPSES = 3
PYRAMID_RATE = (4, 3, 2)  # VP per pyramid-track step at eclipse 1/2/3
PYRAMID_RATE_SEASON6 = (5, 4, 3)
PYRAMID_LEADER_VP = 4  # R6
PYRAMID_TRACK_MAX = 9
AVENUE_MAX = 9
UNPAID_COCOA_VP = 3  # R8
UNLOCK_COCOA = 3
MASK_SET_VP = (0, 1, 3, 6, 10, 15, 21, 28)  # a set of n different masks

# --- boards and positions (§1.1, R11) --------------------------------------------------------------
PALACE, FOREST, STONE, GOLD, ALCHEMY, NOBLES, DECORATIONS, CONSTRUCTION = range(1, 9)
BOARDS = (PALACE, FOREST, STONE, GOLD, ALCHEMY, NOBLES, DECORATIONS, CONSTRUCTION)
BOARD_KEYS = {PALACE: "palace", FOREST: "forest", STONE: "stone", GOLD: "gold", ALCHEMY: "alchemy",
              NOBLES: "nobles", DECORATIONS: "decorations", CONSTRUCTION: "construction"}
POSITIONS = 8  # P1..P8 clockwise, stored 0..7; the Palace is always at 0, Construction at 4
PALACE_POS, CONSTRUCTION_POS = 0, 4
SHUFFLED_POSITIONS = (1, 2, 3, 5, 6, 7)
SHUFFLED_BOARDS = (FOREST, STONE, GOLD, ALCHEMY, NOBLES, DECORATIONS)
FIRST_GAME_LAYOUT = (PALACE, STONE, ALCHEMY, FOREST, CONSTRUCTION, DECORATIONS, NOBLES, GOLD)
MOVE_RANGE = (1, 3)  # a normal move: 1-3 positions clockwise
MOVE_RANGE_SEASON7 = (2, 4)

# Worship spaces: 0-2 the Palace's three royal tiles, then one on Forest, Stone, Gold, Decorations.
WORSHIP_SPACES = 7
WORSHIP_BOARD = (PALACE, PALACE, PALACE, FOREST, STONE, GOLD, DECORATIONS)
BOARD_SPACES = {PALACE: (0, 1, 2), FOREST: (3,), STONE: (4,), GOLD: (5,), DECORATIONS: (6,)}
# The discovery tile beside each worship space: one for the Palace's three, one per other board.
WORSHIP_DISC_SLOT = (0, 0, 0, 1, 2, 3, 4)
WORSHIP_DISC_SLOTS = 5
BLUE, RED, GREEN = 0, 1, 2
TEMPLES = (BLUE, RED, GREEN)  # left to right on the board
TEMPLE_KEYS = ("blue", "red", "green")
ANY_TEMPLE = -1
WORSHIP_TEMPLE = {FOREST: RED, STONE: GREEN, GOLD: BLUE, DECORATIONS: ANY_TEMPLE}

# --- resources ----------------------------------------------------------------------------------
RESOURCES = ("wood", "stone", "gold")  # cocoa is not a resource
WOOD, STONE_R, GOLD_R = RESOURCES


def mixes(n):
    """Every way to take n resources of any kinds: (wood, stone, gold) counts."""
    return [(w, s, n - w - s) for w in range(n, -1, -1) for s in range(n - w, -1, -1)]


# --- §1.3 reward grids: [workers 1, 2, 3+][weakest 1, 2-3, 4-5] -> gains ---------------------------------
# Gains are (cocoa, wood, stone, gold, vp, temple steps of choice).
GRIDS = {
    FOREST: (((1, 0, 0, 0, 0, 0), (0, 1, 0, 0, 0, 0), (0, 2, 0, 0, 0, 0)),
             ((0, 1, 0, 0, 0, 0), (0, 2, 0, 0, 0, 0), (2, 3, 0, 0, 0, 0)),
             ((1, 2, 0, 0, 0, 0), (3, 3, 0, 0, 0, 0), (5, 4, 0, 0, 0, 0))),
    STONE: (((0, 0, 0, 0, 1, 0), (0, 0, 1, 0, 0, 0), (0, 0, 2, 0, 0, 0)),
            ((0, 0, 1, 0, 0, 0), (0, 0, 2, 0, 0, 0), (0, 0, 3, 0, 2, 0)),
            ((0, 0, 2, 0, 1, 0), (0, 0, 3, 0, 3, 0), (0, 0, 4, 0, 5, 0))),
    GOLD: (((0, 0, 0, 0, 1, 0), (0, 0, 0, 1, 0, 0), (0, 0, 0, 2, 0, 0)),
           ((0, 0, 0, 1, 0, 0), (0, 0, 0, 2, 0, 0), (0, 0, 0, 3, 2, 0)),
           ((1, 0, 0, 2, 0, 0), (0, 0, 0, 3, 0, 1), (0, 0, 0, 4, 0, 2))),
}
BOARD_RESOURCE = {FOREST: "wood", STONE: "stone", GOLD: "gold"}


def grid_row(workers):
    return min(workers, 3) - 1


def grid_col(weakest):
    return 0 if weakest <= 1 else 1 if weakest <= 3 else 2


def power_ups(workers):
    """R9: power-ups of a main action with this many workers of yours on the board."""
    return 2 if workers >= 3 else 1


# --- §1.4 main actions -----------------------------------------------------------------------------
NOBLES_WOOD = 2
DECORATION_GOLD = (3, 2, 1)  # for 1 / 2 / 3+ workers
DECORATION_VP = 3
PYRAMID_LEVEL_COST = ((2, 0), (2, 1), (2, 2), (2, 3))  # (stone, wood) at levels 1-4
PYRAMID_LEVEL_VP = (1, 3, 5, 7)

# --- §2 royal tiles (the Palace): category and what the locked worker's power P does ------------------
ROYAL_TILES = {1: "C", 2: "B", 3: "C", 4: "A", 5: "A", 6: "B", 7: "B", 8: "C", 9: "A"}
ROYAL_CATEGORIES = ("A", "B", "C")
FIRST_GAME_ROYAL = (4, 6, 1)  # one of each category, A B C

# --- §3 technologies ---------------------------------------------------------------------------------
TECHS = (1, 3, 5, 7, 9, 11, 13, 15, 17)
TECH_COST = {1: 1, 3: 1, 5: 1, 7: 1, 9: 2, 11: 2, 13: 2, 15: 2, 17: 2}  # gold, per tile (R2)
TECHS_IN_PLAY = 6
FIRST_GAME_TECHS = (1, 3, 5, 9, 15, 17)
TECH_COLUMN_TEMPLE = (BLUE, RED, GREEN)  # slot % 3 -> temple
TECH_PLAYER_VP = 3  # each other player with a marker on the tile taken
T_PALACE, T_VP_ALCH_NOBLES, T_EXTRA_RES, T_COCOA_VP, T_DECO_VP, T_CONSTR_VP, T_EXTRA_UP, T_CONSTR_WORKER, \
    T_CONSTR_TEMPLE = TECHS
TECH_ALCH_NOBLES_VP, TECH_DECO_VP, TECH_CONSTR_VP = 3, 4, 3

# --- §4 temples ------------------------------------------------------------------------------------
TEMPLE_TOP = 11
TEMPLE_BONUS_STEP = 10
# Printed reward of each step (index = step; 0 is the start): (kind, amount);
# kinds "res" (resources of choice), "vp", "cocoa", None (the bonus step). The top steps give VP, the
# green one too (§4: 6, 7 and 5 VP).
TEMPLE_REWARDS = (
    (None, ("res", 1), ("res", 1), ("res", 1), ("res", 1), ("res", 2), ("res", 2), ("vp", 2), ("res", 2), ("vp", 4),
     None, ("vp", 6)),
    (None, ("vp", 1), ("vp", 1), ("vp", 2), ("vp", 2), ("vp", 2), ("vp", 3), ("vp", 3), ("vp", 4), ("vp", 5),
     None, ("vp", 7)),
    (None, ("cocoa", 1), ("cocoa", 1), ("cocoa", 1), ("cocoa", 2), ("cocoa", 2), ("cocoa", 2), ("cocoa", 3),
     ("cocoa", 3), ("cocoa", 4), None, ("vp", 5)),
)
# Before rules version 3 the green temple's top step gave 5 cocoa (see RULES).
TEMPLE_REWARDS_BEFORE_3 = TEMPLE_REWARDS[:GREEN] + (TEMPLE_REWARDS[GREEN][:TEMPLE_TOP] + (("cocoa", 5),),)
# Discovery slots on the temples: (temple, step, tiles = players + this); N = 2 in a Teotibot game.
TEMPLE_DISCOVERY_SLOTS = ((BLUE, 4, 0), (RED, 5, 1), (GREEN, 3, -1), (GREEN, 6, 0))

# Temple bonus tiles (§4.1), scored at the end by players on step 10 or above of that temple.
BONUS_TILES = (0, 1, 2, 3, 4, 5, 6)
BONUS_KEYS = ("masks", "techs", "flat", "avenue", "bonuses", "discoveries", "workers")
FIRST_GAME_BONUS = (2, 3, 6)  # blue, red, green

# --- §5 discovery tiles (54) -----------------------------------------------------------------------
# kind -> (number of copies, cost as (cocoa, wood, stone, gold)); ids are given in this order.
DISCOVERY_KINDS = (
    ("m1", 1, (2, 0, 0, 1)), ("m2", 2, (1, 1, 0, 0)), ("m3", 2, (1, 1, 0, 0)),
    ("m4", 3, (0, 1, 0, 0)), ("m5", 3, (0, 1, 0, 0)), ("m6", 3, (0, 1, 0, 0)), ("m7", 3, (0, 1, 0, 0)),
    ("vp4", 3, (0, 1, 0, 0)), ("res3", 2, (1, 0, 0, 0)), ("res2", 2, (0, 0, 0, 0)),
    ("avenue", 3, (1, 0, 0, 0)), ("temple", 3, (1, 0, 0, 0)),
    ("templeb", 2, (0, 0, 0, 0)), ("templer", 2, (0, 0, 0, 0)), ("templeg", 2, (0, 0, 0, 0)),
    ("cocoa4", 3, (0, 0, 0, 1)), ("power2", 3, (1, 0, 0, 0)), ("double", 3, (0, 0, 0, 0)),
    ("free", 3, (0, 0, 0, 0)), ("unlimited", 3, (0, 0, 0, 0)), ("extra", 3, (0, 0, 0, 0)),
)
DISC_KIND = []
DISC_COST = []
for _kind, _copies, _cost in DISCOVERY_KINDS:
    DISC_KIND += [_kind] * _copies
    DISC_COST += [_cost] * _copies
DISC_KIND, DISC_COST = tuple(DISC_KIND), tuple(DISC_COST)
DISCOVERIES = len(DISC_KIND)  # 54
MASK_CORNER = {"m1": 1, "m2": 2, "m3": 2, "m4": 3, "m5": 3, "m6": 3, "m7": 3}  # = copies; 1 is rare
IS_MASK = tuple(k in MASK_CORNER for k in DISC_KIND)
# Tiles used at any moment of one's turn, for their effect at once.
INSTANT_KINDS = ("res3", "res2", "cocoa4", "vp4", "avenue", "temple", "templeb", "templer", "templeg", "power2")
TEMPLE_OF_KIND = {"templeb": BLUE, "templer": RED, "templeg": GREEN}
DISC_VP4, DISC_COCOA4 = 4, 4
AVENUE_DISCOVERY_STEPS = (3, 6, 8)
AVENUE_DISCOVERY_TILES = (3, 2, 1)
WORSHIP_BOTH_COCOA = 1
WORSHIP_DISPLACE_COCOA = 1

# --- §6 starting tiles (ST1-ST18): boards and what they give ------------------------------------------
# Effects: ("cocoa"|"wood"|"stone"|"gold"|"avenue"|"power", n), ("temple", t), ("tech",), ("res", n), ("disc",)
START_TILES = {
    1: ((PALACE, FOREST), (("avenue", 1), ("cocoa", 2), ("wood", 3))),
    2: ((GOLD, STONE), (("temple", GREEN), ("stone", 2), ("gold", 3))),
    3: ((FOREST, STONE), (("temple", BLUE), ("wood", 4), ("stone", 1))),
    4: ((PALACE, GOLD), (("temple", RED), ("cocoa", 5), ("gold", 2))),
    5: ((GOLD, ALCHEMY), (("tech",), ("gold", 2))),
    6: ((FOREST, GOLD), (("power", 1), ("wood", 3), ("gold", 2))),
    7: ((ALCHEMY, CONSTRUCTION), (("tech",), ("res", 2))),
    8: ((NOBLES, DECORATIONS), (("temple", BLUE), ("cocoa", 2), ("stone", 4))),
    9: ((ALCHEMY, NOBLES), (("temple", BLUE), ("temple", RED), ("temple", GREEN))),
    10: ((DECORATIONS, CONSTRUCTION), (("temple", RED), ("power", 1), ("cocoa", 5))),
    11: ((NOBLES, CONSTRUCTION), (("temple", GREEN), ("power", 1), ("cocoa", 5))),
    12: ((ALCHEMY, DECORATIONS), (("temple", BLUE), ("temple", RED), ("res", 2))),
    13: ((STONE, ALCHEMY), (("cocoa", 3), ("wood", 5))),
    14: ((STONE, DECORATIONS), (("stone", 3), ("gold", 1), ("disc",))),
    15: ((FOREST, NOBLES), (("wood", 1), ("stone", 2), ("gold", 3))),
    16: ((GOLD, CONSTRUCTION), (("cocoa", 2), ("gold", 3), ("disc",))),
    17: ((STONE, CONSTRUCTION), (("cocoa", 3), ("wood", 2), ("stone", 3))),
    18: ((FOREST, DECORATIONS), (("avenue", 1), ("wood", 1), ("stone", 2))),
}
START_DEALT, START_KEPT = 4, 2
START_WORKERS, START_POWER, FOURTH_POWER = 3, 1, 3

# §6.1 first-game player set-up by order: (extra cocoa, wood, stone, gold, temples, avenue, vp, tech,
# workers as (board, power)).
FIRST_GAME_PLAYERS = (
    (6, 1, 2, 4, (0, 0, 1), 0, 0, None, ((NOBLES, 2), (FOREST, 1), (CONSTRUCTION, 1))),
    (5, 4, 2, 0, (1, 1, 0), 0, 1, None, ((DECORATIONS, 2), (FOREST, 1), (STONE, 1))),
    (4, 3, 4, 1, (1, 0, 0), 1, 0, None, ((PALACE, 1), (FOREST, 1), (DECORATIONS, 1))),
    (1, 2, 0, 5, (0, 0, 2), 0, 0, 5, ((STONE, 1), (GOLD, 1), (ALCHEMY, 1))),
)

# --- §7 pyramid --------------------------------------------------------------------------------------
LEVELS = 4
LEVEL_SIZE = (4, 3, 2, 1)  # tiles per row at each level
LEVEL_START = (0, 16, 25, 29)  # first slot of each level in the flat list of 30
PYRAMID_SLOTS = 30


def slot_of(level, i, j):
    """Flat index of tile (i, j) of a level (0-based level)."""
    return LEVEL_START[level] + i * LEVEL_SIZE[level] + j


SLOT_LEVEL, SLOT_IJ = [], []
for _lv in range(LEVELS):
    for _i in range(LEVEL_SIZE[_lv]):
        for _j in range(LEVEL_SIZE[_lv]):
            SLOT_LEVEL.append(_lv)
            SLOT_IJ.append((_i, _j))
SLOT_LEVEL, SLOT_IJ = tuple(SLOT_LEVEL), tuple(SLOT_IJ)


def slot_cells(slot):
    """The 4 grid cells (r * 8 + c) a tile covers, in quadrant order TL, TR, BR, BL."""
    lv = SLOT_LEVEL[slot]
    i, j = SLOT_IJ[slot]
    r, c = 2 * i + lv, 2 * j + lv
    return (r * 8 + c, r * 8 + c + 1, (r + 1) * 8 + c + 1, (r + 1) * 8 + c)


def slot_support(slot):
    """The 4 slots of the level below that a tile needs (none at level 1)."""
    lv = SLOT_LEVEL[slot]
    if lv == 0:
        return ()
    i, j = SLOT_IJ[slot]
    return (slot_of(lv - 1, i, j), slot_of(lv - 1, i, j + 1), slot_of(lv - 1, i + 1, j),
            slot_of(lv - 1, i + 1, j + 1))


SLOT_CELLS = tuple(slot_cells(k) for k in range(PYRAMID_SLOTS))
SLOT_SUPPORT = tuple(slot_support(k) for k in range(PYRAMID_SLOTS))
TOP_SLOT = PYRAMID_SLOTS - 1

# §7.2 the printed base: 8 rows of 8 cells; lowercase shapes, "-" blank.
PYRAMID_BASE = ("---bb---"
                "gggbb---"
                "---b-rrr"
                "ggr--bbb"
                "ggr-brrr"
                "--r-bggg"
                "bbbrr---"
                "gggrr---")

# §7.3 the 32 pyramid tiles: quadrants TL TR BR BL at rotation 0 (capitals are temple icons).
PYRAMID_TILES = (
    "b-Rg", "-brG", "-rbG", "g-bR", "g-br", "g-rb", "g-rB", "gbr-",
    "gBr-", "b-r-", "B-r-", "g-r-", "g-R-", "b-G-", "b-g-", "b-gr",
    "b-gR", "g-br", "---r", "b---", "---g", "b--g", "g--b", "--gr",
    "G--r", "b--R", "b--r", "gbGb", "rBrb", "grgR", "----", "----",
)
PYRAMID_TILE_COUNT = len(PYRAMID_TILES)
PYRAMID_DISPLAY = 3
ICON_TEMPLE = {"B": BLUE, "R": RED, "G": GREEN}


def rotated(tile, rot):
    """The quadrant icons TL TR BR BL of a tile turned `rot` quarter turns clockwise."""
    q = PYRAMID_TILES[tile]
    return tuple(q[(k - rot) % 4] for k in range(4))


# §7.4 starting pyramids: level-1 map rows (X = tile) and level-2 positions, per player count.
START_PYRAMIDS = {
    4: ((".XX.X..XX..X.XX.", ()),),
    3: (("....XXXXXXXX....", (3, 5)), (".XX..XX..XX..XX.", (1, 7))),
    2: (("XX..XXXXXXXX..XX", (0, 8)), ("..XXXXXXXXXXXX..", (2, 6)), ("XXX.XXX..XXX.XXX", (0, 8)),
        (".XXX.XXXXXX.XXX.", (2, 6))),
}

# §7.5 decorations: 15 tiles, icons (a, b) read clockwise round the pyramid.
DECORATION_TILES = ("BR", "-B", "GG", "BG", "RB", "B-", "RR", "GB", "RG", "G-", "-R", "BB", "GR", "R-", "-G")
DECORATION_DISPLAY = 4
SIDES = ("top", "right", "bottom", "left")
SIDE_SPACES = 4  # D1-D4, from the bottom up
# D1 covers icons printed on the base board (grid order); D2-D4 cover grid cells and need tiles.
DECO_D1_ICONS = ("rg", "-g", "b-", "br")
DECO_CELLS = (  # per side: cells (r*8+c) of D2, D3, D4, in grid order
    ((0 * 8 + 3, 0 * 8 + 4), (1 * 8 + 3, 1 * 8 + 4), (2 * 8 + 3, 2 * 8 + 4)),
    ((3 * 8 + 7, 4 * 8 + 7), (3 * 8 + 6, 4 * 8 + 6), (3 * 8 + 5, 4 * 8 + 5)),
    ((7 * 8 + 3, 7 * 8 + 4), (6 * 8 + 3, 6 * 8 + 4), (5 * 8 + 3, 5 * 8 + 4)),
    ((3 * 8 + 0, 4 * 8 + 0), (3 * 8 + 1, 4 * 8 + 1), (3 * 8 + 2, 4 * 8 + 2)),
)
DECO_NEEDS = (  # per side: pyramid slots needed by D2, D3, D4
    ((slot_of(0, 0, 1), slot_of(0, 0, 2)), (slot_of(1, 0, 1),), (slot_of(2, 0, 0), slot_of(2, 0, 1))),
    ((slot_of(0, 1, 3), slot_of(0, 2, 3)), (slot_of(1, 1, 2),), (slot_of(2, 0, 1), slot_of(2, 1, 1))),
    ((slot_of(0, 3, 1), slot_of(0, 3, 2)), (slot_of(1, 2, 1),), (slot_of(2, 1, 0), slot_of(2, 1, 1))),
    ((slot_of(0, 1, 0), slot_of(0, 2, 0)), (slot_of(1, 1, 0),), (slot_of(2, 0, 0), slot_of(2, 1, 0))),
)


def decoration_icons(tile, side):
    """A decoration's two icons in grid order on a side: a then b on top and right, b then a below and left."""
    a, b = DECORATION_TILES[tile]
    return (a, b) if side in (0, 1) else (b, a)


# --- §8 buildings, Nobles, Avenue ---------------------------------------------------------------------
BUILDING_ROW = (5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1)  # lowest visible value after k buildings taken = [k]
BUILDINGS = 11
NOBLES_ROWS = ((3, 2, 2, 1, 1), (5, 4, 3, 3), (7, 6, 5))  # top, middle, bottom

# --- §9 ascension wheel ------------------------------------------------------------------------------
WHEEL_VP, WHEEL_COCOA, WHEEL_TEMPLES_COCOA, WHEEL_WORKER_COCOA = 5, 5, 3, 2

# --- §10 Teotibot -----------------------------------------------------------------------------------
BOT_TILES = ("construction", "decorations", "nobles", "alchemy", "mastery", "worship", "masks")
BOT_SLOTS = 6
# Sum of 2d6 -> slot of the action pyramid (0 top; 1, 2 middle left/right; 3, 4, 5 bottom).
BOT_DICE_SLOT = {2: 3, 3: 3, 4: 1, 5: 1, 6: 0, 7: 0, 8: 0, 9: 2, 10: 2, 11: 5, 12: 5}
# A gap in a slot is filled from below: {gap: {arrow: slot it comes from}} (R16).
BOT_SHIFT = {0: {"R": 1, "L": 2}, 1: {"R": 3, "L": 4}, 2: {"R": 4, "L": 5}}
BOT_WORKER_BOARDS = (GOLD, NOBLES, CONSTRUCTION)  # power `bot power`, in the general areas
BOT_WORSHIP_START = 6  # power 1 on the Decorations worship space
BOT_START_TECH_SLOT = 2  # the top-right technology (green column), no step
BOT_FAIL_COCOA = 5
BOT_RESOURCE_ORDER = ("gold", "stone", "wood")  # ties for the resource it has fewest of
BOT_ACTION_RES = 2  # resources paid by its Construction, Decorations, Nobles; gained on 2/3/4
BOT_CONSTRUCTION_VP, BOT_DECORATION_VP = 2, 5
BOT_TECH_GOLD = 1
BOT_WORSHIP_STEPS, BOT_WORSHIP_STEPS_DECORATIONS = 2, 3
BOT_COCOA_BANK = 10
# Difficulty (standard first, then the summary's ranges).
BOT_DEFAULTS = {"power": 2, "resources": 2, "cocoa_vp": 3, "bonus_vp": 15}
BOT_RANGES = {"power": (1, 4), "resources": (1, 3), "cocoa_vp": (1, 5), "bonus_vp": (5, 25)}
BOT_END_RESOURCE_VP, BOT_END_TECH_VP = 1, 2
# Its action that a worker on a board performs with Mastery (the Palace has none).
BOT_BOARD_ACTION = {ALCHEMY: "alchemy", NOBLES: "nobles", DECORATIONS: "decorations",
                    CONSTRUCTION: "construction", FOREST: "wood", STONE: "stone", GOLD: "gold"}
BOT_TEMPLE_SPACES = (3, 4, 5, 6)  # worship spaces it may use: the four temple boards' (R17)

# --- §11 Seasons of Progress -------------------------------------------------------------------------
SEASONS = (1, 2, 3, 4, 5, 6, 7, 8)
SEASON_BLANK = 8
SEASON_AVENUE_VP = 2  # season 2
SEASON_STEP_COCOA = 2  # season 5: 2 cocoa for a step on another temple


# --- versions of these rules ---------------------------------------------------------------------------
# A game keeps the version of the rules it was made with (its record's rules_version, its state's):
# a record replays, and a game still running goes on, as it was played. What each version says on
# the points that changed:
#   temple_rewards      the temples' printed rewards; version 3 pays the green top step 5 VP, as the
#                       components sheet (§4) prints it, where earlier versions paid 5 cocoa
#   works_when_taken    the technologies that already work on the action that takes them (rules.works):
#                       none from version 3; before, Tech 13 offered its power-up there while Tech 03
#                       did not score
#   last_payment_waits  a record ending on a salary payment waits for its player's "end" (from
#                       version 2; game.py, catch_up)
RULES = {
    1: {"temple_rewards": TEMPLE_REWARDS_BEFORE_3, "works_when_taken": (T_EXTRA_UP,), "last_payment_waits": False},
    2: {"temple_rewards": TEMPLE_REWARDS_BEFORE_3, "works_when_taken": (T_EXTRA_UP,), "last_payment_waits": True},
    3: {"temple_rewards": TEMPLE_REWARDS, "works_when_taken": (), "last_payment_waits": True},
}
RULES_LATEST = 3  # what new games follow
# A state written before states carried their version: versions 1 and 2 play alike on a state.
RULES_UNWRITTEN = 2
