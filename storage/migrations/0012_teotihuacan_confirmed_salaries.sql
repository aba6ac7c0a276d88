-- Teotihuacan's rules version 2: a record's last salary payment waits for its player's
-- confirmation like every other one. Version 1 records were made before payments asked for one
-- and replay with their last payment confirmed, as the game then ended; a game still running
-- was made with the confirmation (a version 1 game would have ended there), so it is version 2.
-- Finished games keep version 1 and replay as they were played.
UPDATE games SET rules_version = 2
 WHERE game = 'teotihuacan' AND status IN ('lobby', 'secret', 'playing') AND rules_version = 1;
