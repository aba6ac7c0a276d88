"""How Maya shows at the table, in words: the board's lines, the public turn lines and events,
the private panel with the rack, the player's sheet and the final scores."""
from __future__ import annotations

import i18n

from maya.describe import words

# A seat's mark in messages: its colour with the shape its tiles have on the pictures where an
# emoji has one (red circle, blue square), black and white told apart by their shade.
MARKERS = {"red": "🔴", "blue": "🟦", "black": "⚫", "white": "⚪"}

# Steps the channel does not repeat: choosing the tile only leads to the space that names it, a
# row or a city only narrows the spaces, and the points of a planting come in its own line.
QUIET_STEPS = {"maya.act.plant", "maya.act.plant_more", "maya.act.row", "maya.act.city", "maya.act.stop"}
# Events the turn's line says already (growing a city), or the final lines (the winners).
QUIET_EVENTS = {"maya.ev.grow", "maya.ev.grow_blind", "maya.ev.end"}


def public_step(step):
    """A step of a turn as everyone reads it (None: not shown): the tile laid face down is never named."""
    key, values = step
    if key in QUIET_STEPS:
        return None
    if key == "maya.act.grow":
        return ("maya.act.grow_hidden", {"n": values["n"]}) if values["n"] else ("maya.table.grow_last", {})
    if key == "maya.act.grow_reserve" and not values["n"]:
        return "maya.table.grow_reserve_last", {}
    return key, values


def round_of(state):
    return (max(state.turn_no, 1) - 1) // state.n_players + 1


def board_lines(plugin, seating, game):
    """The board message's text: the turn, who plays, each seat's score, rack and reserve."""
    locale, state = seating.locale, game.state
    lines = [plugin.status_text(game, locale)]
    if not game.is_over:
        lines.append(i18n.text("board.turn_of", locale, player=seating.who(game.current_player)))
    for pl in state.players:
        lines.append(plugin.text("maya.board.seat", locale, player=seating.who(pl.seat), score=pl.score,
                                 n=pl.score, rack=len(pl.rack), reserve=len(pl.reserve)))
    return "\n".join(lines)


def event_lines(seating, events):
    """What happened, for everyone: plantings, temples revealed, cities scored, draws and passes."""
    lines = []
    for key, values in events:
        if key in QUIET_EVENTS:
            continue
        shown = dict(values)
        if "seat" in values:
            shown["player"] = seating.player(values["seat"])
        if "awards" in values:
            shown["awards"] = [[seating.player(seat), values["points"][seat]] for seat in values["first"] +
                               values["second"] if values["points"][seat]]
        lines.append(words(key, shown, seating.locale))
    return lines


def panel_text(plugin, seating, game, seat, steps):
    """The private panel: whose turn, the rack, the turn so far, and the question now."""
    locale, state = seating.locale, game.state
    lines = [i18n.text("panel.your_turn", locale, player=seating.player(seat))]
    rack = plugin.rack_text(state, seat, locale)
    lines.append(plugin.text("maya.panel.rack", locale, tiles=rack) if rack
                 else plugin.text("maya.panel.rack_empty", locale))
    if steps:
        lines.append(i18n.text("panel.so_far", locale))
        lines += [f"• {x}" for x in steps]
    lines.append(i18n.text("panel.now", locale, decision=words(*plugin.decision_data(state), locale=locale)))
    return "\n".join(lines)


def sheet_text(plugin, state, seat, own, locale="en"):
    """A seat's points and tiles; its own player also reads the rack."""
    pl = state.players[seat]
    lines = [plugin.text("maya.sheet", locale, score=pl.score, n=pl.score, plant=pl.plant_points,
                         city=pl.city_points, rack=len(pl.rack), reserve=len(pl.reserve))]
    if own and pl.rack:
        lines.append(plugin.text("maya.sheet.rack", locale, tiles=plugin.rack_text(state, seat, locale)))
    return "\n".join(lines)


def final_lines(plugin, seating, state):
    """The final scores, best first, with where the points came from, and who won."""
    locale, final = seating.locale, state.final
    lines = []
    for seat in final["ranking"]:
        r = final["players"][seat]
        lines.append(plugin.text("maya.final.line", locale, place=r["place"], player=seating.who(seat),
                                 points=r["score"], n=r["tiles_left"], plant=r["plantations"], city=r["cities"],
                                 left=r["tiles_left"]))
    winners = [seating.who(seat) for seat in final["winners"]]
    lines.append(i18n.text("final.winners" if len(winners) > 1 else "final.winner", locale, names=", ".join(winners)))
    return lines
