"""A game: the recipe (config, seed, actions) and the state it leads to.

The recipe is what gets stored; the state is a cache that replaying rebuilds. Undo goes back
one decision within the current seat's own turn, never into another seat's: a turn is committed
when it ends (displays are refilled at that moment, so nothing hidden is shown before).
"""
from dataclasses import dataclass, field

from . import data as D
from . import rules
from .errors import BadRecord, IllegalAction
from .setup import new_game
from .state import State

RULES_VERSION = 1
FLAGS = ("first_game", "draft", "dark_eclipse", "seasons", "pyramid_variant")


@dataclass
class Config:
    """players: 1 (against Teotibot) to 4. The options:

    first_game: the printed boards and the fixed first-game set-up (§1.1, §6.1);
    draft: starting tiles drafted in snake order instead of dealt;
    dark_eclipse: an eclipse comes right after the turn that triggers it (the tie-break then
        favours the higher player-order token);
    seasons: Seasons of Progress (Late Preclassic module 3); season_blank=False takes the blank
        season 8 out of the pool;
    pyramid_variant: the starting pyramid drawn among the player count's variant layouts;
    teotibot: Teotibot's difficulty, any of power (1-4), resources (1-3), cocoa_vp (1-5),
        bonus_vp (5-25); the standard difficulty is {} (2, 2, 3, 15).
    """
    players: int
    names: list = field(default_factory=list)
    first_game: bool = False
    draft: bool = False
    dark_eclipse: bool = False
    seasons: bool = False
    season_blank: bool = True
    pyramid_variant: bool = False
    teotibot: dict = field(default_factory=dict)

    def __post_init__(self):
        if self.first_game and self.draft:
            raise IllegalAction("The first-game set-up has no starting tiles to draft.", key="teo.no.first_draft")
        for key, value in self.teotibot.items():
            low, high = D.BOT_RANGES.get(key, (None, None))
            if low is None or type(value) is not int or not low <= value <= high:
                raise IllegalAction(f"Teotibot's {key} cannot be {value!r}.", key="teo.no.difficulty",
                                    info={"key": str(key), "value": str(value)})
        if self.teotibot and self.players != 1:
            raise IllegalAction("Teotibot plays only against one player.", key="teo.no.difficulty_solo")

    def options(self):
        out = {k: True for k in FLAGS if getattr(self, k)}
        if not self.season_blank:
            out["season_blank"] = False
        if self.teotibot:
            out["teotibot"] = dict(self.teotibot)
        return out

    def to_json(self):
        """The players, their names and only the options that differ from the base game."""
        return {"players": self.players, "names": list(self.names), **self.options()}

    @classmethod
    def from_json(cls, obj):
        players, names = obj["players"], list(obj.get("names") or [])
        if type(players) is not int or not all(type(n) is str for n in names):
            raise BadRecord("The players of this game are not a number of players and their names.")
        known = set(FLAGS) | {"season_blank", "teotibot", "players", "names"}
        unknown = set(obj) - known
        if unknown:
            raise BadRecord(f"Unknown options in this game's config: {sorted(unknown)}")
        kwargs = {k: obj[k] for k in FLAGS if k in obj}
        if any(type(v) is not bool for v in kwargs.values()) or type(obj.get("season_blank", True)) is not bool:
            raise BadRecord("The options of this game are not true or false.")
        bot = obj.get("teotibot") or {}
        if type(bot) is not dict:
            raise BadRecord("Teotibot's difficulty is not a table of numbers.")
        try:
            return cls(players=players, names=names, season_blank=obj.get("season_blank", True), teotibot=dict(bot),
                       **kwargs)
        except IllegalAction as err:
            raise BadRecord(f"This game cannot be set up: {err.reason}") from err


