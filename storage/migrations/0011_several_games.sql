-- One table, several games. Every game names its kind (the plug-in that plays it: records are
-- game + rules version + config + seed + decisions); the private starting choice that every
-- seat makes at once is a game's "secret" phase, whatever the game chooses in it; results and
-- ratings are per game. Rows from before were all Tzolk'in games, in its 'wealth' phase when
-- choosing their starting tiles.
--
-- SQLite cannot change a CHECK constraint in place: the games table is made anew and its rows
-- copied (foreign keys are off while a migration runs and checked before it commits).
CREATE TABLE games_new (
    id                INTEGER PRIMARY KEY,
    game              TEXT    NOT NULL,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,
    creator_id        INTEGER NOT NULL,
    status            TEXT    NOT NULL DEFAULT 'lobby'
                      CHECK (status IN ('lobby', 'secret', 'playing', 'over', 'abandoned')),
    rules_version     INTEGER NOT NULL DEFAULT 1,
    seed              INTEGER,
    config            TEXT,
    rev               INTEGER NOT NULL DEFAULT 0,
    turn_no           INTEGER NOT NULL DEFAULT 0,
    lobby_message_id  INTEGER,
    secret_message_id INTEGER,
    board_message_id  INTEGER,
    reminder_seconds  INTEGER NOT NULL DEFAULT 43200,
    turn_started_at   REAL,
    reminded_at       REAL,
    created_at        REAL    NOT NULL,
    updated_at        REAL    NOT NULL,
    handover_level    TEXT    NOT NULL DEFAULT 'normal',
    hints_allowed     INTEGER NOT NULL DEFAULT 1,
    language          TEXT    NOT NULL DEFAULT 'en'
);
INSERT INTO games_new (id, game, guild_id, channel_id, creator_id, status, rules_version, seed, config, rev,
                       turn_no, lobby_message_id, secret_message_id, board_message_id, reminder_seconds,
                       turn_started_at, reminded_at, created_at, updated_at, handover_level, hints_allowed,
                       language)
SELECT id, 'tzolkin', guild_id, channel_id, creator_id, CASE status WHEN 'wealth' THEN 'secret' ELSE status END,
       rules_version, seed, config, rev, turn_no, lobby_message_id, wealth_message_id, board_message_id,
       reminder_seconds, turn_started_at, reminded_at, created_at, updated_at, handover_level, hints_allowed,
       language
FROM games;
DROP TABLE games;
ALTER TABLE games_new RENAME TO games;
CREATE UNIQUE INDEX games_one_active_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'secret', 'playing');
CREATE INDEX games_by_status ON games (status, turn_started_at);
CREATE INDEX games_by_guild ON games (guild_id, status);

-- Each seat's secret steps so far, as action strings separated by spaces, kept until every
-- seat has chosen.
ALTER TABLE wealth_choices RENAME TO secret_choices;
ALTER TABLE secret_choices RENAME COLUMN action TO steps;

-- Results name their game; ratings are per server and per game.
ALTER TABLE results ADD COLUMN game TEXT NOT NULL DEFAULT '';
UPDATE results SET game = 'tzolkin';
CREATE TABLE ratings_new (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    player     TEXT    NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, game, player)
);
INSERT INTO ratings_new (guild_id, game, player, mu, sigma, games, wins, updated_at)
SELECT guild_id, 'tzolkin', player, mu, sigma, games, wins, updated_at FROM ratings;
DROP TABLE ratings;
ALTER TABLE ratings_new RENAME TO ratings;
CREATE INDEX results_by_game ON results (guild_id, game, seq);
