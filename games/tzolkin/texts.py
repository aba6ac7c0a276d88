"""Tzolk'in's texts at the table (catalog domain `tzolkin`): the lobby's modules, the secret starting
choice, the board's lines, the turn panel and its advice, the public lines of food days and
scorings, the player sheet, the hints' reasons, the rules help, the statistics' point sources.
The table's own texts are in cogs/messages.py; the engine's words (actions, decisions, names) in
tzolkin/words.py, in the same domain. French and Italian: locales/<lang>/LC_MESSAGES/tzolkin.po.
"""
import i18n

EN = i18n.english({
    "game.tzolkin": "Tzolk'in",
    "status.day": "day {day}",
    "board.round_summary": "📜 **Day {day}, the round in short:**",
    "lobby_full": "The lobby is full: {most} players at most (five need the quick actions module).",
    "only_creator_modules": "Only {creator}, who opened the lobby, (or an admin) can choose the modules.",
    "five_need_quick": "Five players need the quick actions module: it stays on while five are seated.",
    "wealth_done": "The starting wealth tiles have already been revealed.",
    "not_your_tiles": "That isn't possible: those are not tiles you may keep.",
    "tribe_first": "That isn't possible: choose your tribe first.",
    "choose_wealth_first": "First every player keeps 2 of their starting wealth tiles: click "
                           "**Choose my wealth tiles** in the channel, or use `/tzolkin play`.",
    "unknown_level": "Bots come in four levels: easy, normal, hard and expert.",
    "bot.option.easy.about": "A beginner's opponent: knows the game, makes mistakes",
    "bot.option.normal.about": "Plays sensibly: feeds its workers, climbs temples, builds",
    "bot.option.hard.about": "Searches ahead: strong, thinks a few seconds per turn",
    "bot.option.expert.about": "Plays with a tournament player's plans; thinks about 10 seconds per turn",
    "lobby.body": "Opened by {creator}. Tzolk'in is for 2 to 4 players (5 with the quick actions of "
                  "Tribes & Prophecies): press **Join** to take a seat.\n"
                  "The game is played at your own pace; you'll be mentioned when it's your turn.",
    "lobby.modules": "Tribes & Prophecies modules",
    "lobby.base_game": "none: the base game",
    "lobby.footer": "The lobby's creator can add bot players, switch the expansion modules and start the game.",
    "module.tribes": "Tribes",
    "module.prophecies": "Prophecies",
    "module.quick": "Quick actions (up to 5 players)",
    "module.buildings": "New buildings",
    "switch.tribes": "Tribes: {state}",
    "switch.prophecies": "Prophecies: {state}",
    "switch.quick": "Quick actions: {state}",
    "switch.buildings": "New buildings: {state}",
    "start.announce": "**The game begins!** Players: {players}.\n"
                      "First, each of you privately keeps 2 of your 4 starting wealth tiles. Click the "
                      "button: your choice stays secret until everybody has chosen.",
    "start.done": "**The game began:** everyone has chosen their starting wealth.",
    "btn.wealth": "Choose my wealth tiles",
    "wealth.panel": "**Your four starting wealth tiles:**\n{tiles}\n\nKeep two of them: pick a pair below. "
                    "Nobody sees your choice until everyone has chosen, and you may change it until then.",
    "wealth.placeholder": "Pick the 2 tiles to keep",
    "wealth.option": "{a}  |  {b}",
    "wealth.chosen_tiles": "✅ You keep {tiles}. Still choosing: {waiting}. "
                           "You can change your mind until the last player has chosen.",
    "wealth.all_chosen": "✅ You keep {tiles}. Everyone has chosen: the choices are revealed in the channel.",
    "wealth.reveal": "**Starting wealth revealed!**\n{lines}",
    "wealth.reveal_line": "{player} keeps {tiles}",
    "wealth.reveal_tribe": "{player} leads the **{tribe}** and keeps {tiles}",
    "wealth.panel_ixtab": "**Your four starting wealth tiles:**\n{tiles}\n\nIxtab keeps three of them: pick the "
                          "one to discard below (then you step down once on a temple of your choice).",
    "wealth.option_discard": "Discard {tile}",
    "tribe.panel": "**Your two tribes** (keep one; it stays secret until everyone has chosen):\n{tribes}",
    "tribe.placeholder": "Pick the tribe to lead",
    "tribe.first": "First pick your tribe, then your tiles.",
    "tribe.chosen": "Your tribe: **{tribe}**",
    "board.title": "Tzolk'in: day {day} of {last}",
    "board.status": "Age {age} · {food} · corn on the calendar: {corn}",
    "board.choosing": "**Choosing starting wealth:** still waiting for {waiting}",
    "board.player": "{player}: {vp} VP · {corn} corn · {workers} workers{first}",
    "board.first": " · first player",
    "gear.title": "{gear}, {status}",
    "food.in": ("food day next round", "food day in {n} rounds"),
    "food.now": "food day at the end of this round",
    "food.none": "no food day left",
    "panel.header": "**Your turn, {player}** · day {day} of {last}",
    "panel.resources": "🌽 {corn} corn · 🪵 {wood} wood · 🪨 {stone} stone · 🥇 {gold} gold · "
                       "💀 {skulls} skulls · 👷 {free} of {workers} workers free",
    "panel.calamity": "⚠️ Calamity now, **{name}**: {effect}",
    "panel.calamity_here": "⚠️ **{name}** changes this choice: {effect}",
    "panel.cost": "This turn so far: {delta}",
    "panel.cost_none": "This turn so far costs nothing.",
    "panel.final": "(This choice takes effect at once: it can't be undone.)",
    "advice.food": ("🌽⚠️ **Food day in {n} day:** {need} corn to feed your workers ({workers}), you have {have}.",
                    "🌽⚠️ **Food day in {n} days:** {need} corn to feed your workers ({workers}), you have {have}."),
    "advice.food_now": "🌽⚠️ **Food day at the end of this round:** {need} corn to feed your workers ({workers}), "
                       "you have {have}.",
    "advice.costs": "costs {goods}",
    "advice.gives": "gives {goods}",
    "advice.vp": "{vp:+d} VP",
    "advice.leaves": "leaves {goods}",
    "advice.starves": "⚠️ too little corn for the food day",
    "ev.food": "🌽 **Food day!** Each worker eats. {lines}",
    "ev.fed": "{player} paid {corn} corn",
    "ev.unfed": ("{player} paid {corn} corn, {n} hungry worker: {vp} VP",
                 "{player} paid {corn} corn, {n} hungry workers: {vp} VP"),
    "ev.rewards": "🎁 **Temple rewards:** {lines}",
    "ev.reward": "{player}: {what}",
    "ev.nothing": "nothing",
    "ev.temple_points": "🏛️ **Temple points:** {lines}",
    "ev.points": "{player} {points:+d} VP",
    "ev.age": "📜 **Age II begins:** the Age I buildings leave and new ones are on display.",
    "ev.first_player": "{player} takes the first-player marker.",
    "ev.double": "⏩ The calendar advances 2 days!",
    "ev.end": "🏁 **The game is over!**",
    "ev.prophecy": "🔮 **Prophecy {name} scored:** {lines}",
    "final.line": "{rank}. {player}: **{points}** points (track {vp}, skulls {skulls}, monuments {monuments}, "
                  "leftover corn and goods {corn})",
    "hint.why.feed": ("it feeds your workers before the food day in {n} day ({need} corn needed, you have {have}).",
                      "it feeds your workers before the food day in {n} days ({need} corn needed, "
                      "you have {have})."),
    "hint.why.temple": ("it climbs {temple} before the temples score in {n} day: the leader gets a bonus.",
                        "it climbs {temple} before the temples score in {n} days: the leader gets a bonus."),
    "hint.why.feed_now": "it feeds your workers before the food day at the end of this round ({need} corn needed, "
                         "you have {have}).",
    "hint.why.temple_now": "it climbs {temple} before the temples score at the end of this round: the leader gets "
                           "a bonus.",
    "hint.why.corn": "you need corn for placing workers and feeding them (+{corn} corn).",
    "hint.why.tech": ("{tech} pays off on every action until the end ({n} round left, about {vp} VP).",
                      "{tech} pays off on every action until the end ({n} rounds left, about {vp} VP)."),
    "hint.why.building": "this building is worth about {vp} VP to you for what it costs: {building}.",
    "hint.why.monument": "this monument is worth about {vp} VP to you by the end: {monument}.",
    "hint.why.skull": "a crystal skull on Chichen Itza {slot} scores {vp} VP and a temple step.",
    "hint.why.skull_gain": "a crystal skull scores 3 VP at the end, more on Chichen Itza (about {vp} VP).",
    "hint.why.worker": ("one more worker means more actions until the end ({n} round left), its food counted "
                        "(about {vp} VP).",
                        "one more worker means more actions until the end ({n} rounds left), its food counted "
                        "(about {vp} VP)."),
    "hint.why.wait": "your workers ride the gears to better spaces if you leave them a little longer "
                     "(about {vp} VP).",
    "hint.why.start": "the first-player space takes the {corn} corn on the calendar and the first move.",
    "hint.why.vp": "it scores about {vp} VP by the end, more than any other choice.",
    "hint.why.resources": "it brings {gain}, towards buildings and monuments (about {vp} VP to you).",
    "hint.why.plan": "it gathers what {monument} costs: building it is worth about {vp} VP to you.",
    "hint.why.prophecy": "it counts for a prophecy before it scores (about {vp} VP).",
    "hint.why.free": "the worker comes back to your hand, to be placed again (about {vp} VP).",
    "hint.why.aim": ("a worker placed here reaches {gear} {action} in {n} day, the best action it can take "
                     "(about {vp} VP).",
                     "a worker placed here reaches {gear} {action} in {n} days, the best action it can take "
                     "(about {vp} VP)."),
    "hint.why.least": "every other choice is worth at least {vp} VP less now.",
    "hint.why.enough": "nothing else is worth what it costs at this point of your turn.",
    "hint.why.value": "it gives the best value overall at this point.",
    "sheet.points": "**{vp} VP** on the track · {skulls} crystal skulls",
    "sheet.workers": "👷 Workers: {free} free, {placed} on the gears, {total} in all",
    "sheet.temples": "🏛️ Temples: {temples}",
    "sheet.techs": "⚙️ Technologies: {techs}",
    "sheet.buildings": "🏠 Buildings: {n} · Monuments: {m}",
    "sheet.wealth": "🎴 Starting wealth: {tiles}",
    "sheet.tribe": "**Tribe:** {tribe}: {ability}",
    "sheet.prophecies": "**Prophecies so far:** {vp} VP",
    "sheet.prophecy": "**Calamity now:** {text}",
    "sheet.food": "🌽 Next food day: {when}; feeding costs {cost} corn (you have {corn}).",
    "sheet.food_none": "🌽 No food day left.",
    "sheet.afford": "**What you can afford now:**",
    "sheet.afford_place": "• Placing workers: {costs}",
    "sheet.afford_tech": "• Technology steps: {techs}",
    "sheet.afford_build": "• Buildings on display: {items}",
    "sheet.afford_monument": "• Monuments: {items}",
    "sheet.afford_nothing": "none",
    "sheet.tech_price": "{tech} (pay {n})",
    "games.wealth": "{channel}: choosing starting wealth",
    "remind.wealth": "⏰ {mentions}: please choose your starting wealth tiles so the game can begin.",
    "settings.layout_phone": "for phones (players and gears)",
    "cmd.group": "Play Tzolk'in: The Mayan Calendar",
    "cmd.gear": "A close look at one gear: every space, who is on it, what it gives",
    "cmd.gear.gear": "The gear to look at",
    "cmd.choice.layout_phone": "for phones: players and gears, two pictures",
    "topic.overview": "Overview",
    "topic.turn": "Your turn",
    "topic.placing": "Placing workers",
    "topic.retrieving": "Retrieving workers",
    "topic.gears": "The gears",
    "topic.temples": "Temples",
    "topic.technologies": "Technologies",
    "topic.buildings": "Buildings and monuments",
    "topic.food": "Food days",
    "topic.scoring": "Final scoring",
    "topic.bot": "Playing with this bot",
    "topic.expansion": "Tribes & Prophecies",
    "topic.tribes": "Tribes",
    "topic.prophecies": "Prophecies",
    "topic.quick": "Quick actions",
    "topic.newbuildings": "New buildings",
    "rules.overview": "Tzolk'in is played on a big calendar of five turning gears. Each round every player "
                      "takes a turn, then the calendar turns one day and every worker on it rides one space "
                      "further. Workers that ride longer reach better actions, so timing is everything.\n\n"
                      "You collect corn, wood, stone, gold and crystal skulls; climb the three temples; "
                      "research technologies; and build buildings and monuments. Four food days interrupt "
                      "the calendar: every worker must be fed with corn. The game ends after the last food day; "
                      "the most points wins.",
    "rules.turn": "On your turn you do **one** of two things: **place** workers on the gears, or **retrieve** "
                  "workers from them (at least one either way). You cannot mix the two in one turn.\n\n"
                  "If you have 2 corn or less at the start of your turn you may **beg for corn**: your corn "
                  "goes up to 3, but you step down one space on a temple of your choice.\n\n"
                  "In the bot, your turn is built step by step in a private panel; **Undo** takes back a step "
                  "and **Confirm turn** ends the turn for good.",
    "rules.placing": "A placed worker goes on the **lowest free space** of the gear you choose. You pay as much "
                     "corn as the space's number, plus 1 more for your second worker this turn, 2 more for "
                     "the third, and so on. Placing on a low space is cheap but the worker needs time to "
                     "ride up to the good actions.\n\n"
                     "The **first-player space** is special: you take the corn piled on the calendar and the "
                     "first-player marker (or pass it to your left if you hold it), and you may turn the "
                     "calendar two days instead of one while your player board shows its light side (it then "
                     "turns dark; reaching the top of a temple turns it light again), unless the second day "
                     "would push a worker off a gear.",
    "rules.retrieving": "When you take a worker back you use the action of the space it stands on, **or any "
                        "lower one** on the same gear by paying 1 corn per space you step back. You may also "
                        "take it back without any action. Spaces past the last numbered action let you pick "
                        "any action of that gear for free.\n\n"
                        "A worker that rides past the gear's last space is pushed off and comes home without "
                        "doing anything, so don't leave workers on the calendar too long.",
    "rules.gears": "**Palenque**: corn, and wood from the jungle (clearing the forest by burning costs a temple "
                   "step).\n**Yaxchilan**: wood, stone, gold and crystal skulls.\n**Tikal**: technologies, "
                   "buildings and monuments, and climbing two temples.\n**Uxmal**: climb a temple for 3 corn, "
                   "trade at the market, gain a worker, build with corn, or pay 1 corn for an action of "
                   "Palenque, Yaxchilan, Tikal or Uxmal.\n"
                   "**Chichen Itza**: place a crystal skull for points and a temple step; the higher the "
                   "space, the more points.",
    "rules.temples": "There are three temples: **Chaac**, **Quetzalcoatl** and **Kukulcan**. Climbing gives "
                     "points at the end of each age (the higher, the more) and resources at the food days in "
                     "the middle of each age; whoever is highest on a temple at the end of an age gets a bonus. "
                     "Only one player may stand on a temple's top step, and reaching it turns your player "
                     "board back to its light side. Stepping down (begging, burning forest) costs you ground, "
                     "and the bottom step loses points.",
    "rules.technologies": "Four technology tracks: **Agriculture** (more corn), **Resource extraction** (more "
                          "wood, stone and gold), **Architecture** (cheaper, more rewarding buildings) and "
                          "**Theology** (better skull actions). Each level costs more resources than the last; "
                          "beyond level 3 each step (for 1 resource) gives a one-time bonus instead.",
    "rules.buildings": "Buildings cost wood, stone and gold. Farms feed your workers at every food day; the "
                       "others give their effect at once: temple steps, technologies, resources or points. "
                       "Age I buildings are replaced by Age II buildings after the second food day. Monuments, "
                       "built only with Tikal 4, are expensive and score at the end of the game according to "
                       "their own condition.",
    "rules.food": "There are four food days, announced on the board. Every worker eats 2 corn (farms reduce "
                  "this); each worker you cannot feed costs you 3 points. The first and third food days also "
                  "pay temple rewards (resources, skulls); the second and fourth score points for your temple "
                  "positions, with a bonus for each temple's leader. Age II starts after the second food day.",
    "rules.scoring": "At the end you add the points earned during the game, 3 points per crystal skull still "
                     "held, the monuments' points, and a quarter point per corn left (your wood, stone and "
                     "gold count as their market value in corn). Ties go to the player with more workers on "
                     "the gears.",
    "rules.expansion": "**Tribes & Prophecies** adds four modules, each switched on or off in the lobby: "
                       "**tribes** (a special ability per player), **prophecies** (three calamities, one per "
                       "quarter of the game after the first, each paying or costing points), **quick actions** "
                       "(a small board of one-off actions that changes every two days; with it up to **five** "
                       "players can play) and **new buildings** (eight tiles, the Age I ones can be renovated).\n\n"
                       "With fewer than five players the quick actions bring extra neutral workers (6 at four "
                       "players, 12 at three, 18 at two), and neutral workers block one or two quick spaces.",
    "rules.tribes": "Each player is dealt two tribes and secretly keeps one, with the starting wealth. Their "
                    "abilities bend one rule each: cheaper placements (Cit-Bolon-Tum, Yumkaax), better pick-ups "
                    "(Ahau Chamahez one space higher, Balam gains corn for a lower action, Huracan uses the paired "
                    "gear, Ah Chuy Kak picks one up after placing two), corn (Bacab), technology (Itzamná), more "
                    "wealth (Ixtab), more workers that eat more (Yaluk), a space treated as taken (Vacub-Caquix), "
                    "a sale at any moment (Xaman Ek), or a turn passed doing nothing (Ahmakiq). Your panel and "
                    "`/tzolkin me` say yours.",
    "rules.prophecies": "Three prophecies are drawn at the start. The first strikes the day after the first food "
                        "day and lasts to the end of the second, the next two follow, also when a double advance "
                        "delays a food day. While active, a **calamity** makes something dearer: a temple step, "
                        "gold, skulls, technologies, buildings, Chichen Itza, feeding, or harvests. When a gain "
                        "has a price you may decline it and keep the rest of the action. At its food day (after "
                        "feeding and rewards) the prophecy scores what it is about: −5, 0, +6 or +13 points, "
                        "and scores may go below zero.",
    "rules.quick": "The quick-action board has three spaces (and its own first-player space). Placing there "
                   "costs 1 corn plus the usual extra for several workers; you may use one quick space per "
                   "turn, and only if you can do its action. The action is done at the end of your turn, with "
                   "no technology bonus, and the worker comes home when the calendar turns. The tile changes "
                   "every two days (the last one stays three), so watch the board for what comes next.",
    "rules.newbuildings": "Eight new buildings join the piles. The four Age I ones pay something at every food day "
                          "before feeding (3 corn, wood then skulls, gold, stone) and carry the **renovation** "
                          "icon: when you build, you may return one of them and its cubes pay for the same cubes "
                          "of the new cost (no change given). Age II brings 8 corn, a monument, a technology swap "
                          "and a skull building whose skull counts as placed at Chichen Itza.",
    "rules.bot": "`/tzolkin new` opens a lobby; players join with the button and the creator can add bot "
                 "players and press **Start**. Each player then secretly keeps 2 of 4 wealth tiles.\n\n"
                 "Each turn the bot posts the board and mentions the player on turn, who clicks **Take my turn** "
                 "to open a private panel. `/tzolkin me` shows your resources, `/tzolkin board` the board, "
                 "`/tzolkin gear` one gear up close, "
                 "`/tzolkin log` every turn round by round and `/tzolkin games` the games in this server. "
                 "Absent players are reminded, and can be replaced by a bot (`/tzolkin handover`).\n\n"
                 "Bots come in four levels: easy, normal, hard and expert. The 💡 **Hint** button in your panel says "
                 "what a strong player would do and why (unless the game's creator turned hints off); "
                 "`/tzolkin settings` shows the game's settings.\n\n"
                 "`/tzolkin mygames` lists your games in every server (in a direct message too); "
                 "`/tzolkin leaderboard` and `/tzolkin stats` show ratings and records, `/tzolkin history` "
                 "the finished games, and `/tzolkin export` a finished game's record to replay.",
    "mygames.wealth_you": "{where}: choose your starting wealth tiles (since {since}) · [game]({link})",
    "mygames.wealth": "{where}: the others are choosing their starting wealth (since {since})",
    "stats.hunger": "Points lost to hunger: {points}",
    "source.temples": "temples",
    "source.buildings": "buildings",
    "source.skulls": "skulls",
    "source.monuments": "monuments",
    "source.corn": "corn and goods",
    "source.other": "other",
    "source.hunger": "hunger",
    "log.page_title": "Game #{game} · day {day} of {last}",
    "log.food": "🌽 food day",
    "log.scoring": "🏛️ scoring",
    "btn.log_food": "🌽 Next food day",
    "export.ready": "The record of game #{game}: replay it with `python -m tzolkin replay {file}`, or draw "
                    "the board after every turn with `python -m images.tzolkin.replay {file} DIR`.",
}, domain="tzolkin")
