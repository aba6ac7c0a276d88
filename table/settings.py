"""The settings of a game table's process, read from the environment or a `.env` file.

SETTINGS below is the one list of them: each entry names an environment variable, its default,
what it means and how its text is read. `Settings.load` reads exactly these, and .env.example and
docs/admin/configuration.md describe exactly these (a test holds the three to the same names), so
a new setting is one entry here, then its lines in those two files.

The variables were named for the first game (TZOLKIN_...) before the table served several; the
old names are still read, and the bot names them in one warning line at start-up.
"""
from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from storage import masked

DATABASE = "tzolkin.sqlite3"  # the default database's file name, as running deployments have it


def read_env_file(path):
    """KEY=VALUE lines; '#' comments and blank lines ignored; quotes around values removed."""
    values = {}
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError:
        return values
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        key = key.strip().removeprefix("export ").strip()
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        values[key] = value
    return values


def parse_shards(text):
    """"" or "auto" (Discord's recommended count, all in this process), "N" (N shards, all here) or
    "0,1/4" (shards 0 and 1 of 4 here; other processes run the others): (count, ids)."""
    text = text.strip().lower().replace(" ", "")
    if text in ("", "auto"):
        return None, None
    ids, _, count = text.rpartition("/") if "/" in text else ("", "", text)
    try:
        count = int(count)
        shard_ids = [int(x) for x in ids.split(",")] if ids else None
    except ValueError:
        raise ValueError(f"must be auto, a number of shards or ids/count such as 0,1/4, not {text!r}") from None
    if count < 1 or (shard_ids is not None and (len(set(shard_ids)) != len(shard_ids)
                                                 or not all(0 <= i < count for i in shard_ids))):
        raise ValueError(f"shard ids must be distinct numbers from 0 to count - 1, not {text!r}")
    return count, shard_ids


def _optional_int(text):
    return int(text) if text else None


def _hours_in_seconds(text):
    return int(float(text) * 3600)


def _port(text):
    """"" (nothing listens) or a TCP port."""
    if not text:
        return None
    port = int(text)
    if not 1 <= port <= 65535:
        raise ValueError(f"must be a port from 1 to 65535, not {text!r}")
    return port


def _base_url(text):
    """"" (no links are posted) or the public address of the web pages, without its last '/'."""
    if not text:
        return None
    if not text.startswith(("https://", "http://")) or len(text.split("://", 1)[1].strip("/")) == 0:
        raise ValueError(f"must be an http:// or https:// address such as https://table.example.org, not {text!r}")
    return text.rstrip("/")


WEB_SECRET_MIN = 16  # characters: the links' HMAC key; `python -m web --new-secret` prints a good one


def _web_secret(text):
    if text and len(text) < WEB_SECRET_MIN:
        raise ValueError(f"must be at least {WEB_SECRET_MIN} characters long (python -m web --new-secret "
                         "prints one)")
    return text or None


@dataclass(frozen=True)
class Setting:
    name: str  # the environment variable
    default: str  # the value when it is unset or empty, written as in .env
    meaning: str  # one line on what it does
    parse: Callable[[str], object]  # its text (stripped; the default when empty) to the value
    attrs: tuple[str, ...]  # the Settings attributes it sets; with several, `parse` gives one value each
    old: str | None = None  # its name before the platform prefix, still read
    secret: bool = False  # never shown in logs or tracebacks

    def values(self, text):
        value = self.parse(text.strip() or self.default)
        return dict(zip(self.attrs, value if len(self.attrs) > 1 else (value,), strict=True))


