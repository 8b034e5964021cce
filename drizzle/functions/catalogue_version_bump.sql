-- Bumps the catalogue version once per transaction that changed products, categories, hero banners,
-- delivery zones or shop settings (an order's stock update included), whoever wrote it. Its triggers
-- (drizzle/0010, 0016) are deferred constraint triggers: they run at COMMIT, so the version row is
-- locked only for the commit itself (an order transaction does not hold it while it writes its lines),
-- and the new version becomes visible in the same instant as the data it stands for. Row-level
-- (constraint triggers must be) but bumping once: a transaction-local setting remembers that this
-- transaction already did. TRUNCATE's statement triggers bump at once.
CREATE OR REPLACE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
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
