CREATE TABLE "product_counts" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"products" bigint DEFAULT 0 NOT NULL
);
