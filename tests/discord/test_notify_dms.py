"""Direct messages: at most one a turn (a reminder after the turn's message comes as a mention in
the game's thread), each in the member's own language, or one daily digest instead, at an hour of
the member's time zone and after their quiet hours. Driven through the simulated Discord
(tests/helpers/discord_world.py)."""
from datetime import UTC, datetime

import pytest
import pytest_asyncio

from bot import Settings, create_bot
from table.thinking import Thinker
from helpers.discord_world import (SEED, FakePictures, World, client_languages, option_values, select_action,
                                  whose_turn)

SWEEP = 1800  # the reminder sweep every half hour: a day of the digest in few sweeps


@pytest_asyncio.fixture
async def simcord_bot(db):
    bot = create_bot(Settings(database=str(db), sync="global", reminder_check_seconds=SWEEP, shard_count=1),
                     pictures=FakePictures(), seed_source=lambda: SEED, thinker=Thinker("thread", 2))
    yield bot
    assert bot.unexpected_errors == []
    await bot.storage.close()



def dms(member):
    channel = member.user.dm_channel
    return [m.content for m in channel.history()] if channel else []


async def later(env, seconds):
    """Advance the clock a few hours at a time (each step must settle within the simulator's timeout)."""
    while seconds > 0:
        await env.advance_time(min(seconds, 3 * 3600))
        seconds -= 3 * 3600


async def started(w, *members, clock=0, reminder=0):
    lobby = await w.lobby(*members)
    await members[0].slash(w.channel, "tzolkin settings", clock_hours=clock)
    await members[0].slash(w.channel, "tzolkin reminder", hours=reminder)
    await members[0].click(lobby, label="Start")
    announce = next(m for m in w.history() if "Choose my wealth tiles" in [c.label for r in m.components
                                                                          for c in r.children])
    for member in members:
        result = await member.click(announce, label="Choose my wealth tiles")
        await member.select(result.response, [option_values(result.response)[0]])
    return await whose_turn(w)


@pytest.mark.asyncio
async def test_a_reminder_after_the_turns_message_is_a_mention_not_a_second_message(simcord_env):
    w = World(simcord_env)
    for member in (w.alice, w.bob):
        await member.slash(w.channel, "tzolkin notify", how="dm")
    first = await started(w, w.alice, w.bob, reminder=1)
    assert [x for x in dms(first) if "Your turn" in x] and len(dms(first)) == 1
    await simcord_env.advance_time(3600 + SWEEP)
    assert len(dms(first)) == 1  # still the one message of this turn
    reminders = [m for m in w.history() if m.content.startswith("⏰")]
    assert len(reminders) == 1 and f"<@{first.id}>" in reminders[0].content
    panel = (await select_action(first, await w.panel(first), "place:")).response
    await first.click(panel, label="Confirm turn")
    assert not [m for m in w.history() if m.content.startswith("⏰")]  # the call went with the turn


@pytest.mark.asyncio
async def test_a_reminder_by_direct_message_is_in_the_members_own_language(simcord_env):
    w = World(simcord_env)
    first = await started(w, w.alice, w.bob, reminder=1)  # an English game; mentions at first
    await first.slash(w.channel, "tzolkin language", language="fr")
    await first.slash(w.channel, "tzolkin notify", how="dm")
    assert dms(first) == []
    await simcord_env.advance_time(3600 + SWEEP)
    assert len(dms(first)) == 1 and dms(first)[0].startswith("⏰ Partie de Tzolk'in n° 1 :"), dms(first)


async def play_a_turn(w, member, confirm="Confirm turn"):
    """A worker placed, and the turn confirmed (`confirm`: the button's label in the member's language)."""
    panel = (await select_action(member, await w.panel(member), "place:")).response
    await member.click(panel, label=confirm)


@pytest.mark.asyncio
async def test_direct_messages_are_in_the_members_discord_language_unless_they_chose_one(simcord_env, monkeypatch):
    # Members with a French Discord read every panel in French and got every direct message in
    # English: a direct message has no interaction to take the language from. The language their
    # last interaction showed is remembered; a language chosen with /language still comes first.
    w = World(simcord_env)
    clients = client_languages(monkeypatch)
    clients.update({w.alice.id: "fr", w.bob.id: "fr"})
    for member in (w.alice, w.bob):
        await member.slash(w.channel, "tzolkin notify", how="dm")
    first = await started(w, w.alice, w.bob)  # an English game
    other = w.bob if first is w.alice else w.alice
    assert dms(first)[0].startswith("🎲 Votre tour dans la partie de Tzolk'in n° 1 :"), dms(first)
    await other.slash(w.channel, "tzolkin language", language="it")  # their own choice, over their client's
    await play_a_turn(w, first, "Valider le tour")
    assert dms(other)[0].startswith("🎲 Tocca a te nella partita di Tzolk'in n. 1:"), dms(other)
    clients[first.id] = "de"  # a language the table does not speak: the game's, as their panels are
    await first.slash(w.channel, "mygames")
    await play_a_turn(w, other, "Conferma il turno")
    assert dms(first)[-1].startswith("🎲 Your turn in Tzolk'in game #1:"), dms(first)


@pytest.mark.asyncio
async def test_a_daily_digest_instead_of_a_message_each_turn(simcord_env):
    w = World(simcord_env)
    hour = datetime.fromtimestamp(simcord_env.now().timestamp(), UTC).hour
    at = (hour + 2 + 3) % 24  # three hours from now, in UTC+2
    for member in (w.alice, w.bob):
        reply = await member.slash(w.channel, "tzolkin notify", how="dm", time_zone="+2", digest=str(at))
        assert f"Daily digest: one direct message at {at}:00 (+2)" in reply.response.content
    first = await started(w, w.alice, w.bob)
    other = w.bob if first is w.alice else w.alice
    assert dms(first) == [] and dms(other) == []  # no message for the turn: the digest gathers them
    await simcord_env.advance_time(2 * 3600)
    assert dms(first) == []
    await simcord_env.advance_time(3600 + SWEEP)
    assert len(dms(first)) == 1 and dms(other) == []  # nothing waits on the other player
    digest = dms(first)[0]
    assert digest.startswith("🎲 **A game is waiting on you:**") and "**your turn**" in digest
    assert f"{at}:00 (+2)" in digest
    await later(simcord_env, 6 * 3600)
    assert len(dms(first)) == 1  # once a day
    await later(simcord_env, 18 * 3600)
    assert len(dms(first)) == 2 and dms(other) == []
