-- From this version on, an address must be confirmed before its account can sign in (ADR 0024).
-- Accounts created before could all sign in and may hold wills: they are taken as confirmed, so
-- the upgrade locks nobody out.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
