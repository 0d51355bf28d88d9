CREATE TYPE "public"."deal_type" AS ENUM('new_construction', 'non_rehab_bridge', 'rehab_fix_and_flip', 'other');--> statement-breakpoint
CREATE TYPE "public"."loan_category" AS ENUM('unverified', 'new', 'need ess', 'review ess', 'ess approval', 'ptd conditions', 'final approval', 'needs docs', 'docs drawn', 'to be funded', 'funded', 'active', 'paid', 'on hold');--> statement-breakpoint
CREATE TYPE "public"."loan_group" AS ENUM('in_progress', 'active', 'paid');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('commercial', 'condo', 'land', 'multi_unit', 'single_family');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('purchase', 'refinance');--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"entity_id" integer,
	"transaction_type" "transaction_type" NOT NULL,
	"deal_type" "deal_type" NOT NULL,
	"deal_type_description" text,
	"property_type" "property_type" NOT NULL,
	"loan_category" "loan_category" DEFAULT 'new' NOT NULL,
	"group" "loan_group" DEFAULT 'in_progress' NOT NULL,
	"property" jsonb NOT NULL,
	"crosses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transaction" jsonb NOT NULL,
	"property_repair" jsonb,
	"estimated_close_date" text,
	"amount" numeric(14, 2),
	"funded_date" date,
	"maturity_date" date,
	"payoff_date" date,
	"submitted_by" integer,
	"date_entered" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loans_account_group_idx" ON "loans" USING btree ("account_id","group","id");