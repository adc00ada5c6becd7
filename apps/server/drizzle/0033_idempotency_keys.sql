-- The first answer to each write sent with an Idempotency-Key, per caller and key, for a day
-- (docs/offline.md): a phone's outbox sends an action again and it counts once.
CREATE TABLE "idempotency_keys" (
	"caller_role" text NOT NULL,
	"caller_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"claimed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_caller_role_caller_id_key_pk" PRIMARY KEY("caller_role","caller_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");