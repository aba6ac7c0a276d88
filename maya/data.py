"""The numbers of the rules (rulebook, "Déroulement du jeu" and "Décompter une cité"), and the
tiles as the board data gives them (board.toml, our design)."""
from .board import BOARD, MAX_OPTIONS  # noqa: F401  (MAX_OPTIONS: a decision's options fit one menu)

CROPS = BOARD.crops                      # maize, potato, squash, chili
TILES = BOARD.tiles_per_colour           # 32 tiles per colour
KIND_OF_POSITION = BOARD.kinds           # a colour's tiles in order: (crop, goods)
KINDS = tuple(f"{crop}{goods}" for crop in CROPS for goods in (1, 2))  # "maize1", "maize2", ...

RACK_START = 5     # tiles drawn onto the rack at set-up
RACK_LIMIT = 7     # never more on a rack
DRAW = 3           # tiles drawn after growing a city from the rack
DRAW_BLIND = 2     # ... and after growing it with the reserve's top tile (an empty rack)

# City scoring by the number of its tiles (face-down tiles + the temple): (1st place, 2nd place).
CITY_POINTS = {1: (0, 0), 2: (6, 3), 3: (12, 6), 4: (20, 10), 5: (30, 15)}  # 5 or more: as 5


def city_points(size):
    return CITY_POINTS[min(size, 5)]


PLAYERS = (2, 3, 4)
COLOURS = ("red", "blue", "black", "white")  # the rulebook's examples name red, blue and black


def default_name(colour):
    """A seat's name when a game is given none: its colour's English name, "Red" (a picture shows
    that name in its own language)."""
    return colour.capitalize()

TEMPLE = -1  # the board's value on a space holding a revealed temple tile

NEW_START, TWO_CITIES = "new_start", "two_cities"
VARIANTS = (NEW_START, TWO_CITIES)


def kind_of(tile):
    """(crop, goods) of a tile id (seat * TILES + position)."""
    return KIND_OF_POSITION[tile % TILES]


def kind_key(tile):
    crop, goods = KIND_OF_POSITION[tile % TILES]
    return f"{crop}{goods}"


def owner(tile):
    return tile // TILES


def goods(tile):
    return KIND_OF_POSITION[tile % TILES][1]


def crop(tile):
    return KIND_OF_POSITION[tile % TILES][0]


def split_kind(kind):
    """"maize2" -> ("maize", 2)."""
    return kind[:-1], int(kind[-1])
