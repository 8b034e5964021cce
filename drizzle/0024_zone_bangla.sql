ALTER TABLE "delivery_zones" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "estimate_bn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_name_bn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_estimate_bn" text;