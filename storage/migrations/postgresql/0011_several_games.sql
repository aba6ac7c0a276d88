-- PostgreSQL twin of ../0011_several_games.sql: every game names its kind, the private choice
-- every seat makes at once is the 'secret' phase, results and ratings are per game. Rows from
-- before were all Tzolk'in games.
ALTER TABLE games ADD COLUMN game TEXT;
UPDATE games SET game = 'tzolkin';
ALTER TABLE games ALTER COLUMN game SET NOT NULL;
ALTER TABLE games DROP CONSTRAINT games_status_check;
UPDATE games SET status = 'secret' WHERE status = 'wealth';
ALTER TABLE games ADD CONSTRAINT games_status_check
    CHECK (status IN ('lobby', 'secret', 'playing', 'over', 'abandoned'));
ALTER TABLE games RENAME COLUMN wealth_message_id TO secret_message_id;
DROP INDEX games_one_active_per_channel;
CREATE UNIQUE INDEX games_one_active_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'secret', 'playing');

ALTER TABLE wealth_choices RENAME TO secret_choices;
ALTER TABLE secret_choices RENAME COLUMN action TO steps;

ALTER TABLE results ADD COLUMN game TEXT NOT NULL DEFAULT '';
UPDATE results SET game = 'tzolkin';
ALTER TABLE ratings ADD COLUMN game TEXT NOT NULL DEFAULT '';
UPDATE ratings SET game = 'tzolkin';
ALTER TABLE ratings DROP CONSTRAINT ratings_pkey;
ALTER TABLE ratings ADD PRIMARY KEY (guild_id, game, player);
CREATE INDEX results_by_game ON results (guild_id, game, seq);
