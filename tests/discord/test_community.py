"""A game a community keeps playing for a week: fixes of the things that made games confusing
or stuck, driven through the simulated Discord (tests/helpers/discord_world.py)."""
import pytest

from cogs.messages import t

from helpers.discord_world import World, button_labels, labels, option_values, select_action, whose_turn

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
    assert row.seats[2].is_bot and "A normal bot now plays for" in "\n".join(m.content for m in w.history())


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
    cog = w.bot.host

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
    service = w.bot.host.service
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
    expected = f"{warning.need} corn to feed your workers ({warning.workers}), you have {warning.have}"
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


# --- a quiet channel ----------------------------------------------------------------------------------

def boards_with_buttons(w):
    return [m for m in w.history() if "Take my turn" in button_labels(m)]


async def play_some_turns(w, members, rng, turns):
    """Play `turns` whole turns through the panels (random options, then Confirm)."""
    from helpers.discord_world import components, pick
    for _ in range(turns):
        member = await whose_turn(w)
        if member is None:
            return
        panel = await w.panel(member)
        for _ in range(60):
            if not any(c["type"] in (2, 3) and ":act:" in c["custom_id"] for c in components(panel)):
                break
            panel = (await pick(member, panel, rng)).response


async def test_a_game_lives_in_its_thread_with_one_live_board(simcord_env):
    import random
    w = World(simcord_env)
    await w.start(w.alice, w.bob, w.carol)
    thread = w.thread
    assert thread is not None and "Tzolk'in game #1" in thread.name
    assert (await w.storage.get_game(1)).channel_id == thread.id
    in_channel = len(w.channel.history())
    await play_some_turns(w, [w.alice, w.bob, w.carol], random.Random(2), 6)
    assert len(w.channel.history()) == in_channel  # nothing more in the channel itself
    live = boards_with_buttons(w)
    assert len(live) == 1 and live[0].id == (await w.storage.get_game(1)).board_message_id
    current = await whose_turn(w)
    assert f"<@{current.id}>" in live[0].content and live[0].attachments
    old = [m for m in thread.history() if m.author.id == w.bot.user.id and m.id != live[0].id]
    assert old and all("<@" not in m.content and not m.attachments and not m.embeds for m in old)
    look = await w.carol.slash(w.channel, "tzolkin board")  # from the channel too
    assert look.response.embeds[0].title.startswith("Tzolk'in: day")


async def test_without_thread_permissions_the_game_stays_in_the_channel_and_says_why(simcord_env):
    import discord
    w = World(simcord_env)
    w.channel = w.guild.create_text_channel(
        "no-threads", overwrites={w.bot.user: discord.PermissionOverwrite(create_public_threads=False)})
    await w.start(w.alice, w.bob)
    assert w.thread is None and (await w.storage.get_game(1)).channel_id == w.channel.id
    assert any("missing permission: Create Public Threads" in m.content for m in w.channel.history())
    assert (await w.board()).id in [m.id for m in w.channel.history()]


async def test_a_round_summary_instead_of_a_board_every_move(simcord_env):
    import random
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    await w.alice.slash(w.channel, "tzolkin settings", board="round")
    await play_some_turns(w, [w.alice, w.bob], random.Random(4), 5)  # two rounds and more
    messages = [m for m in w.thread.history() if m.author.id == w.bot.user.id]
    summaries = [m for m in messages if "the round in short" in m.content]
    assert summaries and all("🌽" in m.content or "VP" in m.content or "—" in m.content for m in summaries)
    with_pictures = [m for m in messages if m.attachments]
    assert len(with_pictures) <= 1 and len(boards_with_buttons(w)) == 1


# --- absent players --------------------------------------------------------------------------------------

