ALTER TABLE "categories" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "hero_banners" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "hero_banners" ADD COLUMN "subtitle_bn" text;--> statement-breakpoint
ALTER TABLE "hero_banners" ADD COLUMN "button_text_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_bn" text;--> statement-breakpoint
CREATE INDEX "products_name_bn_trgm_idx" ON "products" USING gin ("name_bn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_bn_trgm_idx" ON "products" USING gin ("description_bn" gin_trgm_ops);