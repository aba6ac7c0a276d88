"""The words drawn on the pictures, in English; French and Italian are in the catalogs.

Pictures are drawn one at a time (images.render holds a lock), so the language of the
picture being drawn is kept here for the drawing code: `with speaking("fr"): ...`, and
`say(key, **values)` gives a label in that language. Every label is drawn so that it
fits its box (Pen.text shrinks the font, then cuts with "…" as a last resort and notes it).
"""
import threading
from contextlib import contextmanager

import i18n

EN = i18n.english({
    # the board
    "img.jungle": "Jungle",
    "img.first_space": "First-player space",
    "img.temples": "Temples",
    "img.technology": "Technology",
    "img.tech.agriculture": "Agriculture",
    "img.tech.extraction": "Extraction",
    "img.tech.architecture": "Architecture",
    "img.tech.theology": "Theology",
    "img.tech_short.agriculture": "Agri",
    "img.tech_short.extraction": "Extr",
    "img.tech_short.architecture": "Arch",
    "img.tech_short.theology": "Theo",
    "img.game_over": "Game over: final scores",
    "img.no_food_day": "No food day left",
    "img.pays_resources": "pays resources",
    "img.pays_points": "pays points",
    "img.food_today": "FOOD DAY this round · {pays}",
    "img.food_in": ("Food day in {n} day · {pays}", "Food day in {n} days · {pays}"),
    "img.choosing_wealth": "Choosing starting wealth",
    "img.to_play": "{name} to play",
    "img.day": "Day {day} of {last} · Age {age}",
    "img.vp": "{vp} VP",
    "img.none": "none",
    "img.dial_day": "DAY",
    "img.dial_of": "of {last} · Age {age}",
    "img.corn_on_the": "corn on the",
    "img.calendar": "calendar",
    "img.buildings": "Buildings",
    "img.pile": ("Age {age} · {n} in the pile", "Age {age} · {n} in the pile"),
    "img.monuments": "Monuments",
    "img.monuments_left": ("{n} left · built at Tikal 4", "{n} left · built at Tikal 4"),
    "img.built": "built",
    "img.empty": "empty",
    "img.taken": "taken",
    # tiles
    "img.family.farm": "FARM",
    "img.family.civic": "CIVIC",
    "img.family.funerary": "FUNERARY",
    "img.family.sacred": "SACRED",
    "img.eff.temple_any": "temple +{n}",
    "img.eff.tech_any": "tech +{n}",
    "img.eff.market": "market",
    "img.eff.build": "+1 build",
    "img.eff.action": "action",
    "img.eff.feed": "feeds {n}",
    "img.eff.feed_less": "eats 1 less",
    "img.mon.1": "4 VP per|funerary",
    "img.mon.2": "2 VP per|building",
    "img.mon.3": "4 VP per|corn tile",
    "img.mon.4": "4 VP per|wood tile",
    "img.mon.5": "{all} VP per|monument",
    "img.mon.6": "4 VP per|civic",
    "img.mon.7": "techs at 3:|9/20/33 VP",
    "img.mon.8": "3 VP per|tech level",
    "img.mon.9": "4/5/6 workers:|6/12/18 VP",
    "img.mon.10": "4 VP per|sacred",
    "img.mon.11": "temple VP|again",
    "img.mon.12": "3 VP per step|best temple",
    "img.mon.13": "3 VP per skull|on Chichen",
    "img.monshort.1": "funerary",
    "img.monshort.2": "buildings",
    "img.monshort.3": "corn tiles",
    "img.monshort.4": "wood tiles",
    "img.monshort.5": "monuments",
    "img.monshort.6": "civic",
    "img.monshort.7": "top techs",
    "img.monshort.8": "tech levels",
    "img.monshort.9": "workers",
    "img.monshort.10": "sacred",
    "img.monshort.11": "temples again",
    "img.monshort.12": "best temple",
    "img.monshort.13": "skulls placed",
    # a player's board
    "img.first_player_space": "1st-player space",
    "img.free": "free",
    "img.in_the_bank": "in the bank",
    "img.first_player": "first player",
    "img.dark_side": "dark side: double advance used",
    "img.light_side": "light side: may advance 2 days",
    "img.supplies": "Supplies",
    "img.mat.corn": "corn",
    "img.mat.wood": "wood",
    "img.mat.stone": "stone",
    "img.mat.gold": "gold",
    "img.mat.skull": "skulls",
    "img.workers_detail": "{free} free · {placed} placed · {bank} in the bank",
    "img.workers": "Workers: {n} of {max}",
    "img.food_line": "Food day {when}: {need} corn to feed {workers}",
    "img.food_when_now": "at the end of this day",
    "img.food_when": ("in {n} day", "in {n} days"),
    "img.fed_by_farms": " ({n} fed by farms)",
    "img.short": "{n} short",
    "img.temples_and_tech": "Temples and technology",
    "img.step": "step {step} of {top} · {vp} VP",
    "img.level": "level {n}",
    "img.harvest_tiles": "Harvest tiles",
    "img.corn_tiles": ("{n} corn tile", "{n} corn tiles"),
    "img.wood_tiles": ("{n} wood tile", "{n} wood tiles"),
    "img.buildings_n": "Buildings: {n}",
    "img.monuments_n": "Monuments: {n}",
    "img.worth_at_end": "worth at the end, as things stand",
    "img.none_yet": "none yet",
    "img.worth": "worth {n} VP",
    # a gear
    "img.entry_space": "entry space: no action yet",
    "img.skull_slot": "{vp} VP, {temple} +1",
    "img.skull_slot_resource": "{vp} VP, {temple} +1, +1 resource",
    "img.any_skull_slot": "any empty skull slot, free",
    "img.any_action": "any action 1–{n}, free",
    "img.tiles_left": "tiles left: {wood} wood, {corn} corn",
    "img.corn_tiles_left": "tiles left: {corn} corn",
    "img.no_free_space": "No free space: no worker can go here now",
    "img.next_worker": "Next worker here: space {n}, {n} corn",
    "img.surcharge": "+1, +2, +3… corn for a 2nd, 3rd, 4th… worker",
    "img.neighbours": "Neighbours",
    # the scoreboard
    "img.final_scores": "Final scores",
    "img.scores_now": "Scores if the game ended now",
    "img.winner": "Winner: {names}",
    "img.shared_win": "Shared win: {names}",
    "img.and": " and ",
    "img.col.player": "Player",
    "img.col.game": "Game",
    "img.col.skulls": "Skulls",
    "img.col.monuments": "Monuments",
    "img.col.corn": "Corn+res.",
    "img.col.total": "Total",
    "img.n_workers": ("{n} worker", "{n} workers"),
    "img.left_on_gears": ("{n} worker left on gears", "{n} workers left on gears"),
    "img.during_play": "during play",
    "img.corn_quarter": "{n} corn ÷ 4",
    "img.winner_badge": "winner",
    # Tribes & Prophecies
    "img.eff.food_day": "+{n} / food day",
    "img.eff.days": "+1 food days {days}",
    "img.eff.monument": "a monument",
    "img.eff.skull_kept": "kept",
    "img.quick_days": "Quick action · days {first}–{last}",
    "img.quick_spaces": "Spaces: 1 corn,|done at turn's end",
    "img.quick_hidden": "an Age II tile (shown at the first food day)",
    "img.quick_next": "Next, from day {day}: {quick}",
    "img.quick_last": "Last quick action of the game",
    "img.quick_none": "No quick actions in this game",
    "img.quick_action": "quick action",
    "img.prophecy_active": "ACTIVE · scored food day {scored}",
    "img.prophecy_over": "scored at food day {scored}",
    "img.prophecy_coming": "from food day {n} to {scored}",
    "img.prophecy_vp": "VP for {metric}:",
    "img.prophecy_more": "more: +13",
    "img.expansion": "Tribes & Prophecies",
    "img.expansion_calamity": "Tribes & Prophecies · calamity now: {prophecy}",
    "img.prophecies_vp": "prophecies {vp}",
    "img.prophecies_vp_total": "prophecies {vp} VP",
    "img.tribe": "Tribe: {name}",
    "img.tribe_chosen_later": "Tribe: chosen with the starting wealth",
    # the board for phones
    "img.phone.day": "Day {day}/{last}",
    "img.phone.food_now": "food now",
    "img.phone.food_in": "food in {n}",
    "img.phone.over": "game over",
    "img.phone.gears": "Gears",
    "img.phone.calendar_corn": "{n} corn on the calendar",
    "img.phone.any_legend": "any action of that gear, free",
    "img.phone.quick": "Quick action: {quick}",
    "img.phone.quick_price": "1 corn, done at the end of the turn",
    "img.phone.scores": "Scored at food day {n}: {metric}",
    "img.phone.band": "≤{v}: {vp}",
    "img.phone.prophecies_coming": "Prophecies to come, from food day:",
    "img.footnote": "Corn counts ¼ VP, resources first sold at market value; ties go to most workers on gears.",
})

_speaking = ["en"]
# The language spoken is one for the whole process: a picture drawn in another thread waits until
# this one is done (any game's pictures; a game's own lock may also be held around it).
_LOCK = threading.RLock()


@contextmanager
def speaking(locale):
    """Draw in `locale` inside this block (one picture at a time)."""
    with _LOCK:
        before = _speaking[0]
        _speaking[0] = i18n.normalise(locale) or i18n.DEFAULT
        try:
            yield _speaking[0]
        finally:
            _speaking[0] = before


def language():
    return _speaking[0]


def say(key, **values):
    return i18n.text(key, _speaking[0], **values)
