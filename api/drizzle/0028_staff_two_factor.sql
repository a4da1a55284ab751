CREATE TABLE "staff_recovery_codes" (
	"uid" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_recovery_codes_uid_code_hash_pk" PRIMARY KEY("uid","code_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_second_factors" (
	"uid" text PRIMARY KEY NOT NULL,
	"factor_id" text NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_time_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
