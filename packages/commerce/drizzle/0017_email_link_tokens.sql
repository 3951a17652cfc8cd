CREATE TABLE "customer_email_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"redirect_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "customer_email_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "customer_email_tokens_purpose" CHECK ("customer_email_tokens"."purpose" in ('password_reset', 'passwordless_login'))
);
--> statement-breakpoint
ALTER TABLE "customer_email_tokens" ADD CONSTRAINT "customer_email_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_email_tokens_customer_idx" ON "customer_email_tokens" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE INDEX "customer_email_tokens_expires_idx" ON "customer_email_tokens" USING btree ("expires_at");