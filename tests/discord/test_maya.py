"""Maya through the whole simulated Discord: `/maya new`, the lobby with its variants and bot seats,
turns in the private panel (the rack's picture and list, a tile then its space, Undo and
Confirm), bots' turns, the end with the final scores and the ratings, the history and the
export; and that nothing public (the channel, the thread, direct messages, the history and
every public picture) ever tells what a tile laid face down is."""
import io
import json
import random

import pytest
from PIL import Image

import maya
from images import maya as M
from cogs.history import log_pages
from maya import data as D
from maya.board import BOARD
from maya.describe import words
from helpers.discord_world import World, components, labels, open_maya_game, play_through_panels, texts
from helpers.discord_world import button_labels as labels_of

pytestmark = pytest.mark.asyncio
# Words of the other games that must never show in Maya's messages.
OTHER_WORDS = ("Tzolk", "tzolkin", "corn", "wealth", "worker", "food day", "gear", "stones")


class Watched:
    """Maya's real pictures, standing in for the images package in the bot's picture pool
    (threads): every picture drawn is remembered with the state it was drawn from, so that a test
    can draw the public ones again with the hidden tiles changed."""

    def __init__(self):
        import images.maya
        self.drawn = []
        for name in ("board_png", "scores_png", "zone_or_board_png", "rack_png", "palette"):
            setattr(self, name, self._watch(name, getattr(images.maya, name)))

    def _watch(self, name, draw):
        def drawing(*args, **kwargs):
            png = draw(*args, **kwargs)
            self.drawn.append((name, draw, args, kwargs, png))
            return png
        return drawing


@pytest.fixture
def pictures():
    return Watched()


def everything(w):
    """Every message a member may read without being the player: the channel, its threads, and
    the direct messages of every member."""
    messages = w.channel.history() + [m for th in w.channel.threads for m in th.history()]
    for member in (w.alice, w.bob, w.carol, w.dan):
        if member.user.dm_channel:
            messages += member.user.dm_channel.history()
    return sorted(messages, key=lambda m: m.id)


async def current_member(w, members):
    row = await w.storage.get_game(1)
    if row.status != "playing":
        return None
    game = await w.bot.host.service.load(row)
    return members.get(game.current_player)


async def play_whole_game(w, members, rng, env, seen=None):
    """The members on turn open their panels from the live board and pick options at random until
    the game ends; `seen` collects the panels' texts."""
    async def open_panel():
        await env.settle()
        member = await current_member(w, members)
        if member is None:
            return None
        board = next(m for m in reversed(w.history()) if "Take my turn" in labels_of(m))
        return member, (await member.click(board, label="Take my turn")).response
    await play_through_panels(rng, open_panel, seen=seen)


def hidden_texts():
    """Every way the engine words a tile laid face down, in every language: none may be public."""
    return {words("maya.act.grow", {"kind": kind, "n": n}, lang) for kind in D.KINDS for n in range(4)
            for lang in ("en", "fr", "it")}


def with_other_hidden_tiles(state, rng):
    """The same position for everyone's eyes, the hidden tiles dealt again: each face-down tile and
    each rack take other tiles of the same player."""
    other = state.copy()
    for seat, pl in enumerate(other.players):
        down = [i for i, v in enumerate(other.board) if v is not None and v != D.TEMPLE and other.down[i]
                and D.owner(v) == seat]
        pool = [other.board[i] for i in down] + pl.rack + pl.reserve
        rng.shuffle(pool)
        for i in down:
            other.board[i] = pool.pop()
        pl.rack = [pool.pop() for _ in pl.rack]
        pl.reserve = pool
    return other


def assert_nothing_hidden_is_public(w, rng):
    public = everything(w)
    hidden = hidden_texts()
    for message in public:
        text = texts(message)
        assert not any(h in text for h in hidden), text
        assert all(a.filename != "private.png" for a in message.attachments)
    # Every public picture drawn again from the position with other hidden tiles is the same.
    checked = 0
    for name, draw, args, kwargs, png in w.bot.pictures.module.drawn:
        if name in ("board_png", "scores_png", "zone_or_board_png"):
            state, *rest = args
            redrawn = draw(with_other_hidden_tiles(state, rng), *rest, **kwargs)
            assert Image.open(io.BytesIO(redrawn)).tobytes() == Image.open(io.BytesIO(png)).tobytes(), name
            checked += 1
    return checked


