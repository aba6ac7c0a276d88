-- PostgreSQL twin of ../0006_languages.sql (same tables, columns and meaning).
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';

CREATE TABLE guild_settings (
    guild_id BIGINT PRIMARY KEY,
    language TEXT                     -- NULL: follow the server's Discord locale
);

CREATE TABLE member_settings (
    user_id  BIGINT PRIMARY KEY,
    language TEXT                     -- NULL: follow the member's Discord language
);
