"""Teotihuacan through the simulated Discord: `/teotihuacan new`, the lobby's options and Teotibot's
switches, the secret starting tiles in private panels revealed together, turns in the private panel
(what each option costs and gives, Undo, Confirm, hints), eclipses in the channel, the close looks,
the rules help, and whole games: four members, a member with bot seats, and a member alone against
Teotibot (never rated). The pictures are the real ones where a test says so."""
import random

import pytest

import games
from teotihuacan import Game
from teotihuacan import data as D
from helpers.discord_world import World, components, pick, play_through_panels, texts
from helpers.discord_world import button_labels as labels

pytestmark = pytest.mark.asyncio
PLUGIN = games.get("teotihuacan")
TZOLKIN_WORDS = ("Tzolk", "corn", "wealth", "food day", "gear", "Tikal", "skull")


def history(w):
    channel = w.here
    return sorted(channel.history() + [m for th in channel.threads for m in th.history()], key=lambda m: m.id)


def item(message, prefix):
    return next(child for row in message.components for child in row.children
                if (child.custom_id or "").startswith(prefix))


async def open_lobby(w, creator, *joiners, bots=(), switches=(), join="Join"):
    await creator.slash(w.here, "teotihuacan new")
    lobby = history(w)[-1]
    for label in switches:
        await creator.click(w.message_in(lobby.id), label=label)
    for member in joiners:
        await member.click(w.message_in(lobby.id), label=join)
    for level in bots:
        select = item(w.message_in(lobby.id), "tzs:addbot:")
        await creator.select(w.message_in(lobby.id), [level], custom_id=select.custom_id)
    return w.message_in(lobby.id)


async def keep_tiles(w, member, value=0):
    """The secret choice: the member's private panel and its menu of pairs of tiles."""
    announce = next(m for m in reversed(history(w)) if "Choose my starting tiles" in labels(m))
    panel = (await member.click(announce, label="Choose my starting tiles")).response
    assert "**Your 4 starting tiles** (only you see them)" in panel.content
    menu = next(c for c in components(panel) if c["type"] == 3)
    assert len(menu["options"]) == 6 and all(o["value"].startswith("keep:") for o in menu["options"])
    return await member.select(panel, [menu["options"][value]["value"]], custom_id=menu["custom_id"])


async def play_out(w, members, rng, limit=5000):
    """Members play their turns through the panel with random choices until the game ends; the
    game's row at the end."""
    async def open_panel():
        await w.env.settle()
        row = await w.storage.get_game(1)
        if row.status != "playing":
            return None
        member = members[(await w.bot.host.service.load(row)).current_player]
        board = next(m for m in reversed(history(w)) if turn_button(m))
        return member, (await member.click(board, custom_id=turn_button(board))).response
    await play_through_panels(rng, open_panel, limit)
    return await w.storage.get_game(1)


def turn_button(message):
    """The custom id of a board's **Take my turn** (in any language), or None."""
    return next((child.custom_id for row in message.components for child in row.children
                 if (child.custom_id or "").startswith("tz:turn:")), None)


def make_world(env):
    w = World(env)
    w.here = w.guild.create_text_channel("teotihuacan")
    w.message_in = lambda message_id: next(m for m in history(w) if m.id == message_id)
    return w


# --- the lobby ------------------------------------------------------------------------------------