# --- tests -------------------------------------------------------------------------------------------

async def test_four_members_play_maya_through_the_panels(simcord_env):
    w = World(simcord_env)
    members = await open_maya_game(w, simcord_env, [w.alice, w.bob, w.carol, w.dan])
    row = await w.storage.get_game(1)
    assert row.game == "maya" and row.status == "playing" and w.channel.threads[-1].name == "Maya game #1"
    panels = []
    await play_whole_game(w, members, random.Random(2), simcord_env, panels)
    row = await w.storage.get_game(1)
    assert row.status == "over"
    record = await w.storage.record(1)
    assert maya.Game.from_record(record).is_over
    assert all(member.user.dm_channel.history() for member in members.values())
    public = [texts(m) for m in everything(w)]
    joined = "\n".join(public)
    for other in OTHER_WORDS:
        assert other not in joined, other
    assert "Final scores" in joined and "(plantations" in joined and "**Ratings:**" in joined
    stats = (await w.alice.slash(w.channel, "stats", game="maya")).response.embeds[0].description
    assert "plantations" in stats and "cities" in stats  # where Maya's points came from
    board = await w.alice.slash(w.channel, "leaderboard", game="maya")
    assert board.response.embeds[0].title == "Maya leaderboard"
    assert "is scored (" in joined and "Grow a city with a tile of the rack, face down" in joined
    # the panels: the rack as a picture and a list, the question, the private name of the face-down tile
    mine = [(content, files) for content, files in panels if "**Your turn," in content]
    assert len(mine) > 100 and all(files == ["private.png"] for _, files in mine)
    assert any("**Your rack:**" in content for content, _ in mine)
    assert any(h in content for content, _ in mine for h in hidden_texts())  # the player reads their own tile
    assert assert_nothing_hidden_is_public(w, random.Random(7)) > 50


