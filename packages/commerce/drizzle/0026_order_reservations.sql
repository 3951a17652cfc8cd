CREATE TABLE "order_reservations" (
	"order_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"master_product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_reservations_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "order_reservations_quantity_positive" CHECK ("order_reservations"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_quantity_positive" CHECK ("product_components"."quantity" >= 1);
--> statement-breakpoint
-- Orders placed before this table: what each took is its lines' reserved quantities.
INSERT INTO "order_reservations" ("order_id", "product_id", "master_product_id", "quantity")
SELECT "order_id", "product_id", min("master_product_id"), sum("reserved_quantity")
FROM "order_lines" WHERE "reserved_quantity" > 0
GROUP BY "order_id", "product_id";
