"""bot.py without Discord: settings, the missing-token message, the message catalog."""
import re

from bot import Settings, main, read_env_file


def test_settings_from_env_file_and_environment(tmp_path):
    env = tmp_path / ".env"
    env.write_text("# comment\nDISCORD_TOKEN='abc'\nTZOLKIN_DATABASE=/tmp/x.db\nexport TZOLKIN_SYNC=guild\n"
                   "TZOLKIN_TEST_GUILD=42\nTZOLKIN_REMINDER_HOURS=6\n")
    assert read_env_file(env)["DISCORD_TOKEN"] == "abc"
    settings = Settings.load(environ={"TZOLKIN_DATABASE": "/data/t.db"}, env_file=env)
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
    source = "\n".join(p.read_text() for p in pathlib.Path("cogs").glob("*.py") if p.name != "messages.py")
    source += pathlib.Path("bot.py").read_text()
    keys = set(re.findall(r'["\']([a-z_]+(?:\.[a-z_]+)*)["\']', source))
    # Rule help, topic names and the language command's texts are looked up by a name.
    unused = [k for k in EN if k not in keys and not k.startswith(("rules.", "topic.", "language.scope.",
                                                                     "language.set."))]
    assert unused == []
    for key, text in EN.items():
        names = re.findall(r"{(\w+)", " ".join(text) if isinstance(text, tuple) else text)
        t(key, **{n: 1 for n in names})  # every placeholder can be filled
