CREATE TABLE "mall_claims" (
	"mall_goods_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mall_claims_mall_goods_id_user_id_pk" PRIMARY KEY("mall_goods_id","user_id"),
	CONSTRAINT "mall_claims_not_negative" CHECK ("mall_claims"."redeemed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'goods' NOT NULL,
	"goods_id" integer,
	"coupon_id" integer,
	"voucher_fen" integer,
	"voucher_days" integer,
	"is_drug" boolean DEFAULT false NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"points_price" integer NOT NULL,
	"cash_fen" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_goods_stock_not_negative" CHECK ("mall_goods"."stock" >= 0 and "mall_goods"."sold" >= 0),
	CONSTRAINT "mall_goods_prices_valid" CHECK ("mall_goods"."points_price" > 0 and "mall_goods"."cash_fen" >= 0),
	CONSTRAINT "mall_goods_limit_valid" CHECK ("mall_goods"."per_user_limit" is null or "mall_goods"."per_user_limit" >= 1),
	CONSTRAINT "mall_goods_kind_valid" CHECK ("mall_goods"."kind" in ('goods', 'coupon', 'voucher')),
	CONSTRAINT "mall_goods_grant_valid" CHECK (("mall_goods"."kind" <> 'coupon' or "mall_goods"."coupon_id" is not null) and ("mall_goods"."kind" <> 'voucher' or ("mall_goods"."voucher_fen" > 0 and "mall_goods"."voucher_days" > 0)))
);
--> statement-breakpoint
CREATE TABLE "points_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"mall_goods_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_drug" boolean DEFAULT false NOT NULL,
	"number" integer NOT NULL,
	"points_price" integer NOT NULL,
	"cash_price_fen" integer DEFAULT 0 NOT NULL,
	"points" integer NOT NULL,
	"cash_fen" integer DEFAULT 0 NOT NULL,
	"address" jsonb,
	"status" smallint DEFAULT 0 NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"batch_no" text DEFAULT '' NOT NULL,
	"expiry_date" date,
	"remark" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"shipped_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "points_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "points_orders_amounts_valid" CHECK ("points_orders"."number" >= 1 and "points_orders"."points" > 0 and "points_orders"."cash_fen" >= 0),
	CONSTRAINT "points_orders_status_valid" CHECK ("points_orders"."status" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "points_log" ADD COLUMN "points_order_id" integer;--> statement-breakpoint
ALTER TABLE "mall_claims" ADD CONSTRAINT "mall_claims_mall_goods_id_mall_goods_id_fk" FOREIGN KEY ("mall_goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_claims" ADD CONSTRAINT "mall_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_mall_goods_id_mall_goods_id_fk" FOREIGN KEY ("mall_goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_shipped_by_staff_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_goods_list_idx" ON "mall_goods" USING btree ("status","sort","id");--> statement-breakpoint
CREATE INDEX "points_orders_user_idx" ON "points_orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "points_orders_status_idx" ON "points_orders" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "points_log" ADD CONSTRAINT "points_log_points_order_id_points_orders_id_fk" FOREIGN KEY ("points_order_id") REFERENCES "public"."points_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_log_points_order_idx" ON "points_log" USING btree ("points_order_id") WHERE "points_log"."points_order_id" is not null;