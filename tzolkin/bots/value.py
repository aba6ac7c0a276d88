"""What a position is worth to a player, in victory points: the heuristic bots' judgement.

`evaluate(s, seat)` estimates the final score a player can expect from a state: points
already scored, plus what their corn, resources, skulls, temple steps, technologies,
workers and buildings will still bring in the days left, minus the food they will lack.
Workers on the gears are worth the best action they can reach before they fall off.

The same figures price single actions (`Values.action`), so a worker on Tikal 2 is worth
the best building the player could build there, and a pending decision (a technology to
choose, a building to pick) counts for what it will give. Every weight is in VP; the
comments say where each one comes from.

With Tribes & Prophecies the judgement reads the engine: the corn the workers eat is the
rules' own (`rules.food_needs`: farms, Yaluk, Hunger), actions are priced with the calamity
in force when the worker would take them (a temple step under Wrathful Gods costs a corn, a
gold under Gold Shortage too, Forgotten Lore switches level 2 off, ...), and the prophecies
still to score count for the band the player is on course for.
"""
from collections import namedtuple

from .. import data as D
from ..rules import (building_cost, calamity_on, can_step_up, feeding, food_needs, parse_cost, prophecy_band,
                     prophecy_metric, step_back_cost, tech_cost, unfed_penalty)
from ..scoring import monument_points

GAMMA = 0.93  # a day of waiting on a gear: the action may be taken by someone else, plans change
MARKET_VP = {m: D.MARKET_PRICE[m] / 4 for m in D.RESOURCES}  # leftover resources at the end (R9)
USE_PREMIUM = {"wood": 0.55, "stone": 0.7, "gold": 0.85}  # what a resource buys before the end
TECH_WEIGHT = (1.0, 0.95, 0.9, 0.8)  # agriculture, extraction, architecture, theology
TECH_FADE = 3  # rounds of actions left under which a technology level is worth a share of itself
FOOD_PER_WORKER = D.FOOD_PER_WORKER
FREE_WORKER = 2.2
HOPE = 0.3
URGENCY_MIN, URGENCY_SLOPE = 0.5, 0.08
RIDE = 0.75  # share of a planned action's value counted while the worker still rides the gear
DAY_COST = 0.0
LATER_FOOD_VP = 0.8
# How the time to come is priced: a worker back in hand (FREE_WORKER VP while rounds of actions are
# left), a day of riding a gear (GAMMA), a corn missing for the food days after the coming one
# (LATER_FOOD_VP), and whether the temples still to climb are projected at the player's own pace
# (`temple_pace`; see monument_outlook). The heuristic's own; the expert prices it its way
# (learned.EXPERT_TEMPO).
Tempo = namedtuple("Tempo", "free_worker gamma later_food temple_pace", defaults=(False,))
TEMPO = Tempo(FREE_WORKER, GAMMA, LATER_FOOD_VP)
# Prophecies: a band the player is one step from counts for this share of the step (it may
# still be reached), and a prophecy that scores after the coming food day for this share of
# its band (there is time to change its count).
NEXT_BAND, LATER_PROPHECY = 0.3, 0.5


_SHARED = {}


def _shared_cache(key):
    if len(_SHARED) > 20000:
        _SHARED.clear()
    cache = _SHARED.get(key)
    if cache is None:
        cache = _SHARED[key] = {}
    return cache


