"""The arena: bots play each other many times and the figures say how strong each one is.

Games come in sets of one deal played once per seat rotation, so every bot sits in every
seat with the same tiles; ties are split. `python -m tzolkin arena --help`.

Each entry's points are split by where they came from (SOURCES). With `blind`, the expert decides
on a copy of the game whose hidden order (the building decks) is shuffled anew before each of its
decisions and where the other players' secret starting choices are not yet made: a bot that read
what it cannot see would play worse blind; one that does not plays the same.
"""
import json
import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from gamekit.arena import Tally as GameTally
from gamekit.arena import percentile, table, wilson  # noqa: F401  (wilson: for its callers)

from . import data as D
from .bots import make_bot
from .bots.value import scoring_monuments
from .game import Config, Game

# Where a player's points come from: temple steps and leader bonuses at the ends of the ages,
# skulls (Chichen Itza's slots and 3 VP each at the end), buildings (their VP and architecture's),
# monuments, technologies (architecture's bonus), the corn and resources left (R9), prophecies,
# and the VP lost for unfed workers.
SOURCES = ("temples", "skulls", "buildings", "monuments", "technologies", "resources", "prophecies", "food", "other")
# What a player had at the end: monuments and buildings built, workers, technology levels, unfed workers.
BUILT = ("monuments", "buildings", "workers", "tech levels", "unfed")


# A monument chance: on one of the player's decisions up to this day (a worker placed the next day
# still reaches Tikal 4 before the last), a monument on the table is affordable from what the player
# holds and its projected end points exceed its cost at the resources' own prices by more than
# `value.SCORING_MARGIN` VP (`value.scoring_monuments`).
CHANCE_LAST_DAY = 24

# A head start for the first entry, given as play begins (after the starting tiles): what its play
# makes of corn, workers, fed workers, materials or technology levels it did not pay for, on the
# same deals as without.
HEAD_START = ("corn", "workers", "fed") + D.RESOURCES + D.TECH_KEYS


def parse_head_start(text):
    """"corn=12,workers=1" -> (("corn", 12), ("workers", 1)); ValueError with the reason."""
    out = []
    for item in filter(None, (part.strip() for part in (text or "").split(","))):
        kind, _, n = item.partition("=")
        if kind not in HEAD_START or not n.isdigit():
            raise ValueError(f"{item!r}: a head start is {', '.join(k + '=N' for k in HEAD_START)}")
        out.append((kind, int(n)))
    return tuple(out)


def give_head_start(s, seat, head_start):
    """Add the head start to `seat`: corn, workers (up to the most a player may have), workers fed
    for free at every food day (as farms do), wood, stone or gold (materials are not limited), and
    technology levels (up to the top level; the top's one-off gain is not given)."""
    pl = s.players[seat]
    for kind, n in head_start:
        if kind == "workers":
            pl.workers = min(D.MAX_WORKERS, pl.workers + n)
        elif kind == "fed":
            pl.feed_free += n
        elif kind in D.TECH_KEYS:
            track = D.TECHS[D.TECH_KEYS.index(kind)]
            pl.techs[track] = min(D.TECH_MAX, pl.techs[track] + n)
        else:
            setattr(pl, kind, getattr(pl, kind) + n)


@dataclass
class Tally(GameTally):
    scores: list = field(default_factory=list)  # the entry's score in each game
    sources: dict = field(default_factory=lambda: dict.fromkeys(SOURCES, 0.0))  # summed over the games
    built: dict = field(default_factory=lambda: dict.fromkeys(BUILT, 0))  # summed over the games
    playouts: list = field(default_factory=list)  # a searching bot's playouts at each searched decision
    chances: int = 0  # games with a monument chance (`monument_chance`)
    taken: int = 0  # of those, games in which the entry built a monument


