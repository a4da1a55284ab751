CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"line_index" integer NOT NULL,
	"quantity" integer NOT NULL,
	"exchange_variant_id" text,
	"inspection" text,
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instruction" text,
	"tracking_number" text,
	"rejection_reason" text,
	"refund_method" text,
	"bank_details" jsonb,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"exchange_order_id" text,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_amount_refunded_not_negative" CHECK ("returns"."amount_refunded" >= 0)
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_return_line_idx" ON "return_lines" USING btree ("return_id","line_index");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_user_idx" ON "returns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_status_created_idx" ON "returns" USING btree ("status","created_at");