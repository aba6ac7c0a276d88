"""The bot's texts: English source texts by key, translated in locales/<lang>/LC_MESSAGES/messages.po.

`t(key, locale, **values)` gives the text in the reader's language (en, fr, it, or any
Discord locale tag such as "fr" or "en-GB"), placeholders filled by name. A pair
`(singular, plural)` is a plural message chosen by the value `n`.

To add a message: add its key and English text here, run `python -m i18n update`, and write
its French and Italian in the two .po files (docs/contributors/languages.md).
"""
import i18n

EN = i18n.english({
    # --- refusals and errors (private) ---------------------------------------------------
    "no_game": "There's no {title} game in this channel. Open one with `/{command} new`.",
    "channel_busy": "This channel already has a {title} game (a lobby or a game in progress). "
                    "Finish it, ask an admin to `/{command} abandon` it, or use another channel.",
    "not_started": "This game hasn't started yet: it's still in its lobby.",
    "game_running": "The game has already started, so the lobby is closed.",
    "game_over": "This game is over. Open a new one with `/{command} new`.",
    "game_abandoned": "This game was abandoned. Open a new one with `/{command} new`.",
    "already_joined": "You're already seated in this lobby.",
    "lobby_full_five": "The lobby is full: {most} players at most.",
    "lobby_options_full": "The lobby is full: {most} players at most with these options.",
    "only_creator_options": "Only {creator}, who opened the lobby, (or an admin) can choose the options.",
    "not_in_lobby_seat": "You aren't in this lobby.",
    "only_creator_bots": "Only {creator}, who opened the lobby, can add or remove bot players.",
    "no_bot_to_remove": "There's no bot player to remove.",
    "only_creator_start": "Only {creator}, who opened the lobby, (or an admin) can start the game.",
    "not_enough_players": "You need at least {needed} players to start. Invite someone, or add a bot player.",
    "not_a_player": "You aren't playing in this game, but you're welcome to watch! "
                    "`/{command} board` shows the board and `/{command} player` anyone's resources.",
    "seat_handed_over": "A bot is playing your seat in this game now. Take it back with `/{command} rejoin`.",
    "secret_done": "The secret choices have already been revealed.",
    "secret_first": "First every player makes a secret choice: click **{button}** in the channel, "
                    "or use `/{command} play`.",
    "not_your_choice": "That isn't possible: it is not one of your choices.",
    "illegal": "That isn't possible: {reason}",
    "game_damaged": "This game's saved record is damaged, so it can't be shown or continued. The bot's "
                    "operator can find game {game} in the logs. Other games are not affected.",
    "not_your_turn": "It's {name}'s turn, not yours. You'll be mentioned when it's your turn; "
                     "meanwhile `/{command} me` shows your resources.",
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
    "guild_only": "{title} games are played in server channels, not in direct messages.",
    "error": "Sorry, something went wrong on my side. Nothing was changed; please try again.",
    "board_stale": "This board is from an earlier turn. The current board is here: {link}",
    "no_such_level": "This game's bots come in these levels: {levels}.",
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
    "level.expert": "expert",
    "seat.bot_name": "Bot {n}",
    "seat.bot": "{name} 🤖 {level}",
    "seat.bot_plain": "{name} ({level} bot)",
    "seat.bot_named": "{name} ({level})",
    "seat.handed": "🤖 {level} bot for {name}",
    # the name first and short: a picture short of room cuts the end of a label, not the member's name
    # (the board's text gives the level)
    "seat.handed_plain": "{name} (bot)",
    "bot.option.easy": "Easy bot",
    "bot.option.normal": "Normal bot",
    "bot.option.hard": "Hard bot",
    "bot.option.expert": "Expert bot",
    "bot.placeholder": "Add a bot…",

    # --- lobby ---------------------------------------------------------------------------------
    "lobby.title": "{title}: a new game is forming",
    "lobby.about": "Opened by {creator}: press **Join** to take a seat.\n"
                   "The game is played at your own pace; you'll be mentioned when it's your turn.",
    "lobby.options": "Options",
    "lobby.no_options": "none",
    "lobby.help": "The lobby's creator can add bot players, choose the options and start the game.",
    "lobby.seats": "Seats ({count}/{most})",
    "on": "on",
    "off": "off",
    "lobby.closed": "This lobby was closed.",
    "lobby.started": "This game has started: see below.",
    "lobby.bot": "{name} (🤖 {level} bot)",
    "lobby.settings": "Settings",
    "settings.text": "💡 Hints: {hints} · 🤖 An absent player's seat goes to a {level} bot.",
    "settings.hints_on": "allowed",
    "settings.hints_off": "off",
    "settings.changed": "⚙️ {member} changed this game's settings. {text}",
    "settings.how": "With `/{command} settings`, any player (or an admin) changes the board, its pictures and "
                    "the clock; the creator (or an admin) the bot and the hints (hints only in the lobby).",
    "btn.join": "Join",
    "btn.leave": "Leave",
    "btn.rmbot": "Remove a bot",
    "btn.start": "Start",
    "btn.hints_on": "Hints: allowed",
    "btn.hints_off": "Hints: off",

    # --- the secret choice (each game may word it its own way) ---------------------------------------
    "secret.announce": "**The game begins!** Players: {players}.\n"
                       "First, each of you makes a choice in secret. Click the button: your choice stays hidden "
                       "until everybody has chosen.",
    "secret.announce_solo": "**The game begins!** Player: {players}.\n"
                            "First, make your choice in secret: click the button.",
    "secret.begun": "**The game began:** everyone has made their secret choice.",
    "secret.begun_solo": "**The game began:** the secret choice is made.",
    "start.waiting": "Still choosing: {waiting}",
    "btn.secret": "Make my secret choice",

    # --- the board ---------------------------------------------------------------------------------
    "board.your_turn": "{mention}, it's your turn! Click **Take my turn**.",
    "board.retired": "·",
    "board.round_in_short": "📜 **Round {round}, in short:**",
    "board.round_gains": "{player}: {gains}",
    "thread.name": "{title} game #{game}",
    "thread.opened": "🎲 The game goes on in its own thread: {thread}",
    "thread.missing": "ℹ️ I can't open a thread for this game here (missing permission: {permissions}), so it is "
                      "played in this channel. An admin can give me those permissions for the next games.",
    "board.turn_of": "**Turn of:** {player}",
    "board.footer": "Game #{game} · turn {turn}. Anyone may look; only the player on turn can act.",
    "board.text_note": "(Picture unavailable: text board below.)",
    "btn.turn": "Take my turn",
    "btn.me": "My resources",
    "btn.web": "Open in browser",  # a link to the game's web page (docs/admin/web.md)
    "btn.web_replay": "Replay in browser",

    # --- the turn panel -------------------------------------------------------------------------------
    "panel.so_far": "**So far this turn:**",
    "panel.nothing_yet": "Nothing yet this turn.",
    "panel.now": "**Now:** {decision}",
    "panel.confirm_hint": "Press **Confirm turn** when you're happy; **Undo** takes back your last step.",
    "panel.placeholder": "Choose…",
    "panel.placeholder_more": "More choices…",
    "alt.part": "Picture {i} of {n}. {text}",  # a picture's description, when the board is drawn in several
    "panel.done": "✅ Turn confirmed.",
    "panel.played_itself": "✅ Your turn had a single possible decision at each step: it played itself.",
    "panel.next": "It's now {player}'s turn.",
    "panel.bot_next": "Next to play: {player}. The bot is thinking; its move follows in the channel.",
    "panel.over": "🏁 The game is over: see the final scores in the channel.",
    "panel.note": "⚠️ {note}",
    # the workers' count in brackets: it may be 1, and no plural agrees with two counts at once
    "btn.confirm": "Confirm turn",
    "btn.hint": "Hint",
    "btn.undo": "Undo",

    # --- public lines -----------------------------------------------------------------------------------
    "log.turn": "{player}: {what}",
    "log.bot_turn": "{player}: {what}",  # the player's name shows the bot and its level
    "log.sep": " · ",
    "list.semicolon": "; ",  # between the parts of a list (French puts a space before it)
    "final.title": "Final scores",
    "final.winner": "🏆 Winner: {names}!",
    "final.winners": "🏆 Shared victory: {names}!",
    "final.hints": "💡 Hints used: {counts}",
    "final.hint_count": "{player} {n}",
    "final.hints_off": "💡 Hints were off in this game.",

    # --- hints -----------------------------------------------------------------------------------------
    "hint.reply": "💡 **What would a strong player do here?**\n**Now:** {decision}\n"
                  "Suggested: **{action}**\nWhy: {why}\n"
                  "-# Hints you have used in this game: {count} (the final scores show everyone's).",

    # --- player sheet ------------------------------------------------------------------------------------
    "sheet.title": "{player}",
    "sheet.not_seated": "{name} isn't playing in this game.",

    # --- commands --------------------------------------------------------------------------------------
    "cmd.lobby_opened": "Lobby opened.",
    "log.empty": "Nothing has happened in this game yet.",
    "games.title": "{title} games in this server",
    "games.none": "No {title} games are running in this server. Open one with `/{command} new`.",
    "games.lobby": "{channel}: lobby, {count}/{most} seated",
    "games.damaged": "{channel}: game {game} cannot be loaded (its saved record is damaged).",
    "games.secret": "{channel}: secret choices",
    "games.playing": "{channel}: {status}, {player}'s turn (since {since})",
    "remind.turn": "⏰ {mention}, it's still your turn (since {since}). Click **Take my turn** on the latest "
                   "board: {link}",
    "remind.set": ("Reminders for this game: after {n} hour of waiting, at most once an hour.",
                   "Reminders for this game: after {n} hours of waiting, at most once every {n} hours."),
    "remind.off": "Reminders for this game are off.",
    "remind.secret": "⏰ {mentions}: please make your secret choice so the game can begin.",
    "remind.who": "Only the players of this game (or an admin) can change its reminders.",
    "handover.vote": ("🗳️ {voter} votes to let a bot play for {target} ({votes} of {n} vote needed; "
                      "`/{command} handover` to vote).",
                      "🗳️ {voter} votes to let a bot play for {target} ({votes} of {n} votes needed; "
                      "`/{command} handover` to vote)."),
    "handover.done": "🤖 A {level} bot now plays for {target}.",
    "handover.voted": "Your vote is counted ({votes} of {needed}).",
    "remind.turn_dm": "⏰ {title} game #{game}: it's still your turn (since {since}). {link}",
    "board.turn_named": "It's **{name}**'s turn.",
    "clock.board": "⏳ Turn clock {hours}: a bot plays this turn {deadline} if it isn't taken.",
    "clock.hours": ("{n} h", "{n} h"),
    "clock.off": "off",
    "clock.expired": "⏳ {name}'s turn clock ({hours}) ran out: a bot ({level}) plays the seat until they come "
                     "back with `/{command} rejoin`.",
    "rejoin.done": "👋 {name} is back and plays their own seat again.",
    "rejoin.ok": "Welcome back: your seat is yours again.",
    "rejoin_not_away": "You are already playing your seat yourself.",
    "rejoin_resigned": "You resigned from this game, so a bot keeps your seat.",
    "resign_lobby": "The game hasn't started: just click **Leave** in the lobby.",
    "resign.confirm": "Resign for good? A bot plays your seat to the end of the game and you can't come back. "
                      "If you only need a break, the turn clock hands your seat to a bot and `/{command} rejoin` "
                      "gives it back.",
    "btn.resign": "Yes, resign",
    "resign.done": "🏳️ {name} resigned: a bot ({level}) plays the seat to the end of the game.",
    "resign.ok": "You resigned. Thanks for playing!",
    "notify.turn_dm": "🎲 Your turn in {title} game #{game}: {link}",
    "notify.heads_up": "🔔 You're next in {title} game #{game}, after {player}: {link}",
    "notify.after_quiet": "🔔 {mention}, it's your turn (held back during your quiet hours).",
    "notify.bad_zone": "I don't know the time zone `{zone}`. Use a name like `Europe/Paris` or "
                       "`America/New_York`, or an offset from UTC between `-12` and `+14`, like `+2` or `-05:30`.",
    "notify.summary": "**Your notifications:** {how}. {quiet} {heads_up}",
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
    "digest.title": ("🎲 **A game is waiting on you:**", "🎲 **{n} games are waiting on you:**"),
    "digest.footer": "-# Your daily digest at {hour}:00 ({zone}). `/notify` changes it.",
    "settings.summary": "**This game:** {board}, pictures {layout}; turn clock {clock}.",
    "settings.layout_phones": "for phones",
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
    "cmd.play_game": "Play {title}",
    "cmd.new": "Open a lobby for a new game in this channel",
    "cmd.start": "Start the game waiting in this channel's lobby",
    "cmd.play": "Open your private panel for your turn",
    "cmd.board": "Show the current board of this channel's game",
    "cmd.me": "Your resources, workers and what you can afford (private)",
    "cmd.player": "Look at another player's resources and progress",
    "cmd.player.member": "The player to look at",
    "cmd.log": "Every turn of a game, round by round (this channel's game if left out)",
    "cmd.log.game": "A game's number (see /{command} history)",
    "cmd.seat": "Or their seat in this game",
    "cmd.settings": "This game's settings: board style, turn clock, bot for absent players, hints",
    "cmd.settings.board": "A board every turn, or a board and a summary each round",
    "cmd.settings.clock_hours": "Hours a player has for a turn before a bot plays it (0: no clock)",
    "cmd.settings.layout": "The board's pictures: for phones, or the whole board in one",
    "cmd.settings.handover_bot": "The bot level that plays for an absent player handed over",
    "cmd.settings.hints": "Allow the Hint button (chosen in the lobby, before the game starts)",
    "cmd.choice.layout_phones": "for phones: the board in pictures a phone shows well",
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
    "cmd.leaderboard": "This server's ratings in a game: who plays it best",
    "cmd.leaderboard.game": "Which game's ratings ({title} if left out)",
    "cmd.stats": "A member's games, wins, scores and favourite ways to score",
    "cmd.stats.member": "Whose statistics (you if left out)",
    "cmd.stats.game": "In which game ({title} if left out)",
    "cmd.history": "This server's finished games, or one of them again",
    "cmd.history.game": "A game's number, to look at its final board and scores again",
    "cmd.history.page": "Which page of the list (10 games a page, newest first)",
    "cmd.export": "The record of a finished game, to replay or share",
    "cmd.export.game": "A game's number (this channel's latest game if left out)",
    "cmd.rules": "How to play, in short",
    "cmd.rules.topic": "What you want to know about",
    "cmd.games": "The {title} games in this server and whose turn it is",
    "cmd.abandon": "Admins: abandon this channel's game",
    "cmd.handover": "Vote to let a bot play for an absent player",
    "cmd.handover.member": "The absent player",
    "cmd.reminder": "Set after how many hours the player on turn is reminded",
    "cmd.reminder.hours": "Hours of waiting before a reminder (0 turns reminders off)",
    "cmd.language": "The language of your panels, of this channel's lobby, or of the server's games",
    "cmd.language.language": "The language",
    "cmd.language.scope": "For whom: you (default), this channel's lobby, or the server's new games",

    # --- rules help (in our own words) ------------------------------------------------------------
    "rules.title": "{title} rules: {topic}",
    "rules.topics": "More topics with `/{command} rules`: {topics}.",

    # --- a community's memory: my games, ratings, stats, history, export ---------------------------
    "mygames.title": "Your games",
    "mygames.none": "You aren't seated in any game right now. Open one with {commands} in a server channel.",
    "mygames.waiting": "**Waiting on you:**",
    "mygames.others": "**Waiting on others:**",
    "mygames.lobby": "{where}: lobby, {count}/{most} seated · [lobby]({link})",
    "mygames.secret_you": "{where}: make your secret choice (since {since}) · [game]({link})",
    "mygames.secret": "{where}: the others are making their secret choice (since {since})",
    "mygames.turn_you": "{where}: {status}, **your turn** since {since} · [board]({link})",
    "mygames.turn": "{where}: {status}, {player}'s turn since {since} · [board]({link})",
    "mygames.where": "**{guild}** <#{channel}> · {title}",
    "leaderboard.title": "{title} leaderboard",
    "leaderboard.none": "No rated games in this server yet: ratings start with the first finished game.",
    "leaderboard.line": "{rank}. {name}: **{rating:.1f}** (σ {sigma:.1f}) · {record}",
    "leaderboard.record": ("{n} game, {wins}", "{n} games, {wins}"),
    "leaderboard.wins": ("{n} win", "{n} wins"),
    "leaderboard.you": "You: {line}",
    "leaderboard.footer": "The rating is the skill a player has shown with confidence: the estimate minus three "
                          "times its uncertainty σ, so it starts at 0 and rises as games are played. Abandoned "
                          "games and seats handed to a bot do not count.",
    "bot.name": "🤖 {level} bot",
    "stats.title": "{title}: {name}",
    "stats.none": "{name} has no finished game in this server yet.",
    "stats.summary": "{games} · {wins} ({share:.0f} %) · average score **{average}**",
    "stats.games": ("**{n}** game", "**{n}** games"),
    "stats.wins": ("**{n}** win", "**{n}** wins"),
    "stats.rating": "Rating **{rating:.1f}** (σ {sigma:.1f}) · rank {rank} of {of}",
    "stats.sources": "**Where the points came from:** {sources}",
    "stats.source": "{name} {share:.0f} %",
    "stats.best": "**Best game:** {points} points, place {place} of {players}, game #{game} in <#{channel}> "
                  "({when})",
    "stats.against": "**Against the bots:** {lines}",
    "stats.against_one": "{level} {won}–{lost}",
    "stats.lost": "Points lost ({source}): {points}",
    "stats.handed": ("{n} more game handed to a bot, not counted.", "{n} more games handed to a bot, not counted."),
    "history.title": "Finished {title} games",
    "history.none": "No finished games in this server yet.",
    "history.none_visible": "None of the finished games was played in a channel you can see.",
    "history.line": "#{game} · {when} · <#{channel}> · {players}",
    "history.player": "{name} {points}",
    "history.winner": "🏆 {name} {points}",
    "history.footer": "Page {page} of {pages}. `/{command} history game:` shows one game again; "
                      "`/{command} log game:` pages through it; `/{command} export game:` gives its record.",
    "history.game_title": "Game #{game}: final board",
    "history.scores_title": "Final scores",
    "history.rating_line": "{name}: {before:.1f} → {after:.1f} ({delta:+.1f})",
    "history.ratings": "**Ratings:** {lines}",
    "ratings.after_game": "📈 **Ratings:** {lines} (`/leaderboard`)",
    "history.not_rated": "This game changed no rating.",
    "history.no_such": "There's no finished game #{game} in this server.",
    "log.round_title": "Game #{game} · round {round}",
    "log.footer": "Round {page} of {pages} · every turn of the game, round by round",
    "btn.log_first": "⏮",
    "btn.log_prev": "◀ Previous",
    "btn.log_next": "Next ▶",
    "btn.log_last": "⏭",
    "log.jump": "Next: {mark}",
    "export.running": "A game's record can be exported once the game is over: it holds the seed of its "
                      "shuffles and draws, which must stay hidden while the game is played.",
    "export.record": "The record of game #{game}: replay it with `python -m {package} replay {file}`.",
    "no_game_here": "There's no game #{game} in this server.",
    "game_not_visible": "Game #{game} is played in a channel you cannot see, so it stays private.",
})


def t(key, locale="en", **values):
    return i18n.text(key, locale, **values)
