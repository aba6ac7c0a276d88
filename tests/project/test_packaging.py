"""The project's package lists agree: requirements.lock (what is installed) pins what
requirements.txt and requirements-dev.txt ask for, and pyproject.toml names the runtime's packages
at versions that include requirements.txt's."""
import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]


def pins(name):
    """{package: version} of a requirements file's `package==version` lines."""
    found = {}
    for line in (ROOT / name).read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            m = re.fullmatch(r"([A-Za-z0-9._-]+)==([^\s;]+)", line)
            assert m, f"{name}: {line!r} is not pinned as package==version"
            found[canonicalize_name(m[1])] = m[2]
    return found


def test_the_lock_pins_every_requirement_at_its_version():
    lock = pins("requirements.lock")
    for name in ("requirements.txt", "requirements-dev.txt"):
        wanted = pins(name)
        assert {k: lock.get(k) for k in wanted} == wanted, f"{name} changed: run `make lock`"


def test_pyproject_names_the_runtime_at_the_versions_pinned():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = {canonicalize_name(r.name): r for r in map(Requirement, project["dependencies"])}
    runtime = pins("requirements.txt")
    assert declared.keys() == runtime.keys()
    assert all(declared[name].specifier.contains(version) for name, version in runtime.items())
    assert project["requires-python"] == ">=3.11" and (ROOT / project["readme"]).is_file()
