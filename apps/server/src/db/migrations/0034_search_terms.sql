CREATE TABLE "search_terms" (
	"kind" smallint NOT NULL,
	"term" text NOT NULL,
	"initials" text NOT NULL,
	"pinyin" text NOT NULL,
	"goods" integer NOT NULL,
	"sales" bigint NOT NULL,
	"best_goods_id" integer NOT NULL,
	"best_sccj" text NOT NULL,
	CONSTRAINT "search_terms_kind_term_pk" PRIMARY KEY("kind","term")
);
--> statement-breakpoint
-- Search no longer lives in each process (ADR 013 replaces ADR 003): nothing reloads, so nothing counts versions.
DROP TRIGGER IF EXISTS "goods_search_changed" ON "goods";--> statement-breakpoint
DROP FUNCTION IF EXISTS "bump_catalogue_version"();--> statement-breakpoint
DROP TABLE "catalogue_version" CASCADE;--> statement-breakpoint
-- What a keyword is matched on (ADR 013): every 1-, 2- and 3-character window of the lower-cased term and of its
-- pinyin initials, and every 3-letter window of its full pinyin. A keyword of up to 3 characters is itself a gram;
-- a longer one is found through all of its 3-character windows. COST 1000: computing it row by row is what the GIN
-- index on it saves, and the planner must know that before statistics exist (PGlite runs no autovacuum).
CREATE FUNCTION search_grams(term text, initials text, pinyin text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000 AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(s, i, n) AS g
      FROM unnest(array[term, initials]) AS s, generate_series(1, 3) AS n, generate_series(1, length(s) - n + 1) AS i
    UNION ALL
    SELECT substr(pinyin, i, 3) FROM generate_series(1, length(pinyin) - 2) AS i
  ) AS windows
