"""Extracting the English texts from the code and keeping the .po catalogs in step (Babel).

The English tables are read from the source files without importing them: every dict
literal passed to `english(...)` in the project's Python files. Its keys become the messages'
context (msgctxt), its texts their msgid (a `(singular, plural)` pair gives msgid_plural).
A table's `domain="..."` keyword (a plain string) names its catalog: `locales/<domain>.pot`
and `locales/<lang>/LC_MESSAGES/<domain>.po`; without it the table is in `messages`.
"""
from __future__ import annotations

import ast
import importlib
import io
import string
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from . import DOMAIN, LOCALES, ROOT, catalog_path

REPO = ROOT.parent
# Folders whose files hold no English tables of the product.
SKIPPED = {"tests", "locales", "drills", "__pycache__", "node_modules"}
PROJECT = "game-table"
HEADER = ("# The texts of the game table, {what}.\n"
          "# Managed with Babel: see docs/contributors/languages.md, \"How to add a message\".\n#")


class SourceError(Exception):
    """An English table that the extractor cannot read as plain strings."""


def template_path(domain=DOMAIN):
    return ROOT / f"{domain}.pot"


def source_files(repo=REPO):
    """The project's Python files that may register English tables, in a stable order."""
    out = []
    for path in sorted(Path(repo).rglob("*.py")):
        rel = path.relative_to(repo)
        if any(part.startswith(".") or part in SKIPPED for part in rel.parts[:-1]):
            continue
        if "english(" in path.read_text(encoding="utf-8"):
            out.append(rel.as_posix())
    return out


def _table_domain(call, rel):
    for kw in call.keywords:
        if kw.arg == "domain":
            if isinstance(kw.value, ast.Constant) and isinstance(kw.value.value, str):
                return kw.value.value
            raise SourceError(f"{rel}:{call.lineno}: a table's domain must be a plain string")
    return DOMAIN


def _english_tables(tree, rel):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == "english":
            if node.args and isinstance(node.args[0], ast.Dict):
                yield node.args[0], _table_domain(node, rel)


def _literal(node, path):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Tuple) and len(node.elts) == 2 and all(
            isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts):
        return node.elts[0].value, node.elts[1].value
    raise SourceError(f"{path}:{node.lineno}: an English text must be a string or a (singular, plural) pair")


def extract_entries(sources=None, repo=REPO, domain=None):
    """[(key, English, (path, line))] in source order: a domain's, or every domain's (None)."""
    out, seen = [], {}
    for rel in sources if sources is not None else source_files(repo):
        path = Path(repo) / rel
        if not path.exists():
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
        for table, table_domain in _english_tables(tree, rel):
            for k, v in zip(table.keys, table.values, strict=True):
                if not (isinstance(k, ast.Constant) and isinstance(k.value, str)):
                    raise SourceError(f"{rel}:{v.lineno}: keys of an English table must be plain strings")
                if k.value in seen:  # keys are unique across domains: text(key) needs no domain
                    raise SourceError(f"{rel}:{k.lineno}: key {k.value!r} already defined at {seen[k.value]}")
                seen[k.value] = f"{rel}:{k.lineno}"
                if domain is None or table_domain == domain:
                    out.append((k.value, _literal(v, rel), (rel, k.lineno)))
    return out


def register_every_table(repo=REPO):
    """Import every module that holds an English table, so that `i18n.keys()` and `text(key)` know
    every text of the project, whatever was imported before (a tool or a test that reads texts of
    games it does not otherwise load). Returns the modules' names."""
    names = []
    for rel in source_files(repo):
        tree = ast.parse((Path(repo) / rel).read_text(encoding="utf-8"), filename=rel)
        if any(True for _ in _english_tables(tree, rel)):
            names.append(rel[:-len(".py")].replace("/", ".").removesuffix(".__init__"))
    for name in names:
        importlib.import_module(name)
    return names


def domains(sources=None, repo=REPO):
    """The catalog domains the code's tables name, in a stable order."""
    found = set()
    for rel in sources if sources is not None else source_files(repo):
        tree = ast.parse((Path(repo) / rel).read_text(encoding="utf-8"), filename=rel)
        found |= {d for _, d in _english_tables(tree, rel)}
    return sorted(found)


def extract_template(domain=DOMAIN, sources=None, repo=REPO):
    catalog = Catalog(project=PROJECT, domain=domain, fuzzy=False, header_comment=HEADER.format(what="in English"),
                      version="1", copyright_holder="the game table's authors")
    for key, en, loc in extract_entries(sources, repo, domain):
        catalog.add(en, None, locations=[loc], context=key,
                    flags=("python-brace-format",))
    return catalog


