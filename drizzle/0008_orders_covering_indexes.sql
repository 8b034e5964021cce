-- The admin orders list newest first, alone and with the status and location filters (and the
-- dashboard's date ranges), each with the search columns included: a search for a common name walks
-- its deep pages (page 500 skips ~60k non-matching entries) index-only, testing the name in the index
-- entry instead of fetching each row from the table. Written by hand: drizzle cannot declare INCLUDE.
CREATE INDEX "orders_admin_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("order_number", "customer_name_folded", "customer_phone");
--> statement-breakpoint
CREATE INDEX "orders_admin_status_created_idx" ON "orders" USING btree ("status", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("order_number", "customer_name_folded", "customer_phone");
--> statement-breakpoint
CREATE INDEX "orders_admin_location_created_idx" ON "orders" USING btree ("delivery_location", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("order_number", "customer_name_folded", "customer_phone");
--> statement-breakpoint
CREATE INDEX "orders_admin_status_location_created_idx" ON "orders" USING btree ("status", "delivery_location", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("order_number", "customer_name_folded", "customer_phone");
