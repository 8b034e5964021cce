-- Bumps the catalogue version once per transaction that changed products, categories or hero banners
-- (an order's stock update included), whoever wrote it. The triggers are deferred constraint triggers:
-- they run at COMMIT, so the version row is locked only for the commit itself (an order transaction
-- does not hold it while it writes its lines), and the new version becomes visible in the same instant
-- as the data it stands for. Row-level (constraint triggers must be) but bumping once: a
-- transaction-local setting remembers that this transaction already did.
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' AND current_setting('haat.catalogue_bumped', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('haat.catalogue_bumped', 'yes', true);
  INSERT INTO "catalogue_versions" AS v ("shard", "version") VALUES ((pg_backend_pid() % 8)::smallint, 1)
  ON CONFLICT ("shard") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "hero_banners_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "hero_banners"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
-- TRUNCATE fires no row triggers; it bumps at once (it holds an exclusive lock until commit anyway).
CREATE TRIGGER "products_catalogue_version_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_version_truncate" AFTER TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "hero_banners_catalogue_version_truncate" AFTER TRUNCATE ON "hero_banners"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
