CREATE TABLE "delivery_zones" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"charge" numeric(12, 2) NOT NULL,
	"estimate" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_charge_non_negative" CHECK ("delivery_zones"."charge" >= 0),
	CONSTRAINT "delivery_zones_key_format" CHECK ("delivery_zones"."key" ~ '^[a-z0-9_]{1,40}$')
);
--> statement-breakpoint
-- The spec's two zones, with the keys every order placed so far stores (the old enum's values).
INSERT INTO "delivery_zones" ("key", "name", "charge", "estimate", "is_active", "display_order") VALUES
  ('inside_dhaka', 'Inside Dhaka', 60.00, '3-5 business days', true, 0),
  ('outside_dhaka', 'Outside Dhaka', 120.00, '5-7 business days', true, 1);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"store_name" text,
	"support_phone" text,
	"email" text,
	"address" text,
	"business_hours" text,
	"trade_licence_number" text,
	"dbid_number" text,
	"facebook_url" text,
	"instagram_url" text,
	"x_url" text,
	"youtube_url" text,
	"free_shipping_threshold" numeric(12, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_threshold_non_negative" CHECK ("shop_settings"."free_shipping_threshold" >= 0)
);
--> statement-breakpoint
-- The one settings row. Store name and phone stay null (STORE_NAME / STORE_PHONE apply until saved);
-- the free-shipping threshold starts at the ৳2000 the home page has always advertised; the contact
-- details are the ones the contact page showed until now.
INSERT INTO "shop_settings" ("id", "email", "address", "business_hours", "free_shipping_threshold") VALUES
  (1, 'support@haat.com.bd', 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh', '9:00 AM to 8:00 PM, Saturday to Thursday', 2000.00);
--> statement-breakpoint
-- place_order (0013) casts to the enum dropped below; 0016 creates its successor.
DROP FUNCTION "place_order"(text, text, interval, text, jsonb, jsonb);
--> statement-breakpoint
ALTER TABLE "order_counts" ALTER COLUMN "delivery_location" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_location" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_estimate" text;--> statement-breakpoint
-- Orders placed before zones were editable get the names and estimates checkout showed them then.
UPDATE "orders" o SET "delivery_zone_name" = z."name", "delivery_estimate" = z."estimate" FROM "delivery_zones" z WHERE z."key" = o."delivery_location";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_zone_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_estimate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_location_delivery_zones_key_fk" FOREIGN KEY ("delivery_location") REFERENCES "public"."delivery_zones"("key") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
DROP TYPE "public"."delivery_location";