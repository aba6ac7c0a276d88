"""The board and the tiles, read from board.toml (our design, see that file), and their checks.

The map is a grid of hexagonal spaces in rows, the odd rows (2nd, 4th, ...) half a space to the
right. A space is known by its index in reading order (the engine's number) and by its name, a
column letter and a row number ("G8"). `area(zones)` is the part of the map a game plays on.
"""
import tomllib
from functools import cache
from pathlib import Path

DATA = Path(__file__).with_name("board.toml")
MAX_OPTIONS = 25  # a decision's options must fit one select menu; rows must too (see check)


class BoardError(ValueError):
    """board.toml cannot be read as a board."""


class Space:
    __slots__ = ("index", "row", "col", "name", "zone", "temple")

    def __init__(self, index, row, col, zone, temple=None):
        self.index, self.row, self.col, self.zone, self.temple = index, row, col, zone, temple
        self.name = f"{chr(ord('A') + col)}{row + 1}"

    def __repr__(self):
        return f"Space({self.name}, {self.zone}{', ' + self.temple if self.temple else ''})"


def _neighbour_offsets(row):
    # Odd rows sit half a space to the right: their diagonal neighbours are in columns c and c+1.
    if row % 2:
        return ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, 1))
    return ((0, -1), (0, 1), (-1, -1), (-1, 0), (1, -1), (1, 0))


class Board:
    def __init__(self, data):
        try:
            self._read(data)
        except (KeyError, TypeError, IndexError, AttributeError) as err:
            raise BoardError(f"board.toml is not a board: {err!r}") from err

    def _read(self, data):
        self.rows = list(data["map"]["rows"])
        self.zone_of_letter = dict(data["zones"])
        self.zones = tuple(self.zone_of_letter.values())
        rules = data["rules"]
        self.always = rules["always"]
        self.start = rules["start"]
        self.two_cities = tuple(rules["two_cities"])
        self.default_zones = {2: tuple(rules["default_2"]), 3: tuple(rules["default_3"])}
        self.spaces = []
        self.at = {}  # (row, col) -> index
        temple_letters = []
        for r, line in enumerate(self.rows):
            for c, ch in enumerate(line):
                if ch == ".":
                    continue
                if ch.lower() not in self.zone_of_letter:
                    raise BoardError(f"board.toml: row {r + 1} has an unknown zone letter {ch!r}")
                space = Space(len(self.spaces), r, c, self.zone_of_letter[ch.lower()])
                self.at[r, c] = space.index
                self.spaces.append(space)
                if ch.isupper():
                    temple_letters.append(space.index)
        self.index = {s.name: s.index for s in self.spaces}
        self.neighbours = [tuple(self.at[s.row + dr, s.col + dc] for dr, dc in _neighbour_offsets(s.row)
                                 if (s.row + dr, s.col + dc) in self.at) for s in self.spaces]
        self.temples = tuple(data["temples"])  # keys, in the file's order (the order cities are scored)
        self.temple_names = {}
        self.temple_space = {}
        for key, (where, name) in data["temples"].items():
            if where not in self.index:
                raise BoardError(f"board.toml: temple {key} is on {where}, which is not a space")
            self.temple_space[key] = self.index[where]
            self.temple_names[key] = name
            self.spaces[self.index[where]].temple = key
        self.unnamed_temple_letters = [i for i in temple_letters if self.spaces[i].temple is None]
        self.crops = tuple(data["tiles"])
        self.kinds = []  # a colour's tiles in order: (crop, goods); a tile id is seat * 32 + position
        for crop, (ones, twos) in data["tiles"].items():
            self.kinds += [(crop, 1)] * ones + [(crop, 2)] * twos
        self.tiles_per_colour = len(self.kinds)
        self.jungle = {}
        for key, pieces in data["jungle"].items():
            zones = tuple(key.split("+"))
            self.jungle[zone_key(zones, self)] = [tuple(self.index.get(n, -1) for n in piece) for piece in pieces]
            if any(-1 in piece for piece in self.jungle[zone_key(zones, self)]):
                raise BoardError(f"board.toml: a jungle tile of {key} is not on a space")
        self.columns = max(len(r) for r in self.rows)

    # --- questions --------------------------------------------------------------------------

    def space(self, name_or_index):
        return self.spaces[name_or_index if isinstance(name_or_index, int) else self.index[name_or_index]]

    def name(self, index):
        return self.spaces[index].name

    def zone_spaces(self, zone):
        return [s.index for s in self.spaces if s.zone == zone]

    def zone_choices(self, players):
        """Every set of zones the rules allow for `players` (blue always in), as keys."""
        others = [z for z in self.zones if z != self.always]
        extra = {2: 1, 3: 2, 4: 3}[players]
        from itertools import combinations
        return [zone_key((self.always, *c), self) for c in combinations(others, extra)]


