ALTER TABLE "shop_settings" ADD COLUMN "desk_call_attempts" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "poor_record_min_bad" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "poor_record_min_percent" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_desk_call_attempts" CHECK ("shop_settings"."desk_call_attempts" between 1 and 20);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_poor_record_min_bad" CHECK ("shop_settings"."poor_record_min_bad" between 1 and 100);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_poor_record_min_percent" CHECK ("shop_settings"."poor_record_min_percent" between 1 and 100);