"""The words drawn on the Teotihuacan pictures, in English (catalog domain "teotihuacan", keys
"teo.img."); French and Italian are in locales/<lang>/LC_MESSAGES/teotihuacan.po. The game's own
names (boards, temples, tiles and their effects) are the engine's words (teotihuacan/words.py).
Drawn with images.labels.say in the language of the picture being drawn."""
import i18n

from teotihuacan import words  # noqa: F401  (the game's own words)

EN = i18n.english({
    # who is on turn
    "teo.img.teotibot": "Teotibot",
    "teo.img.to_play": "{name} to play",
    "teo.img.choosing": "Everyone keeps 2 starting tiles",
    "teo.img.drafting": "Draft: {name}",
    "teo.img.salary_of": "Salary: {name}",
    "teo.img.game_over": "Game over",
    # the action boards
    "teo.img.boards_legend": "locked on a worship space",
    # the tracks
    "teo.img.eclipse_n": "Eclipse {n} of {of}",
    "teo.img.sun_moon": ("Sun to moon: {n} space", "Sun to moon: {n} spaces"),
    "teo.img.eclipse_in": ("Eclipse after {n} more turn", "Eclipse after {n} more turns"),
    "teo.img.last_eclipse_in": ("Last eclipse after {n} more turn: the game ends",
                                "Last eclipse after {n} more turns: the game ends"),
    "teo.img.eclipse_scored": "Eclipse {n} scored: everyone pays the salary",
    "teo.img.eclipse_step": "Eclipse {n}, a step:",
    "teo.img.leader": "+{n} VP to the leader",
    "teo.img.masks_score": "masks",
    "teo.img.bonus_tiles": "Bonus tiles at step 10:",
    # the players
    "teo.img.players": "Players",
    "teo.img.round": "Round {n}",
    "teo.img.vp": "{n} VP",
    "teo.img.used": ("{n} used", "{n} used"),
    # the technologies' short names, for the legends under the numbers the tiles carry
    "teo.img.tech.1": "Palace reached or passed: +1 cocoa",
    "teo.img.tech.3": "Alchemy, Nobles: +3 VP",
    "teo.img.tech.5": "Forest, Stone Quarry, Gold Deposits: +1 resource",
    "teo.img.tech.7": "Forest, Stone Quarry, Gold Deposits: +1 cocoa, +1 VP",
    "teo.img.tech.9": "Decorations: +4 VP",
    "teo.img.tech.11": "Construction: +3 VP",
    "teo.img.tech.13": "Main action: +1 power-up for 1 cocoa",
    "teo.img.tech.15": "Construction: one stone or wood less, +1 worker",
    "teo.img.tech.17": "Construction: a temple step of your choice",
    "teo.img.bot_next": "Its next action, by two dice:",
    "teo.img.bot_slot": "{lo}–{hi}: {tile}",
    "teo.img.bot.construction": "Construction",
    "teo.img.bot.decorations": "Decorations",
    "teo.img.bot.nobles": "Nobles",
    "teo.img.bot.alchemy": "Alchemy",
    "teo.img.bot.mastery": "Mastery",
    "teo.img.bot.worship": "Worship",
    "teo.img.bot.masks": "Masks",
    # the pyramid
    "teo.img.pyramid": "Pyramid",
    "teo.img.tiles_placed": "tiles: {n}/{of}",
    "teo.img.offer_tiles": "Tiles",
    "teo.img.offer_decos": "Decorations",
    "teo.img.pyramid_match": "A match: +1 VP; a ringed icon: +1 temple step.",
    "teo.img.pyramid_costs": "Levels 1–4: 1, 3, 5, 7 VP.",
    # one action board
    "teo.img.board_title": "{n}. {board}",
    "teo.img.x": "X = {n}",
    "teo.img.no_worker": "No worker here.",
    "teo.img.collect": ("Collect cocoa: {n} cocoa", "Collect cocoa: {n} cocoa"),
    "teo.img.collect_x": "Collect cocoa: X + 1 cocoa",
    "teo.img.worship": "Worship",
    "teo.img.worship_temple": "{temple}: one step, and its reward",
    "teo.img.worship_any": "A temple of your choice: one step, and its reward",
    "teo.img.disc_here": "{tile} ({cost})",
    "teo.img.mask": "Mask {n}",
    "teo.img.main": ("Main action: {n} cocoa", "Main action: {n} cocoa"),
    "teo.img.main_x": "Main action: X cocoa",
    "teo.img.no_main": "No main action here",
    "teo.img.grid_how": "Your workers here (rows) and the power of the weakest (columns):",
    "teo.img.then_ups": "Then 1 power-up; 2 with 3 workers or more.",
    "teo.img.alchemy_rows": "One worker of power 1–3: top row only. Pay the tile's gold; +3 VP to each other "
                            "player who already has it.",
    "teo.img.nobles_how": ("2 wood: the next building, then Avenue +1. {n} building left.",
                           "2 wood: the next building, then Avenue +1. {n} buildings left."),
    "teo.img.decorations_how": "Gold 3, 2, 1 for 1, 2, 3+ workers; +3 VP and pyramid track +1.",
    "teo.img.construction_how": "Up to 1, 2, 3 tiles for 1, 2, 3+ workers; each: pyramid track +1.",
    "teo.img.level": "Level {n}",
    # a player's sheet
    "teo.img.worshipping": "{board}, worshipping",
    "teo.img.fourth_worker": "4th worker: on the ascension wheel",
    "teo.img.step_of": "{n}/{of}",
    "teo.img.next_step": "next: {what}",
    "teo.img.top_reached": "the top",
    "teo.img.avenue_at": "Avenue of the Dead: {n}/{of}",
    "teo.img.pyramid_at": "Pyramid track: {n}/{of}",
    "teo.img.techs": "Technologies",
    "teo.img.tiles": "Discovery tiles",
    "teo.img.mask_sets": "Mask sets {sets}: {n} VP at each eclipse",
    "teo.img.used_tiles": ("{n} tile used", "{n} tiles used"),
    "teo.img.start_kept": "Starting tiles: {tiles}",
    "teo.img.salary_next": ("Salary at the eclipse: {n} cocoa", "Salary at the eclipse: {n} cocoa"),
    "teo.img.points_so_far": "VP so far",
    "teo.img.source": "{name} {vp}",
    # the secret starting tiles
    "teo.img.lowest_tech": "lowest, free",
    "teo.img.start_choose": "Your starting tiles: keep 2 of these 4. The others see them when everyone has chosen.",
    "teo.img.start_kept_now": "Your starting tiles: your choice, outlined, is shown to all when everyone has chosen.",
    # alone against Teotibot: nobody else chooses, nobody else is shown them
    "teo.img.start_choose_solo": "Your starting tiles: keep 2 of these 4.",
    "teo.img.start_kept_now_solo": "Your starting tiles: your choice, outlined.",
    "teo.img.start_disc": "You may buy {tile} ({cost})",
    # the draft of starting tiles
    "teo.img.draft_next": "Next picks:",
    # the final scores
    "teo.img.final": "Final scores",
    "teo.img.standing": "Scores so far",
    "teo.img.total": "Total",
    "teo.img.ties": "Ties: most cocoa, then the earlier in player order.",
    "teo.img.ties_solo": "The player wins with more VP than Teotibot.",
    # the whole board
    "teo.img.royal_tiles": "Royal tiles",
    "teo.img.discoveries_waiting": "Discovery tiles on the temples and the Avenue",
}, domain="teotihuacan")
