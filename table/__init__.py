"""The table: game sessions without Discord (lobby, seats, secret choices, turns, undo,
revisions, bots in worker processes, hand-over), for any registered game (games/)."""
