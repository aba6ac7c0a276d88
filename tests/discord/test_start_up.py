"""bot.py without Discord: settings, the missing-token message, the message catalog, hint wording."""
import random
import re

import pytest

from bot import Settings, main, parse_shards, read_env_file
from cogs.render import final_lines
from games.tzolkin.present import why_text
from tzolkin import Game
from tzolkin.bots import REASONS


def test_settings_from_env_file_and_environment(tmp_path):
    env = tmp_path / ".env"
    env.write_text("# comment\nDISCORD_TOKEN='abc'\nTABLE_DATABASE=/tmp/x.db\nexport TABLE_SYNC=guild\n"
                   "TABLE_TEST_GUILD=42\nTABLE_REMINDER_HOURS=6\n")
    assert read_env_file(env)["DISCORD_TOKEN"] == "abc"
    settings = Settings.load(environ={"TABLE_DATABASE": "/data/t.db"}, env_file=env)
    assert (settings.token, settings.database, settings.sync, settings.test_guild) == ("abc", "/data/t.db", "guild", 42)
    assert settings.reminder_seconds == 6 * 3600
    default = Settings.load(environ={}, env_file=tmp_path / "missing")
    assert default.token is None and default.database == "tzolkin.sqlite3" and default.sync == "off"


def test_without_a_token_the_bot_says_what_to_do(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(["--env-file", str(tmp_path / "none")]) == 2
    err = capsys.readouterr().err
    assert "DISCORD_TOKEN" in err and ".env" in err


def test_every_catalog_text_is_used_and_fills_in():
    import pathlib
    from cogs.messages import EN, t
    source = "\n".join(p.read_text() for folder in ("cogs", "table", "games")
                       for p in pathlib.Path(folder).rglob("*.py") if p.name != "messages.py")
    source += pathlib.Path("bot.py").read_text()
    keys = set(re.findall(r'["\']([a-z_]+(?:\.[a-z_]+)*)["\']', source))
    keys |= {f"{k}_plain" for k in keys}  # a seat's name without markdown, for pictures
    # Keys made from a name: rule help, topics, the language command's texts, bot levels, hint reasons.
    built = ("rules.", "topic.", "language.scope.", "language.set.", "level.", "hint.why.", "bot.option.")
    unused = [k for k in EN if k not in keys and not k.startswith(built)]
    assert unused == []
    for key, text in EN.items():
        names = re.findall(r"{(\w+)", " ".join(text) if isinstance(text, tuple) else text)
        t(key, **{n: 1 for n in names})  # every placeholder can be filled


def test_every_hint_reason_has_a_line_of_why():
    info = {"days": 2, "need": 6, "have": 4, "temple": 1, "corn": 3, "tech": "theology", "building": 1,
            "monument": 1, "vp": 9, "slot": 4, "rounds": 5, "gear": "tikal", "action": 4, "material": "gold",
            "count": 2}
    lines = {reason: why_text(reason, info) for reason in REASONS}
    assert len(set(lines.values())) == len(REASONS)  # each reason has its own words
    assert "Quetzalcoatl" in lines["temple"] and "Theology" in lines["tech"]
    assert why_text("feed", {}) == why_text("value", {})  # numbers missing: the general reason
    assert why_text("no such reason", {}) == why_text("value", {})


def test_final_scores_say_when_hints_were_off():
    from storage import GameRow, Seat
    game = Game(2, 3)
    rng = random.Random(3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    row = GameRow(1, "tzolkin", 1, 1, 1, "over", 1, 3, {}, 0, 0, None, None, None, 0, None, None, 0, 0,
                  hints_allowed=False, seats=[Seat(0, 5, "ana"), Seat(1, None, "Bot 1", "hard")])
    assert final_lines(row, game)[-1] == "💡 Hints were off in this game."
    row.hints_allowed, row.seats[0].hints = True, 3
    assert final_lines(row, game)[-1] == "💡 Hints used: **ana** 3"


def test_settings_never_show_the_token():
    settings = Settings(token="MTIz.secret-token-value", database="x.sqlite3")
    assert "secret-token-value" not in repr(settings) and "secret-token-value" not in str(settings)
    assert "x.sqlite3" in repr(settings)
    url = Settings(token="t", database="postgresql://bot:hunter2@db.example:5432/tzolkin")
    assert "hunter2" not in repr(url) and "postgresql://bot:***@db.example:5432/tzolkin" in repr(url)


def corrupt_database(path):
    path.write_bytes(b"this is not an SQLite database " * 200)
    return path


def test_a_token_discord_refuses_stops_the_bot_as_a_bad_setting(tmp_path, monkeypatch, capsys):
    # Status 2, as for a missing token: the service's unit does not restart the bot for it.
    import discord

    import bot

    class Refusing:
        def run(self, token, log_handler=None):
            raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setenv("DISCORD_TOKEN", "refused")
    monkeypatch.setenv("TABLE_DATABASE", str(tmp_path / "games.sqlite3"))
    monkeypatch.setattr(bot, "create_bot", lambda settings: Refusing())
    assert main(["--env-file", str(tmp_path / "none")]) == 2
    assert "Discord refused the token" in capsys.readouterr().err


def test_a_database_that_cannot_be_opened_stops_the_bot_with_its_name_and_cause(tmp_path, monkeypatch, capsys):
    db = corrupt_database(tmp_path / "broken.sqlite3")
    monkeypatch.setenv("DISCORD_TOKEN", "not-used")
    monkeypatch.setenv("TABLE_DATABASE", str(db))
    assert main(["--env-file", str(tmp_path / "none")]) == 1
    err = capsys.readouterr().err
    assert str(db) in err and "not a database" in err


def test_the_bot_process_exits_instead_of_hanging(tmp_path):
    # The aiosqlite worker thread of a connection that failed after connecting kept the process alive.
    import subprocess
    import sys
    from pathlib import Path
    db = corrupt_database(tmp_path / "broken.sqlite3")
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": "not-used", "TABLE_DATABASE": str(db)}
    bot = Path(__file__).resolve().parents[2] / "bot.py"
    done = subprocess.run([sys.executable, str(bot), "--env-file", str(tmp_path / "none")], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and str(db) in done.stderr and "not a database" in done.stderr


def test_shards_setting():
    assert parse_shards("") == parse_shards("auto") == (None, None)
    assert parse_shards("4") == (4, None)
    assert parse_shards("0,1/4") == (4, [0, 1]) and parse_shards(" 3 / 4 ") == (4, [3])
    for bad in ("x", "0,0/2", "2/2", "-1", "0/0", "a/4"):
        with pytest.raises(ValueError):
            parse_shards(bad)
    settings = Settings.load(environ={"TABLE_SHARDS": "1/2"}, env_file="/nonexistent")
    assert (settings.shard_count, settings.shard_ids) == (2, [1])


def test_a_bad_shards_setting_is_explained(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TABLE_SHARDS", "5/2")
    assert main(["--env-file", str(tmp_path / "none")]) == 2
    assert "TABLE_SHARDS" in capsys.readouterr().err


SECRET = "hunter2%21x"  # "hunter2!x" percent-encoded in the URL


@pytest.mark.parametrize("url", [
    f"postgresql://bot:{SECRET}@db.example:5432/tzolkin",
    f"postgresql://bot@db.example/tzolkin?password={SECRET}",
    f"postgresql://bot@db.example/tzolkin?sslmode=require&password={SECRET}&application_name=x",
    f"postgres://bot@db.example/tzolkin?sslpassword={SECRET}",
    f"postgresql://db.example/tzolkin?user=bot&PASSWORD={SECRET}",
    f"postgresql://bot:{SECRET}@h1,h2/tzolkin?password={SECRET}",
    f"postgresql://bot@db.example/tzolkin?pass%77ord={SECRET}",  # the key percent-encoded
    f"postgresql://bot:p@{SECRET}@db.example/tzolkin",  # a raw '@' in the password
])
def test_every_secret_of_a_connection_string_is_masked(url):
    # Found by the drills: only the user:password@ form was masked, so a ?password= was printed in
    # start-up errors and would be in the start-up log line.
    from storage import masked, scrubbed
    for shown in (masked(url), repr(Settings(token="t", database=url)),
                  scrubbed(f"cannot connect to {url}", url)):
        assert "hunter2" not in shown and "***" in shown, shown
    assert "db.example" in masked(url) or "h1,h2" in masked(url)


def test_an_error_quoting_the_decoded_password_is_scrubbed():
    from storage import scrubbed
    url = f"postgresql://bot@db.example/tzolkin?password={SECRET}"
    assert scrubbed("password 'hunter2!x' refused", url) == "password '***' refused"


def test_file_parameters_of_a_connection_string_stay_shown():
    # passfile, sslkey...: paths an operator needs to fix a start-up error; the secrets stay in the files
    from storage import masked
    url = "postgresql://bot@db/t?passfile=/etc/bot/.pgpass&sslkey=/etc/bot/key.pem&sslmode=verify-full"
    assert masked(url) == url


def test_a_start_up_error_never_prints_a_password_given_as_a_parameter(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", "not-used")
    monkeypatch.setenv("TABLE_DATABASE", f"postgresql://bot@127.0.0.1:9/tzolkin?password={SECRET}&connect_timeout=2")
    assert main(["--env-file", str(tmp_path / "none")]) == 1
    err = capsys.readouterr().err
    assert "cannot open the database postgresql://bot@127.0.0.1:9/tzolkin?password=***" in err
    assert "hunter2" not in err


@pytest.mark.parametrize("where, says", [("folder", "it is a folder"), ("no_folder", "does not exist"),
                                         ("newer", "newer than this code knows (version "),
                                         ("proc", "unable to open database file")])
def test_a_database_that_cannot_be_used_stops_the_bot_in_one_clear_message(tmp_path, where, says):
    # Found by the drills: a folder given as the database printed a stray traceback of the
    # database's worker thread beside the clear message, and a database from a newer version
    # of the bot started without a word.
    import sqlite3
    import subprocess
    import sys
    from pathlib import Path
    path = {"folder": tmp_path, "no_folder": tmp_path / "nowhere" / "x.sqlite3", "newer": tmp_path / "new.sqlite3",
            "proc": Path("/proc/no-database.sqlite3")}[where]
    if where == "newer":
        with sqlite3.connect(path) as db:
            db.execute("PRAGMA user_version = 999")
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": "not-used", "TABLE_DATABASE": str(path)}
    bot = Path(__file__).resolve().parents[2] / "bot.py"
    done = subprocess.run([sys.executable, str(bot), "--env-file", str(tmp_path / "none")], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and says in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 2, done.stderr  # the cause and the hint
