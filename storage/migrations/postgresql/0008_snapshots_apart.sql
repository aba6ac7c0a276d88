-- PostgreSQL twin of ../0008_snapshots_apart.sql: the engine snapshot beside the game.
CREATE TABLE snapshots (
    game_id  BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    snapshot TEXT   NOT NULL
);
INSERT INTO snapshots (game_id, snapshot) SELECT id, snapshot FROM games WHERE snapshot IS NOT NULL;
ALTER TABLE games DROP COLUMN snapshot;
