"""Every number printed on the board and the tiles, as tables.

The figures come from the project's component reference (tzolkin-components.md);
rules that use them live in rules/. Where the rulebooks disagree, the ruling
number (R1..R14) of that reference is given next to the value.
"""

# --- materials --------------------------------------------------------------

RESOURCES = ("wood", "stone", "gold")
MARKET_PRICE = {"wood": 2, "stone": 3, "gold": 4}  # corn, to buy or to sell
SKULL_SUPPLY = 13

# --- gears ------------------------------------------------------------------

PALENQUE, YAXCHILAN, TIKAL, UXMAL, CHICHEN = "palenque", "yaxchilan", "tikal", "uxmal", "chichen"
GEARS = (PALENQUE, YAXCHILAN, TIKAL, UXMAL, CHICHEN)
GEAR_NAMES = {
    PALENQUE: "Palenque", YAXCHILAN: "Yaxchilan", TIKAL: "Tikal",
    UXMAL: "Uxmal", CHICHEN: "Chichen Itza",
}
TEETH = {PALENQUE: 10, YAXCHILAN: 10, TIKAL: 10, UXMAL: 10, CHICHEN: 13}
# Highest numbered action (the rest up to the last visible space are free choices).
LAST_ACTION = {PALENQUE: 5, YAXCHILAN: 5, TIKAL: 5, UXMAL: 5, CHICHEN: 9}
# Last visible space: a player's worker here is pushed off at the next advance.
LAST_SPACE = {PALENQUE: 7, YAXCHILAN: 7, TIKAL: 7, UXMAL: 7, CHICHEN: 10}

# Palenque: corn from a corn tile / wood from a wood tile, by action number.
PALENQUE_CORN = {1: 3, 2: 4, 3: 5, 4: 7, 5: 9}
PALENQUE_WOOD = {3: 2, 4: 3, 5: 4}

# Yaxchilan: what each action gives (R1: action 2 is stone + corn; R2: action 3 is gold + 2 corn).
YAXCHILAN_GAIN = {
    1: {"wood": 1},
    2: {"stone": 1, "corn": 1},
    3: {"gold": 1, "corn": 2},
    4: {"skull": 1},
    5: {"stone": 1, "gold": 1, "corn": 2},
}

# --- temples ----------------------------------------------------------------

CHAAC, QUETZAL, KUKULCAN = 0, 1, 2
TEMPLES = (CHAAC, QUETZAL, KUKULCAN)
TEMPLE_NAMES = ("Chaac", "Quetzalcoatl", "Kukulcan")
TEMPLE_KEYS = ("chaac", "quetzalcoatl", "kukulcan")
TEMPLE_BOTTOM = -1
TEMPLE_TOP = (5, 7, 6)
# VP of each step, from the bottom (-1) to the top.
TEMPLE_VP = (
    (-1, 0, 2, 4, 6, 7, 8),
    (-2, 0, 1, 2, 4, 6, 9, 12, 13),
    (-3, 0, 1, 3, 5, 7, 9, 10),
)
# Mid-age rewards printed on steps: {step: material}; a player gets every step up to his own.
TEMPLE_REWARDS = (
    {1: "stone", 3: "stone"},
    {2: "gold", 4: "gold"},
    {1: "wood", 3: "wood", 4: "skull"},
)
# Leader bonus at the end of Age I and at the end of the game.
TEMPLE_BONUS = ((6, 2), (2, 6), (4, 4))


def temple_vp(temple, step):
    return TEMPLE_VP[temple][step - TEMPLE_BOTTOM]


# --- technologies -------------------------------------------------------------

AGRICULTURE, EXTRACTION, ARCHITECTURE, THEOLOGY = 0, 1, 2, 3
TECHS = (AGRICULTURE, EXTRACTION, ARCHITECTURE, THEOLOGY)
TECH_KEYS = ("agriculture", "extraction", "architecture", "theology")
TECH_MAX = 3


