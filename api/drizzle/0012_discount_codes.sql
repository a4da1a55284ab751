CREATE TABLE "discount_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_used_count_not_negative" CHECK ("discount_codes"."used_count" >= 0),
	CONSTRAINT "discount_codes_value_positive" CHECK ("discount_codes"."value" > 0),
	CONSTRAINT "discount_codes_percentage_range" CHECK ("discount_codes"."kind" <> 'percentage' or "discount_codes"."value" <= 100),
	CONSTRAINT "discount_codes_min_order_not_negative" CHECK ("discount_codes"."min_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"order_id" text PRIMARY KEY NOT NULL,
	"discount_id" text NOT NULL,
	"user_id" text,
	"email" text,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" jsonb;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_id_discount_codes_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_idx" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "discount_redemptions_discount_user_idx" ON "discount_redemptions" USING btree ("discount_id","user_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_discount_email_idx" ON "discount_redemptions" USING btree ("discount_id","email");