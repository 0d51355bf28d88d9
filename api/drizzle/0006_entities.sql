CREATE TYPE "public"."entity_status" AS ENUM('pending', 'approved');--> statement-breakpoint
CREATE TYPE "public"."entity_type" AS ENUM('corporation', 'trust', 'partnership', 'limited_partnership', 'llc', 'sole_member_llc');--> statement-breakpoint
CREATE TABLE "entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" "entity_type" NOT NULL,
	"tin" text NOT NULL,
	"phone" text NOT NULL,
	"business_address" text NOT NULL,
	"business_unit" text DEFAULT '' NOT NULL,
	"business_city" text NOT NULL,
	"business_state" text NOT NULL,
	"business_zip_code" text NOT NULL,
	"mailing_address" text NOT NULL,
	"mailing_unit" text DEFAULT '' NOT NULL,
	"mailing_city" text NOT NULL,
	"mailing_state" text NOT NULL,
	"mailing_zip_code" text NOT NULL,
	"status" "entity_status" DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entities_account_idx" ON "entities" USING btree ("account_id");