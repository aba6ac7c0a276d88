"""A toy game registered by the test suite, to prove that the table serves any game through the
plug-in interface alone: two players take 1 to 3 stones from a pile of 12 in turn, the one who
takes the last stone wins; first, each secretly adds 0, 1 or 2 stones to the pile (a secret
simultaneous choice, revealed together). Actions are their strings: "add:1", "take:3".

Its words are its own (a small table here, in English only, outside the catalogs: a game's texts
come through its plug-in's `text`), and so is its picture (`board_png`, drawn by name in the
table's picture pool); everything else it leaves to the interface's defaults."""
from __future__ import annotations

import copy
import io
import random
from dataclasses import dataclass, field

import games
import i18n
from games import GamePlugin

TEXTS = {
    "toy.title": "Take-away",
    "toy.add": ("add {n} stone to the pile", "add {n} stones to the pile"),
    "toy.take": ("take {n} stone", "take {n} stones"),
    "toy.ask_add": "How many stones do you add to the pile, in secret?",
    "toy.ask_take": "How many stones do you take? {pile} left.",
    "toy.illegal": "that move is not possible now",
    "toy.pile": "{pile} stones in the pile",
    "toy.won": "{player} takes the last stone!",
    "topic.overview": "How to play",
    "rules.overview": "Each adds 0 to 2 stones to a pile of 12 in secret; then you take 1 to 3 stones in turn, "
                      "and whoever takes the last stone wins.",
    "source.stones": "the last stone",
}


class ToyError(Exception):
    pass


class IllegalMove(ToyError):
    def __init__(self, reason, key="toy.illegal", info=None):
        super().__init__(reason)
        self.key, self.info = key, info or {}


class DamagedRecord(ToyError):
    pass


@dataclass
class Player:
    taken: int = 0


@dataclass
class State:
    pile: int = 12
    turn_no: int = 0
    to_add: int = 2  # seats still to reveal their secret addition
    seat: int = 0
    winner: int | None = None
    players: list = field(default_factory=lambda: [Player(), Player()])
    events: list = field(default_factory=list)


class Game:
    def __init__(self, config, seed):
        self.config, self.seed, self.actions, self.turn_start = dict(config), seed, [], 0
        self.state = State()
        self.state.seat = random.Random(seed).randrange(2) if config.get("random_start") else 0

    @property
    def current_player(self):
        return None if self.is_over else (2 - self.state.to_add if self.state.to_add else self.state.seat)

    @property
    def is_over(self):
        return self.state.winner is not None

    def legal_actions(self):
        if self.is_over:
            return []
        if self.state.to_add:
            return ["add:0", "add:1", "add:2"]
        return [f"take:{n}" for n in (1, 2, 3) if n <= self.state.pile]

    def apply(self, action):
        action = str(action)
        if action not in self.legal_actions():
            raise IllegalMove(f"{action!r} is not possible now", info={"action": action})
        s, n = self.state, int(action.split(":")[1])
        self.actions.append(action)
        if s.to_add:
            s.pile += n
            s.to_add -= 1
        else:
            s.pile -= n
            s.players[s.seat].taken += n
            s.turn_no += 1
            if s.pile == 0:
                s.winner = s.seat
                s.events.append({"e": "end", "winner": s.seat})
            s.seat = 1 - s.seat
        self.turn_start = len(self.actions)

    def can_undo(self):
        return False

    def undo(self):
        raise IllegalMove("nothing to undo")

    def record(self):
        return {"rules_version": 1, "config": self.config, "seed": self.seed, "actions": list(self.actions)}

    @classmethod
    def from_record(cls, record):
        try:
            game = cls(record["config"], record["seed"])
            for i, action in enumerate(record["actions"]):
                try:
                    game.apply(action)
                except IllegalMove as err:
                    raise DamagedRecord(f"decision {i}: {err}") from None
        except (KeyError, TypeError, AttributeError) as err:
            raise DamagedRecord(str(err)) from None
        return game

    def to_json(self):
        return self.record()

    @classmethod
    def from_json(cls, obj):
        return cls.from_record(obj)


class Toy(GamePlugin):
    name = "toy"
    title_key = "toy.title"
    package = "toygame"
    min_players = max_players = 2
    levels = ("easy",)
    all_levels = ("random", "easy")
    handover_level = hint_level = "easy"
    point_sources = ("stones",)
    pictures = {"board": "toygame:board_png"}
    colour = (90, 90, 160)
    game_class = Game  # from_record and from_json are the interface's defaults; parse is the toy's own
    IllegalAction, BadRecord = IllegalMove, DamagedRecord

    def text(self, key, locale="en", **values):
        own = TEXTS.get(key)
        if own is None:
            return i18n.text(key, locale, **values)  # the table's own texts
        if isinstance(own, tuple):
            own = own[0] if values.get("n") == 1 else own[1]
        return own.format(**values)

    def new_game(self, names, options, seed):
        config = {"players": len(names), "names": list(names)}
        return Game(config, seed), config

    def parse(self, text):
        kind, _, n = str(text).partition(":")
        if kind not in ("add", "take") or n not in ("0", "1", "2", "3"):
            raise IllegalMove(f"{text!r} is not a move of this game")
        return f"{kind}:{n}"

    def ends_turn(self, action):
        return False

    def action_data(self, state, action):
        kind, n = action.split(":")
        return f"toy.{kind}", {"n": int(n)}

    def decision_data(self, state):
        return ("toy.ask_add", {}) if state.to_add else ("toy.ask_take", {"pile": state.pile})

    def turn_log(self, game):
        return copy.deepcopy(game.state), []

    def secret_phase(self, game):
        return game.state.to_add > 0

    def secret_options(self, game, seat, chosen):
        return [] if chosen else ["add:0", "add:1", "add:2"]

    def bot_turn(self, game_json, level, seed):
        game = Game.from_json(game_json)
        pile = game.state.pile
        # easy: leave a multiple of four when it can, else take one
        return [f"take:{pile % 4 or 1}"] if level == "easy" else [random.Random(seed).choice(game.legal_actions())]

    def bot_secret(self, game_json, seat, level, seed, chosen):
        return chosen or [f"add:{random.Random(seed).randrange(3)}"]

    def hint(self, game_json, level, seed):
        action = self.bot_turn(game_json, "easy", seed)[0]
        return action, "value", {}

    def standings(self, record):
        game = Game.from_record(record)
        return [(4 * (seat == game.state.winner), 1 if seat == game.state.winner else 2,
                 {"stones": 4 * (seat == game.state.winner)}) for seat in range(2)]

    def words(self, key, values, locale="en"):
        return self.text(key, locale, **values)

    def reason_text(self, error, locale="en"):
        return self.text(error.key, locale, **error.info)

    def status_text(self, game, locale="en"):
        return self.text("toy.pile", locale, pile=game.state.pile)

    def event_lines(self, seating, game, events):
        return [self.text("toy.won", seating.locale, player=seating.who(e["winner"]))
                for e in events if e["e"] == "end"]


def board_png(state, locale="en"):
    """The pile, one grey dot a stone (a picture the table draws by name, in its pool)."""
    from PIL import Image, ImageDraw
    image = Image.new("RGB", (20 * max(state.pile, 1) + 20, 40), (240, 230, 200))
    draw = ImageDraw.Draw(image)
    for i in range(state.pile):
        draw.ellipse((10 + 20 * i, 10, 28 + 20 * i, 28), fill=(120, 120, 120))
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


PLUGIN = Toy()


def register():
    if "toy" not in games.names():
        games.register(PLUGIN)
    return PLUGIN