class Values:
    """The prices of things for one player in one state (computed lazily, used many times)."""

    def __init__(self, s, seat, tempo=TEMPO):
        self.s = s
        self.seat = seat
        self.tempo = tempo
        self.pl = pl = s.players[seat]
        self.days_left = D.LAST_DAY - s.tooth
        self.food_left = len(D.FOOD_TEETH) - s.food_days_done
        self.points_left = sum(1 for k in D.FOOD_DAY_KIND[s.food_days_done:] if k == D.END_OF_AGE)
        self.mids_left = sum(1 for k in D.FOOD_DAY_KIND[s.food_days_done:] if k == D.MID_AGE)
        u = min(1.0, self.days_left / 10)
        self.corn_base = 0.25 + 0.55 * min(1.0, self.days_left / 12)
        self.res = {m: MARKET_VP[m] + USE_PREMIUM[m] * u for m in D.RESOURCES}
        self.skull = 3 + (1.5 if self.days_left > 2 and None in s.skull_slots else 0)
        # Corn: a quarter point at the end, more while it pays for placements. The corn the
        # workers eat is the engine's (farms, Yaluk, Hunger), for each food day left.
        needs = food_needs(s, pl)
        self.food_need = sum(needs)
        self.food_need_all = self.food_need * self.food_left if not s.prophecies else \
            sum(sum(food_needs(s, pl, day)) for day in range(s.food_days_done, len(D.FOOD_TEETH)))
        # A worker short of corn costs its penalty: 1.5 VP a corn in the base game, 1 under Hunger.
        self.unfed = unfed_penalty(pl)
        self.unfed_per_corn = self.unfed / max(needs) if needs and max(needs) else 0.0
        # Hunger scores the workers fed on its food day: the corn held now decides that band.
        self.hunger = bool(s.prophecies) and s.prophecy == "hunger"
        self.calamities = (s.prophecy if s.prophecies else None, calamity_on(s, s.food_days_done + 1))
        nxt = s.next_food_day()
        self.food_in = nxt[0] if nxt else None
        # Corn missing for the next food day costs its unfed workers, surely when the day is near.
        if self.food_in is None:
            self.food_urgency = 0.0
        else:
            self.food_urgency = 1.0 if self.food_in <= 1 else max(URGENCY_MIN, 1.0 - URGENCY_SLOPE * (self.food_in - 1))
        # One more worker: the actions it adds, less the food it eats. Late in the game it adds no
        # action and still eats its corn at each food day left (that corn would have scored).
        self.worker = max(-FOOD_PER_WORKER * self.corn_base * self.food_left,
                          0.42 * self.days_left - 0.9 * self.food_left - 0.5)
        self.late = False
        self.first_day = 0 if self._may_retrieve_this_round() else 1
        # A worker back in hand will be placed again: the tempo of the next actions, for the rounds in
        # which it can still act (placed this round it acts from the next one; after the player's
        # turn, from the round after; the game's last round gives no action to a worker placed).
        self.may_place = self._may_place_this_round()
        self.acting_rounds = max(0, self.days_left - 1 - (0 if self.may_place else 1))
        self.free = tempo.free_worker * min(1.0, self.acting_rounds / 5)
        self._fp = self._fingerprint()
        self._cache = _shared_cache(self._fp)
        # Corn a rider pricing its action counts as held on top of the stock: the corn of the
        # Palenque riders acting before it (see palenque_riders).
        self.extra_corn = 0

    def _fingerprint(self):
        """Everything the prices below read: equal fingerprints give equal prices, so the
        options of one decision (and the states of a playout) share what they computed."""
        s, pl = self.s, self.pl
        return (self.tempo, self.seat, self.first_day, self.may_place, s.tooth, s.food_pending, s.food_days_done,
                s.skull_supply, tuple(s.skull_slots), tuple(s.display), tuple(s.monuments),
                tuple(tuple(v) for v in s.jungle.values()),
                tuple(tuple(o.temples) for o in s.players), sum(len(o.monuments) for o in s.players),
                pl.corn, pl.wood, pl.stone, pl.gold, pl.skulls, pl.workers, tuple(pl.techs),
                tuple(pl.buildings), tuple(pl.monuments), pl.corn_tiles, pl.wood_tiles, pl.feed_free, pl.feed_less,
                pl.tribe, tuple(s.prophecies))

    @property
    def stock(self):
        """The corn the action being priced can count on."""
        return self.pl.corn + self.extra_corn

    def _counting_extra(self, corn):
        """Price from now on as if `corn` more were held (prices with another stock cached apart)."""
        self.extra_corn = corn
        self._cache = _shared_cache(self._fp + ("extra", corn)) if corn else _shared_cache(self._fp)

    def _may_retrieve_this_round(self):
        """Whether the player's workers can still be taken back before the gears turn."""
        return self._turn_to_come_or(excluded_mode="place")

    def _may_place_this_round(self):
        """Whether the player can still place workers this round (its turn is to come, or it is
        on turn and has not started taking workers back)."""
        return self._turn_to_come_or(excluded_mode="retrieve")

    def _turn_to_come_or(self, excluded_mode):
        """Whether the player's turn of this round is still to come, or is on and has not chosen
        `excluded_mode` (a turn either places or takes back)."""
        s = self.s
        if s.phase != "play" or not s.stack:
            return False
        position = s.turn_order().index(self.seat)
        if position != s.order_pos:
            return position > s.order_pos
        return s.stack[0].get("p") == self.seat and s.turn.get("mode") != excluded_mode

    # --- materials ---------------------------------------------------------------------

    def corn_value(self, corn, late=False):
        """What holding `corn` is worth: a quarter point each at the end, more while it pays
        for placements, and the unfed workers it avoids (their penalty per corn they eat,
        certain when the food day is near; the later food days count for less, as there is
        time to harvest). Under Hunger, the workers it feeds also decide the prophecy's band."""
        short_all = max(0, self.food_need_all - corn)
        value = self.corn_base * corn - self.tempo.later_food * short_all
        if late:  # priced after the coming food day: this corn no longer feeds its workers
            return value
        if self.food_in == 0:
            # The food day ends this round: the workers this corn leaves unfed, exactly (a worker
            # is fed whole or not at all).
            value -= self.unfed * (self.pl.workers - feeding(self.s, self.pl, corn)[0])
        else:
            value -= self.unfed_per_corn * self.food_urgency * max(0, self.food_need - corn)
        if self.hunger:
            value += self.food_urgency * prophecy_band("hunger", feeding(self.s, self.pl, corn)[0])
        return value

    # --- calamities and prophecies ---------------------------------------------------------

    def calamity(self):
        """The calamity in force when the action being priced is taken: the one of the coming
        food day, or after it (`self.late`) the next prophecy's."""
        return self.calamities[self.late]

    def level2(self, track):
        """rules.level2 at the time of the action: Forgotten Lore switches level 2 effects off."""
        return self.pl.techs[track] >= 2 and self.calamity() != "forgotten_lore"

    def gained(self, m, n=1):
        """Gaining n of a material, with the price a calamity puts on it (declined when it
        costs more than it brings): a corn a gold under Gold Shortage, a temple step down a
        skull under Desecration."""
        calamity = self.calamity()
        if m == "gold" and calamity == "gold_shortage":
            k = min(n, self.stock)
            return max(0.0, k * self.res["gold"] + self.corn_delta(-k)) if k else 0.0
        if m == "skull" and calamity == "desecration":
            loss = self.step_down_loss()
            return 0.0 if loss is None else n * max(0.0, self.skull - loss)
        return self.material(m, n)

    def step_down_loss(self):
        """The least a temple step down costs the player (None when every temple is at the bottom)."""
        pl, losses = self.pl, []
        for t in D.TEMPLES:
            step = pl.temples[t]
            if step > D.TEMPLE_BOTTOM:
                best = self.rivals_best(t)
                losses.append(self.temple_total(t, step, best) - self.temple_total(t, step - 1, best))
        return min(losses, default=None)

    def prophecy_outlook(self):
        """The VP of the prophecies still to score, for the band the player is on course for:
        the count now, a part of the next band, and half for those scoring after the coming
        food day. Hunger's coming band is in corn_value (it depends on the corn)."""
        s, pl = self.s, self.pl
        total = 0.0
        for i in range(max(0, s.food_days_done - 1), len(s.prophecies)):
            key = s.prophecies[i]
            coming = i == s.food_days_done - 1
            if key == "hunger":
                if coming:
                    continue
                metric = pl.workers  # later: the workers there will be, fed
            else:
                metric = prophecy_metric(s, pl, key)
            now = prophecy_band(key, metric)
            value = now + NEXT_BAND * (prophecy_band(key, metric + 1) - now)
            total += value if coming else LATER_PROPHECY * value
        return total

    def corn_delta(self, n):
        """Value of gaining (or, negative, paying) n corn from the player's current stock.

        After the next food day (`self.late`, set while pricing a worker's later actions),
        corn no longer saves workers from that food day."""
        key = ("corn", n, self.late)
        if key not in self._cache:
            corn = self.stock
            self._cache[key] = self.corn_value(corn + n, self.late) - self.corn_value(corn, self.late)
        return self._cache[key]

    def corn_margin(self, extra=0):
        """Value of one more corn on top of the stock (and `extra` already counted)."""
        corn = self.stock + extra
        return self.corn_value(corn + 1) - self.corn_value(corn)

    def material(self, m, n=1):
        """What holding n more of a material is worth (or, paying it, costs)."""
        if m == "corn":
            return self.corn_delta(n)
        if m == "skull":
            return n * self.skull
        if m == "vp":
            return n
        return n * self.res[m] + self.plan_margin(m, n)

    def plan_margin(self, m, n):
        """What n more (or, negative, fewer) of a resource change in the monument plan."""
        return self.monument_plan(m, n) - self.monument_plan()

    def cost(self, cost):
        return sum(self.material(m, n) for m, n in cost.items())

    def plain_cost(self, cost):
        """A cost at the materials' own prices, the monument plan aside."""
        return sum(n * self.skull if m == "skull" else self.material(m, n) if m == "corn" else n * self.res[m]
                   for m, n in cost.items())

    def cheapest(self, n):
        """Value of the n cheapest resources the player holds (None if too few)."""
        pieces = []
        for m in D.RESOURCES:
            pieces += [self.res[m]] * getattr(self.pl, m)
        if len(pieces) < n:
            return None
        return sum(sorted(pieces)[:n])

    # --- temples -----------------------------------------------------------------------

    def temple_total(self, t, step, rivals_best):
        """Everything a temple step brings from now on: step VP at each age's end, mid-age
        rewards and the leader bonus (R10) where the player leads."""
        v = D.temple_vp(t, step) * self.points_left
        for reward_step, m in D.TEMPLE_REWARDS[t].items():
            if step >= reward_step:
                v += self.mids_left * (3.5 if m == "skull" else self.res[m])
        bonuses = []
        if self.s.food_days_done <= 1:
            bonuses.append(D.TEMPLE_BONUS[t][0])
        if self.points_left:
            bonuses.append(D.TEMPLE_BONUS[t][1])
        if step > rivals_best:
            share = 0.8
        elif step == rivals_best:
            share = 0.35
        else:
            share = 0.1 if step >= rivals_best - 1 else 0.0
        return v + share * sum(bonuses)

    def rivals_best(self, t):
        return max((o.temples[t] for o in self.s.players if o.seat != self.seat), default=D.TEMPLE_BOTTOM)

    def temple_step(self, t):
        """Value of one step up on temple t (0 if the player cannot climb it), less the price of
        the step under Wrathful Gods (a corn) or the temple's Angry God (a resource)."""
        key = ("step", t, self.late)
        if key not in self._cache:
            step = self.pl.temples[t]
            if not can_step_up(self.s, self.pl, t):
                self._cache[key] = 0.0
            else:
                best = self.rivals_best(t)
                gain = self.temple_total(t, step + 1, best) - self.temple_total(t, step, best)
                self._cache[key] = max(0.0, gain - self.step_price(t))
        return self._cache[key]

    def step_price(self, t):
        calamity = self.calamity()
        if calamity == "wrathful_gods":
            return -self.corn_delta(-1) if self.stock >= 1 else float("inf")
        if D.ANGRY_GOD.get(calamity) == t:
            price = self.cheapest(1)
            return float("inf") if price is None else price
        return 0.0

    def best_steps(self, n):
        return sum(sorted((self.temple_step(t) for t in D.TEMPLES), reverse=True)[:n])

    # --- technologies --------------------------------------------------------------------

    def tech_level(self, track, level):
        """Value of holding level `level` (1-3) of a track, for the days left: nothing once no
        round of actions is left after this one (the actions of this round are priced with the
        levels held, in the workers' positions), a share of it in the last few."""
        if level <= 0:
            return 0.0
        per_level = (1.0 + 0.16 * self.days_left) * TECH_WEIGHT[track] * min(1.0, (self.days_left - 1) / TECH_FADE)
        return max(0.0, per_level) * min(level, D.TECH_MAX)

    def tech_gain(self, track):
        """Value of one more level (or the bonus beyond level 3)."""
        level = self.pl.techs[track]
        if level >= D.TECH_MAX:
            return (self.best_steps(1), 2 * max(self.res.values()), 3.0, self.skull)[track]
        return self.tech_level(track, level + 1) - self.tech_level(track, level)

    def free_tech(self, track):
        """A technology advance given by a tile or a building: under Teacher Shortage it costs
        a resource (or is declined)."""
        gain = self.tech_gain(track)
        if self.calamity() != "teacher_shortage":
            return gain
        price = self.cheapest(1)
        return 0.0 if price is None else max(0.0, gain - price)

    def tech_net(self, track, paid=True):
        if not paid:
            return self.free_tech(track)
        # The engine's price: Itzamna pays one less, Teacher Shortage one more.
        price = self.cheapest(tech_cost(self.s, self.pl, self.pl.techs[track]))
        return None if price is None else self.tech_gain(track) - price

    def best_techs(self, n, paid=True):
        nets = sorted((v for t in D.TECHS if (v := self.tech_net(t, paid)) is not None), reverse=True)
        return sum(v for v in nets[:n] if v > 0)

    # --- buildings and monuments ---------------------------------------------------------

    def effect(self, e):
        kind = e[0]
        if kind == "gain":
            return self.gained(e[1], e[2])
        if kind == "vp":
            return e[1]
        if kind == "temple":
            return self.temple_step(e[1]) * e[2]
        if kind == "temple_any":
            return self.best_steps(1) * e[1]
        if kind == "tech":
            return self.free_tech(e[1])
        if kind == "tech_any":
            return max(self.free_tech(t) for t in D.TECHS) * e[1]
        if kind == "worker":
            return self.worker + self.free if self.pl.workers < D.MAX_WORKERS else 0.0
        if kind == "market":
            return 0.3
        if kind == "build":
            return 1.0
        if kind == "any_action":
            return 1.5
        if kind == "feed":
            return e[1] * D.FOOD_PER_WORKER * self.food_left * 0.55
        if kind == "feed_less":
            return self.pl.workers * self.food_left * 0.55
        return 0.0

    def building_gain(self, b, arch=True):
        v = sum(self.effect(e) for e in D.BUILDINGS[b]["effects"])
        level = self.pl.techs[D.ARCHITECTURE] if arch else 0
        v += (self.corn_margin() if level >= 1 else 0) + (2 if level >= 2 and self.level2(D.ARCHITECTURE) else 0)
        family = D.BUILDINGS[b]["family"]
        for m in self.pl.monuments:
            score = D.MONUMENTS[m]["score"]
            if score == ("family", family):
                v += 4
            elif score[0] == "constructions":
                v += 2
        return v

    def building_net(self, b, where="tikal", arch=True, afford_only=True):
        costs = building_cost(self.s, self.pl, b, where, arch)
        payable = [c for c in costs if all(self._have(m) >= n for m, n in c.items())]
        if afford_only and not payable:
            return None
        price = min(self.cost(c) for c in (payable or costs))
        return self.building_gain(b, arch) - price

    def _have(self, m):
        return self.pl.skulls if m == "skull" else getattr(self.pl, m)

    def best_building(self, where="tikal", afford_only=True):
        key = ("build", where, afford_only, self.late)
        if key not in self._cache:
            nets = [v for b in self.s.display if b is not None
                    and (v := self.building_net(b, where, True, afford_only)) is not None]
            self._cache[key] = max(nets, default=None)
        return self._cache[key]

    def monument_worth(self, m):
        """End points a monument will score for this player: its condition as it stands (the
        monument counted as built), plus what the rounds of actions left are likely to add to it
        (MONUMENT_PACE), trusted for MONUMENT_TRUST of their worth."""
        key = ("monument_worth", m)
        if key not in self._cache:
            built = m in self.pl.monuments
            now, growth = monument_outlook(self.s, self.pl, m, self.acting_rounds, built, self.tempo.temple_pace)
            self._cache[key] = now + MONUMENT_TRUST * growth
        return self._cache[key]

    def monument_chances(self):
        """(monument, net gain of building it, its cost, resources of its cost held) for each monument
        on the table whose end points are worth more than its cost (at the resources' own prices)."""
        key = ("monument_chances",)
        if key not in self._cache:
            out = []
            for m in self.s.monuments:
                cost = D.MONUMENTS[m]["cost"]
                net = self.monument_worth(m) - self.plain_cost(cost)
                if net > 0:
                    out.append((m, net, cost, sum(min(n, self._have(k)) for k, n in cost.items())))
            self._cache[key] = out
        return self._cache[key]

    def monument_target(self, m=None, n=0):
        """(monument, progress) of the monument the player works for, with n more of material m: the
        best on the table by its net gain times the share of its cost held, raised to PLAN_POWER (the
        last resources are those that bring it within Tikal's reach). None if no monument pays."""
        key = ("monument_target", m, n)
        if key not in self._cache:
            best = None
            for monument, net, cost, held in self.monument_chances():
                if m in cost:
                    have = self._have(m)
                    held += min(cost[m], max(0, have + n)) - min(cost[m], have)
                progress = net * (held / sum(cost.values())) ** PLAN_POWER
                if best is None or progress > best[1]:
                    best = (monument, progress)
            self._cache[key] = best
        return self._cache[key]

    def monument_plan(self, m=None, n=0):
        """The resources held towards the monument the player works for (`monument_target`; with n
        more of material m): a resource its target lacks is worth more than its price, more as the
        target nears. The share counted shrinks with the rounds left to reach Tikal 4, and is nothing
        once too late."""
        reach = min(1.0, (self.acting_rounds - PLAN_ROUNDS) / PLAN_HORIZON)
        target = self.monument_target(m, n) if reach > 0 else None
        return 0.0 if target is None else PLAN_SHARE * reach * target[1]

    def best_monument(self, afford_only=True):
        key = ("monument", afford_only, self.late)
        if key not in self._cache:
            nets = []
            for m in self.s.monuments:
                cost = D.MONUMENTS[m]["cost"]
                if afford_only and not all(self._have(k) >= n for k, n in cost.items()):
                    continue
                nets.append(self.monument_worth(m) - self.cost(cost))
            self._cache[key] = max(nets, default=None)
        return self._cache[key]

    # --- actions ---------------------------------------------------------------------------

    def action(self, gear, n):
        """What using action n of a gear right now is worth (0 when it would do nothing)."""
        key = (gear, n, self.late)
        if key not in self._cache:
            self._cache[key] = max(0.0, ACTIONS[gear](self, n))
        return self._cache[key]

    def best_from(self, gear, pos):
        """The best action a worker at `pos` can take now, stepping back for corn if it pays."""
        key = ("from", gear, pos, self.late)
        if key in self._cache:
            return self._cache[key]
        best, pick = 0.0, None
        corn = self.stock
        for n in range(1, min(pos + 1, D.LAST_ACTION[gear]) + 1):
            back = step_back_cost(self.s, self.pl, gear, pos, n)
            if back is None or back > corn:
                continue
            v = self.action(gear, n) + (self.corn_delta(-back) if back else 0.0)
            if v > best:
                best, pick = v, (n, back)
        self._cache[key] = best
        self._cache[("from_pick", gear, pos, self.late)] = pick
        return best

    def position(self, gear, pos):
        """A worker riding a gear: the best action it reaches before being pushed off."""
        key = ("pos", gear, pos)
        if key not in self._cache:
            best, factor, pick = 0.0, 1.0, None
            # The worker can wait until it is pushed off, or until the game ends.
            # A worker not taken back this round rides one more space first.
            for p in range(pos + self.first_day, min(D.LAST_SPACE[gear], pos + self.days_left - 1) + 1):
                # An action taken after the coming food day cannot feed the workers on it.
                self.late = self.food_in is not None and p - pos > self.food_in
                v = (RIDE * self.best_from(gear, p) + self.free) * factor - DAY_COST * (p - pos)
                if v > best:
                    best, pick = v, (p, self.late)
                factor *= self.tempo.gamma
            self.late = False
            self._cache[key] = best
            self._cache[("pos_pick", gear, pos)] = pick
        return self._cache[key]

    def rider_plan(self, gear, pos):
        """When a rider at `pos` acts and the corn its action brings, paid step-back included:
        (days from now, corn), or None when it has nothing worth waiting for."""
        self.position(gear, pos)
        at = self._cache[("pos_pick", gear, pos)]
        if at is None:
            return None
        p, self.late = at
        action = self._cache.get(("from_pick", gear, p, self.late))
        corn = 0
        if action is not None and gear == D.PALENQUE:
            n, back = action
            corn = _palenque_pick(self, n)[1] - back
        self.late = False
        return p - pos, corn

    def palenque_riders(self, spots):
        """Workers riding Palenque, priced one after the other in the order they act: each prices
        its action with the corn of those before it already held. (Priced each on the stock as it
        is, every rider was credited with relieving the whole food shortage alone, and the riders
        of a player with five or six workers looked worth several times their corn.)"""
        plans = [(self.rider_plan(D.PALENQUE, pos), pos) for pos in spots]
        total, extra = 0.0, 0
        for plan, pos in sorted(plans, key=lambda x: (x[0] is None, x[0][0] if x[0] else 0, -x[1])):
            self._counting_extra(extra)
            total += self.position(D.PALENQUE, pos)
            if extra:  # its best action may change with the corn held
                plan = self.rider_plan(D.PALENQUE, pos)
            extra += max(0, plan[1]) if plan else 0
        self._counting_extra(0)
        return total


