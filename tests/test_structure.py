"""The platform knows no game: its files never name one (but for the legacy names listed below,
each with why) and never import a game package, a game's adapter or a game's pictures; only the
registry (games/__init__.py) names the built-in games, and it loads them by name. The engines,
the other way round, import nothing of the platform but the catalogs (i18n)."""
import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = r"tzolk'?in|teotihuacan|maya"  # the games of the shelf, as a word anywhere in a file
GAME_PACKAGES = ("tzolkin", "teotihuacan", "maya")
# The platform: the bot, its Discord side, the web pages, the session layer, storage, ratings, the catalogs,
# the plug-in interface, the registry and its terminal chooser, the shared drawing helpers and the general drills.
PLATFORM = ("bot.py", "cogs", "web", "table", "storage", "ratings", "i18n", "games/interface.py", "games/__init__.py",
            "games/__main__.py", "images/*.py", "drills")
# Where a game's name must stay in a platform file: (file, what may be there, why). Exactly these.
APPLIED = "applied migrations are history and never change"
LEGACY = [
    ("games/__init__.py", r'"games\.\w+"|DEFAULT = "tzolkin"',
     "the registry: the one place that names the built-in games"),
    ("table/settings.py", r"TZOLKIN_\w*", "the settings' old names, still read as running deployments set them"),
    ("table/settings.py", r"tzolkin\.sqlite3", "the default database's file name, as running deployments have it"),
    ("storage/migrations/0001_initial.sql", r"/tzolkin log", APPLIED),
    ("storage/migrations/0002_lookup_indexes.sql", r"/tzolkin games", APPLIED),
    ("storage/migrations/0005_results_and_ratings.sql", r"/tzolkin mygames", APPLIED),
    ("storage/migrations/postgresql/0002_lookup_indexes.sql", r"/tzolkin games", APPLIED),
    ("storage/migrations/0011_several_games.sql", r"'tzolkin'|Tzolk'in games",
     "rows stored before games had names were Tzolk'in's"),
    ("storage/migrations/postgresql/0011_several_games.sql", r"'tzolkin'|Tzolk'in games",
     "rows stored before games had names were Tzolk'in's"),
    ("storage/migrations/0012_teotihuacan_confirmed_salaries.sql", r"(?i)teotihuacan",
     "a data migration: running Teotihuacan games follow its rules version 2"),
    ("storage/migrations/postgresql/0012_teotihuacan_confirmed_salaries.sql", r"(?i)teotihuacan",
     "a data migration: running Teotihuacan games follow its rules version 2"),
]


def platform_files():
    for entry in PLATFORM:
        if "*" in entry:
            found = sorted(ROOT.glob(entry))
        else:
            path = ROOT / entry
            found = [path] if path.is_file() else sorted(p for p in path.rglob("*")
                                                         if p.suffix in (".py", ".sql", ".html", ".js", ".css"))
        for path in found:
            rel = str(path.relative_to(ROOT))
            if "__pycache__" not in path.parts:
                yield rel, path


def names_left(rel, text):
    """The game names in a file that no legacy exception of that file allows."""
    for _, allowed, _ in (e for e in LEGACY if e[0] == rel):
        text = re.sub(allowed, "", text)
    return sorted({m.group(0) for m in re.finditer(GAMES, text, re.IGNORECASE)})


def test_no_platform_file_names_a_game_but_the_listed_legacy_ones():
    naming = {rel: names for rel, path in platform_files() if (names := names_left(rel, path.read_text("utf-8")))}
    assert naming == {}


def test_every_legacy_exception_is_still_needed():
    files = dict(platform_files())
    for rel, allowed, why in LEGACY:
        assert rel in files, rel
        assert re.search(allowed, files[rel].read_text("utf-8")), (rel, allowed, why)


def test_the_grep_finds_a_game_named_in_a_platform_file():
    assert names_left("cogs/lobby.py", "# Tzolk'in's lobby, /tzolkin new") == ["Tzolk'in", "tzolkin"]
    assert names_left("table/settings.py", 'TZOLKIN_SYNC, "tzolkin.sqlite3", import maya') == ["maya"]


def imports(path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level:
            yield node.module or ""


def test_no_platform_module_imports_a_game():
    for rel, path in platform_files():
        if path.suffix != ".py":
            continue
        for name in imports(path):
            parts = name.split(".")
            assert parts[0] not in GAME_PACKAGES, f"{rel} imports {name}"
            assert not (parts[0] in ("games", "images") and len(parts) > 1 and parts[1] in GAME_PACKAGES), \
                f"{rel} imports {name}"


def test_storage_leaves_the_games_to_its_callers():
    # Which game a row plays is its caller's to say (the table names it): storage needs no registry.
    for path in sorted((ROOT / "storage").rglob("*.py")):
        for name in imports(path):
            assert name.split(".")[0] != "games", f"{path.relative_to(ROOT)} imports {name}"


def test_the_engines_import_nothing_of_the_platform_but_the_catalogs():
    platform = {"bot", "cogs", "table", "storage", "ratings", "games", "images", "drills", "discord", "PIL"}
    for package in GAME_PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            for name in imports(path):
                assert name.split(".")[0] not in platform, f"{path.relative_to(ROOT)} imports {name}"


def test_what_the_engines_share_names_no_game_and_imports_only_the_standard_library():
    for path in sorted((ROOT / "gamekit").rglob("*.py")):
        text = path.read_text("utf-8")
        assert not re.search(GAMES, text, re.IGNORECASE), path
        assert all(name.split(".")[0] in sys.stdlib_module_names or name.startswith("gamekit")
                   for name in imports(path)), path


# What web/ may import outside web.view, the one module that reaches a game's plug-in and the table's
# helpers: the settings, the storage (opened by `python -m web`), the picture pool and the catalogs.
WEB_REACHES = ("games", "cogs", "table.service", "table.thinking", "ratings", "images.render")


def test_only_the_web_pages_view_reaches_the_games_and_the_tables_helpers():
    for path in sorted((ROOT / "web").rglob("*.py")):
        if path.name == "view.py":
            continue
        for name in imports(path):
            assert not any(name == r or name.startswith(r + ".") for r in WEB_REACHES), \
                f"{path.relative_to(ROOT)} imports {name}: what the web shows of a game goes through web/view.py"