async def test_the_lobby_offers_the_options_and_teotibot_alone(simcord_env):
    w = make_world(simcord_env)
    lobby = await open_lobby(w, w.alice)
    assert lobby.embeds[0].title == "Teotihuacan: City of Gods: a new game is forming"
    assert "you play against **Teotibot**" in lobby.embeds[0].description
    assert labels(lobby) == ["Join", "Leave", "Remove a bot", "Hints: allowed", "Start", "First game: off",
                             "Draft: off", "Dark Eclipse: off", "Seasons: off", "No blank season: off",
                             "Variant pyramid: off", "Teotibot easier: off", "Teotibot harder: off"]
    assert len(lobby.components) <= 5
    menu = item(lobby, "tzs:addbot:")
    assert [o.value for o in menu.options] == ["easy", "normal", "hard"]
    await w.alice.click(lobby, label="First game: off")
    refused = await w.alice.click(w.message_in(lobby.id), label="Draft: off")
    assert "cannot be combined with the draft" in refused.followups[0].content
    await w.bob.click(w.message_in(lobby.id), label="Join")
    solo = await w.alice.click(w.message_in(lobby.id), label="Teotibot harder: off")
    assert "Teotibot plays only against one player" in solo.followups[0].content
    await w.bob.click(w.message_in(lobby.id), label="Leave")
    await w.alice.click(w.message_in(lobby.id), label="Teotibot harder: off")
    both = await w.alice.click(w.message_in(lobby.id), label="Teotibot easier: off")
    assert "either easier or harder" in both.followups[0].content
    full = await w.carol.click(w.message_in(lobby.id), label="Join")
    assert "1 player at most with these options" in full.followups[0].content
    fields = {f.name: f.value for f in w.message_in(lobby.id).embeds[0].fields}
    assert fields["Options"] == "First-game set-up, Teotibot harder" and fields["Seats (1/1)"]
    row = await w.storage.get_game(1)
    assert row.game == "teotihuacan" and row.config == {"options": ["first_game", "teotibot_harder"]}



async def test_the_lobby_leaves_out_the_blank_season_and_plays_the_variant_pyramid(simcord_env):
    w = make_world(simcord_env)
    lobby = await open_lobby(w, w.alice, w.bob, w.carol)
    alone = await w.alice.click(lobby, label="No blank season: off")
    assert "Leaving out the blank season needs Seasons of Progress" in alone.followups[0].content
    await w.alice.click(w.message_in(lobby.id), label="Seasons: off")
    await w.alice.click(w.message_in(lobby.id), label="No blank season: off")
    kept = await w.alice.click(w.message_in(lobby.id), label="Seasons: on")  # not while the other is on
    assert "switch Seasons on first (and this one off before Seasons)" in kept.followups[0].content
    await w.alice.click(w.message_in(lobby.id), label="Variant pyramid: off")
    full = await w.dan.click(w.message_in(lobby.id), label="Join")
    assert "3 player at most with these options" in full.followups[0].content
    assert "the variant starting pyramid is for 2 or 3 players" in full.followups[0].content
    lobby = w.message_in(lobby.id)
    assert {"Seasons: on", "No blank season: on", "Variant pyramid: on"} <= set(labels(lobby))
    fields = {f.name: f.value for f in lobby.embeds[0].fields}
    assert fields["Options"] == "Seasons of Progress, Seasons without the blank one, Variant starting pyramid"
    await w.alice.click(lobby, label="Start")
    game = Game.from_record(await w.storage.record(1))
    assert game.config.seasons and not game.config.season_blank and game.config.pyramid_variant
    assert D.SEASON_BLANK not in game.state.seasons and len(game.state.seasons) == 3


# --- a solo game against Teotibot ---------------------------------------------------------------------

