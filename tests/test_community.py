"""A game a community keeps playing for a week: fixes of the things that made games confusing
or stuck, driven through the simulated Discord like tests/test_bot.py."""
import pytest

from test_bot import (World, button_labels, db, labels, option_values, pictures, select_action,  # noqa: F401
                      simcord_bot, whose_turn)

pytestmark = pytest.mark.asyncio


# --- bugs that made a turn look lost or a game stuck -------------------------------------------------

async def test_double_click_on_confirm_shows_the_turn_as_done(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    panel = await w.panel(first)
    panel = (await select_action(first, panel, "place:")).response
    twin = await w.panel(first)  # the same moment again: what a second click on Confirm sees
    await first.click(panel, label="Confirm turn")
    count = len((await w.game()).actions)
    second = await first.click(twin, label="Confirm turn")
    assert "Turn confirmed" in second.response.content and "out of date" not in second.response.content
    assert labels(second.response) == [] and len((await w.game()).actions) == count


async def test_board_during_the_starting_choice_names_who_is_still_choosing(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob)
    await w.alice.click(lobby, label="Start")
    panel = (await w.alice.click(w.channel.last_message, label="Choose my wealth tiles")).response
    await w.alice.select(panel, [option_values(panel)[0]])
    look = await w.carol.slash(w.channel, "tzolkin board")
    text = look.response.embeds[0].description
    assert "Turn of" not in text and "bob" in text and "alice" not in text.split("\n")[1]


async def test_play_after_the_end_says_the_game_is_over(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    await w.storage.set_status(1, "over", 0)
    late = await w.alice.slash(w.channel, "tzolkin play")
    assert "game is over" in late.response.content


async def test_a_repeated_handover_vote_is_not_counted_or_announced_again(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob, w.carol)
    absent = await whose_turn(w)
    voter = next(m for m in (w.alice, w.bob, w.carol) if m is not absent)
    await voter.slash(w.channel, "tzolkin handover", member=absent)
    again = await voter.slash(w.channel, "tzolkin handover", member=absent)
    assert "already voted" in again.response.content
    assert sum("votes to let a bot play" in m.content for m in w.channel.history()) == 1
    assert (await w.storage.get_game(1)).human_seat(absent.id) is not None


async def test_a_member_who_left_the_server_can_be_looked_at_and_handed_over(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob, w.carol)
    w.guild.remove_member(w.carol)
    sheet = await w.bob.slash(w.channel, "tzolkin player", member=w.carol.user)
    assert "Workers" in sheet.response.embeds[0].description
    await w.mod.slash(w.channel, "tzolkin handover", member=w.carol.user)
    row = await w.storage.get_game(1)
    assert row.seats[2].is_bot and "A bot now plays for" in "\n".join(m.content for m in w.channel.history())


async def test_a_seat_can_be_named_from_the_game_instead_of_a_member(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob, w.carol)
    await w.mod.slash(w.channel, "tzolkin handover", seat=3)
    assert (await w.storage.get_game(1)).seats[2].is_bot
    sheet = await w.bob.slash(w.channel, "tzolkin player", seat=3)
    assert "Workers" in sheet.response.embeds[0].description


async def test_a_failing_command_is_recorded(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    cog = w.bot.get_cog("Tzolkin")

    async def broken(row):
        raise RuntimeError("bug in a command")

    cog.service.load = broken
    reply = await w.alice.slash(w.channel, "tzolkin board")
    assert "went wrong" in reply.response.content
    assert [str(e.__cause__ or e) for e in w.bot.unexpected_errors] == ["bug in a command"]
    assert any("bug in a command" in str(e) for e in simcord_env.errors)  # the simulated Discord saw it too
    w.bot.unexpected_errors.clear()