def zone_key(zones, board=None):
    """The canonical name of a set of zones: the zone always in use first, then the others in the
    board's order, joined by "+" ("blue+green")."""
    b = board or BOARD
    zones = set(zones)
    return "+".join([b.always] * (b.always in zones) + [z for z in b.zones if z in zones and z != b.always])


class Area:
    """The part of the map a game plays on: the spaces of its zones, their neighbours within it,
    its temple spaces and the jungle tiles closing it."""

    def __init__(self, board, key):
        self.board = board
        self.key = key
        self.zones = tuple(key.split("+"))
        inside = [s.zone in self.zones for s in board.spaces]
        self.inside = inside
        self.spaces = [s.index for s in board.spaces if inside[s.index]]
        self.neighbours = [tuple(n for n in board.neighbours[i] if inside[n]) if inside[i] else ()
                           for i in range(len(board.spaces))]
        self.temples = tuple(t for t in board.temples if inside[board.temple_space[t]])
        self.temple_spaces = frozenset(board.temple_space[t] for t in self.temples)
        self.is_temple_space = [i in self.temple_spaces for i in range(len(board.spaces))]
        self.jungle = board.jungle.get(key, []) if len(self.zones) < len(board.zones) else []
        self.edge = sorted({n for i in self.spaces for n in board.neighbours[i] if not inside[n]})


def load(path=DATA):
    with open(path, "rb") as fh:
        try:
            return Board(tomllib.load(fh))
        except tomllib.TOMLDecodeError as err:
            raise BoardError(f"{path.name} is not valid TOML: {err}") from err


BOARD = load()


@cache
def area(key):
    return Area(BOARD, key)


# --- the design's checks --------------------------------------------------------------------

JUNGLE_BOX = {2: 9, 1: 3}  # jungle tiles in the box, by size


