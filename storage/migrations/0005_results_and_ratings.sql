-- Results of finished games and the skill ratings they lead to, per server.
-- Results are written once per game (the game id is the key) when the game is over;
-- abandoned games have none. Ratings are a cache of the results replayed in `seq` order:
-- `python -m ratings rebuild DB` recomputes them.
CREATE TABLE results (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL UNIQUE,  -- the order results were rated in
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    players     INTEGER NOT NULL,
    rated       INTEGER NOT NULL,         -- 1 if the game changed ratings (2 or more seats counted)
    finished_at REAL    NOT NULL
);
CREATE INDEX results_by_guild ON results (guild_id, seq);

CREATE TABLE result_seats (
    game_id INTEGER NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    name    TEXT    NOT NULL,
    user_id INTEGER,                  -- the member (kept when the seat was handed to a bot)
    bot     TEXT,                     -- the bot level playing the seat at the end, else NULL
    player  TEXT,                     -- rating key 'user:<id>' / 'bot:<level>'; NULL counts for nobody
    place   INTEGER NOT NULL,         -- 1 = won; equal places are ties
    points  INTEGER NOT NULL,         -- final score in quarter points
    sources TEXT    NOT NULL,         -- JSON: quarter points per source (temples, buildings, ...)
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX result_seats_by_player ON result_seats (player);

CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    player     TEXT    NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, player)
);

-- How each rated game moved its players, for the history of a game.
CREATE TABLE rating_changes (
    game_id      INTEGER NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    player       TEXT    NOT NULL,
    mu_before    REAL    NOT NULL,
    sigma_before REAL    NOT NULL,
    mu_after     REAL    NOT NULL,
    sigma_after  REAL    NOT NULL,
    PRIMARY KEY (game_id, player)
);

-- /tzolkin mygames looks a member's seats up across servers.
CREATE INDEX seats_by_user ON seats (user_id);
