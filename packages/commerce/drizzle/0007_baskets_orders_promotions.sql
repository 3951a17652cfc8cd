CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "basket_coupons" (
	"basket_id" uuid NOT NULL,
	"code" text NOT NULL,
	"include_in_shopper_context" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_coupons_basket_id_code_pk" PRIMARY KEY("basket_id","code")
);
--> statement-breakpoint
CREATE TABLE "basket_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"basket_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "basket_items_quantity_positive" CHECK ("basket_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"usid" uuid NOT NULL,
	"customer_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"customer_email" text,
	"shipping_address" jsonb,
	"shipping_method_id" text,
	"billing_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"master_product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"variation_values" jsonb,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"price" integer NOT NULL,
	"price_after_discount" integer NOT NULL,
	"image_link" text,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"basket_id" uuid NOT NULL,
	"usid" uuid NOT NULL,
	"customer_id" text,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"customer_email" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_method_id" text NOT NULL,
	"totals" jsonb NOT NULL,
	"coupon_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_authorization_id" text,
	"card_brand" text,
	"card_last4" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"definition" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"definition" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopper_sessions" (
	"usid" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "shopper_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "basket_coupons" ADD CONSTRAINT "basket_coupons_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_usid_shopper_sessions_usid_fk" FOREIGN KEY ("usid") REFERENCES "public"."shopper_sessions"("usid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_items_basket_idx" ON "basket_items" USING btree ("basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_one_line_per_product" ON "basket_items" USING btree ("basket_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_one_open_per_shopper" ON "baskets" USING btree ("usid") WHERE "baskets"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_live_per_basket" ON "orders" USING btree ("basket_id") WHERE "orders"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "orders_usid_idx" ON "orders" USING btree ("usid","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unsettled_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'created';--> statement-breakpoint
CREATE INDEX "shopper_sessions_expires_idx" ON "shopper_sessions" USING btree ("expires_at");