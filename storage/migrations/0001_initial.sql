-- Games, their seats and the decision log. The ordered actions (with the config and seed)
-- are the truth; `snapshot` is a cache of the engine state that a replay can rebuild.
CREATE TABLE games (
    id                INTEGER PRIMARY KEY,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,
    creator_id        INTEGER NOT NULL,
    status            TEXT    NOT NULL DEFAULT 'lobby'
                      CHECK (status IN ('lobby', 'wealth', 'playing', 'over', 'abandoned')),
    rules_version     INTEGER NOT NULL DEFAULT 1,
    seed              INTEGER,
    config            TEXT,               -- engine Config as JSON, once started
    rev               INTEGER NOT NULL DEFAULT 0,  -- bumped by every change: stale panels compare it
    turn_no           INTEGER NOT NULL DEFAULT 0,  -- the engine's turn counter, for board buttons
    snapshot          TEXT,               -- Game.to_json() cache
    lobby_message_id  INTEGER,
    wealth_message_id INTEGER,
    board_message_id  INTEGER,
    reminder_seconds  INTEGER NOT NULL DEFAULT 43200,
    turn_started_at   REAL,
    reminded_at       REAL,
    created_at        REAL    NOT NULL,
    updated_at        REAL    NOT NULL
);

-- One game per channel at a time (finished and abandoned games stay as history).
CREATE UNIQUE INDEX games_one_active_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'wealth', 'playing');

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    user_id  INTEGER,                 -- the member; kept when the seat is handed to a bot
    name     TEXT    NOT NULL,
    bot      TEXT,                    -- NULL: a person plays this seat; else the bot kind
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    idx        INTEGER NOT NULL,
    action     TEXT    NOT NULL,
    seat       INTEGER,
    user_id    INTEGER,               -- NULL when a bot decided
    created_at REAL    NOT NULL,
    PRIMARY KEY (game_id, idx)
);

-- Secret starting-wealth choices, kept until every player has chosen.
CREATE TABLE wealth_choices (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    action  TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE handover_votes (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    voter_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, voter_id)
);

-- The public lines posted in the channel, for /tzolkin log.
CREATE TABLE log (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    turn_no    INTEGER NOT NULL,
    text       TEXT    NOT NULL,
    created_at REAL    NOT NULL
);