# --- monuments: what their conditions will be worth at the end ---------------------------------

# The VP a monument scores per unit of its condition, and the units a player adds in a round of
# actions at least (its own pace so far counts when faster): a building every four or five rounds,
# a third of them of one family; technology levels every seven rounds; Chichen Itza filled by all.
MONUMENT_PACE = {
    "family": (4, 0.07), "constructions": (2, 0.2), "corn_tiles": (4, 0.03), "wood_tiles": (4, 0.02),
    "tech_levels": (3, 0.14), "temple_steps": (1, 0.3), "best_temple": (3, 0.12), "chichen_skulls": (3, 0.12),
}
MONUMENT_TRUST = 0.8  # what is still to come may not come
PLAN_SHARE, PLAN_POWER, PLAN_ROUNDS, PLAN_HORIZON = 0.5, 2, 2, 6
# Workers riding Tikal each price their building or technology with the same resources held, which
# only one of them can spend: the best counts whole, the others for this share. (Counted whole, a
# monument that spends those resources looked like it wasted the others' builds.) Measured with one
# `normal` judging so against three counting every rider whole, 640 seat-rotated 4-player games:
# 25.5 % of the wins, 2.3 VP a game more than they, 0.14 monuments a game against 0.06 (0.4: the same).
TIKAL_SHARE = 0.6