def tech_cost(level):
    """Resources to pay to advance from `level` (beyond level 3: 1 for the bonus)."""
    return 1 if level >= TECH_MAX else level + 1


# --- Chichen Itza skull slots: (VP, temple stepped up, extra resource of choice) ---

SKULL_SLOTS = {
    1: (4, CHAAC, False), 2: (5, CHAAC, False), 3: (6, CHAAC, False),
    4: (7, KUKULCAN, False), 5: (8, KUKULCAN, False), 6: (8, KUKULCAN, True),
    7: (10, QUETZAL, False), 8: (11, QUETZAL, True), 9: (13, QUETZAL, True),
}

# --- placing workers ---------------------------------------------------------

# Extra corn for the n-th worker placed in one turn (1st..6th).
PLACEMENT_SURCHARGE = (0, 1, 2, 3, 4, 5)
START_WORKERS, MAX_WORKERS = 3, 6
FOOD_PER_WORKER, UNFED_PENALTY = 2, 3

# --- calendar ----------------------------------------------------------------

# Rounds played with the arrow on these teeth (counted from the start tooth) are food days.
FOOD_TEETH = (7, 13, 20, 26)
LAST_DAY = 27
# Food days in order: (pays resources?, ends an age?)
MID_AGE, END_OF_AGE = "resources", "points"
FOOD_DAY_KIND = (MID_AGE, END_OF_AGE, MID_AGE, END_OF_AGE)

# --- set-up figures ----------------------------------------------------------

WEALTH_DEALT, WEALTH_KEPT = 4, 2
NEUTRAL_WORKERS = {2: 12, 3: 6, 4: 0}
# Harvest tile stacks per group, by player count (five players: the expansion's 7 extra tiles).
JUNGLE_FIELDS = {2: 2, 3: 3, 4: 4, 5: 5}
BUILDINGS_ON_DISPLAY = 6
PLAYER_COLOURS = ("red", "blue", "yellow", "green", "purple")  # purple: the expansion's fifth player

# --- buildings ----------------------------------------------------------------
# Effects are small tuples read by the rules (rules/stack.py: the EFFECTS table):
#   ("gain", material, n)   ("vp", n)   ("temple", temple, n)   ("temple_any", n)
#   ("tech", track)   ("tech_any", n)   ("worker",)   ("market",)   ("build",)
#   ("any_action",)   permanent farm effects: ("feed", n)  ("feed_less", 1)

FARM, CIVIC, FUNERARY, SACRED = "farm", "civic", "funerary", "sacred"
FAMILIES = (FARM, CIVIC, FUNERARY, SACRED)


def _b(bid, age, family, cost, effects, text):
    return {"id": bid, "age": age, "family": family, "cost": cost, "effects": effects, "text": text}


W, S, G = "wood", "stone", "gold"

