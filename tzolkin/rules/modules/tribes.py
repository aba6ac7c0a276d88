"""Module tribes (Tribes & Prophecies): each player keeps one of two tribes dealt at set-up, a
power that bends one rule of the base game for them.

Each tribe's power is written here and hooked into the base game's rules through the tables the
base game's files keep for it (filled at the end of this file), or is a decision of its own.
"""
from ... import data as D
from ...actions import Action
from .. import calendar, food, gears, technologies, turn
from ..gears import can_do, step_back_cost, step_back_price
from ..stack import define, define_anytime, event, player, push
from ..technologies import tech_bonus
from ..temples import step_down
from ..turn import empty_spaces, retrieve_options

# Tribes that keep 3 of their 4 wealth tiles, the choice being the tile to discard (Ixtab).
DISCARD_ONE = {"ixtab"}


# --- set-up: the tribe kept secretly with the starting wealth, revealed with it ---

def tribe_options(s, seat):
    """The two tribes dealt to `seat` (module "tribes"), kept secretly with the starting wealth."""
    return [Action("tribe", t) for t in s.tribes_dealt[seat]] if s.tribes_dealt else []


def _resolve_tribe(s, f, action):
    s.stack.pop()
    s.tribes_kept[f["p"]] = action.a


def reveal_tribe(pl, tribe):
    """The player takes the tribe kept secretly (Yaluk starts with 5 workers)."""
    pl.tribe = tribe
    if tribe == "yaluk":
        pl.workers = D.YALUK_WORKERS


def step_down_after_reveal(s):
    """Ixtab steps down once the wealth tiles have paid; the round starts after that choice.
    Whether anyone has to (then the round waits)."""
    ixtab = [seat for seat in s.turn_order() if s.players[seat].tribe == "ixtab"]
    if not ixtab:
        return False
    s.turn_no += 1
    push(s, k="fx", p=None, e=["start_round"])
    for seat in reversed(ixtab):
        push(s, k="down", p=seat)
    return True


def _down_options(s, f):
    pl = player(s, f)
    return [Action("down", D.TEMPLE_KEYS[t]) for t in D.TEMPLES if pl.temples[t] > D.TEMPLE_BOTTOM]


def _resolve_down(s, f, action):
    s.stack.pop()
    step_down(player(s, f), D.TEMPLE_KEYS.index(action.a))
    event(s, "ixtab", p=f["p"], temple=action.a)
    s.turn_no += 1


# --- Bacab: every turn starts with at least 2 corn, without begging or stepping down ---

def _bacab_floor(s, pl):
    if pl.corn < D.BACAB_FLOOR:
        event(s, "bacab", p=pl.seat, corn=D.BACAB_FLOOR - pl.corn)
        pl.corn = D.BACAB_FLOOR


# --- Ah Chuy Kak: a pick-up after placing 2 workers on gears ---

def _ah_chuy_kak_pick_up(s, pl):
    turn = s.turn
    if turn["mode"] == "place" and turn["gear_placed"] >= 2 and not turn["extra_pick"]:
        # Appendix: the 2 workers must be on gears (not the first-player or quick spaces); the one
        # picked up was placed on an earlier turn and gets the usual pick-up options.
        placed = {tuple(x) for x in turn["placed_at"]}
        return [a for a in retrieve_options(s, pl.seat) if (a.a, a.b) not in placed]
    return []


# --- Vacub-Caquix: a space of a gear treated as taken this turn ---

def _vacub_caquix_block(s, pl):
    turn = s.turn
    if turn["mode"] in (None, "place") and turn["blocked"] is None \
            and s.free_workers(pl.seat) > 0 and not turn["extra_pick"]:
        return [Action("block", g) for g in D.GEARS if len(empty_spaces(s, g)) >= 2]
    return []


def _resolve_block(s, f, action):
    push(s, k="blockspace", p=f["p"], g=action.a)


def _blockspace_options(s, f):
    return [Action("space", pos) for pos in empty_spaces(s, f["g"])]


def _resolve_blockspace(s, f, action):
    s.stack.pop()
    s.turn["blocked"] = [f["g"], action.a]
    event(s, "block", p=f["p"], gear=f["g"], pos=action.a)


# --- Ahau Chamahez and Balam: the price of a lower action when taking a worker back ---

