CREATE TABLE "cart_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"email" text,
	"mailbox" text,
	"language" text NOT NULL,
	"cart_version" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"secret" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"restored_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_cart_idx" ON "cart_reminders" USING btree ("uid","cart_version");--> statement-breakpoint
CREATE INDEX "cart_reminders_mailbox_idx" ON "cart_reminders" USING btree ("mailbox");--> statement-breakpoint
CREATE INDEX "cart_reminders_created_idx" ON "cart_reminders" USING btree ("created_at");