"""Set-up: the shuffled board from a seed, and the secret choice of starting wealth.

Everything random is drawn here, once. With the Tribes & Prophecies modules the set-up deals
what each module needs after the base game's draws (so a base game's draws never change), and
the tribe is chosen secretly with the starting wealth.
"""
import random

from .. import data as D
from ..actions import Action
from ..errors import IllegalAction
from ..state import NEUTRAL, Player, State
from .bank import gain
from .calendar import start_round
from .modules import tribes
from .stack import apply_effect, define, event

MAX_PLAYERS, MIN_PLAYERS = 4, 2


def module_list(modules):
    """Module keys in their canonical order; "all" means every module. Unknown names are refused."""
    if isinstance(modules, str):
        modules = [m for m in modules.replace(" ", ",").split(",") if m]
    wanted = set(modules or ())
    if "all" in wanted:
        wanted = set(D.MODULES)
    unknown = wanted - set(D.MODULES)
    if unknown:
        raise IllegalAction(f"Unknown module: {', '.join(sorted(unknown))} (modules: {', '.join(D.MODULES)}).")
    return [m for m in D.MODULES if m in wanted]


def new_game(n_players, seed, names=None, modules=()):
    """A shuffled game from a seed: everything random is drawn here, once.

    The base game's draws come first and in the same order whatever the modules, so a base-game
    record replays exactly; the modules' draws follow them.
    """
    modules = module_list(modules)
    quick = D.QUICK_MODULE in modules
    top = D.MAX_PLAYERS_EXPANSION if modules else MAX_PLAYERS
    if not MIN_PLAYERS <= n_players <= top:
        raise IllegalAction(f"Tzolk'in is played by {MIN_PLAYERS} to {MAX_PLAYERS} players "
                            f"({D.MAX_PLAYERS_EXPANSION} with the quick actions of Tribes & Prophecies).")
    if n_players == D.MAX_PLAYERS_EXPANSION and not quick:
        raise IllegalAction("A five-player game needs the quick actions module.")
    names = list(names or [f"Player {i + 1}" for i in range(n_players)])
    if len(names) != n_players:
        raise IllegalAction("Give one name per player.")
    rng = random.Random(seed)
    players = [Player(seat=i, name=names[i], colour=D.PLAYER_COLOURS[i]) for i in range(n_players)]
    s = State(n_players=n_players, seed=seed, players=players, modules=modules)
    s.gears = {g: [None] * D.TEETH[g] for g in D.GEARS}
    fields_per_group = D.JUNGLE_FIELDS[n_players]
    # Group 2 grows corn only; groups 3-5 have a wood tile on each corn tile.
    s.jungle = {"2": [0, fields_per_group], **{str(n): [fields_per_group, 0] for n in (3, 4, 5)}}
    # Module buildings: the new buildings are shuffled into the piles.
    tiles_in_play = D.BUILDINGS if D.BUILDINGS_MODULE in modules else D.BASE_BUILDINGS
    age1 = [b for b, t in tiles_in_play.items() if t["age"] == 1]
    age2 = [b for b, t in tiles_in_play.items() if t["age"] == 2]
    rng.shuffle(age1)
    rng.shuffle(age2)
    s.display, s.deck1, s.deck2 = age1[:D.BUILDINGS_ON_DISPLAY], age1[D.BUILDINGS_ON_DISPLAY:], age2
    monuments = sorted(D.MONUMENTS)
    rng.shuffle(monuments)
    s.monuments = sorted(monuments[:n_players + 2])
    s.first_player = rng.randrange(n_players)
    tiles = sorted(D.WEALTH_TILES)
    rng.shuffle(tiles)
    s.wealth_dealt = [sorted(tiles[i * D.WEALTH_DEALT:(i + 1) * D.WEALTH_DEALT]) for i in range(n_players)]
    s.wealth_kept = [None] * n_players
    if quick:
        # Module quick: neutral workers block quick-action spaces, and there are more of them.
        blocked = D.QUICK_BLOCKED[n_players]
        s.quick_spaces = [NEUTRAL] * blocked + [None] * (D.QUICK_SPACES - blocked)
        s.neutral_left = D.NEUTRAL_WORKERS_QUICK[n_players] - blocked
    else:
        s.neutral_left = D.NEUTRAL_WORKERS[n_players]
    place_neutral_workers(s, tiles[n_players * D.WEALTH_DEALT:])
    # The modules' own draws, in this order.
    if D.TRIBES_MODULE in modules:
        dealt = list(D.TRIBE_KEYS)
        rng.shuffle(dealt)
        s.tribes_dealt = [sorted(dealt[i * D.TRIBES_DEALT:(i + 1) * D.TRIBES_DEALT]) for i in range(n_players)]
        s.tribes_kept = [None] * n_players
    if D.PROPHECIES_MODULE in modules:
        s.prophecies = rng.sample(D.PROPHECY_KEYS, D.PROPHECIES_DRAWN)
    if quick:
        age1q, age2q = list(D.QUICK_AGE1), list(D.QUICK_AGE2)
        rng.shuffle(age1q)
        rng.shuffle(age2q)
        s.quick_tiles = age1q + age2q
    # Starting wealth (and the tribe) is chosen secretly: each player decides, then all are revealed.
    for seat in reversed(s.turn_order()):
        s.stack.append({"k": "keep", "p": seat})
        if s.tribes_dealt:
            s.stack.append({"k": "tribe", "p": seat})
    s.turn_no = 1
    return s


