-- PostgreSQL twin of ../0013_members_discord_language.sql (same column and meaning).
ALTER TABLE member_settings ADD COLUMN seen_language TEXT;  -- NULL: not seen, or a language we do not speak