def _monument_units(s, pl, what, kind):
    """The count a monument's condition reads, and the most it can still grow by."""
    if what == "family":
        return sum(D.BUILDINGS[b]["family"] == kind[1] for b in pl.buildings) + \
            sum(D.MONUMENTS[m]["family"] == kind[1] for m in pl.monuments), 99
    if what == "constructions":
        return len(pl.buildings) + len(pl.monuments), 99
    if what in ("corn_tiles", "wood_tiles"):
        return getattr(pl, what), 99
    if what == "tech_levels":
        return sum(pl.techs), D.TECH_MAX * len(D.TECHS) - sum(pl.techs)
    if what == "temple_steps":
        return 0, 99
    if what == "best_temple":
        return max(pl.temples), max(D.TEMPLE_TOP) - max(pl.temples)
    placed = sum(o is not None for o in s.skull_slots)
    return placed, len(s.skull_slots) - placed


# The temple monuments at the player's own pace of climbing (Tempo.temple_pace): the steps it has
# climbed so far over the days played (eight at least), never below the floor of MONUMENT_PACE, each
# step above the start worth STEP_VP on average (the steps' VP over the three temples: 1.6 on Chaac,
# 1.9 on Quetzalcoatl, 1.7 on Kukulcan). The fixed pace (0.3 steps a day, 1 VP each) priced "the
# step VP of the three temples again" about 6 VP early in the game, where the expert, a climber,
# ended with it worth 19.4 VP on average (16 of the first 24 games of `arena --bots
# expert,hard,hard,hard --seed 20`; "3 VP a step of the best temple": 15.9 VP in 20 games), so it
# seldom held what they cost.
STEP_VP = 1.8


