CREATE TABLE "code_failure_budgets" (
	"subject" text PRIMARY KEY NOT NULL,
	"hour_started_at" timestamp with time zone NOT NULL,
	"hour_failures" integer NOT NULL,
	"day_started_at" timestamp with time zone NOT NULL,
	"day_failures" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "code_failure_budgets_day_idx" ON "code_failure_budgets" USING btree ("day_started_at");