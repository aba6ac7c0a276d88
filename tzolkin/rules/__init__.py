"""The rules of Tzolk'in, one decision at a time, laid out as the rulebooks are.

The base game (the base rulebook), each file using only the files listed before it:
  stack.py          the decision stack every rule is played on: legal actions, playing one, refusals
  bank.py           taking from the bank and paying to it
  temples.py        stepping up and down the temples
  technologies.py   the technology tracks
  buildings.py      buildings and monuments
  gears.py          retrieving a worker and the gears' actions
  calendar.py       turns, rounds, food days as a chain of steps, the calendar turning, the end
  food.py           food days: feeding, the temples' rewards, the change of age
  turn.py           a turn: begging, placing, retrieving
  setup.py          set-up and the starting wealth
The Tribes & Prophecies modules (the expansion's rulebook), one file each in modules/: tribes.py,
prophecies.py, quick.py (quick actions), new_buildings.py (the new buildings and renovation).
A module hooks into the base game through the decisions and effects it declares on the stack
and through tables the base game's files keep for it, each where its rule applies (see
modules/__init__.py); the base game calls a module directly only where it sits above it (turn.py
the quick action, setup.py the tribes' set-up). In a base game no player has a tribe and no
calamity is in force, so those tables change nothing: it plays exactly as it always did.

This package is the one door in: `from tzolkin.rules import legal_actions, keep_options,
food_needs, ...`.
Rulebook references are to the French base-game rules; R1..R14 are the project's Rulings
(tzolkin-components.md).
"""
from .stack import (DECLINES, EFFECTS, FORCED, OPTIONS, PROMPTS, RESOLVE, SKIPPABLE, apply, apply_effect, canonical,
                    decision, decision_data, legal_actions, play, refusal, settle, why_illegal, why_illegal_data)
from .bank import TOLLED_GAIN, can_pay, cost_code, gain, parse_cost, pay, payment_options, take
from .temples import can_step_down, can_step_up, climb, step_down, step_up, temple_tolled
from .technologies import level2, tech_bonus, tech_cost, tech_up
from .buildings import building_cost, construction_cost, monument_cost, renovation_tiles
from .gears import ACT, can_do, do_action, step_back_cost
from .modules.quick import quick_possible
from .calendar import FOOD_DAY as FOOD_DAY_ORDER, end_round, may_double_advance, start_round, turn_gears
from .turn import END, PLACE, RETRIEVE, lowest_free_space, place_cost, placement_space
from .food import calamity_on, feed, feeding, food_needs, mid_age_rewards, temple_points, unfed_penalty
from .modules.prophecies import DECLINE, food_prophecy, prophecy_band, prophecy_metric, prophecy_points
from .modules.tribes import SELL_DURING, reveal_tribe, tribe_options
from .modules import new_buildings  # noqa: F401  (its decisions and effects)
from .setup import MAX_PLAYERS, MIN_PLAYERS, keep_options, module_list, new_game, place_neutral_workers
