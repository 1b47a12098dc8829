-- A keyword's list page selects the ids of its goods through goods_name_idx, and the index did not hold the id:
-- every matching goods was read from the table (感冒's page 500 at 1M goods: 18,679 goods over 16,677 table
-- pages, 0.5 s on a first call). With the id included the page is read from the index alone.
DROP INDEX "goods_name_idx";
--> statement-breakpoint
CREATE INDEX "goods_name_idx" ON "goods" USING btree ("name")
  INCLUDE ("id", "sccj", "ypgg", "in_stock", "sort_weight", "sales") WHERE "is_listed";