async def test_a_solo_game_against_teotibot_is_played_and_never_rated(simcord_env):
    w = make_world(simcord_env)
    lobby = await open_lobby(w, w.alice, switches=["Teotibot harder: off"])
    await w.alice.click(lobby, label="Start")
    assert w.here.threads and w.here.threads[-1].name == "Teotihuacan: City of Gods game #1"
    assert (await w.storage.get_game(1)).status == "secret"
    # alone against Teotibot: nobody else chooses, and nothing says anyone does
    announce = next(m for m in reversed(history(w)) if "Choose my starting tiles" in labels(m))
    assert "**alice** plays against Teotibot.\nFirst, keep 2 of your 4 starting tiles" in announce.content
    chosen = await keep_tiles(w, w.alice, 2)
    assert chosen.response.content.startswith("✅ You keep **") and "veryone" not in chosen.response.content
    await simcord_env.settle()
    assert w.message_in(announce.id).content == "**The game began:** the starting tiles are kept."
    row = await w.storage.get_game(1)
    assert row.status == "playing" and len(row.seats) == 1
    game = Game.from_record(await w.storage.record(1))
    assert game.config.teotibot == {"power": 3, "resources": 3, "cocoa_vp": 4, "bonus_vp": 20}
    public = "\n".join(texts(m) for m in history(w))
    assert "**The starting tiles are revealed!**" in public and "keeps:\n  • Starting tile" in public
    board = next(m for m in reversed(history(w)) if "Take my turn" in labels(m))
    assert "⚪ **Teotibot (harder)**" in board.embeds[0].description

    # the first turn through the panel: what each option says, Undo, then a hint
    panel = (await w.alice.click(board, label="Take my turn")).response
    assert "**Your turn, 🔴 alice**" in panel.content and "You have " in panel.content
    row = await play_out(w, {0: w.alice}, random.Random(11))
    assert row.status == "over"
    await simcord_env.settle()
    public = [texts(m) for m in history(w)]
    assert any("\n⚪ **Teotibot (harder)**: " in t for t in public)  # Teotibot's turns, in the channel
    assert any("Eclipse 1:" in t for t in public)
    final = next(t for t in public if "Final scores" in t)
    assert "Teotibot (harder)" in final and ("beats Teotibot" in final or "Teotibot wins" in final)
    assert not any("**Ratings:**" in t for t in public)  # one member's seat rates nothing
    for text in public:
        assert not any(word in text for word in TZOLKIN_WORDS), text
    stats = await w.alice.slash(w.here, "stats", game="teotihuacan")
    assert "**1** game" in stats.response.embeds[0].description
    # the history lists Teotibot's score beside the member's, and the winner: it listed "alice 101"
    (_, place, _), _ = games.get("teotihuacan").rules.standings(await w.storage.record(1))
    listing = (await w.alice.slash(w.here, "teotihuacan history")).response.embeds[0].description
    line = next(x for x in listing.split("\n") if x.startswith("#1 "))
    assert f"🏆 {'alice' if place == 1 else 'Teotibot (harder)'} " in line and "Teotibot (harder)" in line, line
    assert f"place {place} of 2" in stats.response.embeds[0].description  # "of 1" before




async def test_teotibot_s_sheet_is_offered_and_shown_by_the_close_look_at_a_player(simcord_env):
    from types import SimpleNamespace

    from cogs.seats import seat_choices
    w = make_world(simcord_env)
    lobby = await open_lobby(w, w.alice, switches=["Teotibot easier: off"])
    await w.alice.click(lobby, label="Start")
    await keep_tiles(w, w.alice, 1)
    await simcord_env.settle()
    thread = w.here.threads[-1]
    interaction = SimpleNamespace(client=w.bot, guild=w.bot.get_guild(w.guild.id), channel_id=thread.id,
                                  locale="en", user=SimpleNamespace(id=w.alice.id))
    choices = await seat_choices(interaction, "")
    assert [(c.name, c.value) for c in choices] == [("1. alice", 1), ("2. Teotibot (easier)", 2)]

    sheet = (await w.bob.slash(thread, "teotihuacan player", seat=2)).response  # anyone may look
    embed = sheet.embeds[0]
    assert "Teotibot (easier)" in embed.title and "Teotibot pays no salary." in embed.description
    assert "You can afford now" not in embed.description and sheet.attachments[0].filename == "player.png"
    missing = (await w.alice.slash(thread, "teotihuacan player", seat=3)).response
    assert "This game has no seat 3." in (missing.content or texts(missing))
    own = (await w.alice.slash(thread, "teotihuacan player", seat=1)).response
    assert "alice" in own.embeds[0].title and "Teotibot" not in own.embeds[0].title

# --- whole games -----------------------------------------------------------------------------------

