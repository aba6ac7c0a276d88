"""A plain-text picture of the state, for the terminal game, in English, French or Italian."""
from . import data as D
from .words import (building_text, gear_name, monument_text, prophecy_text, quick_text, tech_name, temple_name,
                    tr)
from .scoring import format_points
from .state import NEUTRAL


def occupant(s, o):
    if o is None:
        return "."
    if o == NEUTRAL:
        return "n"
    return s.players[o].colour[0].upper()


def food_text(s, locale="en"):
    nxt = s.next_food_day()
    if not nxt:
        return tr("term.food_none", locale)
    rounds, kind = nxt
    food = tr("term.food_now", locale) if rounds == 0 else tr("term.food_in", locale, n=rounds)
    pays = tr("term.pays_resources" if kind == D.MID_AGE else "term.pays_points", locale)
    return f"{food} ({pays})"


def calendar_line(s, locale="en"):
    return tr("term.calendar", locale, day=s.day, last=D.LAST_DAY, age="I" * s.age, food=food_text(s, locale),
              corn=s.calendar_corn, first=s.players[s.first_player].name)


def named(name, text, locale="en"):
    """"Name: text", with the colon the language writes (French: "Name : text")."""
    return tr("term.named", locale, name=name, text=text)


def board_text(s, locale="en"):
    lines = [calendar_line(s, locale)]
    for g in D.GEARS:
        row = s.gears[g]
        cells = " ".join(f"{pos}:{occupant(s, o)}" for pos, o in enumerate(row[:D.LAST_SPACE[g] + 1]))
        lines.append(f"  {gear_name(g, locale):<13} {cells}")
    start = occupant(s, s.start_space) if s.start_space is not None else "."
    lines.append("  " + named(tr("term.start_space", locale), start, locale))
    if s.quick_spaces:
        spaces = " ".join(occupant(s, o) for o in s.quick_spaces)
        lines.append("  " + tr("term.quick", locale, quick=quick_text(s.quick_tile, locale), spaces=spaces))
    if s.prophecies:
        for i, key in enumerate(s.prophecies):
            when = (tr("term.prophecy_active", locale) if s.prophecy == key else tr("term.prophecy_over", locale)
                    if s.food_days_done > i + 1 else tr("term.prophecy_from", locale, n=i + 1))
            lines.append("  " + tr("term.prophecy", locale, n=i + 1, when=when, prophecy=prophecy_text(key, locale)))
    lines.append("  " + named(tr("term.jungle", locale), "  ".join(f"{k}: {w}/{c}" for k, (w, c) in s.jungle.items()),
                              locale))
    skulls = " ".join(occupant(s, o) for o in s.skull_slots)
    lines.append("  " + tr("term.skulls", locale, n=s.skull_supply, slots=skulls))
    lines.append("  " + named(tr("term.buildings", locale), "; ".join(
        f"[{b}] {building_text(b, locale)}" for b in s.display if b is not None), locale))
    lines.append("  " + named(tr("term.monuments", locale), "; ".join(
        f"[{m}] {monument_text(m, locale)}" for m in s.monuments), locale))
    for pl in s.players:
        lines.append(player_text(s, pl, locale))
    return "\n".join(lines)


def player_text(s, pl, locale="en"):
    temples = " ".join(f"{temple_name(t, locale)[:4]} {pl.temples[t]}" for t in D.TEMPLES)
    techs = " ".join(f"{tech_name(t, locale)[:4]} {pl.techs[t]}" for t in D.TECHS)
    token = tr("term.first_token", locale) if s.first_player == pl.seat else ""
    if pl.tribe:
        token += f" ({D.TRIBES[pl.tribe][0]})"
    side = tr("term.side_dark" if pl.dark_side else "term.side_light", locale)
    line = tr("term.player_line", locale, vp=pl.vp, corn=pl.corn, wood=pl.wood, stone=pl.stone, gold=pl.gold,
              skulls=pl.skulls, free=s.free_workers(pl.seat), workers=pl.workers, temples=temples, techs=techs,
              buildings=len(pl.buildings), monuments=len(pl.monuments), side=side)
    if s.prophecies:
        line += " | " + tr("term.prophecy_vp", locale, vp=pl.prophecy_vp)
    return f"  {pl.colour[0].upper()} " + named(f"{pl.name}{token}", line, locale)


def final_text(s, locale="en"):
    lines = [tr("term.final", locale)]
    for row in sorted(s.final["players"], key=lambda r: -r["total_quarters"]):
        pl = s.players[row["seat"]]
        mon = sum(row["monuments"].values())
        lines.append("  " + tr("term.final_line", locale, name=pl.name, total=format_points(row["total_quarters"]),
                               game=row["game_vp"], skulls=row["skull_vp"], monuments=mon, corn=row["corn"],
                               corn_points=format_points(row["corn"])))
    names = ", ".join(s.players[w].name for w in s.final["winners"])
    lines.append(tr("term.winner", locale, names=names))
    return "\n".join(lines)
