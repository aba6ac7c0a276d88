"""The toy game's engine, pure Python on the kit (gamekit): two players take 1 to 3 stones from a
pile of 12 in turn, and whoever takes the last stone wins; first, each adds 0, 1 or 2 stones to
the pile in secret (a secret simultaneous choice, revealed together). Actions: "add:1", "take:3".

What is hidden: each seat's addition until both have chosen, and the seed (who starts, with
`random_start`). Everything a game needs comes from the kit: records, replay, snapshots and
undo (gamekit.record), actions' strings (gamekit.actions), the state's JSON (gamekit.state),
errors (gamekit.errors), the random bot (gamekit.bots). Its words are English only, here
(`TEXTS`, `text`), outside the catalogs; `python -m games.toy.engine play` is its terminal.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import NamedTuple

from gamekit import errors
from gamekit.actions import Arg, read, written
from gamekit.bots import RandomBot
from gamekit.record import RecordedGame
from gamekit.state import JsonState

PILE, MOST_ADDED, MOST_TAKEN = 12, 2, 3
TEXTS = {
    "toy.title": "Take-away",
    "toy.add": ("add {n} stone to the pile", "add {n} stones to the pile"),
    "toy.take": ("take {n} stone", "take {n} stones"),
    "toy.ask_add": "How many stones do you add to the pile, in secret?",
    "toy.ask_take": "How many stones do you take? {pile} left.",
    "toy.illegal": "that move is not possible now",
    "toy.no_undo": "there is nothing to undo",
    "toy.pile": "{pile} stones in the pile",
    "toy.won": "{player} takes the last stone!",
    "toy.term.player": "Player {n}", "toy.term.bot": "Bot {n} ({level})",  # the terminal's seats
    "toy.term.level.easy": "easy", "toy.term.level.random": "random",
}


def text(key, locale="en", **values):
    """One of the toy's texts (a pair: singular and plural, by `n`); None when it has no such text."""
    own = TEXTS.get(key)
    if isinstance(own, tuple):
        own = own[0] if values.get("n") == 1 else own[1]
    return None if own is None else own.format(**values)


def action_data(state, action):
    action = Action.parse(action)
    return f"toy.{action.kind}", {"n": action.a}


def decision_data(state):
    return ("toy.ask_add", {}) if state.phase == "add" else ("toy.ask_take", {"pile": state.pile})


class ToyError(errors.GameError):
    """Root of every error the toy engine raises on purpose."""


class IllegalMove(ToyError, errors.IllegalAction):
    """A move the rules forbid."""


class DamagedRecord(ToyError, errors.BadRecord):
    """A record or snapshot that cannot be read."""


class Action(NamedTuple):
    kind: str
    a: Arg = None

    __str__ = written

    @classmethod
    def parse(cls, text):
        return read(cls, text, lambda shown: IllegalMove(f"{shown!r} is not a move of this game", key="toy.illegal",
                                                         info={"action": shown}), longest=20)


@dataclass
class Config:
    players: int = 2
    names: list = field(default_factory=list)
    random_start: bool = False  # who takes first is drawn (else the first seat)

    def to_json(self):
        return {"players": self.players, "names": list(self.names), **({"random_start": True} if self.random_start
                                                                       else {})}

    @classmethod
    def from_json(cls, obj):
        players, names = obj["players"], obj.get("names") or []
        if type(players) is not int or type(names) is not list or not all(type(n) is str for n in names):
            raise DamagedRecord("The players of this game are not a number of players and their names.")
        return cls(players, names, obj.get("random_start") is True)


@dataclass
class Player:
    seat: int
    name: str
    added: object = None  # the stones added in secret (None until chosen; hidden until both have)
    taken: int = 0


@dataclass
class State(JsonState):
    Player = Player
    n_players: int
    seed: object
    players: list
    phase: str = "add"  # add -> take -> over
    pile: int = PILE
    seat: int = 0  # who takes next
    turn_no: int = 0
    winner: object = None
    events: list = field(default_factory=list)

    @property
    def current_player(self):
        if self.phase == "add":
            return next(p.seat for p in self.players if p.added is None)
        return None if self.phase == "over" else self.seat


def new_state(config, seed):
    if config.players != 2 or len(config.names) not in (0, 2):
        raise IllegalMove("The toy game is played by two players.")
    names = config.names or ["Player 1", "Player 2"]
    first = random.Random(seed).randrange(2) if config.random_start else 0
    return State(2, seed, [Player(seat, name) for seat, name in enumerate(names)], seat=first)


def legal_actions(s):
    if s.phase == "add":
        return [Action("add", n) for n in range(MOST_ADDED + 1)]
    if s.phase == "take":
        return [Action("take", n) for n in range(1, min(MOST_TAKEN, s.pile) + 1)]
    return []


class Game(RecordedGame):
    NAME, UNDO_KEY = "Take-away", "toy.no_undo"
    Config, State, IllegalAction, BadRecord = Config, State, IllegalMove, DamagedRecord
    find_legal = staticmethod(legal_actions)
    canonical = staticmethod(Action.parse)

    def new_state(self, config, seed):
        return new_state(config, seed)

    def play(self, action):
        s = self.state
        if action not in self.legal_actions():
            raise IllegalMove(f"{str(action)[:20]!r} is not possible now", action, key="toy.illegal",
                              info={"action": str(action)[:20]})
        s.turn_no += 1  # every decision is a whole turn
        if action.kind == "add":
            s.players[s.current_player].added = action.a
            if all(p.added is not None for p in s.players):
                s.pile += sum(p.added for p in s.players)
                s.phase = "take"
                s.events.append({"e": "added", "added": [p.added for p in s.players]})
            return
        s.pile -= action.a
        s.players[s.seat].taken += action.a
        if s.pile == 0:
            s.winner, s.phase = s.seat, "over"
            s.events.append({"e": "end", "winner": s.seat})
        s.seat = 1 - s.seat

    def secret_phase(self):
        return self.state.phase == "add"

    def secret_options(self, seat, chosen=()):
        return [] if chosen or not self.secret_phase() else legal_actions(self.state)


# --- what each seat sees -------------------------------------------------------------------------

def public_view(s):
    out = s.to_json()
    out.pop("seed")
    for pl in out["players"]:
        pl["added"] = pl["added"] if s.phase != "add" else pl["added"] is not None  # chosen, not what
    return out


def private_view(s, seat):
    return {"seat": seat, "added": s.players[seat].added}


def redeal(game, seed, seat=None):
    """The game with the other seats' secret additions drawn again (while they are secret)."""
    twin = Game.from_json(game.to_json())
    rng = random.Random(seed)
    if twin.state.phase == "add":
        for pl in twin.state.players:
            if pl.seat != seat and pl.added is not None:
                pl.added = rng.randrange(MOST_ADDED + 1)
    twin.state.seed = rng.randrange(1 << 30)
    return twin


# --- bots ------------------------------------------------------------------------------------------

class Easy:
    """Leaves a multiple of four stones when it can, else takes one (and adds nothing)."""

    def choose(self, game):
        if game.state.phase == "add":
            return Action("add", 0)
        return Action("take", game.state.pile % 4 or 1)


def make_bot(level, seed=None):
    """A bot of the toy's levels: "easy", and "random" (older seats' level)."""
    return RandomBot(seed) if level == "random" else Easy()
