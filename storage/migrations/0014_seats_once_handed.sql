-- A seat a bot played for its member at some point of the game stays marked once the member takes
-- it back: the game's result is not theirs, so it rates nobody (ratings/standings.py). Until now a
-- row was written only by a hand-over with its reason and by the rejoin after a hand-over, so every
-- row there is was handed over.
ALTER TABLE seat_status ADD COLUMN handed INTEGER NOT NULL DEFAULT 0;
UPDATE seat_status SET handed = 1;
