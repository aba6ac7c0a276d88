"""What everyone may see of a game, and what one seat sees in addition (pictures and bots read
these, so they never use hidden information by accident).

Hidden: the order of the face-down stacks (discovery tiles, pyramid tiles, decorations), the
seasons still to come, the seed and the count of draws (Teotibot's dice to come, the neutral
workers' next tiles), the starting tiles dealt to each seat, and their choices until all chose.
"""
HIDDEN = ("seed", "draws", "dstack", "pdeck", "ddeck", "seasons", "dealt", "dealt_disc", "kept")


def public_view(s):
    out = {k: v for k, v in s.to_json().items() if k not in HIDDEN}
    out["stacks"] = {"discoveries": len(s.dstack), "pyramid": len(s.pdeck), "decorations": len(s.ddeck)}
    out["season"] = s.season
    out["seasons_seen"] = s.seasons[:s.eclipses + 1]
    revealed = s.phase != "setup" or not s.dealt
    out["kept"] = [list(k) if k is not None and revealed else None for k in s.kept]
    out["chosen"] = [k is not None and bool(k) for k in s.kept]
    return out


def private_view(s, seat):
    """What `seat` alone knows: its starting tiles dealt (with their discovery tiles) and its choice."""
    dealt = list(s.dealt[seat]) if seat < len(s.dealt) else []
    return {"seat": seat, "dealt": dealt,
            "dealt_disc": {str(t): s.dealt_disc[str(t)] for t in dealt if str(t) in s.dealt_disc},
            "kept": list(s.kept[seat]) if seat < len(s.kept) and s.kept[seat] is not None else None}
