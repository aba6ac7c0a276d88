-- What a game needs to run for a week in a busy server: per-game options (its thread, board
-- style, turn clock), why a bot plays a member's seat, each member's
-- notification choices, and notifications held back by quiet hours.
CREATE TABLE game_options (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    key     TEXT    NOT NULL,
    value   TEXT    NOT NULL,          -- JSON
    PRIMARY KEY (game_id, key)
);
CREATE INDEX game_options_by_value ON game_options (key, value);

CREATE TABLE seat_status (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    away    TEXT CHECK (away IN ('clock', 'vote', 'resigned')),  -- why a bot plays it; NULL: in person
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE member_prefs (
    user_id    INTEGER PRIMARY KEY,
    notify     TEXT    NOT NULL DEFAULT 'channel' CHECK (notify IN ('channel', 'dm', 'both')),
    time_zone  TEXT    NOT NULL DEFAULT 'UTC',
    quiet_from INTEGER,                -- local hour quiet hours start (NULL: none)
    quiet_to   INTEGER,                -- local hour they end
    heads_up   INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE notices (
    id      INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    via     TEXT    NOT NULL CHECK (via IN ('dm', 'channel')),
    text    TEXT    NOT NULL,
    due_at  REAL    NOT NULL
);
CREATE INDEX notices_due ON notices (due_at);
