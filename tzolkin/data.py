"""Every number printed on the board and the tiles, as tables.

The figures come from the project's component reference (tzolkin-components.md);
rules that use them live in rules.py. Where the rulebooks disagree, the ruling
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

ACTION_TEXT = {
    PALENQUE: {1: "Fish: 3 corn", 2: "4 corn (corn tile)", 3: "5 corn or 2 wood",
               4: "7 corn or 3 wood", 5: "9 corn or 4 wood"},
    YAXCHILAN: {1: "1 wood", 2: "1 stone + 1 corn", 3: "1 gold + 2 corn",
                4: "1 crystal skull", 5: "1 stone + 1 gold + 2 corn"},
    TIKAL: {1: "1 technology", 2: "1 building", 3: "up to 2 technologies",
            4: "up to 2 buildings or 1 monument", 5: "pay 1 resource: 2 temples +1"},
    UXMAL: {1: "pay 3 corn: 1 temple +1", 2: "market", 3: "1 more worker",
            4: "1 building paid in corn", 5: "pay 1 corn: any other action"},
    CHICHEN: {n: f"skull slot {n}" for n in range(1, 10)},
}

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
TEMPLE_COLOURS = ("brown", "yellow", "green")
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
TECH_NAMES = ("Agriculture", "Resource extraction", "Architecture", "Theology")
TECH_KEYS = ("agriculture", "extraction", "architecture", "theology")
TECH_MAX = 3
TECH_TEXT = (
    ("+1 corn on Palenque corn harvests",
     "+1 corn fishing; harvest corn without a tile",
     "+2 more corn on Palenque corn harvests",
     "bonus: 1 temple step of your choice"),
    ("+1 wood whenever you take wood",
     "+1 stone at Yaxchilan",
     "+1 gold at Yaxchilan",
     "bonus: 2 resources of your choice"),
    ("+1 corn per building",
     "+2 VP per building",
     "buildings cost 1 resource (2 corn) less",
     "bonus: 3 VP"),
    ("Chichen Itza: may use the next space up",
     "after a skull: pay 1 resource for a temple step",
     "+1 skull at Yaxchilan 4",
     "bonus: 1 crystal skull"),
)


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
JUNGLE_FIELDS = {2: 2, 3: 3, 4: 4}  # harvest tile stacks per group, by player count
BUILDINGS_ON_DISPLAY = 6
PLAYER_COLOURS = ("red", "blue", "yellow", "green")

# --- buildings ----------------------------------------------------------------
# Effects are small tuples read by rules.py:
#   ("gain", material, n)   ("vp", n)   ("temple", temple, n)   ("temple_any", n)
#   ("tech", track)   ("tech_any", n)   ("worker",)   ("market",)   ("build",)
#   ("any_action",)   permanent farm effects: ("feed", n)  ("feed_less", 1)

FARM, CIVIC, FUNERARY, SACRED = "farm", "civic", "funerary", "sacred"
FAMILIES = (FARM, CIVIC, FUNERARY, SACRED)


def _b(bid, age, family, cost, effects, text):
    return {"id": bid, "age": age, "family": family, "cost": cost, "effects": effects, "text": text}


W, S, G = "wood", "stone", "gold"

BUILDINGS = {b["id"]: b for b in [
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
     "text": "6/5/4 VP (2/3/4 players) per monument built by anyone"},
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
MONUMENT_ALL_VP = {2: 6, 3: 5, 4: 4}
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
