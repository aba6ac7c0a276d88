"""The game state: plain data that round-trips through JSON exactly.

Every field holds only JSON values (dicts with string keys, lists, ints, strings, booleans,
None), so `State.from_json(state.to_json()) == state` always holds. The rules that change a
state live in the package rules/ and the modules it uses.

Positions: the 8 action boards sit on positions 0-7 clockwise (R11), the Palace on 0.
A worker (die) of a player is index 0-3 in `Player.pos`, `Player.power`, `Player.lock`:
`pos` is its position (-1: not in play, the 4th die on the ascension wheel), `lock` the worship
space it is locked on (-1: unlocked, in the board's general area).
"""
from dataclasses import dataclass, field

from gamekit.state import JsonState

from . import data as D



@dataclass
class Player:
    seat: int
    name: str
    colour: str
    token: int = 1  # player-order token: 1 plays first
    bot: bool = False  # Teotibot
    cocoa: int = 0
    wood: int = 0
    stone: int = 0
    gold: int = 0
    vp: int = 0
    temples: list = field(default_factory=lambda: [0, 0, 0])  # blue, red, green
    avenue: int = 0
    pyramid: int = 0  # the pyramid track, back to 0 after each eclipse
    techs: list = field(default_factory=list)  # technology numbers marked
    discs: list = field(default_factory=list)  # discovery tiles claimed, not used yet (masks apart)
    used: list = field(default_factory=list)  # discovery tiles used (turned over)
    masks: list = field(default_factory=list)  # mask discovery tiles
    pos: list = field(default_factory=lambda: [-1, -1, -1, -1])
    power: list = field(default_factory=lambda: [1, 1, 1, 1])
    lock: list = field(default_factory=lambda: [-1, -1, -1, -1])
    start: list = field(default_factory=list)  # starting tiles kept
    points: dict = field(default_factory=dict)  # VP by source (see rules.score)

    def resource_count(self):
        return self.wood + self.stone + self.gold

    def in_play(self):
        return [d for d in range(4) if self.pos[d] >= 0]

    def workers(self):
        return sum(p >= 0 for p in self.pos)

    def has_kind(self, kind):
        return any(D.DISC_KIND[t] == kind for t in self.discs)


# How deep State.copy copies: lists of scalars, lists of lists; frames (stack) and the turn's facts
# hold scalars, except a few lists never changed after they are made.
_FLAT = ("worship", "wdisc", "dstack", "gone", "pyr", "deco", "pdisplay", "pdeck", "ddisplay", "ddeck", "order",
         "events", "draft")
_NESTED = ("adisc", "neutral", "nobles", "kept")
_PLAYER_LISTS = ("temples", "techs", "discs", "used", "masks", "pos", "power", "lock")


def _copy_player(pl):
    new = Player.__new__(Player)
    d = pl.__dict__.copy()
    for k in _PLAYER_LISTS:
        d[k] = d[k][:]
    d["points"] = d["points"].copy()
    new.__dict__ = d
    return new
# Fields never changed after set-up (shared by copies) and the append-only event log.
_SHARED = frozenset(("options", "layout", "royal", "techs", "bonus", "seasons", "dealt", "dealt_disc"))


