-- Trigram matching for the tolerant address search (pg_trgm ships with PostgreSQL's contrib and with PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"apn" text NOT NULL,
	"address" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"lot_size" integer,
	"bedrooms" integer,
	"total_baths" double precision,
	"building_sqft" integer,
	"search_text" text GENERATED ALWAYS AS (lower("address" || ' ' || "unit" || ' ' || "city" || ' ' || "state" || ' ' || "zip_code")) STORED NOT NULL,
	CONSTRAINT "properties_apn_unique" UNIQUE("apn")
);
--> statement-breakpoint
CREATE INDEX "properties_search_text_trgm_idx" ON "properties" USING gist ("search_text" gist_trgm_ops);