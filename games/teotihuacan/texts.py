"""Teotihuacan's texts at the table (catalog domain `teotihuacan`, keys "teo.t."): the lobby's options
and Teotibot's difficulty, the starting tiles chosen in secret, the board's lines, the turn panel,
the player's sheet, the close looks, the final scores and the log. The engine's own words (actions,
decisions, events) are in teotihuacan/words.py, the final scores' groups and the salary warning in
teotihuacan/summary.py, the rules help in teotihuacan/help.py, all in the same domain. French and
Italian: locales/<lang>/LC_MESSAGES/teotihuacan.po.
"""
import i18n

EN = i18n.english({
    # --- the lobby --------------------------------------------------------------------------------
    "teo.t.opt.first_game": "First-game set-up",
    "teo.t.opt.draft": "Starting tiles drafted",
    "teo.t.opt.dark_eclipse": "Dark Eclipse",
    "teo.t.opt.seasons": "Seasons of Progress",
    "teo.t.opt.no_blank_season": "Seasons without the blank one",
    "teo.t.opt.pyramid_variant": "Variant starting pyramid",
    "teo.t.opt.teotibot_easier": "Teotibot easier",
    "teo.t.opt.teotibot_harder": "Teotibot harder",
    "teo.t.switch.first_game": "First game: {state}",
    "teo.t.switch.draft": "Draft: {state}",
    "teo.t.switch.dark_eclipse": "Dark Eclipse: {state}",
    "teo.t.switch.seasons": "Seasons: {state}",
    "teo.t.switch.no_blank_season": "No blank season: {state}",
    "teo.t.switch.pyramid_variant": "Variant pyramid: {state}",
    "teo.t.switch.teotibot_easier": "Teotibot easier: {state}",
    "teo.t.switch.teotibot_harder": "Teotibot harder: {state}",
    "teo.t.lobby.about": "Opened by {creator}: press **Join** to take a seat (1 to 4 players).\n"
                         "Alone in the lobby, you play against **Teotibot**, the solo opponent of the rules "
                         "(its difficulty with the Teotibot switches). The game is played at your own pace; "
                         "you'll be mentioned when it's your turn.",
    "teo.t.lobby.help": "The lobby's creator can add bot players, choose the options and start the game. "
                        "`/{command} rules` explains the options.",
    "teo.t.lobby.options_full": "The lobby is full: {most} player at most with these options (Teotibot plays "
                                "only against one player; the variant starting pyramid is for 2 or 3 players).",
    "teo.t.no.first_draft": "The first-game set-up deals fixed starting tiles: it cannot be combined with the draft.",
    "teo.t.no.teotibot_both": "Teotibot is either easier or harder: switch the other one off first.",
    "teo.t.no.teotibot_solo": "Teotibot plays only against one player: this lobby has more.",
    "teo.t.no.variant_four": "The variant starting pyramid is for 2 or 3 players: this lobby has 4.",
    "teo.t.no.blank_without_seasons": "Leaving out the blank season needs Seasons of Progress: switch Seasons on "
                                      "first (and this one off before Seasons).",
    "teo.t.level.easy.about": "A beginner's opponent: knows the game, makes mistakes",
    "teo.t.level.normal.about": "Plans each turn: cocoa, temples, the pyramid",
    "teo.t.level.hard.about": "Looks ahead: strong, thinks a moment per turn",

    # --- the secret choice of starting tiles ----------------------------------------------------------
    "teo.t.secret.announce": "**The game begins!** Players: {players}.\n"
                             "First, each of you keeps 2 of your 4 starting tiles, in secret: click the button. "
                             "The choices are revealed together once everybody has chosen.",
    "teo.t.secret.announce_solo": "**The game begins!** {players} plays against Teotibot.\n"
                                  "First, keep 2 of your 4 starting tiles: click the button.",
    "teo.t.secret.begun": "**The game began:** everyone has kept their starting tiles.",
    "teo.t.secret.begun_solo": "**The game began:** the starting tiles are kept.",
    "teo.t.secret.button": "Choose my starting tiles",
    "teo.t.secret.done": "The starting tiles have already been revealed.",
    "teo.t.secret.first": "First every player keeps 2 starting tiles in secret: click **{button}** in the channel, "
                          "or use `/{command} play`.",
    "teo.t.secret.panel": "**Your 4 starting tiles** (only you see them):\n{tiles}\n\nKeep 2: they give you their "
                          "goods, and your workers start on their boards.",
    "teo.t.secret.tile": "• {tile}",
    "teo.t.secret.chosen": "✅ You keep **{a}** and **{b}**. You may change your mind until everyone has chosen. "
                           "Still choosing: {waiting}.",
    "teo.t.secret.placeholder": "Keep 2 tiles…",
    "teo.t.secret.option": "Keep tiles {a} and {b}",
    "teo.t.secret.all_chosen": "✅ Everyone has chosen: you keep **{a}** and **{b}**. The game goes on in the "
                               "channel.",
    "teo.t.secret.all_chosen_solo": "✅ You keep **{a}** and **{b}**. The game goes on in the channel.",
    "teo.t.secret.revealed": "**The starting tiles are revealed!**",
    "teo.t.secret.kept": "{player} keeps:\n  • {a}\n  • {b}",
    "teo.t.start_short": "{n}: {a} + {b}",

    # --- the board and lists of games ----------------------------------------------------------------
    "teo.t.title": "Teotihuacan · game #{game}",
    "teo.t.status": "round {round} · before eclipse {eclipse} of 3",
    "teo.t.status_last": "round {round} · before the last eclipse",
    "teo.t.status_setup": "setting up",
    "teo.t.status_over": "the game is over",
    "teo.t.calendar": "☀️ sun on {sun} · 🌙 moon on {moon}",
    "teo.t.eclipse_now": ("🌑 **Eclipse after {n} more turn**", "🌑 **Eclipse after {n} more turns**"),
    "teo.t.season": "🌱 Season {season}",
    "teo.t.choosing": "**Starting tiles:** still waiting for {waiting}",
    "teo.t.turn_of": "**Turn of:** {player}",
    "teo.t.player": "{player}: **{vp}** · {cocoa}",
    "teo.t.teotibot": "Teotibot",
    "teo.t.teotibot_level": "Teotibot ({level})",
    "teo.t.difficulty.easier": "easier",
    "teo.t.difficulty.harder": "harder",

    # --- the turn panel -------------------------------------------------------------------------------
    "teo.t.panel.header": "**Your turn, {player}** · {status}",
    "teo.t.panel.goods": "You have {goods}",
    "teo.t.panel.so_far": "**So far this turn:**",
    "teo.t.panel.now": "**Now:** {decision}",
    "teo.t.panel.cost": "This turn so far: {delta}",
    "teo.t.panel.cost_none": "This turn so far: nothing spent or gained yet.",
    "teo.t.panel.confirm": "Press **Confirm turn** when you're happy; **Undo** takes back your last step.",
    "teo.t.panel.salary": "Salary: pay as much as you can; each cocoa you don't pay costs 3 VP.",
    "teo.t.tech_short": "Technology {n}",
    "teo.t.royal_short": "royal tile {n}",
    "teo.t.draft": "Take starting tile {tile}",
    "teo.t.effect.costs": "costs {goods}",
    "teo.t.effect.gives": "gives {goods}",
    "teo.t.effect.leaves": ("leaves {cocoa}", "leaves {cocoa}"),
    "teo.t.effect.temple": "{temple} +{n}",
    "teo.t.effect.avenue": "Avenue +{n}",
    "teo.t.effect.pyramid": "pyramid track +{n}",
    "teo.t.effect.power": "power +{n}",
    "teo.t.effect.tile": "a discovery tile",
    "teo.t.effect.tech": "a technology",

    # --- the player's sheet ---------------------------------------------------------------------------
    "teo.t.sheet.tracks": "Temples: {temples} · Avenue of the Dead {avenue} · pyramid track {pyramid}",
    "teo.t.sheet.workers": "**Workers:** {workers}",
    "teo.t.sheet.worker": "{n} on {board} (power {power}{locked})",
    "teo.t.sheet.locked": ", locked",
    "teo.t.sheet.techs": "**Technologies:** {techs}",
    "teo.t.sheet.tiles": "**Discovery tiles:** {tiles}",
    "teo.t.sheet.masks": "**Masks:** {masks}",
    "teo.t.sheet.start": "**Starting tiles:** {tiles}",
    "teo.t.sheet.salary": "Salary at the next eclipse: **{owed}** (you have {cocoa})",
    "teo.t.sheet.bot_salary": "Teotibot pays no salary.",
    "teo.t.sheet.afford": "**You can afford now:**",
    "teo.t.sheet.afford_unlock": "unlock your workers for 3 cocoa: {answer}",
    "teo.t.sheet.afford_techs": "technologies: {techs}",
    "teo.t.sheet.afford_levels": "pyramid tiles by level (stone + wood): {levels}",
    "teo.t.sheet.yes": "yes",
    "teo.t.sheet.no": "no",
    "teo.t.none": "none",

    # --- the close looks ------------------------------------------------------------------------------
    "teo.t.cmd.look": "A close look: the pyramid and its decorations, or one action board",
    "teo.t.cmd.look.what": "What to look at",
    "teo.t.look.title": "{look} · {status}",
    "teo.t.look.pyramid": "The pyramid and its decorations",

    # --- the log, the final scores, the hints ----------------------------------------------------------
    "teo.t.log.eclipse": "eclipse",
    "teo.t.bot_turn": "{player}: {what}",
    "teo.t.bot_fail": "fails: +5 cocoa and a power-up",
    "teo.t.bot_bank": "trades 10 cocoa for VP",
    "teo.t.final.line": "{place}. {player}: **{total} VP** ({sources})",
    "teo.t.final.winner": "🏆 Winner: {names}!",
    "teo.t.final.winners": "🏆 Shared victory: {names}!",
    "teo.t.final.solo_won": "🏆 {player} beats Teotibot!",
    "teo.t.final.solo_lost": "Teotibot wins: {player} needed more VP than it.",
    "teo.t.round_gains": "{player}: {gains}",
}, domain="teotihuacan")
