"""Every picture the bot posts carries a description (an attachment's, which screen readers read and
Discord shows on hover), in the reader's language and within Discord's limit: the live boards in the
game's language, the panels, sheets, hands, close looks, secret choices and the history in the
member's own. One whole game of every registered game, through the simulated Discord."""
import random
import re

import pytest
import pytest_asyncio

import games
import i18n
from bot import Settings, create_bot
from cogs.render import DESCRIPTION_MAX, described
from table.thinking import Thinker
from helpers.discord_world import SEED, World, offers_decisions, pick
from helpers.toy_discord import components  # a channel's message or a private reply alike

PUBLIC, OWN = "fr", "it"  # the server's language (the game's), and the member's own
PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c49444154"
                    "789c63f8cfc000000301010018dd8db00000000049454e44ae426082")
# A picture's file name -> the catalog key of its description's first sentence.
HEADS = {"board": "alt.board", "scores": "alt.final", "private": "alt.private", "secret": "alt.secret",
         "player": "alt.player"}


class EveryPicture:
    """Stands in for the picture pool: a tiny PNG for every picture a game names (two for the
    phone's, which come as a list), so that every posting place posts one."""

    async def render(self, name, state, *args, locale="en"):
        return [PNG, PNG] if name.endswith("pngs") else PNG


@pytest_asyncio.fixture
async def simcord_bot(db):
    bot = create_bot(Settings(database=str(db), sync="global", reminder_check_seconds=300, shard_count=1),
                     pictures=EveryPicture(), seed_source=lambda: SEED, thinker=Thinker("thread", 2))
    yield bot
    assert bot.unexpected_errors == []
    await bot.storage.close()


def fragments(plugin, key, lang):
    """The words of a description's first sentence in `lang`, around what it names."""
    text = i18n.text(key, lang, title=plugin.title(lang), player="\0", value="\0")
    return [part for part in text.split("\0") if part.strip()]


def check(plugin, attachments, lang, where):
    """Every attachment has a description within the limit, beginning as its kind of picture's does
    in `lang`; the kinds of picture seen."""
    kinds = set()
    for a in attachments:
        kind = re.sub(r"(-\d+)?\.png$", "", a.filename)
        said = a.description or ""
        assert said and len(said.encode("utf-16-le")) // 2 <= DESCRIPTION_MAX, (where, a.filename, said)
        assert all(part in said for part in fragments(plugin, HEADS.get(kind, "alt.zoom"), lang)), (where, kind, said)
        kinds.add(kind)
    return kinds


def every_kind(plugin):
    """The kinds of picture a game's whole game shows (by file name), from the pictures it names."""
    names = {"board": "board", "scoreboard": "scores", "private": "private", "secret": "secret", "player": "player"}
    return {kind for picture, kind in names.items() if picture in plugin.pictures} | {
        z.command for z in plugin.pictures.zooms}


async def answered(result):
    """The attachments of a command's answer: its reply and follow-ups."""
    out = list(result.response.attachments) if result.response else []
    for message in result.followups:
        out += message.attachments
    return out


def button(message, prefix):
    return next((c["custom_id"] for c in components(message) if c["type"] == 2
                 and c["custom_id"].startswith(prefix)), None)


async def make_secret_choice(w, member, plugin):
    """The secret choice through its panel, the first option of each menu until it is made; the
    pictures its panel showed."""
    announce = next(m for m in reversed(w.history()) if button(m, "tz:wealth:"))
    panel = (await member.click(announce, custom_id=button(announce, "tz:wealth:"))).response
    shown = check(plugin, panel.attachments, OWN, "secret")
    for _ in range(10):
        menu = next((c for c in components(panel) if c["type"] == 3 and c["custom_id"].startswith("tzs:keep:")), None)
        if menu is None:
            break
        panel = (await member.select(panel, [menu["options"][0]["value"]], custom_id=menu["custom_id"])).response
    return shown


async def look_around(w, member, plugin):
    """The looks a member may take during a game, each answered privately with its picture."""
    name, found = plugin.name, []
    for command, options in (("board", {}), ("me", {}), ("player", {"seat": 2}),
                             *((z.command, {z.command: z.choices[0][0]}) for z in plugin.pictures.zooms)):
        found += await answered(await member.slash(w.channel, f"{name} {command}", **options))
    return found


@pytest.mark.asyncio
@pytest.mark.parametrize("name", games.names())
async def test_every_picture_of_a_whole_game_is_described_in_its_readers_language(simcord_env, name):
    plugin, w, rng = games.get(name), World(simcord_env), random.Random(3)
    await w.mod.slash(w.channel, "language", language=PUBLIC, scope="server")
    await w.alice.slash(w.channel, "language", language=OWN)
    await w.alice.slash(w.channel, f"{name} new")
    lobby = w.last()
    await w.add_bot(w.alice, lobby, plugin.levels[0])
    lobby = w.message(lobby.id)
    await w.alice.click(lobby, custom_id=button(lobby, "tz:start:"))
    await simcord_env.settle()
    seen = await make_secret_choice(w, w.alice, plugin) if plugin.secret else set()
    looked, panel = False, None
    for _ in range(5000):
        await simcord_env.settle()
        row = await w.storage.get_game(1)
        if row.status != "playing":
            break
        if offers_decisions(panel):
            panel = (await pick(w.alice, panel, rng)).response
        else:
            board = w.message(row.board_message_id) if row.board_message_id else None
            if board is None:
                continue
            seen |= check(plugin, board.attachments, PUBLIC, "live board")  # as posted: a retired board has none
            panel = (await w.alice.click(board, custom_id=button(board, "tz:turn:"))).response
            if not looked:  # once, with a live board up: the looks a member may take
                seen |= check(plugin, await look_around(w, w.alice, plugin), OWN, "looks")
                looked = True
        seen |= check(plugin, panel.attachments, OWN, "panel")
    assert (await w.storage.get_game(1)).status == "over"
    public = [a for m in w.history() for a in m.attachments]
    seen |= check(plugin, public, PUBLIC, "channel")
    assert "scoreboard" not in plugin.pictures or any(a.filename == "scores.png" for a in public)  # described
    seen |= check(plugin, await answered(await w.alice.slash(w.channel, f"{name} history", game=1)), OWN, "history")
    assert seen == every_kind(plugin), seen


def test_a_long_description_is_cut_after_a_whole_word_within_the_limit():
    text = "🔴 alice: 12 VP · 5 corn. " * 100  # an emoji counts twice where Discord counts UTF-16 units
    cut = described(text)
    assert len(cut.encode("utf-16-le")) // 2 <= DESCRIPTION_MAX and cut.endswith("…")
    assert text.startswith(cut[:-1]) and cut[-2] not in " ·"
    assert described("short") == "short"
