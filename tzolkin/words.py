"""The words of the game: the English text of every key (names, actions, decisions, refusals,
the terminal board), and how the values of a description are worded in a language.

The engine describes things as data (a key and its values, see describe.py and
rules.decision_data); `words(key, values, locale)` turns such data into text in English, French
or Italian, each value shown by its name through FORMAT (a gear id becomes "Palenque", a cost
{"wood": 2} becomes "2 Bois", ...). French and Italian are in locales/*/LC_MESSAGES/tzolkin.po,
with the official rulebooks' terms. A pair (singular, plural) is chosen by the value `n`.

The rules need these words for the English reason of a refusal, and describe.py for every text:
both take them from here, so the rules never import describe.py.
"""
import i18n

from . import data as D

EN = i18n.english({
    # --- names -----------------------------------------------------------------------------
    "gear.palenque": "Palenque",
    "gear.yaxchilan": "Yaxchilan",
    "gear.tikal": "Tikal",
    "gear.uxmal": "Uxmal",
    "gear.chichen": "Chichen Itza",
    "temple.chaac": "Chaac",
    "temple.quetzalcoatl": "Quetzalcoatl",
    "temple.kukulcan": "Kukulcan",
    "tech.agriculture": "Agriculture",
    "tech.extraction": "Resource extraction",
    "tech.architecture": "Architecture",
    "tech.theology": "Theology",
    "family.farm": "farm",
    "family.civic": "civic",
    "family.funerary": "funerary",
    "family.sacred": "sacred",
    # amounts: "3 corn", "1 skull"; `n` may carry its sign ("+2 wood")
    "mat.corn": ("{n} corn", "{n} corn"),
    "mat.wood": ("{n} wood", "{n} wood"),
    "mat.stone": ("{n} stone", "{n} stone"),
    "mat.gold": ("{n} gold", "{n} gold"),
    "mat.skull": ("{n} crystal skull", "{n} crystal skulls"),
    "mat.vp": ("{n} VP", "{n} VP"),
    "mat.workers": ("{n} worker", "{n} workers"),
    "list.and": "{a} and {b}",
    "list.or": "{a} or {b}",
    "cost.free": "free",

    # --- what each gear action gives (the board's icons in words) ---------------------------
    "do.palenque.1": "Fish: 3 corn",
    "do.palenque.2": "4 corn (corn tile)",
    "do.palenque.3": "5 corn or 2 wood",
    "do.palenque.4": "7 corn or 3 wood",
    "do.palenque.5": "9 corn or 4 wood",
    "do.yaxchilan.1": "1 wood",
    "do.yaxchilan.2": "1 stone + 1 corn",
    "do.yaxchilan.3": "1 gold + 2 corn",
    "do.yaxchilan.4": "1 crystal skull",
    "do.yaxchilan.5": "1 stone + 1 gold + 2 corn",
    "do.tikal.1": "1 technology",
    "do.tikal.2": "1 building",
    "do.tikal.3": "up to 2 technologies",
    "do.tikal.4": "up to 2 buildings or 1 monument",
    "do.tikal.5": "2 temples +1 for 1 resource",
    "do.uxmal.1": "1 temple +1 for 3 corn",
    "do.uxmal.2": "market",
    "do.uxmal.3": "1 more worker",
    "do.uxmal.4": "1 building paid in corn",
    "do.uxmal.5": "any other action for 1 corn",
    "do.chichen": "skull slot {n}",

    # --- technology levels ---------------------------------------------------------------------
    "level.agriculture.0": "+1 corn on Palenque corn harvests",
    "level.agriculture.1": "+1 corn fishing; harvest corn without a tile",
    "level.agriculture.2": "+2 more corn on Palenque corn harvests",
    "level.agriculture.3": "1 temple step of your choice",
    "level.extraction.0": "+1 wood whenever you take wood",
    "level.extraction.1": "+1 stone at Yaxchilan",
    "level.extraction.2": "+1 gold at Yaxchilan",
    "level.extraction.3": "2 resources of your choice",
    "level.architecture.0": "+1 corn per building",
    "level.architecture.1": "+2 VP per building",
    "level.architecture.2": "buildings cost 1 resource (2 corn) less",
    "level.architecture.3": "3 VP",
    "level.theology.0": "may use the next space up at Chichen Itza",
    "level.theology.1": "after a skull, 1 resource buys a temple step",
    "level.theology.2": "+1 skull at Yaxchilan 4",
    "level.theology.3": "1 crystal skull",

    # --- effects of buildings and wealth tiles ------------------------------------------------
    "eff.temple": "{temple} +{n}",
    "eff.tech": "{tech} +1",
    "eff.temple_any": "any temple +{n}",
    "eff.tech_any": ("any technology +1", "{n} technology levels"),
    "eff.worker": "1 more worker",
    "eff.feed": ("feeds {n} worker", "feeds {n} workers"),
    "eff.feed_less": "every worker eats 1 corn less",
    "eff.build": "then build another building",
    "eff.market": "market trades",
    "eff.any_action": "any action for 1 corn",
    "eff.food_reward": "food days: {goods}",
    "eff.food_reward_split": "food days {days_a}: {a}; {days_b}: {b}",
    "eff.monument": "build a monument, paid normally",
    "eff.lore": "one technology -1, each of the other three +1",
    "eff.skull_tile": "skull kept here (Chichen Itza)",  # it counts as one placed there
    "building": "{effects} ({family}, {cost})",
    "building.card": "{effects} ({family})",
    "monument": "Monument: {text} ({cost})",
    "monument.card": "Monument: {text}",
    "monument.1": "4 VP per funerary building or monument",
    "monument.2": "2 VP per building or monument",
    "monument.3": "4 VP per corn harvest tile",
    "monument.4": "4 VP per wood harvest tile",
    "monument.5": "6/5/4 VP (2/3/4 players) per monument built by anyone",
    "monument.6": "4 VP per civic building or monument",
    "monument.7": "Technologies at level 3: 1/2/3+ = 9/20/33 VP",
    "monument.8": "3 VP per technology level",
    "monument.9": "Workers 3/4/5/6 = 0/6/12/18 VP",
    "monument.10": "4 VP per sacred building or monument",
    "monument.11": "Score your step VP on all three temples again",
    "monument.12": "3 VP per step climbed on your best temple",
    "monument.13": "3 VP per skull on Chichen Itza",

    # --- actions (menus, the turn so far, the log) ------------------------------------------
    "act.keep": "Keep {a} | {b}",
    "act.beg": "Beg for corn (corn becomes {corn}, {temple} -1)",
    "act.place_start": "Place a worker on the first-player space ({corn} corn)",
    "act.place": "Place a worker on {gear} {space} ({corn} corn)",
    "act.place_saving": "Place a worker on {gear} {space} ({corn} corn with Cit-Bolon-Tum's saving)",
    # what matters first: the price and what it gives (a select option shows 100 characters)
    "act.place_quick": "Quick action for {corn} corn: {quick}, at the end of the turn",
    "act.place_quick_saving": "Quick action for {corn} corn with Cit-Bolon-Tum: {quick}, at the end of the turn",
    "act.retrieve": "Retrieve the worker on {gear} {space}",
    "act.retrieve_extra": "Retrieve the worker on {gear} {space} (Ah Chuy Kak: one more worker picked up)",
    "act.end": "End the turn",
    "act.end_quick": "End the turn: first the quick action ({quick})",
    "act.end_ahmakiq": "End the turn without placing or retrieving (Ahmakiq)",
    "act.none": "No action (just take the worker back)",
    "act.act": "{gear} {number}: {action}",
    "act.act_paid": "{gear} {number}: {action} (pay {corn} corn)",
    "act.act_balam": "{gear} {number}: {action} (gain 1 corn: Balam)",
    "act.harvest_wood": ("Take a wood tile: {n} wood", "Take a wood tile: {n} wood"),
    "act.harvest_burn": "Burn the forest: take the corn tile below, {temple} -1",
    "act.harvest_field": "Harvest corn without a tile (Agriculture)",
    "act.harvest_corn": "Take a corn tile: {n} corn",
    "act.temple": "Climb {temple}",
    "act.temples": "Climb {temple} and {temple2}",
    "act.tech": "{tech} level {level}: {gain}",
    "act.tech_bonus": "{tech} bonus: {gain}",
    "act.tech_paid": ("{tech} level {level} for {n} resource: {gain}",
                      "{tech} level {level} for {n} resources: {gain}"),
    "act.tech_bonus_paid": ("{tech} bonus for {n} resource: {gain}", "{tech} bonus for {n} resources: {gain}"),
    "act.pay": "Pay {cost}",
    # a menu gives the price in the option's description: the label says what it gives
    "act.build": "Build: {building_card}",
    "act.build_plain": "Build without Architecture: {building_card}",
    "act.monument": "Build {monument_card}",
    "act.buy": "Buy {goods} for {corn} corn",
    "act.sell": "Sell {goods} for {corn} corn",
    "act.resource": "Take {goods}",
    "act.advance1": "Advance the calendar 1 day",
    "act.advance2": "Advance the calendar 2 days (the player board turns to its dark side)",
    "act.stop": "Stop here",
    "act.skip": "Skip",
    "act.done": "Done",
    # Tribes & Prophecies
    "act.tribe": "Keep the tribe {tribe}",
    "act.discard": "Ixtab: discard {a} and keep the three others",
    "act.down": "Step down on {temple}",
    "act.bonus": "Itzamná: {tech} bonus, {gain}",
    "act.lower": "Lower {tech} by 1, raise the three others",
    "act.toll_skull": "Take the skull and step down on {temple} ({prophecy})",
    "act.toll_gold": "Pay {cost} and take the gold ({prophecy})",
    "act.toll_temple": "Pay {cost} and climb {temple} ({prophecy})",
    "act.toll_tech": "Pay {cost} and advance the technology ({prophecy})",
    "act.toll": "Pay {cost} and take it ({prophecy})",
    "act.decline_gold": "Decline the gold (do not pay the calamity's price)",
    "act.decline_skull": "Decline the skull (do not pay the calamity's price)",
    "act.decline_temple": "Decline the temple step (do not pay the calamity's price)",
    "act.decline_tech": "Decline the technology (do not pay the calamity's price)",
    "act.decline": "Decline it (do not pay the calamity's price)",
    "act.renovate": "Renovate building #{number} (its {cost} count toward the price)",
    "act.block": "Vacub-Caquix: treat a space of {gear} as taken this turn",
    "act.space": "Treat {gear} {space} as taken",
    "act.xaman_sell": "Xaman Ek: sell {goods} for {corn} corn",

    # --- what the player on turn is asked ---------------------------------------------------
    "ask.over": "The game is over.",
    "ask.keep": "Keep 2 of your 4 starting wealth tiles",
    "ask.turn": "Place workers or retrieve workers",
    "ask.turn_place": "Place another worker, or end your turn",
    "ask.turn_retrieve": "Retrieve another worker, or end your turn",
    "ask.work": "Choose the action of your worker from {gear} {space}",
    "ask.harvest": "Palenque {n}: take corn or wood",
    "ask.temple": "Choose a temple to climb",
    "ask.pair": "Choose two different temples to climb",
    "ask.tech": "Choose a technology to advance",
    "ask.tech_optional": "Choose a technology to advance (or stop)",
    "ask.pay": "Choose how to pay",
    "ask.build": "Choose what to build",
    "ask.build_optional": "Choose what to build (or stop)",
    "ask.market": "Trade at the market, then Done",
    "ask.resource": "Choose a resource to take",
    "ask.theology": "Theology: pay 1 resource to climb a temple, or skip",
    "ask.any": "Choose any action of Palenque, Yaxchilan, Tikal or Uxmal",
    "ask.advance": "First-player space: advance the calendar 1 or 2 days",
    "ask.tribe": "Keep 1 of your 2 tribes (secret until everyone has chosen)",
    "ask.down": "Ixtab: step down 1 on a temple of your choice",
    "ask.bonus": "Itzamná: take the bonus of any technology",
    "ask.lower": "Choose a technology to lower by 1 (the three others go up by 1)",
    "ask.toll_gold": "{prophecy}: pay 1 corn for the gold, or decline it",
    "ask.toll_skull": "{prophecy}: pay a step down for the skull, or decline it",
    "ask.toll_temple": "{prophecy}: pay the price of a step on {temple}, or decline it",
    "ask.toll_tech": "{prophecy}: pay 1 resource for the technology, or decline it",
    "ask.renovate": "Renovation: return one of your renovation buildings to pay part of the cost, or not",
    "ask.blockspace": "Vacub-Caquix: which space of {gear} is taken for you this turn",

    # --- why a move is refused ----------------------------------------------------------------
    "no.over": "The game is over.",
    "no.unknown": "'{text}' is not a move this game understands.",
    "no.undo": "There is nothing to undo in this turn.",
    "no.end_empty": "You must place or retrieve at least one worker before ending your turn.",
    "no.beg_once": "You can only beg for corn once, at the start of your turn.",
    "no.beg_rich": "You can only beg for corn when you have 2 corn or fewer.",
    "no.temple_name": "There is no temple called '{text}'.",
    "no.beg_bottom": "You are already at the bottom of {temple}.",
    "no.beg_all_bottom": "You are at the bottom of every temple and cannot anger the gods further.",
    "no.place_retrieving": "You are retrieving workers this turn, so you cannot place any.",
    "no.pity_one": "The gods allowed you one worker only this turn.",
    "no.no_free_worker": "You have no free worker to place.",
    "no.start_taken": "The first-player space is already taken.",
    "no.gear_full": "{gear} has no free space.",
    "no.gear_name": "There is no gear called '{text}'.",
    "no.place_corn": "You need {corn} more corn to place there.",
    "no.must_beg": "You cannot pay for any placement: you must beg for corn first.",
    "no.quick_once": "You may use only one quick-action space per turn.",
    "no.quick_full": "Every quick-action space is taken.",
    "no.quick_cannot": "You could not do this quick action now (it needs what you do not have).",
    "no.gear_full_for_you": "{gear} has no free space for you.",
    "no.retrieve_placing": "You placed workers this turn, so you cannot retrieve any.",
    "no.no_worker_there": "You have no worker there.",
    "no.action_above": "That worker cannot use action {number}: only the action of its space or a lower one.",
    "no.step_back_corn": "You need {corn} more corn to step back to that action.",
    "no.no_effect": "That action would have no effect for you now (nothing to take or nothing you can afford).",
    "no.build": "You cannot build that now: it is not on offer or you cannot pay for it.",
    "no.trade": "You cannot make that trade: not enough to sell or not enough corn to buy.",
    "no.other": "That is not possible now. {expected}.",

    # --- the terminal game -----------------------------------------------------------------------
    "term.input_ended": "The input ended: the game stops here.",
    "term.new_game": "New game, seed {seed}. Type a number to choose, 'u' to undo, 'b' for the board, 'q' to quit.",
    "term.how_many": "How many players (2-{most})? ",
    "term.quick": "{quick} | spaces: {spaces}",
    "term.prophecy": "Prophecy {n} [{when}]: {prophecy}",
    "term.prophecy_active": "ACTIVE",
    "term.prophecy_over": "over",
    "term.prophecy_from": "from food day {n}",
    "term.prophecy_vp": "prophecies {vp:+d} VP",
    "term.player": "Player {n}",
    "term.bot": "Bot {n} ({level})",
    "term.level.random": "random",
    "term.level.easy": "easy",
    "term.level.normal": "normal",
    "term.level.hard": "hard",
    "term.level.expert": "expert",
    "term.thinking": "{name} is thinking ({seconds} s at most)…",
    "term.no_option": "There is no choice {n}: type a number from 1 to {count}.",
    "term.named": "{name}: {text}",
    "term.asks": "{name} ({colour}): {question}",
    "term.number": "Please type a number from {lo} to {hi}.",
    "term.err.level": "unknown bot level '{level}': choose from {levels}",
    "term.err.levels": "{n} bot levels make {total} players, not {players}.",
    "term.err.players": "Tzolk'in is played by 2 to {most} players (five with the quick actions module).",
    "term.err.players_5": "Tzolk'in is played by 2 to {most} players.",
    "term.err.five": "five players need the quick actions module (--modules quick or --modules all)",
    "term.pictures_moved": "Pictures are drawn by their own command now: {command}",
    "term.calendar": "Day {day} of {last} | Age {age} | {food} | corn on calendar: {corn} | first player: {first}",
    "term.food_now": "FOOD DAY this round",
    "term.food_in": ("food day in {n} round", "food day in {n} rounds"),
    "term.food_none": "no food day left",
    "term.pays_resources": "resources",
    "term.pays_points": "points",
    "term.start_space": "First-player space",
    "term.jungle": "Jungle (wood-covered/corn)",
    "term.skulls": "Skulls in supply: {n} | Chichen Itza slots 1-9: {slots}",
    "term.buildings": "Buildings",
    "term.monuments": "Monuments",
    "term.first_token": " [first player]",
    "term.side_dark": "dark",
    "term.side_light": "light",
    "term.player_line": "{vp} VP | corn {corn} wood {wood} stone {stone} gold {gold} skulls {skulls} | "
                        "workers {free} free / {workers} | {temples} | {techs} | buildings {buildings} "
                        "monuments {monuments} | board {side}",
    "term.final": "Final scores:",
    "term.final_line": "{name}: {total} (game {game}, skulls {skulls}, monuments {monuments}, "
                       "corn value {corn} = {corn_points})",
    "term.winner": "Winner: {names}",
    "term.lang": "Language of the game: en, fr or it",
    "colour.red": "red",
    "colour.blue": "blue",
    "colour.yellow": "yellow",
    "colour.green": "green",
    "colour.purple": "purple",

    # --- Tribes & Prophecies: tribes, prophecies, quick actions --------------------------------------
    "tribe": "{name}: {ability}",
    "tribe.ah_chuy_kak": "after placing 2 or more workers on gears, also picks up an earlier one and uses it",
    "tribe.ahau_chamahez": "picking up, may pay 1 corn to use the action one space higher",
    "tribe.ahmakiq": "may end a turn without placing or picking up workers",
    "tribe.bacab": "starts each turn with at least 2 corn; begging (at 3 corn or fewer) gives 4",
    "tribe.balam": "picking up, a lower action gives 1 corn instead of costing corn",
    "tribe.cit_bolon_tum": "one placement a turn costs up to 2 corn less; workers stay one space longer",
    "tribe.huracan": "picking up, may use the same or a lower action of the paired gear",
    "tribe.itzamna": "technology levels 1-3 cost 1 resource less; past level 3, any track's bonus",
    "tribe.ixtab": "keeps 3 starting wealth tiles, then steps down 1 on a temple",
    "tribe.vacub_caquix": "placing, may treat one empty gear space as taken this turn",
    "tribe.xaman_ek": "once a turn, at any moment, may sell 1 resource at the market price",
    "tribe.yaluk": "starts with 5 workers; each eats 1 more corn; an unfed worker costs 5 VP",
    "tribe.yumkaax": "placing several workers costs 0/0/2/5/9/13 corn extra in all",
    "prophecy": "{name}: {calamity}; scores {metric} (≤{a}: -5, ≤{b}: 0, ≤{c}: +6, more: +13 VP)",
    "prophecy.none": "Calamity",
    "prophecy.wrathful_gods.name": "Wrathful Gods",
    "prophecy.wrathful_gods.calamity": "Each temple step up costs 1 corn",
    "prophecy.wrathful_gods.metric": "steps on all temples",
    "prophecy.angry_chaac.name": "Angry God: Chaac",
    "prophecy.angry_chaac.calamity": "Each step up on Chaac costs 1 resource",
    "prophecy.angry_chaac.metric": "Chaac step",
    "prophecy.angry_quetzalcoatl.name": "Angry God: Quetzalcoatl",
    "prophecy.angry_quetzalcoatl.calamity": "Each step up on Quetzalcoatl costs 1 resource",
    "prophecy.angry_quetzalcoatl.metric": "Quetzalcoatl step",
    "prophecy.angry_kukulcan.name": "Angry God: Kukulcan",
    "prophecy.angry_kukulcan.calamity": "Each step up on Kukulcan costs 1 resource",
    "prophecy.angry_kukulcan.metric": "Kukulcan step",
    "prophecy.forest_fires.name": "Forest Fires",
    "prophecy.forest_fires.calamity": "Palenque wood harvests give 1 wood less",
    "prophecy.forest_fires.metric": "wood tiles",
    "prophecy.drought.name": "Drought",
    "prophecy.drought.calamity": "Palenque corn harvests (not fishing) give 1 corn less",
    "prophecy.drought.metric": "corn tiles",
    "prophecy.gold_shortage.name": "Gold Shortage",
    "prophecy.gold_shortage.calamity": "Each gold gained costs 1 corn (or decline it)",
    "prophecy.gold_shortage.metric": "gold held",
    "prophecy.desecration.name": "Desecration",
    "prophecy.desecration.calamity": "Each skull gained costs a step down on a temple (or decline it)",
    "prophecy.desecration.metric": "skulls held",
    "prophecy.teacher_shortage.name": "Teacher Shortage",
    "prophecy.teacher_shortage.calamity": "Each technology advance costs 1 more resource",
    "prophecy.teacher_shortage.metric": "technology levels",
    "prophecy.forgotten_lore.name": "Forgotten Lore",
    "prophecy.forgotten_lore.calamity": "Level 2 technology effects do not work",
    "prophecy.forgotten_lore.metric": "tracks at level 2+",
    "prophecy.crowded_cities.name": "Crowded Cities",
    "prophecy.crowded_cities.calamity": "Each building costs 1 more resource (2 corn at Uxmal)",
    "prophecy.crowded_cities.metric": "buildings",
    "prophecy.hunger.name": "Hunger",
    "prophecy.hunger.calamity": "Each worker eats 1 more corn on food days",
    "prophecy.hunger.metric": "workers fed",
    "prophecy.high_floodwaters.name": "High Floodwaters",
    "prophecy.high_floodwaters.calamity": "Placing on Chichen Itza costs 2 more corn",
    "prophecy.high_floodwaters.metric": "workers on Chichen Itza",
    "quick": "Quick action: {action}",
    "quick.corn": "3 corn",
    "quick.wood_corn": "1 wood + 1 corn",
    "quick.stone": "1 stone",
    "quick.gold": "1 gold",
    "quick.tech": "1 technology, usual cost",
    "quick.market": "market trades",
    "quick.build": "1 building, 1 corn more",
}, domain="tzolkin")


