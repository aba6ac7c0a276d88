"""The English words of Maya (names, decisions, actions, events, refusals), in the catalog domain
"maya"; French and Italian are in locales/<lang>/LC_MESSAGES/maya.po. The engine describes things
as data (a key and its values, see describe.py); these are the texts of those keys. A pair
(singular, plural) is chosen by the value `n`. Temple names are data (board.toml), not texts.
"""
import i18n

EN = i18n.english({
    # --- names ---------------------------------------------------------------------------------
    "maya.crop.maize": "maize",
    "maya.crop.potato": "potatoes",
    "maya.crop.squash": "squash",
    "maya.crop.chili": "chili peppers",
    "maya.kind": ("{crop} ({n} good)", "{crop} ({n} goods)"),
    "maya.zone.green": "green zone",
    "maya.zone.blue": "blue zone",
    "maya.zone.yellow": "yellow zone",
    "maya.zone.red": "red zone",
    "maya.colour.red": "red",
    "maya.colour.blue": "blue",
    "maya.colour.black": "black",
    "maya.colour.white": "white",
    "maya.variant.none": "base game",
    "maya.variant.new_start": "variant \"A new start\"",
    "maya.variant.two_cities": "variant \"Two cities\"",
    "maya.list.and": "{a} and {b}",
    "maya.nobody": "nobody",

    # --- what a player is asked ----------------------------------------------------------------
    "maya.ask.over": "The game is over",
    "maya.ask.start": "Choose a temple to start a city on ({n} of {of})",
    "maya.ask.start_one": "Choose the temple where the first city starts",
    "maya.ask.turn": "Plant tiles or grow a city: pick a tile of your rack",
    "maya.ask.turn_empty": "Your rack is empty: grow a city with the top tile of your reserve",
    "maya.ask.plant_first": "Where does your tile of {kind} go? Next to any tile",
    "maya.ask.plant_next": "Where does your tile of {kind} go? Touching this turn's tiles",
    "maya.ask.plant_row": "Which row of the map for your tile of {kind}?",
    "maya.ask.plant_more": "Plant one more tile of {crop}, or stop and score",
    "maya.ask.plant_done": "No tile of your rack can extend this plantation of {crop}: stop and score",
    "maya.ask.grow_city": "Which city do you grow?",
    "maya.ask.grow_row": "Which row of the map for the face-down tile?",
    "maya.ask.grow_space": "Where does the face-down tile go?",
    "maya.ask.grow_space_city": "Where does the face-down tile go to grow {temple}?",

    # --- actions ---------------------------------------------------------------------------------
    "maya.act.start": "Start a city on {temple}",
    "maya.act.plant": "Plant: {kind}",
    "maya.act.plant_more": "One more tile: {kind}",
    "maya.act.grow": ("Grow a city with a tile of {kind} face down, then draw {n} tile",
                      "Grow a city with a tile of {kind} face down, then draw {n} tiles"),
    "maya.act.grow_hidden": ("Grow a city with a tile of the rack, face down, then draw {n} tile",
                             "Grow a city with a tile of the rack, face down, then draw {n} tiles"),
    "maya.act.grow_reserve": ("Grow a city with your reserve's top tile, unseen, then draw {n} tile",
                              "Grow a city with your reserve's top tile, unseen, then draw {n} tiles"),
    "maya.act.grow_reserve_seen": ("Grow a city with the top tile of their reserve, unseen, then draw {n} tile",
                                   "Grow a city with the top tile of their reserve, unseen, then draw {n} tiles"),
    "maya.act.city": ("{temple} (now {n} tile)", "{temple} (now {n} tiles)"),
    "maya.act.row": ("Row {row}: {n} space", "Row {row}: {n} spaces"),
    "maya.act.plant_at": "{space}: {kind}",
    "maya.act.plant_at_reveal": "{space}: {kind}, revealing {temple}",
    "maya.act.grow_at": ("{space}: {temple} grows to {n} tile", "{space}: {temple} grows to {n} tiles"),
    "maya.act.stop": ("Stop and score {n} point", "Stop and score {n} points"),

    # --- what happened ---------------------------------------------------------------------------
    "maya.ev.start": "A city starts on {temple}",
    "maya.ev.temple": "{temple}'s temple is revealed",
    "maya.ev.plant": ("{player} plants {crop}: {n} point", "{player} plants {crop}: {n} points"),
    "maya.ev.plant_extend": ("{player} extends a plantation of {crop} to {group} tiles: {n} point",
                             "{player} extends a plantation of {crop} to {group} tiles: {n} points"),
    "maya.ev.grow": ("{player} grows {temple} on {space} ({size} tiles) and draws {n} tile",
                     "{player} grows {temple} on {space} ({size} tiles) and draws {n} tiles"),
    "maya.ev.grow_blind": ("{player} grows {temple} on {space} with the reserve's top tile ({size} tiles) and "
                           "draws {n} tile",
                           "{player} grows {temple} on {space} with the reserve's top tile ({size} tiles) and "
                           "draws {n} tiles"),
    "maya.ev.city": ("{temple} is scored ({n} tile): {awards}", "{temple} is scored ({n} tiles): {awards}"),
    "maya.ev.award": "{player} {points}",
    "maya.ev.no_award": "no points",
    "maya.ev.draw": ("{player} can neither plant nor grow a city, and draws {n} tile instead",
                     "{player} can neither plant nor grow a city, and draws {n} tiles instead"),
    "maya.ev.skip": "{player} can neither plant, grow a city nor draw: passed over",
    "maya.ev.last_tile": "{player} has laid their last tile",
    "maya.ev.blocked": "Nobody can plant or grow a city any more",
    "maya.ev.end": "The game is over. Winner: {winners}",

    # --- refusals ----------------------------------------------------------------------------------
    "maya.no.unknown": "'{text}' is not a move of this game.",
    "maya.no.over": "The game is over.",
    "maya.no.undo": "There is nothing to undo in this turn.",
    "maya.no.players": "Maya is played by 2 to 4 players, not {n}.",
    "maya.no.names": ("Give {n} name, one per player.", "Give {n} names, one per player."),
    "maya.no.zones": "Not a choice of zones for {n} players: the blue zone and 1 more at 2 players, 2 more at 3.",
    "maya.no.variant": "'{text}' is not a variant of Maya: new_start or two_cities.",
    "maya.no.not_now": "Not now. {asked}",
    "maya.no.start_temple": "{temple} cannot start a city now.",
    "maya.no.rack_not_empty": "Your rack still holds tiles: grow the city with one of them.",
    "maya.no.no_city_space": "No city can grow now.",
    "maya.no.one_crop": "One crop per turn: this turn you plant {crop}.",
    "maya.no.no_tile": "You have no tile of {kind} on your rack.",
    "maya.no.no_next_space": "No empty space touches this turn's tiles.",
    "maya.no.no_plant_space": "No empty space is next to a tile.",
    "maya.no.city_cannot_grow": "{temple} cannot grow now.",
    "maya.no.off_board": "{space} is not a space of this game's board.",
    "maya.no.taken": "{space} is taken.",
    "maya.no.temple_space": "{space} is the temple space of {temple}: no plantation or city tile goes there.",
    "maya.no.apart": "{space} does not touch the tiles laid this turn: they must form one group.",
    "maya.no.alone": "{space} is not next to a tile.",
    "maya.no.joins": "{space} would join {temple} and {temple2}: two cities are never joined.",
    "maya.no.next_to_temple_space": "{space} is next to the empty temple space of {temple}: "
                                    "no face-down tile goes there.",
    "maya.no.no_city_next": "{space} is next to no city.",
    "maya.no.not_in_city": "{space} does not grow {temple}.",

    # --- the terminal game ---------------------------------------------------------------------
    "maya.term.input_ended": "The input ended: the game stops here.",
    "maya.term.new_game": "A new game of Maya, seed {seed}: {zones}, {variant}.",
    "maya.term.how_many": "How many players (2-4)? ",
    "maya.term.player": "Player {n}",
    "maya.term.bot": "Bot {n} ({level})",
    "maya.term.level.random": "random",
    "maya.term.level.easy": "easy",
    "maya.term.level.normal": "normal",
    "maya.term.level.hard": "hard",
    "maya.term.player_line": ("{name} ({letter}): {n} point · rack {rack} · reserve {reserve}",
                              "{name} ({letter}): {n} points · rack {rack} · reserve {reserve}"),
    "maya.term.letter.maize": "m",
    "maya.term.letter.potato": "p",
    "maya.term.letter.squash": "s",
    "maya.term.letter.chili": "c",
    # a player's letter, on its pieces in the pictures and on the terminal's map: its colour's initial
    # in the reader's language, so that no two colours share one (blue and white: "B", "W")
    "maya.letter.red": "R",
    "maya.letter.blue": "B",
    "maya.letter.black": "K",
    "maya.letter.white": "W",
    # The map's legend, one line each (a phone's or a narrow terminal's width).
    "maya.term.legend": ".  empty space   ()  temple space   ~~  jungle\n"
                        "T3  temple and its city of 3 tiles (X3: scored)\n"
                        "#R  face-down tile of R\n"
                        "m2R  plantation of R: crop (m maize, p potatoes, s squash, c chili peppers), then goods",
    "maya.term.city_open": ("{temple}: {n} tile, goods {goods}; can grow",
                            "{temple}: {n} tiles, goods {goods}; can grow"),
    "maya.term.city_stuck": ("{temple}: {n} tile, goods {goods}; cannot grow, not yet surrounded",
                             "{temple}: {n} tiles, goods {goods}; cannot grow, not yet surrounded"),
    "maya.term.city_closed": ("{temple}: {n} tile, scored", "{temple}: {n} tiles, scored"),
    "maya.term.rack": "Your rack: {tiles}",
    "maya.term.named": "{name}: {text}",
    "maya.term.help": "Type the number of a choice or its move (here: {moves}), u to undo, h for a hint, b for the "
                      "map and its legend, q to quit.",
    "maya.term.no_option": "There is no choice {n}: type a number from 1 to {count}.",
    "maya.term.hint": "Hint: {action}. Why: {reason}.",
    "maya.term.final": "Final scores",
    "maya.term.final_line": ("{place}. {name}: {n} point (plantations {plant}, cities {city}, tiles left {left})",
                             "{place}. {name}: {n} points (plantations {plant}, cities {city}, tiles left {left})"),
    "maya.term.topics": "Rules topics: {topics}. Ask for one with: python -m maya rules TOPIC",
    "maya.term.no_topic": "No rules topic {topic}.",

    # --- hints: why a move is good ---------------------------------------------------------------
    "maya.hint.extend": ("it extends your plantation of {crop}, which scores whole: {n} point now",
                         "it extends your plantation of {crop}, which scores whole: {n} points now"),
    "maya.hint.plant": ("a new plantation of {crop}: {n} point", "a new plantation of {crop}: {n} points"),
    "maya.hint.close": ("it closes {temple}: {n} point for you", "it closes {temple}: {n} points for you"),
    "maya.hint.majority": "goods next to {temple}, whose majority is still open",
    "maya.hint.grow": ("it grows {temple}, where you lead, to {n} tile",
                       "it grows {temple}, where you lead, to {n} tiles"),
    "maya.hint.refill": ("it draws {n} tile for your rack", "it draws {n} tiles for your rack"),
    "maya.hint.grow_only": ("it grows {temple} to {n} tile, with the tile of your rack you need least",
                            "it grows {temple} to {n} tiles, with the tile of your rack you need least"),
    "maya.hint.reserve": "your rack is empty: the top tile of your reserve must grow a city",
    "maya.hint.start": "a city with room to grow",
    "maya.hint.stop": ("it scores {n} point now and keeps your other tiles of {crop} for a later turn",
                       "it scores {n} points now and keeps your other tiles of {crop} for a later turn"),
    "maya.hint.stop_done": ("nothing more can extend this plantation: it scores {n} point",
                            "nothing more can extend this plantation: it scores {n} points"),
    "maya.hint.value": "the best position overall",

    # --- the rules, in topics (python -m maya rules TOPIC; Discord: /maya rules) --------------------
    "maya.rules.title.overview": "Maya in brief",
    "maya.rules.title.setup": "Set-up",
    "maya.rules.title.plant": "A. Plant tiles",
    "maya.rules.title.grow": "B. Grow a city",
    "maya.rules.title.cities": "Scoring a city",
    "maya.rules.title.end": "The end",
    "maya.rules.title.variants": "Variants",
    "maya.rules.title.board": "Our design and our rulings",
    "maya.rules.overview": "Maya (White Goblin Games, 2019), for 2 to 4 players. On your turn, either plant tiles of "
                           "your rack face up next to the tiles on the board and score your plantation, or grow a city "
                           "with a tile face down and draw new tiles. A city that can grow no more and is surrounded "
                           "is scored at once: the players with the most goods next to it share its points. The game "
                           "ends when a player lays their last tile; the most points wins.",
    "maya.rules.setup": "Each player has the 32 tiles of a colour, shuffled face down as a personal reserve, and draws "
                        "5 of them onto a rack, hidden from the others (never more than 7 on a rack). Tikal's temple "
                        "starts the first city. With 2 players the blue zone and one more zone are played, with 3 "
                        "players the blue zone and two more, chosen with the lobby's zone switches (none on: the "
                        "board's default); the other zones are off the board, closed by jungle tiles. The first "
                        "player starts and play goes clockwise.",
    "maya.rules.plant": "Plant (action A): lay one or more tiles of one crop from your rack on empty spaces, each "
                        "next to a tile already on the board, all touching each other as one group, never on a "
                        "temple space. A tile next to an empty temple space reveals its temple at once: a new city. "
                        "Score 1 point per good on the tiles laid or, when they extend a plantation of that crop of "
                        "yours, 1 point per good of the whole plantation. Planting does not refill your rack, and an "
                        "empty rack cannot plant.",
    "maya.rules.grow": "Grow a city (action B): lay a tile of your rack face down on an empty space next to a city "
                       "(its temple or one of its face-down tiles), then draw 3 tiles from your reserve, never above 7 "
                       "on the rack. Two cities never join, so a city holds one temple: no face-down tile next to two "
                       "cities or next to an empty temple space. With an empty rack, the top tile of your reserve "
                       "goes face down unseen, and you draw 2.",
    "maya.rules.cities": "A city that can grow no more and is surrounded by plantations, the board's edge or jungle "
                         "is scored at once. Its size is its tiles, face down and temple: 1 tile scores nothing, 2 "
                         "tiles 6 and 3 points for the players with the most and the second most goods on the "
                         "plantation tiles next to it, 3 tiles 12 and 6, 4 tiles 20 and 10, 5 or more 30 and 15. A "
                         "tie for the most shares both values, rounded up, and nobody is second.",
    "maya.rules.end": "The game ends at the end of the turn in which a player lays their last tile, with an empty "
                      "rack and reserve. Cities not surrounded score nothing. The most points wins; a tie goes to the "
                      "tied player with the most tiles left on rack and in reserve, then to the one who played last.",
    "maya.rules.variants": "A new start: the first temple goes on any temple space in play, not necessarily Tikal. Two "
                           "cities: two temples start, chosen among Tikal, Palenque, Uxmal and Coba (those in play). "
                           "Here the player who plays last chooses them for the table.",
    "maya.rules.board": "Our design: no public source shows the printed board, so the map (4 zones of 36 spaces), "
                        "where the temples stand and the names of those the rulebook does not name (all but "
                        "Tikal, Palenque, Uxmal and Coba), the crops of the tiles (for each "
                        "colour, 8 tiles of each crop: 5 with 1 good and 3 with 2) and where the jungle tiles go were "
                        "designed for this bot. Our rulings where the rulebook is silent: a tie for second shares the "
                        "second value, rounded up; cities closed in the same turn all score, north to south; a city "
                        "can no longer grow when no face-down tile may go next to it; a reserve shorter than a draw "
                        "gives what is left; the tiles laid in one turn touch each other; a player who can neither "
                        "plant nor grow a city draws 3 tiles instead (never above 7); in the variants the player "
                        "who plays last chooses the starting temples.",
}, domain="maya")
