"""Every command-line entry point of the repository (a `__main__.py`, or a module run as a script)
answers --help: status 0, a usage text, and no file written. They are found by scanning the
repository, so a new one is covered without being listed here."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SKIPPED = {".git", ".venv", "tests", "__pycache__"}
MAIN = re.compile(r"""^if __name__ == ["']__main__["']:""", re.MULTILINE)


def entry_points():
    """The `python -m` module name of every entry point; bot.py, run as a script, is `bot`."""
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT)
        if SKIPPED & set(rel.parts):
            continue
        if path.name == "__main__.py":
            found.append(".".join(rel.parent.parts))
        elif MAIN.search(path.read_text(encoding="utf-8")):
            found.append(".".join(rel.with_suffix("").parts))
    return found


def test_the_scan_finds_the_known_entry_points():
    found = entry_points()
    assert {"bot", "tzolkin", "teotihuacan", "maya", "i18n", "ratings", "drills.kill9", "images.arena_chart",
            "images.tzolkin.gallery", "images.teotihuacan.gallery", "images.maya.bench"} <= set(found)
    assert len(found) == len(set(found))


@pytest.mark.parametrize("module", entry_points())
def test_every_entry_point_answers_help_and_writes_nothing(module, tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HOME": str(tmp_path), "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("DISCORD_TOKEN", None)
    done = subprocess.run([sys.executable, "-m", module, "--help"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("usage: "), done.stdout + done.stderr
    assert list(tmp_path.iterdir()) == []
