"""Bot players in Discord, through the simulated Discord: levels in the lobby and on the board,
whole games against bots, hand-overs, hints, and bots that think while the others go on."""
import asyncio
import random
from concurrent.futures import ProcessPoolExecutor

import pytest
import pytest_asyncio

from table import thinking
from tzolkin import bots as tzolkin_bots
from table.thinking import Thinker
from games.interface import thinking as budget
from helpers.discord_world import (World, button_labels, components, labels, make_bot, play_until, select_action,
                                   whose_turn)
from tzolkin.bots import Hint

pytestmark = pytest.mark.asyncio


class CountingThinker(Thinker):
    """Threads, as in the other tests, remembering which jobs ran at which level."""

    def __init__(self):
        super().__init__("thread", 2, turn_seconds=0.3)  # a short budget keeps the expert's turns quick
        self.jobs = []

    async def run(self, fn, *args):
        level = args[3] if fn is thinking.secret_job else args[2] if len(args) > 2 else None
        self.jobs.append((fn.__name__, level))
        return await super().run(fn, *args)


class GatedThinker(CountingThinker):
    """A bot's turn waits until the test opens the gate: the bot is 'thinking' meanwhile."""

    def __init__(self, env):
        super().__init__()
        self.env = env
        self.gate = asyncio.Event()

    async def run(self, fn, *args):
        if fn is thinking.turn_job and not self.gate.is_set():
            self.jobs.append(("waiting", args[2]))
            await self.env.external_wait(self.gate.wait(), reason="a bot is thinking")
        return await super().run(fn, *args)


@pytest.fixture
def thinker(monkeypatch):
    # The live hard bot completes its floor of playouts however busy the machine: a small floor keeps
    # its turns quick here, as the short turn keeps the expert's (the tests run beside other work).
    # The hard bot's time a decision is cut too: a turn of many decisions at 0.6 s each could outlast
    # the simulated Discord's wait for the bot to settle on a loaded machine.
    import tzolkin.bots as bots
    from tzolkin.bots import search
    monkeypatch.setattr(search, "LIVE_FLOOR", 2)
    monkeypatch.setattr(bots, "LIVE_SECONDS", 0.05)
    return CountingThinker()


@pytest_asyncio.fixture
async def simcord_bot(db, pictures, thinker):  # this file's bot has a thinker the tests can watch
    bot = make_bot(db, pictures, thinker=thinker)
    yield bot
    assert bot.unexpected_errors == []
    if bot.storage is not None:
        await bot.storage.close()
    bot.thinker.close()


async def bot_on_turn(w):
    game = await w.game()
    return not game.is_over and (await w.row()).seats[game.current_player].is_bot


async def restart_with(env, database, thinker):
    old = env.bot
    await env.restart_bot(make_bot(database, thinker=thinker))
    await old.storage.close()
    old.thinker.close()


def game_texts(w):
    return "\n".join(m.content for m in w.history())


def boards(w):
    return [m for m in w.history() if m.embeds and m.embeds[0].title.startswith("Tzolk'in: day")]


async def choose_wealth(w, *members):
    announce = w.last()
    for member in members:
        panel = (await member.click(announce, label="Choose my wealth tiles")).response
        await member.select(panel, [[o["value"] for c in components(panel) if c["type"] == 3
                                     for o in c["options"]][0]])


# --- the lobby and the board ------------------------------------------------------------------

@pytest.mark.parametrize("pictures", [object()])  # no pictures: the text board names the players
async def test_bots_are_added_by_level_and_the_board_shows_it(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, bots="easy,hard")
    seats = w.message(lobby.id).embeds[0].fields[0].value
    assert "Bot 1 (🤖 easy bot)" in seats and "Bot 2 (🤖 hard bot)" in seats
    assert [s.bot for s in (await w.row()).seats] == [None, "easy", "hard"]
    options = [o.value for row in w.message(lobby.id).components for c in row.children
               if getattr(c, "options", None) for o in c.options]
    assert options == ["easy", "normal", "hard", "expert"]
    await w.alice.click(lobby, label="Start")
    await choose_wealth(w, w.alice)
    await simcord_env.settle()
    board = boards(w)[-1]
    listing = board.embeds[0].description
    assert "**Bot 1** 🤖 easy" in listing and "**Bot 2** 🤖 hard" in listing
    assert "Bot 1 (easy bot)" in listing and "Bot 2 (hard bot)" in listing  # the text board, too
    assert f"<@{w.alice.id}>" in board.content  # boards wait for a person; bots move first if on turn


