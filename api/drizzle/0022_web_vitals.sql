CREATE TABLE "web_vitals" (
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"page" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "web_vitals_value_not_negative" CHECK ("web_vitals"."value" >= 0)
);
--> statement-breakpoint
CREATE INDEX "web_vitals_recorded_idx" ON "web_vitals" USING btree ("recorded_at");