def blind_copy(game, seat, rng):
    """What player `seat` may know of `game`: the building decks in a new random order, and the
    other players' secret starting choices (tiles, tribe) not made yet."""
    copy = Game.from_json(game.to_json())
    s = copy.state
    rng.shuffle(s.deck1)
    rng.shuffle(s.deck2)
    if s.phase == "wealth":
        for other in range(s.n_players):
            if other != seat:
                if s.wealth_kept:
                    s.wealth_kept[other] = None
                if s.tribes_kept:
                    s.tribes_kept[other] = None
    return copy


def play_one(levels, deal_seed, rotation, budget, seconds=None, modules=(), expert_budget=None, blind=False,
             expert_seconds=None, head_start=()):
    """One game; `levels` are the entries' levels, rotated so entry i sits in seat (i + rotation) % n.
    `budget` and `seconds` are the hard bots' playouts and time a decision, `expert_budget` and
    `expert_seconds` the experts' playouts and time a turn; `blind`: the experts decide on blind
    copies (`blind_copy`); `head_start`, the first entry's (`give_head_start`).

    Returns per entry: (score, win share, decision times, turn times, points by source, what it
    had at the end (BUILT), playouts completed at each searched decision, whether it had a monument
    chance)."""
    n = len(levels)
    seat_of = [(i + rotation) % n for i in range(n)]
    entry_at = {seat: i for i, seat in enumerate(seat_of)}
    level_at = [levels[entry_at[seat]] for seat in range(n)]
    bots = [make_bot(level, seed=f"{deal_seed}:{seat}", playouts=expert_budget if level == "expert" else budget,
                     seconds=expert_seconds if level == "expert" else seconds) for seat, level in enumerate(level_at)]
    names = [f"{level_at[seat]} {entry_at[seat] + 1}" for seat in range(n)]
    game = Game(Config(n, names, list(modules)), deal_seed)
    decisions = [[] for _ in range(n)]
    turns = [[] for _ in range(n)]
    turn_clock = [0.0] * n
    sources = [dict.fromkeys(SOURCES, 0.0) for _ in range(n)]
    shuffler = random.Random(f"blind:{deal_seed}:{rotation}")
    chance = [False] * n
    started = not head_start
    while not game.is_over:
        if not started and game.state.phase == "play":
            give_head_start(game.state, seat_of[0], head_start)
            started = True
        seat, turn_no = game.current_player, game.state.turn_no
        chance[seat] = chance[seat] or monument_chance(game.state, seat)
        seen = blind_copy(game, seat, shuffler) if blind and level_at[seat] == "expert" else game
        start = time.perf_counter()
        action = bots[seat].choose(seen)
        spent = time.perf_counter() - start
        _apply_counting(game, action, sources)
        decisions[seat].append(spent)
        turn_clock[seat] += spent
        if game.state.turn_no != turn_no or game.is_over:
            turns[seat].append(turn_clock[seat])
            turn_clock[seat] = 0.0
    final = game.state.final
    winners = final["winners"]
    _final_sources(game.state, sources)
    unfed = [0] * n
    for ev in game.state.events:
        if ev["e"] == "food":
            for row in ev["fed"]:
                unfed[row["p"]] += row.get("unfed", 0)
    out = []
    for i in range(n):
        seat = seat_of[i]
        row = final["players"][seat]
        share = 1 / len(winners) if seat in winners else 0.0
        pl = game.state.players[seat]
        built = dict(zip(BUILT, (len(pl.monuments), len(pl.buildings), pl.workers, sum(pl.techs), unfed[seat]),
                         strict=True))
        out.append((row["total_quarters"] / 4, share, decisions[seat], turns[seat], sources[seat], built,
                    getattr(bots[seat], "searched", []), chance[seat]))
    return out


def monument_chance(s, seat):
    """Whether a monument on the table is affordable and scores for `seat` now, in time
    (CHANCE_LAST_DAY; `value.scoring_monuments`). Read only: the bots' choices do not depend on it."""
    return s.phase == "play" and s.day <= CHANCE_LAST_DAY and bool(scoring_monuments(s, seat))


