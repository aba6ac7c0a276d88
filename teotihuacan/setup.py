"""Setting up a game from its options and a seed (§1.1, §6, §7.4, §10.1; summary "Mise en place").

Everything random at set-up is drawn here, from `random.Random(seed)`, in a fixed order. Draws
made later in the game (neutral workers after an eclipse, Teotibot's dice) come from rules.draw_rng.
"""
import random

from . import data as D
from . import pyramid as P
from .errors import IllegalAction
from .rules import event, push, queue, score, settle
from .state import Player, State
from .teotibot import setup_bot

BOT_NAME = "Teotibot"


def new_game(players, seed, names=None, options=None, rules_version=D.RULES_LATEST):
    """A game set up from its options and seed, following the rules of `rules_version`."""
    options = dict(options or {})
    if type(players) is not int or not D.MIN_PLAYERS <= players <= D.MAX_PLAYERS:
        raise IllegalAction(f"Teotihuacan is played by 1 to 4 players (1: against Teotibot); not {players}.",
                            key="teo.no.players", info={"n": players})
    names = list(names or [f"Player {i + 1}" for i in range(players)])
    if len(names) != players:
        raise IllegalAction("Give one name per player.", key="teo.no.names", info={"n": players})
    solo = players == 1
    rng = random.Random(seed)
    seats = players + (1 if solo else 0)
    pls = [Player(seat=i, name=names[i], colour=D.PLAYER_COLOURS[i]) for i in range(players)]
    if solo:
        pls.append(Player(seat=1, name=BOT_NAME, colour=D.BOT_COLOUR, bot=True))
    s = State(n_players=seats, seed=seed, players=pls, options=options, solo=solo, rules_version=rules_version)
    first_game = options.get("first_game", False)
    _boards(s, rng, first_game)
    s.moon = D.MOON_START[seats]
    s.ddeck = list(range(len(D.DECORATION_TILES)))
    rng.shuffle(s.ddeck)
    s.ddisplay = [s.ddeck.pop() for _ in range(D.DECORATION_DISPLAY)]
    s.pdeck = list(range(D.PYRAMID_TILE_COUNT))
    rng.shuffle(s.pdeck)
    _starting_pyramid(s, rng, seats, options.get("pyramid_variant", False))
    s.pdisplay = [s.pdeck.pop() for _ in range(D.PYRAMID_DISPLAY)]
    s.dstack = list(range(D.DISCOVERIES))
    rng.shuffle(s.dstack)
    s.wdisc = [s.dstack.pop() for _ in range(D.WORSHIP_DISC_SLOTS)]
    s.adisc = [[s.dstack.pop() for _ in range(n)] for n in D.AVENUE_DISCOVERY_TILES]
    s.tdisc = {f"{t}:{step}": [s.dstack.pop() for _ in range(seats + extra)]
               for t, step, extra in D.TEMPLE_DISCOVERY_SLOTS}
    first = 0 if solo else rng.randrange(players)
    s.order = [(first + i) % seats for i in range(seats)]
    for i, seat in enumerate(s.order):
        pl = s.players[seat]
        pl.token = i + 1
        if not pl.bot:
            pl.cocoa = (D.START_COCOA_FIRST if i == 0 else D.START_COCOA_LAST if i == seats - 1
                        else D.START_COCOA_MIDDLE)
    if options.get("seasons"):
        pool = [x for x in D.SEASONS if options.get("season_blank", True) or x != D.SEASON_BLANK]
        s.seasons = rng.sample(pool, D.ECLIPSES)
    if solo:
        setup_bot(s, s.players[1], rng)
    s.kept = [[] if options.get("draft") else None for _ in range(seats)]
    if first_game:
        _first_game_players(s)
        s.phase = "play"
        queue(s, s.order[0], ("first_turn",))
    elif options.get("draft"):
        _deal_draft(s, rng)
    else:
        _deal(s, rng)
    s.turn_no = 1
    settle(s)
    return s


def _boards(s, rng, first_game):
    if first_game:
        s.layout = list(D.FIRST_GAME_LAYOUT)
        s.royal = list(D.FIRST_GAME_ROYAL)
        s.techs = list(D.FIRST_GAME_TECHS)
        s.bonus = list(D.FIRST_GAME_BONUS)
        return
    boards = list(D.SHUFFLED_BOARDS)
    rng.shuffle(boards)
    s.layout = [D.PALACE] * D.POSITIONS
    s.layout[D.CONSTRUCTION_POS] = D.CONSTRUCTION
    for pos, board in zip(D.SHUFFLED_POSITIONS, boards, strict=False):
        s.layout[pos] = board
    s.royal = [rng.choice(sorted(t for t, c in D.ROYAL_TILES.items() if c == cat)) for cat in D.ROYAL_CATEGORIES]
    s.techs = sorted(rng.sample(D.TECHS, D.TECHS_IN_PLAY))  # R1
    s.bonus = rng.sample(D.BONUS_TILES, 3)


def _starting_pyramid(s, rng, seats, variant):
    """§7.4: random tiles, random rotations, on the spaces of the player count's layout."""
    layouts = D.START_PYRAMIDS[seats]
    level1, level2 = layouts[rng.randrange(len(layouts))] if variant else layouts[0]
    slots = [k for k, c in enumerate(level1) if c == "X"] + [D.LEVEL_START[1] + k for k in level2]
    for slot in slots:
        P.place_tile(s, s.pdeck.pop(), rng.randrange(4), slot)


def _deal(s, rng):
    """Four starting tiles to each player, a discovery drawn for each tile with the icon; each keeps
    two, secretly (one pick per seat, all revealed together)."""
    tiles = sorted(D.START_TILES)
    rng.shuffle(tiles)
    s.dealt = []
    for seat in range(s.n_players):
        if s.players[seat].bot:
            s.dealt.append([])
            continue
        s.dealt.append(sorted(tiles[:D.START_DEALT]))
        del tiles[:D.START_DEALT]
        _draw_start_discoveries(s, s.dealt[-1])
    for seat in reversed(range(s.n_players)):
        if not s.players[seat].bot:
            push(s, {"k": "pick", "p": seat})


def _deal_draft(s, rng):
    """The draft variant: 2N+2 tiles face up, taken in snake order 1..N then N..1."""
    tiles = sorted(D.START_TILES)
    rng.shuffle(tiles)
    humans = [seat for seat in s.order if not s.players[seat].bot]
    s.draft = sorted(tiles[:2 * len(humans) + 2])
    _draw_start_discoveries(s, s.draft)
    for seat in reversed(humans + humans[::-1]):
        push(s, {"k": "draft", "p": seat})


def _draw_start_discoveries(s, tiles):
    for t in tiles:
        if ("disc",) in D.START_TILES[t][1]:
            s.dealt_disc[str(t)] = s.dstack.pop()


def _first_game_players(s):
    """§6.1: the first game's fixed player set-up, by player order (no starting tiles)."""
    for i, seat in enumerate(s.order):
        pl = s.players[seat]
        if pl.bot:
            continue
        cocoa, wood, stone, gold, temples, avenue, vp, tech, workers = D.FIRST_GAME_PLAYERS[i]
        pl.cocoa += cocoa
        pl.wood, pl.stone, pl.gold = wood, stone, gold
        pl.temples = list(temples)
        pl.avenue = avenue
        score(pl, vp, "start")
        if tech is not None:
            pl.techs = [tech]
        for d, (board, power) in enumerate(workers):
            pl.pos[d] = s.layout.index(board)
            pl.power[d] = power
    event(s, "first_game")
