"""The game state: plain data that round-trips through JSON exactly.

Every field holds only JSON values (lists, dicts with string keys, ints, strings, booleans,
None), so `State.from_json(state.to_json()) == state`. The rules that change it are in rules.py.

Hidden information lives here too (racks, the order of the reserves, what face-down tiles are):
pictures, texts and bots go through views.public_view / private_view, never through these fields.
"""
from dataclasses import dataclass, field

from gamekit.state import JsonState, cloner

from . import data as D


@dataclass
class Player:
    seat: int
    name: str
    colour: str
    score: int = 0
    rack: list = field(default_factory=list)      # tile ids, sorted (secret)
    reserve: list = field(default_factory=list)   # tile ids; the top is the last one (secret order)
    plant_points: int = 0                         # points from planting
    city_points: int = 0                          # points from cities
    last_turn: int = -1                           # number of this player's last turn (a tie-break)


@dataclass
class State(JsonState):
    Player = Player  # the record of each of `players` (gamekit.state.JsonState reads them from JSON)
    n_players: int
    seed: object
    zones: str                                   # the zones in use, "blue+green+yellow+red"
    variant: str = ""                             # "", "new_start" or "two_cities"
    players: list = field(default_factory=list)
    phase: str = "setup"                          # setup -> play -> over
    current: int = 0                              # the seat deciding now
    first_player: int = 0
    turn_no: int = 0                              # counts turns; changes when a turn ends
    board: list = field(default_factory=list)     # per space: None, TEMPLE or a tile id
    down: list = field(default_factory=list)      # per space: True for a face-down tile
    city: list = field(default_factory=list)      # per space: the temple key of its city, or None
    blind: list = field(default_factory=list)     # spaces of face-down tiles taken unseen from a reserve
    closed: list = field(default_factory=list)    # temple keys of the cities scored, in order
    setup_left: int = 0                           # starting temples still to choose (variants)
    turn: dict = field(default_factory=dict)      # the current turn so far (see rules.py)
    events: list = field(default_factory=list)    # [key, values] of what happened, append-only
    final: object = None                          # the final scoring, once over

    # --- copies (to_json, from_json and dumps: gamekit.state.JsonState) -------

    def copy(self):
        """An independent copy, cheap enough for search. The event log is append-only: the copy
        shares its entries and copies only the list."""
        new = State.__new__(State)
        new.__dict__ = {k: (list(v) if k == "events" else _clone(v)) for k, v in self.__dict__.items()}
        return new

    # --- simple questions ---------------------------------------------------------------

    @property
    def current_player(self):
        """The seat whose decision it is, or None when the game is over."""
        return None if self.phase == "over" else self.current

    def revealed(self, temple):
        from .board import BOARD
        return self.board[BOARD.temple_space[temple]] == D.TEMPLE


# A deep copy of JSON-shaped data (dicts, lists, scalars) and of players.
_clone, _CONTAINERS = cloner(Player)
