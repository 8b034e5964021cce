ALTER TYPE "public"."order_status" ADD VALUE 'returned';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_consignment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "steadfast_api_key" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "steadfast_secret_key" text;--> statement-breakpoint
CREATE INDEX "orders_courier_refresh_idx" ON "orders" USING btree ("courier_checked_at" NULLS FIRST) WHERE "orders"."status" = 'shipped' and "orders"."courier_consignment_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_tracking_url_http" CHECK ("orders"."courier_tracking_url" ~* '^https?://');