async def test_the_clock_hands_an_absent_turn_to_a_bot_and_the_player_rejoins(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob, w.carol)
    await w.alice.slash(w.channel, "tzolkin settings", clock_hours=2)
    await w.alice.slash(w.channel, "tzolkin reminder", hours=0)
    await w.alice.click(lobby, label="Start")
    announce = w.last()
    for member in (w.alice, w.bob, w.carol):
        result = await member.click(announce, label="Choose my wealth tiles")
        await member.select(result.response, [option_values(result.response)[0]])
    absent = await whose_turn(w)
    assert "Turn clock 2 h" in (await w.board()).embeds[0].description
    await simcord_env.advance_time(3600)
    assert not (await w.storage.get_game(1)).seat_of(absent.id).is_bot
    await simcord_env.advance_time(3600 + 600)
    row = await w.storage.get_game(1)
    assert row.seat_of(absent.id).is_bot
    assert any("turn clock (2 h) ran out" in m.content for m in w.history())
    game = await w.game()
    assert row.seats[game.current_player].user_id != absent.id  # the bot played that turn
    back = await absent.slash(w.channel, "tzolkin rejoin")
    assert "your seat is yours again" in back.response.content
    assert not (await w.storage.get_game(1)).seat_of(absent.id).is_bot
    assert any("is back" in m.content for m in w.history())
    again = await absent.slash(w.channel, "tzolkin rejoin")
    assert "already playing" in again.response.content


