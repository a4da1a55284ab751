CREATE TABLE "sandbox_upi_collects" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_order_id" text NOT NULL,
	"vpa" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"payment_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_upi_collects_order_idx" ON "sandbox_upi_collects" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "sandbox_upi_collects_vpa_idx" ON "sandbox_upi_collects" USING btree ("vpa","status");