CREATE TYPE "public"."signing_status" AS ENUM('awaiting_signature', 'signed');--> statement-breakpoint
CREATE TABLE "signings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	"token_digest" text NOT NULL,
	"reference" text NOT NULL,
	"document_file_id" integer NOT NULL,
	"document_text" jsonb NOT NULL,
	"signed_file_id" integer,
	"return_url" text NOT NULL,
	"status" "signing_status" DEFAULT 'awaiting_signature' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	CONSTRAINT "signings_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
ALTER TABLE "signings" ADD CONSTRAINT "signings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signings" ADD CONSTRAINT "signings_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signings" ADD CONSTRAINT "signings_document_file_id_stored_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signings" ADD CONSTRAINT "signings_signed_file_id_stored_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signings_account_idx" ON "signings" USING btree ("account_id");