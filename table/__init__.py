"""The table: game sessions without Discord (lobby, seats, secret choices, turns, undo,
revisions, bots in worker processes, hand-over) and the table's rules (seats, the turn clock,
reminders, calls and quiet hours, a game's settings, languages, where a game is), for any
registered game (games/)."""
