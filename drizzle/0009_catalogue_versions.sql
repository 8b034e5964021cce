CREATE TABLE "catalogue_versions" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
