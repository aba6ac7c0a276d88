"""The platform knows no game: its files never name one (but for the legacy names listed below,
each with why) and never import a game package, a game's adapter or a game's pictures; the registry
(games/__init__.py) finds the games, and names only the default one. The engines, the other way
round, import nothing of the platform but the catalogs (i18n). No module imports another in a
circle. The games are the registry's: a new game joins these tests without a line here."""
import ast
import importlib.util
import re
import sys
from pathlib import Path

import games

ROOT = Path(__file__).resolve().parents[2]
PLUGINS = games.plugins()


def game_words(plugin):
    """A game's name and its English title (before any subtitle), as words a file may say."""
    title = re.split(r"[:(]", plugin.title("en"))[0].strip()
    return {re.escape(word).replace("'", "'?").replace(r"\'", "'?") for word in (plugin.name, title)}


# The games found, as a word anywhere in a file, and the engine package each plug-in names.
GAMES = r"\b(?:" + "|".join(sorted({w for p in PLUGINS for w in game_words(p)})) + r")\b"
GAME_PACKAGES = tuple(p.package for p in PLUGINS)
# The platform: the bot, its Discord side, the session layer, storage, ratings, the catalogs, the
# plug-in interface, the registry and its terminal chooser, the shared drawing helpers and the general drills.
PLATFORM = ("bot.py", "cogs", "web", "table", "storage", "ratings", "i18n", "games/interface.py", "games/__init__.py",
            "games/__main__.py", "images/*.py", "drills")
# Where a game's name must stay in a platform file: (file, what may be there, why). Exactly these.
APPLIED = "applied migrations are history and never change"
LEGACY = [
    ("games/__init__.py", r'DEFAULT = "tzolkin"',
     "the registry's default game: rows stored before games had names are its own"),
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
    assert names_left("cogs/lobby.py", "a game of Take-away (toy)") == ["Take-away", "toy"]  # the suite's own game


def test_the_games_come_from_the_registry():
    assert {"tzolkin", "teotihuacan", "maya", "games.toy.engine"} <= set(GAME_PACKAGES)


def imports(path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level:
            yield node.module or ""


def within(name, package):
    return name == package or name.startswith(package + ".")


def test_no_platform_module_imports_a_game():
    games_parts = GAME_PACKAGES + tuple(f"{side}.{p.name}" for p in PLUGINS for side in ("games", "images"))
    for rel, path in platform_files():
        if path.suffix != ".py":
            continue
        for name in imports(path):
            assert not any(within(name, package) for package in games_parts), f"{rel} imports {name}"


def package_files(package):
    """The files of an importable package, wherever it is (an engine of the test suite's too)."""
    folder = Path(importlib.util.find_spec(package).submodule_search_locations[0])
    return sorted(folder.rglob("*.py"))


def test_storage_leaves_the_games_to_its_callers():
    # Which game a row plays is its caller's to say (the table names it): storage needs no registry.
    for path in sorted((ROOT / "storage").rglob("*.py")):
        for name in imports(path):
            assert name.split(".")[0] != "games", f"{path.relative_to(ROOT)} imports {name}"


def test_the_engines_import_nothing_of_the_platform_but_the_catalogs():
    platform = {"bot", "cogs", "table", "storage", "ratings", "games", "images", "drills", "discord", "PIL"}
    for package in GAME_PACKAGES:
        for path in package_files(package):
            for name in imports(path):
                assert name.split(".")[0] not in platform, f"{path} imports {name}"


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


# --- no import circles -------------------------------------------------------------------------------

SOURCES = ("bot.py", "cogs", "web", "table", "storage", "ratings", "i18n", "games", "images", "drills", "gamekit",
           *(p.package for p in PLUGINS if "." not in p.package))


def module_name(path):
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def source_modules():
    found = {}
    for entry in SOURCES:
        paths = [ROOT / entry] if entry.endswith(".py") else sorted((ROOT / entry).rglob("*.py"))
        found.update({module_name(p): p for p in paths if "__pycache__" not in p.parts})
    return found


def import_edges(modules):
    """module -> the modules of the house it imports, at its top or inside a function. A package's
    face (its __init__) may load its own modules when first asked (a deferred import hands on a
    heavy part): that edge alone does not count."""
    def known(name):
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None
    edges = {}
    for module, path in modules.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        deferred = {id(n) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
                    for n in ast.walk(f) if n is not f}
        out = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = ".".join(package.split(".")[:len(package.split(".")) - node.level + 1]) if node.level else ""
                origin = ".".join(x for x in (base, node.module) if x)
                names = [f"{origin}.{a.name}" if f"{origin}.{a.name}" in modules else origin for a in node.names]
            else:
                continue
            for name in filter(None, map(known, names)):
                own_part = path.name == "__init__.py" and within(name, module)
                if name != module and not (own_part and id(node) in deferred):
                    out.add(name)
        edges[module] = out
    return edges


def circles(edges):
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index, low, stack, on, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_no_module_imports_another_in_a_circle():
    assert circles(import_edges(source_modules())) == []


def test_no_package_imports_another_in_a_circle():
    edges = import_edges(source_modules())
    top = {}
    for module, targets in edges.items():
        top.setdefault(module.split(".")[0], set()).update(t.split(".")[0] for t in targets)
    assert circles({a: b - {a} for a, b in top.items()}) == []


def test_the_circle_finder_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
