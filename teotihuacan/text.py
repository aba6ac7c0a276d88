"""A plain-text picture of the state, for the terminal game, in English, French or Italian."""
from . import data as D
from .describe import board_name, deco_text, event_text, ptile_text, royal_text, season_text, tech_text, tr
from .rules import x_cost


def _die(s, pl, d):
    letter = pl.colour[0].upper() if not pl.bot else "T"
    locked = "*" if pl.lock[d] >= 0 else ""
    return f"{letter}{pl.power[d]}{locked}"


def board_text(s, locale="en"):
    coming = tr("teo.term.coming", locale) if s.eclipse_left is not None else ""
    season = f"; {season_text(s.season, locale)}" if s.season else ""
    lines = [tr("teo.term.calendar", locale, sun=s.sun, moon=s.moon, n=s.eclipses + 1, coming=coming, season=season),
             tr("teo.term.boards", locale)]
    seat = s.current_player
    for pos in range(D.POSITIONS):
        workers = [_die(s, pl, d) for pl in s.players for d in range(4) if pl.pos[d] == pos]
        workers += ["n" for dice in s.neutral for p in dice if p == pos]
        board = s.layout[pos]
        spaces = D.BOARD_SPACES.get(board, ())
        worship = ""
        if spaces:
            held = [("-" if s.worship[sp] < 0 else _die(s, s.players[s.worship[sp] // 4], s.worship[sp] % 4))
                    for sp in spaces]
            worship = " | " + tr("teo.term.worship", locale, spaces=" ".join(held))
        x = x_cost(s, seat, pos) if seat is not None else 0
        lines.append("  " + tr("teo.term.board_line", locale, pos=pos + 1, board=board_name(board, locale), x=x,
                               workers=" ".join(workers) or "-", worship=worship))
    lines.append("  " + tr("teo.term.royal", locale, tiles="; ".join(royal_text(t, locale) for t in s.royal)))
    lines.append("  " + tr("teo.term.techs", locale, techs="; ".join(
        f"[{k}] {tech_text(t, locale)}" for k, t in enumerate(s.techs))))
    levels = [sum(s.pyr[k] >= 0 for k in range(D.LEVEL_START[lv], D.LEVEL_START[lv] + D.LEVEL_SIZE[lv] ** 2))
              for lv in range(D.LEVELS)]
    lines.append("  " + tr("teo.term.pyramid", locale, l1=levels[0], l2=levels[1], l3=levels[2], l4=levels[3],
                           deco=sum(t >= 0 for t in s.deco)))
    lines.append("  " + tr("teo.term.offers", locale,
                           tiles=", ".join(ptile_text(t, locale) for t in s.pdisplay if t >= 0) or "-",
                           decos=", ".join(deco_text(t, locale) for t in s.ddisplay if t >= 0) or "-"))
    lines.append("  " + tr("teo.term.buildings", locale, n=s.buildings, value=D.BUILDING_ROW[s.buildings]))
    if s.bot:
        from .describe import bot_tile_name
        lines.append("  " + tr("teo.term.bot_line", locale,
                               slots=", ".join(f"{i + 1}:{bot_tile_name(t, locale)}"
                                               for i, t in enumerate(s.bot["slots"])),
                               aside=bot_tile_name(s.bot["aside"], locale), dirs="/".join(s.bot["dirs"])))
    for pl in s.players:
        lines.append(player_text(s, pl, locale))
    return "\n".join(lines)


def player_text(s, pl, locale="en"):
    temples = " ".join(f"{tr('teo.icon.' + 'brg'[t], locale)} {pl.temples[t]}" for t in D.TEMPLES)
    from .describe import kind_name
    tiles = ", ".join(kind_name(D.DISC_KIND[t], locale) for t in pl.discs) or "-"
    line = tr("teo.term.player_line", locale, vp=pl.vp, cocoa=pl.cocoa, wood=pl.wood, stone=pl.stone, gold=pl.gold,
              temples=temples, avenue=pl.avenue, pyramid=pl.pyramid,
              techs=",".join(f"{t:02d}" for t in pl.techs) or "-", tiles=tiles, masks=len(pl.masks))
    return "  " + tr("teo.term.named", locale, name=f"#{pl.token} {pl.name}", text=line)


def final_text(s, locale="en"):
    lines = [tr("teo.term.final", locale)]
    rows = sorted(s.final["players"], key=lambda r: r["place"])
    for r in rows:
        lines.append("  " + tr("teo.term.final_line", locale, place=r["place"], name=s.players[r["seat"]].name,
                               total=r["total"], vp=r["vp"], bonus=r["bonus"], cocoa=r["cocoa"]))
    lines.append(tr("teo.term.winner", locale, names=", ".join(s.players[w].name for w in s.final["winners"])))
    return "\n".join(lines)


def events_text(s, since, locale="en"):
    """The public events since index `since`, one per line."""
    from .describe import PUBLIC_EVENTS
    return [event_text(s, e, locale) for e in s.events[since:] if e["e"] in PUBLIC_EVENTS]
