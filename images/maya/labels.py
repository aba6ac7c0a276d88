"""The words drawn on the Maya pictures, in English (catalog domain "maya"); French and Italian
are in locales/<lang>/LC_MESSAGES/maya.po. Drawn with images.labels.say in the picture's language."""
import i18n

EN = i18n.english({
    "maya.img.name": "{name}",
    "maya.img.to_play": "{name} to play",
    "maya.img.chooses": "{name} chooses a temple",
    "maya.img.turn": "Turn {n}",
    "maya.img.over": "Game over",
    "maya.img.rack_of": "Rack of {name}",
    "maya.img.reserve": ("{n} tile in the reserve", "{n} tiles in the reserve"),
    "maya.img.rack_empty": "Empty rack: the reserve's top tile grows a city",
    "maya.img.final": "Final scores",
    "maya.img.standing": "Scores so far",
    "maya.img.place": "{place}.",
    "maya.img.tiles_left": ("{n} tile left", "{n} tiles left"),
    "maya.img.city": ("{temple}: {n} tile", "{temple}: {n} tiles"),
    "maya.img.city_scored": "scored",
    "maya.img.crops": "Crops",
}, domain="maya")
