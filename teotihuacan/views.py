"""What everyone may see of a game, what one seat sees in addition, and the same game with what
is hidden dealt again (pictures, texts and bots read these, so they never use hidden information
by accident, and a test can prove they read the same from both).

Hidden: the order of the face-down stacks (discovery tiles, pyramid tiles, decorations), the
seasons still to come, the seed and the count of draws (Teotibot's dice to come, the neutral
workers' next tiles), the starting tiles dealt to each seat, and their choices until all chose.
"""
import random

from . import data as D
from .rules import keep_options

HIDDEN = ("seed", "draws", "dstack", "pdeck", "ddeck", "seasons", "dealt", "dealt_disc", "kept")


def public_view(s):
    out = {k: v for k, v in s.to_json().items() if k not in HIDDEN}
    out["stacks"] = {"discoveries": len(s.dstack), "pyramid": len(s.pdeck), "decorations": len(s.ddeck)}
    out["season"] = s.season
    out["seasons_seen"] = s.seasons[:s.eclipses + 1]
    revealed = s.phase != "setup" or not s.dealt
    out["kept"] = [list(k) if k is not None and revealed else None for k in s.kept]
    out["chosen"] = [k is not None and bool(k) for k in s.kept]
    return out


def private_view(s, seat):
    """What `seat` alone knows: its starting tiles dealt (with their discovery tiles) and its choice."""
    dealt = list(s.dealt[seat]) if seat < len(s.dealt) else []
    return {"seat": seat, "dealt": dealt,
            "dealt_disc": {str(t): s.dealt_disc[str(t)] for t in dealt if str(t) in s.dealt_disc},
            "kept": list(s.kept[seat]) if seat < len(s.kept) and s.kept[seat] is not None else None}


def redeal(game, seed, seat=None):
    """A copy of `game` whose hidden information is dealt again from `seed`, keeping the public
    history (and, with `seat`, what that seat knows): the stacks in another order, the seasons to
    come, another seed of the state's draws, and while the starting tiles are chosen in secret the
    other seats' tiles, their discovery tiles and their choices. The copy is for reading (views,
    words, pictures, a bot's choice), not for undoing into."""
    twin = type(game).from_json(game.to_json())
    s, rng = twin.state, random.Random(seed)
    if _choosing(s):
        _redeal_starting_tiles(s, [p for p in range(len(s.dealt)) if p != seat and s.dealt[p]], rng)
    deal_unseen_again(s, rng)
    return twin


def deal_unseen_again(s, rng):
    """What no player can see, drawn again in the state itself: the stacks' order, the seasons to
    come and the seed of the draws to come (the record's seed stays: its replay is the game's).
    The bots' playouts think on such states too."""
    for stack in (s.dstack, s.pdeck, s.ddeck):
        stack.sort()  # the order itself must not leak into the new one
        rng.shuffle(stack)
    if s.seasons:
        seen = s.seasons[:s.eclipses + 1]
        pool = [x for x in D.SEASONS if x not in seen and (x != D.SEASON_BLANK or s.options.get("season_blank", True))]
        rng.shuffle(pool)
        s.seasons = seen + pool[:len(s.seasons) - len(seen)]
    s.seed = rng.randrange(1 << 30)


def _choosing(s):
    return bool(s.stack) and s.stack[-1]["k"] == "pick"


def _redeal_starting_tiles(s, others, rng):
    """Other starting tiles to `others`, from those their owners alone saw, as many of them with a
    discovery tile as before (the stack's size is public), and another pair kept by those who chose."""
    def brings_one(t):
        return ("disc",) in D.START_TILES[t][1]
    for p in others:  # their discovery tiles go back into the stack first
        for t in s.dealt[p]:
            if str(t) in s.dealt_disc:
                s.dstack.append(s.dealt_disc.pop(str(t)))
    seen = {t for p, tiles in enumerate(s.dealt) if p not in others for t in tiles}
    pools = {True: [], False: []}
    for t in sorted(set(D.START_TILES) - seen):
        pools[brings_one(t)].append(t)
    for pool in pools.values():
        rng.shuffle(pool)
    s.dstack.sort()
    rng.shuffle(s.dstack)
    for p in others:
        with_one = sum(map(brings_one, s.dealt[p]))
        s.dealt[p] = sorted([pools[True].pop() for _ in range(with_one)] +
                            [pools[False].pop() for _ in range(len(s.dealt[p]) - with_one)])
        for t in s.dealt[p]:
            if brings_one(t):
                s.dealt_disc[str(t)] = s.dstack.pop()
        if s.kept[p] is not None:
            choice = rng.choice(keep_options(s, p))
            s.kept[p] = [choice.a, choice.b]
