"""A game as its recipe (config, seed, decisions) and the state it leads to, for any engine.

The recipe is what gets stored; the state is a cache that replaying rebuilds. Undo takes back one
decision within the current player's own turn, never another player's: a turn is committed when it
ends. Every damaged record or snapshot is one BadRecord with a reason (`index` names the decision to
blame when one is), never a crash.

An engine's Game subclasses RecordedGame and names its own parts:
  NAME, RULES_VERSION, UNDO_KEY        words of its messages, the version its new records carry
  RULES_VERSIONS                       the versions whose records it replays (RULES_VERSION alone
                                       by default); a game keeps its record's version (`rules_version`)
  TURN_ENDS_WITH_GAME                  the last decision ends a turn even if the turn counter stays
  Config, State, IllegalAction, BadRecord
  new_state(config, seed)              the state a new game starts from
  find_legal(state), canonical(action) its rules' legal decisions and reading of one decision
  play(action)                         apply a canonical decision to self.state
"""

# What reading a damaged record can raise before the engine gets to judge it.
DAMAGE = (KeyError, TypeError, ValueError, AttributeError, OverflowError, IndexError, RecursionError)


class RecordedGame:
    NAME = "board"
    RULES_VERSION = 1
    RULES_VERSIONS = ()  # the versions replayed; () means RULES_VERSION alone
    UNDO_KEY = "no.undo"
    TURN_ENDS_WITH_GAME = False  # whether the game's last decision ends a turn its turn counter does not
    Config = State = IllegalAction = BadRecord = None

    def __init__(self, config, seed, rules_version=None):
        if isinstance(config, int):
            config = self.Config(players=config)
        self.config = config
        self.seed = seed
        # The version of the rules this game follows: a new game's is today's; a replayed record
        # keeps its own, so that `catch_up` can treat an older record the way it was made.
        self.rules_version = self.RULES_VERSION if rules_version is None else rules_version
        self.state = self.new_state(config, seed)
        self.actions = []  # Action values, in order (record() gives their canonical strings)
        self.turn_start = 0  # index in `actions` where the current turn began
        self._legal = None

    # --- the engine's parts -----------------------------------------------------------------

    def new_state(self, config, seed):
        raise NotImplementedError

    @staticmethod
    def find_legal(state):
        raise NotImplementedError

    @staticmethod
    def canonical(action):
        raise NotImplementedError

    def play(self, action):
        raise NotImplementedError

    def catch_up(self, action):
        """Called before each replayed decision, and with None at the end of a stored record: an
        engine whose rules came to ask a decision that older records lack supplies it here."""

    @classmethod
    def read_action(cls, value):
        """A decision as a snapshot stores it (an engine may cache the reading of its strings)."""
        return cls.canonical(value)

    # --- playing ------------------------------------------------------------------------------

    @property
    def current_player(self):
        return self.state.current_player

    @property
    def is_over(self):
        return self.state.is_over

    def legal_actions(self):
        # Cached until the next apply or undo; code that edits game.state by hand must not rely on it.
        if self._legal is None:
            self._legal = self.find_legal(self.state)
        return self._legal

    def apply(self, action):
        action = self.canonical(action)
        turn_no = self.state.turn_no
        self.play(action)
        self._legal = None
        self.actions.append(action)
        if self.state.turn_no != turn_no or (self.TURN_ENDS_WITH_GAME and self.state.is_over):
            self.start_turn()
        return self

    def start_turn(self):
        """A turn has ended: the next decision begins another."""
        self.turn_start = len(self.actions)

    def can_undo(self):
        return len(self.actions) > self.turn_start

    def undo(self):
        """Take back the last decision of the current turn (by replaying the others)."""
        if not self.can_undo():
            raise self.IllegalAction("There is nothing to undo in this turn.", key=self.UNDO_KEY)
        keep, start = self.actions[:-1], self.turn_start
        replayed = self.replay(self.config, self.seed, keep, self.rules_version)
        self.state, self.actions, self.turn_start = replayed.state, replayed.actions, start
        self._legal = None
        return self

    def turn_actions(self):
        """The decisions taken so far in the current turn, as canonical strings."""
        return [str(a) for a in self.actions[self.turn_start:]]

    # --- records ------------------------------------------------------------------------------

    def record(self):
        return {"rules_version": self.rules_version, "config": self.config.to_json(), "seed": self.seed,
                "actions": [str(a) for a in self.actions]}

    @classmethod
    def versions(cls):
        """The rules versions whose records this engine replays."""
        return tuple(cls.RULES_VERSIONS) or (cls.RULES_VERSION,)

    @classmethod
    def replay(cls, config, seed, actions, rules_version=None):
        """The game these decisions lead to; an IllegalAction raised by a decision carries its `index`."""
        game = cls(config, seed, rules_version)
        for i, action in enumerate(actions):
            try:
                game.catch_up(action)
                game.apply(action)
            except cls.IllegalAction as err:
                err.index = i
                raise
        return game

    @classmethod
    def from_record(cls, record):
        """Replay a stored record; anything wrong with it (shape, types, a move that no longer
        replays) is a BadRecord, with `index` set when a decision is to blame."""
        try:
            version = record.get("rules_version", cls.RULES_VERSION)
            config = cls.Config.from_json(record["config"])
            seed, actions = record["seed"], record["actions"]
        except DAMAGE as err:
            raise cls.BadRecord(f"Not a {cls.NAME} game record: {err!r}"[:300]) from err
        if type(version) is not int:  # "1" or true is not version 1, whatever it looks like
            raise cls.BadRecord(f"The rules version of this record is not a whole number: {version!r}"[:200])
        if version not in cls.versions():
            raise cls.BadRecord(f"This record was made with rules version {version}; "
                                f"this is version {cls.RULES_VERSION}.")
        if type(actions) is not list:
            raise cls.BadRecord(f"The decisions of this record are not a list: {type(actions).__name__}")
        if type(seed) not in (int, str):  # what random.Random accepts and replays the same everywhere
            raise cls.BadRecord(f"The seed of this record is not a number: {seed!r}"[:200])
        try:
            game = cls.replay(config, seed, actions, version)
            game.catch_up(None)
            return game
        except cls.IllegalAction as err:
            index = getattr(err, "index", None)
            if index is None:  # the setup itself: a wrong number of players or names
                raise cls.BadRecord(f"This record cannot be set up: {err.reason}") from err
            bad = cls.BadRecord(f"Decision {index + 1} of the record ({str(actions[index])[:60]!r}) cannot be "
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
            game.config = cls.Config.from_json(obj["config"])
            game.seed = obj["seed"]
            game.rules_version = obj.get("rules_version", cls.RULES_VERSION)
            game.actions = [cls.read_action(a) for a in obj["actions"]]
            game.turn_start = obj.get("turn_start", len(game.actions))
            game.state = cls.State.from_json(obj["state"])
        except (*DAMAGE, cls.IllegalAction) as err:
            raise cls.BadRecord(f"Not a {cls.NAME} game snapshot: {err!r}"[:300]) from err
        if type(game.rules_version) is not int or game.rules_version not in cls.versions():
            raise cls.BadRecord(f"Not a {cls.NAME} game snapshot: rules version {game.rules_version!r}"[:200])
        if type(game.turn_start) is not int or not 0 <= game.turn_start <= len(game.actions):
            raise cls.BadRecord(f"Not a {cls.NAME} game snapshot: the turn does not start within its decisions.")
        game._legal = None
        return game
