"""Whole games as a community plays them, through the simulated Discord: Teotihuacan at three with
the draft and Seasons of Progress, and Maya at four with a seat the clock hands to a bot and its
member takes back. Two members' Discord clients speak French and Italian and they never chose a
language: their direct messages come in their language. Every picture posted is described, nothing
goes wrong, and the member a bot played for is rated for nobody."""
import random

import pytest

import i18n
from helpers.discord_world import World, client_languages, open_maya_game, play_through_panels

pytestmark = pytest.mark.asyncio

WENT_WRONG = ("something went wrong", "Traceback")


def everything(w, members):
    """Every message the members could read: the channel's, its threads' and their direct messages."""
    messages = w.history()
    for member in members:
        if member.user.dm_channel:
            messages += member.user.dm_channel.history()
    return messages


def direct_messages(member):
    return member.user.dm_channel.history() if member.user.dm_channel else []


def said(message):
    return "\n".join([message.content or ""] + [f"{e.title or ''}\n{e.description or ''}" for e in message.embeds])


def assert_played_cleanly(w, members):
    messages = everything(w, members)
    pictures = [a for m in messages for a in m.attachments if a.filename.endswith(".png")]
    assert pictures and all(a.description and len(a.description) <= 1024 for a in pictures)
    assert not [said(m) for m in messages if any(x in said(m) for x in WENT_WRONG)]


def assert_direct_messages_speak(member, lang):
    """A member who never ran /language reads their direct messages in their client's language."""
    dms = direct_messages(member)
    turn = i18n.text("notify.turn_dm", lang, title="", game="", link="").split("{")[0][:12]
    assert dms and all("Your turn in" not in said(m) for m in dms)
    assert any(turn in said(m) for m in dms), [said(m) for m in dms[:3]]


async def loaded(w):
    """The game as the table has it now (any game)."""
    return await w.bot.host.service.load(await w.storage.get_game(1))


async def on_turn(w, members):
    """The member on turn, or None when a bot plays the seat or the game is over."""
    row = await w.storage.get_game(1)
    if row.status != "playing":
        return None
    game = await w.bot.host.service.load(row)
    return members.get(game.current_player)


async def play(w, members, rng, done=None):
    """The members of `members` ({seat: member}) play from the live board until the game ends or
    `done()` says stop."""
    async def open_panel():
        await w.env.settle()
        member = await on_turn(w, members)
        if member is None:
            return None
        board = await w.board()
        custom_id = next(c.custom_id for row in board.components for c in row.children
                         if (c.custom_id or "").startswith("tz:turn:"))
        return member, (await member.click(board, custom_id=custom_id)).response
    await play_through_panels(rng, open_panel, done=done)


async def test_teotihuacan_at_three_with_the_draft_and_seasons_in_three_languages(simcord_env, monkeypatch):
    w = World(simcord_env)
    clients = client_languages(monkeypatch)
    clients[w.alice.id], clients[w.bob.id] = "fr", "it"
    people = (w.alice, w.bob, w.carol)
    for member in people:
        await member.slash(w.channel, "notify", how="both", heads_up=True)
    await w.alice.slash(w.channel, "teotihuacan new")
    lobby = w.history()[-1]
    for label in ("Draft: off", "Seasons: off"):
        await w.alice.click(w.message(lobby.id), label=label)
    for member in people[1:]:
        await member.click(w.message(lobby.id), label="Join")
    await w.alice.click(w.message(lobby.id), label="Start")
    await simcord_env.settle()
    row = await w.storage.get_game(1)
    game = await loaded(w)
    assert game.config.draft and game.config.seasons and not game.config.dark_eclipse
    members = {s.seat: next(m for m in people if m.id == s.user_id) for s in row.seats}
    await play(w, members, random.Random(3))
    assert (await w.storage.get_game(1)).status == "over"
    await simcord_env.settle()
    assert_played_cleanly(w, people)
    assert_direct_messages_speak(w.alice, "fr")
    assert_direct_messages_speak(w.bob, "it")
    assert any("**Ratings:**" in said(m) for m in w.history())


async def test_maya_at_four_with_a_seat_handed_to_a_bot_and_taken_back(simcord_env, monkeypatch):
    w = World(simcord_env)
    clients = client_languages(monkeypatch)
    clients[w.alice.id], clients[w.bob.id] = "fr", "it"
    people = (w.alice, w.bob, w.carol, w.dan)
    members = await open_maya_game(w, simcord_env, list(people))
    await w.alice.slash(w.channel, "maya settings", clock_hours=1)
    bob = next(seat for seat, m in members.items() if m is w.bob)
    rng = random.Random(4)

    async def bobs_turn_after(n):
        game = await loaded(w)
        return game.state.turn_no >= n and game.current_player == bob

    await play(w, members, rng, done=lambda: bobs_turn_after(9))
    await simcord_env.advance_time(3600 + 600)  # bob is away: the clock gives his seat to a bot
    await simcord_env.settle()
    assert (await w.storage.get_game(1)).seats[bob].is_bot
    others = {seat: m for seat, m in members.items() if m is not w.bob}
    start = (await loaded(w)).state.turn_no
    async def turns_later():  # the bot plays bob's turns meanwhile: he is never the one on turn
        return (await loaded(w)).state.turn_no >= start + 12
    await play(w, others, rng, done=turns_later)
    rejoined = await w.bob.slash(w.channel, "maya rejoin")
    assert not (await w.storage.get_game(1)).seats[bob].is_bot, rejoined.response.content
    await play(w, members, rng)
    assert (await w.storage.get_game(1)).status == "over"
    await simcord_env.settle()
    assert_played_cleanly(w, people)
    assert_direct_messages_speak(w.alice, "fr")
    assert_direct_messages_speak(w.bob, "it")
    ratings = next(said(m) for m in w.history() if "**Ratings:**" in said(m))
    assert f"<@{w.alice.id}>" in ratings and f"<@{w.bob.id}>" not in ratings  # a bot played some of his turns