async def test_a_game_with_bot_seats_undo_a_hint_the_clock_and_the_communitys_memory(simcord_env):
    w = World(simcord_env)
    await w.alice.slash(w.channel, "maya new")
    lobby = w.history()[-1]
    await w.alice.click(w.message(lobby.id), label="Two cities: off")
    refused = await w.alice.click(w.message(lobby.id), label="A new start: off")  # one variant at a time
    assert "One variant at a time" in refused.followups[0].content
    assert (await w.storage.get_game(1)).config == {"options": ["two_cities"]}
    await w.bob.click(w.message(lobby.id), label="Join")
    await w.add_bot(w.alice, w.message(lobby.id), "easy")
    await w.alice.slash(w.channel, "maya settings", clock_hours=1)
    await w.alice.slash(w.channel, "maya reminder", hours=0)
    await w.alice.click(w.message(lobby.id), label="Start")
    await simcord_env.settle()
    row = await w.storage.get_game(1)
    assert row.config["variant"] == "two_cities" and [s.is_bot for s in row.seats] == [False, False, True]
    members = {0: w.alice, 1: w.bob}
    game = maya.Game.from_record(await w.storage.record(1))
    assert game.state.phase == "play" and len(game.state.events) >= 2  # the bot chose the two starting cities
    assert "\n".join(texts(m) for m in w.history()).count("A city starts on") == 2

    # a tile chosen, then taken back with Undo: the rack is whole again
    member = await current_member(w, members)
    board = next(m for m in reversed(w.history()) if "Take my turn" in labels_of(m))
    panel = (await member.click(board, label="Take my turn")).response
    rack = panel.content.split("\n")[1]
    menu = next(c for c in components(panel) if c["type"] == 3)
    plant = next(o["value"] for o in menu["options"] if o["value"].startswith("plant:"))
    panel = (await member.select(panel, [plant], custom_id=menu["custom_id"])).response
    assert "**So far this turn:**" in panel.content and panel.content.split("\n")[1] == rack  # not laid yet
    menu = next(c for c in components(panel) if c["type"] == 3)
    panel = (await member.select(panel, [menu["options"][0]["value"]], custom_id=menu["custom_id"])).response
    assert panel.content.split("\n")[1] != rack and "✅ **Confirm turn:** Stop and score" in panel.content
    for _ in range(2):
        panel = (await member.click(panel, label="Undo")).response
    assert panel.content.split("\n")[1] == rack and "**So far this turn:**" not in panel.content
    hint = await member.click(panel, label="Hint")
    assert "Suggested: **" in hint.response.content

    # the member on turn is away: the clock gives the seat to a bot, and the member takes it back
    absent = member
    await simcord_env.advance_time(3600 + 600)
    row = await w.storage.get_game(1)
    assert row.seat_of(absent.id).is_bot
    assert any("turn clock (1 h) ran out" in texts(m) for m in w.history())
    back = await absent.slash(w.channel, "maya rejoin")
    assert "your seat is yours again" in back.response.content
    await w.alice.slash(w.channel, "maya settings", clock_hours=24)
    # bob resigns for good: a bot plays his seat to the end
    asked = await w.bob.slash(w.channel, "maya resign")
    await w.bob.click(asked.response, label="Yes, resign")
    assert any("🏳️ **bob** resigned" in texts(m) for m in w.history())
    del members[1]

    await play_whole_game(w, members, random.Random(5), simcord_env)
    row = await w.storage.get_game(1)
    assert row.status == "over" and not row.seats[0].is_bot and row.seats[1].is_bot
    public = "\n".join(texts(m) for m in everything(w))
    assert "🤖 easy:" in public and "Final scores" in public
    # a bot held alice's seat for a while and bob resigned: neither counts, and the easy bot alone rates nothing
    assert "**Ratings:**" not in public
    for other in OTHER_WORDS:
        assert other not in public, other
    assert assert_nothing_hidden_is_public(w, random.Random(3)) > 20

    # what the community keeps of Maya, apart from the other games
    board = await w.alice.slash(w.channel, "leaderboard", game="maya")
    assert board.response.content.startswith("No rated games in this server yet")  # the one game rated nobody
    stats = await w.alice.slash(w.channel, "stats", game="maya")
    assert "1 more game handed to a bot, not counted." in stats.response.content
    listing = await w.alice.slash(w.channel, "maya history")
    assert listing.response.embeds[0].title == "Finished Maya games" and "#1" in listing.response.embeds[0].description
    one = await w.alice.slash(w.channel, "maya history", game=1)
    assert one.response.attachments  # the final board
    log = await w.bob.slash(w.channel, "maya log")
    assert "round" in log.response.embeds[0].title
    hidden = hidden_texts()
    for lang in ("en", "fr", "it"):  # every page of the history, in every language
        pages = log_pages(row, await w.storage.record(1), locale=lang)
        lines = [line for page in pages for line in page.lines]
        assert len(pages) > 10 and len(lines) > 40 and not any(h in line for line in lines for h in hidden)
    rules = (await w.bob.slash(w.channel, "maya rules", topic="grow")).response.embeds[0]
    assert rules.title == "Maya rules: B. Grow a city" and "are our own design" in rules.description
    ours = (await w.bob.slash(w.channel, "maya rules", topic="board")).response.embeds[0]
    assert ours.description.startswith("Our design: no public source shows the printed board")
    exported = await w.alice.slash(w.channel, "maya export")
    assert "python -m maya replay maya-game-1.json" in exported.response.content
    record = json.loads(await exported.response.attachments[0].read())
    assert maya.Game.from_record(record).is_over