def _temple_outlook(s, pl, what, rounds):
    """Points the coming `rounds` add to a temple monument, at the player's own pace of climbing."""
    days = max(8, s.tooth)
    per_unit, floor = MONUMENT_PACE[what]
    if what == "temple_steps":
        climbed = sum(max(0, step) for step in pl.temples)
        pace = max(floor, climbed / days)
        return STEP_VP * min(sum(D.TEMPLE_TOP) - climbed, pace * rounds)
    best = max(pl.temples)
    return per_unit * min(max(D.TEMPLE_TOP) - best, max(floor, best / days) * rounds)


def monument_outlook(s, pl, m, rounds, built=True, temple_pace=False):
    """(points a monument scores for `pl` as things stand, points the coming `rounds` of actions
    are likely to add), with the monument counted as the player's even before it is built;
    `temple_pace`: the temple monuments at the player's own pace of climbing (`_temple_outlook`)."""
    if not built:
        pl = _with_monument(pl, m)
    now = monument_points(s, pl, m)
    kind = D.MONUMENTS[m]["score"]
    what = kind[0]
    if what == "all_monuments":  # the others' monuments too: about one every ten rounds at the table
        return now, D.MONUMENT_ALL_VP[s.n_players] * min(len(s.monuments) - (not built), 0.1 * rounds)
    if what == "workers":
        more = min(D.MAX_WORKERS - pl.workers, int(rounds / 7))
        return now, D.MONUMENT_WORKERS_VP.get(pl.workers + more, 0) - now
    if what == "techs_at_top":
        return now, D.MONUMENT_TOP_TECH_VP[tracks_topped(pl.techs, TECH_PACE * rounds)] - now
    if temple_pace and what in ("temple_steps", "best_temple"):
        return now, _temple_outlook(s, pl, what, rounds)
    per_unit, floor = MONUMENT_PACE[what]
    units, room = _monument_units(s, pl, what, kind)
    pace = max(floor, units / max(8, s.tooth)) if what in ("family", "constructions") else floor
    return now, per_unit * min(room, pace * rounds)


