"""A community's memory through the simulated Discord: my games across servers and in a
direct message, the log round by round, results and ratings of a finished game, the
leaderboard, stats, history, export and replay."""
import json
import random

import pytest

from ratings import ranked
from ratings.results import ResultStore
from helpers.discord_world import World, option_values, play_until, select_action, whose_turn
from tzolkin import Game
from tzolkin.__main__ import main as tzolkin_main

pytestmark = pytest.mark.asyncio


def disabled(message, label):
    """Whether the button with this label is disabled (components of an interaction response)."""
    found = [c for row in message.components for c in row["components"] if c.get("label") == label]
    assert len(found) == 1, found
    return bool(found[0].get("disabled"))


async def start_in(channel, creator, *joiners):
    """A lobby in any channel (the World helpers use the first server's), started, wealth chosen."""
    await creator.slash(channel, "tzolkin new")
    lobby = channel.last_message
    for member in joiners:
        await member.click(lobby, label="Join")
    await creator.click(lobby, label="Start")
    announce = channel.threads[-1].last_message if channel.threads else channel.last_message  # the game's thread
    for member in (creator, *joiners):
        result = await member.click(announce, label="Choose my wealth tiles")
        await member.select(result.response, [option_values(result.response)[0]])


# --- my games ---------------------------------------------------------------------------------------

async def test_mygames_across_two_servers_and_in_a_direct_message(simcord_env):
    w = World(simcord_env)
    await start_in(w.channel, w.alice, w.bob)  # game 1, first server
    other = simcord_env.create_guild("Second Server")
    hall = other.create_text_channel("hall")
    alice2, bob2 = other.add_member(w.alice.user), other.add_member(w.bob.user)
    await start_in(hall, bob2, alice2)  # game 2, second server
    await bob2.slash(other.create_text_channel("lounge"), "tzolkin new")  # game 3: a lobby without alice
    rows = [await w.storage.get_game(i) for i in (1, 2)]
    games = [Game.from_record(await w.storage.record(r.id)) for r in rows]
    alice_on_turn = [r.seats[g.current_player].user_id == w.alice.id for r, g in zip(rows, games, strict=True)]

    found = await w.alice.slash(w.other, "tzolkin mygames")
    assert found.ephemeral
    text = found.response.embeds[0].description
    assert "Test Guild" in text and "Second Server" in text and f"<#{rows[1].channel_id}>" in text  # its thread
    assert "lounge" not in text and text.count("\n") >= 2
    waiting, _, others = text.partition("Waiting on others")
    for row, mine in zip(rows, alice_on_turn, strict=True):
        link = f"https://discord.com/channels/{row.guild_id}/{row.channel_id}/{row.board_message_id}"
        assert link in (waiting if mine else others)
    assert ("your turn" in waiting) == any(alice_on_turn)

    dm = await w.alice.user.slash("tzolkin mygames")  # a direct message with the bot
    assert dm.response.embeds[0].description == text
    nothing = await w.dan.user.slash("tzolkin mygames")
    assert "aren't seated" in nothing.response.content
    for command, options in (("tzolkin board", {}), ("tzolkin stats", {}), ("tzolkin player", {"member": w.bob.user})):
        refused = await w.alice.user.slash(command, **options)
        assert "not in direct messages" in refused.response.content, command
    # `player` names a user (members who left the server too), so nothing fails before the answer above
    assert simcord_env.errors == []


async def test_mygames_puts_the_wealth_choice_first(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob)
    await w.alice.click(lobby, label="Start")
    panel = (await w.alice.click(w.last(), label="Choose my wealth tiles")).response
    await w.alice.select(panel, [option_values(panel)[0]])
    alice = (await w.alice.slash(w.channel, "tzolkin mygames")).response.embeds[0].description
    bob = (await w.bob.slash(w.channel, "tzolkin mygames")).response.embeds[0].description
    assert "Waiting on others" in alice and "others are choosing" in alice
    assert bob.startswith("**Waiting on you:**") and "choose your starting wealth" in bob


# --- the log, round by round ----------------------------------------------------------------------------

