CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"recipient" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" IN ('pending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_locale" CHECK ("mail_outbox"."locale" IN ('en-US', 'en-CA', 'fr-CA')),
	CONSTRAINT "mail_outbox_attempts" CHECK ("mail_outbox"."attempts" >= 0),
	CONSTRAINT "mail_outbox_sent_at" CHECK (("mail_outbox"."status" = 'sent') = ("mail_outbox"."sent_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payment_test_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_ref" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"decline_code" text,
	"decline_message" text,
	"captured_amount_minor" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "payment_test_authorizations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_test_authorizations_status" CHECK ("payment_test_authorizations"."status" IN ('authorized', 'declined', 'captured', 'voided')),
	CONSTRAINT "payment_test_authorizations_amount" CHECK ("payment_test_authorizations"."amount_minor" > 0),
	CONSTRAINT "payment_test_authorizations_currency" CHECK ("payment_test_authorizations"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_test_authorizations_last4" CHECK ("payment_test_authorizations"."card_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_test_authorizations_declined" CHECK (("payment_test_authorizations"."status" = 'declined') = ("payment_test_authorizations"."decline_code" IS NOT NULL)),
	CONSTRAINT "payment_test_authorizations_captured" CHECK (("payment_test_authorizations"."status" = 'captured') = ("payment_test_authorizations"."captured_at" IS NOT NULL AND "payment_test_authorizations"."captured_amount_minor" IS NOT NULL)),
	CONSTRAINT "payment_test_authorizations_captured_amount" CHECK ("payment_test_authorizations"."captured_amount_minor" IS NULL OR ("payment_test_authorizations"."captured_amount_minor" > 0 AND "payment_test_authorizations"."captured_amount_minor" <= "payment_test_authorizations"."amount_minor")),
	CONSTRAINT "payment_test_authorizations_voided" CHECK (("payment_test_authorizations"."status" = 'voided') = ("payment_test_authorizations"."voided_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_test_authorizations_order_ref_idx" ON "payment_test_authorizations" USING btree ("order_ref");