"""What an action, a decision, an event or a refusal is, as data, and its words in a language.

The engine stays language-free: `action_data(state, action)` says what an action does as a key and
its values (ids and numbers), and so do `rules.decision_data`, the events (`state.events`, each a
`[key, values]`) and the refusals (`IllegalAction.key`, `.info`). `words(key, values, locale)` turns
such data into English, French or Italian; each named value is shown through FORMAT (a temple key
becomes its name, a kind "maize2" becomes "maize, 2 goods", ...).
"""
from . import data as D
from . import rules
from .board import BOARD
from .wording import (  # noqa: F401  (the names' words, here for the callers of describe)
    tr, crop_name, kind_text, temple_name, zone_name, names_text, awards_text, FORMAT, words)


# --- actions as data -----------------------------------------------------------------------

def action_data(s, action):
    """(key, values) saying what `action` does in state `s` (before it is applied)."""
    action = rules.canonical(action)
    kind, arg = action
    where = rules.stage(s)
    if kind == "temple":
        return "maya.act.start", {"temple": arg}
    if kind == "plant":
        return ("maya.act.plant_more" if where == "plant_more" else "maya.act.plant"), {"kind": arg}
    if kind == "grow":
        pl = s.players[s.current]
        if arg == "reserve":
            return "maya.act.grow_reserve", {"n": min(D.DRAW_BLIND, len(pl.reserve) - 1)}
        room = D.RACK_LIMIT - (len(pl.rack) - 1)
        return "maya.act.grow", {"kind": arg, "n": min(D.DRAW, room, len(pl.reserve))}
    if kind == "city":
        return "maya.act.city", {"temple": arg, "n": len(rules.city_spaces(s, arg))}
    if kind == "row":
        spaces = rules.plant_candidates(s) if where == "plant_space" else [i for i, _ in rules.grow_spaces(s)]
        if where == "grow_space" and s.turn.get("city"):
            spaces = [i for i, c in rules.grow_spaces(s) if c == s.turn["city"]]
        return "maya.act.row", {"row": arg, "n": sum(rules.ROW[i] == arg - 1 for i in spaces)}
    if kind == "at" and where == "plant_space":
        i = BOARD.index[arg]
        a = rules.area(s.zones)
        reveals = [BOARD.spaces[n].temple for n in a.neighbours[i] if a.is_temple_space[n] and s.board[n] is None]
        if reveals:
            return "maya.act.plant_at_reveal", {"space": arg, "kind": s.turn["kind"], "temple": reveals[0]}
        return "maya.act.plant_at", {"space": arg, "kind": s.turn["kind"]}
    if kind == "at" and where == "grow_space":
        i = BOARD.index[arg]
        temple = next((c for j, c in rules.grow_spaces(s) if j == i), None)
        size = len(rules.city_spaces(s, temple)) + 1 if temple else 0
        return "maya.act.grow_at", {"space": arg, "temple": temple, "n": size}
    if kind == "stop":
        group = rules.plant_group(s, s.turn["placed"][0])
        return "maya.act.stop", {"n": sum(D.goods(s.board[i]) for i in group)}
    return "maya.no.unknown", {"text": str(action)}


def public_action_data(s, action):
    """As action_data, for everyone's eyes (a turn's history in the channel, another seat's turn in
    the terminal): the tile laid face down to grow a city is not named, since only its player saw
    it, and the reserve is the player's, not the reader's."""
    key, values = action_data(s, action)
    return PUBLIC.get(key, key), ({"n": values["n"]} if key in PUBLIC else values)


# What an action's words become for the other players.
PUBLIC = {"maya.act.grow": "maya.act.grow_hidden", "maya.act.grow_reserve": "maya.act.grow_reserve_seen"}


def describe(s, action, locale="en"):
    """One line saying what `action` does in state `s` (before it is applied), in `locale`."""
    return words(*action_data(s, action), locale=locale)


def decision_text(s, locale="en"):
    return words(*rules.decision_data(s), locale=locale)


def event_text(event, locale="en"):
    key, values = event
    return words(key, values, locale)


def reason_text(err, locale="en"):
    """An IllegalAction's reason in `locale` (its English text when it carries no key)."""
    key = getattr(err, "key", None)
    return words(key, err.info, locale) if key else err.reason
