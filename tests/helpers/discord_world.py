"""The simulated Discord (SimCord) the Discord side's tests play in: the bot made as `bot.py` makes
it (real discord.py code, real slash commands, buttons, selects and ephemeral replies; no network, no
token), cheap stand-in pictures, the fixtures (`db`, `pictures`, `simcord_bot`), `World` (a guild, its
channels and members) and the moves members make through the panels."""
import asyncio
import io

import discord
import pytest
import pytest_asyncio
from PIL import Image

from bot import Settings, create_bot
from tzolkin import Game

SEED = 7


def png(colour):
    buf = io.BytesIO()
    Image.new("RGB", (8, 8), colour).save(buf, "PNG")
    return buf.getvalue()


class FakePictures:
    """Stands in for the picture pool: cheap PNGs for the whole board, a player's sheet, the
    scores and the close looks (no phone pictures: boards take the whole-board path), and counts
    what was drawn."""
    COLOURS = {"board_png": "green", "player_png": "blue", "scoreboard_png": "gold", "gear_png": "brown",
               "scores_png": "gold"}  # scores_png: the final scores of games that name them so

    def __init__(self):
        self.drawn = []
        self.languages = []  # the language of each picture, in order

    async def render(self, name, state, *args, locale="en"):
        function = name.partition(":")[2]
        if function not in self.COLOURS:
            return None
        shown = {"board_png": "board", "scoreboard_png": "scoreboard", "scores_png": "scoreboard",
                 "player_png": f"player{args[0] if args else ''}",
                 "gear_png": f"gear:{args[0] if args else ''}"}[function]
        self.drawn.append(shown)
        self.languages.append(locale)
        return png(self.COLOURS[function])


def make_bot(db, pictures="fake", thinker=None):
    """pictures: "fake" (fast test PNGs), None (the real images package) or a stand-in module.
    Bots think in threads here (worker processes are tested on their own)."""
    from images.pool import Pictures
    from table.thinking import Thinker
    # Threads here: the simulated Discord's clock waits on the event loop, not on other processes
    # (tests/table/test_picture_pool.py renders in worker processes).
    pics = FakePictures() if pictures == "fake" else Pictures(pictures, kind="thread")
    return create_bot(Settings(database=str(db), sync="global", reminder_check_seconds=300, shard_count=1),
                      pictures=pics, seed_source=lambda: SEED, thinker=thinker or Thinker("thread", 2))


@pytest.fixture
def db(tmp_path):
    return tmp_path / "bot.sqlite3"


@pytest.fixture
def pictures():
    return "fake"


@pytest_asyncio.fixture
async def simcord_bot(db, pictures):
    bot = make_bot(db, pictures)
    yield bot
    assert bot.unexpected_errors == []
    if hasattr(bot.pictures, "close"):
        bot.pictures.close()
    if bot.storage is not None:
        await bot.storage.close()


class World:
    def __init__(self, env):
        self.env = env
        self.guild = env.create_guild()
        self.channel = self.guild.create_text_channel("tzolkin")
        self.other = self.guild.create_text_channel("elsewhere")
        mods = self.guild.create_role("Mods", permissions=discord.Permissions(manage_channels=True))
        self.alice = self.guild.add_member(env.create_user("alice"))
        self.bob = self.guild.add_member(env.create_user("bob"))
        self.carol = self.guild.add_member(env.create_user("carol"))
        self.dan = self.guild.add_member(env.create_user("dan"))
        self.mod = self.guild.add_member(env.create_user("mod"), roles=[mods])

    @property
    def bot(self):
        return self.env.bot

    @property
    def storage(self):
        return self.env.bot.storage

    def history(self):
        """The game's public messages: the channel's and its threads', oldest first."""
        messages = self.channel.history() + [m for th in self.channel.threads for m in th.history()]
        return sorted(messages, key=lambda m: m.id)

    def last(self):
        return self.history()[-1]

    @property
    def thread(self):
        threads = self.channel.threads
        return threads[-1] if threads else None

    def message(self, message_id):
        return next(m for m in self.history() if m.id == message_id)

    async def row(self):
        return await self.storage.channel_game(self.channel.id) or await self.storage.get_game(1)

    async def game(self):
        row = await self.storage.get_game(1)
        return Game.from_record(await self.storage.record(row.id))

    async def board(self):
        return self.message((await self.storage.get_game(1)).board_message_id)

    async def lobby(self, creator, *joiners, bots=0):
        """bots: how many normal bots, or their levels ("easy,hard")."""
        await creator.slash(self.channel, "tzolkin new")
        lobby = self.last()
        for member in joiners:
            await member.click(lobby, label="Join")
        for level in (["normal"] * bots if isinstance(bots, int) else bots.split(",")):
            await self.add_bot(creator, lobby, level)
        return lobby

    async def add_bot(self, member, lobby, level):
        lobby = self.message(lobby.id)  # the lobby as it is now (its components carry the revision)
        select = next(child for row in lobby.components for child in row.children
                      if (child.custom_id or "").startswith("tzs:addbot:"))
        return await member.select(lobby, [level], custom_id=select.custom_id)

    async def start(self, creator, *joiners, bots=0):
        lobby = await self.lobby(creator, *joiners, bots=bots)
        await creator.click(lobby, label="Start")
        announce = self.last()
        for member in (creator, *joiners):
            result = await member.click(announce, label="Choose my wealth tiles")
            await member.select(result.response, [option_values(result.response)[0]])
        return announce

    async def panel(self, member):
        result = await member.click(await self.board(), label="Take my turn")
        return result.response


def components(message):
    return [c for row in message.components for c in row["components"]]


def option_values(message):
    return [o["value"] for c in components(message) if c["type"] == 3 for o in c["options"]]


