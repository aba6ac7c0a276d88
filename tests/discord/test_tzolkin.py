"""Tzolk'in through the simulated Discord: the lobby, the private choice of the starting wealth,
turns in the private panel (select, Undo, Confirm), stale panels and concurrent clicks, whole games
with a bot seat, a restart, admin-only commands, hand-overs, reminders, the close looks; and what the
Discord client does itself: pictures or the text board, commands synced by the owner only, pings,
shards."""
import random
import re

import pytest

from bot import Settings, create_bot
from helpers.discord_world import (SEED, FakePictures, World, button_labels, hold_lock_while, labels, make_bot,
                                   option_values, pick, play_until, select_action, whose_turn)
from tzolkin import Game

pytestmark = pytest.mark.asyncio


# --- lobby -----------------------------------------------------------------------------------

async def test_lobby_join_leave_bots_and_start(simcord_env):
    w = World(simcord_env)
    result = await w.alice.slash(w.channel, "tzolkin new")
    assert result.ephemeral
    lobby = w.last()
    assert button_labels(lobby) == ["Join", "Leave", "Remove a bot", "Hints: allowed", "Start", "Tribes: off",
                                    "Prophecies: off", "Quick actions: off", "New buildings: off"]
    await w.bob.click(lobby, label="Join")
    again = await w.bob.click(lobby, label="Join")
    assert "already seated" in again.followups[0].content
    refused = await w.add_bot(w.bob, lobby, "normal")
    assert "Only" in refused.followups[0].content and refused.followups[0].ephemeral
    await w.add_bot(w.alice, lobby, "normal")
    await w.carol.click(lobby, label="Join")
    full = await w.dan.click(lobby, label="Join")
    assert "full" in full.followups[0].content
    await w.carol.click(lobby, label="Leave")
    seats = w.message(lobby.id).embeds[0].fields[0]
    assert seats.name == "Seats (3/4)" and "Bot 1 (🤖 normal bot)" in seats.value and str(w.carol.id) not in seats.value
    early = await w.bob.click(lobby, label="Start")
    assert "who opened the lobby" in early.followups[0].content
    busy = await w.carol.slash(w.channel, "tzolkin new")
    assert "already has a Tzolk'in game" in busy.response.content and busy.ephemeral
    await w.alice.click(lobby, label="Start")
    assert button_labels(w.message(lobby.id)) == []  # the lobby closed
    announce = w.last()
    assert "The game begins" in announce.content and button_labels(announce) == ["Choose my wealth tiles"]
    late = await w.carol.click(lobby, label="Join") if button_labels(w.message(lobby.id)) else None
    assert late is None
    row = await w.row()
    assert row.status == "secret" and [s.name for s in row.seats] == ["alice", "bob", "Bot 1"]


async def test_start_needs_two_players_and_a_lobby(simcord_env):
    w = World(simcord_env)
    nothing = await w.alice.slash(w.channel, "tzolkin start")
    assert "no Tzolk'in game" in nothing.response.content
    await w.alice.slash(w.channel, "tzolkin new")
    alone = await w.alice.slash(w.channel, "tzolkin start")
    assert "at least 2 players" in alone.response.content
    lobby = w.last()
    await w.bob.click(lobby, label="Join")
    await w.alice.slash(w.channel, "tzolkin start")
    assert (await w.row()).status == "secret"
    twice = await w.alice.slash(w.channel, "tzolkin start")
    assert "already started" in twice.response.content


# --- starting wealth -----------------------------------------------------------------------------

