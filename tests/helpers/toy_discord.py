"""The toy game (tests/games/toy/) through the simulated Discord: the messages of a channel and its
threads, their words and components, the secret choice, a turn taken in the private panel, and a
game played out to its end."""
import games

TOY = games.get("toy")  # found before the bot is made: the registry gives it its slash group


def everything(w, channel):
    messages = channel.history() + [m for th in channel.threads for m in th.history()]
    return sorted(messages, key=lambda m: m.id)


def texts(message):
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or "", embed.footer.text or ""]
        parts += [f"{f.name} {f.value}" for f in embed.fields]
    parts += [c.get("label") or "" for c in components(message)]
    return "\n".join(parts)


def components(message):
    """A message's buttons and menus as plain data, whether a channel's message or a private reply."""
    out = []
    for row in message.components:
        for c in (row["components"] if isinstance(row, dict) else row.children):
            if isinstance(c, dict):
                out.append(c)
            else:
                out.append({"type": int(c.type.value), "custom_id": c.custom_id, "label": getattr(c, "label", None),
                            "options": [{"value": o.value, "label": o.label}
                                        for o in getattr(c, "options", None) or []]})
    return out


def buttons(message):
    return [c for c in components(message) if c["type"] == 2]


async def secret_choice(w, channel, member, value):
    announce = next(m for m in reversed(everything(w, channel)) if "Make my secret choice" in texts(m))
    panel = (await member.click(announce, label="Make my secret choice")).response
    assert "**Your secret choice.**" in panel.content
    menu = next(c for c in components(panel) if c["type"] == 3)
    assert [o["value"] for o in menu["options"]] == ["add:0", "add:1", "add:2"]
    assert [o["label"] for o in menu["options"]][1] == "add 1 stone to the pile"
    return await member.select(panel, [value], custom_id=menu["custom_id"])


async def take_turn(w, member, rng):
    """The member on turn opens the panel from the live board and takes stones (a button each);
    a turn with a single possible take plays itself as the panel opens (and may end the game)."""
    board = next(m for m in reversed(everything(w, w.here)) if "Take my turn" in texts(m))
    panel = (await member.click(board, label="Take my turn")).response
    if "it played itself" in panel.content or panel.content.startswith("🏁 The game is over"):
        return panel
    assert "**Your turn," in panel.content and "How many stones do you take?" in panel.content, panel.content
    takes = [b for b in buttons(panel) if b["custom_id"].startswith("tz:act:")]
    assert takes and all(b["label"].startswith("take ") for b in takes)
    return await member.click(panel, custom_id=rng.choice(takes)["custom_id"])


async def play_out(w, rng, game_id, members):
    for _ in range(60):
        await w.env.settle()
        row = await w.storage.get_game(game_id)
        if row.status != "playing":
            return row
        game = TOY.rules.from_record(await w.storage.record(game_id))
        seat = row.seats[game.current_player]
        if not seat.is_bot:
            await take_turn(w, members[seat.user_id], rng)
    raise AssertionError("the toy game did not end")