async def test_four_members_play_a_whole_game_with_every_option(simcord_env):
    w = make_world(simcord_env)
    lobby = await open_lobby(w, w.alice, w.bob, w.carol, w.dan,
                             switches=["Draft: off", "Dark Eclipse: off", "Seasons: off"])
    await w.alice.click(lobby, label="Start")
    row = await w.storage.get_game(1)
    assert row.status == "playing"  # the draft is public: no secret choice, the picks are turns
    game = Game.from_record(await w.storage.record(1))
    assert game.config.draft and game.config.dark_eclipse and game.config.seasons
    members = {s.seat: next(m for m in (w.alice, w.bob, w.carol, w.dan) if m.id == s.user_id) for s in row.seats}
    board = next(m for m in reversed(history(w)) if "Take my turn" in labels(m))
    assert board.channel.id == w.here.threads[-1].id  # a game without a secret choice starts in its thread too
    panel = (await members[game.current_player].click(board, label="Take my turn")).response
    assert "Take a starting tile" in panel.content and "Take starting tile" in str(components(panel))
    row = await play_out(w, members, random.Random(5))
    assert row.status == "over"
    await simcord_env.settle()
    public = [texts(m) for m in history(w)]
    assert sum("Eclipse " in t and "VP" in t for t in public) >= 1
    final = next(t for t in public if "Final scores" in t)
    assert "Avenue of the Dead" in final and ("🏆 Winner" in final or "Shared victory" in final)
    assert any("**Ratings:**" in t for t in public)  # four people: a rated game
    board = await w.alice.slash(w.here, "leaderboard", game="teotihuacan")
    assert board.response.embeds[0].title == "Teotihuacan: City of Gods leaderboard"
    assert all(f"<@{m.id}>" in board.response.embeds[0].description or m.name in board.response.embeds[0].description
               for m in (w.alice, w.bob, w.carol, w.dan)), board.response.embeds[0].description
    other = await w.alice.slash(w.here, "leaderboard")  # the first game's ratings are apart
    assert "No rated games" in other.response.content
    for text in public:
        assert not any(word in text for word in TZOLKIN_WORDS), text


async def test_a_member_plays_with_bot_seats_asks_a_hint_and_reads_french(simcord_env):
    w = make_world(simcord_env)
    lobby = await open_lobby(w, w.alice, bots=("easy", "normal"))
    await w.alice.slash(w.here, "teotihuacan settings", board="round")  # a board and a summary each round
    await w.alice.click(lobby, label="Start")
    await keep_tiles(w, w.alice, 0)
    await simcord_env.settle()
    row = await w.storage.get_game(1)
    assert row.status == "playing" and [s.bot for s in row.seats] == [None, "easy", "normal"]
    board = next(m for m in reversed(history(w)) if "Take my turn" in labels(m))
    panel = (await w.alice.click(board, label="Take my turn")).response
    hint = await w.alice.click(panel, label="Hint")
    assert "Suggested: **" in hint.response.content
    row = await play_out(w, {0: w.alice}, random.Random(8))
    assert row.status == "over"
    await simcord_env.settle()
    public = [texts(m) for m in history(w)]
    assert any("🤖 easy" in t for t in public) and any("Final scores" in t for t in public)
    summary = next(t for t in public if "in short:**" in t)
    assert "\n🔴 alice: +" in summary and "\n🟢 Bot 2: " in summary  # what each seat gained over the round


# --- looking, help, the clock, history: in French and Italian -----------------------------------------

