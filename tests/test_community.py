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
    panel = (await w.alice.click(w.last(), label="Choose my wealth tiles")).response
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
    assert sum("votes to let a bot play" in m.content for m in w.history()) == 1
    assert (await w.storage.get_game(1)).human_seat(absent.id) is not None


async def test_a_member_who_left_the_server_can_be_looked_at_and_handed_over(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob, w.carol)
    w.guild.remove_member(w.carol)
    sheet = await w.bob.slash(w.channel, "tzolkin player", member=w.carol.user)
    assert "Workers" in sheet.response.embeds[0].description
    await w.mod.slash(w.channel, "tzolkin handover", member=w.carol.user)
    row = await w.storage.get_game(1)
    assert row.seats[2].is_bot and "A bot now plays for" in "\n".join(m.content for m in w.history())


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


# --- help at each decision -------------------------------------------------------------------------

async def play_through_service(w, members, rng, stop, limit=2000):
    """Random legal decisions straight through the game service until `stop(game)` is true at the
    start of a person's turn; returns the game then."""
    from tzolkin.bots import RandomBot
    service = w.bot.get_cog("Tzolkin").service
    for _ in range(limit):
        row = await w.storage.get_game(1)
        game = await service.load(row)
        if game.is_over:
            raise AssertionError("the game ended first")
        if not game.can_undo() and stop(game):
            return game
        action = RandomBot(rng.random()).choose(game)
        await service.play(1, row.rev, members[game.current_player].id, str(action))
    raise AssertionError("never stopped")


async def test_the_panel_warns_before_a_food_day_only_when_corn_is_short(simcord_env):
    import random
    from tzolkin.advice import food_outlook, food_warning
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    members = [w.alice, w.bob]
    first = await whose_turn(w)
    calm = await w.panel(first)
    assert "Food day in" not in calm.content  # day 1: the food day is far away

    def short(game):
        return food_warning(game.state, game.current_player) is not None

    def enough(game):
        outlook = food_outlook(game.state, game.current_player)
        return outlook is not None and outlook.rounds <= 3 and outlook.short == 0

    game = await play_through_service(w, members, random.Random(5), enough)
    panel = await w.panel(members[game.current_player])
    assert "Food day" not in panel.content and "Your turn" in panel.content

    game = await play_through_service(w, members, random.Random(6), short)
    warning = food_warning(game.state, game.current_player)
    panel = await w.panel(members[game.current_player])
    expected = f"{warning.need} corn needed for {warning.workers} workers, you have {warning.have}"
    assert expected in panel.content
    lines = panel.content.split("\n")
    header = next(i for i, x in enumerate(lines) if x.startswith("**Your turn"))
    assert "Food day" in lines[header + 1]  # right under the header


async def test_options_say_what_they_cost_and_leave(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    panel = await w.panel(first)
    panel = (await select_action(first, panel, "place:")).response  # the second worker costs corn
    described = [o for row in panel.components for c in row["components"] if c["type"] == 3 for o in c["options"]]
    costly = [o for o in described if o["value"].startswith("place:") and o.get("description")]
    assert costly and all("costs" in o["description"] and "leaves" in o["description"] for o in costly)
