-- Issue 48: the one kind of admin becomes an owner; the role now lives on the user (better-auth's admin plugin).
UPDATE "user" SET "role" = 'owner' WHERE "id" IN (SELECT "user_id" FROM "user_roles" WHERE "role" = 'admin');--> statement-breakpoint
DROP TABLE "user_roles" CASCADE;
