"""What every game engine shares, pure Python like the engines themselves (no Discord, Pillow,
asyncio or database), naming no game: a game's record, undo, replay and snapshots (record), its
actions' strings (actions), its state's JSON and copies (state), the terminal's parts (terminal),
the random bot and a bot's turn (bots), the arena (arena)."""
