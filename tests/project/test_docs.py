"""The README and the pages in docs/ cannot go stale unnoticed:

- every relative link leads to a file of the repository (and a `#section` to a heading of it);
- every path named in backticks (`tzolkin/bots/value.py`, `tests/discord/test_*.py`) exists, every
  `python -m MODULE` names a module that exists, every `make TARGET` a target of the Makefile;
- the examples written as `>>>` sessions in fenced code run as doctests, and every game record
  shown in a game's page replays in that game;
- the players' guide names every slash command the bot registers, for every game;
- the README stays a short front page that links to every page of docs/, and the terminal games
  it shows start.
"""
import doctest
import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import discord
import pytest
from discord import app_commands

import games
from cogs.groups import add_commands

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PAGES = [ROOT / "README.md", *sorted(DOCS.rglob("*.md"))]
FENCE = re.compile(r"^(```+)([\w-]*)[^\n]*\n(.*?)^\1[ \t]*$", re.MULTILINE | re.DOTALL)
LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|<img[^>]*\bsrc=\"([^\"]+)\"")
SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)
MODULE = re.compile(r"\bpython(?:3(?:\.\d+)?)? -m ([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)")
MAKE = re.compile(r"^make ([a-z][\w-]*)", re.MULTILINE)


def rel(path):
    return str(path.relative_to(ROOT))


def fences(text):
    """(language, body, line number of the body) of every fenced block."""
    return [(m.group(2), m.group(3), text.count("\n", 0, m.start(3)) + 1) for m in FENCE.finditer(text)]


def prose(text):
    """The text outside fenced blocks (their lines blanked, so line numbers hold)."""
    return FENCE.sub(lambda m: "\n" * m.group(0).count("\n"), text)


def slug(heading):
    """The anchor GitHub gives a heading."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text
    text = re.sub(r"[`*_]", "", text).strip().lower()
    return re.sub(r"\s", "-", re.sub(r"[^\w\s-]", "", text))


def anchors(path):
    seen, out = {}, set()
    for heading in re.findall(r"^#{1,6}\s+(.+?)\s*#*\s*$", prose(path.read_text("utf-8")), re.MULTILINE):
        base = slug(heading)
        n = seen.get(base, 0)
        out.add(base if n == 0 else f"{base}-{n}")
        seen[base] = n + 1
    return out


def links(path):
    for match in LINK.finditer(prose(path.read_text("utf-8"))):
        yield match.group(1) or match.group(2)


def test_every_relative_link_leads_to_a_file_and_a_heading():
    broken = []
    for page in PAGES:
        for target in links(page):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:
                continue
            file, _, anchor = target.partition("#")
            dest = (page.parent / file).resolve() if file else page
            if not dest.exists():
                broken.append(f"{rel(page)}: {target} (no such file)")
            elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
                broken.append(f"{rel(page)}: {target} (no such heading in {rel(dest)})")
    assert broken == []


TOP = {p.name for p in ROOT.iterdir() if not p.name.startswith(".") or p.name == ".env.example"}


def named_paths(text):
    """The repository paths named in inline code: tokens with a slash whose first part is a
    top-level file or folder of the repository (placeholders such as `<game>` left out)."""
    for span in SPAN.finditer(prose(text)):
        for token in span.group(2).split():
            token = token.strip("(),;:.'\"").rstrip("/") if "/" in token else ""
            if token and token.split("/")[0] in TOP and not re.search(r"[<>{}…]|\.\.\.", token):
                yield token


def test_every_path_named_in_the_pages_exists():
    missing = []
    for page in PAGES:
        for path in named_paths(page.read_text("utf-8")):
            found = list(ROOT.glob(path)) if "*" in path else [ROOT / path] if (ROOT / path).exists() else []
            if not found:
                missing.append(f"{rel(page)}: {path}")
    assert missing == []


def test_the_path_check_finds_what_is_missing():
    text = "see `tzolkin/bots/value.py`, `tzolkin/nothing.py`, `locales/<lang>/x.po`, `out/`\n```\n`no/x.py`\n```"
    assert list(named_paths(text)) == ["tzolkin/bots/value.py", "tzolkin/nothing.py"]
    assert slug("3. Invite the bot") == "3-invite-the-bot" and slug("Tzolk'in bots") == "tzolkin-bots"


def test_every_module_run_with_python_m_exists():
    missing = []
    for page in PAGES:
        for module in MODULE.findall(page.read_text("utf-8")):
            try:
                found = importlib.util.find_spec(module) is not None
            except ImportError:
                found = False
            if not found:
                missing.append(f"{rel(page)}: python -m {module}")
    assert missing == []


def test_every_make_target_named_exists():
    targets = set(re.findall(r"^([\w.-]+):", (ROOT / "Makefile").read_text("utf-8"), re.MULTILINE))
    named = set()
    for page in PAGES:
        text = page.read_text("utf-8")
        code = [body for _, body, _ in fences(text)] + [s.group(2) for s in SPAN.finditer(prose(text))]
        named |= {(rel(page), target) for chunk in code for target in MAKE.findall(chunk)}
    assert {t for _, t in named} >= {"run", "test"}
    assert sorted((page, t) for page, t in named if t not in targets) == []


def sessions(page):
    """The page's fenced examples written as `>>>` sessions, as one doctest."""
    text = page.read_text("utf-8")
    blocks = [(body, line) for lang, body, line in fences(text) if lang in ("python", "pycon", "") and ">>>" in body]
    if not blocks:
        return None
    parser = doctest.DocTestParser()
    examples = []
    for body, line in blocks:
        for example in parser.get_examples(body):
            example.lineno += line - 1
            examples.append(example)
    return doctest.DocTest(examples, {}, rel(page), str(page), 0, None)


