"""A Teotihuacan game: its config, its secret starting choices, and the recipe machinery of
gamekit.record (config, seed, actions and the state they lead to; undo within the current seat's
own turn, records, snapshots). A turn is committed when it ends: displays are refilled at that
moment, so undo never shows anything hidden.
"""
from dataclasses import dataclass, field

from gamekit.record import RecordedGame

from . import data as D
from . import rules
from .errors import BadRecord, IllegalAction
from .setup import new_game
from .state import State

# The versions of the rules and what changed with each are data (data.RULES). Version 2: a record's
# last salary payment waits for its player's confirmation ("end") like any other; version 1 records
# were made before payments asked for one, and their payments are confirmed as they replay, the last
# one too (such a record ends with the payment, the game over). Version 3: the green temple's top
# step gives 5 VP, and no technology works on the action that takes it. A game follows its own
# version to the end, its state knowing it (State.rules_version).
RULES_VERSION = D.RULES_LATEST
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


class Game(RecordedGame):
    NAME, RULES_VERSION, UNDO_KEY = "Teotihuacan", RULES_VERSION, "teo.no.undo"
    RULES_VERSIONS = tuple(D.RULES)
    Config, State, IllegalAction, BadRecord = Config, State, IllegalAction, BadRecord
    find_legal = staticmethod(rules.legal_actions)
    canonical = staticmethod(rules.canonical)

    def new_state(self, config, seed):
        return new_game(config.players, seed, config.names or None, config.options(), self.rules_version)

    @classmethod
    def from_json(cls, obj):
        """A snapshot's state follows its record's rules version: one written before states carried
        it takes the record's, one that names another version is damaged."""
        game = super().from_json(obj)
        if "rules_version" not in obj["state"]:
            game.state.rules_version = game.rules_version
        elif game.state.rules_version != game.rules_version:
            raise BadRecord(f"Not a Teotihuacan game snapshot: its state follows rules version "
                            f"{game.state.rules_version}, its record version {game.rules_version}.")
        return game

    def play(self, action):
        rules.apply(self.state, action, self.legal_actions())

    def decision(self):
        """(key, values) of the question being asked."""
        return rules.decision_data(self.state)

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

    def catch_up(self, action):
        """Records made before a salary payment asked for its confirmation go straight on after
        it (a record of today's always has the "end" there): the payment is confirmed for them.

        At the record's end (`action` None) only a version 1 record is caught up, when the
        payment ends the game: it was made when the game ended there. A later version's record
        that ends on a payment is a game waiting for its player's confirmation, the last payment
        of the game too, and replays as such."""
        s = self.state
        if not (s.stack and s.stack[-1]["k"] == "paid"):
            return
        if action is None and (D.RULES[self.rules_version]["last_payment_waits"]
                               or rules.apply(s.copy(), rules.END).phase != "over"):
            return  # a payment waiting for its player's confirmation
        if action is None or rules.canonical(action).kind != "end":
            rules.apply(s, rules.END)
            self._legal = None
            self.turn_start = len(self.actions)
