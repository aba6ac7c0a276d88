"""How long a click waits: click -> first response (the interaction acknowledged) and click ->
last edit (the last request the click caused), for whole games' turns through the simulated
Discord (SimCord), with real pictures drawn in worker threads and bots thinking in threads.

    python -m drills.click_latency [--games 2] [--seed 1]

Members open a game of the default game with `/<game> new`, join, start, make their secret choice, then play
every turn through their panels with random choices ("Take my turn", each option, Confirm).
Times are wall-clock (the simulated Discord answers at once, so they are the bot's own work)
and CPU time of the process; compare figures taken in one sitting.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import time

import games

from .common import ms


class TimedRequests(list):
    """The simulated Discord's request log, each request stamped as it is made."""

    def __init__(self):
        super().__init__()
        self.stamps = []

    def append(self, item):
        self.stamps.append((time.perf_counter(), time.process_time()))
        super().append(item)


class Part:
    """A button or select as posted (a message's component, or the raw one of a private reply)."""

    def __init__(self, c):
        raw = isinstance(c, dict)
        self.custom_id = (c.get("custom_id") if raw else getattr(c, "custom_id", None)) or ""
        self.label = c.get("label") if raw else getattr(c, "label", None)
        options = c.get("options") if raw else getattr(c, "options", None)
        self.options = [o["value"] if isinstance(o, dict) else o.value for o in options or []]


def parts(message):
    return [Part(child) for row in message.components
            for child in (row["components"] if isinstance(row, dict) else row.children)]


def panel_choices(panel):
    out = []
    for c in parts(panel):
        custom_id = c.custom_id
        if ":act:" not in custom_id:
            continue
        if c.options:
            out += [("select", custom_id, value) for value in c.options]
        else:
            out.append(("click", custom_id, None))
    return out


async def timed(log, samples, action):
    """Run one click; record (first response, last request) in wall and CPU ms."""
    n = len(log)
    wall0, cpu0 = time.perf_counter(), time.process_time()
    result = await action()
    stamps = log.stamps[n:]
    if stamps:
        samples.append(((stamps[0][0] - wall0) * 1000, (stamps[-1][0] - wall0) * 1000,
                        (stamps[0][1] - cpu0) * 1000, (stamps[-1][1] - cpu0) * 1000))
    return result


async def play(env, seed, samples, members):
    guild = env.create_guild()
    channel = guild.create_text_channel(f"game-{seed}")
    people = [guild.add_member(env.create_user(name)) for name in members]
    log = env.backend.http_requests

    def messages():
        found = channel.history() + [m for th in channel.threads for m in th.history()]
        return sorted(found, key=lambda m: m.id)

    def with_label(label):
        return next(m for m in reversed(messages()) if any(getattr(c, "label", None) == label for c in parts(m)))

    await people[0].slash(channel, f"{games.get().name} new")
    lobby = messages()[-1]
    for member in people[1:]:
        await member.click(lobby, label="Join")
    await people[0].click(next(m for m in messages() if m.id == lobby.id), label="Start")
    announce = next(m for m in reversed(messages()) if any(":wealth:" in c.custom_id for c in parts(m)))
    button = next(c for c in parts(announce) if ":wealth:" in c.custom_id)
    for member in people:
        panel = (await member.click(announce, custom_id=button.custom_id)).response
        menu = next(c for c in parts(panel) if c.options)
        await member.select(panel, [menu.options[0]], custom_id=menu.custom_id)
    await env.settle()
    rng = random.Random(seed)
    storage = env.bot.storage
    for _ in range(5000):
        row = await storage.get_game(1)  # one game per database
        if row is None or row.status != "playing":
            break
        board = with_label("Take my turn")
        for member in people:
            result = await timed(log, samples, lambda m=member: m.click(board, label="Take my turn"))
            panel = result.response
            if panel is not None and panel_choices(panel):
                break
        else:
            await env.settle()
            continue
        while panel is not None and panel_choices(panel):
            kind, custom_id, value = rng.choice(panel_choices(panel))
            if kind == "click":
                result = await timed(log, samples, lambda: member.click(panel, custom_id=custom_id))
            else:
                result = await timed(log, samples, lambda: member.select(panel, [value], custom_id=custom_id))
            panel = result.response
        await env.settle()


async def run(games=2, seed=1, players=3, settings=None, during=None):
    """The samples of `games` games; `settings` adds to the bot's settings (its web pages, say) and
    `during(bot)`, an async context manager, runs beside each game (a load on those pages)."""
    import discord  # noqa: F401  (the bot's own imports come first)
    from simcord.env import Env

    from bot import Settings, create_bot
    from images.pool import Pictures
    from table.thinking import Thinker

    import tempfile
    from pathlib import Path
    samples = []
    with tempfile.TemporaryDirectory() as folder:
        for g in range(games):
            bot = create_bot(Settings(database=str(Path(folder) / f"g{g}.sqlite3"), sync="global",
                                      reminder_check_seconds=300, shard_count=1, **(settings or {})),
                             pictures=Pictures(None, kind="thread"), seed_source=lambda g=g: seed + g,
                             thinker=Thinker("thread", 2))
            env = Env(bot)
            await env.start()
            env.backend.http_requests = TimedRequests()
            try:
                with env.time_context():
                    if during is None:
                        await play(env, seed + g, samples, ["alice", "bob", "carol", "dan"][:players])
                    else:
                        async with during(bot):
                            await play(env, seed + g, samples, ["alice", "bob", "carol", "dan"][:players])
            finally:
                await env.shutdown()
                if getattr(bot, "web", None) is not None:  # its web pages, when the settings asked for them
                    await bot.web.close()
                bot.pictures.close()
                await bot.storage.close()
    return samples


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args(argv)
    samples = asyncio.run(run(args.games, args.seed, args.players))
    ok = len(samples) > 0
    first = [s[0] / 1000 for s in samples]
    last = [s[1] / 1000 for s in samples]
    cpu_first = [s[2] / 1000 for s in samples]
    cpu_last = [s[3] / 1000 for s in samples]
    print(f"click_latency: {'OK' if ok else 'FAILED'} {len(samples)} clicks; "
          f"first response {ms(first)}; last edit {ms(last)}; "
          f"CPU to first response {ms(cpu_first)}; CPU to last edit {ms(cpu_last)}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