async def test_a_restart_a_stale_panel_and_a_double_click_lose_or_repeat_nothing(
        simcord_env, db):
    from helpers.discord_world import make_bot
    w = World(simcord_env)
    members = await open_maya_game(w, simcord_env, [w.alice, w.bob])
    first = await current_member(w, members)
    board = next(m for m in reversed(w.history()) if "Take my turn" in labels_of(m))
    panel = (await first.click(board, label="Take my turn")).response
    twin = (await first.click(board, label="Take my turn")).response  # a second panel of the same moment
    menu = next(c for c in components(panel) if c["type"] == 3)
    grow = next(o["value"] for o in menu["options"] if o["value"].startswith("grow:"))
    panel = (await first.select(panel, [grow], custom_id=menu["custom_id"])).response
    stale = await first.select(twin, [grow], custom_id=menu["custom_id"])
    assert "out of date" in stale.response.content
    record = await w.storage.record(1)
    assert record["actions"] == [grow]

    old_bot = simcord_env.bot  # the bot restarts in the middle of the turn: the turn so far is kept
    await simcord_env.restart_bot(make_bot(db, None))
    await old_bot.storage.close()
    assert (await w.storage.record(1))["actions"] == [grow]
    board = next(m for m in reversed(w.history()) if "Take my turn" in labels_of(m))
    twin = (await first.click(board, label="Take my turn")).response  # the same moment, after the restart
    assert "**So far this turn:**" in twin.content
    menu = next(c for c in components(panel) if c["type"] == 3)
    space = menu["options"][0]["value"]
    done = await first.select(panel, [space], custom_id=menu["custom_id"])  # the panel opened before the restart
    assert "Turn confirmed" in done.response.content
    again = await first.select(twin, [space], custom_id=menu["custom_id"])  # the same click, from the twin
    assert "out of date" in again.response.content
    game = maya.Game.from_record(await w.storage.record(1))
    assert [str(a) for a in game.actions] == [grow, space] and game.current_player != 0


async def test_a_board_each_round_sums_up_the_points_gained(simcord_env):
    w = World(simcord_env)
    await w.alice.slash(w.channel, "maya new")
    lobby = w.history()[-1]
    await w.bob.click(w.message(lobby.id), label="Join")
    await w.alice.slash(w.channel, "maya settings", board="round")
    await w.alice.click(w.message(lobby.id), label="Start")
    await simcord_env.settle()
    await play_whole_game(w, {0: w.alice, 1: w.bob}, random.Random(9), simcord_env)
    assert (await w.storage.get_game(1)).status == "over"
    public = "\n".join(texts(m) for m in w.history())
    assert "📜 **Round 2, in short:**" in public and "Points this round: 🔴 **alice** +" not in public
    assert public.count("Points this round: 🔴 alice +") >= 10


async def test_two_members_choose_the_zones_in_the_lobby(simcord_env):
    # [Mise en place, 2 ou 3 joueurs] the table chooses the zones: blue always, one more at 2 players.
    w = World(simcord_env)
    await w.alice.slash(w.channel, "maya new")
    lobby = w.history()[-1]

    def zones_field():
        return next(f.value for f in w.message(lobby.id).embeds[0].fields if f.name == "Zones")

    assert zones_field().startswith("blue zone and green zone: the default for 2 players")
    await w.alice.click(w.message(lobby.id), label="Yellow zone: off")
    await w.alice.click(w.message(lobby.id), label="Red zone: off")
    refused = await w.alice.click(w.message(lobby.id), label="Green zone: off")
    assert "At most two zones besides the blue one" in refused.followups[0].content
    await w.bob.click(w.message(lobby.id), label="Join")
    assert "⚠️ Two players play the blue zone and one more" in zones_field()
    refused = await w.alice.click(w.message(lobby.id), label="Start")  # two zones for two players
    assert "switch one of the two zones off" in refused.followups[0].content
    assert (await w.storage.get_game(1)).status == "lobby"
    await w.alice.click(w.message(lobby.id), label="Red zone: on")
    assert zones_field() == "blue zone and yellow zone"
    await w.alice.click(w.message(lobby.id), label="Start")
    await simcord_env.settle()
    row = await w.storage.get_game(1)
    assert row.status == "playing" and row.config["zones"] == ["blue", "yellow"]
    await play_whole_game(w, {0: w.alice, 1: w.bob}, random.Random(11), simcord_env)
    state = maya.Game.from_record(await w.storage.record(1)).state
    assert state.zones == "blue+yellow" and state.final is not None
    laid = [i for i, v in enumerate(state.board) if v is not None]
    assert len(laid) > 40 and {BOARD.spaces[i].zone for i in laid} == {"blue", "yellow"}
    assert assert_nothing_hidden_is_public(w, random.Random(2)) > 20


