ALTER TABLE "goods" ADD COLUMN "category_mid_id" integer;--> statement-breakpoint
CREATE INDEX "goods_mid_default_idx" ON "goods" USING btree ("category_mid_id","in_stock" DESC NULLS LAST,"sort_weight" DESC NULLS LAST,"sales" DESC NULLS LAST,"id") WHERE "goods"."is_listed";--> statement-breakpoint
-- Goods already on file: the second level of their general category (the category itself, or its parent
-- when it is a third level).
UPDATE "goods" g SET "category_mid_id" = CASE WHEN p."parent_id" IS NULL THEN c."id" ELSE p."id" END
FROM "categories" c JOIN "categories" p ON p."id" = c."parent_id"
WHERE c."id" = g."category_id";