# =============================================================================
# Wording the values of a description
# =============================================================================

MATERIAL_ORDER = ("corn", "wood", "stone", "gold", "skull", "vp")


def tr(key, locale="en", **values):
    return i18n.text(key, locale, **values)


# --- names and small pieces ---------------------------------------------------------------

def gear_name(gear, locale="en"):
    return tr(f"gear.{gear}", locale)


def temple_name(temple, locale="en"):
    """A temple by key ('chaac') or index (0)."""
    key = D.TEMPLE_KEYS[temple] if isinstance(temple, int) else temple
    return tr(f"temple.{key}", locale)


def tech_name(tech, locale="en"):
    """A technology by key ('theology') or index (3)."""
    key = D.TECH_KEYS[tech] if isinstance(tech, int) else tech
    return tr(f"tech.{key}", locale)


def amount(material, n, locale="en", signed=False):
    """'3 corn', '1 crystal skull', '+2 Bois' (the plural follows the number)."""
    return i18n.template(f"mat.{material}", locale, abs(n)).format(n=f"{n:+d}" if signed else n)


def cost_text(cost, locale="en"):
    parts = [amount(m, n, locale) for m, n in cost.items() if n]
    return " + ".join(parts) or tr("cost.free", locale)


def goods_text(goods, locale="en"):
    material, n = goods
    return amount(material, n, locale)


