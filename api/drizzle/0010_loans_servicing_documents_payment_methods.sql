CREATE TYPE "public"."file_review_status" AS ENUM('submitted', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."estimate_of_repairs_status" AS ENUM('not_submitted', 'submitted', 'approved');--> statement-breakpoint
CREATE TYPE "public"."extension_request_status" AS ENUM('open', 'submitted', 'approved', 'declined');--> statement-breakpoint
CREATE TYPE "public"."bank_account_type" AS ENUM('checking', 'savings');--> statement-breakpoint
CREATE TYPE "public"."payment_method_purpose" AS ENUM('ACH', 'Draw');--> statement-breakpoint
CREATE TYPE "public"."payment_method_type" AS ENUM('transfer', 'ach', 'check');--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"loan_id" integer,
	"entity_id" integer,
	"section" text DEFAULT 'standard' NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"template_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_place_type_key" UNIQUE NULLS NOT DISTINCT("account_id","loan_id","entity_id","section","type")
);
--> statement-breakpoint
CREATE TABLE "loan_extension_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"status" "extension_request_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"period_end" date NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"method" "payment_method_type" NOT NULL,
	"purpose" "payment_method_purpose" NOT NULL,
	"authorized" boolean NOT NULL,
	"bank_name" text NOT NULL,
	"bank_address" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"account_name" text NOT NULL,
	"recipient_address" text NOT NULL,
	"account_type" "bank_account_type",
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "review_status" "file_review_status" DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "loan_terms" integer;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "loan_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "holdback" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "prepaid_interest" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "holdback_balance" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "draws_available_balance" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "current_balance" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "servicing_current_pay_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "payment_due_date" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "draw_date" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "percentage_to_funded" numeric(5, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "draw_percentage" numeric(5, 4);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "appraisals" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "processor" jsonb;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "lma" jsonb;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "estimate_of_repairs_status" "estimate_of_repairs_status";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_extension_requests" ADD CONSTRAINT "loan_extension_requests_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_statements" ADD CONSTRAINT "loan_statements_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_account_idx" ON "documents" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "documents_loan_idx" ON "documents" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "loan_extension_requests_loan_idx" ON "loan_extension_requests" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "loan_statements_loan_idx" ON "loan_statements" USING btree ("loan_id","period_end");--> statement-breakpoint
CREATE INDEX "payment_methods_account_idx" ON "payment_methods" USING btree ("account_id","id");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_loan_idx" ON "stored_files" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "stored_files_document_idx" ON "stored_files" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "loans_account_id_idx" ON "loans" USING btree ("account_id","id");