def _ahau_chamahez(pl, gear, pos, n, cost):
    # Pay 1 corn to act as if one space higher (with Theology 1 at Chichen Itza: two spaces).
    higher = step_back_price(pl, gear, pos + 1, n)
    if higher is not None and (cost is None or higher + 1 < cost):
        return higher + 1
    return cost


def _balam(pl, gear, pos, n, cost):
    # 1 corn in all, not 1 per space; also from free-choice spaces (appendix).
    return -1 if cost is not None and n < pos else cost


# --- Huracan: the same-numbered (or a lower, paid as usual) action of the paired gear ---

def _huracan(s, pl, gear, pos):
    if gear not in D.PAIRED_GEAR:
        return []
    other = D.PAIRED_GEAR[gear]
    out = []
    for n in range(1, D.LAST_ACTION[other] + 1):
        cost = step_back_cost(s, pl, gear, pos, n)
        if cost is not None and cost <= pl.corn and can_do(s, pl, other, n, pl.corn - cost):
            out.append(Action("act", n, other))
    return out


# --- Itzamná: past level 3, the bonus of any track ---

def _bonus_options(s, f):
    return [Action("bonus", k) for k in D.TECH_KEYS]


def _resolve_bonus(s, f, action):
    s.stack.pop()
    tech_bonus(s, f["p"], D.TECH_KEYS.index(action.a))


# --- Xaman Ek: sell one resource at any moment of the turn ---

# Decisions during which Xaman Ek may sell (not "pay", whose options were fixed when it was asked).
SELL_DURING = {"turn", "work", "harvest", "temple", "pair", "tech", "build", "market", "resource", "theology",
               "any", "toll", "bonus", "lower", "renovate", "blockspace"}


def _sell_options(s, f):
    pl = s.players[f["p"]]
    if pl.tribe != "xaman_ek" or s.turn.get("p") != pl.seat or s.turn.get("sold"):
        return []
    return [Action("sell", r) for r in D.RESOURCES if getattr(pl, r) > 0]


def _resolve_sell(s, f, action):
    pl = s.players[f["p"]]
    setattr(pl, action.a, getattr(pl, action.a) - 1)
    pl.corn += D.MARKET_PRICE[action.a]
    s.turn["sold"] = True
    event(s, "sell", p=pl.seat, resource=action.a)


define("tribe", lambda s, f: tribe_options(s, f["p"]), _resolve_tribe, lambda s, f: ("ask.tribe", {}))
define("down", _down_options, _resolve_down, lambda s, f: ("ask.down", {}), skippable=True)
define("blockspace", _blockspace_options, _resolve_blockspace, lambda s, f: ("ask.blockspace", {"gear": f["g"]}))
define("bonus", _bonus_options, _resolve_bonus, lambda s, f: ("ask.bonus", {}))

# --- the tribes' powers in the base game's rules ---
calendar.AT_TURN_START["bacab"] = _bacab_floor
turn.BEG_LIMIT["bacab"], turn.BEG_CORN["bacab"] = D.BACAB_BEG_LIMIT, D.BACAB_BEG_CORN
turn.SURCHARGE["yumkaax"] = D.YUMKAAX_SURCHARGE
turn.DISCOUNT_TRIBES.add("cit_bolon_tum")  # one placement a turn for 2 corn less...
calendar.ONE_SPACE_FURTHER.add("cit_bolon_tum")  # ...and workers leave the gears one space later
turn.MORE_TURN_OPTIONS.update(ah_chuy_kak=_ah_chuy_kak_pick_up, vacub_caquix=_vacub_caquix_block)
turn.MORE_TURN_ACTIONS["block"] = _resolve_block
turn.MAY_PASS.add("ahmakiq")  # may end a turn without placing or retrieving
gears.STEP_BACK.update(ahau_chamahez=_ahau_chamahez, balam=_balam)
gears.MORE_WORK_OPTIONS["huracan"] = _huracan
technologies.TRIBE_SAVING["itzamna"] = 1  # 1 resource less for each advance up to level 3
technologies.ANY_TRACK_BONUS.add("itzamna")
food.TRIBE_FOOD["yaluk"] = D.YALUK_EXTRA_FOOD
food.TRIBE_UNFED_PENALTY["yaluk"] = D.YALUK_UNFED_PENALTY
define_anytime("sell", SELL_DURING, _sell_options, _resolve_sell)
