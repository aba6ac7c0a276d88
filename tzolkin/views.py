"""What everyone may see of a game, what one seat sees in addition, and the same game with what
is hidden dealt again (pictures, texts and bots must read the same from both).

Hidden in Tzolk'in: the seed; the order of the building decks (their sizes are public; every
monument of the game is on display from the start, so no monument is hidden); the wealth tiles
dealt to each seat, and the pair each keeps until everyone has chosen; with the tribes module,
the tribes dealt, and the one each keeps until everyone has chosen.
"""
import random

from . import data as D
from .rules import keep_options

HIDDEN = ("seed", "deck1", "deck2", "wealth_dealt", "wealth_kept", "tribes_dealt", "tribes_kept")


def public_view(s):
    """Plain data everyone may see."""
    out = {k: v for k, v in s.to_json().items() if k not in HIDDEN}
    out["decks"] = [len(s.deck1), len(s.deck2)]
    revealed = s.phase != "wealth"
    out["chosen"] = [k is not None for k in s.wealth_kept]
    out["wealth_kept"] = [list(k) if revealed and k is not None else None for k in s.wealth_kept]
    out["tribes_kept"] = [k if revealed else None for k in s.tribes_kept]
    return out


def private_view(s, seat):
    """What `seat` alone knows: the wealth tiles (and tribes) dealt to it, and what it kept."""
    def mine(values):
        return values[seat] if seat < len(values) else None
    return {"seat": seat, "wealth_dealt": mine(s.wealth_dealt), "wealth_kept": mine(s.wealth_kept),
            "tribes_dealt": mine(s.tribes_dealt), "tribes_kept": mine(s.tribes_kept)}


def redeal(game, seed, seat=None):
    """A copy of `game` whose hidden information is dealt again from `seed`, keeping the public
    history (and, with `seat`, what that seat knows): the decks in another order, another seed of
    the state, and before the reveal the other seats' wealth tiles and tribes, and their choices.
    The copy is for reading (views, words, pictures, a bot's choice), not for undoing into."""
    twin = type(game).from_json(game.to_json())
    s, rng = twin.state, random.Random(seed)
    for deck in (s.deck1, s.deck2):
        deck.sort()  # the order itself must not leak into the new one
        rng.shuffle(deck)
    s.seed = rng.randrange(1 << 30)  # the record's seed stays: its replay is the game's
    others = [p for p in range(s.n_players) if p != seat]
    if s.tribes_dealt:
        _redeal_tribes(s, others, seat, rng)
    if s.phase == "wealth":
        _redeal_wealth(s, others, seat, rng)
    return twin


def _redeal_tribes(s, others, seat, rng):
    """Other tribes to the other seats; before the reveal, another choice for those who chose;
    after it, the tribe a seat took stays and the one it left is dealt again."""
    revealed = s.phase != "wealth"
    shown = {s.players[p].tribe for p in range(s.n_players)} if revealed else set()
    known = set(s.tribes_dealt[seat]) if seat is not None else set()
    pool = sorted(set(D.TRIBE_KEYS) - shown - known)
    rng.shuffle(pool)
    for p in others:
        kept = [s.players[p].tribe] if revealed else []
        s.tribes_dealt[p] = sorted(kept + [pool.pop() for _ in range(D.TRIBES_DEALT - len(kept))])
        if not revealed and s.tribes_kept[p] is not None:
            s.tribes_kept[p] = rng.choice(s.tribes_dealt[p])


def _redeal_wealth(s, others, seat, rng):
    """Other wealth tiles to the other seats, from those nobody has seen, and another pair kept by
    those who chose (with the tribe they kept)."""
    known = set(s.neutral_tiles) | (set(s.wealth_dealt[seat]) if seat is not None else set())
    pool = sorted(set(D.WEALTH_TILES) - known)
    rng.shuffle(pool)
    for p in others:
        s.wealth_dealt[p] = sorted(pool.pop() for _ in range(D.WEALTH_DEALT))
        if s.wealth_kept[p] is not None:
            tribe = s.tribes_kept[p] if s.tribes_kept else None
            option = rng.choice(keep_options(s, p, tribe))
            s.wealth_kept[p] = [t for t in s.wealth_dealt[p] if t != option.a] if option.kind == "discard" \
                else [option.a, option.b]

