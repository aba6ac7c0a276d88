"""How much a whole 4-player game says in public: every message the bot posts in the channel
(and the game's thread), the pictures among them, and what stays visible at the end.

Four members play a whole game through their panels, choosing at random; the figures are
printed (pytest -s) and the README quotes them. The same file runs on earlier versions of the
bot, which is how the figure before the quiet channel was taken."""
import random
import re

import pytest

from test_bot import World, components, db, make_bot, pick, pictures, simcord_bot  # noqa: F401

pytestmark = pytest.mark.asyncio
POSTED = re.compile(r"^/channels/\d+/messages$")


def public_posts(env):
    return [r for r in env.http_requests if r.method == "POST" and POSTED.match(r.path)]


async def current_member(w, members):
    row = await w.storage.get_game(1)
    if row.status != "playing":
        return None
    game = await w.bot.get_cog("Tzolkin").service.load(row)
    return members[game.current_player]


async def play_whole_game(w, members, rng):
    panel, member = None, None
    for _ in range(20000):
        if panel is None or not any(c["type"] in (2, 3) and ":act:" in c["custom_id"] for c in components(panel)):
            member = await current_member(w, members)
            if member is None:
                return
            board = next(m for m in reversed(w_messages(w)) if "Take my turn" in labels_of(m))
            panel = (await member.click(board, label="Take my turn")).response
            continue
        panel = (await pick(member, panel, rng)).response
    raise AssertionError("the game did not finish")


def w_messages(w):
    threads = getattr(w.channel, "threads", [])
    return sorted(w.channel.history() + [m for t in threads for m in t.history()], key=lambda m: m.id)


def labels_of(message):
    return [child.label for row in message.components for child in row.children]


@pytest.mark.parametrize("style", ["turn", "round"])
async def test_public_messages_of_a_whole_four_player_game(simcord_env, style):
    w = World(simcord_env)
    members = [w.alice, w.bob, w.carol, w.dan]
    await w.alice.slash(w.channel, "tzolkin new")
    if style == "round":  # a board and a summary each round (/tzolkin settings)
        await w.alice.slash(w.channel, "tzolkin settings", board="round")
    lobby = w_messages(w)[-1]
    for member in members[1:]:
        await member.click(lobby, label="Join")
    await w.alice.click(lobby, label="Start")
    announce = next(m for m in w_messages(w) if "Choose my wealth tiles" in labels_of(m))
    for member in members:
        result = await member.click(announce, label="Choose my wealth tiles")
        await member.select(result.response, [next(o["value"] for c in components(result.response)
                                                  if c["type"] == 3 for o in c["options"])])
    await play_whole_game(w, members, random.Random(1))
    assert (await w.storage.get_game(1)).status == "over"
    posts = public_posts(simcord_env)
    pictures = [p for p in posts if "attachment://" in str(p.json)]
    mine = [m for m in w_messages(w) if m.author.id == w.bot.user.id]
    stale_pings = [m for m in mine[:-1] if "it's your turn" in m.content]
    print(f"\nwhole 4-player game, a board each {style}: {len(posts)} public messages posted, {len(pictures)} with pictures; "
          f"{len(mine)} visible at the end, {sum(len(m.attachments) for m in mine)} pictures visible, "
          f"{len(stale_pings)} old messages still saying it's someone's turn")
    # Printed first so that the figures of earlier versions can be taken; then what this version promises.
    assert stale_pings == [] and sum(len(m.attachments) for m in mine) == 1
    in_channel = [m for m in w.channel.history() if m.author.id == w.bot.user.id]
    assert w.channel.threads and len(in_channel) <= 3  # the lobby, the thread's link, Discord's thread line