BASE_BUILDINGS = {b["id"]: b for b in [
    # Age I (14 tiles, R11)
    *[_b(i, 1, FARM, {W: 1}, (("feed", 1),), "Farm: feeds 1 worker") for i in (1, 2, 3)],
    *[_b(i, 1, FARM, {W: 4}, (("feed_less", 1),), "Farm: every worker eats 1 corn less") for i in (4, 5)],
    _b(6, 1, FUNERARY, {W: 2, S: 1}, (("temple", CHAAC, 1), ("temple", QUETZAL, 1)), "Chaac +1, Quetzalcoatl +1"),
    _b(7, 1, FUNERARY, {W: 1, S: 2}, (("temple", CHAAC, 1), ("temple", KUKULCAN, 1)), "Chaac +1, Kukulcan +1"),
    _b(8, 1, FUNERARY, {W: 1, G: 1}, (("temple_any", 1), ("build",)), "Any temple +1, then build another building"),
    _b(9, 1, CIVIC, {W: 2}, (("tech", AGRICULTURE),), "Agriculture +1"),
    _b(10, 1, CIVIC, {W: 3}, (("tech", AGRICULTURE), ("gain", S, 1)), "Agriculture +1, 1 stone"),
    _b(11, 1, CIVIC, {W: 1, S: 1}, (("tech", EXTRACTION), ("gain", "corn", 1)), "Extraction +1, 1 corn"),
    _b(12, 1, CIVIC, {W: 2, S: 1}, (("tech", EXTRACTION), ("gain", G, 1)), "Extraction +1, 1 gold"),
    _b(13, 1, SACRED, {G: 1}, (("tech", ARCHITECTURE),), "Architecture +1"),
    _b(14, 1, SACRED, {S: 1, G: 1}, (("tech", THEOLOGY), ("temple", KUKULCAN, 1)), "Theology +1, Kukulcan +1"),
    # Age II (18 tiles)
    *[_b(i, 2, FARM, {W: 2}, (("feed", 3),), "Farm: feeds 3 workers") for i in (15, 16, 17)],
    _b(18, 2, FUNERARY, {S: 3}, (("market",), ("vp", 6)), "Market trades + 6 VP"),
    _b(19, 2, FUNERARY, {W: 1, S: 1, G: 1}, (("worker",), ("vp", 6)), "1 more worker + 6 VP"),
    _b(20, 2, FUNERARY, {W: 1, G: 2}, (("vp", 8),), "8 VP"),
    _b(21, 2, FUNERARY, {W: 2, S: 1, G: 1}, (("any_action",), ("vp", 2)), "Pay 1 corn: any action + 2 VP"),
    _b(22, 2, FUNERARY, {W: 1, S: 2, G: 1},
       (("temple", CHAAC, 1), ("temple", QUETZAL, 1), ("temple", KUKULCAN, 1), ("vp", 3)), "Every temple +1, 3 VP"),
    _b(23, 2, CIVIC, {W: 3}, (("tech_any", 1), ("gain", S, 1)), "Any technology +1, 1 stone"),
    _b(24, 2, CIVIC, {W: 2, S: 1}, (("tech_any", 1), ("gain", G, 1)), "Any technology +1, 1 gold"),
    _b(25, 2, CIVIC, {W: 3, S: 1}, (("tech_any", 1), ("gain", "corn", 6)), "Any technology +1, 6 corn"),
    _b(26, 2, CIVIC, {W: 2, S: 2}, (("tech_any", 1), ("gain", "skull", 1)), "Any technology +1, 1 skull"),
    _b(27, 2, SACRED, {S: 2}, (("temple", CHAAC, 2), ("vp", 2)), "Chaac +2, 2 VP"),
    _b(28, 2, SACRED, {S: 1, G: 1}, (("tech", ARCHITECTURE), ("vp", 3)), "Architecture +1, 3 VP"),
    _b(29, 2, SACRED, {G: 2}, (("temple", KUKULCAN, 2), ("vp", 3)), "Kukulcan +2, 3 VP"),
    _b(30, 2, SACRED, {S: 2, G: 1},
       (("tech", THEOLOGY), ("temple", CHAAC, 1), ("temple", KUKULCAN, 1)), "Theology +1, Chaac +1, Kukulcan +1"),
    _b(31, 2, SACRED, {S: 1, G: 2}, (("tech_any", 2),), "2 technology levels"),
    _b(32, 2, SACRED, {G: 3}, (("temple", QUETZAL, 2), ("vp", 4)), "Quetzalcoatl +2, 4 VP"),
]}
SINGLE_SOURCE = "SH only"  # marks expansion values only one implementation gives (see SINGLE_SOURCE_VALUES)
# The expansion's new buildings (module "buildings"), §8.4. Effects beyond the base kinds:
#   ("food_reward", {food day index: material})  paid at each food day, before feeding
#   ("monument",)  build one monument, paid normally    ("lore",)  one technology -1, the other three +1
#   ("skull_tile",)  the skull paid stays on the tile and counts as placed on Chichen Itza
# "renovation": True marks the Age I tiles that may be returned to pay for a later construction.
# Only b37 and b38 are cross-checked (SH + TM); the others come from one source (SH).
NEW_BUILDINGS = {b["id"]: b for b in [
    {**_b(33, 1, FARM, {W: 3}, (("food_reward", {0: "corn3", 1: "corn3", 2: "corn3", 3: "corn3"}),),
          "Food days: 3 corn before feeding"), "renovation": True, "source": SINGLE_SOURCE},
    {**_b(34, 1, FUNERARY, {W: 2, G: 1}, (("food_reward", {0: W, 1: W, 2: "skull", 3: "skull"}),),
          "Food days: 1 wood (days 8, 14) or 1 skull (days 21, 27)"), "renovation": True, "source": SINGLE_SOURCE},
    {**_b(35, 1, CIVIC, {W: 1, S: 2}, (("food_reward", {0: G, 1: G, 2: G, 3: G}),),
          "Food days: 1 gold"), "renovation": True, "source": SINGLE_SOURCE},
    {**_b(36, 1, SACRED, {G: 2}, (("food_reward", {0: S, 1: S, 2: S, 3: S}),),
          "Food days: 1 stone"), "renovation": True, "source": SINGLE_SOURCE},
    {**_b(37, 2, FARM, {W: 2}, (("gain", "corn", 8),), "8 corn"), "source": "SH+TM"},
    {**_b(38, 2, FUNERARY, {W: 1, G: 1}, (("monument",), ("vp", 1)), "Build a monument, 1 VP"), "source": "SH+TM"},
    {**_b(39, 2, CIVIC, {W: 1, S: 1}, (("lore",),), "One technology -1, each of the other three +1"),
     "source": SINGLE_SOURCE},
    {**_b(40, 2, SACRED, {G: 1, "skull": 1}, (("skull_tile",), ("vp", 7), ("temple_any", 1)),
          "The skull stays here: 7 VP, any temple +1, Theology 2 applies"), "source": SINGLE_SOURCE},
]}
BUILDINGS = {**BASE_BUILDINGS, **NEW_BUILDINGS}  # every tile, for look-ups; the decks depend on the modules
SKULL_TILE = 40  # the building whose skull counts as placed on Chichen Itza