def place_neutral_workers(s, leftover_tiles):
    """R12: leftover wealth tiles name the spaces the unplayed colours block. With quick actions
    there may be more neutral workers than tiles: the rest wait for the discarded tiles (§8.5)."""
    for tile_id in leftover_tiles:
        if s.neutral_left == 0:
            break
        tile = D.WEALTH_TILES[tile_id]
        row = s.gears[tile["gear"]]
        first_on_gear = all(o is None for o in row)
        row[tile["space"]] = NEUTRAL
        s.neutral_tiles.append(tile_id)
        s.neutral_left -= 1
        if first_on_gear and tile["gear"] != D.CHICHEN and s.neutral_left > 0:
            row[(tile["space"] + 5) % 10] = NEUTRAL  # the opposite space (example: Palenque 5 -> 0)
            s.neutral_left -= 1


# --- starting wealth ---

def keep_options(s, seat, tribe=None):
    """The pairs of starting wealth tiles `seat` may keep (choices are secret, so a front end
    may collect them in any order and apply them when the engine asks). Ixtab keeps 3 of the 4:
    the choice is then which tile to discard. `tribe` names the tribe a front end has collected
    for the seat before the engine has it."""
    tiles = s.wealth_dealt[seat]
    if tribe is None and s.tribes_kept:
        tribe = s.tribes_kept[seat]
    if tribe in tribes.DISCARD_ONE:
        return [Action("discard", t) for t in tiles]
    return [Action("keep", a, b) for i, a in enumerate(tiles) for b in tiles[i + 1:]]


def _resolve_keep(s, f, action):
    s.stack.pop()
    if action.kind == "discard":
        s.wealth_kept[f["p"]] = [t for t in s.wealth_dealt[f["p"]] if t != action.a]
    else:
        s.wealth_kept[f["p"]] = [action.a, action.b]
    if s.stack:
        s.turn_no += 1
        return
    # Everyone has chosen: reveal together and take what the tiles give.
    for seat in s.turn_order():
        pl = s.players[seat]
        pl.wealth = list(s.wealth_kept[seat])
        if s.tribes_kept:
            tribes.reveal_tribe(pl, s.tribes_kept[seat])
        for tile_id in pl.wealth:
            tile = D.WEALTH_TILES[tile_id]
            for material, n in tile["gain"].items():
                gain(s, pl, material, n)
            for effect in tile["effects"]:
                apply_effect(s, seat, list(effect))
    event(s, "wealth", kept=[list(k) for k in s.wealth_kept])
    if s.tribes_kept:
        event(s, "tribes", tribes=list(s.tribes_kept))
    if s.neutral_left > 0:
        # Quick actions with fewer players: the neutral workers the leftover tiles could not place
        # are placed with the tiles the players discarded (§8.5, rulebook "Remarque").
        discarded = [t for seat in s.turn_order() for t in s.wealth_dealt[seat] if t not in s.wealth_kept[seat]]
        place_neutral_workers(s, discarded)
    s.phase = "play"
    if s.tribes_kept and tribes.step_down_after_reveal(s):
        return  # Ixtab steps down first; the round starts after that choice
    start_round(s)


define("keep", lambda s, f: keep_options(s, f["p"]), _resolve_keep, lambda s, f: ("ask.keep", {}))