async def test_the_log_hides_a_turn_until_it_is_confirmed(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    other = w.bob if first is w.alice else w.alice
    panel = (await select_action(first, await w.panel(first), "place:")).response
    log = (await other.slash(w.channel, "tzolkin log")).response.embeds[0]
    assert "Starting wealth revealed" in log.description and "Place a worker" not in log.description
    assert log.title.startswith("Game #1 · day 1 of 27") and log.footer.text.startswith("Round 1 of 1")
    await first.click(panel, label="Confirm turn")
    log = (await other.slash(w.channel, "tzolkin log")).response.embeds[0]
    assert "Place a worker" in log.description


# --- a whole game: results, ratings, history, export --------------------------------------------------------

async def test_a_finished_game_joins_the_servers_memory(simcord_env, tmp_path, capsys):
    w = World(simcord_env)
    await w.start(w.alice, bots=1)
    rng = random.Random(4)

    async def over():
        return (await w.storage.get_game(1)).status == "over"

    await play_until(w, w.alice, rng, over)
    game = await w.game()
    results = ResultStore(w.storage)
    result = await results.game_result(1)  # recorded as the game ended
    # the lobby adds normal bots
    assert result is not None and [s.player for s in result.seats] == [f"user:{w.alice.id}", "bot:normal"]
    alice_won = result.seats[0].place == 1
    told = [m.content for m in w.history() if m.content.startswith("📈")]
    assert len(told) == 1 and f"<@{w.alice.id}>: 0.0 → " in told[0] and "🤖 normal bot: 0.0 → " in told[0]
    assert w.history()[-2].embeds[0].title == "Final scores"  # right after the final scores

    board = (await w.bob.slash(w.channel, "tzolkin leaderboard")).response.embeds[0]
    lines = board.description.splitlines()
    assert len(lines) == 2 and any(f"<@{w.alice.id}>" in x for x in lines) and any("🤖 normal bot" in x for x in lines)
    assert (f"<@{w.alice.id}>" in lines[0]) == alice_won  # one game, same uncertainty: the winner is first
    assert "1 game, 1 win" in lines[0]

    stats = (await w.bob.slash(w.channel, "tzolkin stats", member=w.alice)).response.embeds[0]
    assert stats.title == "Tzolk'in: alice"
    # The sources line shows where points were gained; a player who gained none has no such line.
    gained = any(n > 0 for src, n in result.seats[0].sources.items() if src != "hunger")
    assert "**1** game ·" in stats.description and ("Where the points came from" in stats.description) == gained
    assert gained  # this deal and these random clicks score some points
    assert "Best game:" in stats.description and "game #1" in stats.description
    rating = next(r for k, r in ranked(await results.ratings(w.guild.id)) if k == f"user:{w.alice.id}")
    assert f"Rating **{rating.ordinal:.1f}** (σ {rating.sigma:.1f})" in stats.description  # as the leaderboard
    assert f"Normal {int(alice_won)}–{int(not alice_won)}" in stats.description
    mine = await w.bob.slash(w.channel, "tzolkin stats")
    assert "no finished game" in mine.response.content

    listed = (await w.bob.slash(w.other, "tzolkin history")).response.embeds[0]
    assert listed.description.startswith("#1 · ") and "🏆" in listed.description
    again = (await w.bob.slash(w.other, "tzolkin history", game=1)).response
    assert [e.title for e in again.embeds] == ["Game #1: final board", "Final scores"]
    assert {a.filename for a in again.attachments} == {"board.png", "scores.png"}
    assert "Ratings:" in again.embeds[0].description and "→" in again.embeds[0].description
    assert "no finished game #9" in (await w.bob.slash(w.other, "tzolkin history", game=9)).response.content

    log = (await w.bob.slash(w.other, "tzolkin log", game=1)).response
    pages = int(log.embeds[0].footer.text.split(" of ")[1].split(" ")[0])
    assert pages >= 20 and "The game is over" in log.embeds[0].description
    assert disabled(log, "Next ▶") and not disabled(log, "◀ Previous")
    back = (await w.bob.click(log, label="◀ Previous")).response
    assert back.embeds[0].footer.text.startswith(f"Round {pages - 1} of {pages}")
    first = (await w.bob.click(back, label="⏮")).response
    assert "Starting wealth revealed" in first.embeds[0].description and disabled(first, "⏮")
    food = (await w.bob.click(first, label="🌽 Next food day")).response
    assert "food day" in food.embeds[0].title and "Food day!" in food.embeds[0].description
    scoring = food
    while "scoring" not in scoring.embeds[0].title:
        scoring = (await w.bob.click(scoring, label="🌽 Next food day")).response
    assert "Temple points" in scoring.embeds[0].description

    exported = (await w.bob.slash(w.other, "tzolkin export", game=1)).response
    assert exported.attachments[0].filename == "tzolkin-game-1.json"
    record = json.loads(await exported.attachments[0].read())
    assert record == game.record()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    capsys.readouterr()
    assert tzolkin_main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == game.state.to_json()

    before = await results.all_ratings()
    for table in ("results", "ratings"):  # as if the end had been missed (a crash just before recording)
        await w.storage.db.execute(f"DELETE FROM {table}")
    await w.bob.slash(w.channel, "tzolkin leaderboard")  # caught up before reading
    assert await results.all_ratings() == before


async def test_running_and_abandoned_games_stay_out_of_the_results(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    running = await w.alice.slash(w.channel, "tzolkin export")
    assert "once the game is over" in running.response.content and not running.response.attachments
    await w.mod.slash(w.channel, "tzolkin abandon")
    exported = await w.alice.slash(w.channel, "tzolkin export")  # its record is no secret any more
    assert exported.response.attachments[0].filename == "tzolkin-game-1.json"
    assert "No rated games" in (await w.alice.slash(w.channel, "tzolkin leaderboard")).response.content
    assert "No finished games" in (await w.alice.slash(w.channel, "tzolkin history")).response.content
    assert "no finished game" in (await w.alice.slash(w.channel, "tzolkin stats")).response.content
    other = simcord_env.create_guild("Elsewhere")
    stranger = other.add_member(w.alice.user)
    far = await stranger.slash(other.create_text_channel("x"), "tzolkin export", game=1)
    assert "no game #1 in this server" in far.response.content  # another server's games stay theirs
