CREATE TABLE "stock_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"email" text NOT NULL,
	"mailbox" text NOT NULL,
	"language" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"uid" text NOT NULL,
	"product_id" text NOT NULL,
	"saved_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_uid_product_id_pk" PRIMARY KEY("uid","product_id"),
	CONSTRAINT "wishlist_items_saved_price_not_negative" CHECK ("wishlist_items"."saved_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_token_idx" ON "stock_alerts" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_idx" ON "stock_alerts" USING btree ("product_id",coalesce("variant_id", ''),"mailbox") WHERE "stock_alerts"."status" <> 'sent';--> statement-breakpoint
CREATE INDEX "stock_alerts_queue_idx" ON "stock_alerts" USING btree ("product_id","status","created_at");