CREATE TYPE "public"."contributor_relationship" AS ENUM('authorized_signer', 'ceo', 'cfo', 'manager', 'managing_member', 'member', 'partner', 'president', 'treasurer', 'transaction_coordinator', 'other');--> statement-breakpoint
CREATE TABLE "profile_pictures" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_of_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"relationship" "contributor_relationship" NOT NULL,
	"other_relationship" text DEFAULT '' NOT NULL,
	"agrees_to_notify" boolean NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_of_contact_account_user_unique" UNIQUE("account_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "poc_updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "account_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_of_contact" ADD CONSTRAINT "points_of_contact_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_of_contact" ADD CONSTRAINT "points_of_contact_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_of_contact_one_primary" ON "points_of_contact" USING btree ("account_id") WHERE "points_of_contact"."is_primary";--> statement-breakpoint
-- The contract's team roles are shared by every account, as the Owner role is: an account's copy of one (as earlier
-- demo data made them) gives way to the shared role of its name. The API writes their permissions from the contract
-- at start (src/accounts/team-roles.ts).
INSERT INTO "roles" ("account_id", "name", "permissions")
  SELECT NULL, "name", '{}'::text[] FROM (VALUES ('Read Only'), ('Loan Manager'), ('Loan Processor'), ('Loan Viewer'), ('Document Manager')) AS contract("name")
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "memberships" SET "role_id" = shared."id"
  FROM "roles" own, "roles" shared
  WHERE "memberships"."role_id" = own."id" AND own."account_id" IS NOT NULL AND shared."account_id" IS NULL AND shared."name" = own."name";--> statement-breakpoint
UPDATE "team_invitations" SET "role_id" = shared."id"
  FROM "roles" own, "roles" shared
  WHERE "team_invitations"."role_id" = own."id" AND own."account_id" IS NOT NULL AND shared."account_id" IS NULL AND shared."name" = own."name";--> statement-breakpoint
DELETE FROM "roles" own
  WHERE own."account_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "roles" shared WHERE shared."account_id" IS NULL AND shared."name" = own."name");--> statement-breakpoint
-- Invitations already sent wait two weeks from now, as new ones do.
UPDATE "team_invitations" SET "expires_at" = now() + interval '14 days' WHERE "status" = 'pending';--> statement-breakpoint
-- Everyone already on a team, or invited onto one, is one of its points of contact; each account's oldest is its primary.
INSERT INTO "points_of_contact" ("account_id", "user_id", "relationship", "agrees_to_notify")
  SELECT people."account_id", people."user_id", 'member', true FROM (
    SELECT "account_id", "user_id" FROM "team_invitations"
    UNION SELECT "account_id", "user_id" FROM "memberships"
  ) AS people
  JOIN "accounts" ON "accounts"."id" = people."account_id"
  WHERE people."user_id" <> "accounts"."owner_user_id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "points_of_contact" SET "is_primary" = true WHERE "id" IN (SELECT min("id") FROM "points_of_contact" GROUP BY "account_id");
