-- PostgreSQL twin of ../0010_confirm_revision_and_digest.sql: the revision of each decision,
-- and a member's daily digest (local hour, local date of the last one sent).
ALTER TABLE actions ADD COLUMN rev BIGINT;
ALTER TABLE member_prefs ADD COLUMN digest_hour INTEGER CHECK (digest_hour BETWEEN 0 AND 23);
ALTER TABLE member_prefs ADD COLUMN digest_day TEXT;
