"""The platform knows no game: its files never name one (but for the legacy names listed below,
each with why) and never import a game package; only the registry (games/__init__.py) names
the built-in games, and only the adapters (games/<game>.py) import them."""
import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Game-free today: the session layer, storage, ratings, the plug-in interface and the shared
# drawing helpers.
PLATFORM = ("table", "storage", "ratings", "games/interface.py", "games/__init__.py", "images/pen.py",
            "images/labels.py", "images/compose.py")
GAME_PACKAGES = ("tzolkin", "teotihuacan", "maya")
# Where a game's name must stay, and why.
LEGACY = {
    "games/__init__.py": "the registry: the one place that names the built-in games",
    "storage/migrations/0001_initial.sql": "applied migrations are history and never change",
    "storage/migrations/0002_lookup_indexes.sql": "applied migrations are history and never change",
    "storage/migrations/0005_results_and_ratings.sql": "applied migrations are history and never change",
    "storage/migrations/postgresql/0002_lookup_indexes.sql": "applied migrations are history and never change",
    "storage/migrations/0011_several_games.sql": "rows stored before games had names were Tzolk'in's",
    "storage/migrations/postgresql/0011_several_games.sql": "rows stored before games had names were Tzolk'in's",
}


def platform_files():
    for entry in PLATFORM:
        path = ROOT / entry
        found = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.suffix in (".py", ".sql"))
        yield from (p for p in found if "__pycache__" not in p.parts)


def test_no_platform_file_names_a_game_but_the_listed_legacy_ones():
    naming = {str(p.relative_to(ROOT)) for p in platform_files()
              if re.search("|".join(GAME_PACKAGES), p.read_text(encoding="utf-8"), re.IGNORECASE)}
    assert naming == set(LEGACY)


def test_no_platform_module_imports_a_game_package():
    for path in platform_files():
        if path.suffix != ".py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else [])
            for name in names:
                assert name.split(".")[0] not in GAME_PACKAGES, f"{path.relative_to(ROOT)} imports {name}"
