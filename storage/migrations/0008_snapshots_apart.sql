-- The engine snapshot moves beside the game. SQLite rewrites a whole row on every update, so a
-- snapshot inside the games row made each decision's commit (which bumps `rev`) rewrite it too,
-- and reading a game walk past it: both grew with the length of the game.
CREATE TABLE snapshots (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    snapshot TEXT    NOT NULL            -- Game.to_json() at the start of the current turn: a cache
);
INSERT INTO snapshots (game_id, snapshot) SELECT id, snapshot FROM games WHERE snapshot IS NOT NULL;
ALTER TABLE games DROP COLUMN snapshot;
