ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'prepaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;