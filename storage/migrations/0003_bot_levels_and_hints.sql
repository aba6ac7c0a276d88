-- Bot levels and hints. seats.bot already names the bot kind ('random' in older games,
-- else 'easy', 'normal' or 'hard'); a game chooses the level that replaces absent players,
-- whether hints are allowed, and each seat counts the hints its player asked for.
ALTER TABLE games ADD COLUMN handover_level TEXT NOT NULL DEFAULT 'normal';
ALTER TABLE games ADD COLUMN hints_allowed INTEGER NOT NULL DEFAULT 1;
ALTER TABLE seats ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
