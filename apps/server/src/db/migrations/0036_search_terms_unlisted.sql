ALTER TABLE "search_terms" ALTER COLUMN "best_goods_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ALTER COLUMN "best_sccj" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "unlisted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The console searches unlisted goods too (goods-admin/search.ts), through the same terms: a term now stays while
-- any goods has it, counting its listed goods (`goods`, what buyers find) and its unlisted ones apart. A term
-- with no listed goods has no best goods: a buyer's suggestion skips it by that column, which the rank index
-- includes. Sales stay the listed goods' (goods_terms_updated moves them only for listed goods).
CREATE OR REPLACE FUNCTION refresh_search_terms(names text[], makers text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(names) > 0 THEN
    DELETE FROM search_terms t WHERE t.kind = 0 AND t.term = ANY(names)
      AND NOT EXISTS (SELECT 1 FROM goods g WHERE g.name = t.term AND g.is_listed)
      AND NOT EXISTS (SELECT 1 FROM goods g WHERE g.name = t.term AND NOT g.is_listed);
    INSERT INTO search_terms AS t (kind, term, initials, pinyin, goods, unlisted, sales, best_goods_id, best_sccj)
    SELECT 0, g.name, min(g.name_initials), min(g.name_pinyin),
           count(*) FILTER (WHERE g.is_listed)::int, count(*) FILTER (WHERE NOT g.is_listed)::int,
           coalesce(sum(g.sales) FILTER (WHERE g.is_listed), 0),
           (array_agg(g.id ORDER BY g.sales DESC, g.id) FILTER (WHERE g.is_listed))[1],
           (array_agg(g.sccj ORDER BY g.sales DESC, g.id) FILTER (WHERE g.is_listed))[1]
      FROM goods g
     WHERE (g.is_listed AND g.name = ANY(names)) OR (NOT g.is_listed AND g.name = ANY(names))
     GROUP BY g.name
    ON CONFLICT (kind, term) DO UPDATE SET initials = excluded.initials, pinyin = excluded.pinyin,
      goods = excluded.goods, unlisted = excluded.unlisted, sales = excluded.sales,
      best_goods_id = excluded.best_goods_id, best_sccj = excluded.best_sccj;
  END IF;
  IF cardinality(makers) > 0 THEN
    DELETE FROM search_terms t WHERE t.kind = 1 AND t.term = ANY(makers)
      AND NOT EXISTS (SELECT 1 FROM goods g WHERE g.sccj = t.term);
    INSERT INTO search_terms AS t (kind, term, initials, pinyin, goods, unlisted, sales, best_goods_id, best_sccj)
    SELECT 1, g.sccj, min(g.sccj_initials), min(g.sccj_pinyin),
           count(*) FILTER (WHERE g.is_listed)::int, count(*) FILTER (WHERE NOT g.is_listed)::int,
           coalesce(sum(g.sales) FILTER (WHERE g.is_listed), 0),
           (array_agg(g.id ORDER BY g.sales DESC, g.id) FILTER (WHERE g.is_listed))[1],
           CASE WHEN bool_or(g.is_listed) THEN g.sccj END
      FROM goods g WHERE g.sccj = ANY(makers) GROUP BY g.sccj
    ON CONFLICT (kind, term) DO UPDATE SET initials = excluded.initials, pinyin = excluded.pinyin,
      goods = excluded.goods, unlisted = excluded.unlisted, sales = excluded.sales,
      best_goods_id = excluded.best_goods_id, best_sccj = excluded.best_sccj;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_terms_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_search_terms(ARRAY(SELECT DISTINCT name FROM new_rows), ARRAY(SELECT DISTINCT sccj FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_terms_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_search_terms(ARRAY(SELECT DISTINCT name FROM old_rows), ARRAY(SELECT DISTINCT sccj FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The unlisted goods by name (goods_name_idx holds the listed ones): the terms' upkeep and the console's search.
CREATE INDEX "goods_unlisted_name_idx" ON "goods" USING btree ("name") WHERE NOT "is_listed";
--> statement-breakpoint
-- Part of an approval number (H20055555) in the console's search: its latin letters and digits are trigrams.
CREATE INDEX "goods_approval_trgm_idx" ON "goods" USING gin ("approval_number" gin_trgm_ops);
--> statement-breakpoint
SELECT refresh_search_terms(
  ARRAY(SELECT DISTINCT name FROM goods WHERE NOT is_listed),
  ARRAY(SELECT DISTINCT sccj FROM goods WHERE NOT is_listed));
--> statement-breakpoint
ANALYZE "search_terms";
