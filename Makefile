# Commands for a fresh machine with Python 3.11:
#   make run   - installs the runtime into .venv and starts the bot (or the terminal game without a token)
#   make test  - installs runtime + test tools into .venv, lints the code (ruff) and runs every test
#                (installing PostgreSQL's server and Chromium for their tests first, when root and missing)
#   make lint  - the lint alone
#   make lock  - regenerates requirements.lock from requirements.txt and requirements-dev.txt
# What gets installed is requirements.lock: every package, transitive ones included, pinned for
# Python 3.11 on Linux. requirements.txt (runtime) and requirements-dev.txt (tests, lint) are the
# readable lists it is made from; after changing either, run `make lock` and commit both.
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
# The lock's own tool lives in a venv of its own, so that it is never part of what is tested.
LOCK_VENV := $(VENV)/lock-tools
PIP_TOOLS := pip-tools==7.6.2
# auto: install PostgreSQL's server for the tests when it is missing (see postgresql-server);
# no: never install it (the PostgreSQL tests are then skipped when it is missing, saying why).
POSTGRESQL_INSTALL ?= auto
# auto: install Chromium, its driver and an emoji font for the web pages' browser tests when missing
# (see chromium); no: never install them (those tests are then skipped, saying why).
CHROMIUM_INSTALL ?= auto

.PHONY: run bot test lint lock selfplay clean postgresql-server chromium

# The runtime alone: requirements.txt's packages, at the versions (theirs and their dependencies')
# that requirements.lock pins. The lock is a constraint here, so the test tools are left out.
$(VENV)/.runtime: requirements.txt requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -r requirements.txt -c requirements.lock
	touch $@

# Runtime and test tools: everything the lock pins.
$(VENV)/.dev: $(VENV)/.runtime requirements-dev.txt requirements.lock
	$(PY) -m pip install --quiet -r requirements.lock
	touch $@

# The Discord bot when a token is configured, else the terminal game.
run: $(VENV)/.runtime
	@if [ -n "$$DISCORD_TOKEN" ] || grep -qs '^DISCORD_TOKEN=..*' .env; then \
		$(PY) bot.py $(ARGS); \
	else \
		echo "No DISCORD_TOKEN in the environment or .env: choose a game to play in the terminal instead."; \
		echo "To run the Discord bot, see docs/admin/setup.md."; \
		$(PY) -m games $(ARGS); \
	fi

bot: $(VENV)/.runtime
	$(PY) bot.py $(ARGS)

# The rules are in pyproject.toml ([tool.ruff]); no formatter and no import sorting.
lint: $(VENV)/.dev
	$(PY) -m ruff check .

test: lint postgresql-server chromium
	$(PY) -m pytest -q

# Resolves requirements.txt + requirements-dev.txt for this Python (3.11) and writes every package
# they need, pinned, to requirements.lock. A dependency's pin already in the lock is kept while it
# still fits; `make lock LOCK_ARGS=--upgrade` moves every one to its newest fitting version.
# The index and wheel-folder settings of this machine's pip are used, not written into the lock.
lock:
	test -x $(LOCK_VENV)/bin/python || $(PYTHON) -m venv $(LOCK_VENV)
	$(LOCK_VENV)/bin/python -m pip install --quiet $(PIP_TOOLS)
	CUSTOM_COMPILE_COMMAND="make lock" $(LOCK_VENV)/bin/pip-compile --quiet --strip-extras --no-emit-options \
		$(LOCK_ARGS) --output-file requirements.lock requirements.txt requirements-dev.txt

# The PostgreSQL tests start a throwaway server of their own from PostgreSQL's server binaries
# (initdb, pg_ctl: the Debian package 'postgresql'). When those are missing, this target installs
# them with apt-get, as root only, without creating or starting the package's own cluster;
# it never installs when the binaries are already there, nor with POSTGRESQL_INSTALL=no
# (`make test POSTGRESQL_INSTALL=no`, for CI or a developer who wants nothing installed).
# Without the binaries those tests are skipped and say why.
postgresql-server:
	@if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null; then \
		: "the server binaries are there: nothing to install"; \
	elif [ "$(POSTGRESQL_INSTALL)" = no ]; then \
		echo "POSTGRESQL_INSTALL=no: PostgreSQL's server is not installed; the PostgreSQL tests will be skipped."; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "Installing PostgreSQL's server for the tests: apt-get install postgresql"; \
		mkdir -p /etc/postgresql-common; \
		grep -qs '^create_main_cluster' /etc/postgresql-common/createcluster.conf \
			|| echo 'create_main_cluster = false' >> /etc/postgresql-common/createcluster.conf; \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; } \
			|| echo "Could not install postgresql: the PostgreSQL tests will be skipped, saying so."; \
	fi

# The web pages' browser tests drive a headless Chromium (tests/helpers/web_browser.py) with the Debian
# packages 'chromium' and 'chromium-driver', and 'fonts-noto-color-emoji' for the games' marks in
# their screenshots. When Chromium or its driver is missing, this target installs the three with
# apt-get, as root only; never when they are there already, nor with CHROMIUM_INSTALL=no
# (`make test CHROMIUM_INSTALL=no`). Without them those tests are skipped and say why.
chromium:
	@if command -v chromium >/dev/null && command -v chromedriver >/dev/null; then \
		: "Chromium and its driver are there: nothing to install"; \
	elif [ "$(CHROMIUM_INSTALL)" = no ]; then \
		echo "CHROMIUM_INSTALL=no: Chromium is not installed; the browser tests will be skipped."; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "Installing Chromium for the browser tests: apt-get install chromium chromium-driver fonts-noto-color-emoji"; \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
			chromium chromium-driver fonts-noto-color-emoji >/dev/null; } \
			|| echo "Could not install Chromium: the browser tests will be skipped, saying so."; \
	fi

selfplay: $(VENV)/.runtime
	$(PY) -m tzolkin selfplay --players 4 --games 200 --seed 1

clean:
	rm -rf $(VENV)