@dataclass
class State(JsonState):
    Player = Player  # the record of each of `players` (gamekit.state.JsonState reads them from JSON)
    n_players: int  # seats, Teotibot included
    seed: object
    players: list
    options: dict = field(default_factory=dict)  # the config's options (first_game, seasons, ...)
    rules_version: int = D.RULES_LATEST  # the version of the rules this game follows (data.RULES)
    solo: bool = False
    phase: str = "setup"  # setup -> play -> over
    # the board
    layout: list = field(default_factory=list)  # board number at each position
    royal: list = field(default_factory=list)  # royal tiles on the Palace's worship spaces 0-2
    techs: list = field(default_factory=list)  # technology at each Alchemy slot (top row 0-2)
    bonus: list = field(default_factory=list)  # temple bonus tile of blue, red, green
    worship: list = field(default_factory=lambda: [-1] * D.WORSHIP_SPACES)  # seat * 4 + die, or -1
    wdisc: list = field(default_factory=lambda: [-1] * D.WORSHIP_DISC_SLOTS)  # discovery by a worship space
    tdisc: dict = field(default_factory=dict)  # "temple:step" -> discovery tiles on that temple step
    adisc: list = field(default_factory=lambda: [[], [], []])  # on Avenue steps 3, 6, 8
    dstack: list = field(default_factory=list)  # the face-down discovery stack (top is last)
    gone: list = field(default_factory=list)  # discovery tiles out of the game (Teotibot's discards)
    neutral: list = field(default_factory=list)  # per neutral colour: positions of its 3 dice
    # calendar
    sun: int = 0
    moon: int = 10
    eclipses: int = 0  # eclipses resolved
    eclipse_left: object = None  # turns still to play before the pending eclipse, or None
    final_eclipse: bool = False  # the pending eclipse ends the game (pyramid complete, R5)
    # buildings
    buildings: int = 0  # taken from the Buildings row
    nobles: list = field(default_factory=lambda: [[], [], []])  # seats of the buildings in each row
    # pyramid
    pyr: list = field(default_factory=lambda: [-1] * D.PYRAMID_SLOTS)  # tile * 4 + rotation, or -1
    cells: str = D.PYRAMID_BASE  # the icon visible in each of the 8 x 8 cells
    deco: list = field(default_factory=lambda: [-1] * 16)  # side * 4 + space -> decoration tile
    pdisplay: list = field(default_factory=list)  # pyramid tiles offered (-1 = taken this turn)
    pdeck: list = field(default_factory=list)
    ddisplay: list = field(default_factory=list)  # decorations offered
    ddeck: list = field(default_factory=list)
    # order and turns
    order: list = field(default_factory=list)  # seats in player-order (token 1 first)
    order_pos: int = 0  # index in `order` of the turn being played
    turn_no: int = 0  # counts every sequence of decisions by one seat
    rounds: int = 0  # rounds completed
    turn: dict = field(default_factory=dict)  # the current turn's facts (moving worker, flags)
    stack: list = field(default_factory=list)  # pending decisions and effects (dicts), top is last
    events: list = field(default_factory=list)  # what happened, as data
    final: object = None
    # set-up
    dealt: list = field(default_factory=list)  # per seat: starting tiles dealt (secret)
    dealt_disc: dict = field(default_factory=dict)  # starting tile -> the discovery drawn for it
    kept: list = field(default_factory=list)  # per seat: the 2 starting tiles kept (secret until all chose)
    draft: list = field(default_factory=list)  # the draft variant's face-up tiles still to take
    # modules
    seasons: list = field(default_factory=list)  # Seasons of Progress: the 3 seasons of the game
    bot: dict = field(default_factory=dict)  # Teotibot: action pyramid, set-aside tile, direction tiles
    draws: int = 0  # random draws made during play (each from the seed and this count)

    # --- JSON (to_json and dumps: gamekit.state.JsonState) and copies --------

    @classmethod
    def from_json(cls, obj):
        """A state written before states carried their rules version follows the version of that
        time (data.RULES_UNWRITTEN); a version these rules do not know is a damaged state."""
        version = obj.get("rules_version", D.RULES_UNWRITTEN)
        if type(version) is not int or version not in D.RULES:
            raise ValueError(f"no rules version {version!r}")
        return super().from_json({**obj, "rules_version": version})

    def copy(self):
        """An independent copy, cheap enough for search: plain data, no JSON. Each field is copied
        as deep as play can change it; fields fixed at set-up and the events already logged
        (append-only) are shared."""
        new = State.__new__(State)
        d = self.__dict__.copy()
        for k in _FLAT:
            d[k] = d[k][:]
        for k in _NESTED:
            d[k] = [x[:] if x is not None else None for x in d[k]]
        d["tdisc"] = {k: v[:] for k, v in self.tdisc.items()}
        d["stack"] = [f.copy() for f in self.stack]
        turn = d["turn"] = self.turn.copy()
        if "movers" in turn:
            turn["movers"] = turn["movers"][:]
        if self.bot:
            bot = d["bot"] = self.bot.copy()
            bot["slots"], bot["dirs"] = bot["slots"][:], bot["dirs"][:]
        d["players"] = [_copy_player(pl) for pl in self.players]
        new.__dict__ = d
        return new

    # --- simple questions -----------------------------------------------------

    @property
    def current_player(self):
        """Seat whose decision it is, or None when the game is over."""
        return self.stack[-1]["p"] if self.stack else None

    @property
    def season(self):
        """The season tile in force (Seasons of Progress), or 0."""
        if not self.seasons:
            return 0
        return self.seasons[min(self.eclipses, len(self.seasons) - 1)]
