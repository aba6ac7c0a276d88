"""Every custom id the bot reads, and what a damaged or misplaced one gets: a private "this button
is out of date" and no change, whatever message it was clicked on (board, panel, lobby, log, the
starting-choice announcement, a wealth reminder). Driven through the simulated Discord
(tests/helpers/discord_world.py); a damaged id is put on a real message of the bot, as Discord
would carry it."""
import itertools

import pytest

from cogs import components as C
from helpers.discord_world import World, option_values, whose_turn

OUT_OF_DATE = "This button is out of date"


# --- the parser on its own ------------------------------------------------------------------------

def test_every_id_the_bot_makes_reads_back():
    made = [C.button("turn", 3, 17), C.button("act", 3, 17, "pay:1stone+1wood"), C.button("module", 3, 0, "quick"),
            C.button("hints", 3, 0, "off"), C.select("act", 3, 17, "2"), C.select("keep", 3, 1, "tribe"),
            C.select("keep", 3, 1), C.select("addbot", 3, 0), C.log_button(3, 12, "food"),
            C.button("resign", 3, 40), C.button("wealth", 3, 0)]
    for item in made:
        click = C.parse(item.custom_id, item.type)
        assert click is not None and click.game_id == 3, item.custom_id
    assert C.parse("tz:act:3:17:pay:1stone+1wood") == C.Click("act", 3, 17, "pay:1stone+1wood", "private")
    assert C.parse("tzlog:3:12:food") == C.Click("log", 3, 12, "food", "private")
    assert {where for where, _ in C.VERBS.values()} == {"lobby", "public", "private"}


# Custom ids as the bot has posted them on messages still in servers' channels, one of each verb:
# a button of any age must keep reading as what it was (a new format would leave every earlier
# board, lobby and panel answering "out of date").
POSTED = [
    ("tz:join:7:3", "join", None, "lobby"), ("tz:leave:7:3", "leave", None, "lobby"),
    ("tz:rmbot:7:3", "rmbot", None, "lobby"), ("tz:start:7:3", "start", None, "lobby"),
    ("tz:hints:7:3:off", "hints", "off", "lobby"), ("tz:module:7:3:tribes", "module", "tribes", "lobby"),
    ("tz:module:7:3:seasons", "module", "seasons", "lobby"), ("tzs:addbot:7:3", "addbot", None, "lobby"),
    ("tz:addbot:7:3:normal", "addbot", "normal", "lobby"), ("tz:wealth:7:12", "wealth", None, "public"),
    ("tz:turn:7:12", "turn", None, "public"), ("tz:me:7:12", "me", None, "public"),
    ("tzs:keep:7:4", "keep", None, "private"), ("tzs:keep:7:4:tribe", "keep", "tribe", "private"),
    ("tz:act:7:5:place:tikal", "act", "place:tikal", "private"),
    ("tz:act:7:5:pay:1stone+1wood", "act", "pay:1stone+1wood", "private"),
    ("tz:act:7:5:at:G9", "act", "at:G9", "private"), ("tzs:act:7:5:0", "act", "0", "private"),
    ("tz:undo:7:5", "undo", None, "private"), ("tz:hint:7:5", "hint", None, "private"),
    ("tz:resign:7:5", "resign", None, "private"), ("tzlog:7:2:next", "log", "next", "private"),
]


def test_the_ids_on_messages_posted_by_earlier_versions_still_read():
    for custom_id, verb, arg, where in POSTED:
        kind = C.SELECT if custom_id.startswith("tzs:") else C.BUTTON
        rev = int(custom_id.split(":")[2 if custom_id.startswith("tzlog:") else 3])
        assert C.parse(custom_id, kind) == C.Click(verb, 7, rev, arg, where), custom_id
    assert {verb for _, verb, _, _ in POSTED} == {verb for _, verb in C.VERBS}


UNREADABLE = [
    "tz", "tz:", "tz:turn", "tz:turn:1", "tz:turn:1:abc", "tz:turn:abc:1", "tz:turn:1:2.0", "tz:turn:-1:2",
    "tz:turn:0:1", "tz:turn:99999999999999999999:1", "tz:turn:١:1", "tz:turn:1:1\n", "tz:TURN:1:1",
    "tz:zap:1:1", "tz:turn:1:1:extra", "tz:keep:1:5", "tz:keep:1:5:3:17", "tz:act:1:5", "tz:act:1:5:",
    "tz:act:1:5:PLACE:TIKAL", "tz:act:1:5:place tikal", "tz:module:1:0:nosuch", "tz:hints:1:0:maybe",
    "tz:addbot:1:0:grandmaster", "tz:join:1:0:", "tzs:act:1:5:9", "tzs:act:1:5", "tzs:turn:1:1",
    "tzs:addbot:1:0:hard", "tzs:keep:1:5:wealth", "tzlog:1:0:sideways", "tzlog:1:abc:first", "tzlog:1:0",
    "tzlog:x", "tzlog:1:0:first:1", "tzx:turn:1:1", "tz:turn:1:1" + "0" * 90,
]


def test_damaged_ids_are_not_read():
    for cid in UNREADABLE:
        for kind in (C.BUTTON, C.SELECT):
            assert C.parse(cid, kind) is None, (cid, kind)
    assert C.parse("tz:turn:1:1", C.SELECT) is None and C.parse("tzs:addbot:1:0", C.BUTTON) is None


# --- through Discord ------------------------------------------------------------------------------

def state_of(env):
    """Every message the bot's members can see (content, embeds, components), and each game's row."""
    return {(cid, mid): (m.content, repr(m.embeds), repr(m.components), repr(m.attachments))
            for cid, messages in env.backend.messages.items() for mid, m in messages.items()}


