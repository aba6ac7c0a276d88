# Two commands for a fresh machine with Python 3.11:
#   make run   - installs the runtime into .venv and starts the bot (or the terminal game without a token)
#   make test  - installs runtime + test packages into .venv and runs every test
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: run bot test selfplay clean

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
		echo "No DISCORD_TOKEN in the environment or .env: starting the terminal game instead."; \
		echo "To run the Discord bot, see 'The Discord bot' in README.md."; \
		$(PY) -m tzolkin play; \
	fi

bot: $(VENV)/.runtime
	$(PY) bot.py $(ARGS)

test: $(VENV)/.dev
	$(PY) -m pytest -q

selfplay: $(VENV)/.runtime
	$(PY) -m tzolkin selfplay --players 4 --games 200 --seed 1

clean:
	rm -rf $(VENV)
