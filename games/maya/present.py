"""How Maya shows at the table, in words: the board's lines, the public turn lines and events,
the private panel with the rack, the player's sheet and the final scores. `show` is the game's
words (the plug-in's Words part: its texts, and the table's)."""
from __future__ import annotations

from collections import Counter

import i18n

from maya import data as D
from maya.board import BOARD
from maya.describe import action_data, kind_text, names_text, words, zone_name
from maya.rules import city_goods, zones_in_play

from .zones import zone_refusal, zones_of

# A seat's mark in messages: its colour with the shape its tiles have on the pictures where an
# emoji has one (red circle, blue square), black and white told apart by their shade.
MARKERS = {"red": "🔴", "blue": "🟦", "black": "⚫", "white": "⚪"}

# Steps the channel does not repeat: choosing the tile only leads to the space that names it, a
# row or a city only narrows the spaces, and the points of a planting come in its own line.
QUIET_STEPS = {"maya.act.plant", "maya.act.plant_more", "maya.act.row", "maya.act.city", "maya.act.stop"}
# Events the turn's line says already (growing a city), or the final lines (the winners).
# A temple revealed is said by the planting step that reveals it ("G9: maize, revealing Tikal").
QUIET_EVENTS = {"maya.ev.grow", "maya.ev.grow_blind", "maya.ev.end", "maya.ev.temple"}


def public_step(step):
    """A step of a turn as everyone reads it (None: not shown): the tile laid face down is never named."""
    key, values = step
    if key in QUIET_STEPS:
        return None
    if key == "maya.act.grow":
        return ("maya.act.grow_hidden", {"n": values["n"]}) if values["n"] else ("maya.table.grow_last", {})
    if key == "maya.act.grow_reserve":  # the player's own reserve, worded for the others
        return ("maya.act.grow_reserve_seen", values) if values["n"] else ("maya.table.grow_reserve_last", {})
    return key, values


def option_text(show, game, action, locale="en"):
    """(label, note) of a panel option: growing a city names the tile, and the draw goes below; a
    space to plant on says what stopping there would score (the map need not be counted)."""
    state = game.state
    key, values = action_data(state, action)
    if key == "maya.act.start":  # where the temple stands
        return words(key, values, locale), zone_name(BOARD.spaces[BOARD.temple_space[values["temple"]]].zone, locale)
    if key in ("maya.act.plant_at", "maya.act.plant_at_reveal"):
        return words(key, values, locale), show.text("maya.opt.if_stop", locale, n=points_if_stopped(game, action))
    if key in ("maya.act.grow_at", "maya.act.city") and values.get("temple"):  # the majority it is about
        goods = city_goods(state, values["temple"])
        return words(key, values, locale), show.text("maya.opt.goods", locale, mine=goods[state.current],
                                                       most=max(goods))
    if key in ("maya.act.grow", "maya.act.grow_reserve"):
        draw = show.text("maya.opt.draw", locale, n=values["n"]) if values["n"] else show.text(
            "maya.opt.no_draw", locale)
        if key == "maya.act.grow":
            return show.text("maya.opt.grow", locale, kind=kind_text(values["kind"], locale)), draw
        return show.text("maya.opt.grow_reserve", locale), draw
    return words(key, values, locale), ""


def points_if_stopped(game, action):
    """The points a planting would score if the player stopped right after `action`."""
    after = game.copy().apply(action)
    stop = next(a for a in after.legal_actions() if str(a) == "stop")
    return action_data(after.state, stop)[1]["n"]


def rack_text(show, state, seat, locale="en"):
    """"2 × maize (1 good), chili peppers (2 goods)": a rack, alike tiles counted once."""
    kinds = Counter(D.kind_key(t) for t in state.players[seat].rack)
    return ", ".join(show.text("maya.table.tiles", locale, n=n, kind=kind_text(kind, locale)) if n > 1
                     else kind_text(kind, locale)
                     for kind, n in sorted(kinds.items(), key=lambda k: D.KINDS.index(k[0])))


def round_of(state):
    return (max(state.turn_no, 1) - 1) // state.n_players + 1