# --- monuments ----------------------------------------------------------------
# Scoring kinds are read by scoring.monument_points.

MONUMENTS = {m["id"]: m for m in [
    {"id": 1, "family": FUNERARY, "cost": {W: 3, S: 2, G: 1}, "score": ("family", FUNERARY),
     "text": "4 VP per funerary building or monument"},
    {"id": 2, "family": FUNERARY, "cost": {W: 1, S: 3, G: 2}, "score": ("constructions",),
     "text": "2 VP per building or monument"},
    {"id": 3, "family": FUNERARY, "cost": {W: 1, S: 1, G: 4}, "score": ("corn_tiles",),
     "text": "4 VP per corn harvest tile"},
    {"id": 4, "family": FUNERARY, "cost": {W: 1, G: 4}, "score": ("wood_tiles",),
     "text": "4 VP per wood harvest tile"},
    {"id": 5, "family": FUNERARY, "cost": {W: 2, S: 2, G: 2}, "score": ("all_monuments",),
     "text": "6/5/4/3 VP (2/3/4/5 players) per monument built by anyone"},
    {"id": 6, "family": CIVIC, "cost": {W: 2, S: 3, G: 1}, "score": ("family", CIVIC),
     "text": "4 VP per civic building or monument"},
    {"id": 7, "family": CIVIC, "cost": {W: 1, S: 1, G: 3}, "score": ("techs_at_top",),
     "text": "Technologies at level 3: 1/2/3+ = 9/20/33 VP"},
    {"id": 8, "family": CIVIC, "cost": {W: 2, S: 1, G: 3}, "score": ("tech_levels",),
     "text": "3 VP per technology level"},  # R4: 3 VP, not 2
    {"id": 9, "family": CIVIC, "cost": {W: 3, G: 3}, "score": ("workers",),
     "text": "Workers 3/4/5/6 = 0/6/12/18 VP"},
    {"id": 10, "family": SACRED, "cost": {S: 2, G: 3}, "score": ("family", SACRED),
     "text": "4 VP per sacred building or monument"},
    {"id": 11, "family": SACRED, "cost": {S: 4, G: 3}, "score": ("temple_steps",),
     "text": "Score your step VP on all three temples again"},
    {"id": 12, "family": SACRED, "cost": {S: 3, G: 3}, "score": ("best_temple",),
     "text": "3 VP per step climbed on your best temple"},
    {"id": 13, "family": SACRED, "cost": {G: 4, "skull": 1}, "score": ("chichen_skulls",),
     "text": "3 VP per skull on Chichen Itza"},
]}
# Five players: no source prints the figure; one less per extra player, as the tile's 6/5/4 runs.
MONUMENT_ALL_VP = {2: 6, 3: 5, 4: 4, 5: 3}
MONUMENT_WORKERS_VP = {3: 0, 4: 6, 5: 12, 6: 18}
MONUMENT_TOP_TECH_VP = (0, 9, 20, 33, 33)