async def test_a_lobby_bot_of_an_older_game_plays_at_random(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, bots=1)
    row = await w.row()
    row.seats[1].bot = "random"  # what games created before bot levels hold
    await w.storage.set_seats(row.id, row.seats, 0)
    await w.alice.click(w.message(lobby.id), label="Start")
    assert "Bot 1 (🤖 random bot)" in w.message(lobby.id).embeds[0].fields[0].value
    await choose_wealth(w, w.alice)
    rng = random.Random(5)

    async def two_rounds():
        return (await w.game()).state.turn_no > 8

    await play_until(w, w.alice, rng, two_rounds)
    assert "**Bot 1** 🤖 random:" in game_texts(w)


async def test_with_round_summaries_the_bots_lines_wait_for_the_next_board(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, bots=2)  # two bots in a row: the first one's line has no board of its own
    await w.alice.slash(w.channel, "tzolkin settings", board="round")
    await w.alice.click(lobby, label="Start")
    await choose_wealth(w, w.alice)
    await simcord_env.settle()

    async def three_rounds():
        return (await w.game()).state.turn_no > 12

    await play_until(w, w.alice, random.Random(7), three_rounds)
    assert "**Bot 1** 🤖 normal:" in game_texts(w)
    posted = [r.json for r in simcord_env.http_requests
              if r.method == "POST" and r.path.endswith("/messages") and "🤖 normal:" in str(r.json)]
    assert posted and all(p.get("embeds") or "round in short" in p.get("content", "") for p in posted)
    assert await w.storage.game_option(1, "bot_lines", []) == []  # nothing held back while alice is on turn


# --- whole games ----------------------------------------------------------------------------------

async def test_a_complete_game_against_bots_of_every_level(simcord_env, thinker):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, bots="easy,normal,hard")
    await w.alice.click(lobby, label="Start")
    await choose_wealth(w, w.alice)
    await simcord_env.settle()
    panel = await w.panel(w.alice)
    for _ in range(2):
        hint = await w.alice.click(panel, label="Hint")
        assert hint.ephemeral and "Suggested:" in hint.response.content
    rng = random.Random(11)

    async def over():
        return (await w.storage.get_game(1)).status == "over"

    await play_until(w, w.alice, rng, over)
    game = await w.game()
    assert game.is_over and game.state.final
    texts = game_texts(w)
    for level in ("easy", "normal", "hard"):
        assert f"🤖 {level}:" in texts  # each bot's turns read like a person's, with its level
    played = {level for job, level in thinker.jobs if job == "turn_job"}
    assert played == {"easy", "normal", "hard"}  # every bot turn was thought out in the thinker
    assert {level for job, level in thinker.jobs if job == "secret_job"} == {"easy", "normal", "hard"}
    for board in boards(w):  # a board is posted when a person is on turn (or at the end)
        assert f"<@{w.alice.id}>" in board.content or board.content == "The game is over."
    final = next(m for m in reversed(w.history())
                 if m.embeds and m.embeds[0].title == "Final scores").embeds[0].description
    assert "💡 Hints used: **alice** 2" in final
    assert (await w.row()).seats[0].hints == 2


async def test_a_game_against_the_expert_thinks_in_the_thinker_within_its_budget(simcord_env, thinker):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, bots="expert")
    await w.alice.click(lobby, label="Start")
    await choose_wealth(w, w.alice)
    await simcord_env.settle()
    assert budget("turn") == 0.3  # the thinker's budget reached the place the bots think
    rng = random.Random(5)

    async def over():
        return (await w.storage.get_game(1)).status == "over"

    await play_until(w, w.alice, rng, over)
    assert (await w.game()).is_over
    assert "🤖 expert:" in game_texts(w)
    assert {level for job, level in thinker.jobs if job in ("turn_job", "secret_job")} == {"expert"}


# --- absent players ---------------------------------------------------------------------------------

async def test_the_turn_clock_gives_the_seat_to_the_games_handover_bot_thinking_in_the_thinker(simcord_env,
                                                                                                thinker):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob)
    await w.alice.slash(w.channel, "tzolkin settings", handover_bot="easy", clock_hours=2)
    await w.alice.slash(w.channel, "tzolkin reminder", hours=0)
    await w.alice.click(lobby, label="Start")
    await choose_wealth(w, w.alice, w.bob)
    absent = await whose_turn(w)
    present = w.bob if absent is w.alice else w.alice
    await simcord_env.advance_time(2 * 3600 + 600)
    await simcord_env.settle()
    row = await w.row()
    assert row.seat_of(absent.id).bot == "easy" and row.seat_of(absent.id).handed_over
    assert "turn clock (2 h) ran out: a bot (easy)" in game_texts(w)
    assert ("turn_job", "easy") in thinker.jobs  # the replacement thought in the thinker, at the game's level
    game = await w.game()
    assert row.seats[game.current_player].user_id == present.id  # the bot played the absent turn
    board = await w.board()
    assert f"<@{present.id}>" in board.content and "Take my turn" in button_labels(board)


