-- Rate limits and lockouts shared by every server instance on this PostgreSQL (ADR 0021): one row
-- per counted key, in the layout of rate-limiter-flexible's Postgres store (its own statements
-- read and write it; `expire` is a Unix time in milliseconds). Keys are hashed: no e-mail address
-- or IP is stored in clear. PGlite keeps its limits in memory and leaves this table empty.
CREATE TABLE IF NOT EXISTS "rate_limits" (
  "key" varchar(255) PRIMARY KEY,
  "points" integer NOT NULL DEFAULT 0,
  "expire" bigint
);
