"""The heuristic players: try each option on a copy of the state and keep the one whose
position is worth the most (value.evaluate). `easy` adds noise and the odd careless pick.
"""
import random

from .. import data as D
from .. import rules
from ..actions import Action
from ..state import State
from .value import evaluate, realised_plan


# A trade must gain something: on a tie, buying and selling the same goods back and forth
# would never end (the market is the one decision that can repeat).
TRADE_EPSILON = 0.01

# What a tribe's power brought a normal player in VP beyond what the judgement of the starting
# position already sees in it (Yaluk's workers and food, Ixtab's third tile): the mean final-score
# advantage of `normal` players holding it, less the mean of that judgement, measured over 800
# 4-player games with every module and tribes kept at random (`python -m tzolkin.bots.tribes
# --games 800`; about 240 players each, 95 % intervals of about +-2 VP). Xaman Ek's sales and
# Ixtab's step down cost the bots more than the judgement sees; Ahmakiq's passing helps them.
TRIBE_EDGE = {
    "ah_chuy_kak": -0.2, "ahau_chamahez": 0.0, "ahmakiq": 3.3, "bacab": 2.0, "balam": 1.0, "cit_bolon_tum": 1.6,
    "huracan": 0.4, "itzamna": -0.2, "ixtab": -3.6, "vacub_caquix": -0.5, "xaman_ek": -6.6, "yaluk": 1.2,
    "yumkaax": 1.8,
}


def determinize(s, rng):
    """A copy of the state whose building decks are in an order drawn from `rng` alone: sorted
    first, so that the order the bot was given (the true one, or any other) cannot show through."""
    c = s.copy()
    for deck in (c.deck1, c.deck2):
        deck.sort()
        rng.shuffle(deck)
    return c


def public_rng(s):
    """Random draws that depend only on what every player sees (the point of the game)."""
    return random.Random(f"{s.turn_no}:{len(s.events)}:{len(s.stack)}")


def option_scores(s, legal=None, seat=None):
    """(action, value for the player deciding) for every legal action of state `s`.

    Each option is tried on a copy whose building decks are shuffled (the same draw for every
    option): ending a turn refills the display, and the tile it draws is not known yet."""
    seat = s.current_player if seat is None else seat
    legal = rules.legal_actions(s) if legal is None else legal
    if s.stack[-1]["k"] == "keep":
        return [(a, _keep_value(s, seat, a)) for a in legal]
    if s.stack[-1]["k"] == "tribe":
        return [(a, tribe_value(s, seat, a.a)) for a in legal]
    unseen = determinize(s, public_rng(s)) if s.deck1 or s.deck2 else s
    out = []
    for a in legal:
        after = unseen.copy()
        rules.play(after, a, legal)
        trade = TRADE_EPSILON if a.kind == "trade" else 0.0
        out.append((a, evaluate(after, seat) + realised_plan(s, seat, a) - trade))
    return out


def tribe_value(s, seat, tribe):
    """A tribe to keep at the start: the best starting wealth it allows, judged with the tribe,
    plus what its power brings beyond that judgement (TRIBE_EDGE)."""
    return max(_keep_value(s, seat, a, tribe) for a in rules.keep_options(s, seat, tribe)) + TRIBE_EDGE[tribe]


def revealed_start(s, seat, action, tribe=None):
    """The position as if the starting wealth tiles `action` keeps (with the tribe kept, or `tribe`)
    were revealed now: only the player's own tiles, never the other players' secret choices.
    Returns (that position, the tribe); an Ixtab player still has its step down to take."""
    after = s.copy()
    after.stack = []
    pl = after.players[seat]
    if tribe is None and s.tribes_kept:
        tribe = s.tribes_kept[seat]
    if tribe is not None:
        rules.reveal_tribe(pl, tribe)  # Yaluk's workers, and the food they eat
    kept = (action.a, action.b) if action.kind == "keep" else [t for t in s.wealth_dealt[seat] if t != action.a]
    for tile_id in kept:  # a "discard" (the tribe Ixtab) keeps the other three
        tile = D.WEALTH_TILES[tile_id]
        for material, n in tile["gain"].items():
            rules.gain(after, pl, material, n)
        for effect in tile["effects"]:
            rules.apply_effect(after, seat, list(effect))
    after.stack = []
    return after, tribe


def _keep_value(s, seat, action, tribe=None):
    """Starting wealth: the position as if these tiles (and the tribe kept, or `tribe`) were
    revealed now."""
    after, tribe = revealed_start(s, seat, action, tribe)
    pl = after.players[seat]
    if tribe == "ixtab":  # then a step down, on the temple where it costs least
        return max((_stepped_down(after, seat, t) for t in D.TEMPLES if pl.temples[t] > D.TEMPLE_BOTTOM),
                   default=evaluate(after, seat))
    return evaluate(after, seat)


def _stepped_down(s, seat, temple):
    after = s.copy()
    rules.step_down(after.players[seat], temple)
    return evaluate(after, seat)


def _reverses(action, previous):
    """Selling what was just bought (or the reverse) only burns a decision."""
    return (previous is not None and action.kind == "trade" and previous.kind == "trade"
            and action.b == previous.b and action.a != previous.a)


def undoing_trades(game):
    """Trades that would undo one made earlier in this turn (selling a material bought, buying one
    sold): each material then moves one way in a market visit, so a visit always ends, where a
    round of trades through two or three materials could otherwise come back to its start forever."""
    start = getattr(game, "turn_start", None)
    if start is None:
        return set()
    return {Action("trade", "sell" if a.a == "buy" else "buy", a.b) for a in game.actions[start:] if a.kind == "trade"}


def view(game):
    """(state, legal actions, previous action) of a Game, or of a bare State."""
    if isinstance(game, State):
        return game, rules.legal_actions(game), None
    return game.state, game.legal_actions(), (game.actions[-1] if game.actions else None)


class HeuristicBot:
    """`normal` with no noise; `easy` with noise (VP of random error) and careless picks."""

    def __init__(self, seed=None, noise=0.0, careless=0.0, name="normal"):
        self.rng = random.Random(seed)
        self.noise = noise
        self.careless = careless
        self.name = name

    def ranked(self, game):
        """Options with their values, best first (ties keep the engine's order)."""
        s, legal, previous = view(game)
        undo = undoing_trades(game)
        scored = [(a, v) for a, v in option_scores(s, legal) if not _reverses(a, previous) and a not in undo]
        return sorted(scored, key=lambda av: -av[1])

    def best_pair(self, s, seat, options, tribe=None):
        """The starting wealth pair this bot keeps (with the tribe it keeps, if any)."""
        scored = [(a, _keep_value(s, seat, a, tribe) + (self.rng.gauss(0, self.noise) if self.noise else 0))
                  for a in options]
        return max(scored, key=lambda av: av[1])[0]

    def best_tribe(self, s, seat, options):
        """The tribe this bot keeps of the two dealt."""
        scored = [(a, tribe_value(s, seat, a.a) + (self.rng.gauss(0, self.noise) if self.noise else 0))
                  for a in options]
        return max(scored, key=lambda av: av[1])[0]

    def choose(self, game):
        _, legal, _ = view(game)
        if len(legal) == 1:
            return legal[0]
        if self.careless and self.rng.random() < self.careless:
            return self.rng.choice(legal)
        scored = self.ranked(game)
        if self.noise:
            scored = sorted(((a, v + self.rng.gauss(0, self.noise)) for a, v in scored), key=lambda av: -av[1])
        return scored[0][0]