SETTINGS = (
    Setting("DISCORD_TOKEN", "", "the bot's token (Discord Developer Portal > Bot); required to run the bot",
            lambda text: text or None, ("token",), secret=True),
    Setting("TABLE_DATABASE", DATABASE, "the SQLite database file, or a postgresql:// URL shared by several processes",
            str, ("database",), old="TZOLKIN_DATABASE"),
    Setting("TABLE_SQLITE_SYNCHRONOUS", "normal",
            "SQLite only: normal survives a killed bot, full also a power cut (a disk flush per decision)",
            str.lower, ("sqlite_synchronous",), old="TZOLKIN_SQLITE_SYNCHRONOUS"),
    Setting("TABLE_SYNC", "off", "register the slash commands at start-up: off, global or guild",
            str.lower, ("sync",), old="TZOLKIN_SYNC"),
    Setting("TABLE_TEST_GUILD", "", "the test server's id, where TABLE_SYNC=guild copies the commands",
            _optional_int, ("test_guild",), old="TZOLKIN_TEST_GUILD"),
    Setting("TABLE_REMINDER_HOURS", "12", "hours before the player on turn is reminded (each game can change it)",
            _hours_in_seconds, ("reminder_seconds",), old="TZOLKIN_REMINDER_HOURS"),
    Setting("TABLE_REMINDER_CHECK_SECONDS", "600", "seconds between two looks for players to remind and clocks run out",
            int, ("reminder_check_seconds",), old="TZOLKIN_REMINDER_CHECK_SECONDS"),
    Setting("TABLE_CLOCK_HOURS", "24", "hours a turn may wait before a bot plays it, 0 for no clock (per game too)",
            int, ("clock_hours",), old="TZOLKIN_CLOCK_HOURS"),
    Setting("TABLE_BOT_WORKERS", "2", "worker processes in which bot players think",
            int, ("bot_workers",), old="TZOLKIN_BOT_WORKERS"),
    Setting("TABLE_BOT_SECONDS", "10", "seconds a bot that thinks by the clock (an expert level) thinks per turn",
            float, ("bot_seconds",), old="TZOLKIN_EXPERT_SECONDS"),
    Setting("TABLE_SHARDS", "auto", "Discord shards: auto, a number of shards, or this process's ids/count (0/2)",
            parse_shards, ("shard_count", "shard_ids"), old="TZOLKIN_SHARDS"),
    Setting("TABLE_PICTURES", "process:2", "where pictures are rendered: process:N or thread:N workers",
            str.lower, ("pictures",), old="TZOLKIN_PICTURES"),
    Setting("TABLE_WEB_PORT", "", "the port of the games' web pages, served by the bot; unset: no web pages",
            _port, ("web_port",)),
    Setting("TABLE_WEB_HOST", "127.0.0.1", "the address the web pages listen on (0.0.0.0: every interface)",
            str, ("web_host",)),
    Setting("TABLE_WEB_BASE_URL", "", "the web pages' public address, for the links posted in Discord; unset: no links",
            _base_url, ("web_base_url",)),
    Setting("TABLE_WEB_SECRET", "", "the key of the games' unguessable web links; changing it revokes every link",
            _web_secret, ("web_secret",), secret=True),
    Setting("TABLE_LOG_LEVEL", "INFO", "logging level: DEBUG, INFO, WARNING or ERROR",
            str.upper, ("log_level",), old="TZOLKIN_LOG_LEVEL"),
)


class Settings:
    """One attribute per attribute of an entry of SETTINGS; what is not given is the default."""

    def __init__(self, **given):
        unknown = set(given) - set(DEFAULTS)
        if unknown:
            raise TypeError(f"no such setting: {', '.join(sorted(unknown))}")
        for attr, default in DEFAULTS.items():
            setattr(self, attr, given.get(attr, default))
        self.old_names = []  # (old, new) of the settings found under their old names

    def __repr__(self):
        shown = {attr: getattr(self, attr) for attr in DEFAULTS if attr not in SECRET}
        shown["database"] = masked(self.database)  # a postgresql:// URL may hold a password
        return f"Settings({', '.join(f'{k}={v!r}' for k, v in shown.items())})"

    @classmethod
    def load(cls, environ=None, env_file=None):
        """The process environment wins over the .env file; a new name wins over its old one."""
        values = read_env_file(env_file if env_file is not None else Path.cwd() / ".env")
        values.update(os.environ if environ is None else environ)
        given, old_names = {}, []
        for setting in SETTINGS:
            name = setting.name
            if setting.old and values.get(setting.old, "").strip():
                old_names.append((setting.old, setting.name))
                if not values.get(setting.name, "").strip():
                    name = setting.old
            try:
                given.update(setting.values(values.get(name, "")))
            except ValueError as err:
                raise ValueError(f"{name}: {err}") from None
        settings = cls(**given)
        settings.old_names = old_names
        return settings

    def old_names_warning(self):
        """The one line that names the settings still set under their old names, or None."""
        if not self.old_names:
            return None
        renames = ", ".join(f"{old} -> {new}" for old, new in self.old_names)
        return (f"settings under their old names, still read but to be renamed (a new name wins when both "
                f"are set): {renames}")

    def picture_pool(self):
        """(kind, workers) from `pictures`: "process:2", "thread:4", "process"..."""
        kind, _, workers = self.pictures.partition(":")
        if kind not in ("process", "thread") or not (workers or "2").isdigit() or int(workers or 2) < 1:
            raise ValueError(f"TABLE_PICTURES must be process:N or thread:N, not {self.pictures!r}")
        return kind, int(workers or 2)


DEFAULTS = {attr: value for setting in SETTINGS for attr, value in setting.values("").items()}
SECRET = {attr for setting in SETTINGS if setting.secret for attr in setting.attrs}
