"""Every name the bot writes goes through one escaping function (cogs.render.safe_name): members
whose nicknames are a mention, markdown, a link or a spoiler play a whole game, then every command
that names a member is run, and nothing the bot sent (public, private or a direct message)
carries a nickname raw. Driven through the simulated Discord (tests/helpers/discord_world.py)."""
import json
import random

import pytest

from cogs.render import safe_name
from helpers.discord_world import World, option_values, pick

pytestmark = pytest.mark.asyncio


def sent_texts(env):
    """Every request body the bot sent: messages, edits, interaction answers, direct messages."""
    return [json.dumps(r.json, ensure_ascii=False) for r in env.http_requests if r.method in ("POST", "PATCH")
            and r.json is not None]


def hostile(w, env):
    mention = f"<@{w.mod.id}>"  # a member who is not playing: a raw name would render as them
    nicks = {"eve": mention, "mallory": "@here **b** [x](http://e.co)", "trent": "# big ||s|| `c` <t:0:R>"}
    return {name: w.guild.add_member(env.create_user(name), nick=nick) for name, nick in nicks.items()}, nicks


async def play_to_the_end(w, members, rng):
    panel = member = None
    for _ in range(5000):
        row = await w.storage.get_game(1)
        if row.status == "over":
            return
        if panel is None or not any(c["type"] in (2, 3) and ":act:" in c["custom_id"]
                                    for row_ in panel.components for c in row_["components"]):
            game = await w.game()
            member = members[game.current_player]
            panel = await w.panel(member)
            continue
        panel = (await pick(member, panel, rng)).response
    raise AssertionError("the game did not finish")


async def test_no_command_writes_a_nickname_raw(simcord_env):
    w = World(simcord_env)
    (players, nicks) = hostile(w, simcord_env)
    eve, mallory, trent = players["eve"], players["mallory"], players["trent"]
    assert safe_name(nicks["eve"]) != nicks["eve"] and "<@" not in safe_name(nicks["eve"])
    await eve.slash(w.channel, "tzolkin notify", how="both", heads_up=True)
    await mallory.slash(w.channel, "tzolkin notify", how="dm")
    lobby = await w.lobby(eve, mallory)
    await eve.click(lobby, label="Start")
    announce = w.last()
    for member in (eve, mallory):
        result = await member.click(announce, label="Choose my wealth tiles")
        await member.select(result.response, [option_values(result.response)[0]])
    await play_to_the_end(w, [eve, mallory], random.Random(2))
    # the finished game, in the server's memory
    for member in (eve, mallory):
        await w.alice.slash(w.channel, "tzolkin stats", member=member)
        await w.alice.slash(w.channel, "tzolkin player", member=member)
    await eve.slash(w.channel, "tzolkin stats")
    await w.alice.slash(w.channel, "tzolkin leaderboard")
    await w.alice.slash(w.channel, "tzolkin history")
    await w.alice.slash(w.channel, "tzolkin history", game=1)
    await w.alice.slash(w.channel, "tzolkin log", game=1)
    await w.alice.slash(w.channel, "tzolkin board")
    # a second game, running: turns, refusals, votes, the clock, resigning, coming back
    await mallory.slash(w.other, "tzolkin new")
    second = w.other.last_message
    for member in (eve, trent):
        await member.click(second, label="Join")
    await mallory.slash(w.other, "tzolkin settings", clock_hours=1)
    await mallory.click(second, label="Start")
    announce = w.other.threads[-1].last_message
    for member in (mallory, eve, trent):
        result = await member.click(announce, label="Choose my wealth tiles")
        await member.select(result.response, [option_values(result.response)[0]])
    thread = w.other.threads[-1]
    row = await w.storage.get_game(2)
    game = (await w.bot.host.service.load(row))
    seated = {s.user_id: m for m in (mallory, eve, trent) for s in row.seats if s.user_id == m.id}
    on_turn = seated[row.seats[game.current_player].user_id]
    waiting = [m for m in seated.values() if m is not on_turn]
    board = thread.last_message
    await waiting[0].click(board, label="Take my turn")  # "It's X's turn, not yours"
    await waiting[0].slash(thread, "tzolkin me")
    await w.alice.slash(thread, "tzolkin games")
    await w.alice.slash(thread, "tzolkin player", seat=2)
    for member in seated.values():
        await member.slash(thread, "tzolkin mygames")
    await waiting[0].slash(thread, "tzolkin handover", member=on_turn)
    await simcord_env.advance_time(3600 + 600)  # the clock gives the absent seat to a bot
    await on_turn.slash(thread, "tzolkin play")
    await on_turn.slash(thread, "tzolkin rejoin")
    confirm = (await waiting[1].slash(thread, "tzolkin resign")).response
    await waiting[1].click(confirm, label="Yes, resign")
    other_server = simcord_env.create_guild(name="**S** <@1> [s](http://e.co)")
    place = other_server.create_text_channel("tz")
    far = other_server.add_member(eve.user)
    await other_server.add_member(w.alice.user).slash(place, "tzolkin new")
    await far.click(place.last_message, label="Join")
    await eve.slash(w.channel, "tzolkin mygames")  # names the other server too
    texts = sent_texts(simcord_env)
    for nick in list(nicks.values()) + ["**S** <@1> [s](http://e.co)"]:
        raw = json.dumps(nick, ensure_ascii=False)[1:-1]
        assert not any(raw in text for text in texts), (nick, next(x for x in texts if raw in x))
    escaped = json.dumps(safe_name(nicks["eve"]), ensure_ascii=False)[1:-1]
    assert sum(escaped in text for text in texts) > 50  # her name was written, escaped, many times


def inside_code_blocks(text):
    """The parts of a message's text inside ``` blocks, and what is left outside them."""
    parts = text.split("```")
    return parts[1::2], "".join(parts[0::2])


async def test_a_nickname_cannot_end_the_text_boards_code_block(simcord_env):
    # Found by the drills: with the board picture missing, the public text board shows the names in a
    # code block, and a nickname holding ``` ended the block and showed a live masked link.
    w = World(simcord_env)
    w.bot.pictures.COLOURS = {k: v for k, v in w.bot.pictures.COLOURS.items() if k != "board_png"}  # no board
    nick = "```[x](https://e.co)```"
    eve = w.guild.add_member(simcord_env.create_user("eve"), nick=nick)
    await w.start(eve, w.alice)
    board = await w.board()
    shown = board.embeds[0].description
    blocks, outside = inside_code_blocks(shown)
    assert blocks and "https://e.co" in blocks[0]  # the text board, with her name in it
    assert "[x](" not in outside and "https://" not in outside  # outside the block only escaped (the lines)
    assert shown.count("```") == 2
    looked = (await w.alice.slash(w.channel, "tzolkin board")).response.embeds[0].description  # private look
    assert looked.count("```") == 2 and "https://" not in inside_code_blocks(looked)[1]
    texts = sent_texts(simcord_env)
    raw = json.dumps(nick, ensure_ascii=False)[1:-1]
    assert not any(raw in text for text in texts)
