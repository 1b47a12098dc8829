CREATE TABLE "points_order_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"points_order_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"batch_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_order_picks_quantity_positive" CHECK ("points_order_picks"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "points_orders" DROP CONSTRAINT "points_orders_amounts_valid";--> statement-breakpoint
ALTER TABLE "points_orders" ADD COLUMN "goods_id" integer;--> statement-breakpoint
ALTER TABLE "points_orders" ADD COLUMN "source" text DEFAULT 'mall' NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD COLUMN "mall_goods_id" integer;--> statement-breakpoint
ALTER TABLE "lottery_records" ADD COLUMN "points_order_id" integer;--> statement-breakpoint
ALTER TABLE "points_order_picks" ADD CONSTRAINT "points_order_picks_points_order_id_points_orders_id_fk" FOREIGN KEY ("points_order_id") REFERENCES "public"."points_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_order_picks" ADD CONSTRAINT "points_order_picks_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_order_picks_order_idx" ON "points_order_picks" USING btree ("points_order_id");--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_mall_goods_id_mall_goods_id_fk" FOREIGN KEY ("mall_goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_records" ADD CONSTRAINT "lottery_records_points_order_id_points_orders_id_fk" FOREIGN KEY ("points_order_id") REFERENCES "public"."points_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_records_points_order_key" ON "lottery_records" USING btree ("points_order_id");--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_source_valid" CHECK ("points_orders"."source" in ('mall', 'lottery'));--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_amounts_valid" CHECK ("points_orders"."number" >= 1 and "points_orders"."cash_fen" >= 0 and ("points_orders"."points" > 0 or ("points_orders"."source" = 'lottery' and "points_orders"."points" = 0)));--> statement-breakpoint
-- What a points order ships: the catalogue goods of its mall goods.
UPDATE "points_orders" o SET "goods_id" = g."goods_id" FROM "mall_goods" g WHERE g."id" = o."mall_goods_id";--> statement-breakpoint
-- Each goods prize gets a mall goods to ship: a paused gift (never on sale in the mall) named after the prize.
INSERT INTO "mall_goods" ("name", "kind", "points_price", "stock", "status", "description")
SELECT "name", 'goods', 1, 0, 0, '抽奖实物奖品（原抽奖奖品 #' || "id" || '）'
  FROM "lottery_prizes" WHERE "kind" = 'goods' AND "mall_goods_id" IS NULL ORDER BY "id";--> statement-breakpoint
UPDATE "lottery_prizes" p SET "mall_goods_id" = g."id" FROM "mall_goods" g
 WHERE p."kind" = 'goods' AND p."mall_goods_id" IS NULL AND g."description" = '抽奖实物奖品（原抽奖奖品 #' || p."id" || '）';--> statement-breakpoint
-- Goods won so far become points orders of 0 points (state, tracking and address kept), linked to their draw.
INSERT INTO "points_orders" ("order_no", "user_id", "mall_goods_id", "goods_id", "source", "kind", "name", "image", "is_drug",
  "number", "points_price", "cash_price_fen", "points", "cash_fen", "address", "status", "tracking_no", "remark",
  "created_at", "shipped_at")
SELECT 'JFCJ' || lpad(r."id"::text, 10, '0'), gp."user_id", p."mall_goods_id", g."goods_id", 'lottery', 'goods', g."name", g."image", g."is_drug",
  1, 0, 0, 0, 0,
  CASE WHEN gp."address" = '' THEN NULL ELSE jsonb_build_object('name', gp."consignee", 'phone', gp."mobile",
    'province', '', 'city', '', 'district', '', 'address', gp."address") END,
  CASE WHEN gp."status" = 'shipped' THEN 1 ELSE 0 END, gp."tracking_no", '抽奖中奖：' || r."prize_name",
  gp."created_at", gp."shipped_at"
  FROM "lottery_goods_prizes" gp
  JOIN "lottery_records" r ON r."id" = gp."record_id"
  JOIN "lottery_prizes" p ON p."id" = r."prize_id"
  JOIN "mall_goods" g ON g."id" = p."mall_goods_id";--> statement-breakpoint
UPDATE "lottery_records" r SET "points_order_id" = o."id" FROM "points_orders" o
 WHERE o."source" = 'lottery' AND o."order_no" = 'JFCJ' || lpad(r."id"::text, 10, '0');--> statement-breakpoint
DROP TABLE "lottery_goods_prizes" CASCADE;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_goods_has_mall_goods" CHECK ("lottery_prizes"."kind" <> 'goods' or "lottery_prizes"."mall_goods_id" is not null);