TECH_PACE = 0.14  # technology levels a round of actions adds at least


def tracks_topped(techs, levels):
    """How many technology tracks will be at their top with `levels` more levels, spent on the
    tracks nearest it first. (Counted as all levels over three, [2, 1, 0, 0] looked like one track at
    the top on the last day, and a monument scoring the tracks at the top was built for nothing.)"""
    topped = 0
    for missing in sorted(D.TECH_MAX - t for t in techs):
        if missing > levels:
            break
        levels -= missing
        topped += 1
    return topped


def _with_monument(pl, m):
    """The player as if monument m were built (its condition may count itself)."""
    from copy import copy
    out = copy(pl)
    out.monuments = list(pl.monuments) + [m]
    return out


# --- the gears' actions, priced ---------------------------------------------------------

def _palenque(v, n):
    return _palenque_pick(v, n)[0]


def _palenque_pick(v, n):
    """Palenque action n: the value of the better of its corn and its wood, and the corn taken."""
    pl, s = v.pl, v.s
    agri = pl.techs[D.AGRICULTURE]
    if n == 1:
        corn = D.PALENQUE_CORN[1] + v.level2(D.AGRICULTURE)
        return v.corn_delta(corn), corn
    wood_stacks, corn_stacks = s.jungle[str(n)]
    calamity = v.calamity()
    corn = D.PALENQUE_CORN[n] + (agri >= 1) + 2 * (agri >= 3) - (calamity == "drought")
    best, taken = 0.0, 0
    if corn_stacks or v.level2(D.AGRICULTURE):
        best, taken = v.corn_delta(corn) + (0.3 if corn_stacks else 0), corn
    if wood_stacks:
        wood = D.PALENQUE_WOOD[n] + (pl.techs[D.EXTRACTION] >= 1) - (calamity == "forest_fires")
        if wood * v.res["wood"] + 0.3 > best:
            best, taken = wood * v.res["wood"] + 0.3, 0
    return best, taken