def _messages(catalog):
    """{context: msgid} of a catalog, msgid a string or (singular, plural)."""
    return {m.context: (tuple(m.id) if isinstance(m.id, (list, tuple)) else m.id) for m in catalog if m.id}


def read_catalog(path, locale=None):
    with open(path, "rb") as f:
        return read_po(f, locale=locale)


def write_catalog(path, catalog):
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    # No line numbers: an edit elsewhere in a source file must not touch every catalog.
    write_po(buf, catalog, width=100, include_lineno=False)
    path.write_bytes(buf.getvalue())


def write_template(template):
    """Write locales/<domain>.pot unless it already says the same (no churn in the header dates)."""
    path = template_path(template.domain)
    if path.exists() and _messages(read_catalog(path)) == _messages(template) \
            and _locations(read_catalog(path)) == _locations(template):
        return False
    write_catalog(path, template)
    return True


def _locations(catalog):
    return {m.context: tuple(m.locations) for m in catalog if m.id}


def update_languages(template, langs=LOCALES[1:]):
    for lang in langs:
        path = catalog_path(lang, template.domain)
        if not path.exists():
            init_language(lang, template)
            continue
        catalog = read_catalog(path, lang)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()  # a removed text is gone: git keeps its history
        write_catalog(path, catalog)


def init_language(lang, template):
    catalog = Catalog(locale=lang, project=PROJECT, domain=template.domain, fuzzy=False, version="1",
                      header_comment=HEADER.format(what=f"language {lang}"),
                      copyright_holder="the game table's authors")
    catalog.update(template)
    write_catalog(catalog_path(lang, template.domain), catalog)


def placeholders(text):
    """The named placeholders of a format string: {'player', 'n'} for '{player} has {n:+d}'."""
    return {field.split(".")[0].split("[")[0] for _, field, _, _ in string.Formatter().parse(text)
            if field is not None}


def _forms(value):
    return list(value) if isinstance(value, (list, tuple)) else [value]


def check(langs=LOCALES[1:]):
    """Reasons the catalogs of every domain are not ready to ship (an empty list when they are)."""
    problems = []
    for domain in domains():
        problems += check_domain(extract_template(domain), langs)
    return problems


def _shown(path):
    """A catalog's path as a problem names it: within the project when it is there."""
    try:
        return Path(path).relative_to(REPO)
    except ValueError:  # a catalog elsewhere (the tests' temporary copies)
        return path


def check_domain(template, langs=LOCALES[1:]):
    problems = []
    fresh = _messages(template)
    pot = template_path(template.domain)
    if not pot.exists() or _messages(read_catalog(pot)) != fresh:
        problems.append(f"{_shown(pot)} is stale: run `python -m i18n update`")
    for lang in langs:
        path = catalog_path(lang, template.domain)
        if not path.exists():
            problems.append(f"{lang}: no catalog at {_shown(path)}")
            continue
        catalog = read_catalog(path, lang)
        have = {m.context: m for m in catalog if m.id}
        for key in sorted(set(have) - set(fresh)):
            problems.append(f"{lang}: {key} is no longer used (stale catalog: run `python -m i18n update`)")
        for key, msgid in fresh.items():
            m = have.get(key)
            got = None if m is None else (tuple(m.id) if isinstance(m.id, (list, tuple)) else m.id)
            if got != msgid:
                problems.append(f"{lang}: {key} is missing or its English changed (run `python -m i18n update`)")
                continue
            forms = _forms(m.string)
            if m.fuzzy or not all(forms):
                problems.append(f"{lang}: {key} is not translated" + (" (fuzzy)" if m.fuzzy else ""))
                continue
            if isinstance(msgid, tuple) and len(forms) != catalog.num_plurals:
                problems.append(f"{lang}: {key} needs {catalog.num_plurals} plural forms")
            expected = set().union(*(placeholders(x) for x in _forms(msgid)))
            seen = set()
            for form in forms:
                try:
                    got_fields = placeholders(form)
                except ValueError as err:
                    problems.append(f"{lang}: {key} is not a valid format string: {err}")
                    break
                if got_fields - expected:
                    problems.append(f"{lang}: {key} has unknown placeholders {sorted(got_fields - expected)}")
                seen |= got_fields
            else:
                # A plural's singular may leave out the count ("next round"); every other
                # placeholder must be used somewhere.
                lost = expected - seen - ({"n"} if isinstance(msgid, tuple) else set())
                if lost:
                    problems.append(f"{lang}: {key} leaves out placeholders {sorted(lost)}")
    return problems