# Events whose points are given per seat, and the source they go to.
_EVENT_POINTS = {"temple_points": ("points", "temples"), "prophecy": ("points", "prophecies")}


def _apply_counting(game, action, sources):
    """Apply `action` and add the VP each player gained to its source."""
    s = game.state
    before, first_event, top = [pl.vp for pl in s.players], len(s.events), s.stack[-1]["k"]
    game.apply(action)
    gained = [pl.vp - vp for pl, vp in zip(s.players, before, strict=True)]
    new = s.events[first_event:]
    for ev in new:
        if ev["e"] in _EVENT_POINTS:
            key, source = _EVENT_POINTS[ev["e"]]
            for seat, vp in enumerate(ev[key]):
                sources[seat][source] += vp
                gained[seat] -= vp
        elif ev["e"] == "food":
            for row in ev["fed"]:
                sources[row["p"]]["food"] += row["vp"]
                gained[row["p"]] -= row["vp"]
    for seat, vp in enumerate(gained):
        if vp:
            sources[seat][_source_of(new, seat, top)] += vp


def _source_of(events, seat, top):
    """The source of VP gained outside the food days' scoring, from what the decision did."""
    if any(ev["e"] == "action" and ev.get("p") == seat and ev.get("gear") == D.CHICHEN for ev in events):
        return "skulls"
    if top == "market" or any(ev["e"] == "building" and ev.get("p") == seat for ev in events):
        return "buildings"  # a building's VP come after its market visit (building 18)
    if top in ("tech", "bonus"):
        return "technologies"
    return "other"


def _final_sources(s, sources):
    for row in s.final["players"]:
        seat = row["seat"]
        sources[seat]["skulls"] += row["skull_vp"]
        sources[seat]["monuments"] += sum(row["monuments"].values())
        sources[seat]["resources"] += row["corn"] / 4


def _job(args):
    return play_one(*args)


def run(levels, games, seed, jobs=1, budget=None, progress=None, seconds=None, modules=(), expert_budget=None,
        blind=False, record=None, expert_seconds=None, log=None, skip=0, head_start=()):
    """Play `games` games (rounded up to whole rotations) and tally them per entry; `record`, a
    list, receives each game's scores by entry; `log`, a file, a JSON line per game as it ends (a
    long run read before it ends: `tally_log`). Bots all of one level play each deal once: their
    seeds follow the seats, so a rotation would replay the same game. `skip`: the first games of the
    run are not played (a run stopped after them goes on where it stopped; the games are played in
    order, so its log holds exactly the first ones). `head_start`: the first entry's, in every game."""
    n = len(levels)
    rotations = 1 if len(set(levels)) == 1 else n
    sets = math.ceil(games / rotations)
    work = [(levels, seed * 1_000_003 + k, r, budget, seconds, tuple(modules), expert_budget, blind, expert_seconds,
             tuple(head_start)) for k in range(sets) for r in range(rotations)][skip:]
    tallies = [Tally(level) for level in levels]
    results = ProcessPoolExecutor(jobs).map(_job, work, chunksize=1) if jobs > 1 else map(_job, work)
    for done, result in enumerate(results, 1):
        _add(tallies, result)
        if record is not None:
            record.append([score for score, *_ in result])
        if log is not None:
            line = {"levels": list(levels), "result": result}
            if head_start:  # a run with a head start is resumed only with the same one
                line["head_start"] = [list(gift) for gift in head_start]
            log.write(json.dumps(line) + "\n")
            log.flush()
        if progress:
            progress(done, len(work))
    return tallies


def _add(tallies, result):
    for tally, (score, share, decisions, turns, sources, *more) in zip(tallies, result, strict=False):
        tally.add(score, share, decisions, turns)
        tally.scores.append(score)
        for source, vp in sources.items():
            tally.sources[source] += vp
        # Logs written before these were counted lack the last ones: what the bots built and their
        # playouts, then the monument chance.
        built, playouts, chance = (list(more) + [{}, [], False][len(more):])[:3]
        for key, count in built.items():
            tally.built[key] += count
        tally.playouts += playouts
        if chance:
            tally.chances += 1
            tally.taken += built.get("monuments", 0) > 0


