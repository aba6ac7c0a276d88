"""The fixtures of every test in this folder, which drive the bot through the simulated Discord:
`simcord_bot` (the bot made as bot.py makes it, which SimCord's `simcord_env` plays against), `db`
(its database, in a temporary folder) and `pictures` (cheap stand-in pictures unless a test or a file
asks for the real ones). They are written in tests/helpers/discord_world.py, with the world they play
in; a test file overrides one by defining a fixture of the same name."""
from helpers.discord_world import db, pictures, simcord_bot  # noqa: F401 (fixtures, found by pytest here)
