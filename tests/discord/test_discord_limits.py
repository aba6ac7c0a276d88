"""Discord's limits on the slash commands, in every language, through the real Translator.

One text over a limit makes Discord refuse the whole command tree at sync: no command at all, in
any server or language. So every command, option and choice is checked as Discord will receive it.
"""
import re

import pytest

import games
import i18n
from cogs.translator import CatalogTranslator



# Discord's rules for application command names: 1-32 characters, letters (any script), digits,
# "-" and "_", and no upper-case letter where the script has cases.
NAME = re.compile(r"^[-_\w]{1,32}$")
DESCRIPTION_MAX = 100
CHOICE_NAME_MAX = 100
OPTIONS_MAX = 25


def name_problems(where, name):
    if not NAME.match(name) or name != name.lower():
        return [f"{where}: name {name!r} breaks Discord's name rule (1-32 lower-case letters, digits, - or _)"]
    return []


def text_problems(where, what, text, limit):
    if not 1 <= len(text) <= limit:
        return [f"{where}: {what} is {len(text)} characters (Discord allows 1-{limit}): {text!r}"]
    return []


def walk(item, where=""):
    """Every problem in one command, option or choice of a translated payload, and below it."""
    problems = []
    where = f"{where}/{item['name']}"
    if "value" in item:  # a choice
        names = [("en", item["name"])] + list(item.get("name_localizations", {}).items())
        for lang, name in names:
            problems += text_problems(f"{where} [{lang}]", "choice name", name, CHOICE_NAME_MAX)
        return problems
    names = [("en", item["name"])] + list(item.get("name_localizations", {}).items())
    for lang, name in names:
        problems += name_problems(f"{where} [{lang}]", name)
    texts = [("en", item["description"])] + list(item.get("description_localizations", {}).items())
    for lang, text in texts:
        problems += text_problems(f"{where} [{lang}]", "description", text, DESCRIPTION_MAX)
    for key in ("options", "choices"):
        children = item.get(key) or []
        if len(children) > OPTIONS_MAX:
            problems.append(f"{where}: {len(children)} {key} (Discord allows {OPTIONS_MAX})")
        for child in children:
            problems += walk(child, where)
    return problems


async def translated_payloads(bot):
    tree = bot.tree
    translator = CatalogTranslator()
    return [await command.get_translated_payload(tree, translator) for command in tree.get_commands()]


@pytest.mark.asyncio
async def test_every_command_fits_discords_limits_in_every_language(simcord_env):
    payloads = await translated_payloads(simcord_env.bot)
    assert payloads, "no command registered"
    problems = [p for payload in payloads for p in walk(payload)]
    assert problems == []
    groups = {payload["name"]: [o["name"] for o in payload.get("options", [])] for payload in payloads}
    for name in games.names():  # every game's group was walked, its close looks among its commands
        assert {"new", "play", "rules"} <= set(groups[name])
        assert {z.command for z in games.get(name).pictures.zooms} <= set(groups[name])
    # Every shipped language reached the payload: the walk checked translations, not only English.
    top = payloads[0]
    langs = {i18n.normalise(code) for code in top.get("description_localizations", {})}
    assert set(i18n.LOCALES) - {i18n.DEFAULT} <= langs


def test_the_walk_finds_texts_over_the_limits():
    payload = {"name": "tzolkin", "description": "ok", "description_localizations": {"it": "x" * 101},
               "options": [{"name": "Settings", "description": "ok", "options": [],
                            "choices": [{"name": "y" * 101, "value": "v"}]
                            + [{"name": "c", "value": i} for i in range(25)]}]}
    problems = walk(payload)
    assert any("[it]: description is 101 characters" in p for p in problems)
    assert any("name 'Settings' breaks" in p for p in problems)
    assert any("choice name is 101 characters" in p for p in problems)
    assert any("26 choices" in p for p in problems)


@pytest.mark.asyncio
async def test_mayas_group_is_checked_with_its_own_commands_in_every_language(simcord_env):
    payloads = {p["name"]: p for p in await translated_payloads(simcord_env.bot)}
    group = payloads["maya"]
    commands = {c["name"]: c for c in group["options"]}
    assert {"new", "play", "board", "zone", "me", "rules", "history", "export"} <= set(commands)
    assert walk(group) == []
    assert set(group["description_localizations"].values()) >= {
        "Jouer à Maya : planter, agrandir les cités, gagner les majorités",
        "Gioca a Maya: pianta, fai crescere le città, vinci le maggioranze"}
    zone = commands["zone"]["options"][0]
    assert [c["value"] for c in zone["choices"]] == ["green", "blue", "yellow", "red"]
    topics = commands["rules"]["options"][0]["choices"]
    assert "Notre conception et nos arbitrages" in [c["name_localizations"].get("fr") for c in topics]
