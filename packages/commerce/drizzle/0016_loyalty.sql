CREATE TABLE "loyalty_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reference" text NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_ledger_kind" CHECK ("loyalty_ledger"."kind" in ('earn', 'redeem', 'expire', 'reverse')),
	CONSTRAINT "loyalty_ledger_points_sign" CHECK (("loyalty_ledger"."kind" = 'earn' and "loyalty_ledger"."points" > 0) or ("loyalty_ledger"."kind" <> 'earn' and "loyalty_ledger"."points" < 0))
);
--> statement-breakpoint
CREATE TABLE "loyalty_members" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_once_per_reference" ON "loyalty_ledger" USING btree ("customer_id","kind","reference");--> statement-breakpoint
CREATE INDEX "loyalty_ledger_customer_idx" ON "loyalty_ledger" USING btree ("customer_id","created_at");