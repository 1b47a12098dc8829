CREATE TABLE "combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_fen" integer NOT NULL,
	"items" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"every_number" integer NOT NULL,
	"gift_goods_id" integer NOT NULL,
	"gift_number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manjians" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"goods_ids" jsonb,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_fen" integer DEFAULT 0 NOT NULL,
	"refund_to" text DEFAULT '' NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"min_amount_fen" integer DEFAULT 0 NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"file_path" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"flash_sale_id" integer,
	"combination_id" integer,
	"name" text NOT NULL,
	"sccj" text NOT NULL,
	"ypgg" text NOT NULL,
	"bzdw" text NOT NULL,
	"approval_number" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"number" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"batch_number" text DEFAULT '' NOT NULL,
	"expiry_date" date,
	"returned_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_number_positive" CHECK ("order_items"."number" > 0 and "order_items"."returned_number" >= 0 and "order_items"."returned_number" <= "order_items"."number")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"pay_method" text DEFAULT '' NOT NULL,
	"goods_fen" integer NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"coupon_fen" integer DEFAULT 0 NOT NULL,
	"shipping_fen" integer DEFAULT 0 NOT NULL,
	"payable_fen" integer NOT NULL,
	"paid_fen" integer DEFAULT 0 NOT NULL,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"user_coupon_id" integer,
	"address" jsonb NOT NULL,
	"invoice" jsonb NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"want_documents" boolean DEFAULT false NOT NULL,
	"want_reports" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"remittance_ref" text NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_valid" CHECK ("orders"."payable_fen" >= 0 and "orders"."paid_fen" >= 0 and "orders"."refunded_fen" >= 0 and "orders"."refunded_fen" <= "orders"."paid_fen")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"gateway" text DEFAULT '' NOT NULL,
	"out_trade_no" text NOT NULL,
	"trade_no" text,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"order_id" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_money_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"balance_after_fen" integer NOT NULL,
	"order_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_money_log_balance_not_negative" CHECK ("user_money_log"."balance_after_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "balance_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "flash_sale_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "combination_id" integer;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_gift_goods_id_goods_id_fk" FOREIGN KEY ("gift_goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_money_log" ADD CONSTRAINT "user_money_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_money_log" ADD CONSTRAINT "user_money_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sales_user_idx" ON "after_sales" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_goods_idx" ON "order_items" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_remittance_ref_key" ON "orders" USING btree ("remittance_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_out_trade_no_key" ON "payments" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_trade_no_key" ON "payments" USING btree ("gateway","trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_key" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "user_money_log_user_idx" ON "user_money_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_money_log_one_payment_key" ON "user_money_log" USING btree ("order_id") WHERE "user_money_log"."type" = 'pay';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balance_not_negative" CHECK ("users"."balance_fen" >= 0);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_number_positive" CHECK ("cart_items"."number" > 0);