def gear_action_text(gear_and_number, locale="en"):
    gear, n = gear_and_number
    return tr("do.chichen", locale, n=n) if gear == D.CHICHEN else tr(f"do.{gear}.{n}", locale)


def tech_level_text(tech_and_level, locale="en"):
    tech, level = tech_and_level
    key = D.TECH_KEYS[tech] if isinstance(tech, int) else tech
    return tr(f"level.{key}.{min(level, D.TECH_MAX)}", locale)


EFFECT_KEYS = {"temple", "tech", "temple_any", "tech_any", "worker", "feed", "feed_less", "build", "market",
               "any_action", "monument", "lore", "skull_tile"}


def food_reward_text(rewards, locale="en"):
    """A new building's food-day reward: "food days: 1 gold", or by food day when it changes
    ("food days 1-2: 1 wood; 3-4: 1 crystal skull")."""
    def goods(material):  # "corn3" is 3 corn, the others one of a kind
        return amount(material.rstrip("0123456789"), int(material[len(material.rstrip("0123456789")):] or 1),
                      locale)

    def numbers(material):  # the food days (1-4) paying it: "1–2"
        days = [i + 1 for i, x in sorted(rewards.items()) if x == material]
        return f"{days[0]}–{days[-1]}" if days == list(range(days[0], days[-1] + 1)) and len(days) > 1 \
            else ", ".join(map(str, days))
    kinds = list(dict.fromkeys(rewards.values()))
    if len(kinds) == 1:
        return tr("eff.food_reward", locale, goods=goods(kinds[0]))
    return tr("eff.food_reward_split", locale, days_a=numbers(kinds[0]), a=goods(kinds[0]), days_b=numbers(kinds[1]),
              b=goods(kinds[1]))