async def test_wealth_choices_are_private_then_revealed_together(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob)
    await w.alice.click(lobby, label="Start")
    announce = w.last()
    outsider = await w.carol.click(announce, label="Choose my wealth tiles")
    assert "aren't playing" in outsider.response.content
    panel = (await w.alice.click(announce, label="Choose my wealth tiles")).response
    assert panel.ephemeral and len(option_values(panel)) == 6
    first, second = option_values(panel)[0], option_values(panel)[-1]
    await w.alice.select(panel, [first])
    changed = await w.alice.select(panel, [second])  # may change her mind before the reveal
    assert "You keep" in changed.response.content and "bob" in changed.response.content
    before = len(w.history())
    assert "revealed" not in w.last().content  # nothing public about her tiles
    not_yet = await w.alice.click(announce, label="Choose my wealth tiles")
    assert "You keep" in not_yet.response.content
    early = await w.alice.slash(w.channel, "tzolkin me")
    assert "starting wealth" in early.response.content
    bob_panel = (await w.bob.click(announce, label="Choose my wealth tiles")).response
    await w.bob.select(bob_panel, [option_values(bob_panel)[0]])
    texts = [m.content for m in w.history()[before:]]
    assert any("Starting wealth revealed" in x for x in texts)
    reveal = next(x for x in texts if "revealed" in x)
    assert "alice" in reveal and "bob" in reveal
    game = await w.game()
    _, a, b = second.split(":")
    assert game.state.players[0].wealth == [int(a), int(b)]
    assert button_labels(w.message(announce.id)) == []  # the wealth button is gone
    board = await w.board()
    assert "it's your turn" in board.content and button_labels(board) == ["Take my turn", "My resources"]
    assert board.embeds[0].image.url.startswith("attachment://") and board.attachments


async def test_concurrent_last_wealth_choices_reveal_once(simcord_env):
    """Two players choose at the same moment: the per-game lock makes one reveal."""
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob)
    await w.alice.click(lobby, label="Start")
    announce = w.last()
    panels = [(await m.click(announce, label="Choose my wealth tiles")).response for m in (w.alice, w.bob)]
    gate = hold_lock_while(simcord_env, w)
    await w.alice.select(panels[0], [option_values(panels[0])[0]])  # holds the lock, mid-write
    await w.bob.select(panels[1], [option_values(panels[1])[0]])  # waits for the lock
    gate.set()
    await simcord_env.settle()
    texts = [m.content for m in w.history()]
    assert sum("Starting wealth revealed" in x for x in texts) == 1
    assert [str(a) for a in (await w.game()).actions][:2] and len((await w.game()).actions) >= 2
    assert (await w.row()).status == "playing"



