# Two commands for a fresh machine with Python 3.11:
#   make run   - installs the runtime into .venv and starts the program
#   make test  - installs runtime + test packages into .venv and runs every test
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: run test selfplay bench clean

$(VENV)/.runtime: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.dev: $(VENV)/.runtime requirements-dev.txt
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $@

run: $(VENV)/.runtime
	$(PY) -m tzolkin play

test: $(VENV)/.dev
	$(PY) -m pytest -q

selfplay: $(VENV)/.runtime
	$(PY) -m tzolkin selfplay --players 4 --games 200 --seed 1

clean:
	rm -rf $(VENV)
