CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"goods_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"day" date NOT NULL,
	"price_fen" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"per_buyer_limit" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flash_stock_not_negative" CHECK ("flash_sales"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kx_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kx_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "retail_price_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "is_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "is_youx" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "kx_group_id" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "is_free_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "free_shipping_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "ladder_price" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "ladder_price_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "approval_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "dosage_form" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "prescription_class" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "drug_class" text DEFAULT 'ordinary' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "control_class" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "batch_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "middle_package" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "large_package" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sort_weight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "category_top_id" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "zones" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "name_initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "name_pinyin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sccj_initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sccj_pinyin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_specials" ADD CONSTRAINT "daily_specials_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kx_applies" ADD CONSTRAINT "kx_applies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kx_applies" ADD CONSTRAINT "kx_applies_group_id_kx_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."kx_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_position_idx" ON "ads" USING btree ("position","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_specials_day_goods_key" ON "daily_specials" USING btree ("day","goods_id");--> statement-breakpoint
CREATE INDEX "flash_sales_window_idx" ON "flash_sales" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kx_applies_user_group_key" ON "kx_applies" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE INDEX "goods_category_ids_idx" ON "goods" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "goods_top_default_idx" ON "goods" USING btree ("category_top_id","sort_weight" DESC NULLS LAST,"sales" DESC NULLS LAST,"id") WHERE "goods"."is_listed";--> statement-breakpoint
CREATE INDEX "goods_leaf_default_idx" ON "goods" USING btree ("category_id","sort_weight" DESC NULLS LAST,"sales" DESC NULLS LAST,"id") WHERE "goods"."is_listed";--> statement-breakpoint
CREATE INDEX "goods_default_idx" ON "goods" USING btree ("sort_weight" DESC NULLS LAST,"sales" DESC NULLS LAST,"id") WHERE "goods"."is_listed";--> statement-breakpoint
CREATE INDEX "goods_zones_idx" ON "goods" USING gin ("zones");--> statement-breakpoint
CREATE INDEX "goods_listed_sales_idx" ON "goods" USING btree ("sales" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "goods_sccj_idx" ON "goods" USING btree ("sccj");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_never_special_management" CHECK ("goods"."control_class" NOT IN ('narcotic','psychotropic','toxic','radioactive','precursor'));--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_stock_not_negative" CHECK ("goods"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_price_positive" CHECK ("goods"."base_price_fen" > 0);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Search keeps an in-memory index per server process; this counter tells every process when to reload.
-- Only what search reads bumps it (not stock or sales, which change with every order).
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_search_changed AFTER INSERT OR DELETE OR UPDATE OF name, sccj, is_listed, name_initials, name_pinyin, sccj_initials, sccj_pinyin
  ON goods FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
