"""A position as one player may imagine it: built from what that player sees (views.public_view and
private_view) and nothing else, the hidden tiles dealt again at random from what is unseen.

For each other player, the tiles of theirs not seen face up are shared at random among their rack,
their reserve and their face-down tiles, in the numbers everyone sees. The player's own rack and
the face-down tiles it laid from its rack are known; the rest of its tiles (its reserve and what it
took unseen from it) are dealt the same way. Bots think on such positions only, so they never read
a hidden tile, and a bot's own future draws are a guess like anyone's.
"""
from .. import data as D
from .. import views
from ..state import Player, State


def sample_state(s, seat, rng):
    pub, mine = views.public_view(s), views.private_view(s, seat)
    n = len(pub["players"])
    board = [None] * len(pub["spaces"])
    down = [False] * len(board)
    city = [None] * len(board)
    blind = []
    face_down = [[] for _ in range(n)]
    seen = [set() for _ in range(n)]
    for i, space in enumerate(pub["spaces"]):
        if space is None:
            continue
        if "temple" in space:
            board[i], city[i] = D.TEMPLE, space["temple"]
        elif "down" in space:
            down[i], city[i] = True, space["city"]
            face_down[space["down"]].append(i)
            if space["blind"]:
                blind.append(i)
        else:
            board[i] = space["tile"]
            seen[space["owner"]].add(space["tile"])
    known = dict((i, tile) for i, tile in mine["known_down"])
    for i, tile in known.items():
        board[i] = tile
        seen[seat].add(tile)
    seen[seat].update(mine["rack"])
    players = []
    for p in pub["players"]:
        k = p["seat"]
        unseen = [t for t in range(k * D.TILES, (k + 1) * D.TILES) if t not in seen[k]]
        rng.shuffle(unseen)
        for i in face_down[k]:
            if i not in known:
                board[i] = unseen.pop()
        rack = sorted(mine["rack"]) if k == seat else sorted(unseen.pop() for _ in range(p["rack"]))
        players.append(Player(seat=k, name=p["name"], colour=p["colour"], score=p["score"], rack=rack,
                              reserve=unseen, plant_points=p["plant_points"], city_points=p["city_points"],
                              last_turn=p["last_turn"]))
    turn = dict(pub["turn"])
    if "placed" in turn:
        turn["placed"] = list(turn["placed"])
    if "grow_kind" in mine:
        turn["kind"] = mine["grow_kind"]
    return State(n_players=n, seed=None, zones=pub["zones"], variant=pub["variant"], players=players,
                 phase=pub["phase"], current=pub["seat"], first_player=pub["first_player"], turn_no=pub["turn_no"],
                 board=board, down=down, city=city, blind=blind, closed=list(pub["closed"]),
                 setup_left=pub["setup_left"], turn=turn, events=pub["events"], final=pub["final"])
