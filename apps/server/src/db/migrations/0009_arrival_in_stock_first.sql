DROP INDEX "goods_top_default_idx";--> statement-breakpoint
DROP INDEX "goods_leaf_default_idx";--> statement-breakpoint
DROP INDEX "goods_default_idx";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock > 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_top_default_idx" ON "goods" USING btree ("category_top_id","in_stock" DESC NULLS LAST,"sort_weight" DESC NULLS LAST,"sales" DESC NULLS LAST,"id") WHERE "goods"."is_listed";--> statement-breakpoint
CREATE INDEX "goods_leaf_default_idx" ON "goods" USING btree ("category_id","in_stock" DESC NULLS LAST,"sort_weight" DESC NULLS LAST,"sales" DESC NULLS LAST,"id") WHERE "goods"."is_listed";--> statement-breakpoint
CREATE INDEX "goods_default_idx" ON "goods" USING btree ("in_stock" DESC NULLS LAST,"sort_weight" DESC NULLS LAST,"sales" DESC NULLS LAST,"id") WHERE "goods"."is_listed";