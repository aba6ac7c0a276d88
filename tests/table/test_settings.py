"""The settings' one table (table/settings.py): what it reads, the old names it still accepts, and
the two files that describe it to administrators naming exactly its variables."""
import re
import subprocess
import sys
from pathlib import Path

import pytest

from table.settings import DEFAULTS, SETTINGS, Settings

ROOT = Path(__file__).resolve().parents[2]
NAME = r"\b(?:DISCORD|TABLE|TZOLKIN)_[A-Z_]+\b"


def test_every_setting_has_its_own_name_and_attributes():
    names = [s.name for s in SETTINGS] + [s.old for s in SETTINGS if s.old]
    attrs = [a for s in SETTINGS for a in s.attrs]
    assert len(names) == len(set(names)) and len(attrs) == len(set(attrs)) == len(DEFAULTS)
    assert all(s.name == "DISCORD_TOKEN" or s.name.startswith("TABLE_") for s in SETTINGS)


def test_defaults_are_the_tables_defaults_read_as_a_value_would_be():
    settings = Settings.load(environ={}, env_file="/nonexistent")
    assert vars(settings) == vars(Settings())
    assert (settings.database, settings.reminder_seconds, settings.bot_seconds) == ("tzolkin.sqlite3", 12 * 3600, 10.0)
    assert (settings.shard_count, settings.shard_ids, settings.token, settings.test_guild) == (None, None, None, None)
    with pytest.raises(TypeError):
        Settings(no_such_setting=1)


def test_an_old_name_is_still_read_and_named_in_the_warning(tmp_path):
    env = tmp_path / ".env"
    env.write_text("TZOLKIN_EXPERT_SECONDS=4\nTZOLKIN_SHARDS=1/2\n")
    settings = Settings.load(environ={"TZOLKIN_SYNC": "guild"}, env_file=env)
    assert (settings.bot_seconds, settings.sync, settings.shard_count, settings.shard_ids) == (4.0, "guild", 2, [1])
    warning = settings.old_names_warning()
    assert "\n" not in warning
    for old, new in (("TZOLKIN_EXPERT_SECONDS", "TABLE_BOT_SECONDS"), ("TZOLKIN_SYNC", "TABLE_SYNC"),
                     ("TZOLKIN_SHARDS", "TABLE_SHARDS")):
        assert f"{old} -> {new}" in warning
    assert Settings.load(environ={"TABLE_SYNC": "guild"}, env_file="/nonexistent").old_names_warning() is None


def test_the_new_name_wins_when_both_are_set(tmp_path):
    env = tmp_path / ".env"
    env.write_text("TABLE_DATABASE=new.sqlite3\nTZOLKIN_CLOCK_HOURS=6\n")
    settings = Settings.load(environ={"TZOLKIN_DATABASE": "old.sqlite3", "TABLE_CLOCK_HOURS": "3"}, env_file=env)
    assert (settings.database, settings.clock_hours) == ("new.sqlite3", 3)
    assert "TZOLKIN_DATABASE -> TABLE_DATABASE" in settings.old_names_warning()
    # An empty new name counts as unset, as an empty value always has: the old one is read.
    assert Settings.load(environ={"TABLE_CLOCK_HOURS": "", "TZOLKIN_CLOCK_HOURS": "6"},
                         env_file="/nonexistent").clock_hours == 6


def test_a_bad_value_is_refused_under_the_name_it_was_given():
    with pytest.raises(ValueError, match="TZOLKIN_BOT_WORKERS"):
        Settings.load(environ={"TZOLKIN_BOT_WORKERS": "many"}, env_file="/nonexistent")
    with pytest.raises(ValueError, match="TABLE_SHARDS: shard ids"):
        Settings.load(environ={"TABLE_SHARDS": "5/2"}, env_file="/nonexistent")


def test_the_bot_warns_once_at_start_up_about_old_names_and_still_reads_them(tmp_path):
    # A database that cannot be opened stops the bot before Discord: the old name gave its path.
    db = tmp_path / "nowhere" / "x.sqlite3"
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": "not-used", "TZOLKIN_DATABASE": str(db),
           "TZOLKIN_LOG_LEVEL": "warning"}
    done = subprocess.run([sys.executable, str(ROOT / "bot.py"), "--env-file", str(tmp_path / "none")], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and str(db) in done.stderr, done.stderr
    warnings = [line for line in done.stderr.splitlines() if "old names" in line]
    assert len(warnings) == 1, done.stderr
    assert "TZOLKIN_DATABASE -> TABLE_DATABASE" in warnings[0] and "TZOLKIN_LOG_LEVEL -> TABLE_LOG_LEVEL" in warnings[0]


def env_example():
    """{name: value} of .env.example's settings."""
    text = (ROOT / ".env.example").read_text(encoding="utf-8")
    return dict(re.findall(r"^([A-Z][A-Z0-9_]*)=(.*)$", text, re.MULTILINE))


def test_env_example_names_every_setting_with_its_default():
    assert env_example() == {s.name: s.default for s in SETTINGS}


def test_the_configuration_page_describes_every_setting_and_every_old_name():
    text = (ROOT / "docs" / "admin" / "configuration.md").read_text(encoding="utf-8")
    named = set(re.findall(NAME, text)) - {"TZOLKIN_EXPERT_WEIGHTS"}  # an engine developer's, not the table's
    assert named == {s.name for s in SETTINGS} | {s.old for s in SETTINGS if s.old}
    # One row per setting: | `NAME` | default | meaning | old name |, "none" for an empty default or no old name.
    rows = [[cell.strip().strip("`") for cell in line.strip("|").split("|")]
            for line in text.splitlines() if line.startswith("| `")]
    assert {row[0]: (row[1], row[3]) for row in rows} == {s.name: (s.default or "none", s.old or "none")
                                                          for s in SETTINGS}