def labels(message):
    return [c.get("label") for c in components(message) if c["type"] == 2]


def texts(message):
    """Everything a message says in words: its content, and each embed's title, text, footer and fields."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or "", embed.footer.text or ""]
        parts += [f"{f.name} {f.value}" for f in embed.fields]
    return "\n".join(parts)


def button_labels(message):
    return [child.label for row in message.components for child in row.children if hasattr(child, "label")]


async def pick(member, panel, rng):
    """Choose one of the panel's options at random (buttons, select options or Confirm)."""
    choices = []
    for c in components(panel):
        if c["type"] == 2 and c["custom_id"].startswith("tz:act:"):
            choices.append(("click", c["custom_id"], None))
        elif c["type"] == 3:
            choices += [("select", c["custom_id"], o["value"]) for o in c["options"]]
    kind, custom_id, value = rng.choice(choices)
    if kind == "click":
        return await member.click(panel, custom_id=custom_id)
    return await member.select(panel, [value], custom_id=custom_id)


async def select_action(member, panel, prefix):
    """Choose the first option whose action starts with `prefix` (select menu or button)."""
    for c in components(panel):
        if c["type"] == 3:
            for o in c["options"]:
                if o["value"].startswith(prefix):
                    return await member.select(panel, [o["value"]], custom_id=c["custom_id"])
        if c["type"] == 2 and c["custom_id"].split(":", 4)[-1].startswith(prefix):
            return await member.click(panel, custom_id=c["custom_id"])
    raise AssertionError(f"no option {prefix} in {components(panel)}")


def client_languages(monkeypatch):
    """{member's user id: their Discord client's locale ("fr", "de"...)}, which every interaction
    of theirs carries from then on. SimCord's interactions all carry "en-US"; the payload it
    builds is given the member's locale when the mapping names them."""
    import simcord.interactions as built
    real, locales = built.base_payload, {}

    def payload(backend, *, user_id, **kwargs):
        record, data = real(backend, user_id=user_id, **kwargs)
        data["locale"] = locales.get(user_id, data["locale"])
        return record, data

    monkeypatch.setattr(built, "base_payload", payload)
    return locales


async def whose_turn(world):
    game = await world.game()
    row = await world.storage.get_game(1)
    return {0: world.alice, 1: world.bob, 2: world.carol}.get(game.current_player) if not row.seats[
        game.current_player].is_bot else None



def hold_lock_while(env, w):
    """Make the next move pause inside its transaction (holding the game lock) until the
    returned event is set, and make other moves wait for the lock as external work, so
    that SimCord lets the test send a second click while the first is in flight."""
    gate = asyncio.Event()
    service = w.bot.host.service
    storage = service.storage
    real = {name: getattr(storage, name) for name in ("commit", "choose_secret")}

    def slow(name):
        async def method(*args, **kwargs):
            for n, fn in real.items():  # only the first write pauses
                setattr(storage, n, fn)
            await env.external_wait(gate.wait(), reason="first move held mid-write")
            return await real[name](*args, **kwargs)
        return method

    for name in real:
        setattr(storage, name, slow(name))

    class WaitingLock(asyncio.Lock):
        async def acquire(self):
            if self.locked():
                return await env.external_wait(super().acquire(), reason="second click waits for the lock")
            return await super().acquire()

    service.lock_factory = WaitingLock
    service._locks.clear()
    return gate


# --- turns -----------------------------------------------------------------------------------------


def offers_decisions(panel):
    """Whether a turn panel still offers decisions (a select menu or an action button)."""
    return panel is not None and any(c["type"] in (2, 3) and ":act:" in c["custom_id"] for c in components(panel))


async def play_through_panels(rng, open_panel, limit=5000, seen=None, done=None):
    """Members play their turns through the panels with random choices until the game ends:
    `open_panel()` gives (member, panel) of the member on turn, or None once there is none (the
    game is over); `done()` may stop sooner. `seen` collects each panel's text and files as it
    was at each click (the panel is one message, edited)."""
    panel, member = None, None
    for _ in range(limit):
        if done is not None and await done():
            return
        if offers_decisions(panel):
            panel = (await pick(member, panel, rng)).response
        else:
            opened = await open_panel()
            if opened is None:
                return
            member, panel = opened
        if seen is not None:
            seen.append((panel.content, [a.filename for a in panel.attachments]))
    raise AssertionError("the game did not finish")


async def play_until(w, member, rng, done, limit=3000):
    """`member` plays random legal options through the panels until `done()` says stop."""
    async def open_panel():
        row = await w.storage.get_game(1)
        if row.status != "playing":
            return None
        panel = await w.panel(member)
        assert "Your turn" in panel.content, panel.content
        return member, panel
    await play_through_panels(rng, open_panel, limit, done=done)


async def open_maya_game(w, env, humans, bots=(), variant=None):
    """A Maya game opened by `humans[0]` and started: the others join, `bots` take seats, `variant`
    is clicked in the lobby; each member asks for a mention and a direct message each turn.
    Gives seat -> member of the members' seats."""
    for member in humans:  # a mention and a direct message each turn: the direct messages are checked too
        await member.slash(w.channel, "notify", how="both", heads_up=True)
    await humans[0].slash(w.channel, "maya new")
    lobby = w.history()[-1]
    if variant:
        await humans[0].click(w.message(lobby.id), label=variant)
    for member in humans[1:]:
        await member.click(w.message(lobby.id), label="Join")
    for level in bots:
        await w.add_bot(humans[0], w.message(lobby.id), level)
    await humans[0].click(w.message(lobby.id), label="Start")
    await env.settle()
    row = await w.storage.get_game(1)
    return {s.seat: next(m for m in humans if m.id == s.user_id) for s in row.seats if not s.is_bot}
