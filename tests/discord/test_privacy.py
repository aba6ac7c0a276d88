"""Private channels stay private: every command that finds a game by its number (log, history,
export, and the log's buttons) answers only a member who can see the game's channel or thread now,
by Discord's permissions for that member; a member outside the channel is refused privately."""
import random

import discord
import pytest

from helpers.discord_world import World, play_until

pytestmark = pytest.mark.asyncio

HIDDEN = "channel you cannot see"


def private_world(env):
    """The World's game channel made private: only alice, bob and the bot see it."""
    w = World(env)
    everyone = w.guild.default_role
    see = discord.PermissionOverwrite(view_channel=True)
    w.channel = w.guild.create_text_channel("hidden-table", overwrites={
        everyone: discord.PermissionOverwrite(view_channel=False), w.alice: see, w.bob: see, w.guild.me: see})
    return w


async def finished(w):
    await w.start(w.alice, bots=1)

    async def over():
        return (await w.storage.get_game(1)).status == "over"

    await play_until(w, w.alice, random.Random(4), over)


async def test_a_running_games_log_is_refused_to_a_member_outside_its_channel(simcord_env):
    w = private_world(simcord_env)
    await w.start(w.alice, w.bob)
    assert w.thread is not None  # the game moved into a thread of the private channel
    refused = await w.carol.slash(w.other, "tzolkin log", game=1)
    assert refused.ephemeral and HIDDEN in refused.response.content and not refused.response.embeds
    seen = await w.bob.slash(w.other, "tzolkin log", game=1)  # a member who sees the channel, from elsewhere
    assert HIDDEN not in (seen.response.content or "")
    running = await w.carol.slash(w.other, "tzolkin export", game=1)
    assert HIDDEN in running.response.content and not running.response.attachments
    # the server's list of games leaves it out for her, not for those who see its channel
    where = f"<#{(await w.storage.get_game(1)).channel_id}>"
    assert where not in (await w.carol.slash(w.other, "tzolkin games")).response.embeds[0].description
    assert where in (await w.bob.slash(w.other, "tzolkin games")).response.embeds[0].description


async def test_a_finished_game_in_a_private_channel_is_refused_by_number(simcord_env):
    w = private_world(simcord_env)
    await finished(w)
    for command in ("tzolkin log", "tzolkin export", "tzolkin history"):
        refused = await w.carol.slash(w.other, command, game=1)
        assert refused.ephemeral and HIDDEN in refused.response.content, command
        assert not refused.response.attachments and not refused.response.embeds, command
    listed = (await w.carol.slash(w.other, "tzolkin history")).response.embeds[0]
    assert "#1 · " not in listed.description and "channel you can see" in listed.description
    # alice sees the channel: the same commands answer her, wherever she asks
    assert (await w.alice.slash(w.other, "tzolkin export", game=1)).response.attachments
    assert (await w.alice.slash(w.other, "tzolkin history", game=1)).response.embeds[0].title == "Game #1: final board"
    log = (await w.alice.slash(w.other, "tzolkin log", game=1)).response
    assert log.embeds and "The game is over" in log.embeds[0].description
    assert (await w.alice.slash(w.other, "tzolkin history")).response.embeds[0].description.startswith("#1 · ")


async def test_the_history_pages_count_only_the_games_a_member_can_see(simcord_env):
    # 23 finished games, 12 of them in the private channel carol cannot see, the two channels
    # taking turns: her listing has 11 games on 2 full pages, alice's all 23 on 3.
    from ratings.record import record_game
    from ratings.results import ResultStore
    from helpers.stored_games import finished as finished_in_storage, person
    w = private_world(simcord_env)
    results = ResultStore(w.storage)
    where = {}
    for k in range(23):
        channel = w.channel if k % 2 == 0 else w.other
        row, _ = await finished_in_storage(w.storage, [person(w.alice.id, "alice"), person(w.bob.id, "bob")],
                                           guild=w.guild.id, channel=channel.id, seed=k + 1)
        assert await record_game(w.storage, results, row.id)
        where[row.id] = channel
    public = [game_id for game_id in sorted(where, reverse=True) if where[game_id] is w.other]  # newest first

    def listed(response):
        embed = response.embeds[0]
        numbers = [int(line.split(" · ")[0][1:]) for line in embed.description.splitlines() if line.startswith("#")]
        return numbers, embed.footer.text.split(".")[0]

    first = listed((await w.carol.slash(w.other, "tzolkin history")).response)
    second = listed((await w.carol.slash(w.other, "tzolkin history", page=2)).response)
    assert first == (public[:10], "Page 1 of 2") and second == (public[10:], "Page 2 of 2")
    assert listed((await w.carol.slash(w.other, "tzolkin history", page=5)).response) == second  # the last one
    everything = [listed((await w.alice.slash(w.other, "tzolkin history", page=p)).response) for p in (1, 2, 3)]
    assert [numbers for numbers, _ in everything] == [sorted(where, reverse=True)[i:i + 10] for i in (0, 10, 20)]
    assert [footer for _, footer in everything] == ["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"]


