-- Goods inserted with no sales (an import's, the console's new goods) only add to their terms' counts (issue #38:
-- recounting every goods of each touched name and maker was 27 of a 50,000-row import's 30 s on PGlite, and the
-- import's transaction holds PGlite's one connection). None of them can displace a term's best goods, the most
-- sold and then the oldest: a term that has one keeps it, and one that has none (new, or of unlisted goods only)
-- takes its oldest new listed goods. Names and makers that arrive with sales (the seed's) are recounted as before.
-- The counts stay what refresh_search_terms computes (search.test compares them with a recount).
CREATE OR REPLACE FUNCTION goods_terms_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms AS t (kind, term, initials, pinyin, goods, unlisted, sales, best_goods_id, best_sccj)
  SELECT 0, n.name, min(n.name_initials), min(n.name_pinyin),
         count(*) FILTER (WHERE n.is_listed)::int, count(*) FILTER (WHERE NOT n.is_listed)::int, 0,
         min(n.id) FILTER (WHERE n.is_listed),
         (array_agg(n.sccj ORDER BY n.id) FILTER (WHERE n.is_listed))[1]
    FROM new_rows n GROUP BY n.name HAVING max(n.sales) = 0
  ON CONFLICT (kind, term) DO UPDATE SET
    initials = least(t.initials, excluded.initials), pinyin = least(t.pinyin, excluded.pinyin),
    goods = t.goods + excluded.goods, unlisted = t.unlisted + excluded.unlisted,
    best_goods_id = coalesce(t.best_goods_id, excluded.best_goods_id),
    best_sccj = CASE WHEN t.best_goods_id IS NULL THEN excluded.best_sccj ELSE t.best_sccj END;
  INSERT INTO search_terms AS t (kind, term, initials, pinyin, goods, unlisted, sales, best_goods_id, best_sccj)
  SELECT 1, n.sccj, min(n.sccj_initials), min(n.sccj_pinyin),
         count(*) FILTER (WHERE n.is_listed)::int, count(*) FILTER (WHERE NOT n.is_listed)::int, 0,
         min(n.id) FILTER (WHERE n.is_listed),
         CASE WHEN bool_or(n.is_listed) THEN n.sccj END
    FROM new_rows n GROUP BY n.sccj HAVING max(n.sales) = 0
  ON CONFLICT (kind, term) DO UPDATE SET
    initials = least(t.initials, excluded.initials), pinyin = least(t.pinyin, excluded.pinyin),
    goods = t.goods + excluded.goods, unlisted = t.unlisted + excluded.unlisted,
    best_goods_id = coalesce(t.best_goods_id, excluded.best_goods_id),
    best_sccj = coalesce(t.best_sccj, excluded.best_sccj);
  PERFORM refresh_search_terms(
    ARRAY(SELECT name FROM new_rows GROUP BY name HAVING max(sales) <> 0),
    ARRAY(SELECT sccj FROM new_rows GROUP BY sccj HAVING max(sales) <> 0));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same grams as before, in a loop: a term's 1-3 character windows with repeats left in, which GIN folds into one
-- key each, so the index and every @> test answer as before. The SQL version's DISTINCT sort made it 4 times as
-- costly (60 vs 15 ms per 500 terms on PGlite), paid for every term an insert adds or changes.
CREATE OR REPLACE FUNCTION search_grams(term text, initials text, pinyin text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 1000 AS $$
DECLARE
  grams text[] := '{}';
  s text;
  n int;
  i int;
BEGIN
  FOREACH s IN ARRAY array[term, initials] LOOP
    FOR n IN 1..3 LOOP
      FOR i IN 1..coalesce(length(s), 0) - n + 1 LOOP
        grams := grams || substr(s, i, n);
      END LOOP;
    END LOOP;
  END LOOP;
  FOR i IN 1..coalesce(length(pinyin), 0) - 2 LOOP
    grams := grams || substr(pinyin, i, 3);
  END LOOP;
  RETURN grams;
END $$;