# --- starting wealth tiles (21) -------------------------------------------------
# Each names a gear space (used to place neutral workers in 2-3 player games, R12).

WEALTH_TILES = {t["id"]: t for t in [
    {"id": i + 1, "gear": gear, "space": space, "gain": gain, "effects": effects}
    for i, (gear, space, gain, effects) in enumerate([
        (PALENQUE, 1, {"corn": 3}, (("temple", QUETZAL, 1), ("tech", AGRICULTURE))),
        (PALENQUE, 3, {"corn": 5, G: 1}, (("temple", QUETZAL, 1),)),
        (PALENQUE, 5, {S: 1, G: 1}, (("tech", AGRICULTURE),)),
        (PALENQUE, 7, {"corn": 9, S: 1}, ()),
        (YAXCHILAN, 1, {W: 1}, (("temple", KUKULCAN, 1), ("tech", EXTRACTION))),
        (YAXCHILAN, 3, {"corn": 2, W: 2}, (("temple", KUKULCAN, 1),)),
        (YAXCHILAN, 5, {"corn": 4, W: 1}, (("tech", EXTRACTION),)),
        (YAXCHILAN, 7, {"corn": 3, W: 2, S: 1}, ()),
        (TIKAL, 1, {"corn": 2}, (("temple", CHAAC, 1), ("tech", ARCHITECTURE))),
        (TIKAL, 3, {"corn": 6, S: 2}, ()),
        (TIKAL, 5, {"corn": 3, G: 1}, (("tech", ARCHITECTURE),)),
        (TIKAL, 7, {"corn": 6, W: 1, S: 1}, ()),
        (UXMAL, 1, {"corn": 5, S: 1}, (("temple", CHAAC, 1),)),
        (UXMAL, 3, {"corn": 3, W: 1}, (("feed", 1),)),
        (UXMAL, 5, {}, (("worker",),)),
        (UXMAL, 7, {"corn": 8, G: 1}, ()),
        (CHICHEN, 0, {"corn": 4, W: 1, "skull": 1}, ()),
        (CHICHEN, 3, {"corn": 5, S: 1}, (("tech", THEOLOGY),)),
        (CHICHEN, 5, {"corn": 4, W: 3}, ()),
        (CHICHEN, 7, {"corn": 2, W: 2}, (("tech", THEOLOGY),)),
        (CHICHEN, 10, {"corn": 7, W: 2}, ()),
    ])
]}


# =============================================================================
# Tribes & Prophecies (2015), tzolkin-components.md §8
# =============================================================================
# The French rulebook's text confirms the rules but lost the icons with the numbers. Every value
# marked SINGLE_SOURCE below comes from one implementation only (tag SH in the reference) and is
# worth checking against a printed copy; the others are confirmed by the rulebook's text.
SINGLE_SOURCE_VALUES = (
    "PROPHECY_BAND_VP", "PROPHECIES (bands)", "YUMKAAX_SURCHARGE", "YALUK_UNFED_PENALTY", "IXTAB_KEEPS",
    "QUICK_AGE1 / QUICK_AGE2 (copies per age)", "NEW_BUILDINGS 33-36, 39, 40 (costs, food-day materials)",
    "MONUMENT_ALL_VP[5]",
)

