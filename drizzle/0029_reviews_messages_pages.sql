CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"read_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_locale" CHECK ("contact_messages"."locale" in ('en', 'bn'))
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"order_id" uuid,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"photo_url" text,
	"author_name" text NOT NULL,
	"author_city" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_order_product_key" UNIQUE("order_id","product_id"),
	CONSTRAINT "product_reviews_rating" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_status" CHECK ("product_reviews"."status" in ('pending', 'approved', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "shop_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"body_en" text NOT NULL,
	"body_bn" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_pages_key" CHECK ("shop_pages"."key" in ('about', 'returns', 'shipping', 'terms', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "address_bn" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "business_hours_bn" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "return_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST) WHERE "contact_messages"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_reviews_product_approved_idx" ON "product_reviews" USING btree ("product_id","created_at" DESC NULLS FIRST) WHERE "product_reviews"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "product_reviews_approved_idx" ON "product_reviews" USING btree ("created_at" DESC NULLS FIRST) WHERE "product_reviews"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "product_reviews_status_idx" ON "product_reviews" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_return_days" CHECK ("shop_settings"."return_days" between 1 and 365);--> statement-breakpoint
-- Approved reviews and the owner's pages are part of cached storefront pages (product pages,
-- /reviews, /returns...), so their changes move the catalogue version like the catalogue's own (0010).
CREATE CONSTRAINT TRIGGER "product_reviews_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_reviews"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shop_pages_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "shop_pages"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "product_reviews_catalogue_version_truncate" AFTER TRUNCATE ON "product_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "shop_pages_catalogue_version_truncate" AFTER TRUNCATE ON "shop_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
