ALTER TABLE "article_categories" ADD COLUMN "code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "route_key" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_route_key_idx" ON "articles" USING btree ("route_key");--> statement-breakpoint
-- Databases seeded before this migration: give the two news categories their kinds and the help
-- articles the store routes they answer (new databases get both from the seed).
UPDATE "article_categories" SET "code" = 'hy' WHERE "kind" = 'news' AND "name" = '行业资讯';--> statement-breakpoint
UPDATE "article_categories" SET "code" = 'company' WHERE "kind" = 'news' AND "name" = '公司新闻';--> statement-breakpoint
UPDATE "articles" AS a SET "route_key" = k.key FROM (VALUES
  ('会员注册', 'hyzc'), ('购物指南', 'gwzn'), ('安全购药', 'aqgy'), ('订单支付', 'ddzf'), ('货物配送', 'hwps'),
  ('药品退换', 'ypth'), ('企业资质', 'wzzz'), ('用户协议', 'yhxy'), ('专属客服', 'zskf'), ('投诉建议', 'tsjy'),
  ('联系方式', 'link')
) AS k(title, key), "article_categories" AS c
WHERE a."title" = k.title AND c."id" = a."category_id" AND c."kind" = 'help'
  AND NOT EXISTS (SELECT 1 FROM "articles" AS o WHERE o."route_key" = k.key);
