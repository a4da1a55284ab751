CREATE TABLE "invoice_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
-- Orders paid before invoices were numbered get their numbers now: per financial year (India time),
-- in the order they were placed, dated when they were placed.
WITH "paid" AS (
	SELECT "id", "number", "created_at", ("created_at" AT TIME ZONE 'UTC') + interval '330 minutes' AS "india"
	FROM "orders"
	WHERE "payment_status" IN ('paid', 'partially_refunded', 'refunded') AND "invoice_number" IS NULL
), "years" AS (
	SELECT "id", "number", "created_at",
		EXTRACT(YEAR FROM "india")::int - CASE WHEN EXTRACT(MONTH FROM "india") < 4 THEN 1 ELSE 0 END AS "start"
	FROM "paid"
), "numbered" AS (
	SELECT "id", "created_at",
		substr("start"::text, 3) || '-' || lpad((("start" + 1) % 100)::text, 2, '0') AS "year",
		row_number() OVER (PARTITION BY "start" ORDER BY "created_at", "number") AS "serial"
	FROM "years"
)
UPDATE "orders"
SET "invoice_number" = 'HT/' || "numbered"."year" || '/' || lpad("numbered"."serial"::text, 6, '0'), "invoiced_at" = "numbered"."created_at"
FROM "numbered"
WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "invoice_series" ("financial_year", "last_number")
SELECT '20' || substr("invoice_number", 4, 5), count(*)::int FROM "orders" WHERE "invoice_number" IS NOT NULL GROUP BY 1;
