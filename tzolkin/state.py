"""The game state: plain data that round-trips through JSON exactly.

Every field holds only JSON values (dicts with string keys, lists, ints, strings,
booleans, None), so `State.from_json(state.to_json()) == state` always holds.
The rules that change a state live in rules/.
"""
from dataclasses import dataclass, field

from gamekit.state import JsonState, cloner

from . import data as D

NEUTRAL = -1  # occupant id of a neutral worker on a gear


@dataclass
class Player:
    seat: int
    name: str
    colour: str
    corn: int = 0
    wood: int = 0
    stone: int = 0
    gold: int = 0
    skulls: int = 0
    vp: int = 0
    workers: int = D.START_WORKERS  # workers in play (not in the bank)
    temples: list = field(default_factory=lambda: [0, 0, 0])
    techs: list = field(default_factory=lambda: [0, 0, 0, 0])
    buildings: list = field(default_factory=list)  # building ids, in the order built
    monuments: list = field(default_factory=list)
    corn_tiles: int = 0
    wood_tiles: int = 0
    dark_side: bool = False  # True once the double advance has been used
    wealth: list = field(default_factory=list)  # starting wealth tiles kept
    feed_free: int = 0  # workers fed for free on food days (farms, wealth tile)
    feed_less: int = 0  # corn less per worker on food days
    # Tribes & Prophecies (fields with defaults, so snapshots of base games still load)
    tribe: object = None  # tribe key once revealed
    prophecy_vp: int = 0  # VP won or lost on prophecies (already counted in vp)

    def resources(self):
        return {"wood": self.wood, "stone": self.stone, "gold": self.gold}

    def resource_count(self):
        return self.wood + self.stone + self.gold


# A deep copy of JSON-shaped data (dicts, lists, scalars) and of players.
_clone, _CONTAINERS = cloner(Player)


@dataclass
class State(JsonState):
    Player = Player  # the record of each of `players` (gamekit.state.JsonState reads them from JSON)
    n_players: int
    seed: int
    players: list
    phase: str = "wealth"  # wealth -> play -> over
    # calendar
    tooth: int = 0  # teeth advanced since the start; the round being played is day tooth + 1
    food_pending: bool = False  # a double advance skipped a food day: this round is that food day (R7)
    food_days_done: int = 0
    calendar_corn: int = 0  # corn piled on the calendar for the first-player space
    age: int = 1
    # turn order
    first_player: int = 0
    order_pos: int = 0  # index of the current turn in this round, from the first player
    turn_no: int = 0  # counts every sequence of decisions by one player
    # board
    gears: dict = field(default_factory=dict)  # gear -> occupant per position (seat, NEUTRAL or None)
    start_space: object = None  # seat of the worker on the first-player space
    skull_supply: int = D.SKULL_SUPPLY
    skull_slots: list = field(default_factory=lambda: [None] * 9)  # Chichen Itza slots 1..9: seat
    jungle: dict = field(default_factory=dict)  # "2".."5" -> [stacks with wood on top, stacks with corn only]
    display: list = field(default_factory=list)  # building ids on display (None = empty slot)
    deck1: list = field(default_factory=list)
    deck2: list = field(default_factory=list)
    monuments: list = field(default_factory=list)  # monument ids still on display
    # starting wealth
    wealth_dealt: list = field(default_factory=list)  # per seat: 4 tile ids
    wealth_kept: list = field(default_factory=list)  # per seat: None or 2 tile ids (hidden until all chose)
    neutral_tiles: list = field(default_factory=list)  # tiles drawn to place neutral workers
    # the current turn
    turn: dict = field(default_factory=dict)
    stack: list = field(default_factory=list)  # pending decisions and effects (dicts), top is last
    events: list = field(default_factory=list)  # what happened, for logs and summaries
    final: object = None  # final scoring, once over
    # Tribes & Prophecies modules (empty or None in a base game)
    modules: list = field(default_factory=list)  # module keys in use, see data.MODULES
    tribes_dealt: list = field(default_factory=list)  # per seat: 2 tribe keys
    tribes_kept: list = field(default_factory=list)  # per seat: None or the key kept (hidden until all chose)
    prophecies: list = field(default_factory=list)  # 3 keys: active after food days 1, 2, 3
    quick_tiles: list = field(default_factory=list)  # 13 quick-action tiles: 7 of Age I then 6 of Age II
    quick_spaces: list = field(default_factory=list)  # 3 spaces of the quick-action board: seat, NEUTRAL or None
    neutral_left: int = 0  # neutral workers still to place from the discarded wealth tiles
    fed: list = field(default_factory=list)  # per seat: workers fully fed at the last food day

    # --- copies (to_json, from_json and dumps: gamekit.state.JsonState) -------

    def copy(self):
        """An independent copy, cheap enough for search (bots copy a state per playout).

        The event log is append-only, so the copy shares its entries and copies only the list.
        """
        new = State.__new__(State)
        new.__dict__ = {k: v if type(v) not in _CONTAINERS else _clone(v) if k != "events" else list(v)
                        for k, v in self.__dict__.items()}
        return new

    # --- simple questions -----------------------------------------------------

    @property
    def day(self):
        return self.tooth + 1

    @property
    def current_player(self):
        """Seat whose decision it is, or None when the game is over."""
        return self.stack[-1]["p"] if self.stack else None

    def is_food_day(self):
        return self.food_pending or self.tooth in D.FOOD_TEETH

    def next_food_day(self):
        """(rounds until the next food day, counting this one as 0; its kind) or None at the end."""
        if self.food_days_done >= len(D.FOOD_TEETH):
            return None
        kind = D.FOOD_DAY_KIND[self.food_days_done]
        if self.food_pending:
            return 0, kind
        return D.FOOD_TEETH[self.food_days_done] - self.tooth, kind

    def workers_on_gears(self, seat):
        return sum(row.count(seat) for row in self.gears.values())

    def free_workers(self, seat):
        out = self.players[seat].workers - self.workers_on_gears(seat)
        if self.start_space == seat:
            out -= 1
        if self.quick_spaces:
            out -= self.quick_spaces.count(seat)
        return out

    # --- the expansion ---------------------------------------------------------

    @property
    def prophecy(self):
        """Key of the prophecy whose calamity applies now: from the day after a food day to the end
        of the next one, also when a double advance delays that food day (its scoring included)."""
        if self.prophecies and 1 <= self.food_days_done <= len(self.prophecies):
            return self.prophecies[self.food_days_done - 1]
        return None

    @property
    def quick_tile(self):
        """The quick-action tile on the board now, or None without the module."""
        if not self.quick_tiles:
            return None
        return self.quick_tiles[D.quick_tile_index(self.tooth)]

    def turn_order(self):
        return [(self.first_player + i) % self.n_players for i in range(self.n_players)]
