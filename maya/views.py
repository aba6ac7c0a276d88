"""What everyone may see, what one seat sees in addition, and the same game with what is hidden
dealt again: pictures, texts and bots read the game through these, so that nothing hidden is shown
or used by accident (and a test can prove they read the same from both).

Hidden in Maya: the tiles on each rack (their number is public), the order and content of each
reserve (their size is public), and what each face-down tile shows. A face-down tile shows whose
it is (our assumption: a tile's back has its player's colour, as their reserves are kept apart).
A seat knows its own rack and the face-down tiles it laid from its rack (not those it took unseen
from its reserve).
"""
import random

from . import data as D
from . import rules
from .board import BOARD


def public_view(s):
    """Plain data everyone may see."""
    spaces = []
    for i, v in enumerate(s.board):
        if v is None:
            spaces.append(None)
        elif v == D.TEMPLE:
            spaces.append({"temple": BOARD.spaces[i].temple})
        elif s.down[i]:
            spaces.append({"down": D.owner(v), "city": s.city[i], "blind": i in s.blind})
        else:
            spaces.append({"tile": v, "kind": D.kind_key(v), "owner": D.owner(v)})
    turn = {k: v for k, v in s.turn.items() if k != "kind" or s.turn.get("do") == "plant"}
    return {
        "zones": s.zones, "variant": s.variant, "phase": s.phase, "current": s.current_player, "seat": s.current,
        "setup_left": s.setup_left,
        "first_player": s.first_player, "turn_no": s.turn_no, "spaces": spaces, "closed": list(s.closed),
        "cities": {t: len(rules.city_spaces(s, t)) for t in rules.SCORING_ORDER if s.revealed(t)},
        "players": [{"seat": p.seat, "name": p.name, "colour": p.colour, "score": p.score, "rack": len(p.rack),
                     "reserve": len(p.reserve), "plant_points": p.plant_points, "city_points": p.city_points,
                     "last_turn": p.last_turn} for p in s.players],
        "turn": turn, "events": list(s.events), "final": s.final,
    }


def private_view(s, seat):
    """What `seat` sees beyond the public view: its rack (tile ids, sorted), the face-down tiles it
    laid from its rack ([space, tile] pairs), and the kind it chose to grow a city with in the turn under way."""
    pl = s.players[seat]
    known = [[i, v] for i, v in enumerate(s.board)
             if v is not None and v != D.TEMPLE and s.down[i] and D.owner(v) == seat and i not in s.blind]
    out = {"seat": seat, "rack": list(pl.rack), "rack_kinds": [D.kind_key(t) for t in pl.rack],
           "known_down": known}
    if s.current == seat and s.turn.get("do") == "grow":
        out["grow_kind"] = s.turn.get("kind")
    return out


def redeal(game, seed, seat=None):
    """A copy of `game` whose hidden tiles are dealt again from `seed`, keeping the public history
    (and, with `seat`, what that seat knows: its rack and the face-down tiles it laid from it):
    each player's unseen tiles are shared again among its rack, its reserve and its face-down
    tiles, in the numbers everyone sees. The copy is for reading (views, words, pictures, a bot's
    choice), not for undoing into."""
    twin = game.copy()
    s, rng = twin.state, random.Random(seed)
    known = {i for i, _ in private_view(s, seat)["known_down"]} if seat is not None else set()
    for pl in s.players:
        down = [i for i, v in enumerate(s.board) if v is not None and v != D.TEMPLE and s.down[i]
                and D.owner(v) == pl.seat and i not in known]
        rack = [] if pl.seat == seat else pl.rack
        pool = sorted([s.board[i] for i in down] + rack + pl.reserve)
        rng.shuffle(pool)
        for i in down:
            s.board[i] = pool.pop()
        if pl.seat != seat:
            pl.rack = sorted(pool.pop() for _ in pl.rack)
        pl.reserve = pool
    s.seed = rng.randrange(1 << 30)
    return twin