TRIBES_MODULE, PROPHECIES_MODULE, QUICK_MODULE, BUILDINGS_MODULE = "tribes", "prophecies", "quick", "buildings"
MODULES = (TRIBES_MODULE, PROPHECIES_MODULE, QUICK_MODULE, BUILDINGS_MODULE)
MAX_PLAYERS_BASE, MAX_PLAYERS_EXPANSION = 4, 5

# --- tribes (13), §8.1: deal 2, keep 1 ---
TRIBES_DEALT = 2
TRIBES = {
    "ah_chuy_kak": ("Ah Chuy Kak", "After placing 2+ workers on gears, also pick up one earlier worker and use it"),
    "ahau_chamahez": ("Ahau Chamahez", "Picking up: pay 1 corn to use the action one space higher"),
    "ahmakiq": ("Ahmakiq", "May end a turn without placing or picking up workers"),
    "bacab": ("Bacab", "Start each turn with at least 2 corn; begging (at 3 corn or fewer) gives 4"),
    "balam": ("Balam", "Picking up: a lower action gives 1 corn instead of costing corn"),
    "cit_bolon_tum": ("Cit-Bolon-Tum", "One placement a turn costs up to 2 corn less; workers stay one space longer"),
    "huracan": ("Huracan", "Picking up: may use the same or a lower action of the paired gear"),
    "itzamna": ("Itzamná", "Technologies 1-3 cost 1 resource less; past level 3, any track's bonus"),
    "ixtab": ("Ixtab", "Keeps 3 starting wealth tiles, then steps down 1 on a temple"),
    "vacub_caquix": ("Vacub-Caquix", "Placing: treat one empty gear space as taken this turn"),
    "xaman_ek": ("Xaman Ek", "Once a turn, at any moment, sell 1 resource at the market price"),
    "yaluk": ("Yaluk", "Starts with 5 workers; each eats 1 more corn; an unfed worker costs 5 VP"),
    "yumkaax": ("Yumkaax", "Placing several workers costs 0/0/2/5/9/13 corn extra in all"),
}
TRIBE_KEYS = tuple(TRIBES)
PAIRED_GEAR = {PALENQUE: YAXCHILAN, YAXCHILAN: PALENQUE, TIKAL: UXMAL, UXMAL: TIKAL}  # Huracan
YUMKAAX_SURCHARGE = (0, 0, 2, 3, 4, 4)  # per worker; totals 0/0/2/5/9/13 -- SINGLE_SOURCE
# Yaluk: 5 workers and 1 more corn each (rulebook examples); 5 VP per unfed worker -- SINGLE_SOURCE
YALUK_WORKERS, YALUK_EXTRA_FOOD, YALUK_UNFED_PENALTY = 5, 1, 5
BACAB_FLOOR, BACAB_BEG_LIMIT, BACAB_BEG_CORN = 2, 3, 4  # rulebook appendix
BEG_LIMIT, BEG_CORN = 2, 3
CIT_BOLON_TUM_SAVING = 2  # rulebook appendix example (an action 5 costs 3)
IXTAB_KEEPS = 3  # SINGLE_SOURCE

