-- PostgreSQL twin of ../0014_seats_once_handed.sql (same column and meaning).
ALTER TABLE seat_status ADD COLUMN handed INTEGER NOT NULL DEFAULT 0;
UPDATE seat_status SET handed = 1;