async def test_a_seat_handed_over_mid_game_goes_to_a_normal_bot_that_names_its_player(simcord_env):
    w = World(simcord_env)
    await w.start(w.alice, w.bob, w.carol)
    for _ in range(3):  # a few turns into the game
        member = await whose_turn(w)
        panel = (await select_action(member, await w.panel(member), "place:")).response
        await member.click(panel, label="Confirm turn")
    absent = await whose_turn(w)
    before = len((await w.game()).actions)
    await w.mod.slash(w.channel, "tzolkin handover", member=absent)
    await simcord_env.settle()
    row = await w.row()
    seat = row.seat_of(absent.id)
    assert seat.bot == "normal" and seat.user_id == absent.id and row.human_seat(absent.id) is None
    texts = game_texts(w)
    assert f"A normal bot now plays for **{absent.name}**" in texts
    assert f"🤖 normal bot for **{absent.name}**:" in texts  # its turn, in the channel at once
    game = await w.game()
    assert len(game.actions) > before and not row.seats[game.current_player].is_bot
    listing = boards(w)[-1].embeds[0].description
    assert f"🤖 normal bot for **{absent.name}**" in listing  # the board says who played the seat
    late = await absent.click(await w.board(), label="Take my turn")
    assert "bot is playing your seat" in late.response.content or "not yours" in late.response.content


async def test_the_creator_chooses_the_hand_over_level_and_hints_only_in_the_lobby(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob, w.carol)
    refused = await w.bob.click(lobby, label="Hints: allowed")
    assert "Only" in refused.followups[0].content and refused.followups[0].ephemeral
    await w.alice.click(lobby, label="Hints: allowed")
    assert "Hints: off" in button_labels(w.message(lobby.id))
    await w.alice.click(w.message(lobby.id), label="Hints: off")
    assert "Hints: allowed" in button_labels(w.message(lobby.id))
    not_creator = await w.bob.slash(w.channel, "tzolkin settings", handover_bot="hard")
    assert "Only" in not_creator.response.content
    shown = await w.alice.slash(w.channel, "tzolkin settings", handover_bot="hard")
    assert "hard bot" in shown.response.content and "⚙️" in w.last().content
    assert "a hard bot" in next(f.value for f in w.message(lobby.id).embeds[0].fields if f.name == "Settings")
    await w.alice.click(w.message(lobby.id), label="Start")
    await choose_wealth(w, w.alice, w.bob, w.carol)
    late = await w.alice.slash(w.channel, "tzolkin settings", hints=False)
    assert "only be turned on or off in the lobby" in late.response.content
    assert (await w.row()).hints_allowed
    await w.mod.slash(w.channel, "tzolkin handover", member=w.carol)
    await simcord_env.settle()
    assert (await w.row()).seats[2].bot == "hard"
    assert "A hard bot now plays for **carol**" in game_texts(w)


# --- hints -----------------------------------------------------------------------------------------

async def test_a_hint_suggests_a_decision_and_says_why(simcord_env, monkeypatch, thinker):
    w = World(simcord_env)
    await w.start(w.alice, w.bob)
    first = await whose_turn(w)
    panel = await w.panel(first)
    assert "Hint" in labels(panel)
    game = await w.game()
    legal = game.legal_actions()
    seen = []

    def fake_hint(g, level, seed, seconds=None):
        seen.append(level)
        return Hint(legal[-1], "feed", {"days": 2, "need": 6, "have": 4})

    monkeypatch.setattr(tzolkin_bots, "hint", fake_hint)
    reply = await first.click(panel, label="Hint")
    text = reply.response.content
    assert reply.ephemeral and "What would a strong player do here?" in text
    from tzolkin.describe import describe
    assert f"Suggested: **{describe(game.state, legal[-1])}**" in text
    assert "feeds your workers before the food day in 2 days (6 corn needed, you have 4)" in text
    assert seen == ["expert"] and ("hint_job", "expert") in thinker.jobs
    assert len((await w.game()).actions) == len(game.actions)  # a hint changes nothing in the game
    assert (await w.row()).seats[(await w.game()).current_player].hints == 1


async def test_hints_turned_off_are_refused(simcord_env):
    w = World(simcord_env)
    lobby = await w.lobby(w.alice, w.bob)
    await w.alice.click(lobby, label="Hints: allowed")
    await w.alice.click(w.message(lobby.id), label="Start")
    await choose_wealth(w, w.alice, w.bob)
    first = await whose_turn(w)
    assert "Hint" not in labels(await w.panel(first))
    row = await w.row()
    await w.storage.set_game_settings(row.id, 0, hints_allowed=True)  # a panel from when hints were allowed
    panel = await w.panel(first)
    await w.storage.set_game_settings(row.id, 0, hints_allowed=False)
    refused = await first.click(panel, label="Hint")
    assert "Hints are turned off in this game" in refused.response.content
    assert all(s.hints == 0 for s in (await w.row()).seats)


