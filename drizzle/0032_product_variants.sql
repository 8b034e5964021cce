CREATE TABLE "product_option_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_option_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"value" text NOT NULL,
	"value_bn" text
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"name_bn" text
);
--> statement-breakpoint
CREATE TABLE "product_variant_values" (
	"variant_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "product_variant_values_variant_id_option_id_pk" PRIMARY KEY("variant_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"price" numeric(12, 2),
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sku" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_quantity_non_negative" CHECK ("product_variants"."stock_quantity" >= 0),
	CONSTRAINT "product_variants_price_non_negative" CHECK ("product_variants"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label_bn" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "low_stock_level" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_value_id_product_option_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."product_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_option_values_option_idx" ON "product_option_values" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_values_option_value_key" ON "product_option_values" USING btree ("option_id",lower("value"));--> statement-breakpoint
CREATE INDEX "product_options_product_idx" ON "product_options" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variant_values_value_idx" ON "product_variant_values" USING btree ("value_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku") WHERE "product_variants"."sku" is not null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_low_stock_level_non_negative" CHECK ("shop_settings"."low_stock_level" >= 0);--> statement-breakpoint
-- Every product today becomes a product without options and one variant holding its stock (price null:
-- the product's), and every order line points at that variant, so cancelling an order placed before
-- this migration gives its units back to the variant. Runs after a restore has loaded an older
-- backup's rows, so an old backup lands in this shape too.
INSERT INTO "product_variants" ("product_id", "stock_quantity", "created_at")
  SELECT p."id", p."stock_quantity", p."created_at" FROM "products" p ORDER BY p."id";
--> statement-breakpoint
UPDATE "order_items" i SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = i."product_id";
--> statement-breakpoint
CREATE FUNCTION "product_variant_stock_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF current_setting('haat.stock_sync', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."is_active" THEN
    delta := NEW."stock_quantity";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."is_active" THEN
    delta := delta - OLD."stock_quantity";
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."product_id" <> OLD."product_id" THEN
    RAISE EXCEPTION 'a variant cannot move to another product';
  END IF;
  IF delta <> 0 THEN
    PERFORM set_config('haat.stock_sync', 'on', true);
    UPDATE "products" SET "stock_quantity" = "stock_quantity" + delta WHERE "id" = coalesce(NEW."product_id", OLD."product_id");
    PERFORM set_config('haat.stock_sync', '', true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "product_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('haat.stock_sync', 'on', true);
  INSERT INTO "product_variants" ("product_id", "stock_quantity") VALUES (NEW."id", NEW."stock_quantity");
  PERFORM set_config('haat.stock_sync', '', true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "product_stock_to_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('haat.stock_sync', true) = 'on' OR NEW."stock_quantity" = OLD."stock_quantity" THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM "product_options" o WHERE o."product_id" = NEW."id") THEN
    RAISE EXCEPTION 'product %: its stock lives on its variants', NEW."id" USING ERRCODE = 'HT422';
  END IF;
  PERFORM set_config('haat.stock_sync', 'on', true);
  UPDATE "product_variants" SET "stock_quantity" = NEW."stock_quantity" WHERE "product_id" = NEW."id";
  PERFORM set_config('haat.stock_sync', '', true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_stock" AFTER INSERT OR UPDATE OF "stock_quantity", "is_active", "product_id" OR DELETE ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION "product_variant_stock_apply"();
--> statement-breakpoint
CREATE TRIGGER "products_default_variant" AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_default_variant"();
--> statement-breakpoint
CREATE TRIGGER "products_stock_to_variant" AFTER UPDATE OF "stock_quantity" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_stock_to_variant"();
--> statement-breakpoint
-- Options, values and variants are catalogue data: a change to them bumps the catalogue version (0010).
CREATE CONSTRAINT TRIGGER "product_variants_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_options_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_options"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_option_values_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_option_values"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_variant_values_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_variant_values"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