async def games_of(w):
    out = []
    for game_id in (1, 2, 3):
        row = await w.storage.get_game(game_id)
        out.append((row.rev, row.status, row.board_message_id, [s.bot for s in row.seats],
                    await w.storage.actions(game_id), await w.storage.secret_choices(game_id)))
    return out


def carrying(env, message, cid, kind):
    """Put one component with this custom id on a stored message (as Discord would deliver it)."""
    channel_id = getattr(message, "channel_id", None) or message.channel.id
    stored = env.backend.get_message(channel_id, message.id)
    if kind == C.BUTTON:
        component = {"type": 2, "style": 1, "label": "x", "custom_id": cid}
    else:
        component = {"type": 3, "custom_id": cid, "min_values": 1, "max_values": 1,
                     "options": [{"label": "a", "value": "end"}]}
    saved = stored.components
    stored.components = [{"type": 1, "components": [component]}]
    return stored, saved


async def three_games(w, simcord_env):
    """Game 1 playing in its thread, game 2 a lobby in another channel, game 3 choosing its
    starting wealth with a reminder posted; and the messages of every kind."""
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    messages = {"board": (await w.board(), w.carol), "panel": (await w.panel(first), first)}
    messages["log"] = ((await w.carol.slash(w.channel, "tzolkin log")).response, w.carol)
    await w.dan.slash(w.other, "tzolkin new")
    messages["lobby"] = (w.other.last_message, w.carol)
    third = w.guild.create_text_channel("third")
    await w.carol.slash(third, "tzolkin new")
    await w.dan.click(third.last_message, label="Join")
    await w.carol.click(third.last_message, label="Start")
    announce = third.threads[-1].last_message
    messages["announcement"] = (announce, w.alice)
    await w.carol.slash(third.threads[-1], "tzolkin reminder", hours=1)
    await simcord_env.advance_time(3600 + 600)
    messages["wealth reminder"] = (third.threads[-1].last_message, w.alice)
    assert messages["wealth reminder"][0].content.startswith("⏰")
    return messages


def misplaced(messages, w, rows):
    """Well-formed ids of every verb, each with the messages it is never put on: (id, kind, message names)."""
    kinds = {"board": ("public", 1), "announcement": ("public", 3), "wealth reminder": ("public", 3),
             "lobby": ("lobby", 2), "panel": ("private", None), "log": ("private", None)}
    args = {"hints": "on", "module": "quick", "addbot": "hard", "act": "end", "log": "first"}
    out = []
    for (kind, verb), (where, pattern) in C.VERBS.items():
        for game_id in (1, 2, 3, 999):
            rev = rows[game_id].rev if game_id in rows else 1
            arg = ("0" if kind == C.SELECT else args.get(verb)) if pattern and verb != "keep" else None
            cid = f"tzlog:{game_id}:0:first" if verb == "log" else C.custom_id(C.PREFIX[kind], verb, game_id, rev, arg)
            wrong = []
            for name, (shape, home) in kinds.items():
                fits = game_id in rows and (where == shape == "private" or (where == shape and home == game_id))
                if not fits:
                    wrong.append(name)
            out.append((cid, kind, wrong))
    return out


@pytest.mark.asyncio
async def test_damaged_and_misplaced_ids_are_out_of_date_and_change_nothing(simcord_env):
    w = World(simcord_env)
    messages = await three_games(w, simcord_env)
    rows = {g: await w.storage.get_game(g) for g in (1, 2, 3)}
    cases = [(cid, kind, list(messages)) for cid, kind in itertools.product(UNREADABLE, (C.BUTTON, C.SELECT))]
    cases += misplaced(messages, w, rows)
    before, games = state_of(simcord_env), await games_of(w)
    clicks = 0
    for cid, kind, names in cases:
        for name in names:
            message, member = messages[name]
            stored, saved = carrying(simcord_env, message, cid, kind)
            try:
                if kind == C.BUTTON:
                    result = await member.click(message, custom_id=cid)
                else:
                    result = await member.select(message, ["end"], custom_id=cid)
            finally:
                stored.components = saved
            clicks += 1
            answer = result.response or (result.followups or [None])[0]
            assert answer is not None, (cid, name)  # always an answer, never "interaction failed"
            assert answer.ephemeral and answer.content.startswith(OUT_OF_DATE), (cid, name, answer.content)
            assert answer.id not in {m.id for m, _ in messages.values()}, (cid, name)  # a new message
    after = state_of(simcord_env)
    assert {k: v for k, v in after.items() if k in before} == before  # no message was edited
    assert all(simcord_env.backend.get_message(*k).is_ephemeral for k in after if k not in before)
    assert await games_of(w) == games
    assert clicks > 400


@pytest.mark.asyncio
async def test_the_ids_in_place_still_work(simcord_env):
    """The same checks let every real button through: a lobby, a turn (the log's buttons are
    clicked through a whole game in tests/discord/test_stats_and_history.py)."""
    w = World(simcord_env)
    messages = await three_games(w, simcord_env)
    lobby, _ = messages["lobby"]
    joined = await w.carol.click(lobby, label="Join")
    assert str(w.carol.id) in joined.response.embeds[0].fields[0].value
    first = await whose_turn(w)
    panel = messages["panel"][0]
    value = next(v for v in option_values(panel) if v.startswith("place:"))
    placed = await first.select(panel, [value])
    assert "So far this turn" in placed.response.content
    done = await first.click(placed.response, label="Confirm turn")
    assert "Turn confirmed" in done.response.content
