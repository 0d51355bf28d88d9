-- The Owner role is shared by every account (no account_id) and grants everything through the 'owner'
-- permission (spec 000 §6). It is data every database needs, not demo data, so it ships as a migration.
INSERT INTO "roles" ("account_id", "name", "permissions") VALUES (NULL, 'Owner', ARRAY['owner']);
