"""The toy game (tests/games/toy/) through the whole Discord flow, found by the registry on the
search path the test suite adds and nothing else: its own slash group (`/toy new`, ...),
the lobby with a bot seat, the secret choice with its button and menu, turns in the private panel
with a hint, the bot's turns, a seat the turn clock gives to a bot and its member takes back, the
end with the final scores and the ratings, the member-wide leaderboard and statistics of the toy,
its history, log and record. Its picture is drawn by name in the bot's picture pool. Nothing of
Tzolk'in shows anywhere."""
import json
import random

import pytest

from helpers.discord_world import World
from helpers.toy_discord import TOY, buttons, components, everything, play_out, secret_choice, texts

pytestmark = pytest.mark.asyncio

# Words of the first game that must never show in the toy's messages.
TZOLKIN_WORDS = ("Tzolk", "tzolkin", "corn", "wealth", "worker", "temple", "food day", "gear", "Tikal")


@pytest.fixture
def pictures():
    return None  # the real picture pool, in threads: the toy's picture is drawn by its name


def assert_toy_words(text):
    for word in TZOLKIN_WORDS:
        assert word not in text, (word, text)


async def test_the_toy_game_plays_through_discord_with_a_bot(simcord_env):
    w = World(simcord_env)
    w.here = w.guild.create_text_channel("take-away")
    rng = random.Random(3)
    await w.alice.slash(w.here, "toy new")
    lobby = everything(w, w.here)[-1]
    assert lobby.embeds[0].title == "Take-away: a new game is forming"
    assert [f.name for f in lobby.embeds[0].fields][:1] == ["Seats (1/2)"]  # no options: no switches
    menu = next(c for c in components(lobby) if c["type"] == 3)
    assert [o["value"] for o in menu["options"]] == ["easy"]  # the toy's one bot level
    await w.alice.select(lobby, ["easy"], custom_id=menu["custom_id"])
    await w.alice.click(next(m for m in everything(w, w.here) if m.id == lobby.id), label="Start")
    assert w.here.threads and w.here.threads[-1].name == "Take-away game #1"
    row = await w.storage.get_game(1)
    assert row.game == "toy" and row.status == "secret" and set(await w.storage.secret_choices(1)) == {1}
    chosen = await secret_choice(w, w.here, w.alice, "add:2")
    assert "Everyone has chosen" in chosen.response.content
    await simcord_env.settle()
    assert (await w.storage.get_game(1)).status == "playing"
    assert any("The secret choices are revealed!" in texts(m) for m in everything(w, w.here))

    # a hint, then the game to its end with the bot
    board = next(m for m in reversed(everything(w, w.here)) if "Take my turn" in texts(m))
    assert board.attachments and board.attachments[0].filename.endswith(".png")  # the toy's own picture
    assert "stones in the pile" in board.embeds[0].description
    game = TOY.rules.from_record(await w.storage.record(1))
    if game.current_player == 0:
        panel = (await w.alice.click(board, label="Take my turn")).response
        hint = await w.alice.click(panel, label="Hint")
        assert "Suggested: **take" in hint.response.content
    row = await play_out(w, rng, 1, {w.alice.id: w.alice})
    assert row.status == "over"
    await simcord_env.settle()
    public = [texts(m) for m in everything(w, w.here)]
    assert any("Final scores" in t and "🏆" in t for t in public)
    assert any("takes the last stone!" in t for t in public)
    assert any("**Ratings:**" in t and "`/leaderboard`" in t for t in public)
    assert any("**Bot 1** 🤖 easy: take" in t for t in public)  # the bot's turns, as lines
    for text in public:
        assert_toy_words(text)

    # the community's memory of the toy, apart from every other game's
    board = await w.alice.slash(w.here, "leaderboard", game="toy")
    embed = board.response.embeds[0]
    assert embed.title == "Take-away leaderboard" and "🤖 easy bot" in embed.description
    other = await w.alice.slash(w.here, "leaderboard")  # the first game's: nothing played
    assert "No rated games" in other.response.content
    stats = await w.alice.slash(w.here, "stats", game="toy")
    assert stats.response.embeds[0].title == "Take-away: alice" and "**1** game" in stats.response.embeds[0].description
    listing = await w.alice.slash(w.here, "toy history")
    embed = listing.response.embeds[0]
    assert embed.title == "Finished Take-away games" and "#1" in embed.description
    one = await w.alice.slash(w.here, "toy history", game=1)
    assert one.response.embeds[0].title == "Game #1: final board" and one.response.attachments  # the toy's picture
    log = await w.alice.slash(w.here, "toy log")
    assert log.response.embeds[0].title.startswith("Game #1 · round") and "take" in log.response.embeds[0].description
    assert not [b for b in buttons(log.response) if b.get("label", "").startswith("Next:")]  # the toy marks no round
    exported = await w.alice.slash(w.here, "toy export")
    assert "python -m games.toy.engine replay toy-game-1.json" in exported.response.content
    record = json.loads(await exported.response.attachments[0].read())
    assert TOY.rules.from_record(record).is_over
    for reply in (board, stats, listing, one, log, exported):
        assert_toy_words(texts(reply.response))
    rules = await w.bob.slash(w.here, "toy rules")
    assert rules.response.embeds[0].title == "Take-away rules: How to play"
    assert "whoever takes the last stone wins" in rules.response.embeds[0].description
    mine = await w.alice.slash(w.here, "mygames")
    assert "aren't seated in any game" in mine.response.content


async def test_a_toy_seat_goes_to_a_bot_on_the_clock_and_comes_back(simcord_env):
    w = World(simcord_env)
    w.here = w.guild.create_text_channel("take-away")
    rng = random.Random(5)
    await w.alice.slash(w.here, "toy new")
    lobby = everything(w, w.here)[-1]
    await w.bob.click(lobby, label="Join")
    await w.alice.slash(w.here, "toy settings", clock_hours=1)
    await w.alice.slash(w.here, "toy reminder", hours=0)
    await w.alice.click(next(m for m in everything(w, w.here) if m.id == lobby.id), label="Start")
    games = await w.alice.slash(w.here, "toy games")
    assert "secret choices" in games.response.embeds[0].description
    await secret_choice(w, w.here, w.alice, "add:1")
    mine = await w.bob.slash(w.here, "mygames")
    assert "make your secret choice" in mine.response.embeds[0].description
    await secret_choice(w, w.here, w.bob, "add:0")
    await simcord_env.settle()
    game = TOY.rules.from_record(await w.storage.record(1))
    members = {w.alice.id: w.alice, w.bob.id: w.bob}
    absent = members[(await w.storage.get_game(1)).seats[game.current_player].user_id]
    present = w.bob if absent is w.alice else w.alice
    board = next(m for m in reversed(everything(w, w.here)) if "Take my turn" in texts(m))
    assert "Turn clock 1 h" in board.embeds[0].description and f"<@{absent.id}>" in board.content
    await simcord_env.advance_time(3600 + 600)
    row = await w.storage.get_game(1)
    assert row.seat_of(absent.id).is_bot and row.status == "playing"
    assert any("turn clock (1 h) ran out" in texts(m) for m in everything(w, w.here))
    game = TOY.rules.from_record(await w.storage.record(1))
    assert row.seats[game.current_player].user_id == present.id  # the bot took the absent member's turn
    back = await absent.slash(w.here, "toy rejoin")
    assert "your seat is yours again" in back.response.content
    row = await play_out(w, rng, 1, members)
    assert row.status == "over" and not any(s.is_bot for s in row.seats)
    for message in everything(w, w.here):
        assert_toy_words(texts(message))