DOCTESTED = [page for page in PAGES if sessions(page)]


def test_the_contributors_pages_have_examples_that_run():
    assert DOCS / "contributors" / "engine-api.md" in DOCTESTED


@pytest.mark.parametrize("page", DOCTESTED, ids=rel)
def test_the_examples_of_a_page_run_as_doctests(page):
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report = []
    runner.run(sessions(page), out=report.append)
    assert runner.failures == 0, "".join(report)


GAME_PAGES = sorted((DOCS / "games").glob("*.md"))


@pytest.mark.parametrize("page", GAME_PAGES, ids=rel)
def test_every_record_shown_in_a_game_s_page_replays(page):
    plugin = games.get(page.stem)
    records = [json.loads(body) for lang, body, _ in fences(page.read_text("utf-8"))
               if lang == "json" and "rules_version" in body]
    assert records, f"{rel(page)} shows no record"
    for record in records:
        game = plugin.rules.from_record(record)
        assert game.record() == record


def slash_commands():
    """Every slash command as members type it ("tzolkin new", "mygames"), from a command tree
    built as the bot builds its own (cogs.groups.add_commands)."""
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.default()))
    add_commands(tree)
    names = []
    for command in tree.get_commands():
        subcommands = getattr(command, "commands", None)
        names += [f"{command.name} {sub.name}" for sub in subcommands] if subcommands else [command.name]
    return names


def test_the_players_guide_names_every_slash_command_of_every_game():
    text = (DOCS / "players.md").read_text("utf-8")
    commands = slash_commands()
    assert {"tzolkin new", "teotihuacan look", "maya zone", "mygames"} <= set(commands)
    built_in = {p.name for p in games.plugins() if (ROOT / "games" / p.name).is_dir()}  # the shelf's games
    missing = []
    for command in commands:
        group, _, name = command.partition(" ")
        if name and group not in built_in:
            continue  # a game the tests registered (the toy game)
        if f"`/{command}`" not in text and not (name and f"`/<game> {name}`" in text):
            missing.append(f"/{command}")
    assert missing == []


def test_the_readme_is_a_short_front_page_linking_every_page_of_the_docs():
    readme = ROOT / "README.md"
    lines = readme.read_text("utf-8").splitlines()
    assert len(lines) <= 200, f"README.md has {len(lines)} lines: move the details into docs/"
    linked = {(readme.parent / target.partition("#")[0]).resolve() for target in links(readme)}
    assert [rel(p) for p in sorted(DOCS.rglob("*.md")) if p.resolve() not in linked] == []


def test_no_page_names_a_commit():
    """Figures say the command that gives them, not the commit they were taken at."""
    hashes = [f"{rel(page)}: {span.group(2)}" for page in PAGES for span in SPAN.finditer(page.read_text("utf-8"))
              if re.fullmatch(r"(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}", span.group(2))]
    assert hashes == []


def readme_games():
    """The terminal games the README's "Play in the terminal" shows, as argument lists."""
    text = (ROOT / "README.md").read_text("utf-8")
    block = next(body for lang, body, _ in fences(text) if lang == "sh" and "python -m games" in body)
    return [line.split("#")[0].split()[1:] for line in block.splitlines() if line.startswith(".venv/bin/python -m")]


@pytest.mark.parametrize("argv", readme_games(), ids=" ".join)
def test_every_terminal_game_the_readme_shows_starts(argv):
    done = subprocess.run([sys.executable, *argv], cwd=ROOT, input="", capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-500:] + done.stderr[-500:]
    assert not [line for line in done.stdout.splitlines() if line.startswith("!")], done.stdout[-500:]