async def test_a_turn_through_select_and_confirm(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    other = w.bob if first is w.alice else w.alice
    board = await w.board()
    assert f"<@{first.id}>" in board.content
    panel = await w.panel(first)
    assert panel.ephemeral and "Your turn" in panel.content and "Now:" in panel.content
    assert "Confirm turn" not in labels(panel)  # nothing placed yet: nothing to confirm
    result = await select_action(first, panel, "place:")
    panel = result.response
    assert "So far this turn" in panel.content and "Place a worker" in panel.content
    assert {"Undo", "Confirm turn"} <= set(labels(panel))
    count = len((await w.game()).actions)
    before = len(w.history())
    done = await first.click(panel, label="Confirm turn")
    assert "Turn confirmed" in done.response.content and labels(done.response) == []
    new = w.history()[before:]
    line = new[0].content
    assert "Place a worker" in line and ("alice" in line or "bob" in line)
    assert button_labels(w.message(board.id)) == []  # the old board lost its buttons
    board2 = await w.board()
    assert board2.id != board.id and f"<@{other.id}>" in board2.content
    assert len((await w.game()).actions) == count + 1
    log = await first.slash(w.channel, "tzolkin log")
    assert "Place a worker" in log.response.embeds[0].description


async def test_undo_goes_back_within_the_turn(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    panel = await w.panel(first)
    start_corn = (await w.game()).state.players[(await w.game()).current_player].corn
    panel = (await select_action(first, panel, "place:")).response
    panel = (await select_action(first, panel, "place:")).response
    assert panel.content.count("• Place") == 2
    panel = (await first.click(panel, label="Undo")).response
    assert panel.content.count("• Place") == 1
    panel = (await first.click(panel, label="Undo")).response
    assert "Nothing yet this turn" in panel.content and "Undo" not in labels(panel)
    game = await w.game()
    assert game.turn_actions() == [] and game.state.players[game.current_player].corn == start_corn


async def test_only_the_player_on_turn_acts_and_anyone_may_look(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    other = w.bob if first is w.alice else w.alice
    board = await w.board()
    wrong = await other.click(board, label="Take my turn")
    assert wrong.ephemeral and "not yours" in wrong.response.content
    outsider = await w.carol.click(board, label="Take my turn")
    assert "aren't playing" in outsider.response.content
    look = await w.carol.slash(w.channel, "tzolkin board")
    assert look.ephemeral and look.response.embeds[0].title.startswith("Tzolk'in: day 1")
    mine = await other.click(board, label="My resources")
    assert mine.ephemeral and "corn" in mine.response.embeds[0].description
    assert "What you can afford" in mine.response.embeds[0].description
    sheet = await w.carol.slash(w.channel, "tzolkin player", member=first)
    assert "Workers" in sheet.response.embeds[0].description
    nobody = await w.carol.slash(w.channel, "tzolkin me")
    assert "aren't playing" in nobody.response.content
    elsewhere = await w.alice.slash(w.other, "tzolkin board")
    assert "no Tzolk'in game in this channel" in elsewhere.response.content
    games = await w.carol.slash(w.other, "tzolkin games")
    assert f"<#{w.thread.id}>" in games.response.embeds[0].description  # the game's thread
    rules = await w.carol.slash(w.channel, "tzolkin rules", topic="placing")
    assert "lowest free space" in rules.response.embeds[0].description
    assert len((await w.game()).actions) == 2  # only the two wealth choices


async def test_stale_panel_and_double_click_change_nothing(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    panel_a = await w.panel(first)
    panel_b = await w.panel(first)  # a second panel for the same moment (same ids as a double click)
    panel_a = (await select_action(first, panel_a, "place:")).response
    count = len((await w.game()).actions)
    stale = await select_action(first, panel_b, "place:")
    assert "out of date" in stale.response.content and "So far this turn" in stale.response.content
    assert len((await w.game()).actions) == count
    panel_c = (await first.click(panel_a, label="Undo")).response  # a third view of the same turn
    assert "Nothing yet" in panel_c.content
    panel_a = (await select_action(first, panel_c, "place:")).response
    twin = (await w.panel(first))  # same revision as panel_a: two Confirm buttons, one turn
    await first.click(panel_a, label="Confirm turn")
    boards = [m for m in w.history() if "Take my turn" in button_labels(m)]
    count = len((await w.game()).actions)
    second = await first.click(twin, label="Confirm turn")
    assert "Turn confirmed" in second.response.content and labels(second.response) == []
    assert len((await w.game()).actions) == count
    assert [m for m in w.history() if "Take my turn" in button_labels(m)] == boards
    old_board = w.history()[-1]
    assert old_board.id == boards[-1].id


async def test_concurrent_clicks_apply_one_move(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    panel_a = await w.panel(first)
    panel_b = await w.panel(first)
    count = len((await w.game()).actions)
    gate = hold_lock_while(simcord_env, w)
    value = next(v for v in option_values(panel_a) if v.startswith("place:"))
    await first.select(panel_a, [value])  # paused mid-write, holding the lock
    await first.select(panel_b, [value])  # arrives meanwhile
    gate.set()
    await simcord_env.settle()
    game = await w.game()
    assert len(game.actions) == count + 1 and game.turn_actions() == [value]
    contents = [(await simcord_env_message(simcord_env, p)).content for p in (panel_a, panel_b)]
    assert sum("out of date" in c for c in contents) == 1


async def simcord_env_message(env, response):
    return env.backend.get_message(response.channel_id, response.id)


# --- a whole game, restarts -------------------------------------------------------------------------



async def test_complete_two_player_game_with_a_bot_seat(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, bots=1)
    rng = random.Random(3)

    async def over():
        return (await w.storage.get_game(1)).status == "over"

    await play_until(w, w.alice, rng, over)
    row = await w.storage.get_game(1)
    game = await w.game()
    assert row.status == "over" and game.is_over
    history = w.history()
    texts = "\n".join(m.content for m in history)
    assert "🤖" in texts and "Food day" in texts and "Temple points" in texts and "Age II begins" in texts
    assert "The game is over" in texts
    final = next(m for m in reversed(history) if m.embeds and m.embeds[0].title == "Final scores")
    assert final.embeds[0].title == "Final scores" and final.attachments
    assert "Winner" in final.embeds[0].description or "Shared victory" in final.embeds[0].description
    assert all(button_labels(m) == [] for m in history if m.embeds and m.embeds[0].title.startswith("Tzolk'in: day"))
    assert Game.from_record(await w.storage.record(1)).state.final == game.state.final
    assert "scoreboard" in w.bot.pictures.drawn
    log = await w.bob.slash(w.channel, "tzolkin log")  # the finished game can still be looked at
    assert "The game is over" in log.response.embeds[0].description
    look = await w.bob.slash(w.channel, "tzolkin board")
    assert look.response.embeds[0].title == "Tzolk'in: day 27 of 27"
    again = await w.alice.slash(w.channel, "tzolkin new")  # and the channel is free for a new one
    assert again.response.content == "Lobby opened."


async def test_restart_in_the_middle_of_a_game(simcord_env, db):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    other = w.bob if first is w.alice else w.alice
    board = await w.board()
    panel = await w.panel(first)
    panel = (await select_action(first, panel, "place:")).response
    before = (await w.game()).record()
    old_bot = simcord_env.bot
    await simcord_env.restart_bot(make_bot(db))
    await old_bot.storage.close()
    assert simcord_env.bot is not old_bot and (await w.game()).record() == before
    wrong = await other.click(board, label="Take my turn")  # the old board still answers
    assert "not yours" in wrong.response.content
    done = await first.click(panel, label="Confirm turn")  # the panel opened before the restart
    assert "Turn confirmed" in done.response.content
    assert button_labels(w.message(board.id)) == []
    panel = await w.panel(other)
    assert "Your turn" in panel.content
    panel = (await select_action(other, panel, "place:")).response
    assert "So far this turn" in panel.content


# --- absent players, admins, reminders ----------------------------------------------------------------

async def test_admin_only_commands_are_refused_to_members(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    refused = await w.bob.slash(w.channel, "tzolkin abandon")
    assert "manage this channel" in refused.response.content and refused.ephemeral
    assert (await w.row()).status == "playing"
    board = await w.board()
    ok = await w.mod.slash(w.channel, "tzolkin abandon")
    assert ok.ephemeral
    row = await w.storage.get_game(1)
    assert row.status == "abandoned"
    assert "abandoned by" in w.last().content
    assert button_labels(w.message(board.id)) == []
    assert "no Tzolk'in game" in (await w.alice.slash(w.channel, "tzolkin play")).response.content
    fresh = await w.bob.slash(w.channel, "tzolkin new")  # the channel is free again
    assert fresh.response.content == "Lobby opened."


async def test_an_absent_player_is_handed_to_a_bot_by_vote(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob, w.carol)
    absent = await whose_turn(w)
    voters = [m for m in (w.alice, w.bob, w.carol) if m is not absent]
    self_vote = await absent.slash(w.channel, "tzolkin handover", member=absent)
    assert "can't vote to replace yourself" in self_vote.response.content
    outsider = await w.dan.slash(w.channel, "tzolkin handover", member=absent)
    assert "Only the other players" in outsider.response.content
    first = await voters[0].slash(w.channel, "tzolkin handover", member=absent)
    assert "1 of 2" in first.response.content
    assert (await w.storage.get_game(1)).human_seat(absent.id) is not None
    await voters[1].slash(w.channel, "tzolkin handover", member=absent)
    row = await w.storage.get_game(1)
    assert row.human_seat(absent.id) is None and row.seat_of(absent.id).is_bot
    texts = "\n".join(m.content for m in w.history())
    assert "A normal bot now plays for" in texts
    game = await w.game()
    assert not row.seats[game.current_player].is_bot  # the bot played its turn at once
    late = await absent.click(await w.board(), label="Take my turn")
    assert "bot is playing your seat" in late.response.content or "not yours" in late.response.content


async def test_an_admin_hands_a_seat_to_a_bot_during_the_wealth_choice(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob)
    await w.alice.click(lobby, label="Start")
    announce = w.last()
    panel = (await w.alice.click(announce, label="Choose my wealth tiles")).response
    await w.alice.select(panel, [option_values(panel)[0]])
    await w.mod.slash(w.channel, "tzolkin handover", member=w.bob)
    row = await w.storage.get_game(1)
    assert row.status == "playing" and row.seats[1].is_bot
    assert any("Starting wealth revealed" in m.content for m in w.history())


async def test_the_player_on_turn_is_reminded_once_per_delay(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    refused = await w.dan.slash(w.channel, "tzolkin reminder", hours=1)
    assert "Only the players" in refused.response.content
    await w.alice.slash(w.channel, "tzolkin reminder", hours=1)

    def reminders():
        return [m for m in w.history() if m.content.startswith("⏰")]

    await simcord_env.advance_time(3000)
    assert reminders() == []
    await simcord_env.advance_time(900)
    assert len(reminders()) == 1 and f"<@{first.id}>" in reminders()[0].content
    await simcord_env.advance_time(1800)
    assert len(reminders()) == 1  # not again before another hour
    await simcord_env.advance_time(2400)
    assert len(reminders()) == 2


async def test_wealth_reminder_names_who_has_not_chosen(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob)
    await w.alice.click(lobby, label="Start")
    panel = (await w.alice.click(w.last(), label="Choose my wealth tiles")).response
    await w.alice.select(panel, [option_values(panel)[0]])
    await w.alice.slash(w.channel, "tzolkin reminder", hours=1)
    await simcord_env.advance_time(3600 + 300)
    reminder = [m for m in w.history() if m.content.startswith("⏰")]
    assert len(reminder) == 1 and f"<@{w.bob.id}>" in reminder[0].content and str(w.alice.id) not in reminder[0].content


# --- pictures, settings -----------------------------------------------------------------------------------

@pytest.mark.parametrize("pictures", [object()])  # a renderer module without any picture function
async def test_text_board_when_pictures_are_missing(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    board = await w.board()
    assert not board.attachments and "Palenque" in board.embeds[0].description


class BrokenImages:
    @staticmethod
    def board_png(state):
        raise RuntimeError("renderer bug")


@pytest.mark.parametrize("pictures", [BrokenImages])
async def test_a_failing_renderer_falls_back_to_text(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    assert "Palenque" in (await w.board()).embeds[0].description


@pytest.mark.parametrize("pictures", [None])  # the real images package, as the bot uses it
async def test_real_pictures_when_the_images_package_offers_them(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    board = await w.board()
    try:
        from images.tzolkin import board_png  # noqa: F401
    except ImportError:  # before the pictures exist the bot still shows the text board
        assert "Palenque" in board.embeds[0].description
        return
    assert [a.filename for a in board.attachments] == ["board-1.png", "board-2.png"]  # the phone layout
    assert [e.image.url for e in board.embeds] == ["attachment://board-1.png", "attachment://board-2.png"]
    assert (await board.attachments[0].read())[:8] == b"\x89PNG\r\n\x1a\n"
    first = await whose_turn(w)
    mine = await first.slash(w.channel, "tzolkin me")
    assert mine.response.attachments and mine.response.attachments[0].filename == "player.png"
    zoom = await w.carol.slash(w.channel, "tzolkin gear", gear="chichen")  # anyone may look
    assert zoom.response.ephemeral and zoom.response.attachments[0].filename == "gear.png"
    assert zoom.response.embeds[0].title == "Chichen Itza, day 1"


async def test_gear_close_up_needs_a_started_game(simcord_env):
    w = World(simcord_env)
    nothing = await w.alice.slash(w.channel, "tzolkin gear", gear="tikal")
    assert "no Tzolk'in game" in nothing.response.content
    await w.lobby(w.alice, w.bob)
    lobby = await w.alice.slash(w.channel, "tzolkin gear", gear="tikal")
    assert "still in its lobby" in lobby.response.content
    await w.alice.click(w.history()[0], label="Start")
    zoom = await w.bob.slash(w.channel, "tzolkin gear", gear="tikal")
    assert zoom.response.embeds[0].title == "Tikal, day 1" and "gear:tikal" in w.bot.pictures.drawn


async def test_commands_are_synced_only_by_the_owner(simcord_env):
    w = World(simcord_env)
    w.bot.owner_id = w.alice.id
    mention = f"<@{w.bot.user.id}>"
    await w.bob.send(w.channel, f"{mention} sync guild")
    assert w.last().author.id == w.bob.id  # a member gets no answer
    from discord.ext.commands import NotOwner
    assert [type(e) for e in simcord_env.errors] == [NotOwner]  # refused by the owner check
    await w.alice.send(w.channel, f"{mention} sync guild")
    reply = w.last()
    assert reply.author.id == w.bot.user.id and "to this server" in reply.content
    assert "tzolkin new" in w.bob.available_commands(w.channel)


# --- names and mentions -------------------------------------------------------------------------------------

def pinged(env, channel):
    """{message id: (users pinged, @everyone)} of every public message in the channel and its threads."""
    out = {}
    for where, m in [(ch, m) for ch in (channel, *channel.threads) for m in ch.history()]:
        stored = env.backend.get_message(where.id, m.id)
        if not stored.is_ephemeral:
            text = stored.content + "".join(f"\n{e.get('title', '')}\n{e.get('description', '')}"
                                            for e in stored.embeds)
            out[m.id] = (set(stored.ping_user_ids), stored.mention_everyone, text)
    return out


async def test_a_nickname_never_pings_anyone_and_pings_reach_exactly_the_players_meant(simcord_env):
    w = World(simcord_env)
    eve = w.guild.add_member(simcord_env.create_user("eve"), nick=f"<@{w.dan.id}>")
    mallory = w.guild.add_member(simcord_env.create_user("mallory"), nick="@here [x](http://e.co)")
    players = (w.alice, eve, mallory)
    lobby = await w.lobby(w.alice, eve, mallory)
    await w.alice.click(lobby, label="Start")
    announce = next(m for m in w.history() if "Choose my wealth tiles" in button_labels(m))
    for member in players:
        result = await member.click(announce, label="Choose my wealth tiles")
        await member.select(result.response, [option_values(result.response)[0]])
    rng = random.Random(5)
    for _ in range(30):  # a few turns: public lines, boards, pings of the player on turn
        member = players[(await w.game()).current_player]
        panel = await w.panel(member)
        await pick(member, panel, rng)
    await w.alice.slash(w.channel, "tzolkin reminder", hours=1)
    await simcord_env.advance_time(3600 + 300)
    seen = pinged(simcord_env, w.channel)
    assert any(users for users, _, _ in seen.values())  # the players on turn were pinged
    for users, everyone, content in seen.values():
        assert users <= {m.id for m in players} and not everyone, content
        assert f"<@{w.dan.id}>" not in content and not re.search(r"(?<!\\)\[x\]\(", content), repr(content)
    shown = "\n".join(content for _, _, content in seen.values())
    assert f"<\u200b@\u200b{w.dan.id}>" in shown and "@\u200bhere \\[x]\\(http:\u200b//e.co)" in shown
    on_turn = players[(await w.game()).current_player].id
    reminders = [users for users, _, content in seen.values() if content.startswith("⏰")]
    assert reminders == [{on_turn}] and seen[(await w.board()).id][0] == {on_turn}  # exactly the player on turn


@pytest.mark.parametrize("shards", [(2, None), (3, [0, 2])])
async def test_a_sharded_bot_runs_its_shards(db, shards):
    import simcord
    count, ids = shards
    from table.thinking import Thinker
    bot = create_bot(Settings(database=str(db), sync="global", shard_count=count, shard_ids=ids),
                     pictures=FakePictures(), seed_source=lambda: SEED, thinker=Thinker("thread", 2))
    env = simcord.Env(bot)
    await env.start()
    try:
        assert bot.shard_count == count and sorted(bot.shards) == (ids or list(range(count)))
        w = World(env)
        await w.start(w.alice, w.bob)
        assert (await w.row()).status == "playing" and (await w.board()).content
    finally:
        await env.shutdown()
        await bot.storage.close()