def check(board=None):
    """Everything a board must satisfy for the rules to work, as a list of problems (empty: fine)."""
    b = board or BOARD
    problems = []
    if b.unnamed_temple_letters:
        problems.append(f"temple spaces without a temple: {[b.name(i) for i in b.unnamed_temple_letters]}")
    for key, i in b.temple_space.items():
        if not b.rows[b.spaces[i].row][b.spaces[i].col].isupper():
            problems.append(f"temple {key} is on {b.name(i)}, which the map does not mark as a temple space")
    if len(b.zones) != 4 or b.always not in b.zones:
        problems.append(f"zones {b.zones}: the rules need 4, {b.always} among them")
    if len(b.temples) != 13:
        problems.append(f"{len(b.temples)} temples, the rules have 13")
    for zone in b.zones:
        n = len(b.zone_spaces(zone))
        if not 30 <= n <= 40:
            problems.append(f"the {zone} zone has {n} spaces (30 to 40 wanted)")
        temples = [t for t in b.temples if b.spaces[b.temple_space[t]].zone == zone]
        if not 3 <= len(temples) <= 4:
            problems.append(f"the {zone} zone has {len(temples)} temples (3 or 4 wanted)")
    for t in b.temples:
        i = b.temple_space[t]
        close = [u for u in b.temples if u != t and b.temple_space[u] in b.neighbours[i]]
        if close:
            problems.append(f"temple {t} is next to {close[0]}")
    if b.spaces[b.temple_space.get(b.start, 0)].zone != b.always or b.start not in b.temple_space:
        problems.append(f"the starting temple {b.start} must be in the {b.always} zone")
    zones_of_two = [b.spaces[b.temple_space[t]].zone for t in b.two_cities if t in b.temple_space]
    if len(zones_of_two) != 4 or len(set(zones_of_two)) != 4:
        problems.append("the four temples of the variant 'two cities' must be one in each zone")
    if b.columns > 26 or max(len(r.replace(".", "")) for r in b.rows) > MAX_OPTIONS:
        problems.append(f"rows must hold at most {MAX_OPTIONS} spaces, and there can be 26 columns at most")
    if len(b.rows) > MAX_OPTIONS:
        problems.append(f"{len(b.rows)} rows: at most {MAX_OPTIONS} (a row is one option of a menu)")
    counts = {}
    for crop, goods in b.kinds:
        counts.setdefault(crop, []).append(goods)
    for crop, goods in counts.items():
        if (goods.count(1), goods.count(2), len(goods)) != (5, 3, 8):
            problems.append(f"{crop}: each colour needs 5 tiles of 1 good and 3 of 2 goods")
    if len(b.kinds) != 32 or len(counts) != 4:
        problems.append("each colour needs 32 tiles of 4 crops")
    for players in (2, 3, 4):
        choices = b.zone_choices(players)
        for key in choices:
            problems += _check_area(b, key, players)
        if players in b.default_zones and zone_key(b.default_zones[players], b) not in choices:
            problems.append(f"the default zones of {players} players are not a legal choice")
    for key in b.jungle:
        if key not in b.zone_choices(2) + b.zone_choices(3):
            problems.append(f"jungle tiles for {key}, which no game uses")
    return problems


def _check_area(b, key, players):
    problems = []
    a = Area(b, key)
    seen, todo = {a.spaces[0]}, [a.spaces[0]]
    while todo:
        for n in a.neighbours[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    if len(seen) != len(a.spaces):
        problems.append(f"{key}: the play area is not in one piece")
    free = len(a.spaces) - len(a.temples)
    if free < players * b.tiles_per_colour:
        problems.append(f"{key}: {free} spaces for plantations, fewer than the {players * 32} tiles")
    if players == 4:
        return problems
    pieces = b.jungle.get(key)
    if pieces is None:
        return problems + [f"{key}: no jungle tiles"]
    sizes = [len(p) for p in pieces]
    for size, most in JUNGLE_BOX.items():
        if sizes.count(size) > most:
            problems.append(f"{key}: {sizes.count(size)} jungle tiles of size {size}, the box has {most}")
    covered = [i for p in pieces for i in p]
    if len(covered) != len(set(covered)):
        problems.append(f"{key}: two jungle tiles on one space")
    if any(size not in JUNGLE_BOX for size in sizes):
        problems.append(f"{key}: jungle tiles have 1 or 2 spaces")
    for p in pieces:
        if len(p) == 2 and p[1] not in b.neighbours[p[0]]:
            problems.append(f"{key}: the jungle tile {[b.name(i) for i in p]} is not two neighbouring spaces")
        if any(a.inside[i] for i in p):
            problems.append(f"{key}: a jungle tile lies in the play area ({[b.name(i) for i in p]})")
    astray = set(covered) - set(a.edge)
    if astray:
        problems.append(f"{key}: jungle away from the play area: {sorted(b.name(i) for i in astray)}")
    missing = set(a.edge) - set(covered)
    if missing:
        problems.append(f"{key}: spaces along the play area without jungle: {sorted(b.name(i) for i in missing)}")
    return problems
