-- A member's Discord language as their last interaction showed it (when the table speaks it): what
-- reaches them when they are not clicking (direct messages, reminders, the daily digest) is in it
-- when they chose no language of their own.
ALTER TABLE member_settings ADD COLUMN seen_language TEXT;  -- NULL: not seen, or a language we do not speak
