"""Tribes & Prophecies on Discord, through the simulated Discord (SimCord): the lobby's modules and
five seats, the tribe in the private starting choice, the calamity in the turn panel, the rules."""
import random

import pytest

from tzolkin import Config, Game

from helpers.discord_world import World, button_labels, components, option_values, play_until, select_action

pytestmark = pytest.mark.asyncio


def selects(message):
    return [c for c in components(message) if c["type"] == 3]


async def test_lobby_offers_the_modules_and_five_seats_with_quick_actions(simcord_env):
    w = World(simcord_env)
    await w.alice.slash(w.channel, "tzolkin new")
    lobby = w.channel.last_message
    assert "Quick actions: off" in button_labels(lobby)
    refused = await w.bob.click(lobby, label="Tribes: off")
    assert "Only" in refused.followups[0].content and refused.followups[0].ephemeral
    await w.alice.click(lobby, label="Quick actions: off")
    lobby = w.message(lobby.id)
    assert "Quick actions: on" in button_labels(lobby)
    fields = lobby.embeds[0].fields
    assert fields[0].name == "Seats (1/5)" and "Quick actions" in fields[1].value
    for member in (w.bob, w.carol, w.dan, w.mod):
        await member.click(lobby, label="Join")
    assert w.message(lobby.id).embeds[0].fields[0].name == "Seats (5/5)"
    # The lists of games count the seats of this lobby, not a base game's four.
    listed = await w.carol.slash(w.other, "tzolkin games")
    assert "lobby, 5/5 seated" in listed.response.embeds[0].description
    mine = await w.carol.slash(w.other, "tzolkin mygames")
    assert "lobby, 5/5 seated" in mine.response.embeds[0].description
    off = await w.alice.click(lobby, label="Quick actions: on")
    assert "Five players need the quick actions" in off.followups[0].content
    await w.alice.click(lobby, label="Prophecies: off")
    await w.alice.click(lobby, label="Start")
    row = await w.row()
    assert row.status == "secret" and row.config["modules"] == ["prophecies", "quick"] and len(row.seats) == 5
    assert "🟣" in w.last().content  # the fifth colour
    game = await w.game()
    assert game.state.n_players == 5 and game.state.quick_spaces == [None, None, None]


async def test_base_lobby_still_holds_four(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob, w.carol, w.dan)
    full = await w.mod.click(lobby, label="Join")
    assert "4 players at most" in full.followups[0].content
    await w.alice.click(lobby, label="Start")
    assert (await w.row()).config == {"players": 4, "names": ["alice", "bob", "carol", "dan"]}


async def test_private_starting_choice_includes_the_tribe(simcord_env):
    w = World(simcord_env)
    await w.alice.slash(w.channel, "tzolkin new")
    lobby = w.channel.last_message
    await w.bob.click(lobby, label="Join")
    await w.alice.click(lobby, label="Tribes: off")
    await w.alice.click(lobby, label="Start")
    announce = w.last()  # in the game's thread
    game = await w.game()
    panel = (await w.alice.click(announce, label="Choose my wealth tiles")).response
    assert "Your two tribes" in panel.content and "First pick your tribe" in panel.content
    assert option_values(panel) == [f"tribe:{t}" for t in game.state.tribes_dealt[0]]
    dealt = game.state.tribes_dealt[0]
    chosen = dealt[0] if dealt[0] != "ixtab" else dealt[1]
    panel = (await w.alice.select(panel, [f"tribe:{chosen}"], custom_id=selects(panel)[0]["custom_id"])).response
    assert "Your tribe" in panel.content and len(selects(panel)) == 2
    tiles = [v for v in option_values(panel) if v.startswith("keep:")]
    assert len(tiles) == 6
    panel = (await w.alice.select(panel, [tiles[0]], custom_id=selects(panel)[1]["custom_id"])).response
    assert "You keep" in panel.content and "Still choosing: bob" in panel.content
    assert "leads" not in w.last().content  # still secret
    bob = (await w.bob.click(announce, label="Choose my wealth tiles")).response
    bob = (await w.bob.select(bob, [option_values(bob)[1]], custom_id=selects(bob)[0]["custom_id"])).response
    await w.bob.select(bob, [[v for v in option_values(bob) if v.startswith(("keep", "discard"))][0]],
                       custom_id=selects(bob)[1]["custom_id"])
    texts = "\n".join(m.content for m in w.history())
    assert "Starting wealth revealed" in texts and "leads the" in texts
    game = await w.game()
    assert game.state.players[0].tribe == chosen and game.state.players[1].tribe == game.state.tribes_dealt[1][1]
    assert game.state.phase == "play"


