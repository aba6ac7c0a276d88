-- PostgreSQL twin of ../0012_teotihuacan_confirmed_salaries.sql: running Teotihuacan games
-- follow rules version 2 (a record's last salary payment waits for its confirmation).
UPDATE games SET rules_version = 2
 WHERE game = 'teotihuacan' AND status IN ('lobby', 'secret', 'playing') AND rules_version = 1;
