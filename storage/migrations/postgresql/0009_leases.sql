-- PostgreSQL twin of ../0009_leases.sql: who does a shared chore, until when.
CREATE TABLE leases (
    name   TEXT             PRIMARY KEY,
    holder TEXT             NOT NULL,
    until  DOUBLE PRECISION NOT NULL
);