$$;
--> statement-breakpoint
-- A keyword as the grams index it: itself up to 3 characters, else every 3-character window of it.
CREATE FUNCTION keyword_grams(k text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(k) <= 3 THEN array[k]
    ELSE ARRAY(SELECT DISTINCT substr(k, i, 3) FROM generate_series(1, length(k) - 2) AS i) END
$$;
--> statement-breakpoint
-- The first 1-3 characters of the term, its initials and its pinyin: a suggestion that starts with the keyword
-- ranks first, and these find those through their own index.
CREATE FUNCTION search_prefixes(term text, initials text, pinyin text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000 AS $$
  SELECT coalesce(array_agg(DISTINCT left(s, n)), '{}')
    FROM unnest(array[term, initials, pinyin]) AS s, generate_series(1, 3) AS n
   WHERE s <> ''
$$;
--> statement-breakpoint
-- Recomputes the terms (drug names, makers) of the given names and makers from their listed goods: a term
-- whose goods are all delisted or renamed away is removed.
CREATE FUNCTION refresh_search_terms(names text[], makers text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(names) > 0 THEN
    DELETE FROM search_terms t WHERE t.kind = 0 AND t.term = ANY(names)
      AND NOT EXISTS (SELECT 1 FROM goods g WHERE g.name = t.term AND g.is_listed);
    INSERT INTO search_terms AS t (kind, term, initials, pinyin, goods, sales, best_goods_id, best_sccj)
    SELECT 0, g.name, min(g.name_initials), min(g.name_pinyin), count(*)::int, sum(g.sales),
           (array_agg(g.id ORDER BY g.sales DESC, g.id))[1], (array_agg(g.sccj ORDER BY g.sales DESC, g.id))[1]
      FROM goods g WHERE g.is_listed AND g.name = ANY(names) GROUP BY g.name
    ON CONFLICT (kind, term) DO UPDATE SET initials = excluded.initials, pinyin = excluded.pinyin,
      goods = excluded.goods, sales = excluded.sales, best_goods_id = excluded.best_goods_id,
      best_sccj = excluded.best_sccj;
  END IF;
  IF cardinality(makers) > 0 THEN
    DELETE FROM search_terms t WHERE t.kind = 1 AND t.term = ANY(makers)
      AND NOT EXISTS (SELECT 1 FROM goods g WHERE g.sccj = t.term AND g.is_listed);
    INSERT INTO search_terms AS t (kind, term, initials, pinyin, goods, sales, best_goods_id, best_sccj)
    SELECT 1, g.sccj, min(g.sccj_initials), min(g.sccj_pinyin), count(*)::int, sum(g.sales),
           (array_agg(g.id ORDER BY g.sales DESC, g.id))[1], g.sccj
      FROM goods g WHERE g.is_listed AND g.sccj = ANY(makers) GROUP BY g.sccj
    ON CONFLICT (kind, term) DO UPDATE SET initials = excluded.initials, pinyin = excluded.pinyin,
      goods = excluded.goods, sales = excluded.sales, best_goods_id = excluded.best_goods_id,
      best_sccj = excluded.best_sccj;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_terms_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_search_terms(
    ARRAY(SELECT DISTINCT name FROM new_rows WHERE is_listed),
    ARRAY(SELECT DISTINCT sccj FROM new_rows WHERE is_listed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION goods_terms_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_search_terms(
    ARRAY(SELECT DISTINCT name FROM old_rows WHERE is_listed),
    ARRAY(SELECT DISTINCT sccj FROM old_rows WHERE is_listed));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every update of goods comes here (a trigger with transition tables cannot name columns), so the common case,
-- an order's stock or a roll-up's sales, costs one join of the statement's own rows. Sales move a term's total
-- by their difference; a change of name, maker, listing or keys recomputes the terms on both sides.
CREATE FUNCTION goods_terms_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_terms t SET sales = t.sales + d.delta
    FROM (SELECT 0 AS kind, n.name AS term, sum(n.sales - o.sales) AS delta
            FROM old_rows o JOIN new_rows n ON n.id = o.id
           WHERE n.sales <> o.sales AND n.is_listed AND o.is_listed AND n.name = o.name
           GROUP BY n.name
          UNION ALL
          SELECT 1, n.sccj, sum(n.sales - o.sales)
            FROM old_rows o JOIN new_rows n ON n.id = o.id
           WHERE n.sales <> o.sales AND n.is_listed AND o.is_listed AND n.sccj = o.sccj
           GROUP BY n.sccj) AS d
   WHERE t.kind = d.kind AND t.term = d.term;
  PERFORM refresh_search_terms(
    ARRAY(SELECT DISTINCT x FROM old_rows o JOIN new_rows n ON n.id = o.id,
            LATERAL (VALUES (o.name), (n.name)) AS v(x)
           WHERE (o.name, o.is_listed, o.name_initials, o.name_pinyin)
                 IS DISTINCT FROM (n.name, n.is_listed, n.name_initials, n.name_pinyin)),
    ARRAY(SELECT DISTINCT x FROM old_rows o JOIN new_rows n ON n.id = o.id,
            LATERAL (VALUES (o.sccj), (n.sccj)) AS v(x)
           WHERE (o.sccj, o.is_listed, o.sccj_initials, o.sccj_pinyin)
                 IS DISTINCT FROM (n.sccj, n.is_listed, n.sccj_initials, n.sccj_pinyin)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_terms_after_insert AFTER INSERT ON goods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_terms_inserted();
--> statement-breakpoint
CREATE TRIGGER goods_terms_after_delete AFTER DELETE ON goods
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_terms_deleted();
--> statement-breakpoint
CREATE TRIGGER goods_terms_after_update AFTER UPDATE ON goods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_terms_updated();
--> statement-breakpoint
SELECT refresh_search_terms(
  ARRAY(SELECT DISTINCT name FROM goods WHERE is_listed),
  ARRAY(SELECT DISTINCT sccj FROM goods WHERE is_listed));
--> statement-breakpoint
-- What search_terms is found by (search.ts): its grams and its prefixes, indexed as expressions so the rows stay
-- narrow; and its rank order with what a suggestion shows, so the best-selling terms are read from the index alone.
CREATE INDEX "search_terms_grams_idx" ON "search_terms" USING gin (search_grams(lower("term"), "initials", "pinyin"));
--> statement-breakpoint
CREATE INDEX "search_terms_prefixes_idx" ON "search_terms" USING gin (search_prefixes(lower("term"), "initials", "pinyin"));
--> statement-breakpoint
CREATE INDEX "search_terms_rank_idx" ON "search_terms" USING btree ("kind", "sales" DESC, length("term"), "term")
  INCLUDE ("initials", "pinyin", "best_goods_id", "best_sccj");
--> statement-breakpoint
-- The listed goods by name, with what a keyword list sorts by and what its facets count: a rare keyword's goods,
-- its deep pages and its makers and specs are read from this index alone (search.ts, catalogue/repo.ts).
CREATE INDEX "goods_name_idx" ON "goods" USING btree ("name")
  INCLUDE ("sccj", "ypgg", "in_stock", "sort_weight", "sales") WHERE "is_listed";
--> statement-breakpoint
-- The sitemap's goods files are id ranges of listed goods with their last change, read from this index alone.
CREATE INDEX "goods_sitemap_idx" ON "goods" USING btree ("id") INCLUDE ("updated_at") WHERE "is_listed";
--> statement-breakpoint
-- A buyer's list in price order walks these (catalogue/repo.ts pricedPage): both directions, each with its id order.
CREATE INDEX "goods_price_asc_idx" ON "goods" USING btree ("base_price_fen", "id") WHERE "is_listed";
--> statement-breakpoint
CREATE INDEX "goods_price_desc_idx" ON "goods" USING btree ("base_price_fen" DESC, "id") WHERE "is_listed";
--> statement-breakpoint
-- No parallel workers for search_terms: its statements read tens of rows, and starting workers (which the high cost
-- of the gram functions tempts the planner into) took 100-200 ms on a busy 2-core machine.
ALTER TABLE "search_terms" SET (parallel_workers = 0);
--> statement-breakpoint
-- Statistics now, for the new table and indexes: PGlite runs no autovacuum, and a planner that believes
-- search_terms empty computes search_grams row by row instead of reading its index.
ANALYZE "search_terms";
--> statement-breakpoint
ANALYZE "goods";
