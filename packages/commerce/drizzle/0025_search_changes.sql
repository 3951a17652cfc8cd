CREATE TABLE "search_changes" (
	"generation" bigint NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "search_changes_generation_product_id_pk" PRIMARY KEY("generation","product_id")
);