class Game:
    def __init__(self, config, seed):
        if isinstance(config, int):
            config = Config(players=config)
        self.config = config
        self.seed = seed
        self.state = new_game(config.players, seed, config.names or None, config.options())
        self.actions = []  # Action values, in order (record() gives their canonical strings)
        self.turn_start = 0  # index in `actions` where the current turn began
        self._legal = None

    # --- playing ---------------------------------------------------------------------

    @property
    def current_player(self):
        return self.state.current_player

    @property
    def is_over(self):
        return self.state.is_over

    def legal_actions(self):
        # Cached until the next apply or undo; code that edits game.state by hand must not rely on it.
        if self._legal is None:
            self._legal = rules.legal_actions(self.state)
        return self._legal

    def decision(self):
        """(key, values) of the question being asked."""
        return rules.decision_data(self.state)

    def apply(self, action):
        action = rules.canonical(action)
        turn_no = self.state.turn_no
        rules.apply(self.state, action, self.legal_actions())
        self._legal = None
        self.actions.append(action)
        if self.state.turn_no != turn_no:
            self.turn_start = len(self.actions)
        return self

    def can_undo(self):
        return len(self.actions) > self.turn_start

    def undo(self):
        """Take back the last decision of the current turn."""
        if not self.can_undo():
            raise IllegalAction("There is nothing to undo in this turn.", key="teo.no.undo")
        keep, start = self.actions[:-1], self.turn_start
        replayed = Game.replay(self.config, self.seed, keep)
        self.state, self.actions, self.turn_start = replayed.state, replayed.actions, start
        self._legal = None
        return self

    def turn_actions(self):
        """The decisions taken so far in the current turn, as canonical strings."""
        return [str(a) for a in self.actions[self.turn_start:]]

    # --- secret simultaneous choices ------------------------------------------------------

    def secret_phase(self):
        """True while every seat chooses its starting tiles privately (not in the draft)."""
        return bool(self.state.stack) and self.state.stack[-1]["k"] == "pick"

    def secret_options(self, seat, chosen=()):
        """A seat's options for its next secret step, given the steps it chose so far in this
        phase ([] once its choice is complete). Never depends on another seat's choice."""
        s = self.state
        if not self.secret_phase() or chosen or s.kept[seat] is not None or s.players[seat].bot:
            return []
        return rules.keep_options(s, seat)

    # --- records ------------------------------------------------------------------------

    def record(self):
        return {"rules_version": RULES_VERSION, "config": self.config.to_json(), "seed": self.seed,
                "actions": [str(a) for a in self.actions]}

    @classmethod
    def replay(cls, config, seed, actions):
        game = cls(config, seed)
        for i, action in enumerate(actions):
            try:
                game._confirm_old_salary(action)
                game.apply(action)
            except IllegalAction as err:
                err.index = i
                raise
        return game

    def _confirm_old_salary(self, action=None):
        """Records made before a salary payment asked for its confirmation go straight on after
        it (a record of today's always has the "end" there), or end the game with it (`action`
        None: the record's end): the payment is confirmed for them."""
        s = self.state
        if not (s.stack and s.stack[-1]["k"] == "paid"):
            return
        if action is None and rules.apply(s.copy(), rules.END).phase != "over":
            return  # a payment waiting for its player's confirmation
        if action is None or rules.canonical(action).kind != "end":
            rules.apply(s, rules.END)
            self._legal = None
            self.turn_start = len(self.actions)

    @classmethod
    def from_record(cls, record):
        """Replay a stored record; anything wrong with it (shape, types, a move that no longer
        replays) is a BadRecord, with `index` set when a decision is to blame."""
        try:
            version = record.get("rules_version", RULES_VERSION)
            config = Config.from_json(record["config"])
            seed, actions = record["seed"], record["actions"]
        except _DAMAGE as err:
            raise BadRecord(f"Not a Teotihuacan game record: {err!r}"[:300]) from err
        if type(version) is not int:  # "1" or true is not version 1, whatever it looks like
            raise BadRecord(f"The rules version of this record is not a whole number: {version!r}"[:200])
        if version != RULES_VERSION:
            raise BadRecord(f"This record was made with rules version {version}; this is version {RULES_VERSION}.")
        if type(actions) is not list:
            raise BadRecord(f"The decisions of this record are not a list: {type(actions).__name__}")
        if type(seed) not in (int, str):
            raise BadRecord(f"The seed of this record is not a number: {seed!r}"[:200])
        try:
            game = cls.replay(config, seed, actions)
            game._confirm_old_salary()
            return game
        except IllegalAction as err:
            index = getattr(err, "index", None)
            if index is None:
                raise BadRecord(f"This record cannot be set up: {err.reason}") from err
            bad = BadRecord(f"Decision {index + 1} of the record ({str(actions[index])[:60]!r}) cannot be "
                            f"replayed: {err.reason}")
            bad.index = index
            raise bad from err

    def to_json(self):
        return {**self.record(), "turn_start": self.turn_start, "state": self.state.to_json()}

    @classmethod
    def from_json(cls, obj):
        """Rebuild from a snapshot without replaying (the state is trusted as a cache)."""
        try:
            game = cls.__new__(cls)
            game.config = Config.from_json(obj["config"])
            game.seed = obj["seed"]
            game.actions = [rules.canonical(a) for a in obj["actions"]]
            game.turn_start = obj.get("turn_start", len(game.actions))
            game.state = State.from_json(obj["state"])
        except (*_DAMAGE, IllegalAction) as err:
            raise BadRecord(f"Not a Teotihuacan game snapshot: {err!r}"[:300]) from err
        if type(game.turn_start) is not int or not 0 <= game.turn_start <= len(game.actions):
            raise BadRecord("Not a Teotihuacan game snapshot: the turn does not start within its decisions.")
        game._legal = None
        return game


# What reading a damaged record can raise before the engine gets to judge it.
_DAMAGE = (KeyError, TypeError, ValueError, AttributeError, OverflowError, IndexError, RecursionError)
