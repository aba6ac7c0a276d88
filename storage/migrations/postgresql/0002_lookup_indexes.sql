-- The reminder sweep and /tzolkin games look games up by status and guild; the log is read
-- newest first per game.
CREATE INDEX games_by_status ON games (status, turn_started_at);
CREATE INDEX games_by_guild ON games (guild_id, status);
CREATE INDEX log_by_game ON log (game_id, id);