async def test_an_archived_threads_game_is_judged_by_its_channel_without_asking_discord(simcord_env, monkeypatch):
    # An archived thread is not in the bot's cache: the listing reads the visibility of the channel
    # the thread was opened in (our threads are public), and asks Discord for nothing per game.
    w = private_world(simcord_env)
    await finished(w)
    thread_id = (await w.storage.get_game(1)).channel_id
    assert thread_id != w.channel.id  # the game was played in a thread
    cached = discord.Guild.get_channel_or_thread
    monkeypatch.setattr(discord.Guild, "get_channel_or_thread",
                        lambda guild, i: None if i == thread_id else cached(guild, i))
    asked = []

    async def fetch_channel(guild, channel_id):
        asked.append(channel_id)
        raise discord.NotFound(type("R", (), {"status": 404, "reason": "archived"})(), "archived")

    monkeypatch.setattr(discord.Guild, "fetch_channel", fetch_channel)
    hidden = (await w.carol.slash(w.other, "tzolkin history")).response.embeds[0].description
    shown = (await w.alice.slash(w.other, "tzolkin history")).response.embeds[0].description
    assert "#1 · " not in hidden and shown.startswith("#1 · ")
    assert asked == []


async def test_the_history_reads_as_often_for_a_server_of_many_games_as_for_one_of_few(simcord_env, monkeypatch):
    # Where every finished game was played is read at once: listing a page reads the database as
    # many times for 80 finished games as for 40 (games in both channels, a third of them moved
    # into threads the bot no longer holds in its cache), and lists the same games as before.
    from ratings.record import record_game
    from ratings.results import ResultStore
    from helpers.stored_games import finished as finished_in_storage, person
    w = private_world(simcord_env)
    results = ResultStore(w.storage)
    where, threads = {}, set()

    async def finish(games):
        for k in range(len(where), len(where) + games):
            channel = w.channel if k % 2 == 0 else w.other
            row, _ = await finished_in_storage(w.storage, [person(w.alice.id, "alice"), person(w.bob.id, "bob")],
                                               guild=w.guild.id, channel=channel.id, seed=k + 1)
            if k % 3 == 0:  # played in a thread of its channel, archived since
                await w.storage.move_game(row.id, 900_000 + row.id, channel.id)
                threads.add(900_000 + row.id)
            assert await record_game(w.storage, results, row.id)
            where[row.id] = channel

    cached = discord.Guild.get_channel_or_thread
    monkeypatch.setattr(discord.Guild, "get_channel_or_thread",
                        lambda guild, i: None if i in threads else cached(guild, i))
    execute, reads = w.storage.db.execute, []

    def counted(sql, *args, **kwargs):
        reads.append(sql)
        return execute(sql, *args, **kwargs)

    async def history(member, page):
        reads.clear()
        embed = (await member.slash(w.other, "tzolkin history", page=page)).response.embeds[0]
        numbers = [int(line.split(" · ")[0][1:]) for line in embed.description.splitlines() if line.startswith("#")]
        return numbers, len(reads)

    for member in (w.alice, w.carol):  # their Discord language, remembered at a first interaction, is no read
        await member.slash(w.other, "notify")
    monkeypatch.setattr(w.storage.db, "execute", counted)
    counts = []  # the reads of each page, with 40 games and with 80
    for games in (40, 40):
        await finish(games)
        newest = sorted(where, reverse=True)
        public = [game_id for game_id in newest if where[game_id] is w.other]
        pages = {(member, page): await history(member, page) for member in (w.alice, w.carol) for page in (1, 2)}
        assert [numbers for numbers, _ in pages.values()] == [newest[:10], newest[10:20], public[:10], public[10:20]]
        counts.append([count for _, count in pages.values()])
    assert counts[0] == counts[1]
