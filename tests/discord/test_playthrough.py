"""The play-through's bugs, each as a player met it, driven through the simulated Discord
(tests/helpers/discord_world.py): a Confirm of an older panel, a double click on "Yes, resign", a
seat the clock gave to a bot, a sixth player at a five-seat lobby, the leaderboard's order (names:
tests/discord/test_names.py; custom ids: tests/discord/test_clicks.py; direct messages:
tests/discord/test_notify_dms.py)."""
import re

import pytest

from helpers.discord_world import World, hold_lock_while, option_values, select_action, whose_turn

pytestmark = pytest.mark.asyncio


async def confirm_a_turn(w, member):
    panel = (await select_action(member, await w.panel(member), "place:")).response
    return await member.click(panel, label="Confirm turn")


async def test_a_confirm_of_an_older_panel_is_out_of_date_at_the_next_turn(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    old = (await select_action(first, await w.panel(first), "place:")).response  # Confirm shown, then left open
    newer = (await select_action(first, await w.panel(first), "place:")).response  # two workers: a newer panel
    await first.click(newer, label="Confirm turn")
    while (member := await whose_turn(w)) is not first:
        await confirm_a_turn(w, member)
    count = len((await w.game()).actions)
    late = await first.click(old, label="Confirm turn")  # the start of first's next turn, nothing played
    text = late.response.content
    assert "Turn confirmed" not in text and "out of date" in text and "Nothing yet this turn" in text
    assert len((await w.game()).actions) == count


async def test_a_double_click_on_yes_resign_resigns_once_and_says_so_twice(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob, w.carol)
    leaver = await whose_turn(w)
    confirm = (await leaver.slash(w.channel, "tzolkin resign")).response
    gate = hold_lock_while(simcord_env, w)  # the first click holds the game mid-write
    await leaver.click(confirm, label="Yes, resign")
    second = await leaver.click(confirm, label="Yes, resign")  # arrives meanwhile
    gate.set()
    await simcord_env.settle()
    answers = [m.content for m in second.followups] + [simcord_env.backend.get_message(confirm.channel_id,
                                                                                      confirm.id).content]
    assert all(a == "You resigned. Thanks for playing!" for a in answers), answers
    assert sum("resigned: a bot" in m.content for m in w.history()) == 1
    row = await w.row()
    assert row.seat_of(leaver.id).bot and (await w.storage.seats_away(1))[row.seat_of(leaver.id).seat] == "resigned"


async def test_a_member_whose_seat_the_clock_gave_to_a_bot_is_told_how_to_take_it_back(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob, w.carol)
    await w.alice.slash(w.channel, "tzolkin settings", clock_hours=1)
    await w.alice.click(lobby, label="Start")
    for member in (w.alice, w.bob, w.carol):
        result = await member.click(w.last(), label="Choose my wealth tiles")
        await member.select(result.response, [option_values(result.response)[0]])
    absent = await whose_turn(w)
    await simcord_env.advance_time(3600 + 600)
    await simcord_env.settle()
    assert (await w.row()).seat_of(absent.id).is_bot
    board = await w.board()
    for late in (await absent.slash(w.channel, "tzolkin play"), await absent.click(board, label="Take my turn")):
        assert "bot is playing your seat" in late.response.content and "`/tzolkin rejoin`" in late.response.content
    await absent.slash(w.channel, "tzolkin resign")
    confirm = (await absent.slash(w.channel, "tzolkin rejoin")).response
    assert "Welcome back" in confirm.content
    resign = (await absent.slash(w.channel, "tzolkin resign")).response
    await absent.click(resign, label="Yes, resign")
    gone = await absent.slash(w.channel, "tzolkin play")
    assert "You resigned" in gone.response.content and "rejoin`" not in gone.response.content


@pytest.mark.parametrize("quick", [False, True])
async def test_a_full_lobby_says_why_only_when_quick_actions_would_help(simcord_env, quick):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob, w.carol, w.dan)
    if quick:
        await w.alice.click(lobby, label="Quick actions: off")
        await w.mod.click(lobby, label="Join")
    eve = w.guild.add_member(simcord_env.create_user("eve"))
    full = (await eve.click(lobby, label="Join")).followups[0].content
    if quick:
        assert full == "The lobby is full: 5 players at most."
    else:
        assert full == "The lobby is full: 4 players at most (five need the quick actions module)."


async def test_the_leaderboard_shows_the_number_it_ranks_by(simcord_env):
    w = World(simcord_env)
    async with w.storage.sql() as q:  # 26.0 ± 7.9 is surer than 26.6 ± 8.2: it ranks first
        for player, mu, sigma in ((f"user:{w.bob.id}", 26.6, 8.2), (f"user:{w.alice.id}", 26.0, 7.9),
                                  ("bot:hard", 30.0, 2.0)):
            await q.run("INSERT INTO ratings (guild_id, game, player, mu, sigma, games, wins, updated_at)"
                        " VALUES (?, 'tzolkin', ?, ?, ?, 3, 1, 0)", (w.guild.id, player, mu, sigma))
    board = (await w.carol.slash(w.channel, "tzolkin leaderboard")).response.embeds[0].description.splitlines()
    shown = [float(re.search(r"\*\*(-?[0-9.]+)\*\*", line)[1]) for line in board]
    assert shown == sorted(shown, reverse=True) == [24.0, 2.3, 2.0]
    assert "σ 7.9" in board[1] and f"<@{w.alice.id}>" in board[1] and "σ 8.2" in board[2]
