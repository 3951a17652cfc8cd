CREATE TABLE "newsletter_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"source" text NOT NULL,
	"page" text,
	"locale" text NOT NULL,
	"message_id" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_consents_action" CHECK ("newsletter_consents"."action" IN ('subscribe', 'unsubscribe', 'details')),
	CONSTRAINT "newsletter_consents_method" CHECK ("newsletter_consents"."method" IN ('signup-form', 'registration-checkbox', 'profile-checkbox', 'unsubscribe-page', 'one-click-unsubscribe')),
	CONSTRAINT "newsletter_consents_lengths" CHECK (length("newsletter_consents"."source") <= 40 AND length(coalesce("newsletter_consents"."page", '')) <= 500)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'subscribed' NOT NULL,
	"postal_code" text,
	"gender" integer,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_email_lower" CHECK ("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email") AND length("newsletter_subscribers"."email") BETWEEN 3 AND 254),
	CONSTRAINT "newsletter_subscribers_status" CHECK ("newsletter_subscribers"."status" IN ('subscribed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscribers_gender" CHECK ("newsletter_subscribers"."gender" IS NULL OR "newsletter_subscribers"."gender" IN (1, 2, -1)),
	CONSTRAINT "newsletter_subscribers_locale" CHECK ("newsletter_subscribers"."locale" IN ('en-US', 'en-CA', 'fr-CA')),
	CONSTRAINT "newsletter_subscribers_unsubscribed_at" CHECK (("newsletter_subscribers"."status" = 'unsubscribed') = ("newsletter_subscribers"."unsubscribed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "newsletter_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_consents" ADD CONSTRAINT "newsletter_consents_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribe_tokens" ADD CONSTRAINT "newsletter_unsubscribe_tokens_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_consents_subscriber_idx" ON "newsletter_consents" USING btree ("subscriber_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_unique" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_unsubscribe_tokens_subscriber_idx" ON "newsletter_unsubscribe_tokens" USING btree ("subscriber_id");