def offered(panel):
    """The decisions a panel offers: its menus' options and its action buttons."""
    return [o["value"] for c in components(panel) if c["type"] == 3 for o in c["options"]] + [
        c["custom_id"] for c in components(panel) if c["type"] == 2 and ":act:" in c["custom_id"]]


async def test_a_turn_that_can_only_grow_a_city_from_the_reserve_plays_that_itself(simcord_env):
    # With an empty rack, a turn's one possible first decision is to grow a city with the reserve's
    # top tile: it came as a menu with a single option to click (9 times in a 4-player game), where
    # every other decision with a single option plays itself.
    w = World(simcord_env)
    members = await open_maya_game(w, simcord_env, [w.alice, w.bob])
    panels = []

    async def open_panel():
        await simcord_env.settle()
        member = await current_member(w, members)
        if member is None:
            return None
        board = next(m for m in reversed(w.history()) if "Take my turn" in labels_of(m))
        panel = (await member.click(board, label="Take my turn")).response
        panels.append((panel.content, offered(panel), labels(panel)))  # as it opened (it is edited later)
        return member, panel
    await play_through_panels(random.Random(4), open_panel)
    game = maya.Game.from_record(await w.storage.record(1))
    assert game.is_over
    replay, lone_starts = maya.Game(game.config, game.seed), 0
    for action in game.actions:
        lone_starts += str(action) == "grow:reserve" and replay.turn_start == len(replay.actions)
        replay.apply(action)
    assert lone_starts >= 1  # the case arose, and played itself as the panel opened
    opened = [p for p in panels if "**Your turn," in p[0]]
    assert len(opened) > 20 and all(len(options) > 1 or "Confirm" in labels for _, options, labels in opened), \
        [content for content, options, _ in opened if len(options) <= 1]
    # the panel opened on what came next, the step listed; or the turn had no other way at all
    assert any(("**So far this turn:**" in content or "it played itself" in content) and "reserve" in content
               for content, _, _ in panels), [c for c, _, _ in panels if "reserve" in c]


def board_names(pictures):
    """(the players' names the last board picture was drawn with, the texts it drew)."""
    name, draw, args, kwargs, _ = next(d for d in reversed(pictures.drawn) if d[0] == "board_png")
    image = M.render_board(*args, **kwargs)
    return [pl.name for pl in args[0].players], image.info["texts"]


async def test_a_seat_a_bot_plays_keeps_the_members_name_in_the_picture_and_a_rejoin_redraws_it(simcord_env, pictures):
    # The player row read "normal bot for…", cut before the member's name, and still did after
    # /maya rejoin until the next turn.
    w = World(simcord_env)
    members = await open_maya_game(w, simcord_env, [w.alice, w.bob])
    await w.alice.slash(w.channel, "maya settings", clock_hours=1)
    absent = await current_member(w, members)
    await simcord_env.advance_time(3600 + 600)  # the clock gives the absent member's seat to a bot, which plays
    await simcord_env.settle()
    row = await w.storage.get_game(1)
    assert row.seat_of(absent.id).is_bot and row.board_message_id
    names, drawn = board_names(pictures)
    assert f"{absent.name} (bot)" in names
    assert any(text.startswith(absent.name) for text in drawn), drawn  # the name first: a cut keeps it
    board = w.message(row.board_message_id)
    await absent.slash(w.channel, "maya rejoin")
    assert board_names(pictures)[0] == [w.alice.name, w.bob.name]  # drawn again at once, not at the next turn
    again = w.message(row.board_message_id)
    assert again.attachments and again.attachments[0].id != board.attachments[0].id
    assert again.content == board.content and labels_of(again) == labels_of(board)
    # handed over while another member is on turn: the board up is drawn again with the bot named
    await w.mod.slash(w.channel, "maya handover", member=absent)
    assert f"{absent.name} (bot)" in board_names(pictures)[0]
    assert w.message(row.board_message_id).content == board.content
