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
    "maya.kind": ("{crop}, {n} good", "{crop}, {n} goods"),
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
    "maya.ask.turn": "Plant tiles or grow a city: pick a tile of your rack",
    "maya.ask.turn_empty": "Your rack is empty: grow a city with the top tile of your reserve",
    "maya.ask.plant_first": "Where does the tile go ({kind})? Next to any tile",
    "maya.ask.plant_next": "Where does the tile go ({kind})? Touching this turn's tiles",
    "maya.ask.plant_row": "Which row of the map for the tile ({kind})?",
    "maya.ask.plant_more": "Plant one more tile of {crop}, or stop and score",
    "maya.ask.grow_city": "Which city do you grow?",
    "maya.ask.grow_row": "Which row of the map for the face-down tile?",
    "maya.ask.grow_space": "Where does the face-down tile go?",
    "maya.ask.grow_space_city": "Where does the face-down tile go to grow {temple}?",

    # --- actions ---------------------------------------------------------------------------------
    "maya.act.start": "Start a city on {temple}",
    "maya.act.plant": "Plant: {kind}",
    "maya.act.plant_more": "One more tile: {kind}",
    "maya.act.grow": ("Grow a city with a face-down tile ({kind}), then draw {n} tile",
                      "Grow a city with a face-down tile ({kind}), then draw {n} tiles"),
    "maya.act.grow_reserve": ("Grow a city with your reserve's top tile, unseen, then draw {n} tile",
                              "Grow a city with your reserve's top tile, unseen, then draw {n} tiles"),
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
    "maya.ev.skip": "{player} can neither plant nor grow a city: passed over",
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
    "maya.no.not_now": "Not now. {asked}.",
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
}, domain="maya")
