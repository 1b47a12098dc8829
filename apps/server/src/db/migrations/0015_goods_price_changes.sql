CREATE TABLE "goods_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"source" text NOT NULL,
	"base_price_before_fen" integer NOT NULL,
	"base_price_after_fen" integer NOT NULL,
	"retail_price_before_fen" integer NOT NULL,
	"retail_price_after_fen" integer NOT NULL,
	"ladder_type_before" smallint NOT NULL,
	"ladder_type_after" smallint NOT NULL,
	"ladder_before" jsonb NOT NULL,
	"ladder_after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_price_changes" ADD CONSTRAINT "goods_price_changes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_price_changes" ADD CONSTRAINT "goods_price_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_price_changes_goods_idx" ON "goods_price_changes" USING btree ("goods_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_price_changes_created_idx" ON "goods_price_changes" USING btree ("created_at");