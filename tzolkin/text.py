"""A plain-text picture of the state, for the terminal game."""
from . import data as D
from .describe import building_text, monument_text, prophecy_text, quick_text
from .scoring import format_points
from .state import NEUTRAL


def occupant(s, o):
    if o is None:
        return "."
    if o == NEUTRAL:
        return "n"
    return s.players[o].colour[0].upper()


def calendar_line(s):
    nxt = s.next_food_day()
    food = ""
    if nxt:
        rounds, kind = nxt
        food = "FOOD DAY this round" if rounds == 0 else f"food day in {rounds} round{'s' if rounds > 1 else ''}"
        food += f" ({kind})"
    return (f"Day {s.day} of {D.LAST_DAY} | Age {s.age} | {food} | corn on calendar: {s.calendar_corn}"
            f" | first player: {s.players[s.first_player].name}")


def board_text(s):
    lines = [calendar_line(s)]
    for g in D.GEARS:
        row = s.gears[g]
        cells = " ".join(f"{pos}:{occupant(s, o)}" for pos, o in enumerate(row[:D.LAST_SPACE[g] + 1]))
        lines.append(f"  {D.GEAR_NAMES[g]:<13} {cells}")
    start = occupant(s, s.start_space) if s.start_space is not None else "."
    lines.append(f"  First-player space: {start}")
    if s.quick_spaces:
        spaces = " ".join(occupant(s, o) for o in s.quick_spaces)
        lines.append(f"  {quick_text(s.quick_tile)} | spaces: {spaces}")
    if s.prophecies:
        for i, key in enumerate(s.prophecies):
            state = "ACTIVE" if s.prophecy == key else ("over" if s.food_days_done > i + 1 else f"from food day {i + 1}")
            lines.append(f"  Prophecy {i + 1} [{state}]: {prophecy_text(key)}")
    lines.append("  Jungle (wood-covered/corn): " + "  ".join(f"{k}: {w}/{c}" for k, (w, c) in s.jungle.items()))
    skulls = " ".join(occupant(s, o) for o in s.skull_slots)
    lines.append(f"  Skulls in supply: {s.skull_supply} | Chichen Itza slots 1-9: {skulls}")
    lines.append("  Buildings: " + "; ".join(f"[{b}] {building_text(b)}" for b in s.display if b is not None))
    lines.append("  Monuments: " + "; ".join(f"[{m}] {monument_text(m)}" for m in s.monuments))
    for pl in s.players:
        lines.append(player_text(s, pl))
    return "\n".join(lines)


def player_text(s, pl):
    temples = " ".join(f"{D.TEMPLE_NAMES[t][:4]} {pl.temples[t]}" for t in D.TEMPLES)
    techs = " ".join(f"{D.TECH_NAMES[t][:4]} {pl.techs[t]}" for t in D.TECHS)
    token = " [first player]" if s.first_player == pl.seat else ""
    if pl.tribe:
        token += f" ({D.TRIBES[pl.tribe][0]})"
    side = "dark" if pl.dark_side else "light"
    return (f"  {pl.colour[0].upper()} {pl.name}{token}: {pl.vp} VP | corn {pl.corn} wood {pl.wood} "
            f"stone {pl.stone} gold {pl.gold} skulls {pl.skulls} | workers {s.free_workers(pl.seat)} free "
            f"/ {pl.workers} | {temples} | {techs} | buildings {len(pl.buildings)} monuments {len(pl.monuments)}"
            f" | board {side}" + (f" | prophecies {pl.prophecy_vp:+d} VP" if s.prophecies else ""))


def final_text(s):
    lines = ["Final scores:"]
    for row in sorted(s.final["players"], key=lambda r: -r["total_quarters"]):
        pl = s.players[row["seat"]]
        mon = sum(row["monuments"].values())
        lines.append(f"  {pl.name}: {format_points(row['total_quarters'])} "
                     f"(game {row['game_vp']}, skulls {row['skull_vp']}, monuments {mon}, "
                     f"corn value {row['corn']} = {format_points(row['corn'])})")
    names = ", ".join(s.players[w].name for w in s.final["winners"])
    lines.append(f"Winner: {names}")
    return "\n".join(lines)