def tribe_text(key, locale="en"):
    """A tribe and what it does: "Balam: picking up, a lower action gives 1 corn..."."""
    return tr("tribe", locale, name=D.TRIBES[key][0], ability=tr(f"tribe.{key}", locale))


def prophecy_name(key, locale="en"):
    return tr(f"prophecy.{key}.name", locale) if key else tr("prophecy.none", locale)


def prophecy_text(key, locale="en"):
    """A prophecy: its calamity while it is in play and how it scores at its food day."""
    a, b, c = D.PROPHECIES[key][3]
    return tr("prophecy", locale, name=prophecy_name(key, locale), calamity=tr(f"prophecy.{key}.calamity", locale),
              metric=tr(f"prophecy.{key}.metric", locale), a=a, b=b, c=c)


def quick_text(tile, locale="en"):
    return tr("quick", locale, action=tr(f"quick.{tile}", locale))


def effect_text(e, locale="en"):
    kind = e[0]
    if kind == "temple":
        return tr("eff.temple", locale, temple=temple_name(e[1], locale), n=e[2])
    if kind == "tech":
        return tr("eff.tech", locale, tech=tech_name(e[1], locale))
    if kind == "gain":
        return amount(e[1], e[2], locale)
    if kind == "vp":
        return amount("vp", e[1], locale)
    if kind == "food_reward":
        return food_reward_text(e[1], locale)
    if kind in ("temple_any", "tech_any", "feed"):
        return tr(f"eff.{kind}", locale, n=e[1])
    if kind in EFFECT_KEYS:
        return tr(f"eff.{kind}", locale)
    return " ".join(str(x) for x in e)