# --- bots think while the others go on -----------------------------------------------------------------

@pytest.mark.parametrize("thinker", [None])
async def test_clicks_and_other_games_are_answered_while_a_bot_thinks(simcord_env, db):
    gate = GatedThinker(simcord_env)
    await restart_with(simcord_env, db, gate)
    w = World(simcord_env)
    await w.start(w.alice, w.bob, bots="hard")
    await simcord_env.settle()
    done = None
    for _ in range(3):
        if await bot_on_turn(w):
            break
        member = await whose_turn(w)
        panel = (await select_action(member, await w.panel(member), "place:")).response
        done = await member.click(panel, label="Confirm turn")
    assert await bot_on_turn(w)
    if done is not None:
        assert "bot is thinking" in done.response.content  # answered before the bot moves
    assert ("waiting", "hard") in gate.jobs
    actions = len((await w.game()).actions)
    # Meanwhile: the board, a sheet, a refused turn, and a move in another channel's game.
    look = await w.bob.slash(w.channel, "tzolkin board")
    assert look.response.embeds[0].title.startswith("Tzolk'in: day")
    mine = await w.alice.slash(w.channel, "tzolkin me")
    assert "corn" in mine.response.embeds[0].description
    wrong = await w.alice.slash(w.channel, "tzolkin play")
    assert "Bot 1" in wrong.response.content and "not yours" in wrong.response.content
    log = await w.bob.slash(w.channel, "tzolkin log")
    assert log.response.embeds
    await w.carol.slash(w.other, "tzolkin new")
    lobby = w.other.last_message
    await w.dan.click(lobby, label="Join")
    await w.carol.click(lobby, label="Start")
    announce = w.other.threads[-1].last_message  # the game's thread
    for member in (w.carol, w.dan):
        panel = (await member.click(announce, label="Choose my wealth tiles")).response
        await member.select(panel, [[o["value"] for c in components(panel) if c["type"] == 3
                                     for o in c["options"]][0]])
    assert (await w.storage.get_game(2)).status == "playing"
    # A change to the thinking bot's game (a new setting bumps its revision) while it thinks.
    await w.alice.slash(w.channel, "tzolkin settings", handover_bot="easy")
    assert len((await w.game()).actions) == actions  # the bot has not moved yet
    gate.gate.set()
    await simcord_env.settle()
    game = await w.game()
    assert len(game.actions) > actions and not (await w.row()).seats[game.current_player].is_bot
    assert [j for j in gate.jobs if j[0] == "turn_job"] == [("turn_job", "hard")] * 2  # thought again
    assert game_texts(w).count("**Bot 1** 🤖 hard:") == 1  # and played once
    assert f"<@{[w.alice, w.bob][game.current_player].id}>" in (await w.board()).content


@pytest.mark.parametrize("thinker", [None])
async def test_a_bot_that_was_thinking_at_a_restart_plays_after_it(simcord_env, db):
    gate = GatedThinker(simcord_env)
    await restart_with(simcord_env, db, gate)
    w = World(simcord_env)
    await w.start(w.alice, bots="normal")
    await simcord_env.settle()
    if not (await w.row()).seats[(await w.game()).current_player].is_bot:
        panel = (await select_action(w.alice, await w.panel(w.alice), "place:")).response
        await w.alice.click(panel, label="Confirm turn")
        await simcord_env.settle()
    actions = len((await w.game()).actions)
    assert ("waiting", "normal") in gate.jobs
    await restart_with(simcord_env, db, Thinker("thread"))  # the thinking is lost with the old process
    await simcord_env.settle()
    game = await w.game()
    assert len(game.actions) > actions and game.current_player == 0
    assert "**Bot 1** 🤖 normal:" in game_texts(w) and f"<@{w.alice.id}>" in (await w.board()).content


@pytest.mark.parametrize("thinker", [Thinker("process", 1)])
async def test_bots_think_in_worker_processes(simcord_env, thinker):
    w = World(simcord_env)
    try:
        await w.start(w.alice, bots="normal")
        await simcord_env.settle()
        if (await w.game()).current_player == 0:
            panel = (await select_action(w.alice, await w.panel(w.alice), "place:")).response
            await w.alice.click(panel, label="Confirm turn")
            await simcord_env.settle()
        assert isinstance(thinker.executor, ProcessPoolExecutor)
        assert "**Bot 1** 🤖 normal:" in game_texts(w) and (await w.game()).current_player == 0
        await w.bot.remove_cog("Community")  # unloading the feature that starts them shuts the workers down
        assert thinker.executor is None
    finally:
        thinker.close()
