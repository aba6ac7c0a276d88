"""The rules of Teotihuacan, one decision at a time, laid out as the rulebook's sections.

Each file uses only the files listed before it:
  stack.py          the decision stack every rule is played on: legal actions, playing one, refusals
  solo.py           Teotibot's hooks, where the rules let it decide (teotibot.py fills them)
  basics.py         paying and scoring, the dice on a board and X, climbing, claiming a tile
  temples.py        temple steps, the Avenue of the Dead, resources of one's choice (§4)
  discoveries.py    discovery tiles used for their effect (§5)
  eclipses.py       the sun, the eclipses and the salary, the end of the game
  power.py          power-ups and ascension (§9.1)
  worship.py        worship and the Palace's royal tiles (§1.2 B, §2)
  construction.py   Decorations and Construction, the pyramid's boards (§1.4)
  main_actions.py   the grids, Alchemy and Nobles, and every board's main action (§1.3, §1.4)
  turn.py           a turn: unlock or move, the action, the end of the turn, the next era
  start.py          the set-up's decisions: starting tiles, draft, the gains, the first turn

The decisions of a turn, in order (frame key: options):

    turn   unlock (free, instead of moving) | unlock3 (pay 3) | move:<die> | use:<tile kind>
    dest   to:<position> | to:<position>:u (the unlimited-move tile)
    double also:<die> | skip                  (holding the double-move tile)
    act    cocoa | wor:<space>[:f] | main[:f|:v|:fv] | use:<kind> | unlock3
           (f: the free-cocoa tile pays the cocoa; v: the extra-worker tile)
      wopt      ability | disc | both                   (after wor)
      trade     times:<n> | pay:<res> | temple:<t> | stop | skip   (royal tiles 2, 3, 6, 7, 8)
      tech      tech:<slot>                             (Alchemy)
      deco      deco:<tile>:<side>                      (Decorations)
      ctile     tile:<id> | stop;  cpos slot:<n>;  crot rot:<k>;  csave save:<stone|wood|later>
      up        up:<die>    extra  extra:<die> | skip (Tech 13)
      temple    temple:<t>  tstep  disc:<id> | reward   adisc  disc:<id> | skip   s5  temple:<t> | skip
      res       res:<wood>:<stone>:<gold>
      wheel     wheel:<vp|cocoa|temple|temples|worker>  s3  to:<position> (season 3)
    done   end | use:<kind> | unlock3

Set-up: pick keep:<a>:<b> (secret), draft draft:<tile>, leave leave:<board>, buy buy:<disc> | skip.
Eclipses: salary pay:<n> | use:cocoa4 | use:free, then paid end (the payment confirmed, when it was a choice).

This package is the one door in: `from teotihuacan.rules import legal_actions, apply, ...`.
References: the French summary (the seed) for procedure, the components sheet for numbers,
its rulings R1-R19 where sources disagree. Where neither settles a case, the decision is written
next to the rule, marked "Decision:".
"""
from .stack import (ALWAYS_ASK, COCOA, EFFECTS, END, OPTIONS, PROMPTS, REFUSALS, RESOLVE, REWARD, SKIP, STOP, UNLOCK,
                    UNLOCK3, act, apply, apply_effect, ask, canonical, decision, decision_data, define, define_effect,
                    draw_rng, event, legal_actions, push, queue, refusal, settle, why_illegal_data)
from .stack import settle as _settle  # noqa: F401  (the name the tests know)
from .solo import TEOTIBOT
from .basics import (can_afford, can_climb, claim, climbable, dice_at, distinct_dice, gain_resource, kind_tile, pay,
                     pyramid_step, rule, score, take_from_display, unlocked_dice, use_up, workers_here, works,
                     x_cost)
from .temples import choose_temple, disc_options, gain_resources, step_avenue, step_temple, temple_reward
from .discoveries import use_options, use_tile
from .eclipses import advance_sun, eclipse, end_game, place_neutrals, pyramid_complete, salary_owed, trigger_eclipse
from .power import ascend, power_up
from .worship import displace, royal, worship, worship_ability
from .construction import affordable_slots, build_tile, construction_workers, decoration_gold, place_decoration
from .main_actions import MAIN_ACTIONS, MAIN_FLAGS, MAIN_POSSIBLE, main_options, nobles_row, take_tech, tech_slots
from .turn import finish_turn, move_die, move_range, refill, start_turn, unlock_all
from .start import keep_options, place_start_workers, reveal, start_boards, start_gains, start_tech
