"""Languages through the simulated Discord: a game's public messages and pictures in its
language, each member's panels and private replies in their own, command texts translated."""
import random

import discord
import pytest

import i18n
from helpers import discord_world as sim
from cogs.translator import CatalogTranslator

pytestmark = pytest.mark.asyncio

ENGLISH_PUBLIC = ("Food day", "Temple points", "Age II begins", "The game is over", "Final scores", "Winner",
                  "Starting wealth revealed", "it's your turn")


def public_text(w):
    """Every public message of the game: the channel's and its thread's."""
    parts = []
    for m in w.history():
        parts.append(m.content or "")
        for e in m.embeds:
            parts += [e.title or "", e.description or "", e.footer.text or ""]
            parts += [f"{f.name} {f.value}" for f in e.fields]
    return "\n".join(parts)


async def test_a_french_game_with_an_italian_member(simcord_env):
    w = sim.World(simcord_env)
    server = await w.mod.slash(w.channel, "tzolkin language", language="fr", scope="server")
    assert server.response.content == "New games in this server will be played in: Français."
    refused = await w.bob.slash(w.channel, "tzolkin language", language="it", scope="server")
    assert "Only members who can manage" in refused.response.content
    mine = await w.bob.slash(w.channel, "tzolkin language", language="it")
    assert mine.response.content == "I tuoi pannelli e le risposte private ora sono in: Italiano."

    await w.bob.slash(w.channel, "tzolkin new")
    lobby = w.last()
    assert sim.button_labels(lobby) == ["Rejoindre", "Quitter", "Retirer un robot", "Conseils : autorisés", "Commencer",
                                       "Tribus : non", "Prophéties : non", "Actions Rapides : non",
                                       "Nouveaux Bâtiments : non"]
    assert lobby.embeds[0].title == "Tzolk'in : une nouvelle partie se prépare"
    assert "Ajouter un robot" in str(lobby.components)  # the bot level menu
    await w.add_bot(w.bob, lobby, "normal")
    await w.bob.click(lobby, label="Commencer")
    announce = w.last()  # in the game's thread
    assert announce.content.startswith("**La partie commence !**")
    wealth = await w.bob.click(announce, label="Choisir mes tuiles Richesse")
    assert "Le tue quattro tessere Ricchezza Iniziale" in wealth.response.content
    await w.bob.select(wealth.response, [sim.option_values(wealth.response)[0]])

    rng = random.Random(5)
    panels = 0
    for _ in range(3000):
        row = await w.storage.get_game(1)
        if row.status == "over":
            break
        board = await w.board()
        assert board.embeds[0].title.startswith("Tzolk'in : manche")
        panel = (await w.bob.click(board, label="Jouer mon tour")).response
        assert "Tocca a te" in panel.content, panel.content
        while any(c["type"] in (2, 3) and ":act:" in c["custom_id"] for c in sim.components(panel)):
            panels += 1
            panel = (await sim.pick(w.bob, panel, rng)).response
    assert (await w.storage.get_game(1)).status == "over" and panels > 50

    text = public_text(w)
    for english in ENGLISH_PUBLIC:
        assert english not in text, english
    for french in ("Jour de Festin", "Points des Temples", "Début de la 2ᵉ Période", "Richesses de Départ révélées",
                   "La partie est terminée", "Scores finaux", "Placer un Ouvrier"):
        assert french in text, french
    assert any(m.embeds and m.embeds[0].title == "Scores finaux" for m in w.history()[-2:])
    assert set(w.bot.pictures.languages) == {"fr"}  # every public picture in the game's language

    sheet = await w.bob.slash(w.channel, "tzolkin me")
    assert "👷 Lavoratori liberi:" in sheet.response.embeds[0].description  # Bob reads his sheet in Italian
    assert "PV** sul tracciato" in sheet.response.embeds[0].description
    assert w.bot.pictures.languages[-1] == "it"  # and so is Bob's own picture
    log = await w.alice.slash(w.channel, "tzolkin log")  # the log pages are rebuilt in each reader's language
    assert log.response.embeds[0].title.startswith("Game #1 · day 27") and "The game is over" in \
        log.response.embeds[0].description
    mine = await w.bob.slash(w.channel, "tzolkin log")
    assert mine.response.embeds[0].title.startswith("Partita n. 1 · giorno 27")


async def test_the_servers_locale_is_the_default_and_a_lobby_may_override_it(simcord_env):
    w = sim.World(simcord_env)
    italian = simcord_env.create_guild("Server IT", preferred_locale="it")
    channel = italian.create_text_channel("partite")
    ana = italian.add_member(simcord_env.create_user("ana"))
    await ana.slash(channel, "tzolkin new")
    lobby = channel.last_message
    assert sim.button_labels(lobby)[0] == "Unisciti"
    other = italian.add_member(simcord_env.create_user("bea"))
    refused = await other.slash(channel, "tzolkin language", language="en", scope="game")
    assert "Only" in refused.response.content
    done = await ana.slash(channel, "tzolkin language", language="fr", scope="game")
    assert done.response.content == "This game will be played in: Français."
    lobby = next(m for m in channel.history() if m.id == lobby.id)
    assert sim.button_labels(lobby)[0] == "Rejoindre"
    # An English-speaking server keeps English.
    await w.alice.slash(w.channel, "tzolkin new")
    assert sim.button_labels(w.channel.last_message)[0] == "Join"


