CREATE TABLE "lottery_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"min_paid_fen" integer DEFAULT 0 NOT NULL,
	"draws_per_day" integer,
	"draws_total" integer,
	"points_cost" integer DEFAULT 0 NOT NULL,
	"ad_image" text DEFAULT '' NOT NULL,
	"ad_link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_activities_window" CHECK ("lottery_activities"."ends_at" > "lottery_activities"."starts_at"),
	CONSTRAINT "lottery_activities_limits" CHECK ("lottery_activities"."min_paid_fen" >= 0 and "lottery_activities"."points_cost" >= 0 and coalesce("lottery_activities"."draws_per_day", 1) >= 1 and coalesce("lottery_activities"."draws_total", 1) >= 1)
);
--> statement-breakpoint
CREATE TABLE "lottery_draw_counters" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"day" text NOT NULL,
	"day_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_draw_counters_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_goods_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"consignee" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"quantity" integer,
	"remaining" integer,
	"weight" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"voucher_fen" integer DEFAULT 0 NOT NULL,
	"voucher_days" integer DEFAULT 30 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_prizes_kind_valid" CHECK ("lottery_prizes"."kind" in ('points', 'coupon', 'voucher', 'goods', 'thanks')),
	CONSTRAINT "lottery_prizes_remaining" CHECK ("lottery_prizes"."remaining" is null or ("lottery_prizes"."remaining" >= 0 and "lottery_prizes"."remaining" <= "lottery_prizes"."quantity")),
	CONSTRAINT "lottery_prizes_weight" CHECK ("lottery_prizes"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"prize_id" integer,
	"kind" text NOT NULL,
	"prize_name" text NOT NULL,
	"prize_remarks" text DEFAULT '' NOT NULL,
	"points_spent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_draw_counters" ADD CONSTRAINT "lottery_draw_counters_activity_id_lottery_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."lottery_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draw_counters" ADD CONSTRAINT "lottery_draw_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_goods_prizes" ADD CONSTRAINT "lottery_goods_prizes_record_id_lottery_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."lottery_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_goods_prizes" ADD CONSTRAINT "lottery_goods_prizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_activity_id_lottery_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."lottery_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_records" ADD CONSTRAINT "lottery_records_activity_id_lottery_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."lottery_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_records" ADD CONSTRAINT "lottery_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_records" ADD CONSTRAINT "lottery_records_prize_id_lottery_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."lottery_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_activities_window_idx" ON "lottery_activities" USING btree ("status","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_goods_prizes_record_key" ON "lottery_goods_prizes" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "lottery_prizes_activity_idx" ON "lottery_prizes" USING btree ("activity_id","sort");--> statement-breakpoint
CREATE INDEX "lottery_records_activity_idx" ON "lottery_records" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "lottery_records_user_idx" ON "lottery_records" USING btree ("user_id","id");