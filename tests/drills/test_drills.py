"""The drills in drills/, with small sizes: each runs to the end and prints one OK line.
(Their figures are in docs/measurements.md; tests never judge wall-clock times.)"""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHELF = ("tzolkin", "teotihuacan", "maya")  # the games a drill's own process has registered


def drill(name, *args, timeout=300):
    done = subprocess.run([sys.executable, "-m", f"drills.{name}", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 0, done.stdout + done.stderr
    assert len(lines) == 1 and lines[0].startswith(f"{name}: OK"), done.stdout + done.stderr
    return lines[0]


def test_kill9():
    line = drill("kill9", "--kills", "6", "--games", "1")
    assert "missing_or_misplaced=0" in line and "not_replaying=0" in line
    assert all(f" {name}=" in line for name in SHELF), line  # every game is played and checked


def test_two_processes(pg_cluster):
    import asyncio
    line = drill("two_processes", "--attempts", "300", "--games", "3",
                 "--database", asyncio.run(pg_cluster.new_database()))
    assert "problems=0" in line and "applied_per_game='tzolkin " in line and ", maya " in line


def test_two_processes_on_sqlite(tmp_path):
    # The same clicks on one SQLite file: the database decides there too.
    line = drill("two_processes", "--attempts", "200", "--games", "3", "--database", str(tmp_path / "two.sqlite3"))
    assert "problems=0" in line and ", teotihuacan " in line


def test_many_games():
    line = drill("many_games", "--games", "20", "--decisions", "200")
    assert "games=20" in line and "rss_mb=" in line


def test_malformed():
    line = drill("malformed", "--tries", "300", timeout=600)
    for name in SHELF:
        for figure in ("engine_other_errors=0", "engine_changed=0", "service_changed=0", "healthy_played=3/3"):
            assert f"{name}.{figure}" in line, line
        rebuilt = line.split(f"{name}.snapshot_values_rebuilt=")[1].split()[0]
        done, of = rebuilt.split("/")
        assert done == of and int(of) >= 20, line


def test_decision_cost():
    line = drill("decision_cost", "--games", "1")
    assert "cold_late='p50 " in line and "late='p50 " in line


def test_decision_cost_with_every_option():
    line = drill("decision_cost", "--games", "1", "--players", "3", "--options", "all")
    assert "options=tribes,prophecies,quick,buildings" in line and "cold_late_cpu='p50 " in line


@pytest.mark.parametrize("name", ["render_pool"])
def test_render_pool(name):
    drill(name, "--boards", "6")


def test_without_server_binaries_the_postgresql_tests_say_why(monkeypatch):
    from drills import pgcluster
    monkeypatch.setattr(pgcluster.glob, "glob", lambda pattern: [])
    monkeypatch.setattr(pgcluster.shutil, "which", lambda name: None)
    assert pgcluster.server_binaries() is None
    assert "not installed" in pgcluster.MISSING and "postgresql" in pgcluster.MISSING
    line = subprocess.run([sys.executable, "-c", "import drills.pgcluster as p, shutil, glob; "
                           "glob.glob = lambda _: []; shutil.which = lambda _: None; "
                           "import drills.two_processes as t; t.main(['--attempts', '10'])"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120).stdout
    assert line.startswith("two_processes: SKIPPED") and "not installed" in line


def test_web_load():
    line = drill("web_load", "--viewers", "6", "--games", "2", "--seconds", "2")
    assert "6 readers of one game" in line and "6 readers of 2 games" in line and "requests/s" in line