async def test_private_replies_follow_the_members_discord_language(simcord_env):
    w = sim.World(simcord_env)
    cog = w.bot.host

    class Interaction:
        def __init__(self, locale, user_id):
            self.locale = locale
            self.user = type("User", (), {"id": user_id})()
            self.guild = None

    row = type("Row", (), {"language": "fr"})()
    assert await cog.reader(Interaction(discord.Locale.italian, 1), row) == "it"
    assert await cog.reader(Interaction(discord.Locale.british_english, 1), row) == "en"
    assert await cog.reader(Interaction(discord.Locale.german, 1), row) == "fr"  # not spoken: the game's
    await w.storage.set_member_language(1, "fr")
    assert await cog.reader(Interaction(discord.Locale.italian, 1), row) == "fr"  # own choice first


async def test_command_texts_are_translated_for_discord(simcord_env):
    translator = CatalogTranslator()
    w = sim.World(simcord_env)
    tree = w.bot.tree
    group = tree.get_command("tzolkin")
    payload = await group.get_translated_payload(tree, translator)
    assert payload["description_localizations"]["fr"] == "Jouer à Tzolk'in : le Calendrier Maya"
    subs = {o["name"]: o for o in payload["options"]}
    assert subs["new"]["description"] == "Open a lobby for a new game in this channel"
    assert subs["new"]["description_localizations"]["it"] == "Apri un tavolo per una nuova partita in questo canale"
    assert "en-US" not in subs["new"]["description_localizations"]
    topic = subs["rules"]["options"][0]
    choices = {c["value"]: c for c in topic["choices"]}
    assert choices["food"]["name_localizations"]["fr"] == "Jours de Festin"
    assert choices["food"]["name_localizations"]["it"] == "Giorni del Cibo"
    gear = {c["value"]: c for c in subs["gear"]["options"][0]["choices"]}
    assert gear["chichen"]["name"] == "Chichen Itza"
    assert subs["language"]["options"][1]["description_localizations"]["fr"].startswith("Pour qui")
    assert set(i18n.LOCALES) == {"en", "fr", "it"}


async def test_a_french_game_of_tribes_and_prophecies_against_a_bot(simcord_env):
    # Every module on, in French: the tribe in the private choice, the bot's turns, the calamities,
    # prophecy scores, quick actions and the final scores all read French, and nothing English is posted.
    w = sim.World(simcord_env)
    await w.mod.slash(w.channel, "tzolkin language", language="fr", scope="server")
    await w.alice.slash(w.channel, "tzolkin language", language="fr")
    await w.alice.slash(w.channel, "tzolkin new")
    lobby = w.last()
    for switch in ("Tribus : non", "Prophéties : non", "Actions Rapides : non", "Nouveaux Bâtiments : non"):
        await w.alice.click(w.message(lobby.id), label=switch)
    await w.add_bot(w.alice, w.message(lobby.id), "normal")
    await w.alice.click(w.message(lobby.id), label="Commencer")
    announce = w.last()
    panel = (await w.alice.click(announce, label="Choisir mes tuiles Richesse")).response
    assert "**Vos deux Tribus**" in panel.content
    selects = [c for c in sim.components(panel) if c["type"] == 3]
    panel = (await w.alice.select(panel, [sim.option_values(panel)[0]], custom_id=selects[0]["custom_id"])).response
    keep = [v for v in sim.option_values(panel) if v.startswith(("keep:", "discard:"))]
    menu = [c for c in sim.components(panel) if c["type"] == 3][1]
    await w.alice.select(panel, [keep[0]], custom_id=menu["custom_id"])
    await simcord_env.settle()

    rng = random.Random(8)
    for _ in range(3000):
        if (await w.storage.get_game(1)).status == "over":
            break
        panel = (await w.alice.click(await w.board(), label="Jouer mon tour")).response
        assert "À vous de jouer" in panel.content, panel.content
        while any(c["type"] in (2, 3) and ":act:" in c["custom_id"] for c in sim.components(panel)):
            panel = (await sim.pick(w.alice, panel, rng)).response
        await simcord_env.settle()
    assert (await w.storage.get_game(1)).status == "over"
    text = public_text(w)
    for english in ENGLISH_PUBLIC + ("Prophecy", "Quick action", "Tribes & Prophecies", "normal bot"):
        assert english not in text, english
    for french in ("Prophétie", "robot moyen", "Scores finaux", "dirige la Tribu"):
        assert french in text, french
