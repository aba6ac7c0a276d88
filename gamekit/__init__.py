"""What every game engine shares, pure Python like the engines themselves (no Discord, Pillow,
asyncio or database): the arena's statistics. It names no game."""
