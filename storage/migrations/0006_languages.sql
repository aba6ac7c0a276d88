-- Languages: each game's own (public messages and pictures; fixed when its lobby opens,
-- changeable while it is a lobby), a server's default for new games, a member's own choice.
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';

CREATE TABLE guild_settings (
    guild_id INTEGER PRIMARY KEY,
    language TEXT                     -- NULL: follow the server's Discord locale
);

CREATE TABLE member_settings (
    user_id  INTEGER PRIMARY KEY,
    language TEXT                     -- NULL: follow the member's Discord language
);
