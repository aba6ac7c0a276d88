"""Drills: bounded runs that load, crash or attack the bot's storage and game service and print
one result line each. `python -m drills.<name> --help` shows a drill's sizes; the test suite
runs each one with small sizes."""