def tally_log(lines, record=None):
    """The tallies of the games a `log` holds (JSON lines of one run, or of several runs of the
    same levels)."""
    tallies = None
    for line in lines:
        if not line.strip():
            continue
        game = json.loads(line)
        if tallies is None:
            tallies = [Tally(level) for level in game["levels"]]
        _add(tallies, game["result"])
        if record is not None:
            record.append([entry[0] for entry in game["result"]])
    return tallies or []


def written_head_start(head_start):
    """(("corn", 12), ("fed", 1)) -> "corn=12,fed=1": as the command's option writes it."""
    return ",".join(f"{kind}={n}" for kind, n in head_start)


def log_head_starts(lines):
    """The head starts of a log's games, as the option writes them ("" for none), in their order."""
    seen = []
    for line in lines:
        if line.strip():
            written = written_head_start(json.loads(line).get("head_start", []))
            if written not in seen:
                seen.append(written)
    return seen


def sources_table(tallies):
    """Mean VP a game per source, per entry (the rows add up to the mean score)."""
    shown = [s for s in SOURCES if any(t.sources[s] for t in tallies)]
    lines = [f"{'bot':<10} " + " ".join(f"{s[:11]:>11}" for s in shown)]
    for i, t in enumerate(tallies, 1):
        games = max(1, t.games)
        lines.append(f"{f'{i}. {t.level}':<10} " + " ".join(f"{t.sources[s] / games:>11.1f}" for s in shown))
    return "\n".join(lines)


def winning_scores(record):
    """The winner's score of each recorded game."""
    return [max(scores) for scores in record]


def built_table(tallies):
    """Per entry, what it had at the end of a game on average (monuments, buildings, workers,
    technology levels, unfed workers over the food days); the games with a monument chance
    (`monument_chance`) and in how many of them it built one; and a searching bot's playouts a
    searched decision (median and 5th percentile)."""
    lines = [f"{'bot':<10} " + " ".join(f"{key:>11}" for key in BUILT) + f" {'mon. chances':>12} {'built':>5}"
             + f" {'playouts med':>12} {'p5':>4}"]
    for i, t in enumerate(tallies, 1):
        games = max(1, t.games)
        searched = (f" {statistics.median(t.playouts):>12.0f} {percentile(t.playouts, 0.05):>4}"
                    if t.playouts else "")
        lines.append(f"{f'{i}. {t.level}':<10} " + " ".join(f"{t.built[key] / games:>11.2f}" for key in BUILT)
                     + f" {t.chances:>12} {t.taken:>5}" + searched)
    return "\n".join(lines)


def _margins(lines, entry):
    """Per game of a log: (the entry's margin over the best other entry, its win share, its score)."""
    out = []
    for line in lines:
        if line.strip():
            result = json.loads(line)["result"]
            scores = [row[0] for row in result]
            others = scores[:entry] + scores[entry + 1:]
            out.append((scores[entry] - max(others), result[entry][1], scores[entry]))
    return out


def _mean_se(values):
    mean = statistics.fmean(values)
    se = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, se


def paired(before, after, entry=0):
    """Two logs of the same command (same deals and seats) played by two versions of a bot, compared
    game by game: the games both hold, then (mean change, its standard error) of the entry's margin
    over the best other, of its win share and of its score. Pairing removes the deals' luck from the
    comparison, not the games' own chaos: the standard errors say how much is left."""
    a, b = _margins(before, entry), _margins(after, entry)
    n = min(len(a), len(b))
    if n == 0:
        return 0, (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)
    changes = [[y[k] - x[k] for x, y in zip(a[:n], b[:n], strict=True)] for k in range(3)]
    return (n, *(_mean_se(c) for c in changes))