@pytest.mark.parametrize("pictures", [None])  # the real pictures, the close looks among them
async def test_a_french_game_with_an_italian_member_looks_helps_and_remembers(simcord_env):
    import json
    w = make_world(simcord_env)
    await w.mod.slash(w.here, "language", language="fr", scope="server")
    await w.bob.slash(w.here, "language", language="it")
    await w.alice.slash(w.here, "language", language="fr")
    lobby = await open_lobby(w, w.alice, w.bob, join="Rejoindre")
    assert "Seul à la table, vous jouez contre **Teotibot**" in lobby.embeds[0].description
    assert "Première partie : non" in labels(lobby) or any(x.startswith("Première partie") for x in labels(lobby))
    await w.alice.slash(w.here, "teotihuacan settings", clock_hours=1)
    await w.alice.slash(w.here, "teotihuacan reminder", hours=0)
    await w.alice.click(lobby, label="Démarrer" if "Démarrer" in labels(lobby) else labels(lobby)[4])
    announce = next(m for m in reversed(history(w)) if "Choisir mes tuiles Départ" in labels(m))
    assert "chacun garde en secret 2 de ses 4 tuiles Départ" in announce.content
    panel = (await w.bob.click(announce, label="Choisir mes tuiles Départ")).response
    assert "**Le tue 4 tessere Iniziali** (le vedi solo tu)" in panel.content  # Bob reads Italian
    assert [a.filename for a in panel.attachments] == ["secret.png"]  # his tiles, drawn for him alone
    open_picture = await panel.attachments[0].read()
    assert open_picture.startswith(b"\x89PNG")
    menu = next(c for c in components(panel) if c["type"] == 3)
    assert menu["options"][0]["label"].startswith("Tieni le tessere ")
    await w.bob.select(panel, [menu["options"][0]["value"]], custom_id=menu["custom_id"])
    panel = (await w.alice.click(announce, label="Choisir mes tuiles Départ")).response
    menu = next(c for c in components(panel) if c["type"] == 3)
    await w.alice.select(panel, [menu["options"][-1]["value"]], custom_id=menu["custom_id"])
    await simcord_env.settle()
    public = "\n".join(texts(m) for m in history(w))
    assert "**Les tuiles Départ sont révélées !**" in public and "garde :\n  • Tuile Départ" in public

    # the close looks, the help, the sheets, each in the reader's language
    look = await w.bob.slash(w.here, "teotihuacan look", look="pyramid")
    assert look.response.embeds[0].title.startswith("La Piramide e le sue Decorazioni · ")
    assert look.response.attachments[0].filename == "look.png"
    forest = await w.alice.slash(w.here, "teotihuacan look", look="forest")
    assert forest.response.embeds[0].title.startswith("Forêt · ")
    rules = await w.alice.slash(w.here, "teotihuacan rules", topic="eclipse")
    assert rules.response.embeds[0].title.endswith("Éclipses et salaire")
    assert "Salaire" in rules.response.embeds[0].description
    me = await w.bob.slash(w.here, "teotihuacan me")
    sheet = me.response.embeds[0].description
    assert "**Lavoratori:**" in sheet and "Salario alla prossima Eclissi" in sheet and "Ora puoi permetterti" in sheet
    other = await w.alice.slash(w.here, "teotihuacan player", member=w.bob)
    assert "**Ouvriers :**" in other.response.embeds[0].description
    assert "Vous pouvez payer" not in other.response.embeds[0].description  # what one can afford is one's own

    # the turn clock gives an absent member's seat to a bot; the member takes it back
    row = await w.storage.get_game(1)
    game = await w.bot.host.service.load(row)
    members = {0: w.alice, 1: w.bob}
    absent = members[game.current_player]
    await simcord_env.advance_time(3600 + 600)
    row = await w.storage.get_game(1)
    assert row.seat_of(absent.id).is_bot
    back = await absent.slash(w.here, "teotihuacan rejoin")
    assert not (await w.storage.get_game(1)).seat_of(absent.id).is_bot and back.response.content

    # to the end, then the history, the log and the record
    row = await play_out(w, members, random.Random(4))
    assert row.status == "over"
    await simcord_env.settle()
    final = next(texts(m) for m in history(w) if "Scores finaux" in texts(m) or "Résultats" in texts(m)
                 or "PV** (" in texts(m))
    assert "Allée des Morts" in final and "Salaire" in final
    log = await w.alice.slash(w.here, "teotihuacan log")
    assert log.response.embeds[0].title.startswith("Partie n°") or log.response.embeds[0].title
    exported = await w.alice.slash(w.here, "teotihuacan export")
    assert "python -m teotihuacan replay teotihuacan-game-1.json" in exported.response.content
    record = json.loads(await exported.response.attachments[0].read())
    assert Game.from_record(record).is_over
    for text in (texts(m) for m in history(w)):
        assert not any(word in text for word in TZOLKIN_WORDS), text


