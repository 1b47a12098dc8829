-- Console lists and the buyer's own order search at 1M orders (issue #38). The statements drizzle-kit generated
-- are all here, ordered so that each finds what it needs: the functions first, the kept columns filled before
-- their indexes are built, the triggers last.
--
-- Search by part of a name (db/text-search.ts): pg_trgm keeps no Chinese character in the C locale, so buyers and
-- invoice titles keep `text_grams` of what they are found by, every 1-, 2- and 3-character window of the
-- lower-cased text, in a GIN-indexed text[] column; a keyword is looked up by `text_key_grams` (itself up to 3
-- characters, else its 3-character windows), and an ILIKE beside it keeps exactly the rows that hold it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION text_grams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(s.v, i, n)), '{}')
    FROM (SELECT lower(coalesce(value, '')) AS v) AS s, generate_series(1, 3) AS n,
         generate_series(1, char_length(s.v) - n + 1) AS i
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION text_key_grams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(s.v) <= 3 THEN array[s.v]
    ELSE ARRAY(SELECT DISTINCT substr(s.v, i, 3) FROM generate_series(1, char_length(s.v) - 2) AS i) END
    FROM (SELECT lower(value) AS v) AS s
$$;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- What the console finds a buyer by: company, contact, login name, login mobile (buyers-repo.ts, admin-repo.ts).
CREATE FUNCTION users_search_grams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_grams := text_grams(NEW.company || ' ' || NEW.name || ' ' || NEW.username || ' ' || coalesce(NEW.mobile, ''));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION invoices_search_grams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_grams := text_grams(NEW.title || ' ' || NEW.invoice_no);
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE "users" SET "search_grams" = text_grams("company" || ' ' || "name" || ' ' || "username" || ' ' || coalesce("mobile", ''));--> statement-breakpoint
UPDATE "invoices" SET "search_grams" = text_grams("title" || ' ' || "invoice_no");--> statement-breakpoint
CREATE TRIGGER users_search_grams BEFORE INSERT OR UPDATE OF company, name, username, mobile, search_grams ON users
  FOR EACH ROW EXECUTE FUNCTION users_search_grams();--> statement-breakpoint
CREATE TRIGGER invoices_search_grams BEFORE INSERT OR UPDATE OF title, invoice_no, search_grams ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_search_grams();--> statement-breakpoint
CREATE INDEX "users_search_grams_idx" ON "users" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "users_buyers_idx" ON "users" USING btree ("id") WHERE "users"."role" = 'buyer';--> statement-breakpoint
CREATE INDEX "invoices_search_grams_idx" ON "invoices" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "orders_awaiting_transfer_idx" ON "orders" USING btree ("id") WHERE "orders"."status" = 0 and "orders"."pay_method" = 'transfer';--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (("order_no" || ' ' || "remittance_ref" || ' ' || coalesce("address" ->> 'phone', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_batches_expiry_idx" ON "stock_batches" USING btree ("expiry_date","id");--> statement-breakpoint
CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	"gmv_fen" bigint NOT NULL
);
--> statement-breakpoint
-- The dashboard's figures per store day (Beijing, UTC+8 all year), kept by the orders' statement triggers: each
-- change of orders appends what it changed per day (an order placed counts on its day unless cancelled; its
-- paid_fen on the day it was paid unless cancelled), so a day's figures are the sum of its rows. Appends only: no
-- row is shared by two orders' transactions. The dashboard folds a closed day's rows into one (dashboard/repo.ts).
CREATE FUNCTION store_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date '1970-01-01' + floor((extract(epoch FROM at) + 28800) / 86400)::int
$$;
--> statement-breakpoint
CREATE FUNCTION order_day_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_day_totals (day, orders, gmv_fen)
    SELECT day, sum(placed), sum(paid) FROM (
      SELECT store_day(created_at) AS day, 1 AS placed, 0::bigint AS paid FROM new_rows WHERE status <> 4
      UNION ALL
      SELECT store_day(paid_at), 0, paid_fen FROM new_rows WHERE status <> 4 AND paid_at IS NOT NULL
    ) AS change GROUP BY day HAVING sum(placed) <> 0 OR sum(paid) <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO order_day_totals (day, orders, gmv_fen)
    SELECT day, sum(placed), sum(paid) FROM (
      SELECT store_day(created_at) AS day, 1 AS placed, 0::bigint AS paid FROM new_rows WHERE status <> 4
      UNION ALL
      SELECT store_day(paid_at), 0, paid_fen FROM new_rows WHERE status <> 4 AND paid_at IS NOT NULL
      UNION ALL
      SELECT store_day(created_at), -1, 0 FROM old_rows WHERE status <> 4
      UNION ALL
      SELECT store_day(paid_at), 0, -paid_fen FROM old_rows WHERE status <> 4 AND paid_at IS NOT NULL
    ) AS change GROUP BY day HAVING sum(placed) <> 0 OR sum(paid) <> 0;
  ELSE
    INSERT INTO order_day_totals (day, orders, gmv_fen)
    SELECT day, sum(placed), sum(paid) FROM (
      SELECT store_day(created_at) AS day, -1 AS placed, 0::bigint AS paid FROM old_rows WHERE status <> 4
      UNION ALL
      SELECT store_day(paid_at), 0, -paid_fen FROM old_rows WHERE status <> 4 AND paid_at IS NOT NULL
    ) AS change GROUP BY day HAVING sum(placed) <> 0 OR sum(paid) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO order_day_totals (day, orders, gmv_fen)
SELECT day, sum(placed), sum(paid) FROM (
  SELECT store_day(created_at) AS day, 1 AS placed, 0::bigint AS paid FROM orders WHERE status <> 4
  UNION ALL
  SELECT store_day(paid_at), 0, paid_fen FROM orders WHERE status <> 4 AND paid_at IS NOT NULL
) AS change GROUP BY day HAVING sum(placed) <> 0 OR sum(paid) <> 0;--> statement-breakpoint
CREATE TRIGGER order_day_totals_after_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_follow();--> statement-breakpoint
CREATE TRIGGER order_day_totals_after_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_follow();--> statement-breakpoint
CREATE TRIGGER order_day_totals_after_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_follow();--> statement-breakpoint
CREATE INDEX "order_day_totals_day_idx" ON "order_day_totals" USING btree ("day");