def board_lines(show, seating, game):
    """The board message's text: the turn, who plays, each seat's score, rack and reserve."""
    locale, state = seating.locale, game.state
    lines = [show.status_text(game, locale)]
    if not game.is_over:
        lines.append(i18n.text("board.turn_of", locale, player=seating.who(game.current_player)))
    for pl in state.players:
        lines.append(show.text("maya.board.seat", locale, player=seating.who(pl.seat), score=pl.score,
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


def panel_text(show, seating, game, seat, steps):
    """The private panel: whose turn, the rack, the turn so far, and the question now."""
    locale, state = seating.locale, game.state
    lines = [i18n.text("panel.your_turn", locale, player=seating.player(seat))]
    rack = rack_text(show, state, seat, locale)
    lines.append(show.text("maya.panel.rack", locale, tiles=rack) if rack
                 else show.text("maya.panel.rack_empty", locale))
    if steps:
        lines.append(i18n.text("panel.so_far", locale))
        lines += [f"• {x}" for x in steps]
    lines.append(i18n.text("panel.now", locale, decision=words(*show.decision_data(state), locale=locale)))
    stop = next((a for a in game.legal_actions() if show.plugin.rules.ends_turn(a)), None)
    if stop is not None:  # what Confirm does: stop planting and score
        lines.append(show.text("maya.panel.confirm", locale, what=words(*action_data(state, stop), locale=locale)))
    return "\n".join(lines)


def sheet_text(show, state, seat, own, locale="en"):
    """A seat's points and tiles; its own player also reads the rack."""
    pl = state.players[seat]
    lines = [show.text("maya.sheet", locale, score=pl.score, n=pl.score, plant=pl.plant_points,
                         city=pl.city_points, rack=len(pl.rack), reserve=len(pl.reserve))]
    if own and pl.rack:
        lines.append(show.text("maya.sheet.rack", locale, tiles=rack_text(show, state, seat, locale)))
    return "\n".join(lines)


def final_lines(show, seating, state):
    """The final scores, best first, with where the points came from, and who won."""
    locale, final = seating.locale, state.final
    lines = []
    for seat in final["ranking"]:
        r = final["players"][seat]
        lines.append(show.text("maya.final.line", locale, place=r["place"], player=seating.who(seat),
                                 points=r["score"], n=r["tiles_left"], plant=r["plantations"], city=r["cities"],
                                 left=r["tiles_left"]))
    winners = [seating.who(seat) for seat in final["winners"]]
    lines.append(i18n.text("final.winners" if len(winners) > 1 else "final.winner", locale, names=", ".join(winners)))
    return lines


def summary_lines(show, seating, state, before):
    """A round in short: the points each player gained and where they stand."""
    if before is None:
        return []
    seats = [show.text("maya.summary.seat", seating.locale, player=seating.player(pl.seat),
                         gained=pl.score - before[pl.seat], score=pl.score) for pl in state.players]
    return [show.text("maya.summary", seating.locale, seats=" · ".join(seats))]


def lobby_fields(show, options, seats, locale="en"):
    """The lobby's variant and the zones a game started now would play (blue always in), or what
    keeps the choice from fitting the players seated."""
    variant = next((o for o in options if o in D.VARIANTS), None)
    variants = show.text(f"maya.option.{variant}" if variant else "maya.lobby.base", locale)
    players = max(seats, min(D.PLAYERS))
    chosen = zones_of(options)
    if players >= len(BOARD.zones):
        zones = show.text("maya.lobby.zones_all", locale)
    elif not chosen:
        key = zones_in_play(players)
        zones = show.text("maya.lobby.zones_default", locale, players=players,
                            zones=names_text([zone_name(z, locale) for z in key.split("+")], locale))
    else:
        zones = names_text([zone_name(z, locale) for z in [BOARD.always, *chosen]], locale)
        refusal = zone_refusal(options, seats)
        if refusal:
            zones += "\n⚠️ " + show.text(refusal, locale)
    return [(show.text("maya.lobby.variant", locale), variants), (show.text("maya.lobby.zones", locale), zones)]
