CREATE TYPE "public"."stand_in_link_mode" AS ENUM('create', 'update');--> statement-breakpoint
CREATE TABLE "linked_bank_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"linked_by" integer,
	"item_id" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"institution_id" text NOT NULL,
	"institution_name" text NOT NULL,
	"institution_logo" text,
	"asset_report_id" text NOT NULL,
	"asset_report_token_sealed" text NOT NULL,
	"date_last_updated" timestamp with time zone,
	"accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_bank_items_item_id_unique" UNIQUE("item_id")
);
--> statement-breakpoint
CREATE TABLE "stand_in_asset_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_report_id" text NOT NULL,
	"token_digest" text NOT NULL,
	"items" jsonb NOT NULL,
	"days_requested" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stand_in_asset_reports_asset_report_id_unique" UNIQUE("asset_report_id"),
	CONSTRAINT "stand_in_asset_reports_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
CREATE TABLE "stand_in_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"access_token_digest" text,
	"institution_id" text NOT NULL,
	"accounts" jsonb NOT NULL,
	"login_required" boolean DEFAULT false NOT NULL,
	"owner" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stand_in_items_item_id_unique" UNIQUE("item_id"),
	CONSTRAINT "stand_in_items_access_token_digest_unique" UNIQUE("access_token_digest")
);
--> statement-breakpoint
CREATE TABLE "stand_in_link_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_digest" text NOT NULL,
	"owner" jsonb NOT NULL,
	"mode" "stand_in_link_mode" NOT NULL,
	"item_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stand_in_link_tokens_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
CREATE TABLE "stand_in_public_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_digest" text NOT NULL,
	"item_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stand_in_public_tokens_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
ALTER TABLE "linked_bank_items" ADD CONSTRAINT "linked_bank_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_bank_items" ADD CONSTRAINT "linked_bank_items_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_bank_items" ADD CONSTRAINT "linked_bank_items_report_file_id_stored_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_in_link_tokens" ADD CONSTRAINT "stand_in_link_tokens_item_id_stand_in_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stand_in_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_in_public_tokens" ADD CONSTRAINT "stand_in_public_tokens_item_id_stand_in_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stand_in_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "linked_bank_items_account_idx" ON "linked_bank_items" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "stand_in_link_tokens_item_idx" ON "stand_in_link_tokens" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "stand_in_public_tokens_item_idx" ON "stand_in_public_tokens" USING btree ("item_id");