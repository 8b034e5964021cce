DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_location_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_location_created_idx";--> statement-breakpoint
DROP INDEX "orders_customer_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name_folded" text GENERATED ALWAYS AS (lower(customer_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_customer_name_folded_trgm_idx" ON "orders" USING gin ("customer_name_folded" gin_trgm_ops);