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
    "lobby_full": "The lobby is full: Tzolk'in is played by 2 to 4 players.",
    "not_in_lobby_seat": "You aren't in this lobby.",
    "only_creator_bots": "Only {creator}, who opened the lobby, can add or remove bot players.",
    "no_bot_to_remove": "There's no bot player to remove.",
    "only_creator_start": "Only {creator}, who opened the lobby, (or an admin) can start the game.",
    "not_enough_players": "You need at least {needed} players to start. Invite someone, or add a bot player.",
    "not_a_player": "You aren't playing in this game, but you're welcome to watch! "
                    "`/tzolkin board` shows the board and `/tzolkin player` anyone's resources.",
    "seat_handed_over": "A bot is playing your seat in this game now.",
    "wealth_done": "The starting wealth tiles have already been revealed.",
    "illegal": "That isn't possible: {reason}",
    "not_your_tiles": "That isn't possible: those are not two of your tiles.",
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
    "not_admin": "Only members who can manage this channel may do that.",
    "guild_only": "Tzolk'in games are played in server channels, not in direct messages.",
    "error": "Sorry, something went wrong on my side. Nothing was changed; please try again.",
    "board_stale": "This board is from an earlier turn. The current board is here: {link}",

    # --- lobby ---------------------------------------------------------------------------------
    "lobby.title": "Tzolk'in: a new game is forming",
    "lobby.body": "Opened by {creator}. Tzolk'in is for 2 to 4 players: press **Join** to take a seat.\n"
                  "The game is played at your own pace; you'll be mentioned when it's your turn.",
    "lobby.seats": "Seats ({count}/4)",
    "lobby.footer": "The lobby's creator can add bot players and start the game.",
    "lobby.closed": "This lobby was closed.",
    "lobby.started": "This game has started: see below.",
    "lobby.bot": "{name} (bot)",
    "btn.join": "Join",
    "btn.leave": "Leave",
    "btn.addbot": "Add a bot",
    "btn.rmbot": "Remove a bot",
    "btn.start": "Start",

    # --- starting wealth -------------------------------------------------------------------
    "start.announce": "**The game begins!** Players: {players}.\n"
                      "First, each of you privately keeps 2 of your 4 starting wealth tiles. Click the "
                      "button: your choice stays secret until everybody has chosen.",
    "start.waiting": "Still choosing: {waiting}",
    "btn.wealth": "Choose my wealth tiles",
    "wealth.panel": "**Your four starting wealth tiles:**\n{tiles}\n\nKeep two of them: pick a pair below. "
                    "Nobody sees your choice until everyone has chosen, and you may change it until then.",
    "wealth.placeholder": "Pick the 2 tiles to keep",
    "wealth.option": "{a}  |  {b}",
    "wealth.chosen": "✅ You keep **{a}** and **{b}**. Still choosing: {waiting}. "
                     "You can change your mind until the last player has chosen.",
    "wealth.all_chosen": "✅ You keep **{a}** and **{b}**. Everyone has chosen: the tiles are revealed "
                         "in the channel.",
    "wealth.reveal": "**Starting wealth revealed!**\n{lines}",
    "wealth.reveal_line": "{player} keeps {a} and {b}",

    # --- the board ---------------------------------------------------------------------------------
    "board.title": "Tzolk'in: day {day} of {last}",
    "board.your_turn": "{mention}, it's your turn! Click **Take my turn**.",
    "board.over": "The game is over.",
    "board.status": "Age {age} · {food} · corn on the calendar: {corn}",
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
    "panel.over": "🏁 The game is over: see the final scores in the channel.",
    "panel.note": "⚠️ {note}",
    "btn.confirm": "Confirm turn",
    "btn.undo": "Undo",

    # --- public lines -----------------------------------------------------------------------------------
    "log.turn": "{player}: {what}",
    "log.bot_turn": "🤖 {player}: {what}",
    "log.sep": " · ",
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
    "final.title": "Final scores",
    "final.line": "{rank}. {player}: **{points}** points (track {vp}, skulls {skulls}, monuments {monuments}, "
                  "leftover corn and goods {corn})",
    "final.winner": "🏆 Winner: {names}!",
    "final.winners": "🏆 Shared victory: {names}!",

    # --- player sheet ------------------------------------------------------------------------------------
    "sheet.title": "{player}",
    "sheet.points": "**{vp} VP** on the track · {skulls} crystal skulls",
    "sheet.workers": "👷 Workers: {free} free, {placed} on the gears, {total} in all",
    "sheet.temples": "🏛️ Temples: {temples}",
    "sheet.techs": "⚙️ Technologies: {techs}",
    "sheet.buildings": "🏠 Buildings: {n} · Monuments: {m}",
    "sheet.wealth": "🎴 Starting wealth: {tiles}",
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
    "log.title": "Recent turns",
    "log.empty": "Nothing has happened in this game yet.",
    "games.title": "Tzolk'in games in this server",
    "games.none": "No Tzolk'in games are running in this server. Open one with `/tzolkin new`.",
    "games.lobby": "{channel}: lobby, {count}/4 seated",
    "games.wealth": "{channel}: choosing starting wealth",
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
    "handover.done": "🤖 A bot now plays for {target}.",
    "handover.voted": "Your vote is counted ({votes} of {needed}).",
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
    "cmd.log": "The recent turns of this channel's game",
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
                     "The **first-player space** is special: you take the corn piled on the calendar, become "
                     "first player next round, and once per game may turn the calendar two days instead of one.",
    "rules.retrieving": "When you take a worker back you use the action of the space it stands on, **or any "
                        "lower one** on the same gear by paying 1 corn per space you step back. You may also "
                        "take it back without any action. Spaces past the last numbered action let you pick "
                        "any action of that gear for free.\n\n"
                        "A worker that rides past the gear's last space is pushed off and comes home without "
                        "doing anything, so don't leave workers on the calendar too long.",
    "rules.gears": "**Palenque**: corn, and wood from the jungle (clearing the forest by burning costs a temple "
                   "step).\n**Yaxchilan**: wood, stone, gold and crystal skulls.\n**Tikal**: technologies, "
                   "buildings and monuments, and climbing two temples.\n**Uxmal**: climb a temple for 3 corn, "
                   "trade at the market, gain a worker, build with corn, or pay 1 corn for any other action.\n"
                   "**Chichen Itza**: place a crystal skull for points and a temple step; the higher the "
                   "space, the more points.",
    "rules.temples": "There are three temples: **Chaac**, **Quetzalcoatl** and **Kukulcan**. Climbing gives "
                     "points at the end of each age (the higher, the more) and resources at the middle food "
                     "days; whoever is highest on a temple at the end of an age gets a bonus. Stepping down "
                     "(begging, burning forest) costs you ground, and the very bottom step loses points.",
    "rules.technologies": "Four technology tracks: **Agriculture** (more corn), **Resource extraction** (more "
                          "wood, stone and gold), **Architecture** (cheaper, more rewarding buildings) and "
                          "**Theology** (better skull actions). Each level costs more resources than the last; "
                          "beyond the top level each step gives a one-time bonus instead.",
    "rules.buildings": "Buildings cost wood, stone and gold and give an immediate effect: farms feed your "
                       "workers, others give temple steps, technologies, resources or points. Age I buildings "
                       "are replaced by Age II buildings after the second food day. Monuments are expensive "
                       "and score at the end of the game according to their own condition.",
    "rules.food": "There are four food days, announced on the board. Every worker eats 2 corn (farms reduce "
                  "this); each worker you cannot feed costs you 3 points. The first and third food days also "
                  "pay temple rewards (resources, skulls); the second and fourth score points for your temple "
                  "positions, with a bonus for each temple's leader. Age II starts after the second food day.",
    "rules.scoring": "At the end you add the points earned during the game, 3 points per crystal skull still "
                     "held, the monuments' points, and a quarter point per corn left (your wood, stone and "
                     "gold count as their market value in corn). Ties go to the player with more workers on "
                     "the gears.",
    "rules.bot": "`/tzolkin new` opens a lobby; players join with the button and the creator can add bot "
                 "players and press **Start**. Each player then secretly keeps 2 of 4 wealth tiles.\n\n"
                 "Each turn the bot posts the board and mentions the player on turn, who clicks **Take my turn** "
                 "to open a private panel. `/tzolkin me` shows your resources, `/tzolkin board` the board, "
                 "`/tzolkin gear` one gear up close, "
                 "`/tzolkin log` the recent turns and `/tzolkin games` the games in this server. "
                 "Absent players are reminded, and can be replaced by a bot (`/tzolkin handover`).",
})


def t(key, locale="en", **values):
    return i18n.text(key, locale, **values)