async def test_a_member_resigns_a_bot_plays_on_and_the_history_keeps_the_game(simcord_env):
    w = make_world(simcord_env)
    lobby = await open_lobby(w, w.alice, w.bob, switches=["First game: off"])
    await w.alice.click(lobby, label="Start")
    row = await w.storage.get_game(1)
    assert row.status == "playing"  # the first game's set-up deals no starting tiles to choose
    ask = await w.bob.slash(w.here, "teotihuacan resign")
    done = await w.bob.click(ask.response, label="Yes, resign")
    assert "You resigned" in done.response.content
    row = await w.storage.get_game(1)
    assert row.seat_of(w.bob.id).is_bot
    row = await play_out(w, {0: w.alice}, random.Random(6))
    assert row.status == "over"
    await simcord_env.settle()
    listing = await w.alice.slash(w.here, "teotihuacan history")
    assert listing.response.embeds[0].title == "Finished Teotihuacan: City of Gods games" and "#1" in \
        listing.response.embeds[0].description
    one = await w.alice.slash(w.here, "teotihuacan history", game=1)
    assert one.response.embeds[0].title == "Game #1: final board" and one.response.attachments


# --- the salary: paid, taken back, paid otherwise, confirmed ------------------------------------------

def act_ids(panel):
    """The panel's options, {action: ("click" or "select", custom id)}."""
    out = {}
    for c in components(panel):
        if c["type"] == 2 and c["custom_id"].startswith("tz:act:"):
            out[c["custom_id"].split(":", 4)[4]] = ("click", c["custom_id"])
        elif c["type"] == 3 and ":act:" in c["custom_id"]:
            out.update({o["value"]: ("select", c["custom_id"]) for o in c["options"]})
    return out


def buttons(panel):
    return [c.get("label") for c in components(panel) if c["type"] == 2]


async def choose(member, panel, action):
    how, custom_id = act_ids(panel)[action]
    if how == "click":
        return await member.click(panel, custom_id=custom_id)
    return await member.select(panel, [action], custom_id=custom_id)


async def test_a_member_pays_the_salary_takes_it_back_pays_otherwise_and_confirms(simcord_env):
    w = make_world(simcord_env)
    lobby = await open_lobby(w, w.alice)
    await w.alice.click(lobby, label="Start")
    await keep_tiles(w, w.alice, 0)
    rng, panel = random.Random(4), None
    for _ in range(3000):  # random turns up to a salary with more than one way to pay
        if panel is None or not act_ids(panel):
            await simcord_env.settle()
            board = next(m for m in reversed(history(w)) if turn_button(m))
            panel = (await w.alice.click(board, custom_id=turn_button(board))).response
        game = await w.bot.host.service.load(await w.storage.get_game(1))
        if game.state.stack[-1]["k"] == "salary" and len(game.legal_actions()) > 1:
            break
        panel = (await pick(w.alice, panel, rng)).response
    else:
        raise AssertionError("no salary to choose")
    before = game.state.players[0]
    most, less = [str(a) for a in game.legal_actions()[:2]]
    assert "Salary: you owe" in panel.content and "Undo" not in buttons(panel)  # the turn before is committed

    paid = (await choose(w.alice, panel, most)).response
    assert "Salary paid: " in paid.content and "Confirm, or undo to pay otherwise" in paid.content
    assert buttons(paid)[:2] == ["Undo", "Confirm turn"] and not act_ids(paid).keys() - {"end"}
    game = await w.bot.host.service.load(await w.storage.get_game(1))
    assert game.state.players[0].cocoa == before.cocoa - int(most.split(":")[1])

    again = (await w.alice.click(paid, label="Undo")).response
    assert "Salary: you owe" in again.content and most in act_ids(again)
    game = await w.bot.host.service.load(await w.storage.get_game(1))
    assert (game.state.players[0].cocoa, game.state.players[0].vp) == (before.cocoa, before.vp)

    paid = (await choose(w.alice, again, less)).response
    done = await w.alice.click(paid, label="Confirm turn")
    assert "Turn confirmed" in done.response.content
    record = await w.storage.record(1)
    assert record["actions"][-2:] == [less, "end"] and most not in record["actions"][-3:]
    game = Game.from_record(record)
    salary = [e for e in game.state.events if e["e"] == "salary" and e["p"] == 0][-1]
    assert salary["paid"] == int(less.split(":")[1])
