CREATE TABLE "cash_voucher_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"change_fen" integer NOT NULL,
	"remaining_after_fen" integer NOT NULL,
	"total_after_fen" integer NOT NULL,
	"order_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_voucher_log_valid" CHECK ("cash_voucher_log"."change_fen" <> 0 and "cash_voucher_log"."remaining_after_fen" >= 0 and "cash_voucher_log"."total_after_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_voucher_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total_fen" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cash_voucher_totals_not_negative" CHECK ("cash_voucher_totals"."total_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"remaining_fen" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_vouchers_amounts_valid" CHECK ("cash_vouchers"."amount_fen" > 0 and "cash_vouchers"."remaining_fen" >= 0 and "cash_vouchers"."remaining_fen" <= "cash_vouchers"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "recharge_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"threshold_fen" integer NOT NULL,
	"bonus_fen" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_offers_valid" CHECK ("recharge_offers"."threshold_fen" > 0 and "recharge_offers"."bonus_fen" > 0 and "recharge_offers"."validity_days" > 0 and "recharge_offers"."ends_at" > "recharge_offers"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_voucher_log" ADD CONSTRAINT "cash_voucher_log_voucher_id_cash_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."cash_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_voucher_log" ADD CONSTRAINT "cash_voucher_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_voucher_log" ADD CONSTRAINT "cash_voucher_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_voucher_totals" ADD CONSTRAINT "cash_voucher_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_voucher_log_user_idx" ON "cash_voucher_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cash_voucher_log_order_idx" ON "cash_voucher_log" USING btree ("order_id") WHERE "cash_voucher_log"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_voucher_log_grant_key" ON "cash_voucher_log" USING btree ("voucher_id") WHERE "cash_voucher_log"."type" = 'grant';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_voucher_log_pay_key" ON "cash_voucher_log" USING btree ("voucher_id","order_id") WHERE "cash_voucher_log"."type" = 'pay';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_vouchers_cause_key" ON "cash_vouchers" USING btree ("source","source_id","user_id");--> statement-breakpoint
CREATE INDEX "cash_vouchers_user_usable_idx" ON "cash_vouchers" USING btree ("user_id","expires_at","id") WHERE "cash_vouchers"."remaining_fen" > 0;--> statement-breakpoint
CREATE INDEX "cash_vouchers_user_idx" ON "cash_vouchers" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cash_vouchers_expiry_idx" ON "cash_vouchers" USING btree ("expires_at") WHERE "cash_vouchers"."remaining_fen" > 0;