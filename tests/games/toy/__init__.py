"""A toy game the test suite plays on the table, to prove that the table serves any game through
the contract alone (gamekit/contract.py): its engine and terminal (engine/), this plug-in and its
picture (pictures.py) are in this folder, which the suite adds to the games' search path
(tests/conftest.py); no other file names it.

The plug-in keeps every default it can: the kit's rules over a RecordedGame, the secret choice
read from the engine's Game, the table's words around its own, random bots but for its one level.
"""
from __future__ import annotations

import i18n
from games.interface import Bots, GamePlugin, Pictures, Rules, Secret, Words

from . import engine

# The table's texts the toy words its own way (its words are the engine's, in English only).
TEXTS = {
    "topic.overview": "How to play",
    "rules.overview": "Each adds 0 to 2 stones to a pile of 12 in secret; then you take 1 to 3 stones in turn, "
                      "and whoever takes the last stone wins.",
    "source.stones": "the last stone",
}


class ToyRules(Rules):
    game_class = engine.Game
    version = engine.Game.RULES_VERSION
    IllegalAction, BadRecord = engine.IllegalMove, engine.DamagedRecord
    public_view = staticmethod(engine.public_view)
    private_view = staticmethod(engine.private_view)
    redeal = staticmethod(engine.redeal)

    def ends_turn(self, action):
        return False  # a take is the whole turn: nothing to confirm

    def standings(self, record):
        winner = engine.Game.from_record(record).state.winner
        if winner is None:
            raise ValueError("the game is not over")
        return [(4 * (seat == winner), 1 if seat == winner else 2, {"stones": 4 * (seat == winner)})
                for seat in range(2)]


class ToySecret(Secret):
    """Each adds stones in secret: the kit's defaults, read from the engine's Game."""


class ToyWords(Words):
    action_data = staticmethod(engine.action_data)
    decision_data = staticmethod(engine.decision_data)

    def text(self, key, locale="en", **values):
        own = engine.text(key, locale, **values)
        if own is not None:
            return own
        if key in TEXTS:
            return TEXTS[key].format(**values)
        return i18n.text(key, locale, **values)  # the table's own texts

    def say(self, key, values, locale="en"):
        return self.text(key, locale, **values)

    def reason_text(self, error, locale="en"):
        return self.text(error.key, locale, **error.info)

    def status_text(self, game, locale="en"):
        return self.text("toy.pile", locale, pile=game.state.pile)

    def event_lines(self, seating, game, events):
        return [self.text("toy.won", seating.locale, player=seating.who(e["winner"]))
                for e in events if e["e"] == "end"]


class ToyBots(Bots):
    make_bot = staticmethod(engine.make_bot)


PLUGIN = GamePlugin(
    name="toy", title_key="toy.title", package="games.toy.engine", order=90,
    rules=ToyRules(), secret=ToySecret(), words=ToyWords(), bots=ToyBots(),
    pictures=Pictures({"board": "games.toy.pictures:board_png"}),
    min_players=2, max_players=2, levels=("easy",), all_levels=("random", "easy"),
    handover_level="easy", hint_level="easy", point_sources=("stones",), colour=(90, 90, 160),
)