async def test_ixtab_discards_one_tile_and_keeps_three(simcord_env):
    w = World(simcord_env)
    seed = next(s for s in range(500)
                if "ixtab" in Game(Config(players=2, modules=["tribes"]), s).state.tribes_dealt[0])
    w.bot.host.service.seed_source = lambda: seed
    await w.alice.slash(w.channel, "tzolkin new")
    lobby = w.channel.last_message
    await w.add_bot(w.alice, lobby, "normal")
    await w.alice.click(lobby, label="Tribes: off")
    await w.alice.click(lobby, label="Start")
    announce = w.last()  # in the game's thread
    panel = (await w.alice.click(announce, label="Choose my wealth tiles")).response
    panel = (await w.alice.select(panel, ["tribe:ixtab"], custom_id=selects(panel)[0]["custom_id"])).response
    assert "Ixtab keeps three" in panel.content
    discards = [v for v in option_values(panel) if v.startswith("discard:")]
    assert len(discards) == 4
    await w.alice.select(panel, [discards[0]], custom_id=selects(panel)[1]["custom_id"])
    game = await w.game()
    assert len(game.state.players[0].wealth) == 3
    assert game.current_player == 0 and game.state.stack[-1]["k"] == "down"
    panel = (await w.alice.click(await w.board(), label="Take my turn")).response
    assert "Ixtab: step down" in panel.content
    await select_action(w.alice, panel, "down:chaac")
    game = await w.game()
    assert game.state.players[0].temples[0] <= 0 and game.state.stack[-1]["k"] == "turn"


async def test_panel_explains_the_active_calamity(simcord_env):
    w = World(simcord_env)
    await w.alice.slash(w.channel, "tzolkin new")
    lobby = w.channel.last_message
    await w.add_bot(w.alice, lobby, "normal")
    await w.alice.click(lobby, label="Prophecies: off")
    await w.alice.click(lobby, label="Start")
    announce = w.last()  # in the game's thread
    panel = (await w.alice.click(announce, label="Choose my wealth tiles")).response
    await w.alice.select(panel, [option_values(panel)[0]])

    async def calamity_on_alice():
        game = await w.game()
        return game.state.prophecy is not None and game.current_player == 0

    await play_until(w, w.alice, random.Random(5), calamity_on_alice)
    game = await w.game()
    panel = await w.panel(w.alice)
    from tzolkin import data as D
    name = D.PROPHECIES[game.state.prophecy][0]
    assert f"**{name}**" in panel.content and "⚠️" in panel.content
    me = await w.alice.slash(w.channel, "tzolkin me")
    sheet = me.response.content + "".join(str(e.description) for e in me.response.embeds)
    assert "Calamity now" in sheet


async def test_rules_cover_the_expansion(simcord_env):
    w = World(simcord_env)
    for topic, words in (("expansion", "five"), ("tribes", "Ixtab"), ("prophecies", "calamity"),
                         ("quick", "quick-action board"), ("newbuildings", "renovation")):
        reply = await w.carol.slash(w.channel, "tzolkin rules", topic=topic)
        assert words in reply.response.embeds[0].description, topic


async def test_a_seat_handed_to_a_bot_mid_choice_gets_a_whole_choice(simcord_env):
    # Bob has picked his tribe but no tiles yet: the bot completes his choice, and the others' reminders
    # and waiting lists count only whole choices (a tribe and the tiles).
    w = World(simcord_env)
    await w.alice.slash(w.channel, "tzolkin new")
    lobby = w.channel.last_message
    await w.bob.click(lobby, label="Join")
    await w.alice.click(lobby, label="Tribes: off")
    await w.alice.click(lobby, label="Start")
    announce = w.last()  # in the game's thread
    bob = (await w.bob.click(announce, label="Choose my wealth tiles")).response
    await w.bob.select(bob, [option_values(bob)[0]], custom_id=selects(bob)[0]["custom_id"])
    assert "<@" + str(w.bob.id) + ">" in w.message(announce.id).content  # still waiting for bob's tiles
    await w.mod.slash(w.channel, "tzolkin handover", member=w.bob)
    row = await w.storage.get_game(1)
    assert row.status == "secret" and row.seats[1].is_bot
    alice = (await w.alice.click(announce, label="Choose my wealth tiles")).response
    alice = (await w.alice.select(alice, [option_values(alice)[0]], custom_id=selects(alice)[0]["custom_id"])).response
    await w.alice.select(alice, [option_values(alice)[2]], custom_id=selects(alice)[1]["custom_id"])
    game = await w.game()
    assert game.state.phase == "play" and all(p.tribe for p in game.state.players)
    assert game.state.players[1].tribe == option_values(bob)[0].split(":")[1]


@pytest.mark.parametrize("pictures", [None])  # the real images package, as the bot uses it
async def test_an_expansion_game_shows_the_phone_pictures_with_what_the_expansion_adds(simcord_env):
    # The phone pictures draw the tribes, the quick action and the prophecies too, so an expansion
    # game gets them like a base game; /tzolkin settings layout: brings back the whole board.
    w = World(simcord_env)
    await w.alice.slash(w.channel, "tzolkin new")
    lobby = w.last()
    await w.bob.click(lobby, label="Join")
    await w.alice.click(lobby, label="Prophecies: off")
    await w.alice.click(lobby, label="Start")
    announce = w.last()
    for member in (w.alice, w.bob):
        panel = (await member.click(announce, label="Choose my wealth tiles")).response
        await member.select(panel, [option_values(panel)[0]])
    board = await w.board()
    assert [a.filename for a in board.attachments] == ["board-1.png", "board-2.png"]
    shown = await w.alice.slash(w.channel, "tzolkin settings")
    assert "for phones" in shown.response.content
    await w.alice.slash(w.channel, "tzolkin settings", layout="classic")
    shown = await w.alice.slash(w.channel, "tzolkin settings")
    assert "of the whole board" in shown.response.content
