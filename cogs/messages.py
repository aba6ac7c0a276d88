"""The bot's texts: English source texts by key, translated in locales/<lang>/LC_MESSAGES/messages.po.

`t(key, locale, **values)` gives the text in the reader's language (en, fr, it, or any
Discord locale tag such as "fr" or "en-GB"), placeholders filled by name. A pair
`(singular, plural)` is a plural message chosen by the value `n`.

To add a message: add its key and English text here, run `python -m i18n update`, and write
its French and Italian in the two .po files (README: "How to add a message").
"""
import i18n

EN = i18n.english({
    # --- refusals and errors (private) ---------------------------------------------------
    "no_game": "There's no Tzolk'in game in this channel. Open one with `/tzolkin new`.",
    "channel_busy": "This channel already has a Tzolk'in game (a lobby or a game in progress). "
                    "Finish it, ask an admin to `/tzolkin abandon` it, or use another channel.",
    "not_started": "This game hasn't started yet: it's still in its lobby.",
    "game_running": "The game has already started, so the lobby is closed.",
    "game_over": "This game is over. Open a new one with `/tzolkin new`.",
    "game_abandoned": "This game was abandoned. Open a new one with `/tzolkin new`.",
    "already_joined": "You're already seated in this lobby.",
    "lobby_full": "The lobby is full: {most} players at most (five need the quick actions module).",
    "lobby_full_five": "The lobby is full: {most} players at most.",
    "only_creator_modules": "Only {creator}, who opened the lobby, (or an admin) can choose the modules.",
    "five_need_quick": "Five players need the quick actions module: it stays on while five are seated.",
    "not_in_lobby_seat": "You aren't in this lobby.",
    "only_creator_bots": "Only {creator}, who opened the lobby, can add or remove bot players.",
    "no_bot_to_remove": "There's no bot player to remove.",
    "only_creator_start": "Only {creator}, who opened the lobby, (or an admin) can start the game.",
    "not_enough_players": "You need at least {needed} players to start. Invite someone, or add a bot player.",
    "not_a_player": "You aren't playing in this game, but you're welcome to watch! "
                    "`/tzolkin board` shows the board and `/tzolkin player` anyone's resources.",
    "seat_handed_over": "A bot is playing your seat in this game now. Take it back with `/tzolkin rejoin`.",
    "wealth_done": "The starting wealth tiles have already been revealed.",
    "illegal": "That isn't possible: {reason}",
    "game_damaged": "This game's saved record is damaged, so it can't be shown or continued. The bot's "
                    "operator can find game {game} in the logs. Other games are not affected.",
    "not_your_tiles": "That isn't possible: those are not tiles you may keep.",
    "tribe_first": "That isn't possible: choose your tribe first.",
    "choose_wealth_first": "First every player keeps 2 of their starting wealth tiles: click "
                           "**Choose my wealth tiles** in the channel, or use `/tzolkin play`.",
    "not_your_turn": "It's {name}'s turn, not yours. You'll be mentioned when it's your turn; "
                     "meanwhile `/tzolkin me` shows your resources.",
    "stale": "That panel was out of date (the game had moved on), so nothing was changed.",
    "nothing_to_undo": "There's nothing to undo in this turn.",
    "handover_not_player": "That member isn't playing this game in person.",
    "handover_voters_only": "Only the other players of this game (or an admin) can hand a seat to a bot.",
    "handover_self": "You can't vote to replace yourself. If you need to leave, ask another player "
                     "or an admin to hand your seat to a bot.",
    "handover_already_voted": "You have already voted for this ({votes} of {needed} votes).",
    "already_confirmed": "✅ Turn confirmed (your click arrived twice; the turn counts once).",
    "name_a_player": "Name the player: a member, or their seat number in this game.",
    "no_such_seat": "This game has no seat {seat}.",
    "not_admin": "Only members who can manage this channel may do that.",
    "guild_only": "Tzolk'in games are played in server channels, not in direct messages.",
    "error": "Sorry, something went wrong on my side. Nothing was changed; please try again.",
    "board_stale": "This board is from an earlier turn. The current board is here: {link}",
    "unknown_level": "Bots come in three levels: easy, normal and hard.",
    "only_creator_settings": "Only {creator}, who opened the game, (or an admin) can change its settings.",
    "hints_fixed": "Hints can only be turned on or off in the lobby, before the game starts: "
                   "it has to be the same game for everyone.",
    "hints_off": "Hints are turned off in this game.",
    "button_stale": "This button is out of date, so nothing was changed. The game's latest message has the "
                    "current buttons.",

    # --- bots ------------------------------------------------------------------------------------
    "level.random": "random",
    "level.easy": "easy",
    "level.normal": "normal",
    "level.hard": "hard",
    "seat.bot_name": "Bot {n}",
    "seat.bot": "{name} 🤖 {level}",
    "seat.bot_plain": "{name} ({level} bot)",
    "seat.bot_named": "{name} ({level})",
    "seat.handed": "🤖 {level} bot for {name}",
    "seat.handed_plain": "{level} bot for {name}",
    "bot.option.easy": "Easy bot",
    "bot.option.easy.about": "A beginner's opponent: knows the game, makes mistakes",
    "bot.option.normal": "Normal bot",
    "bot.option.normal.about": "Plays sensibly: feeds its workers, climbs temples, builds",
    "bot.option.hard": "Hard bot",
    "bot.option.hard.about": "Searches ahead: strong, thinks a few seconds per turn",
    "bot.placeholder": "Add a bot…",

    # --- lobby ---------------------------------------------------------------------------------
    "lobby.title": "Tzolk'in: a new game is forming",
    "lobby.body": "Opened by {creator}. Tzolk'in is for 2 to 4 players (5 with the quick actions of "
                  "Tribes & Prophecies): press **Join** to take a seat.\n"
                  "The game is played at your own pace; you'll be mentioned when it's your turn.",
    "lobby.seats": "Seats ({count}/{most})",
    "lobby.modules": "Tribes & Prophecies modules",
    "lobby.base_game": "none: the base game",
    "lobby.footer": "The lobby's creator can add bot players, switch the expansion modules and start the game.",
    "module.tribes": "Tribes",
    "module.prophecies": "Prophecies",
    "module.quick": "Quick actions (up to 5 players)",
    "module.buildings": "New buildings",
    "on": "on",
    "off": "off",
    "switch.tribes": "Tribes: {state}",
    "switch.prophecies": "Prophecies: {state}",
    "switch.quick": "Quick actions: {state}",
    "switch.buildings": "New buildings: {state}",
    "lobby.closed": "This lobby was closed.",
    "lobby.started": "This game has started: see below.",
    "lobby.bot": "{name} (🤖 {level} bot)",
    "lobby.settings": "Settings",
    "settings.text": "💡 Hints: {hints} · 🤖 An absent player's seat goes to a {level} bot.",
    "settings.hints_on": "allowed",
    "settings.hints_off": "off",
    "settings.changed": "⚙️ {member} changed this game's settings. {text}",
    "settings.how": "With `/tzolkin settings`, any player (or an admin) changes the board, its pictures and "
                    "the clock; the creator (or an admin) the bot and the hints (hints only in the lobby).",
    "btn.join": "Join",
    "btn.leave": "Leave",
    "btn.rmbot": "Remove a bot",
    "btn.start": "Start",
    "btn.hints_on": "Hints: allowed",
    "btn.hints_off": "Hints: off",

    # --- starting wealth -------------------------------------------------------------------
    "start.announce": "**The game begins!** Players: {players}.\n"
                      "First, each of you privately keeps 2 of your 4 starting wealth tiles. Click the "
                      "button: your choice stays secret until everybody has chosen.",
    "start.done": "**The game began:** everyone has chosen their starting wealth.",
    "start.waiting": "Still choosing: {waiting}",
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

    # --- the board ---------------------------------------------------------------------------------
    "board.title": "Tzolk'in: day {day} of {last}",
    "board.your_turn": "{mention}, it's your turn! Click **Take my turn**.",
    "board.over": "The game is over.",
    "board.status": "Age {age} · {food} · corn on the calendar: {corn}",
    "board.choosing": "**Choosing starting wealth:** still waiting for {waiting}",
    "board.retired": "·",
    "board.round_summary": "📜 **Day {day}, the round in short:**",
    "board.round_gains": "{player}: {gains}",
    "thread.name": "Tzolk'in game #{game}",
    "thread.opened": "🎲 The game goes on in its own thread: {thread}",
    "thread.missing": "ℹ️ I can't open a thread for this game here (missing permission: {permissions}), so it is "
                      "played in this channel. An admin can give me those permissions for the next games.",
    "board.turn_of": "**Turn of:** {player}",
    "board.player": "{player}: {vp} VP · {corn} corn · {workers} workers{first}",
    "board.first": " · first player",
    "board.footer": "Game #{game} · turn {turn}. Anyone may look; only the player on turn can act.",
    "gear.title": "{gear}, day {day}",
    "board.text_note": "(Picture unavailable: text board below.)",
    "food.in": ("food day next round", "food day in {n} rounds"),
    "food.now": "food day at the end of this round",
    "food.none": "no food day left",
    "btn.turn": "Take my turn",
    "btn.me": "My resources",

    # --- the turn panel -------------------------------------------------------------------------------
    "panel.header": "**Your turn, {player}** · day {day} of {last}",
    "panel.resources": "🌽 {corn} corn · 🪵 {wood} wood · 🪨 {stone} stone · 🥇 {gold} gold · "
                       "💀 {skulls} skulls · 👷 {free} of {workers} workers free",
    "panel.so_far": "**So far this turn:**",
    "panel.calamity": "⚠️ Calamity now, **{name}**: {effect}",
    "panel.calamity_here": "⚠️ **{name}** changes this choice: {effect}",
    "panel.nothing_yet": "Nothing yet this turn.",
    "panel.cost": "This turn so far: {delta}",
    "panel.cost_none": "This turn so far costs nothing.",
    "panel.now": "**Now:** {decision}",
    "panel.final": "(This choice takes effect at once: it can't be undone.)",
    "panel.confirm_hint": "Press **Confirm turn** when you're happy; **Undo** takes back your last step.",
    "panel.placeholder": "Choose…",
    "panel.placeholder_more": "More choices…",
    "panel.done": "✅ Turn confirmed.",
    "panel.next": "It's now {player}'s turn.",
    "panel.bot_next": "Next to play: {player}. The bot is thinking; its move follows in the channel.",
    "panel.over": "🏁 The game is over: see the final scores in the channel.",
    "panel.note": "⚠️ {note}",
    # the workers' count in brackets: it may be 1, and no plural agrees with two counts at once
    "advice.food": ("🌽⚠️ **Food day in {n} day:** {need} corn to feed your workers ({workers}), you have {have}.",
                    "🌽⚠️ **Food day in {n} days:** {need} corn to feed your workers ({workers}), you have {have}."),
    "advice.food_now": "🌽⚠️ **Food day at the end of this round:** {need} corn to feed your workers ({workers}), "
                       "you have {have}.",
    "advice.costs": "costs {goods}",
    "advice.gives": "gives {goods}",
    "advice.vp": "{vp:+d} VP",
    "advice.leaves": "leaves {goods}",
    "advice.starves": "⚠️ too little corn for the food day",
    "btn.confirm": "Confirm turn",
    "btn.hint": "Hint",
    "btn.undo": "Undo",

    # --- public lines -----------------------------------------------------------------------------------
    "log.turn": "{player}: {what}",
    "log.bot_turn": "{player}: {what}",  # the player's name shows the bot and its level
    "log.sep": " · ",
    "list.semicolon": "; ",  # between the parts of a list (French puts a space before it)
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
    "final.title": "Final scores",
    "final.line": "{rank}. {player}: **{points}** points (track {vp}, skulls {skulls}, monuments {monuments}, "
                  "leftover corn and goods {corn})",
    "final.winner": "🏆 Winner: {names}!",
    "final.winners": "🏆 Shared victory: {names}!",
    "final.hints": "💡 Hints used: {counts}",
    "final.hint_count": "{player} {n}",
    "final.hints_off": "💡 Hints were off in this game.",

    # --- hints -----------------------------------------------------------------------------------------
    "hint.reply": "💡 **What would a strong player do here?**\n**Now:** {decision}\n"
                  "Suggested: **{action}**\nWhy: {why}\n"
                  "-# Hints you have used in this game: {count} (the final scores show everyone's).",
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
    "hint.why.tech": "{tech} pays off on every action for the rest of the game.",
    "hint.why.building": "this building is worth its cost at this point of the game: {building}.",
    "hint.why.monument": "this monument is worth about {vp} VP to you: {monument}.",
    "hint.why.skull": "a crystal skull on Chichen Itza {slot} scores {vp} VP and a temple step.",
    "hint.why.worker": "one more worker means more actions every round from now on.",
    "hint.why.wait": "your workers ride the gears to better spaces if you leave them a little longer.",
    "hint.why.start": "the first-player space takes the {corn} corn on the calendar and the first move.",
    "hint.why.value": "it gives the best value overall at this point.",

    # --- player sheet ------------------------------------------------------------------------------------
    "sheet.title": "{player}",
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
    "sheet.not_seated": "{name} isn't playing in this game.",

    # --- commands --------------------------------------------------------------------------------------
    "cmd.lobby_opened": "Lobby opened.",
    "log.empty": "Nothing has happened in this game yet.",
    "games.title": "Tzolk'in games in this server",
    "games.none": "No Tzolk'in games are running in this server. Open one with `/tzolkin new`.",
    "games.lobby": "{channel}: lobby, {count}/{most} seated",
    "games.wealth": "{channel}: choosing starting wealth",
    "games.damaged": "{channel}: game {game} cannot be loaded (its saved record is damaged).",
    "games.playing": "{channel}: day {day}, {player}'s turn (since {since})",
    "remind.turn": "⏰ {mention}, it's still your turn (since {since}). Click **Take my turn** on the latest "
                   "board: {link}",
    "remind.wealth": "⏰ {mentions}: please choose your starting wealth tiles so the game can begin.",
    "remind.set": ("Reminders for this game: after {n} hour of waiting, at most once an hour.",
                   "Reminders for this game: after {n} hours of waiting, at most once every {n} hours."),
    "remind.off": "Reminders for this game are off.",
    "remind.who": "Only the players of this game (or an admin) can change its reminders.",
    "handover.vote": ("🗳️ {voter} votes to let a bot play for {target} ({votes} of {n} vote needed; "
                      "`/tzolkin handover` to vote).",
                      "🗳️ {voter} votes to let a bot play for {target} ({votes} of {n} votes needed; "
                      "`/tzolkin handover` to vote)."),
    "handover.done": "🤖 A {level} bot now plays for {target}.",
    "handover.voted": "Your vote is counted ({votes} of {needed}).",
    "remind.turn_dm": "⏰ Tzolk'in game #{game}: it's still your turn (since {since}). {link}",
    "board.turn_named": "It's **{name}**'s turn.",
    "clock.board": "⏳ Turn clock {hours}: a bot plays this turn {deadline} if it isn't taken.",
    "clock.hours": ("{n} h", "{n} h"),
    "clock.off": "off",
    "clock.expired": "⏳ {name}'s turn clock ({hours}) ran out: a bot ({level}) plays the seat until they come "
                     "back with `/tzolkin rejoin`.",
    "rejoin.done": "👋 {name} is back and plays their own seat again.",
    "rejoin.ok": "Welcome back: your seat is yours again.",
    "rejoin_not_away": "You are already playing your seat yourself.",
    "rejoin_resigned": "You resigned from this game, so a bot keeps your seat.",
    "resign_lobby": "The game hasn't started: just click **Leave** in the lobby.",
    "resign.confirm": "Resign for good? A bot plays your seat to the end of the game and you can't come back. "
                      "If you only need a break, the turn clock hands your seat to a bot and `/tzolkin rejoin` "
                      "gives it back.",
    "btn.resign": "Yes, resign",
    "resign.done": "🏳️ {name} resigned: a bot ({level}) plays the seat to the end of the game.",
    "resign.ok": "You resigned. Thanks for playing!",
    "notify.turn_dm": "🎲 Your turn in Tzolk'in game #{game}: {link}",
    "notify.heads_up": "🔔 You're next in Tzolk'in game #{game}, after {player}: {link}",
    "notify.after_quiet": "🔔 {mention}, it's your turn (held back during your quiet hours).",
    "notify.bad_zone": "I don't know the time zone `{zone}`. Use a name like `Europe/Paris` or "
                       "`America/New_York`, or an offset like `+2` or `-05:30`.",
    "notify.summary": "**Your Tzolk'in notifications:** {how}. {quiet} {heads_up}",
    "notify.how_channel": "a mention in the game's channel",
    "notify.how_dm": "a direct message",
    "notify.how_both": "a mention and a direct message",
    "notify.quiet": "Quiet hours {start}:00–{end}:00 ({zone}): nothing then, what's held back comes when they end.",
    "notify.no_quiet": "No quiet hours.",
    "notify.quiet_now": "(You are in your quiet hours now.)",
    "notify.heads_up_on": "A heads-up when you're next: on.",
    "notify.heads_up_off": "A heads-up when you're next: off.",
    "notify.heads_up_dm": "A heads-up when you're next: not sent, as your turns come by direct message "
                          "(one message a turn).",
    "notify.digest_on": "Daily digest: one direct message at {hour}:00 ({zone}) listing the games waiting on you, "
                        "instead of a message each turn.",
    "notify.digest_off": "No daily digest.",
    "notify.digest_choice_off": "Off: a direct message each turn (if you chose direct messages)",
    "digest.title": ("🎲 **A Tzolk'in game is waiting on you:**", "🎲 **{n} Tzolk'in games are waiting on you:**"),
    "digest.footer": "-# Your daily digest at {hour}:00 ({zone}). `/tzolkin notify` changes it.",
    "settings.summary": "**This game:** {board}, pictures {layout}; turn clock {clock}.",
    "settings.layout_phone": "for phones (players and gears)",
    "settings.layout_classic": "of the whole board",
    "settings.board_turn": "a board every turn",
    "settings.board_round": "a board and a summary each round",
    "settings_who": "Only the players of this game (or an admin) can change its settings.",
    "abandon.done": "This game was abandoned by {admin}.",
    "abandon.ok": "Game abandoned.",
    "sync.done": ("Synced {n} command {where}.", "Synced {n} commands {where}."),
    "sync.global": "globally (it may take a while to appear everywhere)",
    "sync.guild": "to this server",
    "sync.cleared": "Removed this server's command copies.",

    # --- languages ----------------------------------------------------------------------------------
    "lobby.language": "Language",
    "only_creator_language": "Only {creator}, who opened the lobby, (or an admin) can choose the game's language.",
    "language_started": "A game keeps the language it started in. Choose the language while it is a lobby, "
                        "or set it for the server's next games.",
    "language.auto": "Automatic",
    "language.scope.me": "Me (my panels and private replies)",
    "language.scope.game": "This channel's lobby (its public messages and pictures)",
    "language.scope.server": "This server's new games (admins)",
    "language.set.me": "Your panels and private replies are now in: {language}.",
    "language.set.game": "This game will be played in: {language}.",
    "language.set.server": "New games in this server will be played in: {language}.",

    # --- slash commands (descriptions Discord shows in each member's language) --------------------
    "cmd.group": "Play Tzolk'in: The Mayan Calendar",
    "cmd.new": "Open a lobby for a new game in this channel",
    "cmd.start": "Start the game waiting in this channel's lobby",
    "cmd.play": "Open your private panel for your turn",
    "cmd.board": "Show the current board of this channel's game",
    "cmd.gear": "A close look at one gear: every space, who is on it, what it gives",
    "cmd.gear.gear": "The gear to look at",
    "cmd.me": "Your resources, workers and what you can afford (private)",
    "cmd.player": "Look at another player's resources and progress",
    "cmd.player.member": "The player to look at",
    "cmd.log": "Every turn of a game, round by round (this channel's game if left out)",
    "cmd.log.game": "A game's number (see /tzolkin history)",
    "cmd.seat": "Or their seat in this game",
    "cmd.settings": "This game's settings: board style, turn clock, bot for absent players, hints",
    "cmd.settings.board": "A board every turn, or a board and a summary each round",
    "cmd.settings.clock_hours": "Hours a player has for a turn before a bot plays it (0: no clock)",
    "cmd.settings.layout": "The board's pictures: for phones, or the whole board in one",
    "cmd.settings.handover_bot": "The bot level that plays for an absent player handed over",
    "cmd.settings.hints": "Allow the Hint button (chosen in the lobby, before the game starts)",
    "cmd.choice.layout_phone": "for phones: players and gears, two pictures",
    "cmd.choice.layout_classic": "the whole board in one tall picture",
    "cmd.rejoin": "Take your seat back from the bot playing it",
    "cmd.resign": "Leave this game for good: a bot plays your seat",
    "cmd.notify": "How you are called to play: mention, direct message, quiet hours",
    "cmd.notify.how": "A mention in the game's channel, a direct message, or both",
    "cmd.notify.time_zone": "Your time zone, e.g. Europe/Paris or +2",
    "cmd.notify.quiet_from": "Quiet hours start (0-23)",
    "cmd.notify.quiet_to": "Quiet hours end (0-23); the same hour as the start turns them off",
    "cmd.notify.heads_up": "A direct message when you are next to play",
    "cmd.notify.digest": "One direct message a day, at this hour of your time zone, listing the games waiting on you",
    "cmd.mygames": "Every game you play in, in every server: yours to play first",
    "cmd.leaderboard": "This server's ratings: who plays Tzolk'in best",
    "cmd.stats": "A member's games, wins, scores and favourite ways to score",
    "cmd.stats.member": "Whose statistics (you if left out)",
    "cmd.history": "This server's finished games, or one of them again",
    "cmd.history.game": "A game's number, to look at its final board and scores again",
    "cmd.history.page": "Which page of the list (10 games a page, newest first)",
    "cmd.export": "The record of a finished game, to replay or share",
    "cmd.export.game": "A game's number (this channel's latest game if left out)",
    "cmd.rules": "How to play, in short",
    "cmd.rules.topic": "What you want to know about",
    "cmd.games": "The Tzolk'in games in this server and whose turn it is",
    "cmd.abandon": "Admins: abandon this channel's game",
    "cmd.handover": "Vote to let a bot play for an absent player",
    "cmd.handover.member": "The absent player",
    "cmd.reminder": "Set after how many hours the player on turn is reminded",
    "cmd.reminder.hours": "Hours of waiting before a reminder (0 turns reminders off)",
    "cmd.language": "The language of your panels, of this channel's lobby, or of the server's games",
    "cmd.language.language": "The language",
    "cmd.language.scope": "For whom: you (default), this channel's lobby, or the server's new games",

    # --- rules help (in our own words) ------------------------------------------------------------
    "rules.title": "Tzolk'in rules: {topic}",
    "rules.topics": "More topics with `/tzolkin rules`: {topics}.",
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
                 "Bots come in three levels: easy, normal and hard. The 💡 **Hint** button in your panel says "
                 "what a strong player would do and why (unless the game's creator turned hints off); "
                 "`/tzolkin settings` shows the game's settings.\n\n"
                 "`/tzolkin mygames` lists your games in every server (in a direct message too); "
                 "`/tzolkin leaderboard` and `/tzolkin stats` show ratings and records, `/tzolkin history` "
                 "the finished games, and `/tzolkin export` a finished game's record to replay.",

    # --- a community's memory: my games, ratings, stats, history, export ---------------------------
    "mygames.title": "Your Tzolk'in games",
    "mygames.none": "You aren't seated in any Tzolk'in game right now. Open one with `/tzolkin new` in a server "
                    "channel.",
    "mygames.waiting": "**Waiting on you:**",
    "mygames.others": "**Waiting on others:**",
    "mygames.lobby": "{where}: lobby, {count}/{most} seated · [lobby]({link})",
    "mygames.wealth_you": "{where}: choose your starting wealth tiles (since {since}) · [game]({link})",
    "mygames.wealth": "{where}: the others are choosing their starting wealth (since {since})",
    "mygames.turn_you": "{where}: day {day}, **your turn** since {since} · [board]({link})",
    "mygames.turn": "{where}: day {day}, {player}'s turn since {since} · [board]({link})",
    "mygames.where": "**{guild}** <#{channel}>",
    "leaderboard.title": "Tzolk'in leaderboard",
    "leaderboard.none": "No rated games in this server yet: ratings start with the first finished game.",
    "leaderboard.line": "{rank}. {name}: **{rating:.1f}** (σ {sigma:.1f}) · {record}",
    "leaderboard.record": ("{n} game, {wins}", "{n} games, {wins}"),
    "leaderboard.wins": ("{n} win", "{n} wins"),
    "leaderboard.you": "You: {line}",
    "leaderboard.footer": "The rating is the skill a player has shown with confidence: the estimate minus three "
                          "times its uncertainty σ, so it starts at 0 and rises as games are played. Abandoned "
                          "games and seats handed to a bot do not count.",
    "bot.name": "🤖 {level} bot",
    "stats.title": "Tzolk'in: {name}",
    "stats.none": "{name} has no finished game in this server yet.",
    "stats.summary": "{games} · {wins} ({share:.0f} %) · average score **{average}**",
    "stats.games": ("**{n}** game", "**{n}** games"),
    "stats.wins": ("**{n}** win", "**{n}** wins"),
    "stats.rating": "Rating **{rating:.1f}** (σ {sigma:.1f}) · rank {rank} of {of}",
    "stats.sources": "**Where the points came from:** {sources}",
    "stats.source": "{name} {share:.0f} %",
    "stats.hunger": "Points lost to hunger: {points}",
    "stats.best": "**Best game:** {points} points, place {place} of {players}, game #{game} in <#{channel}> "
                  "({when})",
    "stats.against": "**Against the bots:** {lines}",
    "stats.against_one": "{level} {won}–{lost}",
    "stats.handed": ("{n} more game handed to a bot, not counted.", "{n} more games handed to a bot, not counted."),
    "source.temples": "temples",
    "source.buildings": "buildings",
    "source.skulls": "skulls",
    "source.monuments": "monuments",
    "source.corn": "corn and goods",
    "source.other": "other",
    "history.title": "Finished Tzolk'in games",
    "history.none": "No finished games in this server yet.",
    "history.line": "#{game} · {when} · <#{channel}> · {players}",
    "history.player": "{name} {points}",
    "history.winner": "🏆 {name} {points}",
    "history.footer": "Page {page} of {pages}. `/tzolkin history game:` shows one game again; "
                      "`/tzolkin log game:` pages through it; `/tzolkin export game:` gives its record.",
    "history.game_title": "Game #{game}: final board",
    "history.scores_title": "Final scores",
    "history.rating_line": "{name}: {before:.1f} → {after:.1f} ({delta:+.1f})",
    "history.ratings": "**Ratings:** {lines}",
    "ratings.after_game": "📈 **Ratings:** {lines} (`/tzolkin leaderboard`)",
    "history.not_rated": "This game changed no rating.",
    "history.no_such": "There's no finished game #{game} in this server.",
    "log.page_title": "Game #{game} · day {day} of {last}",
    "log.food": "🌽 food day",
    "log.scoring": "🏛️ scoring",
    "log.footer": "Round {page} of {pages} · every turn of the game, round by round",
    "btn.log_first": "⏮",
    "btn.log_prev": "◀ Previous",
    "btn.log_next": "Next ▶",
    "btn.log_last": "⏭",
    "btn.log_food": "🌽 Next food day",
    "export.running": "A game's record can be exported once the game is over: it holds the shuffles of the "
                      "building decks, which must stay hidden while the game is played.",
    "export.ready": "The record of game #{game}: replay it with `python -m tzolkin replay {file}`, or draw "
                    "the board after every turn with `python -m images.replay {file} DIR`.",
    "no_game_here": "There's no game #{game} in this server.",
})


def t(key, locale="en", **values):
    return i18n.text(key, locale, **values)
