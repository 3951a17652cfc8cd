CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "staff_accounts_email_lower" CHECK ("staff_accounts"."email" = lower("staff_accounts"."email") AND length("staff_accounts"."email") BETWEEN 3 AND 254),
	CONSTRAINT "staff_accounts_role" CHECK ("staff_accounts"."role" in ('content-author', 'merchandiser', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "staff_preview_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_preview_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_preview_links_path" CHECK (left("staff_preview_links"."path", 1) = '/' AND length("staff_preview_links"."path") <= 2000),
	CONSTRAINT "staff_preview_links_window" CHECK ("staff_preview_links"."created_at" < "staff_preview_links"."expires_at")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_preview_links" ADD CONSTRAINT "staff_preview_links_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_unique" ON "staff_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "staff_preview_links_creator_idx" ON "staff_preview_links" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "staff_preview_links_expires_idx" ON "staff_preview_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires_idx" ON "staff_sessions" USING btree ("expires_at");