async def test_reminders_stop_for_a_player_who_left_once_a_bot_has_the_seat(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    await w.alice.slash(w.channel, "tzolkin reminder", hours=1)  # 3 missed reminders, then a bot
    absent = await whose_turn(w)
    w.guild.remove_member(absent)
    await simcord_env.advance_time(5 * 3600)
    reminders = [r for r in simcord_env.http_requests
                 if r.method == "POST" and "⏰" in str(r.json) and f"<@{absent.id}>" in str(r.json)]
    assert len(reminders) == 3 and (await w.storage.get_game(1)).seat_of(absent.id).is_bot
    # Two more reminder delays: long enough to see any reminder for the absent member, short of the
    # other player's own hand-over (two bots would then play the whole game here).
    await simcord_env.advance_time(2 * 3600)
    assert len([m for m in w.history() if m.content.startswith("⏰") and f"<@{absent.id}>" in m.content]) == 0
    # the bot played the turn: the reminders of that turn are gone with it, and none came after


async def test_resign_needs_a_confirmation_and_is_final(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob, w.carol)
    ask = await w.carol.slash(w.channel, "tzolkin resign")
    assert "for good" in ask.response.content and (await w.storage.get_game(1)).human_seat(w.carol.id)
    done = await w.carol.click(ask.response, label="Yes, resign")
    assert "You resigned" in done.response.content
    assert (await w.storage.get_game(1)).seat_of(w.carol.id).is_bot
    assert any("resigned" in m.content for m in w.history())
    back = await w.carol.slash(w.channel, "tzolkin rejoin")
    assert "You resigned" in back.response.content
    watcher = await w.dan.slash(w.channel, "tzolkin resign")
    assert "aren't playing" in watcher.response.content


# --- notifications a member controls ---------------------------------------------------------------

async def test_direct_messages_instead_of_mentions_and_a_heads_up(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob, w.carol)
    for member in (w.alice, w.bob):
        reply = await member.slash(w.channel, "tzolkin notify", how="dm", heads_up=True)
        assert "a direct message" in reply.response.content and "not sent, as your turns come" in reply.response.content
    reply = await w.carol.slash(w.channel, "tzolkin notify", heads_up=True)  # mentions, and a heads-up
    assert "A heads-up when you're next: on" in reply.response.content
    await w.alice.click(lobby, label="Start")
    for member in (w.alice, w.bob, w.carol):
        result = await member.click(w.last() if "Choose" in str(button_labels(w.last())) else
                                    next(m for m in w.history() if "Choose my wealth tiles" in button_labels(m)),
                                    label="Choose my wealth tiles")
        await member.select(result.response, [option_values(result.response)[0]])

    def dms(member):
        return [m.content for m in member.user.dm_channel.history()] if member.user.dm_channel else []

    turns = {w.alice: 0, w.bob: 0, w.carol: 0}
    for _ in range(6):  # two rounds
        first = await whose_turn(w)
        turns[first] += 1
        board = await w.board()
        if first is not w.carol:
            assert "<@" not in board.content and first.name in board.content  # named, not mentioned
            assert dms(first)[-1].startswith("🎲 Your turn in Tzolk'in game #1")
        panel = (await select_action(first, await w.panel(first), "place:")).response
        await first.click(panel, label="Confirm turn")
    turns[await whose_turn(w)] += 1  # the turn begun now
    for member in (w.alice, w.bob):  # one message a turn, no heads-up on top of it
        assert not any("You're next" in x for x in dms(member)) and len(dms(member)) == turns[member]
    assert any("You're next" in x for x in dms(w.carol)) and not any("Your turn" in x for x in dms(w.carol))


async def test_quiet_hours_hold_a_call_back_until_they_end(simcord_env):
    from datetime import UTC, datetime
    w = World(simcord_env)
    hour = datetime.fromtimestamp(simcord_env.now().timestamp(), UTC).hour
    lobby = await w.lobby(w.alice, w.bob)
    for member in (w.alice, w.bob):  # quiet for the next two hours, in UTC+2
        local = (hour + 2) % 24
        await member.slash(w.channel, "tzolkin notify", how="dm", time_zone="+2", quiet_from=local,
                           quiet_to=(local + 2) % 24)
    await w.alice.click(lobby, label="Start")
    announce = next(m for m in w.history() if "Choose my wealth tiles" in button_labels(m))
    for member in (w.alice, w.bob):
        result = await member.click(announce, label="Choose my wealth tiles")
        await member.select(result.response, [option_values(result.response)[0]])
    first = await whose_turn(w)
    assert not [m for m in first.user.dm_channel.history() if "Your turn" in m.content]
    await simcord_env.advance_time(2 * 3600 + 600)
    assert [m for m in first.user.dm_channel.history() if "Your turn" in m.content]


async def test_a_wrong_time_zone_is_explained(simcord_env):
    w = World(simcord_env)
    reply = await w.alice.slash(w.channel, "tzolkin notify", time_zone="Mars/Olympus")
    assert "don't know the time zone" in reply.response.content


@pytest.mark.parametrize("typed", ["+99999999999999", "-15", "+14:60", "A" * 300, "../../etc/passwd", "Europe/../UTC",
                                   "`[x](https://e.co)`", "\x00", "+", "Europe/Paris\x00"])
async def test_a_hostile_time_zone_gets_a_clear_private_answer(simcord_env, typed, caplog):
    # Found by the drills: a huge offset raised OverflowError and a long name OSError (its message
    # naming the server's files), both answered with the generic apology and logged as unexpected.
    w = World(simcord_env)
    reply = await w.alice.slash(w.channel, "tzolkin notify", time_zone=typed)
    assert reply.ephemeral and "don't know the time zone" in reply.response.content
    content = reply.response.content
    # what was typed stays inside its inline code: no backtick of its own ends it early
    assert content.count("`") == t("notify.bad_zone", "en", zone="x").count("`") and len(content) < 400
    assert (await w.storage.prefs(w.alice.id)).time_zone in (None, "", "UTC")
    assert simcord_env.errors == [] and "/" + "usr" not in caplog.text


@pytest.mark.parametrize("typed, stored", [("europe/paris", "Europe/Paris"), (" +2 ", "+2"), ("-05:30", "-05:30"),
                                           ("+14", "+14"), ("UTC", "UTC")])
async def test_a_time_zone_is_kept_in_its_canonical_spelling(simcord_env, typed, stored):
    w = World(simcord_env)
    reply = await w.alice.slash(w.channel, "tzolkin notify", time_zone=typed)
    assert "don't know" not in reply.response.content
    assert (await w.storage.prefs(w.alice.id)).time_zone == stored


async def test_seat_autocomplete_names_bots_with_their_level_in_the_readers_language(simcord_env):
    from types import SimpleNamespace

    from cogs.seats import seat_choices
    w = World(simcord_env)
    await w.start(w.alice, bots=1)
    guild = w.bot.get_guild(w.guild.id)  # as discord.py hands it to the autocomplete
    interaction = SimpleNamespace(client=w.bot, guild=guild, channel_id=w.channel.id, locale="fr",
                                  user=SimpleNamespace(id=w.bob.id))
    choices = await seat_choices(interaction, "")
    assert [c.name for c in choices] == ["1. alice", "2. Robot 1 (moyen)"] and choices[1].value == 2