def _yaxchilan(v, n):
    pl = v.pl
    ext = pl.techs[D.EXTRACTION]
    bonus = {"wood": ext >= 1, "stone": v.level2(D.EXTRACTION), "gold": ext >= 3, "skull": pl.techs[D.THEOLOGY] >= 3}
    total = 0.0
    for m, k in D.YAXCHILAN_GAIN[n].items():
        if m == "skull" and v.s.skull_supply == 0:
            continue
        total += v.gained(m, min(k + bonus.get(m, 0), v.s.skull_supply) if m == "skull" else k + bonus.get(m, 0))
    return total


def _tikal(v, n):
    if n == 1:
        return v.best_techs(1)
    if n == 3:
        return v.best_techs(2)
    if n in (2, 4):
        best = v.best_building()
        if best is None:
            hoped = v.best_building(afford_only=False)
            best = HOPE * hoped if hoped else 0.0
        if n == 4:
            mon = v.best_monument()
            if mon is None:
                hoped = v.best_monument(afford_only=False)
                mon = HOPE * hoped if hoped else 0.0
            best = max(best * 1.5, mon)
        return best
    price = v.cheapest(1)
    return 0.0 if price is None else v.best_steps(2) - price


def _uxmal(v, n):
    if n == 1:
        return v.best_steps(1) + v.corn_delta(-3) if v.stock >= 3 else 0.0
    if n == 2:
        return 0.3
    if n == 3:
        return v.worker + v.free if v.pl.workers < D.MAX_WORKERS else 0.0
    if n == 4:
        nets = [v.building_gain(b) + v.corn_delta(-c["corn"]) for b in v.s.display if b is not None
                for c in building_cost(v.s, v.pl, b, "uxmal", True) if c["corn"] <= v.stock]
        return max(nets, default=0.0)
    others = [v.action(g, k) for g in (D.PALENQUE, D.YAXCHILAN, D.TIKAL, D.UXMAL) for k in range(1, 6)
              if (g, k) != (D.UXMAL, 5)]
    return max(others) + v.corn_delta(-1) if v.stock >= 1 else 0.0


def _chichen(v, n):
    pl, s = v.pl, v.s
    if s.skull_slots[n - 1] is not None:
        return 0.0
    vp, temple, extra = D.SKULL_SLOTS[n]
    gain = vp + v.temple_step(temple) + (max(v.res.values()) if extra else 0)
    if v.level2(D.THEOLOGY):
        gain += 0.5
    if pl.skulls > 0:
        return gain - 3  # the skull would have scored 3 VP at the end anyway
    # No skull yet: worth something only if one can still be had.
    return 0.25 * (gain - 3) if s.skull_supply > 0 else 0.0


ACTIONS = {D.PALENQUE: _palenque, D.YAXCHILAN: _yaxchilan, D.TIKAL: _tikal, D.UXMAL: _uxmal, D.CHICHEN: _chichen}


# --- pending decisions --------------------------------------------------------------------

