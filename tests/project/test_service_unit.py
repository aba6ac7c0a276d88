"""docs/admin/table.service, the systemd unit template for running the bot as a service: systemd
accepts it without a warning, and it runs the project's bot the way docs/admin/operations.md says."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UNIT = ROOT / "docs" / "admin" / "table.service"
FOLDER = "/opt/table"  # the template's installation folder


def settings(text):
    """{key: [values]} of a unit's lines."""
    found = {}
    for line in text.splitlines():
        if "=" in line and not line.startswith(("#", ";", "[")):
            key, _, value = line.partition("=")
            found.setdefault(key.strip(), []).append(value.strip())
    return found


def test_the_unit_runs_the_bot_from_its_folder_with_its_env_file_as_its_own_user():
    unit = settings(UNIT.read_text(encoding="utf-8"))
    assert unit["WorkingDirectory"] == [FOLDER] and unit["EnvironmentFile"] == [f"{FOLDER}/.env"]
    assert unit["ExecStart"] == [f"{FOLDER}/.venv/bin/python bot.py"]
    assert unit["Restart"] == ["on-failure"] and unit["User"] == ["table"] and unit["NoNewPrivileges"] == ["yes"]
    assert unit["ReadWritePaths"] == [FOLDER] and unit["ProtectSystem"] == ["strict"]


@pytest.mark.skipif(shutil.which("systemd-analyze") is None,
                    reason="systemd-analyze is not installed (Debian package 'systemd'), so the unit "
                           "docs/admin/table.service cannot be verified here")
def test_systemd_verifies_the_unit_without_a_warning(tmp_path):
    # verify checks that the programs and files the unit names exist: a copy points at real ones.
    folder = tmp_path / "table"
    (folder / ".venv" / "bin").mkdir(parents=True)
    (folder / ".venv" / "bin" / "python").symlink_to(Path(sys.executable).resolve())
    (folder / ".env").write_text("DISCORD_TOKEN=\n")
    (folder / "bot.py").write_text("")
    copy = tmp_path / "table.service"
    copy.write_text(UNIT.read_text(encoding="utf-8").replace(FOLDER, str(folder)), encoding="utf-8")
    done = subprocess.run(["systemd-analyze", "verify", str(copy)], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout + done.stderr) == (0, "")
