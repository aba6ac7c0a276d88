-- Several bot processes may share one database: a lease names the process that does a shared
-- chore (the reminder sweep) until it expires, so the chore is done once, not once per process.
CREATE TABLE leases (
    name   TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    until  REAL NOT NULL
);
