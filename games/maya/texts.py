"""The English of Maya's texts at the table (the lobby, the board's lines, the panel, the sheet,
the final lines, the commands of its slash group), in the catalog domain "maya" beside the
engine's words (maya/words.py); French and Italian in locales/<lang>/LC_MESSAGES/maya.po."""
import i18n

EN = i18n.english({
    "maya.title": "Maya",
    "maya.group": "Play Maya: plant crops, grow cities, win the majorities",
    # the lobby
    "maya.lobby.variant": "Variant",
    "maya.lobby.base": "none (the base game)",
    "maya.option.new_start": "A new start",
    "maya.option.two_cities": "Two cities",
    "maya.switch.new_start": "A new start: {state}",
    "maya.switch.two_cities": "Two cities: {state}",
    "maya.no.one_variant": "One variant at a time: switch the other one off first.",
    "maya.lobby.zones": "Zones",
    "maya.lobby.zones_all": "the whole map: 4 players play every zone",
    "maya.lobby.zones_default": "{zones}: the default for {players} players (switch zones on to choose others)",
    "maya.switch.zone_green": "Green zone: {state}",
    "maya.switch.zone_yellow": "Yellow zone: {state}",
    "maya.switch.zone_red": "Red zone: {state}",
    "maya.no.zones_most": "At most two zones besides the blue one (4 players play the whole map): "
                          "switch another one off first.",
    "maya.no.zones_2": "Two players play the blue zone and one more: switch one of the two zones off "
                       "(or both, for the default).",
    "maya.no.zones_3": "Three players play the blue zone and two more: switch a second zone on "
                       "(or this one off, for the default).",
    "maya.bot.easy": "A beginner's opponent: plants well, misses a few cities",
    "maya.bot.normal": "A fair opponent: weighs every whole turn",
    "maya.bot.hard": "A strong opponent: also guesses the racks it cannot see",
    # a turn's line when the reserve is empty (nothing to draw)
    "maya.table.grow_last": "Grow a city with a tile of the rack, face down (the reserve is empty)",
    "maya.table.grow_reserve_last": "Grow a city with the reserve's last tile, unseen",
    # the panel's options
    "maya.opt.grow": "Grow a city: {kind}, face down",
    "maya.opt.grow_reserve": "Grow a city with your reserve's top tile, unseen",
    "maya.opt.draw": ("then draw {n} tile", "then draw {n} tiles"),
    "maya.opt.no_draw": "your reserve is empty: nothing to draw",
    "maya.opt.goods": "goods next to it: yours {mine}, the most {most}",
    "maya.opt.if_stop": ("stopping here scores {n} point", "stopping here scores {n} points"),
    "maya.table.tiles": "{n} × {kind}",
    # the board's lines, the panel, the sheet
    "maya.status": "turn {turn}",
    "maya.board.seat": ("{player}: **{score}** pt · rack {rack} · reserve {reserve}",
                        "{player}: **{score}** pts · rack {rack} · reserve {reserve}"),
    "maya.panel.rack": "**Your rack:** {tiles}",
    "maya.panel.rack_empty": "**Your rack** is empty.",
    "maya.panel.confirm": "✅ **Confirm turn:** {what}",
    "maya.sheet": ("**{score}** point: plantations {plant}, cities {city}\nRack: {rack} · reserve: {reserve}",
                   "**{score}** points: plantations {plant}, cities {city}\nRack: {rack} · reserve: {reserve}"),
    "maya.sheet.rack": "Your rack: {tiles}",
    "maya.final.line": ("{place}. {player}: **{points}** (plantations {plant}, cities {city}; {left} tile left)",
                        "{place}. {player}: **{points}** (plantations {plant}, cities {city}; {left} tiles left)"),
    "maya.source.plantations": "plantations",
    "maya.source.cities": "cities",
    # a round in short (/maya settings board:round) and the log's jump
    "maya.summary": "Points this round: {seats}",
    "maya.summary.seat": "{player} +{gained} (**{score}**)",
    "maya.log.city": "🏛️ a city scored",
    # the mark of our design under the rules' topics
    "maya.rules.mark": "🎨 The map, the names of most temples and the crops of the tiles are our own design: "
                       "see the topic \"Our design and our rulings\".",
    # a close look at one zone: /maya zone
    "maya.cmd.zone": "A closer look at one zone of the map, every empty space named",
    "maya.cmd.zone.zone": "The zone to show",
    "maya.zoom.title": "🗺️ {zone} · {status}",
}, domain="maya")
