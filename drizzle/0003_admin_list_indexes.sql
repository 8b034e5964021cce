CREATE TABLE "order_counts" (
	"status" "order_status" NOT NULL,
	"delivery_location" "delivery_location" NOT NULL,
	"shard" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "order_counts_status_delivery_location_shard_pk" PRIMARY KEY("status","delivery_location","shard")
);
--> statement-breakpoint
CREATE TABLE "order_daily_counts" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_counts_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "order_status_events_created_idx";--> statement-breakpoint
CREATE INDEX "orders_location_created_idx" ON "orders" USING btree ("delivery_location","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_location_created_idx" ON "orders" USING btree ("status","delivery_location","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_admin_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_admin_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_admin_stock_idx" ON "products" USING btree ("stock_quantity","id");--> statement-breakpoint
CREATE INDEX "order_status_events_created_idx" ON "order_status_events" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);