# --- prophecies (13), §8.2: 3 drawn; calamity while active, VP at its food day ---
# Scoring bands: metric <= a: -5 VP; <= b: 0; <= c: +6; above c: +13. The VP and every prophecy's
# (a, b, c) -- SINGLE_SOURCE; calamities and what is counted are the rulebook appendix's.
PROPHECY_BAND_VP = (-5, 0, 6, 13)
PROPHECIES_DRAWN = 3
PROPHECIES = {
    "wrathful_gods": ("Wrathful Gods", "Each temple step up costs 1 corn", "steps on all temples", (0, 3, 9)),
    "angry_chaac": ("Angry God: Chaac", "Each step up on Chaac costs 1 resource", "Chaac step", (-1, 1, 3)),
    "angry_quetzalcoatl": ("Angry God: Quetzalcoatl", "Each step up on Quetzalcoatl costs 1 resource",
                           "Quetzalcoatl step", (-1, 1, 3)),
    "angry_kukulcan": ("Angry God: Kukulcan", "Each step up on Kukulcan costs 1 resource", "Kukulcan step", (-1, 1, 3)),
    "forest_fires": ("Forest Fires", "Palenque wood harvests give 1 wood less", "wood tiles", (0, 2, 5)),
    "drought": ("Drought", "Palenque corn harvests (not fishing) give 1 corn less", "corn tiles", (1, 3, 6)),
    "gold_shortage": ("Gold Shortage", "Each gold gained costs 1 corn (or decline it)", "gold held", (1, 3, 5)),
    "desecration": ("Desecration", "Each skull gained costs a step down on a temple (or decline it)",
                    "skulls held", (0, 2, 4)),
    "teacher_shortage": ("Teacher Shortage", "Each technology advance costs 1 more resource",
                         "technology levels", (2, 4, 6)),
    "forgotten_lore": ("Forgotten Lore", "Level 2 technology effects do not work", "tracks at level 2+", (0, 1, 2)),
    "crowded_cities": ("Crowded Cities", "Each building costs 1 more resource (2 corn at Uxmal)", "buildings",
                       (1, 3, 6)),
    "hunger": ("Hunger", "Each worker eats 1 more corn on food days", "workers fed", (3, 4, 5)),
    "high_floodwaters": ("High Floodwaters", "Placing on Chichen Itza costs 2 more corn", "workers on Chichen Itza",
                         (0, 1, 2)),
}
PROPHECY_KEYS = tuple(PROPHECIES)
ANGRY_GOD = {"angry_chaac": CHAAC, "angry_quetzalcoatl": QUETZAL, "angry_kukulcan": KUKULCAN}
FLOODWATERS_CORN = 2
HUNGER_EXTRA_FOOD = 1

# --- quick actions (13 tiles), §8.3 ---
QUICK_TILES = {
    "corn": ("3 corn", {"corn": 3}),
    "wood_corn": ("1 wood + 1 corn", {"wood": 1, "corn": 1}),
    "stone": ("1 stone", {"stone": 1}),
    "gold": ("1 gold", {"gold": 1}),
    "tech": ("1 technology, paid normally", None),
    "market": ("market trades", None),
    "build": ("pay 1 corn: 1 building", None),
}
# Tile effects: rulebook appendix; 7 tiles in Age I and 6 in Age II: rulebook; copies per age -- SINGLE_SOURCE
QUICK_AGE1 = ("corn", "wood_corn", "stone", "tech", "tech", "market", "build")
QUICK_AGE2 = ("corn", "stone", "gold", "tech", "market", "build")
QUICK_SPACES, QUICK_SPACE_COST, QUICK_BUILD_CORN = 3, 1, 1  # rulebook
QUICK_DAYS = 2  # each tile is on the board 2 days; the last Age II tile stays for day 27 too


def quick_tile_index(tooth):
    """Index in the 13 drawn tiles (7 Age I, then 6 Age II) of the tile on the board on this tooth."""
    if tooth < 2 * len(QUICK_AGE1):
        return tooth // QUICK_DAYS
    return min(len(QUICK_AGE1) + (tooth - 2 * len(QUICK_AGE1)) // QUICK_DAYS, len(QUICK_AGE1) + len(QUICK_AGE2) - 1)


# --- set-up with quick actions, §8.5: neutral workers, the first ones block quick spaces (rulebook) ---
NEUTRAL_WORKERS_QUICK = {2: 18, 3: 12, 4: 6, 5: 0}
QUICK_BLOCKED = {2: 2, 3: 1, 4: 1, 5: 0}
