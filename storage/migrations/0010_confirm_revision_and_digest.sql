-- The revision each decision was taken at, so that a second click on the Confirm that ended a
-- turn can be told from a Confirm of an older panel (NULL for decisions stored before);
-- and a member's daily digest: the local hour it is sent (NULL: none, a message each turn
-- instead) and the local date of the last one sent.
ALTER TABLE actions ADD COLUMN rev INTEGER;
ALTER TABLE member_prefs ADD COLUMN digest_hour INTEGER CHECK (digest_hour BETWEEN 0 AND 23);
ALTER TABLE member_prefs ADD COLUMN digest_day TEXT;
