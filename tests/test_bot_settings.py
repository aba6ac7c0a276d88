"""bot.py without Discord: settings, the missing-token message, the message catalog, hint wording."""
import random
import re

from bot import Settings, main, read_env_file
from cogs.render import final_lines, why_text
from tzolkin import Game
from tzolkin.bots import REASONS


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
            "monument": 1, "vp": 9, "slot": 4}
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
    row = GameRow(1, 1, 1, 1, "over", 1, 3, {}, 0, 0, None, None, None, None, 0, None, None, 0, 0,
                  hints_allowed=False, seats=[Seat(0, 5, "ana"), Seat(1, None, "Bot 1", "hard")])
    assert final_lines(row, game.state)[-1] == "💡 Hints were off in this game."
    row.hints_allowed, row.seats[0].hints = True, 3
    assert final_lines(row, game.state)[-1] == "💡 Hints used: **ana** 3"
