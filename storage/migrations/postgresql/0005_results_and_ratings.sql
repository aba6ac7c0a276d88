-- PostgreSQL twin of ../0005_results_and_ratings.sql (same tables, columns and meaning).
-- Ratings are DOUBLE PRECISION; two processes recording results at once take turns on
-- `results` (storage/results.py locks it), so `seq` stays MAX + 1 without gaps.
CREATE TABLE results (
    game_id     BIGINT           PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER          NOT NULL UNIQUE,
    guild_id    BIGINT           NOT NULL,
    channel_id  BIGINT           NOT NULL,
    players     INTEGER          NOT NULL,
    rated       INTEGER          NOT NULL,
    finished_at DOUBLE PRECISION NOT NULL
);
CREATE INDEX results_by_guild ON results (guild_id, seq);

CREATE TABLE result_seats (
    game_id BIGINT  NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    name    TEXT    NOT NULL,
    user_id BIGINT,
    bot     TEXT,
    player  TEXT,
    place   INTEGER NOT NULL,
    points  INTEGER NOT NULL,
    sources TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX result_seats_by_player ON result_seats (player);

CREATE TABLE ratings (
    guild_id   BIGINT           NOT NULL,
    player     TEXT             NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    games      INTEGER          NOT NULL,
    wins       INTEGER          NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, player)
);

CREATE TABLE rating_changes (
    game_id      BIGINT           NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    player       TEXT             NOT NULL,
    mu_before    DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu_after     DOUBLE PRECISION NOT NULL,
    sigma_after  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, player)
);

CREATE INDEX seats_by_user ON seats (user_id);
