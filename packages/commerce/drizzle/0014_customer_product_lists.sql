CREATE TABLE "customer_product_list_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"list_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_product_list_items_quantity" CHECK ("customer_product_list_items"."quantity" between 1 and 999),
	CONSTRAINT "customer_product_list_items_priority" CHECK ("customer_product_list_items"."priority" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_product_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_product_lists_type" CHECK ("customer_product_lists"."type" in ('wish_list'))
);
--> statement-breakpoint
ALTER TABLE "customer_product_list_items" ADD CONSTRAINT "customer_product_list_items_list_id_customer_product_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."customer_product_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_product_lists" ADD CONSTRAINT "customer_product_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_product_list_items_one_per_product" ON "customer_product_list_items" USING btree ("list_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_product_lists_one_wish_list" ON "customer_product_lists" USING btree ("customer_id") WHERE "customer_product_lists"."type" = 'wish_list';--> statement-breakpoint
CREATE INDEX "customer_product_lists_customer_idx" ON "customer_product_lists" USING btree ("customer_id");