def _capital(text):
    return text[:1].upper() + text[1:]


def building_text(bid, locale="en"):
    b = D.BUILDINGS[bid]
    effects = _capital(", ".join(effect_text(e, locale) for e in b["effects"]))
    return tr("building", locale, effects=effects, family=tr(f"family.{b['family']}", locale),
              cost=cost_text(b["cost"], locale))


def building_card(bid, locale="en"):
    """A building as a menu shows it: what it gives and its family (its price is said beside)."""
    b = D.BUILDINGS[bid]
    effects = _capital(", ".join(effect_text(e, locale) for e in b["effects"]))
    return tr("building.card", locale, effects=effects, family=tr(f"family.{b['family']}", locale))


def monument_card(mid, locale="en"):
    return tr("monument.card", locale, text=tr(f"monument.{mid}", locale))


def monument_text(mid, locale="en"):
    m = D.MONUMENTS[mid]
    return tr("monument", locale, text=tr(f"monument.{mid}", locale), cost=cost_text(m["cost"], locale))


def wealth_text(tid, locale="en"):
    t = D.WEALTH_TILES[tid]
    parts = [amount(m, n, locale) for m, n in t["gain"].items()]
    parts += [effect_text(e, locale) for e in t["effects"]]
    return ", ".join(parts)


# How each named value of an action's data is shown; other values (numbers) stay as they are.
FORMAT = {
    "gear": gear_name, "temple": temple_name, "temple2": temple_name, "tech": tech_name,
    "gain": tech_level_text, "a": wealth_text, "b": wealth_text, "building": building_text,
    "building_card": building_card, "monument_card": monument_card,
    "monument": monument_text, "cost": cost_text, "goods": goods_text, "action": gear_action_text,
    "expected": lambda data, locale: words(*data, locale=locale),
    "tribe": tribe_text, "prophecy": prophecy_name, "quick": lambda tile, locale: tr(f"quick.{tile}", locale),
}


def words(key, values=None, locale="en"):
    """The text of a data description (key, values) in `locale`."""
    values = values or {}
    shown = {k: (FORMAT[k](v, locale) if k in FORMAT else v) for k, v in values.items()}
    return tr(key, locale, **shown)