def pending(v, frame):
    """A decision still to be taken by the player counts for what it will give."""
    k = frame["k"]
    if k == "work":
        g, pos = frame["g"], frame["pos"]
        if pos > D.LAST_ACTION[g]:
            return max(v.action(g, n) for n in range(1, D.LAST_ACTION[g] + 1))
        return v.best_from(g, pos)
    if k == "pay":
        return -min(v.cost(parse_cost(o)) for o in frame["options"])
    if k == "fx":
        e = frame["e"]
        return v.building_gain(e[1], e[2]) if e[0] == "built" else v.effect(e)
    if k == "tech":
        return v.best_techs(frame["left"], frame["paid"])
    if k == "build":
        if frame["where"] == "uxmal":
            return _uxmal(v, 4)
        best = v.best_building() or 0.0
        return max(best, v.best_monument() or 0.0) if frame["monument"] else max(0.0, best)
    if k in ("temple", "pair"):
        return v.best_steps(2 if k == "pair" else 1)
    if k == "resource":
        return frame["left"] * max(v.res.values())
    if k == "harvest":
        return _palenque(v, frame["n"])
    if k == "any":
        return max(0.0, _uxmal(v, 5))
    if k == "theology":
        return max(0.0, v.best_steps(1) - (v.cheapest(1) or 99))
    return 0.0


# --- the whole position -------------------------------------------------------------------

def evaluate(s, seat, parts=None, tempo=TEMPO, palenque_together=True):
    """Expected final score of `seat` in VP (the exact score once the game is over).

    `parts`, a dict, receives the contributions by name (used to explain a hint); `tempo`, how a
    worker's time is priced; `palenque_together`, whether the riders on Palenque are priced together
    (`Values.palenque_riders`) or each against the stock as it is (the expert's judgement: see
    learned.features).
    """
    if s.is_over:
        row = s.final["players"][seat]
        return row["total_quarters"] / 4
    v = Values(s, seat, tempo)
    pl = v.pl
    out = {} if parts is None else parts
    out["vp"] = pl.vp
    out["skull"] = pl.skulls * v.skull
    out["resources"] = sum(getattr(pl, m) * v.res[m] for m in D.RESOURCES)
    out["corn"] = v.corn_value(pl.corn)
    out["temple"] = sum(v.temple_total(t, pl.temples[t], v.rivals_best(t)) for t in D.TEMPLES)
    out["tech"] = sum(v.tech_level(t, pl.techs[t]) for t in D.TECHS)
    out["worker"] = (pl.workers - D.START_WORKERS) * v.worker
    farms = sum(v.effect(e) for b in pl.buildings for e in D.BUILDINGS[b]["effects"] if e[0] in ("feed", "feed_less"))
    out["building"] = farms
    out["monument"] = sum(v.monument_worth(m) for m in pl.monuments)
    out["plan"] = v.monument_plan()
    out["prophecy"] = v.prophecy_outlook() if s.prophecies else 0.0
    frames, builds = 0.0, []
    for frame in s.stack:
        if frame.get("p") == seat and frame["k"] != "turn":
            if frame["k"] == "build" and frame["where"] != "uxmal":
                builds.append(pending(v, frame))
            else:
                frames += pending(v, frame)
    out["pending"] = frames + sum(builds)
    riding = 0.0
    for g, row in s.gears.items():
        spots = [pos for pos in range(D.LAST_SPACE[g] + 1) if row[pos] == seat]
        if g == D.PALENQUE and len(spots) > 1 and palenque_together:
            riding += v.palenque_riders(spots)
            continue
        values = [v.position(g, pos) for pos in spots]
        if g == D.TIKAL:
            # A build being chosen at Tikal spends the resources the riders price their builds with:
            # it shares them as one more rider (counted whole, the riders made a build that spends
            # much, a monument, look like it wasted their builds).
            group = sorted(values + builds, reverse=True)
            values = [sum(group[:1]) + TIKAL_SHARE * sum(group[1:]) - sum(builds)]
        riding += sum(values)
    out["wait"] = riding
    out["free"] = s.free_workers(seat) * v.free
    out["start"] = (s.calendar_corn * v.corn_base + 0.5) if s.start_space == seat else 0.0
    return sum(out.values())


def realised_plan(s, seat, action):
    """What an option is worth beyond the position it leaves: for a monument built, the monument plan
    of the position it was built from. The plan is the hope of this very action; the other options
    keep it as if a worker would reach Tikal 4 again later for nothing."""
    return Values(s, seat).monument_plan() if action.kind == "monument" else 0.0


# A monument "scores" when its projected end points (`Values.monument_worth`) exceed its cost at the
# resources' own prices by more than this many VP.
SCORING_MARGIN = 1.0


def scoring_monuments(s, seat):
    """The monuments on the table the player can pay for from what it holds and that score
    (SCORING_MARGIN). The resources are checked first: most positions read no price."""
    pl = s.players[seat]
    held = {"wood": pl.wood, "stone": pl.stone, "gold": pl.gold, "skull": pl.skulls}
    affordable = [m for m in s.monuments if all(held[k] >= c for k, c in D.MONUMENTS[m]["cost"].items())]
    if not affordable:
        return []
    v = Values(s, seat)
    return [m for m in affordable if v.monument_worth(m) > v.plain_cost(D.MONUMENTS[m]["cost"]) + SCORING_MARGIN]
