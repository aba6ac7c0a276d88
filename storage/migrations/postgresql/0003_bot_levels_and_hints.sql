-- PostgreSQL twin of ../0003_bot_levels_and_hints.sql: the level that replaces absent players,
-- whether hints are allowed, and the hints each seat asked for.
ALTER TABLE games ADD COLUMN handover_level TEXT NOT NULL DEFAULT 'normal';
ALTER TABLE games ADD COLUMN hints_allowed INTEGER NOT NULL DEFAULT 1;
ALTER TABLE seats ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
