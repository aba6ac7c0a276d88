# Two commands for a fresh machine with Python 3.11:
#   make run   - installs the runtime into .venv and starts the bot (or the terminal game without a token)
#   make test  - installs runtime + test packages into .venv and runs every test
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: run bot test selfplay clean postgresql-server

$(VENV)/.runtime: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.dev: $(VENV)/.runtime requirements-dev.txt
	$(PY) -m pip install --quiet -r requirements-dev.txt
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

test: $(VENV)/.dev postgresql-server
	$(PY) -m pytest -q

# The PostgreSQL tests start a throwaway server of their own from the Debian package's binaries.
# Run as root on a machine without them, this installs them (without creating or starting the
# package's own cluster); elsewhere those tests are skipped and say why. FORCE=1 installs anyway.
postgresql-server:
	@if [ -n "$(FORCE)" ] || { ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 \
			&& [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; }; then \
		echo "Installing PostgreSQL's server for the tests: apt-get install postgresql"; \
		mkdir -p /etc/postgresql-common; \
		grep -qs '^create_main_cluster' /etc/postgresql-common/createcluster.conf \
			|| echo 'create_main_cluster = false' >> /etc/postgresql-common/createcluster.conf; \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; } \
			|| echo "Could not install postgresql: the PostgreSQL tests will be skipped, saying so."; \
	fi

selfplay: $(VENV)/.runtime
	$(PY) -m tzolkin selfplay --players 4 --games 200 --seed 1

clean:
	rm -rf $(VENV)
